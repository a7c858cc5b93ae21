import { createHash } from 'node:crypto';
import { activeCaller, type Expectation, passed, refuse, remember, reused, same, stale } from './expectation.js';
import { GUARDED_KIND, type Op, type Window } from './ops.js';
import { type AssignmentModel, conclusive, type Model, unsettled } from './state.js';

// The Assignment commands (and the evidence written against an Attempt), decide-then-evolve like
// the SQL they mirror: each command's guards in the order its PL/pgSQL function runs them, then
// the events it writes and what they change.

/** The namespaces of evidence kinds (llm.*, tool.*): such an event must name its Attempt. */
const EVIDENCE_NAMESPACES = ['llm', 'tool'];

export const stateCheck = (m: Model, assignmentId: string) => (value: any) =>
  same('the returned state', value.assignment.state, m.assignments.get(assignmentId)?.state);

export function expectCreate(m: Model, op: Extract<Op, { type: 'create' }>): Expectation {
  const refused = stale(m, 'ASSIGNMENTS', 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const existing = m.assignments.get(op.assignmentId);
  if (existing) {
    const retry =
      existing.title === (op.title ?? null) &&
      existing.creator === op.caller &&
      existing.goal === op.goal &&
      (op.eventId === undefined || op.eventId === existing.createdEventId);
    return retry ? { replay: stateCheck(m, op.assignmentId) } : refuse('IdentityConflict');
  }
  return (
    reused(m, op.eventId) ?? {
      write: [
        // the goal Entity, then assignment.created
        { kind: 'entity.created', actorId: op.caller, recordedBy: op.caller, assignmentId: op.assignmentId, attemptId: null },
        {
          kind: 'assignment.created',
          actorId: op.caller,
          recordedBy: op.caller,
          assignmentId: op.assignmentId,
          attemptId: null,
          payload: { title: op.title ?? null },
        },
      ],
      check: (value) =>
        same('the new state', value.assignment.state, 'READY') ?? same('the goal', value.goalEntity.content, op.goal),
      apply: (value, seq) => {
        m.stored.set(value.goalEntity.id, { content: op.goal, generatedBy: null });
        m.assignments.set(op.assignmentId, {
          title: op.title ?? null,
          creator: op.caller,
          goal: op.goal,
          createdEventId: op.eventId ?? null,
          state: 'READY',
          active: null,
          attemptCount: 0,
          completedAttemptId: null,
          outcomeEntityId: null,
          uncertainAttemptId: null,
          cancellation: null,
          goalEntityId: value.goalEntity.id,
          effectedAttemptId: null,
        });
        remember(m, op.eventId, 'assignment.created', seq);
        m.projectionSeq.ASSIGNMENTS = seq;
      },
    }
  );
}

export function expectClaim(m: Model, op: Extract<Op, { type: 'claim' }>, w: Window): Expectation {
  const refused = stale(m, 'ASSIGNMENTS', 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId);
  if (!a) return refuse('AssignmentNotFound');
  const started = m.attempts.get(op.attemptId);
  if (started) {
    const c = started.claim;
    const facts =
      started.assignmentId === op.assignmentId &&
      c.agentId === op.agentId &&
      c.version === op.version &&
      (op.eventId === undefined || op.eventId === started.startedEventId);
    if (!facts) return refuse('IdentityConflict');
    // An exact retry writes nothing: `replayed` only while its Attempt is the active one and the
    // caller claimed it; a superseded Attempt is never revived (issue 25, rule 1).
    const retry = supersededRefusal(a, op.attemptId) ??
      notOwned(m, op.attemptId, op.caller) ?? {
        replay: (value: any) =>
          stateCheck(m, op.assignmentId)(value) ??
          same('the replayed active claim', value.assignment.activeClaim?.attemptId, op.attemptId),
      };
    if (op.expiresAt === undefined || (c.exact && c.expiresAt === op.expiresAt.getTime())) return retry;
    // A TTL claim stored microseconds: only a coincidence of milliseconds could match it.
    return c.expiresAt === op.expiresAt.getTime() ? { either: [retry, refuse('IdentityConflict')] } : refuse('IdentityConflict');
  }
  const refusal = reused(m, op.eventId) ?? claimRefusal(a);
  if (refusal) return refusal;
  const agent = m.actors.get(op.agentId);
  if (agent?.kind !== 'AI_AGENT' || !agent.active) return refuse('ActorNotActiveAgent');
  if (!m.configurations.has(`${op.agentId}/${op.version}`)) return refuse('ConfigurationVersionNotFound');
  const write: Expectation = {
    // Attributed to the agent, recorded by the caller (DESIGN §6).
    write: [
      {
        kind: 'attempt.started',
        actorId: op.agentId,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: op.attemptId,
        payload: { agent_id: op.agentId, configuration_version: op.version },
      },
    ],
    check: (value) => {
      const expiry = value.attempt?.claimExpiresAt?.getTime();
      const expiryProblem = op.expiresAt
        ? same('the claim expiry', expiry, op.expiresAt.getTime())
        : expiry < w.from + op.ttlSeconds! * 1000 - 1 || expiry > w.to + op.ttlSeconds! * 1000 + 1
          ? `the claim expiry ${expiry} lies outside now + ${op.ttlSeconds}s for now in [${w.from}, ${w.to}]`
          : null;
      return (
        same('the new state', value.assignment.state, 'RUNNING') ??
        same('the attempt', value.attempt?.id, op.attemptId) ??
        same('the active claim', value.assignment.activeClaim?.attemptId, op.attemptId) ??
        expiryProblem
      );
    },
    apply: (value, seq) => {
      const claim = {
        attemptId: op.attemptId,
        agentId: op.agentId,
        version: op.version,
        expiresAt: (value.attempt.claimExpiresAt as Date).getTime(),
        exact: op.expiresAt !== undefined,
      };
      Object.assign(a, { state: 'RUNNING', active: claim, attemptCount: a.attemptCount + 1 });
      m.attempts.set(op.attemptId, {
        assignmentId: op.assignmentId,
        claim,
        claimedBy: op.caller,
        startedEventId: op.eventId ?? null,
        calls: [],
        results: [],
        ended: null,
        reconciled: null,
      });
      remember(m, op.eventId, 'attempt.started', seq);
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
  if (!op.expiresAt) return write;
  // The expiry must lie after the transaction's now().
  const late = passed(op.expiresAt.getTime(), true, w);
  return late === 'either' ? { either: [write, refuse('ClaimExpiryInvalid')] } : late ? refuse('ClaimExpiryInvalid') : write;
}

const cancelledRefusal = (a: AssignmentModel) =>
  refuse('AssignmentCancelled', (e) =>
    same('AssignmentCancelled.uncertainAttemptId', e.uncertainAttemptId, a.uncertainAttemptId),
  );
const uncertainRefusal = (a: AssignmentModel) =>
  refuse('AssignmentUncertain', (e) => same('AssignmentUncertain.attemptId', e.attemptId, a.uncertainAttemptId));

/** A claim of an Assignment that is not READY: refused by its state (workforce.claim_refusal). */
function claimRefusal(a: AssignmentModel): Expectation | null {
  switch (a.state) {
    case 'READY':
      return null;
    case 'COMPLETED':
      return refuse('AssignmentCompleted');
    case 'CANCELLED':
      return cancelledRefusal(a);
    case 'UNCERTAIN':
      return uncertainRefusal(a);
    case 'RUNNING':
      return refuse(
        'ClaimConflict',
        (e) =>
          same('ClaimConflict.attemptId', e.attemptId, a.active!.attemptId) ??
          same('ClaimConflict.agentId', e.agentId, a.active!.agentId),
      );
  }
}

/**
 * An Attempt that is not (or no longer) the active one, taken up again by a claim's or a renewal's
 * retry, or by a fresh renewal (issue 25, rules 1 and 2): refused by the Assignment's state when a
 * completion or a decision ended it, else AttemptNotActive. Null while the Attempt is active.
 */
export function supersededRefusal(a: AssignmentModel, attemptId: string): Expectation | null {
  if (a.active?.attemptId === attemptId) return null;
  switch (a.state) {
    case 'COMPLETED':
      return refuse('AssignmentCompleted');
    case 'CANCELLED':
      return cancelledRefusal(a);
    case 'UNCERTAIN':
      return uncertainRefusal(a);
    default:
      return notActive(a, attemptId, false);
  }
}

/**
 * Execution belongs to its claimer (issue 25): anyone else, a SYSTEM actor or an operator
 * included, is refused AttemptNotOwned. Null for the claimer, and for an Attempt that never started.
 */
export function notOwned(m: Model, attemptId: string, caller: string): Expectation | null {
  const attempt = m.attempts.get(attemptId);
  if (!attempt || attempt.claimedBy === caller) return null;
  return refuse(
    'AttemptNotOwned',
    (e) =>
      same('AttemptNotOwned.attemptId', e.attemptId, attemptId) ??
      same('AttemptNotOwned.claimedBy', e.claimedBy, attempt.claimedBy),
  );
}

export function expectEnd(m: Model, op: Extract<Op, { type: 'end' }>): Expectation {
  const refused = stale(m, 'ASSIGNMENTS', 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId);
  if (!a) return refuse('AssignmentNotFound');
  const attempt = m.attempts.get(op.attemptId);
  const ended = attempt?.ended;
  // A retry names the same outcome: the same Entity id, or inline content with the same digest.
  const sameOutcome =
    op.outcome === 'FAILED' ||
    (op.outcomeEntityId !== undefined ? ended?.entityId === op.outcomeEntityId : ended?.content === op.content);
  if (
    ended &&
    attempt.assignmentId === op.assignmentId &&
    ended.outcome === op.outcome &&
    ended.reason === (op.reason ?? null) &&
    sameOutcome &&
    (op.eventId === undefined || op.eventId === ended.eventId)
  ) {
    // An exact retry of an ending answers `replayed` to its claimer only.
    return notOwned(m, op.attemptId, op.caller) ?? { replay: stateCheck(m, op.assignmentId) };
  }
  const refusal = reused(m, op.eventId) ?? notActive(a, op.attemptId, true) ?? notOwned(m, op.attemptId, op.caller);
  if (refusal) return refusal;
  const completed = op.outcome === 'COMPLETED';
  // An existing outcome Entity must exist and have been generated by this very Attempt.
  const named = op.outcomeEntityId === undefined ? undefined : m.entities.get(op.outcomeEntityId);
  if (completed && op.outcomeEntityId !== undefined) {
    if (!named) return refuse('EntityNotFound');
    if (named.generatedBy !== op.attemptId) return refuse('OutcomeInvalid');
  }
  const content = named?.content ?? op.content;
  return {
    write: [
      // inline outcome content is stored with the ending, which records its digest (no entity.created)
      {
        kind: 'attempt.ended',
        actorId: a.active!.agentId,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: op.attemptId,
        payload: {
          outcome: op.outcome,
          failure_reason: op.reason ?? null,
          ...(completed ? { outcome_sha256: createHash('sha256').update(content!).digest('hex') } : {}),
        },
      },
    ],
    check: (value) =>
      same('the new state', value.assignment.state, completed ? 'COMPLETED' : 'READY') ??
      same('the attempt outcome', value.attempt?.outcome, op.outcome) ??
      (completed
        ? (same('the outcome content', value.outcomeEntity?.content, content) ??
          (named ? same('the outcome entity', value.outcomeEntity?.id, op.outcomeEntityId) : null) ??
          same('the outcome generator', value.outcomeEntity?.generatedByAttemptId, op.attemptId))
        : null),
    apply: (value, seq) => {
      Object.assign(a, {
        state: completed ? 'COMPLETED' : 'READY',
        active: null,
        completedAttemptId: completed ? op.attemptId : null,
        outcomeEntityId: completed ? value.outcomeEntity.id : null,
      });
      attempt!.ended = {
        outcome: op.outcome,
        recovered: false,
        reason: op.reason ?? null,
        content: content ?? null,
        entityId: completed ? value.outcomeEntity.id : null,
        eventId: op.eventId ?? null,
        seq,
        unanswered: [],
      };
      if (completed && !named) m.stored.set(value.outcomeEntity.id, { content: content!, generatedBy: op.attemptId });
      remember(m, op.eventId, 'attempt.ended', seq);
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
}

/** Only the active Attempt of an incomplete Assignment may end (DESIGN §3, "which refusal when"). */
export function notActive(a: AssignmentModel, attemptId: string, completedRefusal: boolean) {
  if (completedRefusal && a.state === 'COMPLETED') return refuse('AssignmentCompleted');
  if (a.active?.attemptId === attemptId) return null;
  return refuse('AttemptNotActive', (e) =>
    same('AttemptNotActive.activeAttemptId', e.activeAttemptId, a.active?.attemptId ?? null),
  );
}

export function expectRecover(m: Model, op: Extract<Op, { type: 'recover' }>, w: Window): Expectation {
  const refused =
    stale(m, 'ASSIGNMENTS', 'ACTORS') ??
    activeCaller(m, op.caller) ??
    (m.actors.get(op.caller)!.kind === 'SYSTEM' ? null : refuse('Forbidden'));
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId);
  if (!a) return refuse('AssignmentNotFound');
  const attempt = m.attempts.get(op.attemptId);
  // A retry of a recovery, whichever way it ended (ABANDONED or UNCERTAIN, reconciled since or not).
  if (
    attempt?.ended?.recovered &&
    attempt.assignmentId === op.assignmentId &&
    (op.eventId === undefined || op.eventId === attempt.ended.eventId)
  ) {
    return { replay: stateCheck(m, op.assignmentId) };
  }
  const refusal = reused(m, op.eventId) ?? notActive(a, op.attemptId, false);
  if (refusal) return refusal;
  // A call whose effect is unsettled may have happened: the Attempt ends UNCERTAIN, not ABANDONED.
  const calls = unsettled(m, attempt!);
  const outcome = calls.length > 0 ? 'UNCERTAIN' : 'ABANDONED';
  const state = calls.length > 0 ? 'UNCERTAIN' : 'READY';
  const write: Expectation = {
    // Attributed to the SYSTEM actor that recovered it.
    write: [
      {
        kind: 'attempt.ended',
        actorId: op.caller,
        recordedBy: op.caller,
        assignmentId: op.assignmentId,
        attemptId: op.attemptId,
        payload: { outcome, outcome_entity_id: null, unanswered_call_ids: calls.length > 0 ? calls : undefined },
      },
    ],
    check: (value) =>
      same('the new state', value.assignment.state, state) ??
      same('the attempt outcome', value.attempt?.outcome, outcome) ??
      same('the uncertain attempt', value.assignment.uncertainAttemptId, calls.length > 0 ? op.attemptId : null),
    apply: (_value, seq) => {
      Object.assign(a, { state, active: null, uncertainAttemptId: calls.length > 0 ? op.attemptId : null });
      attempt!.ended = {
        outcome,
        recovered: true,
        reason: null,
        content: null,
        entityId: null,
        eventId: op.eventId ?? null,
        seq,
        unanswered: calls,
      };
      remember(m, op.eventId, 'attempt.ended', seq);
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
  const live = refuse('ClaimNotExpired', (e) => same('ClaimNotExpired.attemptId', e.attemptId, op.attemptId));
  const expired = passed(a.active!.expiresAt, a.active!.exact, w);
  return expired === 'either' ? { either: [write, live] } : expired ? write : live;
}

export function expectEntity(m: Model, op: Extract<Op, { type: 'entity' }>): Expectation {
  const started = op.attemptId === undefined ? undefined : m.attempts.get(op.attemptId);
  if (op.attemptId !== undefined && !started) return refuse('AttemptNotActive');
  const refused = (started ? stale(m, 'ASSIGNMENTS') : null) ?? stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = started ? m.assignments.get(started.assignmentId)! : undefined;
  const existing = m.entities.get(op.entityId);
  // Generated by an Attempt, it is evidence: fenced like any other (only while the Attempt is
  // active, a retry of a stored entity included), and only its claimer creates it.
  if (a && a.active?.attemptId !== op.attemptId) return notActive(a, op.attemptId!, false)!;
  const foreign = op.attemptId === undefined ? null : notOwned(m, op.attemptId, op.caller);
  if (foreign) return foreign;
  if (existing) {
    return existing.content === op.content && existing.generatedBy === (op.attemptId ?? null)
      ? { replay: (value) => same('the entity', value.entity.id, op.entityId) }
      : refuse('IdentityConflict');
  }
  return {
    write: [
      {
        kind: 'entity.created',
        actorId: a?.active?.agentId ?? op.caller,
        recordedBy: op.caller,
        assignmentId: started?.assignmentId ?? null,
        attemptId: op.attemptId ?? null,
      },
    ],
    check: (value) => same('the content', value.entity.content, op.content),
    apply: () => m.entities.set(op.entityId, { content: op.content, generatedBy: op.attemptId ?? null }),
  };
}

export function expectAppend(m: Model, op: Extract<Op, { type: 'append' }>): Expectation {
  if (op.kind === GUARDED_KIND) return refuse('GuardedEventKind'); // refused before the database is asked
  // Model and tool calls are evidence of one Attempt: they must name it, judged before anything
  // else the database checks (issue 25, rule 4).
  if (op.attemptId === undefined && EVIDENCE_NAMESPACES.includes(op.kind.split('.')[0]!)) return refuse('AttemptRequired');
  let assignmentId = op.assignmentId ?? null;
  const attempt = op.attemptId === undefined ? undefined : m.attempts.get(op.attemptId);
  if (op.attemptId !== undefined) {
    if (!attempt || (op.assignmentId !== undefined && attempt.assignmentId !== op.assignmentId))
      return refuse('AttemptNotActive');
    assignmentId = attempt.assignmentId;
  }
  const refused = (assignmentId ? stale(m, 'ASSIGNMENTS') : null) ?? stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = assignmentId ? m.assignments.get(assignmentId) : undefined;
  if (assignmentId && !a) return refuse('AssignmentNotFound');
  // Evidence of the active Attempt only, but for one late write (issue 26, rule 4): the tool.result
  // of a call the Assignment's uncertain Attempt left unsettled, until that Attempt is reconciled.
  // It follows the Attempt's attempt.ended and changes no state.
  const late =
    attempt !== undefined &&
    a!.active?.attemptId !== op.attemptId &&
    op.kind === 'tool.result' &&
    a!.uncertainAttemptId === op.attemptId &&
    attempt.ended!.unanswered.includes(op.payload.call_id as string);
  const inactive = attempt === undefined || late ? null : notActive(a!, op.attemptId!, false);
  const facts = {
    payload: JSON.stringify(op.payload),
    payloadVersion: op.payloadVersion,
    assignmentId,
    attemptId: op.attemptId ?? null,
    recordedBy: op.caller,
  };
  const existing = op.eventId === undefined ? undefined : m.events.get(op.eventId);
  if (existing) {
    const retry =
      existing.kind === op.kind && existing.append !== undefined && JSON.stringify(existing.append) === JSON.stringify(facts);
    if (!retry) return refuse('IdentityConflict');
    // Replayed only while its Attempt stands (or its late write is let in): once superseded, the
    // retry is refused as a new call would be.
    return inactive ?? { replay: (value) => same('the replayed event', value.event.seq, existing.seq) };
  }
  // Evidence of the active Attempt (or a late result), from its claimer only.
  const refusal = inactive ?? (op.attemptId === undefined ? null : notOwned(m, op.attemptId, op.caller));
  if (refusal) return refusal;
  // Evidence of a claimed Assignment is attributed to the claim's agent, a late result to its Attempt's.
  const actorId = a?.active?.agentId ?? attempt?.claim.agentId ?? op.caller;
  return {
    write: [
      {
        kind: op.kind,
        actorId,
        recordedBy: op.caller,
        assignmentId,
        attemptId: op.attemptId ?? null,
        payload: op.payload,
        followsSeq: late ? attempt.ended!.seq : null,
      },
    ],
    check: (value) =>
      same('the event kind', value.event.kind, op.kind) ??
      same('its assignment', value.event.assignmentId, assignmentId) ??
      same('its attempt', value.event.attemptId, op.attemptId ?? null) ??
      same('its actor', value.event.actorId, actorId),
    apply: (value, seq) => {
      m.events.set(value.event.id, { kind: op.kind, seq, append: facts });
      // Evidence that decides whether a recovered or cancelled Attempt is UNCERTAIN (a late result
      // changes nothing: the Attempt's unsettled calls were fixed by its ending).
      const callId = op.payload.call_id as string;
      const tool = op.payload.tool_name as string;
      if (attempt && op.kind === 'tool.call') {
        const effect = op.payloadVersion >= 2 ? (op.payload.effect as 'internal' | 'external') : null;
        attempt.calls.push({ callId, tool, effect, seq });
      }
      if (attempt && op.kind === 'tool.result')
        attempt.results.push({ callId, tool, conclusive: conclusive(op.payloadVersion, op.payload), seq });
    },
  };
}
