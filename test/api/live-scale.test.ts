// Issue: live updates for hundreds of consoles on one server. Subscribers over SSE on real
// sockets, two organizations, commands running meanwhile: each subscriber receives exactly its
// organization's ledger, in order, and none is ended; the ledger is read once per wake-up for
// all of them, catch-ups go through a bounded number of reads, and a subscriber that does not
// read its socket is ended with SUBSCRIBER_TOO_SLOW and the seq to resume after, losing nothing.
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { print } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../../src/commands/index.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { LedgerFeed } from '../../src/events/live.js';
import { listen } from '../../src/server.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, TEST_LIMITS, TEST_PROTECTION } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { runningAttempt } from '../helpers/factories.js';
import { subscribe } from '../helpers/sse.js';
import { type HttpStream, openStream, until } from '../helpers/sse-http.js';

const t = useTestDatabase();
const SUBSCRIBERS = 200;
const COMMANDS = 160;
const CATCH_UP_READS = 2;

const Follow = print(
  graphql(`
  subscription ScaleFollow($afterSeq: Int, $kinds: [String!]) { ledgerEvents(afterSeq: $afterSeq, kinds: $kinds) { seq kind } }
`),
);
const FollowPayloads = print(
  graphql(`
  subscription ScaleFollowPayloads($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq payload } }
`),
);
const Create = print(
  graphql(`
  mutation ScaleCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename } }
`),
);

let baseUrl: string;
let feed: LedgerFeed;
let liveDb: Db;
const closing: (() => Promise<unknown>)[] = [];

