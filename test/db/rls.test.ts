// Row-level security: the application role, reading with no organization filter at all, sees only
// the organization its transaction names, and nothing when none is named. Tables come from the
// catalog, so a new table without row-level security fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, createApiToken, endAttempt } from '../../src/commands/index.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { ReadSession, withOrganization } from '../../src/db/read-scope.js';
import { findAssignments } from '../../src/db/reads.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { TEST_LIMITS, TEST_PROTECTION } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment, newHuman, newOrganization, type TestOrganization } from '../helpers/factories.js';

const t = useTestDatabase();

/** Shared by every organization (the event-kind registry): readable by all, and holding nothing of any one. */
const REFERENCE_TABLES = ['event_kinds'];

let a: TestOrganization;
let b: TestOrganization;
let tables: { name: string; hasOrganization: boolean; readableColumns: string[]; allColumns: number }[];

/** Real rows of one organization in every table, through the commands. */
async function populate(org: TestOrganization): Promise<void> {
  const agent = await newAgent(t, org);
  const human = await newHuman(t, org);
  await createApiToken(t.db, org.system, { actorId: human.actorId, role: 'OPERATOR', ttlSeconds: 3_600 });
  const { assignment } = await newAssignment(t, human);
  const first = await claim(t, org.system, assignment.id, agent);
  await appendEvent(t.db, org.system, {
    kind: 'tool.call',
    payloadVersion: 1,
    attemptId: first.attempt!.id,
    payload: { call_id: 'c1', tool_name: 'read', arguments: {} },
  });
  // Large enough to be stored once by its SHA-256 (the contents table).
  await appendEvent(t.db, org.system, {
    kind: 'tool.result',
    payloadVersion: 1,
    attemptId: first.attempt!.id,
    payload: { call_id: 'c1', tool_name: 'read', result: `${org.organizationId} `.repeat(10) },
  });
  await endAttempt(t.db, org.system, { assignmentId: assignment.id, attemptId: first.attempt!.id, outcome: 'FAILED' });
}

