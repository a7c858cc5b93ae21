// What a command reads of the ledger does not grow with the ledger: the freshness check and the
// guards' lookups are index probes, whatever plan a pooled connection has cached. Measured with
// PostgreSQL's own per-transaction counters, not with a clock.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { ledgerTuplesRead } from '../helpers/ledger.js';

const t = useTestDatabase();

describe('freshness cost', () => {
  it('a claim reads as many ledger tuples with 5,000 later unrelated events as with none, whatever plan is cached', async () => {
    // Given an organization whose Actor cursor sits far behind its head, and one connection that
    // keeps its cached (generic) plans from when the ledger was small
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const assignments = await Promise.all([1, 2, 3].map(async () => (await newAssignment(t, org.system)).assignment.id));
    const client = await t.appPool.connect();
    const claimTuplesRead = (assignmentId: string) =>
      ledgerTuplesRead(
        client,
        functionQuery('claim_assignment', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          assignment_id: assignmentId,
          agent_id: agent,
          configuration_version: 1,
          attempt_id: randomUUID(),
          event_id: null,
          claim_expires_at: null,
          claim_ttl_seconds: 60,
          max_claim_seconds: 3600,
        }),
      );
    try {
      const before = await claimTuplesRead(assignments[0]!);
      // When 5,000 model and tool events are appended after every cursor
      await t.admin.query(
        `select workforce.ledger_append(p_organization_id => $1, p_event_id => null, p_kind => 'llm.request',
                                                          p_payload => jsonb_build_object('call_id', i::text), p_actor_id => $2,
                                                          p_recorded_by => $2)
                             from generate_series(1, 5000) i`,
        [org.organizationId, org.system.actorId],
      );
      // Then a claim reads as much of the ledger as before, give or take an index page, not 5,000
      // more: with the plans cached while the ledger was small and statistics that still say so
      const stale = await claimTuplesRead(assignments[1]!);
      // and after the statistics catch up (as autovacuum would), with plans made afresh
      await t.admin.query('analyze workforce.events');
      const analyzed = await claimTuplesRead(assignments[2]!);
      expect(before).toBeLessThan(50);
      expect(Math.abs(stale - before)).toBeLessThanOrEqual(2);
      expect(Math.abs(analyzed - before)).toBeLessThanOrEqual(2);
    } finally {
      client.release();
    }
  });
});
