// One peer measurement, run under Node 22 (pg-boss 12 and graphile-worker 0.18 require it) by
// bench/peers.ts. Plain JavaScript so Node 22 runs it as is, with no TypeScript toolchain here.
//
//   node run.mjs '{"url": "postgres://…/fresh_db", "scenario": "pgboss-fetch", "jobs": 2000, "workers": 16, "batch": 1}'
//
// `url` is a fresh, empty database that the caller creates and drops. Prints one line of JSON,
// `{ops, seconds, perSecond, p50Ms, p99Ms, cost}`, on stdout; anything else goes to stderr. `cost`
// is what the measured part cost per job, as bench/fleet.ts measures ours: PostgreSQL's CPU, this
// process's CPU and the WAL written.
import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Logger, makeWorkerUtils, run } from 'graphile-worker';
import pg from 'pg';
import { PgBoss } from 'pg-boss';

/** The same pool size our command pool gets, so no side is starved of connections. */
const POOL = 20;
/** Pre-enqueueing is setup, not measured: done in the largest batches both peers handle well. */
const SETUP_BATCH = 1_000;
const QUEUE = 'noop';
const quiet = new Logger(() => () => {});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/** As bench/measure.ts: `clients` loops, each taking the next of `ops` indexes until none is left. */
async function measure(clients, ops, op, perOp = 1) {
  let next = 0;
  const latencies = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    for (let index = next++; index < ops; index = next++) {
      const t0 = performance.now();
      await op(index);
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  // Rates are in jobs; latencies are per call (one job, or one batch of `perOp`).
  return { ops: ops * perOp, seconds, perSecond: (ops * perOp) / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

/** As bench/proc-cpu.ts: a process's own CPU (and its reaped children's), in ms, from /proc. */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ').map(Number);
    return { ppid: f[1], ownMs: (f[11] + f[12]) * 10, reapedMs: (f[13] + f[14]) * 10 };
  } catch {
    return null;
  }
}

/** PostgreSQL's CPU (postmaster, children, reaped backends), this process's CPU and the WAL position: read at the start and end of a measured part. */
async function costWindow(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const postmaster = procStat((await client.query('select pg_backend_pid() as pid')).rows[0].pid).ppid;
  const read = async () => {
    const p = procStat(postmaster);
    let postgres = p.ownMs + p.reapedMs;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = procStat(Number(entry));
      if (child?.ppid === postmaster) postgres += child.ownMs;
    }
    const usage = process.cpuUsage();
    const { lsn } = (await client.query(`select (pg_current_wal_lsn() - '0/0')::text as lsn`)).rows[0];
    return { postgres, client: (usage.user + usage.system) / 1000, wal: BigInt(lsn) };
  };
  const before = await read();
  return async (jobs) => {
    const after = await read();
    await client.end();
    return {
      postgresMs: (after.postgres - before.postgres) / jobs,
      clientMs: (after.client - before.client) / jobs,
      walBytes: Number(after.wal - before.wal) / jobs,
    };
  };
}

const batches = (jobs, size) => Array.from({ length: Math.ceil(jobs / size) }, (_, b) =>
  Array.from({ length: Math.min(size, jobs - b * size) }, (_, j) => b * size + j));

async function count(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0].n;
  } finally {
    await client.end();
  }
}

async function withBoss(url, work) {
  // No supervisor or scheduler: their maintenance timers are not part of processing a job.
  const boss = new PgBoss({ connectionString: url, max: POOL, supervise: false, schedule: false });
  boss.on('error', (error) => console.error('peer: pg-boss', error));
  await boss.start();
  try {
    await boss.createQueue(QUEUE);
    return await work(boss);
  } finally {
    await boss.stop({ graceful: false });
  }
}

const unfinished = (url) => count(url, `select count(*)::int as n from pgboss.job where name = '${QUEUE}' and state <> 'completed'`);

