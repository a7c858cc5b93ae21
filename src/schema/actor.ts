import { createContextCache } from '@pothos/core';
import type { ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import {
  type ActorCommandResult,
  DeactivateActorInput as DeactivateActorSchema,
  deactivateActor,
  type PublishAgentConfigurationResult,
  PublishAgentConfigurationInput as PublishAgentConfigurationSchema,
  publishAgentConfiguration,
  RegisterActorInput as RegisterActorSchema,
  registerActor,
} from '../commands/index.js';
import type { AgentConfiguration as AgentConfigurationModel } from '../db/models.js';
import { findActors, findAgentConfigurations, type ListedActor, listActors } from '../db/reads.js';
import * as E from '../errors.js';
import { ANY_ROLE, needs } from './access.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { compact, REPLAYED, validId, validInput } from './inputs.js';
import { instantCursor, numberCursor, pagedField, pageInMemory, requestedSize, resolvePage } from './paging.js';

export const ActorKind = builder.enumType('ActorKind', {
  description: 'What kind of actor: who may be attributed what.',
  values: {
    HUMAN: { description: 'A person: an operator, a reviewer.' },
    AI_AGENT: { description: 'An AI agent: it is claimed for, works Attempts, and has configuration versions.' },
    SYSTEM: { description: 'A system process: recovers expired claims, maintains projections; SYSTEM tokens bind to one.' },
  } as const,
});
export const ActorStatus = builder.enumType('ActorStatus', {
  description: 'Whether the Actor may still act.',
  values: {
    ACTIVE: { description: 'It may act.' },
    DEACTIVATED: { description: 'It may no longer act: its tokens stop authenticating and commands naming it are refused.' },
  } as const,
});

export const Actor = builder.loadableObject('Actor', {
  description: 'Who acts: a human, an AI agent, or a system process. Every Event is attributed to one.',
  load: async (ids: string[], context) => findActors(await reader(context), callerOf(context).organizationId, ids),
  sort: (actor) => actor.id,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The Actor id.' }),
    kind: t.field({ type: ActorKind, description: 'HUMAN, AI_AGENT or SYSTEM.', resolve: (a) => a.kind }),
    displayName: t.exposeString('displayName', { description: 'A name for people to read.' }),
    status: t.field({ type: ActorStatus, description: 'ACTIVE or DEACTIVATED.', resolve: (a) => a.status }),
    registeredAt: t.expose('registeredAt', { type: 'DateTime', description: 'When it was registered.' }),
    deactivatedAt: t.expose('deactivatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was deactivated, if it was.',
    }),
    latestConfigurationVersion: t.exposeInt('latestConfigurationVersion', {
      nullable: true,
      description: 'AI agents: the newest published configuration version (null before the first).',
    }),
  }),
});

