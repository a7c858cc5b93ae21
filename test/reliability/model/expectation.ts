import { isDeepStrictEqual } from 'node:util';
import type { Observation, Window } from './ops.js';
import { isStale, type Model, type Projection } from './state.js';

// What the model allows a command to answer, and the judge of an observed answer against it.

/** What the model allows a command to answer. Time can leave two answers open. */
export type Expectation =
  | { error: string; check?: (e: any) => string | null }
  | { replay: (value: any) => string | null }
  | { write: Written[]; check: (value: any) => string | null; apply: (value: any, seq: number) => void }
  | { either: Expectation[] };

/** An event the command must have written, as the ledger holds it (kind, attribution, references, payload facts). */
export interface Written {
  kind: string;
  actorId: string;
  recordedBy: string;
  assignmentId: string | null;
  attemptId: string | null;
  payload?: Record<string, unknown>;
  /** When given: the org_seq of the event it follows (follows_event_id), null for none. */
  followsSeq?: number | null;
}

/** The ledger rows the batch wrote, by org_seq. */
export type Ledger = ReadonlyMap<number, Written & { payload: Record<string, unknown>; followsSeq: number | null }>;

export const refuse = (error: string, check?: (e: any) => string | null): Expectation => ({ error, check });
export const same = (what: string, actual: unknown, expected: unknown) =>
  actual === expected ? null : `${what} is ${String(actual)}, the model says ${String(expected)}`;

export function stale(m: Model, ...projections: Projection[]): Expectation | null {
  for (const p of projections) if (isStale(m, p)) return refuse(p === 'ASSIGNMENTS' ? 'AssignmentStateStale' : 'ActorStateStale');
  return null;
}

export function activeCaller(m: Model, actorId: string): Expectation | null {
  const actor = m.actors.get(actorId);
  if (!actor) return refuse('ActorNotFound');
  return actor.active ? null : refuse('ActorNotActive');
}

export const reused = (m: Model, eventId: string | undefined): Expectation | null =>
  eventId !== undefined && m.events.has(eventId) ? refuse('IdentityConflict') : null;

export const remember = (m: Model, eventId: string | undefined | null, kind: string, seq: number) => {
  if (eventId) m.events.set(eventId, { kind, seq });
};

/**
 * Database time decides expiry; each transaction reads its own now(), somewhere in the window.
 * An instant inside the window (±1 ms for the microseconds JavaScript drops) may fall either way.
 */
export function passed(at: number, exact: boolean, w: Window): boolean | 'either' {
  if (at + (exact ? 0 : 1) <= w.from) return true;
  if (at > w.to) return false;
  return 'either';
}

/** How the ledger row at `seq` differs from the event the model expects there; null when it does not. */
function writtenDifference(ledger: Ledger, seq: number, expected: Written): string | null {
  const row = ledger.get(seq);
  if (!row) return `event #${seq} is not in the ledger`;
  for (const key of ['kind', 'actorId', 'recordedBy', 'assignmentId', 'attemptId'] as const) {
    if (row[key] !== expected[key]) return `event #${seq} (${row.kind}) has ${key} ${row[key]}, the model says ${expected[key]}`;
  }
  if (expected.followsSeq !== undefined && row.followsSeq !== expected.followsSeq)
    return `event #${seq} (${row.kind}) follows event #${row.followsSeq}, the model says #${expected.followsSeq}`;
  for (const [key, value] of Object.entries(expected.payload ?? {})) {
    if (!isDeepStrictEqual(row.payload[key], value)) {
      return `event #${seq} (${row.kind}) has payload.${key} ${JSON.stringify(row.payload[key])}, the model says ${JSON.stringify(value)}`;
    }
  }
  return null;
}

export function judge(m: Model, e: Expectation, o: Observation, ledger: Ledger): string | null {
  if ('either' in e) {
    const problems = e.either.map((alternative) => judge(m, alternative, o, ledger));
    return problems.includes(null) ? null : problems.join(' / ');
  }
  if ('error' in e) {
    if (o.ok) return `answered ${o.replayed ? 'a replay' : 'success'}, the model expects ${e.error}`;
    return o.error.name === e.error
      ? (e.check?.(o.error) ?? null)
      : `answered ${o.error.name} (${o.error.message}), the model expects ${e.error}`;
  }
  if (!o.ok) return `answered ${o.error.name} (${o.error.message}), the model expects ${'replay' in e ? 'a replay' : 'success'}`;
  if ('replay' in e)
    return o.replayed || o.seq === null ? e.replay(o.value) : `wrote event #${o.seq}, the model expects a replay`;
  if (o.replayed) return 'answered replayed, the model expects a new write';
  const problem =
    same('the org_seq it wrote', o.seq, m.seq + e.write.length) ??
    e.check(o.value) ??
    e.write.reduce<string | null>((found, written, i) => found ?? writtenDifference(ledger, m.seq + 1 + i, written), null);
  if (problem) return problem;
  m.seq += e.write.length;
  e.apply(o.value, m.seq);
  return null;
}
