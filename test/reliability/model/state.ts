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
  state: 'READY' | 'RUNNING' | 'COMPLETED' | 'CANCELLED' | 'UNCERTAIN';
  /** The claim in force: its expiry is the latest renewal's (a new object per renewal: the Attempt keeps its start). */
  active: ClaimModel | null;
  attemptCount: number;
  completedAttemptId: string | null;
  outcomeEntityId: string | null;
  /** The Attempt that ended UNCERTAIN and awaits reconciliation (also while CANCELLED). */
  uncertainAttemptId: string | null;
  /** The cancellation in force: by whom and why. */
  cancellation: { by: string; reason: string } | null;
}

export interface AttemptModel {
  assignmentId: string;
  claim: ClaimModel;
  startedEventId: string | null;
  /** The call ids of its external tool calls (tool.call@2), in ledger order, and of its tool results. */
  externalCalls: string[];
  results: string[];
  /** Its attempt.ended event as written (a reconciliation does not change it). */
  ended: {
    outcome: 'COMPLETED' | 'FAILED' | 'ABANDONED' | 'SUPERSEDED' | 'UNCERTAIN';
    /** Ended by recoverExpiredClaim (its payload carries claim_expired_at). */
    recovered: boolean;
    reason: string | null;
    /** The outcome Entity's id and content, when it completed. */
    entityId: string | null;
    content: string | null;
    eventId: string | null;
  } | null;
  /** The reconciliation of an UNCERTAIN ending, with the facts an exact retry repeats. */
  reconciled: {
    assignmentId: string;
    decision: 'RETRY' | 'COMPLETE';
    receipt: string;
    outcome: string | null;
    note: string | null;
    actorId: string;
    eventId: string;
  } | null;
}

/** The unanswered external calls of an Attempt, as workforce.unanswered_external_calls lists them. */
export const unanswered = (a: AttemptModel): string[] => a.externalCalls.filter((id) => !a.results.includes(id));

/** What the model remembers of an event whose id it knows: enough to judge a retry that reuses it. */
export interface EventModel {
  kind: string;
  seq: number;
  /** Only for generic appends: their facts, as the exact-retry check compares them. */
  append?: {
    payload: string;
    payloadVersion: number;
    assignmentId: string | null;
    attemptId: string | null;
    recordedBy: string;
  };
  /** Only for decisions (renew, cancel, reopen): the facts their exact-retry checks compare. */
  decision?: { assignmentId: string; attemptId: string | null; caller: string; reason?: string; expiresAt?: number };
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
