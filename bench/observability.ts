// The cost of observability (issue 16): server CPU per warm claim-and-complete cycle with the
// request log and the metrics on (as `npm start` runs) against both off. Both servers run side by
// side on one database and take the load in turns, a short block each, many times: this machine's
// speed drifts by tens of percent within minutes, and blocks a second apart see the same machine.
// Tracing stays off in both: it is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (its cost is in
// docs/operations.md).
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const geometricMean = (values: number[]) => Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);

/**
 * The row `server CPU per cycle, request log + metrics on / off` (target ≤ 1.10): `cycles` in all
 * per server, in `blocks` blocks whose order flips each time, after 1,000 unmeasured.
 */
export async function observabilityCost(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  blocks = 10,
) {
  const perBlock = Math.ceil(cycles / blocks);
  const servers = await Promise.all(
    (Object.keys(SETTINGS) as Setting[]).map(async (setting) => {
      const { port, server } = await startServer(ctx.url, undefined, [], SETTINGS[setting]);
      return { setting, server, ...graphqlClient(port, CLIENTS), cpuMs: [] as number[] };
    }),
  );
  try {
    for (const { gql } of servers) await warmUp(ctx, orgs, gql, CLIENTS, 1_000);
    for (let block = 0; block < blocks; block++) {
      for (const one of block % 2 ? [...servers].reverse() : servers) {
        const work = await workload(ctx, orgs, perBlock);
        const before = processCpu(one.server.pid!).totalMs;
        await measure(CLIENTS, perBlock, claimAndComplete(one.gql, work));
        one.cpuMs.push((processCpu(one.server.pid!).totalMs - before) / perBlock);
      }
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
  // The server that goes second in a block costs more per cycle, whichever it is (seen: block ratios
  // near 1.09 with the one order and 1.30 with the other): the order flips every block, and the
  // geometric mean of the ratios cancels that factor, once above and once below.
  const ratios = on.map((value, i) => value / off[i]!);
  const ratio = geometricMean(ratios);
  report.facts.observabilityCpuMsPerCycle = { on, off, ratios };
  report.notes.push(
    `observability: server CPU per claim-and-complete cycle, request log + metrics on / off, geometric mean of the ` +
      `ratios of ${blocks} alternating blocks of ${perBlock} cycles (medians ${median(on).toFixed(3)} / ${median(off).toFixed(3)} ms): ` +
      `${ratio.toFixed(3)}; block ratios ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
  );
  report.target('server CPU per cycle, request log + metrics on / off', ratio, '≤ 1.10', ratio <= 1.1);
}

// npx tsx bench/observability.ts [--cycles 6000] [--blocks 30]: this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { openBench } = await import('./context.js');
  const { Report } = await import('./report.js');
  const { benchOrganizations } = await import('./setup.js');
  const { values } = parseArgs({
    options: { cycles: { type: 'string', default: '6000' }, blocks: { type: 'string', default: '30' } },
  });
  const ctx = await openBench();
  try {
    const report = new Report();
    const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 64, 'observability');
    await observabilityCost(ctx, report, orgs, Number(values.cycles), Number(values.blocks));
    report.print();
    console.log(`\n${report.summary()}`);
  } finally {
    await ctx.close();
  }
}
