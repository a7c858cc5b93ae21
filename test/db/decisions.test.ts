// Issue 15's proofs at the database: decisions supersede execution. Claim renewal, cancel and
// reopen, uncertain external effects reconciled by receipt, the blocking assessment, the races
// between them (both orders, a held transaction and a lock barrier, exactly one winner) and a
// rebuild from zero over histories holding every new event kind.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appendEvent,
  type Caller,
  cancelAssignment,
  claimAssignment,
  createEntity,
  endAttempt,
  markProjectionDirty,
  rebuildProjection,
  reconcileAttempt,
  recoverExpiredClaim,
  renewClaim,
  reopenAssignment,
} from '../../src/commands/index.js';
import { assessAssignments, findAssignments } from '../../src/db/reads.js';
import {
  AssignmentCancelled,
  AssignmentCompleted,
  AssignmentNotCancelled,
  AssignmentUncertain,
  AttemptNotActive,
  AttemptNotUncertain,
  AttemptUncertain,
  ClaimExpired,
  ClaimExpiryInvalid,
  ClaimNotExpired,
  DomainError,
} from '../../src/errors.js';
import { readAttemptsByAssignment } from '../../src/events/history.js';
import { useTestDatabase } from '../helpers/db.js';
import { externalCall, paymentReceipts, writeDecisionHistories } from '../helpers/decisions.js';
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
import { checkInvariants } from '../helpers/invariants.js';
import { assignmentRowText, countEvents, eventsOf, refusedWithoutWriting as expectRefused } from '../helpers/ledger.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();
let org: TestOrganization;
let operator: Caller;
let agent: string;

beforeAll(async () => {
  org = await newOrganization(t, 'decisions');
  operator = await newHuman(t, org);
  agent = await newAgent(t, org);
});

const assignmentState = async (id: string) => (await findAssignments(t.db, org.organizationId, [id]))[0]!;
const attemptOf = async (assignmentId: string, attemptId: string) =>
  (await readAttemptsByAssignment(t.db, org.organizationId, [assignmentId])).get(assignmentId)!.find((a) => a.id === attemptId)!;
const events = (filter: Parameters<typeof eventsOf>[2]) => eventsOf(t, org.organizationId, filter);
const settle = (p: Promise<unknown>) =>
  p.then(
    () => 'committed',
    (error: unknown) => error,
  );

type ClaimTiming = { claimTtlSeconds: number } | { claimExpiresAt: Date };

/**
 * A READY Assignment and its running Attempt, claimed with `timing` (claim TTL 600 s unless given),
 * which is asked for once the Assignment exists.
 */
async function running(timing: () => Promise<ClaimTiming> = async () => ({ claimTtlSeconds: 600 })) {
  const assignmentId = (await newAssignment(t, operator)).assignment.id;
  const attemptId = randomUUID();
  await claimAssignment(t.db, org.system, {
    assignmentId,
    agentId: agent,
    configurationVersion: 1,
    attemptId,
    ...(await timing()),
  });
  return { assignmentId, attemptId };
}

/**
 * A running Attempt whose claim expires `ms` after the claim is sent: the expiry is read after the
 * Assignment is made, so that a slow machine (a loaded Citus cluster) cannot let it pass before the claim.
 */
async function expiring(ms: number) {
  let expiry = new Date(0);
  const r = await running(async () => {
    expiry = await soonInDatabaseTime(t, ms);
    return { claimExpiresAt: expiry };
  });
  return { r, expiry };
}

/** A running Attempt with an unanswered external call, recovered after its claim expired: UNCERTAIN. */
async function uncertainByRecovery() {
  const { r, expiry } = await expiring(250);
  await externalCall(t, org.system, r.attemptId);
  await waitUntilDatabaseTime(t, expiry);
  await recoverExpiredClaim(t.db, org.system, r);
  return r;
}

/** A running Attempt with an unanswered external call, its Assignment cancelled: attempt UNCERTAIN, Assignment CANCELLED. */
async function uncertainByCancel() {
  const r = await running();
  await externalCall(t, org.system, r.attemptId);
  await cancelAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'runaway agent' });
  return r;
}

/** Refused, with nothing written in this file's organization (test/helpers/ledger.ts). */
const refusedWithoutWriting = <E>(
  command: () => Promise<unknown>,
  type: abstract new (...args: never[]) => E,
  assignmentId?: string,
): Promise<E> => expectRefused(t, org.organizationId, command, type, assignmentId);

/** The kinds of the organization's events after org_seq `seq` (org_seq is gapless: the count before is the last seq). */
const kindsSince = async (seq: number) => (await events({})).filter((e) => e.org_seq > seq).map((e) => e.kind);
const receipt = (content: string) => ({ mediaType: 'text/plain', content });
/** The same instant, read through two parsers (each truncates PostgreSQL's microseconds to milliseconds). */
const expectSameInstant = (a: Date, b: Date) => expect(Math.abs(a.getTime() - b.getTime())).toBeLessThanOrEqual(1);

