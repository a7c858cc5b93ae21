/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** The Actor to deactivate. */
export type DeactivateActorInput = {
  /** The Actor; the organization’s own System Actor cannot be deactivated. */
  actorId: string;
  /** The id of its actor.deactivated event; choose it for safe retries, or leave it out. */
  eventId?: string | null | undefined;
};

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

export type ConsoleViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleViewerQuery = { viewer: { role: TokenRole, organization: { id: string, slug: string }, actor: { id: string, displayName: string, kind: ActorKind } }, events: { edges: Array<{ node: { seq: number } }> } };

export type ConsoleAssignmentRowFragment = { id: string, title: string | null, state: AssignmentState, attemptCount: number, createdAt: string, updatedAt: string, activeClaim: { expiresAt: string, agent: { id: string, displayName: string } } | null, latestAttempt: { edges: Array<{ node: { id: string, agent: { displayName: string } } }> }, availability: { claimable: boolean, reason: AvailabilityReason, explanation: string, nextActions: Array<string>, until: string | null, attemptId: string | null } };

export type ConsoleAssignmentsQueryVariables = Exact<{
  last: number;
  before?: string | null | undefined;
  states?: Array<AssignmentState> | AssignmentState | null | undefined;
  claimExpired?: boolean | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleAssignmentsQuery = { assignments: { edges: Array<{ node: { id: string, title: string | null, state: AssignmentState, attemptCount: number, createdAt: string, updatedAt: string, activeClaim: { expiresAt: string, agent: { id: string, displayName: string } } | null, latestAttempt: { edges: Array<{ node: { id: string, agent: { displayName: string } } }> }, availability: { claimable: boolean, reason: AvailabilityReason, explanation: string, nextActions: Array<string>, until: string | null, attemptId: string | null } } }>, pageInfo: { hasPreviousPage: boolean, startCursor: string | null } } };

export type ConsoleAssignmentRowByIdQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleAssignmentRowByIdQuery = { assignment: { id: string, title: string | null, state: AssignmentState, attemptCount: number, createdAt: string, updatedAt: string, activeClaim: { expiresAt: string, agent: { id: string, displayName: string } } | null, latestAttempt: { edges: Array<{ node: { id: string, agent: { displayName: string } } }> }, availability: { claimable: boolean, reason: AvailabilityReason, explanation: string, nextActions: Array<string>, until: string | null, attemptId: string | null } } | null };

export type ConsoleAssignmentQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleAssignmentQuery = { assignment: { completedAt: string | null, id: string, title: string | null, state: AssignmentState, attemptCount: number, createdAt: string, updatedAt: string, createdBy: { displayName: string }, goalEntity: { id: string, mediaType: string, content: string, byteSize: number, sha256: string }, outcomeEntity: { id: string, mediaType: string, content: string, byteSize: number, sha256: string } | null, cancellation: { cancelledAt: string, reason: string, cancelledBy: { displayName: string } } | null, uncertainAttempt: { id: string, unansweredCallIds: Array<string> } | null, effectedAttempt: { id: string } | null, attempts: { edges: Array<{ node: { id: string, configurationVersion: number, startedAt: string, claimExpiresAt: string, endedAt: string | null, outcome: AttemptOutcome | null, failureReason: string | null, unansweredCallIds: Array<string>, agent: { id: string, displayName: string }, endedBy: { displayName: string, kind: ActorKind } | null } }> }, activeClaim: { expiresAt: string, agent: { id: string, displayName: string } } | null, latestAttempt: { edges: Array<{ node: { id: string, agent: { displayName: string } } }> }, availability: { claimable: boolean, reason: AvailabilityReason, explanation: string, nextActions: Array<string>, until: string | null, attemptId: string | null } } | null };

export type ConsoleEntityFragment = { id: string, mediaType: string, content: string, byteSize: number, sha256: string };

export type ConsoleAttemptDetailQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleAttemptDetailQuery = { attempt: { id: string, outcomeEntity: { id: string, mediaType: string, content: string, byteSize: number, sha256: string } | null, reconciliation: { decision: ReconcileDecision, note: string | null, reconciledAt: string, reconciledBy: { displayName: string }, receipts: Array<{ callIds: Array<string>, producer: string | null, sha256: string, receipt: { id: string, mediaType: string, content: string, byteSize: number, sha256: string } }>, effect: { id: string, mediaType: string, content: string, byteSize: number, sha256: string } | null } | null, events: { edges: Array<{ node: { id: string, seq: number, kind: string, recordedAt: string, assignmentId: string | null, attemptId: string | null, payload: unknown, payloadVersion: number, storedPayloadVersion: number, actor: { displayName: string } | null } }>, pageInfo: { hasNextPage: boolean } } } | null };

export type ConsoleAttemptInteractionsQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleAttemptInteractionsQuery = { attempt: { id: string, interactions: { edges: Array<{ node: { callId: string, kind: InteractionKind, pending: boolean, request: { id: string } | null, response: { id: string } | null } }>, pageInfo: { hasNextPage: boolean } } } | null };

export type ConsoleAttemptToolCallsQueryVariables = Exact<{
  id: string;
  after?: string | null | undefined;
}>;


export type ConsoleAttemptToolCallsQuery = { attempt: { id: string, events: { edges: Array<{ node: { id: string, payload: unknown } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type ConsoleEventFragment = { id: string, seq: number, kind: string, recordedAt: string, assignmentId: string | null, attemptId: string | null, payload: unknown, payloadVersion: number, storedPayloadVersion: number, actor: { displayName: string } | null };

export type ConsoleEventPayloadQueryVariables = Exact<{
  afterSeq: number;
}>;


export type ConsoleEventPayloadQuery = { events: { edges: Array<{ node: { id: string, payload: unknown } }> } };

export type ConsoleEventsQueryVariables = Exact<{
  last: number;
  before?: string | null | undefined;
  kinds?: Array<string> | string | null | undefined;
}>;


export type ConsoleEventsQuery = { events: { edges: Array<{ node: { id: string, seq: number, kind: string, recordedAt: string, assignmentId: string | null, attemptId: string | null, payload: unknown, payloadVersion: number, storedPayloadVersion: number, actor: { displayName: string } | null } }>, pageInfo: { hasPreviousPage: boolean, startCursor: string | null } } };

export type ConsoleLedgerEventsSubscriptionVariables = Exact<{
  afterSeq?: number | null | undefined;
}>;


export type ConsoleLedgerEventsSubscription = { ledgerEvents: { id: string, seq: number, kind: string, recordedAt: string, assignmentId: string | null, attemptId: string | null, payload: unknown, payloadVersion: number, storedPayloadVersion: number, actor: { displayName: string } | null } };

export type ConsoleVerifyLedgerQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleVerifyLedgerQuery = { verifyLedger: { ok: boolean, eventsChecked: number, firstBroken: { seq: number, eventId: string | null, reason: string } | null } };

export type ConsoleProjectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleProjectionsQuery = { projections: Array<{ name: ProjectionName, version: number, lastAppliedSeq: number, dirty: boolean, dirtyReason: string | null, rebuilding: boolean }> };

export type ConsoleApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleApiTokensQuery = { apiTokens: { edges: Array<{ node: { id: string, label: string | null, role: TokenRole, createdAt: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null, actor: { id: string, displayName: string, kind: ActorKind } } }> } };

export type ConsoleActorsQueryVariables = Exact<{
  kind?: ActorKind | null | undefined;
  last: number;
  before?: string | null | undefined;
}>;


export type ConsoleActorsQuery = { actors: { edges: Array<{ node: { id: string, displayName: string, kind: ActorKind, status: ActorStatus, latestConfigurationVersion: number | null } }>, pageInfo: { hasPreviousPage: boolean, startCursor: string | null } } };

export type ConsoleCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type ConsoleCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', assignment: { id: string } }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

type ConsoleRefusal_ActorNotActive_Fragment = { code: string, message: string };

type ConsoleRefusal_ActorNotActiveAgent_Fragment = { code: string, message: string };

type ConsoleRefusal_ActorNotFound_Fragment = { code: string, message: string };

type ConsoleRefusal_ActorStateStale_Fragment = { code: string, message: string };

type ConsoleRefusal_ApiTokenNotFound_Fragment = { code: string, message: string };

type ConsoleRefusal_AssignmentCancelled_Fragment = { code: string, message: string };

type ConsoleRefusal_AssignmentCompleted_Fragment = { code: string, message: string };

type ConsoleRefusal_AssignmentNotCancelled_Fragment = { code: string, message: string };

type ConsoleRefusal_AssignmentNotFound_Fragment = { code: string, message: string };

type ConsoleRefusal_AssignmentStateStale_Fragment = { code: string, message: string };

type ConsoleRefusal_AssignmentUncertain_Fragment = { code: string, message: string };

type ConsoleRefusal_AttemptNotActive_Fragment = { code: string, message: string };

type ConsoleRefusal_AttemptNotOwned_Fragment = { code: string, message: string };

type ConsoleRefusal_AttemptNotUncertain_Fragment = { code: string, message: string };

type ConsoleRefusal_AttemptRequired_Fragment = { code: string, message: string };

type ConsoleRefusal_AttemptUncertain_Fragment = { code: string, message: string };

type ConsoleRefusal_ClaimConflict_Fragment = { code: string, message: string };

type ConsoleRefusal_ClaimExpired_Fragment = { code: string, message: string };

type ConsoleRefusal_ClaimExpiryInvalid_Fragment = { code: string, message: string };

type ConsoleRefusal_ClaimNotExpired_Fragment = { code: string, message: string };

type ConsoleRefusal_ConfigurationVersionNotFound_Fragment = { code: string, message: string };

type ConsoleRefusal_ConfigurationVersionNotSequential_Fragment = { code: string, message: string };

type ConsoleRefusal_ContinuedCallNotFound_Fragment = { code: string, message: string };

type ConsoleRefusal_CrossOrganizationReference_Fragment = { code: string, message: string };

type ConsoleRefusal_EntityNotFound_Fragment = { code: string, message: string };

type ConsoleRefusal_Forbidden_Fragment = { code: string, message: string };

type ConsoleRefusal_GuardedEventKind_Fragment = { code: string, message: string };

type ConsoleRefusal_IdentityConflict_Fragment = { code: string, message: string };

type ConsoleRefusal_OutcomeInvalid_Fragment = { code: string, message: string };

type ConsoleRefusal_ReceiptRejected_Fragment = { code: string, message: string };

type ConsoleRefusal_UnknownEventKind_Fragment = { code: string, message: string };

type ConsoleRefusal_ValidationError_Fragment = { code: string, message: string, issues: Array<{ path: string, message: string }> };

export type ConsoleRefusalFragment =
  | ConsoleRefusal_ActorNotActive_Fragment
  | ConsoleRefusal_ActorNotActiveAgent_Fragment
  | ConsoleRefusal_ActorNotFound_Fragment
  | ConsoleRefusal_ActorStateStale_Fragment
  | ConsoleRefusal_ApiTokenNotFound_Fragment
  | ConsoleRefusal_AssignmentCancelled_Fragment
  | ConsoleRefusal_AssignmentCompleted_Fragment
  | ConsoleRefusal_AssignmentNotCancelled_Fragment
  | ConsoleRefusal_AssignmentNotFound_Fragment
  | ConsoleRefusal_AssignmentStateStale_Fragment
  | ConsoleRefusal_AssignmentUncertain_Fragment
  | ConsoleRefusal_AttemptNotActive_Fragment
  | ConsoleRefusal_AttemptNotOwned_Fragment
  | ConsoleRefusal_AttemptNotUncertain_Fragment
  | ConsoleRefusal_AttemptRequired_Fragment
  | ConsoleRefusal_AttemptUncertain_Fragment
  | ConsoleRefusal_ClaimConflict_Fragment
  | ConsoleRefusal_ClaimExpired_Fragment
  | ConsoleRefusal_ClaimExpiryInvalid_Fragment
  | ConsoleRefusal_ClaimNotExpired_Fragment
  | ConsoleRefusal_ConfigurationVersionNotFound_Fragment
  | ConsoleRefusal_ConfigurationVersionNotSequential_Fragment
  | ConsoleRefusal_ContinuedCallNotFound_Fragment
  | ConsoleRefusal_CrossOrganizationReference_Fragment
  | ConsoleRefusal_EntityNotFound_Fragment
  | ConsoleRefusal_Forbidden_Fragment
  | ConsoleRefusal_GuardedEventKind_Fragment
  | ConsoleRefusal_IdentityConflict_Fragment
  | ConsoleRefusal_OutcomeInvalid_Fragment
  | ConsoleRefusal_ReceiptRejected_Fragment
  | ConsoleRefusal_UnknownEventKind_Fragment
  | ConsoleRefusal_ValidationError_Fragment
;

export type ConsoleRegisterActorMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type ConsoleRegisterActorMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RegisterActorSuccess', actor: { id: string, displayName: string, kind: ActorKind } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsolePublishConfigurationMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type ConsolePublishConfigurationMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess', agentConfiguration: { version: number, agent: { displayName: string } } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleDeactivateActorMutationVariables = Exact<{
  input: DeactivateActorInput;
}>;


export type ConsoleDeactivateActorMutation = { deactivateActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'DeactivateActorSuccess', actor: { id: string, displayName: string, status: ActorStatus } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ConsoleCreateApiTokenMutation = { createApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'CreateApiTokenSuccess', token: string, apiToken: { id: string, role: TokenRole, label: string | null } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleRevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type ConsoleRevokeApiTokenMutation = { revokeApiToken:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ApiTokenNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RevokeApiTokenSuccess', apiToken: { id: string, revokedAt: string | null } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleRecoverExpiredClaimMutationVariables = Exact<{
  input: RecoverExpiredClaimInput;
}>;


export type ConsoleRecoverExpiredClaimMutation = { recoverExpiredClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', code: string, message: string }
    | { __typename: 'ClaimNotExpired', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RecoverExpiredClaimSuccess', assignment: { id: string, state: AssignmentState } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleRenewClaimMutationVariables = Exact<{
  input: RenewClaimInput;
}>;


export type ConsoleRenewClaimMutation = { renewClaim:
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
    | { __typename: 'RenewClaimSuccess', assignment: { id: string, state: AssignmentState } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleCancelAssignmentMutationVariables = Exact<{
  input: CancelAssignmentInput;
}>;


export type ConsoleCancelAssignmentMutation = { cancelAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CancelAssignmentSuccess', assignment: { id: string, state: AssignmentState } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleReopenAssignmentMutationVariables = Exact<{
  input: ReopenAssignmentInput;
}>;


export type ConsoleReopenAssignmentMutation = { reopenAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotCancelled', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptUncertain', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ReopenAssignmentSuccess', assignment: { id: string, state: AssignmentState } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleReconcileAttemptMutationVariables = Exact<{
  input: ReconcileAttemptInput;
}>;


export type ConsoleReconcileAttemptMutation = { reconcileAttempt:
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
    | { __typename: 'ReceiptRejected', mismatch: ReceiptMismatch, receiptIndex: number | null, code: string, message: string }
    | { __typename: 'ReconcileAttemptSuccess', assignment: { id: string, state: AssignmentState }, attempt: { id: string, outcome: AttemptOutcome | null } | null }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ConsoleRebuildProjectionMutationVariables = Exact<{
  input: RebuildProjectionInput;
}>;


export type ConsoleRebuildProjectionMutation = { rebuildProjection:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RebuildProjectionSuccess', projection: ProjectionName, applied: number, batches: number, lastAppliedSeq: number }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ConsoleAssignmentRowFragmentDoc = new TypedDocumentString(`
    fragment ConsoleAssignmentRow on Assignment {
  id
  title
  state
  attemptCount
  createdAt
  updatedAt
  activeClaim {
    expiresAt
    agent {
      id
      displayName
    }
  }
  latestAttempt: attempts(last: 1) {
    edges {
      node {
        id
        agent {
          displayName
        }
      }
    }
  }
  availability {
    claimable
    reason
    explanation
    nextActions
    until
    attemptId
  }
}
    `, {"fragmentName":"ConsoleAssignmentRow"}) as unknown as TypedDocumentString<ConsoleAssignmentRowFragment, unknown>;
export const ConsoleEntityFragmentDoc = new TypedDocumentString(`
    fragment ConsoleEntity on Entity {
  id
  mediaType
  content
  byteSize
  sha256
}
    `, {"fragmentName":"ConsoleEntity"}) as unknown as TypedDocumentString<ConsoleEntityFragment, unknown>;
export const ConsoleEventFragmentDoc = new TypedDocumentString(`
    fragment ConsoleEvent on Event {
  id
  seq
  kind
  recordedAt
  assignmentId
  attemptId
  payload(maxContentBytes: 2048)
  payloadVersion
  storedPayloadVersion
  actor {
    displayName
  }
}
    `, {"fragmentName":"ConsoleEvent"}) as unknown as TypedDocumentString<ConsoleEventFragment, unknown>;
export const ConsoleRefusalFragmentDoc = new TypedDocumentString(`
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}
    `, {"fragmentName":"ConsoleRefusal"}) as unknown as TypedDocumentString<ConsoleRefusalFragment, unknown>;
export const ConsoleViewerDocument = new TypedDocumentString(`
    query ConsoleViewer {
  viewer {
    role
    organization {
      id
      slug
    }
    actor {
      id
      displayName
      kind
    }
  }
  events(last: 1) {
    edges {
      node {
        seq
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleViewerQuery, ConsoleViewerQueryVariables>;
export const ConsoleAssignmentsDocument = new TypedDocumentString(`
    query ConsoleAssignments($last: Int!, $before: String, $states: [AssignmentState!], $claimExpired: Boolean, $search: String) {
  assignments(
    last: $last
    before: $before
    states: $states
    claimExpired: $claimExpired
    search: $search
  ) {
    edges {
      node {
        ...ConsoleAssignmentRow
      }
    }
    pageInfo {
      hasPreviousPage
      startCursor
    }
  }
}
    fragment ConsoleAssignmentRow on Assignment {
  id
  title
  state
  attemptCount
  createdAt
  updatedAt
  activeClaim {
    expiresAt
    agent {
      id
      displayName
    }
  }
  latestAttempt: attempts(last: 1) {
    edges {
      node {
        id
        agent {
          displayName
        }
      }
    }
  }
  availability {
    claimable
    reason
    explanation
    nextActions
    until
    attemptId
  }
}`) as unknown as TypedDocumentString<ConsoleAssignmentsQuery, ConsoleAssignmentsQueryVariables>;
export const ConsoleAssignmentRowByIdDocument = new TypedDocumentString(`
    query ConsoleAssignmentRowById($id: ID!) {
  assignment(id: $id) {
    ...ConsoleAssignmentRow
  }
}
    fragment ConsoleAssignmentRow on Assignment {
  id
  title
  state
  attemptCount
  createdAt
  updatedAt
  activeClaim {
    expiresAt
    agent {
      id
      displayName
    }
  }
  latestAttempt: attempts(last: 1) {
    edges {
      node {
        id
        agent {
          displayName
        }
      }
    }
  }
  availability {
    claimable
    reason
    explanation
    nextActions
    until
    attemptId
  }
}`) as unknown as TypedDocumentString<ConsoleAssignmentRowByIdQuery, ConsoleAssignmentRowByIdQueryVariables>;
export const ConsoleAssignmentDocument = new TypedDocumentString(`
    query ConsoleAssignment($id: ID!) {
  assignment(id: $id) {
    ...ConsoleAssignmentRow
    createdBy {
      displayName
    }
    completedAt
    goalEntity {
      ...ConsoleEntity
    }
    outcomeEntity {
      ...ConsoleEntity
    }
    cancellation {
      cancelledAt
      reason
      cancelledBy {
        displayName
      }
    }
    uncertainAttempt {
      id
      unansweredCallIds
    }
    effectedAttempt {
      id
    }
    attempts(first: 50) {
      edges {
        node {
          id
          agent {
            id
            displayName
          }
          configurationVersion
          startedAt
          claimExpiresAt
          endedAt
          outcome
          failureReason
          endedBy {
            displayName
            kind
          }
          unansweredCallIds
        }
      }
    }
  }
}
    fragment ConsoleAssignmentRow on Assignment {
  id
  title
  state
  attemptCount
  createdAt
  updatedAt
  activeClaim {
    expiresAt
    agent {
      id
      displayName
    }
  }
  latestAttempt: attempts(last: 1) {
    edges {
      node {
        id
        agent {
          displayName
        }
      }
    }
  }
  availability {
    claimable
    reason
    explanation
    nextActions
    until
    attemptId
  }
}
fragment ConsoleEntity on Entity {
  id
  mediaType
  content
  byteSize
  sha256
}`) as unknown as TypedDocumentString<ConsoleAssignmentQuery, ConsoleAssignmentQueryVariables>;
export const ConsoleAttemptDetailDocument = new TypedDocumentString(`
    query ConsoleAttemptDetail($id: ID!) {
  attempt(id: $id) {
    id
    outcomeEntity {
      ...ConsoleEntity
    }
    reconciliation {
      decision
      note
      reconciledAt
      reconciledBy {
        displayName
      }
      receipts {
        callIds
        producer
        sha256
        receipt {
          ...ConsoleEntity
        }
      }
      effect {
        ...ConsoleEntity
      }
    }
    events(first: 50) {
      edges {
        node {
          ...ConsoleEvent
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}
    fragment ConsoleEntity on Entity {
  id
  mediaType
  content
  byteSize
  sha256
}
fragment ConsoleEvent on Event {
  id
  seq
  kind
  recordedAt
  assignmentId
  attemptId
  payload(maxContentBytes: 2048)
  payloadVersion
  storedPayloadVersion
  actor {
    displayName
  }
}`) as unknown as TypedDocumentString<ConsoleAttemptDetailQuery, ConsoleAttemptDetailQueryVariables>;
export const ConsoleAttemptInteractionsDocument = new TypedDocumentString(`
    query ConsoleAttemptInteractions($id: ID!) {
  attempt(id: $id) {
    id
    interactions(first: 50) {
      edges {
        node {
          callId
          kind
          pending
          request {
            id
          }
          response {
            id
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAttemptInteractionsQuery, ConsoleAttemptInteractionsQueryVariables>;
export const ConsoleAttemptToolCallsDocument = new TypedDocumentString(`
    query ConsoleAttemptToolCalls($id: ID!, $after: String) {
  attempt(id: $id) {
    id
    events(first: 50, after: $after, kinds: ["tool.call"]) {
      edges {
        node {
          id
          payload(maxContentBytes: 0)
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAttemptToolCallsQuery, ConsoleAttemptToolCallsQueryVariables>;
export const ConsoleEventPayloadDocument = new TypedDocumentString(`
    query ConsoleEventPayload($afterSeq: Int!) {
  events(afterSeq: $afterSeq, first: 1) {
    edges {
      node {
        id
        payload
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleEventPayloadQuery, ConsoleEventPayloadQueryVariables>;
export const ConsoleEventsDocument = new TypedDocumentString(`
    query ConsoleEvents($last: Int!, $before: String, $kinds: [String!]) {
  events(last: $last, before: $before, kinds: $kinds) {
    edges {
      node {
        ...ConsoleEvent
      }
    }
    pageInfo {
      hasPreviousPage
      startCursor
    }
  }
}
    fragment ConsoleEvent on Event {
  id
  seq
  kind
  recordedAt
  assignmentId
  attemptId
  payload(maxContentBytes: 2048)
  payloadVersion
  storedPayloadVersion
  actor {
    displayName
  }
}`) as unknown as TypedDocumentString<ConsoleEventsQuery, ConsoleEventsQueryVariables>;
export const ConsoleLedgerEventsDocument = new TypedDocumentString(`
    subscription ConsoleLedgerEvents($afterSeq: Int) {
  ledgerEvents(afterSeq: $afterSeq) {
    ...ConsoleEvent
  }
}
    fragment ConsoleEvent on Event {
  id
  seq
  kind
  recordedAt
  assignmentId
  attemptId
  payload(maxContentBytes: 2048)
  payloadVersion
  storedPayloadVersion
  actor {
    displayName
  }
}`) as unknown as TypedDocumentString<ConsoleLedgerEventsSubscription, ConsoleLedgerEventsSubscriptionVariables>;
export const ConsoleVerifyLedgerDocument = new TypedDocumentString(`
    query ConsoleVerifyLedger {
  verifyLedger {
    ok
    eventsChecked
    firstBroken {
      seq
      eventId
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleVerifyLedgerQuery, ConsoleVerifyLedgerQueryVariables>;
export const ConsoleProjectionsDocument = new TypedDocumentString(`
    query ConsoleProjections {
  projections {
    name
    version
    lastAppliedSeq
    dirty
    dirtyReason
    rebuilding
  }
}
    `) as unknown as TypedDocumentString<ConsoleProjectionsQuery, ConsoleProjectionsQueryVariables>;
export const ConsoleApiTokensDocument = new TypedDocumentString(`
    query ConsoleApiTokens {
  apiTokens(first: 50) {
    edges {
      node {
        id
        label
        role
        createdAt
        expiresAt
        revokedAt
        lastUsedAt
        actor {
          id
          displayName
          kind
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApiTokensQuery, ConsoleApiTokensQueryVariables>;
export const ConsoleActorsDocument = new TypedDocumentString(`
    query ConsoleActors($kind: ActorKind, $last: Int!, $before: String) {
  actors(kind: $kind, last: $last, before: $before) {
    edges {
      node {
        id
        displayName
        kind
        status
        latestConfigurationVersion
      }
    }
    pageInfo {
      hasPreviousPage
      startCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleActorsQuery, ConsoleActorsQueryVariables>;
export const ConsoleCreateAssignmentDocument = new TypedDocumentString(`
    mutation ConsoleCreateAssignment($input: CreateAssignmentInput!) {
  createAssignment(input: $input) {
    __typename
    ... on CreateAssignmentSuccess {
      assignment {
        id
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleCreateAssignmentMutation, ConsoleCreateAssignmentMutationVariables>;
export const ConsoleRegisterActorDocument = new TypedDocumentString(`
    mutation ConsoleRegisterActor($input: RegisterActorInput!) {
  registerActor(input: $input) {
    __typename
    ... on RegisterActorSuccess {
      actor {
        id
        displayName
        kind
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleRegisterActorMutation, ConsoleRegisterActorMutationVariables>;
export const ConsolePublishConfigurationDocument = new TypedDocumentString(`
    mutation ConsolePublishConfiguration($input: PublishAgentConfigurationInput!) {
  publishAgentConfiguration(input: $input) {
    __typename
    ... on PublishAgentConfigurationSuccess {
      agentConfiguration {
        version
        agent {
          displayName
        }
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsolePublishConfigurationMutation, ConsolePublishConfigurationMutationVariables>;
export const ConsoleDeactivateActorDocument = new TypedDocumentString(`
    mutation ConsoleDeactivateActor($input: DeactivateActorInput!) {
  deactivateActor(input: $input) {
    __typename
    ... on DeactivateActorSuccess {
      actor {
        id
        displayName
        status
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleDeactivateActorMutation, ConsoleDeactivateActorMutationVariables>;
export const ConsoleCreateApiTokenDocument = new TypedDocumentString(`
    mutation ConsoleCreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    __typename
    ... on CreateApiTokenSuccess {
      token
      apiToken {
        id
        role
        label
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleCreateApiTokenMutation, ConsoleCreateApiTokenMutationVariables>;
export const ConsoleRevokeApiTokenDocument = new TypedDocumentString(`
    mutation ConsoleRevokeApiToken($input: RevokeApiTokenInput!) {
  revokeApiToken(input: $input) {
    __typename
    ... on RevokeApiTokenSuccess {
      apiToken {
        id
        revokedAt
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleRevokeApiTokenMutation, ConsoleRevokeApiTokenMutationVariables>;
export const ConsoleRecoverExpiredClaimDocument = new TypedDocumentString(`
    mutation ConsoleRecoverExpiredClaim($input: RecoverExpiredClaimInput!) {
  recoverExpiredClaim(input: $input) {
    __typename
    ... on RecoverExpiredClaimSuccess {
      assignment {
        id
        state
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleRecoverExpiredClaimMutation, ConsoleRecoverExpiredClaimMutationVariables>;
export const ConsoleRenewClaimDocument = new TypedDocumentString(`
    mutation ConsoleRenewClaim($input: RenewClaimInput!) {
  renewClaim(input: $input) {
    __typename
    ... on RenewClaimSuccess {
      assignment {
        id
        state
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleRenewClaimMutation, ConsoleRenewClaimMutationVariables>;
export const ConsoleCancelAssignmentDocument = new TypedDocumentString(`
    mutation ConsoleCancelAssignment($input: CancelAssignmentInput!) {
  cancelAssignment(input: $input) {
    __typename
    ... on CancelAssignmentSuccess {
      assignment {
        id
        state
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleCancelAssignmentMutation, ConsoleCancelAssignmentMutationVariables>;
export const ConsoleReopenAssignmentDocument = new TypedDocumentString(`
    mutation ConsoleReopenAssignment($input: ReopenAssignmentInput!) {
  reopenAssignment(input: $input) {
    __typename
    ... on ReopenAssignmentSuccess {
      assignment {
        id
        state
      }
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleReopenAssignmentMutation, ConsoleReopenAssignmentMutationVariables>;
export const ConsoleReconcileAttemptDocument = new TypedDocumentString(`
    mutation ConsoleReconcileAttempt($input: ReconcileAttemptInput!) {
  reconcileAttempt(input: $input) {
    __typename
    ... on ReconcileAttemptSuccess {
      assignment {
        id
        state
      }
      attempt {
        id
        outcome
      }
    }
    ... on ReceiptRejected {
      mismatch
      receiptIndex
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleReconcileAttemptMutation, ConsoleReconcileAttemptMutationVariables>;
export const ConsoleRebuildProjectionDocument = new TypedDocumentString(`
    mutation ConsoleRebuildProjection($input: RebuildProjectionInput!) {
  rebuildProjection(input: $input) {
    __typename
    ... on RebuildProjectionSuccess {
      projection
      applied
      batches
      lastAppliedSeq
    }
    ...ConsoleRefusal
  }
}
    fragment ConsoleRefusal on Error {
  code
  message
  ... on ValidationError {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<ConsoleRebuildProjectionMutation, ConsoleRebuildProjectionMutationVariables>;