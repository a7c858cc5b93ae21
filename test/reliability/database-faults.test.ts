// PostgreSQL stopped (fast shutdown) and started again under a load of claims and endings over
// HTTP, on a cluster of this file's own. While it is down every request answers quickly with the
// typed, retryable DATABASE_UNAVAILABLE (never a 500, never "Unexpected error."); once it is back
// the server serves again by itself. Then: lost answers, at the database edge (a proxy drops the
// backend's answer to a committed command) and at the HTTP edge (the Runner drops the response):
// the retry returns the original result, marked replayed, and the ledger holds one event.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, claimAssignment, createAssignment, endAttempt } from '../../src/commands/index.js';
import { createDatabase } from '../../src/db/admin.js';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../src/db/embedded.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { migrate } from '../../src/db/migrator.js';
import { APP_ROLE, createPool, OWNER_ROLE } from '../../src/db/pool.js';
import { LedgerFeed } from '../../src/events/live.js';
import { listen } from '../../src/server.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { TEST_LIMITS, TEST_PROTECTION } from '../helpers/api.js';
import { checkInvariants } from '../helpers/invariants.js';
import { LONG, reportReliability } from '../helpers/reliability.js';
import {
  acknowledgedInLedger,
  type LoadOrganization,
  loadOrganization,
  runRunner,
  seededRandom,
  sendMutation,
  type TimedAnswer,
} from '../helpers/runner.js';
import { type HttpStream, openStream, until } from '../helpers/sse-http.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';

const RESTARTS = LONG ? 12 : 3;
const RUNNERS = 4;
const CONNECT_TIMEOUT_MS = 1_000;
/** What "answers quickly" means here: the pool's connect timeout plus the retries' backoff and slack. */
const OUTAGE_ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + 1_000;
const SEED = Number(process.env.WORKFORCE_SEED ?? 20261201);

const dir = mkdtempSync(join(tmpdir(), 'workforce-faults-'));
let cluster: EmbeddedDatabase | null = null;
let clusterPort: number;
let url: string;
let db: Db;
let ownerDb: Db;
let admin: pg.Pool;
let feed: LedgerFeed;
let server: Server;
let baseUrl: string;

const startCluster = async () => {
  cluster = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), durable: false, port: clusterPort });
};

