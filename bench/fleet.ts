// Issue 29's headline: Runners that send one command at a time. 16 Runners over 16 organizations,
// claim + complete with an outcome Entity over keep-alive HTTP to the production bundle, with group
// commit on (the default) and off, and with PostgreSQL's commit_delay / commit_siblings (which group
// WAL flushes without changing transactions); each row with what a cycle costs PostgreSQL (CPU,
// WAL) and the server and the client (CPU). The peers' rows get the same costs (costed below).
//   npx tsx bench/fleet.ts [--quick]     (alone: prints the rows)

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BUILT_SERVER } from '../scripts/bundle-server.js';
import { WorkforceClient } from '../src/client/index.js';
import { workload } from './commands.js';
import type { BenchContext } from './context.js';
import { createFloorStep, floorCycle } from './floor.js';
import { claimAndComplete, graphqlClient, startServer, warmUp } from './graphql.js';
import { type Measurement, measure } from './measure.js';
import { parentPid, postgresCpuMs, processCpuMs, reapedChildrenCpuMs } from './proc-cpu.js';
import type { Report } from './report.js';
import type { BenchOrganization } from './setup.js';

/** This process's CPU so far (user + system), in ms. */
const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

export const FLEET = 'cycle via GraphQL/HTTP, one Runner per organization';

/** What one cycle (or one peer job) cost, on average. */
export interface CycleCost {
  /** PostgreSQL's CPU: postmaster, backends and helpers. */
  postgresMs: number;
  /** Our server process, or nothing for a peer (it has none). */
  serverMs: number;
  /** The client: this process for our rows, the peer's process for theirs. */
  clientMs: number;
  walBytes: number;
}

export interface CostedRow {
  label: string;
  result: Measurement;
  cost: CycleCost;
}

/** Measures `work` (of `units` cycles or jobs) with what it cost PostgreSQL, the server and the client. */
export async function costed(
  ctx: Pick<BenchContext, 'admin'>,
  units: number,
  serverPid: number | null,
  clientIsChild: boolean,
  work: () => Promise<Measurement>,
): Promise<{ result: Measurement; cost: CycleCost }> {
  const {
    rows: [backend],
  } = await ctx.admin.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = parentPid(backend!.pid);
  const wal = async () =>
    BigInt((await ctx.admin.query<{ lsn: string }>(`select (pg_current_wal_lsn() - '0/0')::text as lsn`)).rows[0]!.lsn);
  const read = async () => ({
    postgres: postgresCpuMs(postmaster),
    server: serverPid ? processCpuMs(serverPid) : 0,
    client: clientIsChild ? reapedChildrenCpuMs(process.pid) : ownCpuMs(),
    wal: await wal(),
  });
  const before = await read();
  const result = await work();
  const after = await read();
  return {
    result,
    cost: {
      postgresMs: (after.postgres - before.postgres) / units,
      serverMs: (after.server - before.server) / units,
      clientMs: (after.client - before.client) / units,
      walBytes: Number(after.wal - before.wal) / units,
    },
  };
}

export interface FleetVariant {
  label: string;
  /** The server's environment beyond the bench's (WORKFORCE_GROUP_COMMIT=off, say). */
  env?: Record<string, string>;
  /** Database settings for the row (ALTER DATABASE … SET, reset afterwards): commit_delay, commit_siblings. */
  settings?: Record<string, string>;
}

export const FLEET_VARIANTS: FleetVariant[] = [
  { label: 'group commit on (default)' },
  { label: 'group commit off', env: { WORKFORCE_GROUP_COMMIT: 'off' } },
  {
    label: 'group commit off, commit_delay 200 µs, commit_siblings 4',
    env: { WORKFORCE_GROUP_COMMIT: 'off' },
    settings: { commit_delay: '200', commit_siblings: '4' },
  },
];

async function databaseSettings(ctx: Pick<BenchContext, 'admin' | 'url'>, settings: Record<string, string>, on: boolean) {
  const name = new URL(ctx.url).pathname.slice(1);
  for (const [key, value] of Object.entries(settings)) {
    await ctx.admin.query(on ? `alter database "${name}" set ${key} = '${value}'` : `alter database "${name}" reset ${key}`);
  }
}

/** One row per variant: a server of its own, warmed, then `cycles` cycles from `clients` Runners over `orgs`. */
export async function fleetRows(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  clients: number,
  variants: FleetVariant[] = FLEET_VARIANTS,
): Promise<CostedRow[]> {
  const rows: CostedRow[] = [];
  for (const variant of variants) {
    if (variant.settings) await databaseSettings(ctx, variant.settings, true);
    // The first row builds the bundle; the others start it as built.
    const { port, server } = await startServer(ctx.url, rows.length > 0 ? BUILT_SERVER : undefined, [], variant.env ?? {});
    const { gql, close } = graphqlClient(port, clients);
    try {
      await warmUp(ctx, orgs, gql, clients);
      const work = await workload(ctx, orgs, cycles);
      const { result, cost } = await costed(ctx, cycles, server.pid!, false, () =>
        measure(clients, cycles, claimAndComplete(gql, work)),
      );
      const label = `${FLEET}, ${variant.label}`;
      report.record(label, orgs.length, clients, result);
      rows.push({ label, result, cost });
    } finally {
      close();
      server.kill('SIGTERM');
      if (variant.settings) await databaseSettings(ctx, variant.settings, false);
    }
  }
  return rows;
}

export const CYCLE_FLOOR = "cycle floor: a claim's and an ending's row work, one call each, no guards (bench/floor.ts)";

