-- The Assignment projection and its guarded lifecycle commands. Attempts have no table of their
-- own: their history is the attempt.started / attempt.ended events of the ledger.

create table workforce.assignments (
  organization_id uuid not null references workforce.organizations,
  assignment_id uuid not null,
  state text not null check (state in ('READY', 'RUNNING', 'COMPLETED', 'CANCELLED', 'UNCERTAIN')),
  title text,
  goal_entity_id uuid not null,
  created_by uuid not null,
  created_at timestamptz not null,
  active_attempt_id uuid,
  claim_agent_id uuid,
  claim_configuration_version integer,
  claim_expires_at timestamptz,
  claim_started_at timestamptz,
  outcome_entity_id uuid,
  completed_attempt_id uuid,
  completed_at timestamptz,
  attempt_count integer not null,
  last_applied_seq bigint not null,
  updated_at timestamptz not null,
  -- The Attempt that ended UNCERTAIN (an external effect may have happened) and awaits reconciliation.
  uncertain_attempt_id uuid,
  -- The operator's cancellation in force (cleared by a reopening, or by a reconciliation that completes).
  cancelled_at timestamptz,
  cancelled_by uuid,
  cancel_reason text,
  -- The last Attempt reconciled EFFECTED: its external effect happened though the Assignment was
  -- cancelled. Kept, so that whoever takes the Assignment up again is told (availability).
  effected_attempt_id uuid,
  primary key (organization_id, assignment_id),
  foreign key (organization_id, goal_entity_id) references workforce.entities (organization_id, entity_id),
  foreign key (organization_id, outcome_entity_id) references workforce.entities (organization_id, entity_id),
  -- At most one active claim, and a claim is always whole.
  check ((state = 'RUNNING') = (active_attempt_id is not null)),
  check ((active_attempt_id is null) = (claim_agent_id is null)
     and (active_attempt_id is null) = (claim_configuration_version is null)
     and (active_attempt_id is null) = (claim_expires_at is null)
     and (active_attempt_id is null) = (claim_started_at is null)),
  check ((state = 'COMPLETED') = (outcome_entity_id is not null)
     and (state = 'COMPLETED') = (completed_attempt_id is not null)
     and (state = 'COMPLETED') = (completed_at is not null)),
  -- A decision is whole: a cancellation names when, by whom and why; an uncertain Attempt blocks
  -- claims whether or not the Assignment is also cancelled.
  check ((state = 'CANCELLED') = (cancelled_at is not null)
     and (cancelled_at is null) = (cancelled_by is null)
     and (cancelled_at is null) = (cancel_reason is null)),
  check (state <> 'UNCERTAIN' or uncertain_attempt_id is not null),
  check (uncertain_attempt_id is null or state in ('UNCERTAIN', 'CANCELLED'))
);

create index assignments_by_state on workforce.assignments (organization_id, state, created_at, assignment_id);
-- The Assignments an Entity is the goal of: what entity_use asks before an Entity may be a
-- receipt. The goal never changes, so the entry is written once, at creation. It leads with the
-- goal, not the organization: led by organization_id it tied with the primary key for a generic
-- plan made before the table was analyzed, and such plans read every Assignment of the
-- organization per primary-key read (test/db/plans-on-empty-tables.test.ts).
create index assignments_by_goal on workforce.assignments (goal_entity_id, organization_id);
-- The running claims by expiry, across organizations: what count_claims_awaiting_recovery reads. A
-- claim adds one entry; an ending removes the row from it (the new version is not RUNNING).
create index assignments_claims_by_expiry on workforce.assignments (claim_expires_at) where state = 'RUNNING';

