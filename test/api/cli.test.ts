// The two entry points a new user meets: `npm start` on a fresh machine (embedded PostgreSQL),
// and the `workforce` command line against a configured DATABASE_URL.
import { type ChildProcess, type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appendEvent, setEvidenceRetention } from '../../src/commands/index.js';
import { createDatabase, dropDatabase } from '../../src/db/admin.js';
import { freePort } from '../../src/db/embedded.js';
import { useTestDatabase } from '../helpers/db.js';
import { externalCall } from '../helpers/decisions.js';
import {
  claim,
  newAgent,
  newAssignment,
  newOrganization,
  runningAttempt,
  soonInDatabaseTime,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';
import { bundleServer } from '../helpers/server-process.js';

const t = useTestDatabase();
const root = new URL('../../', import.meta.url).pathname;

// The bundle (what `npm run build` makes, run as `node dist/server/cli.mjs`) starts in a fraction
// of tsx's time; built once for the file.
let bundle: Awaited<ReturnType<typeof bundleServer>> | undefined;
beforeAll(async () => {
  bundle = await bundleServer();
}, 120_000);
afterAll(() => bundle?.remove());

/**
 * The two entries a user runs: the bundle, and the npm bin (`npx workforce`, bin/workforce.js
 * through tsx; `--no` so that npx never looks for a package of that name in the registry).
 */
const entries = {
  bundle: (args: string[]) => [process.execPath, bundle!.entry, ...args],
  'npx workforce': (args: string[]) => ['npx', '--no', '--', 'workforce', ...args],
};
type Entry = keyof typeof entries;
const runEntry = (entry: Entry, args: string[], env: Record<string, string>) => {
  const [command, ...rest] = entries[entry](args);
  return spawnSync(command!, rest, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
};
const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

/** Starts `serve` and resolves once it listens, with everything it printed so far. */
function serve(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve'], {
    cwd: root,
    env: { ...process.env, ...env },
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

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

async function viewer(port: number, token: string) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { organization { slug } role actor { kind } } }' }),
  });
  return (await response.json()) as {
    data?: { viewer: { organization: { slug: string }; role: string; actor: { kind: string } } };
  };
}

describe('npm start with no database configured', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'workforce-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { WORKFORCE_DATA_DIR: dataDir, DATABASE_URL: '', APP_DATABASE_URL: '' };

  it('starts embedded PostgreSQL, bootstraps the default organization once, serves, and stops cleanly', async () => {
    // Given a fresh data directory, when the server starts
    const port = await freePort();
    const first = await serve({ ...env, PORT: String(port) });
    const token = /(wfl_[A-Za-z0-9_-]+)/.exec(first.output())?.[1];
    // Then it printed a SYSTEM token that works, and the database is ready
    expect(token).toBeDefined();
    expect((await viewer(port, token!)).data?.viewer).toEqual({
      organization: { slug: 'default' },
      role: 'SYSTEM',
      actor: { kind: 'SYSTEM' },
    });
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    const graphiql = await fetch(`http://127.0.0.1:${port}/graphql`, { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).toContain('query Assignments');
    expect(await stopped(first.child)).toBe(0);

    // When it starts again on the same data, it prints no new token and the old one still works
    const again = await serve({ ...env, PORT: String(port) });
    expect(again.output()).not.toMatch(/wfl_/);
    expect((await viewer(port, token!)).data?.viewer.role).toBe('SYSTEM');
    // And the CLI, run beside it, reuses the same embedded server for a new token
    const issued = cli(['token', '--role', 'VIEWER'], env);
    expect(issued.status, issued.stderr).toBe(0);
    expect((await viewer(port, issued.stdout.trim())).data?.viewer.role).toBe('VIEWER');
    expect(await stopped(again.child)).toBe(0);
  });
});

