// Issue 30, item 6: how much the database grows when a Runner records its model calls through
// appendEvents. 10 Attempts × 20 calls sharing a 4,000-character system prompt, with 500-character
// turns; each llm.request repeats the conversation so far, so the server receives about 15 times the
// distinct content. Measured: the growth of every table of schema workforce (heap, TOAST and
// indexes, whatever tables there are) and the WAL written, against the distinct content.
// Alone: npx tsx bench/evidence.ts (builds and starts the server as bench/graphql.ts does).

import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { APPENDS, CLAIMS, expectAll, type Gql } from './batches.js';
import type { BenchContext } from './context.js';
import { type Conversations, callEvents, conversations } from './conversations.js';
import type { Report } from './report.js';
import { type BenchOrganization, readyAssignments } from './setup.js';

export const EVIDENCE_TARGET = 'evidence stored per call / distinct content (10 Attempts × 20 calls)';
const ATTEMPTS = 10;
const CALLS = 20;
const SYSTEM_CHARS = 4_000;
const TURN_CHARS = 500;

export interface EvidenceStorage {
  calls: number;
  events: number;
  distinctContentBytes: number;
  /** The JSON of the payloads sent, every repeated turn included. */
  payloadBytesSent: number;
  storedBytes: number;
  storedBytesPerCall: number;
  storedPerDistinct: number;
  walBytes: number;
  walBytesPerCall: number;
  seconds: number;
  /** Growth of each relation that grew: total, and the part in its indexes. */
  grownRelations: { relation: string; bytes: number; indexBytes: number }[];
  /** Autovacuum or autoanalyze finished on a workforce table during the scenario: its WAL is counted too. */
  autovacuumDuring: boolean;
}

interface Footprint {
  sizes: Map<string, { total: number; indexes: number }>;
  lsn: string;
  autovacuums: number;
}

/**
 * Sizes of every table of schema workforce (relation sizes grow by 8 kB pages), the WAL position
 * (cluster-wide: run on a server of its own, as the embedded one is) and the count of autovacuums.
 */
async function footprint(admin: pg.Pool): Promise<Footprint> {
  const { rows } = await admin.query<{ relation: string; total: string; indexes: string }>(
    `select c.relname as relation, pg_total_relation_size(c.oid)::text as total, pg_indexes_size(c.oid)::text as indexes
       from pg_class c where c.relnamespace = 'workforce'::regnamespace and c.relkind in ('r', 'p', 'm')`,
  );
  const {
    rows: [state],
  } = await admin.query<{ lsn: string; autovacuums: string }>(
    `select pg_current_wal_lsn()::text as lsn,
            (select coalesce(sum(autovacuum_count + autoanalyze_count), 0)::text from pg_stat_all_tables
              where schemaname = 'workforce') as autovacuums`,
  );
  const sizes = new Map(rows.map((r) => [r.relation, { total: Number(r.total), indexes: Number(r.indexes) }]));
  return { sizes, lsn: state!.lsn, autovacuums: Number(state!.autovacuums) };
}

