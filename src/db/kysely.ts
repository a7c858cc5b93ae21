import { Kysely, type LogConfig, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;

/** Every table lives in the `workforce` schema; qualifying them here keeps search_path irrelevant. */
export function createDb(pool: pg.Pool, log?: LogConfig): Db {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) }).withSchema('workforce');
}