// Command calls as a held transaction sends them (named notation, every argument given).
const q = {
  renew: (assignmentId: string, attemptId: string, ttl = 600) =>
    functionQuery('renew_claim', {
      organization_id: org.organizationId,
      caller_id: org.system.actorId,
      assignment_id: assignmentId,
      attempt_id: attemptId,
      claim_expires_at: null,
      claim_ttl_seconds: ttl,
      max_claim_seconds: 3600,
      event_id: randomUUID(),
    }),
  recover: (assignmentId: string, attemptId: string) =>
    functionQuery('recover_expired_claim', {
      organization_id: org.organizationId,
      caller_id: org.system.actorId,
      assignment_id: assignmentId,
      attempt_id: attemptId,
      event_id: null,
    }),
  cancel: (assignmentId: string) =>
    functionQuery('cancel_assignment', {
      organization_id: org.organizationId,
      caller_id: operator.actorId,
      assignment_id: assignmentId,
      reason: 'held cancellation',
      event_id: randomUUID(),
    }),
  complete: (assignmentId: string, attemptId: string) =>
    functionQuery('end_attempt', {
      organization_id: org.organizationId,
      caller_id: org.system.actorId,
      assignment_id: assignmentId,
      attempt_id: attemptId,
      outcome: 'COMPLETED',
      outcome_entity_id: randomUUID(),
      outcome_media_type: 'text/plain',
      outcome_content: 'held result',
      failure_reason: null,
      event_id: null,
    }),
  claim: (assignmentId: string, attemptId: string) =>
    functionQuery('claim_assignment', {
      organization_id: org.organizationId,
      caller_id: org.system.actorId,
      assignment_id: assignmentId,
      agent_id: agent,
      configuration_version: 1,
      attempt_id: attemptId,
      event_id: null,
      claim_expires_at: null,
      claim_ttl_seconds: 600,
      max_claim_seconds: 3600,
    }),
  reconcile: (assignmentId: string, attemptId: string, decision: 'RETRY' | 'COMPLETE') =>
    functionQuery('reconcile_attempt', {
      organization_id: org.organizationId,
      caller_id: operator.actorId,
      assignment_id: assignmentId,
      attempt_id: attemptId,
      decision,
      receipts: [
        {
          call_ids: ['pay-1'],
          producer: 'send_payment',
          entity_id: randomUUID(),
          media_type: 'text/plain',
          content: `held receipt: ${decision}`,
        },
      ],
      outcome_entity_id: decision === 'COMPLETE' ? randomUUID() : null,
      outcome_media_type: decision === 'COMPLETE' ? 'text/plain' : null,
      outcome_content: decision === 'COMPLETE' ? 'held outcome' : null,
      note: null,
      event_id: null,
    }),
};

describe('renewClaim', () => {
  it('moves the claim expiry in the projection and on the Attempt, attributed to the claim agent and recorded by the caller', async () => {
    // Given a running Attempt with a 600 s claim
    const { assignmentId, attemptId } = await running();
    const before = (await assignmentState(assignmentId)).activeClaim!.expiresAt;
    // When the Runner renews it for 1800 s
    const renewed = await renewClaim(t.db, org.system, { assignmentId, attemptId, claimTtlSeconds: 1800 });
    // Then the expiry moved later, in the stored row, the result and the Attempt built from the ledger
    const after = (await assignmentState(assignmentId)).activeClaim!;
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.getTime() + 1000_000);
    expect(after).toMatchObject({ attemptId, agentId: agent });
    expect(renewed).toMatchObject({ replayed: false, assignment: { state: 'RUNNING' } });
    expectSameInstant(renewed.assignment.activeClaim!.expiresAt, after.expiresAt);
    expectSameInstant(renewed.attempt!.claimExpiresAt, after.expiresAt);
    expectSameInstant((await attemptOf(assignmentId, attemptId)).claimExpiresAt, after.expiresAt);
    // And one attempt.renewed, by the agent, recorded by the Runner, naming both expiries
    const [event] = await events({ kind: 'attempt.renewed', attemptId });
    expect(event).toMatchObject({ actor_id: agent, recorded_by: org.system.actorId, event_id: renewed.event!.id });
    expectSameInstant(new Date(event!.payload.claim_expires_at as string), after.expiresAt);
    expectSameInstant(new Date(event!.payload.previous_claim_expires_at as string), before);
  });

  it('replays an exact retry with the same event id, writing nothing', async () => {
    // Given a renewal that committed
    const { assignmentId, attemptId } = await running();
    const eventId = randomUUID();
    const first = await renewClaim(t.db, org.system, { assignmentId, attemptId, claimTtlSeconds: 900, eventId });
    const count = await countEvents(t, org.organizationId);
    // When the Runner retries it (its answer lost)
    const retry = await renewClaim(t.db, org.system, { assignmentId, attemptId, claimTtlSeconds: 900, eventId });
    // Then it is answered as replayed, with the same event, and nothing new is written
    expect(retry).toMatchObject({ replayed: true, event: { id: eventId } });
    expect(retry.assignment.activeClaim!.expiresAt).toEqual(first.assignment.activeClaim!.expiresAt);
    expect(await countEvents(t, org.organizationId)).toBe(count);
    expect(await events({ kind: 'attempt.renewed', attemptId })).toHaveLength(1);
  });

  it('refuses after the claim expired (ClaimExpired), past the maximum (ClaimExpiryInvalid), and for a non-active Attempt (AttemptNotActive)', async () => {
    // Given a claim that expires at once, a live one, and an ended one
    const { r: expired, expiry } = await expiring(150);
    const live = await running();
    const ended = await running();
    await endAttempt(t.db, org.system, { ...ended, outcome: 'FAILED' });
    await waitUntilDatabaseTime(t, expiry);
    // When / Then: the expired claim is the System's to recover
    const late = await refusedWithoutWriting(
      () => renewClaim(t.db, org.system, { ...expired, claimTtlSeconds: 60 }),
      ClaimExpired,
      expired.assignmentId,
    );
    expect(late).toMatchObject({ attemptId: expired.attemptId });
    expectSameInstant(late.expiredAt, (await assignmentState(expired.assignmentId)).activeClaim!.expiresAt);
    // Past the configured maximum, or in the past
    await refusedWithoutWriting(
      () => renewClaim(t.db, org.system, { ...live, claimTtlSeconds: 7200 }, { defaultClaimSeconds: 60, maxClaimSeconds: 3600 }),
      ClaimExpiryInvalid,
      live.assignmentId,
    );
    await refusedWithoutWriting(
      () => renewClaim(t.db, org.system, { ...live, claimExpiresAt: new Date(Date.now() - 60_000) }),
      ClaimExpiryInvalid,
      live.assignmentId,
    );
    // An Attempt that is not the active one: ended, or another Attempt id
    await refusedWithoutWriting(
      () => renewClaim(t.db, org.system, { ...ended, claimTtlSeconds: 60 }),
      AttemptNotActive,
      ended.assignmentId,
    );
    await refusedWithoutWriting(
      () => renewClaim(t.db, org.system, { assignmentId: live.assignmentId, attemptId: randomUUID(), claimTtlSeconds: 60 }),
      AttemptNotActive,
      live.assignmentId,
    );
  });
});

