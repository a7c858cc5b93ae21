import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type GroupCommit, startGroupCommit } from '../../src/commands/group-commit.js';
import { createDatabase, dropDatabase } from '../../src/db/admin.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { CITUS_URL, createCitusDatabase, dropCitusDatabase } from './citus.js';

export interface TestDatabase {
  url: string;
  /** Kysely as the application role: what the server uses. */
  db: Db;
  appPool: pg.Pool;
  /** Kysely as the owner (bootstrap commands such as createOrganization). */
  ownerDb: Db;
  /** A superuser pool, for privileged test setup (tampering, unprojected events) and observation. */
  admin: pg.Pool;
  /** `db`'s group commit, unless the suites run with WORKFORCE_GROUP_COMMIT=off. */
  groups: GroupCommit | undefined;
  /** Statements sent through `db` since the last reset (every pg query call). */
  statements: { count: number };
}

/** Whether the test pools group commands (src/commands/group-commit.ts), as the server does by default. */
export const GROUP_COMMIT = process.env.WORKFORCE_GROUP_COMMIT !== 'off';

/** Gives the calling test file its own database, cloned from the migrated template. */
export function useTestDatabase(): TestDatabase {
  const serverUrl = inject('serverUrl');
  const name = `${inject('databasePrefix')}_${randomUUID().slice(0, 8)}`;
  const handle = { statements: { count: 0 } } as TestDatabase;
  beforeAll(async () => {
    handle.url = CITUS_URL
      ? await createCitusDatabase(CITUS_URL, name)
      : await createDatabase(serverUrl, name, inject('templateDatabase'));
    handle.appPool = createPool({ connectionString: handle.url, role: APP_ROLE, max: 40 });
    handle.appPool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        handle.statements.count++;
        return query(...args);
      };
    });
    handle.db = createDb(handle.appPool);
    // As the server runs by default (WORKFORCE_GROUP_COMMIT=off runs the suites without): every
    // test that sends commands concurrently through `db` has them grouped.
    if (GROUP_COMMIT) handle.groups = startGroupCommit(handle.db, { acrossOrganizations: !CITUS_URL });
    handle.admin = createPool({ connectionString: handle.url, max: 10 });
    handle.ownerDb = createDb(createPool({ connectionString: handle.url, role: 'workforce_owner', max: 2 }));
  });
  afterAll(async () => {
    await handle.db?.destroy();
    await handle.ownerDb?.destroy();
    await handle.admin?.end();
    if (CITUS_URL) await dropCitusDatabase(CITUS_URL, name);
    else await dropDatabase(serverUrl, name);
  });
  return handle;
}
