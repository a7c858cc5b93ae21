-- The ledger: organizations, their head rows, the event-kind registry and the append-only events.
--
-- Citus readiness: every distributed table leads its primary, unique and foreign keys with
-- organization_id. organizations and event_kinds are the reference tables (shared by all tenants).

create table workforce.organizations (
  organization_id uuid primary key,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  created_at timestamptz not null default now()
);

-- One row per organization, locked by every append: it allocates the gapless org_seq and carries
-- the last digest of the chain, so sequence order is commit order.
create table workforce.organization_heads (
  organization_id uuid primary key references workforce.organizations,
  system_actor_id uuid not null,
  last_seq bigint not null default 0,
  last_digest bytea not null default '\x0000000000000000000000000000000000000000000000000000000000000000'
);

-- projection is the read model a kind changes; guarded kinds can only be appended by the command
-- functions that also apply them, never by the generic append.
create table workforce.event_kinds (
  kind text not null check (kind ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$'),
  payload_version integer not null check (payload_version > 0),
  projection text check (projection in ('ACTORS', 'ASSIGNMENTS')),
  guarded boolean not null,
  active boolean not null default true,
  description text not null,
  -- A stored form (sql/schema/15_contents.sql): the version of this kind whose payloads it stores
  -- with large values by reference. Written by the generic append only, never sent.
  stored_form_of integer,
  primary key (kind, payload_version)
);

create table workforce.events (
  organization_id uuid not null references workforce.organizations,
  org_seq bigint not null check (org_seq > 0),
  event_id uuid not null,
  kind text not null,
  payload_version integer not null,
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  actor_id uuid not null,
  recorded_by uuid not null,
  assignment_id uuid,
  attempt_id uuid,
  follows_event_id uuid,
  recorded_at timestamptz not null,
  digest bytea not null check (octet_length(digest) = 32),
  primary key (organization_id, org_seq),
  unique (organization_id, event_id),
  foreign key (kind, payload_version) references workforce.event_kinds,
  foreign key (organization_id, follows_event_id) references workforce.events (organization_id, event_id)
);

create index events_kind_seq on workforce.events (organization_id, kind, org_seq);
-- The projection an event kind changes, as a function the freshness indexes and their probes
-- share (the registry's projection column, fixed here: test/db/freshness.test.ts holds them equal).
-- SQL, so the planner inlines it into the same expression on both sides.
create function workforce.event_projection(p_kind text) returns text
language sql immutable parallel safe
return case when p_kind in ('assignment.created', 'assignment.cancelled', 'assignment.reopened', 'attempt.started',
                            'attempt.renewed', 'attempt.ended', 'attempt.reconciled') then 'ASSIGNMENTS'
            when p_kind in ('actor.registered', 'actor.deactivated', 'agent_configuration.published') then 'ACTORS' end;

-- Freshness check: "is there an event of this projection after the cursor?" is one probe of the
-- projection's own index, which holds nothing else, so no plan can walk unrelated events instead.
-- The predicate is the function, not `kind in (...)`: a predicate that ordinary lookups imply
-- (`kind = 'attempt.started' and attempt_id = $1`) made this index a candidate for them, and with
-- no statistics yet a generic plan chose it and read every Assignment event of the organization
-- per lookup. So only the freshness probes use these two indexes, and a command reads a handful of
-- ledger tuples however many events its organization has (test/db/lookup-cost.test.ts: "lets only
-- the freshness probes use the freshness indexes, whatever else is missing" and "claim and end
-- read a handful of ledger tuples ..."; what the mistake cost is in docs/performance.md).
create index events_assignments_seq on workforce.events (organization_id, org_seq)
  where workforce.event_projection(kind) = 'ASSIGNMENTS';
create index events_actors_seq on workforce.events (organization_id, org_seq)
  where workforce.event_projection(kind) = 'ACTORS';
create index events_assignment_seq on workforce.events (organization_id, assignment_id, org_seq)
  where assignment_id is not null;
create index events_attempt_seq on workforce.events (organization_id, attempt_id, org_seq)
  where attempt_id is not null;
-- The ledger itself refuses a second creation, start, ending or reconciliation, whatever code path appends.
create unique index events_one_creation on workforce.events (organization_id, assignment_id)
  where kind = 'assignment.created';
create unique index events_one_start on workforce.events (organization_id, attempt_id)
  where kind = 'attempt.started';
create unique index events_one_ending on workforce.events (organization_id, attempt_id)
  where kind = 'attempt.ended';
create unique index events_one_reconciliation on workforce.events (organization_id, attempt_id)
  where kind = 'attempt.reconciled';
-- An Attempt's latest renewal, found without walking its model and tool calls.
create index events_attempt_renewals on workforce.events (organization_id, attempt_id, org_seq)
  where kind = 'attempt.renewed';
-- An Actor's deactivation, which authenticate_token asks the ledger for: during a rebuild of the
-- Actor projection a row can be missing or behind. Only deactivations carry an entry.
create index events_actor_deactivations on workforce.events (organization_id, (payload->>'actor_id'))
  where kind = 'actor.deactivated';

-- Append-only for everyone, the owner included. Looks only at the statement, so Citus can run it on shards.
create function workforce.refuse_mutation() returns trigger
language plpgsql as $$
begin
  raise exception using
    errcode = 'WF024',
    message = format('%s is append-only: %s is not allowed', tg_table_name, lower(tg_op));
end
$$;

create trigger events_append_only before update or delete on workforce.events
  for each row execute function workforce.refuse_mutation();
create trigger events_no_truncate before truncate on workforce.events
  for each statement execute function workforce.refuse_mutation();

-- Raises a domain refusal: a distinct SQLSTATE, a sentence a person can act on, and JSON facts.
create function workforce.fail(p_code text, p_message text, p_detail jsonb default '{}')
returns void
language plpgsql as $$
begin
  raise exception using errcode = p_code, message = p_message, detail = p_detail::text;
end
$$;

-- A refusal as a value: {"refusal": {code, message, detail}}. Each refusal is declared once, by the
-- command (or the helper) that judges it; a single command raises it with raise_refusal, a batch
-- collects it as that item's result. No exception block per item: each one would open a
-- subtransaction, and past 64 in one transaction every snapshot of the cluster slows down.
create function workforce.refusal(p_code text, p_message text, p_detail jsonb default '{}') returns jsonb
language sql stable parallel safe
return jsonb_build_object('refusal', jsonb_build_object('code', p_code, 'message', p_message, 'detail', p_detail));

-- Raises the refusal a judgement returned, or passes its result (null included) through.
create function workforce.raise_refusal(p_result jsonb) returns jsonb
language plpgsql as $$
begin
  if p_result ? 'refusal' then
    perform workforce.fail(p_result->'refusal'->>'code', p_result->'refusal'->>'message', p_result->'refusal'->'detail');
  end if;
  return p_result;
end
$$;

create function workforce.utc_text(p_at timestamptz) returns text
language plpgsql immutable parallel safe
as $$ begin return to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'); end $$;

-- digest = sha256(previous digest || canonical form). jsonb text output is deterministic, and the
-- timestamp is rendered in UTC, so the form does not depend on session settings.
create function workforce.event_digest(p_previous bytea, e workforce.events) returns bytea
language plpgsql immutable parallel safe
as $$ begin return sha256(p_previous || convert_to(jsonb_build_array(
  e.organization_id, e.org_seq, e.event_id, e.kind, e.payload_version, e.payload, e.actor_id,
  e.recorded_by, e.assignment_id, e.attempt_id, e.follows_event_id, workforce.utc_text(e.recorded_at)
)::text, 'UTF8')); end $$;

-- Appends one event. The caller holds its projection locks already: the head is locked last
-- (lock order: assignment cursor, actor cursor, assignment row, organization head).
--
-- No NOTIFY here: PostgreSQL serializes the commits of all notifying transactions of a cluster on
-- one lock held through the WAL flush, which would make every command of every organization wait
-- for every other. Live subscribers are woken by the server that ran the command instead (see
-- src/events/live.ts), and they always read the ledger itself.
create function workforce.ledger_append(
  p_organization_id uuid,
  p_event_id uuid,
  p_kind text,
  p_payload jsonb,
  p_actor_id uuid,
  p_recorded_by uuid,
  p_assignment_id uuid default null,
  p_attempt_id uuid default null,
  p_follows_event_id uuid default null,
  p_payload_version integer default 1
) returns workforce.events
language plpgsql as $$
declare
  h workforce.organization_heads;
  e workforce.events;
begin
  select * into h from workforce.organization_heads where organization_id = p_organization_id for no key update;
  if not found then
    perform workforce.fail('WF022', format('organization %s does not exist', p_organization_id));
  end if;
  e.organization_id := p_organization_id;
  e.org_seq := h.last_seq + 1;
  e.event_id := coalesce(p_event_id, gen_random_uuid());
  e.kind := p_kind;
  e.payload_version := p_payload_version;
  e.payload := p_payload;
  e.actor_id := p_actor_id;
  e.recorded_by := p_recorded_by;
  e.assignment_id := p_assignment_id;
  e.attempt_id := p_attempt_id;
  e.follows_event_id := p_follows_event_id;
  -- Taken after the head lock, so recorded_at follows org_seq (now() would be the transaction start).
  e.recorded_at := clock_timestamp();
  e.digest := workforce.event_digest(h.last_digest, e);
  insert into workforce.events values (e.*);
  -- One write of the head per event: the sequence and the chain's last digest together.
  update workforce.organization_heads set last_seq = e.org_seq, last_digest = e.digest
   where organization_id = p_organization_id;
  return e;
end
$$;

-- An exact retry is recognised by its event id: same kind, payload and references means replay,
-- anything else is an identity conflict.
--
-- Rows are read into variables of the table's type, never selected whole inside a query: on Citus
-- the query runs against a shard, whose row type is the shard's, which no function here takes.
create function workforce.find_event(p_organization_id uuid, p_event_id uuid) returns workforce.events
language plpgsql stable
as $$
declare
  e workforce.events;
begin
  select * into e from workforce.events where organization_id = p_organization_id and event_id = p_event_id;
  if not found then
    return null;
  end if;
  return e;
end
$$;

-- IdentityConflict when the caller-chosen event id already names another event, else null.
create function workforce.reused_event_id_refusal(p_organization_id uuid, p_event_id uuid) returns jsonb
language plpgsql stable as $$
declare
  e workforce.events;
begin
  if p_event_id is null then
    return null;
  end if;
  e := workforce.find_event(p_organization_id, p_event_id);
  if e.event_id is null then
    return null;
  end if;
  return workforce.refusal('WF009',
    format('event id %s is already used by %s event #%s with other facts', p_event_id, e.kind, e.org_seq),
    jsonb_build_object('event_id', p_event_id, 'existing_kind', e.kind, 'existing_seq', e.org_seq));
end
$$;

create function workforce.refuse_reused_event_id(p_organization_id uuid, p_event_id uuid) returns void
language plpgsql as $$
begin
  perform workforce.raise_refusal(workforce.reused_event_id_refusal(p_organization_id, p_event_id));
end
$$;
