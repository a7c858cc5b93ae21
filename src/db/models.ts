import type { Selectable } from 'kysely';
import type * as S from './schema.js';
import { keepMicroseconds } from './timestamps.js';

/**
 * The domain shapes every reader and command returns. Rows arrive either from Kysely (Dates and
 * Buffers) or as to_jsonb() from a command function (ISO strings, '\x…' hex): both map here.
 */
type Loose<T> = {
  [K in keyof T]: T[K] extends Date
    ? Date | string
    : T[K] extends Date | null
      ? Date | string | null
      : T[K] extends Buffer
        ? Buffer | string
        : T[K];
};
export type RowOf<T> = Loose<Selectable<T>>;

export type AssignmentState = S.Assignments['state'];
export type ActorKind = S.Actors['kind'];
export type ProjectionName = S.ProjectionCursors['projection'];
export type AttemptOutcome = 'COMPLETED' | 'FAILED' | 'ABANDONED' | 'SUPERSEDED' | 'UNCERTAIN' | 'EFFECTED';

/** One receipt of a reconciliation: the calls it settled, their tool (its producer), the Entity. */
export interface ReconciliationReceipt {
  callIds: string[];
  /** Null for a version 1 reconciliation, which recorded none. */
  producer: string | null;
  entityId: string;
  sha256: string;
}

/** An uncertain Attempt's resolution against its receipts (attempt.reconciled). */
export interface Reconciliation {
  decision: 'RETRY' | 'COMPLETE';
  receipts: ReconciliationReceipt[];
  /** EFFECTED: the evidence of the effect that happened on a cancelled Assignment. */
  effectEntityId: string | null;
  note: string | null;
  reconciledAt: Date;
  reconciledBy: string;
  seq: number;
}

/** The operator's cancellation in force. */
export interface Cancellation {
  cancelledAt: Date;
  cancelledBy: string;
  reason: string;
}

export interface Claim {
  assignmentId: string;
  attemptId: string;
  agentId: string;
  configurationVersion: number;
  expiresAt: Date;
  startedAt: Date;
}

export interface Assignment {
  organizationId: string;
  id: string;
  state: AssignmentState;
  title: string | null;
  goalEntityId: string;
  createdBy: string;
  createdAt: Date;
  activeClaim: Claim | null;
  /** Read with the Assignment when a list asks for it (saves a statement); else loaded by goalEntityId. */
  goalEntity?: Entity;
  outcomeEntityId: string | null;
  completedAttemptId: string | null;
  completedAt: Date | null;
  attemptCount: number;
  lastAppliedSeq: number;
  updatedAt: Date;
  /** The Attempt that ended UNCERTAIN and awaits reconciliation. */
  uncertainAttemptId: string | null;
  cancellation: Cancellation | null;
  /** The last Attempt reconciled EFFECTED: its effect happened though the Assignment was cancelled. */
  effectedAttemptId: string | null;
}

export interface Actor {
  organizationId: string;
  id: string;
  kind: ActorKind;
  displayName: string;
  status: S.Actors['status'];
  registeredAt: Date;
  registeredBy: string;
  deactivatedAt: Date | null;
  latestConfigurationVersion: number | null;
  lastAppliedSeq: number;
  updatedAt: Date;
}

export interface AgentConfiguration {
  organizationId: string;
  agentId: string;
  version: number;
  configuration: unknown;
  publishedAt: Date;
  publishedBy: string;
  publishedSeq: number;
}

export interface Entity {
  organizationId: string;
  id: string;
  mediaType: string;
  content: string;
  sha256: string;
  byteSize: number;
  createdBy: string;
  generatedByAttemptId: string | null;
  createdSeq: number;
  createdAt: Date;
}

export interface LedgerEvent {
  organizationId: string;
  seq: number;
  id: string;
  kind: string;
  /** The version the payload was sent as (an evidence event's stored form is another: storedPayloadVersion). */
  payloadVersion: number;
  /** The payload as appended (src/events/contents.ts fills a stored form in). */
  payload: Record<string, unknown>;
  /** What the ledger row holds, which its digest covers: large values by SHA-256, a request as what it adds. */
  storedPayloadVersion: number;
  storedPayload: Record<string, unknown>;
  actorId: string;
  recordedBy: string;
  assignmentId: string | null;
  attemptId: string | null;
  followsEventId: string | null;
  recordedAt: Date;
  digest: string;
}

/** An API token as SYSTEM callers see it: never its secret or the secret's hash. */
export interface ApiToken {
  organizationId: string;
  id: string;
  actorId: string;
  role: S.ApiTokens['role'];
  label: string | null;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  revokedBy: string | null;
  /** When it last authenticated, to within a minute (recording is throttled). */
  lastUsedAt: Date | null;
  /** The org_seq of its api_token.created event, and of api_token.revoked once revoked. */
  createdSeq: number;
  revokedSeq: number | null;
}

export interface ProjectionCursor {
  organizationId: string;
  projection: ProjectionName;
  version: number;
  lastAppliedSeq: number;
  dirty: boolean;
  dirtyReason: string | null;
  rebuilding: boolean;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : keepMicroseconds(new Date(value), value));
const toDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));
const toHex = (value: Buffer | string): string => (typeof value === 'string' ? value.replace(/^\\x/, '') : value.toString('hex'));

