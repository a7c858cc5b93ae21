import { isDeepStrictEqual } from 'node:util';
import { GUARDED_KIND, type Observation, type Op, type Window } from './ops.js';
import { isStale, type AssignmentModel, type Model, type Projection } from './state.js';

// The state machine, decide-then-evolve like the SQL it mirrors: each command's guards in the
// order its PL/pgSQL function runs them, then the events it writes and what they change.
// `step` judges one observed answer against the model and, when it is allowed, applies it.

/** What the model allows a command to answer. Time can leave two answers open. */
type Expectation =
  | { error: string; check?: (e: any) => string | null }
  | { replay: (value: any) => string | null }
  | { write: Written[]; check: (value: any) => string | null; apply: (value: any, seq: number) => void }
  | { either: Expectation[] };

/** An event the command must have written, as the ledger holds it (kind, attribution, references, payload facts). */
export interface Written {
  kind: string;
  actorId: string;
  recordedBy: string;
  assignmentId: string | null;
  attemptId: string | null;
  payload?: Record<string, unknown>;
}

/** The ledger rows the batch wrote, by org_seq. */
export type Ledger = ReadonlyMap<number, Written & { payload: Record<string, unknown> }>;

const refuse = (error: string, check?: (e: any) => string | null): Expectation => ({ error, check });
const same = (what: string, actual: unknown, expected: unknown) =>
  (actual === expected ? null : `${what} is ${String(actual)}, the model says ${String(expected)}`);

function stale(m: Model, ...projections: Projection[]): Expectation | null {
  for (const p of projections) if (isStale(m, p)) return refuse(p === 'ASSIGNMENTS' ? 'AssignmentStateStale' : 'ActorStateStale');
  return null;
}

function activeCaller(m: Model, actorId: string): Expectation | null {
  const actor = m.actors.get(actorId);
  if (!actor) return refuse('ActorNotFound');
  return actor.active ? null : refuse('ActorNotActive');
}

const reused = (m: Model, eventId: string | undefined): Expectation | null =>
  (eventId !== undefined && m.events.has(eventId) ? refuse('IdentityConflict') : null);

const remember = (m: Model, eventId: string | undefined | null, kind: string, seq: number) => {
  if (eventId) m.events.set(eventId, { kind, seq });
};

/**
 * Database time decides expiry; each transaction reads its own now(), somewhere in the window.
 * An instant inside the window (±1 ms for the microseconds JavaScript drops) may fall either way.
 */
function passed(at: number, exact: boolean, w: Window): boolean | 'either' {
  if (at + (exact ? 0 : 1) <= w.from) return true;
  if (at > w.to) return false;
  return 'either';
}

const stateCheck = (m: Model, assignmentId: string) => (value: any) =>
  same('the returned state', value.assignment.state, m.assignments.get(assignmentId)?.state);

