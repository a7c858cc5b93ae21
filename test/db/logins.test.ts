// The three logins of a real deployment (docs/operations.md, "Logins"): a set-up login that runs
// the first migrate, a migration login that is a member of workforce_owner only, and a server login
// that is a member of workforce_app only; and the one-line refusals of a login that lacks a privilege.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, withAdminClient } from '../../src/db/admin.js';
import { freePort } from '../../src/db/embedded.js';
import { migrate } from '../../src/db/migrator.js';
import { migrationFiles } from '../../src/db/sql-files.js';

const root = new URL('../../', import.meta.url).pathname;
const serverUrl = inject('serverUrl');
const database = `${inject('databasePrefix')}_logins_${randomUUID().slice(0, 8)}`;
const suffix = randomUUID().slice(0, 6);
const PASSWORD = 'workforce-logins-test';
const login = {
  setup: `wf_setup_${suffix}`,
  migrator: `wf_migrator_${suffix}`,
  server: `wf_server_${suffix}`,
  nobody: `wf_nobody_${suffix}`,
};
/** Another user on the test server (trust on the service; the embedded one checks the password). */
function urlAs(user: string): string {
  const url = new URL(serverUrl);
  url.username = user;
  url.password = PASSWORD;
  url.pathname = `/${database}`;
  return url.toString();
}
const dataDir = mkdtempSync(join(tmpdir(), 'workforce-logins-'));
const baseEnv = { DATABASE_URL: '', APP_DATABASE_URL: '', WORKFORCE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...baseEnv, ...env },
    encoding: 'utf8',
  });
const as = (name: keyof typeof login) => ({ DATABASE_URL: urlAs(login[name]) });

/** A refusal: exit 1, and one line on stderr (nothing on stdout, no stack trace) that contains `needle`. */
function expectOneLine(result: ReturnType<typeof cli>, needle: string) {
  expect(result.status, result.stderr).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^workforce: /);
  expect(lines[0]).toContain(needle);
}

/** The test server's superuser, on this file's database. */
const admin = <T>(work: (client: pg.Client) => Promise<T>) => withAdminClient(databaseUrl(serverUrl, database), work);

async function owners(): Promise<string[]> {
  return admin(async (client) => {
    const { rows } = await client.query<{ what: string }>(`
      select format('schema %s: %s', nspname, nspowner::regrole) as what from pg_namespace where nspname in ('workforce', 'workforce_meta')
      union all
      select distinct format('objects in %s: %s', n.nspname, c.relowner::regrole)
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('workforce', 'workforce_meta')
      union all
      select distinct format('functions: %s', p.proowner::regrole)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'workforce'`);
    return rows.map((r) => r.what).sort();
  });
}

