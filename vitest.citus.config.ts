import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// npm run test:citus: the database and API suites against the Citus cluster TEST_CITUS_URL names
// (test/helpers/citus.ts); docs/scaling.md says how to start one.
if (!process.env.TEST_CITUS_URL)
  throw new Error('npm run test:citus needs TEST_CITUS_URL: a Citus coordinator with workers attached (docs/scaling.md)');

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'test/citus/**/*.test.ts',
      'test/db/lifecycle.test.ts',
      'test/db/decisions.test.ts',
      'test/db/execution-bound.test.ts',
      'test/db/uncertainty.test.ts',
      'test/api/execution-bound.test.ts',
      'test/api/availability.test.ts',
      'test/db/claims-awaiting-recovery.test.ts',
      'test/db/rebuild-fold.test.ts',
      'test/db/commands.test.ts',
      'test/db/races.test.ts',
      'test/db/rls.test.ts',
      'test/db/rebuild.test.ts',
      'test/db/ledger.test.ts',
      'test/db/batches.test.ts',
      'test/db/evidence.test.ts',
      'test/api/evidence.test.ts',
      'test/api/isolation.test.ts',
      'test/api/lifecycle.test.ts',
      'test/api/lifecycle-2.test.ts',
      'test/api/decisions.test.ts',
      'test/api/batches.test.ts',
      'test/api/live.test.ts',
      'test/api/live-scale.test.ts',
      'test/db/live-feed.test.ts',
    ],
    exclude: [],
    // Each file builds and distributes a database on every node: one at a time on a small cluster.
    maxWorkers: 1,
  },
});
