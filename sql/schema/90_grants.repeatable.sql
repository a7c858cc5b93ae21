-- Repeatable, applied after migrations: the application role reads tables and executes the command
-- functions, and nothing else. Functions are executable by PUBLIC by default, so that is revoked first.
revoke all on schema workforce from public;
grant usage on schema workforce to workforce_app;
-- A server started with `serve --no-migrate` checks that every migration it knows was applied.
revoke all on schema workforce_meta from public;
grant usage on schema workforce_meta to workforce_app;
revoke all on workforce_meta.migrations from workforce_app, public;
grant select on workforce_meta.migrations to workforce_app;

revoke all on all tables in schema workforce from workforce_app, public;
grant select on all tables in schema workforce to workforce_app;
-- Never the secret's hash: only authenticate_token (SECURITY DEFINER) compares it. A column added
-- to api_tokens stays unreadable until it is named here.
revoke select on workforce.api_tokens from workforce_app;
grant select (organization_id, token_id, actor_id, role, label, created_by, created_seq, created_at, expires_at,
              revoked_at, revoked_by, revoked_seq, last_used_at) on workforce.api_tokens to workforce_app;

revoke all on all functions in schema workforce from workforce_app, public;
grant execute on function
  workforce.register_actor(uuid, uuid, uuid, text, text, uuid),
  workforce.deactivate_actor(uuid, uuid, uuid, uuid),
  workforce.publish_agent_configuration(uuid, uuid, uuid, integer, jsonb, uuid),
  workforce.create_entity(uuid, uuid, uuid, text, text, uuid),
  workforce.create_entities(uuid, uuid, jsonb),
  workforce.create_assignment(uuid, uuid, uuid, uuid, text, uuid, text, text),
  workforce.claim_assignment(uuid, uuid, uuid, uuid, integer, uuid, uuid, timestamptz, integer, integer),
  workforce.end_attempt(uuid, uuid, uuid, uuid, text, uuid, text, text, text, uuid),
  workforce.recover_expired_claim(uuid, uuid, uuid, uuid, uuid),
  workforce.renew_claim(uuid, uuid, uuid, uuid, timestamptz, integer, integer, uuid),
  workforce.cancel_assignment(uuid, uuid, uuid, text, uuid),
  workforce.reopen_assignment(uuid, uuid, uuid, text, uuid),
  workforce.reconcile_attempt(uuid, uuid, uuid, uuid, text, jsonb, uuid, text, text, text, uuid),
  workforce.assess_assignments(uuid, uuid[]),
  workforce.count_claims_awaiting_recovery(integer),
  workforce.append_event(uuid, uuid, uuid, text, integer, jsonb, uuid, uuid, text),
  workforce.create_assignments(uuid, uuid, jsonb),
  workforce.claim_assignments(uuid, uuid, jsonb, integer),
  workforce.end_attempts(uuid, uuid, jsonb),
  workforce.append_events(uuid, uuid, jsonb),
  workforce.create_assignment_group(uuid, jsonb),
  workforce.claim_assignment_group(uuid, jsonb),
  workforce.end_attempt_group(uuid, jsonb),
  workforce.append_event_group(uuid, jsonb),
  workforce.create_entity_group(uuid, jsonb),
  workforce.mark_projection_dirty(uuid, uuid, text, text),
  workforce.rebuild_projection(uuid, uuid, text, integer),
  workforce.verify_ledger(uuid),
  workforce.set_evidence_retention(uuid, uuid, integer),
  workforce.expire_evidence(uuid, uuid, integer, bigint),
  workforce.create_api_token(uuid, uuid, uuid, uuid, text, bytea, text, timestamptz, integer),
  workforce.revoke_api_token(uuid, uuid, uuid),
  workforce.authenticate_token(uuid, uuid, bytea)
to workforce_app;

