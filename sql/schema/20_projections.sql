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
create function workforce.projection_version(p_projection text) returns integer
language plpgsql immutable parallel safe
as $$ begin return case p_projection when 'ACTORS' then 1 when 'ASSIGNMENTS' then 1 end; end $$;

create function workforce.stale_code(p_projection text) returns text
language plpgsql immutable parallel safe
as $$ begin return case p_projection when 'ASSIGNMENTS' then 'WF011' else 'WF012' end; end $$;

-- Locks the projection's cursor and refuses with *StateStale unless the projection is current:
-- same version as the code, not dirty, and no guarded event of the projection after the cursor.
-- Commands that write the projection lock it exclusively (serializing them per organization);
-- commands that only read it share the lock, which still keeps a rebuild from interleaving.
create function workforce.lock_fresh_cursor(p_organization_id uuid, p_projection text, p_exclusive boolean)
returns workforce.projection_cursors
language plpgsql as $$
declare
  c workforce.projection_cursors;
  pending bigint;
  label text := initcap(p_projection);
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
  if c.version <> workforce.projection_version(p_projection) then
    perform workforce.fail(workforce.stale_code(p_projection),
      format('the %s projection is at version %s but the code needs version %s: rebuild it', label, c.version, workforce.projection_version(p_projection)),
      jsonb_build_object('projection', p_projection, 'reason', 'VERSION', 'stored_version', c.version));
  end if;
  if c.dirty then
    perform workforce.fail(workforce.stale_code(p_projection),
      format('the %s projection is marked dirty (%s): rebuild it', label, coalesce(c.dirty_reason, 'no reason given')),
      jsonb_build_object('projection', p_projection, 'reason', 'DIRTY', 'dirty_reason', c.dirty_reason));
  end if;
  -- One probe of the projection's partial index (events_assignments_seq, events_actors_seq): its
  -- cost does not grow with the ledger, whatever plan is cached. Probing (organization, kind,
  -- org_seq) per kind let a generic plan walk the primary key from the cursor instead, reading
  -- every later event of the organization (after 5,000 model events, a claim read 30,000 of them).
  if p_projection = 'ASSIGNMENTS' then
    pending := (select e.org_seq from workforce.events e
                 where e.organization_id = p_organization_id and e.org_seq > c.last_applied_seq
                   and e.kind in ('assignment.created', 'attempt.started', 'attempt.ended')
                 order by e.org_seq limit 1);
  else
    pending := (select e.org_seq from workforce.events e
                 where e.organization_id = p_organization_id and e.org_seq > c.last_applied_seq
                   and e.kind in ('actor.registered', 'actor.deactivated', 'agent_configuration.published')
                 order by e.org_seq limit 1);
  end if;
  if pending is not null then
    perform workforce.fail(workforce.stale_code(p_projection),
      format('the %s projection is behind the ledger: event #%s is not applied (cursor at #%s): rebuild it', label, pending, c.last_applied_seq),
      jsonb_build_object('projection', p_projection, 'reason', 'BEHIND', 'last_applied_seq', c.last_applied_seq, 'pending_seq', pending));
  end if;
  return c;
end
$$;

create function workforce.advance_cursor(p_organization_id uuid, p_projection text, p_seq bigint) returns void
language plpgsql as $$
begin
  update workforce.projection_cursors set last_applied_seq = p_seq, updated_at = now()
   where organization_id = p_organization_id and projection = p_projection;
end
$$;
