import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import { GraphQLError } from 'graphql';
import { ValidationError } from '../errors.js';
import type { Context } from './context.js';

/**
 * The one SchemaBuilder. Plugin order matters: scope-auth first (no validation details before
 * authorization), errors before zod and dataloader (so their failures become typed results).
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  AuthScopes: { authenticated: boolean; system: boolean; runner: boolean; operator: boolean };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ZodPlugin, DataloaderPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      authenticated: context.caller !== null,
      system: context.caller?.role === 'SYSTEM',
      runner: context.caller?.role === 'RUNNER',
      operator: context.caller?.role === 'OPERATOR',
    }),
    unauthorizedError: (_parent, context) => context.caller
      ? new GraphQLError(`a ${context.caller.role} token may not do this`, { extensions: { code: 'FORBIDDEN' } })
      : new GraphQLError('send a valid token: Authorization: Bearer <token>', { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  errors: { defaultTypes: [] },
  zod: {
    // Anything but a ZodError here (zod's own failure on a hostile input) is still a refusal of the input.
    validationError: (error) => {
      const issues = Array.isArray(error?.issues) ? error.issues : [{ path: [], message: 'the input cannot be validated' }];
      return new ValidationError(
        issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '),
        issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    },
  },
  relay: { cursorType: 'String', nodeQueryOptions: false, nodesQueryOptions: false },
});

builder.queryType({ authScopes: { authenticated: true } });
builder.mutationType({ authScopes: { authenticated: true } });
