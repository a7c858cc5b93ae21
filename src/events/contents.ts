import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/kysely.js';
import type { LedgerEvent } from '../db/models.js';
import { findEventKind } from './registry.js';

/**
 * Filling stored payloads in (sql/schema/15_contents.sql): an evidence event stored with its large
 * values by reference, and a model request stored as what it adds to an earlier one, are read back
 * exactly as they were appended. A page costs at most two more statements, whatever its size: one
 * for the earlier requests its requests continue (every request of their Attempts before them),
 * one for every content they reference.
 */

interface ContentRef {
  sha256: string;
  size: number;
}

interface StoredMessages {
  count: number;
  digest: string;
  added: Record<string, unknown>[];
  after?: { event_id: string; count: number };
}

/** A request as the fill needs it: its stored messages, or (recorded before issue 30) its messages as sent. */
interface Request {
  payloadVersion: number;
  payload: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRef = (value: unknown): value is ContentRef => isObject(value) && typeof value.sha256 === 'string' && 'size' in value;

/** The one slot of a response, call or result; a request's are its messages' contents. */
const SLOT: Readonly<Record<string, string>> = { 'llm.response': 'content', 'tool.call': 'arguments', 'tool.result': 'result' };

/** The version a stored form stores, or undefined for a payload kept as sent. */
export function storedFormOf(e: Pick<LedgerEvent, 'kind' | 'payloadVersion'>): number | undefined {
  return findEventKind(e.kind, e.payloadVersion)?.storedFormOf;
}

/**
 * What a read shows in place of a content it does not return: `{"$content": {sha256, size, …}}`,
 * with `expired: true` for content that is gone (retention deleted it), `damaged: true` for a row
 * that is no longer JSON, or `head` (its first bytes) for content cut by `maxContentBytes`.
 * Event.storedPayload is the unambiguous form.
 */
export function contentMarker(
  ref: ContentRef,
  extra: { expired: true } | { damaged: true } | { head: string },
): Record<string, unknown> {
  return { $content: { sha256: ref.sha256, size: ref.size, ...extra } };
}

/** The content each filled-in value came from, when it was stored apart: what `cutPayload` cuts. */
const sources = new WeakMap<object, ContentRef>();
/** The size a filled-in payload will have as JSON, worked out from its contents' sizes (never serialized to know). */
const filledBytes = new WeakMap<object, number>();

/**
 * About the bytes of a payload as JSON: a filled-in one's from its contents' sizes (a continued
 * conversation can be far larger than anything stored), any other's by serializing it.
 */
export function payloadBytes(e: LedgerEvent): number {
  return filledBytes.get(e.payload) ?? JSON.stringify(e.payload).length;
}

function refsOf(kind: string, payload: Record<string, unknown>): ContentRef[] {
  if (kind === 'llm.request') {
    const messages = payload.messages as StoredMessages;
    return messages.added.flatMap((m) => (isRef(m.content) ? [m.content] : []));
  }
  const slot = payload[SLOT[kind] ?? ''];
  return isRef(slot) ? [slot] : [];
}

/**
 * The given events with their payloads as appended: stored forms filled in from the contents and
 * the earlier requests they continue, other events as they are. Runs inside the caller's read
 * session (`q`), so it sees the same snapshot.
 */
export async function fillPayloads(q: Db, organizationId: string, events: LedgerEvent[]): Promise<LedgerEvent[]> {
  const stored = events.filter((e) => storedFormOf(e) !== undefined);
  if (stored.length === 0) return events;
  const requests = new Map<string, Request>();
  for (const e of events) if (e.kind === 'llm.request') requests.set(e.id, e);
  const continued = (r: Request) => (r.payloadVersion === 2 ? (r.payload.messages as StoredMessages).after?.event_id : undefined);
  const missing = [...new Set(stored.flatMap((e) => (e.kind === 'llm.request' ? (continued(e) ?? []) : [])))].filter(
    (id) => !requests.has(id),
  );
  if (missing.length > 0) {
    // What they continue is an earlier request of the same Attempt: every request of those Attempts
    // before the last of these, in one statement (no recursive walk, which Citus cannot plan).
    const attempts = [...new Set(stored.flatMap((e) => (e.kind === 'llm.request' && e.attemptId ? [e.attemptId] : [])))];
    const before = Math.max(...stored.map((e) => e.seq));
    const rows = await q
      .selectFrom('events')
      .select(['event_id', 'payload_version', 'payload'])
      .where('organization_id', '=', organizationId)
      .where('attempt_id', 'in', attempts)
      .where('kind', '=', 'llm.request')
      .where('org_seq', '<', before)
      .execute();
    for (const row of rows) {
      if (!requests.has(row.event_id))
        requests.set(row.event_id, { payloadVersion: row.payload_version, payload: row.payload as Record<string, unknown> });
    }
  }
  const refs = new Set<string>();
  for (const e of stored) for (const ref of refsOf(e.kind, e.payload)) refs.add(ref.sha256);
  for (const r of requests.values())
    if (r.payloadVersion === 2) for (const ref of refsOf('llm.request', r.payload)) refs.add(ref.sha256);
  const contents = new Map<string, unknown>();
  const damaged = new Set<string>();
  if (refs.size > 0) {
    const { rows } = await sql<{ sha256: string; content: Buffer }>`
      select encode(sha256, 'hex') as sha256, content from workforce.contents
       where organization_id = ${organizationId} and sha256 in (select decode(h, 'hex') from unnest(${[...refs]}::text[]) h)`.execute(
      q,
    );
    for (const row of rows) {
      // A content row altered so that it is no longer JSON reads as damaged (verify-ledger names it).
      try {
        contents.set(row.sha256, JSON.parse(row.content.toString('utf8')));
      } catch {
        damaged.add(row.sha256);
      }
    }
  }
  const unslot = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    if ('inline' in value) return value.inline;
    if (isRef(value)) {
      if (contents.has(value.sha256)) return contents.get(value.sha256);
      return contentMarker(value, damaged.has(value.sha256) ? { damaged: true } : { expired: true });
    }
    return value;
  };
  const fromRef = <T extends object>(filled: T, slot: unknown): T => {
    if (isRef(slot)) sources.set(filled, slot);
    return filled;
  };
  const full = new Map<string, unknown[]>();
  const bytesOf = new Map<string, number>();
  const messageBytes = (stored: Record<string, unknown>) =>
    isRef(stored.content) ? stored.content.size + JSON.stringify(stored).length : JSON.stringify(stored).length;
  // A request's whole conversation: the one it continues (its first `count` messages), then its own.
  const messagesOf = (id: string, trail: ReadonlySet<string> = new Set()): unknown[] => {
    const known = full.get(id);
    if (known) return known;
    const r = requests.get(id);
    if (!r || trail.has(id)) return [];
    if (r.payloadVersion !== 2) {
      bytesOf.set(id, JSON.stringify(r.payload.messages ?? []).length);
      return (r.payload.messages as unknown[]) ?? [];
    }
    const m = r.payload.messages as StoredMessages;
    const before = m.after ? messagesOf(m.after.event_id, new Set([...trail, id])).slice(0, m.after.count) : [];
    // Its size: what it continues (all of it: a prefix is its whole conversation) and what it adds
    bytesOf.set(id, (m.after ? (bytesOf.get(m.after.event_id) ?? 0) : 0) + m.added.reduce((n, x) => n + messageBytes(x), 0));
    const whole = [
      ...before,
      ...m.added.map((message) => fromRef({ ...message, content: unslot(message.content) }, message.content)),
    ];
    full.set(id, whole);
    return whole;
  };
  return events.map((e) => {
    const version = storedFormOf(e);
    if (version === undefined) return e;
    const key = e.kind === 'llm.request' ? 'messages' : SLOT[e.kind]!;
    // Replaced in place, so the keys keep the order jsonb gave them.
    const payload = { ...e.payload, [key]: e.kind === 'llm.request' ? messagesOf(e.id) : unslot(e.payload[key]) };
    const slot = e.payload[key];
    filledBytes.set(
      payload,
      JSON.stringify(e.payload).length + (e.kind === 'llm.request' ? (bytesOf.get(e.id) ?? 0) : isRef(slot) ? slot.size : 0),
    );
    return { ...e, payloadVersion: version, payload: e.kind === 'llm.request' ? payload : fromRef(payload, slot) };
  });
}

