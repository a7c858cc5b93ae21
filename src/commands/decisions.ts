import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { newId } from '../ids.js';
import { entityInput, id, parseInput } from '../validation.js';
import { type ClaimLimits, DEFAULT_CLAIM_LIMITS } from './claim-assignment.js';
import { type AssignmentCommandResult, toAssignmentResult } from './results.js';

// The decisions about an Assignment that supersede execution (renew, cancel, reopen, reconcile).
// Each event id is chosen before the first try, so a retry of a call that committed is an exact
// retry and answers `replayed` whatever the caller sent.

const reason = z.string().trim().min(1, 'give a reason').max(2000);

export const RenewClaimInput = z
  .object({
    assignmentId: id,
    attemptId: id,
    claimExpiresAt: z.coerce.date().optional(),
    claimTtlSeconds: z.number().int().positive().optional(),
    eventId: id.optional(),
  })
  .refine((i) => i.claimExpiresAt === undefined || i.claimTtlSeconds === undefined, {
    message: 'give claimExpiresAt or claimTtlSeconds, not both',
    path: ['claimTtlSeconds'],
  });

/**
 * Moves the active claim's expiry (database time, never past the configured maximum from now),
 * before it expires: afterwards the claim is the System's to recover (ClaimExpired).
 */
export async function renewClaim(
  db: Db,
  caller: Caller,
  input: z.input<typeof RenewClaimInput>,
  limits: ClaimLimits = DEFAULT_CLAIM_LIMITS,
): Promise<AssignmentCommandResult> {
  const i = parseInput(RenewClaimInput, input);
  return toAssignmentResult(
    await callFunction(db, 'renew_claim', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      assignment_id: i.assignmentId,
      attempt_id: i.attemptId,
      claim_expires_at: i.claimExpiresAt ?? null,
      claim_ttl_seconds: i.claimExpiresAt ? null : (i.claimTtlSeconds ?? limits.defaultClaimSeconds),
      max_claim_seconds: limits.maxClaimSeconds,
      event_id: i.eventId ?? newId(),
    }),
  );
}

export const CancelAssignmentInput = z.object({ assignmentId: id, reason, eventId: id.optional() });

/**
 * Cancels a READY, RUNNING or UNCERTAIN Assignment. Its active Attempt ends in the same transaction:
 * SUPERSEDED, or UNCERTAIN when a tool call's effect is unsettled (workforce.unsettled_calls).
 */
export async function cancelAssignment(
  db: Db,
  caller: Caller,
  input: z.input<typeof CancelAssignmentInput>,
): Promise<AssignmentCommandResult> {
  const i = parseInput(CancelAssignmentInput, input);
  return toAssignmentResult(
    await callFunction(db, 'cancel_assignment', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      assignment_id: i.assignmentId,
      reason: i.reason,
      event_id: i.eventId ?? newId(),
    }),
  );
}

export const ReopenAssignmentInput = CancelAssignmentInput;

/** Makes a CANCELLED Assignment READY again (refused while one of its Attempts awaits reconciliation). */
export async function reopenAssignment(
  db: Db,
  caller: Caller,
  input: z.input<typeof ReopenAssignmentInput>,
): Promise<AssignmentCommandResult> {
  const i = parseInput(ReopenAssignmentInput, input);
  return toAssignmentResult(
    await callFunction(db, 'reopen_assignment', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      assignment_id: i.assignmentId,
      reason: i.reason,
      event_id: i.eventId ?? newId(),
    }),
  );
}

/** One verified receipt: the unsettled calls it settles, the tool that produced it, and its content or Entity. */
export const ReceiptInput = z
  .object({
    // As long as a tool.call may make them (the request's size bounds them): an Attempt must never
    // be left with calls no reconciliation can name.
    callIds: z.array(z.string().min(1).max(200)).min(1),
    producer: z.string().min(1),
    receipt: entityInput.optional(),
    receiptEntityId: id.optional(),
  })
  .superRefine((r, ctx) => {
    if ((r.receipt === undefined) === (r.receiptEntityId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['receipt'], message: 'give exactly one of receipt or receiptEntityId' });
    }
  });

export const ReconcileAttemptInput = z
  .object({
    assignmentId: id,
    attemptId: id,
    decision: z.enum(['RETRY', 'COMPLETE']),
    receipts: z
      .array(ReceiptInput)
      .min(1, 'nothing resolves an uncertain attempt without a receipt: send one per producing tool'),
    outcomeEntity: entityInput.optional(),
    note: z.string().max(2000).optional(),
    eventId: id.optional(),
  })
  .superRefine((i, ctx) => {
    if (i.decision === 'COMPLETE' && i.outcomeEntity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['outcomeEntity'], message: 'COMPLETE stores its outcome: give outcomeEntity' });
    }
    if (i.decision === 'RETRY' && i.outcomeEntity !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['outcomeEntity'], message: 'a RETRY has no outcome entity' });
    }
  });

/**
 * Resolves an UNCERTAIN Attempt against verified receipts (workforce.reconcile_attempt verifies
 * them). RETRY: the Attempt is ABANDONED and the Assignment READY (or still CANCELLED). COMPLETE:
 * the Attempt and the Assignment are COMPLETED with the outcome Entity, stored as generated by
 * that Attempt and created by the caller; on a CANCELLED Assignment the Attempt is EFFECTED, the
 * content its evidence, and the cancellation stays.
 */
export async function reconcileAttempt(
  db: Db,
  caller: Caller,
  input: z.input<typeof ReconcileAttemptInput>,
): Promise<AssignmentCommandResult> {
  const i = parseInput(ReconcileAttemptInput, input);
  return toAssignmentResult(
    await callFunction(db, 'reconcile_attempt', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      assignment_id: i.assignmentId,
      attempt_id: i.attemptId,
      decision: i.decision,
      // Inline receipts' Entity ids are chosen here, before the first try (a retry is recognised by content).
      receipts: i.receipts.map((r) => ({
        call_ids: r.callIds,
        producer: r.producer,
        entity_id: r.receiptEntityId ?? newId(),
        media_type: r.receipt?.mediaType ?? null,
        content: r.receipt?.content ?? null,
      })),
      outcome_entity_id: i.outcomeEntity ? newId() : null,
      outcome_media_type: i.outcomeEntity?.mediaType ?? null,
      outcome_content: i.outcomeEntity?.content ?? null,
      note: i.note ?? null,
      // An exact retry is recognised by the Attempt and the facts (its one reconciliation), as endAttempt's is.
      event_id: i.eventId ?? null,
    }),
  );
}