-- The evolve step: total and free of guards, used by the commands and by rebuild alike. It folds
-- the organization's ledger events (p_after_seq, p_through_seq] into the projection: a command
-- passes the events it just appended, a rebuild batch thousands. Each Assignment named in the
-- range is written once, whatever the number of its events there, in one statement. Each group of
-- facts is decided by the last event in the range that speaks of it, else kept from the stored row
-- (or empty when the range creates the Assignment):
--   claim        the last attempt.started (a claim, its expiry moved by a later attempt.renewed of
--                the same Attempt) or attempt.ended (no claim);
--   completion   the last attempt.ended COMPLETED or attempt.reconciled COMPLETE that completed the
--                Assignment (version 2's outcome COMPLETED; an EFFECTED one leaves it cancelled);
--   effect       the last attempt.reconciled EFFECTED (that Attempt), else kept;
--   cancellation the last assignment.cancelled (in force) or assignment.reopened (none), and none
--                once completed;
--   uncertainty  the last attempt.ended UNCERTAIN (that Attempt) or attempt.reconciled (none);
-- and the state follows from the facts: COMPLETED, else CANCELLED, else UNCERTAIN, else RUNNING
-- under a claim, else READY. attempt_count adds the starts; last_applied_seq and updated_at come
-- from the last event. The result is the row that applying the events one by one would leave (the
-- ledger's order, creation first, is what the guards guarantee): test/db/rebuild-fold.test.ts,
-- "leaves the rows the commands wrote, for every batch size and one event at a time". Rebuild
-- calls it once per batch, never per event: no test times that; the rebuild target of npm run
-- bench does (docs/performance.md).
--
-- One generic plan serves both callers (an index range on the ledger, one primary-key probe per
-- Assignment): left to choose, PostgreSQL would plan the statement afresh on every command, since
-- a one-event custom plan always looks cheaper than the generic one. The migrations must keep that
-- setting (test/db/drift.test.ts: "the migrations give every function the settings the declarative
-- schema gives it"); what replanning cost is in docs/performance.md.
create function workforce.assignments_apply(p_organization_id uuid, p_after_seq bigint, p_through_seq bigint) returns void
language plpgsql set plan_cache_mode = force_generic_plan as $$
declare
  rows record;
begin
  -- One read of the events and current rows into arrays, then one upsert of them all. On Citus both
  -- are single-shard statements on the organization's worker (every row written names the
  -- organization given); one INSERT ... SELECT from the events was planned on every shard, with a
  -- two-phase commit on each command. Row-by-row upserts are slower: the rebuild's events-per-second
  -- target (npm run bench) guards this shape; the figures are in docs/performance.md.
  select array_agg(n.assignment_id) as assignment_id,
         array_agg(case when n.completed_attempt_id is not null then 'COMPLETED'
                        when n.cancelled_at is not null then 'CANCELLED'
                        when n.uncertain_attempt_id is not null then 'UNCERTAIN'
                        when n.active_attempt_id is not null then 'RUNNING'
                        else 'READY' end) as state,
         array_agg(n.title) as title,
         array_agg(n.goal_entity_id) as goal_entity_id,
         array_agg(n.created_by) as created_by,
         array_agg(n.created_at) as created_at,
         array_agg(n.active_attempt_id) as active_attempt_id,
         array_agg(n.claim_agent_id) as claim_agent_id,
         array_agg(n.claim_configuration_version) as claim_configuration_version,
         array_agg(n.claim_expires_at) as claim_expires_at,
         array_agg(n.claim_started_at) as claim_started_at,
         array_agg(n.outcome_entity_id) as outcome_entity_id,
         array_agg(n.completed_attempt_id) as completed_attempt_id,
         array_agg(n.completed_at) as completed_at,
         array_agg(n.attempt_count) as attempt_count,
         array_agg(n.last_applied_seq) as last_applied_seq,
         array_agg(n.updated_at) as updated_at,
         array_agg(n.uncertain_attempt_id) as uncertain_attempt_id,
         array_agg(case when n.completed_attempt_id is null then n.cancelled_at end) as cancelled_at,
         array_agg(case when n.completed_attempt_id is null then n.cancelled_by end) as cancelled_by,
         array_agg(case when n.completed_attempt_id is null then n.cancel_reason end) as cancel_reason,
         array_agg(n.effected_attempt_id) as effected_attempt_id
    into rows
    from (
    with folded as (
      select e.assignment_id,
             (array_agg(e order by e.org_seq desc))[1] as last,
             (array_agg(e order by e.org_seq desc) filter (where e.kind = 'assignment.created'))[1] as created,
             (array_agg(e order by e.org_seq desc) filter (where e.kind in ('attempt.started', 'attempt.ended')))[1] as claim,
             (array_agg(e order by e.org_seq desc) filter (where e.kind = 'attempt.renewed'))[1] as renewed,
             (array_agg(e order by e.org_seq desc)
                filter (where (e.kind = 'attempt.ended' and e.payload->>'outcome' = 'COMPLETED')
                           or (e.kind = 'attempt.reconciled' and e.payload->>'decision' = 'COMPLETE'
                               and coalesce(e.payload->>'outcome', 'COMPLETED') = 'COMPLETED')))[1] as completion,
             (array_agg(e order by e.org_seq desc)
                filter (where e.kind = 'attempt.reconciled' and e.payload->>'outcome' = 'EFFECTED'))[1] as effect,
             (array_agg(e order by e.org_seq desc) filter (where e.kind in ('assignment.cancelled', 'assignment.reopened')))[1]
               as cancellation,
             (array_agg(e order by e.org_seq desc)
                filter (where (e.kind = 'attempt.ended' and e.payload->>'outcome' = 'UNCERTAIN')
                           or e.kind = 'attempt.reconciled'))[1] as uncertainty,
             (count(*) filter (where e.kind = 'attempt.started'))::integer as starts
        from workforce.events e
       where e.organization_id = p_organization_id and e.org_seq > p_after_seq and e.org_seq <= p_through_seq
         and e.kind in ('assignment.created', 'assignment.cancelled', 'assignment.reopened', 'attempt.started',
                        'attempt.renewed', 'attempt.ended', 'attempt.reconciled')
         and e.assignment_id is not null
       group by e.assignment_id
    )
    select f.assignment_id,
           case when x.created then (f.created).payload->>'title' else r.title end as title,
           case when x.created then ((f.created).payload->>'goal_entity_id')::uuid else r.goal_entity_id end as goal_entity_id,
           case when x.created then (f.created).actor_id else r.created_by end as created_by,
           case when x.created then (f.created).recorded_at else r.created_at end as created_at,
           c.active_attempt_id,
           case when x.claimed then ((f.claim).payload->>'agent_id')::uuid when c.active_attempt_id is not null then r.claim_agent_id end
             as claim_agent_id,
           case when x.claimed then ((f.claim).payload->>'configuration_version')::integer
                when c.active_attempt_id is not null then r.claim_configuration_version end as claim_configuration_version,
           case when c.active_attempt_id is null then null
                when (f.renewed).attempt_id = c.active_attempt_id then ((f.renewed).payload->>'claim_expires_at')::timestamptz
                when x.claimed then ((f.claim).payload->>'claim_expires_at')::timestamptz
                else r.claim_expires_at end as claim_expires_at,
           case when x.claimed then (f.claim).recorded_at when c.active_attempt_id is not null then r.claim_started_at end
             as claim_started_at,
           case when x.completed then ((f.completion).payload->>'outcome_entity_id')::uuid when x.created then null
                else r.outcome_entity_id end as outcome_entity_id,
           case when x.completed then (f.completion).attempt_id when x.created then null else r.completed_attempt_id end
             as completed_attempt_id,
           case when x.completed then (f.completion).recorded_at when x.created then null else r.completed_at end as completed_at,
           case when x.created then 0 else r.attempt_count end + f.starts as attempt_count,
           (f.last).org_seq as last_applied_seq, (f.last).recorded_at as updated_at,
           case when (f.uncertainty).event_id is not null then
                  case when (f.uncertainty).kind = 'attempt.ended' then (f.uncertainty).attempt_id end
                when x.created then null else r.uncertain_attempt_id end as uncertain_attempt_id,
           case when x.cancelled then (f.cancellation).recorded_at when x.decided or x.created then null else r.cancelled_at end
             as cancelled_at,
           case when x.cancelled then (f.cancellation).actor_id when x.decided or x.created then null else r.cancelled_by end
             as cancelled_by,
           case when x.cancelled then (f.cancellation).payload->>'reason' when x.decided or x.created then null else r.cancel_reason end
             as cancel_reason,
           case when (f.effect).event_id is not null then (f.effect).attempt_id when x.created then null else r.effected_attempt_id end
             as effected_attempt_id
      from folded f
      -- One primary-key probe per Assignment (offset 0 keeps it a probe): never a scan of the table.
      left join lateral (select * from workforce.assignments r
                          where r.organization_id = p_organization_id and r.assignment_id = f.assignment_id offset 0) r on true
     cross join lateral (select (f.created).event_id is not null as created,
                                (f.claim).kind = 'attempt.started' as claimed,
                                (f.completion).event_id is not null as completed,
                                (f.cancellation).event_id is not null as decided,
                                coalesce((f.cancellation).kind = 'assignment.cancelled', false) as cancelled) x
     cross join lateral (select case when (f.claim).event_id is not null then
                                       case when x.claimed then (f.claim).attempt_id end
                                     when x.created then null else r.active_attempt_id end as active_attempt_id) c
     -- An attempt event for an Assignment that was never created changes nothing, as an update would.
     where x.created or r.assignment_id is not null
    ) n;
  if rows.assignment_id is null then
    return;
  end if;
  insert into workforce.assignments as a (organization_id, assignment_id, state, title, goal_entity_id,
                                          created_by, created_at, active_attempt_id, claim_agent_id,
                                          claim_configuration_version, claim_expires_at, claim_started_at,
                                          outcome_entity_id, completed_attempt_id, completed_at, attempt_count,
                                          last_applied_seq, updated_at, uncertain_attempt_id, cancelled_at,
                                          cancelled_by, cancel_reason, effected_attempt_id)
  select p_organization_id, u.*
    from unnest(rows.assignment_id, rows.state, rows.title, rows.goal_entity_id, rows.created_by,
                rows.created_at, rows.active_attempt_id, rows.claim_agent_id, rows.claim_configuration_version,
                rows.claim_expires_at, rows.claim_started_at, rows.outcome_entity_id,
                rows.completed_attempt_id, rows.completed_at, rows.attempt_count, rows.last_applied_seq,
                rows.updated_at, rows.uncertain_attempt_id, rows.cancelled_at, rows.cancelled_by, rows.cancel_reason,
                rows.effected_attempt_id)
      as u(assignment_id, state, title, goal_entity_id, created_by, created_at, active_attempt_id,
           claim_agent_id, claim_configuration_version, claim_expires_at, claim_started_at, outcome_entity_id,
           completed_attempt_id, completed_at, attempt_count, last_applied_seq, updated_at, uncertain_attempt_id,
           cancelled_at, cancelled_by, cancel_reason, effected_attempt_id)
  on conflict (organization_id, assignment_id) do update
     set state = excluded.state, title = excluded.title, goal_entity_id = excluded.goal_entity_id,
         created_by = excluded.created_by, created_at = excluded.created_at,
         active_attempt_id = excluded.active_attempt_id, claim_agent_id = excluded.claim_agent_id,
         claim_configuration_version = excluded.claim_configuration_version, claim_expires_at = excluded.claim_expires_at,
         claim_started_at = excluded.claim_started_at, outcome_entity_id = excluded.outcome_entity_id,
         completed_attempt_id = excluded.completed_attempt_id, completed_at = excluded.completed_at,
         attempt_count = excluded.attempt_count, last_applied_seq = excluded.last_applied_seq, updated_at = excluded.updated_at,
         uncertain_attempt_id = excluded.uncertain_attempt_id, cancelled_at = excluded.cancelled_at,
         cancelled_by = excluded.cancelled_by, cancel_reason = excluded.cancel_reason,
         effected_attempt_id = excluded.effected_attempt_id;
end
$$;

-- assignments_apply for the one event a single command writes, when it creates an Assignment or
-- starts or ends an Attempt: the same row, written by one INSERT or primary-key UPDATE instead of
-- the fold's aggregate (whose executor set-up alone cost a claim and an ending about 15% of their
-- PostgreSQL CPU: docs/performance.md).
-- Each column is the fold's rule above for a range holding this one event; any other kind is
-- folded. Then the cursor moves past the event. test/db/rebuild-fold.test.ts holds the rows the
-- commands write equal to the rows a rebuild folds.
create function workforce.assignments_apply_event(e workforce.events) returns void
language plpgsql as $$
declare
  completed boolean := e.kind = 'attempt.ended' and e.payload->>'outcome' = 'COMPLETED';
  uncertain boolean := e.kind = 'attempt.ended' and e.payload->>'outcome' = 'UNCERTAIN';
begin
  if e.kind = 'assignment.created' then
    -- A creation is the Assignment's first event (events_one_creation): a new row, READY.
    insert into workforce.assignments (organization_id, assignment_id, state, title, goal_entity_id, created_by, created_at,
                                       attempt_count, last_applied_seq, updated_at)
    values (e.organization_id, e.assignment_id, 'READY', e.payload->>'title', (e.payload->>'goal_entity_id')::uuid,
            e.actor_id, e.recorded_at, 0, e.org_seq, e.recorded_at);
  elsif e.kind = 'attempt.started' then
    update workforce.assignments
       set state = case when completed_attempt_id is not null then 'COMPLETED' when cancelled_at is not null then 'CANCELLED'
                        when uncertain_attempt_id is not null then 'UNCERTAIN' else 'RUNNING' end,
           active_attempt_id = e.attempt_id, claim_agent_id = (e.payload->>'agent_id')::uuid,
           claim_configuration_version = (e.payload->>'configuration_version')::integer,
           claim_expires_at = (e.payload->>'claim_expires_at')::timestamptz, claim_started_at = e.recorded_at,
           attempt_count = attempt_count + 1, last_applied_seq = e.org_seq, updated_at = e.recorded_at
     where organization_id = e.organization_id and assignment_id = e.assignment_id;
  elsif e.kind = 'attempt.ended' then
    update workforce.assignments
       set state = case when completed or completed_attempt_id is not null then 'COMPLETED'
                        when cancelled_at is not null then 'CANCELLED'
                        when uncertain or uncertain_attempt_id is not null then 'UNCERTAIN' else 'READY' end,
           active_attempt_id = null, claim_agent_id = null, claim_configuration_version = null, claim_expires_at = null,
           claim_started_at = null,
           outcome_entity_id = case when completed then (e.payload->>'outcome_entity_id')::uuid else outcome_entity_id end,
           completed_attempt_id = case when completed then e.attempt_id else completed_attempt_id end,
           completed_at = case when completed then e.recorded_at else completed_at end,
           uncertain_attempt_id = case when uncertain then e.attempt_id else uncertain_attempt_id end,
           cancelled_at = case when not completed and completed_attempt_id is null then cancelled_at end,
           cancelled_by = case when not completed and completed_attempt_id is null then cancelled_by end,
           cancel_reason = case when not completed and completed_attempt_id is null then cancel_reason end,
           last_applied_seq = e.org_seq, updated_at = e.recorded_at
     where organization_id = e.organization_id and assignment_id = e.assignment_id;
  else
    perform workforce.assignments_apply(e.organization_id, e.org_seq - 1, e.org_seq);
  end if;
  perform workforce.advance_cursor(e.organization_id, 'ASSIGNMENTS', e.org_seq);
end
$$;

-- Appends an Assignment event and applies it; p_defer (a batch item) only appends: the batch
-- applies its events itself, in one fold where it can (see finish_assignment_batch).
create function workforce.assignments_record(
  p_organization_id uuid, p_event_id uuid, p_kind text, p_payload jsonb, p_actor_id uuid, p_recorded_by uuid,
  p_assignment_id uuid, p_attempt_id uuid, p_follows_event_id uuid, p_defer boolean default false,
  p_payload_version integer default 1
) returns workforce.events
language plpgsql as $$
declare
  e workforce.events;
begin
  e := workforce.ledger_append(p_organization_id, p_event_id, p_kind, p_payload, p_actor_id, p_recorded_by,
                               p_assignment_id, p_attempt_id, p_follows_event_id, p_payload_version);
  if not p_defer then
    perform workforce.assignments_apply_event(e);
  end if;
  return e;
end
$$;

-- An Attempt's start, end, reconciliation or latest renewal: one probe of events_one_start,
-- events_one_ending, events_one_reconciliation or events_attempt_renewals. The kind is
-- written out in each query, so that a generic plan can match those partial indexes; with the kind
-- as a parameter it walked every event of the Attempt (its model and tool calls included), so
-- recording interactions slowed down as the Attempt's history grew (test/db/lookup-cost.test.ts).
create function workforce.attempt_event(p_organization_id uuid, p_attempt_id uuid, p_kind text) returns workforce.events
language plpgsql stable
as $$
declare
  e workforce.events;
begin
  if p_kind = 'attempt.started' then
    select * into e from workforce.events
     where organization_id = p_organization_id and attempt_id = p_attempt_id and kind = 'attempt.started';
  elsif p_kind = 'attempt.ended' then
    select * into e from workforce.events
     where organization_id = p_organization_id and attempt_id = p_attempt_id and kind = 'attempt.ended';
  elsif p_kind = 'attempt.reconciled' then
    select * into e from workforce.events
     where organization_id = p_organization_id and attempt_id = p_attempt_id and kind = 'attempt.reconciled';
  else
    -- The latest renewal: one probe of events_attempt_renewals from its end.
    select * into e from workforce.events
     where organization_id = p_organization_id and attempt_id = p_attempt_id and kind = 'attempt.renewed'
     order by org_seq desc limit 1;
  end if;
  if not found then
    return null;
  end if;
  return e;
end
$$;

-- What every Assignment command returns: the current row, its entities, the events of the Attempt
-- it touched (from which the caller builds the Attempt, exactly as the history reader does), and,
-- for a decision (renew, cancel, reopen, reconcile), the event that records it. p_written: the
-- start or ending the command has just written, taken as it is instead of probed for.
create function workforce.assignment_result(
  p_organization_id uuid, p_assignment_id uuid, p_replayed boolean, p_attempt_id uuid default null,
  p_event workforce.events default null, p_written workforce.events default null
) returns jsonb
language plpgsql stable
as $$
declare
  a workforce.assignments;
  goal workforce.entities;
  outcome workforce.entities;
  started workforce.events;
  renewed workforce.events;
  ended workforce.events;
  reconciled workforce.events;
begin
  -- One single-row statement per row, each naming the organization (on Citus: one shard each).
  select * into a from workforce.assignments where organization_id = p_organization_id and assignment_id = p_assignment_id;
  if not found then
    return null;
  end if;
  select * into goal from workforce.entities where organization_id = p_organization_id and entity_id = a.goal_entity_id;
  if a.outcome_entity_id is not null then
    select * into outcome from workforce.entities where organization_id = p_organization_id and entity_id = a.outcome_entity_id;
  end if;
  -- Probes of the partial indexes, never a walk of the Attempt's other events.
  if p_attempt_id is not null then
    if p_written.kind = 'attempt.started' and p_written.attempt_id = p_attempt_id then
      started := p_written;
    else
      started := workforce.attempt_event(p_organization_id, p_attempt_id, 'attempt.started');
    end if;
    -- An active Attempt's latest expiry is its row's: a renewal is read only when it moved it (a
    -- claim, the commonest command, never has one). An ended Attempt's is read from the ledger.
    if a.active_attempt_id is distinct from p_attempt_id
       or a.claim_expires_at <> (started.payload->>'claim_expires_at')::timestamptz then
      renewed := workforce.attempt_event(p_organization_id, p_attempt_id, 'attempt.renewed');
    end if;
    -- A start just written has no ending yet, and an ending just written no reconciliation.
    if p_written.attempt_id = p_attempt_id and p_written.kind = 'attempt.ended' then
      ended := p_written;
    elsif p_written.attempt_id is distinct from p_attempt_id or p_written.kind <> 'attempt.started' then
      ended := workforce.attempt_event(p_organization_id, p_attempt_id, 'attempt.ended');
      if ended.payload->>'outcome' = 'UNCERTAIN' then
        reconciled := workforce.attempt_event(p_organization_id, p_attempt_id, 'attempt.reconciled');
      end if;
    end if;
  end if;
  return jsonb_build_object(
    'replayed', p_replayed,
    'assignment', to_jsonb(a),
    'goal_entity', case when goal.entity_id is not null then workforce.entity_json(goal) end,
    'outcome_entity', case when outcome.entity_id is not null then workforce.entity_json(outcome) end,
    'attempt_events', to_jsonb(array_remove(array[
      case when started.org_seq is not null then to_jsonb(started) end,
      case when renewed.org_seq is not null then to_jsonb(renewed) end,
      case when ended.org_seq is not null then to_jsonb(ended) end,
      case when reconciled.org_seq is not null then to_jsonb(reconciled) end], null)),
    'event', case when p_event.org_seq is not null then to_jsonb(p_event) end);
end
$$;

-- The refusals more than one Assignment command judges, each declared once.
create function workforce.assignment_not_found(p_assignment_id uuid) returns jsonb
language plpgsql stable
as $$ begin return workforce.refusal('WF001', format('assignment %s does not exist in this organization', p_assignment_id),
  jsonb_build_object('assignment_id', p_assignment_id)); end $$;

create function workforce.assignment_completed(a workforce.assignments) returns jsonb
language plpgsql stable
as $$ begin return workforce.refusal('WF003', format('assignment %s is already completed (by attempt %s)', a.assignment_id, a.completed_attempt_id),
  jsonb_build_object('assignment_id', a.assignment_id, 'completed_attempt_id', a.completed_attempt_id)); end $$;

-- The Assignment's availability to a claim at p_at: the one assessment behind the claim refusals
-- and Assignment.availability (read through assess_assignments). reason: READY, CLAIMED,
-- CLAIM_EXPIRED (awaiting recovery), UNCERTAIN (awaiting reconciliation), COMPLETED or CANCELLED;
-- attempt_id: the Attempt it waits on; until: when it changes by itself (a live claim's expiry);
-- explanation: the same in a sentence, which the claim refusals repeat.
create function workforce.availability(a workforce.assignments, p_at timestamptz) returns jsonb
language plpgsql stable as $$
declare
  reason text;
  attempt_id uuid;
  explanation text;
begin
  if a.state = 'COMPLETED' then
    reason := 'COMPLETED';
    attempt_id := a.completed_attempt_id;
    explanation := format('it is completed (by attempt %s)', a.completed_attempt_id);
  elsif a.state = 'CANCELLED' then
    reason := 'CANCELLED';
    attempt_id := a.uncertain_attempt_id;
    explanation := format('it was cancelled at %s (%s)', workforce.utc_text(a.cancelled_at), a.cancel_reason)
      || case when a.uncertain_attempt_id is not null
              then format('; attempt %s may have had an external effect and awaits reconciliation', a.uncertain_attempt_id)
              else '' end;
  elsif a.state = 'UNCERTAIN' then
    reason := 'UNCERTAIN';
    attempt_id := a.uncertain_attempt_id;
    explanation := format('attempt %s may have had an external effect, proven neither way, and awaits reconciliation with a receipt',
      a.uncertain_attempt_id);
  elsif a.state = 'RUNNING' and a.claim_expires_at > p_at then
    reason := 'CLAIMED';
    attempt_id := a.active_attempt_id;
    explanation := format('attempt %s of agent %s holds the claim until %s', a.active_attempt_id, a.claim_agent_id,
      workforce.utc_text(a.claim_expires_at));
  elsif a.state = 'RUNNING' then
    reason := 'CLAIM_EXPIRED';
    attempt_id := a.active_attempt_id;
    explanation := format('the claim of attempt %s expired at %s and awaits recovery by a SYSTEM caller', a.active_attempt_id,
      workforce.utc_text(a.claim_expires_at));
  else
    reason := 'READY';
    explanation := 'it is ready to be claimed';
  end if;
  -- A recorded effect stays in the words until the Assignment completes: whoever takes it up
  -- again must not do twice what already happened.
  if a.effected_attempt_id is not null and a.state <> 'COMPLETED' then
    explanation := explanation || format('; attempt %s had an external effect that happened (reconciled EFFECTED): '
      || 'check it before doing the work again', a.effected_attempt_id);
  end if;
  return jsonb_build_object('reason', reason, 'claimable', reason = 'READY', 'attempt_id', attempt_id,
    'until', case when reason = 'CLAIMED' then workforce.utc_text(a.claim_expires_at) end, 'explanation', explanation);
end
$$;

-- The refusal of an Assignment a decision or a completion holds (AssignmentCompleted,
-- AssignmentCancelled, AssignmentUncertain) in p_message's words; null in any other state.
create function workforce.decided_state_refusal(a workforce.assignments, p_message text) returns jsonb
language plpgsql stable as $$
begin
  if a.state = 'COMPLETED' then
    return workforce.refusal('WF003', p_message,
      jsonb_build_object('assignment_id', a.assignment_id, 'completed_attempt_id', a.completed_attempt_id));
  elsif a.state = 'CANCELLED' then
    return workforce.assignment_cancelled(a, p_message);
  elsif a.state = 'UNCERTAIN' then
    return workforce.refusal('WF037', p_message, jsonb_build_object('assignment_id', a.assignment_id, 'attempt_id', a.uncertain_attempt_id));
  end if;
  return null;
end
$$;

-- Why a claim of a not-READY Assignment is refused, in the words of its availability.
create function workforce.claim_refusal(a workforce.assignments) returns jsonb
language plpgsql stable as $$
declare
  message text := format('assignment %s cannot be claimed: %s', a.assignment_id, workforce.availability(a, now())->>'explanation');
begin
  return coalesce(workforce.decided_state_refusal(a, message), workforce.refusal('WF004', message,
    jsonb_build_object('assignment_id', a.assignment_id, 'attempt_id', a.active_attempt_id,
                       'agent_id', a.claim_agent_id, 'expires_at', workforce.utc_text(a.claim_expires_at))));
end
$$;

create function workforce.assignment_cancelled(a workforce.assignments, p_message text) returns jsonb
language plpgsql stable
as $$ begin return workforce.refusal('WF033', p_message,
  jsonb_build_object('assignment_id', a.assignment_id, 'cancelled_at', workforce.utc_text(a.cancelled_at),
                     'cancelled_by', a.cancelled_by, 'uncertain_attempt_id', a.uncertain_attempt_id)); end $$;

-- Once the exact-retry check has passed, only the active Attempt of an incomplete Assignment may
-- end (or be recovered, or record interactions): AssignmentCompleted (when p_completed_refusal) or
-- AttemptNotActive, else null.
create function workforce.active_attempt_refusal(a workforce.assignments, p_attempt_id uuid, p_completed_refusal boolean)
returns jsonb
language plpgsql stable as $$
begin
  if p_completed_refusal and a.state = 'COMPLETED' then
    return workforce.assignment_completed(a);
  end if;
  if a.active_attempt_id is distinct from p_attempt_id then
    return workforce.refusal('WF005', format('attempt %s is not the active attempt of assignment %s (active: %s)',
      p_attempt_id, a.assignment_id, coalesce(a.active_attempt_id::text, 'none')),
      jsonb_build_object('assignment_id', a.assignment_id, 'attempt_id', p_attempt_id, 'active_attempt_id', a.active_attempt_id));
  end if;
  return null;
end
$$;

create function workforce.require_active_attempt(a workforce.assignments, p_attempt_id uuid, p_completed_refusal boolean)
returns void
language plpgsql as $$
begin
  perform workforce.raise_refusal(workforce.active_attempt_refusal(a, p_attempt_id, p_completed_refusal));
end
$$;

-- Why an Attempt that is not (or no longer) the active one cannot be taken up again: the
-- Assignment's own state when a decision or a completion ended it (AssignmentCompleted,
-- AssignmentCancelled, AssignmentUncertain), else AttemptNotActive. An exact retry of a claim or a
-- renewal answers this instead of `replayed` once its Attempt is superseded: returning to a step
-- after an intervening decision does not restore its earlier occurrence (seed 003).
create function workforce.superseded_attempt_refusal(a workforce.assignments, p_attempt_id uuid) returns jsonb
language plpgsql stable as $$
declare
  message text := format('attempt %s of assignment %s is no longer active: %s', p_attempt_id, a.assignment_id,
    workforce.availability(a, now())->>'explanation');
begin
  return coalesce(workforce.decided_state_refusal(a, message), workforce.active_attempt_refusal(a, p_attempt_id, false));
end
$$;

-- Execution belongs to its claimer: only the Actor recorded as recorded_by on the Attempt's
-- attempt.started (any token of it) ends it, renews it, records its evidence or creates Entities
-- generated by it; anyone else, an operator or the System included, acts through the decisions
-- (recover, cancel, reconcile). AttemptNotOwned, or null. p_started is the Attempt's start (null
-- when it never started: the active-Attempt guard refuses that).
create function workforce.attempt_owner_refusal(p_started workforce.events, p_caller_id uuid) returns jsonb
language plpgsql stable as $$
begin
  if p_started.event_id is null or p_started.recorded_by = p_caller_id then
    return null;
  end if;
  return workforce.refusal('WF038', format('attempt %s was claimed by actor %s: only that actor may end it, renew it, record its '
    || 'evidence or create its entities; do not work on it (an operator or the System decides about it: recoverExpiredClaim, '
    || 'cancelAssignment, reconcileAttempt)', p_started.attempt_id, p_started.recorded_by),
    jsonb_build_object('attempt_id', p_started.attempt_id, 'claimed_by', p_started.recorded_by));
