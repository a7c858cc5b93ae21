import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { id, parseInput } from '../validation.js';
import { type AssignmentCommandResult, toAssignmentResult } from './results.js';

export const RecoverExpiredClaimInput = z.object({ assignmentId: id, attemptId: id, eventId: id.optional() });

/**
 * Records an expired claim's Attempt as ABANDONED and returns the Assignment to READY, attributed
 * to the calling SYSTEM Actor. Re-checks, under the row lock and with database time, that the same
 * Attempt is still active and its claim has expired.
 */
export async function recoverExpiredClaim(
  db: Db,
  caller: Caller,
  input: z.input<typeof RecoverExpiredClaimInput>,
): Promise<AssignmentCommandResult> {
  const i = parseInput(RecoverExpiredClaimInput, input);
  return toAssignmentResult(
    await callFunction(db, 'recover_expired_claim', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      assignment_id: i.assignmentId,
      attempt_id: i.attemptId,
      event_id: i.eventId ?? null,
    }),
  );
}
