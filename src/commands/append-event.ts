import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction, type ResultOf } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type LedgerEvent, toLedgerEvent } from '../db/models.js';
import { GuardedEventKind, UnknownEventKind } from '../errors.js';
import { findEventKind, isGuardedKind, payloadSchema } from '../events/registry.js';
import { newId } from '../ids.js';
import { id, MAX_PAYLOAD_BYTES, parseInput } from '../validation.js';
import { type BatchLimits, DEFAULT_MAX_BATCH, type ItemResult, runBatch } from './batch.js';
import { sendCommand } from './group-commit.js';

export const AppendEventInput = z.object({
  eventId: id.optional(),
  kind: z.string().min(1).max(100),
  payloadVersion: z.number().int().positive(),
  payload: z
    .record(z.string(), z.json())
    .refine(
      (p) => Buffer.byteLength(JSON.stringify(p)) <= MAX_PAYLOAD_BYTES,
      `must be at most ${MAX_PAYLOAD_BYTES} bytes of JSON`,
    ),
  assignmentId: id.optional(),
  attemptId: id.optional(),
});

export interface AppendEventResult {
  replayed: boolean;
  event: LedgerEvent;
}

type AppendEventJson = ResultOf<'append_event'>;

/**
 * One append as workforce.append_event_item takes it, its event id chosen before the first try,
 * after checking the kind and its payload against the kind's schema.
 */
function prepare(input: unknown) {
  const i = parseInput(AppendEventInput, input);
  const kind = findEventKind(i.kind, i.payloadVersion);
  if (isGuardedKind(i.kind)) {
    throw new GuardedEventKind(`${i.kind} events are written only by their guarded commands, never by the generic append`);
  }
  const schema = payloadSchema(i.kind, i.payloadVersion);
  if (!kind || !schema)
    throw new UnknownEventKind(`${i.kind} version ${i.payloadVersion} is not a registered, active event kind`);
  // Checked against the schema, but stored exactly as given: the ledger keeps what the Runner sent.
  parseInput(schema, i.payload);
  return {
    event_id: i.eventId ?? newId(),
    kind: i.kind,
    payload_version: i.payloadVersion,
    payload: i.payload,
    assignment_id: i.assignmentId ?? null,
    attempt_id: i.attemptId ?? null,
  };
}

const toResult = (json: AppendEventJson): AppendEventResult => ({ replayed: json.replayed, event: toLedgerEvent(json.event) });

/**
 * Appends a registered, non-guarded event (llm.*, tool.*, …) after checking its payload against
 * the kind's schema. An event naming an Attempt is accepted only while that Attempt is active.
 */
export async function appendEvent(db: Db, caller: Caller, input: z.input<typeof AppendEventInput>): Promise<AppendEventResult> {
  return toResult(await sendCommand(db, 'append', caller, prepare(input)));
}

/**
 * Appends many events in one transaction, in order, each judged exactly as appendEvent judges it
 * (a refused item writes nothing and does not stop the others); results in input order.
 */
export function appendEvents(
  db: Db,
  caller: Caller,
  inputs: readonly z.input<typeof AppendEventInput>[],
  limits: BatchLimits = { maxBatch: DEFAULT_MAX_BATCH },
): Promise<ItemResult<AppendEventResult>[]> {
  return runBatch(inputs, limits, {
    field: 'events',
    prepare,
    call: (items) =>
      callFunction(db, 'append_events', { organization_id: caller.organizationId, caller_id: caller.actorId, items }),
    toResult,
  });
}
