// Hostile input: at least 10,000 generated requests (100,000 under LONG), from a fixed seed, that
// never get a 5xx, a stack trace, a file path or SQL back, never hang, and never change the ledger.
// Most go in process (yoga.fetch); a share go byte for byte to a real socket where framing matters.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerActor } from '../../src/commands/index.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { TEST_LIMITS, TEST_PROTECTION, type Yoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { LONG, reportReliability } from '../helpers/reliability.js';
import { useListeningServer } from '../helpers/server.js';
import { ledgerChanges, problemOf, snapshotLedger, succeededMutations } from './fuzz/checks.js';
import { inProcessRequests } from './fuzz/envelopes.js';
import { sendRaw, socketRequests } from './fuzz/http.js';
import { jsonPost } from './fuzz/request.js';
import { type Fetcher, kindOf, newTally, runInProcess, runSocket } from './fuzz/runner.js';
import { buildWorld, type World } from './fuzz/world.js';

const SEED = Number(process.env.WORKFORCE_FUZZ_SEED || 0x0f022026);
const CASES = Number(process.env.WORKFORCE_FUZZ_CASES || (LONG ? 100_000 : 10_000));
const SOCKET_SHARE = 0.06;
const BATCH = 500;
const CONCURRENCY = 12;
const SOCKET_CONCURRENCY = 4;
const LIMIT_MS = 15_000;

const t = useTestDatabase();
// As served: accepted tokens cached for the production default (5 s). Refusals are never cached, so
// every forged token still reaches the database.
const api = {} as { yoga: Yoga; feed: LedgerFeed };
/** What the server logged as unexpected (message and stack): shown with the violations, to find the cause. */
const logged: Record<string, unknown>[] = [];
beforeAll(() => {
  api.feed = new LedgerFeed({ connectionString: t.url, db: t.db });
  api.yoga = createWorkforceYoga({
    db: t.db,
    feed: api.feed,
    limits: TEST_LIMITS,
    protection: TEST_PROTECTION,
    tokenCacheMs: 5_000,
    log: (entry) => logged.push(entry),
  });
});
afterAll(() => api.feed?.close());
const http = useListeningServer(api);
let world: World;
beforeAll(async () => {
  world = await buildWorld(t);
});

const port = () => Number(new URL(http.url).port);

describe('the fuzz checks catch what they look for', () => {
  it('a planted stack frame, file path, SQL text, 5xx, masked error or non-JSON body is a problem; a clean refusal is not', () => {
    const answer = (text: string, status = 200, contentType = 'application/json') =>
      problemOf({ status, contentType, text, ms: 1 });
    const errors = (message: string) => JSON.stringify({ errors: [{ message }] });
    expect(answer(errors('Error: boom\n    at resolve (/work/main/src/schema/actor.ts:12:3)'))).toMatch(/stack frame/);
    expect(answer(errors('at Object.<anonymous> (file:///app/dist/x.js:1:2)'))).toMatch(/stack frame/);
    expect(answer(errors('cannot read node_modules/graphql/index.js'))).toMatch(/file path/);
    expect(answer(errors('duplicate key value violates unique constraint "events_pkey"'))).toMatch(/SQL/);
    expect(answer(JSON.stringify({ errors: [{ message: 'x', extensions: { code: '22P02' } }] }))).toMatch(/SQLSTATE/);
    expect(answer(errors('Unexpected error.'))).toMatch(/internal/);
    expect(answer('{}', 502)).toMatch(/status 502/);
    expect(answer('<html>oops</html>', 200, 'text/html')).toMatch(/not JSON/);
    expect(answer(errors('Variable "$id" got invalid value "\'; drop table events; --"; must be a UUID'), 200)).toBeNull();
    expect(answer('', 405, 'text/plain')).toBeNull();
  });

  it('a batch that refused every item is no success; one item that succeeded is', () => {
    const batch = (...items: string[]) =>
      JSON.stringify({
        data: {
          claimAssignments: { __typename: 'ClaimAssignmentsSuccess', results: items.map((__typename) => ({ __typename })) },
        },
      });
    expect(succeededMutations(batch('ClaimConflict', 'ValidationError'))).toEqual([]);
    expect(succeededMutations(batch('ClaimConflict', 'ClaimAssignmentSuccess'))).toEqual(['ClaimAssignmentSuccess']);
    expect(succeededMutations(JSON.stringify({ data: { claimAssignment: { __typename: 'ClaimAssignmentSuccess' } } }))).toEqual([
      'ClaimAssignmentSuccess',
    ]);
  });

  it('the runner reports a planted leak, a hang and a poisoned mutation that succeeded', async () => {
    const planted: Record<string, () => Promise<Response>> = {
      leak: async () =>
        new Response(JSON.stringify({ errors: [{ message: 'TypeError: x\n    at f (/work/main/src/a.ts:1:1)' }] }), {
          status: 200,
        }),
      hang: () => new Promise<Response>(() => {}),
      success: async () => Response.json({ data: { registerActor: { __typename: 'RegisterActorSuccess' } } }),
    };
    for (const [name, respond] of Object.entries(planted)) {
      const tally = newTally();
      await runInProcess(tally, { fetch: respond } satisfies Fetcher, [jsonPost(`planted ${name}`, '{}', {}, true)], 1, 200);
      expect(tally.violations, name).toHaveLength(1);
    }
  });

  it('the ledger snapshot sees a planted event and a planted projection change', async () => {
    const before = await snapshotLedger(t.admin);
    const { actor } = await registerActor(
      t.db,
      { organizationId: world.a.organizationId, actorId: world.a.systemActorId },
      { kind: 'HUMAN', displayName: 'Planted' },
    );
    const afterEvent = await snapshotLedger(t.admin);
    expect(ledgerChanges(before, afterEvent).join('\n')).toMatch(
      new RegExp(`organization ${world.a.organizationId}[\\s\\S]*table actors`),
    );
    await t.admin.query(`update workforce.actors set display_name = 'Tampered' where actor_id = $1`, [actor.id]);
    expect(ledgerChanges(afterEvent, await snapshotLedger(t.admin))).toEqual([expect.stringMatching(/^table actors: /)]);
  });
});

