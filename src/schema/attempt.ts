import type { Attempt as AttemptModel, LedgerEvent } from '../db/models.js';
import { readEventsOfAttempts } from '../db/reads.js';
import { readAttempts } from '../events/history.js';
import { pairInteractions, type Interaction as InteractionModel } from '../events/interactions.js';
import { Actor } from './actor.js';
import { builder } from './builder.js';
import { callerOf, reader } from './context.js';
import { Entity } from './entity.js';
import { Event } from './event.js';
import { validId } from './inputs.js';

export const AttemptOutcome = builder.enumType('AttemptOutcome', { values: ['COMPLETED', 'FAILED', 'ABANDONED'] as const });

/** Attempts are read from their attempt.started / attempt.ended events: there is no attempt table. */
export const Attempt = builder.loadableObject('Attempt', {
  description: 'One bounded try by one AI agent, started by a claim. Its history is the ledger.',
  load: async (ids: string[], context) => [...(await readAttempts(await reader(context), callerOf(context).organizationId, ids)).values()],
  sort: (attempt) => attempt.id,
  fields: (t) => ({
    id: t.exposeID('id'),
    assignmentId: t.exposeID('assignmentId'),
    agent: t.field({ type: Actor, resolve: (a) => a.agentId }),
    configurationVersion: t.exposeInt('configurationVersion'),
    outcome: t.field({ type: AttemptOutcome, nullable: true, description: 'Null while the Attempt is active.', resolve: (a) => a.outcome }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    claimExpiresAt: t.expose('claimExpiresAt', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    endedBy: t.field({
      type: Actor,
      nullable: true,
      description: 'Who the ending is attributed to: the agent, or the SYSTEM actor that recovered an abandoned claim.',
      resolve: (a) => a.endedBy,
    }),
    recordedBy: t.field({ type: Actor, description: 'The caller (a Runner) that recorded the claim.', resolve: (a) => a.startRecordedBy }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    outcomeEntity: t.field({ type: Entity, nullable: true, resolve: (a) => a.outcomeEntityId }),
  }),
});

builder.objectField(Attempt, 'events', (t) => t.loadableList({
  type: Event,
  description: 'Every Event of this Attempt, its model and tool calls included, in ledger order.',
  load: async (attemptIds: string[], context) => {
    const events = await readEventsOfAttempts(await reader(context), callerOf(context).organizationId, attemptIds);
    return attemptIds.map((id) => events.filter((e: LedgerEvent) => e.attemptId === id));
  },
  resolve: (a: AttemptModel) => a.id,
}));

const InteractionKind = builder.enumType('InteractionKind', { values: ['MODEL_CALL', 'TOOL_CALL'] as const });

const Interaction = builder.objectRef<InteractionModel>('Interaction').implement({
  description: 'A model call (llm.request → llm.response) or a tool call (tool.call → tool.result), paired by call_id.',
  fields: (t) => ({
    kind: t.field({ type: InteractionKind, resolve: (i) => i.kind }),
    callId: t.exposeString('callId'),
    request: t.field({ type: Event, nullable: true, resolve: (i) => i.request }),
    response: t.field({ type: Event, nullable: true, description: 'Null while the call is pending.', resolve: (i) => i.response }),
    pending: t.boolean({ resolve: (i) => i.response === null }),
  }),
});

builder.objectField(Attempt, 'interactions', (t) => t.loadableList({
  type: Interaction,
  description: 'The model and tool calls of this Attempt, exactly as recorded, in the order they were made.',
  load: async (attemptIds: string[], context) => {
    const events = await readEventsOfAttempts(await reader(context), callerOf(context).organizationId, attemptIds);
    return attemptIds.map((id) => pairInteractions(events.filter((e) => e.attemptId === id)));
  },
  resolve: (a: AttemptModel) => a.id,
}));

builder.queryField('attempt', (t) => t.field({
  type: Attempt,
  nullable: true,
  args: { id: t.arg.id({ required: true, validate: validId }) },
  resolve: (_, { id }) => id,
}));
