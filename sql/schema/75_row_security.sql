-- Row-level security: a second wall around each organization, behind the organization filter that
-- every read already carries. A read the application role makes sees only the rows of the
-- organization its transaction names with
--   set local workforce.organization_id = '<uuid>'   (src/db/read-scope.ts; set_config(…, true) is equivalent on one node)
-- (transaction-local, so transaction-mode PgBouncer keeps working), and nothing at all when none is
-- named: nullif turns the unset ('') setting into null, and null = x is never true. A resolver that
-- forgot its filter therefore reads nothing of another organization.
--
-- Policies are plain comparisons of a column with the setting, as Citus requires (no subqueries,
-- no table-reading functions). They apply to workforce_app only and to SELECT only: it has no other
-- privilege on these tables.
--
-- Not FORCE: the tables' owner (workforce_owner) bypasses these policies. It runs the SECURITY
-- DEFINER command functions, which take the organization id as their first argument and must see
-- rows before any setting exists (create_organization, authenticate_token, rebuild_projection,
-- verify_ledger, the freshness check across the ledger). Forcing would make every command depend on
-- a setting it does not need, and one missing set_config would turn a command's guard into "not
-- found". On one node workforce_owner cannot log in (the migrator and bootstrap reach it with `set
-- role`); on Citus it must, to reach the workers (docs/scaling.md).

alter table workforce.organizations enable row level security;
-- An organization sees its own row (viewer.organization), no other.
create policy organization_isolation on workforce.organizations for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.organization_heads enable row level security;
create policy organization_isolation on workforce.organization_heads for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.event_kinds enable row level security;
-- The event-kind registry is reference data shared by every organization and holds nothing of any
-- one of them: readable by all, with or without an organization set. RLS is still enabled, so that
-- "every table has row-level security" holds without exceptions and this choice is written down.
create policy shared_reference_data on workforce.event_kinds for select to workforce_app using (true);

alter table workforce.events enable row level security;
create policy organization_isolation on workforce.events for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.projection_cursors enable row level security;
create policy organization_isolation on workforce.projection_cursors for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.actors enable row level security;
create policy organization_isolation on workforce.actors for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.agent_configurations enable row level security;
create policy organization_isolation on workforce.agent_configurations for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.entities enable row level security;
create policy organization_isolation on workforce.entities for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.assignments enable row level security;
create policy organization_isolation on workforce.assignments for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.api_tokens enable row level security;
create policy organization_isolation on workforce.api_tokens for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);

alter table workforce.contents enable row level security;
create policy organization_isolation on workforce.contents for select to workforce_app
  using (organization_id = nullif(current_setting('workforce.organization_id', true), '')::uuid);
