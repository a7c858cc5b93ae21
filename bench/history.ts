import type pg from 'pg';
import type { BenchOrganization } from './setup.js';

export type HistoryOrganization = Pick<BenchOrganization, 'organizationId' | 'system' | 'agentId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const literal = (id: string) => {
  if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id}'::uuid`;
};

/**
 * Appends `lifecycles` Assignment lifecycles (assignment.created, attempt.started, attempt.ended
 * FAILED: three guarded events each) to the organization's ledger, as the superuser, in batches
 * of one transaction each.
 *
 * The commands cost about 1 ms each inside the server, so a million events through them would take
 * a quarter of an hour. This writes the same rows the commands write (same payloads, attribution,
 * links, and a correct digest chain continuing from the head), but only to the ledger: the
 * Assignment projection is left behind its cursor, and commands refuse it as stale until
 * `rebuild_projection` has replayed the history, which is what the rebuild benchmark does.
 */
export async function appendLifecycles(
  admin: pg.Pool,
  org: HistoryOrganization,
  goalEntityId: string,
  lifecycles: number,
  batch = 5_000,
): Promise<void> {
  const client = await admin.connect();
  try {
    for (let done = 0; done < lifecycles; done += batch) {
      await client.query(lifecycleBatch(org, goalEntityId, Math.min(batch, lifecycles - done)));
    }
  } finally {
    client.release();
  }
}

function lifecycleBatch(org: HistoryOrganization, goalEntityId: string, count: number): string {
  const [o, caller, agent, goal] = [org.organizationId, org.system.actorId, org.agentId, goalEntityId].map(literal);
  // The head is locked first and written once at the end: within one transaction, updating it per
  // event would leave a chain of row versions that every later read walks.
  return `do $$
declare
  h workforce.organization_heads;
  e workforce.events;
  prev bytea;
  seq bigint;
  aid uuid;
  att uuid;
  started uuid;
begin
  select * into h from workforce.organization_heads where organization_id = ${o} for no key update;
  prev := h.last_digest;
  seq := h.last_seq;
  for i in 1..${count} loop
    aid := gen_random_uuid();
    att := gen_random_uuid();
    started := gen_random_uuid();
    seq := seq + 1;
    e := row(${o}, seq, gen_random_uuid(), 'assignment.created', 1,
             jsonb_build_object('assignment_id', aid, 'title', null, 'goal_entity_id', ${goal}),
             ${caller}, ${caller}, aid, null, null, clock_timestamp(), null)::workforce.events;
    e.digest := workforce.event_digest(prev, e);
    insert into workforce.events values (e.*);
    prev := e.digest;
    seq := seq + 1;
    e := row(${o}, seq, started, 'attempt.started', 1,
             jsonb_build_object('assignment_id', aid, 'attempt_id', att, 'agent_id', ${agent}, 'configuration_version', 1,
                                'claim_expires_at', workforce.utc_text(now() + interval '10 minutes')),
             ${agent}, ${caller}, aid, att, null, clock_timestamp(), null)::workforce.events;
    e.digest := workforce.event_digest(prev, e);
    insert into workforce.events values (e.*);
    prev := e.digest;
    seq := seq + 1;
    e := row(${o}, seq, gen_random_uuid(), 'attempt.ended', 1,
             jsonb_build_object('assignment_id', aid, 'attempt_id', att, 'outcome', 'FAILED', 'outcome_entity_id', null,
                                'failure_reason', 'bench history'),
             ${agent}, ${caller}, aid, att, started, clock_timestamp(), null)::workforce.events;
    e.digest := workforce.event_digest(prev, e);
    insert into workforce.events values (e.*);
    prev := e.digest;
  end loop;
  update workforce.organization_heads set last_seq = seq, last_digest = prev where organization_id = ${o};
end $$`;
}