describe('races: exactly one of two racing decisions commits, in either order', () => {
  it('renew vs recovery, renewal first: the renewal held open past the old expiry, then recovery is ClaimNotExpired', async () => {
    // Given a claim about to expire, and its renewal judged before the expiry and held open (it is
    // judged once it holds the locks: it must get them while the claim is live)
    // (3 s of slack: a loaded machine must still start the renewal before the expiry)
    const { r, expiry } = await expiring(3000);
    const count = await countEvents(t, org.organizationId);
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(q.renew(r.assignmentId, r.attemptId));
    // When the original expiry passes and recovery arrives, it waits on the lock
    await waitUntilDatabaseTime(t, expiry);
    const recovery = settle(recoverExpiredClaim(t.db, org.system, r));
    await waitForLockWaiters(t, 'recover_expired_claim');
    await held.commit();
    // Then recovery sees the renewed claim, live, and is refused; only the renewal was written
    const refusal = await recovery;
    expect(refusal).toBeInstanceOf(ClaimNotExpired);
    const renewedTo = (await assignmentState(r.assignmentId)).activeClaim!.expiresAt;
    expectSameInstant((refusal as ClaimNotExpired).expiresAt, renewedTo);
    expect(renewedTo.getTime()).toBeGreaterThan(expiry.getTime());
    expect(await events({ kind: 'attempt.renewed', attemptId: r.attemptId })).toHaveLength(1);
    expect(await events({ kind: 'attempt.ended', attemptId: r.attemptId })).toHaveLength(0);
    expect(await countEvents(t, org.organizationId)).toBe(count + 1);
    expect((await assignmentState(r.assignmentId)).state).toBe('RUNNING');
  });

  it('a renewal judged once it holds the locks: one that waited past the expiry behind another command is ClaimExpired', async () => {
    // Given a claim about to expire, and another command of the organization holding the Assignment cursor
    const { r, expiry } = await expiring(400);
    const other = (await newAssignment(t, operator)).assignment.id;
    const count = await countEvents(t, org.organizationId);
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(q.claim(other, randomUUID()));
    // When the renewal arrives before the expiry, waits on the cursor, and the expiry passes meanwhile
    const renewal = settle(renewClaim(t.db, org.system, { ...r, claimTtlSeconds: 600 }));
    await waitForLockWaiters(t, 'renew_claim');
    await waitUntilDatabaseTime(t, expiry);
    await held.commit();
    // Then it is late: ClaimExpired, and only the other command's claim was written
    expect(await renewal).toBeInstanceOf(ClaimExpired);
    expect(await events({ kind: 'attempt.renewed', attemptId: r.attemptId })).toHaveLength(0);
    expect(await countEvents(t, org.organizationId)).toBe(count + 1);
    expectSameInstant((await assignmentState(r.assignmentId)).activeClaim!.expiresAt, expiry);
  });

  it('renew vs recovery, recovery first: the renewal waits, then is refused as a stale writer (AttemptNotActive)', async () => {
    // Given an expired claim whose recovery is held open
    const { r, expiry } = await expiring(150);
    await waitUntilDatabaseTime(t, expiry);
    const count = await countEvents(t, org.organizationId);
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(q.recover(r.assignmentId, r.attemptId));
    // When the late renewal arrives, it waits on the lock
    const renewal = settle(renewClaim(t.db, org.system, { ...r, claimTtlSeconds: 600 }));
    await waitForLockWaiters(t, 'renew_claim');
    await held.commit();
    // Then it is refused and only the recovery was written
    const refusal = await renewal;
    // (the row it waited for has no active Attempt: the activity check comes before the expiry check)
    expect(refusal).toBeInstanceOf(AttemptNotActive);
    expect(await events({ kind: 'attempt.renewed', attemptId: r.attemptId })).toHaveLength(0);
    const endings = await events({ kind: 'attempt.ended', attemptId: r.attemptId });
    expect(endings.map((e) => e.payload.outcome)).toEqual(['ABANDONED']);
    expect(await countEvents(t, org.organizationId)).toBe(count + 1);
    expect((await assignmentState(r.assignmentId)).state).toBe('READY');
  });

  it('cancel vs completion, cancel first: the completion is AttemptNotActive and the Attempt is SUPERSEDED', async () => {
    // Given a running Attempt and a cancellation held open
    const r = await running();
    const count = await countEvents(t, org.organizationId);
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(q.cancel(r.assignmentId));
    // When the Runner's completion arrives, it waits on the lock
    const completion = settle(
      endAttempt(t.db, org.system, { ...r, outcome: 'COMPLETED', outcomeEntity: receipt('late result') }),
    );
    await waitForLockWaiters(t, 'end_attempt');
    await held.commit();
    // Then it is refused; the decision's two events only, and no outcome Entity was stored
    expect(await completion).toBeInstanceOf(AttemptNotActive);
    const endings = await events({ kind: 'attempt.ended', attemptId: r.attemptId });
    expect(endings.map((e) => e.payload.outcome)).toEqual(['SUPERSEDED']);
    expect(await events({ kind: 'assignment.cancelled', assignmentId: r.assignmentId })).toHaveLength(1);
    expect(await countEvents(t, org.organizationId)).toBe(count + 2);
    expect(await assignmentState(r.assignmentId)).toMatchObject({ state: 'CANCELLED', outcomeEntityId: null });
    const { rows } = await t.admin.query(
      'select 1 from workforce.entities where organization_id = $1 and generated_by_attempt_id = $2',
      [org.organizationId, r.attemptId],
    );
    expect(rows).toHaveLength(0);
  });

  it('cancel vs completion, completion first: the cancellation is AssignmentCompleted', async () => {
    // Given a running Attempt and its completion held open
    const r = await running();
    const count = await countEvents(t, org.organizationId);
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(q.complete(r.assignmentId, r.attemptId));
    // When the operator's cancellation arrives, it waits on the lock
    const cancellation = settle(cancelAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'too late' }));
    await waitForLockWaiters(t, 'cancel_assignment');
    await held.commit();
    // Then it is refused; only the completion was written (its ending, which records its outcome Entity)
    expect(await cancellation).toBeInstanceOf(AssignmentCompleted);
    expect((await events({ kind: 'attempt.ended', attemptId: r.attemptId })).map((e) => e.payload.outcome)).toEqual([
      'COMPLETED',
    ]);
    expect(await events({ kind: 'assignment.cancelled', assignmentId: r.assignmentId })).toHaveLength(0);
    expect(await kindsSince(count)).toEqual(['attempt.ended']);
    expect(await assignmentState(r.assignmentId)).toMatchObject({ state: 'COMPLETED', completedAttemptId: r.attemptId });
  });

  it('cancel vs claim, cancel first: the claim is AssignmentCancelled', async () => {
    // Given a READY Assignment and its cancellation held open
    const assignmentId = (await newAssignment(t, operator)).assignment.id;
    const count = await countEvents(t, org.organizationId);
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(q.cancel(assignmentId));
    // When a claim arrives, it waits on the lock
    const claiming = settle(claim(t, org.system, assignmentId, agent));
    await waitForLockWaiters(t, 'claim_assignment');
    await held.commit();
    // Then it is refused; no Attempt started
    expect(await claiming).toBeInstanceOf(AssignmentCancelled);
    expect(await events({ kind: 'attempt.started', assignmentId })).toHaveLength(0);
    expect(await countEvents(t, org.organizationId)).toBe(count + 1);
    expect(await assignmentState(assignmentId)).toMatchObject({ state: 'CANCELLED', attemptCount: 0 });
  });

  it('cancel vs claim, claim first: the cancellation supersedes the new Attempt', async () => {
    // Given a READY Assignment and a claim held open
    const assignmentId = (await newAssignment(t, operator)).assignment.id;
    const attemptId = randomUUID();
    const count = await countEvents(t, org.organizationId);
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(q.claim(assignmentId, attemptId));
    // When the cancellation arrives, it waits on the lock
    const cancellation = cancelAssignment(t.db, operator, { assignmentId, reason: 'withdrawn' });
    await waitForLockWaiters(t, 'cancel_assignment');
    await held.commit();
    // Then it ends the Attempt that just started as SUPERSEDED, and the Assignment is CANCELLED
    const cancelled = await cancellation;
    expect(cancelled.assignment).toMatchObject({ state: 'CANCELLED', activeClaim: null });
    expect(cancelled.attempt).toMatchObject({ id: attemptId, outcome: 'SUPERSEDED', cancelledEventId: cancelled.event!.id });
    const [ended] = await events({ kind: 'attempt.ended', attemptId });
    expect(ended!.payload).toMatchObject({ outcome: 'SUPERSEDED', cancelled_event_id: cancelled.event!.id });
    expect(cancelled.event!.payload).toMatchObject({ superseded_attempt_id: attemptId });
    expect(await countEvents(t, org.organizationId)).toBe(count + 3);
  });

  for (const first of ['RETRY', 'COMPLETE'] as const) {
    const second = first === 'RETRY' ? 'COMPLETE' : 'RETRY';
    it(`reconcile vs reconcile, ${first} first: exactly one attempt.reconciled, the ${second} is AttemptNotUncertain`, async () => {
      // Given an UNCERTAIN Attempt and one reconciliation of it held open
      const r = await uncertainByRecovery();
      const count = await countEvents(t, org.organizationId);
      const held = await HeldTransaction.begin(t.appPool);
      await held.query(q.reconcile(r.assignmentId, r.attemptId, first));
      // When another operator's different reconciliation arrives, it waits on the lock
      const other = settle(
        reconcileAttempt(t.db, operator, {
          ...r,
          decision: second,
          receipts: paymentReceipts(`other receipt: ${second}`),
          ...(second === 'COMPLETE' ? { outcomeEntity: receipt('other outcome') } : {}),
        }),
      );
      await waitForLockWaiters(t, 'reconcile_attempt');
      await held.commit();
      // Then it is refused; one reconciliation, the first's decision, decides the state
      expect(await other).toBeInstanceOf(AttemptNotUncertain);
      const reconciled = await events({ kind: 'attempt.reconciled', attemptId: r.attemptId });
      expect(reconciled.map((e) => e.payload.decision)).toEqual([first]);
      // The first's receipt Entity (and outcome Entity for COMPLETE) and its reconciliation; none of the second's Entities
      expect(await countEvents(t, org.organizationId)).toBe(count + (first === 'COMPLETE' ? 3 : 2));
      const { rows: entities } = await t.admin.query<{ content: string }>(
        `select content from workforce.entities e join workforce.events v on v.organization_id = e.organization_id
            and v.kind = 'entity.created' and (v.payload->>'entity_id')::uuid = e.entity_id
          where e.organization_id = $1 and v.org_seq > $2 order by v.org_seq`,
        [org.organizationId, count],
      );
      expect(entities.map((e) => e.content)).toEqual(
        first === 'COMPLETE' ? ['held receipt: COMPLETE', 'held outcome'] : ['held receipt: RETRY'],
      );
      expect(await assignmentState(r.assignmentId)).toMatchObject({
        state: first === 'RETRY' ? 'READY' : 'COMPLETED',
        uncertainAttemptId: null,
      });
      expect((await checkInvariants(t.admin, org.organizationId)).violations).toEqual([]);
    });
  }
});

