import type pg from 'pg';
import type { BenchOrganization } from './setup.js';

const PAYLOAD = JSON.stringify({
  call_id: 'floor',
  model: 'bench-model',
  messages: [{ role: 'user', content: 'x'.repeat(180) }],
  parameters: { temperature: 0 },
});

/**
 * The PostgreSQL floor for one claim: the same row work as claim_assignment, as separate prepared
 * statements in one transaction (seven round trips where the command makes one). With `notify`, it
 * also sends the NOTIFY every ledger append sends (a diagnostic, not a target: PostgreSQL commits
 * notifying transactions one at a time, cluster-wide, fsync included).
 */
export async function floorClaim(
  client: pg.PoolClient,
  org: BenchOrganization,
  assignmentId: string,
  notify = false,
): Promise<void> {
  const q = (name: string, text: string, values: unknown[]) => client.query({ name, text, values });
  await client.query('begin');
  try {
    await q(
      'floor_cursor',
      `select last_applied_seq from workforce.projection_cursors
      where organization_id = $1 and projection = 'ASSIGNMENTS' for no key update`,
      [org.organizationId],
    );
    await q(
      'floor_row',
      `select state from workforce.assignments where organization_id = $1 and assignment_id = $2 for no key update`,
      [org.organizationId, assignmentId],
    );
    const head = await q(
      'floor_head',
      `update workforce.organization_heads set last_seq = last_seq + 1
      where organization_id = $1 returning last_seq, last_digest`,
      [org.organizationId],
    );
    const { last_seq: seq, last_digest: digest } = head.rows[0] as { last_seq: number; last_digest: Buffer };
    await q(
      'floor_event',
      `insert into workforce.events (organization_id, org_seq, event_id, kind, payload_version, payload,
        actor_id, recorded_by, assignment_id, attempt_id, recorded_at, digest)
      values ($1, $2, gen_random_uuid(), 'llm.request', 1, $3::jsonb, $4, $4, $5, gen_random_uuid(), clock_timestamp(), $6)`,
      [org.organizationId, seq, PAYLOAD, org.system.actorId, assignmentId, digest],
    );
    await q(
      'floor_update',
      `update workforce.assignments set updated_at = now() where organization_id = $1 and assignment_id = $2`,
      [org.organizationId, assignmentId],
    );
    await q(
      'floor_advance',
      `update workforce.projection_cursors set updated_at = now()
      where organization_id = $1 and projection = 'ASSIGNMENTS'`,
      [org.organizationId],
    );
    if (notify) await q('floor_notify', `select pg_notify('workforce_ledger', $1)`, [`${org.organizationId}:${seq}`]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
