-- Generated from src/events/registry.ts by `npm run db:kinds`; do not edit (a test compares the two).
-- Repeatable, applied after migrations: the event-kind registry (reference data). Each active
-- kind/version has a zod schema in src/events/payloads.ts and a fixture in test/fixtures/events/.
insert into workforce.event_kinds (kind, payload_version, projection, guarded, active, stored_form_of, description) values
  ('organization.created',          1, null,          true,  true, null, 'an organization and its System Actor came into being'),
  ('actor.registered',              1, 'ACTORS',      true,  true, null, 'a human, AI agent or system actor was registered'),
  ('actor.deactivated',             1, 'ACTORS',      true,  true, null, 'an actor was deactivated and may no longer act'),
  ('agent_configuration.published', 1, 'ACTORS',      true,  true, null, 'an immutable, numbered configuration of an AI agent was published'),
  ('entity.created',                1, null,          true,  true, null, 'immutable content was stored; the payload carries its SHA-256'),
  ('api_token.created',             1, null,          true,  true, null, 'an API token was issued to an actor with a role (its secret is never recorded)'),
  ('api_token.revoked',             1, null,          true,  true, null, 'an API token was revoked and no longer authenticates'),
  ('evidence.retention_set',        1, null,          true,  true, null, 'the organization set how long evidence contents are kept (null: for ever)'),
  ('evidence.expired',              1, null,          true,  true, null, 'retention went through the events up to through_seq, deleting the evidence contents no later event references'),
  ('assignment.created',            1, 'ASSIGNMENTS', true,  true, null, 'an assignment was created with one goal entity and is ready'),
  ('attempt.started',               1, 'ASSIGNMENTS', true,  true, null, 'an AI agent claimed an assignment, pinning a configuration version, until an expiry'),
  ('attempt.ended',                 1, 'ASSIGNMENTS', true,  true, null, 'an attempt completed, failed, or was abandoned and recovered'),
  ('attempt.renewed',               1, 'ASSIGNMENTS', true,  true, null, 'the active claim was renewed before it expired: its expiry moved'),
  ('attempt.ended',                 2, 'ASSIGNMENTS', true,  true, null, 'an attempt was superseded by a cancellation, or ended uncertain with an external effect unproven either way'),
  ('attempt.ended',                 3, 'ASSIGNMENTS', true,  true, null, 'an attempt completed with its outcome entity, whose media type, SHA-256 and size it records (an outcome stored with it has no entity.created of its own)'),
  ('attempt.reconciled',            1, 'ASSIGNMENTS', true,  true, null, 'an uncertain attempt was resolved against a receipt: retried (abandoned) or completed'),
  ('attempt.reconciled',            2, 'ASSIGNMENTS', true,  true, null, 'an uncertain attempt was resolved against verified receipts, one per producing tool: abandoned, completed, or effected (its effect happened on a cancelled assignment)'),
  ('assignment.cancelled',          1, 'ASSIGNMENTS', true,  true, null, 'an operator cancelled an assignment; its active attempt, if any, ended first'),
  ('assignment.reopened',           1, 'ASSIGNMENTS', true,  true, null, 'a cancelled assignment was reopened and is ready again'),
  ('llm.request',                   1, null,          false, true, null, 'a model request made within an attempt'),
  ('llm.response',                  1, null,          false, true, null, 'a model response, paired with its request by call_id'),
  ('tool.call',                     1, null,          false, true, null, 'a tool call made within an attempt'),
  ('tool.call',                     2, null,          false, true, null, 'a tool call that declares its effect: only an internal one (not external in the configuration either) is never uncertain'),
  ('tool.result',                   1, null,          false, true, null, 'a tool result or error, paired with its call by call_id'),
  ('tool.result',                   2, null,          false, true, null, 'a tool result or error that states its effect: none, happened or unknown (an error without it is unknown)'),
  ('llm.request',                   2, null,          false, true, 1,    'a model request as stored: its messages as what they add to an earlier request of the attempt, large contents by SHA-256'),
  ('llm.response',                  2, null,          false, true, 1,    'a model response as stored: its content by SHA-256'),
  ('tool.call',                     3, null,          false, true, 1,    'a tool call (version 1) as stored: its arguments by SHA-256'),
  ('tool.call',                     4, null,          false, true, 2,    'a tool call (version 2) as stored: its arguments by SHA-256'),
  ('tool.result',                   3, null,          false, true, 1,    'a tool result (version 1) as stored: its result by SHA-256'),
  ('tool.result',                   4, null,          false, true, 2,    'a tool result (version 2) as stored: its result by SHA-256')
on conflict (kind, payload_version) do update
  set projection = excluded.projection, guarded = excluded.guarded, active = excluded.active,
      stored_form_of = excluded.stored_form_of, description = excluded.description;
