import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import { toLedgerEvent, type LedgerEvent, type RowOf } from '../db/models.js';
import type * as S from '../db/schema.js';
import { GuardedEventKind, UnknownEventKind } from '../errors.js';
import { findEventKind, isGuardedKind, payloadSchema } from '../events/registry.js';
import { id, jsonParam, MAX_PAYLOAD_BYTES, newId, parseInput, type Caller } from './shared.js';

export const AppendEventInput = z.object({
  eventId: id.optional(),
  kind: z.string().min(1).max(100),
  payloadVersion: z.number().int().positive(),
  payload: z.record(z.string(), z.json()).refine((p) => Buffer.byteLength(JSON.stringify(p)) <= MAX_PAYLOAD_BYTES,
    `must be at most ${MAX_PAYLOAD_BYTES} bytes of JSON`),
  assignmentId: id.optional(),
  attemptId: id.optional(),
});

export interface AppendEventResult {
  replayed: boolean;
  event: LedgerEvent;
}

/**
 * Appends a registered, non-guarded event (llm.*, tool.*, …) after checking its payload against
 * the kind's schema. An event naming an Attempt is accepted only while that Attempt is active.
 */
export async function appendEvent(db: Db, caller: Caller, input: z.input<typeof AppendEventInput>): Promise<AppendEventResult> {
  const i = parseInput(AppendEventInput, input);
  const kind = findEventKind(i.kind, i.payloadVersion);
  if (isGuardedKind(i.kind)) {
    throw new GuardedEventKind(`${i.kind} events are written only by their guarded commands, never by the generic append`);
  }
  const schema = payloadSchema(i.kind, i.payloadVersion);
  if (!kind || !schema) throw new UnknownEventKind(`${i.kind} version ${i.payloadVersion} is not a registered, active event kind`);
  // Checked against the schema, but stored exactly as given: the ledger keeps what the Runner sent.
  parseInput(schema, i.payload);
  const payload = i.payload;
  const json = await callCommand<{ replayed: boolean; event: RowOf<S.Events> }>(db, sql`
    select workforce.append_event(${caller.organizationId}, ${caller.actorId}, ${i.eventId ?? newId()}, ${i.kind},
      ${i.payloadVersion}, ${jsonParam(payload)}::jsonb, ${i.assignmentId ?? null}, ${i.attemptId ?? null}) as result`, caller.organizationId);
  return { replayed: json.replayed, event: toLedgerEvent(json.event) };
}
