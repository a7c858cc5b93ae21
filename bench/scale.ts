// Scale checks: a claim (and its freshness probe) with a small and a large ledger behind it, and the
// rebuild of the large one through rebuild_projection, reported in events per second.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { claimAssignment, rebuildProjection } from '../src/commands/index.js';
import { functionCall, toQuery } from '../src/db/functions.js';
import type { BenchContext } from './context.js';
import { appendLifecycles } from './history.js';
import type { Measurement } from './measure.js';
import type { Report } from './report.js';
import { type BenchOrganization, benchOrganizations } from './setup.js';

export interface ScaleResult {
  smallEvents: number;
  largeEvents: number;
  generationSeconds: number;
  claimSmall: Measurement;
  claimLarge: Measurement;
  rebuild: Measurement;
}

const count = (n: number) => n.toLocaleString('en-US');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

function summarize(latencies: number[], seconds: number): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ops: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}

async function ledgerLength(ctx: BenchContext, org: BenchOrganization): Promise<number> {
  const { rows } = await ctx.admin.query<{ last_seq: number }>(
    'select last_seq from workforce.organization_heads where organization_id = $1',
    [org.organizationId],
  );
  return rows[0]!.last_seq;
}

async function history(ctx: BenchContext, org: BenchOrganization, events: number): Promise<number> {
  const goal = randomUUID();
  await ctx.admin.query(
    toQuery(
      sql`select ${functionCall('create_entity', {
        organization_id: org.organizationId,
        caller_id: org.system.actorId,
        entity_id: goal,
        media_type: 'text/plain',
        content: 'a shared goal',
        attempt_id: null,
      })}`,
    ),
  );
  await appendLifecycles(ctx.admin, org, goal, Math.ceil(events / 3));
  return ledgerLength(ctx, org);
}

async function rebuild(ctx: BenchContext, org: BenchOrganization): Promise<Measurement> {
  const t0 = performance.now();
  const { applied } = await rebuildProjection(ctx.db, org.system, { projection: 'ASSIGNMENTS' });
  const seconds = (performance.now() - t0) / 1000;
  return { ops: applied, seconds, perSecond: applied / seconds, p50Ms: Number.NaN, p99Ms: Number.NaN };
}

/**
 * Real claims, one at a time, alternating between the two organizations so that load from
 * elsewhere on the machine falls on both alike.
 */
async function claimLatencies(ctx: BenchContext, orgs: BenchOrganization[], claims: number): Promise<Measurement[]> {
  const ready = await Promise.all(
    orgs.map(async (org) =>
      (
        await ctx.admin.query<{ id: string }>(
          `select assignment_id as id from workforce.assignments where organization_id = $1 and state = 'READY' limit $2`,
          [org.organizationId, claims],
        )
      ).rows.map((r) => r.id),
    ),
  );
  const latencies: number[][] = orgs.map(() => []);
  const seconds = orgs.map(() => 0);
  for (let i = 0; i < claims; i++) {
    for (const [k, org] of orgs.entries()) {
      const t0 = performance.now();
      await claimAssignment(ctx.db, org.system, {
        assignmentId: ready[k]![i]!,
        agentId: org.agentId,
        configurationVersion: 1,
        attemptId: randomUUID(),
      });
      const elapsed = performance.now() - t0;
      latencies[k]!.push(elapsed);
      seconds[k]! += elapsed / 1000;
    }
  }
  return latencies.map((l, k) => summarize(l, seconds[k]!));
}

export async function scaleChecks(ctx: BenchContext, report: Report, largeEvents: number, claims: number): Promise<ScaleResult> {
  const [small, large] = await benchOrganizations(ctx.db, ctx.ownerDb, 2, 'scale');
  // Both histories are written the same way, at the same time; the large one sets the pace.
  const t0 = performance.now();
  const [smallLength, largeLength] = await Promise.all([history(ctx, small!, 10_000), history(ctx, large!, largeEvents)]);
  const generationSeconds = (performance.now() - t0) / 1000;
  // As autovacuum would after such growth; the planner then sees the ledger as it is.
  await ctx.admin.query('analyze workforce.events');
  const rebuilt = await rebuild(ctx, large!);
  await rebuild(ctx, small!);
  await ctx.admin.query('analyze workforce.assignments');
  const [claimSmall, claimLarge] = await claimLatencies(ctx, [small!, large!], claims);
  report.record(`rebuild ASSIGNMENTS, ${count(rebuilt.ops)} events (per second: events)`, 1, 1, rebuilt);
  report.record(`claim, ${count(smallLength)} events in ledger`, 1, 1, claimSmall!);
  report.record(`claim, ${count(largeLength)} events in ledger`, 1, 1, claimLarge!);
  return {
    smallEvents: smallLength,
    largeEvents: largeLength,
    generationSeconds,
    claimSmall: claimSmall!,
    claimLarge: claimLarge!,
    rebuild: rebuilt,
  };
}
