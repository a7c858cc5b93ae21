// npm run bench [-- --quick]: our commands against the PostgreSQL floor, the claim-and-complete
// cycle through src/commands and through GraphQL, the pg-boss and graphile-worker peers, listing,
// server RSS, and the scale checks (claim latency and rebuild over a large ledger), all in one run
// on one server. Prints one table, writes bench/results.json, and ends with `targets: N met, M missed`.
import { performance } from 'node:perf_hooks';
import { CLIENTS, CYCLE, FLOOR, commandCycles, commandsVsFloor } from './commands.js';
import { openBench } from './context.js';
import { graphqlCycles, listing } from './graphql.js';
import { graphileWorker, pgBoss } from './peers.js';
import { Report } from './report.js';
import { scaleChecks } from './scale.js';
import { benchOrganizations } from './setup.js';

const quick = process.argv.includes('--quick');
const OPS = quick ? 300 : 2_000;
/** Cycles per row of ours, and jobs per row of each peer. */
const CYCLES = quick ? 300 : 2_000;
const LIST_REQUESTS = quick ? 150 : 1_000;
const LARGE_LEDGER = quick ? 100_000 : 1_000_000;
const SCALE_CLAIMS = quick ? 200 : 500;
const PG_BOSS = 'pg-boss (fetch 1, complete)';
const GRAPHILE = 'graphile-worker (defaults)';
const started = performance.now();
const log = (message: string) => console.error(`bench: [${((performance.now() - started) / 1000).toFixed(0)} s] ${message}`);
const ctx = await openBench();
const report = new Report();
try {
  const one = await benchOrganizations(ctx.db, ctx.ownerDb, 1, 'bench1');
  const many = await benchOrganizations(ctx.db, ctx.ownerDb, 64, 'bench64');
  log('commands against the floor');
  for (const orgs of [one, many]) await commandsVsFloor(ctx, report, orgs, OPS);
  log('command cycles, then GraphQL');

  for (const clients of CLIENTS) await commandCycles(ctx, report, many, CYCLES, clients);
  await commandCycles(ctx, report, one, CYCLES, 16);
  const { peakRss, serverCpuMsPerCycle } = await graphqlCycles(ctx, report, many, CYCLES, 16);
  const listStatements = await listing(ctx, report, one[0]!, LIST_REQUESTS);

  log('peers');
  for (const workers of CLIENTS) report.record(PG_BOSS, null, workers, await pgBoss(ctx.serverUrl, CYCLES, workers));
  for (const workers of CLIENTS) report.record(GRAPHILE, null, workers, await graphileWorker(ctx.serverUrl, CYCLES, workers));

  log(`writing a ledger of ${LARGE_LEDGER.toLocaleString('en-US')} events for the scale checks`);
  const scale = await scaleChecks(ctx, report, LARGE_LEDGER, SCALE_CLAIMS);

  log('done measuring');
  // Targets: ratios from this run
  const perSecond = (scenario: string, orgs: number | null, clients: number) => report.row(scenario, orgs, clients).perSecond;
  for (const orgs of [1, 64]) {
    for (const clients of CLIENTS) {
      for (const command of ['claimAssignment', 'endAttempt']) {
        const ratio = perSecond(command, orgs, clients) / perSecond(FLOOR, orgs, clients);
        report.target(`${command} / floor, ${orgs} orgs, ${clients} clients`, ratio, '≥ 1.2', ratio >= 1.2);
      }
    }
  }
  const apiRatio = perSecond('cycle via GraphQL/HTTP', 64, 16) / perSecond(CYCLE, 64, 16);
  report.target('GraphQL cycle / command cycle, 64 orgs, 16 clients', apiRatio, '≥ 0.7', apiRatio >= 0.7);
  report.target('server CPU per unbatched cycle (ms)', serverCpuMsPerCycle, '≤ 1.0', serverCpuMsPerCycle <= 1.0);
  for (const peer of [PG_BOSS, GRAPHILE]) {
    const ratio = perSecond(CYCLE, 64, 16) / perSecond(peer, null, 16);
    report.target(`command cycles (64 orgs, 16 clients) / ${peer.split(' ')[0]} jobs (16 workers)`, ratio, '≥ 1.0', ratio >= 1.0);
  }
  const latencyRatio = scale.claimLarge.p50Ms / scale.claimSmall.p50Ms;
  report.target(`claim p50 at ${scale.largeEvents.toLocaleString('en-US')} / at ${scale.smallEvents.toLocaleString('en-US')} events`,
    latencyRatio, '≤ 1.2', latencyRatio <= 1.2);
  report.target('rebuild, events per second', scale.rebuild.perSecond, '≥ 50,000', scale.rebuild.perSecond >= 50_000);
  report.target('statements listing 100 Assignments', listStatements[100]!, '≤ 6 and = listing 5',
    listStatements[100]! <= 6 && listStatements[100] === listStatements[5]);
  report.target('server RSS under the GraphQL load (MB)', peakRss / 2 ** 20, '≤ 250', peakRss / 2 ** 20 <= 250);

  if (quick) report.notes.push(`--quick: the large ledger holds ${scale.largeEvents.toLocaleString('en-US')} events; the full run uses 1,000,000`);
  report.notes.push(`writing the scale histories (${(scale.largeEvents + scale.smallEvents).toLocaleString('en-US')} events, `
    + `in server-side loops as the superuser, digest chain included) took ${scale.generationSeconds.toFixed(1)} s `
    + `(${((scale.largeEvents + scale.smallEvents) / scale.generationSeconds).toFixed(0)} events/s)`);
  report.notes.push(`peers: ${CYCLES} pre-enqueued no-op jobs per row, each run on a fresh database of the same server`);
  report.notes.push(`whole run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  report.facts.listStatements = listStatements;
  report.facts.peakRssBytes = peakRss;
  report.facts.serverCpuMsPerCycle = serverCpuMsPerCycle;
  report.facts.scale = scale;
  report.print();
  report.write(new URL('./results.json', import.meta.url), { quick, ops: OPS, cycles: CYCLES });
  console.log(`\n${report.summary()}`);
} finally {
  await ctx.close();
}