end
$$;

-- What an item returns once written: its result, or, deferred in a batch, the marker that the
-- batch replaces with the result once it has applied the batch's events.
create function workforce.written_result(e workforce.events, p_defer boolean) returns jsonb
language plpgsql stable as $$
begin
  if p_defer then
    return jsonb_build_object('pending', jsonb_build_object('seq', e.org_seq, 'assignment_id', e.assignment_id, 'attempt_id', e.attempt_id));
  end if;
  return workforce.assignment_result(e.organization_id, e.assignment_id, false, e.attempt_id, null, e);
end
$$;

create function workforce.lock_assignment(p_organization_id uuid, p_assignment_id uuid, p_exclusive boolean)
returns workforce.assignments
language plpgsql as $$
declare
  a workforce.assignments;
begin
  if p_exclusive then
    select * into a from workforce.assignments
     where organization_id = p_organization_id and assignment_id = p_assignment_id for no key update;
  else
    select * into a from workforce.assignments
     where organization_id = p_organization_id and assignment_id = p_assignment_id for share;
  end if;
  if not found then
    perform workforce.raise_refusal(workforce.assignment_not_found(p_assignment_id));
  end if;
  return a;
end
$$;

-- Does an existing entity answer a request that named either an entity id or inline content?
create function workforce.entity_matches(ent workforce.entities, p_entity_id uuid, p_media_type text, p_content text)
returns boolean
language plpgsql immutable
as $$ begin return case when p_content is null then ent.entity_id = p_entity_id
            else ent.sha256 = sha256(convert_to(p_content, 'UTF8')) and ent.media_type = p_media_type end; end $$;

-- The Assignment commands are Decider-shaped: each *_item function judges one command and, when
-- nothing refuses it, writes its events and applies them; it returns the command's result, or its
-- refusal as a value with nothing written (every guard runs before the first write). The single
-- command raises that refusal; the batch collects it and goes on with the next item, in the same
-- transaction, so a later item sees what an earlier one wrote. p_refusal is the call's
-- lock_assignment_cursors with its caller: when it is set, every item is refused with it. Item
-- functions are internal (not granted to the application role) and run under the search_path of
-- the SECURITY DEFINER command that calls them: a SET clause of their own cost every item a
-- configuration save and restore.
--
-- Lock order inside a batch: the exclusive Assignment cursor is held from the start, so no other
-- command of the organization that locks Assignment rows or the head can run until the batch
-- commits; locking item 2's row after item 1 appended (and so locked the head) cannot deadlock.
create function workforce.create_assignment_item(
  p_organization_id uuid, p_caller_id uuid, p_refusal jsonb, p_assignment_id uuid, p_event_id uuid, p_title text,
  p_goal_entity_id uuid, p_goal_media_type text, p_goal_content text, p_defer boolean
) returns jsonb
language plpgsql as $$
declare
  written events;
  existing assignments;
  created events;
  goal entities;
  refused jsonb;
begin
  if p_refusal is not null then
    return p_refusal;
  end if;
  select * into existing from assignments where organization_id = p_organization_id and assignment_id = p_assignment_id;
  if found then
    select * into created from events
     where organization_id = p_organization_id and assignment_id = p_assignment_id and kind = 'assignment.created';
    select * into goal from entities where organization_id = p_organization_id and entity_id = existing.goal_entity_id;
    if created.payload->>'title' is not distinct from p_title and created.actor_id = p_caller_id
       and entity_matches(goal, p_goal_entity_id, p_goal_media_type, p_goal_content)
       and (p_event_id is null or p_event_id = created.event_id) then
      return assignment_result(p_organization_id, p_assignment_id, true);
    end if;
    return refusal('WF009', format('assignment %s already exists with other facts (event #%s)', p_assignment_id, created.org_seq),
      jsonb_build_object('assignment_id', p_assignment_id));
  end if;
  refused := reused_event_id_refusal(p_organization_id, p_event_id);
  if refused is not null then
    return refused;
  end if;
  select * into goal from entities where organization_id = p_organization_id and entity_id = p_goal_entity_id;
  if p_goal_content is not null then
    refused := entity_conflict(goal, p_goal_media_type, p_goal_content, null);
  elsif goal.entity_id is null then
    refused := entity_not_found(p_goal_entity_id);
  end if;
  if refused is not null then
    return refused;
  end if;

  if p_goal_content is not null then
    perform entity_put(p_organization_id, p_goal_entity_id, p_goal_media_type, p_goal_content,
                       p_caller_id, p_caller_id, null, p_assignment_id);
  end if;
  written := assignments_record(p_organization_id, p_event_id, 'assignment.created',
    jsonb_build_object('assignment_id', p_assignment_id, 'title', p_title, 'goal_entity_id', p_goal_entity_id),
    p_caller_id, p_caller_id, p_assignment_id, null, null, p_defer);
  return written_result(written, p_defer);
