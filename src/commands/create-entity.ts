import type { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction, type ResultOf } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type Entity, toEntity } from '../db/models.js';
import { newId } from '../ids.js';
import { entityInput, id, parseInput } from '../validation.js';
import { type BatchLimits, DEFAULT_MAX_BATCH, type ItemResult, runBatch } from './batch.js';
import { sendCommand } from './group-commit.js';

export const CreateEntityInput = entityInput.extend({
  entityId: id.optional(),
  /** The Attempt generating it (an outcome, say): accepted only while that Attempt is active. */
  attemptId: id.optional(),
});

export interface CreateEntityResult {
  replayed: boolean;
  entity: Entity;
}

/** One entity as workforce.create_entity_item takes it, its id chosen before the first try. */
function prepare(input: unknown) {
  const i = parseInput(CreateEntityInput, input);
  return { entity_id: i.entityId ?? newId(), media_type: i.mediaType, content: i.content, attempt_id: i.attemptId ?? null };
}

const toResult = (json: ResultOf<'create_entity'>): CreateEntityResult => ({
  replayed: json.replayed,
  entity: toEntity(json.entity),
});

export async function createEntity(
  db: Db,
  caller: Caller,
  input: z.input<typeof CreateEntityInput>,
): Promise<CreateEntityResult> {
  return toResult(await sendCommand(db, 'entity', caller, prepare(input)));
}

/**
 * Stores many entities in one transaction, in order, each judged exactly as createEntity judges it
 * (a refused item writes nothing and does not stop the others); results in input order.
 */
export function createEntities(
  db: Db,
  caller: Caller,
  inputs: readonly z.input<typeof CreateEntityInput>[],
  limits: BatchLimits = { maxBatch: DEFAULT_MAX_BATCH },
): Promise<ItemResult<CreateEntityResult>[]> {
  return runBatch(inputs, limits, {
    field: 'entities',
    prepare,
    call: (items) =>
      callFunction(db, 'create_entities', { organization_id: caller.organizationId, caller_id: caller.actorId, items }),
    toResult,
  });
}