describe('the workforce command line', () => {
  it('sets, applies and clears an evidence retention period', () => {
    const env = { DATABASE_URL: t.url, WORKFORCE_ORGANIZATION: 'cli-retention' };
    expect(cli(['org', 'create', 'cli-retention', '--json'], env).status).toBe(0);
    // Nothing set: nothing deleted
    const none = cli(['retention'], env);
    expect(none.status, none.stderr).toBe(0);
    expect(JSON.parse(none.stdout)).toEqual({ olderThanSeconds: null, throughSeq: null, deleted: 0, bytes: 0, batches: 1 });
    const set = cli(['retention', '--older-than', '30d'], env);
    expect(set.status, set.stderr).toBe(0);
    expect(set.stderr).toMatch(/retention of cli-retention set to 2592000 seconds/);
    expect(JSON.parse(set.stdout)).toMatchObject({ olderThanSeconds: 2_592_000, deleted: 0 });
    // forever keeps everything again
    const cleared = cli(['retention', '--older-than', 'forever'], env);
    expect(cleared.status, cleared.stderr).toBe(0);
    expect(JSON.parse(cleared.stdout)).toMatchObject({ olderThanSeconds: null });
    // and a period it cannot read is a usage error
    const bad = cli(['retention', '--older-than', '30 days'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/a period such as 30d/);
    for (const size of ['1.5', '1e3', '10abc', '0', '1000001']) {
      const refused = cli(['retention', '--batch-size', size], env);
      expect(refused.status, size).toBe(2);
      expect(refused.stderr).toMatch(/a whole number from 1 to 1000000/);
    }
    expect(JSON.parse(cli(['verify-ledger'], env).stdout)).toMatchObject({ ok: true });
  });

  it("applies every organization's retention with --all, passing over those that keep everything", async () => {
    const kept = await newOrganization(t, 'cli-all-kept');
    const aged = await newOrganization(t, 'cli-all-aged');
    for (const org of [kept, aged]) {
      const { attemptId } = await runningAttempt(t, org);
      await appendEvent(t.db, org.system, {
        kind: 'tool.result',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: 'c1', tool_name: 'read', result: `an old result ${'x'.repeat(400)}` },
      });
    }
    await setEvidenceRetention(t.db, aged.system, { olderThanSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const all = cli(['retention', '--all'], { DATABASE_URL: t.url });
    expect(all.status, all.stderr).toBe(0);
    const lines = all.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.organization)).toEqual(['cli-all-aged']);
    expect(lines[0]).toMatchObject({ olderThanSeconds: 1, deleted: 1, batches: 1 });
    const stored = await t.admin.query<{ organization_id: string }>(
      'select organization_id from workforce.contents where organization_id = any($1)',
      [[kept.organizationId, aged.organizationId]],
    );
    expect(stored.rows.map((r) => r.organization_id)).toEqual([kept.organizationId]);
    // a period is set one organization at a time
    const both = cli(['retention', '--all', '--older-than', '30d'], { DATABASE_URL: t.url });
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/cannot be used with option '--older-than/);
  });

  it('creates an organization with --json, verifies its ledger and rebuilds it', () => {
    const env = { DATABASE_URL: t.url, WORKFORCE_ORGANIZATION: 'cli-org' };
    const created = cli(['org', 'create', 'cli-org', '--json'], env);
    expect(created.status, created.stderr).toBe(0);
    const org = JSON.parse(created.stdout) as { organizationId: string; systemActorId: string; token: string };
    expect(org.token).toMatch(/^wfl_/);
    expect(Object.keys(org).sort()).toEqual(['organizationId', 'systemActorId', 'token']);
    expect(cli(['org', 'create', 'cli-org', '--json'], env).status).toBe(1);

    const verified = cli(['verify-ledger'], env);
    expect(verified.status, verified.stderr).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true, eventsChecked: 3 });
    const rebuilt = cli(['rebuild', '--batch-size', '1'], env);
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(rebuilt.stderr).toMatch(/ACTORS: replayed 1 events in 2 batches/);
    expect(cli(['migrate'], env).status).toBe(0);
  });
});

