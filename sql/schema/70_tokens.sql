-- API tokens: each belongs to one organization and one Actor and carries one role. Only the
-- SHA-256 of the secret is stored; the secret is shown once, when the token is created.

create table workforce.api_tokens (
  organization_id uuid not null references workforce.organizations,
  token_id uuid not null,
  actor_id uuid not null,
  role text not null check (role in ('SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER')),
  secret_sha256 bytea not null check (octet_length(secret_sha256) = 32),
  label text,
  created_by uuid not null,
  created_seq bigint not null,
  created_at timestamptz not null,
  primary key (organization_id, token_id),
  foreign key (organization_id, created_seq) references workforce.events (organization_id, org_seq)
);

-- A SYSTEM caller issues tokens. A SYSTEM token is only ever bound to a SYSTEM actor.
create function workforce.create_api_token(
  p_organization_id uuid, p_caller_id uuid, p_token_id uuid, p_actor_id uuid, p_role text, p_secret_sha256 bytea, p_label text
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  target actors;
  existing api_tokens;
  e events;
begin
  perform lock_fresh_cursor(p_organization_id, 'ACTORS', false);
  perform require_system_caller(p_organization_id, p_caller_id, 'create API tokens');
  target := require_active_actor(p_organization_id, p_actor_id);
  if p_role = 'SYSTEM' and target.kind <> 'SYSTEM' then
    perform fail('WF014', format('a SYSTEM token can only be bound to a SYSTEM actor, and %s is %s', p_actor_id, target.kind),
      jsonb_build_object('actor_id', p_actor_id));
  end if;
  select * into existing from api_tokens where organization_id = p_organization_id and token_id = p_token_id;
  if found then
    if existing.actor_id = p_actor_id and existing.role = p_role and existing.secret_sha256 = p_secret_sha256 then
      return jsonb_build_object('replayed', true, 'token', to_jsonb(existing) - 'secret_sha256');
    end if;
    perform fail('WF009', format('token %s already exists with other facts', p_token_id), jsonb_build_object('token_id', p_token_id));
  end if;
  e := ledger_append(p_organization_id, null, 'api_token.created',
    jsonb_build_object('token_id', p_token_id, 'actor_id', p_actor_id, 'role', p_role, 'label', p_label), p_caller_id, p_caller_id);
  insert into api_tokens (organization_id, token_id, actor_id, role, secret_sha256, label, created_by, created_seq, created_at)
  values (p_organization_id, p_token_id, p_actor_id, p_role, p_secret_sha256, p_label, p_caller_id, e.org_seq, e.recorded_at)
  returning * into existing;
  return jsonb_build_object('replayed', false, 'token', to_jsonb(existing) - 'secret_sha256');
end
$$;
