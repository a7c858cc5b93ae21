import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { newId } from '../ids.js';
import { entityInput, id, parseInput } from '../validation.js';
import { type BatchLimits, DEFAULT_MAX_BATCH, type ItemResult, runBatch } from './batch.js';
import { sendCommand } from './group-commit.js';
import { type AssignmentCommandResult, toAssignmentResult } from './results.js';

export const CreateAssignmentInput = z
  .object({
    assignmentId: id.optional(),
    eventId: id.optional(),
    title: z.string().trim().min(1).max(500).optional(),
    goalEntityId: id.optional(),
    goal: entityInput.optional(),
  })
  .refine((i) => (i.goalEntityId === undefined) !== (i.goal === undefined), {
    message: 'give exactly one of goalEntityId (an existing entity) or goal (content to store)',
    path: ['goal'],
  });

/** One creation as workforce.create_assignment_item takes it, its ids chosen before the first try. */
function prepare(input: unknown) {
  const i = parseInput(CreateAssignmentInput, input);
  return {
    assignment_id: i.assignmentId ?? newId(),
    event_id: i.eventId ?? null,
    title: i.title ?? null,
    goal_entity_id: i.goalEntityId ?? newId(),
    goal_media_type: i.goal?.mediaType ?? null,
    goal_content: i.goal?.content ?? null,
  };
}

/**
 * Creates a READY Assignment with exactly one goal Entity, existing or stored in the same
 * transaction. A retry with the same assignment id and facts returns the Assignment as it is now.
 */
export async function createAssignment(
  db: Db,
  caller: Caller,
  input: z.input<typeof CreateAssignmentInput>,
): Promise<AssignmentCommandResult> {
  return toAssignmentResult(await sendCommand(db, 'create', caller, prepare(input)));
}

/**
 * Creates many Assignments in one transaction, each judged exactly as createAssignment judges it
 * (a refused item writes nothing and does not stop the others); results in input order.
 */
export function createAssignments(
  db: Db,
  caller: Caller,
  inputs: readonly z.input<typeof CreateAssignmentInput>[],
  limits: BatchLimits = { maxBatch: DEFAULT_MAX_BATCH },
): Promise<ItemResult<AssignmentCommandResult>[]> {
  return runBatch(inputs, limits, {
    field: 'assignments',
    prepare,
    call: (items) =>
      callFunction(db, 'create_assignments', { organization_id: caller.organizationId, caller_id: caller.actorId, items }),
    toResult: toAssignmentResult,
  });
}