export const AgentConfiguration = builder.objectRef<AgentConfigurationModel>('AgentConfiguration').implement({
  description: 'An immutable, numbered configuration of an AI agent. A claim pins one.',
  fields: (t) => ({
    agent: t.field({ type: Actor, description: 'The AI agent it configures.', resolve: (c) => c.agentId }),
    version: t.exposeInt('version', { description: 'Its number: 1, 2, \u2026 in publication order.' }),
    configuration: t.expose('configuration', {
      type: 'JSON',
      description: 'Model, instructions, tools, parameters, as published.',
    }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', description: 'When it was published.' }),
    publishedBy: t.field({ type: Actor, description: 'Who published it.', resolve: (c) => c.publishedBy }),
  }),
});

const versionCursor = numberCursor('version');

/** Every version of each agent asked for in the request: one statement for all of them. */
const configurationsOf = createContextCache(
  (context: Context) =>
    new DataLoader<string, AgentConfigurationModel[]>(async (agentIds) => {
      const all = await findAgentConfigurations(await reader(context), callerOf(context).organizationId, agentIds);
      return agentIds.map((id) => all.filter((c) => c.agentId === id));
    }),
);

builder.objectField(Actor, 'configurations', (t) =>
  t.connection(
    {
      type: AgentConfiguration,
      ...pagedField(20, versionCursor),
      description:
        'AI agents: the published configuration versions, oldest first (page size 20 by default; `last` reads the newest).',
      resolve: async (actor, args, context) => {
        requestedSize(args, context.limits.maxPageSize, 20);
        const all = await configurationsOf(context).load(actor.id);
        return resolvePage(
          context,
          {
            args,
            toCursor: (c: AgentConfigurationModel) => versionCursor.encode(c.version),
            defaultSize: 20,
          },
          (page: ResolveCursorConnectionArgs) => pageInMemory(context, all, (c) => c.version, page, versionCursor),
        );
      },
    },
    { name: 'AgentConfigurationConnection', description: 'A page of configuration versions, oldest first.' },
    { name: 'AgentConfigurationEdge', description: 'A configuration version and its cursor.' },
  ),
);

builder.queryField('actor', (t) =>
  t.field({
    type: Actor,
    nullable: true,
    description: `The Actor with this id, or null if this organization has none. ${ANY_ROLE}`,
    args: { id: t.arg.id({ required: true, description: 'The Actor id.', validate: validId }) },
    resolve: (_, { id }) => id,
  }),
);

/** An Actor's position: its registration instant to the microsecond, and its id. */
const actorCursor = instantCursor('actor');

builder.queryField('actors', (t) =>
  t.connection(
    {
      type: Actor,
      ...pagedField(50, actorCursor),
      description:
        'The organization\u2019s Actors in the order they were registered, deactivated ones included, optionally of one ' +
        `kind (page size 50 by default; \`last\` reads the newest). ${ANY_ROLE}`,
      args: {
        kind: t.arg({ type: ActorKind, description: 'Only Actors of this kind (AI_AGENT: the agents a claim may name).' }),
      },
      resolve: (_, args, context) => {
        requestedSize(args, context.limits.maxPageSize, 50);
        return resolvePage(
          context,
          {
            args,
            toCursor: (a: ListedActor) => actorCursor.encode(a.key),
            defaultSize: 50,
          },
          async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
            const page = await listActors(await reader(context), callerOf(context).organizationId, {
              kind: args.kind ?? undefined,
              limit,
              after: actorCursor.decode(after, 'after'),
              before: actorCursor.decode(before, 'before'),
              inverted,
            });
            // Fields that name these Actors again (a token's actor, an Attempt's agent) read them from here.
            const loader = Actor.getDataloader(context);
            for (const actor of page) loader.prime(actor.id, actor);
            return page;
          },
        );
      },
    },
    { name: 'ActorConnection', description: 'A page of Actors in the order they were registered.' },
    { name: 'ActorEdge', description: 'An Actor and its cursor.' },
  ),
);

const RegisterActorInput = builder.inputType('RegisterActorInput', {
  description: 'A new Actor of the organization.',
  fields: (t) => ({
    actorId: t.id({ description: 'Choose it before the first try for safe retries; generated when omitted.' }),
    kind: t.field({ type: ActorKind, required: true, description: 'HUMAN, AI_AGENT or SYSTEM.' }),
    displayName: t.string({ required: true, description: 'A name for people to read (1 to 200 characters).' }),
    eventId: t.id({ description: 'The id of its actor.registered event; choose it for safe retries, or leave it out.' }),
  }),
});

const ActorSuccess = (name: string, description: string) =>
  builder.objectRef<ActorCommandResult>(name).implement({
    description,
    fields: (t) => ({
      actor: t.field({ type: Actor, description: 'The Actor as it is after the call.', resolve: (r) => r.actor.id }),
      replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
    }),
  });
export const RegisterActorSuccess = ActorSuccess('RegisterActorSuccess', 'The Actor was registered, ACTIVE.');
export const DeactivateActorSuccess = ActorSuccess('DeactivateActorSuccess', 'The Actor is DEACTIVATED.');