/** Starts `serve` with `args`; resolves once it listens, or rejects with its output if it exits first. */
function serve(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', ...args], {
    cwd: root,
    env: { ...process.env, ...baseEnv, ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('GraphiQL at')) resolve({ child, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  await createDatabase(serverUrl, database);
  await withAdminClient(serverUrl, async (client) => {
    // A fresh cluster would have neither role; the test server's template already made them (they are cluster-wide).
    await client.query(`create role ${login.setup} login superuser password '${PASSWORD}'`);
    await client.query(`create role ${login.migrator} login password '${PASSWORD}' in role workforce_owner`);
    await client.query(`create role ${login.server} login password '${PASSWORD}' in role workforce_app`);
    await client.query(`create role ${login.nobody} login password '${PASSWORD}'`);
  });
});

afterAll(async () => {
  await dropDatabase(serverUrl, database);
  await withAdminClient(serverUrl, async (client) => {
    for (const name of Object.values(login)) await client.query(`drop role if exists ${name}`);
  });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('three logins, each with the least it needs', () => {
  it('refuses, in one line naming the grant, a login that is not a member of workforce_owner, and workforce_owner without CREATE on a new database', () => {
    // Given a login with no membership, when it migrates, then it is told what to grant
    expectOneLine(
      cli(['migrate'], as('nobody')),
      `cannot \`set role workforce_owner\`, which owns every object: grant workforce_owner to ${login.nobody};`,
    );
    // And a server login is no migration login either
    expectOneLine(cli(['migrate'], as('server')), `grant workforce_owner to ${login.server};`);
    // Given the migration login on a database where nothing exists yet, it names the CREATE that workforce_owner lacks
    expectOneLine(cli(['migrate'], as('migrator')), `grant create on database ${database} to workforce_owner;`);
  }, 120_000);

  it('the set-up login creates everything, owned by workforce_owner; the migration login migrates (also a new migration), checks and makes organizations; the server login serves with --no-migrate', async () => {
    // Given the set-up login (a superuser), when it runs the first migrate
    const first = cli(['migrate'], as('setup'));
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toContain('applied migrations: 0001_initial.sql');
    // Then every object, workforce_meta included, belongs to workforce_owner
    expect(await owners()).toEqual([
      'functions: workforce_owner',
      'objects in workforce: workforce_owner',
      'objects in workforce_meta: workforce_owner',
      'schema workforce: workforce_owner',
      'schema workforce_meta: workforce_owner',
    ]);

    // When the migration login (a member of workforce_owner only) migrates: nothing to do
    const again = cli(['migrate'], as('migrator'));
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('applied migrations');
    // And a later release's migration is applied by it, owned by workforce_owner
    const sql = 'create table workforce.logins_probe (organization_id uuid primary key);';
    const extra = { name: '9999_logins_probe.sql', sql, sha256: createHash('sha256').update(sql).digest('hex') };
    expect((await migrate(urlAs(login.migrator), { migrations: [...migrationFiles(), extra] })).applied).toEqual([extra.name]);
    expect(await owners()).toContain('objects in workforce: workforce_owner');
    expect(await owners()).toHaveLength(5);
    const doctor = cli(['doctor'], as('migrator'));
    expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0);
    const created = cli(['org', 'create', 'logins', '--json'], as('migrator'));
    expect(created.status, created.stderr).toBe(0);
    const { token } = JSON.parse(created.stdout) as { token: string };

    // When the server login serves with --no-migrate and APP_DATABASE_URL only
    const port = await freePort();
    const server = await serve(['--no-migrate'], { APP_DATABASE_URL: urlAs(login.server), PORT: String(port) });
    try {
      // Then it answers /ready and GraphQL with the token the migration login made
      expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ viewer { organization { slug } role } }' }),
      });
      expect((await response.json()).data).toEqual({ viewer: { organization: { slug: 'logins' }, role: 'SYSTEM' } });
      // And it neither migrated, nor made the default organization, nor started an embedded PostgreSQL
      expect(server.output()).not.toMatch(/applied migrations|created organization|embedded PostgreSQL/);
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
      const orgs = await admin(async (client) => (await client.query('select slug from workforce.organizations')).rows);
      expect(orgs).toEqual([{ slug: 'logins' }]);
    } finally {
      await new Promise((resolve) => {
        server.child.once('exit', resolve);
        server.child.kill('SIGTERM');
      });
    }
  }, 240_000);

  it('refuses to serve, in one line, for a login without workforce_app, and while a migration of this build is missing', async () => {
    const noMigrate = (name: keyof typeof login) =>
      cli(['serve', '--no-migrate'], { APP_DATABASE_URL: urlAs(login[name]), PORT: '1' });
    expectOneLine(noMigrate('nobody'), `grant workforce_app to ${login.nobody};`);
    // Given the last migration of this build missing, the server login is told to migrate first
    const last = migrationFiles().at(-1)!.name;
    const removed = await admin(
      async (client) => (await client.query('delete from workforce_meta.migrations where name = $1 returning *', [last])).rows[0],
    );
    try {
      expectOneLine(
        noMigrate('server'),
        `the database lacks 1 migration of this build (${last}): run \`workforce migrate\` first`,
      );
    } finally {
      await admin((client) =>
        client.query('insert into workforce_meta.migrations (name, sha256, applied_at) values ($1, $2, $3)', [
          removed.name,
          removed.sha256,
          removed.applied_at,
        ]),
      );
    }
  }, 120_000);

  it('hands an older workforce_meta (owned by the superuser) over with the set-up login, and tells the migration login how', async () => {
    // Given the layout of an earlier release: workforce_meta made by the superuser that migrated first
    await admin(async (client) => {
      await client.query('alter schema workforce_meta owner to current_user');
      await client.query('alter table workforce_meta.migrations owner to current_user');
    });
    // When the migration login migrates, it is refused with the statements to run
    expectOneLine(
      cli(['migrate'], as('migrator')),
      'alter schema workforce_meta owner to workforce_owner; alter table workforce_meta.migrations owner to workforce_owner;',
    );
    // When the set-up login migrates, it hands both over; then the migration login migrates again
    const handed = cli(['migrate'], as('setup'));
    expect(handed.status, handed.stderr).toBe(0);
    expect(await owners()).toContain('schema workforce_meta: workforce_owner');
    expect(await owners()).toContain('objects in workforce_meta: workforce_owner');
    expect(await owners()).toHaveLength(5);
    const after = cli(['migrate'], as('migrator'));
    expect(after.status, after.stderr).toBe(0);
  }, 120_000);
});
