-- API tokens: each belongs to one organization and one Actor and carries one role. Only the
-- SHA-256 of the secret is stored; the secret is shown once, when the token is created. A token may
-- expire (expires_at, judged in database time) and may be revoked (an api_token.revoked event);
-- last_used_at is when it last authenticated, to within a minute (see authenticate_token).

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
  expires_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid,
  revoked_seq bigint,
  last_used_at timestamptz,
  primary key (organization_id, token_id),
  foreign key (organization_id, created_seq) references workforce.events (organization_id, org_seq),
  foreign key (organization_id, revoked_seq) references workforce.events (organization_id, org_seq),
  check (expires_at is null or expires_at > created_at),
  check ((revoked_at is null) = (revoked_seq is null) and (revoked_at is null) = (revoked_by is null))
);

-- What a SYSTEM caller may see of a token: everything but the hash.
create function workforce.api_token_json(t workforce.api_tokens) returns jsonb
language plpgsql immutable as $$ begin return to_jsonb(t) - 'secret_sha256'; end $$;

-- The longest a token may live: a year and a day.
create function workforce.api_token_max_seconds() returns integer
language plpgsql immutable parallel safe as $$ begin return 366 * 86400; end $$;

-- A SYSTEM caller issues tokens. A SYSTEM token is only ever bound to a SYSTEM actor.
-- The expiry is p_expires_at, or p_ttl_seconds from now (database time), or none; it must lie in
-- the future and at most api_token_max_seconds() ahead.
create function workforce.create_api_token(
  p_organization_id uuid, p_caller_id uuid, p_token_id uuid, p_actor_id uuid, p_role text, p_secret_sha256 bytea, p_label text,
  p_expires_at timestamptz, p_ttl_seconds integer
) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  target actors;
  existing api_tokens;
  e events;
  expiry timestamptz;
begin
  if p_expires_at is not null and p_ttl_seconds is not null then
    perform fail('WF030', 'give expiresAt or ttlSeconds, not both');
  end if;
  expiry := coalesce(p_expires_at, now() + make_interval(secs => p_ttl_seconds));
  if expiry is not null and (expiry <= now() or expiry > now() + make_interval(secs => api_token_max_seconds())) then
    perform fail('WF030', format('a token must expire in the future and within %s seconds, not at %s', api_token_max_seconds(), utc_text(expiry)));
  end if;
  perform lock_fresh_cursor(p_organization_id, 'ACTORS', false);
  perform require_system_caller(p_organization_id, p_caller_id, 'create API tokens');
  target := require_active_actor(p_organization_id, p_actor_id);
  if p_role = 'SYSTEM' and target.kind <> 'SYSTEM' then
    perform fail('WF014', format('a SYSTEM token can only be bound to a SYSTEM actor, and %s is %s', p_actor_id, target.kind),
      jsonb_build_object('actor_id', p_actor_id));
  end if;
  select * into existing from api_tokens where organization_id = p_organization_id and token_id = p_token_id;
  if found then
    if existing.actor_id = p_actor_id and existing.role = p_role and existing.secret_sha256 = p_secret_sha256
       and existing.expires_at is not distinct from expiry then
      return jsonb_build_object('replayed', true, 'token', api_token_json(existing));
    end if;
    perform fail('WF009', format('token %s already exists with other facts', p_token_id), jsonb_build_object('token_id', p_token_id));
  end if;
  e := ledger_append(p_organization_id, null, 'api_token.created',
    jsonb_build_object('token_id', p_token_id, 'actor_id', p_actor_id, 'role', p_role, 'label', p_label,
                       'expires_at', utc_text(expiry)), p_caller_id, p_caller_id);
  insert into api_tokens (organization_id, token_id, actor_id, role, secret_sha256, label, created_by, created_seq, created_at, expires_at)
  values (p_organization_id, p_token_id, p_actor_id, p_role, p_secret_sha256, p_label, p_caller_id, e.org_seq, e.recorded_at, expiry)
  returning * into existing;
  return jsonb_build_object('replayed', false, 'token', api_token_json(existing));
end
$$;

-- A SYSTEM caller revokes a token: it stops authenticating at once (a server's token cache aside,
-- see src/auth/tokens.ts). Revoking a revoked token is an exact retry: it answers replayed and
-- writes nothing. The token row is locked so two revocations record one event.
create function workforce.revoke_api_token(p_organization_id uuid, p_caller_id uuid, p_token_id uuid) returns jsonb
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  existing api_tokens;
  e events;
begin
  perform lock_fresh_cursor(p_organization_id, 'ACTORS', false);
  perform require_system_caller(p_organization_id, p_caller_id, 'revoke API tokens');
  select * into existing from api_tokens where organization_id = p_organization_id and token_id = p_token_id for update;
  if not found then
    perform fail('WF031', format('token %s does not exist in this organization', p_token_id), jsonb_build_object('token_id', p_token_id));
  end if;
  if existing.revoked_at is not null then
    return jsonb_build_object('replayed', true, 'token', api_token_json(existing));
  end if;
  e := ledger_append(p_organization_id, null, 'api_token.revoked',
    jsonb_build_object('token_id', p_token_id, 'actor_id', existing.actor_id, 'role', existing.role), p_caller_id, p_caller_id);
  update api_tokens set revoked_at = e.recorded_at, revoked_by = p_caller_id, revoked_seq = e.org_seq
   where organization_id = p_organization_id and token_id = p_token_id
  returning * into existing;
  return jsonb_build_object('replayed', false, 'token', api_token_json(existing));
end
$$;

-- Resolves a presented token in one statement, before any organization is set for row-level
-- security (so it runs as the owner). Only a matching hash of a token that is neither revoked nor
-- expired, of an Actor that is not deactivated, answers a row. Whether the Actor was deactivated is
-- asked of the ledger (events_actor_deactivations), not of the Actor projection: while that is
-- rebuilt an Actor's row may be missing or still show it ACTIVE, and a deactivated Actor's token
-- read the organization's data then (found by review, test/db/token-cache.test.ts). An active
-- Actor's token authenticates during a rebuild, though every command refuses until it ends. The hash is compared here, never handed out:
-- comparing SHA-256 digests leaks nothing an attacker can use, since a prefix of a digest cannot be
-- aimed at.
-- Last use is recorded at most once a minute per token, so a stream of requests does not write on
-- each; the update is its own short transaction (this call is never inside a read session).
create function workforce.authenticate_token(p_organization_id uuid, p_token_id uuid, p_secret_sha256 bytea)
returns table (actor_id uuid, role text, organization_slug text, expires_at timestamptz)
language plpgsql security definer set search_path = workforce, pg_temp as $$
declare
  t api_tokens;
  slug text;
begin
  select k.* into t from api_tokens k
   where k.organization_id = p_organization_id and k.token_id = p_token_id and k.secret_sha256 = p_secret_sha256
     and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())
     and not exists (select from events e
                      where e.organization_id = k.organization_id and e.kind = 'actor.deactivated'
                        and e.payload->>'actor_id' = k.actor_id::text);
  if not found then
    return;
  end if;
  select o.slug into slug from organizations o where o.organization_id = p_organization_id;
  if t.last_used_at is null or t.last_used_at < now() - interval '1 minute' then
    update api_tokens k set last_used_at = now()
     where k.organization_id = p_organization_id and k.token_id = p_token_id
       and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');
  end if;
  return query select t.actor_id, t.role, slug, t.expires_at;
end
$$;
