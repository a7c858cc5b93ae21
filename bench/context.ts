import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase } from '../src/db/admin.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, type Db } from '../src/db/kysely.js';
import { migrate } from '../src/db/migrator.js';
import { APP_ROLE, createPool, OWNER_ROLE } from '../src/db/pool.js';

export interface BenchContext {
  /** The server's maintenance database: peers get fresh databases of their own there. */
  serverUrl: string;
  /** Our migrated database. */
  url: string;
  /** The application role, as the server runs; counts the statements it sends. */
  db: Db;
  statements: { count: number };
  ownerDb: Db;
  /** Superuser: the floor's statements and setup done in SQL. */
  admin: pg.Pool;
  close: () => Promise<void>;
}

/**
 * `DATABASE_URL` when given, else an embedded PostgreSQL with durability on (fsync and
 * synchronous_commit as a production server has them: a benchmark never turns them off).
 */
export async function openBench(): Promise<BenchContext> {
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
  const close = async () => {
    await db.destroy();
    await ownerDb.destroy();
    await admin.end();
    await dropDatabase(serverUrl, name);
    await embedded?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { serverUrl, url, db, statements, ownerDb, admin, close };
}
