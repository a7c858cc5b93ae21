import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 16 ships CJS and ESM builds; without this alias vitest can load both ("another module or realm").
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['test/**/*.test.ts'],
    // Needs a Citus cluster: npm run test:citus (vitest.citus.config.ts).
    exclude: ['test/citus/**', 'node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Every command function's JSON result is checked against its declaration (src/db/functions.ts).
    env: { WORKFORCE_CHECK_RESULTS: '1' },
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
