import pg from 'pg';
import { distribute } from './citus.js';
import { APP_ROLE, OWNER_ROLE } from './pool.js';
import { migrationFiles, type SqlFile, schemaFiles } from './sql-files.js';

// Any constant works; it only has to be the same for every migrator of this database.
const MIGRATION_LOCK = 7_210_004_711;

/**
 * A privilege the login lacks, found before anything was done. Its message is one line that names
 * the privilege and the statement that grants it; the CLI prints it as it is, without a stack.
 */
export class MissingPrivilege extends Error {
  override readonly name = 'MissingPrivilege';
}

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
  await client.query(`set local role ${OWNER_ROLE}`);
  for (const file of files) {
    try {
      await client.query(file.sql);
    } catch (error) {
      throw new Error(`${file.name}: ${(error as Error).message}`, { cause: error });
    }
  }
}

/** The files before the migrations (roles) run as the login itself: they may create roles. */
async function runAsLogin(client: pg.Client, files: SqlFile[]): Promise<void> {
  await inTransaction(client, async () => {
    for (const file of files) await client.query(file.sql);
  });
}

/** What the login is and may do, read from the catalogs before anything is changed. */
interface LoginFacts {
  login: string;
  database: string;
  superuser: boolean;
  /** May create the two roles when they are missing (SUPERUSER or CREATEROLE). */
  canCreateRoles: boolean;
  ownerExists: boolean;
  appExists: boolean;
  /** Can `set role workforce_owner` now, or 00_roles can grant itself that (it is allowed to). */
  ownerReachable: boolean;
  /** The login, or workforce_owner, may create a schema in this database. */
  loginCreatesSchemas: boolean;
  ownerCreatesSchemas: boolean;
  workforceExists: boolean;
  metaOwner: string | null;
  migrationsOwner: string | null;
  /** May hand workforce_meta over: a superuser, or a member of its owners when workforce_owner may create schemas. */
  canHandOver: boolean;
}

async function loginFacts(client: pg.Client): Promise<LoginFacts> {
  // PostgreSQL 16 split membership into INHERIT, SET and ADMIN: `set role` needs SET, and a
  // CREATEROLE login may grant only the roles it has ADMIN on. 15 knows neither option.
  const { rows } = await client.query<LoginFacts>(
    `
    with v as (select current_setting('server_version_num')::int >= 160000 as v16),
    me as (select rolname, rolsuper, rolcreaterole from pg_roles where rolname = current_user),
    r as (select to_regrole($1) as owner, to_regrole($2) as app),
    -- From the catalogs, not to_regclass: that needs USAGE on a schema another role may own.
    meta as (select c.relowner from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'workforce_meta' and c.relname = 'migrations')
    select me.rolname as login, current_database() as database, me.rolsuper as superuser,
           me.rolsuper or me.rolcreaterole as "canCreateRoles",
           r.owner is not null as "ownerExists", r.app is not null as "appExists",
           case when r.owner is null then me.rolsuper or me.rolcreaterole
                else me.rolsuper
                  or pg_has_role(current_user, r.owner, case when v.v16 then 'SET' else 'MEMBER' end)
                  or (not v.v16 and me.rolcreaterole)
                  or (v.v16 and pg_has_role(current_user, r.owner, 'MEMBER WITH ADMIN OPTION')) end as "ownerReachable",
           has_database_privilege(current_database(), 'CREATE') as "loginCreatesSchemas",
           r.owner is not null and has_database_privilege(r.owner, current_database(), 'CREATE') as "ownerCreatesSchemas",
           exists (select from pg_namespace where nspname = 'workforce') as "workforceExists",
           (select nspowner::regrole::text from pg_namespace where nspname = 'workforce_meta') as "metaOwner",
           (select relowner::regrole::text from meta) as "migrationsOwner",
           me.rolsuper or (r.owner is not null and has_database_privilege(r.owner, current_database(), 'CREATE')
             and not exists (select from pg_namespace where nspname = 'workforce_meta' and not pg_has_role(current_user, nspowner, 'MEMBER'))
             and not exists (select from meta where not pg_has_role(current_user, relowner, 'MEMBER'))) as "canHandOver"
      from me, v, r`,
    [OWNER_ROLE, APP_ROLE],
  );
  return rows[0]!;
}