function expectCreate(m: Model, op: Extract<Op, { type: 'create' }>): Expectation {
  const refused = stale(m, 'ASSIGNMENTS', 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const existing = m.assignments.get(op.assignmentId);
  if (existing) {
    const retry = existing.title === (op.title ?? null) && existing.creator === op.caller && existing.goal === op.goal
      && (op.eventId === undefined || op.eventId === existing.createdEventId);
    return retry ? { replay: stateCheck(m, op.assignmentId) } : refuse('IdentityConflict');
  }
  return reused(m, op.eventId) ?? {
    write: [ // the goal Entity, then assignment.created
      { kind: 'entity.created', actorId: op.caller, recordedBy: op.caller, assignmentId: op.assignmentId, attemptId: null },
      { kind: 'assignment.created', actorId: op.caller, recordedBy: op.caller, assignmentId: op.assignmentId, attemptId: null,
        payload: { title: op.title ?? null } },
    ],
    check: (value) => same('the new state', value.assignment.state, 'READY') ?? same('the goal', value.goalEntity.content, op.goal),
    apply: (_value, seq) => {
      m.assignments.set(op.assignmentId, { title: op.title ?? null, creator: op.caller, goal: op.goal, createdEventId: op.eventId ?? null,
        state: 'READY', active: null, attemptCount: 0, completedAttemptId: null, outcomeEntityId: null });
      remember(m, op.eventId, 'assignment.created', seq);
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
}

function expectClaim(m: Model, op: Extract<Op, { type: 'claim' }>, w: Window): Expectation {
  const refused = stale(m, 'ASSIGNMENTS', 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId);
  if (!a) return refuse('AssignmentNotFound');
  const started = m.attempts.get(op.attemptId);
  if (started) {
    const c = started.claim;
    const facts = started.assignmentId === op.assignmentId && c.agentId === op.agentId && c.version === op.version
      && (op.eventId === undefined || op.eventId === started.startedEventId);
    if (!facts) return refuse('IdentityConflict');
    if (op.expiresAt === undefined || (c.exact && c.expiresAt === op.expiresAt.getTime())) return { replay: stateCheck(m, op.assignmentId) };
    // A TTL claim stored microseconds: only a coincidence of milliseconds could match it.
    return c.expiresAt === op.expiresAt.getTime()
      ? { either: [{ replay: stateCheck(m, op.assignmentId) }, refuse('IdentityConflict')] } : refuse('IdentityConflict');
  }
  const refusal = reused(m, op.eventId)
    ?? (a.state === 'COMPLETED' ? refuse('AssignmentCompleted') : null)
    ?? (a.active ? refuse('ClaimConflict', (e) => same('ClaimConflict.attemptId', e.attemptId, a.active!.attemptId)
      ?? same('ClaimConflict.agentId', e.agentId, a.active!.agentId)) : null);
  if (refusal) return refusal;
  const agent = m.actors.get(op.agentId);
  if (!agent || agent.kind !== 'AI_AGENT' || !agent.active) return refuse('ActorNotActiveAgent');
  if (!m.configurations.has(`${op.agentId}/${op.version}`)) return refuse('ConfigurationVersionNotFound');
  const write: Expectation = {
    // Attributed to the agent, recorded by the caller (DESIGN §6).
    write: [{ kind: 'attempt.started', actorId: op.agentId, recordedBy: op.caller, assignmentId: op.assignmentId, attemptId: op.attemptId,
      payload: { agent_id: op.agentId, configuration_version: op.version } }],
    check: (value) => {
      const expiry = value.attempt?.claimExpiresAt?.getTime();
      const expiryProblem = op.expiresAt
        ? same('the claim expiry', expiry, op.expiresAt.getTime())
        : (expiry < w.from + op.ttlSeconds! * 1000 - 1 || expiry > w.to + op.ttlSeconds! * 1000 + 1
          ? `the claim expiry ${expiry} lies outside now + ${op.ttlSeconds}s for now in [${w.from}, ${w.to}]` : null);
      return same('the new state', value.assignment.state, 'RUNNING') ?? same('the attempt', value.attempt?.id, op.attemptId)
        ?? same('the active claim', value.assignment.activeClaim?.attemptId, op.attemptId) ?? expiryProblem;
    },
    apply: (value, seq) => {
      const claim = { attemptId: op.attemptId, agentId: op.agentId, version: op.version,
        expiresAt: (value.attempt.claimExpiresAt as Date).getTime(), exact: op.expiresAt !== undefined };
      Object.assign(a, { state: 'RUNNING', active: claim, attemptCount: a.attemptCount + 1 });
      m.attempts.set(op.attemptId, { assignmentId: op.assignmentId, claim, startedEventId: op.eventId ?? null, ended: null });
      remember(m, op.eventId, 'attempt.started', seq);
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
  if (!op.expiresAt) return write;
  // The expiry must lie after the transaction's now().
  const late = passed(op.expiresAt.getTime(), true, w);
  return late === 'either' ? { either: [write, refuse('ClaimExpiryInvalid')] } : late ? refuse('ClaimExpiryInvalid') : write;
}

function expectEnd(m: Model, op: Extract<Op, { type: 'end' }>): Expectation {
  const refused = stale(m, 'ASSIGNMENTS', 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId);
  if (!a) return refuse('AssignmentNotFound');
  const attempt = m.attempts.get(op.attemptId);
  const ended = attempt?.ended;
  // A retry names the same outcome: the same Entity id, or inline content with the same digest.
  const sameOutcome = op.outcome === 'FAILED'
    || (op.outcomeEntityId !== undefined ? ended?.entityId === op.outcomeEntityId : ended?.content === op.content);
  if (ended && attempt.assignmentId === op.assignmentId && ended.outcome === op.outcome && ended.reason === (op.reason ?? null)
      && sameOutcome && (op.eventId === undefined || op.eventId === ended.eventId)) {
    return { replay: stateCheck(m, op.assignmentId) };
  }
  const refusal = reused(m, op.eventId) ?? notActive(a, op.attemptId, true);
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
    write: [ // inline outcome content is stored first, generated by the agent
      ...(completed && !named ? [{ kind: 'entity.created', actorId: a.active!.agentId, recordedBy: op.caller, assignmentId: op.assignmentId,
        attemptId: op.attemptId }] : []),
      { kind: 'attempt.ended', actorId: a.active!.agentId, recordedBy: op.caller, assignmentId: op.assignmentId, attemptId: op.attemptId,
        payload: { outcome: op.outcome, failure_reason: op.reason ?? null } },
    ],
    check: (value) => same('the new state', value.assignment.state, completed ? 'COMPLETED' : 'READY')
      ?? same('the attempt outcome', value.attempt?.outcome, op.outcome)
      ?? (completed ? same('the outcome content', value.outcomeEntity?.content, content)
        ?? (named ? same('the outcome entity', value.outcomeEntity?.id, op.outcomeEntityId) : null)
        ?? same('the outcome generator', value.outcomeEntity?.generatedByAttemptId, op.attemptId) : null),
    apply: (value, seq) => {
      Object.assign(a, { state: completed ? 'COMPLETED' : 'READY', active: null,
        completedAttemptId: completed ? op.attemptId : null, outcomeEntityId: completed ? value.outcomeEntity.id : null });
      attempt!.ended = { outcome: op.outcome, reason: op.reason ?? null, content: content ?? null,
        entityId: completed ? value.outcomeEntity.id : null, eventId: op.eventId ?? null };
      remember(m, op.eventId, 'attempt.ended', seq);
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
}

/** Only the active Attempt of an incomplete Assignment may end (DESIGN §3, "which refusal when"). */
function notActive(a: AssignmentModel, attemptId: string, completedRefusal: boolean) {
  if (completedRefusal && a.state === 'COMPLETED') return refuse('AssignmentCompleted');
  if (a.active?.attemptId === attemptId) return null;
  return refuse('AttemptNotActive', (e) => same('AttemptNotActive.activeAttemptId', e.activeAttemptId, a.active?.attemptId ?? null));
}

function expectRecover(m: Model, op: Extract<Op, { type: 'recover' }>, w: Window): Expectation {
  const refused = stale(m, 'ASSIGNMENTS', 'ACTORS') ?? activeCaller(m, op.caller)
    ?? (m.actors.get(op.caller)!.kind === 'SYSTEM' ? null : refuse('Forbidden'));
  if (refused) return refused;
  const a = m.assignments.get(op.assignmentId);
  if (!a) return refuse('AssignmentNotFound');
  const attempt = m.attempts.get(op.attemptId);
  if (attempt?.ended?.outcome === 'ABANDONED' && attempt.assignmentId === op.assignmentId
      && (op.eventId === undefined || op.eventId === attempt.ended.eventId)) {
    return { replay: stateCheck(m, op.assignmentId) };
  }
  const refusal = reused(m, op.eventId) ?? notActive(a, op.attemptId, false);
  if (refusal) return refusal;
  const write: Expectation = {
    // Attributed to the SYSTEM actor that recovered it.
    write: [{ kind: 'attempt.ended', actorId: op.caller, recordedBy: op.caller, assignmentId: op.assignmentId, attemptId: op.attemptId,
      payload: { outcome: 'ABANDONED', outcome_entity_id: null } }],
    check: (value) => same('the new state', value.assignment.state, 'READY') ?? same('the attempt outcome', value.attempt?.outcome, 'ABANDONED'),
    apply: (_value, seq) => {
      Object.assign(a, { state: 'READY', active: null });
      attempt!.ended = { outcome: 'ABANDONED', reason: null, content: null, entityId: null, eventId: op.eventId ?? null };
      remember(m, op.eventId, 'attempt.ended', seq);
      m.projectionSeq.ASSIGNMENTS = seq;
    },
  };
  const live = refuse('ClaimNotExpired', (e) => same('ClaimNotExpired.attemptId', e.attemptId, op.attemptId));
  const expired = passed(a.active!.expiresAt, a.active!.exact, w);
  return expired === 'either' ? { either: [write, live] } : expired ? write : live;
}

function expectEntity(m: Model, op: Extract<Op, { type: 'entity' }>): Expectation {
  const started = op.attemptId === undefined ? undefined : m.attempts.get(op.attemptId);
  if (op.attemptId !== undefined && !started) return refuse('AttemptNotActive');
  const refused = (started ? stale(m, 'ASSIGNMENTS') : null) ?? stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = started ? m.assignments.get(started.assignmentId)! : undefined;
  const existing = m.entities.get(op.entityId);
  if (existing) {
    return existing.content === op.content && existing.generatedBy === (op.attemptId ?? null)
      ? { replay: (value) => same('the entity', value.entity.id, op.entityId) } : refuse('IdentityConflict');
  }
  // Generated by an Attempt, it is evidence: fenced like any other.
  if (a && a.active?.attemptId !== op.attemptId) return notActive(a, op.attemptId!, false)!;
  return {
    write: [{ kind: 'entity.created', actorId: a?.active?.agentId ?? op.caller, recordedBy: op.caller,
      assignmentId: started?.assignmentId ?? null, attemptId: op.attemptId ?? null }],
    check: (value) => same('the content', value.entity.content, op.content),
    apply: () => m.entities.set(op.entityId, { content: op.content, generatedBy: op.attemptId ?? null }),
  };
}

function expectAppend(m: Model, op: Extract<Op, { type: 'append' }>): Expectation {
  if (op.kind === GUARDED_KIND) return refuse('GuardedEventKind'); // refused before the database is asked
  let assignmentId = op.assignmentId ?? null;
  if (op.attemptId !== undefined) {
    const started = m.attempts.get(op.attemptId);
    if (!started || (op.assignmentId !== undefined && started.assignmentId !== op.assignmentId)) return refuse('AttemptNotActive');
    assignmentId = started.assignmentId;
  }
  const refused = (assignmentId ? stale(m, 'ASSIGNMENTS') : null) ?? stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const a = assignmentId ? m.assignments.get(assignmentId) : undefined;
  if (assignmentId && !a) return refuse('AssignmentNotFound');
  const facts = { payload: JSON.stringify(op.payload), assignmentId, attemptId: op.attemptId ?? null, recordedBy: op.caller };
  const existing = op.eventId === undefined ? undefined : m.events.get(op.eventId);
  if (existing) {
    const retry = existing.kind === op.kind && existing.append !== undefined && JSON.stringify(existing.append) === JSON.stringify(facts);
    return retry ? { replay: (value) => same('the replayed event', value.event.seq, existing.seq) } : refuse('IdentityConflict');
  }
  if (op.attemptId !== undefined && a!.active?.attemptId !== op.attemptId) return notActive(a!, op.attemptId, false)!;
  return {
    // Evidence of a claimed Assignment is attributed to the claim's agent.
    write: [{ kind: op.kind, actorId: a?.active?.agentId ?? op.caller, recordedBy: op.caller, assignmentId, attemptId: op.attemptId ?? null,
      payload: op.payload }],
    check: (value) => same('the event kind', value.event.kind, op.kind) ?? same('its assignment', value.event.assignmentId, assignmentId)
      ?? same('its attempt', value.event.attemptId, op.attemptId ?? null)
      ?? same('its actor', value.event.actorId, a?.active?.agentId ?? op.caller),
    apply: (value, seq) => m.events.set(value.event.id, { kind: op.kind, seq, append: facts }),
  };
}

const actorEvent = (kind: string, caller: string, payload: Record<string, unknown>): Written =>
  ({ kind, actorId: caller, recordedBy: caller, assignmentId: null, attemptId: null, payload });

function expectRegister(m: Model, op: Extract<Op, { type: 'register' }>): Expectation {
  const refused = stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const existing = m.actors.get(op.actorId);
  if (existing) {
    const retry = existing.kind === op.kind && existing.name === op.name
      && (op.eventId === undefined || op.eventId === existing.registeredEventId);
    return retry ? { replay: (value) => same('the actor', value.actor.id, op.actorId) } : refuse('IdentityConflict');
  }
  return reused(m, op.eventId) ?? {
    write: [actorEvent('actor.registered', op.caller, { actor_id: op.actorId, kind: op.kind, display_name: op.name })],
    check: (value) => same('the actor status', value.actor.status, 'ACTIVE') ?? same('its kind', value.actor.kind, op.kind),
    apply: (value, seq) => {
      m.actors.set(op.actorId, { kind: op.kind, name: op.name, active: true, latestVersion: null, registeredEventId: value.event.id });
      remember(m, value.event.id, 'actor.registered', seq);
      m.projectionSeq.ACTORS = seq;
    },
  };
}

function expectDeactivate(m: Model, op: Extract<Op, { type: 'deactivate' }>): Expectation {
  const refused = stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const target = m.actors.get(op.actorId);
  if (!target) return refuse('ActorNotFound');
  if (!target.active) {
    // Already deactivated: a retry, unless the event id names an event of another kind.
    const named = op.eventId === undefined ? undefined : m.events.get(op.eventId);
    return !named || named.kind === 'actor.deactivated'
      ? { replay: (value) => same('the actor status', value.actor.status, 'DEACTIVATED') } : refuse('IdentityConflict');
  }
  if (op.actorId === m.systemActorId) return refuse('Forbidden');
  return reused(m, op.eventId) ?? {
    write: [actorEvent('actor.deactivated', op.caller, { actor_id: op.actorId })],
    check: (value) => same('the actor status', value.actor.status, 'DEACTIVATED'),
    apply: (value, seq) => {
      target.active = false;
      remember(m, value.event.id, 'actor.deactivated', seq);
      m.projectionSeq.ACTORS = seq;
    },
  };
}

function expectPublish(m: Model, op: Extract<Op, { type: 'publish' }>): Expectation {
  const refused = stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const agent = m.actors.get(op.agentId);
  if (!agent || agent.kind !== 'AI_AGENT' || !agent.active) return refuse('ActorNotActiveAgent');
  const existing = m.configurations.get(`${op.agentId}/${op.version}`);
  if (existing) {
    const retry = JSON.stringify(existing.configuration) === JSON.stringify(op.configuration)
      && (op.eventId === undefined || m.events.get(op.eventId)?.seq === existing.seq);
    return retry ? { replay: (value) => same('the version', value.configuration.version, op.version) } : refuse('IdentityConflict');
  }
  if (op.version !== (agent.latestVersion ?? 0) + 1) return refuse('ConfigurationVersionNotSequential');
  return reused(m, op.eventId) ?? {
    write: [actorEvent('agent_configuration.published', op.caller,
      { agent_id: op.agentId, version: op.version, configuration: op.configuration })],
    check: (value) => same('the version', value.configuration.version, op.version),
    apply: (value, seq) => {
      m.configurations.set(`${op.agentId}/${op.version}`, { configuration: op.configuration, seq });
      agent.latestVersion = op.version;
      remember(m, value.event.id, 'agent_configuration.published', seq);
      m.projectionSeq.ACTORS = seq;
    },
  };
}

/** Maintenance: the organization's System Actor, or any active SYSTEM actor. */
function maintainer(m: Model, caller: string): Expectation | null {
  const actor = m.actors.get(caller);
  return caller === m.systemActorId || (actor?.kind === 'SYSTEM' && actor.active) ? null : refuse('Forbidden');
}

/**
 * A rebuild that took one batch is one atomic step; one that took several is two: its first batch
 * (the projection is cleared and refuses commands from then on) and its last (current again).
 */
export type Phase = 'whole' | 'begin' | 'end';

function expect(m: Model, op: Op, phase: Phase, w: Window): Expectation {
  switch (op.type) {
    case 'create': return expectCreate(m, op);
    case 'claim': return expectClaim(m, op, w);
    case 'end': return expectEnd(m, op);
    case 'recover': return expectRecover(m, op, w);
    case 'append': return expectAppend(m, op);
    case 'entity': return expectEntity(m, op);
    case 'register': return expectRegister(m, op);
    case 'deactivate': return expectDeactivate(m, op);
    case 'publish': return expectPublish(m, op);
    case 'dirty': return maintainer(m, op.caller) ?? {
      replay: (value) => {
        m.dirty[op.projection] = true;
        return same('the dirty flag', value.dirty, true);
      },
    };
    case 'rebuild': return maintainer(m, op.caller) ?? {
      replay: (value) => {
        if (phase === 'begin') {
          m.rebuilding[op.projection] = true;
          return null;
        }
        m.rebuilding[op.projection] = false;
        m.dirty[op.projection] = false;
        return same('the rebuilt cursor', value.lastAppliedSeq, m.projectionSeq[op.projection]);
      },
    };
  }
}

/** Judges one observed answer in state `m` (mutated when allowed); returns why it is wrong, or null. */
export function step(m: Model, op: Op, phase: Phase, observed: Observation, w: Window, ledger: Ledger): string | null {
  return judge(m, expect(m, op, phase, w), observed, ledger);
}

/** How the ledger row at `seq` differs from the event the model expects there; null when it does not. */
function writtenDifference(ledger: Ledger, seq: number, expected: Written): string | null {
  const row = ledger.get(seq);
  if (!row) return `event #${seq} is not in the ledger`;
  for (const key of ['kind', 'actorId', 'recordedBy', 'assignmentId', 'attemptId'] as const) {
    if (row[key] !== expected[key]) return `event #${seq} (${row.kind}) has ${key} ${row[key]}, the model says ${expected[key]}`;
  }
  for (const [key, value] of Object.entries(expected.payload ?? {})) {
    if (!isDeepStrictEqual(row.payload[key], value)) {
      return `event #${seq} (${row.kind}) has payload.${key} ${JSON.stringify(row.payload[key])}, the model says ${JSON.stringify(value)}`;
    }
  }
  return null;
}

function judge(m: Model, e: Expectation, o: Observation, ledger: Ledger): string | null {
  if ('either' in e) {
    const problems = e.either.map((alternative) => judge(m, alternative, o, ledger));
    return problems.includes(null) ? null : problems.join(' / ');
  }
  if ('error' in e) {
    if (o.ok) return `answered ${o.replayed ? 'a replay' : 'success'}, the model expects ${e.error}`;
    return o.error.name === e.error ? (e.check?.(o.error) ?? null) : `answered ${o.error.name} (${o.error.message}), the model expects ${e.error}`;
  }
  if (!o.ok) return `answered ${o.error.name} (${o.error.message}), the model expects ${'replay' in e ? 'a replay' : 'success'}`;
  if ('replay' in e) return o.replayed || o.seq === null ? e.replay(o.value) : `wrote event #${o.seq}, the model expects a replay`;
  if (o.replayed) return 'answered replayed, the model expects a new write';
  const problem = same('the org_seq it wrote', o.seq, m.seq + e.write.length) ?? e.check(o.value)
    ?? e.write.reduce<string | null>((found, written, i) => found ?? writtenDifference(ledger, m.seq + 1 + i, written), null);
  if (problem) return problem;
  m.seq += e.write.length;
  e.apply(o.value, m.seq);
  return null;
}