end
$$;

create function workforce.claim_assignment_item(
  p_organization_id uuid, p_caller_id uuid, p_refusal jsonb, p_assignment_id uuid, p_agent_id uuid,
  p_configuration_version integer, p_attempt_id uuid, p_event_id uuid, p_claim_expires_at timestamptz,
  p_claim_ttl_seconds integer, p_max_claim_seconds integer, p_defer boolean
) returns jsonb
language plpgsql as $$
declare
  written events;
  a assignments;
  facts record;
  agent actors;
  started events;
  refused jsonb;
  expires_at timestamptz := coalesce(p_claim_expires_at, now() + make_interval(secs => p_claim_ttl_seconds));
begin
  if p_refusal is not null then
    return p_refusal;
  end if;
  -- Every fact the guards need, read in one statement: the cursor locks keep them still.
  select (select x from actors x where x.organization_id = p_organization_id and x.actor_id = p_agent_id) as agent,
         exists (select from agent_configurations c where c.organization_id = p_organization_id
                   and c.agent_id = p_agent_id and c.version = p_configuration_version) as configured,
         (select e from events e where e.organization_id = p_organization_id and e.attempt_id = p_attempt_id
                   and e.kind = 'attempt.started') as started
    into facts;
  agent := facts.agent;
  started := facts.started;
  select * into a from assignments where organization_id = p_organization_id and assignment_id = p_assignment_id for no key update;
  if not found then
    return assignment_not_found(p_assignment_id);
  end if;

  if started.event_id is not null then
    if started.assignment_id = p_assignment_id and (started.payload->>'agent_id')::uuid = p_agent_id
       and (started.payload->>'configuration_version')::integer = p_configuration_version
       and (p_claim_expires_at is null or (started.payload->>'claim_expires_at')::timestamptz = p_claim_expires_at)
       and (p_event_id is null or p_event_id = started.event_id) then
      -- An exact retry writes nothing, and is answered `replayed` only while its Attempt is the
      -- active one and the caller is the Actor that claimed it: never a revival of an Attempt
      -- that a decision or an ending superseded.
      if a.active_attempt_id is distinct from p_attempt_id then
        return superseded_attempt_refusal(a, p_attempt_id);
      end if;
      return coalesce(attempt_owner_refusal(started, p_caller_id),
                      assignment_result(p_organization_id, p_assignment_id, true, p_attempt_id));
    end if;
    return refusal('WF009', format('attempt %s was already started with other facts (event #%s)', p_attempt_id, started.org_seq),
      jsonb_build_object('attempt_id', p_attempt_id));
  end if;
  refused := reused_event_id_refusal(p_organization_id, p_event_id);
  if refused is not null then
    return refused;
  end if;

  if a.state <> 'READY' then
    return claim_refusal(a);
  end if;
  refused := agent_refusal(p_agent_id, agent);
  if refused is not null then
    return refused;
  end if;
  if not facts.configured then
    return refusal('WF008', format('agent %s has no configuration version %s', p_agent_id, p_configuration_version),
      jsonb_build_object('agent_id', p_agent_id, 'version', p_configuration_version,
                         'latest_version', agent.latest_configuration_version));
  end if;
  -- Database time decides: the expiry must lie in the future and within the configured maximum.
  if expires_at is null or expires_at <= now() or expires_at > now() + make_interval(secs => p_max_claim_seconds) then
    return refusal('WF018', format('the claim expiry must lie after now (%s) and at most %s seconds ahead', utc_text(now()), p_max_claim_seconds),
      jsonb_build_object('now', utc_text(now()), 'max_claim_seconds', p_max_claim_seconds));
  end if;

  written := assignments_record(p_organization_id, p_event_id, 'attempt.started',
    jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', p_attempt_id, 'agent_id', p_agent_id,
                       'configuration_version', p_configuration_version, 'claim_expires_at', utc_text(expires_at)),
    p_agent_id, p_caller_id, p_assignment_id, p_attempt_id, null, p_defer);
  return written_result(written, p_defer);
end
$$;

create function workforce.end_attempt_item(
  p_organization_id uuid, p_caller_id uuid, p_refusal jsonb, p_assignment_id uuid, p_attempt_id uuid, p_outcome text,
  p_outcome_entity_id uuid, p_outcome_media_type text, p_outcome_content text, p_failure_reason text, p_event_id uuid,
  p_defer boolean
) returns jsonb
language plpgsql as $$
declare
  written events;
  a assignments;
  facts record;
  started events;
  ended events;
  outcome entities;
  ended_outcome entities;
  digest bytea;
  refused jsonb;
begin
  if p_outcome is null or p_outcome not in ('COMPLETED', 'FAILED') then
    return refusal('WF021', format('an attempt ends COMPLETED or FAILED, not %s', p_outcome));
  end if;
  if (p_outcome = 'COMPLETED') <> (p_outcome_entity_id is not null) or (p_outcome = 'FAILED' and p_outcome_content is not null) then
    return refusal('WF021', 'a COMPLETED attempt needs exactly one outcome entity, and a FAILED one has none');
  end if;
  if p_refusal is not null then
    return p_refusal;
  end if;
  -- Every fact the guards need, read in one statement: the cursor locks keep them still.
  select (select e from events e where e.organization_id = p_organization_id and e.attempt_id = p_attempt_id
                   and e.kind = 'attempt.started') as started,
         (select e from events e where e.organization_id = p_organization_id and e.attempt_id = p_attempt_id
                   and e.kind = 'attempt.ended') as ended,
         (select o from entities o where o.organization_id = p_organization_id and o.entity_id = p_outcome_entity_id) as outcome
    into facts;
  started := facts.started;
  ended := facts.ended;
  select * into a from assignments where organization_id = p_organization_id and assignment_id = p_assignment_id for no key update;
  if not found then
    return assignment_not_found(p_assignment_id);
  end if;

  if ended.event_id is not null and p_outcome = 'COMPLETED' then
    -- Into a variable, not a subquery passed to the function: on Citus a row read inside a query
    -- has its shard's type, which entity_matches does not take.
    select * into ended_outcome from entities
     where organization_id = p_organization_id and entity_id = (ended.payload->>'outcome_entity_id')::uuid;
  end if;
  if ended.event_id is not null and ended.assignment_id = p_assignment_id and ended.payload->>'outcome' = p_outcome
     and ended.payload->>'failure_reason' is not distinct from p_failure_reason
     and (p_outcome = 'FAILED' or entity_matches(ended_outcome, p_outcome_entity_id, p_outcome_media_type, p_outcome_content))
     and (p_event_id is null or p_event_id = ended.event_id) then
    return coalesce(attempt_owner_refusal(started, p_caller_id),
                    assignment_result(p_organization_id, p_assignment_id, true, p_attempt_id));
  end if;
  refused := coalesce(reused_event_id_refusal(p_organization_id, p_event_id), active_attempt_refusal(a, p_attempt_id, true),
                      attempt_owner_refusal(started, p_caller_id));
  if refused is not null then
    return refused;
  end if;

  if p_outcome = 'COMPLETED' then
    outcome := facts.outcome;
    if p_outcome_content is not null then
      -- Stored with the ending (below), generated by this attempt: only an entity of other
      -- content or of another attempt under the same id refuses it.
      refused := entity_conflict(outcome, p_outcome_media_type, p_outcome_content, p_attempt_id);
    elsif outcome.entity_id is null then
      refused := entity_not_found(p_outcome_entity_id);
    elsif outcome.generated_by_attempt_id is distinct from p_attempt_id then
      refused := refusal('WF021', format('entity %s was not generated by attempt %s, so it cannot be its outcome', outcome.entity_id, p_attempt_id),
        jsonb_build_object('entity_id', outcome.entity_id, 'attempt_id', p_attempt_id));
    end if;
    if refused is not null then
      return refused;
    end if;
    digest := coalesce(outcome.sha256, sha256(convert_to(p_outcome_content, 'UTF8')));
  end if;
  -- A COMPLETED ending (version 3) records its outcome's media type, SHA-256 and size, and an
  -- outcome stored with it is recorded by it alone, with no entity.created of its own: the Entity's
  -- created_seq is the ending's, and verify_ledger checks its content against this digest.
  written := assignments_record(p_organization_id, p_event_id, 'attempt.ended',
    case when p_outcome = 'COMPLETED' then
      jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', p_attempt_id, 'outcome', p_outcome,
                         'outcome_entity_id', p_outcome_entity_id, 'failure_reason', null,
                         'outcome_media_type', coalesce(outcome.media_type, p_outcome_media_type),
                         'outcome_sha256', encode(digest, 'hex'),
                         'outcome_byte_size', coalesce(outcome.byte_size, octet_length(p_outcome_content)))
    else
      jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', p_attempt_id, 'outcome', p_outcome,
                         'outcome_entity_id', null, 'failure_reason', p_failure_reason)
    end,
    a.claim_agent_id, p_caller_id, p_assignment_id, p_attempt_id, started.event_id, true,
    case when p_outcome = 'COMPLETED' then 3 else 1 end);
  if p_outcome_content is not null and outcome.entity_id is null then
    insert into entities (organization_id, entity_id, media_type, content, sha256, byte_size, created_by,
                          generated_by_attempt_id, created_seq, created_at)
    values (p_organization_id, p_outcome_entity_id, p_outcome_media_type, p_outcome_content, digest,
            octet_length(p_outcome_content), a.claim_agent_id, p_attempt_id, written.org_seq, written.recorded_at);
  end if;
  if not p_defer then
    perform assignments_apply_event(written);
  end if;
  return written_result(written, p_defer);
end
$$;

