// npm run bench [-- --quick]: our commands against the PostgreSQL floor, and the GraphQL cycle
// against the command path, measured in the same run on the same server. Prints a table, writes
// bench/results.json, and ends with `targets: N met, M missed`.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimAssignment, endAttempt } from '../src/commands/index.js';
import { createDatabase, databaseUrl, dropDatabase } from '../src/db/admin.js';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb } from '../src/db/kysely.js';
import { migrate } from '../src/db/migrator.js';
import { APP_ROLE, createPool, OWNER_ROLE } from '../src/db/pool.js';
import { LedgerFeed } from '../src/events/live.js';
import { createWorkforceYoga } from '../src/yoga.js';
import { floorClaim } from './floor.js';
import { measure, type Measurement } from './measure.js';
import { benchOrganizations, readyAssignments, type BenchOrganization } from './setup.js';

const quick = process.argv.includes('--quick');
const OPS = quick ? 1_500 : 6_000;
const CLIENTS = [1, 4, 16];
const ORG_COUNTS = [1, 64];
const log = (message: string) => console.error(`bench: ${message}`);

// A server with durability on: fsync and synchronous_commit as a production server has them.
const dir = mkdtempSync(join(tmpdir(), 'workforce-bench-'));
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: join(dir, 'data'), durable: true });
const serverUrl = process.env.DATABASE_URL ? databaseUrl(process.env.DATABASE_URL, 'postgres') : embedded!.url;
const name = `workforce_bench_${randomUUID().slice(0, 8)}`;
const url = await createDatabase(serverUrl, name);
await migrate(url);
const appPool = createPool({ connectionString: url, role: APP_ROLE, max: 20 });
const statements = { count: 0 };
appPool.on('connect', (client) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    statements.count++;
    return query(...args);
  };
});
const db = createDb(appPool);
const ownerDb = createDb(createPool({ connectionString: url, role: OWNER_ROLE, max: 4 }));
const admin = createPool({ connectionString: url, max: 20 });

interface Row { scenario: string; orgs: number; clients: number; result: Measurement }
const rows: Row[] = [];
const record = (scenario: string, orgs: number, clients: number, result: Measurement) => {
  rows.push({ scenario, orgs, clients, result });
  log(`${scenario.padEnd(22)} orgs=${String(orgs).padStart(2)} clients=${String(clients).padStart(2)}  ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms`);
};

const organizations = new Map<number, BenchOrganization[]>();
for (const count of ORG_COUNTS) organizations.set(count, await benchOrganizations(db, ownerDb, count, `bench${count}`));

/** Spreads `ops` over the organizations round-robin, each op with its own READY Assignment. */
async function workload(orgs: BenchOrganization[], ops: number) {
  const ready = await readyAssignments(admin, orgs, Math.ceil(ops / orgs.length));
  const used = new Map(orgs.map((o) => [o.organizationId, 0]));
  return (index: number) => {
    const org = orgs[index % orgs.length]!;
    const n = used.get(org.organizationId)!;
    used.set(org.organizationId, n + 1);
    return { org, assignmentId: ready.get(org.organizationId)![n]! };
  };
}

for (const orgCount of ORG_COUNTS) {
  const orgs = organizations.get(orgCount)!;
  for (const clients of CLIENTS) {
    // Floor: seven statements in one transaction per claim
    const floorWork = await workload(orgs, OPS);
    const connections = await Promise.all(Array.from({ length: clients }, () => admin.connect()));
    record('floor (7 statements)', orgCount, clients, await measure(clients, OPS, async (i, c) => {
      const { org, assignmentId } = floorWork(i);
      await floorClaim(connections[c]!, org, assignmentId);
    }));
    for (const connection of connections) connection.release();
    // Ours: claim, then end, one statement each
    const work = await workload(orgs, OPS);
    const claimed: { org: BenchOrganization; assignmentId: string; attemptId: string }[] = [];
    record('claimAssignment', orgCount, clients, await measure(clients, OPS, async (i) => {
      const { org, assignmentId } = work(i);
      const attemptId = randomUUID();
      await claimAssignment(db, org.system, { assignmentId, agentId: org.agentId, configurationVersion: 1, attemptId, claimTtlSeconds: 600 });
      claimed[i] = { org, assignmentId, attemptId };
    }));
    record('endAttempt', orgCount, clients, await measure(clients, OPS, async (i) => {
      const { org, assignmentId, attemptId } = claimed[i]!;
      await endAttempt(db, org.system, { assignmentId, attemptId, outcome: 'COMPLETED', outcomeEntity: { mediaType: 'text/plain', content: `result ${i}` } });
    }));
  }
}

// The full cycle (claim, then complete with an outcome Entity): commands vs GraphQL over HTTP
const cycleOrgs = organizations.get(64)!;
const CYCLES = quick ? 800 : 3_000;
const commandWork = await workload(cycleOrgs, CYCLES);
record('cycle via commands', 64, 16, await measure(16, CYCLES, async (i) => {
  const { org, assignmentId } = commandWork(i);
  const attemptId = randomUUID();
  await claimAssignment(db, org.system, { assignmentId, agentId: org.agentId, configurationVersion: 1, attemptId });
  await endAttempt(db, org.system, { assignmentId, attemptId, outcome: 'COMPLETED', outcomeEntity: { mediaType: 'text/plain', content: 'done' } });
}));

