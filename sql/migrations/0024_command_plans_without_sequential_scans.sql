-- Written by hand: migra does not compare function settings (pg_proc.proconfig), so it cannot
-- generate this one. test/db/drift.test.ts compares them between sql/migrations and sql/schema.
-- The command functions are planned with enable_seqscan off: a pooled connection keeps the plans it
-- made while a table held a few rows, and a sequential scan planned then read the whole table on
-- every call once it had grown, until the table's first ANALYZE (test/db/plans-on-empty-tables.test.ts).

alter function workforce.append_event(uuid,uuid,uuid,text,integer,jsonb,uuid,uuid) set enable_seqscan = off;
alter function workforce.append_event_group(uuid,jsonb) set enable_seqscan = off;
alter function workforce.append_events(uuid,uuid,jsonb) set enable_seqscan = off;
alter function workforce.cancel_assignment(uuid,uuid,uuid,text,uuid) set enable_seqscan = off;
alter function workforce.claim_assignment(uuid,uuid,uuid,uuid,integer,uuid,uuid,timestamp with time zone,integer,integer) set enable_seqscan = off;
alter function workforce.claim_assignment_group(uuid,jsonb) set enable_seqscan = off;
alter function workforce.claim_assignments(uuid,uuid,jsonb,integer) set enable_seqscan = off;
alter function workforce.create_assignment(uuid,uuid,uuid,uuid,text,uuid,text,text) set enable_seqscan = off;
alter function workforce.create_assignment_group(uuid,jsonb) set enable_seqscan = off;
alter function workforce.create_assignments(uuid,uuid,jsonb) set enable_seqscan = off;
alter function workforce.create_entities(uuid,uuid,jsonb) set enable_seqscan = off;
alter function workforce.create_entity(uuid,uuid,uuid,text,text,uuid) set enable_seqscan = off;
alter function workforce.create_entity_group(uuid,jsonb) set enable_seqscan = off;
alter function workforce.end_attempt(uuid,uuid,uuid,uuid,text,uuid,text,text,text,uuid) set enable_seqscan = off;
alter function workforce.end_attempt_group(uuid,jsonb) set enable_seqscan = off;
alter function workforce.end_attempts(uuid,uuid,jsonb) set enable_seqscan = off;
alter function workforce.reconcile_attempt(uuid,uuid,uuid,uuid,text,jsonb,uuid,text,text,text,uuid) set enable_seqscan = off;
alter function workforce.recover_expired_claim(uuid,uuid,uuid,uuid,uuid) set enable_seqscan = off;
alter function workforce.renew_claim(uuid,uuid,uuid,uuid,timestamp with time zone,integer,integer,uuid) set enable_seqscan = off;
alter function workforce.reopen_assignment(uuid,uuid,uuid,text,uuid) set enable_seqscan = off;
