import type pg from 'pg';
import { expect } from 'vitest';
import type { TestDatabase } from './db.js';

/** Events of an organization, optionally only of some kinds: what tests count to prove "nothing was written". */
export async function countEvents(t: TestDatabase, organizationId: string, kinds?: string[]): Promise<number> {
  const { rows } = await t.admin.query<{ n: number }>(
    `select count(*)::int as n from workforce.events where organization_id = $1 and ($2::text[] is null or kind = any($2))`,
    [organizationId, kinds ?? null],
  );
  return rows[0]!.n;
}

export async function eventsOf(
  t: TestDatabase,
  organizationId: string,
  filter: { kind?: string; attemptId?: string; assignmentId?: string } = {},
) {
  const { rows } = await t.admin.query<{
    org_seq: number;
    event_id: string;
    kind: string;
    payload: Record<string, unknown>;
    actor_id: string;
    recorded_by: string;
    assignment_id: string | null;
    attempt_id: string | null;
    follows_event_id: string | null;
  }>(
    `select org_seq::int, event_id, kind, payload, actor_id, recorded_by, assignment_id, attempt_id, follows_event_id
       from workforce.events
      where organization_id = $1 and ($2::text is null or kind = $2)
        and ($3::uuid is null or attempt_id = $3) and ($4::uuid is null or assignment_id = $4)
      order by org_seq`,
    [organizationId, filter.kind ?? null, filter.attemptId ?? null, filter.assignmentId ?? null],
  );
  return rows;
}

/** A projection row as PostgreSQL renders it: equal text means equal bytes. */
export async function assignmentRowText(
  t: TestDatabase,
  organizationId: string,
  assignmentId: string,
): Promise<string | undefined> {
  const { rows } = await t.admin.query<{ row: string }>(
    'select to_jsonb(a)::text as row from workforce.assignments a where organization_id = $1 and assignment_id = $2',
    [organizationId, assignmentId],
  );
  return rows[0]?.row;
}

/** Appends a lifecycle event as the superuser through the internal append, without applying it. */
export async function appendUnprojected(
  t: TestDatabase,
  organizationId: string,
  kind: string,
  payload: object,
  actorId: string,
  assignmentId: string | null = null,
  attemptId: string | null = null,
): Promise<number> {
  const { rows } = await t.admin.query<{ seq: number }>(
    `select (workforce.ledger_append(p_organization_id => $1, p_event_id => null, p_kind => $2, p_payload => $3::jsonb, p_actor_id => $4,
                                     p_recorded_by => $4, p_assignment_id => $5, p_attempt_id => $6)).org_seq::int as seq`,
    [organizationId, kind, JSON.stringify(payload), actorId, assignmentId, attemptId],
  );
  return rows[0]!.seq;
}

/**
 * Rows one statement reads on this connection from the given tables of workforce (index fetches
 * plus sequential reads), from PostgreSQL's own per-transaction counters, read before and after it
 * inside its transaction: the counters also hold whatever this backend has not yet reported of
 * earlier ones.
 */
export async function tuplesRead(
  client: pg.PoolClient,
  statement: { text: string; values: unknown[] },
  tables: readonly string[] = ['events'],
): Promise<number> {
  const read = async () =>
    (
      await client.query<{ read: number }>(
        `select coalesce(sum(coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0)), 0)::int as read
       from pg_stat_xact_user_tables where schemaname = 'workforce' and relname = any($1)`,
        [tables],
      )
    ).rows[0]!.read;
  await client.query('begin');
  try {
    const before = await read();
    await client.query(statement.text, statement.values);
    return (await read()) - before;
  } finally {
    await client.query('commit');
  }
}

/** Ledger tuples (events) one statement reads on this connection. */
export const ledgerTuplesRead = (client: pg.PoolClient, statement: { text: string; values: unknown[] }) =>
  tuplesRead(client, statement);

/**
 * Runs `command`, expects it refused with `type`, and that it wrote nothing: no event of the
 * organization, and (given an Assignment) the Assignment's row unchanged. Returns the refusal.
 */
export async function refusedWithoutWriting<E>(
  t: TestDatabase,
  organizationId: string,
  command: () => Promise<unknown>,
  type: abstract new (...args: never[]) => E,
  assignmentId?: string,
): Promise<E> {
  const before = await countEvents(t, organizationId);
  const row = assignmentId ? await assignmentRowText(t, organizationId, assignmentId) : undefined;
  const error = await command().then(
    () => 'committed',
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect(await countEvents(t, organizationId)).toBe(before);
  if (assignmentId) expect(await assignmentRowText(t, organizationId, assignmentId)).toBe(row);
  return error as E;
}

/**
 * Superuser tampering, as an attacker with the database would: session_replication_role = replica
 * disables the append-only triggers (and foreign-key checks). Commits; returns the rows it changed.
 */
export async function tamper(t: TestDatabase, sql: string, params: unknown[]): Promise<number> {
  const client = await t.admin.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const result = await client.query(sql, params);
    await client.query('commit');
    return result.rowCount ?? 0;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
