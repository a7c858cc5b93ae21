import type { AuthenticatedCaller } from '../auth/tokens.js';
import type { Caller } from '../caller.js';
import type { BatchLimits } from '../commands/batch.js';
import type { ClaimLimits } from '../commands/claim-assignment.js';
import type { CostMeter } from '../cost/meter.js';
import type { Db } from '../db/kysely.js';
import type { ReadScope } from '../db/read-scope.js';
import type { LedgerFeed } from '../events/live.js';
import type { CommandObserver } from './outcomes.js';

export interface Limits extends ClaimLimits, BatchLimits {
  maxPageSize: number;
  /** The most bytes one Event.payload, and one query's or mutation's payloads, may come to (RESPONSE_TOO_LARGE past them). */
  maxPayloadReadBytes: number;
  maxResponsePayloadBytes: number;
}

/** Per request. Loaders (from the dataloader plugin) are created per context object, so per request. */
export interface Context {
  /** The commands' pool. */
  db: Db;
  /** Where loaders and resolvers read: the request's read session (see src/schema/read-scope-plugin.ts). */
  reads: ReadScope;
  /** The pool read sessions take their connection from: separate from the commands' pool. */
  readDb: Db;
  caller: AuthenticatedCaller | null;
  /** This process's token cache, so that a token revoked here stops working here at once. */
  tokens: { forget(tokenId: string): void };
  requestId: string;
  limits: Limits;
  /** Wakes live subscriptions when events commit. */
  feed: LedgerFeed;
  /** Told each mutation's outcome, when metrics or the request log are on (src/schema/outcomes.ts). */
  commands?: CommandObserver;
  /** The operation's cost, when the cost model is on (src/cost/plugin.ts): resolvers tell it what they read. */
  cost?: CostMeter;
}

/** The authenticated caller; scope checks run first, so resolvers never see an anonymous one. */
export function callerOf(context: Context): Caller & AuthenticatedCaller {
  if (!context.caller) throw new Error('resolver reached without an authenticated caller');
  return context.caller;
}

/** The handle a resolver or loader reads with: the request's read session. */
export const reader = (context: Context): Promise<Db> => context.reads.db();
