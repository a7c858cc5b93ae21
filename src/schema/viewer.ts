import { createApiToken, CreateApiTokenInput as CreateApiTokenSchema, TOKEN_ROLES, type CreateApiTokenResult } from '../commands/index.js';
import * as E from '../errors.js';
import { Actor } from './actor.js';
import { builder } from './builder.js';
import { callerOf, type Context } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { compact, validInput } from './inputs.js';

export const TokenRole = builder.enumType('TokenRole', { values: TOKEN_ROLES });

const Organization = builder.objectRef<{ id: string; slug: string }>('Organization').implement({
  fields: (t) => ({ id: t.exposeID('id'), slug: t.exposeString('slug') }),
});

const Viewer = builder.objectRef<Context['caller'] & object>('Viewer').implement({
  description: 'The caller: its organization, its Actor and the role of its token.',
  fields: (t) => ({
    organization: t.field({ type: Organization, resolve: (c) => ({ id: c.organizationId, slug: c.organizationSlug }) }),
    actor: t.field({ type: Actor, resolve: (c) => c.actorId }),
    role: t.field({ type: TokenRole, resolve: (c) => c.role }),
  }),
});

builder.queryField('viewer', (t) => t.field({ type: Viewer, resolve: (_, __, context) => callerOf(context) }));

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    actorId: t.id({ required: true, description: 'The Actor the token acts as (SYSTEM tokens: a SYSTEM actor).' }),
    role: t.field({ type: TokenRole, required: true }),
    label: t.string(),
  }),
});

const ApiToken = builder.objectRef<CreateApiTokenResult['token']>('ApiToken').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    actor: t.field({ type: Actor, resolve: (k) => k.actorId }),
    role: t.field({ type: TokenRole, resolve: (k) => k.role }),
    label: t.exposeString('label', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateApiTokenSuccess = builder.objectRef<CreateApiTokenResult>('CreateApiTokenSuccess').implement({
  fields: (t) => ({
    token: t.exposeString('secret', { description: 'The bearer token. It is shown this once and stored only as a hash.' }),
    apiToken: t.field({ type: ApiToken, resolve: (r) => r.token }),
  }),
});

builder.mutationField('createApiToken', (t) => t.field({
  type: CreateApiTokenSuccess,
  args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
  validate: validInput(CreateApiTokenSchema),
  authScopes: { system: true },
  errors: { types: [...COMMON_ERRORS, E.ValidationError], directResult: true, union: { name: 'CreateApiTokenResult' } },
  resolve: (_, { input }, context) => createApiToken(context.db, callerOf(context), compact(input)),
}));
