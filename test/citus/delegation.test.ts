// On a Citus cluster only (npm run test:citus): the database is placed as it must be, and a command
// call from the server runs whole on the one worker that holds its organization, as one remote call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAssignment } from '../../src/commands/index.js';
import { distribute, placementProblems } from '../../src/db/citus.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization } from '../helpers/factories.js';

const t = useTestDatabase();
const CLAIMS = 16;

interface NodeCalls {
  nodeport: number;
  calls: number;
}

/** claim_assignment's calls in this database, per worker (as PostgreSQL's function statistics count them). */
async function callsPerWorker(): Promise<NodeCalls[]> {
  const { rows } = await t.admin.query<{ nodeport: number; success: boolean; result: string }>(
    `select nodeport, success, result from run_command_on_workers($$
       select coalesce(sum(calls), 0) from pg_stat_user_functions where schemaname = 'workforce' and funcname = 'claim_assignment'$$)`,
  );
  return rows.map((r) => {
    if (!r.success) throw new Error(`worker ${r.nodeport}: ${r.result}`);
    return { nodeport: r.nodeport, calls: Number(r.result) };
  });
}

beforeAll(async () => {
  // Count function calls on every node, for the connections opened from now on.
  const {
    rows: [row],
  } = await t.admin.query<{ db: string }>('select current_database() as db');
  const db = row!.db;
  await t.admin.query(`alter database ${db} set track_functions = 'all'`);
  await t.admin.query(`select run_command_on_workers($$alter database ${db} set track_functions = 'all'$$)`);
});

afterAll(async () => {
  await t.admin.query(`select run_command_on_workers($$select 1$$)`);
});

describe('on a Citus cluster', () => {
  it('migrate placed every table and function: doctor finds nothing', async () => {
    const client = await t.admin.connect();
    try {
      expect(await placementProblems(client)).toEqual([]);
    } finally {
      client.release();
    }
  });

  it(`${CLAIMS} claims are ${CLAIMS} calls of claim_assignment, all on the worker that holds the organization, none on the coordinator`, async () => {
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const assignments = [];
    for (let i = 0; i < CLAIMS; i++) assignments.push((await newAssignment(t, org.system)).assignment.id);
    const {
      rows: [home],
    } = await t.admin.query<{ nodeport: number }>(
      `select p.nodeport from pg_dist_shard_placement p
        where p.shardid = get_shard_id_for_distribution_column('workforce.events', $1::uuid)`,
      [org.organizationId],
    );
    const before = await callsPerWorker();

    for (const assignmentId of assignments) {
      const claimed = await claimAssignment(t.db, org.system, { assignmentId, agentId: agent, configurationVersion: 1 });
      expect(claimed.replayed).toBe(false);
    }

    // Function statistics reach the shared counters within PostgreSQL's flush interval (at most 10 s idle).
    let after = await callsPerWorker();
    const delta = () =>
      after.map((a) => ({ nodeport: a.nodeport, calls: a.calls - (before.find((b) => b.nodeport === a.nodeport)?.calls ?? 0) }));
    for (let waited = 0; delta().reduce((n, d) => n + d.calls, 0) < CLAIMS && waited < 15_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      after = await callsPerWorker();
    }
    expect(delta().sort((a, b) => a.nodeport - b.nodeport)).toEqual(
      after
        .map((a) => ({ nodeport: a.nodeport, calls: a.nodeport === home!.nodeport ? CLAIMS : 0 }))
        .sort((a, b) => a.nodeport - b.nodeport),
    );
    const {
      rows: [coordinator],
    } = await t.admin.query<{ calls: number }>(
      `select coalesce(sum(calls), 0)::int as calls from pg_stat_user_functions where schemaname = 'workforce' and funcname = 'claim_assignment'`,
    );
    expect(coordinator!.calls).toBe(0);
  });

  it("a later migration's table and command function are placed by the next migrate", async () => {
    const client = await t.admin.connect();
    try {
      // Given what a migration would add on a distributed database: a table referencing the reference
      // table (Citus makes it a "Citus local table"; a key to a distributed table would be refused
      // here: docs/scaling.md), and a command function
      await client.query('set role workforce_owner');
      await client.query(`create table workforce.notes (
        organization_id uuid not null references workforce.organizations, note_id uuid not null, seq bigint not null, body text,
        primary key (organization_id, note_id))`);
      await client.query(`create function workforce.count_notes(p_organization_id uuid) returns bigint language sql stable
        as $$ select count(*) from workforce.notes where organization_id = p_organization_id $$`);
      await client.query('reset role');
      await client.query('grant execute on function workforce.count_notes(uuid) to workforce_app');
      // (a Citus local table, by its key to the reference table: placed, but not as it must be)
      expect((await placementProblems(client)).sort()).toEqual([
        'function workforce.count_notes(uuid) is not delegated on its organization, colocated with workforce.events',
        'table workforce.notes is other, must be distributed',
      ]);
      // When migrate places them
      const placed = await distribute(client);
      // Then both are where they must be, the key to the reference table is back, and one to the ledger can now be added
      expect(placed).toEqual(
        expect.arrayContaining(['distributed table workforce.notes', 'delegated workforce.count_notes(uuid)']),
      );
      expect(await placementProblems(client)).toEqual([]);
      await client.query(
        `alter table workforce.notes add foreign key (organization_id, seq) references workforce.events (organization_id, org_seq)`,
      );
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_constraint where conrelid = 'workforce.notes'::regclass and contype = 'f'`,
      );
      expect(rows[0]!.n).toBe(2);
      expect(await distribute(client)).toEqual([]);
    } finally {
      await client.query('reset role');
      await client.query('drop function if exists workforce.count_notes(uuid)');
      await client.query('drop table if exists workforce.notes');
      client.release();
    }
  });

  it("the plan of a command call is one task, on the organization's worker", async () => {
    const org = await newOrganization(t);
    const { rows } = await t.admin.query<{ 'QUERY PLAN': string }>(`explain select workforce.verify_ledger($1::uuid)`, [
      org.organizationId,
    ]);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Task Count: 1\b/);
  });
});