const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve'], {
  cwd: new URL('../', import.meta.url).pathname,
  env: { ...process.env, DATABASE_URL: url, PORT: String(port), WORKFORCE_ORGANIZATION: 'bench-server', WORKFORCE_POOL_SIZE: '20' },
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
const CLAIM = `mutation($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } } }`;
const END = `mutation($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on EndAttemptSuccess { assignment { state } } } }`;
async function gql(token: string, query: string, input: object): Promise<Record<string, { __typename: string }>> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: { input } }),
  });
  const json = (await response.json()) as { data: Record<string, { __typename: string }> };
  return json.data;
}
const httpWork = await workload(cycleOrgs, CYCLES);
let peakRss = 0;
const sampleRss = setInterval(() => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  peakRss = Math.max(peakRss, Number(match?.[1] ?? 0) * 1024);
}, 100);
record('cycle via GraphQL/HTTP', 64, 16, await measure(16, CYCLES, async (i) => {
  const { org, assignmentId } = httpWork(i);
  const attemptId = randomUUID();
  const claimed = await gql(org.runnerToken, CLAIM, { assignmentId, agentId: org.agentId, configurationVersion: 1, attemptId });
  if (claimed.claimAssignment?.__typename !== 'ClaimAssignmentSuccess') throw new Error(JSON.stringify(claimed));
  const ended = await gql(org.runnerToken, END, { assignmentId, attemptId, outcome: 'COMPLETED', outcomeEntity: { mediaType: 'text/plain', content: 'done' } });
  if (ended.endAttempt?.__typename !== 'EndAttemptSuccess') throw new Error(JSON.stringify(ended));
}));
clearInterval(sampleRss);
server.kill('SIGTERM');

// Listing Assignments with nested goal, claim and attempts: statements per request and latency
const feed = new LedgerFeed(url);
const yoga = createWorkforceYoga({
  db, feed, limits: { defaultClaimSeconds: 300, maxClaimSeconds: 86_400, maxPageSize: 100 },
  protection: { maxBodyBytes: 1 << 21, maxDepth: 10, maxCost: 10_000, maxAliases: 30 }, log: () => {},
});
const LIST = `query($first: Int!) { assignments(first: $first) { edges { node { id state goalEntity { content }
  activeClaim { agent { displayName } expiresAt } attempts { id outcome agent { displayName } } } } } }`;
const listOrg = organizations.get(1)![0]!;
const listStatements: Record<number, number> = {};
let listLatency: Measurement | undefined;
for (const first of [5, 100]) {
  const request = async () => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${listOrg.runnerToken}` },
      body: JSON.stringify({ query: LIST, variables: { first } }),
    });
    return response.json();
  };
  statements.count = 0;
  await request();
  listStatements[first] = statements.count;
  if (first === 100) listLatency = await measure(4, quick ? 200 : 1_000, async () => void (await request()));
}
record('list 100 assignments', 1, 4, listLatency!);
await feed.close();

// Targets: ratios from this run
const at = (scenario: string, orgs: number, clients: number) =>
  rows.find((r) => r.scenario === scenario && r.orgs === orgs && r.clients === clients)!.result.perSecond;
const targets: { name: string; value: number; target: string; met: boolean }[] = [];
for (const orgs of ORG_COUNTS) {
  for (const clients of CLIENTS) {
    for (const command of ['claimAssignment', 'endAttempt']) {
      const ratio = at(command, orgs, clients) / at('floor (7 statements)', orgs, clients);
      targets.push({ name: `${command} / floor, ${orgs} orgs, ${clients} clients`, value: ratio, target: '≥ 1.2', met: ratio >= 1.2 });
    }
  }
}
const apiRatio = at('cycle via GraphQL/HTTP', 64, 16) / at('cycle via commands', 64, 16);
targets.push({ name: 'GraphQL cycle / command cycle, 64 orgs, 16 clients', value: apiRatio, target: '≥ 0.7', met: apiRatio >= 0.7 });
targets.push({ name: 'statements listing 100 Assignments', value: listStatements[100]!, target: '≤ 6 and = listing 5',
  met: listStatements[100]! <= 6 && listStatements[100] === listStatements[5] });
targets.push({ name: 'server RSS under the GraphQL load (MB)', value: peakRss / 2 ** 20, target: '≤ 250', met: peakRss / 2 ** 20 <= 250 });

console.log('\n| scenario | orgs | clients | per second | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(`| ${r.scenario} | ${r.orgs} | ${r.clients} | ${r.result.perSecond.toFixed(0)} | ${r.result.p50Ms.toFixed(2)} | ${r.result.p99Ms.toFixed(2)} |`);
}
console.log('\n| target | measured | wanted | |\n| --- | ---: | --- | --- |');
for (const t of targets) console.log(`| ${t.name} | ${t.value.toFixed(2)} | ${t.target} | ${t.met ? 'met' : 'MISSED'} |`);
console.log('\nnot measured yet: pg-boss and graphile-worker peers, claim latency at 1M events, rebuild over 1M events');
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify({ quick, ops: OPS, rows, listStatements, peakRssBytes: peakRss, targets }, null, 2)}\n`);
const met = targets.filter((t) => t.met).length;
console.log(`\ntargets: ${met} met, ${targets.length - met} missed`);

await db.destroy();
await ownerDb.destroy();
await admin.end();
await dropDatabase(serverUrl, name);
await embedded?.stop();
rmSync(dir, { recursive: true, force: true });