/** A role or database name as SQL: bare when it may be, else quoted. */
export const ident = (name: string) => (/^[a-z_][a-z0-9_$]*$/.test(name) ? name : pg.escapeIdentifier(name));

/** The statements that give workforce_meta to workforce_owner, for whichever of its two objects another role owns. */
function metaHandover(facts: LoginFacts): string[] {
  return [
    facts.metaOwner && facts.metaOwner !== OWNER_ROLE ? `alter schema workforce_meta owner to ${OWNER_ROLE};` : '',
    facts.migrationsOwner && facts.migrationsOwner !== OWNER_ROLE
      ? `alter table workforce_meta.migrations owner to ${OWNER_ROLE};`
      : '',
  ].filter(Boolean);
}

/**
 * Checks, before anything is done, that this login can migrate: each missing privilege becomes a
 * MissingPrivilege naming the statement that grants it.
 */
function checkMigrator(facts: LoginFacts): void {
  const login = ident(facts.login);
  if ((!facts.ownerExists || !facts.appExists) && !facts.canCreateRoles) {
    throw new MissingPrivilege(
      `the roles ${OWNER_ROLE} and ${APP_ROLE} do not exist and ${login} may not create them: ` +
        'run the first `workforce migrate` with the set-up login (a superuser, or CREATEROLE)',
    );
  }
  if (!facts.ownerReachable) {
    throw new MissingPrivilege(
      `${login} cannot \`set role ${OWNER_ROLE}\`, which owns every object: grant ${OWNER_ROLE} to ${login};`,
    );
  }
  const missingSchema = !facts.workforceExists || facts.metaOwner === null;
  if (missingSchema && !facts.loginCreatesSchemas && !facts.ownerCreatesSchemas) {
    throw new MissingPrivilege(
      `${OWNER_ROLE} may not create its schemas in database ${ident(facts.database)}: ` +
        `grant create on database ${ident(facts.database)} to ${OWNER_ROLE}; (or run the first migrate with the set-up login)`,
    );
  }
  const handover = metaHandover(facts);
  if (handover.length > 0 && !facts.canHandOver) {
    throw new MissingPrivilege(
      `workforce_meta belongs to ${facts.metaOwner ?? facts.migrationsOwner}, not ${OWNER_ROLE}: ` +
        `run as the set-up login (or that owner) ${handover.join(' ')}`,
    );
  }
}

/**
 * The schemas `workforce` and `workforce_meta` and the migrations table, created owned by
 * workforce_owner when missing (by the login with `authorization` when it may create schemas, else
 * as the owner), and workforce_meta handed over to it when another role owns it (an older layout).
 */
async function ensureSchemas(client: pg.Client, facts: LoginFacts): Promise<void> {
  await inTransaction(client, async () => {
    const create = async (schema: string) => {
      if (facts.loginCreatesSchemas) {
        await client.query(`create schema if not exists ${schema} authorization ${OWNER_ROLE}`);
      } else {
        await client.query(`set local role ${OWNER_ROLE}`);
        await client.query(`create schema if not exists ${schema}`);
        await client.query('reset role');
      }
    };
    if (!facts.workforceExists) await create('workforce');
    if (facts.metaOwner === null) await create('workforce_meta');
    for (const statement of metaHandover(facts)) await client.query(statement);
    await client.query(`set local role ${OWNER_ROLE}`);
    await client.query(`
      create table if not exists workforce_meta.migrations (
        name text primary key, sha256 text not null, applied_at timestamptz not null default now())`);
  });
}

export interface MigrateResult {
  applied: string[];
  /** On Citus, the tables and functions placed now (src/db/citus.ts); empty on plain PostgreSQL. */
  placed: string[];
}

