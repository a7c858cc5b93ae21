import { sql } from 'kysely';
import { fillPayloads } from '../events/contents.js';
import { checkResult, functionCall, type ResultOf, resultChecks } from './functions.js';
import type { Db } from './kysely.js';
import {
  type Actor,
  type AgentConfiguration,
  type ApiToken,
  type Assignment,
  type AssignmentState,
  type Entity,
  type LedgerEvent,
  type ProjectionCursor,
  type RowOf,
  toActor,
  toAgentConfiguration,
  toApiToken,
  toAssignment,
  toEntity,
  toLedgerEvent,
  toProjectionCursor,
} from './models.js';
import { withOrganization } from './read-scope.js';
import type * as S from './schema.js';

// Organization-scoped reads. Each takes a batch of ids (what a DataLoader hands over) and costs one
// statement; an id of another organization simply is not found. Each runs on the caller's read
// session, or in one of its own (withOrganization): row-level security shows the application role
// nothing outside one, so the organization filter below is the first wall and RLS the second.

export async function findAssignments(db: Db, organizationId: string, ids: readonly string[]): Promise<Assignment[]> {
  if (ids.length === 0) return [];
  const rows = await withOrganization(db, organizationId, (q) =>
    q
      .selectFrom('assignments')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('assignment_id', 'in', ids)
      .execute(),
  );
  return rows.map(toAssignment);
}

export async function findActors(db: Db, organizationId: string, ids: readonly string[]): Promise<Actor[]> {
  if (ids.length === 0) return [];
  const rows = await withOrganization(db, organizationId, (q) =>
    q.selectFrom('actors').selectAll().where('organization_id', '=', organizationId).where('actor_id', 'in', ids).execute(),
  );
  return rows.map(toActor);
}

export async function findEntities(db: Db, organizationId: string, ids: readonly string[]): Promise<Entity[]> {
  if (ids.length === 0) return [];
  const rows = await withOrganization(db, organizationId, (q) =>
    q.selectFrom('entities').selectAll().where('organization_id', '=', organizationId).where('entity_id', 'in', ids).execute(),
  );
  return rows.map(toEntity);
}

export async function findAgentConfigurations(
  db: Db,
  organizationId: string,
  agentIds: readonly string[],
): Promise<AgentConfiguration[]> {
  if (agentIds.length === 0) return [];
  const rows = await withOrganization(db, organizationId, (q) =>
    q
      .selectFrom('agent_configurations')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('agent_id', 'in', agentIds)
      .orderBy('agent_id')
      .orderBy('version')
      .execute(),
  );
  return rows.map(toAgentConfiguration);
}

/**
 * Keyset position in an (instant, id) order: an Assignment's (created_at, assignment_id), an
 * Actor's (registered_at, actor_id). `createdAt` is the exact instant as text (microseconds, UTC): a
 * JavaScript Date keeps only milliseconds, and a cursor rounded down would repeat the row it names
 * or skip rows created in the same millisecond.
 */
export interface InstantKey {
  createdAt: string;
  id: string;
}
export type AssignmentKey = InstantKey;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A timestamptz column to the microsecond, as the keyset compares it. */
const exactInstantOf = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const exactInstant = exactInstantOf('created_at');

export interface AssignmentPage {
  /** Only these states (none: every state). */
  states?: readonly AssignmentState[] | undefined;
  /** Only RUNNING Assignments whose claim has expired (database time), or (false) every other one. */
  claimExpired?: boolean | undefined;
  /** A title substring (case-insensitive), or an Assignment id exactly. */
  search?: string | undefined;
  limit: number;
  after?: AssignmentKey | undefined;
  before?: AssignmentKey | undefined;
  /** Newest first (for `last`/`before` pages). */
  inverted?: boolean | undefined;
  /** Read each goal Entity in the same statement (only when asked: content may be large). */
  withGoals?: boolean | undefined;
}

/** A listed Assignment, with the exact key its cursor names. */
export type ListedAssignment = Assignment & { key: AssignmentKey };

/** A page of Assignments in creation order, by keyset: stable under concurrent inserts. */
export async function listAssignments(db: Db, organizationId: string, page: AssignmentPage): Promise<ListedAssignment[]> {
  return withOrganization(db, organizationId, (q) => listAssignmentsIn(q, organizationId, page));
}

