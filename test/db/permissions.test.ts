import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appendEvent,
  createApiToken,
  createEntity,
  createOrganization,
  deactivateActor,
  endAttempt,
  markProjectionDirty,
  rebuildProjection,
  recoverExpiredClaim,
  verifyLedger,
} from '../../src/commands/index.js';
import { SCHEMA_DIR } from '../../src/db/sql-files.js';
import { ClaimNotExpired } from '../../src/errors.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment, newHuman, newOrganization, type TestOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';

const t = useTestDatabase();

/** What workforce_app may do, and nothing else: the audit fails on any privilege added or lost. */
const COMMAND_FUNCTIONS = [
  'workforce.append_event(uuid,uuid,uuid,text,integer,jsonb,uuid,uuid,text)',
  'workforce.append_event_group(uuid,jsonb)',
  'workforce.append_events(uuid,uuid,jsonb)',
  // A read, SECURITY DEFINER like authenticate_token: it reads only the organization it is given.
  'workforce.assess_assignments(uuid,uuid[])',
  'workforce.authenticate_token(uuid,uuid,bytea)',
  'workforce.cancel_assignment(uuid,uuid,uuid,text,uuid)',
  'workforce.claim_assignment(uuid,uuid,uuid,uuid,integer,uuid,uuid,timestamp with time zone,integer,integer)',
  // Group commit: items of many callers (each named in its item), judged as their single commands.
  'workforce.claim_assignment_group(uuid,jsonb)',
  'workforce.claim_assignments(uuid,uuid,jsonb,integer)',
  // A read across organizations that returns only a count (the metric workforce_claims_awaiting_recovery).
  'workforce.count_claims_awaiting_recovery(integer)',
  'workforce.create_api_token(uuid,uuid,uuid,uuid,text,bytea,text,timestamp with time zone,integer)',
  'workforce.create_assignment(uuid,uuid,uuid,uuid,text,uuid,text,text)',
  'workforce.create_assignment_group(uuid,jsonb)',
  'workforce.create_assignments(uuid,uuid,jsonb)',
  'workforce.create_entities(uuid,uuid,jsonb)',
  'workforce.create_entity(uuid,uuid,uuid,text,text,uuid)',
  'workforce.create_entity_group(uuid,jsonb)',
  'workforce.deactivate_actor(uuid,uuid,uuid,uuid)',
  'workforce.end_attempt(uuid,uuid,uuid,uuid,text,uuid,text,text,text,uuid)',
  'workforce.end_attempt_group(uuid,jsonb)',
  'workforce.end_attempts(uuid,uuid,jsonb)',
  'workforce.expire_evidence(uuid,uuid,integer,bigint)',
  'workforce.mark_projection_dirty(uuid,uuid,text,text)',
  'workforce.publish_agent_configuration(uuid,uuid,uuid,integer,jsonb,uuid)',
  'workforce.rebuild_projection(uuid,uuid,text,integer)',
  'workforce.reconcile_attempt(uuid,uuid,uuid,uuid,text,jsonb,uuid,text,text,text,uuid)',
  'workforce.recover_expired_claim(uuid,uuid,uuid,uuid,uuid)',
  'workforce.register_actor(uuid,uuid,uuid,text,text,uuid)',
  'workforce.renew_claim(uuid,uuid,uuid,uuid,timestamp with time zone,integer,integer,uuid)',
  'workforce.reopen_assignment(uuid,uuid,uuid,text,uuid)',
  'workforce.revoke_api_token(uuid,uuid,uuid)',
  'workforce.set_evidence_retention(uuid,uuid,integer)',
  'workforce.verify_ledger(uuid)',
];
const TABLES = [
  'actors',
  'agent_configurations',
  'api_tokens',
  'assignments',
  'contents',
  'entities',
  'event_kinds',
  'events',
  'organization_heads',
  'organizations',
  'projection_cursors',
];
/** api_tokens is readable column by column: every column but the secret's hash. */
const API_TOKEN_COLUMNS = [
  'actor_id',
  'created_at',
  'created_by',
  'created_seq',
  'expires_at',
  'label',
  'last_used_at',
  'organization_id',
  'revoked_at',
  'revoked_by',
  'revoked_seq',
  'role',
  'token_id',
];
const EXPECTED_PRIVILEGES = [
  'schema workforce: USAGE',
  // Which migrations were applied: `serve --no-migrate` checks them at start.
  'schema workforce_meta: USAGE',
  'table workforce_meta.migrations: SELECT',
  ...TABLES.filter((table) => table !== 'api_tokens').map((table) => `table workforce.${table}: SELECT`),
  'columns of workforce.api_tokens: SELECT',
  ...COMMAND_FUNCTIONS.map((fn) => `function ${fn}: EXECUTE`),
].sort();

