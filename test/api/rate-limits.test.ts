// Rate limits per token and per organization (issue 28): over its budget a request is answered 429
// with Retry-After and RATE_LIMITED and runs nothing, while another organization is served; the
// Runner client waits out the real Retry-After; refusals are counted in the metrics.
import { beforeAll, describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/client/index.js';
import { appendEvent } from '../../src/commands/index.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createLogger } from '../../src/log.js';
import { Metrics } from '../../src/metrics.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, TEST_LIMITS, TEST_PROTECTION, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAssignment, runningAttempt } from '../helpers/factories.js';
import { postRaw } from '../helpers/raw.js';
import { useListeningServer } from '../helpers/server.js';
import { subscribe } from '../helpers/sse.js';

const t = useTestDatabase();
/** 10 points a minute per token, 15 per organization: refilled at one point every 6 s (4 s), far slower than a test. */
const api = useYoga(t, { rateLimitTokenPerMinute: 10, rateLimitOrganizationPerMinute: 15 });
let a: ApiOrganization;
let b: ApiOrganization;
beforeAll(async () => {
  a = await apiOrganization(t, 'rate-a');
  b = await apiOrganization(t, 'rate-b');
});

const VIEWER = { query: '{ viewer { role } }' };
const totalEvents = async () =>
  (await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events')).rows[0]!.n;

describe('a token over its budget', () => {
  it('is served until its budget is spent, then answered 429 with Retry-After, RATE_LIMITED, and nothing run; another organization is served', async () => {
    const remaining: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await postRaw(api.yoga, VIEWER, a.tokens.viewer);
      expect(r.json?.errors).toBeUndefined();
      remaining.push(r.json?.extensions?.cost?.remaining);
    }
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);

    const before = await totalEvents();
    const refused = await postRaw(
      api.yoga,
      { query: 'mutation { registerActor(input: {kind: HUMAN, displayName: "over budget"}) { __typename } }' },
      a.tokens.viewer,
    );
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(6);
    expect(refused.json?.data).toBeUndefined();
    expect(refused.json?.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      scope: 'TOKEN',
      retryAfterSeconds: retryAfter,
      limit: 10,
      cost: 1,
    });
    expect(refused.json?.errors?.[0]?.message).toMatch(/this token has used its 10 points per minute/);
    expect(refused.json?.extensions?.cost).toMatchObject({ requested: 1, actual: 0, remaining: 0 });
    expect(await totalEvents()).toBe(before);

    // Organization B has budgets of its own.
    const other = await postRaw(api.yoga, VIEWER, b.tokens.viewer);
    expect([other.status, other.json?.errors]).toEqual([200, undefined]);
    expect(other.json?.extensions?.cost).toMatchObject({ requested: 1, actual: 1, remaining: 9 });
  });

  it('the organization’s budget is shared by its tokens: a second token of A is refused once A has spent 15', async () => {
    // A has spent 10 (its viewer token); its operator token gets the 5 left.
    for (let i = 0; i < 5; i++) {
      const r = await postRaw(api.yoga, VIEWER, a.tokens.operator);
      expect(r.json?.errors).toBeUndefined();
    }
    const refused = await postRaw(api.yoga, VIEWER, a.tokens.operator);
    expect(refused.status).toBe(429);
    expect(refused.json?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'ORGANIZATION', limit: 15 });
    expect(refused.json?.errors?.[0]?.message).toMatch(/this organization has used its 15 points per minute/);
    const other = await postRaw(api.yoga, VIEWER, b.tokens.operator);
    expect(other.status).toBe(200);
  });

  it('rateLimit gives the query’s cost and the budgets after it, as extensions.cost does', async () => {
    const r = await postRaw(
      api.yoga,
      {
        query:
          '{ viewer { role } rateLimit { cost nodeCount limit remaining used resetAt organization { limit remaining used resetAt } } }',
      },
      b.tokens.system,
    );
    expect(r.json?.errors).toBeUndefined();
    const data = (r.json!.data as { rateLimit: Record<string, unknown> & { organization: Record<string, unknown> } }).rateLimit;
    expect(data).toMatchObject({
      cost: 1,
      nodeCount: 0,
      limit: 10,
      remaining: 9,
      used: 1,
      organization: { limit: 15, remaining: 12 },
    });
    // Full again after what was used refills: 1 point at 10 a minute is 6 s, told to the whole second.
    const resetIn = Date.parse(data.resetAt as string) - Date.now();
    expect(Date.parse(data.resetAt as string) % 1000).toBe(0);
    expect(resetIn).toBeGreaterThan(4_000);
    expect(resetIn).toBeLessThanOrEqual(7_000);
    expect(r.json?.extensions?.cost).toMatchObject({ remaining: 9, resetAt: data.resetAt });
  });

  it('a subscription over budget is refused with 429 before it starts', async () => {
    const c = await apiOrganization(t, 'rate-c');
    for (let i = 0; i < 10; i++) await postRaw(api.yoga, VIEWER, c.tokens.viewer);
    const refused = await postRaw(api.yoga, { query: 'subscription { ledgerEvents { seq } }' }, c.tokens.viewer, {
      headers: { accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.text).toContain('RATE_LIMITED');
  });
});

