import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction, type ResultOf } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type ProjectionCursor, toProjectionCursor } from '../db/models.js';
import type * as S from '../db/schema.js';
import { parseInput } from '../validation.js';

const projection = z.enum(['ACTORS', 'ASSIGNMENTS']);

export const RebuildProjectionInput = z.object({
  projection,
  batchSize: z.number().int().positive().max(100_000).default(5_000),
});

export interface RebuildResult {
  projection: S.ProjectionCursors['projection'];
  lastAppliedSeq: number;
  applied: number;
  /** Statements (transactions) it took: one per batch. */
  batches: number;
}

/**
 * Clears one organization's projection and replays its events in org_seq order, one bounded
 * batch per transaction. Commands refuse (state stale) until the last batch; an interrupted
 * rebuild resumes from its cursor when called again. The ledger is never touched. SYSTEM only.
 */
export async function rebuildProjection(
  db: Db,
  caller: Caller,
  input: z.input<typeof RebuildProjectionInput>,
): Promise<RebuildResult> {
  const i = parseInput(RebuildProjectionInput, input);
  let applied = 0;
  for (let batches = 1; ; batches++) {
    const step = await callFunction(db, 'rebuild_projection', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      projection: i.projection,
      batch_size: i.batchSize,
    });
    applied += step.applied;
    if (step.done) return { projection: i.projection, lastAppliedSeq: step.last_applied_seq, applied, batches };
  }
}

export const MarkProjectionDirtyInput = z.object({ projection, reason: z.string().trim().min(1).max(500) });

/** Makes every command that reads the projection refuse until it is rebuilt. SYSTEM only. */
export async function markProjectionDirty(
  db: Db,
  caller: Caller,
  input: z.input<typeof MarkProjectionDirtyInput>,
): Promise<ProjectionCursor> {
  const i = parseInput(MarkProjectionDirtyInput, input);
  return toProjectionCursor(
    await callFunction(db, 'mark_projection_dirty', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      projection: i.projection,
      reason: i.reason,
    }),
  );
}

export interface LedgerVerification {
  ok: boolean;
  eventsChecked: number;
  /** The first broken link: a missing or altered event, an altered entity, or a head that disagrees. */
  firstBroken: { seq: number; eventId?: string; reason: string } | null;
}

/** Walks the organization's digest chain from the first event. */
export async function verifyLedger(db: Db, organizationId: string): Promise<LedgerVerification> {
  const json = await callFunction(db, 'verify_ledger', { organization_id: organizationId });
  const broken = json.first_broken;
  return {
    ok: json.ok,
    eventsChecked: json.events_checked,
    firstBroken: broken
      ? { seq: broken.seq, reason: broken.reason, ...(broken.event_id ? { eventId: broken.event_id } : {}) }
      : null,
  };
}

export const EvidenceRetentionInput = z.object({
  /** Seconds; null keeps every content for ever. */
  olderThanSeconds: z.number().int().positive().max(2_147_483_647).nullable(),
});

/**
 * Sets how long the organization keeps evidence contents (docs/evidence.md), recorded in the ledger
 * (evidence.retention_set) when it changes. SYSTEM only.
 */
export async function setEvidenceRetention(
  db: Db,
  caller: Caller,
  input: z.input<typeof EvidenceRetentionInput>,
): Promise<{ changed: boolean; olderThanSeconds: number | null }> {
  const i = parseInput(EvidenceRetentionInput, input);
  const json = await callFunction(db, 'set_evidence_retention', {
    organization_id: caller.organizationId,
    caller_id: caller.actorId,
    older_than_seconds: i.olderThanSeconds,
  });
  return { changed: json.changed, olderThanSeconds: json.older_than_seconds };
}

/** batchSize: ledger events a batch goes through; it deletes at most the contents they reference. */
export const ExpireEvidenceInput = z.object({ batchSize: z.number().int().positive().max(1_000_000).default(10_000) });

export interface ExpiryResult {
  /** The retention period applied; null when the organization keeps everything (nothing was deleted). */
  olderThanSeconds: number | null;
  /** The last event retention went through: contents only events up to it referenced are gone. */
  throughSeq: number | null;
  deleted: number;
  bytes: number;
  /** Transactions it took: one per batch of events, each recording evidence.expired (with what it deleted, if anything). */
  batches: number;
}

/**
 * Applies the organization's retention period: goes through the events recorded before it began,
 * a batch of them per transaction from where the last run stopped, deleting the contents they
 * reference that no event recorded within the period references (nor an earlier request that one
 * continues). Each batch reads the period's evidence events once. The events stay and still
 * verify; reads show such content as expired. SYSTEM only.
 */
export async function expireEvidence(
  db: Db,
  caller: Caller,
  input: z.input<typeof ExpireEvidenceInput> = {},
): Promise<ExpiryResult> {
  const i = parseInput(ExpireEvidenceInput, input);
  const result: ExpiryResult = { olderThanSeconds: null, throughSeq: null, deleted: 0, bytes: 0, batches: 0 };
  // A run ends at the cut its first batch found (each later batch is given it): the events it records
  // meanwhile age too, and a run that followed them (small batches, a short period) would never end.
  let until: number | null = null;
  for (;;) {
    const step: ResultOf<'expire_evidence'> = await callFunction(db, 'expire_evidence', {
      organization_id: caller.organizationId,
      caller_id: caller.actorId,
      batch_size: i.batchSize,
      until,
    });
    result.batches += 1;
    if (result.batches === 1) {
      result.olderThanSeconds = step.older_than_seconds;
      until = step.cutoff;
    }
    result.throughSeq = step.through_seq ?? result.throughSeq;
    result.deleted += step.deleted;
    result.bytes += step.bytes;
    if (step.done) return result;
  }
}
