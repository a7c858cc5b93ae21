// Database faults as typed, retryable errors: a lock held too long (lock_timeout), a statement that
// runs too long (statement_timeout), a database that cannot be reached or a pool with no free
// connection (connectTimeoutMs). Each answers within its timeout, writes nothing, and reaches a
// GraphQL client as a 503 with extensions { code, retryable: true }.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAssignment } from '../../src/commands/index.js';
import { callCommand } from '../../src/db/call.js';
import { freePort } from '../../src/db/embedded.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { DatabaseUnavailable, LockTimeout, StatementTimeout } from '../../src/errors.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { type ApiOrganization, apiOrganization, TEST_LIMITS, TEST_PROTECTION, type Yoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization, type TestOrganization } from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();
const LOCK_TIMEOUT_MS = 300;
const STATEMENT_TIMEOUT_MS = 300;
const CONNECT_TIMEOUT_MS = 300;
const handles: { destroy: () => Promise<void> }[] = [];

function dbWith(options: Parameters<typeof createPool>[0]): Db {
  const db = createDb(createPool(options));
  handles.push(db);
  return db;
}

let org: TestOrganization;
let agentId: string;
let lockTimeoutDb: Db;
beforeAll(async () => {
  org = await newOrganization(t);
  agentId = await newAgent(t, org);
  lockTimeoutDb = dbWith({ connectionString: t.url, role: APP_ROLE, lockTimeoutMs: LOCK_TIMEOUT_MS });
});
afterAll(async () => {
  for (const handle of handles) await handle.destroy();
});

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

/** Holds the Assignment's projection row locked, as a stuck transaction would. */
async function lockAssignmentRow(assignmentId: string): Promise<HeldTransaction> {
  const held = await HeldTransaction.begin(t.admin);
  await held.query('select 1 from workforce.assignments where organization_id = $1 and assignment_id = $2 for update', [
    org.organizationId,
    assignmentId,
  ]);
  return held;
}

describe('lock_timeout', () => {
  it('turns a lock held by another transaction into LockTimeout after lock_timeout, writing nothing', async () => {
    // Given: an Assignment whose row another transaction holds locked
    const { assignment } = await newAssignment(t, org.system);
    const held = await lockAssignmentRow(assignment.id);
    const before = await countEvents(t, org.organizationId);
    try {
      // When: a claim needs that row
      const claim = timed(() =>
        claimAssignment(lockTimeoutDb, org.system, { assignmentId: assignment.id, agentId, configurationVersion: 1 }),
      );
      await waitForLockWaiters(t, 'claim_assignment');
      const { ms, error } = await claim;
      // Then: it gives up after lock_timeout with the typed, retryable error, and is not retried
      expect(error).toBeInstanceOf(LockTimeout);
      expect(error).toMatchObject({ code: 'LOCK_TIMEOUT', retryable: true });
      expect(ms).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 20);
      expect(ms).toBeLessThan(LOCK_TIMEOUT_MS * 3);
      expect(await countEvents(t, org.organizationId)).toBe(before);
    } finally {
      await held.rollback();
    }
    // Once the lock is gone the same claim commits: only the lock stood in its way.
    const claimed = await claimAssignment(lockTimeoutDb, org.system, {
      assignmentId: assignment.id,
      agentId,
      configurationVersion: 1,
    });
    expect(claimed.assignment.state).toBe('RUNNING');
    expect(await countEvents(t, org.organizationId)).toBe(before + 1);
  });
});

describe('statement_timeout', () => {
  it('turns a statement that runs too long into StatementTimeout', async () => {
    const db = dbWith({ connectionString: t.url, role: APP_ROLE, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
    const { ms, error } = await timed(() => callCommand(db, sql<{ result: string }>`select pg_sleep(5)::text as result`));
    expect(error).toBeInstanceOf(StatementTimeout);
    expect(error).toMatchObject({ code: 'STATEMENT_TIMEOUT', retryable: true });
    expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS * 4);
  });
});

describe('no connection to be had', () => {
  it('answers DatabaseUnavailable at once when nothing listens, after the bounded retries', async () => {
    const db = dbWith({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    const { ms, error } = await timed(() => callCommand(db, sql<{ result: number }>`select 1 as result`));
    expect(error).toBeInstanceOf(DatabaseUnavailable);
    expect(error).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true });
    expect(ms).toBeLessThan(1_000);
  });

  it('answers DatabaseUnavailable after connectTimeoutMs when the pool has no free connection, without retrying the wait', async () => {
    const pool = createPool({ connectionString: t.url, role: APP_ROLE, max: 1, connectTimeoutMs: CONNECT_TIMEOUT_MS });
    const db = createDb(pool);
    handles.push(db);
    const busy = await pool.connect();
    try {
      const { ms, error } = await timed(() => callCommand(db, sql<{ result: number }>`select 1 as result`));
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 20);
      expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS * 2);
    } finally {
      busy.release();
    }
  });
});

