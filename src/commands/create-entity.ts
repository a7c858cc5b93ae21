import type { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type Entity, toEntity } from '../db/models.js';
import { newId } from '../ids.js';
import { entityInput, id, parseInput } from '../validation.js';

export const CreateEntityInput = entityInput.extend({
  entityId: id.optional(),
  /** The Attempt generating it (an outcome, say): accepted only while that Attempt is active. */
  attemptId: id.optional(),
});

export interface CreateEntityResult {
  replayed: boolean;
  entity: Entity;
}

export async function createEntity(
  db: Db,
  caller: Caller,
  input: z.input<typeof CreateEntityInput>,
): Promise<CreateEntityResult> {
  const i = parseInput(CreateEntityInput, input);
  const json = await callFunction(db, 'create_entity', {
    organization_id: caller.organizationId,
    caller_id: caller.actorId,
    entity_id: i.entityId ?? newId(),
    media_type: i.mediaType,
    content: i.content,
    attempt_id: i.attemptId ?? null,
  });
  return { replayed: json.replayed, entity: toEntity(json.entity) };
}
