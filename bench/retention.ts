// Evidence retention (docs/evidence.md, "Retention"): how long a run takes to delete the contents of
// the Attempts older than the period while younger ones are kept, at a few batch sizes. OLD Attempts
// × 20 calls are recorded, then YOUNG Attempts × 20 calls after a pause; the period is set between
// the two, and each run starts from the same ledger (a database of its own per batch size).
// Alone: npx tsx bench/retention.ts  (OLD=100 YOUNG=300 BATCHES=10000,1000 by default)

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { appendEvents } from '../src/commands/append-event.js';
import { claimAssignments } from '../src/commands/claim-assignment.js';
import { expireEvidence, setEvidenceRetention, verifyLedger } from '../src/commands/maintenance.js';
import { openBench } from './context.js';
import { callEvents, conversations } from './conversations.js';
import { benchOrganizations, readyAssignments } from './setup.js';

const OLD = Number(process.env.OLD ?? 100);
const YOUNG = Number(process.env.YOUNG ?? 300);
const CALLS = 20;
const BATCHES = (process.env.BATCHES ?? '10000,1000').split(',').map(Number);
/** A call's events as appendEvents takes them (conversations.ts types its payloads exactly). */
type Calls = Parameters<typeof appendEvents>[2];

async function run(batchSize: number): Promise<void> {
  const ctx = await openBench();
  try {
    const [org] = await benchOrganizations(ctx.db, ctx.ownerDb, 1, 'retention');
    const ready = (await readyAssignments(ctx.admin, [org!], OLD + YOUNG)).get(org!.organizationId)!;
    const claims = ready.map((assignmentId) => ({
      assignmentId,
      agentId: org!.agentId,
      configurationVersion: 1,
      attemptId: randomUUID(),
      claimTtlSeconds: 3_600,
    }));
    await claimAssignments(ctx.db, org!.system, claims);
    const talks = conversations(OLD + YOUNG, CALLS, 4_000, 500);
    const record = async (from: number, to: number) => {
      for (let k = 0; k < CALLS; k++) {
        await Promise.all(
          claims
            .slice(from, to)
            .map((c, i) =>
              appendEvents(
                ctx.db,
                org!.system,
                callEvents(talks.system, talks.attempts[from + i]!, k, c.attemptId) as unknown as Calls,
              ),
            ),
        );
      }
    };
    await record(0, OLD);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const youngFrom = performance.now();
    await record(OLD, OLD + YOUNG);
    // The period reaches back past every young event, not to the old ones
    const period = Math.ceil((performance.now() - youngFrom) / 1_000 + 2);
    await setEvidenceRetention(ctx.db, org!.system, { olderThanSeconds: period });
    await ctx.admin.query('analyze workforce.events, workforce.contents');
    const contents = async () =>
      Number((await ctx.admin.query<{ n: string }>('select count(*) as n from workforce.contents')).rows[0]!.n);
    const before = await contents();
    const started = performance.now();
    const result = await expireEvidence(ctx.db, org!.system, { batchSize });
    const ms = performance.now() - started;
    const verified = await verifyLedger(ctx.db, org!.organizationId);
    console.log(
      `retention, ${OLD} old and ${YOUNG} young Attempts × ${CALLS} calls, --batch-size ${batchSize}: ` +
        `${result.batches} batches, ${result.deleted} of ${before} contents deleted in ${ms.toFixed(0)} ms ` +
        `(${(ms / result.batches).toFixed(0)} ms a batch); ${await contents()} left; verify-ledger ${verified.ok ? 'ok' : 'BROKEN'}`,
    );
  } finally {
    await ctx.close();
  }
}

for (const batchSize of BATCHES) await run(batchSize);
