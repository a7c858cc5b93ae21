// The server process killed with SIGKILL at random moments under a load of claims and endings
// over HTTP, and started again each time (about one start in four is itself killed while it loads,
// migrates or bootstraps). Runners choose every id and send a mutation again (same
// ids, same facts) whenever its answer was lost. Afterwards every mutation that answered success
// is in the ledger exactly once, nothing is half-written (a rebuild reproduces the projections),
// and the ledger's invariants hold.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { useTestDatabase } from '../helpers/db.js';
import { checkInvariants } from '../helpers/invariants.js';
import { LONG, reportReliability } from '../helpers/reliability.js';
import { acknowledgedInLedger, loadOrganization, runRunner, seededRandom, type TimedAnswer } from '../helpers/runner.js';
import { bundleServer, ServerProcess } from '../helpers/server-process.js';

const KILLS = LONG ? 200 : 20;
const RUNNERS = 4;
const SEED = Number(process.env.WORKFORCE_SEED ?? 6_2026);

const t = useTestDatabase();
let bundle: Awaited<ReturnType<typeof bundleServer>> | undefined;
let server: ServerProcess | undefined;
let baseUrl: string;

beforeAll(async () => {
  bundle = await bundleServer();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = new ServerProcess(bundle.entry, {
    DATABASE_URL: t.url,
    PORT: String(port),
    WORKFORCE_ORGANIZATION: 'crash-bootstrap',
    WORKFORCE_POOL_SIZE: '8',
  });
});

afterAll(async () => {
  await server?.kill();
  bundle?.remove();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('the server killed with SIGKILL under load', () => {
  it(
    `keeps every acknowledged mutation exactly once across ${KILLS} kills and restarts`,
    async () => {
      // Given: a running server and four Runners, each with its own Assignments
      const org = await loadOrganization(t.db, t.ownerDb, 'crash', RUNNERS, LONG ? 1_500 : 80);
      await server!.start();
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
          requestTimeoutMs: 30_000,
          giveUpMs: 120_000,
        }),
      );
      let killsWhileStarting = 0;
      const successes = () => answers.filter((a) => a.answer.kind === 'success').length;

      // When: the server is killed at random moments while the load runs, and started again
      try {
        for (let kill = 0; kill < KILLS; kill++) {
          // Load must be flowing through this process first (an observable condition, polled) ...
          const waitStarted = performance.now();
          const target = successes() + 1 + Math.floor(random() * 4);
          for (let polls = 0; successes() < target; polls++) {
            if (polls > 3_000) throw new Error('no load got through the restarted server within 60 s');
            await sleep(20);
          }
          // ... then the kill lands at a random moment within the next ~150 ms (the randomness under test).
          const waitedMs = performance.now() - waitStarted;
          await sleep(random() * 150);
          await server!.kill();
          // About one restart in four is itself killed at a random moment of its startup.
          if (random() < 0.25) {
            await server!.killWhileStarting(random() * 2_000);
            killsWhileStarting++;
          }
          const startCalled = performance.now();
          await server!.start();
          if (process.env.WORKFORCE_DEBUG)
            console.error(
              `kill ${kill + 1}: load waited ${waitedMs.toFixed(0)} ms, start() took ${(performance.now() - startCalled).toFixed(0)} ms, restarted in ${server!.startTimes.at(-1)!.toFixed(0)} ms, ${successes()} successes`,
            );
        }
      } finally {
        stopping = true;
      }
      const logs = await Promise.all(runners);

      // Then: every Runner finished what it started, and nothing it was told succeeded is missing or doubled
      expect(logs.flatMap((l) => l.findings)).toEqual([]);
      const acknowledged = logs.flatMap((l) => l.acknowledged);
      const lost = answers.filter((a) => a.answer.kind === 'lost').length;
      expect(lost).toBeGreaterThan(0);
      const inLedger = await acknowledgedInLedger(t.admin, org.organizationId, acknowledged);
      expect(inLedger.violations).toEqual([]);
      // ... and the invariants hold, rebuild included (an event without its projection update would show)
      const invariants = await checkInvariants(t.admin, org.organizationId, { db: t.db, system: org.system });
      expect(invariants.violations).toEqual([]);

      const [cold, ...restarts] = server!.startTimes;
      const requests = logs.reduce((n, l) => n + l.requests, 0);
      console.error(
        `crash: ${KILLS + killsWhileStarting} SIGKILLs (${killsWhileStarting} while starting), ${requests} requests (${lost} without an answer), ${acknowledged.length} acknowledged ` +
          `(${acknowledged.filter((a) => a.replayed).length} replayed after a lost answer); server start ${cold!.toFixed(0)} ms first, ` +
          `then median ${median(restarts).toFixed(0)} ms, max ${Math.max(...restarts).toFixed(0)} ms; ` +
          `${invariants.checked + inLedger.checked} invariant checks`,
      );
      reportReliability('crash', {
        runs: requests,
        kills: KILLS + killsWhileStarting,
        restarts: KILLS + killsWhileStarting,
        invariantsChecked: invariants.checked + inLedger.checked,
        violations: invariants.violations.length + inLedger.violations.length,
      });
    },
    LONG ? 3_600_000 : 300_000,
  );
});
