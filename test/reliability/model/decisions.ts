import { isDeepStrictEqual } from 'node:util';
import { notOwned, stateCheck, supersededRefusal } from './assignments.js';
import { activeCaller, type Expectation, passed, refuse, reused, same, stale } from './expectation.js';
import type { Op, Window } from './ops.js';
import { type AttemptModel, blank, type Model, unsettled } from './state.js';

// The decisions that supersede execution (issue 15): renewClaim, cancelAssignment,
// reopenAssignment and reconcileAttempt, each with its guards in the order of its PL/pgSQL
// function in sql/schema/50_assignments.sql. All four lock the cursors with the caller (stale
// projections, then an unknown or inactive caller), then the Assignment's row (AssignmentNotFound);
// the SQL asks no role of the caller (the API does). Of the four, only renewClaim is execution,
// bound to the Attempt's claimer (issue 25); cancel, reopen and reconcile are anyone's.

/** The configured maximum claim length the commands pass (DEFAULT_CLAIM_LIMITS). */
export const MAX_CLAIM_SECONDS = 86_400;

function locked(m: Model, op: { caller: string; assignmentId: string }): Expectation | null {
  return (
    stale(m, 'ASSIGNMENTS', 'ACTORS') ??
    activeCaller(m, op.caller) ??
    (m.assignments.has(op.assignmentId) ? null : refuse('AssignmentNotFound'))
  );
}

/** Both ways time may decide: `when` true takes `yes`, false `no`, 'either' allows both. */
const byTime = (when: boolean | 'either', yes: Expectation, no: Expectation): Expectation =>
  when === 'either' ? { either: [yes, no] } : when ? yes : no;

