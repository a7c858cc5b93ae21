import {
  ApiTokenNotFound, createApiToken, CreateApiTokenInput as CreateApiTokenSchema, revokeApiToken,
  RevokeApiTokenInput as RevokeApiTokenSchema, TOKEN_ROLES, type ApiToken as ApiTokenModel, type CreateApiTokenResult,
  type RevokeApiTokenResult,
} from '../commands/index.js';
import { listApiTokens } from '../db/reads.js';
import * as E from '../errors.js';
import { Actor } from './actor.js';
import { builder } from './builder.js';
import { callerOf, reader, type Context } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { pageSize } from './event.js';
import { compact, validId, validInput } from './inputs.js';

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
    expiresAt: t.field({ type: 'DateTime', description: 'When it stops authenticating; or give ttlSeconds. Neither: until revoked.' }),
    ttlSeconds: t.int({ description: 'Seconds from now (database time), 60 to 31,622,400 (a year and a day).' }),
  }),
});

const ApiToken = builder.objectRef<ApiTokenModel>('ApiToken').implement({
  description: 'An API token\u2019s metadata. Its secret is shown once, at creation; its hash is never shown.',
  fields: (t) => ({
    id: t.exposeID('id'),
    actor: t.field({ type: Actor, resolve: (k) => k.actorId }),
    role: t.field({ type: TokenRole, resolve: (k) => k.role }),
    label: t.exposeString('label', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: Actor, resolve: (k) => k.createdBy }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: it does not expire.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    revokedBy: t.field({ type: Actor, nullable: true, resolve: (k) => k.revokedBy }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime', nullable: true, description: 'When it last authenticated, to within a minute (recorded at most once a minute).',
    }),
  }),
});

builder.queryField('apiTokens', (t) => t.field({
  type: [ApiToken],
  description: 'The organization\u2019s API tokens, newest first, revoked and expired ones included. SYSTEM only.',
  authScopes: { system: true },
  args: { actorId: t.arg.id({ validate: validId }), first: t.arg.int({ description: 'At most this many (default 50).' }) },
  resolve: async (_, args, context) => listApiTokens(await reader(context), callerOf(context).organizationId, {
    actorId: args.actorId ?? undefined, limit: pageSize(args.first, context.limits.maxPageSize, 50),
  }),
}));

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

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  fields: (t) => ({ tokenId: t.id({ required: true }) }),
});

const RevokeApiTokenSuccess = builder.objectRef<RevokeApiTokenResult>('RevokeApiTokenSuccess').implement({
  fields: (t) => ({
    apiToken: t.field({ type: ApiToken, resolve: (r) => r.token }),
    replayed: t.exposeBoolean('replayed', { description: 'True when it was revoked already and nothing was written.' }),
  }),
});

builder.mutationField('revokeApiToken', (t) => t.field({
  type: RevokeApiTokenSuccess,
  description: 'The token stops authenticating at once on this server, and within WORKFORCE_TOKEN_CACHE_MS on others. SYSTEM only.',
  args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
  validate: validInput(RevokeApiTokenSchema),
  authScopes: { system: true },
  errors: { types: [...COMMON_ERRORS, ApiTokenNotFound], directResult: true, union: { name: 'RevokeApiTokenResult' } },
  resolve: async (_, { input }, context) => {
    const result = await revokeApiToken(context.db, callerOf(context), input);
    context.tokens.forget(result.token.id);
    return result;
  },
}));
