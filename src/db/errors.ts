import * as E from '../errors.js';
import { fromDetail, type RefusalDetail, refusalList, refusalSqlStates } from '../refusals.js';

/**
 * The SQLSTATEs this module knows: each refusal's, from its one declaration in src/refusals.ts,
 * and PostgreSQL's own it acts on.
 */
export const SqlState = {
  ...refusalSqlStates,
  // PostgreSQL's own
  FOREIGN_KEY_VIOLATION: '23503',
  SERIALIZATION_FAILURE: '40001',
  DEADLOCK_DETECTED: '40P01',
} as const;

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  constraint?: string;
}

type Translator = (message: string, detail: RefusalDetail) => E.DomainError;

const translators: Record<string, Translator> = {
  ...Object.fromEntries(
    refusalList
      .filter((r) => r.sqlState !== null)
      .map((r): [string, Translator] => [r.sqlState!, (message, detail) => fromDetail(r, message, detail)]),
  ),
  // Every foreign key carries organization_id, so a violated one is a reference across the boundary.
  [SqlState.FOREIGN_KEY_VIOLATION]: (_m, d) =>
    new E.CrossOrganizationReference(`a reference does not resolve within this organization (${String(d.constraint)})`),
};

function parseDetail(detail: string | undefined): RefusalDetail {
  if (!detail?.startsWith('{')) return {};
  try {
    return JSON.parse(detail) as RefusalDetail;
  } catch {
    return {};
  }
}

/**
 * Turns a refusal raised by a command function into its typed error, and a database fault (see
 * databaseFault) into its retryable one; anything else passes through.
 */
export function translateDatabaseError(error: unknown): unknown {
  const pgError = error as PgError;
  const translate = pgError?.code ? translators[pgError.code] : undefined;
  if (!translate) return databaseFault(error) ?? error;
  return translate(pgError.message, { ...parseDetail(pgError.detail), constraint: pgError.constraint });
}

/** A refusal a batch function returned as an item's result instead of raising it (sql: workforce.refusal). */
export interface RefusalJson {
  code: string;
  message: string;
  detail?: RefusalDetail;
}

/** The typed error of a refusal returned as a value: the same one its raised form translates to. */
export function refusalError(refusal: RefusalJson): E.DomainError {
  const translate = translators[refusal.code];
  if (!translate) throw new Error(`a command function returned an unknown refusal code ${refusal.code}: ${refusal.message}`);
  return translate(refusal.message, refusal.detail ?? {});
}

/** PostgreSQL's SQLSTATEs for the safety nets the pool sets on every connection. */
export const TimeoutState = {
  LOCK_NOT_AVAILABLE: '55P03', // lock_timeout
  QUERY_CANCELED: '57014', // statement_timeout
} as const;

const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03', // admin / crash shutdown, cannot connect now (starting or stopping)
  '53300', // too many connections
]);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// What pg says when a socket closes under it, or a connection (or an idle pooled one) is not had in time.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

/** The database could not be reached, or the connection failed under a statement (which may have committed). */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: string }).code;
  if (code && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  const inner = (error as { errors?: unknown[] }).errors;
  return Array.isArray(inner) && inner.some((e) => isUnavailable(e, depth + 1));
}

/**
 * A fault of the database rather than of the request: it is unreachable or restarting, a lock or
 * statement outlived lock_timeout / statement_timeout, or a serialization failure or deadlock
 * outlasted the retries (PostgreSQL rolled each of those back, so nothing was written). Null for
 * anything else.
 */
export function databaseFault(error: unknown): E.DatabaseFault | null {
  if (error instanceof E.DatabaseFault) return error;
  const code = (error as PgError)?.code;
  if (code === TimeoutState.LOCK_NOT_AVAILABLE) {
    return new E.LockTimeout(
      'a lock this request needs was held too long by another one (lock_timeout); nothing was written, try again',
      { cause: error },
    );
  }
  if (code === TimeoutState.QUERY_CANCELED) {
    return new E.StatementTimeout('the database took too long (statement_timeout); nothing was written, try again', {
      cause: error,
    });
  }
  if (code === SqlState.SERIALIZATION_FAILURE || code === SqlState.DEADLOCK_DETECTED) {
    return new E.TransactionConflict(
      'this request kept colliding with concurrent ones, even after retries; nothing was written, try again',
      { cause: error },
    );
  }
  if (isUnavailable(error)) {
    // A connection lost mid-command may have committed first: the same request with the same ids
    // then answers with the original result, so "try again" is still right.
    return new E.DatabaseUnavailable(
      'the database is unavailable right now; send the same request (with the same ids) again shortly',
      { cause: error },
    );
  }
  return null;
}

const TRANSIENT_SQLSTATES = new Set<string>([
  SqlState.SERIALIZATION_FAILURE,
  SqlState.DEADLOCK_DETECTED,
  '08000',
  '08003',
  '08006',
  '08001',
  '08004', // connection exceptions
  '57P01',
  '57P02',
  '57P03', // admin / crash shutdown, cannot connect now
]);
const TRANSIENT_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
// Commands that take only shared locks (appendEvent, createEntity) can both find a caller-chosen
// id free and then queue on the organization head: the second insert breaks one of these keys.
// Nothing was written, and the retry finds the first one's row and answers as any exact retry
// does (replayed, or IdentityConflict for other facts). A command checks these ids before it
// writes, so the keys break only in such a race.
const RACED_IDENTITY_KEYS = new Set(['events_organization_id_event_id_key', 'entities_pkey']);

/** Transient faults are worth a bounded retry; a guard's refusal never is. */
export function isTransient(error: unknown): boolean {
  // Not getting a connection in time is not retried: the wait would repeat in full, and a request
  // must answer within its timeouts.
  if (error instanceof Error && /connection timeout|timeout exceeded when trying to connect/i.test(error.message)) return false;
  const code = (error as { code?: string })?.code;
  if (code && (TRANSIENT_SQLSTATES.has(code) || TRANSIENT_NODE_CODES.has(code))) return true;
  if (code === '23505' && RACED_IDENTITY_KEYS.has((error as PgError).constraint ?? '')) return true;
  return error instanceof Error && /Connection terminated/i.test(error.message);
}