describe('late results of superseded and uncertain Attempts are refused', () => {
  const lateResults = (r: { assignmentId: string; attemptId: string }) =>
    [
      [
        'endAttempt COMPLETED',
        () => endAttempt(t.db, org.system, { ...r, outcome: 'COMPLETED', outcomeEntity: receipt('late') }),
      ],
      ['endAttempt FAILED', () => endAttempt(t.db, org.system, { ...r, outcome: 'FAILED', failureReason: 'late' })],
      [
        // (a late tool.result of an unsettled call is the one late write let in: test/db/uncertainty.test.ts)
        'evidence',
        () =>
          appendEvent(t.db, org.system, {
            kind: 'llm.request',
            payloadVersion: 1,
            attemptId: r.attemptId,
            payload: { call_id: 'late-1', model: 'm', messages: [{ role: 'user', content: 'go on' }] },
          }),
      ],
      ['an Entity of the Attempt', () => createEntity(t.db, org.system, { ...receipt('late'), attemptId: r.attemptId })],
    ] as const;
  const lateRenewal = (r: { assignmentId: string; attemptId: string }) => () =>
    renewClaim(t.db, org.system, { ...r, claimTtlSeconds: 60 });

  it('after a cancellation, the SUPERSEDED Attempt can neither end, record evidence nor renew', async () => {
    // Given an Attempt superseded by a cancellation
    const r = await running();
    const cancelled = await cancelAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'stop' });
    expect(cancelled.attempt!.outcome).toBe('SUPERSEDED');
    // When / Then: each late result is AttemptNotActive, with nothing written; a late renewal
    // says what superseded it, the cancellation
    for (const [name, run] of lateResults(r)) {
      const error = await refusedWithoutWriting(run, AttemptNotActive, r.assignmentId);
      expect(error, name).toMatchObject({ attemptId: r.attemptId, activeAttemptId: null });
    }
    await refusedWithoutWriting(lateRenewal(r), AssignmentCancelled, r.assignmentId);
  });

  it.each([
    ['an uncertain recovery', uncertainByRecovery, 'UNCERTAIN'],
    ['a cancellation with an unanswered external call', uncertainByCancel, 'CANCELLED'],
  ] as const)('after %s, the UNCERTAIN Attempt can neither end, record evidence nor renew', async (_, makeUncertain, state) => {
    // Given an Attempt that ended UNCERTAIN
    const r = await makeUncertain();
    expect((await attemptOf(r.assignmentId, r.attemptId)).outcome).toBe('UNCERTAIN');
    // When / Then: each late result (its tool.result included) is AttemptNotActive, with nothing
    // written; a late renewal is refused with the Assignment's own state
    for (const [name, run] of lateResults(r)) {
      const error = await refusedWithoutWriting(run, AttemptNotActive, r.assignmentId);
      expect(error, name).toMatchObject({ attemptId: r.attemptId });
    }
    const Refusal: abstract new (...args: never[]) => DomainError =
      state === 'UNCERTAIN' ? AssignmentUncertain : AssignmentCancelled;
    await refusedWithoutWriting(lateRenewal(r), Refusal, r.assignmentId);
    expect(await assignmentState(r.assignmentId)).toMatchObject({ state, uncertainAttemptId: r.attemptId });
  });
});