export function expectRenew(m: Model, op: Extract<Op, { type: 'renew' }>, w: Window): Expectation {
  const refused = locked(m, op);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId)!;
  // An exact retry names its renewal's event id (the command always sends one), from the same caller.
  const existing = op.eventId === undefined ? undefined : m.events.get(op.eventId);
  const d = existing?.decision;
  if (
    existing?.kind === 'attempt.renewed' &&
    d?.assignmentId === op.assignmentId &&
    d.attemptId === op.attemptId &&
    d.caller === op.caller &&
    (op.expiresAt === undefined || d.expiresAt === op.expiresAt.getTime())
  ) {
    // As a claim's retry: `replayed` only while the Attempt is active and the caller's (issue 25, rule 2).
    return (
      supersededRefusal(a, op.attemptId) ??
      notOwned(m, op.attemptId, op.caller) ?? {
        replay: (value) => stateCheck(m, op.assignmentId)(value) ?? same('the replayed renewal', value.event?.seq, existing.seq),
      }
    );
  }
  // A superseded Attempt is refused by the Assignment's state (a cancelled one AssignmentCancelled,
  // …); then only the claimer renews.
  const refusal = reused(m, op.eventId) ?? supersededRefusal(a, op.attemptId) ?? notOwned(m, op.attemptId, op.caller);
  if (refusal) return refusal;
  const claim = a.active!;
  const write: Expectation = {
    // Attributed to the claim's agent, recorded by the caller.
    write: [
      {
        kind: 'attempt.renewed',
        actorId: claim.agentId,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: op.attemptId,
        payload: { attempt_id: op.attemptId },
      },
    ],
    check: (value) => {
      const expiry = value.assignment.activeClaim?.expiresAt?.getTime();
      const expiryProblem = op.expiresAt
        ? same('the renewed expiry', expiry, op.expiresAt.getTime())
        : expiry < w.from + op.ttlSeconds! * 1000 - 1 || expiry > w.to + op.ttlSeconds! * 1000 + 1
          ? `the renewed expiry ${expiry} lies outside now + ${op.ttlSeconds}s for now in [${w.from}, ${w.to}]`
          : null;
      return (
        same('the state', value.assignment.state, 'RUNNING') ??
        same('the active claim', value.assignment.activeClaim?.attemptId, op.attemptId) ??
        same('the event kind', value.event?.kind, 'attempt.renewed') ??
        same("the attempt's expiry", value.attempt?.claimExpiresAt?.getTime(), expiry) ??
        expiryProblem
      );
    },
    apply: (value, seq) => {
      const expiresAt = (value.assignment.activeClaim.expiresAt as Date).getTime();
      // A new object: the Attempt's own claim keeps the expiry it started with (a claim's retry compares that).
      a.active = { ...claim, expiresAt, exact: op.expiresAt !== undefined };
      m.events.set(value.event.id, {
        kind: 'attempt.renewed',
        seq,
        decision: {
          assignmentId: op.assignmentId,
          attemptId: op.attemptId,
          caller: op.caller,
          ...(op.expiresAt ? { expiresAt: op.expiresAt.getTime() } : {}),
        },
      });
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
  // Database time decides, with one now() for both checks: a claim that has expired is the
  // System's to recover (ClaimExpired), and the new expiry must lie after now and within the maximum.
  const expired = refuse('ClaimExpired', (e) => same('ClaimExpired.attemptId', e.attemptId, op.attemptId));
  const invalid = refuse('ClaimExpiryInvalid');
  const target = op.expiresAt?.getTime();
  const tooFar =
    target === undefined || target <= w.from + MAX_CLAIM_SECONDS * 1000
      ? false
      : target > w.to + MAX_CLAIM_SECONDS * 1000
        ? true
        : 'either';
  const past = target === undefined ? false : passed(target, true, w);
  const valid =
    tooFar === true || past === true ? invalid : tooFar === 'either' || past === 'either' ? { either: [write, invalid] } : write;
  return byTime(passed(claim.expiresAt, claim.exact, w), expired, valid);
}

export function expectCancel(m: Model, op: Extract<Op, { type: 'cancel' }>): Expectation {
  const refused = locked(m, op);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId)!;
  const existing = op.eventId === undefined ? undefined : m.events.get(op.eventId);
  const d = existing?.decision;
  if (
    existing?.kind === 'assignment.cancelled' &&
    d?.assignmentId === op.assignmentId &&
    d.caller === op.caller &&
    d.reason === op.reason
  ) {
    return {
      replay: (value) =>
        stateCheck(m, op.assignmentId)(value) ?? same('the replayed cancellation', value.event?.seq, existing.seq),
    };
  }
  const refusal =
    reused(m, op.eventId) ??
    (a.state === 'COMPLETED' ? refuse('AssignmentCompleted') : null) ??
    (a.state === 'CANCELLED'
      ? refuse('AssignmentCancelled', (e) =>
          same('AssignmentCancelled.uncertainAttemptId', e.uncertainAttemptId, a.uncertainAttemptId),
        )
      : null);
  if (refusal) return refusal;
  // The active Attempt ends first: SUPERSEDED, or UNCERTAIN with a call whose effect is unsettled.
  const claim = a.active;
  const superseded = claim ? m.attempts.get(claim.attemptId)! : undefined;
  const calls = superseded ? unsettled(m, superseded) : [];
  const outcome = calls.length > 0 ? 'UNCERTAIN' : 'SUPERSEDED';
  const uncertainAttemptId = calls.length > 0 ? claim!.attemptId : a.uncertainAttemptId;
  return {
    write: [
      ...(claim
        ? [
            {
              kind: 'attempt.ended',
              actorId: op.caller,
              recordedBy: op.caller,
              assignmentId: op.assignmentId,
              attemptId: claim.attemptId,
              payload: {
                outcome,
                unanswered_call_ids: calls.length > 0 ? calls : undefined,
                claim_expired_at: undefined,
                ...(op.eventId ? { cancelled_event_id: op.eventId } : {}),
              },
            },
          ]
        : []),
      {
        kind: 'assignment.cancelled',
        actorId: op.caller,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: null,
        payload: { reason: op.reason, superseded_attempt_id: claim?.attemptId ?? null },
      },
    ],
    check: (value) =>
      same('the new state', value.assignment.state, 'CANCELLED') ??
      same('the event kind', value.event?.kind, 'assignment.cancelled') ??
      same('the uncertain attempt', value.assignment.uncertainAttemptId, uncertainAttemptId) ??
      (claim
        ? (same('the superseded attempt', value.attempt?.id, claim.attemptId) ??
          same('its outcome', value.attempt?.outcome, outcome) ??
          same('its cancellation', value.attempt?.cancelledEventId, value.event?.id))
        : same('the attempt', value.attempt, null)),
    apply: (value, seq) => {
      if (superseded) {
        superseded.ended = {
          outcome,
          recovered: false,
          reason: null,
          content: null,
          entityId: null,
          eventId: null,
          // its attempt.ended comes first, then assignment.cancelled
          seq: seq - 1,
          unanswered: calls,
        };
      }
      Object.assign(a, {
        state: 'CANCELLED',
        active: null,
        uncertainAttemptId,
        cancellation: { by: op.caller, reason: op.reason },
      });
      m.events.set(value.event.id, {
        kind: 'assignment.cancelled',
        seq,
        decision: { assignmentId: op.assignmentId, attemptId: claim?.attemptId ?? null, caller: op.caller, reason: op.reason },
      });
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
}

export function expectReopen(m: Model, op: Extract<Op, { type: 'reopen' }>): Expectation {
  const refused = locked(m, op);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId)!;
  const existing = op.eventId === undefined ? undefined : m.events.get(op.eventId);
  const d = existing?.decision;
  if (
    existing?.kind === 'assignment.reopened' &&
    d?.assignmentId === op.assignmentId &&
    d.caller === op.caller &&
    d.reason === op.reason
  ) {
    return {
      replay: (value) => stateCheck(m, op.assignmentId)(value) ?? same('the replayed reopening', value.event?.seq, existing.seq),
    };
  }
  const refusal =
    reused(m, op.eventId) ??
    (a.state !== 'CANCELLED' ? refuse('AssignmentNotCancelled') : null) ??
    (a.uncertainAttemptId !== null
      ? refuse('AttemptUncertain', (e) => same('AttemptUncertain.attemptId', e.attemptId, a.uncertainAttemptId))
      : null);
  if (refusal) return refusal;
  return {
    write: [
      {
        kind: 'assignment.reopened',
        actorId: op.caller,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: null,
        payload: { reason: op.reason },
      },
    ],
    check: (value) =>
      same('the new state', value.assignment.state, 'READY') ?? same('the event kind', value.event?.kind, 'assignment.reopened'),
    apply: (value, seq) => {
      Object.assign(a, { state: 'READY', cancellation: null });
      m.events.set(value.event.id, {
        kind: 'assignment.reopened',
        seq,
        decision: { assignmentId: op.assignmentId, attemptId: null, caller: op.caller, reason: op.reason },
      });
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
}

/** A receipt that does not verify: ReceiptRejected, with its mismatch and the receipt's 1-based index (null: the set as a whole). */
const rejected = (mismatch: string, index: number | null) =>
  refuse(
    'ReceiptRejected',
    (e) => same('ReceiptRejected.mismatch', e.mismatch, mismatch) ?? same('ReceiptRejected.receiptIndex', e.receiptIndex, index),
  );

/** An Entity the model knows: stored by createEntity, or inline by another command. */
const entityOf = (m: Model, entityId: string) => m.entities.get(entityId) ?? m.stored.get(entityId);

/**
 * Whether an Entity already serves the organization's work (workforce.entity_use): the goal of an
 * Assignment, output of an Attempt (generated by it: a possible outcome, never a receipt from outside
 * it; the review of issue 26), or a receipt, outcome or effect of a reconciliation.
 */
export function entityInUse(m: Model, entityId: string): boolean {
  if (entityOf(m, entityId)?.generatedBy) return true;
  for (const a of m.assignments.values()) if (a.goalEntityId === entityId) return true;
  for (const attempt of m.attempts.values()) {
    const r = attempt.reconciled;
    if (r && (r.outcomeEntityId === entityId || r.receipts.some((x) => x.entityId === entityId))) return true;
  }
  return false;
}

/**
 * The receipts verified against the uncertain Attempt (issue 26, rule 2), in the order the SQL
 * checks them: each receipt's calls in order (unknown, repeated, producer), then its content or
 * Entity; then every unsettled call must be named. Null when they verify.
 */
function receiptRefusal(m: Model, attempt: AttemptModel, op: Extract<Op, { type: 'reconcile' }>): Expectation | null {
  const calls = attempt.ended!.unanswered;
  const toolOf = (callId: string) => attempt.calls.find((c) => c.callId === callId)?.tool;
  const named: string[] = [];
  const entities: string[] = [];
  for (const [i, r] of op.receipts.entries()) {
    const index = i + 1;
    for (const callId of r.callIds) {
      if (!calls.includes(callId)) return rejected('UNKNOWN_CALL', index);
      if (named.includes(callId)) return rejected('REPEATED_CALL', index);
      if (r.producer !== toolOf(callId)) return rejected('PRODUCER_MISMATCH', index);
      named.push(callId);
    }
    if (r.entityId === undefined) {
      if (blank(r.content!)) return rejected('NO_CONTENT', index);
      continue;
    }
    const entity = entityOf(m, r.entityId);
    if (!entity) return refuse('EntityNotFound');
    if (blank(entity.content)) return rejected('NO_CONTENT', index);
    // in use elsewhere, or twice in this reconciliation
    if (entityInUse(m, r.entityId) || entities.includes(r.entityId)) return rejected('ENTITY_IN_USE', index);
    entities.push(r.entityId);
  }
  return calls.every((callId) => named.includes(callId)) ? null : rejected('CALL_UNSETTLED', null);
}

export function expectReconcile(m: Model, op: Extract<Op, { type: 'reconcile' }>): Expectation {
  // Validated before the database is asked: at least one receipt, each naming at least one call.
  if (op.receipts.length === 0 || op.receipts.some((r) => r.callIds.length === 0)) return refuse('ValidationError');
  const refused = locked(m, op);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId)!;
  const attempt = m.attempts.get(op.attemptId);
  // An exact retry is recognised by the Attempt's one reconciliation and its facts: the same
  // receipts in order (calls, producer, and inline content by its digest, since every try sends new
  // Entity ids, or the same Entity id), the same outcome content, note and caller.
  const r = attempt?.reconciled;
  if (
    r &&
    r.assignmentId === op.assignmentId &&
    r.decision === op.decision &&
    r.receipts.length === op.receipts.length &&
    r.receipts.every((x, i) => {
      const y = op.receipts[i]!;
      return (
        isDeepStrictEqual(x.callIds, y.callIds) &&
        x.producer === y.producer &&
        (y.entityId === undefined ? x.content === y.content : x.entityId === y.entityId)
      );
    }) &&
    r.outcomeContent === (op.outcome ?? null) &&
    r.note === (op.note ?? null) &&
    r.actorId === op.caller &&
    (op.eventId === undefined || op.eventId === r.eventId)
  ) {
    return {
      replay: (value) => stateCheck(m, op.assignmentId)(value) ?? same('the replayed reconciliation', value.event?.id, r.eventId),
    };
  }
  const refusal =
    reused(m, op.eventId) ??
    (a.uncertainAttemptId !== op.attemptId
      ? refuse('AttemptNotUncertain', (e) =>
          same('AttemptNotUncertain.uncertainAttemptId', e.uncertainAttemptId, a.uncertainAttemptId),
        )
      : null) ??
    receiptRefusal(m, attempt!, op);
  if (refusal) return refusal;
  // RETRY: ABANDONED. COMPLETE: COMPLETED, but on a cancelled Assignment EFFECTED: the effect is
  // recorded and the cancellation stays (issue 26, rule 3).
  const complete = op.decision === 'COMPLETE';
  const cancelled = a.state === 'CANCELLED';
  const outcome = !complete ? 'ABANDONED' : cancelled ? 'EFFECTED' : 'COMPLETED';
  const state = cancelled ? 'CANCELLED' : complete ? 'COMPLETED' : 'READY';
  const inline = op.receipts.filter((x) => x.entityId === undefined);
  return {
    // The inline receipts (in order), a COMPLETE's content (generated by the Attempt), then the
    // reconciliation: all created by the reconciling caller.
    write: [
      ...inline.map(() => ({
        kind: 'entity.created',
        actorId: op.caller,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: null,
      })),
      ...(complete
        ? [
            {
              kind: 'entity.created',
              actorId: op.caller,
              recordedBy: op.caller,
              assignmentId: op.assignmentId,
              attemptId: op.attemptId,
            },
          ]
        : []),
      {
        kind: 'attempt.reconciled',
        actorId: op.caller,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: op.attemptId,
        payload: { decision: op.decision, outcome, note: op.note ?? null },
      },
    ],
    check: (value) => {
      const payload = value.event?.payload ?? {};
      const recorded = (payload.receipts ?? []) as { call_ids: string[]; producer: string; entity_id: string }[];
      const receiptsProblem = op.receipts.reduce<string | null>(
        (found, x, i) =>
          found ??
          (isDeepStrictEqual(recorded[i]?.call_ids, x.callIds) && recorded[i]?.producer === x.producer
            ? null
            : `receipt ${i + 1} is recorded as ${JSON.stringify(recorded[i])}, the model sends ${JSON.stringify(x)}`) ??
          (x.entityId === undefined ? null : same(`receipt ${i + 1}'s entity`, recorded[i]?.entity_id, x.entityId)),
        null,
      );
      const kept = outcome === 'COMPLETED' ? payload.outcome_entity_id : outcome === 'EFFECTED' ? payload.effect_entity_id : null;
      return (
        same('the new state', value.assignment.state, state) ??
        same('the event kind', value.event?.kind, 'attempt.reconciled') ??
        same('the uncertain attempt', value.assignment.uncertainAttemptId, null) ??
        same('the attempt outcome', value.attempt?.outcome, outcome) ??
        same('the number of receipts', recorded.length, op.receipts.length) ??
        receiptsProblem ??
        same('the receipts read back', value.attempt?.reconciliation?.receipts?.length, op.receipts.length) ??
        same('the stored entities', payload.stored_entity_ids?.length, inline.length + (complete ? 1 : 0)) ??
        (complete && typeof kept !== 'string' ? `its ${outcome} content is not recorded` : null) ??
        same('the outcome entity recorded', payload.outcome_entity_id, outcome === 'COMPLETED' ? kept : null) ??
        same('the effect entity recorded', payload.effect_entity_id, outcome === 'EFFECTED' ? kept : null) ??
        same('the effect read back', value.attempt?.reconciliation?.effectEntityId, outcome === 'EFFECTED' ? kept : null) ??
        same(
          'the effected attempt',
          value.assignment.effectedAttemptId,
          outcome === 'EFFECTED' ? op.attemptId : a.effectedAttemptId,
        ) ??
        (outcome === 'COMPLETED'
          ? (same('the outcome content', value.outcomeEntity?.content, op.outcome) ??
            same('the outcome entity', value.outcomeEntity?.id, kept) ??
            same('the outcome generator', value.outcomeEntity?.generatedByAttemptId, op.attemptId) ??
            same('the outcome creator', value.outcomeEntity?.createdBy, op.caller))
          : (same('the outcome entity', value.outcomeEntity, null) ??
            same('the cancellation kept', value.assignment.cancellation?.reason ?? null, a.cancellation?.reason ?? null)))
      );
    },
    apply: (value, seq) => {
      const payload = value.event.payload;
      const receipts = op.receipts.map((x, i) => {
        const entityId = payload.receipts[i].entity_id as string;
        const content = x.content ?? entityOf(m, entityId)!.content;
        if (x.entityId === undefined) m.stored.set(entityId, { content, generatedBy: null });
        return { ...x, entityId, content };
      });
      const outcomeEntityId = (payload.outcome_entity_id ?? payload.effect_entity_id ?? null) as string | null;
      if (outcomeEntityId) m.stored.set(outcomeEntityId, { content: op.outcome!, generatedBy: op.attemptId });
      if (outcome === 'COMPLETED') {
        Object.assign(a, { state, completedAttemptId: op.attemptId, outcomeEntityId, uncertainAttemptId: null });
      } else {
        Object.assign(a, { state, uncertainAttemptId: null });
        if (outcome === 'EFFECTED') a.effectedAttemptId = op.attemptId;
      }
      attempt!.reconciled = {
        assignmentId: op.assignmentId,
        decision: op.decision,
        outcome,
        receipts,
        outcomeContent: op.outcome ?? null,
        outcomeEntityId,
        note: op.note ?? null,
        actorId: op.caller,
        eventId: value.event.id,
      };
      m.events.set(value.event.id, { kind: 'attempt.reconciled', seq });
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
}
