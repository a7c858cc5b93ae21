import { type ResolveCursorConnectionArgs, resolveCursorConnection } from '@pothos/plugin-relay';
import type { z } from 'zod';
import type { ArgumentCheckExtensions, PagedFieldExtensions } from '../cost/plan.js';
import { ValidationError } from '../errors.js';
import { id as uuid } from '../validation.js';
import type { Context } from './context.js';

// Relay paging: cursors, page sizes, and pages of lists already in memory.

/**
 * Opaque Relay cursors. Each connection's cursor names its position by a stable key (an org_seq,
 * a version, an Assignment's creation or an Actor's registration instant and id), never by an offset, so a page boundary stays where it was
 * while new items are added. The kind prefix keeps a cursor of one connection from being taken for
 * another's.
 */
export function encodeCursor(kind: string, ...parts: (string | number)[]): string {
  return Buffer.from([kind, ...parts].join('|')).toString('base64url');
}

function refuse(argument: string): never {
  throw new ValidationError(`${argument}: the cursor is not one this server gave out`, [
    { path: argument, message: 'unknown cursor' },
  ]);
}

/** The parts of a cursor of `kind`; a cursor of another kind, or none of ours, is a ValidationError. */
export function decodeCursor(kind: string, cursor: string, argument: string): string[] {
  const [prefix, ...parts] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (prefix !== kind || parts.length === 0) refuse(argument);
  return parts;
}

/** A cursor holding one non-negative integer (an org_seq, a version). */
export const numberCursor = (kind: string) => ({
  encode: (value: number): string => encodeCursor(kind, value),
  decode(cursor: string | undefined, argument: string): number | undefined {
    if (cursor === undefined) return undefined;
    const [text] = decodeCursor(kind, cursor, argument);
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 0 || String(value) !== text) refuse(argument);
    return value;
  },
});

const EXACT_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A cursor holding an exact instant (microseconds, UTC) and an id: a row's position in an
 * (instant, id) keyset order, such as an Assignment's creation or an Actor's registration.
 */
export const instantCursor = (kind: string) => ({
  encode: (key: { createdAt: string; id: string }): string => encodeCursor(kind, key.createdAt, key.id),
  decode(cursor: string | undefined, argument: string): { createdAt: string; id: string } | undefined {
    if (!cursor) return undefined;
    const [at = '', id, ...rest] = decodeCursor(kind, cursor, argument);
    const year = Number(EXACT_INSTANT.exec(at)?.[1]);
    const time = Date.parse(at);
    // Date.parse takes 2026-02-30 for March 2nd, which PostgreSQL refuses: the instant must read back as written.
    const real = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === at.slice(0, 19);
    if (!id || rest.length > 0 || !uuid.safeParse(id).success || !real || !(year >= 2000 && year <= 9999)) refuse(argument);
    return { createdAt: at, id };
  },
});

/** Positions in the organization's ledger: the cursor of an Event edge encodes its org_seq. */
export const seqCursor = numberCursor('seq');

export interface KeysetPage {
  before?: string | undefined;
  after?: string | undefined;
  limit: number;
  inverted: boolean;
}

/**
 * One page of a list already in memory, in ascending `key` order, by the same rules a keyset query
 * follows: items after `after` and before `before`, the first `limit` of them (the last, when
 * inverted, newest first as resolveCursorConnection expects).
 */
export function pageInMemory<T>(
  context: Pick<Context, 'cost'>,
  items: readonly T[],
  key: (item: T) => number,
  page: KeysetPage,
  cursor: ReturnType<typeof numberCursor>,
): T[] {
  const after = cursor.decode(page.after, 'after');
  const before = cursor.decode(page.before, 'before');
  // All of the list was read to return this page: charged for it (src/cost/meter.ts).
  context.cost?.readWhole(items.length);
  const inRange = items.filter(
    (item) => (after === undefined || key(item) > after) && (before === undefined || key(item) < before),
  );
  return page.inverted ? inRange.reverse().slice(0, page.limit) : inRange.slice(0, page.limit);
}

/** Page sizes are capped: a client asking for more gets a clear refusal, not a silent truncation. */
function pageSize(requested: number | null | undefined, max: number, fallback: number, argument = 'first'): number {
  const size = requested ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw new ValidationError(`${argument} must be between 1 and ${max}`, [
      { path: argument, message: `must be between 1 and ${max}` },
    ]);
  }
  return size;
}

/**
 * The page size a connection was asked for, checked as pageSize checks it: each of `first` and
 * `last` that is given must be in range (both given: Relay takes the first `first`, then the last
 * `last` of those), else the default.
 */
export function requestedSize(args: { first?: number | null; last?: number | null }, max: number, fallback: number): number {
  if (args.first == null && args.last == null) return pageSize(undefined, max, fallback, 'first');
  const first = args.first == null ? max : pageSize(args.first, max, fallback, 'first');
  const last = args.last == null ? max : pageSize(args.last, max, fallback, 'last');
  return Math.min(first, last);
}

/** What a connection's resolver decodes its cursors with. */
interface Cursor {
  decode(cursor: string | undefined, argument: string): unknown;
}

/** A cursor argument's check before anything runs: the issue, or undefined. */
const cursorCheck =
  (cursor: Cursor, argument: string) =>
  (value: unknown): string | undefined => {
    try {
      cursor.decode(String(value), argument);
      return undefined;
    } catch (error) {
      if (error instanceof ValidationError) return 'is not a cursor this server gave out';
      throw error;
    }
  };

/**
 * A connection field's default page size and cursor, told to the cost model (src/cost/plan.ts) in
 * the field's extensions: give it to the field, and the same number and cursor to its resolvePage.
 * The plan refuses a page size out of range or a cursor this connection did not give out before
 * anything runs, so that a mutation's answer cannot fail on one after its command wrote.
 */
export const pagedField = (
  defaultPageSize: number,
  cursor: Cursor,
  checks: ArgumentCheckExtensions['checkArguments'] = {},
): { extensions: PagedFieldExtensions & ArgumentCheckExtensions & Record<string, unknown> } => ({
  extensions: {
    defaultPageSize,
    checkArguments: { after: cursorCheck(cursor, 'after'), before: cursorCheck(cursor, 'before'), ...checks },
  },
});

/** An argument's zod schema as a check before anything runs (the field keeps it as its `validate` too). */
export const zodCheck =
  (schema: z.ZodType) =>
  (value: unknown): string | undefined => {
    const issue = schema.safeParse(value).error?.issues[0];
    return issue && (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  };

/**
 * resolveCursorConnection, with the request's maximum page size, its page counted by the
 * operation's cost meter, and one fix: a page with no edges that was asked for from no cursor has
 * no cursors (null, not an empty string a client would send back).
 */
export async function resolvePage<U extends Promise<readonly unknown[]> | readonly unknown[]>(
  context: Pick<Context, 'cost' | 'limits'>,
  options: Omit<Parameters<typeof resolveCursorConnection<U>>[0], 'maxSize'>,
  resolve: (page: ResolveCursorConnectionArgs) => U,
) {
  const connection = (await resolveCursorConnection({ ...options, maxSize: context.limits.maxPageSize }, resolve))!;
  context.cost?.page(connection.edges.length);
  const { startCursor, endCursor } = connection.pageInfo;
  return { ...connection, pageInfo: { ...connection.pageInfo, startCursor: startCursor || null, endCursor: endCursor || null } };
}
