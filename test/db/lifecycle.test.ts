// The seed's 13 required proofs (seeds/000 "Required proof"), against real PostgreSQL. Proofs 1-8
// follow one Assignment A through its life, as the seed tells it; 9-13 use their own Assignments.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appendEvent,
  type Caller,
  claimAssignment,
  createEntity,
  endAttempt,
  rebuildProjection,
  recoverExpiredClaim,
} from '../../src/commands/index.js';
import { SqlState } from '../../src/db/errors.js';
import { findAssignments } from '../../src/db/reads.js';
import {
  AssignmentCompleted,
  AssignmentStateStale,
  AttemptNotActive,
  ClaimConflict,
  ClaimNotExpired,
  Forbidden,
  GuardedEventKind,
} from '../../src/errors.js';
import { readAttemptsByAssignment } from '../../src/events/history.js';
import { useTestDatabase } from '../helpers/db.js';
import {
  claim,
  newAgent,
  newAssignment,
  newHuman,
  newOrganization,
  soonInDatabaseTime,
  type TestOrganization,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { appendUnprojected, assignmentRowText, countEvents, eventsOf } from '../helpers/ledger.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();
let org: TestOrganization;
let operator: Caller;
let agent: string;
let otherAgent: string;

beforeAll(async () => {
  org = await newOrganization(t, 'acme');
  operator = await newHuman(t, org);
  agent = await newAgent(t, org);
  otherAgent = await newAgent(t, org);
});

const claimQuery = (assignmentId: string, agentId: string, attemptId: string) =>
  functionQuery('claim_assignment', {
    organization_id: org.organizationId,
    caller_id: org.system.actorId,
    assignment_id: assignmentId,
    agent_id: agentId,
    configuration_version: 1,
    attempt_id: attemptId,
    event_id: null,
    claim_expires_at: null,
    claim_ttl_seconds: 60,
    max_claim_seconds: 3600,
  });
const assignmentState = async (id: string) => (await findAssignments(t.db, org.organizationId, [id]))[0]!;
const attemptsOf = async (id: string) => (await readAttemptsByAssignment(t.db, org.organizationId, [id])).get(id)!;

describe('Assignment A, from creation to completion', () => {
  let a: string;
  let winner: string;

  it('proof 1: creating A with a real same-organization goal Entity makes it READY', async () => {
    // Given a goal Entity stored in the organization
    const { entity } = await createEntity(t.db, operator, { mediaType: 'text/plain', content: 'Access code: 7731' });
    // When the operator creates the Assignment
    const created = await newAssignment(t, operator, { goalEntityId: entity.id, title: 'Return the access code' });
    a = created.assignment.id;
    // Then it is READY, with that goal, attributed to its creator, and readable at once
    expect(created.assignment).toMatchObject({
      state: 'READY',
      goalEntityId: entity.id,
      createdBy: operator.actorId,
      activeClaim: null,
    });
    expect(created.goalEntity.sha256).toBe(entity.sha256);
    expect((await assignmentState(a)).state).toBe('READY');
    const [event] = await eventsOf(t, org.organizationId, { kind: 'assignment.created', assignmentId: a });
    expect(event).toMatchObject({
      actor_id: operator.actorId,
      payload: { goal_entity_id: entity.id, title: 'Return the access code' },
    });
  });

  it('proof 2: of two racing claims exactly one attempt.started and one active claim commit', async () => {
    // Given claim 1 holding its transaction open
    winner = randomUUID();
    const loser = randomUUID();
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(claimQuery(a, agent, winner));
    // When claim 2 arrives, it waits on the lock
    const second = claimAssignment(t.db, org.system, {
      assignmentId: a,
      agentId: otherAgent,
      configurationVersion: 1,
      attemptId: loser,
    }).then(
      () => 'committed',
      (error: unknown) => error,
    );
    await waitForLockWaiters(t, 'claim_assignment');
    await held.commit();
    // Then it is refused, told who holds the claim and until when, and wrote nothing
    const refusal = await second;
    expect(refusal).toBeInstanceOf(ClaimConflict);
    expect(refusal).toMatchObject({ attemptId: winner, agentId: agent });
    expect((refusal as ClaimConflict).expiresAt.getTime()).toBeGreaterThan(Date.now());
    const starts = await eventsOf(t, org.organizationId, { kind: 'attempt.started', assignmentId: a });
    expect(starts.map((e) => e.attempt_id)).toEqual([winner]);
    expect((await assignmentState(a)).activeClaim).toMatchObject({ attemptId: winner, agentId: agent, configurationVersion: 1 });
  });

  it('proof 3: a FAILED ending returns A to READY and the failed Attempt stays in history', async () => {
    const ended = await endAttempt(t.db, org.system, {
      assignmentId: a,
      attemptId: winner,
      outcome: 'FAILED',
      failureReason: 'model timed out',
    });
    expect(ended.assignment).toMatchObject({ state: 'READY', activeClaim: null, outcomeEntityId: null });
    expect(ended.attempt).toMatchObject({ id: winner, outcome: 'FAILED', failureReason: 'model timed out', endedBy: agent });
    const history = await attemptsOf(a);
    expect(history.map((x) => [x.id, x.outcome])).toEqual([[winner, 'FAILED']]);
    const [started] = await eventsOf(t, org.organizationId, { kind: 'attempt.started', attemptId: winner });
    const [endedEvent] = await eventsOf(t, org.organizationId, { kind: 'attempt.ended', attemptId: winner });
    expect(endedEvent!.follows_event_id).toBe(started!.event_id);
    expect(endedEvent).toMatchObject({ actor_id: agent, recorded_by: org.system.actorId });
  });

  it('proof 4: an expired claim is recovered by a System Actor as ABANDONED and A is READY again', async () => {
    // Given a claim that expires almost at once
    const crashed = randomUUID();
    await claim(t, org.system, a, agent, { attemptId: crashed, claimExpiresAt: await soonInDatabaseTime(t, 300) });
    // Recovery before expiry, by a non-SYSTEM actor, or of another Attempt is refused
    await expect(recoverExpiredClaim(t.db, org.system, { assignmentId: a, attemptId: crashed })).rejects.toBeInstanceOf(
      ClaimNotExpired,
    );
    const expiry = (await assignmentState(a)).activeClaim!.expiresAt;
    await waitUntilDatabaseTime(t, expiry);
    await expect(recoverExpiredClaim(t.db, operator, { assignmentId: a, attemptId: crashed })).rejects.toBeInstanceOf(Forbidden);
    await expect(recoverExpiredClaim(t.db, org.system, { assignmentId: a, attemptId: randomUUID() })).rejects.toBeInstanceOf(
      AttemptNotActive,
    );
    // When the System Actor recovers it
    const recovered = await recoverExpiredClaim(t.db, org.system, { assignmentId: a, attemptId: crashed });
    // Then the Attempt is ABANDONED, attributed to the System Actor, linked to its start
    expect(recovered.assignment).toMatchObject({ state: 'READY', activeClaim: null });
    expect(recovered.attempt).toMatchObject({ id: crashed, outcome: 'ABANDONED', endedBy: org.system.actorId });
    const [started] = await eventsOf(t, org.organizationId, { kind: 'attempt.started', attemptId: crashed });
    const [ending] = await eventsOf(t, org.organizationId, { kind: 'attempt.ended', attemptId: crashed });
    expect(ending).toMatchObject({
      actor_id: org.system.actorId,
      follows_event_id: started!.event_id,
      payload: { outcome: 'ABANDONED' },
    });
    expect((await attemptsOf(a)).map((x) => x.outcome)).toEqual(['FAILED', 'ABANDONED']);
  });

  it('proof 5: completion racing recovery: exactly one terminal result commits, in either order', async () => {
    for (const first of ['completion', 'recovery'] as const) {
      // Given a running Attempt whose claim has expired
      const attemptId = randomUUID();
      await claim(t, org.system, a, agent, { attemptId, claimExpiresAt: await soonInDatabaseTime(t, 150) });
      await waitUntilDatabaseTime(t, (await assignmentState(a)).activeClaim!.expiresAt);
      const eventsBefore = await countEvents(t, org.organizationId);
      // When one side holds its transaction open and the other is observed blocked behind it
      const held = await HeldTransaction.begin(t.appPool);
      if (first === 'completion') {
        await held.query(
          functionQuery('end_attempt', {
            organization_id: org.organizationId,
            caller_id: org.system.actorId,
            assignment_id: a,
            attempt_id: attemptId,
            outcome: 'FAILED',
            outcome_entity_id: null,
            outcome_media_type: null,
            outcome_content: null,
            failure_reason: 'gave up',
            event_id: null,
          }),
        );
      } else {
        await held.query(
          functionQuery('recover_expired_claim', {
            organization_id: org.organizationId,
            caller_id: org.system.actorId,
            assignment_id: a,
            attempt_id: attemptId,
            event_id: null,
          }),
        );
      }
      const other =
        first === 'completion'
          ? recoverExpiredClaim(t.db, org.system, { assignmentId: a, attemptId })
          : endAttempt(t.db, org.system, { assignmentId: a, attemptId, outcome: 'FAILED', failureReason: 'gave up' });
      const settled = other.then(
        () => 'committed',
        (error: unknown) => error,
      );
      await waitForLockWaiters(t, first === 'completion' ? 'recover_expired_claim' : 'end_attempt');
      await held.commit();
      // Then the second is refused as a stale writer and exactly one ending exists
      expect(await settled).toBeInstanceOf(AttemptNotActive);
      const endings = await eventsOf(t, org.organizationId, { kind: 'attempt.ended', attemptId });
      expect(endings).toHaveLength(1);
      expect(endings[0]!.payload.outcome).toBe(first === 'completion' ? 'FAILED' : 'ABANDONED');
      expect(await countEvents(t, org.organizationId)).toBe(eventsBefore + 1);
      expect((await assignmentState(a)).state).toBe('READY');
    }
  });

  let finalAttempt: string;
  let stale: string;

  it('proof 6: a final Attempt completes with its exact output Entity and A is terminal', async () => {
    // Given a stale Attempt that was recovered, and a final one that claims after it
    stale = randomUUID();
    await claim(t, org.system, a, agent, { attemptId: stale, claimExpiresAt: await soonInDatabaseTime(t, 100) });
    await waitUntilDatabaseTime(t, (await assignmentState(a)).activeClaim!.expiresAt);
    await recoverExpiredClaim(t.db, org.system, { assignmentId: a, attemptId: stale });
    finalAttempt = randomUUID();
    await claim(t, org.system, a, otherAgent, { attemptId: finalAttempt });
    // When it completes with its output
    const done = await endAttempt(t.db, org.system, {
      assignmentId: a,
      attemptId: finalAttempt,
      outcome: 'COMPLETED',
      outcomeEntity: { mediaType: 'application/json', content: '{"code":"7731"}' },
    });
    // Then A is COMPLETED with exactly that Entity, generated by that Attempt
    expect(done.assignment).toMatchObject({ state: 'COMPLETED', completedAttemptId: finalAttempt, activeClaim: null });
    expect(done.outcomeEntity).toMatchObject({
      content: '{"code":"7731"}',
      mediaType: 'application/json',
      generatedByAttemptId: finalAttempt,
    });
    expect(done.outcomeEntity!.sha256).toBe(createHash('sha256').update('{"code":"7731"}').digest('hex'));
    expect(done.attempt).toMatchObject({ outcome: 'COMPLETED', outcomeEntityId: done.outcomeEntity!.id, endedBy: otherAgent });
  });

  it('proof 7: A can be neither claimed nor completed again, and a stale Runner cannot deliver late', async () => {
    const before = await countEvents(t, org.organizationId);
    await expect(claim(t, org.system, a, agent)).rejects.toBeInstanceOf(AssignmentCompleted);
    await expect(
      endAttempt(t.db, org.system, { assignmentId: a, attemptId: finalAttempt, outcome: 'FAILED' }),
    ).rejects.toBeInstanceOf(AssignmentCompleted);
    // The recovered Runner comes back with its result, and its evidence
    await expect(
      endAttempt(t.db, org.system, {
        assignmentId: a,
        attemptId: stale,
        outcome: 'COMPLETED',
        outcomeEntity: { mediaType: 'text/plain', content: 'late' },
      }),
    ).rejects.toBeInstanceOf(AssignmentCompleted);
    await expect(
      appendEvent(t.db, org.system, {
        kind: 'llm.response',
        payloadVersion: 1,
        assignmentId: a,
        attemptId: stale,
        payload: { call_id: 'c1', model: 'm', content: 'late' },
      }),
    ).rejects.toBeInstanceOf(AttemptNotActive);
    await expect(
      createEntity(t.db, org.system, { mediaType: 'text/plain', content: 'late', attemptId: stale }),
    ).rejects.toBeInstanceOf(AttemptNotActive);
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect((await assignmentState(a)).completedAttemptId).toBe(finalAttempt);
  });

  it('proof 8: rebuilding from zero leaves state, claim absence, outcome and history unchanged', async () => {
    const row = await assignmentRowText(t, org.organizationId, a);
    const history = await attemptsOf(a);
    const ledgerBefore = await countEvents(t, org.organizationId);
    const rebuilt = await rebuildProjection(t.db, org.system, { projection: 'ASSIGNMENTS', batchSize: 3 });
    expect(rebuilt.batches).toBeGreaterThan(1);
    expect(await assignmentRowText(t, org.organizationId, a)).toBe(row);
    expect(await attemptsOf(a)).toEqual(history);
    expect(history.map((x) => x.outcome)).toEqual(['FAILED', 'ABANDONED', 'FAILED', 'ABANDONED', 'ABANDONED', 'COMPLETED']);
    expect(await countEvents(t, org.organizationId)).toBe(ledgerBefore);
  });
});

describe('freshness, guards, boundaries and identity', () => {
  it('proof 9: an unprojected lifecycle Event after the cursor makes a claim stale until rebuild', async () => {
    // Given privileged setup appends an assignment.created that no projection update followed
    const { assignment } = await newAssignment(t, operator);
    const ghost = randomUUID();
    const seq = await appendUnprojected(
      t,
      org.organizationId,
      'assignment.created',
      { assignment_id: ghost, title: null, goal_entity_id: assignment.goalEntityId },
      operator.actorId,
      ghost,
    );
    const before = await countEvents(t, org.organizationId);
    // When a Runner claims a perfectly valid Assignment
    const refusal = await claim(t, org.system, assignment.id, agent).catch((e: unknown) => e);
    // Then it is refused as stale, naming the pending event, and nothing is written
    expect(refusal).toBeInstanceOf(AssignmentStateStale);
    expect(refusal).toMatchObject({ reason: 'BEHIND', pendingSeq: seq });
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect((await assignmentState(assignment.id)).state).toBe('READY');
    // And after maintenance rebuild the claim goes through, and the ghost is materialized
    await rebuildProjection(t.db, org.system, { projection: 'ASSIGNMENTS' });
    expect((await claim(t, org.system, assignment.id, agent)).assignment.state).toBe('RUNNING');
    expect((await assignmentState(ghost)).state).toBe('READY');
  });

  it('proof 10: a head advanced only by model and tool Events does not make the Assignment stale', async () => {
    const { assignment } = await newAssignment(t, operator);
    const running = await claim(t, org.system, assignment.id, agent);
    const attemptId = running.attempt!.id;
    for (let i = 0; i < 5; i++) {
      await appendEvent(t.db, org.system, {
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: `c${i}`, model: 'm', messages: [] },
      });
      await appendEvent(t.db, org.system, {
        kind: 'tool.call',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: `t${i}`, tool_name: 'search', arguments: {} },
      });
    }
    const head = (await eventsOf(t, org.organizationId)).at(-1)!.org_seq;
    expect((await assignmentState(assignment.id)).lastAppliedSeq).toBeLessThan(head);
    const ended = await endAttempt(t.db, org.system, { assignmentId: assignment.id, attemptId, outcome: 'FAILED' });
    expect(ended.assignment.state).toBe('READY');
  });

  it('proof 11: the generic append cannot write Assignment or Attempt lifecycle Events', async () => {
    const { assignment } = await newAssignment(t, operator);
    const before = await countEvents(t, org.organizationId);
    for (const kind of ['assignment.created', 'attempt.started', 'attempt.ended', 'assignment.cancelled']) {
      await expect(
        appendEvent(t.db, org.system, {
          kind,
          payloadVersion: 1,
          assignmentId: assignment.id,
          payload: { assignment_id: assignment.id },
        }),
      ).rejects.toBeInstanceOf(GuardedEventKind);
      // The database refuses it too, whatever the TypeScript side does
      await expect(
        t.appPool.query(
          functionQuery('append_event', {
            organization_id: org.organizationId,
            caller_id: org.system.actorId,
            event_id: randomUUID(),
            kind,
            payload_version: 1,
            payload: { assignment_id: assignment.id },
            assignment_id: assignment.id,
            attempt_id: null,
            continues_call_id: null,
          }),
        ),
      ).rejects.toMatchObject({ code: SqlState.GUARDED_EVENT_KIND });
    }
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect((await assignmentState(assignment.id)).state).toBe('READY');
  });
});