describe('uncertain external effects', () => {
  it('recovery ends an Attempt UNCERTAIN for an unanswered external or undeclared call; else ABANDONED and READY', async () => {
    // Given four expiring Attempts: an unanswered external call, an answered one, a v1 call (undeclared:
    // nothing is assumed harmless, test/db/uncertainty.test.ts has every case), an internal v2 call
    const { r: unanswered } = await expiring(600);
    const { r: answered } = await expiring(600);
    const { r: v1 } = await expiring(600);
    const { r: internal, expiry } = await expiring(600);
    await externalCall(t, org.system, unanswered.attemptId, 'pay-1');
    await externalCall(t, org.system, unanswered.attemptId, 'pay-2');
    await appendEvent(t.db, org.system, {
      kind: 'tool.result',
      payloadVersion: 1,
      attemptId: unanswered.attemptId,
      payload: { call_id: 'pay-1', tool_name: 'send_payment', result: { ok: true }, latency_ms: 9 },
    });
    await externalCall(t, org.system, answered.attemptId, 'pay-3');
    await appendEvent(t.db, org.system, {
      kind: 'tool.result',
      payloadVersion: 1,
      attemptId: answered.attemptId,
      payload: { call_id: 'pay-3', tool_name: 'send_payment', result: { ok: true }, latency_ms: 9 },
    });
    await appendEvent(t.db, org.system, {
      kind: 'tool.call',
      payloadVersion: 1,
      attemptId: v1.attemptId,
      payload: { call_id: 'old-1', tool_name: 'send_payment', arguments: {} },
    });
    await appendEvent(t.db, org.system, {
      kind: 'tool.call',
      payloadVersion: 2,
      attemptId: internal.attemptId,
      payload: { call_id: 'read-1', tool_name: 'read_document', arguments: {}, effect: 'internal' },
    });
    await waitUntilDatabaseTime(t, expiry);
    // When the System recovers each
    const recovered = await recoverExpiredClaim(t.db, org.system, unanswered);
    // Then the unanswered one ends UNCERTAIN (v2, naming only the call without a result) and blocks claims
    expect(recovered.assignment).toMatchObject({
      state: 'UNCERTAIN',
      uncertainAttemptId: unanswered.attemptId,
      activeClaim: null,
    });
    expect(recovered.attempt).toMatchObject({ outcome: 'UNCERTAIN', unansweredCallIds: ['pay-2'] });
    const [ending] = await eventsOf(t, org.organizationId, { kind: 'attempt.ended', attemptId: unanswered.attemptId });
    expect(ending!.payload).toMatchObject({ outcome: 'UNCERTAIN', unanswered_call_ids: ['pay-2'] });
    const blocked = await refusedWithoutWriting(
      () => claim(t, org.system, unanswered.assignmentId, agent),
      AssignmentUncertain,
      unanswered.assignmentId,
    );
    expect(blocked.attemptId).toBe(unanswered.attemptId);
    // And the unanswered version 1 call, which declares no effect, makes its Attempt UNCERTAIN too
    expect((await recoverExpiredClaim(t.db, org.system, v1)).attempt).toMatchObject({
      outcome: 'UNCERTAIN',
      unansweredCallIds: ['old-1'],
    });
    // And the other two end ABANDONED, their Assignments READY and claimable
    for (const r of [answered, internal]) {
      const result = await recoverExpiredClaim(t.db, org.system, r);
      expect(result.assignment).toMatchObject({ state: 'READY', uncertainAttemptId: null });
      expect(result.attempt).toMatchObject({ outcome: 'ABANDONED', unansweredCallIds: [] });
      expect((await claim(t, org.system, r.assignmentId, agent)).assignment.state).toBe('RUNNING');
    }
  });

  it('cancel with an unanswered external call: UNCERTAIN Attempt, reopen refused until a RETRY reconciliation, then READY', async () => {
    // Given a running Attempt with an unanswered external call
    const r = await running();
    await externalCall(t, org.system, r.attemptId);
    // When the operator cancels
    const cancelled = await cancelAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'runaway agent' });
    // Then the Attempt ends UNCERTAIN (it cannot be assumed away) and the Assignment is CANCELLED naming it
    expect(cancelled.attempt).toMatchObject({ id: r.attemptId, outcome: 'UNCERTAIN', unansweredCallIds: ['pay-1'] });
    expect(cancelled.assignment).toMatchObject({
      state: 'CANCELLED',
      uncertainAttemptId: r.attemptId,
      cancellation: { cancelledBy: operator.actorId, reason: 'runaway agent' },
    });
    expect(cancelled.event).toMatchObject({ kind: 'assignment.cancelled', actorId: operator.actorId });
    // Reopening is refused while the Attempt awaits reconciliation
    const refusal = await refusedWithoutWriting(
      () => reopenAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'try again' }),
      AttemptUncertain,
      r.assignmentId,
    );
    expect(refusal.attemptId).toBe(r.attemptId);
    // When it is reconciled RETRY against a receipt
    const retried = await reconcileAttempt(t.db, operator, {
      ...r,
      decision: 'RETRY',
      receipts: paymentReceipts('the provider shows no transfer'),
      note: 'nothing was paid',
    });
    // Then the Attempt is ABANDONED with its reconciliation, and the Assignment stays CANCELLED
    expect(retried.assignment).toMatchObject({ state: 'CANCELLED', uncertainAttemptId: null });
    expect(retried.attempt).toMatchObject({
      outcome: 'ABANDONED',
      reconciliation: { decision: 'RETRY', note: 'nothing was paid', reconciledBy: operator.actorId },
    });
    const [reconciled] = await events({ kind: 'attempt.reconciled', attemptId: r.attemptId });
    expect(reconciled).toMatchObject({ actor_id: operator.actorId, recorded_by: operator.actorId });
    expect((reconciled!.payload.receipts as { sha256: string }[])[0]!.sha256).toBe(
      retried.attempt!.reconciliation!.receipts[0]!.sha256,
    );
    // And now it reopens, READY
    const reopened = await reopenAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'safe to retry' });
    expect(reopened.assignment).toMatchObject({ state: 'READY', cancellation: null, uncertainAttemptId: null });
    expect(reopened.event).toMatchObject({ kind: 'assignment.reopened', actorId: operator.actorId });
  });

  it('reconcile COMPLETE completes the Assignment with an outcome generated by the Attempt and created by the reconciler', async () => {
    // Given an UNCERTAIN Attempt (by recovery)
    const r = await uncertainByRecovery();
    // When an operator reconciles it COMPLETE against a receipt
    const done = await reconcileAttempt(t.db, operator, {
      ...r,
      decision: 'COMPLETE',
      receipts: paymentReceipts('statement: transfer 7731 executed'),
      outcomeEntity: { mediaType: 'application/json', content: '{"transfer": 7731}' },
    });
    // Then the Attempt and the Assignment are COMPLETED with that outcome
    expect(done.assignment).toMatchObject({ state: 'COMPLETED', completedAttemptId: r.attemptId, uncertainAttemptId: null });
    expect(done.attempt).toMatchObject({
      outcome: 'COMPLETED',
      reconciliation: { decision: 'COMPLETE', reconciledBy: operator.actorId },
    });
    expect(done.outcomeEntity).toMatchObject({
      id: done.assignment.outcomeEntityId,
      content: '{"transfer": 7731}',
      generatedByAttemptId: r.attemptId,
      createdBy: operator.actorId,
    });
    // And exactly one completed Attempt: the ending was UNCERTAIN, the reconciliation completes it
    const { rows } = await t.admin.query<{ n: number }>(
      `select count(*)::int as n from workforce.events where organization_id = $1 and assignment_id = $2
          and ((kind = 'attempt.ended' and payload->>'outcome' = 'COMPLETED')
               or (kind = 'attempt.reconciled' and payload->>'decision' = 'COMPLETE'))`,
      [org.organizationId, r.assignmentId],
    );
    expect(rows[0]!.n).toBe(1);
    expect((await checkInvariants(t.admin, org.organizationId)).violations).toEqual([]);
    // A second reconciliation of it, or of an Attempt that was never uncertain, is AttemptNotUncertain
    await refusedWithoutWriting(
      () => reconcileAttempt(t.db, operator, { ...r, decision: 'RETRY', receipts: paymentReceipts('other') }),
      AttemptNotUncertain,
      r.assignmentId,
    );
    const live = await running();
    const notUncertain = await refusedWithoutWriting(
      () => reconcileAttempt(t.db, operator, { ...live, decision: 'RETRY', receipts: paymentReceipts('nothing to reconcile') }),
      AttemptNotUncertain,
      live.assignmentId,
    );
    expect(notUncertain.uncertainAttemptId).toBeNull();
  });

  it('reconcile COMPLETE of an Attempt made uncertain by a cancellation records the effect and leaves the cancellation in force', async () => {
    // Given a cancelled Assignment whose Attempt ended UNCERTAIN
    const r = await uncertainByCancel();
    const cancellation = (await assignmentState(r.assignmentId)).cancellation;
    expect(cancellation).not.toBeNull();
    // When the receipt shows the effect happened, and the operator reconciles COMPLETE
    const done = await reconcileAttempt(t.db, operator, {
      ...r,
      decision: 'COMPLETE',
      receipts: paymentReceipts('statement: transfer executed'),
      outcomeEntity: receipt('paid'),
    });
    // Then the Attempt is EFFECTED, its content evidence of the effect, never the outcome; the
    // Assignment stays CANCELLED with its cancellation intact (seed 003: "cancellation remains the
    // Goal's terminal status"), and only a reopening moves it on
    expect(done.attempt).toMatchObject({ outcome: 'EFFECTED', outcomeEntityId: null });
    expect(done.attempt!.reconciliation!.effectEntityId).not.toBeNull();
    expect(done.assignment).toMatchObject({
      state: 'CANCELLED',
      completedAttemptId: null,
      outcomeEntityId: null,
      cancellation,
      uncertainAttemptId: null,
      effectedAttemptId: r.attemptId,
    });
    const reopened = await reopenAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'again' });
    expect(reopened.assignment).toMatchObject({ state: 'READY', effectedAttemptId: r.attemptId });
    expect((await checkInvariants(t.admin, org.organizationId)).violations).toEqual([]);
  });

  it('replays exact retries of cancel, reopen and reconcile without writing', async () => {
    // Given an uncertain-by-cancel Attempt, reconciled, and its Assignment reopened, each with chosen ids
    const r = await running();
    await externalCall(t, org.system, r.attemptId);
    const cancelId = randomUUID();
    const reconcileId = randomUUID();
    const reopenId = randomUUID();
    const cancel = () => cancelAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'stop', eventId: cancelId });
    const reconcile = () =>
      reconcileAttempt(t.db, operator, {
        ...r,
        decision: 'RETRY',
        receipts: paymentReceipts('no transfer'),
        eventId: reconcileId,
      });
    const reopen = () => reopenAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'go', eventId: reopenId });
    expect((await cancel()).replayed).toBe(false);
    expect((await reconcile()).replayed).toBe(false);
    expect((await reopen()).replayed).toBe(false);
    const count = await countEvents(t, org.organizationId);
    const row = await assignmentRowText(t, org.organizationId, r.assignmentId);
    // When each is retried exactly (and the reconciliation again with no event id: recognised by its facts)
    const retries = [
      await cancel(),
      await reconcile(),
      await reopen(),
      await reconcileAttempt(t.db, operator, { ...r, decision: 'RETRY', receipts: paymentReceipts('no transfer') }),
    ];
    // Then each is replayed with its own event, and nothing is written
    expect(retries.map((x) => [x.replayed, x.event!.id])).toEqual([
      [true, cancelId],
      [true, reconcileId],
      [true, reopenId],
      [true, reconcileId],
    ]);
    expect(await countEvents(t, org.organizationId)).toBe(count);
    expect(await assignmentRowText(t, org.organizationId, r.assignmentId)).toBe(row);
  });

  it('refuses cancel of a COMPLETED or (with another id) CANCELLED Assignment, and reopen of a READY one', async () => {
    // Given a completed, a cancelled and a READY Assignment
    const completed = await running();
    await endAttempt(t.db, org.system, { ...completed, outcome: 'COMPLETED', outcomeEntity: receipt('done') });
    const cancelled = (await newAssignment(t, operator)).assignment.id;
    await cancelAssignment(t.db, operator, { assignmentId: cancelled, reason: 'first', eventId: randomUUID() });
    const ready = (await newAssignment(t, operator)).assignment.id;
    // When / Then
    await refusedWithoutWriting(
      () => cancelAssignment(t.db, operator, { assignmentId: completed.assignmentId, reason: 'too late' }),
      AssignmentCompleted,
      completed.assignmentId,
    );
    const again = await refusedWithoutWriting(
      () => cancelAssignment(t.db, operator, { assignmentId: cancelled, reason: 'first', eventId: randomUUID() }),
      AssignmentCancelled,
      cancelled,
    );
    expectSameInstant(again.cancelledAt, (await assignmentState(cancelled)).cancellation!.cancelledAt);
    await refusedWithoutWriting(
      () => reopenAssignment(t.db, operator, { assignmentId: ready, reason: 'not cancelled' }),
      AssignmentNotCancelled,
      ready,
    );
    // And an UNCERTAIN Assignment may be cancelled; reopening it is then AttemptUncertain
    const uncertain = await uncertainByRecovery();
    const cancelledUncertain = await cancelAssignment(t.db, operator, { assignmentId: uncertain.assignmentId, reason: 'drop' });
    expect(cancelledUncertain.assignment).toMatchObject({ state: 'CANCELLED', uncertainAttemptId: uncertain.attemptId });
    await refusedWithoutWriting(
      () => reopenAssignment(t.db, operator, { assignmentId: uncertain.assignmentId, reason: 'back' }),
      AttemptUncertain,
      uncertain.assignmentId,
    );
  });
});

