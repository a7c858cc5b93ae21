// The cost of what our own clients send (issue 28), pinned: the console's documents, the Runner
// client's, and the README walkthrough's, each with its page sizes at the most they can be (100) and
// its batches at the most items (500). A schema change that makes any of them cost more, or refused,
// fails here.
import { readFileSync } from 'node:fs';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as Console from '../../console/src/documents.js';
import * as Client from '../../src/client/documents.js';
import { loadConfig } from '../../src/config.js';
import { CostPlans, type Estimate } from '../../src/cost/plan.js';
import { schema } from '../../src/schema/index.js';

const config = loadConfig({});
const plans = new CostPlans(schema, { maxPageSize: config.WORKFORCE_MAX_PAGE_SIZE, maxBatch: config.WORKFORCE_MAX_BATCH });

/** Every variable at its costliest: Int page sizes 100, batch lists of 500 items, conditions true. */
function costliestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = print(definition.type).replace(/!$/, '');
    const name = definition.variable.name.value;
    if (type === 'Int') variables[name] = name === 'afterSeq' ? 0 : config.WORKFORCE_MAX_PAGE_SIZE;
    else if (type === 'Boolean') variables[name] = true;
    else if (/^[A-Z]\w+sInput$/.test(type)) {
      // A batch input: its one list field, at the most items.
      const input = schema.getType(type) as { getFields(): Record<string, unknown> };
      const [field] = Object.keys(input.getFields());
      variables[name] = { [field!]: Array.from({ length: config.WORKFORCE_MAX_BATCH }, () => ({})) };
    }
  }
  return variables;
}

function costs(documents: [string, DocumentNode][]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, document] of documents) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const estimate = plans.estimate(document, definition.name?.value, costliestVariables(definition)) as Estimate;
      expect(estimate, name).toBeDefined();
      expect(estimate.nodes <= config.WORKFORCE_MAX_NODES && estimate.points <= config.WORKFORCE_MAX_COST, name).toBe(true);
      // The fragment-expansion limit (the token limit's 5,000 fields) is far away for every document.
      expect(estimate.selections, name).toBeLessThan(500);
      const root = (definition.selectionSet.selections[0] as { name?: { value: string } }).name?.value;
      out[definition.name?.value ?? `${name} ${root}`] = `nodes ${estimate.nodes}, points ${estimate.points}`;
    }
  }
  return out;
}

/** The typed document strings a module exports (codegen's TypedDocumentString), parsed. */
const typed = (module: Record<string, unknown>): [string, DocumentNode][] =>
  Object.entries(module)
    .filter(([, value]) => value instanceof String)
    .map(([name, value]) => [name, parse(String(value))]);

describe('the cost of our own clients’ documents, at their costliest', () => {
  it('the console', () => {
    const table = costs(typed(Console));
    expect(table).toMatchInlineSnapshot(`
      {
        "ConsoleActors": "nodes 100, points 1",
        "ConsoleApiTokens": "nodes 50, points 1",
        "ConsoleAssignment": "nodes 51, points 1",
        "ConsoleAssignmentRowById": "nodes 1, points 1",
        "ConsoleAssignments": "nodes 200, points 1",
        "ConsoleAttemptDetail": "nodes 50, points 2",
        "ConsoleAttemptInteractions": "nodes 50, points 1",
        "ConsoleAttemptToolCalls": "nodes 50, points 1",
        "ConsoleCancelAssignment": "nodes 0, points 1",
        "ConsoleCreateApiToken": "nodes 0, points 1",
        "ConsoleCreateAssignment": "nodes 0, points 1",
        "ConsoleDeactivateActor": "nodes 0, points 1",
        "ConsoleEventPayload": "nodes 1, points 1",
        "ConsoleEvents": "nodes 100, points 3",
        "ConsoleLedgerEvents": "nodes 0, points 1",
        "ConsoleProjections": "nodes 0, points 1",
        "ConsolePublishConfiguration": "nodes 0, points 1",
        "ConsoleRebuildProjection": "nodes 0, points 1",
        "ConsoleReconcileAttempt": "nodes 0, points 1",
        "ConsoleRecoverExpiredClaim": "nodes 0, points 1",
        "ConsoleRegisterActor": "nodes 0, points 1",
        "ConsoleRenewClaim": "nodes 0, points 1",
        "ConsoleReopenAssignment": "nodes 0, points 1",
        "ConsoleRevokeApiToken": "nodes 0, points 1",
        "ConsoleVerifyLedger": "nodes 0, points 1",
        "ConsoleViewer": "nodes 1, points 1",
      }
    `);
  });

  it('the Runner client', () => {
    const table = costs(typed(Client));
    expect(table).toMatchInlineSnapshot(`
      {
        "ClientAppendEvent": "nodes 0, points 1",
        "ClientAppendEvents": "nodes 500, points 501",
        "ClientAssignmentChanged": "nodes 0, points 1",
        "ClientClaimAssignment": "nodes 0, points 1",
        "ClientClaimAssignments": "nodes 500, points 501",
        "ClientCreateAssignment": "nodes 0, points 1",
        "ClientCreateEntities": "nodes 500, points 501",
        "ClientCreateEntity": "nodes 0, points 1",
        "ClientEndAttempt": "nodes 0, points 1",
        "ClientEndAttempts": "nodes 500, points 501",
        "ClientLedgerEvents": "nodes 0, points 1",
        "ClientPublishAgentConfiguration": "nodes 0, points 1",
        "ClientRegisterActor": "nodes 0, points 1",
        "ClientRenewClaim": "nodes 0, points 1",
      }
    `);
  });

  it('the README walkthrough', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // One document per operation, as the walkthrough sends them (several blocks hold unnamed ones).
    const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)]
      .flatMap((match) => parse(match[1]!).definitions.map((definition) => print(definition)))
      .map((text, i) => [`README #${i + 1}`, parse(text)] as [string, DocumentNode]);
    const table = costs(blocks);
    expect(table).toMatchInlineSnapshot(`
      {
        "README #1 registerActor": "nodes 0, points 1",
        "README #10 assignments": "nodes 20, points 1",
        "README #2 publishAgentConfiguration": "nodes 0, points 1",
        "README #3 createAssignment": "nodes 0, points 1",
        "README #4 claimAssignment": "nodes 0, points 1",
        "README #5 renewClaim": "nodes 0, points 1",
        "README #6 endAttempt": "nodes 0, points 1",
        "README #7 assignment": "nodes 510, points 1",
        "README #8 cancelAssignment": "nodes 0, points 1",
        "README #9 reconcileAttempt": "nodes 0, points 1",
      }
    `);
  });
});
