-- Projection cursors and the freshness check every command runs before it trusts current state.

create table workforce.projection_cursors (
  organization_id uuid not null references workforce.organizations,
  projection text not null check (projection in ('ACTORS', 'ASSIGNMENTS')),
  version integer not null,
  last_applied_seq bigint not null default 0,
  dirty boolean not null default false,
  dirty_reason text,
  rebuilding boolean not null default false,
  -- Who started the rebuild in progress: it may finish it even while the Actors it was
  -- authorized by are themselves being replayed.
  rebuild_started_by uuid,
  updated_at timestamptz not null default now(),
  primary key (organization_id, projection),
  check (dirty or dirty_reason is null),
  check (rebuilding = (rebuild_started_by is not null))
);

-- The version of the apply logic this schema implements. Bumping it (with a migration that changes
-- an *_apply function) makes every stored cursor stale until it is rebuilt.
-- (SQL, not PL/pgSQL: the planner inlines it, so the check costs no function call.)
create function workforce.projection_version(p_projection text) returns integer
language sql immutable parallel safe
-- Searched, not simple, CASE: Citus deparses an inlined simple CASE inside an UPDATE wrongly (text = boolean).
return case when p_projection = 'ACTORS' then 1 when p_projection = 'ASSIGNMENTS' then 3 end;

create function workforce.stale_code(p_projection text) returns text
language sql immutable parallel safe
return case when p_projection = 'ASSIGNMENTS' then 'WF011' else 'WF012' end;