async function listAssignmentsIn(db: Db, organizationId: string, page: AssignmentPage): Promise<ListedAssignment[]> {
  let query = db
    .selectFrom('assignments')
    .selectAll('assignments')
    .select(exactInstant.as('created_key'))
    .select(
      page.withGoals
        ? sql<RowOf<S.Entities> | null>`(select to_jsonb(g) from workforce.entities g
          where g.organization_id = assignments.organization_id and g.entity_id = assignments.goal_entity_id)`.as('goal')
        : sql<null>`null`.as('goal'),
    )
    .where('organization_id', '=', organizationId);
  if (page.states) query = query.where('state', 'in', page.states);
  if (page.claimExpired !== undefined) {
    const expired = sql<boolean>`(state = 'RUNNING' and claim_expires_at <= now())`;
    query = query.where(page.claimExpired ? expired : sql<boolean>`not ${expired}`);
  }
  if (page.search !== undefined) {
    const search = page.search;
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('title', 'ilike', pattern), ...(UUID.test(search) ? [eb('assignment_id', '=', search.toLowerCase())] : [])]),
    );
  }
  for (const [key, op] of [
    [page.after, '>'],
    [page.before, '<'],
  ] as const) {
    if (!key) continue;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', op, sql<Date>`${key.createdAt}::timestamptz`),
        eb.and([eb('created_at', '=', sql<Date>`${key.createdAt}::timestamptz`), eb('assignment_id', op, key.id)]),
      ]),
    );
  }
  const direction = page.inverted ? 'desc' : 'asc';
  const rows = await query.orderBy('created_at', direction).orderBy('assignment_id', direction).limit(page.limit).execute();
  return rows.map(({ goal, created_key, ...row }) => ({
    ...toAssignment(row),
    ...(goal ? { goalEntity: toEntity(goal) } : {}),
    key: { createdAt: created_key, id: row.assignment_id },
  }));
}

export interface ActorPage {
  /** Only Actors of this kind (none: every kind). */
  kind?: Actor['kind'] | undefined;
  limit: number;
  after?: InstantKey | undefined;
  before?: InstantKey | undefined;
  /** Newest first (for `last`/`before` pages). */
  inverted?: boolean | undefined;
}

/** A listed Actor, with the exact key its cursor names. */
export type ListedActor = Actor & { key: InstantKey };

/**
 * A page of the organization's Actors in registration order (registered_at, then actor_id), by
 * keyset: stable while Actors are registered or deactivated. One statement.
 */
export async function listActors(db: Db, organizationId: string, page: ActorPage): Promise<ListedActor[]> {
  const rows = await withOrganization(db, organizationId, (q) => {
    let query = q
      .selectFrom('actors')
      .selectAll()
      .select(exactInstantOf('registered_at').as('registered_key'))
      .where('organization_id', '=', organizationId);
    if (page.kind) query = query.where('kind', '=', page.kind);
    for (const [key, op] of [
      [page.after, '>'],
      [page.before, '<'],
    ] as const) {
      if (!key) continue;
      const at = sql<Date>`${key.createdAt}::timestamptz`;
      query = query.where((eb) =>
        eb.or([eb('registered_at', op, at), eb.and([eb('registered_at', '=', at), eb('actor_id', op, key.id)])]),
      );
    }
    const direction = page.inverted ? 'desc' : 'asc';
    return query.orderBy('registered_at', direction).orderBy('actor_id', direction).limit(page.limit).execute();
  });
  return rows.map(({ registered_key, ...row }) => ({ ...toActor(row), key: { createdAt: registered_key, id: row.actor_id } }));
}

export interface EventFilter {
  afterSeq?: number | undefined;
  /** Up to and including this seq. */
  throughSeq?: number | undefined;
  /** Before (not including) this seq. */
  beforeSeq?: number | undefined;
  first: number;
  /** The last `first` events of the range, newest first. */
  newestFirst?: boolean | undefined;
  kinds?: readonly string[] | undefined;
  assignmentId?: string | undefined;
  attemptId?: string | undefined;
}

/** A page of the organization's ledger in org_seq order (or newest first). */
export async function readEvents(db: Db, organizationId: string, filter: EventFilter): Promise<LedgerEvent[]> {
  return withOrganization(db, organizationId, (q) => readEventsIn(q, organizationId, filter));
}

