// Prometheus metrics (src/metrics.ts, src/schema/outcomes.ts): /metrics scraped after known commands
// counts each mutation's outcome (success, replayed, the refusal code, the fault code), a batch's
// items under their single command and the request once, the claims awaiting recovery over every
// organization, the live subscribers, the pools; WORKFORCE_METRICS_TOKEN; and no label holds an id.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAssignment, startGroupCommit } from '../../src/commands/index.js';
import { loadConfig } from '../../src/config.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createLogger } from '../../src/log.js';
import { Metrics } from '../../src/metrics.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { type ApiOrganization, apiOrganization, TEST_LIMITS, TEST_PROTECTION, type Yoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import {
  claim,
  newAgent,
  newAssignment,
  newOrganization,
  soonInDatabaseTime,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';
import { HeldTransaction } from '../helpers/locks.js';

const t = useTestDatabase();

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, the samples only (HELP and TYPE lines skipped). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of one series (0 when absent, as Prometheus reads a counter never incremented). */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} series`);
  return found[0]?.value ?? 0;
}

const feeds: LedgerFeed[] = [];
const dbs: Db[] = [];
let org: ApiOrganization;
let agentId: string;

function server(options: { token?: string; lockTimeoutMs?: number } = {}): { yoga: Yoga; metrics: Metrics } {
  const pool = createPool({ connectionString: t.url, role: APP_ROLE, max: 5, lockTimeoutMs: options.lockTimeoutMs ?? 5_000 });
  const db = createDb(pool);
  dbs.push(db);
  const feed = new LedgerFeed({ connectionString: t.url, db });
  feeds.push(feed);
  const logger = createLogger({ level: 'warn', destination: { write: () => {} } });
  const metrics = new Metrics({ token: options.token, db, feed, pools: { commands: pool }, logger });
  const yoga = createWorkforceYoga({
    db,
    feed,
    limits: TEST_LIMITS,
    protection: TEST_PROTECTION,
    logger,
    metrics,
    log: () => {},
  });
  return { yoga, metrics };
}

async function gql(yoga: Yoga, token: string, query: string, variables: Record<string, unknown> = {}) {
  const body = JSON.stringify({ query, variables });
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length), authorization: `Bearer ${token}` },
    body,
  });
  return (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
}

async function scrape(yoga: Yoga, token?: string): Promise<Sample[]> {
  const response = await yoga.fetch('http://localhost/metrics', token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await response.text());
}

const CREATE = `mutation Create($input: CreateAssignmentInput!) {
  createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { replayed assignment { id } } ... on Error { code } } }`;
const CREATE_MANY = `mutation CreateMany($input: CreateAssignmentsInput!) {
  createAssignments(input: $input) { __typename ... on CreateAssignmentsSuccess { results { __typename ... on Error { code } } } ... on Error { code } } }`;
const CLAIM = `mutation Claim($input: ClaimAssignmentInput!) {
  claimAssignment(input: $input) { __typename ... on Error { code } } }`;
const goal = { mediaType: 'text/plain', content: 'Summarize the report.' };

beforeAll(async () => {
  org = await apiOrganization(t, 'metrics');
  agentId = await newAgent(t, {
    organizationId: org.organizationId,
    system: { organizationId: org.organizationId, actorId: org.systemActorId },
  });
});
afterAll(async () => {
  for (const feed of feeds) await feed.close();
  for (const db of dbs) await db.destroy();
});

describe('workforce_commands_total and workforce_command_duration_seconds', () => {
  it('count each mutation by its field name and outcome: success, replayed, the refusal code', async () => {
    const { yoga } = server();
    const input = { eventId: randomUUID(), assignmentId: randomUUID(), title: 'one', goal };
    const first = await gql(yoga, org.tokens.operator, CREATE, { input });
    expect(first.data?.createAssignment?.replayed).toBe(false);
    const retry = await gql(yoga, org.tokens.operator, CREATE, { input });
    expect(retry.data?.createAssignment?.replayed).toBe(true);
    const assignmentId = (first.data!.createAssignment!.assignment as { id: string }).id;
    const claimed = await gql(yoga, org.tokens.runner, CLAIM, { input: { assignmentId, agentId, configurationVersion: 1 } });
    expect(claimed.data?.claimAssignment?.__typename).toBe('ClaimAssignmentSuccess');
    const conflict = await gql(yoga, org.tokens.runner, CLAIM, { input: { assignmentId, agentId, configurationVersion: 1 } });
    const conflictCode = conflict.data?.claimAssignment?.code as string;
    expect(conflictCode).toMatch(/^[A-Z_]+$/);
    // A VIEWER may not create: a GraphQL error, counted by its code like a refusal.
    const forbidden = await gql(yoga, org.tokens.viewer, CREATE, { input: { title: 'no', goal } });
    expect(JSON.stringify(forbidden.errors)).toContain('"code":"FORBIDDEN"');

    const samples = await scrape(yoga);
    const commands = samples.filter((s) => s.name === 'workforce_commands_total');
    expect(commands.map((s) => [s.labels.command, s.labels.outcome, s.value]).sort()).toEqual(
      [
        ['claimAssignment', 'success', 1],
        ['claimAssignment', conflictCode, 1],
        ['createAssignment', 'FORBIDDEN', 1],
        ['createAssignment', 'replayed', 1],
        ['createAssignment', 'success', 1],
      ].sort(),
    );
    expect(value(samples, 'workforce_command_duration_seconds_count', { command: 'createAssignment' })).toBe(3);
    expect(value(samples, 'workforce_command_duration_seconds_count', { command: 'claimAssignment' })).toBe(2);
    expect(value(samples, 'workforce_command_duration_seconds_sum', { command: 'claimAssignment' })).toBeGreaterThan(0);
    // Queries are not commands.
    await gql(yoga, org.tokens.viewer, '{ viewer { role } }');
    const after = await scrape(yoga);
    expect(after.filter((s) => s.name === 'workforce_commands_total').length).toBe(5);
  });

  it('count a batch item by item under its single command, and the request once in workforce_batch_requests_total', async () => {
    const { yoga } = server();
    const taken = randomUUID();
    await newAssignment(t, { organizationId: org.organizationId, actorId: org.systemActorId }, { assignmentId: taken });
    const result = await gql(yoga, org.tokens.operator, CREATE_MANY, {
      input: {
        assignments: [
          { title: 'a', goal },
          { title: 'b', goal },
          // The id of another Assignment with other facts: that item alone is refused.
          { assignmentId: taken, title: 'c', goal },
        ],
      },
    });
    const results = result.data?.createAssignments?.results as { __typename: string; code?: string }[];
    expect(results.map((r) => r.__typename).slice(0, 2)).toEqual(['CreateAssignmentSuccess', 'CreateAssignmentSuccess']);
    const refusal = results[2]!.code!;
    expect(refusal).toMatch(/^[A-Z_]+$/);
    // A batch refused as a whole (empty) is counted under the batch's own name.
    const empty = await gql(yoga, org.tokens.operator, CREATE_MANY, { input: { assignments: [] } });
    expect(empty.data?.createAssignments?.code).toBe('VALIDATION_ERROR');

    const samples = await scrape(yoga);
    expect(value(samples, 'workforce_commands_total', { command: 'createAssignment', outcome: 'success' })).toBe(2);
    expect(value(samples, 'workforce_commands_total', { command: 'createAssignment', outcome: refusal })).toBe(1);
    expect(value(samples, 'workforce_commands_total', { command: 'createAssignments', outcome: 'VALIDATION_ERROR' })).toBe(1);
    // Every batch request once, whether its items were judged or it was refused as a whole.
    expect(value(samples, 'workforce_batch_requests_total', { command: 'createAssignments' })).toBe(2);
    expect(value(samples, 'workforce_command_duration_seconds_count', { command: 'createAssignments' })).toBe(2);
  });

  it('count a database fault by its code (LOCK_TIMEOUT while another transaction holds the Assignment)', async () => {
    const { yoga } = server({ lockTimeoutMs: 100 });
    const { assignment } = await newAssignment(t, { organizationId: org.organizationId, actorId: org.systemActorId });
    const holder = await t.admin.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from workforce.assignments where organization_id = $1 and assignment_id = $2 for update', [
        org.organizationId,
        assignment.id,
      ]);
      const answer = await gql(yoga, org.tokens.runner, CLAIM, {
        input: { assignmentId: assignment.id, agentId, configurationVersion: 1 },
      });
      expect(JSON.stringify(answer.errors)).toContain('LOCK_TIMEOUT');
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    const samples = await scrape(yoga);
    expect(value(samples, 'workforce_commands_total', { command: 'claimAssignment', outcome: 'LOCK_TIMEOUT' })).toBe(1);
  });
});

describe('the gauges, read at scrape time', () => {
  it('workforce_claims_awaiting_recovery counts the expired claims of every organization, through one function', async () => {
    const { yoga } = server();
    const other = await apiOrganization(t, 'metrics-other');
    const otherOrg = {
      organizationId: other.organizationId,
      system: { organizationId: other.organizationId, actorId: other.systemActorId },
    };
    const otherAgent = await newAgent(t, otherOrg);
    const expiring = await soonInDatabaseTime(t, 200);
    for (const [o, agent] of [
      [otherOrg, otherAgent],
      [
        { organizationId: org.organizationId, system: { organizationId: org.organizationId, actorId: org.systemActorId } },
        agentId,
      ],
    ] as const) {
      const { assignment } = await newAssignment(t, o.system);
      await claim(t, o.system, assignment.id, agent, { claimExpiresAt: expiring });
    }
    // A claim that has not expired is not counted.
    const { assignment: live } = await newAssignment(t, otherOrg.system);
    await claim(t, otherOrg.system, live.id, otherAgent);
    await waitUntilDatabaseTime(t, expiring);
    const {
      rows: [expected],
    } = await t.admin.query<{ n: number }>(
      `select count(*)::int as n from workforce.assignments where state = 'RUNNING' and claim_expires_at <= now()`,
    );
    expect(expected!.n).toBeGreaterThanOrEqual(2);
    const samples = await scrape(yoga);
    expect(value(samples, 'workforce_claims_awaiting_recovery')).toBe(expected!.n);
  });

  it('workforce_live_subscribers and workforce_live_feed_lag_events follow the open subscriptions', async () => {
    const { yoga } = server();
    const before = await scrape(yoga);
    expect(value(before, 'workforce_live_subscribers')).toBe(0);
    const abort = new AbortController();
    const body = JSON.stringify({ query: 'subscription { ledgerEvents { seq } }' });
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        accept: 'text/event-stream',
        authorization: `Bearer ${org.tokens.viewer}`,
      },
      body,
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    try {
      await reader.read();
      await expect.poll(async () => value(await scrape(yoga), 'workforce_live_subscribers')).toBe(1);
      expect(value(await scrape(yoga), 'workforce_live_feed_lag_events')).toBe(0);
    } finally {
      abort.abort();
      await reader.cancel().catch(() => {});
    }
  });

  it("read from the live feed as it reports them: subscribers and the slowest one's lag", async () => {
    const feed = { stats: () => ({ organizations: 2, subscribers: 3, lagEvents: 7 }) } as unknown as LedgerFeed;
    const logger = createLogger({ level: 'warn', destination: { write: () => {} } });
    const metrics = new Metrics({ db: t.db, feed, pools: {}, logger });
    const samples = parse(await metrics.registry.metrics());
    expect(value(samples, 'workforce_live_subscribers')).toBe(3);
    expect(value(samples, 'workforce_live_feed_lag_events')).toBe(7);
  });

  it('the group sizes of group commit, by command: each claim sent while one was in flight went in one group', async () => {
    // A pool of its own whose one group slot a claim blocked on a held cursor holds
    const db = createDb(createPool({ connectionString: t.url, role: APP_ROLE, max: 4 }));
    dbs.push(db);
    const groups = startGroupCommit(db, { concurrency: 1, stallMs: 600_000 });
    const feed = { stats: () => ({ organizations: 0, subscribers: 0, lagEvents: 0 }) } as unknown as LedgerFeed;
    const logger = createLogger({ level: 'warn', destination: { write: () => {} } });
    const metrics = new Metrics({ db: t.db, feed, pools: {}, groups, logger });
    const orgs = await Promise.all([0, 1, 2, 3].map(() => newOrganization(t)));
    const agents = await Promise.all(orgs.map((org) => newAgent(t, org)));
    const ids = await Promise.all(orgs.map(async (org) => (await newAssignment(t, org.system)).assignment.id));
    const held = await HeldTransaction.begin(t.admin);
    await held.query(
      `select 1 from workforce.projection_cursors where organization_id = $1 and projection = 'ASSIGNMENTS' for update`,
      [orgs[0]!.organizationId],
    );
    const claims = orgs.map((org, i) =>
      claimAssignment(db, org.system, { assignmentId: ids[i]!, agentId: agents[i]!, configurationVersion: 1 }),
    );
    await held.commit();
    await Promise.all(claims);

    const samples = parse(await metrics.registry.metrics());
    const bucket = (le: string) => value(samples, 'workforce_command_group_size_bucket', { command: 'claimAssignment', le });
    expect(value(samples, 'workforce_command_group_size_count', { command: 'claimAssignment' })).toBe(2);
    expect(value(samples, 'workforce_command_group_size_sum', { command: 'claimAssignment' })).toBe(4);
    expect([bucket('1'), bucket('2'), bucket('4')]).toEqual([1, 1, 2]);
  });

  it('a scrape while the database is down: 200, the count NaN and logged, every other series there', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => done(p));
      });
    });
    const pool = createPool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectTimeoutMs: 1_000 });
    const down = createDb(pool);
    dbs.push(down);
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(line) } });
    const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    feeds.push(feed);
    const metrics = new Metrics({ db: down, feed, pools: { commands: pool }, logger });
    const samples = parse(await metrics.registry.metrics());
    expect(value(samples, 'workforce_claims_awaiting_recovery')).toBeNaN();
    expect(value(samples, 'workforce_live_subscribers')).toBe(0);
    // prom-client counts process CPU from the registry's creation: present, perhaps still 0.
    expect(samples.map((s) => s.name)).toContain('process_cpu_user_seconds_total');
    expect(lines.join('')).toContain('claims awaiting recovery not counted');
  });

  it("the pools' connections by state, Node's process metrics and the HTTP timing by operation type", async () => {
    const { yoga } = server();
    await gql(yoga, org.tokens.viewer, 'query Who { viewer { role } }');
    // Refused before execution (its document does not parse; 200 with the error, as GraphQL over HTTP
    // answers a client that accepts application/json): timed too, with no operation type.
    const broken = await gql(yoga, org.tokens.viewer, 'query Broken { viewer {');
    expect(broken.errors).toHaveLength(1);
    const samples = await scrape(yoga);
    const idle = value(samples, 'workforce_db_pool_connections', { pool: 'commands', state: 'idle' });
    const busy = value(samples, 'workforce_db_pool_connections', { pool: 'commands', state: 'busy' });
    expect(idle + busy).toBeGreaterThanOrEqual(1);
    // Present; its value may be 1: the scrape's own count can be waiting for its connection while the gauges are read.
    const waiting = samples.find((s) => s.name === 'workforce_db_pool_waiting_requests' && s.labels.pool === 'commands');
    expect(waiting).toBeDefined();
    expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name.startsWith('graphql_envelop_'))).toBe(false);
    expect(
      value(samples, 'graphql_yoga_http_duration_count', { operationType: 'query', statusCode: '200', method: 'POST' }),
    ).toBe(1);
    const unknown = samples.filter((s) => s.name === 'graphql_yoga_http_duration_count' && s.labels.operationType === 'unknown');
    expect(unknown.map((s) => [s.labels.method, s.labels.statusCode, s.value])).toEqual([['POST', '200', 1]]);
  });
});

describe('what /metrics shows and to whom', () => {
  it('no label holds an id, an operation name or a URL', async () => {
    const { yoga } = server();
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    await gql(yoga, org.tokens.operator, CREATE, { input: { assignmentId: randomUUID(), title: 'ids', goal } });
    await gql(yoga, org.tokens.operator, `query Named_${'x'.repeat(8)} { assignments(first: 1) { edges { node { id } } } }`);
    const samples = await scrape(yoga);
    const labelled = samples.filter((s) => Object.keys(s.labels).length > 0);
    expect(labelled.length).toBeGreaterThan(10);
    for (const sample of labelled) {
      for (const [label, text] of Object.entries(sample.labels)) {
        expect(text, `${sample.name}{${label}}`).not.toMatch(uuid);
        expect(label).not.toMatch(/^(operationName|url|path)$/);
      }
    }
  });

  it('WORKFORCE_METRICS_TOKEN: a scrape without it or with another is 401, with it 200; only GET and HEAD', async () => {
    const token = 'scrape-secret-0123456789';
    const { yoga } = server({ token });
    const none = await yoga.fetch('http://localhost/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain('workforce_');
    const wrong = await yoga.fetch('http://localhost/metrics', { headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.status).toBe(401);
    expect(value(await scrape(yoga, token), 'workforce_live_subscribers')).toBe(0);
    const post = await yoga.fetch('http://localhost/metrics', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(post.status).toBe(405);
  });

  it('WORKFORCE_METRICS=false: no /metrics; the token, when set, must be at least 16 characters', async () => {
    expect(loadConfig({}).WORKFORCE_METRICS).toBe(true);
    expect(loadConfig({ WORKFORCE_METRICS: 'false' }).WORKFORCE_METRICS).toBe(false);
    expect(() => loadConfig({ WORKFORCE_METRICS: 'off' })).toThrow(/WORKFORCE_METRICS/);
    expect(() => loadConfig({ WORKFORCE_METRICS_TOKEN: 'short' })).toThrow(/WORKFORCE_METRICS_TOKEN/);
    const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    feeds.push(feed);
    const yoga = createWorkforceYoga({ db: t.db, feed, limits: TEST_LIMITS, protection: TEST_PROTECTION, log: () => {} });
    const response = await yoga.fetch('http://localhost/metrics');
    expect(response.status).toBe(404);
  });
});