describe('what the fuzz found, pinned', () => {
  const send = (path: string, init: RequestInit = {}) => api.yoga.fetch(`http://localhost${path}`, init);

  it('malformed JSON in GET variables or a form-encoded body is a 400 BAD_REQUEST, not an unexpected error', async () => {
    const auth = { authorization: `Bearer ${world.a.tokens.viewer}` };
    const get = await send('/graphql?query=%7B__typename%7D&variables=%7B', { headers: auth });
    const body = 'query=%7B__typename%7D&extensions=%5B1';
    const form = await send('/graphql', {
      method: 'POST',
      body,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
    });
    for (const response of [get, form]) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
        'BAD_REQUEST',
      );
    }
  });

  it('a document nesting thousands of brackets (under the token limit) is a parse error, not a stack overflow', async () => {
    for (const doc of [
      `{ viewer { role } a: __type(name: ${'['.repeat(2_400)}"x"${']'.repeat(2_400)}) { name } }`,
      `mutation { appendEvent(input: { kind: "llm.request", payloadVersion: 1, payload: { deep: ${'{k:'.repeat(2_400)}1${'}'.repeat(2_400)} } }) { __typename } }`,
    ]) {
      const body = JSON.stringify({ query: doc });
      const response = await send('/graphql', {
        method: 'POST',
        body,
        headers: {
          authorization: `Bearer ${world.a.tokens.system}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
      });
      const text = await response.text();
      expect(problemOf({ status: response.status, contentType: 'application/json', text, ms: 0 }), text).toBeNull();
      expect(JSON.parse(text).errors[0]).toMatchObject({
        message: expect.stringMatching(/brackets deep, over the limit of 256/),
        extensions: { code: 'QUERY_TOO_DEEP', measure: 'BRACKETS', limit: 256 },
      });
    }
  });
});

describe('fuzz', () => {
  it(
    `${CASES} generated hostile requests (seed ${SEED}): never a 5xx, a leak, a hang or a change to the ledger`,
    async () => {
      // Given the world, and the ledger as it stands
      let baseline = await snapshotLedger(t.admin);
      const tally = newTally();
      const started = performance.now();
      const labels = new Map<string, number>();
      const count = (label: string) => labels.set(kindOf(label), (labels.get(kindOf(label)) ?? 0) + 1);
      // yoga's own logger writes each refused request to the console; thousands of them would bury the report.
      const quiet = (['error', 'warn', 'info', 'debug', 'log'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation(() => {}),
      );
      // When the requests are sent, generated chunk by chunk from the seed, both streams at once
      const chunks = Array.from({ length: Math.ceil(CASES / BATCH) }, (_, i) => Math.min(BATCH, CASES - i * BATCH));
      function* inProcess() {
        for (const [i, size] of chunks.entries()) {
          for (const r of fc.sample(inProcessRequests(world), {
            seed: SEED + i,
            numRuns: size - Math.round(size * SOCKET_SHARE),
          })) {
            count(r.label);
            yield r;
          }
        }
      }
      function* sockets() {
        for (const [i, size] of chunks.entries()) {
          for (const r of fc.sample(socketRequests(world), { seed: SEED - i - 1, numRuns: Math.round(size * SOCKET_SHARE) })) {
            count(r.label);
            yield r;
          }
        }
      }
      // Then, every BATCH answers and at the end, the server still answers and nothing in the database moved.
      // (A change is a violation whenever it is seen, so the checks need not wait for quiet.)
      let ledgerChecks = 0;
      const checks: Promise<void>[] = [];
      const check = async (when: string) => {
        const health = await sendRaw(
          port(),
          { label: 'health', raw: Buffer.from('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), halfClose: false },
          LIMIT_MS,
        );
        if (health.statuses[0] !== 200)
          tally.violations.push(`${when} the server no longer answers /health: ${health.text.slice(0, 200)}`);
        const [before, now] = [baseline, await snapshotLedger(t.admin)];
        const changes = ledgerChanges(before, now);
        // Reported once: later checks compare with what was seen, so each new change shows on its own.
        baseline = now;
        ledgerChecks += Object.keys(baseline.heads).length + Object.keys(baseline.tables).length + 1;
        if (changes.length === 0) return;
        // Which events were written says which request got through: their kind, author and payload.
        const seen = Object.fromEntries(
          Object.entries(before.heads).map(([org, summary]) => [org, Number(summary.split('|')[1] || 0)]),
        );
        const { rows } = await t.admin.query<{ line: string }>(
          `select concat_ws(' ', organization_id, org_seq, kind, left(payload::text, 300)) as line
        from workforce.events where org_seq > coalesce(($1::jsonb ->> organization_id::text)::bigint, 0) order by recorded_at limit 20`,
          [JSON.stringify(seen)],
        );
        tally.violations.push(
          `${when} the ledger had changed:\n  ${changes.join('\n  ')}\n  new events:\n  ${rows.map((r) => r.line).join('\n  ')}`,
        );
      };
      const after = () => {
        if (tally.cases % BATCH === 0) checks.push(check(`after ${tally.cases} requests`));
      };
      let consoleLines = 0;
      try {
        await Promise.all([
          runInProcess(tally, api.yoga, inProcess(), CONCURRENCY, LIMIT_MS, after),
          runSocket(tally, port(), sockets(), SOCKET_CONCURRENCY, LIMIT_MS, after),
        ]);
        await Promise.all(checks);
        await check('at the end');
      } finally {
        consoleLines = quiet.reduce((n, spy) => n + spy.mock.calls.length, 0);
        for (const spy of quiet) spy.mockRestore();
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `fuzz: ${tally.cases} requests in ${seconds.toFixed(1)} s, ${tally.invariants + ledgerChecks} invariants checked, ` +
          `${tally.violations.length} violations; ${consoleLines} console lines from the server; slowest ${tally.slowest.ms.toFixed(0)} ms (${tally.slowest.label})\n` +
          `  slowest: ${tally.slow.map((x) => `${x.ms.toFixed(0)} ms ${x.label}`).join('; ')}\n` +
          `  by kind: ${[...labels]
            .sort(([, a], [, b]) => b - a)
            .map(([k, n]) => `${k} ${n} (${((tally.time.get(k) ?? 0) / 1000).toFixed(1)} s)`)
            .join(', ')}`,
      );
      reportReliability('fuzz', {
        fuzzCases: tally.cases,
        invariantsChecked: tally.invariants + ledgerChecks,
        violations: tally.violations.length,
      });
      expect(tally.cases).toBeGreaterThanOrEqual(CASES);
      const causes = logged.slice(0, 3).map(
        (entry) =>
          `logged: ${String(entry.message)}\n${String(entry.stack ?? '')
            .split('\n')
            .slice(0, 6)
            .join('\n')}`,
      );
      expect(
        [...tally.violations.slice(0, 20), ...(tally.violations.length ? causes : [])].join('\n\n'),
        `${tally.violations.length} violations`,
      ).toBe('');
    },
    LONG ? 3 * 3_600_000 : 300_000,
  );
});
