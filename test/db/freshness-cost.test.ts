// The freshness check is index-backed: what a command reads of the ledger does not grow with the
// ledger. Measured with PostgreSQL's own per-transaction counters, not with a clock.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization } from '../helpers/factories.js';
import { HeldTransaction } from '../helpers/locks.js';

const t = useTestDatabase();

describe('freshness cost', () => {
  it('a claim reads as many ledger tuples with 5,000 later unrelated events as with none', async () => {
    // Given an organization whose Actor cursor sits far behind its head
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const assignments = [(await newAssignment(t, org.system)).assignment.id, (await newAssignment(t, org.system)).assignment.id];
    const ledgerTuplesRead = async (assignmentId: string) => {
      const held = await HeldTransaction.begin(t.appPool);
      try {
        await held.query('select workforce.claim_assignment($1, $2, $3, $4, 1, $5, null, null, 60, 3600)',
          [org.organizationId, org.system.actorId, assignmentId, agent, randomUUID()]);
        const { rows } = await held.query<{ read: number }>(
          `select (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::int as read
             from pg_stat_xact_user_tables where schemaname = 'workforce' and relname = 'events'`);
        return rows[0]!.read;
      } finally {
        await held.commit();
      }
    };
    const before = await ledgerTuplesRead(assignments[0]!);
    // When 5,000 model and tool events are appended after every cursor
    await t.admin.query(`select workforce.ledger_append($1, null, 'llm.request', jsonb_build_object('call_id', i::text), $2, $2)
                           from generate_series(1, 5000) i`, [org.organizationId, org.system.actorId]);
    // (as autovacuum would after such growth: with stale statistics the planner may prefer a scan)
    await t.admin.query('analyze workforce.events');
    // Then a claim reads as much of the ledger as before, give or take an index page, not 5,000 more
    const after = await ledgerTuplesRead(assignments[1]!);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
    expect(before).toBeLessThan(50);
  });
});