async function readEventsIn(db: Db, organizationId: string, filter: EventFilter): Promise<LedgerEvent[]> {
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('org_seq', '>', filter.afterSeq ?? 0);
  if (filter.throughSeq !== undefined) query = query.where('org_seq', '<=', filter.throughSeq);
  if (filter.beforeSeq !== undefined) query = query.where('org_seq', '<', filter.beforeSeq);
  if (filter.kinds?.length) query = query.where('kind', 'in', filter.kinds);
  if (filter.assignmentId) query = query.where('assignment_id', '=', filter.assignmentId);
  if (filter.attemptId) query = query.where('attempt_id', '=', filter.attemptId);
  const rows = await query
    .orderBy('org_seq', filter.newestFirst ? 'desc' : 'asc')
    .limit(filter.first)
    .execute();
  return fillPayloads(db, organizationId, rows.map(toLedgerEvent));
}

/** The events with the given org_seqs (those that exist): one statement. */
export async function readEventsBySeq(db: Db, organizationId: string, seqs: readonly number[]): Promise<LedgerEvent[]> {
  if (seqs.length === 0) return [];
  return withOrganization(db, organizationId, async (q) =>
    fillPayloads(
      q,
      organizationId,
      (
        await q
          .selectFrom('events')
          .selectAll()
          .where('organization_id', '=', organizationId)
          .where('org_seq', 'in', seqs)
          .execute()
      ).map(toLedgerEvent),
    ),
  );
}

/** The assignment.created event of each of the given Assignments: one statement. */
export async function readAssignmentCreations(
  db: Db,
  organizationId: string,
  assignmentIds: readonly string[],
): Promise<LedgerEvent[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await withOrganization(db, organizationId, (q) =>
    q
      .selectFrom('events')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('assignment_id', 'in', assignmentIds)
      .where('kind', '=', 'assignment.created')
      .execute(),
  );
  return rows.map(toLedgerEvent);
}

/**
 * The events of one kind whose payload names one of the given Actors (actor.registered,
 * actor.deactivated), oldest first: one statement, a range of the kind index. Used only to answer
 * a retry that did not keep its event id, so it is never on the path of a first call.
 */
export async function readActorEvents(
  db: Db,
  organizationId: string,
  kind: string,
  actorIds: readonly string[],
): Promise<LedgerEvent[]> {
  if (actorIds.length === 0) return [];
  const rows = await withOrganization(db, organizationId, (q) =>
    q
      .selectFrom('events')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('kind', '=', kind)
      .where(sql<string>`payload->>'actor_id'`, 'in', actorIds)
      .orderBy('org_seq')
      .execute(),
  );
  return rows.map(toLedgerEvent);
}

/** A page of each given Attempt's events, by org_seq keyset. */
export interface AttemptEventsPage {
  afterSeq?: number | undefined;
  beforeSeq?: number | undefined;
  /** Events per Attempt. */
  limit: number;
  newestFirst: boolean;
  kinds?: readonly string[] | undefined;
}

/**
 * The same page of the events of each of the given Attempts, in one statement: a window numbers
 * each Attempt's events in page order and keeps the first `limit`, so a list of Attempts with
 * their first pages costs one statement whatever the number of Attempts.
 */
export async function readAttemptEventPages(
  db: Db,
  organizationId: string,
  attemptIds: readonly string[],
  page: AttemptEventsPage,
): Promise<Map<string, LedgerEvent[]>> {
  const pages = new Map<string, LedgerEvent[]>(attemptIds.map((id) => [id, []]));
  if (attemptIds.length === 0) return pages;
  const direction = page.newestFirst ? 'desc' : 'asc';
  const events = await withOrganization(db, organizationId, async (q) => {
    let inner = q
      .selectFrom('events')
      .selectAll()
      .select((eb) =>
        eb.fn
          .agg<number>('row_number')
          .over((over) => over.partitionBy('attempt_id').orderBy('org_seq', direction))
          .as('position'),
      )
      .where('organization_id', '=', organizationId)
      .where('attempt_id', 'in', attemptIds);
    if (page.afterSeq !== undefined) inner = inner.where('org_seq', '>', page.afterSeq);
    if (page.beforeSeq !== undefined) inner = inner.where('org_seq', '<', page.beforeSeq);
    if (page.kinds?.length) inner = inner.where('kind', 'in', page.kinds);
    const rows = await q
      .selectFrom(inner.as('numbered'))
      .selectAll()
      .where('position', '<=', page.limit)
      .orderBy('org_seq', direction)
      .execute();
    return fillPayloads(
      q,
      organizationId,
      rows.map(({ position: _position, ...row }) => toLedgerEvent(row)),
    );
  });
  for (const event of events) pages.get(event.attemptId!)?.push(event);
  return pages;
}

