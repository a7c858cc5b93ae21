-- Entities: immutable content of the organization (goals, outcomes, documents). Not a projection:
-- the content lives here, and its SHA-256 is recorded by an entity.created event, so the digest
-- chain covers it too.

create table workforce.entities (
  organization_id uuid not null references workforce.organizations,
  entity_id uuid not null,
  media_type text not null check (media_type ~ '^[a-z0-9][a-z0-9!#$&^_.+-]*/[a-z0-9][a-z0-9!#$&^_.+-]*(;.*)?$'),
  content text not null,
  sha256 bytea not null check (octet_length(sha256) = 32),
  byte_size integer not null check (byte_size >= 0),
  created_by uuid not null,
  generated_by_attempt_id uuid,
  created_seq bigint not null,
  created_at timestamptz not null,
  primary key (organization_id, entity_id),
  foreign key (organization_id, created_seq) references workforce.events (organization_id, org_seq)
);

create trigger entities_append_only before update or delete on workforce.entities
  for each row execute function workforce.refuse_mutation();
create trigger entities_no_truncate before truncate on workforce.entities
  for each statement execute function workforce.refuse_mutation();

-- IdentityConflict when p_existing (the entity stored under the requested id, null when there is
-- none) is not an exact retry of storing this content: same media type, content and generating
-- attempt. Null when the content may be stored, or was stored already.
create function workforce.entity_conflict(
  p_existing workforce.entities, p_media_type text, p_content text, p_attempt_id uuid
) returns jsonb
language plpgsql stable as $$
begin
  if p_existing.entity_id is null
     or (p_existing.sha256 = sha256(convert_to(p_content, 'UTF8')) and p_existing.media_type = p_media_type
         and p_existing.generated_by_attempt_id is not distinct from p_attempt_id) then
    return null;
  end if;
  return workforce.refusal('WF009', format('entity %s already exists with other content', p_existing.entity_id),
    jsonb_build_object('entity_id', p_existing.entity_id));
end
$$;

-- EntityNotFound, declared once for every command that names an existing entity.
create function workforce.entity_not_found(p_entity_id uuid) returns jsonb
language plpgsql stable
as $$ begin return workforce.refusal('WF015', format('entity %s does not exist in this organization', p_entity_id),
  jsonb_build_object('entity_id', p_entity_id)); end $$;

-- Stores an entity, or recognises an exact retry of one (same id, same media type and content).
-- Returns the entity and whether it already existed. Callers hold their locks; the head comes last.
create function workforce.entity_put(
  p_organization_id uuid, p_entity_id uuid, p_media_type text, p_content text,
  p_created_by uuid, p_recorded_by uuid, p_attempt_id uuid, p_assignment_id uuid,
  out entity workforce.entities, out replayed boolean
)
language plpgsql as $$
declare
  digest bytea := sha256(convert_to(p_content, 'UTF8'));
  e workforce.events;
begin
  select * into entity from workforce.entities where organization_id = p_organization_id and entity_id = p_entity_id;
  if found then
    perform workforce.raise_refusal(workforce.entity_conflict(entity, p_media_type, p_content, p_attempt_id));
    replayed := true;
    return;
  end if;
  e := workforce.ledger_append(p_organization_id, null, 'entity.created',
    jsonb_build_object('entity_id', p_entity_id, 'media_type', p_media_type, 'sha256', encode(digest, 'hex'),
                       'byte_size', octet_length(p_content), 'attempt_id', p_attempt_id),
    p_created_by, p_recorded_by, p_assignment_id, p_attempt_id);
  insert into workforce.entities (organization_id, entity_id, media_type, content, sha256, byte_size, created_by,
                                  generated_by_attempt_id, created_seq, created_at)
  values (p_organization_id, p_entity_id, p_media_type, p_content, digest, octet_length(p_content), p_created_by,
          p_attempt_id, e.org_seq, e.recorded_at)
  returning * into entity;
  replayed := false;
end
$$;

-- SQL, so the planner inlines it into the queries that build results; stable, as to_jsonb is.
create function workforce.entity_json(p workforce.entities) returns jsonb
language sql stable
return to_jsonb(p) - 'sha256' || jsonb_build_object('sha256', encode(p.sha256, 'hex'));
