// The peers at their current releases, as a user choosing today would get them: pg-boss 12 and
// graphile-worker 0.18. Both require Node 22, so they run in a separate process under the Node 22
// binary of the `node` npm package, from a self-contained package in bench/peers/ (its own exact
// pins and lock file). Each run gets a fresh database of the same server, created and dropped
// here, so the comparison is jobs per second against cycles per second on the same PostgreSQL with
// the same durability.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDatabase, dropDatabase } from '../src/db/admin.js';
import type { CycleCost } from './fleet.js';
import type { Measurement } from './measure.js';

const exec = promisify(execFile);
const dir = fileURLToPath(new URL('./peers/', import.meta.url));
/** Where the `node` package links the binary its preinstall script fetches (its `bin.node`). */
const node22 = `${dir}node_modules/node/bin/node`;
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const installed = (name: string): string | undefined =>
  existsSync(`${dir}node_modules/${name}/package.json`)
    ? (readJson(`${dir}node_modules/${name}/package.json`) as { version: string }).version
    : undefined;
/** Missing, or installed before a pin in bench/peers/package.json changed: either way, `npm ci` again. */
const stale = (): boolean =>
  !existsSync(node22) ||
  Object.entries((readJson(`${dir}package.json`) as { dependencies: Record<string, string> }).dependencies).some(
    ([name, pin]) => installed(name) !== pin,
  );

export type PeerScenario = 'pgboss-fetch' | 'pgboss-insert' | 'graphile-run' | 'graphile-addjobs';

export interface PeerRequest {
  scenario: PeerScenario;
  jobs: number;
  /** Concurrent workers (or, creating jobs, concurrent callers). */
  workers: number;
  /** Jobs per fetch and complete, or per insert; 1 where it does not apply. */
  batch?: number;
}

/** A peer's row, with what its measured part cost per job (bench/peers/run.mjs measures it as bench/fleet.ts measures ours; serverMs is 0: a peer has no server). */
export interface PeerMeasurement extends Measurement {
  cost: CycleCost;
}

export interface Peers {
  /** Exact versions, for the table's labels: `pg-boss 12.38.0`, `graphile-worker 0.18.0`, `Node 22.23.3`. */
  pgBoss: string;
  graphileWorker: string;
  node: string;
  run: (serverUrl: string, request: PeerRequest) => Promise<PeerMeasurement>;
}

/**
 * Installs bench/peers/ from its lock file when it is not there or not what it pins (`npm ci`,
 * which also runs the `node` package's preinstall that downloads the Node 22 binary), and reports
 * what it holds.
 */
export async function openPeers(log: (message: string) => void): Promise<Peers> {
  if (stale()) {
    log('installing the peers (npm ci --prefix bench/peers: pg-boss, graphile-worker, Node 22)');
    await exec('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { maxBuffer: 16 * 2 ** 20 });
  }
  const { stdout } = await exec(node22, ['--version']);
  return {
    pgBoss: installed('pg-boss')!,
    graphileWorker: installed('graphile-worker')!,
    node: stdout.trim().replace(/^v/, ''),
    run: (serverUrl, request) => runPeer(serverUrl, request),
  };
}

async function runPeer(serverUrl: string, request: PeerRequest): Promise<PeerMeasurement> {
  const name = `workforce_bench_${request.scenario.replace('-', '_')}_${randomUUID().slice(0, 8)}`;
  const url = await createDatabase(serverUrl, name);
  try {
    const stdout = await node22Output([`${dir}run.mjs`, JSON.stringify({ url, ...request })], JSON.stringify(request));
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { [K in keyof Measurement]: number | null } & {
      cost: Omit<CycleCost, 'serverMs'>;
    };
    // JSON has no NaN: a latency the peer cannot observe comes back as null, and the table shows '–'.
    const num = (value: number | null) => value ?? Number.NaN;
    return {
      ops: num(result.ops),
      seconds: num(result.seconds),
      perSecond: num(result.perSecond),
      p50Ms: num(result.p50Ms),
      p99Ms: num(result.p99Ms),
      cost: { ...result.cost, serverMs: 0 },
    };
  } finally {
    await dropDatabase(serverUrl, name);
  }
}

/** The peer's stdout; its stderr passes through, so a peer's warning or stack shows where it happened. */
function node22Output(args: string[], label: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(node22, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolve(stdout) : reject(new Error(`bench: peer ${label} exited with ${signal ?? code}`)),
    );
  });
}
