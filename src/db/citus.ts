import type pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase, withAdminClient } from './admin.js';
import { migrate } from './migrator.js';

/**
 * Citus placement (docs/scaling.md): every organization's rows on one worker. `organizations` and
 * `event_kinds` are reference tables (on every node); every other table is distributed by
 * `organization_id`, colocated with the ledger; every function exists on every node; and each
 * command function (one the application role may execute, taking the organization first) is
 * delegated on that argument, so a command call runs whole on the worker that holds its
 * organization. Plain PostgreSQL needs none of it.
 */

export const REFERENCE_TABLES = ['organizations', 'event_kinds'] as const;
const ANCHOR = 'workforce.events';

type Client = Pick<pg.ClientBase, 'query'>;

export async function hasCitus(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>(
    `select exists (select from pg_extension where extname = 'citus') as present`,
  );
  return rows[0]!.present;
}

interface TablePlacement {
  name: string;
  /** 'reference', 'distributed' (hash by organization_id, colocated with the ledger), 'local', or 'other'. */
  placement: string;
}

async function tablePlacements(client: Client): Promise<TablePlacement[]> {
  const { rows } = await client.query<TablePlacement>(`
    select c.relname as name,
           case when p.logicalrelid is null then 'local'
                when p.partmethod = 'n' and p.repmodel = 't' then 'reference'
                when p.partmethod = 'h' and column_to_column_name(p.logicalrelid, p.partkey) = 'organization_id'
                     and p.colocationid = (select colocationid from pg_dist_partition where logicalrelid = '${ANCHOR}'::regclass)
                  then 'distributed'
                else 'other' end as placement
      from pg_class c
      left join pg_dist_partition p on p.logicalrelid = c.oid
     where c.relnamespace = 'workforce'::regnamespace and c.relkind in ('r', 'p')
     order by c.relname`);
  return rows;
}

const wanted = (table: string) => ((REFERENCE_TABLES as readonly string[]).includes(table) ? 'reference' : 'distributed');

interface FunctionPlacement {
  signature: string;
  /** Executable by the application role and taking the organization first: a command, delegated. */
  command: boolean;
  distributed: boolean;
  /** The distribution argument's index (0-based) and whether it is colocated with the ledger, when distributed. */
  argumentIndex: number | null;
  colocated: boolean;
  planCacheMode: boolean;
}

async function functionPlacements(client: Client): Promise<FunctionPlacement[]> {
  const { rows } = await client.query<FunctionPlacement>(`
    select p.oid::regprocedure::text as signature,
           (has_function_privilege('workforce_app', p.oid, 'execute')
             and p.proargnames[1] = 'p_organization_id' and p.proargtypes[0] = 'uuid'::regtype) as command,
           d.objid is not null as distributed,
           d.distribution_argument_index as "argumentIndex",
           coalesce(d.colocationid = (select colocationid from pg_dist_partition where logicalrelid = '${ANCHOR}'::regclass), false) as colocated,
           coalesce(exists (select from unnest(p.proconfig) c where c like 'plan_cache_mode=%'), false) as "planCacheMode"
      from pg_proc p
      left join pg_dist_object d on d.classid = 'pg_proc'::regclass and d.objid = p.oid
     where p.pronamespace = 'workforce'::regnamespace
     order by 1`);
  return rows;
}

/**
 * Places every table and function as Citus needs them, where they are not yet: idempotent, and run
 * by every `migrate`, so later migrations' tables and functions are placed too. Returns what it did.
 *
 * Tables are distributed with their foreign keys dropped and then added back: a foreign key from a
 * still-local table to a reference table makes Citus turn that table into a "Citus local table",
 * from which it cannot be distributed.
 */
