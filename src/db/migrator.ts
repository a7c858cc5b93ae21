import pg from 'pg';
import { distribute } from './citus.js';
import { OWNER_ROLE } from './pool.js';
import { migrationFiles, type SqlFile, schemaFiles } from './sql-files.js';

// Any constant works; it only has to be the same for every migrator of this database.
const MIGRATION_LOCK = 7_210_004_711;

async function inTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Runs DDL as the owner role, so the owner (not the login role) owns every object it creates.
 * Function bodies are checked when first called, not now (as pg_dump does), because migra does
 * not order functions by the functions they call.
 */
async function runAsOwner(client: pg.Client, files: SqlFile[]): Promise<void> {
  await client.query('set local check_function_bodies = off');
  for (const file of files) {
    await client.query(`set local role ${OWNER_ROLE}`);
    try {
      await client.query(file.sql);
    } catch (error) {
      throw new Error(`${file.name}: ${(error as Error).message}`, { cause: error });
    }
    await client.query('reset role');
  }
}

async function runRepeatable(client: pg.Client, files: SqlFile[]): Promise<void> {
  await inTransaction(client, async () => {
    for (const file of files) await client.query(file.sql);
  });
}

export interface MigrateResult {
  applied: string[];
  /** On Citus, the tables and functions placed now (src/db/citus.ts); empty on plain PostgreSQL. */
  placed: string[];
}

/**
 * Brings a database up to date: roles and schema, then each pending migration in its own
 * transaction, then reference data and grants. The login role must be a superuser or able to
 * create roles; a migration that was edited after it was applied is refused.
 */
export async function migrate(connectionString: string): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await runRepeatable(client, schemaFiles.repeatableBefore());
    await client.query(`
      create schema if not exists workforce_meta;
      create table if not exists workforce_meta.migrations (
        name text primary key, sha256 text not null, applied_at timestamptz not null default now())`);
    const done = new Map(
      (await client.query<{ name: string; sha256: string }>('select name, sha256 from workforce_meta.migrations')).rows.map(
        (row) => [row.name, row.sha256],
      ),
    );
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      const sha256 = done.get(file.name);
      if (sha256 !== undefined) {
        if (sha256 !== file.sha256) throw new Error(`migration ${file.name} was edited after it was applied`);
        continue;
      }
      await inTransaction(client, async () => {
        await runAsOwner(client, [file]);
        await client.query('insert into workforce_meta.migrations (name, sha256) values ($1, $2)', [file.name, file.sha256]);
      });
      applied.push(file.name);
    }
    await runRepeatable(client, schemaFiles.repeatableAfter());
    const placed = await distribute(client);
    return { applied, placed };
  } finally {
    await client.end();
  }
}

/** Loads sql/schema directly, without migrations: the reference the migrations are checked against. */
export async function loadDeclarativeSchema(connectionString: string, options = { repeatableAfter: true }): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await runRepeatable(client, schemaFiles.repeatableBefore());
    await inTransaction(client, () => runAsOwner(client, schemaFiles.declarative()));
    if (options.repeatableAfter) await runRepeatable(client, schemaFiles.repeatableAfter());
  } finally {
    await client.end();
  }
}

/** Applies only the committed migrations (no repeatable-after files): what migra diffs against. */
export async function applyMigrationsOnly(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await runRepeatable(client, schemaFiles.repeatableBefore());
    await inTransaction(client, () => runAsOwner(client, migrationFiles()));
  } finally {
    await client.end();
  }
}
