// The cost of observability (issue 16): server CPU per warm claim-and-complete cycle with the
// request log and the metrics on (as `npm start` runs) against both off. Both servers run side by
// side on one database and take the load together, cycle by cycle in turns: this machine's speed
// drifts by tens of percent within minutes, and only what both see at the same time is comparable.
// (Blocks of a few hundred cycles each in turn, as first measured, made the server that went second
// costlier whichever it was.) Tracing stays off in both: it is off unless OTEL_EXPORTER_OTLP_ENDPOINT
// is set (its cost is in docs/operations.md).
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
} as const;
const CLIENTS = 16;
type Setting = keyof typeof SETTINGS;

/**
 * The row `server CPU per cycle, request log + metrics on / off` (target ≤ 1.10): `cycles` in all
 * per server, in `rounds` rounds, after 1,000 unmeasured each. Within a round the two servers take
 * the cycles in turns, one each, from the same clients at the same time: whatever the machine does
 * meanwhile (its speed drifts by tens of percent within minutes, PostgreSQL checkpoints, the other
 * core's load) falls on both alike, and neither sits idle while the other works.
 */
export async function observabilityCost(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  rounds = 5,
) {
  const perRound = Math.ceil(cycles / rounds);
  const servers = await Promise.all(
    (Object.keys(SETTINGS) as Setting[]).map(async (setting) => {
      const { port, server } = await startServer(ctx.url, undefined, [], SETTINGS[setting]);
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
  const [on, off] = servers.map((s) => s.cpuMs) as [number[], number[]];
  const total = (values: number[]) => values.reduce((sum, v) => sum + v, 0);
  const ratios = on.map((value, i) => value / off[i]!);
  const ratio = total(on) / total(off);
  report.facts.observabilityCpuMsPerCycle = { on, off, ratios };
  report.notes.push(
    `observability: server CPU per claim-and-complete cycle, request log + metrics on / off, the two servers ` +
      `taking turns cycle by cycle in ${rounds} rounds of ${perRound} cycles each (means ${(total(on) / rounds).toFixed(3)} / ` +
      `${(total(off) / rounds).toFixed(3)} ms): ${ratio.toFixed(3)}; rounds ${ratios.map((r) => r.toFixed(3)).join(' ')}`,
  );
  report.target('server CPU per cycle, request log + metrics on / off', ratio, '≤ 1.10', ratio <= 1.1);
}

// npx tsx bench/observability.ts [--cycles 6000] [--rounds 6]: this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { openBench } = await import('./context.js');
  const { Report } = await import('./report.js');
  const { benchOrganizations } = await import('./setup.js');
  const { values } = parseArgs({
    options: { cycles: { type: 'string', default: '6000' }, rounds: { type: 'string', default: '6' } },
  });
  const ctx = await openBench();
  try {
    const report = new Report();
    const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 64, 'observability');
    await observabilityCost(ctx, report, orgs, Number(values.cycles), Number(values.rounds));
    report.print();
    console.log(`\n${report.summary()}`);
  } finally {
    await ctx.close();
  }
}
