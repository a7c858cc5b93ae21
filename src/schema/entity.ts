import { createEntity, CreateEntityInput as CreateEntitySchema } from '../commands/index.js';
import { findEntities } from '../db/reads.js';
import * as E from '../errors.js';
import { Actor } from './actor.js';
import { builder } from './builder.js';
import { callerOf, reader } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { compact, validId, validInput } from './inputs.js';

export const Entity = builder.loadableObject('Entity', {
  description: 'Immutable content of the organization: a goal, an outcome, a document.',
  load: async (ids: string[], context) => findEntities(await reader(context), callerOf(context).organizationId, ids),
  sort: (entity) => entity.id,
  fields: (t) => ({
    id: t.exposeID('id'),
    mediaType: t.exposeString('mediaType'),
    content: t.exposeString('content'),
    sha256: t.exposeString('sha256', { description: 'Hex SHA-256 of the UTF-8 content, recorded in the ledger.' }),
    byteSize: t.exposeInt('byteSize'),
    createdBy: t.field({ type: Actor, resolve: (e) => e.createdBy }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    generatedByAttemptId: t.exposeID('generatedByAttemptId', { nullable: true }),
  }),
});

builder.queryField('entity', (t) => t.field({
  type: Entity,
  nullable: true,
  args: { id: t.arg.id({ required: true, validate: validId }) },
  resolve: (_, { id }) => id,
}));

const CreateEntityInput = builder.inputType('CreateEntityInput', {
  fields: (t) => ({
    entityId: t.id(),
    mediaType: t.string({ required: true }),
    content: t.string({ required: true }),
    attemptId: t.id({ description: 'The Attempt generating it (its outcome, say): accepted only while that Attempt is active.' }),
  }),
});

const CreateEntitySuccess = builder.objectRef<{ entity: { id: string }; replayed: boolean }>('CreateEntitySuccess').implement({
  fields: (t) => ({
    entity: t.field({ type: Entity, resolve: (r) => r.entity.id }),
    replayed: t.exposeBoolean('replayed'),
  }),
});

builder.mutationField('createEntity', (t) => t.field({
  type: CreateEntitySuccess,
  args: { input: t.arg({ type: CreateEntityInput, required: true }) },
  validate: validInput(CreateEntitySchema),
  authScopes: { $any: { system: true, runner: true, operator: true } },
  errors: {
    types: [...COMMON_ERRORS, E.AttemptNotActive, E.AssignmentNotFound, E.AssignmentStateStale],
    directResult: true,
    union: { name: 'CreateEntityResult' },
  },
  resolve: (_, { input }, context) => createEntity(context.db, callerOf(context), compact(input)),
}));
