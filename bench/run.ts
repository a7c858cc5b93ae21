// npm run bench [-- --quick]: our commands against the PostgreSQL floor, the claim-and-complete
// cycle through src/commands and through GraphQL, the pg-boss and graphile-worker peers (their
// current releases, under Node 22: bench/peers.ts), listing, server RSS, live updates to 300 SSE
// subscribers (bench/live.ts), the storage and WAL that model-call evidence takes (bench/evidence.ts), and the scale checks
// (claim latency and rebuild over a large ledger), all in one run
// on one server. Prints one table, writes bench/results.json, and ends with `targets: N met, M missed`.
import { performance } from 'node:perf_hooks';
import { APPEND_EVENTS, APPEND_FLOOR, appendRows, BATCHED_CYCLE, BULK_CREATE, batchedCycles, bulkCreation } from './batches.js';
import { citusClaims } from './citus.js';
import { CLIENTS, CYCLE, commandCycles, commandsVsFloor, FLOOR } from './commands.js';
import { openBench } from './context.js';
import { type EvidenceStorage, evidenceStorage, evidenceTarget } from './evidence.js';
import { COST_HEADER, type CostedRow, clientRows, costLine, cycleFloorRow, fleetRows } from './fleet.js';
import { graphqlCycles, listing } from './graphql.js';
import { httpFloorRows } from './http-floor.js';
import { LIVE_ROW, liveRows } from './live.js';
import { observabilityCost } from './observability.js';
import { openPeers } from './peers.js';
import { queryCostCpu } from './query-cost.js';
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
/** Items per request of our batch rows, and per fetch or insert of the peers' batched and bulk rows. */
const PEER_BATCH = 100;
/** Requests of 100 per batch row of ours, and of 10 events per appendEvents row. */
const BATCH_REQUESTS = quick ? 32 : 160;
const APPEND_SIZE = 10;
const APPEND_REQUESTS = quick ? 150 : 1_000;
const BATCH_WORKERS = 16;
/** Ten batches of 100 for each of the 16 workers; these rows take about a second, so --quick keeps them whole. */
const BATCH_JOBS = 16_000;
const BULK_JOBS = 20_000;
const BULK_CALLERS = [1, 16];
/** The console scenario of issue 12: createAssignment 8 at a time, with none and with 300 SSE subscribers. */
const LIVE_COMMANDS = quick ? 600 : 1_500;
const LIVE_SUBSCRIBERS = 300;
const started = performance.now();
const log = (message: string) => console.error(`bench: [${((performance.now() - started) / 1000).toFixed(0)} s] ${message}`);
const peers = await openPeers(log);
const node = `Node ${peers.node.split('.')[0]}`;
const PG_BOSS = `pg-boss ${peers.pgBoss} (fetch 1, complete), ${node}`;
const GRAPHILE = `graphile-worker ${peers.graphileWorker} (defaults), ${node}`;
const PG_BOSS_BATCH = `pg-boss ${peers.pgBoss} (fetch ${PEER_BATCH}, complete ${PEER_BATCH}), ${node}`;
const PG_BOSS_INSERT = `pg-boss ${peers.pgBoss} insert, arrays of ${PEER_BATCH}, ${node}`;
const GRAPHILE_ADD = `graphile-worker ${peers.graphileWorker} addJobs, arrays of ${PEER_BATCH}, ${node}`;
const ctx = await openBench();
const report = new Report();
try {
  const one = await benchOrganizations(ctx.db, ctx.ownerDb, 1, 'bench1');
  const many = await benchOrganizations(ctx.db, ctx.ownerDb, 64, 'bench64');
  log('commands against the floor');
  for (const orgs of [one, many]) await commandsVsFloor(ctx, report, orgs, OPS);
  if (process.env.CITUS_URL) {
    log('claims on the Citus cluster (CITUS_URL)');
    const citus = await citusClaims(report, process.env.CITUS_URL, OPS, 16);
    const single = report.row('claimAssignment', 64, 16);
    report.notes.push(
      `claimAssignment on Citus (coordinator + ${citus.workers} workers, on this same machine) / on the single node, ` +
        `64 orgs, 16 clients: ${(citus.row.perSecond / single.perSecond).toFixed(2)} (reported, no target: the nodes share these two ` +
        'cores, so it shows what delegating each command costs, not what more machines would add)',
    );
  }
  log('command cycles, then GraphQL');

  for (const clients of CLIENTS) await commandCycles(ctx, report, many, CYCLES, clients);
  for (const clients of [4, 16]) await commandCycles(ctx, report, one, CYCLES, clients);
  const [floorOrg] = await benchOrganizations(ctx.db, ctx.ownerDb, 1, 'floor');
  const [evidenceOrg] = await benchOrganizations(ctx.db, ctx.ownerDb, 1, 'evidence');
  let appended!: Awaited<ReturnType<typeof appendRows>>;
  let evidence!: EvidenceStorage;
  const { peakRss, serverCpuMsPerCycle } = await graphqlCycles(ctx, report, many, CYCLES, 16, async (gql, cycleRow) => {
    log('one organization over GraphQL, then the batch mutations');
    for (const clients of [4, 16]) await cycleRow(one, CYCLES, clients);
    await batchedCycles(ctx, report, gql, many.slice(0, 16), BATCH_REQUESTS, 16, PEER_BATCH);
    await bulkCreation(report, gql, many.slice(0, 16), BATCH_REQUESTS, 16, PEER_BATCH);
    appended = await appendRows(ctx, report, gql, one[0]!, floorOrg!, APPEND_REQUESTS, 16, APPEND_SIZE);
    log('evidence storage: 10 Attempts × 20 model calls through appendEvents (issue 30)');
    evidence = await evidenceStorage(ctx, report, gql, evidenceOrg!);
  });
  log('one Runner per organization (16), group commit on and off, commit_delay (issue 29)');
  const fleet = await fleetRows(ctx, report, many.slice(0, 16), CYCLES, 16);
  log('the cycle floor: the row work alone, one call per command (issue 29)');
  const cycleFloor = await cycleFloorRow(ctx, report, many.slice(0, 16), CYCLES, 16);
  log('the HTTP floor: the row work behind a bare node:http server and behind graphql-yoga (issue 29)');
  const httpFloor = await httpFloorRows(ctx, report, many.slice(0, 16), CYCLES, 16);
  log('the Runner client, 16 agents of one organization in one process, batch on and off (issue 29)');
  const clients = await clientRows(ctx, report, many[16]!, CYCLES, 16);
  log('observability on and off (server CPU per cycle)');
  await observabilityCost(ctx, report, many, 3 * CYCLES, 3, 2);
  log('query cost and rate limits on and off (server CPU per cycle)');
  await queryCostCpu(ctx, report, many, 3 * CYCLES, 3, 2);
  const listStatements = await listing(ctx, report, one[0]!, LIST_REQUESTS);
  log(`live updates: ${LIVE_SUBSCRIBERS} SSE subscribers`);
  const live = await liveRows(ctx, report, LIVE_COMMANDS, 8, LIVE_SUBSCRIBERS);

  log('peers');
  const runPeer = (request: Parameters<typeof peers.run>[1]) => peers.run(ctx.serverUrl, request);
  const peerCosts: CostedRow[] = [];
  for (const [label, scenario] of [
    [PG_BOSS, 'pgboss-fetch'],
    [GRAPHILE, 'graphile-run'],
  ] as const) {
    for (const workers of CLIENTS) {
      const result = await runPeer({ scenario, jobs: CYCLES, workers });
      report.record(label, null, workers, result);
      if (workers === 16) peerCosts.push({ label: `${label}, 16 workers`, result, cost: result.cost });
    }
  }
  report.record(
    PG_BOSS_BATCH,
    null,
    BATCH_WORKERS,
    await runPeer({ scenario: 'pgboss-fetch', jobs: BATCH_JOBS, workers: BATCH_WORKERS, batch: PEER_BATCH }),
  );
  for (const callers of BULK_CALLERS) {
    report.record(
      PG_BOSS_INSERT,
      null,
      callers,
      await runPeer({ scenario: 'pgboss-insert', jobs: BULK_JOBS, workers: callers, batch: PEER_BATCH }),
    );
    report.record(
      GRAPHILE_ADD,
      null,
      callers,
      await runPeer({ scenario: 'graphile-addjobs', jobs: BULK_JOBS, workers: callers, batch: PEER_BATCH }),
    );
  }

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
    report.target(
      `command cycles (64 orgs, 16 clients) / ${peer.split(' (')[0]} jobs (16 workers)`,
      ratio,
      '≥ 1.0',
      ratio >= 1.0,
    );
  }
  const ratio = (name: string, value: number, wanted: number) => report.target(name, value, `≥ ${wanted}`, value >= wanted);
  ratio(
    `batched cycle (100 per request, 16 orgs, 16 clients) / ${GRAPHILE.split(' (')[0]} jobs (16 workers)`,
    perSecond(BATCHED_CYCLE, 16, 16) / perSecond(GRAPHILE, null, 16),
    1.5,
  );
  ratio(
    `createAssignments (100 per request, 16 clients) / ${PG_BOSS_INSERT.split(',')[0]} (arrays of ${PEER_BATCH}, 16 callers)`,
    perSecond(BULK_CREATE, 16, 16) / perSecond(PG_BOSS_INSERT, null, 16),
    0.5,
  );
  // Issue 29: Runners sending one command at a time, one per organization, as the server runs by default.
  const [grouped] = fleet;
  ratio(
    `GraphQL cycle, one Runner per organization (16) / ${GRAPHILE.split(' (')[0]} jobs (16 workers)`,
    grouped!.result.perSecond / perSecond(GRAPHILE, null, 16),
    0.6,
  );
  ratio(
    `GraphQL cycle, one Runner per organization (16) / ${PG_BOSS.split(' (')[0]} fetch-1 jobs (16 workers)`,
    grouped!.result.perSecond / perSecond(PG_BOSS, null, 16),
    1.0,
  );
  const atMost = (name: string, value: number, wanted: number) => report.target(name, value, `≤ ${wanted}`, value <= wanted);
  atMost('PostgreSQL CPU per unbatched GraphQL cycle (ms)', grouped!.cost.postgresMs, 1.5);
  atMost('WAL per unbatched GraphQL cycle (bytes)', grouped!.cost.walBytes, 3_000);
  ratio(
    `Runner client with batch, 16 agents of one organization / ${GRAPHILE.split(' (')[0]} jobs (16 workers)`,
    clients.batched.result.perSecond / perSecond(GRAPHILE, null, 16),
    1.0,
  );
  const { client: clientMs, bare: bareMs, ratio: cpuRatio } = clients.cpuPerRequest;
  atMost(
    `Runner client CPU per request / a bare node:http request's (${clientMs.toFixed(2)} / ${bareMs.toFixed(2)} ms)`,
    cpuRatio,
    1.5,
  );
  const costs = [...fleet, cycleFloor, ...httpFloor, clients.batched, clients.unbatched, ...peerCosts];
  const pgBossFetch = perSecond(PG_BOSS, null, 16);
  report.notes.push(
    `the HTTP floor / ${PG_BOSS.split(' (')[0]} fetch-1 jobs (16 workers): ${httpFloor.map((row) => `${(row.result.perSecond / pgBossFetch).toFixed(2)} (${row.label.split(', no guards, ')[1]})`).join(', ')} ` +
      '(reported, no target: the most any HTTP API over this row work reaches, before authentication, guards and answers)',
  );
  report.notes.push(
    `unbatched GraphQL cycle / the cycle floor (the row work alone): PostgreSQL CPU ${(grouped!.cost.postgresMs / cycleFloor.cost.postgresMs).toFixed(2)}, ` +
      `WAL ${(grouped!.cost.walBytes / cycleFloor.cost.walBytes).toFixed(2)} (${cycleFloor.cost.postgresMs.toFixed(2)} ms, ` +
      `${cycleFloor.cost.walBytes.toFixed(0)} B a floor cycle; reported, no target: what guarding and answering cost, and what the ledger and projection must write)`,
  );
  report.tables.push(`${COST_HEADER}\n${costs.map(costLine).join('\n')}`);
  report.facts.fleet = costs;
  report.facts.clientCpuPerRequest = clients.cpuPerRequest;
  ratio(
    'one organization, GraphQL cycle at 16 clients / at 4',
    perSecond('cycle via GraphQL/HTTP', 1, 16) / perSecond('cycle via GraphQL/HTTP', 1, 4),
    0.95,
  );
  ratio('one organization, command cycle at 16 clients / at 4', perSecond(CYCLE, 1, 16) / perSecond(CYCLE, 1, 4), 0.95);
  report.notes.push(
    `batched cycle / ${PG_BOSS_BATCH}: ${(perSecond(BATCHED_CYCLE, 16, 16) / perSecond(PG_BOSS_BATCH, null, 16)).toFixed(2)} (reported, no target)`,
  );
  // Issue 30: appending evidence against the floor of inserting the same rows inline
  ratio(`${APPEND_EVENTS} / ${APPEND_FLOOR}`, appended.ours.perSecond / appended.floor.perSecond, 0.6);
  evidenceTarget(report, evidence);
  const latencyRatio = scale.claimLarge.p50Ms / scale.claimSmall.p50Ms;
  report.target(
    `claim p50 at ${scale.largeEvents.toLocaleString('en-US')} / at ${scale.smallEvents.toLocaleString('en-US')} events`,
    latencyRatio,
    '≤ 1.2',
    latencyRatio <= 1.2,
  );
  report.target('rebuild, events per second', scale.rebuild.perSecond, '≥ 50,000', scale.rebuild.perSecond >= 50_000);
  report.target(
    'statements listing 100 Assignments',
    listStatements[100]!,
    '≤ 6 and = listing 5',
    listStatements[100]! <= 6 && listStatements[100] === listStatements[5],
  );
  report.target('server RSS under the GraphQL load (MB)', peakRss / 2 ** 20, '≤ 250', peakRss / 2 ** 20 <= 250);
  const liveP50 = live.watched.p50Ms / live.quiet.p50Ms;
  const liveP99 = live.watched.p99Ms / live.quiet.p99Ms;
  report.target(`${LIVE_ROW} p50 with ${LIVE_SUBSCRIBERS} subscribers / with none`, liveP50, '≤ 2', liveP50 <= 2);
  report.target(`${LIVE_ROW} p99 with ${LIVE_SUBSCRIBERS} subscribers / with none`, liveP99, '≤ 3', liveP99 <= 3);
  const { delivery } = live;
  report.target(
    `subscribers that received their whole ledger in order, none ended (of ${delivery.subscribers})`,
    delivery.complete,
    `= ${delivery.subscribers}`,
    delivery.complete === delivery.subscribers && delivery.ended === 0 && delivery.outOfOrder === 0,
  );
  const perIdleKb = ((live.rssMb[1_000]! - live.rssMb[0]!) * 1024) / 1_000;
  report.target('server RSS per idle subscriber, 1,000 subscribers (kB)', perIdleKb, '≤ 64', perIdleKb <= 64);
  report.notes.push(
    `server RSS with 0 / 300 / 1,000 idle subscribers: ${[0, 300, 1_000].map((n) => live.rssMb[n]!.toFixed(0)).join(' / ')} MB`,
  );
  const cpu = live.cpuMsPerCommand;
  report.notes.push(
    `CPU per createAssignment (ms), none / ${LIVE_SUBSCRIBERS} subscribers: server ${cpu.quiet.server.toFixed(2)} / ${cpu.watched.server.toFixed(2)}, ` +
      `PostgreSQL ${cpu.quiet.postgres.toFixed(2)} / ${cpu.watched.postgres.toFixed(2)}, consoles' process ${cpu.watched.consoles.toFixed(2)}; ` +
      `${delivery.events.toLocaleString('en-US')} events delivered`,
  );

  if (quick)
    report.notes.push(
      `--quick: the large ledger holds ${scale.largeEvents.toLocaleString('en-US')} events; the full run uses 1,000,000`,
    );
  report.notes.push(
    `writing the scale histories (${(scale.largeEvents + scale.smallEvents).toLocaleString('en-US')} events, ` +
      `in server-side loops as the superuser, digest chain included) took ${scale.generationSeconds.toFixed(1)} s ` +
      `(${((scale.largeEvents + scale.smallEvents) / scale.generationSeconds).toFixed(0)} events/s)`,
  );
  report.notes.push(
    `peers: pg-boss ${peers.pgBoss} and graphile-worker ${peers.graphileWorker} under Node ${peers.node} (bench/peers/), ` +
      `each row on a fresh database of the same server, pool of 20; ${CYCLES.toLocaleString('en-US')} pre-enqueued no-op jobs per processing row, ` +
      `${BATCH_JOBS.toLocaleString('en-US')} for the batches of ${PEER_BATCH} (per second: jobs; p50/p99: per fetch-and-complete call); ` +
      `creating: ${BULK_JOBS.toLocaleString('en-US')} jobs in arrays of ${PEER_BATCH} per row (clients: concurrent callers; p50/p99: per call)`,
  );
  report.notes.push(`whole run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  report.facts.listStatements = listStatements;
  report.facts.peakRssBytes = peakRss;
  report.facts.serverCpuMsPerCycle = serverCpuMsPerCycle;
  report.facts.scale = scale;
  report.facts.live = live;
  report.print();
  report.write(new URL('./results.json', import.meta.url), { quick, ops: OPS, cycles: CYCLES });
  console.log(`\n${report.summary()}`);
} finally {
  await ctx.close();
}
