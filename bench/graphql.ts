// The GraphQL side: the claim-and-complete cycle over HTTP against a separate server process (whose
// RSS is sampled under that load), and listing Assignments in-process, counting SQL statements.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { BUILT_SERVER, bundleServer } from '../scripts/bundle-server.js';
import { freePort } from '../src/db/embedded.js';
import { LedgerFeed } from '../src/events/live.js';
import { createWorkforceYoga } from '../src/yoga.js';
import type { Gql } from './batches.js';
import { workload } from './commands.js';
import type { BenchContext } from './context.js';
import { type Measurement, measure } from './measure.js';
import { processCpuMs } from './proc-cpu.js';
import type { Report } from './report.js';
import type { BenchOrganization } from './setup.js';

const CLAIM = `mutation($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } } }`;
const END = `mutation($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on EndAttemptSuccess { assignment { state } } } }`;
const LIST = `query($first: Int!) { assignments(first: $first) { edges { node { id state goalEntity { content }
  activeClaim { agent { displayName } expiresAt } attempts { edges { node { id outcome agent { displayName } } } } } } } }`;

/**
 * The server as it runs in production (`npm run build`, `npm run start:built`), in its own process:
 * this checkout's bundle, built now, or a bundle built earlier (bench/server-cpu.ts compares two).
 */
export async function startServer(url: string, bundle?: string, nodeArgs: string[] = [], env: Record<string, string> = {}) {
  if (!bundle) await bundleServer(BUILT_SERVER);
  const port = await freePort();
  const server = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', bundle ?? BUILT_SERVER, 'serve'], {
    cwd: new URL('../', import.meta.url).pathname,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      WORKFORCE_ORGANIZATION: 'bench-server',
      WORKFORCE_POOL_SIZE: '20',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('GraphiQL at')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { port, server };
}

type Data = Record<string, { __typename: string }>;

/**
 * node:http with a keep-alive agent, as a lean Runner would send: on two shared cores, fetch's
 * own CPU cost (about 3 ms a cycle, measured) would be charged to the API layer.
 */
