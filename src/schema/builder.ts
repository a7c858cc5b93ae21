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
    unauthorizedError: (_parent, context) =>
      context.caller
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
  // Every connection pages the same way (Relay cursor connections); these say so in each field and argument.
  relay: {
    cursorType: 'String',
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    pageInfoTypeOptions: { description: 'Where a page sits in its list, and the cursors to move from it.' },
    hasNextPageFieldOptions: { description: 'True when there are items after this page (paging forwards with `first`).' },
    hasPreviousPageFieldOptions: { description: 'True when there are items before this page (paging backwards with `last`).' },
    startCursorFieldOptions: { description: 'The cursor of the first edge: pass it as `before` for the previous page.' },
    endCursorFieldOptions: { description: 'The cursor of the last edge: pass it as `after` for the next page.' },
    firstArgOptions: {
      description: 'Page forwards: at most this many items (default and maximum per field; see its description).',
    },
    afterArgOptions: { description: 'Page forwards: items after this cursor (an endCursor or an edge cursor).' },
    lastArgOptions: { description: 'Page backwards: at most this many items, the last ones of the range.' },
    beforeArgOptions: { description: 'Page backwards: items before this cursor (a startCursor or an edge cursor).' },
    edgesFieldOptions: { description: 'The items of this page, each with its cursor, in list order.' },
    pageInfoFieldOptions: { description: 'Where this page sits, and the cursors to move from it.' },
    cursorFieldOptions: { description: 'An opaque position in the list: pass it as `after` or `before`.' },
    nodeFieldOptions: { description: 'The item.' },
  },
});

builder.queryType({
  description: 'Reads. Every query sees one organization (the token\u2019s) at one consistent snapshot of the ledger.',
  authScopes: { authenticated: true },
});
builder.mutationType({
  description:
    'Commands. Each is one transaction; refusals are typed results (members of the result union that ' +
    'implement Error), never partial writes. Choose ids before the first try and a retry is answered, not repeated.',
  authScopes: { authenticated: true },
});
