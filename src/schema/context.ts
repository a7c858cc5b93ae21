import type { AuthenticatedCaller } from '../auth/tokens.js';
import type { ClaimLimits } from '../commands/claim-assignment.js';
import type { Caller } from '../commands/shared.js';
import type { Db } from '../db/kysely.js';
import type { LedgerFeed } from '../events/live.js';

export interface Limits extends ClaimLimits {
  maxPageSize: number;
}

/** Per request. Loaders (from the dataloader plugin) are created per context object, so per request. */
export interface Context {
  db: Db;
  caller: AuthenticatedCaller | null;
  requestId: string;
  limits: Limits;
  /** Wakes live subscriptions when events commit. */
  feed: LedgerFeed;
}

/** The authenticated caller; scope checks run first, so resolvers never see an anonymous one. */
export function callerOf(context: Context): Caller & AuthenticatedCaller {
  if (!context.caller) throw new Error('resolver reached without an authenticated caller');
  return context.caller;
}
