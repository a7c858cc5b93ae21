// The cost of observability (issue 16): server CPU per warm claim-and-complete cycle with the
// request log and the metrics on (as `npm start` runs) against both off, in interleaved rounds on
// one database, so the machine's drift falls on each about equally. Tracing stays off in both: it
// is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then costs what docs/operations.md says.
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

async function serverCpuPerCycle(ctx: BenchContext, orgs: BenchOrganization[], env: Record<string, string>, cycles: number) {
  const clients = 16;
  const { port, server } = await startServer(ctx.url, undefined, [], env);
  const { gql, close } = graphqlClient(port, clients);
  try {
    await warmUp(ctx, orgs, gql, clients, 1_000);
    const work = await workload(ctx, orgs, cycles);
    const before = processCpu(server.pid!).totalMs;
    await measure(clients, cycles, claimAndComplete(gql, work));
    return (processCpu(server.pid!).totalMs - before) / cycles;
  } finally {
    close();
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The row `observability on / off, server CPU per cycle`: target ≤ 1.10. */
export async function observabilityCost(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  rounds = 3,
) {
  const runs = { on: [] as number[], off: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    for (const setting of round % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      runs[setting].push(await serverCpuPerCycle(ctx, orgs, SETTINGS[setting], cycles));
    }
  }
  const on = median(runs.on);
  const off = median(runs.off);
  report.facts.observabilityCpuMsPerCycle = { on, off, runsOn: runs.on, runsOff: runs.off };
  report.notes.push(
    `observability: server CPU per claim-and-complete cycle with the request log and metrics on ${on.toFixed(3)} ms ` +
      `[${runs.on.map((v) => v.toFixed(3)).join(' ')}], off ${off.toFixed(3)} ms [${runs.off.map((v) => v.toFixed(3)).join(' ')}] ` +
      `(median of ${rounds} interleaved runs of ${cycles} cycles)`,
  );
  report.target('server CPU per cycle, request log + metrics on / off', on / off, '≤ 1.10', on / off <= 1.1);
}

// npx tsx bench/observability.ts [--cycles 2000] [--rounds 3]: this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { openBench } = await import('./context.js');
  const { Report } = await import('./report.js');
  const { benchOrganizations } = await import('./setup.js');
  const { values } = parseArgs({
    options: { cycles: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '3' } },
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
