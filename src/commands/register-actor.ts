import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction, type ResultOf } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type Actor, type LedgerEvent, toActor, toLedgerEvent } from '../db/models.js';
import { newId } from '../ids.js';
import { id, parseInput } from '../validation.js';

export const RegisterActorInput = z.object({
  actorId: id.optional(),
  kind: z.enum(['HUMAN', 'AI_AGENT', 'SYSTEM']),
  displayName: z.string().trim().min(1).max(200),
  eventId: id.optional(),
});

export type ActorResultJson = ResultOf<'register_actor'>;

export interface ActorCommandResult {
  replayed: boolean;
  actor: Actor;
  /** The event written, or on a retry the original one when its id was given. */
  event: LedgerEvent | null;
}

export const toActorResult = (json: ActorResultJson): ActorCommandResult => ({
  replayed: json.replayed,
  actor: toActor(json.actor),
  event: json.event ? toLedgerEvent(json.event) : null,
});

export async function registerActor(
  db: Db,
  caller: Caller,
  input: z.input<typeof RegisterActorInput>,
): Promise<ActorCommandResult> {
  const i = parseInput(RegisterActorInput, input);
  return toActorResult(
    await callFunction(db, 'register_actor', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      actor_id: i.actorId ?? newId(),
      kind: i.kind,
      display_name: i.displayName,
      event_id: i.eventId ?? null,
    }),
  );
}
