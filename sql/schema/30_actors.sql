-- The Actor projection: actors and their agent configuration versions, derived from actor.* and
-- agent_configuration.* events. Both tables are cleared and replayed by rebuild.

create table workforce.actors (
  organization_id uuid not null references workforce.organizations,
  actor_id uuid not null,
  kind text not null check (kind in ('HUMAN', 'AI_AGENT', 'SYSTEM')),
  display_name text not null,
  status text not null check (status in ('ACTIVE', 'DEACTIVATED')),
  registered_at timestamptz not null,
  registered_by uuid not null,
  deactivated_at timestamptz,
  latest_configuration_version integer,
  last_applied_seq bigint not null,
  updated_at timestamptz not null,
  primary key (organization_id, actor_id),
  check ((status = 'DEACTIVATED') = (deactivated_at is not null)),
  check (latest_configuration_version is null or kind = 'AI_AGENT')
);

create table workforce.agent_configurations (
  organization_id uuid not null,
  agent_id uuid not null,
  version integer not null check (version > 0),
  configuration jsonb not null,
  published_at timestamptz not null,
  published_by uuid not null,
  published_seq bigint not null,
  primary key (organization_id, agent_id, version),
  foreign key (organization_id, agent_id) references workforce.actors on delete cascade
);

-- The evolve step: total and free of guards, used by the commands and by rebuild alike.
create function workforce.actors_apply(e workforce.events) returns void
language plpgsql as $$
begin
  case e.kind
  when 'actor.registered' then
    insert into workforce.actors (organization_id, actor_id, kind, display_name, status, registered_at,
                                  registered_by, last_applied_seq, updated_at)
    values (e.organization_id, (e.payload->>'actor_id')::uuid, e.payload->>'kind', e.payload->>'display_name',
            'ACTIVE', e.recorded_at, e.recorded_by, e.org_seq, e.recorded_at);
  when 'actor.deactivated' then
    update workforce.actors
       set status = 'DEACTIVATED', deactivated_at = e.recorded_at, last_applied_seq = e.org_seq, updated_at = e.recorded_at
     where organization_id = e.organization_id and actor_id = (e.payload->>'actor_id')::uuid;
  when 'agent_configuration.published' then
    insert into workforce.agent_configurations (organization_id, agent_id, version, configuration,
                                                published_at, published_by, published_seq)
    values (e.organization_id, (e.payload->>'agent_id')::uuid, (e.payload->>'version')::integer,
            e.payload->'configuration', e.recorded_at, e.recorded_by, e.org_seq);
    update workforce.actors
       set latest_configuration_version = (e.payload->>'version')::integer, last_applied_seq = e.org_seq, updated_at = e.recorded_at
     where organization_id = e.organization_id and actor_id = (e.payload->>'agent_id')::uuid;
  else
    null;
  end case;
end
$$;

-- Appends a guarded Actor event, applies it and advances the cursor: the one place the live path
-- materializes Actor state.
create function workforce.actors_record(
  p_organization_id uuid, p_event_id uuid, p_kind text, p_payload jsonb, p_actor_id uuid, p_recorded_by uuid
) returns workforce.events
language plpgsql as $$
declare
  e workforce.events;
begin
  e := workforce.ledger_append(p_organization_id, p_event_id, p_kind, p_payload, p_actor_id, p_recorded_by);
  perform workforce.actors_apply(e);
  perform workforce.advance_cursor(p_organization_id, 'ACTORS', e.org_seq);
  return e;
end
$$;

-- The calling actor must exist and be active: every event is attributed to, or recorded by, it.
-- p_actor is the row looked up for p_actor_id (null when there is none); null when it may act.
create function workforce.actor_refusal(p_actor_id uuid, p_actor workforce.actors) returns jsonb
language plpgsql stable as $$
begin
  if p_actor.actor_id is null then
    return workforce.refusal('WF016', format('actor %s does not exist in this organization', p_actor_id),
      jsonb_build_object('actor_id', p_actor_id));
  end if;
  if p_actor.status <> 'ACTIVE' then
    return workforce.refusal('WF017', format('actor %s (%s) is deactivated', p_actor_id, p_actor.display_name),
      jsonb_build_object('actor_id', p_actor_id));
  end if;
  return null;
end
$$;

create function workforce.caller_refusal(p_organization_id uuid, p_actor_id uuid) returns jsonb
language plpgsql stable as $$
declare
  a workforce.actors;
begin
  select * into a from workforce.actors where organization_id = p_organization_id and actor_id = p_actor_id;
  return workforce.actor_refusal(p_actor_id, case when found then a end);
end
$$;

create function workforce.require_active_actor(p_organization_id uuid, p_actor_id uuid) returns workforce.actors
language plpgsql as $$
declare
  a workforce.actors;
begin
  select * into a from workforce.actors where organization_id = p_organization_id and actor_id = p_actor_id;
  perform workforce.raise_refusal(workforce.actor_refusal(p_actor_id, a));
  return a;
end
$$;

create function workforce.require_system_caller(p_organization_id uuid, p_actor_id uuid, p_what text) returns void
language plpgsql as $$
begin
  if (workforce.require_active_actor(p_organization_id, p_actor_id)).kind <> 'SYSTEM' then
    perform workforce.fail('WF014', format('only a SYSTEM actor may %s', p_what),
      jsonb_build_object('actor_id', p_actor_id));
  end if;
end
$$;

-- ActorNotActiveAgent unless p_agent (the row looked up for p_agent_id) is an active AI agent.
create function workforce.agent_refusal(p_agent_id uuid, p_agent workforce.actors) returns jsonb
language plpgsql stable as $$
begin
  if p_agent.actor_id is null or p_agent.kind <> 'AI_AGENT' or p_agent.status <> 'ACTIVE' then
    return workforce.refusal('WF007', format('actor %s is not an active AI agent of this organization', p_agent_id),
      jsonb_build_object('agent_id', p_agent_id));
  end if;
  return null;
