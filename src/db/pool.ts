import pg from 'pg';
import { keepMicroseconds } from './timestamps.js';

export const OWNER_ROLE = 'workforce_owner';
export const APP_ROLE = 'workforce_app';

const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (value: string) => unknown;

/**
 * org_seq and other bigint columns stay far below 2^53, so they are read as numbers; a timestamptz
 * keeps its microseconds (src/db/timestamps.ts).
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, format);
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.TIMESTAMPTZ)
      return (value: string) => {
        const parsed = parseTimestamptz(value);
        return parsed instanceof Date ? keepMicroseconds(parsed, value) : parsed;
      };
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  connectionString: string;
  /**
   * Role to switch to on every pooled connection. It is a startup parameter, so a connection that
   * cannot take the role fails to open instead of running with the login role's privileges.
   */
  role?: string;
  max?: number;
  /** Per-statement safety nets, in milliseconds. */
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  /**
   * How long a query may wait for a connection: an idle pooled one, or a new one to open. pg's
   * default is to wait forever, so without it a request could hang while the database is gone.
   */
  connectTimeoutMs?: number;
}

export function createPool(options: PoolOptions): pg.Pool {
  const settings = [
    options.role ? `-c role=${options.role}` : '',
    options.statementTimeoutMs ? `-c statement_timeout=${options.statementTimeoutMs}` : '',
    options.lockTimeoutMs ? `-c lock_timeout=${options.lockTimeoutMs}` : '',
  ].filter(Boolean);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    // A peer that vanished without closing the socket is noticed by the kernel, not never.
    keepAlive: true,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  });
  // A client that loses its connection (a database restart, a terminated backend) must not crash
  // the process: the query in flight rejects on its own, and the pool replaces the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
