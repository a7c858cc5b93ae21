import { notOwned, stateCheck, supersededRefusal } from './assignments.js';
import { activeCaller, type Expectation, passed, refuse, reused, same, stale } from './expectation.js';
import type { Op, Window } from './ops.js';
import { type Model, unanswered } from './state.js';

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
  // The active Attempt ends first: SUPERSEDED, or UNCERTAIN with an unanswered external call.
  const claim = a.active;
  const superseded = claim ? m.attempts.get(claim.attemptId)! : undefined;
  const calls = superseded ? unanswered(superseded) : [];
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

export function expectReconcile(m: Model, op: Extract<Op, { type: 'reconcile' }>): Expectation {
  const refused = locked(m, op);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId)!;
  const attempt = m.attempts.get(op.attemptId);
  // An exact retry is recognised by the Attempt's one reconciliation and its facts (inline content
  // by its digest: every try sends new Entity ids).
  const r = attempt?.reconciled;
  if (
    r &&
    r.assignmentId === op.assignmentId &&
    r.decision === op.decision &&
    r.receipt === op.receipt &&
    (op.decision === 'RETRY' || r.outcome === (op.outcome ?? null)) &&
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
      : null);
  if (refusal) return refusal;
  const complete = op.decision === 'COMPLETE';
  const state = complete ? 'COMPLETED' : a.cancellation ? 'CANCELLED' : 'READY';
  return {
    // The receipt (and a COMPLETE's outcome, generated by the Attempt), then the reconciliation:
    // all created by the reconciling caller.
    write: [
      { kind: 'entity.created', actorId: op.caller, recordedBy: op.caller, assignmentId: op.assignmentId, attemptId: null },
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
        payload: { decision: op.decision, note: op.note ?? null },
      },
    ],
    check: (value) =>
      same('the new state', value.assignment.state, state) ??
      same('the event kind', value.event?.kind, 'attempt.reconciled') ??
      same('the uncertain attempt', value.assignment.uncertainAttemptId, null) ??
      same('the attempt outcome', value.attempt?.outcome, complete ? 'COMPLETED' : 'ABANDONED') ??
      same('the receipt', value.attempt?.reconciliation?.receiptEntityId, value.event?.payload?.receipt_entity_id) ??
      (complete
        ? (same('the outcome content', value.outcomeEntity?.content, op.outcome) ??
          same('the outcome generator', value.outcomeEntity?.generatedByAttemptId, op.attemptId) ??
          same('the outcome creator', value.outcomeEntity?.createdBy, op.caller))
        : null),
    apply: (value, seq) => {
      if (complete) {
        Object.assign(a, {
          state,
          completedAttemptId: op.attemptId,
          outcomeEntityId: value.outcomeEntity.id,
          uncertainAttemptId: null,
          cancellation: null,
        });
      } else Object.assign(a, { state, uncertainAttemptId: null });
      attempt!.reconciled = {
        assignmentId: op.assignmentId,
        decision: op.decision,
        receipt: op.receipt,
        outcome: op.outcome ?? null,
        note: op.note ?? null,
        actorId: op.caller,
        eventId: value.event.id,
      };
      m.events.set(value.event.id, { kind: 'attempt.reconciled', seq });
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
}