export function toAssignment(row: RowOf<S.Assignments>): Assignment {
  return {
    organizationId: row.organization_id,
    id: row.assignment_id,
    state: row.state,
    title: row.title,
    goalEntityId: row.goal_entity_id,
    createdBy: row.created_by,
    createdAt: toDate(row.created_at),
    activeClaim:
      row.active_attempt_id === null
        ? null
        : {
            assignmentId: row.assignment_id,
            attemptId: row.active_attempt_id,
            agentId: row.claim_agent_id!,
            configurationVersion: row.claim_configuration_version!,
            expiresAt: toDate(row.claim_expires_at!),
            startedAt: toDate(row.claim_started_at!),
          },
    outcomeEntityId: row.outcome_entity_id,
    completedAttemptId: row.completed_attempt_id,
    completedAt: toDateOrNull(row.completed_at),
    attemptCount: row.attempt_count,
    lastAppliedSeq: row.last_applied_seq,
    updatedAt: toDate(row.updated_at),
    uncertainAttemptId: row.uncertain_attempt_id,
    cancellation:
      row.cancelled_at === null
        ? null
        : { cancelledAt: toDate(row.cancelled_at), cancelledBy: row.cancelled_by!, reason: row.cancel_reason! },
    effectedAttemptId: row.effected_attempt_id,
  };
}

export function toActor(row: RowOf<S.Actors>): Actor {
  return {
    organizationId: row.organization_id,
    id: row.actor_id,
    kind: row.kind,
    displayName: row.display_name,
    status: row.status,
    registeredAt: toDate(row.registered_at),
    registeredBy: row.registered_by,
    deactivatedAt: toDateOrNull(row.deactivated_at),
    latestConfigurationVersion: row.latest_configuration_version,
    lastAppliedSeq: row.last_applied_seq,
    updatedAt: toDate(row.updated_at),
  };
}

export function toAgentConfiguration(row: RowOf<S.AgentConfigurations>): AgentConfiguration {
  return {
    organizationId: row.organization_id,
    agentId: row.agent_id,
    version: row.version,
    configuration: row.configuration,
    publishedAt: toDate(row.published_at),
    publishedBy: row.published_by,
    publishedSeq: row.published_seq,
  };
}

export function toEntity(row: RowOf<S.Entities>): Entity {
  return {
    organizationId: row.organization_id,
    id: row.entity_id,
    mediaType: row.media_type,
    content: row.content,
    sha256: toHex(row.sha256),
    byteSize: row.byte_size,
    createdBy: row.created_by,
    generatedByAttemptId: row.generated_by_attempt_id,
    createdSeq: row.created_seq,
    createdAt: toDate(row.created_at),
  };
}

export function toLedgerEvent(row: RowOf<S.Events>): LedgerEvent {
  return {
    organizationId: row.organization_id,
    seq: row.org_seq,
    id: row.event_id,
    kind: row.kind,
    payloadVersion: row.payload_version,
    payload: row.payload as Record<string, unknown>,
    storedPayloadVersion: row.payload_version,
    storedPayload: row.payload as Record<string, unknown>,
    actorId: row.actor_id,
    recordedBy: row.recorded_by,
    assignmentId: row.assignment_id,
    attemptId: row.attempt_id,
    followsEventId: row.follows_event_id,
    recordedAt: toDate(row.recorded_at),
    digest: toHex(row.digest),
  };
}

export function toApiToken(row: Omit<RowOf<S.ApiTokens>, 'secret_sha256'>): ApiToken {
  return {
    organizationId: row.organization_id,
    id: row.token_id,
    actorId: row.actor_id,
    role: row.role,
    label: row.label,
    createdBy: row.created_by,
    createdAt: toDate(row.created_at),
    expiresAt: toDateOrNull(row.expires_at),
    revokedAt: toDateOrNull(row.revoked_at),
    revokedBy: row.revoked_by,
    lastUsedAt: toDateOrNull(row.last_used_at),
    createdSeq: row.created_seq,
    revokedSeq: row.revoked_seq,
  };
}

export function toProjectionCursor(row: RowOf<S.ProjectionCursors>): ProjectionCursor {
  return {
    organizationId: row.organization_id,
    projection: row.projection,
    version: row.version,
    lastAppliedSeq: row.last_applied_seq,
    dirty: row.dirty,
    dirtyReason: row.dirty_reason,
    rebuilding: row.rebuilding,
  };
}

/** An Attempt is not stored: it is read from its events (started, renewed, ended, reconciled). */
export interface Attempt {
  organizationId: string;
  id: string;
  assignmentId: string;
  agentId: string;
  configurationVersion: number;
  claimExpiresAt: Date;
  startedAt: Date;
  startedSeq: number;
  /** The caller that recorded the claim (a Runner); the start itself is attributed to the agent. */
  startRecordedBy: string;
  outcome: AttemptOutcome | null;
  endedAt: Date | null;
  endedSeq: number | null;
  /** The actor the ending is attributed to: the agent, or the SYSTEM actor that recovered it. */
  endedBy: string | null;
  endRecordedBy: string | null;
  failureReason: string | null;
  outcomeEntityId: string | null;
  /** UNCERTAIN, then reconciled: the resolution (outcome is then ABANDONED or COMPLETED). */
  reconciliation: Reconciliation | null;
  /** SUPERSEDED or UNCERTAIN by a cancellation: the assignment.cancelled event's id. */
  cancelledEventId: string | null;
  /** UNCERTAIN: the tool calls whose effect was unsettled. */
  unansweredCallIds: string[];
}
