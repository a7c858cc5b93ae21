/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What kind of actor: who may be attributed what. */
export type ActorKind =
  /** An AI agent: it is claimed for, works Attempts, and has configuration versions. */
  | 'AI_AGENT'
  /** A person: an operator, a reviewer. */
  | 'HUMAN'
  /** A system process: recovers expired claims, maintains projections; SYSTEM tokens bind to one. */
  | 'SYSTEM';

/** Whether the Actor may still act. */
export type ActorStatus =
  /** It may act. */
  | 'ACTIVE'
  /** It may no longer act: its tokens stop authenticating and commands naming it are refused. */
  | 'DEACTIVATED';

/** One piece of evidence to record: a model or tool call of an Attempt, or another non-lifecycle event. */
export type AppendEventInput = {
  /** The Assignment it concerns (implied by attemptId). */
  assignmentId?: string | null | undefined;
  /** Evidence of this Attempt: accepted only while it is the active one. */
  attemptId?: string | null | undefined;
  /** An llm.request only: the call id of an earlier request of the same Attempt whose conversation this one continues; `messages` then holds only the new messages. Reads show the whole conversation. */
  continuesCallId?: string | null | undefined;
  /** Choose it before the first try: a retry with the same id and facts is answered as replayed. */
  eventId?: string | null | undefined;
  /** A registered, non-guarded kind such as llm.request or tool.result. */
  kind: string;
  /** A JSON object valid for the kind and version (at most 256 KiB). */
  payload: unknown;
  /** The version of the kind’s payload schema the payload follows. */
  payloadVersion: number;
};

/** The items of one appendEvents call, judged in order in one transaction. */
export type AppendEventsInput = {
  /** At most WORKFORCE_MAX_BATCH items (500 by default). */
  events: Array<AppendEventInput>;
};

/** Where an Assignment is in its lifecycle. */
export type AssignmentState =
  /** An operator cancelled it: not claimable until reopened (reopenAssignment). Its Attempt, if one was active, ended SUPERSEDED (or UNCERTAIN, which must be reconciled before a reopening). */
  | 'CANCELLED'
  /** Done, with one outcome Entity. Terminal: it can be neither claimed nor ended again. */
  | 'COMPLETED'
  /** Waiting for a claim: new, back after a FAILED or ABANDONED Attempt, or reopened. */
  | 'READY'
  /** Claimed: one active Attempt holds it until it ends, its claim is recovered, or it is cancelled. */
  | 'RUNNING'
  /** An Attempt ended with an external effect proven neither way: not claimable until that Attempt is reconciled against a receipt (reconcileAttempt). */
  | 'UNCERTAIN';

/** How an Attempt ended. */
export type AttemptOutcome =
  /** The claim expired and a SYSTEM actor recovered it, or an UNCERTAIN Attempt was reconciled RETRY; the Assignment went back to READY (or stayed CANCELLED). */
  | 'ABANDONED'
  /** The agent finished: the Attempt’s outcome Entity completed the Assignment. */
  | 'COMPLETED'
  /** An UNCERTAIN Attempt of a CANCELLED Assignment reconciled COMPLETE: its effect happened, recorded as evidence (Reconciliation.effect), never as the Assignment’s outcome; the Assignment stayed CANCELLED. */
  | 'EFFECTED'
  /** The agent gave up; the Assignment went back to READY for another Attempt. */
  | 'FAILED'
  /** An operator cancelled the Assignment while the Attempt was active: the decision ended it. */
  | 'SUPERSEDED'
  /** It ended (claim recovered, or Assignment cancelled) with a tool call whose effect is unsettled: external or undeclared, and unanswered or answered only by an error that does not say what happened. It awaits reconcileAttempt with receipts; the Assignment cannot be claimed meanwhile. */
  | 'UNCERTAIN';

/** Why an Assignment can or cannot be claimed now. */
export type AvailabilityReason =
  /** An operator cancelled it (reopenAssignment makes it READY again, once no Attempt awaits reconciliation). */
  | 'CANCELLED'
  /** An Attempt holds a live claim until `until`. */
  | 'CLAIMED'
  /** The claim has expired (database time) and awaits recovery (recoverExpiredClaim). */
  | 'CLAIM_EXPIRED'
  /** It is completed: final. */
  | 'COMPLETED'
  /** The ASSIGNMENTS or the ACTORS projection (staleProjection) cannot be trusted until it is rebuilt; every claim is refused meanwhile (AssignmentStateStale, ActorStateStale). */
  | 'PROJECTION_STALE'
  /** It can be claimed. */
  | 'READY'
  /** An Attempt may have had an external effect and awaits reconciliation (reconcileAttempt). */
  | 'UNCERTAIN';

/** The cancellation. */
export type CancelAssignmentInput = {
  /** The Assignment to cancel. */
  assignmentId: string;
  /** The id of its event; choose it before the first try so a retry is recognised, or leave it out. */
  eventId?: string | null | undefined;
  /** Why, in words (recorded in the event; at most 2,000 characters). */
  reason: string;
};

