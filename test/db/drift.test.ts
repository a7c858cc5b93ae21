import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as migra } from '@pgkit/migra';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase } from '../../src/db/admin.js';
import { loadDeclarativeSchema, migrate } from '../../src/db/migrator.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const serverUrl = inject('serverUrl');
const suffix = randomUUID().slice(0, 8);
// Prefixed so that the global teardown drops them even if this file's afterAll never runs.
const migratedName = `${inject('databasePrefix')}_drift_migrated_${suffix}`;
const declarativeName = `${inject('databasePrefix')}_drift_declared_${suffix}`;
let migratedUrl: string;
let declarativeUrl: string;

beforeAll(async () => {
  [migratedUrl, declarativeUrl] = await Promise.all([
    createDatabase(serverUrl, migratedName),
    createDatabase(serverUrl, declarativeName),
  ]);
  // Roles are cluster-wide and both loaders create them if missing: load one after the other.
  await migrate(migratedUrl);
  await loadDeclarativeSchema(declarativeUrl);
});

afterAll(async () => {
  await dropDatabase(serverUrl, migratedName);
  await dropDatabase(serverUrl, declarativeName);
});

/** A distinct connection string per use: pg-promise (under migra) warns when one is reused. */
let uses = 0;
const tagged = (url: string) => `${url}?application_name=workforce_drift_${++uses}`;

/** The SQL that would turn `from` into `target` (schema workforce, privileges included). */
async function diff(from: string, target: string): Promise<string> {
  const migration = await migra(tagged(from), tagged(target), { schema: 'workforce', withPrivileges: true, unsafe: true });
  try {
    return migration.sql.trim();
  } finally {
    // migra opens a pool per URL and leaves it open.
    for (const side of [migration.s_from, migration.s_target]) {
      const end = (side as { end?: () => Promise<void> }).end;
      if (typeof end === 'function') await end.call(side);
    }
  }
}

describe('schema drift', () => {
  it('the migrations build exactly the declarative schema, in both directions', async () => {
    // Given one database built from sql/migrations and one from sql/schema
    const client = new pg.Client({ connectionString: migratedUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'workforce'`,
    );
    await client.end();
    expect(rows[0]!.n).toBeGreaterThan(0);
    // When migra compares them, Then neither needs a statement to become the other
    expect(await diff(migratedUrl, declarativeUrl)).toBe('');
    expect(await diff(declarativeUrl, migratedUrl)).toBe('');
  });

  it('the migrations give every function the settings the declarative schema gives it (which migra does not compare)', async () => {
    const settings = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ fn: string; config: string[] | null }>(
          `select p.oid::regprocedure::text as fn, p.proconfig as config from pg_proc p
             join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'workforce' order by 1`,
        );
        return rows;
      } finally {
        await client.end();
      }
    };
    const [migrated, declared] = await Promise.all([settings(migratedUrl), settings(declarativeUrl)]);
    expect(migrated.some((f) => f.config?.includes('plan_cache_mode=force_generic_plan'))).toBe(true);
    expect(migrated).toEqual(declared);
  });

  it('the migrations give every SQL-standard function body (`return …`) the declarative one, which migra does not compare', async () => {
    const bodies = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ fn: string; body: string }>(
          `select p.oid::regprocedure::text as fn, pg_get_functiondef(p.oid) as body from pg_proc p
             join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'workforce' and p.prosqlbody is not null order by 1`,
        );
        return rows;
      } finally {
        await client.end();
      }
    };
    const [migrated, declared] = await Promise.all([bodies(migratedUrl), bodies(declarativeUrl)]);
    expect(migrated.map((f) => f.fn)).toContain('workforce.event_projection(text)');
    expect(migrated).toEqual(declared);
  });

  it('migra notices a difference (the check above can fail)', async () => {
    // Given an empty database
    const emptyName = `${inject('databasePrefix')}_drift_empty_${suffix}`;
    const emptyUrl = await createDatabase(serverUrl, emptyName);
    try {
      // Then building the schema from it is not a no-op
      expect(await diff(emptyUrl, migratedUrl)).toMatch(/create table "workforce"\."events"/i);
    } finally {
      await dropDatabase(serverUrl, emptyName);
    }
  });
});

/**
 * scripts/generate-types.ts runs on import, so its CODEGEN_ARGS cannot be imported: evaluate the
 * array literal from its source instead, so that this test always uses the script's own arguments.
 */
function codegenArgs(): string[] {
  const source = readFileSync(join(ROOT, 'scripts/generate-types.ts'), 'utf8');
  const literal = /export const CODEGEN_ARGS = (\[[\s\S]*?\n\]);/.exec(source)?.[1];
  if (!literal) throw new Error('CODEGEN_ARGS not found in scripts/generate-types.ts');
  const args = new Function(`return ${literal};`)() as unknown;
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) throw new Error('CODEGEN_ARGS is not a string array');
  return args;
}

function codegen(args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync('npx', ['kysely-codegen', ...args], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (error) {
    const e = error as { status: number | null; stdout?: string; stderr?: string };
    return { status: e.status ?? -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('Kysely types', () => {
  it('src/db/schema.ts is what kysely-codegen generates from the migrated database', () => {
    const args = codegenArgs();
    expect(args.slice(args.indexOf('--out-file'), args.indexOf('--out-file') + 2)).toEqual(['--out-file', 'src/db/schema.ts']);
    const result = codegen([...args, '--url', migratedUrl, '--verify']);
    expect(result, result.output).toMatchObject({ status: 0 });
    expect(result.output).toMatch(/up-to-date/);
  });

  it('--verify fails against a stale types file (the check above can fail)', () => {
    // Given a copy of src/db/schema.ts that lacks a column
    const dir = mkdtempSync(join(tmpdir(), 'workforce-types-'));
    try {
      const stale = join(dir, 'schema.ts');
      const current = readFileSync(join(ROOT, 'src/db/schema.ts'), 'utf8');
      writeFileSync(stale, current.replace(/^ {2}dirty_reason: string \| null;\n/m, ''));
      expect(readFileSync(stale, 'utf8')).not.toBe(current);
      const args = codegenArgs();
      args[args.indexOf('--out-file') + 1] = stale;
      // When it is verified, Then codegen exits non-zero
      const result = codegen([...args, '--url', migratedUrl, '--verify']);
      expect(result.status).not.toBe(0);
      expect(result.output).toMatch(/not up-to-date/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
