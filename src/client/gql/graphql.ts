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

export type ClientClaimAssignmentMutationVariables = Exact<{
  input: ClaimAssignmentInput;
}>;


export type ClientClaimAssignmentMutation = { claimAssignment:
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
    | { __typename: 'ClaimAssignmentSuccess', replayed: boolean, attempt: { id: string } | null, assignment: { id: string, state: AssignmentState, activeClaim: { expiresAt: string, configurationVersion: number } | null }, event: { id: string, seq: number, kind: string } }
    | { __typename: 'ClaimConflict', attemptId: string, agentId: string, expiresAt: string, code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

type ClientClaimResult_ActorNotActive_Fragment = { __typename: 'ActorNotActive', code: string, message: string };

type ClientClaimResult_ActorNotActiveAgent_Fragment = { __typename: 'ActorNotActiveAgent', code: string, message: string };

type ClientClaimResult_ActorNotFound_Fragment = { __typename: 'ActorNotFound', code: string, message: string };

type ClientClaimResult_ActorStateStale_Fragment = { __typename: 'ActorStateStale', code: string, message: string };

type ClientClaimResult_AssignmentCancelled_Fragment = { __typename: 'AssignmentCancelled', code: string, message: string };

type ClientClaimResult_AssignmentCompleted_Fragment = { __typename: 'AssignmentCompleted', code: string, message: string };

type ClientClaimResult_AssignmentNotFound_Fragment = { __typename: 'AssignmentNotFound', code: string, message: string };

type ClientClaimResult_AssignmentStateStale_Fragment = { __typename: 'AssignmentStateStale', code: string, message: string };

type ClientClaimResult_AssignmentUncertain_Fragment = { __typename: 'AssignmentUncertain', code: string, message: string };

type ClientClaimResult_AttemptNotActive_Fragment = { __typename: 'AttemptNotActive', code: string, message: string };

type ClientClaimResult_AttemptNotOwned_Fragment = { __typename: 'AttemptNotOwned', code: string, message: string };

type ClientClaimResult_ClaimAssignmentSuccess_Fragment = { __typename: 'ClaimAssignmentSuccess', replayed: boolean, attempt: { id: string } | null, assignment: { id: string, state: AssignmentState, activeClaim: { expiresAt: string, configurationVersion: number } | null }, event: { id: string, seq: number, kind: string } };

type ClientClaimResult_ClaimConflict_Fragment = { __typename: 'ClaimConflict', attemptId: string, agentId: string, expiresAt: string, code: string, message: string };

type ClientClaimResult_ClaimExpiryInvalid_Fragment = { __typename: 'ClaimExpiryInvalid', code: string, message: string };

type ClientClaimResult_ConfigurationVersionNotFound_Fragment = { __typename: 'ConfigurationVersionNotFound', code: string, message: string };

type ClientClaimResult_Forbidden_Fragment = { __typename: 'Forbidden', code: string, message: string };

type ClientClaimResult_IdentityConflict_Fragment = { __typename: 'IdentityConflict', code: string, message: string };

type ClientClaimResult_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> };

export type ClientClaimResultFragment =
  | ClientClaimResult_ActorNotActive_Fragment
  | ClientClaimResult_ActorNotActiveAgent_Fragment
  | ClientClaimResult_ActorNotFound_Fragment
  | ClientClaimResult_ActorStateStale_Fragment
  | ClientClaimResult_AssignmentCancelled_Fragment
  | ClientClaimResult_AssignmentCompleted_Fragment
  | ClientClaimResult_AssignmentNotFound_Fragment
  | ClientClaimResult_AssignmentStateStale_Fragment
  | ClientClaimResult_AssignmentUncertain_Fragment
  | ClientClaimResult_AttemptNotActive_Fragment
  | ClientClaimResult_AttemptNotOwned_Fragment
  | ClientClaimResult_ClaimAssignmentSuccess_Fragment
  | ClientClaimResult_ClaimConflict_Fragment
  | ClientClaimResult_ClaimExpiryInvalid_Fragment
  | ClientClaimResult_ConfigurationVersionNotFound_Fragment
  | ClientClaimResult_Forbidden_Fragment
  | ClientClaimResult_IdentityConflict_Fragment
  | ClientClaimResult_ValidationError_Fragment
;

export type ClientClaimAssignmentsMutationVariables = Exact<{
  input: ClaimAssignmentsInput;
}>;


export type ClientClaimAssignmentsMutation = { claimAssignments:
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
        | { __typename: 'ClaimAssignmentSuccess', replayed: boolean, attempt: { id: string } | null, assignment: { id: string, state: AssignmentState, activeClaim: { expiresAt: string, configurationVersion: number } | null }, event: { id: string, seq: number, kind: string } }
        | { __typename: 'ClaimConflict', attemptId: string, agentId: string, expiresAt: string, code: string, message: string }
        | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
        | { __typename: 'ConfigurationVersionNotFound', code: string, message: string }
        | { __typename: 'Forbidden', code: string, message: string }
        | { __typename: 'IdentityConflict', code: string, message: string }
        | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientRenewClaimMutationVariables = Exact<{
  input: RenewClaimInput;
}>;


export type ClientRenewClaimMutation = { renewClaim:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCancelled', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AssignmentUncertain', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'ClaimExpired', expiredAt: string, code: string, message: string }
    | { __typename: 'ClaimExpiryInvalid', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RenewClaimSuccess', replayed: boolean, assignment: { id: string, activeClaim: { expiresAt: string } | null }, event: { id: string, seq: number, kind: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientEndAttemptMutationVariables = Exact<{
  input: EndAttemptInput;
}>;


export type ClientEndAttemptMutation = { endAttempt:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentCompleted', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EndAttemptSuccess', replayed: boolean, attempt: { id: string, outcome: AttemptOutcome | null } | null, assignment: { id: string, state: AssignmentState }, event: { id: string, seq: number, kind: string }, events: Array<{ id: string, seq: number, kind: string }> }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'OutcomeInvalid', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

type ClientEndResult_ActorNotActive_Fragment = { __typename: 'ActorNotActive', code: string, message: string };

type ClientEndResult_ActorNotFound_Fragment = { __typename: 'ActorNotFound', code: string, message: string };

type ClientEndResult_ActorStateStale_Fragment = { __typename: 'ActorStateStale', code: string, message: string };

type ClientEndResult_AssignmentCompleted_Fragment = { __typename: 'AssignmentCompleted', code: string, message: string };

type ClientEndResult_AssignmentNotFound_Fragment = { __typename: 'AssignmentNotFound', code: string, message: string };

type ClientEndResult_AssignmentStateStale_Fragment = { __typename: 'AssignmentStateStale', code: string, message: string };

type ClientEndResult_AttemptNotActive_Fragment = { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string };

type ClientEndResult_AttemptNotOwned_Fragment = { __typename: 'AttemptNotOwned', code: string, message: string };

type ClientEndResult_CrossOrganizationReference_Fragment = { __typename: 'CrossOrganizationReference', code: string, message: string };

type ClientEndResult_EndAttemptSuccess_Fragment = { __typename: 'EndAttemptSuccess', replayed: boolean, attempt: { id: string, outcome: AttemptOutcome | null } | null, assignment: { id: string, state: AssignmentState }, event: { id: string, seq: number, kind: string }, events: Array<{ id: string, seq: number, kind: string }> };

type ClientEndResult_EntityNotFound_Fragment = { __typename: 'EntityNotFound', code: string, message: string };

type ClientEndResult_Forbidden_Fragment = { __typename: 'Forbidden', code: string, message: string };

type ClientEndResult_IdentityConflict_Fragment = { __typename: 'IdentityConflict', code: string, message: string };

type ClientEndResult_OutcomeInvalid_Fragment = { __typename: 'OutcomeInvalid', code: string, message: string };

type ClientEndResult_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> };

export type ClientEndResultFragment =
  | ClientEndResult_ActorNotActive_Fragment
  | ClientEndResult_ActorNotFound_Fragment
  | ClientEndResult_ActorStateStale_Fragment
  | ClientEndResult_AssignmentCompleted_Fragment
  | ClientEndResult_AssignmentNotFound_Fragment
  | ClientEndResult_AssignmentStateStale_Fragment
  | ClientEndResult_AttemptNotActive_Fragment
  | ClientEndResult_AttemptNotOwned_Fragment
  | ClientEndResult_CrossOrganizationReference_Fragment
  | ClientEndResult_EndAttemptSuccess_Fragment
  | ClientEndResult_EntityNotFound_Fragment
  | ClientEndResult_Forbidden_Fragment
  | ClientEndResult_IdentityConflict_Fragment
  | ClientEndResult_OutcomeInvalid_Fragment
  | ClientEndResult_ValidationError_Fragment
;

export type ClientEndAttemptsMutationVariables = Exact<{
  input: EndAttemptsInput;
}>;


export type ClientEndAttemptsMutation = { endAttempts:
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
        | { __typename: 'EndAttemptSuccess', replayed: boolean, attempt: { id: string, outcome: AttemptOutcome | null } | null, assignment: { id: string, state: AssignmentState }, event: { id: string, seq: number, kind: string }, events: Array<{ id: string, seq: number, kind: string }> }
        | { __typename: 'EntityNotFound', code: string, message: string }
        | { __typename: 'Forbidden', code: string, message: string }
        | { __typename: 'IdentityConflict', code: string, message: string }
        | { __typename: 'OutcomeInvalid', code: string, message: string }
        | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientAppendEventMutationVariables = Exact<{
  input: AppendEventInput;
}>;


export type ClientAppendEventMutation = { appendEvent:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AppendEventSuccess', replayed: boolean, event: { id: string, seq: number, kind: string } }
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
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

type ClientAppendResult_ActorNotActive_Fragment = { __typename: 'ActorNotActive', code: string, message: string };

type ClientAppendResult_ActorNotFound_Fragment = { __typename: 'ActorNotFound', code: string, message: string };

type ClientAppendResult_ActorStateStale_Fragment = { __typename: 'ActorStateStale', code: string, message: string };

type ClientAppendResult_AppendEventSuccess_Fragment = { __typename: 'AppendEventSuccess', replayed: boolean, event: { id: string, seq: number, kind: string } };

type ClientAppendResult_AssignmentNotFound_Fragment = { __typename: 'AssignmentNotFound', code: string, message: string };

type ClientAppendResult_AssignmentStateStale_Fragment = { __typename: 'AssignmentStateStale', code: string, message: string };

type ClientAppendResult_AttemptNotActive_Fragment = { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string };

type ClientAppendResult_AttemptNotOwned_Fragment = { __typename: 'AttemptNotOwned', code: string, message: string };

type ClientAppendResult_AttemptRequired_Fragment = { __typename: 'AttemptRequired', code: string, message: string };

type ClientAppendResult_ContinuedCallNotFound_Fragment = { __typename: 'ContinuedCallNotFound', code: string, message: string };

type ClientAppendResult_Forbidden_Fragment = { __typename: 'Forbidden', code: string, message: string };

type ClientAppendResult_GuardedEventKind_Fragment = { __typename: 'GuardedEventKind', code: string, message: string };

type ClientAppendResult_IdentityConflict_Fragment = { __typename: 'IdentityConflict', code: string, message: string };

type ClientAppendResult_UnknownEventKind_Fragment = { __typename: 'UnknownEventKind', code: string, message: string };

type ClientAppendResult_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> };

export type ClientAppendResultFragment =
  | ClientAppendResult_ActorNotActive_Fragment
  | ClientAppendResult_ActorNotFound_Fragment
  | ClientAppendResult_ActorStateStale_Fragment
  | ClientAppendResult_AppendEventSuccess_Fragment
  | ClientAppendResult_AssignmentNotFound_Fragment
  | ClientAppendResult_AssignmentStateStale_Fragment
  | ClientAppendResult_AttemptNotActive_Fragment
  | ClientAppendResult_AttemptNotOwned_Fragment
  | ClientAppendResult_AttemptRequired_Fragment
  | ClientAppendResult_ContinuedCallNotFound_Fragment
  | ClientAppendResult_Forbidden_Fragment
  | ClientAppendResult_GuardedEventKind_Fragment
  | ClientAppendResult_IdentityConflict_Fragment
  | ClientAppendResult_UnknownEventKind_Fragment
  | ClientAppendResult_ValidationError_Fragment
;

export type ClientAppendEventsMutationVariables = Exact<{
  input: AppendEventsInput;
}>;


export type ClientAppendEventsMutation = { appendEvents:
    | { __typename: 'AppendEventsSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string, message: string }
        | { __typename: 'ActorNotFound', code: string, message: string }
        | { __typename: 'ActorStateStale', code: string, message: string }
        | { __typename: 'AppendEventSuccess', replayed: boolean, event: { id: string, seq: number, kind: string } }
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
        | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientCreateEntityMutationVariables = Exact<{
  input: CreateEntityInput;
}>;


export type ClientCreateEntityMutation = { createEntity:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentNotFound', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
    | { __typename: 'AttemptNotOwned', code: string, message: string }
    | { __typename: 'CreateEntitySuccess', replayed: boolean, entity: { id: string }, event: { id: string, seq: number, kind: string } }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

type ClientEntityResult_ActorNotActive_Fragment = { __typename: 'ActorNotActive', code: string, message: string };

type ClientEntityResult_ActorNotFound_Fragment = { __typename: 'ActorNotFound', code: string, message: string };

type ClientEntityResult_ActorStateStale_Fragment = { __typename: 'ActorStateStale', code: string, message: string };

type ClientEntityResult_AssignmentNotFound_Fragment = { __typename: 'AssignmentNotFound', code: string, message: string };

type ClientEntityResult_AssignmentStateStale_Fragment = { __typename: 'AssignmentStateStale', code: string, message: string };

type ClientEntityResult_AttemptNotActive_Fragment = { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string };

type ClientEntityResult_AttemptNotOwned_Fragment = { __typename: 'AttemptNotOwned', code: string, message: string };

type ClientEntityResult_CreateEntitySuccess_Fragment = { __typename: 'CreateEntitySuccess', replayed: boolean, entity: { id: string }, event: { id: string, seq: number, kind: string } };

type ClientEntityResult_Forbidden_Fragment = { __typename: 'Forbidden', code: string, message: string };

type ClientEntityResult_IdentityConflict_Fragment = { __typename: 'IdentityConflict', code: string, message: string };

type ClientEntityResult_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> };

export type ClientEntityResultFragment =
  | ClientEntityResult_ActorNotActive_Fragment
  | ClientEntityResult_ActorNotFound_Fragment
  | ClientEntityResult_ActorStateStale_Fragment
  | ClientEntityResult_AssignmentNotFound_Fragment
  | ClientEntityResult_AssignmentStateStale_Fragment
  | ClientEntityResult_AttemptNotActive_Fragment
  | ClientEntityResult_AttemptNotOwned_Fragment
  | ClientEntityResult_CreateEntitySuccess_Fragment
  | ClientEntityResult_Forbidden_Fragment
  | ClientEntityResult_IdentityConflict_Fragment
  | ClientEntityResult_ValidationError_Fragment
;

export type ClientCreateEntitiesMutationVariables = Exact<{
  input: CreateEntitiesInput;
}>;


export type ClientCreateEntitiesMutation = { createEntities:
    | { __typename: 'CreateEntitiesSuccess', results: Array<
        | { __typename: 'ActorNotActive', code: string, message: string }
        | { __typename: 'ActorNotFound', code: string, message: string }
        | { __typename: 'ActorStateStale', code: string, message: string }
        | { __typename: 'AssignmentNotFound', code: string, message: string }
        | { __typename: 'AssignmentStateStale', code: string, message: string }
        | { __typename: 'AttemptNotActive', attemptId: string | null, activeAttemptId: string | null, code: string, message: string }
        | { __typename: 'AttemptNotOwned', code: string, message: string }
        | { __typename: 'CreateEntitySuccess', replayed: boolean, entity: { id: string }, event: { id: string, seq: number, kind: string } }
        | { __typename: 'Forbidden', code: string, message: string }
        | { __typename: 'IdentityConflict', code: string, message: string }
        | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
      > }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientCreateAssignmentMutationVariables = Exact<{
  input: CreateAssignmentInput;
}>;


export type ClientCreateAssignmentMutation = { createAssignment:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'AssignmentStateStale', code: string, message: string }
    | { __typename: 'CreateAssignmentSuccess', replayed: boolean, assignment: { id: string, state: AssignmentState }, event: { id: string, seq: number, kind: string } }
    | { __typename: 'CrossOrganizationReference', code: string, message: string }
    | { __typename: 'EntityNotFound', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientRegisterActorMutationVariables = Exact<{
  input: RegisterActorInput;
}>;


export type ClientRegisterActorMutation = { registerActor:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'RegisterActorSuccess', replayed: boolean, actor: { id: string }, event: { id: string, seq: number, kind: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientPublishAgentConfigurationMutationVariables = Exact<{
  input: PublishAgentConfigurationInput;
}>;


export type ClientPublishAgentConfigurationMutation = { publishAgentConfiguration:
    | { __typename: 'ActorNotActive', code: string, message: string }
    | { __typename: 'ActorNotActiveAgent', code: string, message: string }
    | { __typename: 'ActorNotFound', code: string, message: string }
    | { __typename: 'ActorStateStale', code: string, message: string }
    | { __typename: 'ConfigurationVersionNotSequential', code: string, message: string }
    | { __typename: 'Forbidden', code: string, message: string }
    | { __typename: 'IdentityConflict', code: string, message: string }
    | { __typename: 'PublishAgentConfigurationSuccess', replayed: boolean, event: { id: string, seq: number, kind: string } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ path: string, message: string }> }
   };

export type ClientLedgerEventsSubscriptionVariables = Exact<{
  afterSeq?: number | null | undefined;
  assignmentId?: string | null | undefined;
  kinds?: Array<string> | string | null | undefined;
}>;


export type ClientLedgerEventsSubscription = { ledgerEvents: { id: string, seq: number, kind: string, payloadVersion: number, payload: unknown, assignmentId: string | null, attemptId: string | null, actorId: string, recordedAt: string } };

export type ClientAssignmentChangedSubscriptionVariables = Exact<{
  id: string;
}>;


export type ClientAssignmentChangedSubscription = { assignmentChanged: { id: string, state: AssignmentState, activeClaim: { expiresAt: string, attempt: { id: string } } | null } };

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
export const ClientClaimResultFragmentDoc = new TypedDocumentString(`
    fragment ClientClaimResult on ClaimAssignmentResult {
  __typename
  ... on ClaimAssignmentSuccess {
    replayed
    attempt {
      id
    }
    assignment {
      id
      state
      activeClaim {
        expiresAt
        configurationVersion
      }
    }
    event {
      id
      seq
      kind
    }
  }
  ... on ClaimConflict {
    attemptId
    agentId
    expiresAt
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}
    `, {"fragmentName":"ClientClaimResult"}) as unknown as TypedDocumentString<ClientClaimResultFragment, unknown>;
export const ClientEndResultFragmentDoc = new TypedDocumentString(`
    fragment ClientEndResult on EndAttemptResult {
  __typename
  ... on EndAttemptSuccess {
    replayed
    attempt {
      id
      outcome
    }
    assignment {
      id
      state
    }
    event {
      id
      seq
      kind
    }
    events {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}
    `, {"fragmentName":"ClientEndResult"}) as unknown as TypedDocumentString<ClientEndResultFragment, unknown>;
export const ClientAppendResultFragmentDoc = new TypedDocumentString(`
    fragment ClientAppendResult on AppendEventResult {
  __typename
  ... on AppendEventSuccess {
    replayed
    event {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}
    `, {"fragmentName":"ClientAppendResult"}) as unknown as TypedDocumentString<ClientAppendResultFragment, unknown>;
export const ClientEntityResultFragmentDoc = new TypedDocumentString(`
    fragment ClientEntityResult on CreateEntityResult {
  __typename
  ... on CreateEntitySuccess {
    replayed
    entity {
      id
    }
    event {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}
    `, {"fragmentName":"ClientEntityResult"}) as unknown as TypedDocumentString<ClientEntityResultFragment, unknown>;
export const ClientClaimAssignmentDocument = new TypedDocumentString(`
    mutation ClientClaimAssignment($input: ClaimAssignmentInput!) {
  claimAssignment(input: $input) {
    ...ClientClaimResult
  }
}
    fragment ClientClaimResult on ClaimAssignmentResult {
  __typename
  ... on ClaimAssignmentSuccess {
    replayed
    attempt {
      id
    }
    assignment {
      id
      state
      activeClaim {
        expiresAt
        configurationVersion
      }
    }
    event {
      id
      seq
      kind
    }
  }
  ... on ClaimConflict {
    attemptId
    agentId
    expiresAt
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientClaimAssignmentMutation, ClientClaimAssignmentMutationVariables>;
export const ClientClaimAssignmentsDocument = new TypedDocumentString(`
    mutation ClientClaimAssignments($input: ClaimAssignmentsInput!) {
  claimAssignments(input: $input) {
    __typename
    ... on ClaimAssignmentsSuccess {
      results {
        ...ClientClaimResult
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    fragment ClientClaimResult on ClaimAssignmentResult {
  __typename
  ... on ClaimAssignmentSuccess {
    replayed
    attempt {
      id
    }
    assignment {
      id
      state
      activeClaim {
        expiresAt
        configurationVersion
      }
    }
    event {
      id
      seq
      kind
    }
  }
  ... on ClaimConflict {
    attemptId
    agentId
    expiresAt
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientClaimAssignmentsMutation, ClientClaimAssignmentsMutationVariables>;
export const ClientRenewClaimDocument = new TypedDocumentString(`
    mutation ClientRenewClaim($input: RenewClaimInput!) {
  renewClaim(input: $input) {
    __typename
    ... on RenewClaimSuccess {
      replayed
      assignment {
        id
        activeClaim {
          expiresAt
        }
      }
      event {
        id
        seq
        kind
      }
    }
    ... on ClaimExpired {
      expiredAt
    }
    ... on AttemptNotActive {
      attemptId
      activeAttemptId
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ClientRenewClaimMutation, ClientRenewClaimMutationVariables>;
export const ClientEndAttemptDocument = new TypedDocumentString(`
    mutation ClientEndAttempt($input: EndAttemptInput!) {
  endAttempt(input: $input) {
    ...ClientEndResult
  }
}
    fragment ClientEndResult on EndAttemptResult {
  __typename
  ... on EndAttemptSuccess {
    replayed
    attempt {
      id
      outcome
    }
    assignment {
      id
      state
    }
    event {
      id
      seq
      kind
    }
    events {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientEndAttemptMutation, ClientEndAttemptMutationVariables>;
export const ClientEndAttemptsDocument = new TypedDocumentString(`
    mutation ClientEndAttempts($input: EndAttemptsInput!) {
  endAttempts(input: $input) {
    __typename
    ... on EndAttemptsSuccess {
      results {
        ...ClientEndResult
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    fragment ClientEndResult on EndAttemptResult {
  __typename
  ... on EndAttemptSuccess {
    replayed
    attempt {
      id
      outcome
    }
    assignment {
      id
      state
    }
    event {
      id
      seq
      kind
    }
    events {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientEndAttemptsMutation, ClientEndAttemptsMutationVariables>;
export const ClientAppendEventDocument = new TypedDocumentString(`
    mutation ClientAppendEvent($input: AppendEventInput!) {
  appendEvent(input: $input) {
    ...ClientAppendResult
  }
}
    fragment ClientAppendResult on AppendEventResult {
  __typename
  ... on AppendEventSuccess {
    replayed
    event {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientAppendEventMutation, ClientAppendEventMutationVariables>;
export const ClientAppendEventsDocument = new TypedDocumentString(`
    mutation ClientAppendEvents($input: AppendEventsInput!) {
  appendEvents(input: $input) {
    __typename
    ... on AppendEventsSuccess {
      results {
        ...ClientAppendResult
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    fragment ClientAppendResult on AppendEventResult {
  __typename
  ... on AppendEventSuccess {
    replayed
    event {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientAppendEventsMutation, ClientAppendEventsMutationVariables>;
export const ClientCreateEntityDocument = new TypedDocumentString(`
    mutation ClientCreateEntity($input: CreateEntityInput!) {
  createEntity(input: $input) {
    ...ClientEntityResult
  }
}
    fragment ClientEntityResult on CreateEntityResult {
  __typename
  ... on CreateEntitySuccess {
    replayed
    entity {
      id
    }
    event {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientCreateEntityMutation, ClientCreateEntityMutationVariables>;
export const ClientCreateEntitiesDocument = new TypedDocumentString(`
    mutation ClientCreateEntities($input: CreateEntitiesInput!) {
  createEntities(input: $input) {
    __typename
    ... on CreateEntitiesSuccess {
      results {
        ...ClientEntityResult
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    fragment ClientEntityResult on CreateEntityResult {
  __typename
  ... on CreateEntitySuccess {
    replayed
    entity {
      id
    }
    event {
      id
      seq
      kind
    }
  }
  ... on AttemptNotActive {
    attemptId
    activeAttemptId
  }
  ... on ValidationError {
    issues {
      path
      message
    }
  }
  ... on Error {
    code
    message
  }
}`) as unknown as TypedDocumentString<ClientCreateEntitiesMutation, ClientCreateEntitiesMutationVariables>;
export const ClientCreateAssignmentDocument = new TypedDocumentString(`
    mutation ClientCreateAssignment($input: CreateAssignmentInput!) {
  createAssignment(input: $input) {
    __typename
    ... on CreateAssignmentSuccess {
      replayed
      assignment {
        id
        state
      }
      event {
        id
        seq
        kind
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ClientCreateAssignmentMutation, ClientCreateAssignmentMutationVariables>;
export const ClientRegisterActorDocument = new TypedDocumentString(`
    mutation ClientRegisterActor($input: RegisterActorInput!) {
  registerActor(input: $input) {
    __typename
    ... on RegisterActorSuccess {
      replayed
      actor {
        id
      }
      event {
        id
        seq
        kind
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ClientRegisterActorMutation, ClientRegisterActorMutationVariables>;
export const ClientPublishAgentConfigurationDocument = new TypedDocumentString(`
    mutation ClientPublishAgentConfiguration($input: PublishAgentConfigurationInput!) {
  publishAgentConfiguration(input: $input) {
    __typename
    ... on PublishAgentConfigurationSuccess {
      replayed
      event {
        id
        seq
        kind
      }
    }
    ... on ValidationError {
      issues {
        path
        message
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ClientPublishAgentConfigurationMutation, ClientPublishAgentConfigurationMutationVariables>;
export const ClientLedgerEventsDocument = new TypedDocumentString(`
    subscription ClientLedgerEvents($afterSeq: Int, $assignmentId: ID, $kinds: [String!]) {
  ledgerEvents(afterSeq: $afterSeq, assignmentId: $assignmentId, kinds: $kinds) {
    id
    seq
    kind
    payloadVersion
    payload
    assignmentId
    attemptId
    actorId
    recordedAt
  }
}
    `) as unknown as TypedDocumentString<ClientLedgerEventsSubscription, ClientLedgerEventsSubscriptionVariables>;
export const ClientAssignmentChangedDocument = new TypedDocumentString(`
    subscription ClientAssignmentChanged($id: ID!) {
  assignmentChanged(id: $id) {
    id
    state
    activeClaim {
      attempt {
        id
      }
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<ClientAssignmentChangedSubscription, ClientAssignmentChangedSubscriptionVariables>;