import { sql } from 'kysely';
import type { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import { toEntity, type Entity, type RowOf } from '../db/models.js';
import type * as S from '../db/schema.js';
import { entityInput, id, parseInput } from '../validation.js';
import { newId } from '../ids.js';
import type { Caller } from '../caller.js';

export const CreateEntityInput = entityInput.extend({
  entityId: id.optional(),
  /** The Attempt generating it (an outcome, say): accepted only while that Attempt is active. */
  attemptId: id.optional(),
});

export interface CreateEntityResult {
  replayed: boolean;
  entity: Entity;
}

export async function createEntity(db: Db, caller: Caller, input: z.input<typeof CreateEntityInput>): Promise<CreateEntityResult> {
  const i = parseInput(CreateEntityInput, input);
  const json = await callCommand<{ replayed: boolean; entity: RowOf<S.Entities> }>(db, sql`
    select workforce.create_entity(${caller.organizationId}, ${caller.actorId}, ${i.entityId ?? newId()}, ${i.mediaType},
                                   ${i.content}, ${i.attemptId ?? null}) as result`, caller.organizationId);
  return { replayed: json.replayed, entity: toEntity(json.entity) };
}
