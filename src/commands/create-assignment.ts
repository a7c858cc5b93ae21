import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import {
  entityInput, id, newId, parseInput, toAssignmentResult, type AssignmentCommandResult, type AssignmentResultJson, type Caller,
} from './shared.js';

export const CreateAssignmentInput = z.object({
  assignmentId: id.optional(),
  eventId: id.optional(),
  title: z.string().trim().min(1).max(500).optional(),
  goalEntityId: id.optional(),
  goal: entityInput.optional(),
}).refine((i) => (i.goalEntityId === undefined) !== (i.goal === undefined), {
  message: 'give exactly one of goalEntityId (an existing entity) or goal (content to store)',
  path: ['goal'],
});

/**
 * Creates a READY Assignment with exactly one goal Entity, existing or stored in the same
 * transaction. A retry with the same assignment id and facts returns the Assignment as it is now.
 */
export async function createAssignment(
  db: Db, caller: Caller, input: z.input<typeof CreateAssignmentInput>,
): Promise<AssignmentCommandResult> {
  const i = parseInput(CreateAssignmentInput, input);
  return toAssignmentResult(await callCommand<AssignmentResultJson>(db, sql`
    select workforce.create_assignment(${caller.organizationId}, ${caller.actorId}, ${i.assignmentId ?? newId()},
      ${i.eventId ?? null}, ${i.title ?? null}, ${i.goalEntityId ?? newId()}, ${i.goal?.mediaType ?? null},
      ${i.goal?.content ?? null}) as result`, caller.organizationId));
}
