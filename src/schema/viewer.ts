import type { ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import {
  type ApiToken as ApiTokenModel,
  ApiTokenNotFound,
  type CreateApiTokenResult,
  CreateApiTokenInput as CreateApiTokenSchema,
  createApiToken,
  type RevokeApiTokenResult,
  RevokeApiTokenInput as RevokeApiTokenSchema,
  revokeApiToken,
  type TOKEN_ROLES,
} from '../commands/index.js';
import { listApiTokens } from '../db/reads.js';
import * as E from '../errors.js';
import { ANY_ROLE, needs } from './access.js';
import { Actor } from './actor.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { compact, validId, validInput } from './inputs.js';
import { numberCursor, pagedField, requestedSize, resolvePage } from './paging.js';

export const TokenRole = builder.enumType('TokenRole', {
  description:
    'What a token may do. Every role reads its own organization; each operation\u2019s description names the roles it needs.',
  values: {
    SYSTEM: { description: 'Everything, including tokens, recovery of expired claims and projection maintenance.' },
    RUNNER: { description: 'Run Attempts: claim, record evidence, create Entities, end.' },
    OPERATOR: { description: 'Manage work: create Assignments, register Actors, publish configurations, create Entities.' },
    VIEWER: { description: 'Read only.' },
  } satisfies Record<(typeof TOKEN_ROLES)[number], { description: string }>,
});

const Organization = builder.objectRef<{ id: string; slug: string }>('Organization').implement({
  description: 'The tenant: every row, event and token belongs to exactly one organization.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The organization id.' }),
    slug: t.exposeString('slug', { description: 'Its short name, as given to `workforce org create`.' }),
  }),
});

const Viewer = builder.objectRef<Context['caller'] & object>('Viewer').implement({
  description: 'The caller: its organization, its Actor and the role of its token.',
  fields: (t) => ({
    organization: t.field({
      type: Organization,
      description: 'The organization the token belongs to.',
      resolve: (c) => ({ id: c.organizationId, slug: c.organizationSlug }),
    }),
    actor: t.field({ type: Actor, description: 'The Actor the token acts as.', resolve: (c) => c.actorId }),
    role: t.field({ type: TokenRole, description: 'The token\u2019s role.', resolve: (c) => c.role }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    description: `Who the token authenticates as. ${ANY_ROLE}`,
    resolve: (_, __, context) => callerOf(context),
  }),
);

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new API token for one Actor and one role.',
  fields: (t) => ({
    actorId: t.id({ required: true, description: 'The Actor the token acts as (SYSTEM tokens: a SYSTEM actor).' }),
    role: t.field({ type: TokenRole, required: true, description: 'What the token may do.' }),
    label: t.string({ description: 'A note for people: where the token is used (1 to 200 characters).' }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When it stops authenticating; or give ttlSeconds. Neither: until revoked.',
    }),
    ttlSeconds: t.int({ description: 'Seconds from now (database time), 60 to 31,622,400 (a year and a day).' }),
  }),
});

const ApiToken = builder.objectRef<ApiTokenModel>('ApiToken').implement({
  description: 'An API token\u2019s metadata. Its secret is shown once, at creation; its hash is never shown.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The token id (also the second part of the bearer token).' }),
    actor: t.field({ type: Actor, description: 'The Actor it acts as.', resolve: (k) => k.actorId }),
    role: t.field({ type: TokenRole, description: 'What it may do.', resolve: (k) => k.role }),
    label: t.exposeString('label', { nullable: true, description: 'The note given at creation.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    createdBy: t.field({ type: Actor, description: 'The SYSTEM actor that created it.', resolve: (k) => k.createdBy }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: it does not expire.' }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was revoked; null while it is not.',
    }),
    revokedBy: t.field({ type: Actor, nullable: true, description: 'Who revoked it.', resolve: (k) => k.revokedBy }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it last authenticated, to within a minute (recorded at most once a minute).',
    }),
  }),
});

/** A token's position: the org_seq of its api_token.created event (unique, in creation order). */
const tokenCursor = numberCursor('token');

