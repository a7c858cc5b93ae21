-- Repeatable, applied before migrations by the migrator (and before the declarative schema by the
-- drift check). Roles are cluster-wide, so this must be idempotent.
--
-- workforce_owner owns every object and every SECURITY DEFINER command function.
-- workforce_app is what the server runs as: SELECT on tables, EXECUTE on command functions, nothing else.
do $$
begin
  if not exists (select from pg_roles where rolname = 'workforce_owner') then
    create role workforce_owner nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'workforce_app') then
    create role workforce_app nologin;
  end if;
  -- On Citus, DDL and delegated calls reach the workers on connections made as these roles, so
  -- they must be able to log in there (docs/scaling.md says how to let them authenticate).
  if exists (select from pg_extension where extname = 'citus') then
    alter role workforce_owner login;
    alter role workforce_app login;
  end if;
  -- A migrating role that is not a superuser must be able to `set role` to both.
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant workforce_owner, workforce_app to %I', current_user);
  end if;
end
$$;

create schema if not exists workforce authorization workforce_owner;