/** `workers` loops, each fetching `batch` jobs and completing their ids in one call. */
async function pgBossFetch({ url, jobs, workers, batch = 1 }) {
  const calls = jobs / batch;
  if (!Number.isInteger(calls)) throw new Error(`pg-boss: ${jobs} jobs do not split into batches of ${batch}`);
  return withBoss(url, async (boss) => {
    for (const ids of batches(jobs, SETUP_BATCH)) await boss.insert(QUEUE, ids.map((n) => ({ data: { n } })));
    const costs = await costWindow(url);
    const result = await measure(workers, calls, async () => {
      // SKIP LOCKED hands back fewer jobs than asked while other fetches hold rows: fetch until the batch is full.
      const ids = [];
      for (let tries = 0; ids.length < batch; tries++) {
        if (tries >= 1_000) throw new Error('pg-boss: no job to fetch');
        const fetched = await boss.fetch(QUEUE, { batchSize: batch - ids.length });
        ids.push(...fetched.map((job) => job.id));
      }
      await boss.complete(QUEUE, batch === 1 ? ids[0] : ids);
    }, batch);
    result.cost = await costs(jobs);
    const left = await unfinished(url);
    if (left !== 0) throw new Error(`pg-boss: ${left} jobs left unprocessed`);
    return result;
  });
}

/** `workers` concurrent callers, each inserting arrays of `batch` jobs. */
async function pgBossInsert({ url, jobs, workers, batch }) {
  return withBoss(url, async (boss) => {
    const groups = batches(jobs, batch);
    const costs = await costWindow(url);
    const result = await measure(workers, groups.length, (b) => boss.insert(QUEUE, groups[b].map((n) => ({ data: { n } }))), batch);
    result.cost = await costs(jobs);
    const made = await count(url, `select count(*)::int as n from pgboss.job where name = '${QUEUE}'`);
    if (made !== jobs) throw new Error(`pg-boss: ${made} jobs inserted, not ${jobs}`);
    return result;
  });
}

async function withUtils(url, work) {
  const utils = await makeWorkerUtils({ connectionString: url, maxPoolSize: POOL, logger: quiet });
  try {
    await utils.migrate();
    return await work(utils);
  } finally {
    await utils.release();
  }
}

const graphileJobs = (ids) => ids.map((n) => ({ identifier: QUEUE, payload: { n } }));

/** `run()` with `concurrency` = workers and otherwise default settings. */
async function graphileRun({ url, jobs, workers }) {
  await withUtils(url, async (utils) => {
    for (const ids of batches(jobs, SETUP_BATCH)) await utils.addJobs(graphileJobs(ids));
  });
  const events = new EventEmitter();
  let completed = 0;
  let drained;
  const allDone = new Promise((resolve) => (drained = resolve));
  events.on('job:complete', () => {
    if (++completed === jobs) drained();
  });
  const costs = await costWindow(url);
  const t0 = performance.now();
  const runner = await run({
    connectionString: url, maxPoolSize: POOL, concurrency: workers, noHandleSignals: true, logger: quiet, events,
    taskList: { [QUEUE]: async () => {} },
  });
  try {
    await Promise.race([allDone, runner.promise.then(() => { throw new Error('graphile-worker stopped early'); })]);
  } finally {
    // 'job:complete' fires before the completion is written; a graceful stop waits for those writes.
    await runner.stop();
  }
  const seconds = (performance.now() - t0) / 1000;
  const cost = await costs(jobs);
  const left = await count(url, 'select count(*)::int as n from graphile_worker.jobs');
  if (left !== 0) throw new Error(`graphile-worker: ${left} jobs left unprocessed`);
  // Per-job latency is not observable from outside the worker pool, so only the rate is reported.
  return { ops: jobs, seconds, perSecond: jobs / seconds, p50Ms: null, p99Ms: null, cost };
}

/** `workers` concurrent callers, each adding arrays of `batch` jobs with the bulk `addJobs`. */
async function graphileAddJobs({ url, jobs, workers, batch }) {
  return withUtils(url, async (utils) => {
    const groups = batches(jobs, batch);
    const costs = await costWindow(url);
    const result = await measure(workers, groups.length, (b) => utils.addJobs(graphileJobs(groups[b])), batch);
    result.cost = await costs(jobs);
    const made = await count(url, 'select count(*)::int as n from graphile_worker.jobs');
    if (made !== jobs) throw new Error(`graphile-worker: ${made} jobs added, not ${jobs}`);
    return result;
  });
}

const scenarios = { 'pgboss-fetch': pgBossFetch, 'pgboss-insert': pgBossInsert, 'graphile-run': graphileRun, 'graphile-addjobs': graphileAddJobs };

const request = JSON.parse(process.argv[2] ?? '');
const scenario = scenarios[request.scenario];
if (!scenario) throw new Error(`peer: unknown scenario ${request.scenario}`);
const measurement = await scenario(request);
// A stopped pg-boss or graphile-worker may leave a timer behind: exit once the line is written.
process.stdout.write(`${JSON.stringify(measurement)}\n`, () => process.exit(0));
