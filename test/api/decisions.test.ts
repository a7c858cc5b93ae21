// Decisions that supersede execution (issue 15) through the GraphQL API: renewClaim, cancelAssignment,
// reopenAssignment, the uncertain flow (external tool call, recovery, reconcileAttempt), roles,
// Assignment.availability with its nextActions per role, and the assignments filters.
import { createHash, randomUUID } from 'node:crypto';
import type { TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, cancelAssignment, endAttempt } from '../../src/commands/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, type GraphQLResponse, nodesOf, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment, soonInDatabaseTime, waitUntilDatabaseTime } from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';

const t = useTestDatabase();
const api = useYoga(t);

const Renew = graphql(`
  mutation DcRenew($input: RenewClaimInput!) {
    renewClaim(input: $input) {
      __typename
      ... on RenewClaimSuccess {
        replayed
        assignment { state activeClaim { expiresAt } }
        attempt { id claimExpiresAt }
        event { id kind actorId payload }
        events { id kind }
      }
      ... on ClaimExpired { attemptId expiredAt }
      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }
      ... on AssignmentCancelled { cancelledAt }
      ... on Error { code message }
    }
  }
`);
const Cancel = graphql(`
  mutation DcCancel($input: CancelAssignmentInput!) {
    cancelAssignment(input: $input) {
      __typename
      ... on CancelAssignmentSuccess {
        replayed
        assignment { id state activeClaim { expiresAt } cancellation { reason cancelledAt cancelledBy { id } } uncertainAttempt { id } }
        attempt { id outcome endedBy { id } unansweredCallIds }
        event { id seq kind payload }
        events { id seq kind payload }
      }
      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);
const Reopen = graphql(`
  mutation DcReopen($input: ReopenAssignmentInput!) {
    reopenAssignment(input: $input) {
      __typename
      ... on ReopenAssignmentSuccess {
        replayed
        assignment { id state cancellation { reason } }
        event { id kind payload }
        events { id kind }
      }
      ... on AttemptUncertain { attemptId }
      ... on Error { code message }
    }
  }
`);
const Reconcile = graphql(`
  mutation DcReconcile($input: ReconcileAttemptInput!) {
    reconcileAttempt(input: $input) {
      __typename
      ... on ReconcileAttemptSuccess {
        replayed
        assignment { state completedAt uncertainAttempt { id } outcomeEntity { id content } }
        attempt {
          id outcome unansweredCallIds
          outcomeEntity { id content generatedByAttemptId createdBy { id } }
          reconciliation {
            decision note reconciledAt reconciledBy { id } seq
            receipts { callIds producer sha256 receipt { id content sha256 } }
            effect { id content generatedByAttemptId }
          }
        }
        event { id seq kind payload }
        events { id seq kind payload }
      }
      ... on AttemptNotUncertain { uncertainAttemptId }
      ... on ReceiptRejected { mismatch receiptIndex }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);
const Claim = graphql(`
  mutation DcClaim($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) {
      __typename
      ... on ClaimAssignmentSuccess { attempt { id claimExpiresAt } }
      ... on AssignmentUncertain { attemptId }
      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }
      ... on Error { code message }
    }
  }
`);
const Recover = graphql(`
  mutation DcRecover($input: RecoverExpiredClaimInput!) {
    recoverExpiredClaim(input: $input) {
      __typename
      ... on RecoverExpiredClaimSuccess {
        assignment { state activeClaim { expiresAt } uncertainAttempt { id } }
        attempt { id outcome unansweredCallIds }
        event { kind payloadVersion payload }
      }
      ... on Error { code message }
    }
  }
`);
const Append = graphql(`
  mutation DcAppend($input: AppendEventInput!) {
    appendEvent(input: $input) {
      __typename
      ... on AppendEventSuccess { event { seq kind payloadVersion } }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const MarkDirty = graphql(`
  mutation DcMarkDirty($input: MarkProjectionDirtyInput!) {
    markProjectionDirty(input: $input) { __typename ... on Error { code message } }
  }
`);
const ReadAssignment = graphql(`
  query DcAssignment($id: ID!) {
    assignment(id: $id) {
      id state
      availability { reason claimable attemptId until explanation nextActions }
      cancellation { reason cancelledBy { id } }
      uncertainAttempt { id outcome unansweredCallIds }
      attempts { edges { node { id outcome unansweredCallIds reconciliation { decision } } } }
    }
  }
`);
const ReadAttempt = graphql(`
  query DcAttempt($id: ID!) {
    attempt(id: $id) {
      id outcome claimExpiresAt unansweredCallIds endedBy { id }
      reconciliation { decision note receipts { callIds producer sha256 receipt { id } } reconciledBy { id } seq }
    }
  }
`);
const List = graphql(`
  query DcList($state: AssignmentState, $states: [AssignmentState!], $claimExpired: Boolean, $search: String, $first: Int) {
    assignments(state: $state, states: $states, claimExpired: $claimExpired, search: $search, first: $first) {
      edges { node { id title state } }
    }
  }
`);
const ListPlain = graphql(`
  query DcListPlain($first: Int!) {
    assignments(first: $first) { edges { node { id state title } } }
  }
`);
const ListWithAvailability = graphql(`
  query DcListAvailability($first: Int!) {
    assignments(first: $first) {
      edges { node { id state title availability { reason claimable attemptId until nextActions } } }
    }
  }
`);

type Role = keyof ApiOrganization['tokens'];

/** Asserts the union member by __typename and narrows to it. */
function as<T extends { __typename: string }, N extends T['__typename']>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename: N }> {
  expect(value?.__typename, JSON.stringify(value)).toBe(typename);
  return value as Extract<T, { __typename: N }>;
}
function data<T>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}

let org: ApiOrganization;
let agent: string;
const system = () => ({ organizationId: org.organizationId, actorId: org.systemActorId });
/** The Actor of the runner token: the claimer of the Attempts it renews, ends and records evidence for. */
const runner = () => ({ organizationId: org.organizationId, actorId: org.runnerActorId });
const run = <T, V>(document: TypedDocumentNode<T, V>, variables: V, role: Role, o: ApiOrganization = org) =>
  execute(api.yoga, document, variables, o.tokens[role]);
const read = async (id: string, role: Role = 'viewer', o: ApiOrganization = org) =>
  data(await run(ReadAssignment, { id }, role, o)).assignment!;
const availability = async (id: string, role: Role = 'viewer', o: ApiOrganization = org) =>
  (await read(id, role, o)).availability;
const nextActionsByRole = async (id: string, o: ApiOrganization = org) => {
  const byRole: Partial<Record<Role, string[]>> = {};
  for (const role of ['system', 'runner', 'operator', 'viewer'] as const)
    byRole[role] = (await availability(id, role, o)).nextActions;
  return byRole;
};
const created = async (title = 'Decide') => (await newAssignment(t, system(), { title })).assignment.id;
const claimed = async (assignmentId: string, extra: { claimExpiresAt?: Date } = {}) =>
  (await claim(t, runner(), assignmentId, agent, { attemptId: randomUUID(), ...extra })).attempt!.id;
/** A RUNNING Assignment whose claim has expired (database time), and its Attempt. */
async function expired(
  title = 'Expired',
  external = false,
): Promise<{ assignmentId: string; attemptId: string; callId: string }> {
  const assignmentId = await created(title);
  const at = await soonInDatabaseTime(t, 300);
  const attemptId = await claimed(assignmentId, { claimExpiresAt: at });
  const callId = `pay-${attemptId.slice(0, 8)}`;
  if (external) {
    as(
      data(
        await run(
          Append,
          {
            input: {
              kind: 'tool.call',
              payloadVersion: 2,
              assignmentId,
              attemptId,
              eventId: randomUUID(),
              payload: { call_id: callId, tool_name: 'send_payment', arguments: { amount: 120 }, effect: 'external' },
            },
          },
          'runner',
        ),
      ).appendEvent,
      'AppendEventSuccess',
    );
  }
  await waitUntilDatabaseTime(t, at);
  return { assignmentId, attemptId, callId };
}
/** An UNCERTAIN Assignment: an external call left unanswered, the claim expired and recovered. */
async function uncertain(title = 'Uncertain') {
  const x = await expired(title, true);
  as(
    data(await run(Recover, { input: { assignmentId: x.assignmentId, attemptId: x.attemptId } }, 'system')).recoverExpiredClaim,
    'RecoverExpiredClaimSuccess',
  );
  return x;
}
const receipt = { mediaType: 'text/plain', content: 'provider statement: transfer 120 EUR executed' };
/** The one receipt an uncertain Attempt of these tests needs: from send_payment, for its one unanswered call. */
const receiptsFor = (callId: string, content = receipt.content) => [
  { callIds: [callId], producer: 'send_payment', receipt: { mediaType: 'text/plain', content } },
];

beforeAll(async () => {
  org = await apiOrganization(t, 'decisions');
  agent = await newAgent(t, { organizationId: org.organizationId, system: system() });
});

describe('renewClaim', () => {
  it('moves the active claim’s expiry with an attempt.renewed event; an exact retry replays', async () => {
    const assignmentId = await created();
    const { attempt } = await claim(t, runner(), assignmentId, agent, { attemptId: randomUUID() });
    const before = attempt!.claimExpiresAt;
    const eventId = randomUUID();
    const claimExpiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const renewed = as(
      data(await run(Renew, { input: { assignmentId, attemptId: attempt!.id, claimExpiresAt, eventId } }, 'runner')).renewClaim,
      'RenewClaimSuccess',
    );
    expect(renewed).toMatchObject({
      replayed: false,
      assignment: { state: 'RUNNING', activeClaim: { expiresAt: claimExpiresAt } },
      attempt: { id: attempt!.id, claimExpiresAt },
      event: { id: eventId, kind: 'attempt.renewed', actorId: agent },
    });
    const payload = renewed.event.payload as { attempt_id: string; claim_expires_at: string; previous_claim_expires_at: string };
    expect(payload.attempt_id).toBe(attempt!.id);
    expect(Date.parse(payload.claim_expires_at)).toBe(Date.parse(claimExpiresAt));
    expect(Date.parse(payload.previous_claim_expires_at)).toBe(before.getTime());
    expect(renewed.events).toEqual([{ id: eventId, kind: 'attempt.renewed' }]);
    expect(Date.parse(renewed.attempt!.claimExpiresAt)).toBeGreaterThan(before.getTime());
    // The same request again: replayed, nothing written
    const events = await countEvents(t, org.organizationId);
    const again = as(
      data(await run(Renew, { input: { assignmentId, attemptId: attempt!.id, claimExpiresAt, eventId } }, 'runner')).renewClaim,
      'RenewClaimSuccess',
    );
    expect(again).toMatchObject({ replayed: true, event: { id: eventId }, events: renewed.events });
    expect(await countEvents(t, org.organizationId)).toBe(events);
    // A heartbeat by TTL moves it again; the attempt reads back the latest renewal
    const heartbeat = as(
      data(await run(Renew, { input: { assignmentId, attemptId: attempt!.id, claimTtlSeconds: 600 } }, 'runner')).renewClaim,
      'RenewClaimSuccess',
    );
    expect(Date.parse((heartbeat.event.payload as { previous_claim_expires_at: string }).previous_claim_expires_at)).toBe(
      Date.parse(claimExpiresAt),
    );
    const read = data(await run(ReadAttempt, { id: attempt!.id }, 'viewer')).attempt!;
    expect(read.claimExpiresAt).toBe(heartbeat.attempt!.claimExpiresAt);
  });

  it('after the claim expired it is ClaimExpired and writes nothing (the claim is the System’s to recover)', async () => {
    const { assignmentId, attemptId } = await expired();
    const events = await countEvents(t, org.organizationId);
    const refusal = as(
      data(await run(Renew, { input: { assignmentId, attemptId, claimTtlSeconds: 600 } }, 'runner')).renewClaim,
      'ClaimExpired',
    );
    expect(refusal).toMatchObject({ code: 'CLAIM_EXPIRED', attemptId });
    expect(Date.parse(refusal.expiredAt)).toBeLessThanOrEqual(Date.now());
    expect(await countEvents(t, org.organizationId)).toBe(events);
    expect((await availability(assignmentId)).reason).toBe('CLAIM_EXPIRED');
  });

  it('an OPERATOR token cannot renew (FORBIDDEN, nothing written)', async () => {
    const assignmentId = await created();
    const attemptId = await claimed(assignmentId);
    const events = await countEvents(t, org.organizationId);
    for (const role of ['operator', 'viewer'] as const) {
      const result = await run(Renew, { input: { assignmentId, attemptId, claimTtlSeconds: 600 } }, role);
      expect(result.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect(await countEvents(t, org.organizationId)).toBe(events);
  });
});

describe('cancelAssignment and reopenAssignment', () => {
  it('cancels a RUNNING Assignment: the Attempt is SUPERSEDED first, then the cancellation; a retry replays', async () => {
    const assignmentId = await created();
    const attemptId = await claimed(assignmentId);
    const eventId = randomUUID();
    const input = { assignmentId, reason: 'runaway agent', eventId };
    const cancelled = as(data(await run(Cancel, { input }, 'operator')).cancelAssignment, 'CancelAssignmentSuccess');
    expect(cancelled).toMatchObject({
      replayed: false,
      assignment: {
        id: assignmentId,
        state: 'CANCELLED',
        activeClaim: null,
        uncertainAttempt: null,
        cancellation: { reason: 'runaway agent', cancelledBy: { id: org.operatorActorId } },
      },
      attempt: { id: attemptId, outcome: 'SUPERSEDED', endedBy: { id: org.operatorActorId }, unansweredCallIds: [] },
    });
    expect(cancelled.events.map((e) => e.kind)).toEqual(['attempt.ended', 'assignment.cancelled']);
    const [ended, cancellation] = cancelled.events;
    expect(cancelled.event).toEqual(cancellation);
    expect(cancellation).toMatchObject({
      id: eventId,
      payload: { assignment_id: assignmentId, reason: 'runaway agent', superseded_attempt_id: attemptId },
    });
    expect(ended!.payload).toMatchObject({ attempt_id: attemptId, outcome: 'SUPERSEDED', cancelled_event_id: eventId });
    expect(ended!.seq).toBe(cancellation!.seq - 1);
    // The same request again: replayed, the same events, nothing written
    const events = await countEvents(t, org.organizationId);
    const again = as(data(await run(Cancel, { input }, 'operator')).cancelAssignment, 'CancelAssignmentSuccess');
    expect(again).toMatchObject({ replayed: true, event: cancelled.event, events: cancelled.events });
    expect(again.assignment.state).toBe('CANCELLED');
    expect(await countEvents(t, org.organizationId)).toBe(events);
    // Cancelling again with another id is AssignmentCancelled; so is the superseded Attempt's renewal
    const twice = as(
      data(await run(Cancel, { input: { assignmentId, reason: 'runaway agent' } }, 'operator')).cancelAssignment,
      'AssignmentCancelled',
    );
    expect(twice).toMatchObject({ code: 'ASSIGNMENT_CANCELLED', uncertainAttemptId: null });
    expect(
      as(
        data(await run(Renew, { input: { assignmentId, attemptId, claimTtlSeconds: 60 } }, 'runner')).renewClaim,
        'AssignmentCancelled',
      ),
    ).toMatchObject({ code: 'ASSIGNMENT_CANCELLED', cancelledAt: twice.cancelledAt });
    // Claiming it is AssignmentCancelled, in the words of its availability
    const refused = as(
      data(await run(Claim, { input: { assignmentId, agentId: agent, configurationVersion: 1 } }, 'runner')).claimAssignment,
      'AssignmentCancelled',
    );
    expect(refused.message).toBe(
      `assignment ${assignmentId} cannot be claimed: ${(await availability(assignmentId)).explanation}`,
    );
    expect(await countEvents(t, org.organizationId)).toBe(events);
  });

  it('reopens a CANCELLED Assignment as READY; a READY one is AssignmentNotCancelled', async () => {
    const assignmentId = await created();
    await cancelAssignment(t.db, system(), { assignmentId, reason: 'wrong goal' });
    const eventId = randomUUID();
    const reopened = as(
      data(await run(Reopen, { input: { assignmentId, reason: 'goal fixed', eventId } }, 'operator')).reopenAssignment,
      'ReopenAssignmentSuccess',
    );
    expect(reopened).toMatchObject({
      replayed: false,
      assignment: { id: assignmentId, state: 'READY', cancellation: null },
      event: { id: eventId, kind: 'assignment.reopened', payload: { assignment_id: assignmentId, reason: 'goal fixed' } },
      events: [{ id: eventId, kind: 'assignment.reopened' }],
    });
    const events = await countEvents(t, org.organizationId);
    expect(
      as(
        data(await run(Reopen, { input: { assignmentId, reason: 'goal fixed', eventId } }, 'operator')).reopenAssignment,
        'ReopenAssignmentSuccess',
      ),
    ).toMatchObject({ replayed: true, event: { id: eventId } });
    const notCancelled = as(
      data(await run(Reopen, { input: { assignmentId, reason: 'again' } }, 'operator')).reopenAssignment,
      'AssignmentNotCancelled',
    );
    expect(notCancelled.code).toBe('ASSIGNMENT_NOT_CANCELLED');
    expect(await countEvents(t, org.organizationId)).toBe(events);
    expect(await availability(assignmentId)).toMatchObject({ reason: 'READY', claimable: true });
  });

  it('a RUNNER token cannot cancel or reopen (FORBIDDEN, nothing written)', async () => {
    const assignmentId = await created();
    const events = await countEvents(t, org.organizationId);
    for (const role of ['runner', 'viewer'] as const) {
      const cancel = await run(Cancel, { input: { assignmentId, reason: 'no' } }, role);
      expect(cancel.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
      const reopen = await run(Reopen, { input: { assignmentId, reason: 'no' } }, role);
      expect(reopen.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect(await countEvents(t, org.organizationId)).toBe(events);
    expect((await read(assignmentId)).state).toBe('READY');
  });

  it('cancel without a reason is a ValidationError naming reason, and writes nothing', async () => {
    const assignmentId = await created();
    const events = await countEvents(t, org.organizationId);
    const refusal = as(
      data(await run(Cancel, { input: { assignmentId, reason: '   ' } }, 'operator')).cancelAssignment,
      'ValidationError',
    );
    expect(refusal).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(refusal.issues).toEqual([expect.objectContaining({ path: expect.stringMatching(/(^|\.)reason$/) })]);
    expect(await countEvents(t, org.organizationId)).toBe(events);
  });
});

describe('an uncertain external effect, reconciled by receipt', () => {
  it('recovery with an unanswered external call ends UNCERTAIN; claims are refused; COMPLETE with a receipt completes it', async () => {
    // Given an external tool call (tool.call v2), then the claim expires and the System Actor recovers it
    const { assignmentId, attemptId, callId } = await expired('Pay the invoice', true);
    const recovered = as(
      data(await run(Recover, { input: { assignmentId, attemptId } }, 'system')).recoverExpiredClaim,
      'RecoverExpiredClaimSuccess',
    );
    expect(recovered).toMatchObject({
      assignment: { state: 'UNCERTAIN', activeClaim: null, uncertainAttempt: { id: attemptId } },
      attempt: { id: attemptId, outcome: 'UNCERTAIN', unansweredCallIds: [callId] },
      event: { kind: 'attempt.ended', payloadVersion: 2, payload: { outcome: 'UNCERTAIN', unanswered_call_ids: [callId] } },
    });
    // Then it cannot be claimed: AssignmentUncertain, worded as its availability
    const events = await countEvents(t, org.organizationId);
    const refused = as(
      data(await run(Claim, { input: { assignmentId, agentId: agent, configurationVersion: 1 } }, 'runner')).claimAssignment,
      'AssignmentUncertain',
    );
    const assessed = await availability(assignmentId);
    expect(refused).toMatchObject({ code: 'ASSIGNMENT_UNCERTAIN', attemptId });
    expect(refused.message).toBe(`assignment ${assignmentId} cannot be claimed: ${assessed.explanation}`);
    expect(refused.message).toContain(attemptId);
    // A reconciliation without receipts is a ValidationError naming receipts
    const noReceipt = as(
      data(
        await run(
          Reconcile,
          {
            input: {
              assignmentId,
              attemptId,
              decision: 'COMPLETE',
              receipts: [],
              outcomeEntity: { mediaType: 'text/plain', content: 'paid' },
            },
          },
          'operator',
        ),
      ).reconcileAttempt,
      'ValidationError',
    );
    expect(noReceipt.issues).toEqual([expect.objectContaining({ path: expect.stringMatching(/(^|\.)receipts$/) })]);
    expect(await countEvents(t, org.organizationId)).toBe(events);
    // When an operator reconciles it COMPLETE with an inline receipt and outcome
    const input = {
      assignmentId,
      attemptId,
      decision: 'COMPLETE' as const,
      receipts: receiptsFor(callId),
      outcomeEntity: { mediaType: 'text/plain', content: 'paid: 120 EUR' },
      note: 'the statement shows the transfer',
    };
    const done = as(data(await run(Reconcile, { input }, 'operator')).reconcileAttempt, 'ReconcileAttemptSuccess');
    // Then the Attempt and the Assignment are COMPLETED with the outcome generated by that Attempt, created by the operator
    const receiptSha256 = createHash('sha256').update(receipt.content).digest('hex');
    expect(done).toMatchObject({
      replayed: false,
      assignment: { state: 'COMPLETED', uncertainAttempt: null, outcomeEntity: { content: 'paid: 120 EUR' } },
      attempt: {
        id: attemptId,
        outcome: 'COMPLETED',
        unansweredCallIds: [callId],
        outcomeEntity: { content: 'paid: 120 EUR', generatedByAttemptId: attemptId, createdBy: { id: org.operatorActorId } },
        reconciliation: {
          decision: 'COMPLETE',
          note: 'the statement shows the transfer',
          receipts: [
            {
              callIds: [callId],
              producer: 'send_payment',
              sha256: receiptSha256,
              receipt: { content: receipt.content, sha256: receiptSha256 },
            },
          ],
          effect: null,
          reconciledBy: { id: org.operatorActorId },
        },
      },
    });
    expect(done.assignment.completedAt).not.toBeNull();
    expect(done.events.map((e) => [e.kind, (e.payload as { entity_id?: string }).entity_id ?? null])).toEqual([
      ['entity.created', done.attempt!.reconciliation!.receipts[0]!.receipt.id],
      ['entity.created', done.attempt!.outcomeEntity!.id],
      ['attempt.reconciled', null],
    ]);
    expect(done.event).toEqual(done.events[2]);
    expect(done.event.payload).toMatchObject({
      attempt_id: attemptId,
      decision: 'COMPLETE',
      outcome: 'COMPLETED',
      stored_entity_ids: [done.attempt!.reconciliation!.receipts[0]!.receipt.id, done.attempt!.outcomeEntity!.id],
      receipts: [
        {
          call_ids: [callId],
          producer: 'send_payment',
          entity_id: done.attempt!.reconciliation!.receipts[0]!.receipt.id,
          sha256: receiptSha256,
        },
      ],
      outcome_entity_id: done.attempt!.outcomeEntity!.id,
      effect_entity_id: null,
    });
    expect(done.attempt!.reconciliation!.seq).toBe(done.event.seq);
    // The same request again is recognised by the Attempt and the facts: replayed, nothing written
    const written = await countEvents(t, org.organizationId);
    const again = as(data(await run(Reconcile, { input }, 'operator')).reconcileAttempt, 'ReconcileAttemptSuccess');
    expect(again).toMatchObject({ replayed: true, event: { id: done.event.id }, events: done.events });
    // So is a retry that names the stored receipt by id instead of sending it again: it still
    // reports what the original call wrote (the event names the Entities it stored)
    const byId = {
      ...input,
      receipts: [
        { callIds: [callId], producer: 'send_payment', receiptEntityId: done.attempt!.reconciliation!.receipts[0]!.receipt.id },
      ],
    };
    const again2 = as(data(await run(Reconcile, { input: byId }, 'operator')).reconcileAttempt, 'ReconcileAttemptSuccess');
    expect(again2).toMatchObject({ replayed: true, events: done.events });
    expect(await countEvents(t, org.organizationId)).toBe(written);
    // The Attempt reads back with its reconciliation
    expect(data(await run(ReadAttempt, { id: attemptId }, 'viewer')).attempt).toMatchObject({
      outcome: 'COMPLETED',
      unansweredCallIds: [callId],
      reconciliation: {
        decision: 'COMPLETE',
        receipts: [{ callIds: [callId], producer: 'send_payment', sha256: receiptSha256 }],
        reconciledBy: { id: org.operatorActorId },
        seq: done.event.seq,
      },
    });
    expect(await availability(assignmentId)).toMatchObject({ reason: 'COMPLETED', claimable: false, nextActions: [] });
  });

  it('RETRY with a receipt makes it READY again; a second reconciliation is AttemptNotUncertain', async () => {
    const { assignmentId, attemptId, callId } = await uncertain();
    const done = as(
      data(
        await run(Reconcile, { input: { assignmentId, attemptId, decision: 'RETRY', receipts: receiptsFor(callId) } }, 'system'),
      ).reconcileAttempt,
      'ReconcileAttemptSuccess',
    );
    expect(done).toMatchObject({
      assignment: { state: 'READY', uncertainAttempt: null },
      attempt: { outcome: 'ABANDONED', reconciliation: { decision: 'RETRY' } },
    });
    expect(done.events.map((e) => e.kind)).toEqual(['entity.created', 'attempt.reconciled']);
    expect(done.event.payload).toMatchObject({
      stored_entity_ids: [(done.events[0]!.payload as { entity_id: string }).entity_id],
    });
    const other = as(
      data(
        await run(
          Reconcile,
          { input: { assignmentId, attemptId, decision: 'RETRY', receipts: receiptsFor(callId, 'another') } },
          'operator',
        ),
      ).reconcileAttempt,
      'AttemptNotUncertain',
    );
    expect(other).toMatchObject({ code: 'ATTEMPT_NOT_UNCERTAIN', uncertainAttemptId: null });
  });

  it('cancelling an Attempt with an unanswered external call ends it UNCERTAIN; reopening waits for its reconciliation', async () => {
    const assignmentId = await created('Cancel mid-payment');
    const attemptId = await claimed(assignmentId);
    await appendEvent(t.db, runner(), {
      kind: 'tool.call',
      payloadVersion: 2,
      assignmentId,
      attemptId,
      payload: { call_id: 'c-ext', tool_name: 'send_payment', arguments: {}, effect: 'external' },
    });
    const cancelled = as(
      data(await run(Cancel, { input: { assignmentId, reason: 'stop' } }, 'operator')).cancelAssignment,
      'CancelAssignmentSuccess',
    );
    expect(cancelled).toMatchObject({
      assignment: { state: 'CANCELLED', uncertainAttempt: { id: attemptId } },
      attempt: { outcome: 'UNCERTAIN', unansweredCallIds: ['c-ext'] },
    });
    expect(await availability(assignmentId, 'operator')).toMatchObject({
      reason: 'CANCELLED',
      claimable: false,
      attemptId,
      nextActions: ['reconcileAttempt'],
    });
    const refused = as(
      data(await run(Reopen, { input: { assignmentId, reason: 'resume' } }, 'operator')).reopenAssignment,
      'AttemptUncertain',
    );
    expect(refused).toMatchObject({ code: 'ATTEMPT_UNCERTAIN', attemptId });
    // RETRY leaves it CANCELLED; then it can be reopened
    expect(
      as(
        data(
          await run(
            Reconcile,
            { input: { assignmentId, attemptId, decision: 'RETRY', receipts: receiptsFor('c-ext') } },
            'operator',
          ),
        ).reconcileAttempt,
        'ReconcileAttemptSuccess',
      ).assignment,
    ).toMatchObject({ state: 'CANCELLED', uncertainAttempt: null });
    expect((await availability(assignmentId, 'operator')).nextActions).toEqual(['reopenAssignment']);
    expect(
      as(
        data(await run(Reopen, { input: { assignmentId, reason: 'resume' } }, 'operator')).reopenAssignment,
        'ReopenAssignmentSuccess',
      ).assignment.state,
    ).toBe('READY');
  });

  it('an answered external call does not make recovery uncertain', async () => {
    const assignmentId = await created('Answered');
    const at = await soonInDatabaseTime(t, 400);
    const attemptId = await claimed(assignmentId, { claimExpiresAt: at });
    for (const [kind, payloadVersion, payload] of [
      ['tool.call', 2, { call_id: 'c-ok', tool_name: 'send_payment', arguments: {}, effect: 'external' }],
      ['tool.result', 1, { call_id: 'c-ok', tool_name: 'send_payment', result: { ok: true } }],
    ] as const) {
      await appendEvent(t.db, runner(), { kind, payloadVersion, assignmentId, attemptId, payload });
    }
    await waitUntilDatabaseTime(t, at);
    const recovered = as(
      data(await run(Recover, { input: { assignmentId, attemptId } }, 'system')).recoverExpiredClaim,
      'RecoverExpiredClaimSuccess',
    );
    expect(recovered).toMatchObject({ assignment: { state: 'READY' }, attempt: { outcome: 'ABANDONED', unansweredCallIds: [] } });
    expect(recovered.event.payloadVersion).toBe(1);
  });
});

describe('Assignment.availability', () => {
  it('gives reason, claimable, attemptId, until and explanation for each state', async () => {
    const ready = await created();
    expect(await availability(ready)).toEqual({
      reason: 'READY',
      claimable: true,
      attemptId: null,
      until: null,
      explanation: 'it is ready to be claimed',
      nextActions: [],
    });

    const running = await created();
    const { attempt } = await claim(t, runner(), running, agent, { attemptId: randomUUID() });
    const live = await availability(running);
    expect(live).toMatchObject({
      reason: 'CLAIMED',
      claimable: false,
      attemptId: attempt!.id,
      until: attempt!.claimExpiresAt.toISOString(),
    });
    expect(live.explanation).toContain(attempt!.id);

    const lapsed = await expired();
    const gone = await availability(lapsed.assignmentId);
    expect(gone).toMatchObject({ reason: 'CLAIM_EXPIRED', claimable: false, attemptId: lapsed.attemptId, until: null });
    expect(gone.explanation).toMatch(/expired .* awaits recovery/);

    const unsure = await uncertain();
    const waiting = await availability(unsure.assignmentId);
    expect(waiting).toMatchObject({ reason: 'UNCERTAIN', claimable: false, attemptId: unsure.attemptId, until: null });
    expect(waiting.explanation).toContain('awaits reconciliation');

    const completed = await created();
    const finished = await claimed(completed);
    await endAttempt(t.db, runner(), {
      assignmentId: completed,
      attemptId: finished,
      outcome: 'COMPLETED',
      outcomeEntity: { mediaType: 'text/plain', content: 'done' },
    });
    const final = await availability(completed);
    expect(final).toMatchObject({ reason: 'COMPLETED', claimable: false, attemptId: finished, until: null });

    const cancelled = await created();
    await cancelAssignment(t.db, system(), { assignmentId: cancelled, reason: 'not needed' });
    const stopped = await availability(cancelled);
    expect(stopped).toMatchObject({ reason: 'CANCELLED', claimable: false, attemptId: null, until: null });
    expect(stopped.explanation).toContain('not needed');
  });

  it('lists the next actions the caller’s role may take', async () => {
    const ready = await created();
    expect(await nextActionsByRole(ready)).toEqual({
      system: ['claimAssignment', 'cancelAssignment'],
      runner: ['claimAssignment'],
      operator: ['cancelAssignment'],
      viewer: [],
    });
    const running = await created();
    await claimed(running);
    // Renewing and ending are the claimer's (the runner token's Actor): others act through decisions
    expect(await nextActionsByRole(running)).toEqual({
      system: ['cancelAssignment'],
      runner: ['renewClaim', 'endAttempt'],
      operator: ['cancelAssignment'],
      viewer: [],
    });
    const lapsed = await expired();
    expect(await nextActionsByRole(lapsed.assignmentId)).toEqual({
      system: ['recoverExpiredClaim', 'cancelAssignment'],
      runner: ['endAttempt'],
      operator: ['cancelAssignment'],
      viewer: [],
    });
    const unsure = await uncertain();
    expect(await nextActionsByRole(unsure.assignmentId)).toEqual({
      system: ['reconcileAttempt', 'cancelAssignment'],
      runner: [],
      operator: ['reconcileAttempt', 'cancelAssignment'],
      viewer: [],
    });
    // Cancelled while uncertain: only the reconciliation moves it on
    await cancelAssignment(t.db, system(), { assignmentId: unsure.assignmentId, reason: 'stop' });
    expect(await nextActionsByRole(unsure.assignmentId)).toEqual({
      system: ['reconcileAttempt'],
      runner: [],
      operator: ['reconcileAttempt'],
      viewer: [],
    });
    const cancelled = await created();
    await cancelAssignment(t.db, system(), { assignmentId: cancelled, reason: 'stop' });
    expect(await nextActionsByRole(cancelled)).toEqual({
      system: ['reopenAssignment'],
      runner: [],
      operator: ['reopenAssignment'],
      viewer: [],
    });
  });

  it('is PROJECTION_STALE while the ASSIGNMENTS projection is marked dirty', async () => {
    const other = await apiOrganization(t, 'decisions-stale');
    const otherSystem = { organizationId: other.organizationId, actorId: other.systemActorId };
    const { assignment } = await newAssignment(t, otherSystem);
    expect((await availability(assignment.id, 'viewer', other)).reason).toBe('READY');
    as(
      data(await run(MarkDirty, { input: { projection: 'ASSIGNMENTS', reason: 'decisions test' } }, 'system', other))
        .markProjectionDirty,
      'MarkProjectionDirtySuccess',
    );
    expect(await availability(assignment.id, 'viewer', other)).toEqual({
      reason: 'PROJECTION_STALE',
      claimable: false,
      attemptId: null,
      until: null,
      explanation: expect.stringContaining('rebuild'),
      nextActions: [],
    });
    expect((await availability(assignment.id, 'system', other)).nextActions).toEqual(['rebuildProjection']);
    expect((await availability(assignment.id, 'operator', other)).nextActions).toEqual([]);
  });
});

describe('assignments filters', () => {
  let filtered: ApiOrganization;
  const ids: Record<string, string> = {};
  const list = async (variables: VariablesOf<typeof List>) =>
    nodesOf(data(await execute(api.yoga, List, { first: 100, ...variables }, filtered.tokens.viewer)).assignments);
  const idsOf = (nodes: { id: string }[]) => nodes.map((n) => n.id).sort();
  const sorted = (...names: string[]) => names.map((n) => ids[n]!).sort();

  beforeAll(async () => {
    filtered = await apiOrganization(t, 'decisions-filters');
    const sys = { organizationId: filtered.organizationId, actorId: filtered.systemActorId };
    const filterAgent = await newAgent(t, { organizationId: filtered.organizationId, system: sys });
    const make = async (name: string, title: string) => {
      ids[name] = (await newAssignment(t, sys, { title })).assignment.id;
    };
    await make('ready', 'Invoice ACME 100%');
    await make('percent', 'Invoice ACME 1000');
    await make('underscore', 'refund_batch');
    await make('underscoreLike', 'refundXbatch');
    await make('running', 'Summarise the report');
    await make('lapsed', 'Summarise the minutes');
    await make('cancelled', 'Translate the letter');
    await claim(t, sys, ids.running!, filterAgent);
    const at = await soonInDatabaseTime(t, 300);
    await claim(t, sys, ids.lapsed!, filterAgent, { claimExpiresAt: at });
    await cancelAssignment(t.db, sys, { assignmentId: ids.cancelled!, reason: 'not needed' });
    await waitUntilDatabaseTime(t, at);
  });

  it('filters by states, and refuses state with states', async () => {
    expect(idsOf(await list({ states: ['RUNNING', 'CANCELLED'] }))).toEqual(sorted('running', 'lapsed', 'cancelled'));
    expect(idsOf(await list({ state: 'CANCELLED' }))).toEqual(sorted('cancelled'));
    expect(idsOf(await list({ states: ['UNCERTAIN'] }))).toEqual([]);
    const both = await execute(api.yoga, List, { state: 'READY', states: ['RUNNING'] }, filtered.tokens.viewer);
    expect(both.data ?? null).toBeNull();
    expect(both.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(both.errors?.[0])).toContain('states');
  });

  it('filters by claimExpired (database time)', async () => {
    expect(idsOf(await list({ claimExpired: true }))).toEqual(sorted('lapsed'));
    expect(idsOf(await list({ claimExpired: false }))).toEqual(
      sorted('ready', 'percent', 'underscore', 'underscoreLike', 'running', 'cancelled'),
    );
    expect(idsOf(await list({ claimExpired: true, states: ['READY'] }))).toEqual([]);
  });

  it('searches titles case-insensitively with % and _ taken literally, or an exact id', async () => {
    expect(idsOf(await list({ search: 'summarise THE' }))).toEqual(sorted('running', 'lapsed'));
    expect(idsOf(await list({ search: '100%' }))).toEqual(sorted('ready'));
    expect(idsOf(await list({ search: 'refund_' }))).toEqual(sorted('underscore'));
    expect(idsOf(await list({ search: '%' }))).toEqual(sorted('ready'));
    expect(idsOf(await list({ search: ids.cancelled! }))).toEqual(sorted('cancelled'));
    expect(idsOf(await list({ search: ids.cancelled!.toUpperCase() }))).toEqual(sorted('cancelled'));
    expect(idsOf(await list({ search: 'summarise', state: 'RUNNING' }))).toEqual(sorted('running', 'lapsed'));
    expect(idsOf(await list({ search: 'nothing like it' }))).toEqual([]);
  });

  it('refuses a search PostgreSQL could not take (a NUL character, a lone surrogate) as a VALIDATION_ERROR', async () => {
    for (const search of ['x\u0000y', 'x\uD800y']) {
      const refused = await execute(api.yoga, List, { first: 5, search }, filtered.tokens.viewer);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('availability in a listing', () => {
  it('costs one statement for a page of 20 Assignments, not one per Assignment', async () => {
    const listing = await apiOrganization(t, 'decisions-listing');
    const sys = { organizationId: listing.organizationId, actorId: listing.systemActorId };
    const listingAgent = await newAgent(t, { organizationId: listing.organizationId, system: sys });
    for (let i = 0; i < 20; i++) {
      const { assignment } = await newAssignment(t, sys, { title: `listed ${i}` });
      if (i % 3 === 0) await claim(t, sys, assignment.id, listingAgent);
      if (i % 3 === 1) await cancelAssignment(t.db, sys, { assignmentId: assignment.id, reason: 'listing' });
    }
    const statements = async <T, V>(document: TypedDocumentNode<T, V>, variables: V) => {
      t.statements.count = 0;
      const result = data(await execute(api.yoga, document, variables, listing.tokens.operator));
      return { count: t.statements.count, result };
    };
    const plain = await statements(ListPlain, { first: 20 });
    const assessed = await statements(ListWithAvailability, { first: 20 });
    const few = await statements(ListWithAvailability, { first: 2 });
    const nodes = nodesOf(assessed.result.assignments);
    expect(nodes).toHaveLength(20);
    expect(nodes.map((n) => n.availability.reason)).toEqual(
      nodes.map((n) => ({ READY: 'READY', RUNNING: 'CLAIMED', CANCELLED: 'CANCELLED' })[n.state as 'READY']),
    );
    expect(nodes.filter((n) => n.availability.reason === 'READY').every((n) => n.availability.claimable)).toBe(true);
    expect(assessed.count).toBe(plain.count + 1);
    expect(few.count).toBe(assessed.count);
  });
});
