import { setTimeout as sleep } from 'node:timers/promises';
import type { CompiledQuery, RawBuilder } from 'kysely';
import { isTransient, translateDatabaseError } from './errors.js';
import type { Db } from './kysely.js';
import { organizationGate } from './organization-gate.js';

const MAX_RETRIES = 3;

/** One statement whose one row's `result` column is the command's answer. */
export type CommandQuery<T> = RawBuilder<{ result: T }> | CompiledQuery<{ result: T }>;

type CommittedListener = (organizationId: string) => void;
const committedListeners = new Set<CommittedListener>();

/**
 * Calls `listener` with the organization of every command that returns from the database in this
 * process (the live feed wakes subscribers with it). Returns the function that stops it.
 */
export function onCommitted(listener: CommittedListener): () => void {
  committedListeners.add(listener);
  return () => committedListeners.delete(listener);
}

/** Tells the listeners that a command of the organization returned from the database (a group commit tells each of its organizations). */
export function notifyCommitted(organizationId: string): void {
  for (const listener of committedListeners) listener(organizationId);
}

/**
 * Runs one command-function call (built by callFunction, src/db/functions.ts): one statement, one transaction. Transient faults are retried at
 * most MAX_RETRIES times with jittered backoff. That is safe because every id the command writes
 * was chosen before the first try, so a retry of a call that did commit is an exact retry, which
 * the function answers with the original result. Refusals are translated and never retried.
 * A command of an organization first passes that organization's gate (organization-gate.ts).
 */
export async function callCommand<T>(db: Db, query: CommandQuery<T>, organizationId?: string): Promise<T> {
  return organizationId ? organizationGate.run(organizationId, () => attempt(db, query, organizationId)) : attempt(db, query);
}

async function attempt<T>(db: Db, query: CommandQuery<T>, organizationId?: string): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      const { rows } = await ('execute' in query ? query.execute(db) : db.executeQuery(query));
      if (organizationId) notifyCommitted(organizationId);
      return rows[0]!.result;
    } catch (error) {
      if (retry < MAX_RETRIES && isTransient(error)) {
        await sleep(Math.random() * 25 * 2 ** retry);
        continue;
      }
      throw translateDatabaseError(error);
    }
  }
}
