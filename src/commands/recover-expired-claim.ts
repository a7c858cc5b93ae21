import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import { id, parseInput } from '../validation.js';
import { toAssignmentResult, type AssignmentCommandResult, type AssignmentResultJson } from './results.js';
import type { Caller } from '../caller.js';

export const RecoverExpiredClaimInput = z.object({ assignmentId: id, attemptId: id, eventId: id.optional() });

/**
 * Records an expired claim's Attempt as ABANDONED and returns the Assignment to READY, attributed
 * to the calling SYSTEM Actor. Re-checks, under the row lock and with database time, that the same
 * Attempt is still active and its claim has expired.
 */
export async function recoverExpiredClaim(
  db: Db, caller: Caller, input: z.input<typeof RecoverExpiredClaimInput>,
): Promise<AssignmentCommandResult> {
  const i = parseInput(RecoverExpiredClaimInput, input);
  return toAssignmentResult(await callCommand<AssignmentResultJson>(db, sql`
    select workforce.recover_expired_claim(${caller.organizationId}, ${caller.actorId}, ${i.assignmentId}, ${i.attemptId},
      ${i.eventId ?? null}) as result`, caller.organizationId));
}
