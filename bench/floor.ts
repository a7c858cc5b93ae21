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

/**
 * The row work one claim or one ending does in this design, in one function call and nothing else:
 * the Assignment cursor and row locked, the head advanced, the event (its digest over the payload
 * only) inserted, the Assignment row and the cursor updated, and for an ending the outcome Entity
 * (the Assignment COMPLETED; the ending names no started event, so one foreign-key check fewer).
 * No guards, no caller or freshness checks, no result beyond the event. It lives in a schema of the
 * bench's own database (created here as the superuser, dropped with the database). What our cycle
 * costs beyond it is what guarding and answering cost; what it writes is what the ledger, its
 * indexes and the projection require.
 */
const FLOOR_STEP = `
create schema if not exists bench_floor;
create or replace function bench_floor.step(p_org uuid, p_assignment uuid, p_attempt uuid, p_actor uuid, p_end boolean)
returns jsonb language plpgsql set search_path = workforce, pg_temp as $$
declare
  h organization_heads;
  e events;
  outcome uuid := gen_random_uuid();
begin
  perform from projection_cursors where organization_id = p_org and projection = 'ASSIGNMENTS' for no key update;
  perform from assignments where organization_id = p_org and assignment_id = p_assignment for no key update;
  select * into h from organization_heads where organization_id = p_org for no key update;
  e.organization_id := p_org;
  e.org_seq := h.last_seq + 1;
  e.event_id := gen_random_uuid();
  e.kind := case when p_end then 'attempt.ended' else 'attempt.started' end;
  e.payload_version := case when p_end then 3 else 1 end;
  e.payload := jsonb_build_object('assignment_id', p_assignment, 'attempt_id', p_attempt, 'agent_id', p_actor,
                                  'configuration_version', 1, 'claim_expires_at', now());
  e.actor_id := p_actor;
  e.recorded_by := p_actor;
  e.assignment_id := p_assignment;
  e.attempt_id := p_attempt;
  e.recorded_at := clock_timestamp();
  e.digest := sha256(h.last_digest || convert_to(e.payload::text, 'UTF8'));
  insert into events values (e.*);
  update organization_heads set last_seq = e.org_seq, last_digest = e.digest where organization_id = p_org;
  if p_end then
    insert into entities (organization_id, entity_id, media_type, content, sha256, byte_size, created_by,
                          generated_by_attempt_id, created_seq, created_at)
    values (p_org, outcome, 'text/plain', 'done', sha256('done'), 4, p_actor, p_attempt, e.org_seq, e.recorded_at);
    update assignments set state = 'COMPLETED', active_attempt_id = null, claim_agent_id = null, claim_configuration_version = null,
                           claim_expires_at = null, claim_started_at = null, outcome_entity_id = outcome,
                           completed_attempt_id = p_attempt, completed_at = e.recorded_at, last_applied_seq = e.org_seq,
                           updated_at = e.recorded_at
     where organization_id = p_org and assignment_id = p_assignment;
  else
    update assignments set state = 'RUNNING', active_attempt_id = p_attempt, claim_agent_id = p_actor, claim_configuration_version = 1,
                           claim_expires_at = now() + interval '5 minutes', claim_started_at = e.recorded_at,
                           attempt_count = attempt_count + 1, last_applied_seq = e.org_seq, updated_at = e.recorded_at
     where organization_id = p_org and assignment_id = p_assignment;
  end if;
  update projection_cursors set last_applied_seq = e.org_seq, updated_at = now()
   where organization_id = p_org and projection = 'ASSIGNMENTS';
  return to_jsonb(e);
end $$;
-- Many steps as one call, one transaction (the HTTP floor's grouping): organizations in uuid order,
-- so two calls never wait for each other crosswise. Results in input order.
create or replace function bench_floor.steps(p_items jsonb) returns jsonb language plpgsql as $$
declare
  item record;
  results jsonb[] := array_fill(null::jsonb, array[jsonb_array_length(p_items)]);
begin
  for item in select x.v, x.n from jsonb_array_elements(p_items) with ordinality x(v, n) order by x.v->>'org', x.n loop
    results[item.n] := bench_floor.step((item.v->>'org')::uuid, (item.v->>'assignment')::uuid, (item.v->>'attempt')::uuid,
                                        (item.v->>'actor')::uuid, (item.v->>'end')::boolean);
  end loop;
  return to_jsonb(results);
end $$;`;

/** One floor cycle (bench_floor.step for the claim, then for the ending), a prepared statement each. */
export async function floorCycle(client: pg.PoolClient, org: BenchOrganization, assignmentId: string, attemptId: string) {
  for (const end of [false, true]) {
    await client.query({
      name: 'bench_floor_step',
      text: 'select bench_floor.step($1, $2, $3, $4, $5)',
      values: [org.organizationId, assignmentId, attemptId, org.agentId, end],
    });
  }
}

/** Creates bench_floor.step in the bench's database (superuser pool). */
export async function createFloorStep(admin: pg.Pool): Promise<void> {
  await admin.query(FLOOR_STEP);
}