builder.queryField('apiTokens', (t) =>
  t.connection(
    {
      type: ApiToken,
      ...pagedField(50, tokenCursor),
      description:
        'The organization\u2019s API tokens, newest first, revoked and expired ones included (page size 50 by ' +
        `default). ${needs('SYSTEM')}`,
      authScopes: { system: true },
      args: { actorId: t.arg.id({ description: 'Only the tokens of this Actor.', validate: validId }) },
      resolve: (_, args, context) => {
        requestedSize(args, context.limits.maxPageSize, 50);
        return resolvePage(
          context,
          {
            args,
            toCursor: (k: ApiTokenModel) => tokenCursor.encode(k.createdSeq),
            defaultSize: 50,
          },
          async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) =>
            listApiTokens(await reader(context), callerOf(context).organizationId, {
              actorId: args.actorId ?? undefined,
              limit,
              inverted,
              afterSeq: tokenCursor.decode(after, 'after'),
              beforeSeq: tokenCursor.decode(before, 'before'),
            }),
        );
      },
    },
    { name: 'ApiTokenConnection', description: 'A page of API tokens, newest first.' },
    { name: 'ApiTokenEdge', description: 'An API token and its cursor.' },
  ),
);

export const CreateApiTokenSuccess = builder.objectRef<CreateApiTokenResult>('CreateApiTokenSuccess').implement({
  description: 'The token was created. Keep `token`: it cannot be shown again.',
  fields: (t) => ({
    token: t.exposeString('secret', { description: 'The bearer token. It is shown this once and stored only as a hash.' }),
    apiToken: t.field({ type: ApiToken, description: 'Its metadata.', resolve: (r) => r.token }),
    replayed: t.exposeBoolean('replayed', {
      description:
        'Always false here: each call makes a new secret, so a retried call creates a second token. If an answer ' +
        'was lost, list apiTokens and revoke the token you did not receive.',
    }),
  }),
});

builder.mutationField('createApiToken', (t) =>
  t.field({
    type: CreateApiTokenSuccess,
    description: `Issues a bearer token bound to one Actor and one role, optionally expiring. ${needs('SYSTEM')}`,
    args: { input: t.arg({ type: CreateApiTokenInput, required: true, description: 'The token to issue.' }) },
    validate: validInput(CreateApiTokenSchema),
    authScopes: { system: true },
    errors: {
      types: [...COMMON_ERRORS, E.ValidationError],
      directResult: true,
      union: { name: 'CreateApiTokenResult', description: 'The new token, or why it was refused.' },
    },
    resolve: (_, { input }, context) => createApiToken(context.db, callerOf(context), compact(input)),
  }),
);

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  description: 'The token to revoke.',
  fields: (t) => ({ tokenId: t.id({ required: true, description: 'The token id (ApiToken.id).' }) }),
});

export const RevokeApiTokenSuccess = builder.objectRef<RevokeApiTokenResult>('RevokeApiTokenSuccess').implement({
  description: 'The token is revoked.',
  fields: (t) => ({
    apiToken: t.field({ type: ApiToken, description: 'Its metadata, revokedAt set.', resolve: (r) => r.token }),
    replayed: t.exposeBoolean('replayed', { description: 'True when it was revoked already and nothing was written.' }),
  }),
});

builder.mutationField('revokeApiToken', (t) =>
  t.field({
    type: RevokeApiTokenSuccess,
    description: `The token stops authenticating at once on this server, and within WORKFORCE_TOKEN_CACHE_MS on others. ${needs('SYSTEM')}`,
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true, description: 'The token to revoke.' }) },
    validate: validInput(RevokeApiTokenSchema),
    authScopes: { system: true },
    errors: {
      types: [...COMMON_ERRORS, ApiTokenNotFound],
      directResult: true,
      union: { name: 'RevokeApiTokenResult', description: 'The revocation, or why it was refused.' },
    },
    resolve: async (_, { input }, context) => {
      const result = await revokeApiToken(context.db, callerOf(context), input);
      context.tokens.forget(result.token.id);
      return result;
    },
  }),
);
