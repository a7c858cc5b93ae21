import type pg from 'pg';
import { type Caller, rebuildProjection } from '../../src/commands/index.js';
import type { ResultOf } from '../../src/db/functions.js';
import type { Db } from '../../src/db/kysely.js';
import { functionQuery } from './functions.js';

// The invariants every reliability test checks after its load, read with a superuser pool so no
// policy or grant hides a row. Each check names what it found; a passing history finds nothing.

export interface InvariantReport {
  /** Individual checks made (one per invariant and subject row: an Assignment, an Attempt, …). */
  checked: number;
  /** A sentence per violation; empty when every invariant holds. */
  violations: string[];
}

/** Each query returns the subjects it checked and the violations among them. */
const LEDGER_CHECKS: { name: string; sql: string }[] = [
  {
    name: 'org_seq is gapless from 1 and the head agrees',
    sql: `select 1 as checked, case when count(*) = coalesce(max(e.org_seq), 0) and count(distinct e.org_seq) = count(*)
                 and coalesce(max(e.org_seq), 0) = (select last_seq from workforce.organization_heads where organization_id = $1)
            then null else format('%s events, max org_seq %s', count(*), max(e.org_seq)) end as violation
            from workforce.events e where e.organization_id = $1`,
  },
  {
    name: 'an Attempt starts once and ends at most once',
    sql: `select count(*)::int as checked, string_agg(format('attempt %s: %s starts, %s endings', attempt_id, starts, ends), '; ')
                 filter (where starts <> 1 or ends > 1) as violation
            from (select attempt_id, count(*) filter (where kind = 'attempt.started') as starts,
                         count(*) filter (where kind = 'attempt.ended') as ends
                    from workforce.events where organization_id = $1 and kind in ('attempt.started', 'attempt.ended')
                   group by attempt_id) a`,
  },
  {
    name: 'an Assignment has at most one open Attempt, and the projection names it',
    sql: `with open as (
            select s.assignment_id, count(*) as n, max(s.attempt_id::text) as attempt_id
              from workforce.events s
             where s.organization_id = $1 and s.kind = 'attempt.started'
               and not exists (select from workforce.events x where x.organization_id = $1 and x.kind = 'attempt.ended' and x.attempt_id = s.attempt_id)
             group by s.assignment_id)
          select count(*)::int as checked, string_agg(format('assignment %s: %s open attempts, state %s, active %s',
                   a.assignment_id, coalesce(o.n, 0), a.state, a.active_attempt_id), '; ')
                 filter (where coalesce(o.n, 0) > 1 or (a.state = 'RUNNING') <> (coalesce(o.n, 0) = 1)
                            or a.active_attempt_id::text is distinct from o.attempt_id) as violation
            from workforce.assignments a left join open o using (assignment_id)
           where a.organization_id = $1`,
  },
  {
    // An Attempt completes by its ending, or by a reconciliation that decides COMPLETE on an
    // Assignment not cancelled (version 2 says COMPLETED; an EFFECTED one leaves it cancelled).
    name: 'a completed Assignment has exactly one completed Attempt and one outcome Entity it generated',
    sql: `select count(*)::int as checked, string_agg(format('assignment %s (%s): %s completed attempts, outcome %s', a.assignment_id, a.state, c.n, a.outcome_entity_id), '; ')
                 filter (where (a.state = 'COMPLETED') <> (c.n = 1) or c.n > 1
                            or (a.state = 'COMPLETED' and (ent.entity_id is null or ent.generated_by_attempt_id <> a.completed_attempt_id
                                                            or c.attempt_id <> a.completed_attempt_id::text))) as violation
            from workforce.assignments a
            cross join lateral (select count(*) as n, max(attempt_id::text) as attempt_id from workforce.events
                                 where organization_id = $1 and assignment_id = a.assignment_id
                                   and ((kind = 'attempt.ended' and payload->>'outcome' = 'COMPLETED')
                                        or (kind = 'attempt.reconciled' and payload->>'decision' = 'COMPLETE'
                                            and coalesce(payload->>'outcome', 'COMPLETED') = 'COMPLETED'))) c
            left join workforce.entities ent on ent.organization_id = a.organization_id and ent.entity_id = a.outcome_entity_id
           where a.organization_id = $1`,
  },
];

/** Every projection row of the organization as text, cursors without their timestamps. */
export async function projectionSnapshot(admin: pg.Pool, organizationId: string): Promise<Record<string, string | null>> {
  const { rows } = await admin.query<Record<string, string | null>>(
    `select
    (select string_agg(to_jsonb(x)::text, e'\\n' order by assignment_id) from workforce.assignments x where organization_id = $1) as assignments,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by actor_id) from workforce.actors x where organization_id = $1) as actors,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by agent_id, version) from workforce.agent_configurations x where organization_id = $1) as configurations,
    (select string_agg(to_jsonb(x - 'updated_at')::text, e'\\n' order by projection) from workforce.projection_cursors c, to_jsonb(c) x where organization_id = $1) as cursors`,
    [organizationId],
  );
  return rows[0]!;
}

/**
 * Checks one organization: the ledger verifies, org_seq has no gap, no Attempt starts twice or
 * ends twice, no Assignment has two open Attempts (and the projection agrees with the ledger on
 * which one is open), a completed Assignment has exactly one completed Attempt and its outcome
 * Entity. With `rebuildWith` it then rebuilds both projections and checks that the rebuild
 * reproduces every row: nothing was half-written. The rebuild writes, so do it last.
 */
export async function checkInvariants(
  admin: pg.Pool,
  organizationId: string,
  rebuildWith?: { db: Db; system: Caller },
): Promise<InvariantReport> {
  const report: InvariantReport = { checked: 0, violations: [] };
  const {
    rows: [verification],
  } = await admin.query<{ result: ResultOf<'verify_ledger'> }>(
    functionQuery('verify_ledger', { organization_id: organizationId }),
  );
  report.checked++;
  if (!verification!.result.ok)
    report.violations.push(`the ledger does not verify: ${verification!.result.first_broken?.reason}`);
  for (const check of LEDGER_CHECKS) {
    const { rows } = await admin.query<{ checked: number; violation: string | null }>(check.sql, [organizationId]);
    report.checked += rows[0]!.checked;
    if (rows[0]!.violation) report.violations.push(`${check.name}: ${rows[0]!.violation}`);
  }
  if (rebuildWith) {
    const before = await projectionSnapshot(admin, organizationId);
    await rebuildProjection(rebuildWith.db, rebuildWith.system, { projection: 'ACTORS' });
    await rebuildProjection(rebuildWith.db, rebuildWith.system, { projection: 'ASSIGNMENTS' });
    const after = await projectionSnapshot(admin, organizationId);
    for (const [name, text] of Object.entries(before)) {
      report.checked++;
      if (after[name] !== text) report.violations.push(`rebuild changed the ${name} projection`);
    }
  }
  return report;
}