beforeAll(async () => {
  clusterPort = await freePort();
  await startCluster();
  url = await createDatabase(cluster!.url, 'workforce_faults');
  await migrate(url);
  db = createDb(
    createPool({
      connectionString: url,
      role: APP_ROLE,
      max: 10,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: 5_000,
      lockTimeoutMs: 2_000,
    }),
  );
  ownerDb = createDb(createPool({ connectionString: url, role: OWNER_ROLE, max: 2 }));
  admin = createPool({ connectionString: url, max: 4 });
  feed = new LedgerFeed({ connectionString: url, db });
  // No token cache: during an outage the token lookup itself must fail the typed way too.
  const yoga = createWorkforceYoga({
    db,
    feed,
    limits: TEST_LIMITS,
    protection: TEST_PROTECTION,
    tokenCacheMs: 0,
    keepAliveMs: 200,
    log: () => {},
  });
  server = await listen(yoga, 0, '127.0.0.1');
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  await feed?.close();
  await db?.destroy();
  await ownerDb?.destroy();
  await admin?.end();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function readyStatus(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Polls until `/ready` answers 200: the server found the database again by itself. */
async function untilReady(timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  while ((await readyStatus()).status !== 200) {
    if (performance.now() - started > timeoutMs) throw new Error('the server did not recover within 30 s');
    await sleep(50);
  }
  return performance.now() - started;
}

/** Resolves once `count` more answers than now satisfy `match`. */
function untilAnswers(
  answers: TimedAnswer[],
  count: number,
  match: (a: TimedAnswer) => boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const target = answers.filter(match).length + count;
  const started = Date.now();
  return (async () => {
    while (answers.filter(match).length < target) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${count} more answers`);
      await sleep(20);
    }
  })();
}

describe('PostgreSQL restarted under load', () => {
  it(`answers DATABASE_UNAVAILABLE quickly while it is down, recovers by itself, and loses nothing (${RESTARTS} restarts)`, async () => {
    // Given: four Runners working through their own Assignments over HTTP
    const org = await loadOrganization(db, ownerDb, 'faults', RUNNERS, LONG ? 150 : 40);
    const random = seededRandom(SEED);
    const answers: TimedAnswer[] = [];
    let stopping = false;
    const runners = org.partitions.map((assignments, r) =>
      runRunner({
        baseUrl,
        token: org.runnerToken,
        agentId: org.agentId,
        assignments,
        random: seededRandom(SEED + r + 1),
        stop: () => stopping,
        onAnswer: (a) => answers.push(a),
        requestTimeoutMs: 20_000,
        giveUpMs: 60_000,
      }),
    );
    const outages: { from: number; until: number; readyMs: number; readyStatus: number; recoveredMs: number }[] = [];
    const isSuccess = (a: TimedAnswer) => a.answer.kind === 'success';
    try {
      for (let restart = 0; restart < RESTARTS; restart++) {
        await untilAnswers(answers, 5 + Math.floor(random() * 20), isSuccess);
        // When: PostgreSQL stops (fast shutdown: sessions are terminated, in-flight transactions roll back)
        await cluster!.stop();
        cluster = null;
        const from = performance.now();
        // ... and stays down while the Runners keep sending
        await untilAnswers(answers, 8, (a) => a.sentAt >= from);
        const ready = await readyStatus();
        const until = performance.now();
        await startCluster();
        const recoveredMs = await untilReady();
        outages.push({ from, until, readyMs: ready.ms, readyStatus: ready.status, recoveredMs });
      }
      await untilAnswers(answers, 10, isSuccess);
    } finally {
      stopping = true;
      if (!cluster) await startCluster();
    }
    const logs = await Promise.all(runners);

    // Then: every request sent and answered while the database was down was DATABASE_UNAVAILABLE, quickly
    const duringOutage = answers.filter((a) => outages.some((o) => a.sentAt >= o.from && a.answeredAt <= o.until));
    expect(duringOutage.length).toBeGreaterThanOrEqual(RESTARTS * 8);
    for (const { answer, sentAt, answeredAt } of duringOutage) {
      expect(answer).toMatchObject({ kind: 'fault', status: 503, code: 'DATABASE_UNAVAILABLE', retryable: true });
      expect(answeredAt - sentAt).toBeLessThan(OUTAGE_ANSWER_BOUND_MS);
    }
    for (const outage of outages) {
      expect(outage.readyStatus).toBe(503);
      expect(outage.readyMs).toBeLessThan(OUTAGE_ANSWER_BOUND_MS);
    }
    // ... no request ever went unanswered, was a 500 or an unexpected error, whenever it was sent
    const bad = answers.filter(
      ({ answer }) =>
        answer.kind === 'lost' ||
        (answer.kind === 'fault' && answer.code !== 'DATABASE_UNAVAILABLE') ||
        ('status' in answer && answer.status >= 500 && answer.status !== 503) ||
        JSON.stringify(answer).includes('Unexpected error'),
    );
    expect(bad).toEqual([]);
    // ... every Runner finished what it started, and every acknowledged write is in the ledger once
    expect(logs.flatMap((l) => l.findings)).toEqual([]);
    const acknowledged = logs.flatMap((l) => l.acknowledged);
    expect(acknowledged.length).toBeGreaterThan(RESTARTS * 10);
    const inLedger = await acknowledgedInLedger(admin, org.organizationId, acknowledged);
    expect(inLedger.violations).toEqual([]);
    const invariants = await checkInvariants(admin, org.organizationId, { db, system: org.system });
    expect(invariants.violations).toEqual([]);

    const requests = logs.reduce((n, l) => n + l.requests, 0);
    console.error(
      `database faults: ${RESTARTS} restarts, ${requests} requests, ${duringOutage.length} during outages ` +
        `(slowest ${Math.max(...duringOutage.map((a) => a.answeredAt - a.sentAt)).toFixed(0)} ms), recovery after start ` +
        `${outages.map((o) => o.recoveredMs.toFixed(0)).join('/')} ms, ${acknowledged.length} acknowledged, ` +
        `${acknowledged.filter((a) => a.replayed).length} replayed, ${invariants.checked + inLedger.checked} invariant checks`,
    );
    reportReliability('database-faults', {
      runs: requests,
      restarts: RESTARTS,
      invariantsChecked: invariants.checked + inLedger.checked + duringOutage.length,
      violations: invariants.violations.length + inLedger.violations.length,
    });
  });
});

describe('live subscriptions across a restart', () => {
  it('stay open through the outage with keep-alive comments, none ended or sent an error, and resume from the last seq they were sent', async () => {
    // Given 20 consoles following the ledger, having received 5 events: model calls, recorded as
    // evidence of an Attempt by its claimer (a claim that outlives the outage)
    const org = await loadOrganization(db, ownerDb, 'faults-live', 1, 0);
    const { assignment } = await createAssignment(db, org.system, {
      title: 'live',
      goal: { mediaType: 'text/plain', content: 'followed live' },
    });
    const { attempt } = await claimAssignment(db, org.system, {
      assignmentId: assignment.id,
      agentId: org.agentId,
      configurationVersion: 1,
      claimTtlSeconds: 3600,
    });
    const append = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await appendEvent(db, org.system, {
          kind: 'llm.request',
          payloadVersion: 1,
          payload: { call_id: `c${i}`, model: 'm', messages: [] },
          attemptId: attempt!.id,
        });
      }
    };
    const streams = await Promise.all(
      Array.from({ length: 20 }, () => openStream(baseUrl, org.runnerToken, 'subscription { ledgerEvents { seq } }')),
    );
    const seqs = (stream: HttpStream) => stream.data.map((d) => (d.ledgerEvents as { seq: number }).seq);
    await append(5);
    await until(
      () => streams.every((s) => seqs(s).length === 5),
      () => 'the first events did not arrive',
    );

    // When PostgreSQL stops for a while
    await cluster!.stop();
    cluster = null;
    const comments = streams.map((s) => s.comments);
    try {
      await sleep(1_500);
      // Then every stream is still open, and kept alive
      for (const [i, s] of streams.entries())
        expect({ ended: s.ended, errors: s.errors, kept: s.comments - comments[i]! >= 3 }).toEqual({
          ended: false,
          errors: [],
          kept: true,
        });
    } finally {
      await startCluster();
    }
    await untilReady();

    // And once it is back, each receives what is written next, after what it had, with no gap and no repeat
    await append(5);
    await until(
      () => streams.every((s) => seqs(s).length >= 10),
      () => 'the events after the restart did not arrive',
    );
    const { rows } = await admin.query<{ seq: number }>(
      'select org_seq::int as seq from workforce.events where organization_id = $1 order by org_seq desc limit 10',
      [org.organizationId],
    );
    const expected = rows.map((r) => r.seq).reverse();
    const { rows: appended } = await admin.query<{ seq: number }>(
      `select org_seq::int as seq from workforce.events where organization_id = $1 and kind = 'llm.request' and attempt_id = $2
        order by org_seq desc limit 10`,
      [org.organizationId, attempt!.id],
    );
    // the last ten events are the ten model calls, each evidence of the Attempt
    expect(appended.map((r) => r.seq).reverse()).toEqual(expected);
    for (const stream of streams) {
      expect({ seqs: seqs(stream), errors: stream.errors, ended: stream.ended }).toEqual({
        seqs: expected,
        errors: [],
        ended: false,
      });
      stream.close();
    }
  });
});

describe('a lost answer', () => {
  let org: LoadOrganization;
  let proxy: TcpProxy;
  let proxied: Db;
  beforeAll(async () => {
    org = await loadOrganization(db, ownerDb, 'lost-answers', 1, 6);
    proxy = await TcpProxy.start('127.0.0.1', clusterPort);
    const proxiedUrl = new URL(url);
    proxiedUrl.port = String(proxy.port);
    proxied = createDb(createPool({ connectionString: proxiedUrl.toString(), role: APP_ROLE, max: 2 }));
  });
  afterAll(async () => {
    await proxied?.destroy();
    await proxy?.close();
  });

  const eventsOf = async (attemptId: string) =>
    (
      await admin.query<{ kind: string }>(
        'select kind from workforce.events where organization_id = $1 and attempt_id = $2 order by org_seq',
        [org.organizationId, attemptId],
      )
    ).rows.map((r) => r.kind);

  it('at the database edge: the command committed, its answer was lost, the retry returns the original result marked replayed', async () => {
    const [assignmentId] = org.partitions[0]!;
    const attemptId = randomUUID();
    // Given: the proxy will drop the backend's answer to the next claim and reset the connection
    const dropped = proxy.dropNextAnswerTo('claim_assignment');
    // When: the claim is sent once; callCommand sees the connection reset and retries
    const claimed = await claimAssignment(proxied, org.system, {
      assignmentId: assignmentId!,
      agentId: org.agentId,
      configurationVersion: 1,
      attemptId,
    });
    // Then: the answer really was dropped, and the retry found the committed claim
    await dropped;
    expect(claimed).toMatchObject({ replayed: true, assignment: { state: 'RUNNING', activeClaim: { attemptId } } });
    expect(claimed.attempt?.id).toBe(attemptId);
    expect(await eventsOf(attemptId)).toEqual(['attempt.started']);

    // The same for the ending, with its outcome Entity
    const droppedEnd = proxy.dropNextAnswerTo('end_attempt');
    const ended = await endAttempt(proxied, org.system, {
      assignmentId: assignmentId!,
      attemptId,
      outcome: 'COMPLETED',
      outcomeEntity: { mediaType: 'text/plain', content: 'the answer' },
    });
    await droppedEnd;
    expect(ended).toMatchObject({ replayed: true, assignment: { state: 'COMPLETED' }, outcomeEntity: { content: 'the answer' } });
    // (the outcome stored with the ending is recorded by it: attempt.ended version 3)
    expect(await eventsOf(attemptId)).toEqual(['attempt.started', 'attempt.ended']);
  });

  it('without a lost answer the same path is not a replay (the proof above is not vacuous)', async () => {
    const assignmentId = org.partitions[0]![1]!;
    const claimed = await claimAssignment(proxied, org.system, { assignmentId, agentId: org.agentId, configurationVersion: 1 });
    expect(claimed.replayed).toBe(false);
  });

  /** Sends a mutation over HTTP and throws the response away as soon as it starts to arrive. */
  function sendAndDrop(mutation: 'claimAssignment' | 'endAttempt', input: object): Promise<number> {
    const query =
      mutation === 'claimAssignment'
        ? 'mutation($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename } }'
        : 'mutation($input: EndAttemptInput!) { endAttempt(input: $input) { __typename } }';
    const body = JSON.stringify({ query, variables: { input } });
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${baseUrl}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${org.runnerToken}`,
          },
        },
        (response) => {
          // The server has answered; the Runner never reads it (its process died, the network broke).
          response.socket.destroy();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  it('at the HTTP edge: the Runner loses the response and sends the same mutation again, getting replayed: true and the same Attempt', async () => {
    const assignmentId = org.partitions[0]![2]!;
    const attemptId = randomUUID();
    const claim = {
      assignmentId,
      agentId: org.agentId,
      configurationVersion: 1,
      attemptId,
      eventId: randomUUID(),
      claimTtlSeconds: 600,
    };
    expect(await sendAndDrop('claimAssignment', claim)).toBe(200);
    expect(await sendMutation(baseUrl, org.runnerToken, 'claimAssignment', claim, 10_000)).toEqual({
      kind: 'success',
      status: 200,
      replayed: true,
      attemptId,
      state: 'RUNNING',
    });
    const end = { assignmentId, attemptId, outcome: 'FAILED', failureReason: 'lost on purpose', eventId: randomUUID() };
    expect(await sendAndDrop('endAttempt', end)).toBe(200);
    expect(await sendMutation(baseUrl, org.runnerToken, 'endAttempt', end, 10_000)).toEqual({
      kind: 'success',
      status: 200,
      replayed: true,
      attemptId,
      state: 'READY',
    });
    expect(await eventsOf(attemptId)).toEqual(['attempt.started', 'attempt.ended']);
    const invariants = await checkInvariants(admin, org.organizationId);
    expect(invariants.violations).toEqual([]);
    reportReliability('lost-answers', { runs: 3, invariantsChecked: invariants.checked + 3 });
  });
});
