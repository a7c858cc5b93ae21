/**
 * A Citus cluster for `npm run test:citus`: TEST_CITUS_URL names its coordinator, whose `postgres`
 * database lists the workers (pg_dist_node). A template on the coordinator cannot be cloned onto
 * the workers, so each test file gets a database made on every node, attached and migrated
 * (createClusterDatabase in src/db/citus.ts).
 */
export { createClusterDatabase as createCitusDatabase, dropClusterDatabase as dropCitusDatabase } from '../../src/db/citus.js';

export const CITUS_URL = process.env.TEST_CITUS_URL;