/** The floor's cycle, `cycles` of them from `clients` connections over `orgs`, with what each cost PostgreSQL. */
export async function cycleFloorRow(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  clients: number,
): Promise<CostedRow> {
  await createFloorStep(ctx.admin);
  const connections = await Promise.all(Array.from({ length: clients }, () => ctx.admin.connect()));
  try {
    const run = async () => {
      const work = await workload(ctx, orgs, cycles);
      return costed(ctx, cycles, null, false, () =>
        measure(clients, cycles, async (i, c) => {
          const { org, assignmentId } = work(i);
          await floorCycle(connections[c]!, org, assignmentId, randomUUID());
        }),
      );
    };
    await run(); // warms the connections' plans, as warmUp does the server's
    const { result, cost } = await run();
    report.record(CYCLE_FLOOR, orgs.length, clients, result);
    return { label: CYCLE_FLOOR, result, cost };
  } finally {
    for (const connection of connections) connection.release();
  }
}

export const CLIENT_CYCLE = 'cycle via the Runner client, agents of one organization in one process';

/** The request both clients send when their CPU per request is compared: small, read-only, the same answer. */
const PROBE = 'query ClientProbe { viewer { actor { id } } }';

export interface ClientRows {
  batched: CostedRow;
  unbatched: CostedRow;
  /** The client's CPU per request over its CPU for a bare node:http request (graphqlClient), interleaved. */
  cpuPerRequest: { client: number; bare: number; ratio: number };
}

/**
 * Issue 29, item 2: `agents` agents of one organization in one process, each claiming and completing
 * (outcome inline) through src/client, with `batch` (the default) and without; and the client's own
 * CPU per request against a bare node:http request, three rounds interleaved.
 */
export async function clientRows(
  ctx: BenchContext,
  report: Report,
  org: BenchOrganization,
  cycles: number,
  agents: number,
): Promise<ClientRows> {
  const { port, server } = await startServer(ctx.url, BUILT_SERVER);
  const url = `http://127.0.0.1:${port}/graphql`;
  const bare = graphqlClient(port, agents);
  try {
    const row = async (label: string, client: WorkforceClient): Promise<CostedRow> => {
      const cycle = (work: Awaited<ReturnType<typeof workload>>) => async (i: number) => {
        const { assignmentId } = work(i);
        const attemptId = randomUUID();
        const claimed = await client.claimAssignment({ assignmentId, agentId: org.agentId, configurationVersion: 1, attemptId });
        if (claimed.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claimed));
        const ended = await client.endAttempt({
          assignmentId,
          attemptId,
          outcome: 'COMPLETED',
          outcomeEntity: { mediaType: 'text/plain', content: 'done' },
        });
        if (ended.__typename !== 'EndAttemptSuccess') throw new Error(JSON.stringify(ended));
      };
      await measure(agents, 500, cycle(await workload(ctx, [org], 500)));
      const work = await workload(ctx, [org], cycles);
      const { result, cost } = await costed(ctx, cycles, server.pid!, false, () => measure(agents, cycles, cycle(work)));
      const name = `${CLIENT_CYCLE}, ${label}`;
      report.record(name, 1, agents, result);
      return { label: name, result, cost };
    };
    const batchedClient = new WorkforceClient({ url, token: org.runnerToken });
    const unbatchedClient = new WorkforceClient({ url, token: org.runnerToken, batch: false });
    const batched = await row('batch on (default)', batchedClient);
    const unbatched = await row('batch: false', unbatchedClient);

    const probe = { toString: () => PROBE } as Parameters<WorkforceClient['request']>[0];
    const perRequest = async (send: () => Promise<unknown>, requests: number) => {
      const before = ownCpuMs();
      await measure(agents, requests, async () => {
        await send();
      });
      return (ownCpuMs() - before) / requests;
    };
    const totals = { client: 0, bare: 0 };
    for (let round = 0; round < 3; round++) {
      totals.bare += await perRequest(() => bare.gql(org.runnerToken, PROBE, {}), 1_000);
      totals.client += await perRequest(() => unbatchedClient.request(probe, {}), 1_000);
    }
    batchedClient.close();
    unbatchedClient.close();
    const cpuPerRequest = { client: totals.client / 3, bare: totals.bare / 3, ratio: totals.client / totals.bare };
    return { batched, unbatched, cpuPerRequest };
  } finally {
    bare.close();
    server.kill('SIGTERM');
  }
}

export const costLine = (row: CostedRow) =>
  `| ${row.label} | ${row.result.perSecond.toFixed(0)} | ${row.cost.postgresMs.toFixed(2)} | ` +
  `${(row.cost.serverMs + row.cost.clientMs).toFixed(2)} | ${row.cost.walBytes.toFixed(0)} |`;

export const COST_HEADER =
  '| per cycle or job | per second | PostgreSQL CPU ms | server + client CPU ms | WAL bytes |\n| --- | ---: | ---: | ---: | ---: |';

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openBench } = await import('./context.js');
  const { Report } = await import('./report.js');
  const { benchOrganizations } = await import('./setup.js');
  const quick = process.argv.includes('--quick');
  const started = performance.now();
  const ctx = await openBench();
  try {
    const report = new Report();
    const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 16, 'fleet');
    const rows = await fleetRows(ctx, report, orgs, quick ? 800 : 3_200, 16);
    const floor = await cycleFloorRow(ctx, report, orgs, quick ? 800 : 3_200, 16);
    const clients = await clientRows(ctx, report, orgs[0]!, quick ? 800 : 3_200, 16);
    console.log(`\n${COST_HEADER}\n${[...rows, floor, clients.batched, clients.unbatched].map(costLine).join('\n')}`);
    const { client, bare, ratio } = clients.cpuPerRequest;
    console.log(`\nclient CPU per request ${client.toFixed(3)} ms, bare node:http ${bare.toFixed(3)} ms: ${ratio.toFixed(2)}`);
    console.error(`bench: fleet: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await ctx.close();
  }
}
