// Given CITUS_URL (a Citus coordinator with workers attached, docs/scaling.md): claimAssignment at 16
// clients over 64 organizations on a fresh database of the cluster, beside the same row on the
// single node. On one machine the nodes share its cores, so this shows what delegation costs per
// command, not what more machines would add.
import { randomUUID } from 'node:crypto';
import { claimAssignment } from '../src/commands/index.js';
import { clusterWorkers, createClusterDatabase, dropClusterDatabase } from '../src/db/citus.js';
import { createDb } from '../src/db/kysely.js';
import { APP_ROLE, createPool, OWNER_ROLE } from '../src/db/pool.js';
import { workload } from './commands.js';
import { type Measurement, measure } from './measure.js';
import type { Report } from './report.js';
import { benchOrganizations } from './setup.js';

export async function citusClaims(
  report: Report,
  coordinatorUrl: string,
  ops: number,
  clients: number,
): Promise<{ workers: number; row: Measurement }> {
  const name = `workforce_bench_citus_${randomUUID().slice(0, 8)}`;
  const url = await createClusterDatabase(coordinatorUrl, name);
  const ctx = {
    db: createDb(createPool({ connectionString: url, role: APP_ROLE, max: 20 })),
    ownerDb: createDb(createPool({ connectionString: url, role: OWNER_ROLE, max: 4 })),
    admin: createPool({ connectionString: url, max: 20 }),
  };
  try {
    const workers = (await clusterWorkers(coordinatorUrl)).length;
    const orgs = await benchOrganizations(ctx.db, ctx.ownerDb, 64, 'citus');
    const work = await workload(ctx, orgs, ops);
    const row = report.record(
      `claimAssignment on Citus (coordinator + ${workers} workers)`,
      orgs.length,
      clients,
      await measure(clients, ops, async (i) => {
        const { org, assignmentId } = work(i);
        await claimAssignment(ctx.db, org.system, {
          assignmentId,
          agentId: org.agentId,
          configurationVersion: 1,
          claimTtlSeconds: 600,
        });
      }),
    );
    return { workers, row };
  } finally {
    await ctx.db.destroy();
    await ctx.ownerDb.destroy();
    await ctx.admin.end();
    await dropClusterDatabase(coordinatorUrl, name);
  }
}
