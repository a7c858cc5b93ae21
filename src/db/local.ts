import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded.js';

export interface LocalDatabase {
  /** Superuser connection string of the `postgres` database. */
  url: string;
  /** Stops the server if this process started it. */
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The durable embedded PostgreSQL under `dataDir`, for running without DATABASE_URL. A server that
 * another process (a running `npm start`, or one killed without cleanup) already serves from this
 * directory is reused rather than started twice: its address is kept in `postgres.url`.
 */
export async function localDatabase(dataDir: string, log: (message: string) => void = () => {}): Promise<LocalDatabase> {
  const dir = resolve(dataDir);
  const urlFile = join(dir, 'postgres.url');
  if (existsSync(urlFile)) {
    const url = readFileSync(urlFile, 'utf8').trim();
    if (await answers(url)) return { url, stop: async () => {} };
  }
  mkdirSync(dir, { recursive: true });
  const server = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), durable: true, log });
  writeFileSync(urlFile, `${server.url}\n`, { mode: 0o600 });
  return {
    url: server.url,
    stop: async () => {
      rmSync(urlFile, { force: true });
      await server.stop();
    },
  };
}