/** Waits (at most a minute) until no autovacuum worker is busy in this database, so its WAL is not counted as ours. */
async function autovacuumIdle(admin: pg.Pool): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const { rows } = await admin.query<{ busy: boolean }>(
      `select exists (select from pg_stat_activity
                       where backend_type = 'autovacuum worker' and datname = current_database()) as busy`,
    );
    if (!rows[0]!.busy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Claims one Assignment per Attempt of the scenario (setup, not measured). */
async function claimAttempts(ctx: BenchContext, gql: Gql, org: BenchOrganization): Promise<string[]> {
  const ready = (await readyAssignments(ctx.admin, [org], ATTEMPTS)).get(org.organizationId)!;
  const claims = ready.map((assignmentId) => ({
    assignmentId,
    agentId: org.agentId,
    configurationVersion: 1,
    attemptId: randomUUID(),
    claimTtlSeconds: 3_600,
  }));
  const answer = await gql(org.runnerToken, CLAIMS, { claims });
  expectAll(answer, 'claimAssignments', 'ClaimAssignmentsSuccess', 'ClaimAssignmentSuccess');
  return claims.map((c) => c.attemptId);
}

/**
 * The ten Attempts run concurrently, as ten Runners would, and each sends its calls in order: call
 * k once call k-1 is answered. A call is one appendEvents of its request and its response, as a
 * Runner that records a call once the model has answered (two appendEvent requests would add a
 * transaction's head update and commit per call, not stored content). Returns the payload bytes sent.
 */
async function sendCalls(gql: Gql, org: BenchOrganization, attemptIds: string[], talks: Conversations): Promise<number> {
  let sent = 0;
  await Promise.all(
    attemptIds.map(async (attemptId, a) => {
      for (let k = 0; k < CALLS; k++) {
        const events = callEvents(talks.system, talks.attempts[a]!, k, attemptId);
        for (const event of events) sent += Buffer.byteLength(JSON.stringify(event.payload));
        const answer = await gql(org.runnerToken, APPENDS, { events });
        expectAll(answer, 'appendEvents', 'AppendEventsSuccess', 'AppendEventSuccess');
      }
    }),
  );
  return sent;
}

/** The relations that grew, largest growth first. */
function growth(before: Footprint, after: Footprint): EvidenceStorage['grownRelations'] {
  return [...after.sizes]
    .map(([relation, size]) => {
      const earlier = before.sizes.get(relation) ?? { total: 0, indexes: 0 };
      return { relation, bytes: size.total - earlier.total, indexBytes: size.indexes - earlier.indexes };
    })
    .filter((r) => r.bytes !== 0)
    .sort((x, y) => y.bytes - x.bytes);
}

/** Runs the scenario in `org` (an organization of its own) and records its figures in the report. */
export async function evidenceStorage(
  ctx: BenchContext,
  report: Report,
  gql: Gql,
  org: BenchOrganization,
): Promise<EvidenceStorage> {
  const talks = conversations(ATTEMPTS, CALLS, SYSTEM_CHARS, TURN_CHARS);
  const attemptIds = await claimAttempts(ctx, gql, org);
  await autovacuumIdle(ctx.admin);
  const before = await footprint(ctx.admin);
  const started = performance.now();
  const payloadBytesSent = await sendCalls(gql, org, attemptIds, talks);
  const seconds = (performance.now() - started) / 1000;
  const after = await footprint(ctx.admin);
  const { rows } = await ctx.admin.query<{ bytes: string }>('select pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text as bytes', [
    after.lsn,
    before.lsn,
  ]);
  const grownRelations = growth(before, after);
  const calls = ATTEMPTS * CALLS;
  const storedBytes = grownRelations.reduce((sum, r) => sum + r.bytes, 0);
  const walBytes = Number(rows[0]!.bytes);
  const storage: EvidenceStorage = {
    calls,
    events: 2 * calls,
    distinctContentBytes: talks.distinctBytes,
    payloadBytesSent,
    storedBytes,
    storedBytesPerCall: storedBytes / calls,
    storedPerDistinct: storedBytes / talks.distinctBytes,
    walBytes,
    walBytesPerCall: walBytes / calls,
    seconds,
    grownRelations,
    autovacuumDuring: after.autovacuums !== before.autovacuums,
  };
  recordEvidence(report, storage);
  return storage;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

function recordEvidence(report: Report, s: EvidenceStorage): void {
  report.facts.evidenceStorage = s;
  report.notes.push(
    `evidence of ${ATTEMPTS} Attempts × ${CALLS} model calls (${s.events} events, one appendEvents a call, Attempts concurrent): ` +
      `stored ${kB(s.storedBytes)}, ${s.storedBytesPerCall.toFixed(0)} B a call, ${s.storedPerDistinct.toFixed(2)}× the ` +
      `${s.distinctContentBytes.toLocaleString('en-US')} B of distinct content (${kB(s.payloadBytesSent)} of payload JSON sent); ` +
      `WAL ${kB(s.walBytes)}, ${s.walBytesPerCall.toFixed(0)} B a call` +
      (s.autovacuumDuring ? ' (an autovacuum finished meanwhile: its WAL is counted)' : ''),
  );
  report.tables.push(
    `| evidence: growth of | bytes | of which indexes |\n| --- | ---: | ---: |\n` +
      s.grownRelations
        .map((r) => `| ${r.relation} | ${r.bytes.toLocaleString('en-US')} | ${r.indexBytes.toLocaleString('en-US')} |`)
        .join('\n'),
  );
}

/** The target of issue 30: evidence stored per call at most 2.5 times its distinct content. */
export function evidenceTarget(report: Report, s: EvidenceStorage): void {
  report.target(EVIDENCE_TARGET, s.storedPerDistinct, '≤ 2.5', s.storedPerDistinct <= 2.5);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openBench } = await import('./context.js');
  const { graphqlClient, startServer } = await import('./graphql.js');
  const { Report } = await import('./report.js');
  const { benchOrganizations } = await import('./setup.js');
  const ctx = await openBench();
  try {
    const [org, appending, floor] = await benchOrganizations(ctx.db, ctx.ownerDb, 3, 'evidence');
    const { port, server } = await startServer(ctx.url);
    const { gql, close } = graphqlClient(port, 16);
    try {
      const report = new Report();
      evidenceTarget(report, await evidenceStorage(ctx, report, gql, org!));
      // appendEvents against the floor of inserting the same rows, as `npm run bench` measures it
      const { appendRows } = await import('./batches.js');
      const requests = Number(process.env.APPEND_REQUESTS ?? 500);
      const appended = await appendRows(ctx, report, gql, appending!, floor!, requests, 16, 10);
      report.notes.push(`appendEvents / floor: ${(appended.ours.perSecond / appended.floor.perSecond).toFixed(2)}`);
      report.print();
    } finally {
      close();
      server.kill('SIGTERM');
    }
  } finally {
    await ctx.close();
  }
}
