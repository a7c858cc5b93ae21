// The cost of the cost model (issue 28): server CPU per warm claim-and-complete cycle with the query
// cost worked out and the rate limits kept (the defaults) against every such limit off, when none of
// it runs. Measured as bench/observability.ts measures the request log and metrics: two fresh
// servers side by side, taking the cycles in turns, several pairs.

import { pairedRow, pairedRowAlone } from './observability.js';

const AS_NPM_START = { LOG_LEVEL: 'info', WORKFORCE_METRICS: 'true' };

/** The row `server CPU per cycle, query cost + rate limits on / off` (target ≤ 1.03). */
export const queryCostCpu = pairedRow({
  settings: {
    on: {
      ...AS_NPM_START,
      WORKFORCE_MAX_NODES: '10000',
      WORKFORCE_MAX_COST: '1000',
      WORKFORCE_RATE_LIMIT_TOKEN_PER_MINUTE: '300000',
      WORKFORCE_RATE_LIMIT_ORGANIZATION_PER_MINUTE: '600000',
    },
    off: {
      ...AS_NPM_START,
      WORKFORCE_MAX_NODES: '0',
      WORKFORCE_MAX_COST: '0',
      WORKFORCE_RATE_LIMIT_TOKEN_PER_MINUTE: '0',
      WORKFORCE_RATE_LIMIT_ORGANIZATION_PER_MINUTE: '0',
    },
  },
  what: 'query cost + rate limits',
  fact: 'queryCostCpuMsPerCycle',
  limit: 1.03,
});

// npx tsx bench/query-cost.ts [--cycles 6000] [--pairs 3] [--rounds 2]: this row alone.
if (import.meta.url === `file://${process.argv[1]}`) await pairedRowAlone('query-cost', queryCostCpu);
