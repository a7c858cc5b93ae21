import { activeCaller, type Expectation, refuse, remember, reused, same, stale, type Written } from './expectation.js';
import type { Op } from './ops.js';
import type { Model } from './state.js';

// The Actor commands and the maintenance callers, in the order their PL/pgSQL functions check.

const actorEvent = (kind: string, caller: string, payload: Record<string, unknown>): Written => ({
  kind,
  actorId: caller,
  recordedBy: caller,
  assignmentId: null,
  attemptId: null,
  payload,
});

export function expectRegister(m: Model, op: Extract<Op, { type: 'register' }>): Expectation {
  const refused = stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const existing = m.actors.get(op.actorId);
  if (existing) {
    const retry =
      existing.kind === op.kind &&
      existing.name === op.name &&
      (op.eventId === undefined || op.eventId === existing.registeredEventId);
    return retry ? { replay: (value) => same('the actor', value.actor.id, op.actorId) } : refuse('IdentityConflict');
  }
  return (
    reused(m, op.eventId) ?? {
      write: [actorEvent('actor.registered', op.caller, { actor_id: op.actorId, kind: op.kind, display_name: op.name })],
      check: (value) => same('the actor status', value.actor.status, 'ACTIVE') ?? same('its kind', value.actor.kind, op.kind),
      apply: (value, seq) => {
        m.actors.set(op.actorId, {
          kind: op.kind,
          name: op.name,
          active: true,
          latestVersion: null,
          registeredEventId: value.event.id,
        });
        remember(m, value.event.id, 'actor.registered', seq);
        m.projectionSeq.ACTORS = seq;
      },
    }
  );
}

export function expectDeactivate(m: Model, op: Extract<Op, { type: 'deactivate' }>): Expectation {
  const refused = stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const target = m.actors.get(op.actorId);
  if (!target) return refuse('ActorNotFound');
  if (!target.active) {
    // Already deactivated: a retry, unless the event id names an event of another kind.
    const named = op.eventId === undefined ? undefined : m.events.get(op.eventId);
    return !named || named.kind === 'actor.deactivated'
      ? { replay: (value) => same('the actor status', value.actor.status, 'DEACTIVATED') }
      : refuse('IdentityConflict');
  }
  if (op.actorId === m.systemActorId) return refuse('Forbidden');
  return (
    reused(m, op.eventId) ?? {
      write: [actorEvent('actor.deactivated', op.caller, { actor_id: op.actorId })],
      check: (value) => same('the actor status', value.actor.status, 'DEACTIVATED'),
      apply: (value, seq) => {
        target.active = false;
        remember(m, value.event.id, 'actor.deactivated', seq);
        m.projectionSeq.ACTORS = seq;
      },
    }
  );
}

export function expectPublish(m: Model, op: Extract<Op, { type: 'publish' }>): Expectation {
  const refused = stale(m, 'ACTORS') ?? activeCaller(m, op.caller);
  if (refused) return refused;
  const agent = m.actors.get(op.agentId);
  if (agent?.kind !== 'AI_AGENT' || !agent.active) return refuse('ActorNotActiveAgent');
  const existing = m.configurations.get(`${op.agentId}/${op.version}`);
  if (existing) {
    const retry =
      JSON.stringify(existing.configuration) === JSON.stringify(op.configuration) &&
      (op.eventId === undefined || m.events.get(op.eventId)?.seq === existing.seq);
    return retry
      ? { replay: (value) => same('the version', value.configuration.version, op.version) }
      : refuse('IdentityConflict');
  }
  if (op.version !== (agent.latestVersion ?? 0) + 1) return refuse('ConfigurationVersionNotSequential');
  return (
    reused(m, op.eventId) ?? {
      write: [
        actorEvent('agent_configuration.published', op.caller, {
          agent_id: op.agentId,
          version: op.version,
          configuration: op.configuration,
        }),
      ],
      check: (value) => same('the version', value.configuration.version, op.version),
      apply: (value, seq) => {
        m.configurations.set(`${op.agentId}/${op.version}`, { configuration: op.configuration, seq });
        agent.latestVersion = op.version;
        remember(m, value.event.id, 'agent_configuration.published', seq);
        m.projectionSeq.ACTORS = seq;
      },
    }
  );
}

/** Maintenance: the organization's System Actor, or any active SYSTEM actor. */
export function maintainer(m: Model, caller: string): Expectation | null {
  const actor = m.actors.get(caller);
  return caller === m.systemActorId || (actor?.kind === 'SYSTEM' && actor.active) ? null : refuse('Forbidden');
}
