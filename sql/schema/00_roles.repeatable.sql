-- Repeatable, applied before migrations by the migrator (and before the declarative schema by the
-- drift check), as the login itself, not as the owner. Roles are cluster-wide, so this must be
-- idempotent, and it must not fail for a login that only migrates (a member of workforce_owner,
-- no CREATEROLE): it creates the roles only when missing and grants a membership only when the
-- login lacks it and may grant it. The migrator checks beforehand that the login can do what it
-- must (src/db/migrator.ts), and creates the schemas owned by workforce_owner.
--
-- workforce_owner owns every object and every SECURITY DEFINER command function.
-- workforce_app is what the server runs as: SELECT on tables, EXECUTE on command functions, nothing else.
do $$
declare
  v16 constant boolean := current_setting('server_version_num')::int >= 160000;
  me constant pg_roles := (select r from pg_roles r where r.rolname = current_user);
  v_role text;
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
    if not (select rolcanlogin from pg_roles where rolname = 'workforce_owner') then
      alter role workforce_owner login;
    end if;
    if not (select rolcanlogin from pg_roles where rolname = 'workforce_app') then
      alter role workforce_app login;
    end if;
  end if;
  -- A migrating login that is not a superuser must be able to `set role` to both: granted here
  -- when it may grant them (CREATEROLE on 15; from 16 on, ADMIN on the role, which a CREATEROLE
  -- login has on the roles it created). A migration login is granted workforce_owner by hand.
  if me.rolsuper then
    return;
  end if;
  foreach v_role in array array['workforce_owner', 'workforce_app'] loop
    if not pg_has_role(current_user, v_role, case when v16 then 'SET' else 'MEMBER' end)
       and ((not v16 and me.rolcreaterole) or (v16 and pg_has_role(current_user, v_role, 'MEMBER WITH ADMIN OPTION'))) then
      execute format('grant %I to %I', v_role, current_user);
    end if;
  end loop;
end
$$;
