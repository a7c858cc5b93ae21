import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type ReadScope, ReadSession, sessionPerRead } from '../db/read-scope.js';
import type { Context } from './context.js';

/**
 * Row-level security lets the application role read only inside a session that names the
 * caller's organization. Which session a request reads in depends on its operation:
 *
 * - a query reads in one session, opened by its first read and committed when execution ends
 *   (also when it throws): all of its loaders share one connection and one snapshot, so a response
 *   never mixes two states of the ledger, at the price of two round trips (open, commit);
 * - a mutation gets a short session per read (batch), because its results must be read after each
 *   of its commands committed, and a snapshot taken before the second command would not see it;
 * - a subscription too: it lives for minutes and must neither pin a connection nor hold back
 *   vacuum with an old snapshot.
 */
export function readScopeFor(context: Pick<Context, 'readDb' | 'caller'>): ReadScope {
  return context.caller ? new ReadSession(context.readDb, context.caller.organizationId) : sessionPerRead(context.readDb);
}

export function readSessions(): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as Context;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query')
        context.reads = sessionPerRead(context.readDb);
      const { reads } = context;
      setExecuteFn(async (executeArgs) => {
        try {
          const result = await executeFn(executeArgs);
          // graphql-js answers as soon as a non-null root field fails while its sibling fields still
          // run; their reads then meet the closed session and push errors into the same list. Those
          // belong to no answer: the list is copied as it stood when the answer was decided.
          return 'errors' in result && Array.isArray(result.errors) ? { ...result, errors: [...result.errors] } : result;
        } finally {
          await reads.close();
        }
      });
    },
    onSubscribe({ args }) {
      const context = args.contextValue as Context;
      context.reads = sessionPerRead(context.readDb);
    },
  };
}