export async function readProjectionCursors(db: Db, organizationId: string): Promise<ProjectionCursor[]> {
  const rows = await withOrganization(db, organizationId, (q) =>
    q.selectFrom('projection_cursors').selectAll().where('organization_id', '=', organizationId).orderBy('projection').execute(),
  );
  return rows.map(toProjectionCursor);
}

/** Every event of the given kinds naming one of the given Attempts, in ledger order: one statement. */
export async function readEventsOfAttempts(
  db: Db,
  organizationId: string,
  attemptIds: readonly string[],
  kinds: readonly string[],
): Promise<LedgerEvent[]> {
  if (attemptIds.length === 0) return [];
  return withOrganization(db, organizationId, async (q) =>
    fillPayloads(
      q,
      organizationId,
      (
        await q
          .selectFrom('events')
          .selectAll()
          .where('organization_id', '=', organizationId)
          .where('attempt_id', 'in', attemptIds)
          .where('kind', 'in', kinds)
          .orderBy('org_seq')
          .execute()
      ).map(toLedgerEvent),
    ),
  );
}

/** The organization's last org_seq (0 before its first event). */
export async function readHeadSeq(db: Db, organizationId: string): Promise<number> {
  const row = await withOrganization(db, organizationId, (q) =>
    q.selectFrom('organization_heads').select('last_seq').where('organization_id', '=', organizationId).executeTakeFirst(),
  );
  return row?.last_seq ?? 0;
}

/**
 * Token metadata, newest first, by keyset on created_seq (the org_seq of its api_token.created event:
 * unique, in creation order): `afterSeq` lists older tokens, `beforeSeq` newer; inverted reads the
 * oldest of the range first. The hashes are not selected (the application role may not read them).
 */
export async function listApiTokens(
  db: Db,
  organizationId: string,
  filter: {
    actorId?: string | undefined;
    limit: number;
    afterSeq?: number | undefined;
    beforeSeq?: number | undefined;
    inverted?: boolean;
  },
): Promise<ApiToken[]> {
  const rows = await withOrganization(db, organizationId, (q) => {
    let query = q
      .selectFrom('api_tokens')
      .select([
        'organization_id',
        'token_id',
        'actor_id',
        'role',
        'label',
        'created_by',
        'created_seq',
        'created_at',
        'expires_at',
        'revoked_at',
        'revoked_by',
        'revoked_seq',
        'last_used_at',
      ])
      .where('organization_id', '=', organizationId);
    if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
    if (filter.afterSeq !== undefined) query = query.where('created_seq', '<', filter.afterSeq);
    if (filter.beforeSeq !== undefined) query = query.where('created_seq', '>', filter.beforeSeq);
    return query
      .orderBy('created_seq', filter.inverted ? 'asc' : 'desc')
      .limit(filter.limit)
      .execute();
  });
  return rows.map(toApiToken);
}

/**
 * Each named Assignment's availability to a claim (workforce.availability, the assessment the claim
 * refusals word their messages with) at database time, and whether the ASSIGNMENTS projection is
 * stale: one call of workforce.assess_assignments (SECURITY DEFINER, reads only this organization).
 */
export async function assessAssignments(
  db: Db,
  organizationId: string,
  assignmentIds: readonly string[],
): Promise<ResultOf<'assess_assignments'>> {
  const { rows } = await sql<{ result: unknown }>`select ${functionCall('assess_assignments', {
    organization_id: organizationId,
    assignment_ids: assignmentIds,
  })} as result`.execute(db);
  const result = rows[0]!.result;
  return resultChecks.enabled ? checkResult('assess_assignments', result) : (result as ResultOf<'assess_assignments'>);
}

/**
 * The RUNNING Assignments of every organization whose claim has expired, counted up to `limit`: one
 * call of workforce.count_claims_awaiting_recovery (SECURITY DEFINER; it returns only the count).
 */
export async function countClaimsAwaitingRecovery(db: Db, limit: number): Promise<number> {
  const { rows } = await sql<{
    result: unknown;
  }>`select ${functionCall('count_claims_awaiting_recovery', { limit })} as result`.execute(db);
  const result = rows[0]!.result;
  return (resultChecks.enabled ? checkResult('count_claims_awaiting_recovery', result) : (result as { count: number })).count;
}