-- The first event of the cursor's projection after the cursor, if any: one probe of the
-- projection's partial index (events_assignments_seq, events_actors_seq), so its cost does not
-- grow with the ledger whatever plan is cached. Probing (organization, kind, org_seq) per kind
-- let a generic plan walk the primary key from the cursor instead, reading every later event of
-- the organization. So a claim reads as many ledger tuples however far the head has moved past
-- the cursor (test/db/freshness-cost.test.ts: "a claim reads as many ledger tuples with 5,000 later
-- unrelated events as with none, whatever plan is cached").
create function workforce.pending_seq(c workforce.projection_cursors) returns bigint
language plpgsql stable as $$
begin
  if c.projection = 'ASSIGNMENTS' then
    return (select e.org_seq from workforce.events e
             where e.organization_id = c.organization_id and e.org_seq > c.last_applied_seq
               and workforce.event_projection(e.kind) = 'ASSIGNMENTS'
             order by e.org_seq limit 1);
  end if;
  return (select e.org_seq from workforce.events e
           where e.organization_id = c.organization_id and e.org_seq > c.last_applied_seq
             and workforce.event_projection(e.kind) = 'ACTORS'
           order by e.org_seq limit 1);
end
$$;

-- *StateStale unless the locked cursor is current: same version as the code, not dirty, and no
-- event of its projection after it (p_pending, from pending_seq). Null when it is current.
create function workforce.stale_cursor_refusal(c workforce.projection_cursors, p_pending bigint) returns jsonb
language plpgsql stable as $$
declare
  label text := initcap(c.projection);
begin
  if c.version <> workforce.projection_version(c.projection) then
    return workforce.refusal(workforce.stale_code(c.projection),
      format('the %s projection is at version %s but the code needs version %s: a SYSTEM caller rebuilds it (rebuildProjection)', label, c.version, workforce.projection_version(c.projection)),
      jsonb_build_object('projection', c.projection, 'reason', 'VERSION', 'stored_version', c.version));
  end if;
  if c.dirty then
    return workforce.refusal(workforce.stale_code(c.projection),
      format('the %s projection is marked dirty (%s): a SYSTEM caller rebuilds it (rebuildProjection)', label, coalesce(c.dirty_reason, 'no reason given')),
      jsonb_build_object('projection', c.projection, 'reason', 'DIRTY', 'dirty_reason', c.dirty_reason));
  end if;
  if p_pending is not null then
    return workforce.refusal(workforce.stale_code(c.projection),
      format('the %s projection is behind the ledger: event #%s is not applied (cursor at #%s): a SYSTEM caller rebuilds it (rebuildProjection)', label, p_pending, c.last_applied_seq),
      jsonb_build_object('projection', c.projection, 'reason', 'BEHIND', 'last_applied_seq', c.last_applied_seq, 'pending_seq', p_pending));
  end if;
  return null;
end
$$;

-- The *StateStale refusal of a cursor just locked, or null when it is current: read after the
-- locking statement, so the pending probe sees what the lock waited for.
create function workforce.cursor_refusal(c workforce.projection_cursors) returns jsonb
language plpgsql as $$
declare
  pending bigint := workforce.pending_seq(c);
begin
  if c.version <> workforce.projection_version(c.projection) or c.dirty or pending is not null then
    return workforce.stale_cursor_refusal(c, pending);
  end if;
  return null;
end
$$;

-- Locks the projection's cursor and returns its *StateStale refusal, or null when it is current.
-- Commands that write the projection lock it exclusively (serializing them per organization);
-- commands that only read it share the lock, which still keeps a rebuild from interleaving.
create function workforce.lock_cursor(p_organization_id uuid, p_projection text, p_exclusive boolean) returns jsonb
language plpgsql as $$
declare
  c workforce.projection_cursors;
begin
  if p_exclusive then
    select * into c from workforce.projection_cursors
     where organization_id = p_organization_id and projection = p_projection for no key update;
  else
    select * into c from workforce.projection_cursors
     where organization_id = p_organization_id and projection = p_projection for share;
  end if;
  if not found then
    perform workforce.fail('WF022', format('organization %s does not exist', p_organization_id));
  end if;
  return workforce.cursor_refusal(c);
end
$$;

-- lock_cursor for the single commands: raises the refusal.
create function workforce.lock_fresh_cursor(p_organization_id uuid, p_projection text, p_exclusive boolean) returns void
language plpgsql as $$
begin
  perform workforce.raise_refusal(workforce.lock_cursor(p_organization_id, p_projection, p_exclusive));
end
$$;

-- The *StateStale refusal of the Assignment and Actor cursors just locked (the first of them), or
-- else the calling Actor's refusal (p_caller_id, when given), or null: their pending events and the
-- caller read in one statement. It runs after the locking statement, so that its snapshot sees what
-- the lock waited for: a deactivation or an append that committed meanwhile (the locking
-- statement's own snapshot does not: test/db/races.test.ts, found by the model suite). The two
-- probes are pending_seq's, written out so that one statement makes both (and reads the caller):
-- three statements and five calls fewer a command (docs/performance.md, "The cycle floor").
create function workforce.assignment_cursors_refusal(
  p_assignments workforce.projection_cursors, p_actors workforce.projection_cursors, p_caller_id uuid
) returns jsonb
language plpgsql as $$
declare
  probed record;
begin
  select (select e.org_seq from workforce.events e
           where e.organization_id = p_assignments.organization_id and e.org_seq > p_assignments.last_applied_seq
             and workforce.event_projection(e.kind) = 'ASSIGNMENTS'
           order by e.org_seq limit 1) as assignments_pending,
         (select e.org_seq from workforce.events e
           where e.organization_id = p_actors.organization_id and e.org_seq > p_actors.last_applied_seq
             and workforce.event_projection(e.kind) = 'ACTORS'
           order by e.org_seq limit 1) as actors_pending,
         (select x from workforce.actors x where x.organization_id = p_actors.organization_id and x.actor_id = p_caller_id) as caller
    into probed;
  if p_assignments.version <> workforce.projection_version('ASSIGNMENTS') or p_assignments.dirty
     or probed.assignments_pending is not null
     or p_actors.version <> workforce.projection_version('ACTORS') or p_actors.dirty or probed.actors_pending is not null then
    return coalesce(workforce.stale_cursor_refusal(p_assignments, probed.assignments_pending),
                    workforce.stale_cursor_refusal(p_actors, probed.actors_pending));
  end if;
  if p_caller_id is not null then
    return workforce.actor_refusal(p_caller_id, probed.caller);
  end if;
  return null;
end
$$;

-- What every Assignment command takes first: the Assignment cursor exclusively and the Actor
-- cursor shared (in the lock order), both in one statement; then, in one more, what
-- assignment_cursors_refusal judges. Returns the first *StateStale refusal, then the caller's, or
-- null.
create function workforce.lock_assignment_cursors(p_organization_id uuid, p_caller_id uuid default null) returns jsonb
language plpgsql as $$
declare
  locked record;
begin
  select w as assignments, r as actors into locked
    from workforce.projection_cursors w, workforce.projection_cursors r
   where w.organization_id = p_organization_id and w.projection = 'ASSIGNMENTS'
     and r.organization_id = p_organization_id and r.projection = 'ACTORS'
     for no key update of w for share of r;
  if not found then
    perform workforce.fail('WF022', format('organization %s does not exist', p_organization_id));
  end if;
  return workforce.assignment_cursors_refusal(locked.assignments, locked.actors, p_caller_id);
end
$$;

-- lock_assignment_cursors for a group of single commands (run_assignment_group): the same locks,
-- and the organization's head, taken in one statement only if no other transaction holds them.
-- Returns {"busy": true} when one does (or the organization does not exist), so that the group
-- never waits on one organization's behalf; else the cursors' refusal, then p_caller_id's (an
-- organization's only command in the group), or null (its callers' are the group's to read, per
-- item). The head is taken here, before any Assignment row, out of the order the single commands
-- keep, and that cannot deadlock: every transaction that locks an Assignment row holds that
-- organization's Assignment cursor, which the group holds exclusively; the head's other holders
-- (appends and entities naming no Attempt, Actor commands) lock no Assignment row.
create function workforce.try_lock_assignment_cursors(p_organization_id uuid, p_caller_id uuid default null) returns jsonb
language plpgsql as $$
declare
  locked record;
begin
  select w as assignments, r as actors into locked
    from workforce.projection_cursors w, workforce.projection_cursors r, workforce.organization_heads h
   where w.organization_id = p_organization_id and w.projection = 'ASSIGNMENTS'
     and r.organization_id = p_organization_id and r.projection = 'ACTORS'
     and h.organization_id = p_organization_id
     for no key update of w, h skip locked for share of r skip locked;
  if not found then
    return '{"busy": true}';
  end if;
  return workforce.assignment_cursors_refusal(locked.assignments, locked.actors, p_caller_id);
end
$$;

-- The organization's head, locked as ledger_append locks it, unless another transaction holds it.
create function workforce.try_lock_head(p_organization_id uuid) returns boolean
language plpgsql as $$
begin
  perform from workforce.organization_heads where organization_id = p_organization_id for no key update skip locked;
  return found;
end
$$;

create function workforce.advance_cursor(p_organization_id uuid, p_projection text, p_seq bigint) returns void
language plpgsql as $$
begin
  update workforce.projection_cursors set last_applied_seq = p_seq, updated_at = now()
   where organization_id = p_organization_id and projection = p_projection;
end
$$;
