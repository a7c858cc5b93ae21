// The HTTP floor (issue 29): the cycle floor's row work (bench/floor.ts) behind a bare node:http
// server (bench/http-floor-server.mjs), driven by the same keep-alive client as the GraphQL rows,
// one call per request and with concurrent requests grouped into one call. No GraphQL, no
// authentication, no guards, no result but the event: what any HTTP API over this ledger and
// projection costs at least, against which the unbatched GraphQL cycle and the peers are read.
//   npx tsx bench/http-floor.ts [--quick]     (alone: prints the rows beside the GraphQL cycle's)

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { freePort } from '../src/db/embedded.js';
import { workload } from './commands.js';
import type { BenchContext } from './context.js';
import { type CostedRow, costed } from './fleet.js';
import { createFloorStep } from './floor.js';
import { graphqlClient } from './graphql.js';
import { measure } from './measure.js';
import type { Report } from './report.js';
import type { BenchOrganization } from './setup.js';

export const HTTP_FLOOR = 'HTTP floor: the cycle floor over HTTP, no authentication, no guards';

/** The three servers: one call a request, grouped, grouped behind graphql-yoga. */
const VARIANTS = [
  { label: 'bare node:http, one call a request', group: 'off', yoga: 'off' },
  { label: 'bare node:http, concurrent requests grouped into one call', group: 'on', yoga: 'off' },
  { label: 'grouped, through graphql-yoga (a one-field schema)', group: 'on', yoga: 'on' },
] as const;
const STEP = 'mutation Floor($input: StepInput!) { event(input: $input) }';

async function startFloorServer(url: string, variant: (typeof VARIANTS)[number]) {
  const port = await freePort();
  const server = spawn(process.execPath, [new URL('./http-floor-server.mjs', import.meta.url).pathname], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), GROUP: variant.group, YOGA: variant.yoga },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`http floor server exited with ${code}: ${output}`)));
  });
  return { port, server };
}

/** A row per server variant: `cycles` cycles (claim step, then ending step) from `clients` loops over `orgs`. */
export async function httpFloorRows(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  clients: number,
): Promise<CostedRow[]> {
  await createFloorStep(ctx.admin);
  const rows: CostedRow[] = [];
  for (const variant of VARIANTS) {
    const { port, server } = await startFloorServer(ctx.url, variant);
    const { gql, close } = graphqlClient(port, clients);
    try {
      const run = async () => {
        const work = await workload(ctx, orgs, cycles);
        return costed(ctx, cycles, server.pid!, false, () =>
          measure(clients, cycles, async (i) => {
            const { org, assignmentId } = work(i);
            const step = { org: org.organizationId, assignment: assignmentId, attempt: randomUUID(), actor: org.agentId };
            for (const end of [false, true]) {
              const data = (await gql('', STEP, { ...step, end })) as unknown as { event?: { org_seq: number } };
              if (!data.event?.org_seq) throw new Error(`http floor answered ${JSON.stringify(data)}`);
            }
          }),
        );
      };
      await run(); // warms the server and its connections' plans, as warmUp does ours
      const { result, cost } = await run();
      const label = `${HTTP_FLOOR}, ${variant.label}`;
      report.record(label, orgs.length, clients, result);
      rows.push({ label, result, cost });
    } finally {
      close();
      server.kill('SIGTERM');
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { performance } = await import('node:perf_hooks');
  const { openBench } = await import('./context.js');
  const { Report } = await import('./report.js');
  const { benchOrganizations } = await import('./setup.js');
  const { COST_HEADER, costLine, cycleFloorRow, fleetRows, FLEET_VARIANTS } = await import('./fleet.js');
  const { openPeers } = await import('./peers.js');
  const quick = process.argv.includes('--quick');
  const cycles = quick ? 800 : 3_200;
  const started = performance.now();
  const ctx = await openBench();
  try {
    const report = new Report();
    const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 16, 'fleet');
    const peers = await openPeers((message) => console.error(`bench: ${message}`));
    const pgBoss = await peers.run(ctx.serverUrl, { scenario: 'pgboss-fetch', jobs: cycles, workers: 16 });
    const graphile = await peers.run(ctx.serverUrl, { scenario: 'graphile-run', jobs: cycles, workers: 16 });
    const fleet = await fleetRows(ctx, report, orgs, cycles, 16, FLEET_VARIANTS.slice(0, 2));
    const floor = await cycleFloorRow(ctx, report, orgs, cycles, 16);
    const http = await httpFloorRows(ctx, report, orgs, cycles, 16);
    const peerRow = (label: string, m: typeof pgBoss): CostedRow => ({ label, result: m, cost: m.cost });
    const rows = [
      ...fleet,
      floor,
      ...http,
      peerRow('pg-boss fetch 1 + complete', pgBoss),
      peerRow('graphile-worker defaults', graphile),
    ];
    console.log(`\n${COST_HEADER}\n${rows.map(costLine).join('\n')}\n`);
    for (const row of rows) {
      console.log(
        `${row.label}: ${(row.result.perSecond / pgBoss.perSecond).toFixed(2)}x pg-boss, ${(row.result.perSecond / graphile.perSecond).toFixed(2)}x graphile-worker`,
      );
    }
    console.error(`bench: http floor: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await ctx.close();
  }
}
