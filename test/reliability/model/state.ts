// The reference model: what a reader of DESIGN.md §3 expects the ledger and its two projections
// to hold, kept small enough to read at a glance. It knows only what the commands' results tell
// it (ids the ledger chose, expiries computed in database time), never what the database holds.

export type Projection = 'ACTORS' | 'ASSIGNMENTS';
export type ActorKind = 'HUMAN' | 'AI_AGENT' | 'SYSTEM';

export interface ActorModel {
  kind: ActorKind;
  name: string;
  active: boolean;
  latestVersion: number | null;
  registeredEventId: string | null;
}

export interface ClaimModel {
  attemptId: string;
  agentId: string;
  version: number;
  /** Milliseconds as JavaScript reads it (the stored value may carry microseconds more). */
  expiresAt: number;
  /** True when the caller chose the expiry: then it is exact to the millisecond. */
  exact: boolean;
}

export interface AssignmentModel {
  title: string | null;
  creator: string;
  goal: string;
  createdEventId: string | null;
  state: 'READY' | 'RUNNING' | 'COMPLETED';
  active: ClaimModel | null;
  attemptCount: number;
  completedAttemptId: string | null;
  outcomeEntityId: string | null;
}

export interface AttemptModel {
  assignmentId: string;
  claim: ClaimModel;
  startedEventId: string | null;
  ended: {
    outcome: 'COMPLETED' | 'FAILED' | 'ABANDONED';
    reason: string | null;
    /** The outcome Entity's id and content, when it completed. */
    entityId: string | null;
    content: string | null;
    eventId: string | null;
  } | null;
}

/** What the model remembers of an event whose id it knows: enough to judge a retry that reuses it. */
export interface EventModel {
  kind: string;
  seq: number;
  /** Only for generic appends: their facts, as the exact-retry check compares them. */
  append?: { payload: string; assignmentId: string | null; attemptId: string | null; recordedBy: string };
}

export interface Model {
  systemActorId: string;
  /** The organization head: the last org_seq. */
  seq: number;
  /** The cursors' last_applied_seq. */
  projectionSeq: Record<Projection, number>;
  dirty: Record<Projection, boolean>;
  /** A rebuild that takes several batches is between its first and its last one. */
  rebuilding: Record<Projection, boolean>;
  actors: Map<string, ActorModel>;
  /** `agent/version` → configuration and the seq that published it. */
  configurations: Map<string, { configuration: unknown; seq: number }>;
  assignments: Map<string, AssignmentModel>;
  /** Entities stored by createEntity (with the Attempt that generated them, if any). */
  entities: Map<string, { content: string; generatedBy: string | null }>;
  attempts: Map<string, AttemptModel>;
  events: Map<string, EventModel>;
}

/** A new organization: organization.created (#1) and its System Actor's registration (#2). */
export function initialModel(systemActorId: string): Model {
  return {
    systemActorId,
    seq: 2,
    projectionSeq: { ACTORS: 2, ASSIGNMENTS: 0 },
    dirty: { ACTORS: false, ASSIGNMENTS: false },
    rebuilding: { ACTORS: false, ASSIGNMENTS: false },
    actors: new Map([
      [systemActorId, { kind: 'SYSTEM', name: 'System', active: true, latestVersion: null, registeredEventId: null }],
    ]),
    configurations: new Map(),
    assignments: new Map(),
    entities: new Map(),
    attempts: new Map(),
    events: new Map(),
  };
}

export const cloneModel = (m: Model): Model => structuredClone(m);

export const isStale = (m: Model, p: Projection): boolean => m.dirty[p] || m.rebuilding[p];