describe('a subscription', () => {
  const Ledger = graphql(`subscription RlLedger($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq } }`);

  it('is charged its selection when it starts and a point for each 100 events it delivers', async () => {
    const d = await apiOrganization(t, 'rate-d');
    const system = { organizationId: d.organizationId, actorId: d.systemActorId };
    for (let i = 0; i < 100; i++) await newAssignment(t, system);
    const { n } = (
      await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events where organization_id = $1', [
        d.organizationId,
      ])
    ).rows[0]!;
    expect(n).toBeGreaterThanOrEqual(200);
    const live = await subscribe(api.yoga, Ledger, { afterSeq: 0 }, d.tokens.viewer);
    try {
      for (let i = 0; i < n; i++) await live.next();
    } finally {
      live.close();
    }
    const r = await postRaw(api.yoga, { query: '{ rateLimit { remaining } }' }, d.tokens.viewer);
    // 10, less 1 at the start, n / 100 for the events and a point per 100 kB delivered (here well under
    // one); asking rateLimit alone is free.
    const remaining = (r.json!.data as { rateLimit: { remaining: number } }).rateLimit.remaining;
    expect(remaining).toBeLessThanOrEqual(Math.floor(10 - 1 - n / 100));
    expect(remaining).toBeGreaterThanOrEqual(Math.floor(10 - 1 - n / 100) - 1);
    expect(r.json?.extensions?.cost).toMatchObject({ requested: 0, actual: 0 });
  });
});

describe('payloads', () => {
  it('are charged for what they read, and a debt is at most a minute’s: concurrent reads of megabytes cost a token two minutes at most', async () => {
    const e = await apiOrganization(t, 'rate-e');
    const org = { organizationId: e.organizationId, system: { organizationId: e.organizationId, actorId: e.systemActorId } };
    const { attemptId } = await runningAttempt(t, org);
    // 20 model calls of 200 kB each: 40 points to read them all, against a budget of 10.
    for (let i = 0; i < 20; i++) {
      await appendEvent(t.db, org.system, {
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: `c${i}`, model: 'm', messages: [{ role: 'user', content: 'x'.repeat(200_000) }] },
      });
    }
    const read = () =>
      postRaw(api.yoga, { query: '{ events(kinds: ["llm.request"]) { edges { node { seq payload } } } }' }, e.tokens.viewer);
    const answers = await Promise.all(Array.from({ length: 5 }, read));
    // Those let in (1 point each, while the budget held it) are answered whole and charged what they
    // read; one let in after another had settled its 40 is refused before it runs.
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length).toBeGreaterThan(0);
    for (const answer of served) {
      expect(answer.json?.errors, answer.text.slice(0, 300)).toBeUndefined();
      expect((answer.json!.data as { events: { edges: unknown[] } }).events.edges).toHaveLength(20);
      expect(answer.json?.extensions?.cost).toMatchObject({ requested: 1, actual: 40, remaining: 0 });
    }
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect([answer.status, answer.json?.errors?.[0]?.extensions?.code, answer.json?.data]).toEqual([
        429,
        'RATE_LIMITED',
        undefined,
      ]);
    }
    // 40 points or more taken from a budget of 10: it owes one minute's worth, and the next is refused
    // for a minute and the point it asks.
    const after = await read();
    expect(after.status).toBe(429);
    const wait = Number(after.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(60);
    expect(wait).toBeLessThanOrEqual(67);
    const budget = await postRaw(api.yoga, { query: '{ rateLimit { remaining used } }' }, e.tokens.viewer);
    expect(budget.json?.data).toMatchObject({ rateLimit: { remaining: 0 } });
    expect((budget.json!.data as { rateLimit: { used: number } }).rateLimit.used).toBeLessThanOrEqual(20);
    // Another organization's budgets are its own.
    expect((await postRaw(api.yoga, VIEWER, b.tokens.runner)).status).toBe(200);
  });
});

