// npx tsx bench/server-cpu.ts [bundle ...] [--rounds 3] [--cycles 2000] [--warm-up 1000] [--clients 16] [--profile]
//
// Server CPU per warm claim-and-complete cycle (two GraphQL requests over HTTP keep-alive), read
// from /proc as user + system time of the server process, with PostgreSQL's CPU beside it. CPU, not
// wall time: this machine is shared and its speed drifts by ±40% within minutes, which moves
// throughput and latency but far less the CPU a request costs.
//
// With no bundle it builds this checkout's (dist/server/cli.mjs). Given several (each built with
// scripts/bundle-server.ts into dist/<name>/cli.mjs), it runs them interleaved, round after round,
// on the same database, so drift falls on each about equally. A bundle may carry node flags after
// commas (dist/a/cli.mjs,--max-semi-space-size=32) to compare flags on one bundle. --profile
// writes a .cpuprofile of each server run into dist/profiles/.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { BUILT_SERVER, bundleServer } from '../scripts/bundle-server.js';
import { workload } from './commands.js';
import { type BenchContext, openBench } from './context.js';
import { claimAndComplete, graphqlClient, startServer, warmUp } from './graphql.js';
import { measure } from './measure.js';
import { parentPid, postgresCpuMs, processCpu } from './proc-cpu.js';
import { type BenchOrganization, benchOrganizations } from './setup.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    cycles: { type: 'string', default: '2000' },
    'warm-up': { type: 'string', default: '1000' },
    clients: { type: 'string', default: '16' },
    profile: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const cycles = Number(values.cycles);
const warmUpCycles = Number(values['warm-up']);
const clients = Number(values.clients);
const profile = values.profile;
interface Candidate {
  label: string;
  bundle: string;
  nodeArgs: string[];
}
const candidates: Candidate[] = positionals.map((spec) => {
  const [path, ...nodeArgs] = spec.split(',');
  return { label: [path!.split('/').at(-2), ...nodeArgs].join(' '), bundle: resolve(path!), nodeArgs };
});

interface Run {
  serverMs: number;
  /** Of serverMs, the part in the kernel. */
  systemMs: number;
  postgresMs: number;
  perSecond: number;
}

async function run(
  ctx: BenchContext,
  orgs: BenchOrganization[],
  candidate: Candidate,
  postmaster: number | null,
  round: number,
): Promise<Run> {
  const profiling = profile
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${resolve('dist/profiles')}`,
        `--cpu-prof-name=${candidate.label.replace(/\W+/g, '_')}-${round}.cpuprofile`,
      ]
    : [];
  const { port, server } = await startServer(ctx.url, candidate.bundle, [...candidate.nodeArgs, ...profiling]);
  const { gql, close } = graphqlClient(port, clients);
  try {
    await warmUp(ctx, orgs, gql, clients, warmUpCycles);
    const work = await workload(ctx, orgs, cycles);
    const serverBefore = processCpu(server.pid!);
    const postgresBefore = postmaster ? postgresCpuMs(postmaster) : 0;
    const started = performance.now();
    await measure(clients, cycles, claimAndComplete(gql, work));
    const seconds = (performance.now() - started) / 1000;
    const serverAfter = processCpu(server.pid!);
    return {
      serverMs: (serverAfter.totalMs - serverBefore.totalMs) / cycles,
      systemMs: (serverAfter.systemMs - serverBefore.systemMs) / cycles,
      postgresMs: postmaster ? (postgresCpuMs(postmaster) - postgresBefore) / cycles : NaN,
      perSecond: cycles / seconds,
    };
  } finally {
    close();
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

if (candidates.length === 0) {
  await bundleServer(BUILT_SERVER);
  candidates.push({ label: 'server', bundle: BUILT_SERVER, nodeArgs: [] });
}
if (profile) mkdirSync('dist/profiles', { recursive: true });
const ctx = await openBench();
try {
  const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 64, 'cpu');
  // PostgreSQL's CPU is read only when it runs on this machine (embedded, or a local DATABASE_URL).
  const {
    rows: [backend],
  } = await ctx.admin.query<{ pid: number }>('select pg_backend_pid() as pid');
  let postmaster: number | null = null;
  try {
    postmaster = parentPid(backend!.pid);
  } catch {
    postmaster = null;
  }
  const results = new Map<Candidate, Run[]>(candidates.map((c) => [c, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const candidate of candidates) {
      const result = await run(ctx, orgs, candidate, postmaster, round);
      results.get(candidate)!.push(result);
      console.error(
        `round ${round} ${candidate.label.padEnd(16)} server ${result.serverMs.toFixed(3)} ms/cycle (kernel ${result.systemMs.toFixed(3)})  postgres ${result.postgresMs.toFixed(3)} ms/cycle  ${result.perSecond.toFixed(0)} cycles/s`,
      );
    }
  }
  console.log(
    `\n${cycles} cycles per run after ${warmUpCycles} unmeasured, ${clients} clients, ${orgs.length} organizations, ${rounds} interleaved rounds (median, then each run)`,
  );
  for (const [{ label }, runs] of results) {
    const each = (pick: (r: Run) => number) => runs.map((r) => pick(r).toFixed(2)).join(' ');
    console.log(
      `${label.padEnd(16)} server ${median(runs.map((r) => r.serverMs)).toFixed(2)} ms [${each((r) => r.serverMs)}]` +
        ` (kernel ${median(runs.map((r) => r.systemMs)).toFixed(2)})` +
        `  postgres ${median(runs.map((r) => r.postgresMs)).toFixed(2)} ms [${each((r) => r.postgresMs)}]` +
        `  ${median(runs.map((r) => r.perSecond)).toFixed(0)} cycles/s`,
    );
  }
} finally {
  await ctx.close();
}
