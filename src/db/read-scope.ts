import { type KyselyPlugin, sql } from 'kysely';
import type { Db } from './kysely.js';

/**
 * Every table has row-level security (sql/schema/75_row_security.sql): the application role reads
 * only the rows of the organization its transaction names, and nothing when none is named. So every
 * read runs inside a read session: one connection, one transaction that is repeatable read (one
 * snapshot for all of its reads, so a whole GraphQL response is consistent) and read only, with the
 * organization set transaction-locally (transaction-mode PgBouncer keeps working).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Handles bound to an open session, and the organization each names. */
const bound = new WeakMap<Db, string>();

/**
 * Both statements go as ONE simple-protocol query (no parameters), so opening costs one round
 * trip. The id is inlined, so it is checked to be a UUID first (it comes from a parsed token).
 */
function opening(organizationId: string): string {
  if (!UUID.test(organizationId)) throw new Error('a read session needs an organization id that is a UUID');
  // SET LOCAL, not set_config(): on Citus (with citus.propagate_set_commands = local, which migrate
  // sets) it reaches the workers the session reads on, so row-level security sees it there too.
  return `begin isolation level repeatable read read only; set local workforce.organization_id = '${organizationId}'`;
}

/** Refuses any query once the session has ended, so a late read can never run on a connection back in the pool. */
function guard(isOpen: () => boolean): KyselyPlugin {
  return {
    transformQuery(args) {
      if (!isOpen()) throw new Error('the read session has ended');
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

export interface ReadScope {
  /** A handle whose reads see the organization's rows. */
  db(): Promise<Db>;
  /** Ends the session (commit), releasing its connection. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * One session per GraphQL request, opened lazily by its first read and closed when the request
 * ends: every loader of the request reads on one connection, in one snapshot. It checks the
 * connection out of `pool`, which should be a pool of its own (not the commands' pool), so that a
 * request holding a read connection can never wait forever for a command connection.
 */
export class ReadSession implements ReadScope {
  #opened: Promise<Db> | null = null;
  #release: () => void = () => {};
  #finished: Promise<void> = Promise.resolve();
  #open = false;
  #closed = false;

  constructor(
    private readonly pool: Db,
    private readonly organizationId: string,
  ) {}

  db(): Promise<Db> {
    if (this.#closed && !this.#opened) return Promise.reject(new Error('the read session has ended'));
    this.#opened ??= new Promise<Db>((resolve, reject) => {
      const released = new Promise<void>((done) => {
        this.#release = done;
      });
      this.#finished = this.pool
        .connection()
        .execute(async (connection) => {
          try {
            await sql.raw(opening(this.organizationId)).execute(connection);
            this.#open = true;
            const handle = connection.withPlugin(guard(() => this.#open));
            bound.set(handle, this.organizationId);
            resolve(handle);
            await released;
          } finally {
            this.#open = false;
            // Also after a failed read: COMMIT ends an aborted transaction as ROLLBACK, and outside
            // a transaction it only warns, so the connection always goes back to the pool clean.
            await sql.raw('commit').execute(connection);
          }
        })
        .catch((error: unknown) => reject(error));
    });
    return this.#opened;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#release();
    await this.#finished;
  }
}

/** For subscriptions and mutations: every read gets its own short session (see withOrganization). */
export function sessionPerRead(pool: Db): ReadScope {
  return { db: async () => pool, close: async () => {} };
}

/**
 * Runs `read` with a handle that sees the organization's rows: on the caller's session when `db`
 * is bound to one (of this organization; another is a bug, refused), else in a short session of its
 * own (three round trips: open, read, commit).
 */
export async function withOrganization<T>(db: Db, organizationId: string, read: (db: Db) => Promise<T>): Promise<T> {
  const organization = bound.get(db);
  if (organization === organizationId) return read(db);
  if (organization !== undefined) throw new Error('a read session of one organization was used to read another');
  const session = new ReadSession(db, organizationId);
  try {
    return await read(await session.db());
  } finally {
    await session.close();
  }
}