describe('transient faults', () => {
  // A stand-in for a command function that fails with a chosen SQLSTATE on its first n calls. The
  // calls are counted in a sequence, which a rolled-back transaction does not undo.
  beforeAll(async () => {
    await t.admin.query(`
      create sequence public.flaky_calls;
      create function public.flaky(p_failures integer, p_state text) returns jsonb language plpgsql as $$
      declare n bigint := nextval('public.flaky_calls');
      begin
        if n <= p_failures then raise exception 'flaky call %', n using errcode = p_state; end if;
        return jsonb_build_object('calls', n);
      end $$;
      grant usage on sequence public.flaky_calls to workforce_app;
      grant execute on function public.flaky(integer, text) to workforce_app;`);
  });
  const calls = async () =>
    (await t.admin.query<{ n: number }>('select last_value::int as n from public.flaky_calls')).rows[0]!.n;
  const reset = () => t.admin.query(`select setval('public.flaky_calls', 1, false)`);
  const flaky = (failures: number, state: string) =>
    timed(() =>
      callCommand(t.db, sql<{ result: { calls: number } }>`select public.flaky(${failures}::integer, ${state}::text) as result`),
    );

  it.each([
    ['a serialization failure', '40001', 'TRANSACTION_CONFLICT'],
    ['a deadlock', '40P01', 'TRANSACTION_CONFLICT'],
    ['an admin shutdown', '57P01', 'DATABASE_UNAVAILABLE'],
  ])('retries %s at most 3 times, then gives up with a typed, retryable error', async (_name, state, code) => {
    await reset();
    expect((await flaky(3, state)).error).toBeNull();
    expect(await calls()).toBe(4);
    await reset();
    const { error } = await flaky(10, state);
    expect(error).toMatchObject({ code, retryable: true });
    expect(await calls()).toBe(4);
  });

  it('never retries a lock or statement timeout: each is final at once', async () => {
    for (const [state, type] of [
      ['55P03', LockTimeout],
      ['57014', StatementTimeout],
    ] as const) {
      await reset();
      const { error } = await flaky(10, state);
      expect(error).toBeInstanceOf(type);
      expect(await calls()).toBe(1);
    }
  });
});

describe('at the GraphQL edge', () => {
  const CLAIM = `mutation($input: ClaimAssignmentInput!) { claimAssignment(input: $input) {
    __typename ... on ClaimAssignmentSuccess { replayed } ... on Error { code } } }`;
  let api: ApiOrganization;
  const feeds: LedgerFeed[] = [];
  const yogaOver = (db: Db): Yoga => {
    const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    feeds.push(feed);
    return createWorkforceYoga({ db, feed, limits: TEST_LIMITS, protection: TEST_PROTECTION, log: () => {} });
  };
  beforeAll(async () => {
    api = await apiOrganization(t, 'timeouts-api');
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
  });

  async function request(yoga: Yoga, query: string, variables: object, token: string) {
    const body = JSON.stringify({ query, variables });
    const started = performance.now();
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        authorization: `Bearer ${token}`,
      },
    });
    const json = (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions: Record<string, unknown> }[];
    };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), json, ms: performance.now() - started };
  }

  it('answers a lock timeout as a 503 with code LOCK_TIMEOUT and retryable: true', async () => {
    const yoga = yogaOver(lockTimeoutDb);
    const agent = await newAgent(t, {
      organizationId: api.organizationId,
      system: { organizationId: api.organizationId, actorId: api.systemActorId },
    });
    const { assignment } = await newAssignment(t, { organizationId: api.organizationId, actorId: api.operatorActorId });
    const held = await HeldTransaction.begin(t.admin);
    await held.query('select 1 from workforce.assignments where organization_id = $1 and assignment_id = $2 for update', [
      api.organizationId,
      assignment.id,
    ]);
    try {
      const answer = await request(
        yoga,
        CLAIM,
        { input: { assignmentId: assignment.id, agentId: agent, configurationVersion: 1 } },
        api.tokens.runner,
      );
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('1');
      expect(answer.json.errors?.[0]?.extensions).toMatchObject({ code: 'LOCK_TIMEOUT', retryable: true });
      expect(JSON.stringify(answer.json)).not.toContain('Unexpected error');
    } finally {
      await held.rollback();
    }
  });

  it('answers DATABASE_UNAVAILABLE quickly, for the token lookup, a read and a command, and /ready says 503', async () => {
    const down = dbWith({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    const yoga = yogaOver(down);
    const answers = [
      await request(yoga, '{ viewer { role } }', {}, api.tokens.viewer),
      await request(
        yoga,
        CLAIM,
        { input: { assignmentId: api.organizationId, agentId: api.organizationId, configurationVersion: 1 } },
        api.tokens.runner,
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.json.errors?.[0]?.extensions).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryable: true });
      expect(answer.ms).toBeLessThan(1_000);
    }
    const started = performance.now();
    const ready = await yoga.fetch('http://localhost/ready');
    expect(ready.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
