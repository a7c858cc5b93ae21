// The peers: pg-boss and graphile-worker processing the same number of pre-enqueued no-op jobs as
// our cycles, each run on a fresh database of the same server, so the comparison is jobs per second
// against cycles per second on the same PostgreSQL with the same durability.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Logger, makeWorkerUtils, run, type WorkerEvents } from 'graphile-worker';
import PgBoss from 'pg-boss';
import { createDatabase, dropDatabase, withAdminClient } from '../src/db/admin.js';
import { measure, type Measurement } from './measure.js';

/** The same pool size our command pool gets, so no side is starved of connections. */
const POOL = 20;
const quiet = new Logger(() => () => {});

async function onFreshDatabase<T>(serverUrl: string, peer: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `workforce_bench_${peer}_${randomUUID().slice(0, 8)}`;
  const url = await createDatabase(serverUrl, name);
  try {
    return await work(url);
  } finally {
    await dropDatabase(serverUrl, name);
  }
}

/** pg-boss 10: `workers` loops, each fetching one job at a time and completing it. */
export async function pgBoss(serverUrl: string, jobs: number, workers: number): Promise<Measurement> {
  return onFreshDatabase(serverUrl, 'pgboss', async (url) => {
    // No supervisor or scheduler: their maintenance timers are not part of processing a job.
    const boss = new PgBoss({ connectionString: url, max: POOL, supervise: false, schedule: false });
    boss.on('error', (error) => console.error('bench: pg-boss', error));
    await boss.start();
    try {
      const queue = 'noop';
      await boss.createQueue(queue);
      for (let i = 0; i < jobs; i += 1_000) {
        await boss.insert(Array.from({ length: Math.min(1_000, jobs - i) }, (_, j) => ({ name: queue, data: { n: i + j } })));
      }
      const result = await measure(workers, jobs, async () => {
        // Another worker may take the last jobs between our fetches: fetch until one comes back.
        for (let tries = 0; tries < 1_000; tries++) {
          const [job] = await boss.fetch(queue, { batchSize: 1 });
          if (job) return boss.complete(queue, job.id);
        }
        throw new Error('pg-boss: no job to fetch');
      });
      const left = await boss.getQueueSize(queue);
      if (left !== 0) throw new Error(`pg-boss: ${left} jobs left unprocessed`);
      return result;
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
}

/** graphile-worker 0.17: `run()` with `concurrency` = workers and otherwise default settings. */
export async function graphileWorker(serverUrl: string, jobs: number, workers: number): Promise<Measurement> {
  return onFreshDatabase(serverUrl, 'graphile', async (url) => {
    const utils = await makeWorkerUtils({ connectionString: url, logger: quiet });
    try {
      await utils.migrate();
      for (let i = 0; i < jobs; i += 1_000) {
        await utils.addJobs(Array.from({ length: Math.min(1_000, jobs - i) }, (_, j) => ({ identifier: 'noop', payload: { n: i + j } })));
      }
    } finally {
      await utils.release();
    }
    const events: WorkerEvents = new EventEmitter();
    let completed = 0;
    let drained!: () => void;
    const allDone = new Promise<void>((resolve) => (drained = resolve));
    events.on('job:complete', () => {
      if (++completed === jobs) drained();
    });
    const t0 = performance.now();
    const runner = await run({
      connectionString: url, maxPoolSize: POOL, concurrency: workers, noHandleSignals: true, logger: quiet, events,
      taskList: { noop: async () => {} },
    });
    try {
      await Promise.race([allDone, runner.promise.then(() => { throw new Error('graphile-worker stopped early'); })]);
    } finally {
      // 'job:complete' fires before the completion is written; a graceful stop waits for those writes.
      await runner.stop();
    }
    const seconds = (performance.now() - t0) / 1000;
    const left = await withAdminClient(url, async (client) => (await client.query('select count(*)::int as n from graphile_worker.jobs')).rows[0].n);
    if (left !== 0) throw new Error(`graphile-worker: ${left} jobs left unprocessed`);
    // Per-job latency is not observable from outside the worker pool, so only the rate is reported.
    return { ops: jobs, seconds, perSecond: jobs / seconds, p50Ms: Number.NaN, p99Ms: Number.NaN };
  });
}