describe('the blocking assessment', () => {
  it('assessAssignments gives each reason with its Attempt, the claim refusals repeat its sentence, and a stale projection says so', async () => {
    // Given one Assignment in each availability, in an organization of its own
    const own = await newOrganization(t);
    const human = await newHuman(t, own);
    const bot = await newAgent(t, own);
    const create = async () => (await newAssignment(t, human)).assignment.id;
    const claimOwn = async (assignmentId: string, claimExpiresAt?: Date) => {
      const attemptId = randomUUID();
      await claimAssignment(t.db, own.system, {
        assignmentId,
        agentId: bot,
        configurationVersion: 1,
        attemptId,
        ...(claimExpiresAt ? { claimExpiresAt } : { claimTtlSeconds: 600 }),
      });
      return attemptId;
    };
    const ids = {
      ready: await create(),
      claimed: await create(),
      expired: await create(),
      uncertain: await create(),
      completed: await create(),
      cancelled: await create(),
      cancelledUncertain: await create(),
    };
    const expiry = await soonInDatabaseTime(t, 400);
    const expiredAttempt = await claimOwn(ids.expired, expiry);
    const uncertainAttempt = await claimOwn(ids.uncertain, expiry);
    await externalCall(t, own.system, uncertainAttempt);
    const claimedAttempt = await claimOwn(ids.claimed);
    const completedAttempt = await claimOwn(ids.completed);
    await endAttempt(t.db, own.system, {
      assignmentId: ids.completed,
      attemptId: completedAttempt,
      outcome: 'COMPLETED',
      outcomeEntity: receipt('done'),
    });
    await cancelAssignment(t.db, human, { assignmentId: ids.cancelled, reason: 'not needed' });
    const cancelledAttempt = await claimOwn(ids.cancelledUncertain);
    await externalCall(t, own.system, cancelledAttempt);
    await cancelAssignment(t.db, human, { assignmentId: ids.cancelledUncertain, reason: 'runaway' });
    await waitUntilDatabaseTime(t, expiry);
    await recoverExpiredClaim(t.db, own.system, { assignmentId: ids.uncertain, attemptId: uncertainAttempt });

    // When they are assessed
    const assessed = await assessAssignments(t.db, own.organizationId, Object.values(ids));
    // Then each has its reason, its Attempt, and until only for a live claim
    const { rows } = await t.admin.query<{ until: string }>(
      'select workforce.utc_text(claim_expires_at) as until from workforce.assignments where organization_id = $1 and assignment_id = $2',
      [own.organizationId, ids.claimed],
    );
    const expected = {
      ready: { reason: 'READY', claimable: true, attempt_id: null, until: null },
      claimed: { reason: 'CLAIMED', claimable: false, attempt_id: claimedAttempt, until: rows[0]!.until },
      expired: { reason: 'CLAIM_EXPIRED', claimable: false, attempt_id: expiredAttempt, until: null },
      uncertain: { reason: 'UNCERTAIN', claimable: false, attempt_id: uncertainAttempt, until: null },
      completed: { reason: 'COMPLETED', claimable: false, attempt_id: completedAttempt, until: null },
      cancelled: { reason: 'CANCELLED', claimable: false, attempt_id: null, until: null },
      cancelledUncertain: { reason: 'CANCELLED', claimable: false, attempt_id: cancelledAttempt, until: null },
    };
    expect(assessed.stale).toBeNull();
    for (const [name, id] of Object.entries(ids)) {
      expect({ name, ...assessed.assessments[id] }).toMatchObject({ name, ...expected[name as keyof typeof expected] });
    }
    // And every claim of a non-READY one is refused with the assessment's explanation in its message
    const refusals: Record<string, unknown> = {};
    for (const [name, id] of Object.entries(ids)) {
      if (name === 'ready') continue;
      const error = await settle(claim(t, own.system, id, bot));
      const explanation = (assessed.assessments[id] as { explanation: string }).explanation;
      expect(error, name).toBeInstanceOf(DomainError);
      expect((error as Error).message, name).toBe(`assignment ${id} cannot be claimed: ${explanation}`);
      refusals[name] = (error as DomainError).code;
    }
    expect(refusals).toEqual({
      claimed: 'CLAIM_CONFLICT',
      expired: 'CLAIM_CONFLICT',
      uncertain: 'ASSIGNMENT_UNCERTAIN',
      completed: 'ASSIGNMENT_COMPLETED',
      cancelled: 'ASSIGNMENT_CANCELLED',
      cancelledUncertain: 'ASSIGNMENT_CANCELLED',
    });

    // When the projection is marked dirty, the assessment says it is stale; a rebuild clears that
    await markProjectionDirty(t.db, own.system, { projection: 'ASSIGNMENTS', reason: 'restored from a backup' });
    expect((await assessAssignments(t.db, own.organizationId, [ids.ready])).stale).toMatchObject({
      refusal: { code: 'WF011', detail: { reason: 'DIRTY' } },
    });
    await rebuildProjection(t.db, own.system, { projection: 'ASSIGNMENTS' });
    expect((await assessAssignments(t.db, own.organizationId, [ids.ready])).stale).toBeNull();
  });
});