/** One statement as workforce_app in a transaction that sets the organization (or none, or a raw value). */
async function asApp<R extends object>(setting: string | null, text: string): Promise<R[]> {
  const client = await t.appPool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // As the server's read sessions name it (SET LOCAL reaches Citus workers; set_config does not).
    if (setting !== null) await client.query(`set local workforce.organization_id = ${client.escapeLiteral(setting)}`);
    return (await client.query<R>(text)).rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

const selectAll = (table: (typeof tables)[number]) =>
  table.readableColumns.length === table.allColumns
    ? `select * from workforce.${table.name}`
    : `select ${table.readableColumns.join(', ')} from workforce.${table.name}`;

beforeAll(async () => {
  a = await newOrganization(t);
  b = await newOrganization(t);
  await populate(a);
  await populate(b);
  const { rows } = await t.admin.query<{ name: string; has_org: boolean; readable: string[]; all_columns: number }>(`
    select c.relname as name,
           exists (select from pg_attribute x where x.attrelid = c.oid and x.attname = 'organization_id' and not x.attisdropped) as has_org,
           array(select x.attname::text from pg_attribute x where x.attrelid = c.oid and x.attnum > 0 and not x.attisdropped
                   and has_column_privilege('workforce_app', c.oid, x.attnum, 'SELECT') order by x.attnum) as readable,
           (select count(*)::int from pg_attribute x where x.attrelid = c.oid and x.attnum > 0 and not x.attisdropped) as all_columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'workforce' and c.relkind in ('r', 'p') order by 1`);
  tables = rows.map((r) => ({
    name: r.name,
    hasOrganization: r.has_org,
    readableColumns: r.readable,
    allColumns: r.all_columns,
  }));
});

describe('row-level security as the application role', () => {
  it('enumerates every table of the schema, each readable by the application role and each with row-level security', async () => {
    expect(tables.length).toBeGreaterThanOrEqual(10);
    const { rows } = await t.admin.query<{ name: string }>(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'workforce' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(rows).toEqual([]);
    expect(tables.filter((x) => x.readableColumns.length === 0).map((x) => x.name)).toEqual([]);
    expect(tables.filter((x) => !x.hasOrganization).map((x) => x.name)).toEqual(REFERENCE_TABLES);
  });

  it('with organization B set, a plain select of every table shows B\u2019s rows and none of A\u2019s', async () => {
    for (const table of tables) {
      // When: no filter at all, as a resolver that forgot it would read
      const seen = await asApp<{ organization_id?: string }>(b.organizationId, selectAll(table));
      if (REFERENCE_TABLES.includes(table.name)) {
        const { rows } = await t.admin.query<{ n: number }>(`select count(*)::int as n from workforce.${table.name}`);
        expect(seen.length, table.name).toBe(rows[0]!.n);
        continue;
      }
      // Then exactly B's rows: as many as the superuser counts for B, all of them B's
      const { rows } = await t.admin.query<{ a: number; b: number }>(
        `
        select count(*) filter (where organization_id = $1)::int as a, count(*) filter (where organization_id = $2)::int as b
          from workforce.${table.name}`,
        [a.organizationId, b.organizationId],
      );
      expect(rows[0]!.a, `${table.name}: A has rows`).toBeGreaterThan(0);
      expect({ table: table.name, count: seen.length }).toEqual({ table: table.name, count: rows[0]!.b });
      expect(
        seen.filter((r) => r.organization_id !== b.organizationId),
        table.name,
      ).toEqual([]);
    }
  });

  it('with no organization set (or an empty one) it sees nothing at all but the shared registry; a malformed one is an error', async () => {
    for (const table of tables) {
      const expected = REFERENCE_TABLES.includes(table.name) ? expect.any(Number) : 0;
      expect({ table: table.name, count: (await asApp(null, selectAll(table))).length }).toEqual({
        table: table.name,
        count: expected,
      });
      expect({ table: table.name, count: (await asApp('', selectAll(table))).length }).toEqual({
        table: table.name,
        count: expected,
      });
      // Outside any transaction too (autocommit, as a pooled connection reads by default)
      expect({ table: table.name, count: (await t.appPool.query(selectAll(table))).rowCount }).toEqual({
        table: table.name,
        count: expected,
      });
    }
    await expect(asApp('not-a-uuid', 'select * from workforce.assignments')).rejects.toMatchObject({ code: '22P02' });
  });

  it('never hands out a secret\u2019s hash: select * of api_tokens is refused', async () => {
    await expect(asApp(b.organizationId, 'select * from workforce.api_tokens')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('read sessions', () => {
  let single: Db;
  beforeAll(() => {
    // One connection, so that every session below reuses it: nothing may leak from one to the next.
    single = createDb(createPool({ connectionString: t.url, role: APP_ROLE, max: 1 }));
  });
  afterAll(() => single?.destroy());

  it('a read without an organization filter on B\u2019s session returns B\u2019s rows only; then the connection goes back clean', async () => {
    // Given B's session
    const session = new ReadSession(single, b.organizationId);
    const db = await session.db();
    // When a careless read lists every Assignment
    const all = await db.selectFrom('assignments').select(['organization_id']).execute();
    // Then only B's
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((r) => r.organization_id))).toEqual(new Set([b.organizationId]));
    // And one snapshot, read only
    const settings = await db
      .selectNoFrom((eb) => [
        eb.fn<string>('current_setting', [eb.val('transaction_isolation')]).as('isolation'),
        eb.fn<string>('current_setting', [eb.val('transaction_read_only')]).as('read_only'),
      ])
      .execute();
    expect(settings).toEqual([{ isolation: 'repeatable read', read_only: 'on' }]);
    await session.close();

    // Then the same connection, outside a session, sees nothing and holds no transaction
    expect(await single.selectFrom('assignments').select('assignment_id').execute()).toEqual([]);
    const state = await single
      .selectNoFrom((eb) => eb.fn<string>('current_setting', [eb.val('workforce.organization_id'), eb.val(true)]).as('org'))
      .executeTakeFirst();
    expect(state?.org ?? '').toBe('');
    // And a late read on the ended session is refused, never run on a connection back in the pool
    await expect(db.selectFrom('assignments').selectAll().execute()).rejects.toThrow(/read session has ended/);
  });

  it('a session of one organization refuses to read another; reads.ts functions open their own session when given a plain pool', async () => {
    const session = new ReadSession(single, b.organizationId);
    try {
      await expect(withOrganization(await session.db(), a.organizationId, async () => 1)).rejects.toThrow(/another/);
    } finally {
      await session.close();
    }
    const [oneOfA] = await t.admin
      .query<{ assignment_id: string }>('select assignment_id from workforce.assignments where organization_id = $1 limit 1', [
        a.organizationId,
      ])
      .then((r) => r.rows);
    expect((await findAssignments(single, a.organizationId, [oneOfA!.assignment_id])).map((x) => x.id)).toEqual([
      oneOfA!.assignment_id,
    ]);
    // B asking for A's id: not found (the filter), and not visible either (RLS)
    expect(await findAssignments(single, b.organizationId, [oneOfA!.assignment_id])).toEqual([]);
  });

  it('a failed read aborts only its session: the connection returns clean and serves the next session', async () => {
    const session = new ReadSession(single, b.organizationId);
    const db = await session.db();
    await expect(
      db
        .selectFrom('assignments')
        .select((eb) => eb.fn('pg_sleep', [eb.val('x')]).as('oops'))
        .execute(),
    ).rejects.toBeDefined();
    await session.close();
    const next = new ReadSession(single, b.organizationId);
    try {
      expect((await (await next.db()).selectFrom('actors').select('actor_id').execute()).length).toBeGreaterThan(0);
    } finally {
      await next.close();
    }
  });

  it('leaves no connection idle in a transaction after API-like use', async () => {
    const idle = async () =>
      (
        await t.admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        )
      ).rows[0]!.n;
    const sessions = Array.from({ length: 8 }, () => new ReadSession(t.db, b.organizationId));
    await Promise.all(sessions.map(async (s) => (await s.db()).selectFrom('events').select('org_seq').execute()));
    expect(await idle()).toBeGreaterThanOrEqual(1);
    await Promise.all(sessions.map((s) => s.close()));
    expect(await idle()).toBe(0);
  });
});

describe('read sessions of GraphQL requests', () => {
  it('a query reads in one session on the read pool (open, reads, commit); a mutation\u2019s reads each get their own', async () => {
    // Given a yoga whose read pool records every statement it is sent
    const sent: string[] = [];
    const readPool = createPool({ connectionString: t.url, role: APP_ROLE, max: 4 });
    readPool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text));
        return query(...args);
      };
    });
    const readDb = createDb(readPool);
    const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    const yoga = createWorkforceYoga({ db: t.db, readDb, feed, limits: TEST_LIMITS, protection: TEST_PROTECTION, log: () => {} });
    const { secret } = await createApiToken(t.db, b.system, { actorId: b.system.actorId, role: 'SYSTEM' });
    const post = async (query: string) =>
      (
        await yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify({ query }),
        })
      ).json() as Promise<{ data?: Record<string, unknown>; errors?: unknown }>;
    try {
      // When a query reads assignments, their goals, creators and attempts
      const read = await post(
        '{ assignments(first: 10) { edges { node { id goalEntity { id } createdBy { id } attempts { edges { node { id } } } } } } }',
      );
      // Then it saw B's Assignments, and its reads went: open (one simple query), reads, commit
      expect(read.errors).toBeUndefined();
      expect((read.data!.assignments as { edges: unknown[] }).edges.length).toBeGreaterThan(0);
      expect(sent[0]).toBe(
        `begin isolation level repeatable read read only; set local workforce.organization_id = '${b.organizationId}'`,
      );
      expect(sent.at(-1)).toBe('commit');
      expect(sent.filter((s) => s.startsWith('begin'))).toHaveLength(1);
      expect(sent.length).toBeLessThanOrEqual(5);

      // When a mutation registers two Actors and reads each back
      sent.length = 0;
      const wrote = await post(`mutation {
        a: registerActor(input: { kind: HUMAN, displayName: "first" }) { ... on RegisterActorSuccess { actor { displayName } } }
        b: registerActor(input: { kind: HUMAN, displayName: "second" }) { ... on RegisterActorSuccess { actor { displayName } } } }`);
      // Then both read back (the second after its own command committed): two short sessions
      expect(wrote).toEqual({
        data: { a: { actor: { displayName: 'first' } }, b: { actor: { displayName: 'second' } } },
        // Two mutation fields: a point each (src/cost/plan.ts).
        extensions: { cost: { requested: 2, actual: 2, requestedNodes: 0, actualNodes: 0 } },
      });
      expect(sent.filter((s) => s.startsWith('begin'))).toHaveLength(2);
      expect(sent.filter((s) => s === 'commit')).toHaveLength(2);
      const idle = await t.admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect(idle.rows[0]!.n).toBe(0);
    } finally {
      await feed.close();
      await readDb.destroy();
    }
  });
});