export interface MigrateOptions {
  /** The migrations to apply: the build's `sql/migrations/` unless given (a test adds one). */
  migrations?: SqlFile[];
}

/**
 * Brings a database up to date: roles and schemas, then each pending migration in its own
 * transaction, then reference data and grants, all but the roles as workforce_owner. The login
 * must be able to `set role workforce_owner`; the first migrate of a cluster, which creates the
 * roles, needs a superuser or CREATEROLE login (docs/operations.md). What the login lacks is
 * refused up front, as a MissingPrivilege. A migration edited after it was applied is refused.
 */
export async function migrate(connectionString: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const facts = await loginFacts(client);
    checkMigrator(facts);
    await runAsLogin(client, schemaFiles.repeatableBefore());
    await ensureSchemas(client, facts);
    const applied = await inTransaction(client, async () => {
      await client.query(`set local role ${OWNER_ROLE}`);
      return (await client.query<{ name: string; sha256: string }>('select name, sha256 from workforce_meta.migrations')).rows;
    });
    const done = new Map(applied.map((row) => [row.name, row.sha256]));
    const now: string[] = [];
    for (const file of options.migrations ?? migrationFiles()) {
      const sha256 = done.get(file.name);
      if (sha256 !== undefined) {
        if (sha256 !== file.sha256) throw new Error(`migration ${file.name} was edited after it was applied`);
        continue;
      }
      await inTransaction(client, async () => {
        await runAsOwner(client, [file]);
        await client.query('insert into workforce_meta.migrations (name, sha256) values ($1, $2)', [file.name, file.sha256]);
      });
      now.push(file.name);
    }
    await inTransaction(client, () => runAsOwner(client, schemaFiles.repeatableAfter()));
    const placed = await distribute(client);
    return { applied: now, placed };
  } finally {
    await client.end();
  }
}

/**
 * The migrations this build knows that the database has not applied, read as the login in hand
 * (workforce_app may read workforce_meta.migrations): a server started with `--no-migrate` refuses
 * to start while there is one. A database never migrated lacks them all.
 */
export async function pendingMigrations(client: pg.ClientBase): Promise<string[]> {
  const known = migrationFiles().map((file) => file.name);
  const { rows } = await client.query<{ meta: boolean; readable: boolean }>(`
    select exists (select from pg_namespace where nspname = 'workforce_meta') as meta,
           coalesce((select has_schema_privilege(n.oid, 'USAGE') and has_table_privilege(c.oid, 'SELECT')
                       from pg_class c join pg_namespace n on n.oid = c.relnamespace
                      where n.nspname = 'workforce_meta' and c.relname = 'migrations'), false) as readable`);
  if (!rows[0]?.meta) return known;
  if (!rows[0].readable) {
    throw new MissingPrivilege(
      'this login may not read workforce_meta.migrations: run `workforce migrate` with this build first (it grants that to workforce_app)',
    );
  }
  const applied = new Set(
    (await client.query<{ name: string }>('select name from workforce_meta.migrations')).rows.map((row) => row.name),
  );
  return known.filter((name) => !applied.has(name));
}

/** Loads sql/schema directly, without migrations: the reference the migrations are checked against. */
export async function loadDeclarativeSchema(connectionString: string, options = { repeatableAfter: true }): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await runAsLogin(client, schemaFiles.repeatableBefore());
    await ensureSchemas(client, await loginFacts(client));
    await inTransaction(client, () => runAsOwner(client, schemaFiles.declarative()));
    if (options.repeatableAfter) await inTransaction(client, () => runAsOwner(client, schemaFiles.repeatableAfter()));
  } finally {
    await client.end();
  }
}

/** Applies only the committed migrations (no repeatable-after files): what migra diffs against. */
export async function applyMigrationsOnly(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await runAsLogin(client, schemaFiles.repeatableBefore());
    await ensureSchemas(client, await loginFacts(client));
    await inTransaction(client, () => runAsOwner(client, migrationFiles()));
  } finally {
    await client.end();
  }
}
