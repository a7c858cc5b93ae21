import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimLostError, WorkforceClient, WorkforceRequestError } from '../../src/client/index.js';
import { cancelAssignment } from '../../src/commands/index.js';
import { freePort } from '../../src/db/embedded.js';
import { createDb } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { listen } from '../../src/server.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { type ApiOrganization, apiOrganization, TEST_LIMITS, TEST_PROTECTION, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { useListeningServer } from '../helpers/server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const t = useTestDatabase();
const api = useYoga(t);
const server = useListeningServer(api);

/** An agent with configuration version 1 and a READY Assignment, set up through the client. */
async function readyAssignment(client: WorkforceClient): Promise<{ agentId: string; assignmentId: string }> {
  const agent = await client.registerActor({ kind: 'AI_AGENT', displayName: 'client test agent' });
  if (agent.__typename !== 'RegisterActorSuccess') throw new Error(agent.code);
  const agentId = agent.actor.id;
  const published = await client.publishAgentConfiguration({ agentId, version: 1, configuration: { model: 'm' } });
  expect(published.__typename).toBe('PublishAgentConfigurationSuccess');
  const created = await client.createAssignment({ title: 'client test', goal: { content: 'goal', mediaType: 'text/plain' } });
  if (created.__typename !== 'CreateAssignmentSuccess') throw new Error(created.code);
  return { agentId, assignmentId: created.assignment.id };
}

/** Runs the example Runner as the docs say, `npm run -s example:runner -- …`, with WORKFORCE_TOKEN set to `token`. */
async function exampleRunner(args: string[], token: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '-s', 'example:runner', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, WORKFORCE_TOKEN: token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // 'close', not 'exit': the output is all read by then.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout, stderr };
}

async function eventsWithId(eventId: string): Promise<number> {
  const { rows } = await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events where event_id = $1', [
    eventId,
  ]);
  return rows[0]!.n;
}