/** A server on a port of its own, over the test database, with the given live feed. */
async function serve(live: LedgerFeed): Promise<{ server: Server; baseUrl: string }> {
  const yoga = createWorkforceYoga({
    db: t.db,
    feed: live,
    limits: TEST_LIMITS,
    protection: TEST_PROTECTION,
    keepAliveMs: 250,
    log: () => {},
  });
  const started = await listen(yoga, 0, '127.0.0.1');
  closing.push(async () => {
    started.closeAllConnections();
    await new Promise((resolve) => started.close(resolve));
    await live.close();
  });
  const address = started.address();
  return { server: started, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
/** Statements the live pool sent that read the ledger's events. */
const eventReads = { count: 0 };
let orgs: ApiOrganization[];
/** One running Attempt per organization (of its System Actor), for the evidence the tests write. */
let attempts: string[];

beforeAll(async () => {
  const pool = createPool({ connectionString: t.url, role: APP_ROLE, max: 3 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
      if (/from "workforce"\."events"|from "events"/.test(text)) eventReads.count += 1;
      return query(...args);
    };
  });
  liveDb = createDb(pool);
  // Small pages and a short memory, so that catching up, joining and falling behind the memory all happen.
  feed = new LedgerFeed({
    connectionString: t.url,
    db: liveDb,
    catchUpReads: CATCH_UP_READS,
    settings: { pageSize: 16, recentEvents: 24, readIntervalMs: 5, queueLimit: 400 },
  });
  ({ baseUrl } = await serve(feed));
  orgs = [await apiOrganization(t, 'scale-a'), await apiOrganization(t, 'scale-b')];
  // Evidence names an Attempt of its claimer: one running Attempt per organization, claimed by its System Actor
  attempts = await Promise.all(
    orgs.map(async (o) => {
      const system = { organizationId: o.organizationId, actorId: o.systemActorId };
      return (await runningAttempt(t, { organizationId: o.organizationId, system })).attemptId;
    }),
  );
});

afterAll(async () => {
  for (const close of closing) await close();
  await liveDb?.destroy();
});

const head = async (organizationId: string) =>
  (
    await t.admin.query<{ seq: number }>(
      'select last_seq::int as seq from workforce.organization_heads where organization_id = $1',
      [organizationId],
    )
  ).rows[0]!.seq;

const ledger = async (organizationId: string, afterSeq: number, kinds: string[] | null) =>
  (
    await t.admin.query<{ seq: number }>(
      `select org_seq::int as seq from workforce.events where organization_id = $1 and org_seq > $2 and ($3::text[] is null or kind = any($3))
    order by org_seq`,
      [organizationId, afterSeq, kinds],
    )
  ).rows.map((r) => r.seq);

async function createAssignments(count: number, concurrency: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const org = orgs[i % orgs.length]!;
        const response = await fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${org.tokens.operator}` },
          body: JSON.stringify({
            query: Create,
            variables: { input: { title: `scale ${i}`, goal: { mediaType: 'text/plain', content: `goal ${i}` } } },
          }),
        });
        const body = (await response.json()) as { data?: { createAssignment: { __typename: string } } };
        expect(body.data?.createAssignment.__typename).toBe('CreateAssignmentSuccess');
      }
    }),
  );
}

interface Console {
  org: ApiOrganization;
  afterSeq: number;
  kinds: string[] | null;
  stream: HttpStream;
}

const seqs = (stream: HttpStream) => stream.data.map((d) => (d.ledgerEvents as { seq: number }).seq);

describe('hundreds of subscribers on one server', () => {
  it(`${SUBSCRIBERS} SSE subscribers of two organizations each receive exactly their organization's ledger, in order, none ended, while commands run`, async () => {
    // Given a ledger longer than the feed keeps in memory
    await createAssignments(40, 4);
    const startHeads = new Map(
      await Promise.all(orgs.map(async (o) => [o.organizationId, await head(o.organizationId)] as const)),
    );
    const peakBefore = feed.catchUp.peak;

    // When commands run while subscribers connect: from the start (catching up), from the head, and filtered
    const writing = createAssignments(COMMANDS, 8);
    const consoles: Console[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const org = orgs[i % 2]!;
      const variant = Math.floor(i / 2) % 4;
      const afterSeq = variant === 3 ? startHeads.get(org.organizationId)! : variant === 2 ? 7 : 0;
      const kinds = variant === 1 ? ['assignment.created'] : null;
      consoles.push({
        org,
        afterSeq,
        kinds,
        stream: await openStream(baseUrl, org.tokens.viewer, Follow, { afterSeq, ...(kinds ? { kinds } : {}) }),
      });
    }
    expect(feed.stats().subscribers).toBeGreaterThan(0);
    await writing;

    // Then each receives exactly the ledger after its afterSeq (with its filter), in order, and none is ended
    const expected = new Map<Console, number[]>();
    for (const c of consoles) expected.set(c, await ledger(c.org.organizationId, c.afterSeq, c.kinds));
    await until(
      () => consoles.every((c) => seqs(c.stream).length >= expected.get(c)!.length || c.stream.ended),
      () => `${consoles.filter((c) => seqs(c.stream).length < expected.get(c)!.length).length} subscribers short`,
    );
    for (const c of consoles) {
      expect({ errors: c.stream.errors, ended: c.stream.ended }).toEqual({ errors: [], ended: false });
      expect(seqs(c.stream)).toEqual(expected.get(c));
    }
    expect(feed.stats().subscribers).toBe(SUBSCRIBERS);
    // And the catch-ups ran through the bounded slots, and did run
    expect(feed.catchUp.peak).toBeLessThanOrEqual(CATCH_UP_READS);
    expect(feed.catchUp.peak).toBeGreaterThanOrEqual(Math.min(1, peakBefore + 1));

    // When they disconnect, the server lets go of every one of them
    for (const c of consoles) c.stream.close();
    await until(
      () => feed.stats().subscribers === 0,
      () => `${feed.stats().subscribers} subscribers still attached`,
    );
  });

  it('reads the ledger once per wake-up for all subscribers: 100 subscribers and 20 commands make about 20 reads, not 2,000', async () => {
    const org = orgs[0]!;
    const streams = await Promise.all(Array.from({ length: 100 }, () => openStream(baseUrl, org.tokens.viewer, Follow, {})));
    await until(
      () => feed.stats().subscribers === 100,
      () => `${feed.stats().subscribers} subscribers attached`,
    );
    const before = eventReads.count;
    for (let i = 0; i < 20; i++) {
      const { event } = await appendEvent(
        t.db,
        { organizationId: org.organizationId, actorId: org.systemActorId },
        {
          kind: 'llm.request',
          payloadVersion: 1,
          attemptId: attempts[0]!,
          payload: { call_id: `c${i}`, model: 'm', messages: [] },
        },
      );
      // Each command's event reaches every subscriber before the next is written
      await until(
        () => streams.every((s) => seqs(s).at(-1) === event.seq),
        () => 'an event did not reach every subscriber',
      );
    }
    const reads = eventReads.count - before;
    for (const s of streams) expect(seqs(s)).toHaveLength(20);
    // One per command, and the odd poll: never one per subscriber
    expect(reads).toBeGreaterThanOrEqual(20);
    expect(reads).toBeLessThanOrEqual(30);
    for (const s of streams) s.close();
    await until(
      () => feed.stats().subscribers === 0,
      () => `${feed.stats().subscribers} subscribers still attached`,
    );
  });

  it('keeps an idle stream open with keep-alive comments', async () => {
    const stream = await openStream(baseUrl, orgs[1]!.tokens.viewer, Follow, {});
    const first = stream.comments;
    await until(
      () => stream.comments >= first + 2,
      () => `${stream.comments} comments`,
      5_000,
    );
    expect(stream.ended).toBe(false);
    stream.close();
  });
});

