import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import { toActor, toLedgerEvent, type Actor, type LedgerEvent, type RowOf } from '../db/models.js';
import type * as S from '../db/schema.js';
import { id, parseInput } from '../validation.js';
import { newId } from '../ids.js';
import type { Caller } from '../caller.js';

export const RegisterActorInput = z.object({
  actorId: id.optional(),
  kind: z.enum(['HUMAN', 'AI_AGENT', 'SYSTEM']),
  displayName: z.string().trim().min(1).max(200),
  eventId: id.optional(),
});

export interface ActorResultJson {
  replayed: boolean;
  actor: RowOf<S.Actors>;
  event: RowOf<S.Events> | null;
}

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

export async function registerActor(db: Db, caller: Caller, input: z.input<typeof RegisterActorInput>): Promise<ActorCommandResult> {
  const i = parseInput(RegisterActorInput, input);
  return toActorResult(await callCommand<ActorResultJson>(db, sql`
    select workforce.register_actor(${caller.organizationId}, ${caller.actorId}, ${i.actorId ?? newId()}, ${i.kind},
                                    ${i.displayName}, ${i.eventId ?? null}) as result`, caller.organizationId));
}