describe('the Runner client against a real server', () => {
  let org: ApiOrganization;
  beforeAll(async () => {
    org = await apiOrganization(t, 'client');
  });

  it('runs the example Runner to the end with WORKFORCE_TOKEN: stdout is one JSON line, completed = N', async () => {
    // As the docs say to run it: WORKFORCE_TOKEN=… npm run -s example:runner -- --url … --assignments N
    const run = await exampleRunner(['--url', `${server.url}/graphql`, '--assignments', '3'], org.tokens.system);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')).toHaveLength(2);
    const summary = JSON.parse(run.stdout) as { completed: number; assignmentIds: string[]; refused: unknown[] };
    expect(summary.completed).toBe(3);
    expect(summary.refused).toEqual([]);
    // And the secret is nowhere in what it printed (npm's banner used to show the command line)
    expect(run.stdout + run.stderr).not.toContain(org.tokens.system);
    const { rows } = await t.admin.query<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from workforce.events where assignment_id = any($1::uuid[])
        and kind in ('attempt.started', 'llm.request', 'llm.response', 'attempt.ended') group by kind order by kind`,
      [summary.assignmentIds],
    );
    expect(rows).toEqual([
      { kind: 'attempt.ended', n: 3 },
      { kind: 'attempt.started', n: 3 },
      { kind: 'llm.request', n: 3 },
      { kind: 'llm.response', n: 3 },
    ]);
  }, 120_000);

  it('stops the example Runner with one line on stderr and exit code 2 for a bad token or an unreachable server', async () => {
    // Given a token the server does not know, Then it says the server refused it
    const badToken = await exampleRunner(['--url', `${server.url}/graphql`], `${org.tokens.system.slice(0, -4)}AAAA`);
    expect([badToken.code, badToken.stdout]).toEqual([2, '']);
    expect(badToken.stderr).toMatch(/^example runner: \S+ refused the token: [^\n]+\n$/);
    // Given a closed port, Then it says it cannot reach it, at once (no retries)
    const closed = `http://127.0.0.1:${await freePort()}/graphql`;
    const unreachable = await exampleRunner(['--url', closed], org.tokens.system);
    expect([unreachable.code, unreachable.stdout]).toEqual([2, '']);
    expect(unreachable.stderr).toBe(`example runner: cannot reach ${closed}: connect ECONNREFUSED ${closed.slice(7, -8)}\n`);
    // And a token of another role is refused before any work too
    const viewer = await exampleRunner(['--url', `${server.url}/graphql`], org.tokens.viewer);
    expect([viewer.code, viewer.stderr]).toEqual([
      2,
      expect.stringMatching(/^example runner: needs a SYSTEM token[^\n]+VIEWER\n$/),
    ]);
  }, 120_000);

  describe('a lost answer', () => {
    // An HTTP proxy in front of the server that lets the first appendEvent reach the server and
    // run to its end, then resets the client's connection instead of answering.
    let proxy: Server;
    let proxyUrl = '';
    let dropped = 0;
    /** When set, the next claim reaches the server, then this runs (a decision), then its answer is lost. */
    let beforeLosingClaim: (() => Promise<void>) | null = null;
    beforeAll(async () => {
      proxy = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks).toString();
        const answer = await fetch(`${server.url}${req.url}`, {
          method: req.method,
          headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
          body,
        });
        const text = await answer.text();
        if (body.includes('ClientAppendEvent') && dropped === 0) {
          dropped += 1;
          req.socket.resetAndDestroy();
          return;
        }
        if (body.includes('ClientClaimAssignment') && beforeLosingClaim) {
          const decide = beforeLosingClaim;
          beforeLosingClaim = null;
          await decide();
          req.socket.resetAndDestroy();
          return;
        }
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(text);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const address = proxy.address();
      proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
    });
    afterAll(async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    });

    it('is retried with the same ids: the retry answers replayed and one event was written', async () => {
      const retries: string[] = [];
      const client = new WorkforceClient({
        url: proxyUrl,
        token: org.tokens.system,
        retry: { baseDelayMs: 10 },
        onRetry: ({ reason }) => retries.push(reason),
      });
      const { agentId, assignmentId } = await readyAssignment(client);
      const claim = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 });
      if (claim.__typename !== 'ClaimAssignmentSuccess') throw new Error(claim.code);
      const attemptId = claim.attempt!.id;

      const appended = await client.appendEvent({
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: 'c1', model: 'm', messages: [{ role: 'user', content: 'hi' }] },
      });

      expect(dropped).toBe(1);
      expect(retries).toHaveLength(1);
      expect(retries[0]).toMatch(/^no answer/);
      if (appended.__typename !== 'AppendEventSuccess') throw new Error(appended.code);
      expect(appended.replayed).toBe(true);
      expect(await eventsWithId(appended.event.id)).toBe(1);
    });

    it('of a claim cancelled meanwhile: the retry is AssignmentCancelled, never a replay the Runner would work on', async () => {
      const client = new WorkforceClient({ url: proxyUrl, token: org.tokens.system, retry: { baseDelayMs: 10 } });
      const { agentId, assignmentId } = await readyAssignment(client);
      const system = { organizationId: org.organizationId, actorId: org.systemActorId };
      beforeLosingClaim = async () => {
        await cancelAssignment(t.db, system, { assignmentId, reason: 'runaway agent' });
      };
      // The claim commits, an operator cancels, the answer is lost, and the client retries the same claim
      const claim = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 });
      expect(beforeLosingClaim).toBeNull();
      expect(claim).toMatchObject({ __typename: 'AssignmentCancelled', code: 'ASSIGNMENT_CANCELLED' });
    });
  });

  it('returns a refusal as a value, sent once', async () => {
    let sent = 0;
    const client = new WorkforceClient({
      url: `${server.url}/graphql`,
      token: org.tokens.system,
      fetch: (input, init) => {
        sent += 1;
        return fetch(input, init);
      },
    });
    const { agentId, assignmentId } = await readyAssignment(client);
    const first = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 });
    expect(first.__typename).toBe('ClaimAssignmentSuccess');
    sent = 0;
    const second = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 });
    expect(second.__typename).toBe('ClaimConflict');
    if (second.__typename === 'ClaimConflict') expect(second.code).toBe('CLAIM_CONFLICT');
    expect(sent).toBe(1);
  });

  describe('with batch (on by default): its agents\u2019 concurrent calls', () => {
    /** A client whose requests are counted by operation name. */
    function countingClient(options: { batch?: false | { maxItems?: number; maxDelayMs?: number } } = {}) {
      const sent: string[] = [];
      const client = new WorkforceClient({
        url: `${server.url}/graphql`,
        token: org.tokens.system,
        ...options,
        fetch: (input, init) => {
          sent.push((JSON.parse(String(init?.body)) as { operationName: string }).operationName);
          return fetch(input, init);
        },
      });
      return { client, sent };
    }
    async function readyMany(client: WorkforceClient, count: number) {
      const { agentId, assignmentId } = await readyAssignment(client);
      const more = await Promise.all(
        Array.from({ length: count - 1 }, () => client.createAssignment({ goal: { content: 'goal', mediaType: 'text/plain' } })),
      );
      return {
        agentId,
        ids: [assignmentId, ...more.map((c) => (c.__typename === 'CreateAssignmentSuccess' ? c.assignment.id : ''))],
      };
    }

    it('go as one batch request per mutation, each call answered with its own item: claims, evidence, outcomes, endings', async () => {
      const { client, sent } = countingClient();
      const { agentId, ids } = await readyMany(client, 16);
      sent.length = 0;

      // When 16 agents claim at once, one of them an Assignment another claims too
      const claims = await Promise.all(
        [...ids, ids[0]!].map((assignmentId) => client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 })),
      );
      expect(claims.map((c) => c.__typename)).toEqual([...ids.map(() => 'ClaimAssignmentSuccess'), 'ClaimConflict']);
      const attempts = claims.slice(0, 16).map((c) => (c.__typename === 'ClaimAssignmentSuccess' ? c.attempt!.id : ''));
      expect(new Set(attempts).size).toBe(16);

      // And each records a model call, stores its outcome and ends
      const recorded = await Promise.all(
        attempts.map((attemptId, i) =>
          client.appendEvent({
            kind: 'llm.request',
            payloadVersion: 1,
            attemptId,
            payload: { call_id: `c${i}`, model: 'm', messages: [] },
          }),
        ),
      );
      const outcomes = await Promise.all(
        attempts.map((attemptId, i) => client.createEntity({ attemptId, mediaType: 'text/plain', content: `answer ${i}` })),
      );
      const ended = await Promise.all(
        attempts.map((attemptId, i) => {
          const outcome = outcomes[i]!;
          if (outcome.__typename !== 'CreateEntitySuccess') throw new Error(outcome.__typename);
          return client.endAttempt({
            assignmentId: ids[i]!,
            attemptId,
            outcome: 'COMPLETED',
            outcomeEntityId: outcome.entity.id,
          });
        }),
      );

      // Then each call has its own answer, and each mutation went as one request
      expect(recorded.every((r) => r.__typename === 'AppendEventSuccess')).toBe(true);
      expect(
        ended.map((e) => (e.__typename === 'EndAttemptSuccess' ? [e.assignment.id, e.assignment.state] : e.__typename)),
      ).toEqual(ids.map((id) => [id, 'COMPLETED']));
      expect(sent).toEqual(['ClientClaimAssignments', 'ClientAppendEvents', 'ClientCreateEntities', 'ClientEndAttempts']);
    });

    it('a call alone is sent as its single mutation, and batch: false sends every call alone', async () => {
      const { client, sent } = countingClient();
      const { agentId, ids } = await readyMany(client, 3);
      sent.length = 0;
      expect((await client.claimAssignment({ assignmentId: ids[0]!, agentId, configurationVersion: 1 })).__typename).toBe(
        'ClaimAssignmentSuccess',
      );
      const unbatched = countingClient({ batch: false });
      const both = await Promise.all(
        ids.slice(1).map((assignmentId) => unbatched.client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 })),
      );
      expect(both.map((c) => c.__typename)).toEqual(['ClaimAssignmentSuccess', 'ClaimAssignmentSuccess']);
      expect([sent, unbatched.sent]).toEqual([['ClientClaimAssignment'], ['ClientClaimAssignment', 'ClientClaimAssignment']]);
    });

    it('one malformed call fails alone: the batch the server rejected is sent again one by one', async () => {
      const { client, sent } = countingClient({ batch: { maxItems: 10, maxDelayMs: 20 } });
      const { agentId, ids } = await readyMany(client, 2);
      sent.length = 0;
      const answers = await Promise.allSettled([
        client.claimAssignment({ assignmentId: ids[0]!, agentId, configurationVersion: 1 }),
        client.claimAssignment({ assignmentId: ids[1]!, agentId, configurationVersion: 'one' as never }),
      ]);
      expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { __typename: 'ClaimAssignmentSuccess' } });
      expect(answers[1]!.status).toBe('rejected');
      expect((answers[1] as PromiseRejectedResult).reason).toBeInstanceOf(WorkforceRequestError);
      expect(sent).toEqual(['ClientClaimAssignments', 'ClientClaimAssignment', 'ClientClaimAssignment']);
    });

    it('a caller that aborts while its batch is retried is left out of the retry, as a single call’s abort stops its retries', async () => {
      // Given a server whose first answer to a batch is a 503 that comes after 150 ms (the batch not run)
      const bodies: { claims: { attemptId: string }[] }[] = [];
      let first = true;
      const client = new WorkforceClient({
        url: `${server.url}/graphql`,
        token: org.tokens.system,
        retry: { baseDelayMs: 10 },
        batch: { maxItems: 10, maxDelayMs: 5 },
        fetch: async (input, init) => {
          const body = JSON.parse(String(init?.body)) as {
            operationName: string;
            variables: { input: { claims: { attemptId: string }[] } };
          };
          if (body.operationName !== 'ClientClaimAssignments') return fetch(input, init);
          bodies.push(body.variables.input);
          if (first) {
            first = false;
            await sleep(150);
            return new Response('{"errors":[{"message":"busy","extensions":{"code":"DATABASE_UNAVAILABLE","retryable":true}}]}', {
              status: 503,
              headers: { 'retry-after': '0', 'content-type': 'application/json' },
            });
          }
          return fetch(input, init);
        },
      });
      const { agentId, ids } = await readyMany(client, 3);
      const abort = new AbortController();

      // When three agents claim, and the first gives up while the batch waits for its answer
      const claims = ids.map((assignmentId, i) =>
        client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 }, i === 0 ? { signal: abort.signal } : {}),
      );
      await sleep(50);
      abort.abort(new Error('the agent gave up'));
      const answers = await Promise.allSettled(claims);

      // Then it is answered with its reason, the retry carries only the two others, and its Assignment stays READY
      expect((answers[0] as PromiseRejectedResult).reason).toMatchObject({ message: 'the agent gave up' });
      expect(answers.slice(1).map((a) => (a as PromiseFulfilledResult<{ __typename: string }>).value.__typename)).toEqual([
        'ClaimAssignmentSuccess',
        'ClaimAssignmentSuccess',
      ]);
      expect(bodies.map((b) => b.claims.length)).toEqual([3, 2]);
      const { rows } = await t.admin.query<{ state: string }>(
        'select state from workforce.assignments where organization_id = $1 and assignment_id = $2',
        [org.organizationId, ids[0]],
      );
      expect(rows[0]!.state).toBe('READY');
    });

    it('a caller that aborts is answered with its reason at once, and the others of its batch are served', async () => {
      const { client } = countingClient({ batch: { maxItems: 10, maxDelayMs: 50 } });
      const { agentId, ids } = await readyMany(client, 2);
      const abort = new AbortController();
      const aborted = client.claimAssignment(
        { assignmentId: ids[0]!, agentId, configurationVersion: 1 },
        { signal: abort.signal },
      );
      const served = client.claimAssignment({ assignmentId: ids[1]!, agentId, configurationVersion: 1 });
      abort.abort(new Error('the agent gave up'));
      await expect(aborted).rejects.toThrow('the agent gave up');
      expect((await served).__typename).toBe('ClaimAssignmentSuccess');
    });
  });

  it('renews the claim at a third of its TTL while the Runner works, and stops on end', async () => {
    const client = new WorkforceClient({ url: `${server.url}/graphql`, token: org.tokens.system });
    const { agentId, assignmentId } = await readyAssignment(client);
    const claim = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1, claimTtlSeconds: 3 });
    if (claim.__typename !== 'ClaimAssignmentSuccess') throw new Error(claim.code);
    const attemptId = claim.attempt!.id;
    const renewed = async () => {
      const { rows } = await t.admin.query<{ n: number }>(
        `select count(*)::int as n from workforce.events where attempt_id = $1 and kind = 'attempt.renewed'`,
        [attemptId],
      );
      return rows[0]!.n;
    };

    const heartbeat = client.holdClaim({ assignmentId, attemptId, claimTtlSeconds: 3 });
    expect(heartbeat.intervalMs).toBe(1_000);
    await sleep(3_600); // past the claim's first expiry: only the renewals keep it
    await heartbeat.stop();
    expect(heartbeat.signal.aborted).toBe(false);
    expect(heartbeat.renewals).toBeGreaterThanOrEqual(2);
    expect(await renewed()).toBe(heartbeat.renewals);

    const ended = await client.endAttempt({ assignmentId, attemptId, outcome: 'FAILED', failureReason: 'test' });
    expect(ended.__typename).toBe('EndAttemptSuccess');
    const renewals = heartbeat.renewals;
    await sleep(1_500);
    expect(heartbeat.renewals).toBe(renewals);
    expect(await renewed()).toBe(renewals);
  });

  it('reports a lost claim through its signal: the renewal after the end is AttemptNotActive', async () => {
    const client = new WorkforceClient({ url: `${server.url}/graphql`, token: org.tokens.system });
    const { agentId, assignmentId } = await readyAssignment(client);
    const claim = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1, claimTtlSeconds: 3 });
    if (claim.__typename !== 'ClaimAssignmentSuccess') throw new Error(claim.code);
    const attemptId = claim.attempt!.id;
    const heartbeat = client.holdClaim({ assignmentId, attemptId, claimTtlSeconds: 3 });
    // Someone else ends the Attempt (the heartbeat is not told): its next renewal is refused.
    const ended = await client.endAttempt({ assignmentId, attemptId, outcome: 'FAILED' });
    expect(ended.__typename).toBe('EndAttemptSuccess');
    const reason = await new Promise<unknown>((resolve) =>
      heartbeat.signal.addEventListener('abort', () => resolve(heartbeat.signal.reason), { once: true }),
    );
    expect(reason).toBeInstanceOf(ClaimLostError);
    expect((reason as ClaimLostError).code).toBe('ATTEMPT_NOT_ACTIVE');
    await heartbeat.stop();
  });

  it('follows the ledger live over SSE: replays, then delivers what commits next', async () => {
    const client = new WorkforceClient({ url: `${server.url}/graphql`, token: org.tokens.system });
    const { agentId, assignmentId } = await readyAssignment(client);
    const abort = new AbortController();
    const seen: string[] = [];
    for await (const event of client.ledgerEvents(
      { afterSeq: 0, assignmentId, kinds: ['assignment.created', 'attempt.started'] },
      { signal: abort.signal },
    )) {
      seen.push(event.kind);
      if (event.kind === 'assignment.created') {
        const claim = await client.claimAssignment({ assignmentId, agentId, configurationVersion: 1 });
        expect(claim.__typename).toBe('ClaimAssignmentSuccess');
      } else abort.abort();
    }
    expect(seen).toEqual(['assignment.created', 'attempt.started']);
  });
});

