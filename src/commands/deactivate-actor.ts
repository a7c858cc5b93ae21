import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import { toActorResult, type ActorCommandResult, type ActorResultJson } from './register-actor.js';
import { id, parseInput } from '../validation.js';
import type { Caller } from '../caller.js';

export const DeactivateActorInput = z.object({ actorId: id, eventId: id.optional() });

/** Deactivating an already deactivated Actor is a no-op that reports `replayed`. */
export async function deactivateActor(db: Db, caller: Caller, input: z.input<typeof DeactivateActorInput>): Promise<ActorCommandResult> {
  const i = parseInput(DeactivateActorInput, input);
  return toActorResult(await callCommand<ActorResultJson>(db, sql`
    select workforce.deactivate_actor(${caller.organizationId}, ${caller.actorId}, ${i.actorId}, ${i.eventId ?? null}) as result`, caller.organizationId));
}