/** A claim of a READY Assignment for one AI agent and one of its configuration versions. */
export type ClaimAssignmentInput = {
  /** An active AI agent of the organization. */
  agentId: string;
  /** The READY Assignment to claim. */
  assignmentId: string;
  /** Choose it before the first try for safe retries; generated when omitted. */
  attemptId?: string | null | undefined;
  /** When the claim lapses; or give claimTtlSeconds. */
  claimExpiresAt?: string | null | undefined;
  /** Seconds from now (database time); the server default applies when neither is given. */
  claimTtlSeconds?: number | null | undefined;
  /** A published configuration version of that agent, pinned for the Attempt. */
  configurationVersion: number;
  /** The id of its attempt.started event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
};

/** The items of one claimAssignments call, judged in order in one transaction. */
export type ClaimAssignmentsInput = {
  /** At most WORKFORCE_MAX_BATCH items (500 by default). */
  claims: Array<ClaimAssignmentInput>;
};

/** A new API token for one Actor and one role. */
export type CreateApiTokenInput = {
  /** The Actor the token acts as (SYSTEM tokens: a SYSTEM actor). */
  actorId: string;
  /** When it stops authenticating; or give ttlSeconds. Neither: until revoked. */
  expiresAt?: string | null | undefined;
  /** A note for people: where the token is used (1 to 200 characters). */
  label?: string | null | undefined;
  /** What the token may do. */
  role: TokenRole;
  /** Seconds from now (database time), 60 to 31,622,400 (a year and a day). */
  ttlSeconds?: number | null | undefined;
};

/** A new Assignment. Give exactly one of goalEntityId (an existing Entity) or goal (content to store). */
export type CreateAssignmentInput = {
  /** Choose it before the first try for safe retries; generated when omitted. */
  assignmentId?: string | null | undefined;
  /** The id of its assignment.created event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
  /** Goal content, stored as a new Entity in the same transaction. */
  goal?: EntityInput | null | undefined;
  /** An existing Entity of the organization to use as the goal. */
  goalEntityId?: string | null | undefined;
  /** A short human-readable title (at most 500 characters). */
  title?: string | null | undefined;
};

/** The items of one createAssignments call, judged in order in one transaction. */
export type CreateAssignmentsInput = {
  /** At most WORKFORCE_MAX_BATCH items (500 by default). */
  assignments: Array<CreateAssignmentInput>;
};

/** The items of one createEntities call, judged in order in one transaction. */
export type CreateEntitiesInput = {
  /** At most WORKFORCE_MAX_BATCH items (500 by default). */
  entities: Array<CreateEntityInput>;
};

/** Content to store as an immutable Entity. */
export type CreateEntityInput = {
  /** The Attempt generating it (its outcome, say): accepted only while that Attempt is active. */
  attemptId?: string | null | undefined;
  /** The content as text, at most 1 MiB of UTF-8. */
  content: string;
  /** Choose it before the first try for safe retries; generated when omitted. */
  entityId?: string | null | undefined;
  /** A media type such as text/plain or application/json. */
  mediaType: string;
};

/** The Actor to deactivate. */
export type DeactivateActorInput = {
  /** The Actor; the organization’s own System Actor cannot be deactivated. */
  actorId: string;
  /** The id of its actor.deactivated event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
};

/** The end of the active Attempt, by the Runner that works it. */
export type EndAttemptInput = {
  /** The Assignment the Attempt tries. */
  assignmentId: string;
  /** The Attempt to end: only the active one can end. */
  attemptId: string;
  /** The id of its attempt.ended event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
  /** FAILED: why, in words (at most 2,000 characters). */
  failureReason?: string | null | undefined;
  /** COMPLETED or FAILED. */
  outcome: EndOutcome;
  /** COMPLETED: the outcome content, stored with the ending. */
  outcomeEntity?: EntityInput | null | undefined;
  /** COMPLETED: an Entity this Attempt generated (createEntity with attemptId). */
  outcomeEntityId?: string | null | undefined;
};

/** The items of one endAttempts call, judged in order in one transaction. */
export type EndAttemptsInput = {
  /** At most WORKFORCE_MAX_BATCH items (500 by default). */
  endings: Array<EndAttemptInput>;
};

/** How a Runner ends its Attempt (ABANDONED is recorded only by recovery). */
export type EndOutcome =
  /** Done: give the outcome (outcomeEntity or outcomeEntityId); the Assignment becomes COMPLETED. */
  | 'COMPLETED'
  /** Given up: give no outcome (a failureReason, optionally); the Assignment becomes READY again. */
  | 'FAILED';

/** Content to store as an immutable Entity. */
export type EntityInput = {
  /** The content as text, at most 1 MiB of UTF-8. */
  content: string;
  /** A media type such as text/plain or application/json. */
  mediaType: string;
};

/** What an Interaction is a call to. */
export type InteractionKind =
  /** A model call: llm.request, answered by llm.response. */
  | 'MODEL_CALL'
  /** A tool call: tool.call, answered by tool.result. */
  | 'TOOL_CALL';

/** The projection to mark dirty, and why. */
export type MarkProjectionDirtyInput = {
  /** Which read model. */
  projection: ProjectionName;
  /** Why, for the operators who will rebuild it (1 to 500 characters). */
  reason: string;
};

/** A read model kept from the ledger. */
export type ProjectionName =
  /** Actors and agent configurations. */
  | 'ACTORS'
  /** Assignments and their claims. */
  | 'ASSIGNMENTS';

/** The next configuration version of an AI agent. */
export type PublishAgentConfigurationInput = {
  /** An active AI agent of the organization. */
  agentId: string;
  /** Model, instructions, tools, parameters (at most 256 KiB of JSON). */
  configuration: unknown;
  /** The id of its agent_configuration.published event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
  /** The next version: 1 for the first, then the latest plus one. */
  version: number;
};

/** The projection to rebuild. */
export type RebuildProjectionInput = {
  /** Events per transaction (default 5000). */
  batchSize?: number | null | undefined;
  /** Which read model. */
  projection: ProjectionName;
};

/** A receipt for some of an UNCERTAIN Attempt’s unsettled calls, from the tool that made them (the recorded execution boundary). Give exactly one of receipt or receiptEntityId. */
export type ReceiptInput = {
  /** The calls it settles: call_ids from Attempt.unansweredCallIds, all made with one tool. */
  callIds: Array<string>;
  /** The tool that produced it: the tool_name those calls recorded (ReceiptRejected PRODUCER_MISMATCH otherwise). */
  producer: string;
  /** The evidence of what became of the effect (a provider’s statement, say), stored as a new Entity. */
  receipt?: EntityInput | null | undefined;
  /** Or an existing Entity of the organization that serves as nothing else (no goal, outcome or other receipt). */
  receiptEntityId?: string | null | undefined;
};

/** Why a receipt does not verify against the recorded execution boundary (ReceiptRejected). */
export type ReceiptMismatch =
  /** A call the Attempt left unsettled is settled by no receipt. */
  | 'CALL_UNSETTLED'
  /** Its Entity already serves as a goal, an outcome, or another receipt. */
  | 'ENTITY_IN_USE'
  /** It has no content. */
  | 'NO_CONTENT'
  /** Its producer is not the tool the call recorded (tool_name of its tool.call). */
  | 'PRODUCER_MISMATCH'
  /** It names a call another receipt of the reconciliation settles already. */
  | 'REPEATED_CALL'
  /** It names a call the Attempt did not leave unsettled (or no call at all). */
  | 'UNKNOWN_CALL';

/** The resolution of an UNCERTAIN Attempt against verified receipts, one per producing tool, that together settle every call in Attempt.unansweredCallIds; for COMPLETE, outcomeEntity (always stored by the reconciliation itself). */
export type ReconcileAttemptInput = {
  /** The Assignment the Attempt tried. */
  assignmentId: string;
  /** The UNCERTAIN Attempt. */
  attemptId: string;
  /** RETRY or COMPLETE. */
  decision: ReconcileDecision;
  /** The id of its event; choose it before the first try so a retry is recognised, or leave it out. */
  eventId?: string | null | undefined;
  /** What the receipt shows, in words (at most 2,000 characters). */
  note?: string | null | undefined;
  /** COMPLETE: the outcome, stored as generated by the Attempt and created by the caller; on a CANCELLED Assignment, the evidence of the effect (the Attempt is EFFECTED, the Assignment stays CANCELLED). */
  outcomeEntity?: EntityInput | null | undefined;
  /** The receipts: every unsettled call named by exactly one, for RETRY and COMPLETE alike. */
  receipts: Array<ReceiptInput>;
};

/** What a receipt proved about an UNCERTAIN Attempt’s external effect. */
export type ReconcileDecision =
  /** The effect happened and finished the work: the Attempt and the Assignment are COMPLETED with an outcome Entity; on a CANCELLED Assignment the Attempt is EFFECTED instead and the cancellation stays. */
  | 'COMPLETE'
  /** The effect did not happen (or must be redone): the Attempt is ABANDONED and the Assignment READY again. */
  | 'RETRY';

/** The expired claim to recover. */
export type RecoverExpiredClaimInput = {
  /** The RUNNING Assignment whose claim expired. */
  assignmentId: string;
  /** Its active Attempt, which becomes ABANDONED. */
  attemptId: string;
  /** The id of the attempt.ended event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
};

/** A new Actor of the organization. */
export type RegisterActorInput = {
  /** Choose it before the first try for safe retries; generated when omitted. */
  actorId?: string | null | undefined;
  /** A name for people to read (1 to 200 characters). */
  displayName: string;
  /** The id of its actor.registered event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
  /** HUMAN, AI_AGENT or SYSTEM. */
  kind: ActorKind;
};

/** A new expiry for the active claim, before the current one passes. Give claimTtlSeconds or claimExpiresAt. */
export type RenewClaimInput = {
  /** The RUNNING Assignment. */
  assignmentId: string;
  /** Its active Attempt, whose claim is renewed. */
  attemptId: string;
  /** The new expiry; or give claimTtlSeconds. */
  claimExpiresAt?: string | null | undefined;
  /** Seconds from now (database time); the server default applies when neither is given. */
  claimTtlSeconds?: number | null | undefined;
  /** The id of its event; choose it before the first try so a retry is recognised, or leave it out. */
  eventId?: string | null | undefined;
};

/** The reopening. */
export type ReopenAssignmentInput = {
  /** The CANCELLED Assignment to reopen. */
  assignmentId: string;
  /** The id of its event; choose it before the first try so a retry is recognised, or leave it out. */
  eventId?: string | null | undefined;
  /** Why, in words (recorded in the event; at most 2,000 characters). */
  reason: string;
};

/** The token to revoke. */
export type RevokeApiTokenInput = {
  /** The token id (ApiToken.id). */
  tokenId: string;
};

/** Why a projection cannot be trusted until it is rebuilt. */
export type StaleReason =
  /** The ledger holds an event of the projection that it has not applied. */
  | 'BEHIND'
  /** A SYSTEM caller marked it dirty (markProjectionDirty). */
  | 'DIRTY'
  /** It was built by apply logic of another version than this server's. */
  | 'VERSION';

/** What a token may do. Every role reads its own organization; each operation’s description names the roles it needs. */
export type TokenRole =
  /** Manage work: create Assignments, register Actors, publish configurations, create Entities. */
  | 'OPERATOR'
  /** Run Attempts: claim, record evidence, create Entities, end. */
  | 'RUNNER'
  /** Everything, including tokens, recovery of expired claims and projection maintenance. */
  | 'SYSTEM'
  /** Read only. */
  | 'VIEWER';

export type AuRateLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type AuRateLimitQuery = { rateLimit: { cost: number, nodeCount: number } | null };

export type AuViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AuViewerQuery = { viewer: { role: TokenRole, organization: { id: string, slug: string }, actor: { id: string, kind: ActorKind } } };

export type AuAssignmentQueryVariables = Exact<{
  id: string;
}>;


export type AuAssignmentQuery = { assignment: { id: string } | null };

export type AuAssignmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuAssignmentsQuery = { assignments: { edges: Array<{ node: { id: string } }> } };

export type AuAttemptQueryVariables = Exact<{
  id: string;
}>;


export type AuAttemptQuery = { attempt: { id: string } | null };

export type AuActorQueryVariables = Exact<{
  id: string;
}>;


export type AuActorQuery = { actor: { id: string } | null };

export type AuActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuActorsQuery = { actors: { edges: Array<{ node: { id: string, kind: ActorKind } }> } };

export type AuEntityQueryVariables = Exact<{
  id: string;
}>;


export type AuEntityQuery = { entity: { id: string } | null };

export type AuEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuEventsQuery = { events: { edges: Array<{ node: { id: string } }> } };

export type AuProjectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuProjectionsQuery = { projections: Array<{ name: ProjectionName, dirty: boolean }> };

export type AuVerifyLedgerQueryVariables = Exact<{ [key: string]: never; }>;


export type AuVerifyLedgerQuery = { verifyLedger: { ok: boolean } };

export type AuApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AuApiTokensQuery = { apiTokens: { edges: Array<{ node: { id: string, role: TokenRole } }> } };

export type AuRevokeTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type AuRevokeTokenMutation = { revokeApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ApiTokenNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RevokeApiTokenSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuRebuildMutationVariables = Exact<{
  input: RebuildProjectionInput;
}>;


export type AuRebuildMutation = { rebuildProjection:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RebuildProjectionSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuMarkDirtyMutationVariables = Exact<{
  input: MarkProjectionDirtyInput;
}>;


export type AuMarkDirtyMutation = { markProjectionDirty:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'MarkProjectionDirtySuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuRecoverMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type AuRecoverMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'ClaimNotExpired', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RecoverExpiredClaimSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type AuCreateTokenMutation = { createApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'CreateApiTokenSuccess', token: string, apiToken: { id: string, role: TokenRole, actor: { id: string } } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type AuClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess' }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuEndMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type AuEndMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess' }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuAppendMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type AuAppendMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess' }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type AuCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess' }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuRegisterMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type AuRegisterMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RegisterActorSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuDeactivateMutationVariables = Exact<{
  input: DeactivateActorInput;
}>;


export type AuDeactivateMutation = { deactivateActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'DeactivateActorSuccess' }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuPublishMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type AuPublishMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuCreateEntityMutationVariables = Exact<{
  input: CreateEntityInput;
}>;


export type AuCreateEntityMutation = { createEntity:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CreateEntitySuccess' }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuClaimsMutationVariables = Exact<{
  input: ClaimAssignmentsInput;
}>;


export type AuClaimsMutation = { claimAssignments:
    | { __typename: 'ClaimAssignmentsSuccess', results: Array<
        | { __typename: 'ActorNotActive' }
        | { __typename: 'ActorNotActiveAgent' }
        | { __typename: 'ActorNotFound' }
        | { __typename: 'ActorStateStale' }
        | { __typename: 'AssignmentCancelled' }
        | { __typename: 'AssignmentCompleted' }
        | { __typename: 'AssignmentNotFound' }
        | { __typename: 'AssignmentStateStale' }
        | { __typename: 'AssignmentUncertain' }
        | { __typename: 'AttemptNotActive' }
        | { __typename: 'AttemptNotOwned' }
        | { __typename: 'ClaimAssignmentSuccess' }
        | { __typename: 'ClaimConflict' }
        | { __typename: 'ClaimExpiryInvalid' }
        | { __typename: 'ConfigurationVersionNotFound' }
        | { __typename: 'Forbidden' }
        | { __typename: 'IdentityConflict' }
        | { __typename: 'ValidationError' }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuEndsMutationVariables = Exact<{
  input: EndAttemptsInput;
}>;


export type AuEndsMutation = { endAttempts:
    | { __typename: 'EndAttemptsSuccess', results: Array<
        | { __typename: 'ActorNotActive' }
        | { __typename: 'ActorNotFound' }
        | { __typename: 'ActorStateStale' }
        | { __typename: 'AssignmentCompleted' }
        | { __typename: 'AssignmentNotFound' }
        | { __typename: 'AssignmentStateStale' }
        | { __typename: 'AttemptNotActive' }
        | { __typename: 'AttemptNotOwned' }
        | { __typename: 'CrossOrganizationReference' }
        | { __typename: 'EndAttemptSuccess' }
        | { __typename: 'EntityNotFound' }
        | { __typename: 'Forbidden' }
        | { __typename: 'IdentityConflict' }
        | { __typename: 'OutcomeInvalid' }
        | { __typename: 'ValidationError' }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuAppendsMutationVariables = Exact<{
  input: AppendEventsInput;
}>;


export type AuAppendsMutation = { appendEvents:
    | { __typename: 'AppendEventsSuccess', results: Array<
        | { __typename: 'ActorNotActive' }
        | { __typename: 'ActorNotFound' }
        | { __typename: 'ActorStateStale' }
        | { __typename: 'AppendEventSuccess' }
        | { __typename: 'AssignmentNotFound' }
        | { __typename: 'AssignmentStateStale' }
        | { __typename: 'AttemptNotActive' }
        | { __typename: 'AttemptNotOwned' }
        | { __typename: 'AttemptRequired' }
        | { __typename: 'ContinuedCallNotFound' }
        | { __typename: 'Forbidden' }
        | { __typename: 'GuardedEventKind' }
        | { __typename: 'IdentityConflict' }
        | { __typename: 'UnknownEventKind' }
        | { __typename: 'ValidationError' }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuCreateEntitiesMutationVariables = Exact<{
  input: CreateEntitiesInput;
}>;


export type AuCreateEntitiesMutation = { createEntities:
    | { __typename: 'CreateEntitiesSuccess', results: Array<
        | { __typename: 'ActorNotActive' }
        | { __typename: 'ActorNotFound' }
        | { __typename: 'ActorStateStale' }
        | { __typename: 'AssignmentNotFound' }
        | { __typename: 'AssignmentStateStale' }
        | { __typename: 'AttemptNotActive' }
        | { __typename: 'AttemptNotOwned' }
        | { __typename: 'CreateEntitySuccess' }
        | { __typename: 'Forbidden' }
        | { __typename: 'IdentityConflict' }
        | { __typename: 'ValidationError' }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuCreateAssignmentsMutationVariables = Exact<{
  input: CreateAssignmentsInput;
}>;


export type AuCreateAssignmentsMutation = { createAssignments:
    | { __typename: 'CreateAssignmentsSuccess', results: Array<
        | { __typename: 'ActorNotActive' }
        | { __typename: 'ActorNotFound' }
        | { __typename: 'ActorStateStale' }
        | { __typename: 'AssignmentStateStale' }
        | { __typename: 'CreateAssignmentSuccess' }
        | { __typename: 'CrossOrganizationReference' }
        | { __typename: 'EntityNotFound' }
        | { __typename: 'Forbidden' }
        | { __typename: 'IdentityConflict' }
        | { __typename: 'ValidationError' }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuRenewMutationVariables = Exact<{
  input: RenewClaimInput;
}>;


export type AuRenewMutation = { renewClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimExpired', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RenewClaimSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuCancelMutationVariables = Exact<{
  input: CancelAssignmentInput;
}>;


export type AuCancelMutation = { cancelAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CancelAssignmentSuccess' }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuReopenMutationVariables = Exact<{
  input: ReopenAssignmentInput;
}>;


export type AuReopenMutation = { reopenAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotCancelled', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptUncertain', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ReopenAssignmentSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AuReconcileMutationVariables = Exact<{
  input: ReconcileAttemptInput;
}>;


export type AuReconcileMutation = { reconcileAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotUncertain', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ReceiptRejected', code: string, message: string }
    | { __typename: 'ReconcileAttemptSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type AvAvailabilityQueryVariables = Exact<{
  id: string;
}>;


export type AvAvailabilityQuery = { assignment: { state: AssignmentState, availability: { reason: AvailabilityReason, claimable: boolean, attemptId: string | null, explanation: string, nextActions: Array<string>, staleProjection: ProjectionName | null } } | null };

export type AvClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type AvClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess', attempt: { id: string } | null }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type BaCreateAssignmentsMutationVariables = Exact<{
  input: CreateAssignmentsInput;
}>;


export type BaCreateAssignmentsMutation = { createAssignments:
    | { __typename: 'CreateAssignmentsSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string, message: string }
        | { __typename: 'ActorNotFound', code: string, message: string }
        | { __typename: 'ActorStateStale', code: string, message: string }
        | { __typename: 'AssignmentStateStale', code: string, message: string }
        | { __typename: 'CreateAssignmentSuccess', replayed: boolean, assignment: { id: string, state: AssignmentState, title: string | null, goalEntity: { content: string } } }
        | { __typename: 'CrossOrganizationReference', code: string, message: string }
        | { __typename: 'EntityNotFound', code: string, message: string }
        | { __typename: 'Forbidden', code: string, message: string }
        | { __typename: 'IdentityConflict', code: string, message: string }
        | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type BaClaimAssignmentsMutationVariables = Exact<{
  input: ClaimAssignmentsInput;
}>;


export type BaClaimAssignmentsMutation = { claimAssignments:
    | { __typename: 'ClaimAssignmentsSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string, message: string }
        | { __typename: 'ActorNotActiveAgent', code: string, message: string }
        | { __typename: 'ActorNotFound', code: string, message: string }
        | { __typename: 'ActorStateStale', code: string, message: string }
        | { __typename: 'AssignmentCancelled', code: string, message: string }
        | { __typename: 'AssignmentCompleted', code: string, message: string }
        | { __typename: 'AssignmentNotFound', code: string, message: string }
        | { __typename: 'AssignmentStateStale', code: string, message: string }
        | { __typename: 'AssignmentUncertain', code: string, message: string }
        | { __typename: 'AttemptNotActive', code: string, message: string }
        | { __typename: 'AttemptNotOwned', code: string, message: string }
        | { __typename: 'ClaimAssignmentSuccess', replayed: boolean, assignment: { id: string, state: AssignmentState }, attempt: { id: string, agent: { id: string } } | null }
        | { __typename: 'ClaimConflict', attemptId: string, agentId: string, expiresAt: string, code: string, message: string }
        | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
        | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
        | { __typename: 'Forbidden', code: string, message: string }
        | { __typename: 'IdentityConflict', code: string, message: string }
        | { __typename: 'ValidationError', code: string, message: string }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type BaEndAttemptsMutationVariables = Exact<{
  input: EndAttemptsInput;
}>;


export type BaEndAttemptsMutation = { endAttempts:
    | { __typename: 'EndAttemptsSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string, message: string }
        | { __typename: 'ActorNotFound', code: string, message: string }
        | { __typename: 'ActorStateStale', code: string, message: string }
        | { __typename: 'AssignmentCompleted', code: string, message: string }
        | { __typename: 'AssignmentNotFound', code: string, message: string }
        | { __typename: 'AssignmentStateStale', code: string, message: string }
        | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
        | { __typename: 'AttemptNotOwned', code: string, message: string }
        | { __typename: 'CrossOrganizationReference', code: string, message: string }
        | { __typename: 'EndAttemptSuccess', replayed: boolean, assignment: { id: string, state: AssignmentState, outcomeEntity: { content: string } | null }, attempt: { outcome: AttemptOutcome | null, failureReason: string | null } | null }
        | { __typename: 'EntityNotFound', code: string, message: string }
        | { __typename: 'Forbidden', code: string, message: string }
        | { __typename: 'IdentityConflict', code: string, message: string }
        | { __typename: 'OutcomeInvalid', code: string, message: string }
        | { __typename: 'ValidationError', code: string, message: string }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type BaAppendEventsMutationVariables = Exact<{
  input: AppendEventsInput;
}>;


export type BaAppendEventsMutation = { appendEvents:
    | { __typename: 'AppendEventsSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string }
        | { __typename: 'ActorNotFound', code: string }
        | { __typename: 'ActorStateStale', code: string }
        | { __typename: 'AppendEventSuccess', replayed: boolean, event: { seq: number, kind: string } }
        | { __typename: 'AssignmentNotFound', code: string }
        | { __typename: 'AssignmentStateStale', code: string }
        | { __typename: 'AttemptNotActive', code: string }
        | { __typename: 'AttemptNotOwned', code: string }
        | { __typename: 'AttemptRequired', code: string }
        | { __typename: 'ContinuedCallNotFound', code: string }
        | { __typename: 'Forbidden', code: string }
        | { __typename: 'GuardedEventKind', code: string }
        | { __typename: 'IdentityConflict', code: string }
        | { __typename: 'UnknownEventKind', code: string }
        | { __typename: 'ValidationError', code: string }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type BaCreateEntitiesMutationVariables = Exact<{
  input: CreateEntitiesInput;
}>;


export type BaCreateEntitiesMutation = { createEntities:
    | { __typename: 'CreateEntitiesSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string }
        | { __typename: 'ActorNotFound', code: string }
        | { __typename: 'ActorStateStale', code: string }
        | { __typename: 'AssignmentNotFound', code: string }
        | { __typename: 'AssignmentStateStale', code: string }
        | { __typename: 'AttemptNotActive', code: string }
        | { __typename: 'AttemptNotOwned', code: string }
        | { __typename: 'CreateEntitySuccess', replayed: boolean, entity: { id: string, content: string, generatedByAttemptId: string | null } }
        | { __typename: 'Forbidden', code: string }
        | { __typename: 'IdentityConflict', code: string }
        | { __typename: 'ValidationError', code: string }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type CnEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  afterSeq?: number | null | undefined;
  assignmentId?: string | null | undefined;
}>;


export type CnEventsQuery = { events: { edges: Array<{ cursor: string, node: { seq: number, kind: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type CnTokensQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type CnTokensQuery = { apiTokens: { edges: Array<{ cursor: string, node: { id: string, createdAt: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type CnAttemptQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
}>;


export type CnAttemptQuery = { attempt: { id: string, assignment: { id: string, state: AssignmentState } | null, events: { edges: Array<{ node: { seq: number, kind: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, interactions: { edges: Array<{ cursor: string, node: { kind: InteractionKind, callId: string, pending: boolean } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type CnCreateMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type CnCreateMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', replayed: boolean, assignment: { id: string, goalEntity: { id: string } }, event: { seq: number, kind: string }, events: Array<{ seq: number, kind: string, payload: unknown }> }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type CnEndMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type CnEndMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess', replayed: boolean, attempt: { id: string, outcome: AttemptOutcome | null, outcomeEntity: { id: string, sha256: string, mediaType: string, byteSize: number } | null } | null, event: { seq: number, kind: string, payloadVersion: number, payload: unknown }, events: Array<{ seq: number, kind: string }> }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type CnRegisterMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type CnRegisterMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string }
    | { __typename: 'ActorNotFound', code: string }
    | { __typename: 'ActorStateStale', code: string }
    | { __typename: 'Forbidden', code: string }
    | { __typename: 'IdentityConflict', code: string }
    | { __typename: 'RegisterActorSuccess', replayed: boolean, actor: { id: string }, event: { id: string, kind: string, payload: unknown }, events: Array<{ id: string }> }
    | { __typename: 'ValidationError', code: string }
   };

export type CnTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CnTokenMutation = { createApiToken:
    | { __typename: 'ActorNotActive', code: string }
    | { __typename: 'ActorNotFound', code: string }
    | { __typename: 'ActorStateStale', code: string }
    | { __typename: 'CreateApiTokenSuccess', replayed: boolean, apiToken: { id: string }, event: { kind: string, payload: unknown }, events: Array<{ kind: string }> }
    | { __typename: 'Forbidden', code: string }
    | { __typename: 'IdentityConflict', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type CnAssignmentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type CnAssignmentsQuery = { assignments: { edges: Array<{ node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type CnActorsQueryVariables = Exact<{
  kind?: ActorKind | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type CnActorsQuery = { actors: { edges: Array<{ cursor: string, node: { id: string, kind: ActorKind, displayName: string, status: ActorStatus } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type CnActorsWithConfigurationsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CnActorsWithConfigurationsQuery = { actors: { edges: Array<{ node: { id: string, latestConfigurationVersion: number | null, configurations: { edges: Array<{ node: { version: number } }> } } }> } };

export type CnClaimThenEndMutationVariables = Exact<{
  claim: ClaimAssignmentInput;
  end: EndAttemptInput;
}>;


export type CnClaimThenEndMutation = { claimAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotActiveAgent' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentCancelled' }
    | { __typename: 'AssignmentCompleted' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'AssignmentUncertain' }
    | { __typename: 'AttemptNotActive' }
    | { __typename: 'AttemptNotOwned' }
    | { __typename: 'ClaimAssignmentSuccess', attempt: { id: string, outcome: AttemptOutcome | null, events: { edges: Array<{ node: { kind: string } }> } } | null }
    | { __typename: 'ClaimConflict' }
    | { __typename: 'ClaimExpiryInvalid' }
    | { __typename: 'ConfigurationVersionNotFound' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ValidationError' }
  , endAttempt:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentCompleted' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'AttemptNotActive' }
    | { __typename: 'AttemptNotOwned' }
    | { __typename: 'CrossOrganizationReference' }
    | { __typename: 'EndAttemptSuccess', attempt: { id: string, outcome: AttemptOutcome | null, events: { edges: Array<{ node: { kind: string } }> } } | null, assignment: { state: AssignmentState, attempts: { edges: Array<{ node: { id: string, outcome: AttemptOutcome | null } }> } } }
    | { __typename: 'EntityNotFound' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'OutcomeInvalid' }
    | { __typename: 'ValidationError' }
   };

export type CnCancelThenReopenMutationVariables = Exact<{
  cancel: CancelAssignmentInput;
  reopen: ReopenAssignmentInput;
}>;


export type CnCancelThenReopenMutation = { cancelAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentCancelled' }
    | { __typename: 'AssignmentCompleted' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'CancelAssignmentSuccess', assignment: { state: AssignmentState, availability: { reason: AvailabilityReason, nextActions: Array<string> } } }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ValidationError' }
  , reopenAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentNotCancelled' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'AttemptUncertain' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ReopenAssignmentSuccess', assignment: { state: AssignmentState, availability: { reason: AvailabilityReason, claimable: boolean, nextActions: Array<string> } } }
    | { __typename: 'ValidationError' }
   };

export type CnCreateAnsweringMutationVariables = Exact<{
  input: CreateAssignmentInput;
  after?: string | null | undefined;
}>;


export type CnCreateAnsweringMutation = { createAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'CreateAssignmentSuccess', assignment: { id: string, attempts: { edges: Array<{ node: { id: string } }> } }, event: { recordedBy: { configurations: { edges: Array<{ node: { version: number } }> } } | null } }
    | { __typename: 'CrossOrganizationReference' }
    | { __typename: 'EntityNotFound' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ValidationError' }
   };

export type CnRenewAnsweringMutationVariables = Exact<{
  input: RenewClaimInput;
  kinds?: Array<string> | string | null | undefined;
}>;


export type CnRenewAnsweringMutation = { renewClaim:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentCancelled' }
    | { __typename: 'AssignmentCompleted' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'AssignmentUncertain' }
    | { __typename: 'AttemptNotActive' }
    | { __typename: 'AttemptNotOwned' }
    | { __typename: 'ClaimExpired' }
    | { __typename: 'ClaimExpiryInvalid' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'RenewClaimSuccess', attempt: { id: string, events: { edges: Array<{ node: { kind: string } }> } } | null }
    | { __typename: 'ValidationError' }
   };

export type CnRenewReadingMutationVariables = Exact<{
  input: RenewClaimInput;
}>;


export type CnRenewReadingMutation = { renewClaim:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentCancelled' }
    | { __typename: 'AssignmentCompleted' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'AssignmentUncertain' }
    | { __typename: 'AttemptNotActive' }
    | { __typename: 'AttemptNotOwned' }
    | { __typename: 'ClaimExpired' }
    | { __typename: 'ClaimExpiryInvalid' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'RenewClaimSuccess', event: { seq: number }, attempt: { id: string, events: { edges: Array<{ node: { seq: number, payload: unknown } }> } } | null }
    | { __typename: 'ValidationError' }
   };

export type ConsoleTestCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type ConsoleTestCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', assignment: { id: string } }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConsoleTestRegisterActorMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type ConsoleTestRegisterActorMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RegisterActorSuccess', actor: { id: string } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConsoleTestPublishMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type ConsoleTestPublishMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConsoleTestAppendMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type ConsoleTestAppendMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess' }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConsoleTestRevokeMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type ConsoleTestRevokeMutation = { revokeApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ApiTokenNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RevokeApiTokenSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConsoleTestClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type ConsoleTestClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess', attempt: { id: string } | null }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConsoleTestRecoverMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type ConsoleTestRecoverMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'ClaimNotExpired', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RecoverExpiredClaimSuccess', assignment: { state: AssignmentState }, attempt: { outcome: AttemptOutcome | null, unansweredCallIds: Array<string> } | null }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type ConsoleTestCancelMutationVariables = Exact<{
  input: CancelAssignmentInput;
}>;


export type ConsoleTestCancelMutation = { cancelAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CancelAssignmentSuccess', assignment: { state: AssignmentState, uncertainAttempt: { id: string } | null } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DcRenewMutationVariables = Exact<{
  input: RenewClaimInput;
}>;


export type DcRenewMutation = { renewClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', cancelledAt: string, code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', activeAttemptId: string | null, code: string, message: string, notActiveAttemptId: string | null }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimExpired', attemptId: string, expiredAt: string, code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RenewClaimSuccess', replayed: boolean, assignment: { state: AssignmentState, activeClaim: { expiresAt: string } | null }, attempt: { id: string, claimExpiresAt: string } | null, event: { id: string, kind: string, actorId: string, payload: unknown }, events: Array<{ id: string, kind: string }> }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DcCancelMutationVariables = Exact<{
  input: CancelAssignmentInput;
}>;


export type DcCancelMutation = { cancelAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', cancelledAt: string, uncertainAttemptId: string | null, code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CancelAssignmentSuccess', replayed: boolean, assignment: { id: string, state: AssignmentState, activeClaim: { expiresAt: string } | null, cancellation: { reason: string, cancelledAt: string, cancelledBy: { id: string } } | null, uncertainAttempt: { id: string } | null }, attempt: { id: string, outcome: AttemptOutcome | null, unansweredCallIds: Array<string>, endedBy: { id: string } | null } | null, event: { id: string, seq: number, kind: string, payload: unknown }, events: Array<{ id: string, seq: number, kind: string, payload: unknown }> }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type DcReopenMutationVariables = Exact<{
  input: ReopenAssignmentInput;
}>;


export type DcReopenMutation = { reopenAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotCancelled', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptUncertain', attemptId: string, code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ReopenAssignmentSuccess', replayed: boolean, assignment: { id: string, state: AssignmentState, cancellation: { reason: string } | null }, event: { id: string, kind: string, payload: unknown }, events: Array<{ id: string, kind: string }> }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DcReconcileMutationVariables = Exact<{
  input: ReconcileAttemptInput;
}>;


export type DcReconcileMutation = { reconcileAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotUncertain', uncertainAttemptId: string | null, code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ReceiptRejected', mismatch: ReceiptMismatch, receiptIndex: number | null, code: string, message: string }
    | { __typename: 'ReconcileAttemptSuccess', replayed: boolean, assignment: { state: AssignmentState, completedAt: string | null, uncertainAttempt: { id: string } | null, outcomeEntity: { id: string, content: string } | null }, attempt: { id: string, outcome: AttemptOutcome | null, unansweredCallIds: Array<string>, outcomeEntity: { id: string, content: string, generatedByAttemptId: string | null, createdBy: { id: string } } | null, reconciliation: { decision: ReconcileDecision, note: string | null, reconciledAt: string, seq: number, reconciledBy: { id: string }, receipts: Array<{ callIds: Array<string>, producer: string | null, sha256: string, receipt: { id: string, content: string, sha256: string } }>, effect: { id: string, content: string, generatedByAttemptId: string | null } | null } | null } | null, event: { id: string, seq: number, kind: string, payload: unknown }, events: Array<{ id: string, seq: number, kind: string, payload: unknown }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type DcClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type DcClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', cancelledAt: string, uncertainAttemptId: string | null, code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', attemptId: string, code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess', attempt: { id: string, claimExpiresAt: string } | null }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DcRecoverMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type DcRecoverMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'ClaimNotExpired', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RecoverExpiredClaimSuccess', assignment: { state: AssignmentState, activeClaim: { expiresAt: string } | null, uncertainAttempt: { id: string } | null }, attempt: { id: string, outcome: AttemptOutcome | null, unansweredCallIds: Array<string> } | null, event: { kind: string, payloadVersion: number, payload: unknown } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DcAppendMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type DcAppendMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess', event: { seq: number, kind: string, payloadVersion: number } }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DcMarkDirtyMutationVariables = Exact<{
  input: MarkProjectionDirtyInput;
}>;


export type DcMarkDirtyMutation = { markProjectionDirty:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'MarkProjectionDirtySuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type DcAssignmentQueryVariables = Exact<{
  id: string;
}>;


export type DcAssignmentQuery = { assignment: { id: string, state: AssignmentState, availability: { reason: AvailabilityReason, claimable: boolean, attemptId: string | null, until: string | null, explanation: string, nextActions: Array<string> }, cancellation: { reason: string, cancelledBy: { id: string } } | null, uncertainAttempt: { id: string, outcome: AttemptOutcome | null, unansweredCallIds: Array<string> } | null, attempts: { edges: Array<{ node: { id: string, outcome: AttemptOutcome | null, unansweredCallIds: Array<string>, reconciliation: { decision: ReconcileDecision } | null } }> } } | null };

export type DcAttemptQueryVariables = Exact<{
  id: string;
}>;


export type DcAttemptQuery = { attempt: { id: string, outcome: AttemptOutcome | null, claimExpiresAt: string, unansweredCallIds: Array<string>, endedBy: { id: string } | null, reconciliation: { decision: ReconcileDecision, note: string | null, seq: number, receipts: Array<{ callIds: Array<string>, producer: string | null, sha256: string, receipt: { id: string } }>, reconciledBy: { id: string } } | null } | null };

export type DcListQueryVariables = Exact<{
  state?: AssignmentState | null | undefined;
  states?: Array<AssignmentState> | AssignmentState | null | undefined;
  claimExpired?: boolean | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type DcListQuery = { assignments: { edges: Array<{ node: { id: string, title: string | null, state: AssignmentState } }> } };

export type DcListPlainQueryVariables = Exact<{
  first: number;
}>;


export type DcListPlainQuery = { assignments: { edges: Array<{ node: { id: string, state: AssignmentState, title: string | null } }> } };

export type DcListAvailabilityQueryVariables = Exact<{
  first: number;
}>;


export type DcListAvailabilityQuery = { assignments: { edges: Array<{ node: { id: string, state: AssignmentState, title: string | null, availability: { reason: AvailabilityReason, claimable: boolean, attemptId: string | null, until: string | null, nextActions: Array<string> } } }> } };

export type EvAppendMutationVariables = Exact<{
  input: AppendEventsInput;
}>;


export type EvAppendMutation = { appendEvents:
    | { __typename: 'AppendEventsSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string, message: string }
        | { __typename: 'ActorNotFound', code: string, message: string }
        | { __typename: 'ActorStateStale', code: string, message: string }
        | { __typename: 'AppendEventSuccess', replayed: boolean }
        | { __typename: 'AssignmentNotFound', code: string, message: string }
        | { __typename: 'AssignmentStateStale', code: string, message: string }
        | { __typename: 'AttemptNotActive', code: string, message: string }
        | { __typename: 'AttemptNotOwned', code: string, message: string }
        | { __typename: 'AttemptRequired', code: string, message: string }
        | { __typename: 'ContinuedCallNotFound', code: string, message: string }
        | { __typename: 'Forbidden', code: string, message: string }
        | { __typename: 'GuardedEventKind', code: string, message: string }
        | { __typename: 'IdentityConflict', code: string, message: string }
        | { __typename: 'UnknownEventKind', code: string, message: string }
        | { __typename: 'ValidationError', code: string, message: string }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type EvReadQueryVariables = Exact<{
  attemptId: string;
  max?: number | null | undefined;
}>;


export type EvReadQuery = { attempt: { interactions: { edges: Array<{ node: { callId: string, request: { payload: unknown, payloadVersion: number, storedPayloadVersion: number } | null, response: { payload: unknown } | null } }> }, events: { edges: Array<{ node: { kind: string, payload: unknown, storedPayload: unknown, digest: string } }> } } | null, events: { edges: Array<{ node: { payload: unknown, storedPayload: unknown } }> } };

export type EvAppendCutMutationVariables = Exact<{
  input: AppendEventInput;
  max?: number | null | undefined;
}>;


export type EvAppendCutMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess', event: { payload: unknown } }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type EvAppendSeqMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type EvAppendSeqMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess', event: { seq: number, payloadVersion: number } }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type EvLongQueryVariables = Exact<{
  attemptId: string;
  max?: number | null | undefined;
}>;


export type EvLongQuery = { events: { edges: Array<{ node: { payload: unknown } }> } };

export type EvChainQueryVariables = Exact<{ [key: string]: never; }>;


export type EvChainQuery = { events: { edges: Array<{ node: { seq: number, id: string, kind: string, storedPayloadVersion: number, storedPayload: unknown, actorId: string, assignmentId: string | null, attemptId: string | null, followsEventId: string | null, recordedAtExact: string, digest: string, recordedBy: { id: string } | null } }> } };

export type EvCostlyQueryVariables = Exact<{
  attemptId: string;
  max?: number | null | undefined;
}>;


export type EvCostlyQuery = { events: { edges: Array<{ node: { payload: unknown } }> } };

export type EbCreateMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type EbCreateMutation = { createAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'CreateAssignmentSuccess', assignment: { id: string } }
    | { __typename: 'CrossOrganizationReference' }
    | { __typename: 'EntityNotFound' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ValidationError' }
   };

export type EbClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type EbClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess', replayed: boolean, attempt: { id: string } | null }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type EbCancelMutationVariables = Exact<{
  input: CancelAssignmentInput;
}>;


export type EbCancelMutation = { cancelAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentCancelled' }
    | { __typename: 'AssignmentCompleted' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'CancelAssignmentSuccess' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ValidationError' }
   };

export type EbReopenMutationVariables = Exact<{
  input: ReopenAssignmentInput;
}>;


export type EbReopenMutation = { reopenAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentNotCancelled' }
    | { __typename: 'AssignmentNotFound' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'AttemptUncertain' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ReopenAssignmentSuccess' }
    | { __typename: 'ValidationError' }
   };

export type EbEndMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type EbEndMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', attemptId: string, claimedBy: string, code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess', replayed: boolean, attempt: { outcome: AttemptOutcome | null } | null }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type EbAppendMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type EbAppendMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess' }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type EbAvailabilityQueryVariables = Exact<{
  id: string;
}>;


export type EbAvailabilityQuery = { assignment: { availability: { reason: AvailabilityReason, claimable: boolean, explanation: string, nextActions: Array<string>, staleProjection: ProjectionName | null } } | null };

export type GraphiqlCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type GraphiqlCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', assignment: { id: string } }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpRegisterActorMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type HttpRegisterActorMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RegisterActorSuccess', actor: { id: string, kind: ActorKind, status: ActorStatus } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpPublishConfigurationMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type HttpPublishConfigurationMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess', agentConfiguration: { version: number, agent: { id: string } } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type HttpCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', assignment: { id: string, state: AssignmentState, goalEntity: { content: string } } }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type HttpClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess', replayed: boolean, assignment: { state: AssignmentState }, attempt: { id: string, startedAt: string, claimExpiresAt: string, agent: { id: string } } | null }
    | { __typename: 'ClaimConflict', attemptId: string, agentId: string, expiresAt: string, code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpEndMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type HttpEndMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess', assignment: { state: AssignmentState }, attempt: { outcome: AttemptOutcome | null } | null }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpRecoverMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type HttpRecoverMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'ClaimNotExpired', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RecoverExpiredClaimSuccess', assignment: { state: AssignmentState }, attempt: { outcome: AttemptOutcome | null } | null }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpAppendEventMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type HttpAppendEventMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess', event: { seq: number } }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type HttpAssignmentQueryVariables = Exact<{
  id: string;
}>;


export type HttpAssignmentQuery = { assignment: { id: string, state: AssignmentState, title: string | null, goalEntity: { mediaType: string, content: string }, activeClaim: { expiresAt: string, attempt: { id: string } } | null, outcomeEntity: { mediaType: string, content: string, sha256: string, generatedByAttemptId: string | null } | null, attempts: { edges: Array<{ node: { id: string, outcome: AttemptOutcome | null, configurationVersion: number, failureReason: string | null, agent: { id: string, displayName: string }, endedBy: { id: string } | null, recordedBy: { id: string }, outcomeEntity: { content: string } | null, events: { edges: Array<{ node: { seq: number, kind: string, actorId: string } }> } } }> } } | null };

export type HttpEventsQueryVariables = Exact<{
  kinds?: Array<string> | string | null | undefined;
  assignmentId?: string | null | undefined;
  attemptId?: string | null | undefined;
}>;


export type HttpEventsQuery = { events: { edges: Array<{ node: { seq: number, kind: string, attemptId: string | null, payload: unknown } }> } };

export type HttpViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpViewerQuery = { viewer: { role: TokenRole, organization: { slug: string }, actor: { id: string } } };

export type IsoReadByIdQueryVariables = Exact<{
  assignment: string;
  attempt: string;
  agent: string;
  human: string;
  system: string;
  entity: string;
}>;


export type IsoReadByIdQuery = { assignment: { id: string, state: AssignmentState } | null, attempt: { id: string } | null, agent: { id: string } | null, human: { id: string } | null, system: { id: string } | null, entity: { id: string, content: string } | null };

export type IsoListsQueryVariables = Exact<{
  assignmentId?: string | null | undefined;
  attemptId?: string | null | undefined;
}>;


export type IsoListsQuery = { assignments: { edges: Array<{ node: { id: string, goalEntity: { id: string } } }> }, events: { edges: Array<{ node: { id: string, actorId: string, assignmentId: string | null, attemptId: string | null } }> }, byAssignment: { edges: Array<{ node: { id: string } }> }, byAttempt: { edges: Array<{ node: { id: string } }> }, actors: { edges: Array<{ node: { id: string } }> }, agents: { edges: Array<{ node: { id: string } }> } };

export type IsoViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type IsoViewerQuery = { viewer: { role: TokenRole, organization: { id: string, slug: string }, actor: { id: string } } };

export type IsoClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type IsoClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess' }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoEndMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type IsoEndMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess' }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoRecoverMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type IsoRecoverMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'ClaimNotExpired', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RecoverExpiredClaimSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoAppendMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type IsoAppendMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess' }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoCreateEntityMutationVariables = Exact<{
  input: CreateEntityInput;
}>;


export type IsoCreateEntityMutation = { createEntity:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CreateEntitySuccess' }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type IsoCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess' }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoPublishMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type IsoPublishMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess' }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoDeactivateMutationVariables = Exact<{
  input: DeactivateActorInput;
}>;


export type IsoDeactivateMutation = { deactivateActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'DeactivateActorSuccess' }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type IsoCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type IsoCreateTokenMutation = { createApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'CreateApiTokenSuccess' }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type Lc2RegisterActorMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type Lc2RegisterActorMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RegisterActorSuccess', replayed: boolean, actor: { id: string, kind: ActorKind } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type Lc2PublishConfigurationMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type Lc2PublishConfigurationMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess', replayed: boolean, agentConfiguration: { version: number, configuration: unknown } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type Lc2CreateEntityMutationVariables = Exact<{
  input: CreateEntityInput;
}>;


export type Lc2CreateEntityMutation = { createEntity:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CreateEntitySuccess', replayed: boolean, entity: { id: string, content: string } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type Lc2CreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type Lc2CreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', reason: StaleReason, pendingSeq: number | null, code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', replayed: boolean, assignment: { id: string, state: AssignmentState, goalEntity: { id: string } } }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type Lc2ClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type Lc2ClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', reason: StaleReason, pendingSeq: number | null, code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess', replayed: boolean, assignment: { state: AssignmentState, lastAppliedSeq: number }, attempt: { id: string, claimExpiresAt: string } | null }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type Lc2EndMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type Lc2EndMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess', replayed: boolean, assignment: { state: AssignmentState }, attempt: { outcome: AttemptOutcome | null, outcomeEntity: { id: string } | null } | null }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type Lc2RecoverMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type Lc2RecoverMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string }
    | { __typename: 'ActorNotFound', code: string }
    | { __typename: 'ActorStateStale', code: string }
    | { __typename: 'AssignmentNotFound', code: string }
    | { __typename: 'AssignmentStateStale', code: string }
    | { __typename: 'AttemptNotActive', code: string }
    | { __typename: 'ClaimNotExpired', code: string }
    | { __typename: 'Forbidden', code: string }
    | { __typename: 'IdentityConflict', code: string }
    | { __typename: 'RecoverExpiredClaimSuccess', replayed: boolean, attempt: { outcome: AttemptOutcome | null } | null }
    | { __typename: 'ValidationError', code: string }
   };

export type Lc2AppendEventMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type Lc2AppendEventMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess', replayed: boolean, event: { id: string, seq: number, actorId: string } }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type Lc2RebuildMutationVariables = Exact<{
  input: RebuildProjectionInput;
}>;


export type Lc2RebuildMutation = { rebuildProjection:
    | { __typename: 'ActorNotActive', code: string }
    | { __typename: 'ActorNotFound', code: string }
    | { __typename: 'ActorStateStale', code: string }
    | { __typename: 'Forbidden', code: string }
    | { __typename: 'IdentityConflict', code: string }
    | { __typename: 'RebuildProjectionSuccess', lastAppliedSeq: number }
    | { __typename: 'ValidationError', code: string }
   };

export type Lc2AssignmentQueryVariables = Exact<{
  id: string;
}>;


export type Lc2AssignmentQuery = { assignment: { id: string, state: AssignmentState, lastAppliedSeq: number, activeClaim: { attempt: { id: string } } | null, goalEntity: { id: string } } | null };

export type Lc2AttemptQueryVariables = Exact<{
  id: string;
}>;


export type Lc2AttemptQuery = { attempt: { id: string, outcome: AttemptOutcome | null, events: { edges: Array<{ node: { kind: string, actorId: string } }> } } | null };

export type Lc2OthersQueryVariables = Exact<{
  assignmentId: string;
  attemptId: string;
  entityId: string;
  actorId: string;
}>;


export type Lc2OthersQuery = { assignment: { id: string } | null, attempt: { id: string } | null, entity: { id: string } | null, actor: { id: string } | null, events: { edges: Array<{ node: { id: string } }> } };

export type Lc2HeadQueryVariables = Exact<{
  afterSeq?: number | null | undefined;
}>;


export type Lc2HeadQuery = { events: { edges: Array<{ node: { seq: number, kind: string } }> } };

export type LcRegisterActorMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type LcRegisterActorMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RegisterActorSuccess', actor: { id: string } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcPublishConfigurationMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type LcPublishConfigurationMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess', agentConfiguration: { version: number } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcCreateEntityMutationVariables = Exact<{
  input: CreateEntityInput;
}>;


export type LcCreateEntityMutation = { createEntity:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CreateEntitySuccess', entity: { id: string, sha256: string } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type LcCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', assignment: { id: string, state: AssignmentState, title: string | null, activeClaim: { expiresAt: string } | null, createdBy: { id: string }, goalEntity: { id: string, sha256: string } } }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type LcClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess', replayed: boolean, assignment: { state: AssignmentState, activeClaim: { expiresAt: string } | null }, attempt: { id: string } | null }
    | { __typename: 'ClaimConflict', attemptId: string, agentId: string, expiresAt: string, code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcEndMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type LcEndMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess', assignment: { state: AssignmentState, completedAt: string | null, activeClaim: { expiresAt: string } | null, outcomeEntity: { id: string } | null }, attempt: { id: string, outcome: AttemptOutcome | null, failureReason: string | null, endedBy: { id: string } | null, outcomeEntity: { id: string, content: string, mediaType: string, sha256: string, generatedByAttemptId: string | null } | null } | null }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcRecoverMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type LcRecoverMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', activeAttemptId: string | null, code: string, message: string, notActiveAttemptId: string | null }
    | { __typename: 'ClaimNotExpired', attemptId: string, expiresAt: string, code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RecoverExpiredClaimSuccess', assignment: { state: AssignmentState, activeClaim: { expiresAt: string } | null }, attempt: { id: string, outcome: AttemptOutcome | null, endedBy: { id: string } | null } | null }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcAppendEventMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type LcAppendEventMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess' }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'AttemptRequired', code: string, message: string }
    | { __typename: 'ContinuedCallNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'GuardedEventKind', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'UnknownEventKind', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcRebuildMutationVariables = Exact<{
  input: RebuildProjectionInput;
}>;


export type LcRebuildMutation = { rebuildProjection:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RebuildProjectionSuccess', projection: ProjectionName, batches: number, applied: number, lastAppliedSeq: number }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LcAssignmentQueryVariables = Exact<{
  id: string;
}>;


export type LcAssignmentQuery = { assignment: { id: string, state: AssignmentState, title: string | null, lastAppliedSeq: number, completedAt: string | null, attemptCount: number, createdBy: { id: string }, goalEntity: { id: string, sha256: string }, activeClaim: { configurationVersion: number, expiresAt: string, attempt: { id: string }, agent: { id: string } } | null, outcomeEntity: { id: string, content: string, sha256: string, generatedByAttemptId: string | null } | null, attempts: { edges: Array<{ node: { id: string, outcome: AttemptOutcome | null, failureReason: string | null, configurationVersion: number, claimExpiresAt: string, agent: { id: string }, endedBy: { id: string } | null, outcomeEntity: { id: string } | null } }> } } | null };

export type LcEventsQueryVariables = Exact<{
  kinds?: Array<string> | string | null | undefined;
  assignmentId?: string | null | undefined;
  attemptId?: string | null | undefined;
}>;


export type LcEventsQuery = { events: { edges: Array<{ node: { id: string, seq: number, kind: string, payload: unknown, actorId: string, attemptId: string | null, followsEventId: string | null, recordedBy: { id: string } | null } }> } };

export type ScaleFollowSubscriptionVariables = Exact<{
  afterSeq?: number | null | undefined;
  kinds?: Array<string> | string | null | undefined;
}>;


export type ScaleFollowSubscription = { ledgerEvents: { seq: number, kind: string } };

export type ScaleFollowPayloadsSubscriptionVariables = Exact<{
  afterSeq?: number | null | undefined;
}>;


export type ScaleFollowPayloadsSubscription = { ledgerEvents: { seq: number, payload: unknown } };

export type ScaleCreateMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type ScaleCreateMutation = { createAssignment:
    | { __typename: 'ActorNotActive' }
    | { __typename: 'ActorNotFound' }
    | { __typename: 'ActorStateStale' }
    | { __typename: 'AssignmentStateStale' }
    | { __typename: 'CreateAssignmentSuccess' }
    | { __typename: 'CrossOrganizationReference' }
    | { __typename: 'EntityNotFound' }
    | { __typename: 'Forbidden' }
    | { __typename: 'IdentityConflict' }
    | { __typename: 'ValidationError' }
   };

export type ScaleActorsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ScaleActorsSubscription = { ledgerEvents: { seq: number, actor: { displayName: string } | null } };

export type ScaleWatchSubscriptionVariables = Exact<{
  id: string;
}>;


export type ScaleWatchSubscription = { assignmentChanged: { id: string, state: AssignmentState } };

export type LiveLedgerSubscriptionVariables = Exact<{
  afterSeq?: number | null | undefined;
  kinds?: Array<string> | string | null | undefined;
  assignmentId?: string | null | undefined;
}>;


export type LiveLedgerSubscription = { ledgerEvents: { seq: number, kind: string, id: string, payload: unknown } };

export type LiveAssignmentSubscriptionVariables = Exact<{
  id: string;
}>;


export type LiveAssignmentSubscription = { assignmentChanged: { id: string, state: AssignmentState, activeClaim: { attempt: { id: string } } | null } };

export type LivePagedQueryVariables = Exact<{
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type LivePagedQuery = { events: { edges: Array<{ node: { seq: number, kind: string, id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type LiveVerifyQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveVerifyQuery = { verifyLedger: { ok: boolean, eventsChecked: number, firstBroken: { seq: number, eventId: string | null, reason: string } | null } };

export type LiveLateEvidenceMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type LiveLateEvidenceMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string }
    | { __typename: 'ActorNotFound', code: string }
    | { __typename: 'ActorStateStale', code: string }
    | { __typename: 'AppendEventSuccess' }
    | { __typename: 'AssignmentNotFound', code: string }
    | { __typename: 'AssignmentStateStale', code: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string }
    | { __typename: 'AttemptNotOwned', code: string }
    | { __typename: 'AttemptRequired', code: string }
    | { __typename: 'ContinuedCallNotFound', code: string }
    | { __typename: 'Forbidden', code: string }
    | { __typename: 'GuardedEventKind', code: string }
    | { __typename: 'IdentityConflict', code: string }
    | { __typename: 'UnknownEventKind', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type LiveInteractionsQueryVariables = Exact<{
  id: string;
}>;


export type LiveInteractionsQuery = { attempt: { outcome: AttemptOutcome | null, interactions: { edges: Array<{ node: { kind: InteractionKind, callId: string, pending: boolean, request: { seq: number, kind: string, payload: unknown } | null, response: { seq: number, kind: string, payload: unknown } | null } }> }, events: { edges: Array<{ node: { seq: number, kind: string } }> } } | null };

export type PrClaimMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type PrClaimMutation = { claimAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimAssignmentSuccess' }
    | { __typename: 'ClaimConflict', code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type PrReadAssignmentQueryVariables = Exact<{
  id: string;
}>;


export type PrReadAssignmentQuery = { assignment: { id: string } | null };

export type PrPageAssignmentsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type PrPageAssignmentsQuery = { assignments: { edges: Array<{ cursor: string }> } };

export type PrPageEventsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type PrPageEventsQuery = { events: { edges: Array<{ node: { id: string } }> } };

export type RlLedgerSubscriptionVariables = Exact<{
  afterSeq?: number | null | undefined;
}>;


export type RlLedgerSubscription = { ledgerEvents: { seq: number } };

export type ListAssignmentsDeepQueryVariables = Exact<{
  first: number;
}>;


export type ListAssignmentsDeepQuery = { assignments: { edges: Array<{ node: { id: string, state: AssignmentState, goalEntity: { id: string, mediaType: string, content: string }, createdBy: { displayName: string }, activeClaim: { expiresAt: string, agent: { id: string, displayName: string, configurations: { edges: Array<{ node: { version: number } }> } }, attempt: { id: string, startedAt: string } } | null, attempts: { edges: Array<{ node: { id: string, outcome: AttemptOutcome | null, agent: { displayName: string }, endedBy: { id: string } | null, assignment: { id: string } | null, events: { edges: Array<{ node: { seq: number, kind: string } }>, pageInfo: { hasNextPage: boolean } }, interactions: { edges: Array<{ node: { callId: string, pending: boolean } }> } } }> } } }> } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { role: TokenRole, organization: { slug: string }, actor: { displayName: string } } };

export type TkCreateMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type TkCreateMutation = { createApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'CreateApiTokenSuccess', token: string, apiToken: { id: string, role: TokenRole, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null, createdBy: { id: string } } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type TkRevokeMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type TkRevokeMutation = { revokeApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ApiTokenNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RevokeApiTokenSuccess', replayed: boolean, apiToken: { id: string, revokedAt: string | null, revokedBy: { id: string } | null } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type TkListQueryVariables = Exact<{
  actorId?: string | null | undefined;
}>;


export type TkListQuery = { apiTokens: { edges: Array<{ node: { id: string, role: TokenRole, label: string | null, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null, actor: { id: string } } }> } };

export type TkViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type TkViewerQuery = { viewer: { role: TokenRole, actor: { id: string } } };


export const AuRateLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuRateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}}]}}]} as unknown as DocumentNode<AuRateLimitQuery, AuRateLimitQueryVariables>;
export const AuViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<AuViewerQuery, AuViewerQueryVariables>;
export const AuAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AuAssignmentQuery, AuAssignmentQueryVariables>;
export const AuAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuAssignmentsQuery, AuAssignmentsQueryVariables>;
export const AuAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AuAttemptQuery, AuAttemptQueryVariables>;
export const AuActorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuActor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AuActorQuery, AuActorQueryVariables>;
export const AuActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"AI_AGENT"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuActorsQuery, AuActorsQueryVariables>;
export const AuEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AuEntityQuery, AuEntityQueryVariables>;
export const AuEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuEventsQuery, AuEventsQueryVariables>;
export const AuProjectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuProjections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dirty"}}]}}]}}]} as unknown as DocumentNode<AuProjectionsQuery, AuProjectionsQueryVariables>;
export const AuVerifyLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuVerifyLedger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyLedger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<AuVerifyLedgerQuery, AuVerifyLedgerQueryVariables>;
export const AuApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuApiTokensQuery, AuApiTokensQueryVariables>;
export const AuRevokeTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuRevokeToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuRevokeTokenMutation, AuRevokeTokenMutationVariables>;
export const AuRebuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuRebuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RebuildProjectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rebuildProjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuRebuildMutation, AuRebuildMutationVariables>;
export const AuMarkDirtyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuMarkDirty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkProjectionDirtyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markProjectionDirty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuMarkDirtyMutation, AuMarkDirtyMutationVariables>;
export const AuRecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuRecover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExpiredClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuRecoverMutation, AuRecoverMutationVariables>;
export const AuCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuCreateTokenMutation, AuCreateTokenMutationVariables>;
export const AuClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuClaimMutation, AuClaimMutationVariables>;
export const AuEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuEndMutation, AuEndMutationVariables>;
export const AuAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuAppendMutation, AuAppendMutationVariables>;
export const AuCreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuCreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuCreateAssignmentMutation, AuCreateAssignmentMutationVariables>;
export const AuRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuRegisterMutation, AuRegisterMutationVariables>;
export const AuDeactivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuDeactivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuDeactivateMutation, AuDeactivateMutationVariables>;
export const AuPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAgentConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuPublishMutation, AuPublishMutationVariables>;
export const AuCreateEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuCreateEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuCreateEntityMutation, AuCreateEntityMutationVariables>;
export const AuClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuClaimsMutation, AuClaimsMutationVariables>;
export const AuEndsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuEnds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuEndsMutation, AuEndsMutationVariables>;
export const AuAppendsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuAppends"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuAppendsMutation, AuAppendsMutationVariables>;
export const AuCreateEntitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuCreateEntities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntitiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEntities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntitiesSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuCreateEntitiesMutation, AuCreateEntitiesMutationVariables>;
export const AuCreateAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuCreateAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuCreateAssignmentsMutation, AuCreateAssignmentsMutationVariables>;
export const AuRenewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuRenew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuRenewMutation, AuRenewMutationVariables>;
export const AuCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuCancelMutation, AuCancelMutationVariables>;
export const AuReopenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuReopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuReopenMutation, AuReopenMutationVariables>;
export const AuReconcileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuReconcile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReconcileAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconcileAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AuReconcileMutation, AuReconcileMutationVariables>;
export const AvAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimable"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"nextActions"}},{"kind":"Field","name":{"kind":"Name","value":"staleProjection"}}]}}]}}]}}]} as unknown as DocumentNode<AvAvailabilityQuery, AvAvailabilityQueryVariables>;
export const AvClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AvClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AvClaimMutation, AvClaimMutationVariables>;
export const BaCreateAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BaCreateAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BaCreateAssignmentsMutation, BaCreateAssignmentsMutationVariables>;
export const BaClaimAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BaClaimAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BaClaimAssignmentsMutation, BaClaimAssignmentsMutationVariables>;
export const BaEndAttemptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BaEndAttempts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BaEndAttemptsMutation, BaEndAttemptsMutationVariables>;
export const BaAppendEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BaAppendEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BaAppendEventsMutation, BaAppendEventsMutationVariables>;
export const BaCreateEntitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BaCreateEntities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntitiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEntities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntitiesSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByAttemptId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BaCreateEntitiesMutation, BaCreateEntitiesMutationVariables>;
export const CnEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CnEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CnEventsQuery, CnEventsQueryVariables>;
export const CnTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CnTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CnTokensQuery, CnTokensQueryVariables>;
export const CnAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CnAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"interactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CnAttemptQuery, CnAttemptQueryVariables>;
export const CnCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CnCreateMutation, CnCreateMutationVariables>;
export const CnEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payloadVersion"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CnEndMutation, CnEndMutationVariables>;
export const CnRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CnRegisterMutation, CnRegisterMutationVariables>;
export const CnTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CnTokenMutation, CnTokenMutationVariables>;
export const CnAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CnAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CnAssignmentsQuery, CnAssignmentsQueryVariables>;
export const CnActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CnActors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActorKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CnActorsQuery, CnActorsQueryVariables>;
export const CnActorsWithConfigurationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CnActorsWithConfigurations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"AI_AGENT"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"latestConfigurationVersion"}},{"kind":"Field","name":{"kind":"Name","value":"configurations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CnActorsWithConfigurationsQuery, CnActorsWithConfigurationsQueryVariables>;
export const CnClaimThenEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnClaimThenEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claim"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claim"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CnClaimThenEndMutation, CnClaimThenEndMutationVariables>;
export const CnCancelThenReopenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnCancelThenReopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reopen"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"nextActions"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reopen"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimable"}},{"kind":"Field","name":{"kind":"Name","value":"nextActions"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CnCancelThenReopenMutation, CnCancelThenReopenMutationVariables>;
export const CnCreateAnsweringDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnCreateAnswering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"StringValue","value":"bm90LW91cnM","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CnCreateAnsweringMutation, CnCreateAnsweringMutationVariables>;
export const CnRenewAnsweringDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnRenewAnswering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewClaimInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenewClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CnRenewAnsweringMutation, CnRenewAnsweringMutationVariables>;
export const CnRenewReadingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CnRenewReading"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenewClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CnRenewReadingMutation, CnRenewReadingMutationVariables>;
export const ConsoleTestCreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestCreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestCreateAssignmentMutation, ConsoleTestCreateAssignmentMutationVariables>;
export const ConsoleTestRegisterActorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestRegisterActor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestRegisterActorMutation, ConsoleTestRegisterActorMutationVariables>;
export const ConsoleTestPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAgentConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestPublishMutation, ConsoleTestPublishMutationVariables>;
export const ConsoleTestAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestAppendMutation, ConsoleTestAppendMutationVariables>;
export const ConsoleTestRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestRevokeMutation, ConsoleTestRevokeMutationVariables>;
export const ConsoleTestClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestClaimMutation, ConsoleTestClaimMutationVariables>;
export const ConsoleTestRecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestRecover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExpiredClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredCallIds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestRecoverMutation, ConsoleTestRecoverMutationVariables>;
export const ConsoleTestCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleTestCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTestCancelMutation, ConsoleTestCancelMutationVariables>;
export const DcRenewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcRenew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RenewClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimExpired"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"notActiveAttemptId"},"name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcRenewMutation, DcRenewMutationVariables>;
export const DcCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unansweredCallIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcCancelMutation, DcCancelMutationVariables>;
export const DcReopenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcReopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptUncertain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcReopenMutation, DcReopenMutationVariables>;
export const DcReconcileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcReconcile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReconcileAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconcileAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconcileAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredCallIds"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByAttemptId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reconciledAt"}},{"kind":"Field","name":{"kind":"Name","value":"reconciledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callIds"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"effect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByAttemptId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotUncertain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncertainAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mismatch"}},{"kind":"Field","name":{"kind":"Name","value":"receiptIndex"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcReconcileMutation, DcReconcileMutationVariables>;
export const DcClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentUncertain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertainAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcClaimMutation, DcClaimMutationVariables>;
export const DcRecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcRecover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExpiredClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredCallIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payloadVersion"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcRecoverMutation, DcRecoverMutationVariables>;
export const DcAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payloadVersion"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcAppendMutation, DcAppendMutationVariables>;
export const DcMarkDirtyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DcMarkDirty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkProjectionDirtyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markProjectionDirty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DcMarkDirtyMutation, DcMarkDirtyMutationVariables>;
export const DcAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DcAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimable"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"nextActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"uncertainAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredCallIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredCallIds"}},{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DcAssignmentQuery, DcAssignmentQueryVariables>;
export const DcAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DcAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"unansweredCallIds"}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callIds"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reconciledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]}}]} as unknown as DocumentNode<DcAttemptQuery, DcAttemptQueryVariables>;
export const DcListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DcList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"states"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentState"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimExpired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"states"},"value":{"kind":"Variable","name":{"kind":"Name","value":"states"}}},{"kind":"Argument","name":{"kind":"Name","value":"claimExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimExpired"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DcListQuery, DcListQueryVariables>;
export const DcListPlainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DcListPlain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DcListPlainQuery, DcListPlainQueryVariables>;
export const DcListAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DcListAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimable"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"nextActions"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DcListAvailabilityQuery, DcListAvailabilityQueryVariables>;
export const EvAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EvAppendMutation, EvAppendMutationVariables>;
export const EvReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"max"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"payloadVersion"}},{"kind":"Field","name":{"kind":"Name","value":"storedPayloadVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxContentBytes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"max"}}}]},{"kind":"Field","name":{"kind":"Name","value":"storedPayload"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"llm.request","block":false}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"storedPayload"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EvReadQuery, EvReadQueryVariables>;
export const EvAppendCutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvAppendCut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"max"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxContentBytes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"max"}}}]}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EvAppendCutMutation, EvAppendCutMutationVariables>;
export const EvAppendSeqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EvAppendSeq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"payloadVersion"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EvAppendSeqMutation, EvAppendSeqMutationVariables>;
export const EvLongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvLong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"max"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxContentBytes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"max"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<EvLongQuery, EvLongQueryVariables>;
export const EvChainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvChain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"storedPayloadVersion"}},{"kind":"Field","name":{"kind":"Name","value":"storedPayload"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"followsEventId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAtExact"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EvChainQuery, EvChainQueryVariables>;
export const EvCostlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvCostly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"max"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxContentBytes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"max"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<EvCostlyQuery, EvCostlyQueryVariables>;
export const EbCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EbCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EbCreateMutation, EbCreateMutationVariables>;
export const EbClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EbClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EbClaimMutation, EbClaimMutationVariables>;
export const EbCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EbCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EbCancelMutation, EbCancelMutationVariables>;
export const EbReopenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EbReopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EbReopenMutation, EbReopenMutationVariables>;
export const EbEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EbEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotOwned"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EbEndMutation, EbEndMutationVariables>;
export const EbAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EbAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EbAppendMutation, EbAppendMutationVariables>;
export const EbAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EbAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimable"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"nextActions"}},{"kind":"Field","name":{"kind":"Name","value":"staleProjection"}}]}}]}}]}}]} as unknown as DocumentNode<EbAvailabilityQuery, EbAvailabilityQueryVariables>;
export const GraphiqlCreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GraphiqlCreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GraphiqlCreateAssignmentMutation, GraphiqlCreateAssignmentMutationVariables>;
export const HttpRegisterActorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HttpRegisterActor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HttpRegisterActorMutation, HttpRegisterActorMutationVariables>;
export const HttpPublishConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HttpPublishConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAgentConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HttpPublishConfigurationMutation, HttpPublishConfigurationMutationVariables>;
export const HttpCreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HttpCreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HttpCreateAssignmentMutation, HttpCreateAssignmentMutationVariables>;
export const HttpClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HttpClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HttpClaimMutation, HttpClaimMutationVariables>;
export const HttpEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HttpEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HttpEndMutation, HttpEndMutationVariables>;
export const HttpRecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HttpRecover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExpiredClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HttpRecoverMutation, HttpRecoverMutationVariables>;
export const HttpAppendEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HttpAppendEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HttpAppendEventMutation, HttpAppendEventMutationVariables>;
export const HttpAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HttpAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByAttemptId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"configurationVersion"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<HttpAssignmentQuery, HttpAssignmentQueryVariables>;
export const HttpEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HttpEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HttpEventsQuery, HttpEventsQueryVariables>;
export const HttpViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HttpViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<HttpViewerQuery, HttpViewerQueryVariables>;
export const IsoReadByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoReadById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attempt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"human"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attempt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"agent"},"name":{"kind":"Name","value":"actor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"human"},"name":{"kind":"Name","value":"actor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"human"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"system"},"name":{"kind":"Name","value":"actor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<IsoReadByIdQuery, IsoReadByIdQueryVariables>;
export const IsoListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"byAssignment"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"byAttempt"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"agents"},"name":{"kind":"Name","value":"actors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"AI_AGENT"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IsoListsQuery, IsoListsQueryVariables>;
export const IsoViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<IsoViewerQuery, IsoViewerQueryVariables>;
export const IsoClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoClaimMutation, IsoClaimMutationVariables>;
export const IsoEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoEndMutation, IsoEndMutationVariables>;
export const IsoRecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoRecover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExpiredClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoRecoverMutation, IsoRecoverMutationVariables>;
export const IsoAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoAppendMutation, IsoAppendMutationVariables>;
export const IsoCreateEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoCreateEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoCreateEntityMutation, IsoCreateEntityMutationVariables>;
export const IsoCreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoCreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoCreateAssignmentMutation, IsoCreateAssignmentMutationVariables>;
export const IsoPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAgentConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoPublishMutation, IsoPublishMutationVariables>;
export const IsoDeactivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoDeactivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoDeactivateMutation, IsoDeactivateMutationVariables>;
export const IsoCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IsoCreateTokenMutation, IsoCreateTokenMutationVariables>;
export const Lc2RegisterActorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2RegisterActor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2RegisterActorMutation, Lc2RegisterActorMutationVariables>;
export const Lc2PublishConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2PublishConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAgentConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"agentConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"configuration"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2PublishConfigurationMutation, Lc2PublishConfigurationMutationVariables>;
export const Lc2CreateEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2CreateEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2CreateEntityMutation, Lc2CreateEntityMutationVariables>;
export const Lc2CreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2CreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentStateStale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"pendingSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2CreateAssignmentMutation, Lc2CreateAssignmentMutationVariables>;
export const Lc2ClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2Claim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastAppliedSeq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentStateStale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"pendingSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2ClaimMutation, Lc2ClaimMutationVariables>;
export const Lc2EndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2End"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2EndMutation, Lc2EndMutationVariables>;
export const Lc2RecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2Recover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExpiredClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2RecoverMutation, Lc2RecoverMutationVariables>;
export const Lc2AppendEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2AppendEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2AppendEventMutation, Lc2AppendEventMutationVariables>;
export const Lc2RebuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Lc2Rebuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RebuildProjectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rebuildProjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RebuildProjectionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastAppliedSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2RebuildMutation, Lc2RebuildMutationVariables>;
export const Lc2AssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lc2Assignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastAppliedSeq"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<Lc2AssignmentQuery, Lc2AssignmentQueryVariables>;
export const Lc2AttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lc2Attempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<Lc2AttemptQuery, Lc2AttemptQueryVariables>;
export const Lc2OthersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lc2Others"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<Lc2OthersQuery, Lc2OthersQueryVariables>;
export const Lc2HeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lc2Head"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]} as unknown as DocumentNode<Lc2HeadQuery, Lc2HeadQueryVariables>;
export const LcRegisterActorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcRegisterActor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterActorSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcRegisterActorMutation, LcRegisterActorMutationVariables>;
export const LcPublishConfigurationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcPublishConfiguration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishAgentConfiguration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAgentConfigurationSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcPublishConfigurationMutation, LcPublishConfigurationMutationVariables>;
export const LcCreateEntityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcCreateEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEntitySuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcCreateEntityMutation, LcCreateEntityMutationVariables>;
export const LcCreateAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcCreateAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcCreateAssignmentMutation, LcCreateAssignmentMutationVariables>;
export const LcClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcClaimMutation, LcClaimMutationVariables>;
export const LcEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EndAttemptSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByAttemptId"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcEndMutation, LcEndMutationVariables>;
export const LcRecoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcRecover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverExpiredClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverExpiredClaimSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimNotExpired"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"notActiveAttemptId"},"name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcRecoverMutation, LcRecoverMutationVariables>;
export const LcAppendEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcAppendEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcAppendEventMutation, LcAppendEventMutationVariables>;
export const LcRebuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LcRebuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RebuildProjectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rebuildProjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RebuildProjectionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projection"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"lastAppliedSeq"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LcRebuildMutation, LcRebuildMutationVariables>;
export const LcAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lastAppliedSeq"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"configurationVersion"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByAttemptId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"configurationVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomeEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LcAssignmentQuery, LcAssignmentQueryVariables>;
export const LcEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LcEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"followsEventId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LcEventsQuery, LcEventsQueryVariables>;
export const ScaleFollowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScaleFollow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ScaleFollowSubscription, ScaleFollowSubscriptionVariables>;
export const ScaleFollowPayloadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScaleFollowPayloads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]} as unknown as DocumentNode<ScaleFollowPayloadsSubscription, ScaleFollowPayloadsSubscriptionVariables>;
export const ScaleCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScaleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ScaleCreateMutation, ScaleCreateMutationVariables>;
export const ScaleActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScaleActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<ScaleActorsSubscription, ScaleActorsSubscriptionVariables>;
export const ScaleWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScaleWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ScaleWatchSubscription, ScaleWatchSubscriptionVariables>;
export const LiveLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]} as unknown as DocumentNode<LiveLedgerSubscription, LiveLedgerSubscriptionVariables>;
export const LiveAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiveAssignmentSubscription, LiveAssignmentSubscriptionVariables>;
export const LivePagedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LivePaged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<LivePagedQuery, LivePagedQueryVariables>;
export const LiveVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveVerify"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyLedger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"eventsChecked"}},{"kind":"Field","name":{"kind":"Name","value":"firstBroken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<LiveVerifyQuery, LiveVerifyQueryVariables>;
export const LiveLateEvidenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveLateEvidence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptNotActive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"activeAttemptId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<LiveLateEvidenceMutation, LiveLateEvidenceMutationVariables>;
export const LiveInteractionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveInteractions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"interactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}},{"kind":"Field","name":{"kind":"Name","value":"response"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiveInteractionsQuery, LiveInteractionsQueryVariables>;
export const PrClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PrClaimMutation, PrClaimMutationVariables>;
export const PrReadAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrReadAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PrReadAssignmentQuery, PrReadAssignmentQueryVariables>;
export const PrPageAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrPageAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]} as unknown as DocumentNode<PrPageAssignmentsQuery, PrPageAssignmentsQueryVariables>;
export const PrPageEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrPageEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PrPageEventsQuery, PrPageEventsQueryVariables>;
export const RlLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RlLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSeq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSeq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]} as unknown as DocumentNode<RlLedgerSubscription, RlLedgerSubscriptionVariables>;
export const ListAssignmentsDeepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAssignmentsDeep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"goalEntity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"configurations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"endedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"interactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListAssignmentsDeepQuery, ListAssignmentsDeepQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const TkCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TkCreateMutation, TkCreateMutationVariables>;
export const TkRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TkRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TkRevokeMutation, TkRevokeMutationVariables>;
export const TkListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TkList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TkListQuery, TkListQueryVariables>;
export const TkViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TkViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TkViewerQuery, TkViewerQueryVariables>;