export async function distribute(client: Client): Promise<string[]> {
  if (!(await hasCitus(client))) return [];
  const done: string[] = [];
  await client.query('begin');
  try {
    // Triggers (the ledger's append-only guard) are ours and look only at the row in hand.
    await client.query(`set local citus.enable_unsafe_triggers = on`);
    await client.query(`set local citus.multi_shard_modify_mode = 'sequential'`);
    const misplaced = (await tablePlacements(client)).filter((t) => t.placement !== wanted(t.name));
    if (misplaced.length > 0) {
      const names = misplaced.map((t) => `workforce.${t.name}`);
      const { rows: keys } = await client.query<{ tbl: string; name: string; definition: string }>(
        `
        select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint
         where contype = 'f' and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($1))`,
        [names],
      );
      for (const key of keys) await client.query(`alter table ${key.tbl} drop constraint ${quote(key.name)}`);
      for (const table of misplaced) {
        const name = `workforce.${table.name}`;
        // A table Citus made a "Citus local table" for its key to a reference table usually turns
        // local again once that key is dropped; anything else placed wrongly is undistributed.
        const {
          rows: [still],
        } = await client.query<{ placed: boolean }>(
          `select exists (select from pg_dist_partition where logicalrelid = $1::regclass) as placed`,
          [name],
        );
        if (still!.placed) await client.query(`select undistribute_table($1)`, [name]);
        if (wanted(table.name) === 'reference') await client.query(`select create_reference_table($1)`, [name]);
      }
      // The ledger first: every other table is colocated with it.
      const distributed = misplaced
        .filter((t) => wanted(t.name) === 'distributed')
        .sort((a, b) => Number(`workforce.${b.name}` === ANCHOR) - Number(`workforce.${a.name}` === ANCHOR));
      for (const table of distributed) {
        const name = `workforce.${table.name}`;
        if (name === ANCHOR) await client.query(`select create_distributed_table($1, 'organization_id')`, [name]);
        else await client.query(`select create_distributed_table($1, 'organization_id', colocate_with => $2)`, [name, ANCHOR]);
      }
      for (const key of keys) await client.query(`alter table ${key.tbl} add constraint ${quote(key.name)} ${key.definition}`);
      done.push(...misplaced.map((t) => `${wanted(t.name)} table workforce.${t.name}`));
    }
    for (const fn of await functionPlacements(client)) {
      // Citus plans a distributed statement with parameters only as a custom plan.
      if (fn.planCacheMode) {
        await client.query(`alter function ${fn.signature} reset plan_cache_mode`);
        done.push(`custom plans for ${fn.signature}`);
      }
      if (fn.command && !(fn.distributed && fn.argumentIndex === 0 && fn.colocated)) {
        await client.query(`select create_distributed_function($1, '$1', colocate_with => $2)`, [fn.signature, ANCHOR]);
        done.push(`delegated ${fn.signature}`);
      } else if (!fn.command && !fn.distributed) {
        await client.query(`select create_distributed_function($1)`, [fn.signature]);
        done.push(`on every node: ${fn.signature}`);
      }
    }
    // Read sessions name their organization with SET LOCAL; this sends it to the workers they read on.
    const {
      rows: [setting],
    } = await client.query<{ value: string | null }>(`
      select (select option_value from pg_options_to_table(s.setconfig) where option_name = 'citus.propagate_set_commands') as value
        from pg_db_role_setting s right join pg_database d on d.oid = s.setdatabase and s.setrole = 0
       where d.datname = current_database()`);
    if (setting?.value !== 'local') {
      await client.query(
        `alter database ${quote((await client.query<{ db: string }>('select current_database() as db')).rows[0]!.db)} set citus.propagate_set_commands = 'local'`,
      );
      done.push('citus.propagate_set_commands = local');
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return done;
}

/** What is not placed as it must be: on Citus, the placement above; on plain PostgreSQL, what Citus would need of the schema. */
export async function placementProblems(client: Client): Promise<string[]> {
  const problems: string[] = [];
  const { rows: keys } = await client.query<{ name: string; leads: boolean }>(`
    select c.relname as name, coalesce((select a.attname = 'organization_id' from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
     where i.indrelid = c.oid and i.indisprimary), false) as leads
      from pg_class c where c.relnamespace = 'workforce'::regnamespace and c.relkind in ('r', 'p') order by 1`);
  for (const key of keys) {
    if (!key.leads && !(REFERENCE_TABLES as readonly string[]).includes(key.name)) {
      problems.push(`table workforce.${key.name}: its primary key does not lead with organization_id`);
    }
  }
  if (!(await hasCitus(client))) return problems;
  for (const table of await tablePlacements(client)) {
    if (table.placement !== wanted(table.name))
      problems.push(`table workforce.${table.name} is ${table.placement}, must be ${wanted(table.name)}`);
  }
  for (const fn of await functionPlacements(client)) {
    if (fn.command && !(fn.distributed && fn.argumentIndex === 0 && fn.colocated)) {
      problems.push(`function ${fn.signature} is not delegated on its organization, colocated with ${ANCHOR}`);
    }
    if (!fn.command && !fn.distributed) problems.push(`function ${fn.signature} is not on every node`);
    if (fn.planCacheMode) problems.push(`function ${fn.signature} sets plan_cache_mode, which Citus cannot plan`);
  }
  const { rows: roles } = await client.query<{ rolname: string }>(
    `select rolname from pg_roles where rolname in ('workforce_owner', 'workforce_app') and not rolcanlogin`,
  );
  for (const role of roles) problems.push(`role ${role.rolname} cannot log in, which Citus needs to reach the workers`);
  return problems;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The workers attached to a coordinator (listed in its `postgres` database), as connection strings. */
export async function clusterWorkers(coordinatorUrl: string): Promise<string[]> {
  return withAdminClient(databaseUrl(coordinatorUrl, 'postgres'), async (client) =>
    (
      await client.query<{ nodename: string; nodeport: number }>(
        `select nodename, nodeport from pg_dist_node where noderole = 'primary' and groupid <> 0 order by nodeid`,
      )
    ).rows.map((n) => {
      const url = new URL(coordinatorUrl);
      url.hostname = n.nodename;
      url.port = String(n.nodeport);
      return url.toString();
    }),
  );
}

/**
 * A new database on a Citus cluster, for tests and benchmarks: a database exists on every node, so
 * it is created on each with the extension, its workers are attached on the coordinator, and it is
 * migrated (which distributes it). Returns the coordinator's connection string for it.
 */
export async function createClusterDatabase(coordinatorUrl: string, name: string): Promise<string> {
  const nodes = await clusterWorkers(coordinatorUrl);
  if (nodes.length === 0) throw new Error('the coordinator has no workers in pg_dist_node (of its postgres database)');
  for (const node of [coordinatorUrl, ...nodes]) {
    const url = await createDatabase(databaseUrl(node, 'postgres'), name);
    await withAdminClient(url, (client) => client.query('create extension if not exists citus'));
  }
  const url = databaseUrl(coordinatorUrl, name);
  await withAdminClient(url, async (client) => {
    const coordinator = new URL(coordinatorUrl);
    await client.query('select citus_set_coordinator_host($1, $2)', [coordinator.hostname, Number(coordinator.port || 5432)]);
    for (const node of nodes) {
      const worker = new URL(node);
      await client.query('select citus_add_node($1, $2)', [worker.hostname, Number(worker.port || 5432)]);
    }
  });
  await migrate(url);
  return url;
}

export async function dropClusterDatabase(coordinatorUrl: string, name: string): Promise<void> {
  const nodes = await clusterWorkers(coordinatorUrl);
  for (const node of [coordinatorUrl, ...nodes]) await dropDatabase(databaseUrl(node, 'postgres'), name);
}