export function graphqlClient(port: number, clients: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const gql = (token: string, query: string, input: object) =>
    new Promise<Data>((resolve, reject) => {
      const body = JSON.stringify({ query, variables: { input } });
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              resolve((JSON.parse(Buffer.concat(chunks).toString()) as { data: Data }).data);
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { gql, close: () => agent.destroy() };
}

type Work = Awaited<ReturnType<typeof workload>>;

/** One Runner's job: claim, then complete with an outcome Entity, as two requests. */
export const claimAndComplete = (gql: ReturnType<typeof graphqlClient>['gql'], work: Work) => async (i: number) => {
  const { org, assignmentId } = work(i);
  const attemptId = randomUUID();
  const claimed = await gql(org.runnerToken, CLAIM, { assignmentId, agentId: org.agentId, configurationVersion: 1, attemptId });
  if (claimed.claimAssignment?.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claimed));
  const ended = await gql(org.runnerToken, END, {
    assignmentId,
    attemptId,
    outcome: 'COMPLETED',
    outcomeEntity: { mediaType: 'text/plain', content: 'done' },
  });
  if (ended.endAttempt?.__typename !== 'EndAttemptSuccess') throw new Error(JSON.stringify(ended));
};

/**
 * A fresh server's first thousand requests run unoptimized JavaScript (measured: 2.8 ms of server
 * CPU per cycle, against 1.5-1.8 ms once warm), and the command path it is compared with runs in
 * this process, warmed by every earlier row. Warm it the same way, unmeasured, and as much in a
 * --quick run: its server CPU per cycle is a target too.
 */
export async function warmUp(
  ctx: BenchContext,
  orgs: BenchOrganization[],
  gql: ReturnType<typeof graphqlClient>['gql'],
  clients: number,
  count = 1_000,
) {
  await measure(clients, count, claimAndComplete(gql, await workload(ctx, orgs, count)));
}

export interface GraphqlCycles {
  /** The server's peak RSS under the load, in bytes. */
  peakRss: number;
  /** The server process's CPU (user + system) per measured cycle, in ms. */
  serverCpuMsPerCycle: number;
}

/** More rows against the same warm server: its request function, and the unbatched cycle for other organizations and clients. */
export type MoreRows = (
  gql: Gql,
  cycleRow: (orgs: BenchOrganization[], cycles: number, clients: number) => Promise<void>,
) => Promise<void>;

/**
 * The cycle through GraphQL over HTTP (keep-alive), with the server's peak RSS and its CPU per
 * cycle under that load; then `more` rows against the same server.
 */
export async function graphqlCycles(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  clients: number,
  more?: MoreRows,
): Promise<GraphqlCycles> {
  const { port, server } = await startServer(ctx.url);
  const { gql, close } = graphqlClient(port, clients);
  let peakRss = 0;
  const sampleRss = setInterval(() => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    peakRss = Math.max(peakRss, Number(match?.[1] ?? 0) * 1024);
  }, 100);
  try {
    await warmUp(ctx, orgs, gql, clients);
    const work = await workload(ctx, orgs, cycles);
    const cpuBefore = processCpuMs(server.pid!);
    report.record('cycle via GraphQL/HTTP', orgs.length, clients, await measure(clients, cycles, claimAndComplete(gql, work)));
    const measured = { peakRss, serverCpuMsPerCycle: (processCpuMs(server.pid!) - cpuBefore) / cycles };
    clearInterval(sampleRss);
    await more?.(gql, async (rowOrgs, rowCycles, rowClients) => {
      report.record(
        'cycle via GraphQL/HTTP',
        rowOrgs.length,
        rowClients,
        await measure(rowClients, rowCycles, claimAndComplete(gql, await workload(ctx, rowOrgs, rowCycles))),
      );
    });
    return measured;
  } finally {
    clearInterval(sampleRss);
    close();
    server.kill('SIGTERM');
  }
}

/** Statements per request for 5 and for 100 Assignments with nested goal, claim and attempts, and the latency of 100. */
export async function listing(
  ctx: BenchContext,
  report: Report,
  org: BenchOrganization,
  requests: number,
): Promise<Record<number, number>> {
  const feed = new LedgerFeed({ connectionString: ctx.url, db: ctx.db });
  const yoga = createWorkforceYoga({
    db: ctx.db,
    feed,
    limits: {
      defaultClaimSeconds: 300,
      maxClaimSeconds: 86_400,
      maxPageSize: 100,
      maxBatch: 500,
      maxPayloadReadBytes: 16 * 2 ** 20,
      maxResponsePayloadBytes: 64 * 2 ** 20,
    },
    protection: {
      maxBodyBytes: 1 << 21,
      maxDepth: 10,
      maxAliases: 30,
      maxNodes: 10_000,
      maxCost: 1_000,
      rateLimitTokenPerMinute: 0,
      rateLimitOrganizationPerMinute: 0,
    },
    log: () => {},
  });
  const statements: Record<number, number> = {};
  let latency: Measurement | undefined;
  try {
    for (const first of [5, 100]) {
      const request = async () => {
        const response = await yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${org.runnerToken}` },
          body: JSON.stringify({ query: LIST, variables: { first } }),
        });
        const body = (await response.json()) as { data?: { assignments: { edges: unknown[] } } };
        if (body.data?.assignments.edges.length !== first)
          throw new Error(`listing ${first}: ${JSON.stringify(body).slice(0, 300)}`);
      };
      ctx.statements.count = 0;
      await request();
      statements[first] = ctx.statements.count;
      if (first === 100) latency = await measure(4, requests, request);
    }
  } finally {
    await feed.close();
  }
  report.record('list 100 assignments', 1, 4, latency!);
  return statements;
}
