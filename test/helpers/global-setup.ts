import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDatabase, databaseUrl, dropDatabase, withAdminClient } from '../../src/db/admin.js';
import { migrate } from '../../src/db/migrator.js';
import { scratchServer } from '../../src/db/scratch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDatabase: string;
    databasePrefix: string;
  }
}

/**
 * One PostgreSQL for the run (TEST_DATABASE_URL's server, else an embedded one with fsync off),
 * and one migrated template database that every test file clones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // On a Citus cluster each file makes its own database on every node (test/helpers/citus.ts).
  const server = await scratchServer(process.env.TEST_CITUS_URL ?? process.env.TEST_DATABASE_URL);
  const prefix = `workforce_test_${randomUUID().slice(0, 8)}`;
  const template = `${prefix}_template`;
  if (!process.env.TEST_CITUS_URL) {
    await createDatabase(server.url, template);
    await migrate(databaseUrl(server.url, template));
  }
  project.provide('serverUrl', server.url);
  project.provide('templateDatabase', template);
  project.provide('databasePrefix', prefix);
  return async () => {
    const leftovers = await withAdminClient(
      server.url,
      async (client) =>
        (await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`])).rows,
    );
    for (const { datname } of leftovers) await dropDatabase(server.url, datname);
    await server.stop();
  };
}
