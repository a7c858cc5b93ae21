// A pooled connection keeps the generic plans it made for the command functions' statements (and
// for the foreign-key checks they fire) until a table's statistics change. A new deployment makes
// them while its tables hold a few rows, and two plans that are right for a few rows read the whole
// table once it has grown, until autovacuum analyzes it again:
// - never analyzed, every index leading with organization_id looks like one row, and the
//   Assignment's primary-key reads were planned through assignments_by_goal (then ordered
//   (organization_id, goal_entity_id)): 1,666 to 2,002 rows a read after 2,000 creations. The index
//   now leads with goal_entity_id, so only the primary key serves (organization_id, assignment_id);
// - analyzed while a table had a page or two, a sequential scan is the cheapest plan, and stayed
//   one. The command functions are planned with enable_seqscan off: every statement in them reads
//   by a key, so an index plan is the right one at any size.
// (Each scenario on a database of its own: what matters is what its tables' statistics were when
// the plans were made.)
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionCall, toQuery } from '../../src/db/functions.js';
import { type TestDatabase, useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { tuplesRead } from '../helpers/ledger.js';

const TABLES = [
  'assignments',
  'entities',
  'events',
  'actors',
  'agent_configurations',
  'projection_cursors',
  'organization_heads',
];
const neverAnalyzed = useTestDatabase();
const analyzedSmall = useTestDatabase();

beforeAll(async () => {
  for (const t of [neverAnalyzed, analyzedSmall]) {
    for (const table of TABLES) await t.admin.query(`alter table workforce.${table} set (autovacuum_enabled = false)`);
  }
});

/**
 * One connection plans claim_assignment and end_attempt (COMPLETED, outcome inline) on an
 * organization of three Assignments, then another creates 2,000 more; returns the rows a cycle on
 * the first connection read before and after. `analyze`: the tables are analyzed before planning.
 */
async function readsBeforeAndAfterGrowth(t: TestDatabase, analyze: boolean) {
  const org = await newOrganization(t);
  const agent = await newAgent(t, org);
  const ids = await Promise.all([1, 2, 3].map(async () => (await newAssignment(t, org.system)).assignment.id));
  if (analyze) await t.admin.query(`analyze ${TABLES.map((table) => `workforce.${table}`).join(', ')}`);
  const caller = { organization_id: org.organizationId, caller_id: org.system.actorId };
  const client = await t.appPool.connect();
  const cycleReads = async (assignmentId: string) => {
    const attemptId = randomUUID();
    const claim = await tuplesRead(
      client,
      functionQuery('claim_assignment', {
        ...caller,
        assignment_id: assignmentId,
        agent_id: agent,
        configuration_version: 1,
        attempt_id: attemptId,
        event_id: null,
        claim_expires_at: null,
        claim_ttl_seconds: 60,
        max_claim_seconds: 3600,
      }),
      TABLES,
    );
    const end = await tuplesRead(
      client,
      functionQuery('end_attempt', {
        ...caller,
        assignment_id: assignmentId,
        attempt_id: attemptId,
        outcome: 'COMPLETED',
        outcome_entity_id: randomUUID(),
        outcome_media_type: 'text/plain',
        outcome_content: 'done',
        failure_reason: null,
        event_id: null,
      }),
      TABLES,
    );
    return claim + end;
  };
  try {
    await cycleReads(ids[0]!);
    const before = await cycleReads(ids[1]!);
    await t.admin.query(
      toQuery(
        sql`select ${functionCall('create_assignment', {
          ...caller,
          assignment_id: sql`gen_random_uuid()`,
          event_id: null,
          title: 'grow',
          goal_entity_id: sql`gen_random_uuid()`,
          goal_media_type: 'text/plain',
          goal_content: sql`'goal ' || i`,
        })} from generate_series(1, 2000) i`,
      ),
    );
    // (no ANALYZE meanwhile: one would make the plans afresh, the easy case)
    const { rows: analyzedSince } = await t.admin.query<{ relname: string }>(
      `select relname from pg_stat_user_tables where schemaname = 'workforce' and relname = any($1)
          and coalesce(last_analyze, last_autoanalyze) is not null`,
      [TABLES],
    );
    expect(analyzedSince.length).toBe(analyze ? TABLES.length : 0);
    return { before, after: await cycleReads(ids[2]!) };
  } finally {
    client.release();
  }
}

describe('plans made while the tables held a few rows', () => {
  it('never analyzed: a claim and an ending read as few rows after 2,000 more Assignments as before', async () => {
    const { before, after } = await readsBeforeAndAfterGrowth(neverAnalyzed, false);
    expect(before).toBeLessThan(40);
    expect(after).toBeLessThan(before + 10);
  });

  it('analyzed at a page or two: a claim and an ending read as few rows after 2,000 more Assignments as before', async () => {
    const { before, after } = await readsBeforeAndAfterGrowth(analyzedSmall, true);
    expect(before).toBeLessThan(40);
    expect(after).toBeLessThan(before + 10);
  });
});
