import {
  deactivateActor, DeactivateActorInput as DeactivateActorSchema, publishAgentConfiguration,
  PublishAgentConfigurationInput as PublishAgentConfigurationSchema, registerActor, RegisterActorInput as RegisterActorSchema,
} from '../commands/index.js';
import type { AgentConfiguration as AgentConfigurationModel } from '../db/models.js';
import { findActors, findAgentConfigurations } from '../db/reads.js';
import * as E from '../errors.js';
import { builder } from './builder.js';
import { callerOf, reader } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { compact, validId, validInput } from './inputs.js';

export const ActorKind = builder.enumType('ActorKind', { values: ['HUMAN', 'AI_AGENT', 'SYSTEM'] as const });
export const ActorStatus = builder.enumType('ActorStatus', { values: ['ACTIVE', 'DEACTIVATED'] as const });

export const Actor = builder.loadableObject('Actor', {
  description: 'Who acts: a human, an AI agent, or a system process. Every Event is attributed to one.',
  load: async (ids: string[], context) => findActors(await reader(context), callerOf(context).organizationId, ids),
  sort: (actor) => actor.id,
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ActorKind, resolve: (a) => a.kind }),
    displayName: t.exposeString('displayName'),
    status: t.field({ type: ActorStatus, resolve: (a) => a.status }),
    registeredAt: t.expose('registeredAt', { type: 'DateTime' }),
    deactivatedAt: t.expose('deactivatedAt', { type: 'DateTime', nullable: true }),
    latestConfigurationVersion: t.exposeInt('latestConfigurationVersion', { nullable: true }),
  }),
});

export const AgentConfiguration = builder.objectRef<AgentConfigurationModel>('AgentConfiguration').implement({
  description: 'An immutable, numbered configuration of an AI agent. A claim pins one.',
  fields: (t) => ({
    agent: t.field({ type: Actor, resolve: (c) => c.agentId }),
    version: t.exposeInt('version'),
    configuration: t.expose('configuration', { type: 'JSON' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    publishedBy: t.field({ type: Actor, resolve: (c) => c.publishedBy }),
  }),
});

builder.objectField(Actor, 'configurations', (t) => t.loadableList({
  type: AgentConfiguration,
  description: 'Every published configuration version of this agent, oldest first.',
  load: async (agentIds: string[], context) => {
    const all = await findAgentConfigurations(await reader(context), callerOf(context).organizationId, agentIds);
    return agentIds.map((id) => all.filter((c) => c.agentId === id));
  },
  resolve: (actor) => actor.id,
}));

builder.queryField('actor', (t) => t.field({
  type: Actor,
  nullable: true,
  args: { id: t.arg.id({ required: true, validate: validId }) },
  resolve: (_, { id }) => id,
}));

const RegisterActorInput = builder.inputType('RegisterActorInput', {
  fields: (t) => ({
    actorId: t.id({ description: 'Choose it for safe retries; generated when omitted.' }),
    kind: t.field({ type: ActorKind, required: true }),
    displayName: t.string({ required: true }),
    eventId: t.id(),
  }),
});

const ActorSuccess = (name: string) => builder.objectRef<{ actor: { id: string }; replayed: boolean }>(name).implement({
  fields: (t) => ({
    actor: t.field({ type: Actor, resolve: (r) => r.actor.id }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this was an exact retry and nothing was written.' }),
  }),
});

builder.mutationField('registerActor', (t) => t.field({
  type: ActorSuccess('RegisterActorSuccess'),
  args: { input: t.arg({ type: RegisterActorInput, required: true }) },
  validate: validInput(RegisterActorSchema),
  authScopes: { $any: { system: true, operator: true } },
  errors: { types: COMMON_ERRORS, directResult: true, union: { name: 'RegisterActorResult' } },
  resolve: (_, { input }, context) => registerActor(context.db, callerOf(context), compact(input)),
}));

const DeactivateActorInput = builder.inputType('DeactivateActorInput', {
  fields: (t) => ({ actorId: t.id({ required: true }), eventId: t.id() }),
});

builder.mutationField('deactivateActor', (t) => t.field({
  type: ActorSuccess('DeactivateActorSuccess'),
  args: { input: t.arg({ type: DeactivateActorInput, required: true }) },
  validate: validInput(DeactivateActorSchema),
  authScopes: { $any: { system: true, operator: true } },
  errors: { types: COMMON_ERRORS, directResult: true, union: { name: 'DeactivateActorResult' } },
  resolve: (_, { input }, context) => deactivateActor(context.db, callerOf(context), compact(input)),
}));

const PublishAgentConfigurationInput = builder.inputType('PublishAgentConfigurationInput', {
  fields: (t) => ({
    agentId: t.id({ required: true }),
    version: t.int({ required: true, description: 'The next version: 1 for the first, then the latest plus one.' }),
    configuration: t.field({ type: 'JSON', required: true, description: 'Model, instructions, tools, parameters.' }),
    eventId: t.id(),
  }),
});

const PublishAgentConfigurationSuccess = builder.objectRef<{ configuration: AgentConfigurationModel; replayed: boolean }>(
  'PublishAgentConfigurationSuccess').implement({
  fields: (t) => ({
    agentConfiguration: t.field({ type: AgentConfiguration, resolve: (r) => r.configuration }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

builder.mutationField('publishAgentConfiguration', (t) => t.field({
  type: PublishAgentConfigurationSuccess,
  args: { input: t.arg({ type: PublishAgentConfigurationInput, required: true }) },
  validate: validInput(PublishAgentConfigurationSchema),
  authScopes: { $any: { system: true, operator: true } },
  errors: {
    types: [...COMMON_ERRORS, E.ActorNotActiveAgent, E.ConfigurationVersionNotSequential],
    directResult: true,
    union: { name: 'PublishAgentConfigurationResult' },
  },
  resolve: (_, { input }, context) => publishAgentConfiguration(context.db, callerOf(context), compact(input) as never),
}));
