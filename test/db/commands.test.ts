// The command layer's contract: one statement per command, typed refusals for bad input that
// change nothing, and payloads that always match their registered schemas.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as C from '../../src/commands/index.js';
import * as E from '../../src/errors.js';
import { eventKinds, payloadSchema } from '../../src/events/registry.js';
import { useTestDatabase } from '../helpers/db.js';
import { paymentReceipts } from '../helpers/decisions.js';
import { claim, newAgent, newAssignment, newHuman, newOrganization, type TestOrganization } from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';

const t = useTestDatabase();
let org: TestOrganization;
let operator: C.Caller;
let agent: string;

beforeAll(async () => {
  org = await newOrganization(t);
  operator = await newHuman(t, org);
  agent = await newAgent(t, org);
});

/** Statements sent to PostgreSQL while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  t.statements.count = 0;
  await work().catch(() => undefined);
  return t.statements.count;
}

describe('one statement per command', () => {
  it('every command, succeeding or refused, is exactly one statement from Node to PostgreSQL', async () => {
    const { assignment } = await newAssignment(t, operator);
    const attemptId = randomUUID();
    const actorId = randomUUID();
    const revoked = await C.createApiToken(t.db, org.system, { actorId: operator.actorId, role: 'VIEWER' });
    const { assignment: decided } = await newAssignment(t, operator);
    const decidedAttempt = randomUUID();
    await claim(t, org.system, decided.id, agent, { attemptId: decidedAttempt });
    // A failing Attempt too: a failure is attempt.ended version 1, a completion version 3
    const { assignment: failing } = await newAssignment(t, operator);
    const failingAttempt = randomUUID();
    await claim(t, org.system, failing.id, agent, { attemptId: failingAttempt });
    await C.appendEvent(t.db, org.system, {
      kind: 'tool.call',
      payloadVersion: 2,
      attemptId: decidedAttempt,
      payload: { call_id: 'pay-1', tool_name: 'send_payment', arguments: {}, effect: 'external' },
    });
    // Arguments large enough to be stored apart: what retention deletes below
    await C.appendEvent(t.db, org.system, {
      kind: 'tool.call',
      payloadVersion: 2,
      attemptId: decidedAttempt,
      payload: { call_id: 'look-1', tool_name: 'lookup', arguments: { query: 'counted '.repeat(40) }, effect: 'internal' },
    });
    const counts = {
      registerActor: await statementsOf(() =>
        C.registerActor(t.db, org.system, { actorId, kind: 'AI_AGENT', displayName: 'Counted' }),
      ),
      publishAgentConfiguration: await statementsOf(() =>
        C.publishAgentConfiguration(t.db, org.system, { agentId: actorId, version: 1, configuration: {} }),
      ),
      createEntity: await statementsOf(() => C.createEntity(t.db, operator, { mediaType: 'text/plain', content: 'x' })),
      createAssignment: await statementsOf(() =>
        C.createAssignment(t.db, operator, { goal: { mediaType: 'text/plain', content: 'goal' } }),
      ),
      claimAssignment: await statementsOf(() => claim(t, org.system, assignment.id, agent, { attemptId })),
      claimRefused: await statementsOf(() => claim(t, org.system, assignment.id, agent)),
      appendEvent: await statementsOf(() =>
        C.appendEvent(t.db, org.system, {
          kind: 'llm.request',
          payloadVersion: 1,
          attemptId,
          payload: { call_id: '1', model: 'm', messages: [] },
        }),
      ),
      endAttempt: await statementsOf(() =>
        C.endAttempt(t.db, org.system, {
          assignmentId: assignment.id,
          attemptId,
          outcome: 'COMPLETED',
          outcomeEntity: { mediaType: 'text/plain', content: 'done' },
        }),
      ),
      endAttemptFailed: await statementsOf(() =>
        C.endAttempt(t.db, org.system, {
          assignmentId: failing.id,
          attemptId: failingAttempt,
          outcome: 'FAILED',
          failureReason: 'counted',
        }),
      ),
      recoverExpiredClaim: await statementsOf(() =>
        C.recoverExpiredClaim(t.db, org.system, { assignmentId: assignment.id, attemptId }),
      ),
      // The decisions, on a second Assignment whose Attempt made an external call: renew, cancel
      // (the Attempt ends UNCERTAIN), reconcile, reopen; between them they write every new guarded kind.
      renewClaim: await statementsOf(() =>
        C.renewClaim(t.db, org.system, { assignmentId: decided.id, attemptId: decidedAttempt, claimTtlSeconds: 120 }),
      ),
      cancelAssignment: await statementsOf(() =>
        C.cancelAssignment(t.db, operator, { assignmentId: decided.id, reason: 'counted' }),
      ),
      reconcileAttempt: await statementsOf(() =>
        C.reconcileAttempt(t.db, operator, {
          assignmentId: decided.id,
          attemptId: decidedAttempt,
          decision: 'RETRY',
          receipts: paymentReceipts('no transfer happened'),
        }),
      ),
      reopenAssignment: await statementsOf(() =>
        C.reopenAssignment(t.db, operator, { assignmentId: decided.id, reason: 'counted again' }),
      ),
      deactivateActor: await statementsOf(() => C.deactivateActor(t.db, org.system, { actorId })),
      createApiToken: await statementsOf(() => C.createApiToken(t.db, org.system, { actorId: operator.actorId, role: 'VIEWER' })),
      revokeApiToken: await statementsOf(() => C.revokeApiToken(t.db, org.system, { tokenId: revoked.token.id })),
      markProjectionDirty: await statementsOf(() =>
        C.markProjectionDirty(t.db, org.system, { projection: 'ACTORS', reason: 'count' }),
      ),
      verifyLedger: await statementsOf(() => C.verifyLedger(t.db, org.organizationId)),
    };
    expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((k) => [k, 1])));
    expect(await countEvents(t, org.organizationId, ['attempt.renewed', 'attempt.reconciled', 'assignment.reopened'])).toBe(3);
    // Rebuild is maintenance: one statement per bounded batch, so it says how many it took
    let batches = 0;
    expect(
      await statementsOf(async () => {
        batches = (await C.rebuildProjection(t.db, org.system, { projection: 'ACTORS', batchSize: 2 })).batches;
      }),
    ).toBe(batches);
    // And so is retention: one statement to set it (evidence.retention_set), one per batch to apply it
    // (evidence.expired, for the arguments stored apart above, older than the period by then)
    expect(await statementsOf(() => C.setEvidenceRetention(t.db, org.system, { olderThanSeconds: 1 }))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    let expiry: { batches: number; deleted: number; throughSeq: number | null } = { batches: 0, deleted: 0, throughSeq: null };
    expect(
      await statementsOf(async () => {
        expiry = await C.expireEvidence(t.db, org.system, { batchSize: 10 });
      }),
    ).toBe(expiry.batches);
    expect(expiry.deleted).toBeGreaterThanOrEqual(1);
    // ten events of the ledger a batch, from the first
    expect(expiry.batches).toBe(Math.ceil(expiry.throughSeq! / 10));
  });
});

describe('bad input is refused with a typed error and changes nothing', () => {
  it('refuses malformed input before it reaches the database', async () => {
    const { assignment } = await newAssignment(t, operator);
    const cases: [string, () => Promise<unknown>][] = [
      ['not a uuid', () => C.claimAssignment(t.db, org.system, { assignmentId: 'A-1', agentId: agent, configurationVersion: 1 })],
      [
        'version 0',
        () => C.claimAssignment(t.db, org.system, { assignmentId: assignment.id, agentId: agent, configurationVersion: 0 }),
      ],
      [
        'expiry and ttl',
        () =>
          C.claimAssignment(t.db, org.system, {
            assignmentId: assignment.id,
            agentId: agent,
            configurationVersion: 1,
            claimExpiresAt: new Date(Date.now() + 60_000),
            claimTtlSeconds: 60,
          }),
      ],
      ['no goal', () => C.createAssignment(t.db, operator, { title: 'no goal' })],
      [
        'two goals',
        () =>
          C.createAssignment(t.db, operator, {
            goalEntityId: assignment.goalEntityId,
            goal: { mediaType: 'text/plain', content: 'x' },
          }),
      ],
      ['bad media type', () => C.createEntity(t.db, operator, { mediaType: 'plain text', content: 'x' })],
      [
        'entity too large',
        () => C.createEntity(t.db, operator, { mediaType: 'text/plain', content: 'x'.repeat(C.MAX_ENTITY_BYTES + 1) }),
      ],
      [
        'completed without outcome',
        () => C.endAttempt(t.db, org.system, { assignmentId: assignment.id, attemptId: randomUUID(), outcome: 'COMPLETED' }),
      ],
      [
        'failed with outcome',
        () =>
          C.endAttempt(t.db, org.system, {
            assignmentId: assignment.id,
            attemptId: randomUUID(),
            outcome: 'FAILED',
            outcomeEntity: { mediaType: 'text/plain', content: 'x' },
          }),
      ],
      [
        'abandoned is not an ending a Runner chooses',
        () =>
          C.endAttempt(t.db, org.system, {
            assignmentId: assignment.id,
            attemptId: randomUUID(),
            outcome: 'ABANDONED' as 'FAILED',
          }),
      ],
      [
        'payload off its schema',
        () => C.appendEvent(t.db, org.system, { kind: 'tool.call', payloadVersion: 1, payload: { tool_name: 't' } }),
      ],
      ['blank display name', () => C.registerActor(t.db, org.system, { kind: 'HUMAN', displayName: '  ' })],
      ['bad slug', () => C.createOrganization(t.ownerDb, { slug: 'Not A Slug!' })],
    ];
    for (const [what, attempt] of cases) {
      const before = await countEvents(t, org.organizationId);
      const refusal = await attempt().then(
        () => 'accepted',
        (e: unknown) => e,
      );
      expect(refusal, what).toBeInstanceOf(E.ValidationError);
      expect((refusal as E.ValidationError).issues.length, what).toBeGreaterThan(0);
      expect(await countEvents(t, org.organizationId), what).toBe(before);
    }
    await expect(C.appendEvent(t.db, org.system, { kind: 'made.up', payloadVersion: 1, payload: {} })).rejects.toBeInstanceOf(
      E.UnknownEventKind,
    );
  });

  it('refuses what only the database can judge, with the matching typed error', async () => {
    const { assignment } = await newAssignment(t, operator);
    const retired = await newAgent(t, org);
    await C.deactivateActor(t.db, org.system, { actorId: retired });
    const leaver = await newHuman(t, org);
    await C.deactivateActor(t.db, org.system, { actorId: leaver.actorId });
    const { entity: unrelated } = await C.createEntity(t.db, operator, {
      mediaType: 'text/plain',
      content: 'not generated by the attempt',
    });
    const running = await newAssignment(t, operator);
    const attemptId = (await claim(t, org.system, running.assignment.id, agent)).attempt!.id;
    const cases: [string, () => Promise<unknown>, abstract new (...args: never[]) => Error][] = [
      [
        'expiry in the past',
        () => claim(t, org.system, assignment.id, agent, { claimExpiresAt: new Date(Date.now() - 1000) }),
        E.ClaimExpiryInvalid,
      ],
      [
        'expiry past the maximum',
        () =>
          C.claimAssignment(
            t.db,
            org.system,
            {
              assignmentId: assignment.id,
              agentId: agent,
              configurationVersion: 1,
              claimTtlSeconds: 7200,
            },
            { defaultClaimSeconds: 60, maxClaimSeconds: 3600 },
          ),
        E.ClaimExpiryInvalid,
      ],
      ['deactivated agent', () => claim(t, org.system, assignment.id, retired), E.ActorNotActiveAgent],
      [
        'deactivated caller',
        () => C.createAssignment(t.db, leaver, { goal: { mediaType: 'text/plain', content: 'x' } }),
        E.ActorNotActive,
      ],
      [
        'version gap',
        () => C.publishAgentConfiguration(t.db, org.system, { agentId: agent, version: 3, configuration: {} }),
        E.ConfigurationVersionNotSequential,
      ],
      ["the organization's System Actor", () => C.deactivateActor(t.db, operator, { actorId: org.system.actorId }), E.Forbidden],
      [
        'outcome from elsewhere',
        () =>
          C.endAttempt(t.db, org.system, {
            assignmentId: running.assignment.id,
            attemptId,
            outcome: 'COMPLETED',
            outcomeEntityId: unrelated.id,
          }),
        E.OutcomeInvalid,
      ],
      [
        'unknown outcome entity',
        () =>
          C.endAttempt(t.db, org.system, {
            assignmentId: running.assignment.id,
            attemptId,
            outcome: 'COMPLETED',
            outcomeEntityId: randomUUID(),
          }),
        E.EntityNotFound,
      ],
      ['unknown assignment', () => claim(t, org.system, randomUUID(), agent), E.AssignmentNotFound],
      [
        'unknown organization',
        () =>
          C.createEntity(
            t.db,
            { organizationId: randomUUID(), actorId: operator.actorId },
            { mediaType: 'text/plain', content: 'x' },
          ),
        E.OrganizationNotFound,
      ],
    ];
    for (const [what, attempt, error] of cases) {
      const before = await countEvents(t, org.organizationId);
      const refusal = await attempt().then(
        () => 'accepted',
        (e: unknown) => e,
      );
      expect(refusal, what).toBeInstanceOf(error);
      expect((refusal as Error).message.length, what).toBeGreaterThan(10);
      expect(await countEvents(t, org.organizationId), what).toBe(before);
    }
    expect((await claim(t, org.system, assignment.id, agent)).assignment.state).toBe('RUNNING');
  });
});

describe('the event registry', () => {
  // The registry against workforce.event_kinds and the SQL that decides by kind: test/db/event-kinds.test.ts.
  it("every event the commands wrote matches its kind's payload schema", async () => {
    // As the owner: row-level security shows the application role no organization's events outside a read session.
    const rows = await t.ownerDb.selectFrom('events').select(['kind', 'payload_version', 'payload', 'org_seq']).execute();
    const written = new Set(rows.map((r) => r.kind));
    // Every guarded kind at every version (the one-statement test writes the decisions' kinds)
    const writtenVersions = new Set(rows.map((r) => `${r.kind}@${r.payload_version}`));
    expect(
      eventKinds
        .filter((k) => k.guarded && !k.replayOnly && !writtenVersions.has(`${k.kind}@${k.payloadVersion}`))
        .map((k) => k.kind),
    ).toEqual([]);
    expect(eventKinds.filter((k) => k.guarded).every((k) => written.has(k.kind))).toBe(true);
    for (const row of rows) {
      const parsed = payloadSchema(row.kind, row.payload_version)!.safeParse(row.payload);
      expect(parsed.success, `${row.kind} #${row.org_seq}: ${JSON.stringify(row.payload)}`).toBe(true);
    }
  });
});
