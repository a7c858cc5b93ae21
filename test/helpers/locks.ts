import type pg from 'pg';
import type { TestDatabase } from './db.js';

/**
 * A transaction held open on its own connection: the "A" of a race, which takes its locks and
 * then waits for the test to let it commit.
 */
export class HeldTransaction {
  private constructor(private readonly client: pg.PoolClient) {}

  static async begin(pool: pg.Pool): Promise<HeldTransaction> {
    const client = await pool.connect();
    await client.query('begin');
    return new HeldTransaction(client);
  }

  /** A statement, or a command function's call as test/helpers/functions.ts's functionQuery renders it. */
  async query<R extends pg.QueryResultRow>(
    text: string | { text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    return typeof text === 'string' ? this.client.query<R>(text, values) : this.client.query<R>(text.text, text.values);
  }

  async commit(): Promise<void> {
    try {
      await this.client.query('commit');
    } finally {
      this.client.release();
    }
  }

  async rollback(): Promise<void> {
    try {
      await this.client.query('rollback');
    } finally {
      this.client.release();
    }
  }
}

/**
 * Resolves once `count` backends of this database are waiting on a lock while running a statement
 * that contains `fragment`: the observation that "B is blocked behind A", instead of a sleep.
 */
export async function waitForLockWaiters(t: TestDatabase, fragment: string, count = 1, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // On Citus the locks are taken on the worker that holds the organization: watch every node.
    const { rows } = await t.admin.query<{ waiting: number }>(
      `select count(*)::int as waiting from ${process.env.TEST_CITUS_URL ? 'citus_stat_activity' : 'pg_stat_activity'}
        where datname = current_database() and wait_event_type = 'Lock' and state = 'active'
          and position($1 in query) > 0`,
      [fragment],
    );
    if (rows[0]!.waiting >= count) return rows[0]!.waiting;
    if (Date.now() > deadline)
      throw new Error(`timed out: ${rows[0]!.waiting} of ${count} backends waiting on a lock for "${fragment}"`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Cancels (or terminates) the backends waiting on a lock while running a statement containing
 * `fragment`; on Citus, the worker's backends, by their global pids. Returns one result per backend.
 */
export async function signalLockWaiters(t: TestDatabase, fragment: string, signal: 'cancel' | 'terminate'): Promise<boolean[]> {
  const fn = signal === 'cancel' ? 'pg_cancel_backend' : 'pg_terminate_backend';
  const { rows } = await t.admin.query<{ done: boolean }>(
    process.env.TEST_CITUS_URL
      ? `select ${fn}(global_pid) as done from citus_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and position($1 in query) > 0`
      : `select ${fn}(pid) as done from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and position($1 in query) > 0`,
    [fragment],
  );
  return rows.map((r) => r.done);
}
