import { randomUUID } from 'node:crypto';
import {
  appendEvent,
  type Caller,
  cancelAssignment,
  claimAssignment,
  reconcileAttempt,
  recoverExpiredClaim,
  renewClaim,
  reopenAssignment,
} from '../../src/commands/index.js';
import type { TestDatabase } from './db.js';
import { newAssignment, soonInDatabaseTime, type TestOrganization, waitUntilDatabaseTime } from './factories.js';

// Histories of the decisions that supersede execution (issue 15), written through the commands:
// what the rebuild proofs fold again from zero.

/** Records an external tool call (tool.call version 2) within the Attempt, without a result. */
export async function externalCall(t: TestDatabase, caller: Caller, attemptId: string, callId = 'pay-1') {
  return appendEvent(t.db, caller, {
    kind: 'tool.call',
    payloadVersion: 2,
    attemptId,
    payload: { call_id: callId, tool_name: 'send_payment', arguments: { amount: 120, currency: 'EUR' }, effect: 'external' },
  });
}

/**
 * The receipts of a reconciliation: one, produced by the tool externalCall records
 * (send_payment), settling the given calls (by default externalCall's default call).
 */
export function paymentReceipts(text: string, callIds: string[] = ['pay-1'], producer = 'send_payment') {
  return [{ callIds, producer, receipt: { mediaType: 'text/plain', content: text } }];
}

export interface DecisionHistories {
  /** Each shape's Assignment. */
  ids: Record<
    | 'renewed'
    | 'cancelledWhileRunning'
    | 'cancelledReopenedClaimed'
    | 'uncertainRetried'
    | 'uncertainCompleted'
    | 'cancelledWhileUncertain'
    | 'cancelledUncertainRunning'
    | 'cancelledUncertainReconciledReopened'
    | 'cancelledUncertainEffectedReopened',
    string
  >;
  /** `state/attempt_count` by Assignment id, as the commands leave it. */
  expected: Record<string, string>;
  /** Events of the ASSIGNMENTS projection the shapes wrote (creations included). */
  projectionEvents: number;
}

/**
 * One Assignment per shape: renewed; cancelled while running (SUPERSEDED); cancelled, reopened and
 * claimed again; uncertain by recovery then reconciled RETRY; uncertain by recovery then reconciled
 * COMPLETE; uncertain by recovery then cancelled; cancelled while running with an unanswered
 * external call (UNCERTAIN); the same, reconciled RETRY and reopened; the same, reconciled COMPLETE
 * (EFFECTED: it stays cancelled) and reopened. Waits once for three claims to expire.
 */
