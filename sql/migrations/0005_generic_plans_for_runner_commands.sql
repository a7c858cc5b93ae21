-- Written by hand: migra does not compare function settings (pg_proc.proconfig), so it cannot
-- generate this one. test/db/drift.test.ts compares them between sql/migrations and sql/schema.
-- The Runner-facing commands keep one generic plan per statement, as assignments_apply does.

alter function workforce.create_assignment(uuid, uuid, uuid, uuid, text, uuid, text, text) set plan_cache_mode = force_generic_plan;
alter function workforce.claim_assignment(uuid, uuid, uuid, uuid, integer, uuid, uuid, timestamptz, integer, integer) set plan_cache_mode = force_generic_plan;
alter function workforce.end_attempt(uuid, uuid, uuid, uuid, text, uuid, text, text, text, uuid) set plan_cache_mode = force_generic_plan;
alter function workforce.recover_expired_claim(uuid, uuid, uuid, uuid, uuid) set plan_cache_mode = force_generic_plan;
alter function workforce.create_entity(uuid, uuid, uuid, text, text, uuid) set plan_cache_mode = force_generic_plan;
alter function workforce.append_event(uuid, uuid, uuid, text, integer, jsonb, uuid, uuid) set plan_cache_mode = force_generic_plan;