describe('workforce import', () => {
  it('creates Assignments from JSON Lines in batches, lists the lines it refused, and replays a second run', () => {
    // Given an organization and a file of three creations with ids, a blank line, a line that is not JSON and one without a goal
    const env = { DATABASE_URL: t.url, WORKFORCE_ORGANIZATION: 'cli-import', WORKFORCE_MAX_BATCH: '2' };
    expect(cli(['org', 'create', 'cli-import', '--json'], env).status).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'workforce-import-'));
    const file = join(dir, 'work.jsonl');
    const line = (n: number) =>
      JSON.stringify({
        assignmentId: `00000000-0000-4000-8000-00000000000${n}`,
        title: `task ${n}`,
        goal: { mediaType: 'text/plain', content: `goal ${n}` },
      });
    writeFileSync(file, [line(1), line(2), '', '{not json', JSON.stringify({ title: 'no goal' }), line(3)].join('\n'));
    try {
      // When it is imported (two per batch), Then three are created and the two bad lines are named
      const first = cli(['import', file], env);
      expect(first.status, first.stderr).toBe(1);
      const summary = JSON.parse(first.stdout) as {
        created: number;
        replayed: number;
        refused: { line: number; code: string }[];
      };
      expect(summary).toMatchObject({ created: 3, replayed: 0 });
      expect(summary.refused.map((r) => [r.line, r.code])).toEqual([
        [4, 'VALIDATION_ERROR'],
        [5, 'VALIDATION_ERROR'],
      ]);
      // And a second run replays the three instead of creating them again
      const second = JSON.parse(cli(['import', file], env).stdout) as { created: number; replayed: number };
      expect([second.created, second.replayed]).toEqual([0, 3]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('workforce recover-expired', () => {
  // Through the bundle: four runs stay quick.
  const run = (args: string[]) => runEntry('bundle', ['recover-expired', ...args], { DATABASE_URL: t.url });
  const state = async (assignmentId: string) =>
    (await t.admin.query<{ state: string }>('select state from workforce.assignments where assignment_id = $1', [assignmentId]))
      .rows[0]!.state;
  interface Sweep {
    recovered: { organization: string; assignmentId: string; attemptId: string; outcome: string; state: string }[];
    refused: unknown[];
    limitReached: boolean;
  }

  it('recovers the expired claims of one organization or all, at most --limit, and leaves live claims alone', async () => {
    // Given two organizations, each with two expired claims (one of A's after an unanswered external call), and a live claim in A
    const a = await newOrganization(t, 'recover-a');
    const b = await newOrganization(t, 'recover-b');
    const setUp = async (org: typeof a) => ({ agent: await newAgent(t, org), org });
    const expiry = await soonInDatabaseTime(t, 500);
    const claimed = async ({ org, agent }: Awaited<ReturnType<typeof setUp>>, claimExpiresAt?: Date) => {
      const { assignment } = await newAssignment(t, org.system);
      const { attempt } = await claim(t, org.system, assignment.id, agent, claimExpiresAt ? { claimExpiresAt } : {});
      return { assignmentId: assignment.id, attemptId: attempt!.id };
    };
    const [inA, inB] = [await setUp(a), await setUp(b)];
    const aAbandoned = await claimed(inA, expiry);
    const aUncertain = await claimed(inA, expiry);
    await externalCall(t, a.system, aUncertain.attemptId);
    const aLive = await claimed(inA);
    const bFirst = await claimed(inB, expiry);
    const bSecond = await claimed(inB, expiry);
    await waitUntilDatabaseTime(t, expiry);

    // When A's are recovered with --json, Then exactly A's two expired claims are, each with its outcome
    const onlyA = run(['--org', 'recover-a', '--json']);
    expect(onlyA.status, onlyA.stderr).toBe(0);
    const sweptA = JSON.parse(onlyA.stdout) as Sweep;
    expect(sweptA.refused).toEqual([]);
    expect(sweptA.limitReached).toBe(false);
    expect(sweptA.recovered.map((r) => [r.organization, r.assignmentId, r.attemptId, r.outcome, r.state]).sort()).toEqual(
      [
        ['recover-a', aAbandoned.assignmentId, aAbandoned.attemptId, 'ABANDONED', 'READY'],
        ['recover-a', aUncertain.assignmentId, aUncertain.attemptId, 'UNCERTAIN', 'UNCERTAIN'],
      ].sort(),
    );
    expect(await state(aLive.assignmentId)).toBe('RUNNING');
    expect([await state(bFirst.assignmentId), await state(bSecond.assignmentId)]).toEqual(['RUNNING', 'RUNNING']);

    // When every organization is swept with --limit 1, Then one of B's is recovered, printed as one line
    const limited = run(['--all', '--limit', '1']);
    expect(limited.status, limited.stderr).toBe(0);
    const lines = limited.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^recover-b assignment [0-9a-f-]{36} attempt [0-9a-f-]{36} expired \S+: ABANDONED, now READY$/);
    expect(limited.stderr).toMatch(/stopped at --limit 1/);
    const states = [await state(bFirst.assignmentId), await state(bSecond.assignmentId)].sort();
    expect(states).toEqual(['READY', 'RUNNING']);

    // When every organization is swept again, Then the last expired claim is recovered and the live one is still running
    const rest = run(['--all', '--json']);
    expect(rest.status, rest.stderr).toBe(0);
    const sweptAll = JSON.parse(rest.stdout) as Sweep;
    expect(sweptAll.recovered).toHaveLength(1);
    expect(sweptAll.recovered[0]).toMatchObject({ organization: 'recover-b', outcome: 'ABANDONED', state: 'READY' });
    expect([await state(bFirst.assignmentId), await state(bSecond.assignmentId)]).toEqual(['READY', 'READY']);
    expect(await state(aLive.assignmentId)).toBe('RUNNING');
    expect(JSON.parse(run(['--all', '--json']).stdout)).toEqual({ recovered: [], refused: [], limitReached: false });

    // And --org with --all, or an unknown organization, is an error
    expect(run(['--org', 'recover-a', '--all']).status).not.toBe(0);
    expect(run(['--org', 'no-such-org']).status).toBe(1);
  }, 180_000);
});

/** What a command printed on stdout, which must be exactly one line of JSON, all else on stderr. */
function onlyJson(result: SpawnSyncReturns<string>): Record<string, unknown> {
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout.endsWith('\n') && result.stdout.indexOf('\n') === result.stdout.length - 1, result.stdout).toBe(true);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

describe.each(Object.keys(entries) as Entry[])('the command line pipes, through %s', (entry) => {
  // A database of its own, left empty, so that the first command migrates it and says so.
  const name = `${inject('databasePrefix')}_pipes_${randomUUID().slice(0, 8)}`;
  let env: Record<string, string>;
  let dir: string;
  beforeAll(async () => {
    const url = await createDatabase(inject('serverUrl'), name);
    env = { DATABASE_URL: url, APP_DATABASE_URL: '', WORKFORCE_ORGANIZATION: 'pipes' };
    dir = mkdtempSync(join(tmpdir(), 'workforce-pipes-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropDatabase(inject('serverUrl'), name);
  });

  it('prints only JSON on stdout for every command that prints JSON; migrations and notices go to stderr', () => {
    // Given an empty database, when an organization is created with --json, Then stdout is its JSON alone
    const created = runEntry(entry, ['org', 'create', 'pipes', '--json'], env);
    expect(Object.keys(onlyJson(created)).sort()).toEqual(['organizationId', 'systemActorId', 'token']);
    expect(created.stderr).toMatch(/applied migrations: 0001_initial\.sql/);

    // And so for a token with --json, while without it the token alone is the line
    const token = onlyJson(runEntry(entry, ['token', '--role', 'VIEWER', '--ttl', '600', '--json'], env));
    expect(token).toMatchObject({ role: 'VIEWER', token: expect.stringMatching(/^wfl_/), tokenId: expect.any(String) });
    expect(Date.parse(token.expiresAt as string)).toBeGreaterThan(Date.now());
    expect(runEntry(entry, ['token'], env).stdout).toMatch(/^wfl_\S+\n$/);

    // And for an import, a verification and a recovery sweep
    const file = join(dir, 'work.jsonl');
    writeFileSync(file, `${JSON.stringify({ title: 'piped', goal: { mediaType: 'text/plain', content: 'goal' } })}\n`);
    expect(onlyJson(runEntry(entry, ['import', file], env))).toEqual({ created: 1, replayed: 0, refused: [] });
    expect(onlyJson(runEntry(entry, ['verify-ledger'], env))).toMatchObject({ ok: true });
    const swept = runEntry(entry, ['recover-expired', '--json'], env);
    expect(onlyJson(swept)).toEqual({ recovered: [], refused: [], limitReached: false });
    expect(swept.stderr).toMatch(/recovered 0 expired claims/);
  }, 180_000);

  it('names an unknown command, lists the commands and exits 2', () => {
    const unknown = runEntry(entry, ['frobnicate', '--json'], env);
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^workforce: unknown command 'frobnicate'$/m);
    for (const command of ['serve', 'migrate', 'org', 'token', 'import', 'recover-expired', 'verify-ledger'])
      expect(unknown.stderr).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    // And so under `org`, and for an unknown option
    const underOrg = runEntry(entry, ['org', 'frobnicate'], env);
    expect([underOrg.status, underOrg.stderr]).toEqual([
      2,
      expect.stringMatching(/^workforce: unknown command 'frobnicate'$.*^ {2}create /ms),
    ]);
    const option = runEntry(entry, ['token', '--frobnicate'], env);
    expect([option.status, option.stderr]).toEqual([2, expect.stringMatching(/^workforce: unknown option '--frobnicate'$/m)]);
  }, 60_000);
});

describe('the command line without a command', () => {
  it('serves, as `serve` does', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [bundle!.entry], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: t.url, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('GraphiQL at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
    });
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
    expect(await stopped(child)).toBe(0);
  }, 60_000);
});
