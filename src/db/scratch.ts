import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl } from './admin.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface ScratchServer {
  /** Superuser connection string of the server's `postgres` database. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A PostgreSQL server for tools and tests: the one named by `urlFromEnv` when given, else a
 * throwaway embedded cluster in a temporary directory.
 */
export async function scratchServer(urlFromEnv: string | undefined, log?: (message: string) => void): Promise<ScratchServer> {
  if (urlFromEnv) return { url: databaseUrl(urlFromEnv, 'postgres'), stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'workforce-pg-'));
  const server = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), durable: false, ...(log ? { log } : {}) });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
