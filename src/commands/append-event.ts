import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction, type ResultOf } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type LedgerEvent, toLedgerEvent } from '../db/models.js';
import { readEventsBySeq } from '../db/reads.js';
import { DomainError, GuardedEventKind, UnknownEventKind } from '../errors.js';
import { storedFormOf } from '../events/contents.js';
import { findEventKind, isGuardedKind, payloadSchema } from '../events/registry.js';
import { newId } from '../ids.js';
import { id, MAX_PAYLOAD_BYTES, parseInput } from '../validation.js';
import { type BatchLimits, DEFAULT_MAX_BATCH, type ItemResult, runBatch } from './batch.js';
import { sendCommand } from './group-commit.js';

export const AppendEventInput = z
  .object({
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
    /**
     * An llm.request may send only what it adds to an earlier request of its Attempt: that request's
     * call id here, and the new messages as `messages`. Reads show the whole conversation.
     */
    continuesCallId: z.string().min(1).max(200).optional(),
  })
  .refine((i) => i.continuesCallId === undefined || i.kind === 'llm.request', {
    message: 'only an llm.request continues an earlier call',
    path: ['continuesCallId'],
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
  // A stored form is the server's to write (sql/schema/15_contents.sql), never a Runner's.
  if (!kind || !schema || kind.storedFormOf !== undefined)
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
    continues_call_id: i.continuesCallId ?? null,
  };
}

/**
 * The event as appended: the function answers the payload as sent beside the stored event, except
 * for a continuation (its earlier messages are read with it, by `withPayloads`).
 */
function toResult(json: AppendEventJson): AppendEventResult {
  const event = toLedgerEvent(json.event);
  const sent = storedFormOf(event);
  if (json.payload === undefined || sent === undefined) return { replayed: json.replayed, event };
  return { replayed: json.replayed, event: { ...event, payloadVersion: sent, payload: json.payload as Record<string, unknown> } };
}

/**
 * Continuations' events, their payloads still in their stored form, with the version they were sent
 * as: the GraphQL answer reads each whole only if its payload is asked for (Event.payload, through
 * readEventsBySeq), after the command committed, where a failure says so (ANSWER_INCOMPLETE).
 */
export const unfilledContinuations = new WeakSet<LedgerEvent>();

/**
 * Continuations' events read back whole: one read for all of them, none when there are none. With
 * `fill: false`, marked for reading later instead (unfilledContinuations).
 */
async function withPayloads<T extends AppendEventResult | DomainError>(
  db: Db,
  caller: Caller,
  results: T[],
  fill: boolean,
): Promise<T[]> {
  const unfilled = (r: T): r is T & AppendEventResult =>
    !(r instanceof DomainError) && storedFormOf(r.event) !== undefined && r.event.payloadVersion === r.event.storedPayloadVersion;
  const seqs = results.filter(unfilled).map((r) => r.event.seq);
  if (seqs.length === 0) return results;
  if (!fill) {
    return results.map((r) => {
      if (!unfilled(r)) return r;
      const event = { ...r.event, payloadVersion: storedFormOf(r.event)! };
      unfilledContinuations.add(event);
      return { ...r, event };
    });
  }
  const read = new Map((await readEventsBySeq(db, caller.organizationId, seqs)).map((e) => [e.seq, e]));
  return results.map((r) => (unfilled(r) ? { ...r, event: read.get(r.event.seq) ?? r.event } : r));
}

/** `fill: false`: a continuation's payload is not read back whole here (unfilledContinuations). */
export interface AppendOptions {
  fill?: boolean;
}

/**
 * Appends a registered, non-guarded event (llm.*, tool.*, …) after checking its payload against
 * the kind's schema. An event naming an Attempt is accepted only while that Attempt is active.
 */
export async function appendEvent(
  db: Db,
  caller: Caller,
  input: z.input<typeof AppendEventInput>,
  options: AppendOptions = {},
): Promise<AppendEventResult> {
  const appended = toResult(await sendCommand(db, 'append', caller, prepare(input)));
  const [result] = await withPayloads(db, caller, [appended], options.fill ?? true);
  return result!;
}

/**
 * Appends many events in one transaction, in order, each judged exactly as appendEvent judges it
 * (a refused item writes nothing and does not stop the others); results in input order.
 */
export async function appendEvents(
  db: Db,
  caller: Caller,
  inputs: readonly z.input<typeof AppendEventInput>[],
  limits: BatchLimits = { maxBatch: DEFAULT_MAX_BATCH },
  options: AppendOptions = {},
): Promise<ItemResult<AppendEventResult>[]> {
  const results = await runBatch(inputs, limits, {
    field: 'events',
    prepare,
    call: (items) =>
      callFunction(db, 'append_events', { organization_id: caller.organizationId, caller_id: caller.actorId, items }),
    toResult,
  });
  return withPayloads(db, caller, results, options.fill ?? true);
}
