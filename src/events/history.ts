import type { Db } from '../db/kysely.js';
import { type Attempt, type AttemptOutcome, type LedgerEvent, toLedgerEvent } from '../db/models.js';
import { withOrganization } from '../db/read-scope.js';
import type { Payload } from './payloads.js';
import { kindsIn } from './registry.js';

/** An Attempt's history: the registered kinds of the attempt namespace (started, renewed, ended, reconciled). */
export const ATTEMPT_KINDS = kindsIn('attempt');

/**
 * Builds one Attempt from its events (in ledger order): the start, its renewals (the last one's
 * expiry is the claim's), the ending if there is one, and an uncertain ending's reconciliation,
 * which decides the outcome (RETRY: ABANDONED; COMPLETE: COMPLETED with its outcome Entity).
 */
export function attemptFromEvents(events: readonly LedgerEvent[]): Attempt {
  const started = events.find((e) => e.kind === 'attempt.started');
  if (!started) throw new Error(`no attempt.started among ${events.length} events`);
  const ended = events.find((e) => e.kind === 'attempt.ended');
  const renewed = events.findLast((e) => e.kind === 'attempt.renewed');
  const reconciled = events.find((e) => e.kind === 'attempt.reconciled');
  const start = started.payload as Payload<'attempt.started@1'>;
  const end = ended?.payload as (Payload<'attempt.ended@1'> & Partial<Payload<'attempt.ended@2'>>) | undefined;
  const resolution = reconciled ? reconciliationOf(reconciled) : undefined;
  const outcome = resolution?.outcome ?? end?.outcome ?? null;
  return {
    organizationId: started.organizationId,
    id: start.attempt_id,
    assignmentId: start.assignment_id,
    agentId: start.agent_id,
    configurationVersion: start.configuration_version,
    claimExpiresAt: new Date(
      (renewed?.payload as Payload<'attempt.renewed@1'> | undefined)?.claim_expires_at ?? start.claim_expires_at,
    ),
    startedAt: started.recordedAt,
    startedSeq: started.seq,
    startRecordedBy: started.recordedBy,
    outcome: outcome as AttemptOutcome | null,
    endedAt: ended?.recordedAt ?? null,
    endedSeq: ended?.seq ?? null,
    endedBy: ended?.actorId ?? null,
    endRecordedBy: ended?.recordedBy ?? null,
    failureReason: end?.failure_reason ?? null,
    outcomeEntityId: resolution?.outcomeEntityId ?? end?.outcome_entity_id ?? null,
    reconciliation:
      resolution && reconciled
        ? {
            decision: resolution.decision,
            receipts: resolution.receipts,
            effectEntityId: resolution.effectEntityId,
            note: resolution.note,
            reconciledAt: reconciled.recordedAt,
            reconciledBy: reconciled.actorId,
            seq: reconciled.seq,
          }
        : null,
    cancelledEventId: end?.cancelled_event_id ?? null,
    unansweredCallIds: end?.unanswered_call_ids ?? [],
  };
}

/**
 * A reconciliation of either payload version: version 1 had one receipt and decided the outcome by
 * its decision alone (COMPLETE: COMPLETED); version 2 records its receipts and outcome (COMPLETE on
 * a cancelled Assignment: EFFECTED, the content kept as evidence of the effect, not as an outcome).
 */
function reconciliationOf(event: LedgerEvent) {
  if (event.payloadVersion === 1) {
    const p = event.payload as Payload<'attempt.reconciled@1'>;
    return {
      decision: p.decision,
      outcome: p.decision === 'COMPLETE' ? ('COMPLETED' as const) : ('ABANDONED' as const),
      receipts: [{ callIds: [], producer: null, entityId: p.receipt_entity_id, sha256: p.receipt_sha256 }],
      outcomeEntityId: p.outcome_entity_id,
      effectEntityId: null,
      note: p.note,
    };
  }
  const p = event.payload as Payload<'attempt.reconciled@2'>;
  return {
    decision: p.decision,
    outcome: p.outcome,
    receipts: p.receipts.map((r) => ({ callIds: r.call_ids, producer: r.producer, entityId: r.entity_id, sha256: r.sha256 })),
    outcomeEntityId: p.outcome_entity_id,
    effectEntityId: p.effect_entity_id,
    note: p.note,
  };
}

/** Groups attempt events (in ledger order) into Attempts, in the order they started. */
export function attemptsFromEvents(events: readonly LedgerEvent[]): Attempt[] {
  const byAttempt = new Map<string, LedgerEvent[]>();
  for (const event of events) {
    if (!event.attemptId) continue;
    const list = byAttempt.get(event.attemptId) ?? [];
    list.push(event);
    byAttempt.set(event.attemptId, list);
  }
  return [...byAttempt.values()].filter((list) => list.some((e) => e.kind === 'attempt.started')).map(attemptFromEvents);
}

/** Every Attempt of the given Assignments, failed and abandoned ones included: one query. */
export async function readAttemptsByAssignment(
  db: Db,
  organizationId: string,
  assignmentIds: readonly string[],
): Promise<Map<string, Attempt[]>> {
  const result = new Map<string, Attempt[]>(assignmentIds.map((id) => [id, []]));
  if (assignmentIds.length === 0) return result;
  const rows = await withOrganization(db, organizationId, (q) =>
    q
      .selectFrom('events')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('assignment_id', 'in', assignmentIds)
      .where('kind', 'in', ATTEMPT_KINDS)
      .orderBy('org_seq')
      .execute(),
  );
  for (const attempt of attemptsFromEvents(rows.map(toLedgerEvent))) result.get(attempt.assignmentId)?.push(attempt);
  return result;
}

/** The Attempts with the given ids, where they exist in this organization: one query. */
export async function readAttempts(db: Db, organizationId: string, attemptIds: readonly string[]): Promise<Map<string, Attempt>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await withOrganization(db, organizationId, (q) =>
    q
      .selectFrom('events')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('attempt_id', 'in', attemptIds)
      .where('kind', 'in', ATTEMPT_KINDS)
      .orderBy('org_seq')
      .execute(),
  );
  return new Map(attemptsFromEvents(rows.map(toLedgerEvent)).map((a) => [a.id, a]));
}
