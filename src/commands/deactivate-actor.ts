import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { id, parseInput } from '../validation.js';
import { type ActorCommandResult, toActorResult } from './register-actor.js';

export const DeactivateActorInput = z.object({ actorId: id, eventId: id.optional() });

/** Deactivating an already deactivated Actor is a no-op that reports `replayed`. */
export async function deactivateActor(
  db: Db,
  caller: Caller,
  input: z.input<typeof DeactivateActorInput>,
): Promise<ActorCommandResult> {
  const i = parseInput(DeactivateActorInput, input);
  return toActorResult(
    await callFunction(db, 'deactivate_actor', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      actor_id: i.actorId,
      event_id: i.eventId ?? null,
    }),
  );
}