-- The single commands: one item, its refusal raised. The Runner-facing commands keep one generic
-- plan per statement (as assignments_apply does): left to choose, PostgreSQL keeps replanning
-- statements whose one-row custom plans look cheaper (see docs/performance.md). They are planned
-- with enable_seqscan off: a connection keeps those plans (and those of the foreign-key checks made
-- inside them) until a table is analyzed, and a plan made while a table held a few rows scanned
-- it whole on every read once it had grown (test/db/plans-on-empty-tables.test.ts). Every statement
-- here reads by a key, so an index plan is the right one at any size.
create function workforce.create_assignment(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_event_id uuid, p_title text,
  p_goal_entity_id uuid, p_goal_media_type text, p_goal_content text
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return raise_refusal(create_assignment_item(p_organization_id, p_caller_id,
    lock_assignment_cursors(p_organization_id, p_caller_id), p_assignment_id, p_event_id, p_title,
    p_goal_entity_id, p_goal_media_type, p_goal_content, false));
end
$$;

create function workforce.claim_assignment(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_agent_id uuid, p_configuration_version integer,
  p_attempt_id uuid, p_event_id uuid, p_claim_expires_at timestamptz, p_claim_ttl_seconds integer,
  p_max_claim_seconds integer
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return raise_refusal(claim_assignment_item(p_organization_id, p_caller_id,
    lock_assignment_cursors(p_organization_id, p_caller_id), p_assignment_id, p_agent_id, p_configuration_version,
    p_attempt_id, p_event_id, p_claim_expires_at, p_claim_ttl_seconds, p_max_claim_seconds, false));
end
$$;

create function workforce.end_attempt(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_attempt_id uuid, p_outcome text,
  p_outcome_entity_id uuid, p_outcome_media_type text, p_outcome_content text, p_failure_reason text, p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return raise_refusal(end_attempt_item(p_organization_id, p_caller_id,
    lock_assignment_cursors(p_organization_id, p_caller_id), p_assignment_id, p_attempt_id, p_outcome,
    p_outcome_entity_id, p_outcome_media_type, p_outcome_content, p_failure_reason, p_event_id, false));
end
$$;

-- The batch commands: a JSON array of items (keys as the item function's parameters, without
-- p_), judged in order in one transaction; the results, or refusals, in the same order.
create function workforce.batch_items(p_items jsonb) returns void
language plpgsql immutable as $$
begin
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    perform workforce.fail('WF030', 'a batch is a non-empty array of items');
  end if;
end
$$;

-- The Assignments a batch names more than once.
create function workforce.repeated_assignments(p_items jsonb) returns uuid[]
language sql immutable
return array(select (i->>'assignment_id')::uuid from jsonb_array_elements(p_items) i
              where i->>'assignment_id' is not null group by 1 having count(*) > 1);

-- A batch applies its items' events with the same fold that rebuild uses, in as few calls as it
-- can: an item's guards read only its own Assignment's row, and in a batch of one kind of command
-- an Assignment is written at most once (created, claimed or ended), so an Assignment named once
-- can wait for the fold at the end of the batch, and so can its result. An Assignment named more
-- than once is applied, with everything pending before it, as soon as it is written, and its
-- result taken then: a later item of the batch may read or change it. p_applied is the org_seq
-- the projection is applied through; returns the new one.
create function workforce.settle_assignment_item(
  p_organization_id uuid, p_applied bigint, p_repeated boolean, inout result jsonb, out applied bigint
)
language plpgsql as $$
declare
  pending jsonb := result->'pending';
begin
  applied := p_applied;
  if pending is null or not p_repeated then
    return;
  end if;
  perform workforce.assignments_apply(p_organization_id, p_applied, (pending->>'seq')::bigint);
  applied := (pending->>'seq')::bigint;
  result := workforce.assignment_result(p_organization_id, (pending->>'assignment_id')::uuid, false, (pending->>'attempt_id')::uuid);
end
$$;

-- The end of a batch: one fold over whatever is still pending, the cursor advanced once, and the
-- results of the items that waited for it.
create function workforce.finish_assignment_batch(p_organization_id uuid, p_applied bigint, p_results jsonb[]) returns jsonb
language plpgsql as $$
declare
  started bigint := (select last_applied_seq from workforce.projection_cursors
                      where organization_id = p_organization_id and projection = 'ASSIGNMENTS');
  through bigint := greatest(p_applied, (select max((r->'pending'->>'seq')::bigint) from unnest(p_results) r));
  results jsonb[] := p_results;
  i integer;
begin
  if through > p_applied then
    perform workforce.assignments_apply(p_organization_id, p_applied, through);
  end if;
  if through > started then
    perform workforce.advance_cursor(p_organization_id, 'ASSIGNMENTS', through);
  end if;
  for i in 1 .. coalesce(array_length(results, 1), 0) loop
    if results[i] ? 'pending' then
      results[i] := workforce.assignment_result(p_organization_id, (results[i]->'pending'->>'assignment_id')::uuid, false,
                                                (results[i]->'pending'->>'attempt_id')::uuid);
    end if;
  end loop;
  return to_jsonb(results);
end
$$;

-- One item of a batch, from its JSON (keys as the item function's parameters, without p_), judged
-- by the same item function its single command calls, its writes deferred to the batch when
-- p_defer. A batch's only item, and a group's only item of an organization, is not deferred: it is
-- applied by assignments_apply_event as its single command is, for a third of the fold's cost for
-- one event (group commit sends one item an organization whenever its Runner sends one command at
-- a time).
create function workforce.assignment_batch_item(
  p_command text, p_organization_id uuid, p_caller_id uuid, p_refusal jsonb, p_item jsonb, p_max_claim_seconds integer,
  p_defer boolean
) returns jsonb
language plpgsql as $$
declare
  i record;
begin
  case p_command
  when 'create' then
    select * into i from jsonb_to_record(p_item)
      as x(assignment_id uuid, event_id uuid, title text, goal_entity_id uuid, goal_media_type text, goal_content text);
    return workforce.create_assignment_item(p_organization_id, p_caller_id, p_refusal, i.assignment_id, i.event_id, i.title,
      i.goal_entity_id, i.goal_media_type, i.goal_content, p_defer);
  when 'claim' then
    select * into i from jsonb_to_record(p_item)
      as x(assignment_id uuid, agent_id uuid, configuration_version integer, attempt_id uuid, event_id uuid,
           claim_expires_at timestamptz, claim_ttl_seconds integer);
    return workforce.claim_assignment_item(p_organization_id, p_caller_id, p_refusal, i.assignment_id, i.agent_id,
      i.configuration_version, i.attempt_id, i.event_id, i.claim_expires_at, i.claim_ttl_seconds, p_max_claim_seconds, p_defer);
  when 'end' then
    select * into i from jsonb_to_record(p_item)
      as x(assignment_id uuid, attempt_id uuid, outcome text, outcome_entity_id uuid, outcome_media_type text,
           outcome_content text, failure_reason text, event_id uuid);
    return workforce.end_attempt_item(p_organization_id, p_caller_id, p_refusal, i.assignment_id, i.attempt_id, i.outcome,
      i.outcome_entity_id, i.outcome_media_type, i.outcome_content, i.failure_reason, i.event_id, p_defer);
  end case;
end
$$;

-- A batch of one Assignment command: the call's refusal judged once, the items in input order,
-- their events applied as settle_assignment_item and finish_assignment_batch say.
create function workforce.run_assignment_batch(
  p_command text, p_organization_id uuid, p_caller_id uuid, p_items jsonb, p_max_claim_seconds integer
) returns jsonb
language plpgsql as $$
declare
  refused jsonb;
  repeated uuid[];
  applied bigint;
  settled record;
  item record;
  results jsonb[] := '{}';
begin
  perform workforce.batch_items(p_items);
  refused := workforce.lock_assignment_cursors(p_organization_id, p_caller_id);
  if jsonb_array_length(p_items) = 1 then
    -- One item: judged and applied as its single command is, with nothing to fold or look for.
    return jsonb_build_array(workforce.assignment_batch_item(p_command, p_organization_id, p_caller_id, refused,
                                                             p_items->0, p_max_claim_seconds, false));
  end if;
  repeated := workforce.repeated_assignments(p_items);
  applied := (select last_applied_seq from workforce.projection_cursors
               where organization_id = p_organization_id and projection = 'ASSIGNMENTS');
  for item in select e.value from jsonb_array_elements(p_items) with ordinality e(value, n) order by e.n loop
    settled := workforce.settle_assignment_item(p_organization_id, applied, (item.value->>'assignment_id')::uuid = any(repeated),
      workforce.assignment_batch_item(p_command, p_organization_id, p_caller_id, refused, item.value, p_max_claim_seconds, true));
    applied := settled.applied;
    results := results || settled.result;
  end loop;
  return workforce.finish_assignment_batch(p_organization_id, applied, results);
end
$$;

-- Bulk creation when every item is plainly new, the common case: fresh Assignment and event ids,
-- none named twice, each goal either stored inline under an unused id or an existing Entity named
-- by id, and no refusal for the call. Then the guards for the whole batch are three statements,
-- the events are chained in memory and written by one insert (the goal Entities by another, the
-- new rows by a third: the fold's rows for creations), the head and the cursor once, and the
-- results come from one query: the rows, events and results the items would have written one by
-- one (test/db/batches.test.ts holds the two equal). Null otherwise, before anything is written:
-- create_assignments then judges item by item.
-- The two statements that probe Assignments by id are planned afresh on every call (EXECUTE): a
-- generic plan made while the table was still empty probed each id through assignments_by_goal,
-- walking the whole organization per id, so a batch cost more the more Assignments there were
-- (measured: 0.8 ms an item after 2,400 of them, 2.5 ms after 7,200).
create function workforce.create_new_assignments(p_organization_id uuid, p_caller_id uuid, p_items jsonb) returns jsonb
language plpgsql as $$
declare
  i record;
  h organization_heads;
  e events;
  written events[] := '{}';
  stored entities[] := '{}';
  created_seqs bigint[] := '{}';
  created_ats timestamptz[] := '{}';
  seq bigint;
  previous bytea;
  digest bytea;
  goals uuid[];
  taken boolean;
  results jsonb;
begin
  if lock_assignment_cursors(p_organization_id, p_caller_id) is not null then
    return null;
  end if;
  select array_agg((v->>'assignment_id')::uuid order by k) as ids, array_agg((v->>'event_id')::uuid order by k) as event_ids,
         array_agg(v->>'title' order by k) as titles, array_agg((v->>'goal_entity_id')::uuid order by k) as goal_ids,
         array_agg(v->>'goal_media_type' order by k) as media_types, array_agg(v->>'goal_content' order by k) as contents,
         count(distinct (v->>'assignment_id')::uuid) = count(*) and count(v->>'assignment_id') = count(*)
           and count(distinct (v->>'event_id')::uuid) = count(v->>'event_id')
           and count(distinct (v->>'goal_entity_id')::uuid) filter (where v->>'goal_content' is not null)
               = count(*) filter (where v->>'goal_content' is not null)
           and bool_and(v->>'goal_entity_id' is not null) as distinct_ids
    into i
    from jsonb_array_elements(p_items) with ordinality x(v, k);
  if not i.distinct_ids
     or exists (select from events where organization_id = p_organization_id and event_id = any(i.event_ids)) then
    return null;
  end if;
  -- A primary-key probe per id (offset 0 keeps it one): `assignment_id = any(...)` walked the
  -- organization's rows in assignments_by_state when the table had no statistics yet.
  execute 'select exists (select from unnest($2) x(id) cross join lateral (select from workforce.assignments a
                           where a.organization_id = $1 and a.assignment_id = x.id offset 0) a)'
     into taken using p_organization_id, i.ids;
  if taken then
    return null;
  end if;
  -- An inline goal's id must be unused, a goal named by id must exist.
  goals := coalesce(array(select entity_id from entities where organization_id = p_organization_id and entity_id = any(i.goal_ids)), '{}');
  if exists (select from unnest(i.goal_ids, i.contents) x(id, content) where (x.id = any(goals)) = (x.content is not null)) then
    return null;
  end if;

  select * into h from organization_heads where organization_id = p_organization_id for no key update;
  seq := h.last_seq;
  previous := h.last_digest;
  for k in 1 .. cardinality(i.ids) loop
    if i.contents[k] is not null then
      digest := sha256(convert_to(i.contents[k], 'UTF8'));
      seq := seq + 1;
      e := row(p_organization_id, seq, gen_random_uuid(), 'entity.created', 1,
               jsonb_build_object('entity_id', i.goal_ids[k], 'media_type', i.media_types[k], 'sha256', encode(digest, 'hex'),
                                  'byte_size', octet_length(i.contents[k]), 'attempt_id', null),
               p_caller_id, p_caller_id, i.ids[k], null, null, clock_timestamp(), null);
      e.digest := event_digest(previous, e);
      previous := e.digest;
      written := written || e;
      stored := stored || row(p_organization_id, i.goal_ids[k], i.media_types[k], i.contents[k], digest,
                              octet_length(i.contents[k]), p_caller_id, null, seq, e.recorded_at)::entities;
    end if;
    seq := seq + 1;
    e := row(p_organization_id, seq, coalesce(i.event_ids[k], gen_random_uuid()), 'assignment.created', 1,
             jsonb_build_object('assignment_id', i.ids[k], 'title', i.titles[k], 'goal_entity_id', i.goal_ids[k]),
             p_caller_id, p_caller_id, i.ids[k], null, null, clock_timestamp(), null);
    e.digest := event_digest(previous, e);
    previous := e.digest;
    written := written || e;
    created_seqs := created_seqs || seq;
    created_ats := created_ats || e.recorded_at;
  end loop;
  insert into events select * from unnest(written);
  insert into entities select * from unnest(stored);
  update organization_heads set last_seq = seq, last_digest = previous where organization_id = p_organization_id;
  -- The rows the fold makes of creations (assignments_apply_event's): READY, nothing else yet.
  insert into assignments (organization_id, assignment_id, state, title, goal_entity_id, created_by, created_at,
                           attempt_count, last_applied_seq, updated_at)
  select p_organization_id, x.id, 'READY', x.title, x.goal, p_caller_id, x.at, 0, x.seq, x.at
    from unnest(i.ids, i.titles, i.goal_ids, created_seqs, created_ats) x(id, title, goal, seq, at);
  perform advance_cursor(p_organization_id, 'ASSIGNMENTS', seq);
  -- assignment_result's answer for a new Assignment, for all of them at once, by primary-key probes.
  execute 'select jsonb_agg(jsonb_build_object(
             ''replayed'', false, ''assignment'', to_jsonb(a),
             ''goal_entity'', to_jsonb(g) - ''sha256'' || jsonb_build_object(''sha256'', encode(g.sha256, ''hex'')),
             ''outcome_entity'', null, ''attempt_events'', ''[]''::jsonb, ''event'', null) order by x.k)
             from unnest($2) with ordinality x(id, k)
            cross join lateral (select * from workforce.assignments a
                                 where a.organization_id = $1 and a.assignment_id = x.id offset 0) a
            cross join lateral (select * from workforce.entities g
                                 where g.organization_id = $1 and g.entity_id = a.goal_entity_id offset 0) g'
     into results using p_organization_id, i.ids;
  return results;
end
$$;

create function workforce.create_assignments(p_organization_id uuid, p_caller_id uuid, p_items jsonb) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  perform batch_items(p_items);
  return coalesce(create_new_assignments(p_organization_id, p_caller_id, p_items),
                  run_assignment_batch('create', p_organization_id, p_caller_id, p_items, null));
end
$$;

create function workforce.claim_assignments(p_organization_id uuid, p_caller_id uuid, p_items jsonb, p_max_claim_seconds integer)
returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return run_assignment_batch('claim', p_organization_id, p_caller_id, p_items, p_max_claim_seconds);
end
$$;

create function workforce.end_attempts(p_organization_id uuid, p_caller_id uuid, p_items jsonb) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return run_assignment_batch('end', p_organization_id, p_caller_id, p_items, null);
end
$$;

-- Group commit (docs/performance.md): concurrent single commands of one kind that the server sends
-- as one call, so that they share one transaction and one commit. Each item keeps its own caller
-- (`caller_id`) and, on plain PostgreSQL, its own organization (`organization_id`; p_organization_id
-- when absent: the organization Citus delegates the call to, where a group never spans two), and is
-- judged exactly as its single command judges it: the same item function, the same cursor locks,
-- its caller's refusal read after them. Organizations are taken in uuid order, so two groups never
-- wait for each other crosswise; one whose cursors another transaction holds is not waited for:
-- its items come back {"busy": true}, and the server sends them as single commands, which wait as
-- they always do. A claim item carries its own max_claim_seconds. Results in input order.
create function workforce.run_assignment_group(p_command text, p_organization_id uuid, p_items jsonb) returns jsonb
language plpgsql as $$
declare
  org record;
  cursors jsonb;
  repeated uuid[];
  applied bigint;
  settled record;
  item record;
  caller uuid;
  org_results jsonb[];
  finished jsonb;
  results jsonb[];
  i integer;
begin
  perform workforce.batch_items(p_items);
  results := array_fill(null::jsonb, array[jsonb_array_length(p_items)]);
  for org in select coalesce((e.value->>'organization_id')::uuid, p_organization_id) as id,
                    array_agg(e.n::integer order by e.n) as positions, jsonb_agg(e.value order by e.n) as items
               from jsonb_array_elements(p_items) with ordinality e(value, n)
              group by 1 order by 1 loop
    -- An organization's only command has its caller read with the cursors.
    caller := case when jsonb_array_length(org.items) = 1 then (org.items->0->>'caller_id')::uuid end;
    cursors := workforce.try_lock_assignment_cursors(org.id, caller);
    if cursors ? 'busy' then
      foreach i in array org.positions loop
        results[i] := cursors;
      end loop;
      continue;
    end if;
    if jsonb_array_length(org.items) = 1 then
      -- The organization's only command (one Runner sending one at a time): judged and applied as
      -- its single command is, with nothing to fold or look for.
      results[org.positions[1]] := workforce.assignment_batch_item(p_command, org.id, caller, cursors, org.items->0,
        (org.items->0->>'max_claim_seconds')::integer, false);
      continue;
    end if;
    repeated := workforce.repeated_assignments(org.items);
    applied := (select last_applied_seq from workforce.projection_cursors
                 where organization_id = org.id and projection = 'ASSIGNMENTS');
    org_results := '{}';
    for item in select e.value from jsonb_array_elements(org.items) with ordinality e(value, n) order by e.n loop
      caller := (item.value->>'caller_id')::uuid;
      settled := workforce.settle_assignment_item(org.id, applied, (item.value->>'assignment_id')::uuid = any(repeated),
        workforce.assignment_batch_item(p_command, org.id, caller,
          coalesce(cursors, workforce.caller_refusal(org.id, caller)), item.value,
          (item.value->>'max_claim_seconds')::integer, true));
      applied := settled.applied;
      org_results := org_results || settled.result;
    end loop;
    finished := workforce.finish_assignment_batch(org.id, applied, org_results);
    for i in 1 .. array_length(org.positions, 1) loop
      results[org.positions[i]] := finished->(i - 1);
    end loop;
  end loop;
  return to_jsonb(results);
end
$$;

create function workforce.create_assignment_group(p_organization_id uuid, p_items jsonb) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return run_assignment_group('create', p_organization_id, p_items);
end
$$;

create function workforce.claim_assignment_group(p_organization_id uuid, p_items jsonb) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return run_assignment_group('claim', p_organization_id, p_items);
end
$$;

create function workforce.end_attempt_group(p_organization_id uuid, p_items jsonb) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return run_assignment_group('end', p_organization_id, p_items);
end
$$;

-- The call ids of the Attempt's tool calls whose effect may have happened outside and is proven
-- neither way: nothing is assumed harmless (seed 002: an interrupted attempt is "uncertain when an
-- effect cannot be proven either way"). A call is left out only when
--   its effect is declared internal: by the call (tool.call version 2, `effect`) or by the agent
--   configuration the Attempt pinned (`tools: [{name, effect}]`), and by neither as external
--   (where they disagree, external wins); a call that neither declares counts as external; or
--   a tool.result answers it conclusively: with a `result`, or with an error stating its effect
--   (version 2, `effect` "none" or "happened"); an error that does not say, or says "unknown", and
--   a result marked "unknown", settle nothing. Version 1 payloads' `effect` keys mean nothing.
--   An answer settles one occurrence of the call: the same call_id and tool_name, recorded after
--   that call and before the call_id's next call (a call_id used again is a new call).
-- Returns the unsettled occurrences, [{call_id, tool_name}] in call order, judged from the events
-- up to p_through_seq (all when null): a reconciliation judges its receipts against the calls as
-- they stood when the Attempt was cut off (its attempt.ended), whatever late results came since.
-- Only recovery, cancellation and reconciliation ask, never a Runner command
-- (test/db/uncertainty.test.ts).
create function workforce.unsettled_calls(p_organization_id uuid, p_attempt_id uuid, p_through_seq bigint default null)
returns jsonb
language plpgsql stable as $$
declare
  started workforce.events;
  tools jsonb;
  declared jsonb;
  calls jsonb;
  answers jsonb;
begin
  -- Single-shard statements, each naming the organization (on Citus a correlated NOT EXISTS could
  -- not be planned there); the pairing below reads only these local values.
  select coalesce(jsonb_agg(jsonb_build_object('call_id', c.payload->>'call_id', 'tool_name', c.payload->>'tool_name',
                                               'effect', case when c.payload_version >= 2 then c.payload->>'effect' end,
                                               'seq', c.org_seq)
                            order by c.org_seq), '[]')
    into calls from workforce.events c
   where c.organization_id = p_organization_id and c.attempt_id = p_attempt_id and c.kind = 'tool.call'
     and (p_through_seq is null or c.org_seq <= p_through_seq);
  if jsonb_array_length(calls) = 0 then
    return '[]';
  end if;
  started := workforce.attempt_event(p_organization_id, p_attempt_id, 'attempt.started');
  select g.configuration->'tools' into tools from workforce.agent_configurations g
   where g.organization_id = p_organization_id and g.agent_id = (started.payload->>'agent_id')::uuid
     and g.version = (started.payload->>'configuration_version')::integer;
  -- tool name -> "external" or "internal"; a name declared both ways is external.
  select coalesce(jsonb_object_agg(d.name, d.effect), '{}') into declared
    from (select t->>'name' as name, case when bool_or(t->>'effect' = 'external') then 'external' else 'internal' end as effect
            from jsonb_array_elements(case when jsonb_typeof(tools) = 'array' then tools else '[]' end) t
           where jsonb_typeof(t) = 'object' and t->>'name' is not null and t->>'effect' in ('internal', 'external')
           group by 1) d;
  select coalesce(jsonb_agg(jsonb_build_object('call_id', r.payload->>'call_id', 'tool_name', r.payload->>'tool_name',
                                               'seq', r.org_seq)), '[]')
    into answers from workforce.events r
   where r.organization_id = p_organization_id and r.attempt_id = p_attempt_id and r.kind = 'tool.result'
     and (p_through_seq is null or r.org_seq <= p_through_seq)
     and case when r.payload_version >= 2 then r.payload->>'effect' in ('none', 'happened')
                                               or (r.payload->'error' is null and r.payload->>'effect' is distinct from 'unknown')
              else r.payload->'error' is null end;
  return (
    with c as (
      select x->>'call_id' as call_id, x->>'tool_name' as tool_name, x->>'effect' as effect, (x->>'seq')::bigint as seq, n,
             lead((x->>'seq')::bigint) over (partition by x->>'call_id' order by (x->>'seq')::bigint) as next_seq
        from jsonb_array_elements(calls) with ordinality e(x, n)),
    a as (
      select x->>'call_id' as call_id, x->>'tool_name' as tool_name, (x->>'seq')::bigint as seq from jsonb_array_elements(answers) x)
    select coalesce(jsonb_agg(jsonb_build_object('call_id', c.call_id, 'tool_name', c.tool_name) order by c.n), '[]') from c
     where not coalesce(coalesce(c.effect, declared->>c.tool_name) = 'internal'
                        and coalesce(declared->>c.tool_name, 'internal') = 'internal'
                        and coalesce(c.effect, 'internal') = 'internal', false)
       and not exists (select from a where a.call_id = c.call_id and a.tool_name = c.tool_name
                                        and a.seq > c.seq and (c.next_seq is null or a.seq < c.next_seq)));
end
$$;

-- The call ids of unsettled occurrences (unsettled_calls), each once, in call order: what an
-- uncertain ending records as unanswered_call_ids.
create function workforce.call_ids_of(p_calls jsonb) returns text[]
language sql immutable parallel safe
return array(select x.call_id from (select c->>'call_id' as call_id, min(n) as n
                                      from jsonb_array_elements(p_calls) with ordinality e(c, n) group by 1) x
             order by x.n);

create function workforce.recover_expired_claim(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_attempt_id uuid, p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  a assignments;
  ended events;
  unanswered text[];
begin
  perform raise_refusal(lock_assignment_cursors(p_organization_id));
  perform require_system_caller(p_organization_id, p_caller_id, 'recover an expired claim');
  a := lock_assignment(p_organization_id, p_assignment_id, true);

  ended := attempt_event(p_organization_id, p_attempt_id, 'attempt.ended');
  -- A recovery's ending: ABANDONED, or UNCERTAIN with the claim's expiry (a cancellation's names the cancellation instead).
  if ended.event_id is not null and ended.assignment_id = p_assignment_id
     and (ended.payload->>'outcome' = 'ABANDONED' or (ended.payload->>'outcome' = 'UNCERTAIN' and ended.payload ? 'claim_expired_at'))
     and (p_event_id is null or p_event_id = ended.event_id) then
    return assignment_result(p_organization_id, p_assignment_id, true, p_attempt_id);
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  perform require_active_attempt(a, p_attempt_id, false);
  -- Re-checked under the row lock with database time: a claim that is still live (renewed, say) is
  -- never taken away.
  if a.claim_expires_at > now() then
    perform fail('WF006', format('the claim of attempt %s is live until %s', p_attempt_id, utc_text(a.claim_expires_at)),
      jsonb_build_object('attempt_id', p_attempt_id, 'expires_at', utc_text(a.claim_expires_at), 'now', utc_text(now())));
  end if;
  -- An external effect that may have happened is not assumed away: the Attempt ends UNCERTAIN and
  -- the Assignment waits for reconciliation instead of being claimed again (version 2 says so).
  unanswered := call_ids_of(unsettled_calls(p_organization_id, p_attempt_id));
  perform assignments_record(p_organization_id, p_event_id, 'attempt.ended',
    jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', p_attempt_id,
                       'outcome', case when cardinality(unanswered) = 0 then 'ABANDONED' else 'UNCERTAIN' end,
                       'outcome_entity_id', null, 'failure_reason', null,
                       'claim_expired_at', utc_text(a.claim_expires_at))
      || case when cardinality(unanswered) = 0 then '{}' else jsonb_build_object('unanswered_call_ids', to_jsonb(unanswered)) end,
    p_caller_id, p_caller_id, p_assignment_id, p_attempt_id,
    (attempt_event(p_organization_id, p_attempt_id, 'attempt.started')).event_id, false,
    case when cardinality(unanswered) = 0 then 1 else 2 end);
  return assignment_result(p_organization_id, p_assignment_id, false, p_attempt_id);
end
$$;

-- The operator's decisions and the Runner's renewal. Each locks the Assignment cursors (in the lock
-- order) and then the Assignment's row, so decisions about one Assignment are serialized and
-- racing ones have exactly one winner; each recognises an exact retry by its event id first.

-- Moves the active claim's expiry, before it passes (database time): a claim that has expired is
-- the System's to recover, and a late renewal must not race that recovery. Judged at the time the
-- locks are held (clock_timestamp), not when the transaction began: a renewal that waited past
-- the expiry behind another command is late.
create function workforce.renew_claim(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_attempt_id uuid, p_claim_expires_at timestamptz,
  p_claim_ttl_seconds integer, p_max_claim_seconds integer, p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  a assignments;
  existing events;
  started events;
  written events;
  at timestamptz;
  expires_at timestamptz;
begin
  perform raise_refusal(lock_assignment_cursors(p_organization_id, p_caller_id));
  a := lock_assignment(p_organization_id, p_assignment_id, true);
  at := clock_timestamp();
  expires_at := coalesce(p_claim_expires_at, at + make_interval(secs => p_claim_ttl_seconds));
  existing := find_event(p_organization_id, p_event_id);
  started := attempt_event(p_organization_id, p_attempt_id, 'attempt.started');
  if existing.kind = 'attempt.renewed' and existing.assignment_id = p_assignment_id and existing.attempt_id = p_attempt_id
     and existing.recorded_by = p_caller_id
     and (p_claim_expires_at is null or (existing.payload->>'claim_expires_at')::timestamptz = p_claim_expires_at) then
    -- As a claim's retry: `replayed` only while the Attempt is still the active one and the caller's.
    if a.active_attempt_id is distinct from p_attempt_id then
      perform raise_refusal(superseded_attempt_refusal(a, p_attempt_id));
    end if;
    perform raise_refusal(attempt_owner_refusal(started, p_caller_id));
    return assignment_result(p_organization_id, p_assignment_id, true, p_attempt_id, existing);
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  if a.active_attempt_id is distinct from p_attempt_id then
    perform raise_refusal(superseded_attempt_refusal(a, p_attempt_id));
  end if;
  perform raise_refusal(attempt_owner_refusal(started, p_caller_id));
  if a.claim_expires_at <= at then
    perform fail('WF032', format('the claim of attempt %s expired at %s: it can no longer be renewed, only recovered', p_attempt_id,
      utc_text(a.claim_expires_at)),
      jsonb_build_object('attempt_id', p_attempt_id, 'expired_at', utc_text(a.claim_expires_at), 'now', utc_text(at)));
  end if;
  if expires_at is null or expires_at <= at or expires_at > at + make_interval(secs => p_max_claim_seconds) then
    perform fail('WF018', format('the claim expiry must lie after now (%s) and at most %s seconds ahead', utc_text(at), p_max_claim_seconds),
      jsonb_build_object('now', utc_text(at), 'max_claim_seconds', p_max_claim_seconds));
  end if;
  written := assignments_record(p_organization_id, p_event_id, 'attempt.renewed',
    jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', p_attempt_id,
                       'claim_expires_at', utc_text(expires_at), 'previous_claim_expires_at', utc_text(a.claim_expires_at)),
    a.claim_agent_id, p_caller_id, p_assignment_id, p_attempt_id, started.event_id);
  return assignment_result(p_organization_id, p_assignment_id, false, p_attempt_id, written);
end
$$;

-- READY, RUNNING or UNCERTAIN -> CANCELLED. The active Attempt ends in the same transaction,
-- before the cancellation is recorded: SUPERSEDED, or UNCERTAIN when a call's effect is unsettled
-- (unsettled_calls; a decision supersedes execution, but cannot undo an effect that may have happened).
create function workforce.cancel_assignment(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_reason text, p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  a assignments;
  existing events;
  written events;
  cancel_id uuid := coalesce(p_event_id, gen_random_uuid());
  unanswered text[];
begin
  perform raise_refusal(lock_assignment_cursors(p_organization_id, p_caller_id));
  a := lock_assignment(p_organization_id, p_assignment_id, true);
  existing := find_event(p_organization_id, p_event_id);
  if existing.kind = 'assignment.cancelled' and existing.assignment_id = p_assignment_id and existing.actor_id = p_caller_id
     and existing.payload->>'reason' = p_reason then
    return assignment_result(p_organization_id, p_assignment_id, true,
      (existing.payload->>'superseded_attempt_id')::uuid, existing);
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  if a.state = 'COMPLETED' then
    perform raise_refusal(assignment_completed(a));
  elsif a.state = 'CANCELLED' then
    perform raise_refusal(assignment_cancelled(a, format('assignment %s is already cancelled: %s', p_assignment_id,
      availability(a, now())->>'explanation')));
  end if;
  if a.active_attempt_id is not null then
    unanswered := call_ids_of(unsettled_calls(p_organization_id, a.active_attempt_id));
    perform assignments_record(p_organization_id, null, 'attempt.ended',
      jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', a.active_attempt_id,
                         'outcome', case when cardinality(unanswered) = 0 then 'SUPERSEDED' else 'UNCERTAIN' end,
                         'outcome_entity_id', null, 'failure_reason', null, 'cancelled_event_id', cancel_id)
        || case when cardinality(unanswered) = 0 then '{}' else jsonb_build_object('unanswered_call_ids', to_jsonb(unanswered)) end,
      p_caller_id, p_caller_id, p_assignment_id, a.active_attempt_id,
      (attempt_event(p_organization_id, a.active_attempt_id, 'attempt.started')).event_id, false, 2);
  end if;
  written := assignments_record(p_organization_id, cancel_id, 'assignment.cancelled',
    jsonb_build_object('assignment_id', p_assignment_id, 'reason', p_reason, 'superseded_attempt_id', a.active_attempt_id),
    p_caller_id, p_caller_id, p_assignment_id, null, null);
  return assignment_result(p_organization_id, p_assignment_id, false, a.active_attempt_id, written);
end
$$;

-- CANCELLED -> READY, history kept; refused while an Attempt of it awaits reconciliation.
create function workforce.reopen_assignment(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_reason text, p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  a assignments;
  existing events;
  written events;
begin
  perform raise_refusal(lock_assignment_cursors(p_organization_id, p_caller_id));
  a := lock_assignment(p_organization_id, p_assignment_id, true);
  existing := find_event(p_organization_id, p_event_id);
  if existing.kind = 'assignment.reopened' and existing.assignment_id = p_assignment_id and existing.actor_id = p_caller_id
     and existing.payload->>'reason' = p_reason then
    return assignment_result(p_organization_id, p_assignment_id, true, null, existing);
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  if a.state <> 'CANCELLED' then
    perform fail('WF035', format('assignment %s is not cancelled, so it cannot be reopened: %s', p_assignment_id,
      availability(a, now())->>'explanation'),
      jsonb_build_object('assignment_id', p_assignment_id, 'state', a.state));
  end if;
  if a.uncertain_attempt_id is not null then
    perform fail('WF034', format('attempt %s of assignment %s may have had an external effect: reconcile it before reopening',
      a.uncertain_attempt_id, p_assignment_id),
      jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', a.uncertain_attempt_id));
  end if;
  written := assignments_record(p_organization_id, p_event_id, 'assignment.reopened',
    jsonb_build_object('assignment_id', p_assignment_id, 'reason', p_reason), p_caller_id, p_caller_id, p_assignment_id, null, null);
  return assignment_result(p_organization_id, p_assignment_id, false, null, written);
end
$$;

-- ReceiptRejected: a receipt that does not verify against the recorded execution boundary (seed
-- 002: its reconciler rejects a receipt whose producer "does not match the recorded execution
-- boundary"). p_index is the receipt's position (1-based), null for the set as a whole.
create function workforce.receipt_rejected(p_mismatch text, p_index integer, p_message text, p_detail jsonb default '{}')
returns jsonb
language plpgsql stable
as $$ begin return workforce.refusal('WF040', p_message || ': nothing was resolved; send receipts that verify',
  jsonb_build_object('mismatch', p_mismatch, 'receipt_index', p_index) || p_detail); end $$;

-- What an Entity already serves, if anything (else null): the goal of an Assignment, output of an
-- Attempt (an Entity an Attempt generated is its possible outcome or evidence, never a receipt from
-- outside it), or a receipt, outcome or effect a reconciliation recorded. Such an Entity says
-- something else already; it cannot also be the receipt of an effect.
create function workforce.entity_use(p_organization_id uuid, p_entity workforce.entities) returns text
language plpgsql stable as $$
begin
  if exists (select from workforce.assignments where organization_id = p_organization_id and goal_entity_id = p_entity.entity_id) then
    return 'the goal of an assignment';
  end if;
  if p_entity.generated_by_attempt_id is not null then
    return format('output of attempt %s', p_entity.generated_by_attempt_id);
  end if;
  -- The organization's reconciliations only (events_kind_seq), each at most one per Attempt.
  if exists (select from workforce.events r
              where r.organization_id = p_organization_id and r.kind = 'attempt.reconciled'
                and (r.payload->>'receipt_entity_id' = p_entity.entity_id::text
                     or r.payload->>'outcome_entity_id' = p_entity.entity_id::text
                     or r.payload->>'effect_entity_id' = p_entity.entity_id::text
                     or r.payload->'receipts' @> jsonb_build_array(jsonb_build_object('entity_id', p_entity.entity_id)))) then
    return 'a receipt, outcome or effect of a reconciliation';
  end if;
  return null;
end
$$;

-- Content with nothing in it but white space (Unicode spaces and zero-width ones included).
create function workforce.is_blank(p_content text) returns boolean
language sql immutable parallel safe
return p_content ~ '^[\s\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]*$';

-- Resolves an UNCERTAIN Attempt against verified receipts, never by assumption (seed 002:
-- "Uncertain attempts resolve only against a verified receipt attributed to the recorded execution
-- boundary"). Our recorded boundary is each unsettled call's tool (its tool_name on tool.call,
-- under the configuration the Attempt pinned): each receipt names the calls it settles and its
-- producer, which must be those calls' tool; together the receipts settle every call the Attempt
-- left unsettled, for RETRY and COMPLETE alike. p_receipts: [{call_ids, producer, entity_id,
-- media_type, content}], content null to name an existing Entity by entity_id.
--   RETRY: the Attempt is ABANDONED; the Assignment READY (or still CANCELLED).
--   COMPLETE: the effect happened. The Attempt is COMPLETED with an outcome Entity stored here
--   (generated by it, created by the reconciling Actor) and the Assignment COMPLETED; but on a
--   CANCELLED Assignment the cancellation stays (seed 003: "cancellation remains the Goal's
--   terminal status"; "a superseded … completion records actual effects without overwriting the
--   later decision"): the Attempt is EFFECTED, the content stored as evidence of the effect
--   (effect_entity_id), and only a reopening moves the Assignment on.
-- attempt.reconciled version 2 records each receipt (calls, producer, Entity, sha256) and the
-- Entities stored with it (stored_entity_ids), so its success payload reports exactly them.
create function workforce.reconcile_attempt(
  p_organization_id uuid, p_caller_id uuid, p_assignment_id uuid, p_attempt_id uuid, p_decision text,
  p_receipts jsonb, p_outcome_entity_id uuid, p_outcome_media_type text, p_outcome_content text, p_note text,
  p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  a assignments;
  existing events;
  ended events;
  written events;
  outcome entities;
  receipt entities;
  put record;
  r record;
  unsettled text[];
  tools jsonb;
  named text[] := '{}';
  entity_ids uuid[] := '{}';
  recorded jsonb := '[]';
  stored uuid[] := '{}';
  resolved text;
begin
  if p_decision is null or p_decision not in ('RETRY', 'COMPLETE') then
    perform fail('WF030', 'a reconciliation decides RETRY or COMPLETE');
  end if;
  if jsonb_typeof(p_receipts) is distinct from 'array' or jsonb_array_length(p_receipts) = 0 then
    perform fail('WF030', 'a reconciliation names its receipts: nothing resolves an uncertain attempt by assumption');
  end if;
  if (p_decision = 'COMPLETE') <> (p_outcome_content is not null) or (p_outcome_entity_id is null) <> (p_outcome_content is null) then
    perform fail('WF021', 'a COMPLETE reconciliation stores its one outcome entity (its content), and a RETRY one has none');
  end if;
  perform raise_refusal(lock_assignment_cursors(p_organization_id, p_caller_id));
  a := lock_assignment(p_organization_id, p_assignment_id, true);

  existing := attempt_event(p_organization_id, p_attempt_id, 'attempt.reconciled');
  if existing.event_id is not null then
    if existing.assignment_id = p_assignment_id and existing.payload->>'decision' = p_decision
       and existing.payload->>'note' is not distinct from p_note and existing.actor_id = p_caller_id
       and (p_event_id is null or p_event_id = existing.event_id)
       and reconciled_as_sent(p_organization_id, existing, p_receipts, p_outcome_media_type, p_outcome_content) then
      return assignment_result(p_organization_id, p_assignment_id, true, p_attempt_id, existing);
    end if;
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  if a.uncertain_attempt_id is distinct from p_attempt_id then
    ended := attempt_event(p_organization_id, p_attempt_id, 'attempt.started');
    perform fail('WF036', case
      when ended.event_id is null or ended.assignment_id <> p_assignment_id then
        format('attempt %s was never started for assignment %s, so there is nothing to reconcile%s', p_attempt_id, p_assignment_id,
               case when a.uncertain_attempt_id is not null then format(' (its uncertain attempt is %s)', a.uncertain_attempt_id) else '' end)
      else format('attempt %s of assignment %s is not uncertain, so there is nothing to reconcile%s', p_attempt_id,
      p_assignment_id, case when existing.event_id is not null then format(' (reconciled by event #%s)', existing.org_seq) else '' end) end,
      jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', p_attempt_id, 'uncertain_attempt_id', a.uncertain_attempt_id));
  end if;

  -- Verify every receipt before anything is written.
  ended := attempt_event(p_organization_id, p_attempt_id, 'attempt.ended');
  unsettled := array(select jsonb_array_elements_text(coalesce(ended.payload->'unanswered_call_ids', '[]')));
  -- call_id -> the tools its unsettled occurrences were made with, as they stood at the ending.
  select coalesce(jsonb_object_agg(o.call_id, o.tools), '{}') into tools
    from (select c->>'call_id' as call_id, jsonb_agg(c->'tool_name') as tools
            from jsonb_array_elements(unsettled_calls(p_organization_id, p_attempt_id, ended.org_seq)) c group by 1) o;
  for r in select x.n::integer as n, x.value as receipt from jsonb_array_elements(p_receipts) with ordinality x(value, n) loop
    if jsonb_typeof(r.receipt->'call_ids') is distinct from 'array' or jsonb_array_length(r.receipt->'call_ids') = 0 then
      perform raise_refusal(receipt_rejected('UNKNOWN_CALL', r.n, format('receipt %s names no call', r.n)));
    end if;
    for i in 0 .. jsonb_array_length(r.receipt->'call_ids') - 1 loop
      if (r.receipt->'call_ids'->>i) is null or not ((r.receipt->'call_ids'->>i) = any(unsettled)) then
        perform raise_refusal(receipt_rejected('UNKNOWN_CALL', r.n,
          format('receipt %s names call %s, which attempt %s did not leave unsettled (unsettled: %s)', r.n,
                 coalesce(r.receipt->'call_ids'->>i, 'null'), p_attempt_id, array_to_string(unsettled, ', ')),
          jsonb_build_object('call_id', r.receipt->'call_ids'->>i)));
      end if;
      if (r.receipt->'call_ids'->>i) = any(named) then
        perform raise_refusal(receipt_rejected('REPEATED_CALL', r.n,
          format('receipt %s names call %s, which another receipt settles already', r.n, r.receipt->'call_ids'->>i),
          jsonb_build_object('call_id', r.receipt->'call_ids'->>i)));
      end if;
      if not coalesce(tools->(r.receipt->'call_ids'->>i) @> jsonb_build_array(r.receipt->'producer'), false) then
        perform raise_refusal(receipt_rejected('PRODUCER_MISMATCH', r.n,
          format('receipt %s was produced by %s, which does not match the recorded execution boundary of call %s: tool %s', r.n,
                 coalesce(quote_literal(r.receipt->>'producer'), 'nobody'), r.receipt->'call_ids'->>i,
                 (select string_agg(quote_literal(t), ' or ') from jsonb_array_elements_text(tools->(r.receipt->'call_ids'->>i)) t)),
          jsonb_build_object('call_id', r.receipt->'call_ids'->>i)));
      end if;
      named := named || (r.receipt->'call_ids'->>i);
    end loop;
    select * into receipt from entities where organization_id = p_organization_id and entity_id = (r.receipt->>'entity_id')::uuid;
    if r.receipt->>'content' is not null then
      if is_blank(r.receipt->>'content') then
        perform raise_refusal(receipt_rejected('NO_CONTENT', r.n, format('receipt %s has no content', r.n)));
      end if;
      perform raise_refusal(entity_conflict(receipt, r.receipt->>'media_type', r.receipt->>'content', null));
    elsif receipt.entity_id is null then
      perform raise_refusal(entity_not_found((r.receipt->>'entity_id')::uuid));
    elsif is_blank(receipt.content) then
      perform raise_refusal(receipt_rejected('NO_CONTENT', r.n, format('receipt %s (entity %s) has no content', r.n, receipt.entity_id),
        jsonb_build_object('entity_id', receipt.entity_id)));
    elsif entity_use(p_organization_id, receipt) is not null then
      perform raise_refusal(receipt_rejected('ENTITY_IN_USE', r.n,
        format('receipt %s names entity %s, which is already %s: send the receipt''s content inline instead', r.n,
               receipt.entity_id, entity_use(p_organization_id, receipt)),
        jsonb_build_object('entity_id', receipt.entity_id)));
    end if;
    if (r.receipt->>'entity_id')::uuid = any(entity_ids) or (r.receipt->>'entity_id')::uuid = p_outcome_entity_id then
      perform raise_refusal(receipt_rejected('ENTITY_IN_USE', r.n,
        format('receipt %s names entity %s, which this reconciliation uses already', r.n, r.receipt->>'entity_id'),
        jsonb_build_object('entity_id', r.receipt->>'entity_id')));
    end if;
    entity_ids := entity_ids || (r.receipt->>'entity_id')::uuid;
  end loop;
  if exists (select from unnest(unsettled) u where u <> all(named)) then
    perform raise_refusal(receipt_rejected('CALL_UNSETTLED', null,
      format('calls %s of attempt %s are settled by no receipt, and a reconciliation never resolves by assumption',
             array_to_string(array(select u from unnest(unsettled) u where u <> all(named)), ', '), p_attempt_id),
      jsonb_build_object('call_ids', to_jsonb(array(select u from unnest(unsettled) u where u <> all(named))))));
  end if;
  if p_outcome_content is not null then
    select * into outcome from entities where organization_id = p_organization_id and entity_id = p_outcome_entity_id;
    perform raise_refusal(entity_conflict(outcome, p_outcome_media_type, p_outcome_content, p_attempt_id));
  end if;

  for r in select x.n::integer as n, x.value as receipt from jsonb_array_elements(p_receipts) with ordinality x(value, n) loop
    if r.receipt->>'content' is not null then
      select * into put from entity_put(p_organization_id, (r.receipt->>'entity_id')::uuid, r.receipt->>'media_type',
                                        r.receipt->>'content', p_caller_id, p_caller_id, null, p_assignment_id);
      receipt := put.entity;
      if not put.replayed then
        stored := stored || receipt.entity_id;
      end if;
    else
      select * into receipt from entities where organization_id = p_organization_id and entity_id = (r.receipt->>'entity_id')::uuid;
    end if;
    recorded := recorded || jsonb_build_array(jsonb_build_object('call_ids', r.receipt->'call_ids', 'producer', r.receipt->>'producer',
      'entity_id', receipt.entity_id, 'sha256', encode(receipt.sha256, 'hex')));
  end loop;
  if p_outcome_content is not null then
    select * into put from entity_put(p_organization_id, p_outcome_entity_id, p_outcome_media_type, p_outcome_content,
                                      p_caller_id, p_caller_id, p_attempt_id, p_assignment_id);
    if not put.replayed then
      stored := stored || p_outcome_entity_id;
    end if;
  end if;
  resolved := case when p_decision = 'RETRY' then 'ABANDONED' when a.state = 'CANCELLED' then 'EFFECTED' else 'COMPLETED' end;
  written := assignments_record(p_organization_id, p_event_id, 'attempt.reconciled',
    jsonb_build_object('assignment_id', p_assignment_id, 'attempt_id', p_attempt_id, 'decision', p_decision, 'outcome', resolved,
                       'receipts', recorded,
                       'outcome_entity_id', case when resolved = 'COMPLETED' then p_outcome_entity_id end,
                       'effect_entity_id', case when resolved = 'EFFECTED' then p_outcome_entity_id end,
                       'note', p_note, 'stored_entity_ids', to_jsonb(stored)),
    p_caller_id, p_caller_id, p_assignment_id, p_attempt_id, ended.event_id, false, 2);
  return assignment_result(p_organization_id, p_assignment_id, false, p_attempt_id, written);
end
$$;

-- Is an existing reconciliation (either version) the one this call sends again: the same
-- receipts in order (calls, producer, and each Entity by id or, sent inline, by content, since a
-- retry chooses new Entity ids) and the same outcome content? Decision, note and caller are
-- compared by the caller of this function.
create function workforce.reconciled_as_sent(
  p_organization_id uuid, p_existing workforce.events, p_receipts jsonb, p_outcome_media_type text, p_outcome_content text
) returns boolean
language plpgsql stable as $$
declare
  before jsonb;
  ent workforce.entities;
  outcome_id uuid := coalesce(p_existing.payload->>'outcome_entity_id', p_existing.payload->>'effect_entity_id')::uuid;
begin
  before := case when p_existing.payload_version >= 2 then p_existing.payload->'receipts' else '[]' end;
  if jsonb_array_length(before) <> jsonb_array_length(p_receipts) then
    return false;
  end if;
  for i in 0 .. jsonb_array_length(before) - 1 loop
    select * into ent from workforce.entities
     where organization_id = p_organization_id and entity_id = (before->i->>'entity_id')::uuid;
    if before->i->'call_ids' is distinct from p_receipts->i->'call_ids' or before->i->>'producer' is distinct from p_receipts->i->>'producer'
       or not workforce.entity_matches(ent, (p_receipts->i->>'entity_id')::uuid, p_receipts->i->>'media_type', p_receipts->i->>'content') then
      return false;
    end if;
  end loop;
  if p_outcome_content is null then
    return outcome_id is null;
  end if;
  select * into ent from workforce.entities where organization_id = p_organization_id and entity_id = outcome_id;
  return ent.entity_id is not null and workforce.entity_matches(ent, null, p_outcome_media_type, p_outcome_content);
end
$$;

-- Assignment.availability for a page of Assignments, in one call: the one assessment behind the
-- claim refusals. First what refuses every claim of the organization, in the order
-- lock_assignment_cursors judges it: either projection not current (`stale`: the very refusal a
-- claim would get, AssignmentStateStale before ActorStateStale); then each Assignment's
-- availability (the words claim_refusal uses) at the database's time, with the Actor that claimed
-- its active Attempt (`claimed_by`: only that Actor may renew or end it). Reads only the caller's
-- organization; test/db/availability.test.ts provokes every claim refusal and finds it here.
create function workforce.assess_assignments(p_organization_id uuid, p_assignment_ids uuid[]) returns jsonb
language plpgsql stable security definer set search_path = workforce, pg_temp as $$
declare
  assignments_cursor projection_cursors;
  actors_cursor projection_cursors;
  stale jsonb;
  a assignments;
  assessed jsonb := '{}';
begin
  select * into assignments_cursor from projection_cursors where organization_id = p_organization_id and projection = 'ASSIGNMENTS';
  select * into actors_cursor from projection_cursors where organization_id = p_organization_id and projection = 'ACTORS';
  if assignments_cursor.projection is null or actors_cursor.projection is null then
    stale := refusal('WF022', format('organization %s does not exist', p_organization_id));
  else
    stale := coalesce(stale_cursor_refusal(assignments_cursor, pending_seq(assignments_cursor)),
                      stale_cursor_refusal(actors_cursor, pending_seq(actors_cursor)));
  end if;
  for a in select * from assignments where organization_id = p_organization_id and assignment_id = any(p_assignment_ids) loop
    assessed := assessed || jsonb_build_object(a.assignment_id, availability(a, now()) || jsonb_build_object('claimed_by',
      case when a.active_attempt_id is not null then (attempt_event(p_organization_id, a.active_attempt_id, 'attempt.started')).recorded_by end));
  end loop;
  return jsonb_build_object('stale', stale, 'assessments', assessed);
end
$$;

-- The metric workforce_claims_awaiting_recovery (src/metrics.ts): how many RUNNING Assignments, over
-- every organization, hold a claim that has expired, counted up to p_limit at the database's time.
-- Only the count leaves the function, so the application role still reads no other organization's
-- rows. It reads the expired claims only, through assignments_claims_by_expiry, so a scrape costs
-- the same whatever the number of organizations and Assignments (a join through each organization's
-- assignments_by_state was planned as a scan of the whole table once organizations were many).
create function workforce.count_claims_awaiting_recovery(p_limit integer) returns jsonb
language plpgsql stable security definer set search_path = workforce, pg_temp as $$
begin
  return jsonb_build_object('count', (
    select count(*) from (
      select 1 from assignments
       where state = 'RUNNING' and claim_expires_at <= now()
       limit greatest(p_limit, 0)) expired));
end
$$;