describe('a subscriber too slow to read its socket', () => {
  it('is ended with SUBSCRIBER_TOO_SLOW and the last seq it was sent; resuming from there misses nothing and repeats nothing', async () => {
    const org = orgs[1]!;
    const system = { organizationId: org.organizationId, actorId: org.systemActorId };
    const start = await head(org.organizationId);
    // A server whose subscribers may have 50 events waiting
    const slowFeed = new LedgerFeed({ connectionString: t.url, db: liveDb, settings: { queueLimit: 50 } });
    const { baseUrl: slowUrl } = await serve(slowFeed);
    // Given a subscriber that stops reading its socket once subscribed
    const body = JSON.stringify({ query: FollowPayloads, variables: { afterSeq: start } });
    const socket = connect(Number(new URL(slowUrl).port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nContent-Type: application/json\r\n` +
        `Authorization: Bearer ${org.tokens.viewer}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await until(
      () => received.includes(':\n\n'),
      () => 'the stream did not start',
    );
    socket.pause();

    // When far more is written than its socket (a few MB) and its queue (50 events) hold: 18 MB in events of 60 kB
    const big = 'x'.repeat(60_000);
    let last = start;
    for (let i = 0; i < 300; i++) {
      const { event } = await appendEvent(t.db, system, {
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId: attempts[1]!,
        payload: { call_id: `slow${i}`, model: 'm', messages: [{ role: 'user', content: big }] },
      });
      last = event.seq;
    }
    await until(
      () => slowFeed.stats().subscribers === 0,
      () => 'the slow subscriber is still attached',
    );

    // Then, reading again, it finds events in order from the start, then the error naming the last one it was sent
    socket.resume();
    await until(
      () => received.includes('SUBSCRIBER_TOO_SLOW') && received.includes('event: complete'),
      () => 'no SUBSCRIBER_TOO_SLOW',
    );
    socket.destroy();
    const frames = received.split('\n\n').filter((f) => f.includes('data: {'));
    const payloads = frames.map(
      (f) =>
        JSON.parse(f.slice(f.indexOf('data: ') + 6).split('\r\n')[0]!) as {
          data?: { ledgerEvents: { seq: number } };
          errors?: { extensions: { code: string; resumeAfterSeq: number } }[];
        },
    );
    const delivered = payloads.filter((p) => p.data).map((p) => p.data!.ledgerEvents.seq);
    const error = payloads.at(-1)!.errors![0]!;
    expect(error.extensions.code).toBe('SUBSCRIBER_TOO_SLOW');
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered).toEqual(Array.from({ length: delivered.length }, (_, i) => start + 1 + i));
    expect(error.extensions.resumeAfterSeq).toBe(delivered.at(-1));
    expect(delivered.at(-1)).toBeLessThan(last);

    // And resuming after that seq delivers exactly the rest
    const resumed = await openStream(slowUrl, org.tokens.viewer, Follow, { afterSeq: error.extensions.resumeAfterSeq });
    await until(
      () => seqs(resumed).at(-1) === last,
      () => `resumed at ${seqs(resumed).at(-1)} of ${last}`,
    );
    expect(seqs(resumed)).toEqual(
      Array.from({ length: last - error.extensions.resumeAfterSeq }, (_, i) => error.extensions.resumeAfterSeq + 1 + i),
    );
    resumed.close();
  });
});

describe('streams that go wrong', () => {
  it('a field that fails in a shared delivery reaches each subscriber masked, with a code and its request id, and is logged', async () => {
    // A read pool that cannot connect: the events' `actor` fields fail, the feed (its own pool) does not
    const port = await new Promise<number>((done) => {
      const s = createNetServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => done(p));
      });
    });
    const broken = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 1_000 });
    broken.on('error', () => {});
    const brokenDb = createDb(broken);
    const logs: Record<string, unknown>[] = [];
    const live = new LedgerFeed({ connectionString: t.url, db: liveDb });
    const yoga = createWorkforceYoga({
      db: t.db,
      readDb: brokenDb,
      feed: live,
      limits: TEST_LIMITS,
      protection: TEST_PROTECTION,
      log: (e) => logs.push(e),
    });
    const org = orgs[0]!;
    const Actors = graphql(`subscription ScaleActors { ledgerEvents { seq actor { displayName } } }`);
    const streams = [await subscribe(yoga, Actors, {}, org.tokens.viewer), await subscribe(yoga, Actors, {}, org.tokens.viewer)];
    try {
      await appendEvent(
        t.db,
        { organizationId: org.organizationId, actorId: org.systemActorId },
        {
          kind: 'llm.request',
          payloadVersion: 1,
          attemptId: attempts[0]!,
          payload: { call_id: 'broken', model: 'm', messages: [] },
        },
      );
      for (const stream of streams) {
        const { ledgerEvents } = await stream.next();
        expect(ledgerEvents.actor).toBeNull();
        const [error] = stream.errors() as { message: string; extensions: { code: string; requestId?: string } }[];
        expect(error!.extensions.code).toBe('DATABASE_UNAVAILABLE');
        expect(error!.extensions.requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(error!.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      }
      const requestIds = streams.map((s) => (s.errors()[0] as { extensions: { requestId: string } }).extensions.requestId);
      expect(new Set(requestIds).size).toBe(2);
      expect(
        logs
          .filter((l) => l.code === 'DATABASE_UNAVAILABLE')
          .map((l) => l.requestId)
          .sort(),
      ).toEqual([...requestIds].sort());
    } finally {
      for (const stream of streams) stream.close();
      await live.close();
      await brokenDb.destroy();
    }
  });

  it('a client that leaves before its stream has started does not stay subscribed', async () => {
    // A live pool of one connection, held: a subscription from the head waits to learn it
    const pool = createPool({ connectionString: t.url, role: APP_ROLE, max: 1 });
    const held = await pool.connect();
    const heldDb = createDb(pool);
    const live = new LedgerFeed({ connectionString: t.url, db: heldDb });
    const { baseUrl: url } = await serve(live);
    try {
      const body = JSON.stringify({ query: Follow, variables: {} });
      const req = httpRequest(`${url}/graphql`, {
        method: 'POST',
        headers: {
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${orgs[0]!.tokens.viewer}`,
        },
      });
      req.on('error', () => {});
      req.end(body);
      await until(
        () => live.stats().organizations === 1,
        () => 'the subscription did not start',
      );
      // When the client leaves, and only then can the head be read
      req.destroy();
      await new Promise((r) => setTimeout(r, 200));
      held.release();
      // Then its subscription is let go, and the organization's feed with it
      await until(
        () => live.stats().organizations === 0 && live.stats().subscribers === 0,
        () => JSON.stringify(live.stats()),
        5_000,
      );
    } finally {
      await heldDb.destroy();
    }
  });
});

describe('live delivery is not a second way in', () => {
  it("a subscriber is refused another organization's Assignment and an unknown one the same way: the stream ends with nothing", async () => {
    const theirs = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${orgs[0]!.tokens.operator}` },
      body: JSON.stringify({
        query: Create,
        variables: { input: { assignmentId: randomUUID(), title: 'theirs', goal: { mediaType: 'text/plain', content: 'g' } } },
      }),
    });
    expect(theirs.status).toBe(200);
    const {
      rows: [row],
    } = await t.admin.query<{ id: string }>(
      'select assignment_id as id from workforce.assignments where organization_id = $1 limit 1',
      [orgs[0]!.organizationId],
    );
    const Watch = print(graphql(`subscription ScaleWatch($id: ID!) { assignmentChanged(id: $id) { id state } }`));
    for (const id of [row!.id, randomUUID()]) {
      const stream = await openStream(baseUrl, orgs[1]!.tokens.viewer, Watch, { id });
      await until(
        () => stream.ended,
        () => 'the stream did not end',
      );
      expect(stream.data).toEqual([]);
    }
  });
});
