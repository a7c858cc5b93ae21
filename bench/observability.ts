// The cost of observability (issue 16): server CPU per warm claim-and-complete cycle with the
// request log and the metrics on (as `npm start` runs) against both off. Both servers run side by
// side on one database and take the load together, cycle by cycle in turns: this machine's speed
// drifts by tens of percent within minutes, and only what both see at the same time is comparable.
// (Blocks of a few hundred cycles each in turn, as first measured, made the server that went second
// costlier whichever it was.) Tracing stays off in both: it is off unless OTEL_EXPORTER_OTLP_ENDPOINT
// is set (its cost is in docs/operations.md).

import { BUILT_SERVER } from '../scripts/bundle-server.js';
import { workload } from './commands.js';
import type { BenchContext } from './context.js';
import { claimAndComplete, graphqlClient, startServer, warmUp } from './graphql.js';
import { measure } from './measure.js';
import { processCpu } from './proc-cpu.js';
import type { Report } from './report.js';
import type { BenchOrganization } from './setup.js';

const SETTINGS = {
  on: { LOG_LEVEL: 'info', WORKFORCE_METRICS: 'true' },
  off: { LOG_LEVEL: 'warn', WORKFORCE_METRICS: 'false' },
};
const CLIENTS = 16;
type Setting = 'on' | 'off';

/** A row of paired servers: what differs between them (environment), and what the ratio must stay under. */
export interface PairedRow {
  settings: Record<Setting, Record<string, string>>;
  /** The report's row and what is compared, as in "server CPU per cycle, <what> on / off". */
  what: string;
  fact: string;
  limit: number;
}

const OBSERVABILITY: PairedRow = {
  settings: SETTINGS,
  what: 'request log + metrics',
  fact: 'observabilityCpuMsPerCycle',
  limit: 1.1,
};
const total = (values: number[]) => values.reduce((sum, v) => sum + v, 0);
const mean = (values: number[]) => total(values) / values.length;

/**
 * The row `server CPU per cycle, request log + metrics on / off` (target ≤ 1.10): `cycles` in all
 * per setting, over `pairs` pairs of fresh servers, `rounds` rounds each, after 1,000 cycles
 * unmeasured per server. Within a round the two servers take the cycles in turns, one each, from
 * the same clients at the same time: whatever the machine does meanwhile (its speed drifts by tens
 * of percent within minutes, PostgreSQL checkpoints, the other core's load) falls on both alike,
 * and neither sits idle while the other works. Fresh pairs, because each process keeps what its
 * JIT happened to decide for its whole life: one pair's rounds agree with each other more than
 * with another pair's (seen: whole runs of one pair at 1.06 and at 1.13 on the same code).
 */
export const observabilityCost = pairedRow(OBSERVABILITY);

/** A paired row's run, as bench/run.ts and pairedRowAlone call it. */
export type PairedRowRun = (
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  pairs?: number,
  rounds?: number,
) => Promise<void>;

/** The run of the row `row`: `cycles` in all per setting, over `pairs` pairs (3) of `rounds` rounds (2). */
export function pairedRow(row: PairedRow): PairedRowRun {
  return (ctx, report, orgs, cycles, pairs = 3, rounds = 2) => pairedServerCpu(ctx, report, orgs, cycles, pairs, rounds, row);
}

/** Server CPU per cycle of two servers that differ only in `row.settings`, measured as observabilityCost says. */
export async function pairedServerCpu(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  pairs: number,
  rounds: number,
  row: PairedRow,
) {
  const perRound = Math.ceil(cycles / pairs / rounds);
  const cpuMs: Record<Setting, number[]> = { on: [], off: [] };
  const pairRatios: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const servers = await Promise.all(
      (['on', 'off'] as const).map(async (setting) => {
        const { port, server } = await startServer(ctx.url, pair === 0 ? undefined : BUILT_SERVER, [], row.settings[setting]);
        return { setting, server, ...graphqlClient(port, CLIENTS), cpuMs: [] as number[] };
      }),
    );
    try {
      for (const { gql } of servers) await warmUp(ctx, orgs, gql, CLIENTS, 1_000);
      for (let round = 0; round < rounds; round++) {
        const work = await workload(ctx, orgs, perRound * servers.length);
        const before = servers.map((one) => processCpu(one.server.pid!).totalMs);
        // Cycle i goes to server i mod 2 (flipped every round), so each has as many in flight as the other.
        const cycles = servers.map(({ gql }) => claimAndComplete(gql, work));
        await measure(CLIENTS * servers.length, perRound * servers.length, (i) => cycles[(i + round) % servers.length]!(i));
        for (const [i, one] of servers.entries()) one.cpuMs.push((processCpu(one.server.pid!).totalMs - before[i]!) / perRound);
      }
    } finally {
      for (const { server, close } of servers) {
        close();
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await exited;
      }
    }
    for (const one of servers) cpuMs[one.setting].push(...one.cpuMs);
    const [on, off] = servers.map((one) => total(one.cpuMs)) as [number, number];
    pairRatios.push(on / off);
  }
  const { on, off } = cpuMs;
  const ratio = total(on) / total(off);
  report.facts[row.fact] = { on, off, pairRatios };
  report.notes.push(
    `${row.what}: server CPU per claim-and-complete cycle, on / off, ${pairs} pairs of servers ` +
      `taking turns cycle by cycle, ${rounds} rounds of ${perRound} cycles each (means ${mean(on).toFixed(3)} / ` +
      `${mean(off).toFixed(3)} ms): ${ratio.toFixed(3)}; pairs ${pairRatios.map((r) => r.toFixed(3)).join(' ')}`,
  );
  report.target(`server CPU per cycle, ${row.what} on / off`, ratio, `≤ ${row.limit.toFixed(2)}`, ratio <= row.limit);
}

/** Runs one paired row alone from the command line: `--cycles 6000 --pairs 3 --rounds 2` by default. */
export async function pairedRowAlone(prefix: string, run: PairedRowRun) {
  const { parseArgs } = await import('node:util');
  const { openBench } = await import('./context.js');
  const { Report } = await import('./report.js');
  const { benchOrganizations } = await import('./setup.js');
  const { values } = parseArgs({
    options: {
      cycles: { type: 'string', default: '6000' },
      pairs: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '2' },
    },
  });
  const ctx = await openBench();
  try {
    const report = new Report();
    const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 64, prefix);
    await run(ctx, report, orgs, Number(values.cycles), Number(values.pairs), Number(values.rounds));
    report.print();
    console.log(`\n${report.summary()}`);
  } finally {
    await ctx.close();
  }
}

// npx tsx bench/observability.ts [--cycles 6000] [--pairs 3] [--rounds 2]: this row alone.
if (import.meta.url === `file://${process.argv[1]}`) await pairedRowAlone('observability', observabilityCost);
