// workforce.count_claims_awaiting_recovery (the metric workforce_claims_awaiting_recovery): the
// expired claims of every organization, counted up to a limit, as the application role, which still
// reads no row of any organization it has not named. Runs on Citus too (npm run test:citus).
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../helpers/db.js';
import {
  claim,
  newAgent,
  newAssignment,
  newOrganization,
  soonInDatabaseTime,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';

const t = useTestDatabase();

async function countAsApp(limit: number): Promise<unknown> {
  const client = await t.appPool.connect();
  try {
    const { rows } = await client.query('select workforce.count_claims_awaiting_recovery(p_limit => $1) as result', [limit]);
    return rows[0].result;
  } finally {
    client.release();
  }
}

describe('count_claims_awaiting_recovery', () => {
  it('counts the RUNNING Assignments of every organization whose claim expired, and nothing else, up to the limit', async () => {
    // Given: two organizations, each with an expiring claim, a live claim and a READY Assignment
    let expiring = new Date(0);
    for (const org of [await newOrganization(t), await newOrganization(t)]) {
      const agent = await newAgent(t, org);
      const expired = await newAssignment(t, org.system);
      expiring = await soonInDatabaseTime(t, 300);
      await claim(t, org.system, expired.assignment.id, agent, { claimExpiresAt: expiring });
      const live = await newAssignment(t, org.system);
      await claim(t, org.system, live.assignment.id, agent);
      await newAssignment(t, org.system);
    }
    await waitUntilDatabaseTime(t, expiring);

    // Then: both expired claims, across the organizations; the limit bounds the count
    expect(await countAsApp(100)).toEqual({ count: 2 });
    expect(await countAsApp(1)).toEqual({ count: 1 });
    expect(await countAsApp(0)).toEqual({ count: 0 });
    expect(await countAsApp(-5)).toEqual({ count: 0 });

    // And: the application role itself, with no organization named, still reads no Assignment
    const client = await t.appPool.connect();
    try {
      const { rows } = await client.query('select count(*)::int as n from workforce.assignments');
      expect(rows[0].n).toBe(0);
    } finally {
      client.release();
    }
  });
});
