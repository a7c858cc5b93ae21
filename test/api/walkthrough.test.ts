// The README's walkthrough, as a new user runs it: the production bundle started against a database,
// the SYSTEM token it prints once, then every GraphQL operation of the README's `graphql` blocks in
// order, each `$AGENT`, `$ASSIGNMENT` and `$ATTEMPT` replaced by the id an earlier answer returned.
// In production stdout is the log: every line it holds, to the last one written at shutdown, is JSON.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type OperationDefinitionNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { useTestDatabase } from '../helpers/db.js';
import { bundleServer, ServerProcess } from '../helpers/server-process.js';

const t = useTestDatabase();
let bundle: Awaited<ReturnType<typeof bundleServer>> | undefined;

beforeAll(async () => {
  bundle = await bundleServer();
});

afterAll(() => bundle?.remove());

/** The README's operations in order, as written (placeholders included). */
function readmeOperations(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks.flatMap((block) =>
    parse(block).definitions.map((definition) => block.slice(definition.loc!.start, definition.loc!.end)),
  );
}

/** Which placeholder an answer fills, by the operation's root field. */
const returnedIds: Record<string, [placeholder: string, id: (payload: Payload) => string | undefined]> = {
  registerActor: ['$AGENT', (payload) => payload.actor?.id],
  createAssignment: ['$ASSIGNMENT', (payload) => payload.assignment?.id],
  claimAssignment: ['$ATTEMPT', (payload) => payload.attempt?.id],
};

interface Payload {
  __typename?: string;
  code?: string;
  actor?: { id: string };
  assignment?: { id: string; state: string };
  attempt?: { id: string };
}

describe('the README walkthrough against the production bundle', () => {
  it('answers every operation as the README says, and writes nothing but JSON lines on stdout', async () => {
    // Given the bundle started as README's quick start says, with a new organization
    const port = await freePort();
    const server = new ServerProcess(
      bundle!.entry,
      {
        DATABASE_URL: t.url,
        PORT: String(port),
        WORKFORCE_ORGANIZATION: `walkthrough-${randomUUID().slice(0, 8)}`,
        LOG_LEVEL: 'info',
        // As in production: command results are not checked against their schemas.
        WORKFORCE_CHECK_RESULTS: '0',
      },
      { captureStdout: true },
    );
    await server.start();
    const token = /(wfl_[A-Za-z0-9_-]+)/.exec(server.output)?.[1];
    expect(token, server.output).toBeDefined();

    // When every operation runs in order, with the ids returned so far
    const operations = readmeOperations();
    const ids = new Map<string, string>();
    const answers: { root: string; data: Record<string, unknown> }[] = [];
    try {
      for (const written of operations) {
        let query = written;
        for (const [placeholder, id] of ids) query = query.replaceAll(`"${placeholder}"`, `"${id}"`);
        expect(query, 'a placeholder no earlier answer filled').not.toMatch(/"\$[A-Z]+"/);
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query }),
        });
        const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
        expect(body.errors, query).toBeUndefined();
        const definition = parse(query).definitions[0] as OperationDefinitionNode;
        const root = (definition.selectionSet.selections[0] as { name: { value: string } }).name.value;
        answers.push({ root, data: body.data! });
        const fill = returnedIds[root];
        const id = fill?.[1](body.data![root] as Payload);
        if (fill && id) ids.set(fill[0], id);
      }
    } finally {
      await server.stop('SIGTERM');
    }

    // Then the first block's mutations succeed, in order, and its query reads the completed work
    const typenames = answers.map(({ root, data }) => `${root}: ${(data[root] as Payload).__typename}`);
    expect(typenames.slice(0, 6)).toEqual([
      'registerActor: RegisterActorSuccess',
      'publishAgentConfiguration: PublishAgentConfigurationSuccess',
      'createAssignment: CreateAssignmentSuccess',
      'claimAssignment: ClaimAssignmentSuccess',
      'renewClaim: RenewClaimSuccess',
      'endAttempt: EndAttemptSuccess',
    ]);
    const read = answers[6]!.data.assignment as {
      state: string;
      outcomeEntity: { content: string };
      attempts: { edges: { node: { id: string; outcome: string; events: { edges: unknown[] } } }[] };
    };
    expect(read.state).toBe('COMPLETED');
    expect(read.outcomeEntity.content).toBe('7731');
    expect(read.attempts.edges.map(({ node }) => [node.id, node.outcome])).toEqual([[ids.get('$ATTEMPT'), 'COMPLETED']]);
    expect(read.attempts.edges[0]!.node.events.edges.length).toBeGreaterThanOrEqual(2);
    // and the decisions of the second block, run on that completed Assignment, are typed refusals or successes
    expect(answers.length).toBe(operations.length);
    for (const { root, data } of answers.slice(7)) expect(data[root]).not.toBeNull();

    // and stdout held only JSON lines: one request line per operation, and nothing else in between
    const stdout = await server.finalStdout();
    const lines = stdout.split('\n').filter((line) => line !== '');
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson, stdout).toEqual([]);
    const requests = lines.map((line) => JSON.parse(line) as { msg?: string }).filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(operations.length);
  });
});