describe('a mutation', () => {
  it('returns its payload whole, content included, even when reading it overdraws the budget: the write has committed', async () => {
    const f = await apiOrganization(t, 'rate-f');
    for (let i = 0; i < 9; i++) expect((await postRaw(api.yoga, VIEWER, f.tokens.system)).status).toBe(200);
    const content = 'y'.repeat(200_000);
    const created = await postRaw(
      api.yoga,
      {
        query: `mutation($input: CreateEntityInput!) { createEntity(input: $input) {
          __typename ... on CreateEntitySuccess { entity { content } } } }`,
        variables: { input: { mediaType: 'text/plain', content } },
      },
      f.tokens.system,
    );
    expect(created.json?.errors).toBeUndefined();
    expect((created.json!.data as { createEntity: { entity: { content: string } } }).createEntity.entity.content).toBe(content);
    // 1 point for the command and 2 for the 200 kB it returned: the token owes 2, and waits for them.
    expect(created.json?.extensions?.cost).toMatchObject({ requested: 1, actual: 3, remaining: 0 });
    expect((await postRaw(api.yoga, VIEWER, f.tokens.system)).status).toBe(429);
  });
});

describe('the Runner client against the real 429', () => {
  const limited = useYoga(t, { rateLimitTokenPerMinute: 60, rateLimitOrganizationPerMinute: 0 });
  const server = useListeningServer(limited);

  it('waits the Retry-After it is given, then is served', async () => {
    const org = await apiOrganization(t, 'rate-client');
    for (let i = 0; i < 60; i++) await postRaw(limited.yoga, VIEWER, org.tokens.system);
    const delays: number[] = [];
    const statuses: number[] = [];
    const client = new WorkforceClient({
      url: `${server.url}/graphql`,
      token: org.tokens.system,
      retry: { maxAttempts: 3, baseDelayMs: 1 },
      onRetry: ({ delayMs }) => delays.push(delayMs),
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      },
    });
    const started = performance.now();
    const created = await client.createAssignment({ title: 'after the wait', goal: { content: 'g', mediaType: 'text/plain' } });
    expect(created.__typename).toBe('CreateAssignmentSuccess');
    expect(statuses).toEqual([429, 200]);
    expect(delays).toEqual([1_000]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });
});

describe('metrics', () => {
  it('counts refusals by reason', async () => {
    const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    try {
      const logger = createLogger({ level: 'warn', destination: { write: () => {} } });
      const metrics = new Metrics({ db: t.db, feed, pools: {}, logger });
      const yoga = createWorkforceYoga({
        db: t.db,
        feed,
        limits: TEST_LIMITS,
        protection: { ...TEST_PROTECTION, rateLimitTokenPerMinute: 1 },
        metrics,
        log: () => {},
      });
      const org = await apiOrganization(t, 'rate-metrics');
      await postRaw(yoga, VIEWER, org.tokens.viewer);
      await postRaw(yoga, VIEWER, org.tokens.viewer);
      await postRaw(
        yoga,
        { query: `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: viewer { role }`).join(' ')} }` },
        org.tokens.viewer,
      );
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/workforce_requests_rejected_total\{reason="RATE_LIMITED"\} 1/);
      expect(text).toMatch(/workforce_requests_rejected_total\{reason="TOO_MANY_ALIASES"\} 1/);
    } finally {
      await feed.close();
    }
  });
});
