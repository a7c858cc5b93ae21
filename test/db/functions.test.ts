// The command functions as src/db/functions.ts declares them, against pg_proc and against what they return.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as C from '../../src/commands/index.js';
import { checkResult, commandFunctions, type FunctionName, functionCall, resultChecks, toQuery } from '../../src/db/functions.js';
import { assessAssignments, countClaimsAwaitingRecovery } from '../../src/db/reads.js';
import { useTestDatabase } from '../helpers/db.js';
import { paymentReceipts } from '../helpers/decisions.js';
import {
  claim,
  newAgent,
  newAssignment,
  newHuman,
  newOrganization,
  soonInDatabaseTime,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';

const t = useTestDatabase();

const SQL_TYPE_NAMES: Record<string, string> = { timestamptz: 'timestamp with time zone' };
/** What the application role may execute that is not a command: a read, called in src/auth/tokens.ts. */
const NOT_COMMANDS = ['authenticate_token', 'assess_assignments', 'count_claims_awaiting_recovery'];

interface Proc {
  name: string;
  args: string[] | null;
  types: string[];
  modes: string[] | null;
  returns: string;
}

async function workforceFunctions(): Promise<Proc[]> {
  const { rows } = await t.admin.query<Proc>(
    `select p.proname as name, p.proargnames as args, p.proargtypes::regtype[]::text[] as types, p.proargmodes::text[] as modes,
            p.prorettype::regtype::text as returns
       from pg_proc p where p.pronamespace = 'workforce'::regnamespace`,
  );
  return rows;
}

describe('the declarations of src/db/functions.ts against pg_proc', () => {
  it('name every parameter of every declared function, with its type, and no parameter it does not have', async () => {
    const procs = await workforceFunctions();
    const problems: string[] = [];
    for (const [name, spec] of Object.entries(commandFunctions)) {
      const overloads = procs.filter((p) => p.name === name);
      if (overloads.length !== 1) {
        problems.push(`workforce.${name}: ${overloads.length} functions of that name in the database, not 1`);
        continue;
      }
      const proc = overloads[0]!;
      expect(proc.modes, `workforce.${name} has only input parameters`).toBeNull();
      const inSql = new Map((proc.args ?? []).map((arg, i) => [arg, proc.types[i]!]));
      const declared = new Map(
        Object.entries(spec.params).map(([param, type]) => {
          const base = type.replace('?', '');
          return [`p_${param}`, SQL_TYPE_NAMES[base] ?? base];
        }),
      );
      for (const [param, type] of declared) {
        if (!inSql.has(param)) problems.push(`workforce.${name} has no parameter ${param} (declared in src/db/functions.ts)`);
        else if (inSql.get(param) !== type) problems.push(`workforce.${name}(${param}) is ${inSql.get(param)}, declared ${type}`);
      }
      for (const param of inSql.keys()) {
        if (!declared.has(param)) problems.push(`workforce.${name}(${param}) is not declared in src/db/functions.ts`);
      }
      if (proc.returns !== 'jsonb') problems.push(`workforce.${name} returns ${proc.returns}, not jsonb`);
    }
    expect(problems).toEqual([]);
  });

  it("declare every function the application role may execute, and the owner's create_organization", async () => {
    const { rows } = await t.admin.query<{ name: string }>(
      `select p.proname as name from pg_proc p
        where p.pronamespace = 'workforce'::regnamespace and has_function_privilege('workforce_app', p.oid, 'EXECUTE')`,
    );
    const undeclared = [...rows.map((r) => r.name), 'create_organization']
      .filter((name) => !(name in commandFunctions) && !NOT_COMMANDS.includes(name))
      .map((name) => `workforce.${name} is executable by workforce_app but not declared in src/db/functions.ts`);
    expect(undeclared).toEqual([]);
  });
});

describe('a call', () => {
  it('names every parameter and casts it to its declared type', () => {
    const { text, values } = toQuery(
      functionCall('recover_expired_claim', {
        organization_id: 'o',
        caller_id: 'c',
        assignment_id: 'a',
        attempt_id: 't',
        event_id: null,
      }),
    );
    expect(text).toBe(
      'workforce.recover_expired_claim(p_organization_id => $1::uuid, p_caller_id => $2::uuid, ' +
        'p_assignment_id => $3::uuid, p_attempt_id => $4::uuid, p_event_id => $5::uuid)',
    );
    expect(values).toEqual(['o', 'c', 'a', 't', null]);
    expect(
      toQuery(functionCall('append_events', { organization_id: 'o', caller_id: 'c', items: [{ kind: 'llm.request' }] })).values,
    ).toEqual(['o', 'c', '[{"kind":"llm.request"}]']);
  });

  it('refuses to leave a parameter out', () => {
    expect(() => functionCall('verify_ledger', {} as never)).toThrow('workforce.verify_ledger: no value for p_organization_id');
  });
});

describe('the JSON results', () => {
  it('are checked against their declarations in every test (WORKFORCE_CHECK_RESULTS, set in vitest.config.ts)', () => {
    expect(resultChecks.enabled).toBe(true);
    expect(() => checkResult('verify_ledger', { ok: 'yes', events_checked: 1, first_broken: null })).toThrow(
      /workforce\.verify_ledger returned a result its declaration in src\/db\/functions\.ts does not describe/,
    );
  });

  it('of every declared function, refusals returned as values included, match their declarations', async () => {
    // Given: each command called through src/commands, each result checked as it returns
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const human = await newHuman(t, org);
    await C.deactivateActor(t.db, org.system, { actorId: (await newHuman(t, org)).actorId });
    const { entity } = await C.createEntity(t.db, human, { mediaType: 'text/plain', content: 'goal' });
    const { assignment } = await newAssignment(t, human, { goalEntityId: entity.id });
    const started = await claim(t, org.system, assignment.id, agent);
    await C.appendEvent(t.db, org.system, {
      kind: 'tool.call',
      payloadVersion: 1,
      attemptId: started.attempt!.id,
      payload: { call_id: 'c1', tool_name: 'search', arguments: {} },
    });
    await C.endAttempt(t.db, org.system, { assignmentId: assignment.id, attemptId: started.attempt!.id, outcome: 'FAILED' });
    const expiresAt = await soonInDatabaseTime(t, 200);
    const abandoned = await claim(t, org.system, assignment.id, agent, { claimExpiresAt: expiresAt });
    await waitUntilDatabaseTime(t, expiresAt);
    await C.recoverExpiredClaim(t.db, org.system, { assignmentId: assignment.id, attemptId: abandoned.attempt!.id });
    const ready = (
      await C.createAssignments(t.db, human, [
        { goal: { mediaType: 'text/plain', content: 'x' } },
        { goal: { mediaType: 'text/plain', content: 'y' } },
      ])
    ).map((r) => (r instanceof Error ? null : r.assignment.id));
    const claimed = await C.claimAssignments(t.db, org.system, [
      { assignmentId: ready[0]!, agentId: agent, configurationVersion: 1 },
      { assignmentId: randomUUID(), agentId: agent, configurationVersion: 1 },
    ]);
    expect(claimed[1]).toBeInstanceOf(Error);
    const attemptId = (claimed[0] as C.AssignmentCommandResult).attempt!.id;
    await C.endAttempts(t.db, org.system, [
      { assignmentId: ready[0]!, attemptId, outcome: 'COMPLETED', outcomeEntity: { mediaType: 'text/plain', content: 'done' } },
    ]);
    // Three at once: the first goes alone, the other two wait for it and go as one group.
    const grouped = await Promise.all(
      ['g1', 'g2', 'g3'].map((content) => C.createAssignment(t.db, human, { goal: { mediaType: 'text/plain', content } })),
    );
    const groupClaims = await Promise.all(
      grouped.map(({ assignment: a }) =>
        C.claimAssignment(t.db, org.system, { assignmentId: a.id, agentId: agent, configurationVersion: 1 }),
      ),
    );
    await Promise.all(
      groupClaims.map(({ assignment: a, attempt }) =>
        C.endAttempt(t.db, org.system, { assignmentId: a.id, attemptId: attempt!.id, outcome: 'FAILED' }),
      ),
    );
    // Three appends and three entities at once: the first of each alone, the others as one group.
    const groupedAttempt = groupClaims[0]!.attempt!.id;
    await Promise.all(
      [1, 2, 3].map((n) =>
        C.appendEvent(t.db, org.system, {
          kind: 'tool.call',
          payloadVersion: 1,
          attemptId: groupedAttempt,
          payload: { call_id: `g${n}`, tool_name: 'search', arguments: {} },
        }).catch((error: unknown) => error),
      ),
    );
    await Promise.all(['e1', 'e2', 'e3'].map((content) => C.createEntity(t.db, human, { mediaType: 'text/plain', content })));
    await C.createEntities(t.db, human, [
      { mediaType: 'text/plain', content: 'batched' },
      { entityId: entity.id, mediaType: 'text/plain', content: 'other content' },
    ]);
    await C.appendEvents(t.db, org.system, [
      { kind: 'llm.request', payloadVersion: 1, payload: { call_id: 'm1', model: 'm', messages: [] } },
      { kind: 'attempt.started', payloadVersion: 1, payload: {} },
    ]);
    // The decisions: a renewal, a cancellation (superseding an Attempt) and a reopening, an
    // uncertain recovery and its reconciliation, and the availability of what they left.
    const decided = (await newAssignment(t, human)).assignment.id;
    const renewing = await claim(t, org.system, decided, agent);
    await C.renewClaim(t.db, org.system, { assignmentId: decided, attemptId: renewing.attempt!.id, claimTtlSeconds: 600 });
    await C.cancelAssignment(t.db, human, { assignmentId: decided, reason: 'no longer needed' });
    await C.reopenAssignment(t.db, human, { assignmentId: decided, reason: 'needed after all' });
    const uncertainAt = await soonInDatabaseTime(t, 200);
    const uncertain = await claim(t, org.system, decided, agent, { claimExpiresAt: uncertainAt });
    await C.appendEvent(t.db, org.system, {
      kind: 'tool.call',
      payloadVersion: 2,
      attemptId: uncertain.attempt!.id,
      payload: { call_id: 'pay-1', tool_name: 'pay', arguments: {}, effect: 'external' },
    });
    await waitUntilDatabaseTime(t, uncertainAt);
    await C.recoverExpiredClaim(t.db, org.system, { assignmentId: decided, attemptId: uncertain.attempt!.id });
    await C.reconcileAttempt(t.db, human, {
      assignmentId: decided,
      attemptId: uncertain.attempt!.id,
      decision: 'RETRY',
      receipts: paymentReceipts('no payment was made', ['pay-1'], 'pay'),
    });
    await assessAssignments(t.db, org.organizationId, [decided, assignment.id]);
    await countClaimsAwaitingRecovery(t.db, 10);
    const { token } = await C.createApiToken(t.db, org.system, { actorId: human.actorId, role: 'OPERATOR', ttlSeconds: 3600 });
    await C.revokeApiToken(t.db, org.system, { tokenId: token.id });
    await C.markProjectionDirty(t.db, org.system, { projection: 'ASSIGNMENTS', reason: 'functions test' });
    await C.rebuildProjection(t.db, org.system, { projection: 'ASSIGNMENTS' });
    await C.verifyLedger(t.db, org.organizationId);
    await C.setEvidenceRetention(t.db, org.system, { olderThanSeconds: 86_400 });
    await C.expireEvidence(t.db, org.system);

    // Then: every declared function's result was checked
    const unchecked = (Object.keys(commandFunctions) as FunctionName[]).filter((name) => !resultChecks.checked.has(name));
    expect(unchecked.map((name) => `workforce.${name}: no result checked`)).toEqual([]);
  });
});
