import type { Db } from './kysely.js';
import {
  toActor, toAgentConfiguration, toAssignment, toEntity, toLedgerEvent, toProjectionCursor,
  type Actor, type AgentConfiguration, type Assignment, type AssignmentState, type Entity, type LedgerEvent,
  type ProjectionCursor,
} from './models.js';

// Organization-scoped reads. Each takes a batch of ids (what a DataLoader hands over) and costs one
// statement; an id of another organization simply is not found.

export async function findAssignments(db: Db, organizationId: string, ids: readonly string[]): Promise<Assignment[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('assignments').selectAll()
    .where('organization_id', '=', organizationId).where('assignment_id', 'in', ids).execute();
  return rows.map(toAssignment);
}

export async function findActors(db: Db, organizationId: string, ids: readonly string[]): Promise<Actor[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('actors').selectAll()
    .where('organization_id', '=', organizationId).where('actor_id', 'in', ids).execute();
  return rows.map(toActor);
}

export async function findEntities(db: Db, organizationId: string, ids: readonly string[]): Promise<Entity[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('entities').selectAll()
    .where('organization_id', '=', organizationId).where('entity_id', 'in', ids).execute();
  return rows.map(toEntity);
}

export async function findAgentConfigurations(
  db: Db, organizationId: string, agentIds: readonly string[],
): Promise<AgentConfiguration[]> {
  if (agentIds.length === 0) return [];
  const rows = await db.selectFrom('agent_configurations').selectAll()
    .where('organization_id', '=', organizationId).where('agent_id', 'in', agentIds)
    .orderBy('agent_id').orderBy('version').execute();
  return rows.map(toAgentConfiguration);
}

/** Keyset position in the (created_at, assignment_id) order. */
export interface AssignmentKey {
  createdAt: Date;
  id: string;
}

export interface AssignmentPage {
  state?: AssignmentState | undefined;
  limit: number;
  after?: AssignmentKey | undefined;
  before?: AssignmentKey | undefined;
  /** Newest first (for `last`/`before` pages). */
  inverted?: boolean | undefined;
}

/** A page of Assignments in creation order, by keyset: stable under concurrent inserts. */
export async function listAssignments(db: Db, organizationId: string, page: AssignmentPage): Promise<Assignment[]> {
  let query = db.selectFrom('assignments').selectAll().where('organization_id', '=', organizationId);
  if (page.state) query = query.where('state', '=', page.state);
  for (const [key, op] of [[page.after, '>'], [page.before, '<']] as const) {
    if (!key) continue;
    query = query.where((eb) => eb.or([
      eb('created_at', op, key.createdAt),
      eb.and([eb('created_at', '=', key.createdAt), eb('assignment_id', op, key.id)]),
    ]));
  }
  const direction = page.inverted ? 'desc' : 'asc';
  const rows = await query.orderBy('created_at', direction).orderBy('assignment_id', direction).limit(page.limit).execute();
  return rows.map(toAssignment);
}

export interface EventFilter {
  afterSeq?: number | undefined;
  first: number;
  kinds?: readonly string[] | undefined;
  assignmentId?: string | undefined;
  attemptId?: string | undefined;
}

/** A page of the organization's ledger in org_seq order. */
export async function readEvents(db: Db, organizationId: string, filter: EventFilter): Promise<LedgerEvent[]> {
  let query = db.selectFrom('events').selectAll()
    .where('organization_id', '=', organizationId)
    .where('org_seq', '>', filter.afterSeq ?? 0);
  if (filter.kinds?.length) query = query.where('kind', 'in', filter.kinds);
  if (filter.assignmentId) query = query.where('assignment_id', '=', filter.assignmentId);
  if (filter.attemptId) query = query.where('attempt_id', '=', filter.attemptId);
  const rows = await query.orderBy('org_seq').limit(filter.first).execute();
  return rows.map(toLedgerEvent);
}

export async function readProjectionCursors(db: Db, organizationId: string): Promise<ProjectionCursor[]> {
  const rows = await db.selectFrom('projection_cursors').selectAll()
    .where('organization_id', '=', organizationId).orderBy('projection').execute();
  return rows.map(toProjectionCursor);
}

/** Every event naming one of the given Attempts, in ledger order: one statement. */
export async function readEventsOfAttempts(db: Db, organizationId: string, attemptIds: readonly string[]): Promise<LedgerEvent[]> {
  if (attemptIds.length === 0) return [];
  const rows = await db.selectFrom('events').selectAll()
    .where('organization_id', '=', organizationId).where('attempt_id', 'in', attemptIds).orderBy('org_seq').execute();
  return rows.map(toLedgerEvent);
}

/** The organization's last org_seq (0 before its first event). */
export async function readHeadSeq(db: Db, organizationId: string): Promise<number> {
  const row = await db.selectFrom('organization_heads').select('last_seq')
    .where('organization_id', '=', organizationId).executeTakeFirst();
  return row?.last_seq ?? 0;
}