describe('a real server whose database is unreachable', () => {
  // The server answers every request 503 DATABASE_UNAVAILABLE with Retry-After: 1.
  let down: Server;
  let downUrl = '';
  let db: ReturnType<typeof createDb>;
  let token = '';
  beforeAll(async () => {
    token = (await apiOrganization(t, 'client-down')).tokens.runner;
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const closedPort = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => probe.close(resolve));
    const deadUrl = new URL(t.url);
    deadUrl.hostname = '127.0.0.1';
    deadUrl.port = String(closedPort);
    db = createDb(createPool({ connectionString: deadUrl.toString(), role: APP_ROLE, max: 2, connectTimeoutMs: 1_000 }));
    const yoga = createWorkforceYoga({
      db,
      feed: api.feed,
      limits: TEST_LIMITS,
      protection: TEST_PROTECTION,
      tokenCacheMs: 0,
      log: () => {},
    });
    down = await listen(yoga, 0, '127.0.0.1');
    const downAddress = down.address();
    downUrl = `http://127.0.0.1:${typeof downAddress === 'object' && downAddress ? downAddress.port : 0}/graphql`;
  });
  afterAll(async () => {
    down.closeAllConnections();
    await new Promise((resolve) => down.close(resolve));
    await db.destroy();
  });

  it('is retried no sooner than its Retry-After, then the fault is thrown with its code', async () => {
    const sentAt: number[] = [];
    const delays: number[] = [];
    const client = new WorkforceClient({
      url: downUrl,
      token,
      retry: { maxAttempts: 2, baseDelayMs: 1 },
      onRetry: ({ delayMs }) => delays.push(delayMs),
      fetch: (input, init) => {
        sentAt.push(performance.now());
        return fetch(input, init);
      },
    });
    const failure = await client
      .appendEvent({ kind: 'llm.request', payloadVersion: 1, payload: {} })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkforceRequestError);
    expect((failure as WorkforceRequestError).code).toBe('DATABASE_UNAVAILABLE');
    expect((failure as WorkforceRequestError).details).toMatchObject({ status: 503, retryable: true, attempts: 2 });
    expect(delays).toEqual([1_000]);
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(990);
  });
});