end
$$;

create function workforce.actor_result(p_organization_id uuid, p_actor_id uuid, p_replayed boolean, e workforce.events)
returns jsonb
language plpgsql stable
as $$ begin return jsonb_build_object(
  'replayed', p_replayed,
  'actor', (select to_jsonb(a) from workforce.actors a where a.organization_id = p_organization_id and a.actor_id = p_actor_id),
  'event', to_jsonb(e)); end $$;

create function workforce.register_actor(
  p_organization_id uuid, p_caller_id uuid, p_actor_id uuid, p_kind text, p_display_name text, p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  existing actors;
  e events;
  payload jsonb := jsonb_build_object('actor_id', p_actor_id, 'kind', p_kind, 'display_name', p_display_name);
begin
  perform lock_fresh_cursor(p_organization_id, 'ACTORS', true);
  perform require_active_actor(p_organization_id, p_caller_id);
  select * into existing from actors where organization_id = p_organization_id and actor_id = p_actor_id;
  if found then
    if existing.kind = p_kind and existing.display_name = p_display_name
       and (p_event_id is null or (find_event(p_organization_id, p_event_id)).payload = payload) then
      return actor_result(p_organization_id, p_actor_id, true, find_event(p_organization_id, p_event_id));
    end if;
    perform fail('WF009', format('actor %s is already registered (%s "%s") by another event or with other facts', p_actor_id, existing.kind, existing.display_name),
      jsonb_build_object('actor_id', p_actor_id));
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  -- A separate statement: actor_result is STABLE and sees only what earlier statements wrote.
  e := actors_record(p_organization_id, p_event_id, 'actor.registered', payload, p_caller_id, p_caller_id);
  return actor_result(p_organization_id, p_actor_id, false, e);
end
$$;

create function workforce.deactivate_actor(p_organization_id uuid, p_caller_id uuid, p_actor_id uuid, p_event_id uuid)
returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  target actors;
  prior events;
  e events;
begin
  perform lock_fresh_cursor(p_organization_id, 'ACTORS', true);
  perform require_active_actor(p_organization_id, p_caller_id);
  select * into target from actors where organization_id = p_organization_id and actor_id = p_actor_id;
  if not found then
    perform fail('WF016', format('actor %s does not exist in this organization', p_actor_id), jsonb_build_object('actor_id', p_actor_id));
  end if;
  if target.status = 'DEACTIVATED' then
    -- Already the requested state: a retry, whether or not the caller kept the event id; an event id
    -- of another fact (another actor's deactivation, say) is refused below as any reused id is.
    prior := find_event(p_organization_id, p_event_id);
    if p_event_id is null or (prior.kind = 'actor.deactivated' and prior.payload->>'actor_id' = p_actor_id::text) then
      return actor_result(p_organization_id, p_actor_id, true, prior);
    end if;
    perform refuse_reused_event_id(p_organization_id, p_event_id);
    return actor_result(p_organization_id, p_actor_id, true, null);
  end if;
  if p_actor_id = (select system_actor_id from organization_heads where organization_id = p_organization_id) then
    perform fail('WF014', 'the organization''s own System Actor cannot be deactivated', jsonb_build_object('actor_id', p_actor_id));
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  e := actors_record(p_organization_id, p_event_id, 'actor.deactivated', jsonb_build_object('actor_id', p_actor_id), p_caller_id, p_caller_id);
  return actor_result(p_organization_id, p_actor_id, false, e);
end
$$;

create function workforce.publish_agent_configuration(
  p_organization_id uuid, p_caller_id uuid, p_agent_id uuid, p_version integer, p_configuration jsonb, p_event_id uuid
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  agent actors;
  existing agent_configurations;
  e events;
begin
  perform lock_fresh_cursor(p_organization_id, 'ACTORS', true);
  perform require_active_actor(p_organization_id, p_caller_id);
  select * into agent from actors where organization_id = p_organization_id and actor_id = p_agent_id;
  perform raise_refusal(agent_refusal(p_agent_id, agent));
  select * into existing from agent_configurations
   where organization_id = p_organization_id and agent_id = p_agent_id and version = p_version;
  if found then
    e := find_event(p_organization_id, p_event_id);
    if existing.configuration = p_configuration and (p_event_id is null or e.org_seq = existing.published_seq) then
      return jsonb_build_object('replayed', true, 'configuration', to_jsonb(existing), 'event', to_jsonb(e));
    end if;
    perform fail('WF009', format('version %s of agent %s is already published with another configuration', p_version, p_agent_id),
      jsonb_build_object('agent_id', p_agent_id, 'version', p_version));
  end if;
  if p_version <> coalesce(agent.latest_configuration_version, 0) + 1 then
    perform fail('WF020', format('the next configuration version of agent %s is %s, not %s', p_agent_id,
      coalesce(agent.latest_configuration_version, 0) + 1, p_version),
      jsonb_build_object('agent_id', p_agent_id, 'expected_version', coalesce(agent.latest_configuration_version, 0) + 1));
  end if;
  perform refuse_reused_event_id(p_organization_id, p_event_id);
  e := actors_record(p_organization_id, p_event_id, 'agent_configuration.published',
    jsonb_build_object('agent_id', p_agent_id, 'version', p_version, 'configuration', p_configuration), p_caller_id, p_caller_id);
  return jsonb_build_object('replayed', false, 'event', to_jsonb(e), 'configuration',
    (select to_jsonb(c) from agent_configurations c
      where c.organization_id = p_organization_id and c.agent_id = p_agent_id and c.version = p_version));
end
$$;