describe('rebuild from zero', () => {
  it('reproduces the exact Assignment rows after histories holding every new event kind, for several batch sizes', async () => {
    // Given every decision shape in an organization of its own
    const own = await newOrganization(t);
    const human = await newHuman(t, own);
    const bot = await newAgent(t, own);
    const histories = await writeDecisionHistories(t, own, human, bot);
    const { rows: kinds } = await t.admin.query<{ kind: string }>(
      'select distinct kind || $2 || payload_version as kind from workforce.events where organization_id = $1 order by 1',
      [own.organizationId, '@'],
    );
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining([
        'attempt.renewed@1',
        'attempt.ended@2',
        'attempt.reconciled@2',
        'assignment.cancelled@1',
        'assignment.reopened@1',
        'tool.call@2',
      ]),
    );
    const rowsOf = async () =>
      (
        await t.admin.query<{ rows: string }>(
          `select string_agg(to_jsonb(x)::text, e'\\n' order by assignment_id) as rows from workforce.assignments x where organization_id = $1`,
          [own.organizationId],
        )
      ).rows[0]!.rows;
    const written = await rowsOf();
    expect(written.split('\n')).toHaveLength(Object.keys(histories.ids).length);
    for (const batchSize of [1, 2, 3, 7, 1000]) {
      // When the projection is marked dirty and rebuilt from zero
      await markProjectionDirty(t.db, own.system, { projection: 'ASSIGNMENTS', reason: 'prove the rebuild' });
      const rebuilt = await rebuildProjection(t.db, own.system, { projection: 'ASSIGNMENTS', batchSize });
      // Then every row is the one the commands wrote, byte for byte
      expect({ batchSize, rows: await rowsOf() }).toEqual({ batchSize, rows: written });
      expect(rebuilt.applied).toBe(histories.projectionEvents);
    }
    expect((await checkInvariants(t.admin, own.organizationId, { db: t.db, system: own.system })).violations).toEqual([]);
  });
});