export async function writeDecisionHistories(
  t: TestDatabase,
  org: TestOrganization,
  operator: Caller,
  agent: string,
): Promise<DecisionHistories> {
  const system = org.system;
  const created = async (title: string) => (await newAssignment(t, operator, { title })).assignment.id;
  const ids = {
    renewed: await created('renewed'),
    cancelledWhileRunning: await created('cancelled while running'),
    cancelledReopenedClaimed: await created('cancelled, reopened, claimed'),
    uncertainRetried: await created('uncertain, retried'),
    uncertainCompleted: await created('uncertain, completed'),
    cancelledWhileUncertain: await created('uncertain, cancelled'),
    cancelledUncertainRunning: await created('cancelled with an external call'),
    cancelledUncertainReconciledReopened: await created('cancelled uncertain, reconciled, reopened'),
    cancelledUncertainEffectedReopened: await created('cancelled uncertain, effected, reopened'),
  };
  const claimed = async (assignmentId: string, claimExpiresAt?: Date) => {
    const attemptId = randomUUID();
    await claimAssignment(t.db, system, {
      assignmentId,
      agentId: agent,
      configurationVersion: 1,
      attemptId,
      ...(claimExpiresAt ? { claimExpiresAt } : { claimTtlSeconds: 600 }),
    });
    return attemptId;
  };

  // Three claims that expire together, each with an unanswered external call
  const expiry = await soonInDatabaseTime(t, 700);
  const expiring = {
    uncertainRetried: await claimed(ids.uncertainRetried, expiry),
    uncertainCompleted: await claimed(ids.uncertainCompleted, expiry),
    cancelledWhileUncertain: await claimed(ids.cancelledWhileUncertain, expiry),
  };
  for (const attemptId of Object.values(expiring)) await externalCall(t, system, attemptId);

  const renewing = await claimed(ids.renewed);
  await renewClaim(t.db, system, { assignmentId: ids.renewed, attemptId: renewing, claimTtlSeconds: 900 });

  await claimed(ids.cancelledWhileRunning);
  await cancelAssignment(t.db, operator, { assignmentId: ids.cancelledWhileRunning, reason: 'no longer needed' });

  await claimed(ids.cancelledReopenedClaimed);
  await cancelAssignment(t.db, operator, { assignmentId: ids.cancelledReopenedClaimed, reason: 'paused' });
  await reopenAssignment(t.db, operator, { assignmentId: ids.cancelledReopenedClaimed, reason: 'resumed' });
  await claimed(ids.cancelledReopenedClaimed);

  const running = await claimed(ids.cancelledUncertainRunning);
  await externalCall(t, system, running);
  await cancelAssignment(t.db, operator, { assignmentId: ids.cancelledUncertainRunning, reason: 'runaway agent' });

  const reconciledLater = await claimed(ids.cancelledUncertainReconciledReopened);
  await externalCall(t, system, reconciledLater);
  await cancelAssignment(t.db, operator, { assignmentId: ids.cancelledUncertainReconciledReopened, reason: 'runaway agent' });
  await reconcileAttempt(t.db, operator, {
    assignmentId: ids.cancelledUncertainReconciledReopened,
    attemptId: reconciledLater,
    decision: 'RETRY',
    receipts: paymentReceipts('the provider shows no transfer'),
  });
  await reopenAssignment(t.db, operator, { assignmentId: ids.cancelledUncertainReconciledReopened, reason: 'safe to retry' });

  const effected = await claimed(ids.cancelledUncertainEffectedReopened);
  await externalCall(t, system, effected);
  await cancelAssignment(t.db, operator, { assignmentId: ids.cancelledUncertainEffectedReopened, reason: 'runaway agent' });
  await reconcileAttempt(t.db, operator, {
    assignmentId: ids.cancelledUncertainEffectedReopened,
    attemptId: effected,
    decision: 'COMPLETE',
    receipts: paymentReceipts('the provider shows transfer 9120, made after the cancellation'),
    outcomeEntity: { mediaType: 'application/json', content: '{"transfer": 9120}' },
  });
  await reopenAssignment(t.db, operator, { assignmentId: ids.cancelledUncertainEffectedReopened, reason: 'do the rest' });

  await waitUntilDatabaseTime(t, expiry);
  for (const [name, attemptId] of Object.entries(expiring)) {
    await recoverExpiredClaim(t.db, system, { assignmentId: ids[name as keyof typeof expiring], attemptId });
  }
  await reconcileAttempt(t.db, operator, {
    assignmentId: ids.uncertainRetried,
    attemptId: expiring.uncertainRetried,
    decision: 'RETRY',
    receipts: paymentReceipts('the provider shows no transfer'),
    note: 'retry it',
  });
  await reconcileAttempt(t.db, operator, {
    assignmentId: ids.uncertainCompleted,
    attemptId: expiring.uncertainCompleted,
    decision: 'COMPLETE',
    receipts: paymentReceipts('the provider shows transfer 7731'),
    outcomeEntity: { mediaType: 'application/json', content: '{"transfer": 7731}' },
  });
  await cancelAssignment(t.db, operator, { assignmentId: ids.cancelledWhileUncertain, reason: 'the customer withdrew' });

  return {
    ids,
    expected: {
      [ids.renewed]: 'RUNNING/1',
      [ids.cancelledWhileRunning]: 'CANCELLED/1',
      [ids.cancelledReopenedClaimed]: 'RUNNING/2',
      [ids.uncertainRetried]: 'READY/1',
      [ids.uncertainCompleted]: 'COMPLETED/1',
      [ids.cancelledWhileUncertain]: 'CANCELLED/1',
      [ids.cancelledUncertainRunning]: 'CANCELLED/1',
      [ids.cancelledUncertainReconciledReopened]: 'READY/1',
      [ids.cancelledUncertainEffectedReopened]: 'READY/1',
    },
    // created 8; renewed 2; cancelled while running 3; cancelled, reopened, claimed 5; uncertain
    // retried 3; uncertain completed 3; uncertain cancelled 3; cancelled uncertain 3; and reconciled,
    // reopened 5; and effected, reopened 5
    projectionEvents: 9 + 2 + 3 + 5 + 3 + 3 + 3 + 3 + 5 + 5,
  };
}