/** The first `max` bytes of a value's text (a string's own, any other value's JSON), cut on a character boundary. */
function head(value: unknown, max: number): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= max) return text;
  let end = max;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/**
 * The content a value of a slot is, when it would be stored apart: its source (a filled-in read),
 * else, for a string, its own digest and size (a string's JSON text is what jsonb writes for it:
 * the payload a mutation answers with, an event recorded before issue 30).
 */
function contentOf(value: unknown, source: ContentRef | undefined): ContentRef | undefined {
  if (source) return source;
  if (typeof value !== 'string') return undefined;
  const text = JSON.stringify(value);
  const size = Buffer.byteLength(text);
  return size >= 256 ? { sha256: createHash('sha256').update(text).digest('hex'), size } : undefined;
}

/**
 * A filled-in payload with each content (of 256 bytes or more) longer than `max` bytes replaced by
 * its marker (digest, size, first bytes), so a long Attempt can be listed without shipping every
 * byte. Smaller values, and objects or arrays never stored apart, come whole.
 */
export function cutPayload(e: LedgerEvent, max: number): Record<string, unknown> {
  const cut = (value: unknown, source: ContentRef | undefined) => {
    if (isObject(value) && '$content' in value) return value;
    const ref = contentOf(value, source);
    return ref && ref.size > max ? contentMarker(ref, { head: head(value, max) }) : value;
  };
  if (e.kind === 'llm.request' && Array.isArray(e.payload.messages)) {
    const messages = e.payload.messages.map((m: unknown) =>
      isObject(m) && 'content' in m ? { ...m, content: cut(m.content, sources.get(m)) } : m,
    );
    return { ...e.payload, messages };
  }
  const key = SLOT[e.kind];
  if (!key || !(key in e.payload)) return e.payload;
  // Only a stored form's slot is a reference; a payload kept as sent holds what the Runner sent.
  const stored = e.storedPayloadVersion !== e.payloadVersion ? e.storedPayload[key] : undefined;
  return { ...e.payload, [key]: cut(e.payload[key], sources.get(e.payload) ?? (isRef(stored) ? stored : undefined)) };
}
