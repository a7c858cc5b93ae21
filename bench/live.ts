// Live updates at console scale: createAssignment's latency over GraphQL with no subscriber and with
// 300 `ledgerEvents` subscribers over SSE on the same server (150 per organization, in a process of
// their own: bench/live-consoles.mjs), checking that every subscriber received its organization's
// whole ledger in order; and, first, the server's RSS with 0, 300 and 1,000 idle subscribers.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BenchContext } from './context.js';
import { graphqlClient, startServer } from './graphql.js';
import { type Measurement, measure } from './measure.js';
import { parentPid, postgresCpuMs, processCpuMs } from './proc-cpu.js';
import type { Report } from './report.js';
import { type BenchOrganization, benchOrganizations } from './setup.js';

const CREATE = `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) {
  __typename ... on CreateAssignmentSuccess { assignment { id } } } }`;
const SUBSCRIPTION =
  'subscription($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq kind id assignmentId recordedAt payload } }';
export const LIVE_ROW = 'createAssignment via GraphQL/HTTP';

export interface LiveFacts {
  quiet: Measurement;
  watched: Measurement;
  delivery: { subscribers: number; complete: number; ended: number; outOfOrder: number; events: number; errors: string[] };
  rssMb: Record<number, number>;
  /** CPU per command, in ms, of each process, without and with the subscribers. */
  cpuMsPerCommand: Record<'quiet' | 'watched', { server: number; postgres: number; consoles: number; bench: number }>;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

/** The consoles' process, and one request/answer over its IPC channel at a time. */
function consoles() {
  const child = fork(new URL('./live-consoles.mjs', import.meta.url).pathname, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid!;
  const ask = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (answer) => resolve(answer as T));
      child.once('exit', (code) => reject(new Error(`the consoles' process exited with ${code}`)));
      child.send(message);
    });
  return { ask, pid, close: () => child.send({ close: true }) };
}

/** `bundle`: a server bundle built earlier (as bench/server-cpu.ts takes them), to measure another version. */
export async function liveRows(
  ctx: BenchContext,
  report: Report,
  commands: number,
  clients: number,
  subscribers: number,
  bundle?: string,
): Promise<LiveFacts> {
  const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 2, 'live');
  const { port, server } = await startServer(ctx.url, bundle);
  const { gql, close } = graphqlClient(port, clients);
  const create = (org: BenchOrganization) => async () => {
    const data = await gql(org.runnerToken, CREATE, {
      assignmentId: randomUUID(),
      title: 'live',
      goal: { mediaType: 'text/plain', content: 'watch me' },
    });
    if (data.createAssignment?.__typename !== 'CreateAssignmentSuccess') throw new Error(JSON.stringify(data));
  };
  const row = (index: number) => create(orgs[index % 2]!)();
  const heads = async () => {
    const { rows } = await ctx.admin.query<{ organization_id: string; last_seq: number }>(
      'select organization_id, last_seq::int from workforce.organization_heads where organization_id = any($1)',
      [orgs.map((o) => o.organizationId)],
    );
    return new Map(rows.map((r) => [r.organization_id, r.last_seq]));
  };
  const {
    rows: [backend],
  } = await ctx.admin.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = parentPid(backend!.pid);
  /** Runs `work` and returns the CPU each process spent on it, per command. */
  const cpu = async (consolesPid: number | null, work: () => Promise<void>) => {
    const read = () => ({
      server: processCpuMs(server.pid!),
      postgres: postgresCpuMs(postmaster),
      consoles: consolesPid ? processCpuMs(consolesPid) : 0,
      bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    });
    const before = read();
    await work();
    const after = read();
    return Object.fromEntries(
      Object.entries(after).map(([k, v]) => [k, (v - before[k as keyof typeof before]) / commands]),
    ) as ReturnType<typeof read>;
  };
  const open = async (count: number, afterSeq: Map<string, number> | null) => {
    const { ask, pid, close: closeConsoles } = consoles();
    const subscriptions = Array.from({ length: count }, (_, i) => {
      const org = orgs[i % 2]!;
      return { token: org.runnerToken, afterSeq: afterSeq?.get(org.organizationId) ?? null };
    });
    await ask({ open: { port, subscriptions, query: SUBSCRIPTION } });
    return { ask, pid, close: closeConsoles };
  };
  try {
    // Idle subscribers on the fresh server: what they hold, before any load has grown its heap.
    await measure(clients, 200, row);
    await settle();
    const rss: Record<number, number> = { 0: rssMb(server.pid!) };
    const idle = [await open(300, null)];
    await settle();
    rss[300] = rssMb(server.pid!);
    idle.push(await open(700, null));
    await settle();
    rss[1_000] = rssMb(server.pid!);
    for (const group of idle) group.close();

    // Warm the server the same way for both rows, unmeasured.
    await measure(clients, Math.min(commands, 500), row);
    let quiet!: Measurement;
    const quietCpu = await cpu(null, async () => {
      quiet = await measure(clients, commands, row);
    });
    report.record(`${LIVE_ROW}, no subscriber`, 2, clients, quiet);

    const watching = await open(subscribers, await heads());
    await settle();
    let watched!: Measurement;
    let delivery!: LiveFacts['delivery'];
    // Until every subscriber has received the last event: delivering is part of the work.
    const watchedCpu = await cpu(watching.pid, async () => {
      watched = await measure(clients, commands, row);
      const expected = await heads();
      const tokens = Object.fromEntries(orgs.map((o) => [o.runnerToken, expected.get(o.organizationId)!]));
      delivery = (await watching.ask<{ report: LiveFacts['delivery'] }>({ expect: tokens })).report;
    });
    report.record(`${LIVE_ROW}, ${subscribers} SSE subscribers`, 2, clients, watched);
    watching.close();
    return { quiet, watched, delivery, rssMb: rss, cpuMsPerCommand: { quiet: quietCpu, watched: watchedCpu } };
  } finally {
    close();
    server.kill('SIGTERM');
  }
}