builder.mutationField('registerActor', (t) =>
  t.field({
    type: RegisterActorSuccess,
    description: `Registers an Actor: a human, an AI agent or a system process. ${needs('OPERATOR', 'SYSTEM')}`,
    args: { input: t.arg({ type: RegisterActorInput, required: true, description: 'The Actor to register.' }) },
    validate: validInput(RegisterActorSchema),
    authScopes: { $any: { system: true, operator: true } },
    errors: {
      types: COMMON_ERRORS,
      directResult: true,
      union: { name: 'RegisterActorResult', description: 'The registration, or why it was refused.' },
    },
    resolve: (_, { input }, context) => registerActor(context.db, callerOf(context), compact(input)),
  }),
);

const DeactivateActorInput = builder.inputType('DeactivateActorInput', {
  description: 'The Actor to deactivate.',
  fields: (t) => ({
    actorId: t.id({ required: true, description: 'The Actor; the organization\u2019s own System Actor cannot be deactivated.' }),
    eventId: t.id({ description: 'The id of its actor.deactivated event; choose it for safe retries, or leave it out.' }),
  }),
});

builder.mutationField('deactivateActor', (t) =>
  t.field({
    type: DeactivateActorSuccess,
    description:
      'Deactivates an Actor: its tokens stop authenticating and it can no longer be claimed for or act. History ' +
      `stays attributed to it. Deactivating a deactivated Actor answers replayed. ${needs('OPERATOR', 'SYSTEM')}`,
    args: { input: t.arg({ type: DeactivateActorInput, required: true, description: 'The Actor to deactivate.' }) },
    validate: validInput(DeactivateActorSchema),
    authScopes: { $any: { system: true, operator: true } },
    errors: {
      types: COMMON_ERRORS,
      directResult: true,
      union: { name: 'DeactivateActorResult', description: 'The deactivation, or why it was refused.' },
    },
    resolve: (_, { input }, context) => deactivateActor(context.db, callerOf(context), compact(input)),
  }),
);

const PublishAgentConfigurationInput = builder.inputType('PublishAgentConfigurationInput', {
  description: 'The next configuration version of an AI agent.',
  fields: (t) => ({
    agentId: t.id({ required: true, description: 'An active AI agent of the organization.' }),
    version: t.int({ required: true, description: 'The next version: 1 for the first, then the latest plus one.' }),
    configuration: t.field({
      type: 'JSON',
      required: true,
      description: 'Model, instructions, tools, parameters (at most 256 KiB of JSON).',
    }),
    eventId: t.id({
      description: 'The id of its agent_configuration.published event; choose it for safe retries, or leave it out.',
    }),
  }),
});

export const PublishAgentConfigurationSuccess = builder
  .objectRef<PublishAgentConfigurationResult>('PublishAgentConfigurationSuccess')
  .implement({
    description: 'The configuration version was published (or had been, with the same content).',
    fields: (t) => ({
      agentConfiguration: t.field({
        type: AgentConfiguration,
        description: 'The published version.',
        resolve: (r) => r.configuration,
      }),
      replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
    }),
  });

builder.mutationField('publishAgentConfiguration', (t) =>
  t.field({
    type: PublishAgentConfigurationSuccess,
    description:
      'Publishes an AI agent\u2019s next immutable configuration version, which claims can then pin. ' +
      needs('OPERATOR', 'SYSTEM'),
    args: { input: t.arg({ type: PublishAgentConfigurationInput, required: true, description: 'The version to publish.' }) },
    validate: validInput(PublishAgentConfigurationSchema),
    authScopes: { $any: { system: true, operator: true } },
    errors: {
      types: [...COMMON_ERRORS, E.ActorNotActiveAgent, E.ConfigurationVersionNotSequential],
      directResult: true,
      union: { name: 'PublishAgentConfigurationResult', description: 'The publication, or why it was refused.' },
    },
    resolve: (_, { input }, context) => publishAgentConfiguration(context.db, callerOf(context), compact(input) as never),
  }),
);