/** Shared by all tenants: the only tables whose keys need not lead with organization_id. */
const REFERENCE_TABLES = ['event_kinds', 'organizations'];

interface PgError {
  code?: string;
  message: string;
}

/** Runs one statement as workforce_app inside a read session of the organization, as the server reads. */
async function asApp<R extends object>(organizationId: string, text: string, params: unknown[] = []): Promise<R[]> {
  const client = await t.appPool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`select set_config('workforce.organization_id', $1, true)`, [organizationId]);
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

async function refusal(work: () => Promise<unknown>): Promise<PgError> {
  try {
    await work();
  } catch (error) {
    return error as PgError;
  }
  throw new Error('expected a refusal, but it succeeded');
}

/** Every row of every workforce table, as one fingerprint per table (read as superuser). */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await t.admin.query<{ n: number; h: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from workforce.${table} x`,
    );
    out[table] = `${rows[0]!.n} rows, ${rows[0]!.h}`;
  }
  return out;
}

let org: TestOrganization;

beforeAll(async () => {
  // Real rows in every table, written through the commands as workforce_app (which exercises them).
  org = await newOrganization(t);
  const agent = await newAgent(t, org);
  const human = await newHuman(t, org);
  const leaving = await newHuman(t, org);
  await createApiToken(t.db, org.system, { actorId: human.actorId, role: 'OPERATOR' });
  await deactivateActor(t.db, org.system, { actorId: leaving.actorId });
  const goal = await createEntity(t.db, human, { mediaType: 'text/plain', content: 'the goal' });
  const { assignment } = await newAssignment(t, human, { goalEntityId: goal.entity.id });
  const first = await claim(t, org.system, assignment.id, agent);
  await endAttempt(t.db, org.system, { assignmentId: assignment.id, attemptId: first.attempt!.id, outcome: 'FAILED' });
  const second = await claim(t, org.system, assignment.id, agent);
  await appendEvent(t.db, org.system, {
    kind: 'tool.call',
    payloadVersion: 1,
    attemptId: second.attempt!.id,
    // Arguments large enough to be stored once by their SHA-256 (the contents table)
    payload: { call_id: 'c1', tool_name: 'read_document', arguments: { page: 1, query: 'the access code '.repeat(20) } },
  });
  await expect(
    recoverExpiredClaim(t.db, org.system, { assignmentId: assignment.id, attemptId: second.attempt!.id }),
  ).rejects.toBeInstanceOf(ClaimNotExpired);
  await markProjectionDirty(t.db, org.system, { projection: 'ACTORS', reason: 'permissions test' });
  await rebuildProjection(t.db, org.system, { projection: 'ACTORS' });
  expect((await verifyLedger(t.db, org.organizationId)).ok).toBe(true);
});

describe('the application role on tables', () => {
  // Which rows each statement aims at: real ones, so an UPDATE or DELETE would have had a target.
  const target = (table: string) =>
    table === 'event_kinds'
      ? { where: `kind = 'llm.request'`, column: 'description', params: [] as string[] }
      : { where: 'organization_id = $1', column: 'organization_id', params: [org.organizationId] };

  for (const table of TABLES) {
    it(`can SELECT from but not INSERT, UPDATE, DELETE or TRUNCATE workforce.${table}`, async () => {
      // Given real rows in the table, which the application role sees in a read session of their organization
      const { where, column, params } = target(table);
      const rows = await asApp<{ n: number }>(
        org.organizationId,
        `select count(*)::int as n from workforce.${table} where ${where}`,
        params,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      const before = await snapshot();

      // When the application role writes directly
      const statements = {
        INSERT: `insert into workforce.${table} select * from workforce.${table} where ${where}`,
        UPDATE: `update workforce.${table} set ${column} = ${column} where ${where}`,
        DELETE: `delete from workforce.${table} where ${where}`,
      };
      for (const [op, sql] of Object.entries(statements)) {
        const error = await refusal(() => t.appPool.query(sql, params));
        // Then it lacks the privilege
        expect({ op, code: error.code }).toEqual({ op, code: '42501' });
      }
      expect((await refusal(() => t.appPool.query(`truncate workforce.${table}`))).code).toBe('42501');

      // and nothing changed
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('the application role on functions', () => {
  it('cannot execute the internal functions', async () => {
    const before = await snapshot();
    const { organizationId } = org;
    const actorId = org.system.actorId;
    const sneaky = functionQuery('create_organization', {
      organization_id: null,
      slug: 'sneaky-org',
      system_actor_id: null,
      display_name: 'System',
    });
    const calls: [string, string, unknown[]][] = [
      [
        'ledger_append',
        `select workforce.ledger_append(p_organization_id => $1, p_event_id => null, p_kind => 'llm.request',
                          p_payload => '{}'::jsonb, p_actor_id => $2, p_recorded_by => $2)`,
        [organizationId, actorId],
      ],
      [
        'assignments_apply',
        `select workforce.assignments_apply(e.organization_id, e.org_seq - 1, e.org_seq) from workforce.events e
                              where e.organization_id = $1 and e.kind = 'attempt.ended'`,
        [organizationId],
      ],
      [
        'assignments_apply_event',
        `select workforce.assignments_apply_event(e) from workforce.events e
                              where e.organization_id = $1 and e.kind = 'attempt.ended'`,
        [organizationId],
      ],
      [
        'actors_apply',
        `select workforce.actors_apply(e) from workforce.events e
                         where e.organization_id = $1 and e.kind = 'actor.deactivated'`,
        [organizationId],
      ],
      ['create_organization', sneaky.text, sneaky.values],
      [
        'entity_put',
        `select workforce.entity_put(p_organization_id => $1, p_entity_id => gen_random_uuid(), p_media_type => 'text/plain',
                       p_content => 'x', p_created_by => $2, p_recorded_by => $2, p_attempt_id => null, p_assignment_id => null)`,
        [organizationId, actorId],
      ],
    ];
    for (const [name, sql, params] of calls) {
      const error = await refusal(() => t.appPool.query(sql, params));
      expect({ name, code: error.code }).toEqual({ name, code: '42501' });
      expect(error.message).toBe(`permission denied for function ${name}`);
    }
    // The bootstrap command is the owner's alone, also through its TypeScript command.
    expect((await refusal(() => createOrganization(t.db, { slug: 'sneaky-org' }))).code).toBe('42501');
    expect(await snapshot()).toEqual(before);
  });

  it('can execute every command function granted in 90_grants, each SECURITY DEFINER and owned by the owner', async () => {
    const grants = readFileSync(`${SCHEMA_DIR}90_grants.repeatable.sql`, 'utf8');
    const block = /grant execute on function([\s\S]*?)\bto workforce_app/.exec(grants)?.[1] ?? '';
    const granted = [...block.matchAll(/workforce\.\w+\([^)]*\)/g)].map((m) => m[0]);
    expect(granted).toHaveLength(COMMAND_FUNCTIONS.length);

    const { rows } = await t.admin.query<{
      signature: string;
      executable: boolean;
      definer: boolean;
      owner: string;
      config: string[] | null;
    }>(
      `select p.oid::regprocedure::text as signature, has_function_privilege('workforce_app', p.oid, 'EXECUTE') as executable,
              p.prosecdef as definer, pg_get_userbyid(p.proowner) as owner, p.proconfig as config
         from unnest($1::text[]) g(name) join pg_proc p on p.oid = to_regprocedure(g.name)`,
      [granted],
    );
    expect(rows.map((r) => r.signature).sort()).toEqual(COMMAND_FUNCTIONS);
    for (const row of rows) {
      expect(row).toEqual({ ...row, executable: true, definer: true, owner: 'workforce_owner' });
      // A fixed search_path, and no other setting but the planning the hot commands pin: generic
      // plans, and no sequential scan (test/db/plans-on-empty-tables.test.ts), both or neither.
      expect(row.config?.[0]).toBe('search_path=workforce, pg_temp');
      expect([[], ['plan_cache_mode=force_generic_plan', 'enable_seqscan=off']]).toContainEqual(row.config!.slice(1));
    }
  });
});

describe('privilege audit', () => {
  it('workforce_app holds exactly the expected privileges', async () => {
    const { rows } = await t.admin.query<{ privilege: string }>(`
      with app as (select 'workforce_app'::name as role),
      table_privileges as (
        select unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']
               || case when current_setting('server_version_num')::int >= 170000 then array['MAINTAIN'] else '{}' end) as privilege)
      select format('table %s.%s: %s', n.nspname, c.relname, p.privilege) as privilege
        from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join table_privileges p cross join app
       where n.nspname in ('workforce', 'workforce_meta') and c.relkind in ('r', 'p', 'v', 'm', 'f')
         and has_table_privilege(app.role, c.oid, p.privilege)
      union all
      select format('columns of %s.%s: %s', n.nspname, c.relname, p.privilege)
        from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join app
        cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p(privilege)
       where n.nspname in ('workforce', 'workforce_meta') and c.relkind in ('r', 'p', 'v', 'm', 'f')
         and has_any_column_privilege(app.role, c.oid, p.privilege) and not has_table_privilege(app.role, c.oid, p.privilege)
      union all
      select format('sequence %s.%s: %s', n.nspname, c.relname, p.privilege)
        from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join app
        cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) p(privilege)
       where n.nspname in ('workforce', 'workforce_meta') and c.relkind = 'S' and has_sequence_privilege(app.role, c.oid, p.privilege)
      union all
      select format('function %s: EXECUTE', p.oid::regprocedure)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join app
       where n.nspname in ('workforce', 'workforce_meta') and has_function_privilege(app.role, p.oid, 'EXECUTE')
      union all
      select format('schema %s: %s', n.nspname, p.privilege)
        from pg_namespace n cross join app cross join unnest(array['USAGE', 'CREATE']) p(privilege)
       where n.nspname in ('workforce', 'workforce_meta') and has_schema_privilege(app.role, n.oid, p.privilege)
      union all
      select format('member of %s', r.rolname)
        from pg_roles r cross join app where r.rolname <> app.role and pg_has_role(app.role, r.oid, 'MEMBER')
      union all
      select format('role attribute %s', a.attribute)
        from pg_roles r cross join app
        cross join lateral (values ('SUPERUSER', r.rolsuper), ('CREATEROLE', r.rolcreaterole), ('CREATEDB', r.rolcreatedb),
                                   ('BYPASSRLS', r.rolbypassrls), ('REPLICATION', r.rolreplication)) a(attribute, held)
       where r.rolname = app.role and a.held
      union all
      select format('default privilege on %s: %s', d.defaclobjtype, x.privilege_type)
        from pg_default_acl d cross join lateral aclexplode(d.defaclacl) x cross join app
       where x.grantee = (select oid from pg_roles where rolname = app.role)`);
    expect(rows.map((r) => r.privilege).sort()).toEqual(EXPECTED_PRIVILEGES);
  });

  it('workforce_app may read every column of api_tokens but the secret\u2019s hash', async () => {
    const { rows } = await t.admin.query<{ column: string; readable: boolean }>(`
      select a.attname as column, has_column_privilege('workforce_app', a.attrelid, a.attnum, 'SELECT') as readable
        from pg_attribute a where a.attrelid = 'workforce.api_tokens'::regclass and a.attnum > 0 and not a.attisdropped`);
    expect(
      rows
        .filter((r) => r.readable)
        .map((r) => r.column)
        .sort(),
    ).toEqual(API_TOKEN_COLUMNS);
    expect(rows.filter((r) => !r.readable).map((r) => r.column)).toEqual(['secret_sha256']);
    expect((await refusal(() => asApp(org.organizationId, 'select secret_sha256 from workforce.api_tokens'))).code).toBe('42501');
  });

  it('row-level security: every table enabled (not forced), and exactly these policies, each a plain comparison for workforce_app', async () => {
    // Every table in the schema, from the catalog: a new table without RLS fails here.
    const { rows: tables } = await t.admin.query<{ name: string; enabled: boolean; forced: boolean }>(`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'workforce' and c.relkind in ('r', 'p')`);
    expect(tables.filter((r) => !r.enabled || r.forced).map((r) => r.name)).toEqual([]);
    expect(tables.map((r) => r.name).sort()).toEqual(TABLES);
    // The owner bypasses them (it runs the SECURITY DEFINER commands); no other role may.
    const { rows: bypass } = await t.admin.query<{ rolname: string }>(`
      select rolname from pg_roles where rolname like 'workforce%' and (rolbypassrls or rolsuper) order by 1`);
    expect(bypass).toEqual([]);
    const { rows: policies } = await t.admin.query<{ policy: string }>(`
      select format('%s.%s %s %s to %s using %s', tablename, policyname, permissive, cmd, array_to_string(roles, ','), qual) as policy
        from pg_policies where schemaname = 'workforce' order by 1`);
    const isolation =
      `organization_isolation PERMISSIVE SELECT to workforce_app using ` +
      `(organization_id = (NULLIF(current_setting('workforce.organization_id'::text, true), ''::text))::uuid)`;
    expect(policies.map((p) => p.policy)).toEqual(
      TABLES.map((table) =>
        table === 'event_kinds'
          ? 'event_kinds.shared_reference_data PERMISSIVE SELECT to workforce_app using true'
          : `${table}.${isolation}`,
      ),
    );
  });
});

describe('Citus readiness', () => {
  it('leads every key of every distributed table with organization_id', async () => {
    // Given every table of the schema, read from the catalog (so a new table is checked too)
    const { rows: tables } = await t.admin.query<{ name: string; has_org: boolean }>(`
      select c.relname as name, exists (select from pg_attribute a where a.attrelid = c.oid and a.attname = 'organization_id'
                                         and a.attnotnull and not a.attisdropped) as has_org
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'workforce' and c.relkind in ('r', 'p') order by 1`);
    const names = tables.map((r) => r.name);
    expect(REFERENCE_TABLES.filter((name) => names.includes(name))).toEqual(REFERENCE_TABLES);
    const distributed = tables.filter((r) => !REFERENCE_TABLES.includes(r.name));
    expect(distributed.map((r) => r.name)).toEqual(
      expect.arrayContaining(TABLES.filter((name) => !REFERENCE_TABLES.includes(name))),
    );
    expect(distributed.filter((r) => !r.has_org).map((r) => r.name)).toEqual([]);

    // When every primary key, unique constraint, unique index, exclusion constraint and foreign key is listed
    const { rows: keys } = await t.admin.query<{
      table: string;
      name: string;
      kind: string;
      columns: string[];
      refs: string | null;
    }>(`
      select c.relname as table, con.conname as name, con.contype::text as kind,
             case when con.contype = 'f' then con.confrelid::regclass::text end as refs,
             array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns
        from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'workforce' and con.contype in ('p', 'u', 'f', 'x')
      union all
      select c.relname, i.relname, 'unique index', null,
             array(select coalesce(a.attname::text, '(expression)') from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
                     left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
                    where k.ord <= x.indnkeyatts order by k.ord)
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'workforce' and x.indisunique`);
    const ofDistributed = keys.filter((k) => !REFERENCE_TABLES.includes(k.table));
    const KIND: Record<string, string> = { p: 'primary key', u: 'unique', f: 'foreign key', x: 'exclusion' };
    const describeKey = (k: (typeof keys)[number]) =>
      `${KIND[k.kind] ?? k.kind} ${k.table}.${k.name} (${k.columns.join(', ')})${k.refs ? ` -> ${k.refs}` : ''}`;

    // Then each distributed table has a primary key, and every key leads with organization_id, except a
    // foreign key into a reference table (Citus supports those on any columns); those are pinned here.
    expect(
      distributed.filter((d) => !ofDistributed.some((k) => k.table === d.name && k.kind === 'p')).map((d) => d.name),
    ).toEqual([]);
    const notLeading = ofDistributed.filter((k) => k.columns[0] !== 'organization_id');
    expect(notLeading.filter((k) => k.kind !== 'f').map(describeKey)).toEqual([]);
    expect(notLeading.map(describeKey)).toEqual([
      'foreign key events.events_kind_payload_version_fkey (kind, payload_version) -> workforce.event_kinds',
    ]);
    expect(ofDistributed.length).toBeGreaterThan(20);
  });
});