describe('the client retry rules (stub fetch)', () => {
  const fault = (retryAfter: string) =>
    new Response(
      JSON.stringify({ errors: [{ message: 'down', extensions: { code: 'DATABASE_UNAVAILABLE', retryable: true } }] }),
      {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
      },
    );
  const success = () =>
    new Response(
      JSON.stringify({
        data: { appendEvent: { __typename: 'AppendEventSuccess', replayed: true, event: { id: 'e', seq: 1, kind: 'k' } } },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );

  it('waits at least Retry-After before the retry, then sends the same body', async () => {
    const bodies: string[] = [];
    const waits: number[] = [];
    const answers = [fault('2'), success()];
    const client = new WorkforceClient({
      url: 'http://stub/graphql',
      token: 'x',
      retry: { baseDelayMs: 100 },
      random: () => 1,
      sleep: async (ms) => {
        waits.push(ms);
      },
      fetch: async (_input, init) => {
        bodies.push(String(init?.body));
        return answers.shift()!;
      },
    });
    const result = await client.appendEvent({ kind: 'k', payloadVersion: 1, payload: {} });
    expect(result.__typename).toBe('AppendEventSuccess');
    expect(waits).toEqual([2_000]);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect(JSON.parse(bodies[0]!).variables.input.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('backs off exponentially with jitter, and gives up after maxAttempts with the fault', async () => {
    const waits: number[] = [];
    const client = new WorkforceClient({
      url: 'http://stub/graphql',
      token: 'x',
      retry: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 300 },
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
      fetch: async () => fault(''),
    });
    const failure = await client.appendEvent({ kind: 'k', payloadVersion: 1, payload: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkforceRequestError);
    expect((failure as WorkforceRequestError).code).toBe('DATABASE_UNAVAILABLE');
    expect((failure as WorkforceRequestError).details.attempts).toBe(4);
    expect(waits).toEqual([50, 100, 150]);
  });

  it('stops the heartbeat without waiting out a renewal that hangs', async () => {
    let started = 0;
    const client = new WorkforceClient({
      url: 'http://stub/graphql',
      token: 'x',
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          started += 1;
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
        }),
    });
    const heartbeat = client.holdClaim({ assignmentId: 'a', attemptId: 't', claimTtlSeconds: 0.03 });
    while (started === 0) await sleep(5);
    const before = performance.now();
    await heartbeat.stop();
    expect(performance.now() - before).toBeLessThan(500);
    expect(heartbeat.signal.aborted).toBe(false);
    expect(heartbeat.renewals).toBe(0);
  });

  it('does not retry a GraphQL error that is not retryable', async () => {
    let sent = 0;
    const client = new WorkforceClient({
      url: 'http://stub/graphql',
      token: 'x',
      fetch: async () => {
        sent += 1;
        return new Response(JSON.stringify({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }), { status: 200 });
      },
    });
    const failure = await client.appendEvent({ kind: 'k', payloadVersion: 1, payload: {} }).catch((error: unknown) => error);
    expect((failure as WorkforceRequestError).code).toBe('FORBIDDEN');
    expect(sent).toBe(1);
  });
});
