/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuRateLimit { rateLimit { cost nodeCount } }": typeof types.AuRateLimitDocument,
    "query AuViewer { viewer { role organization { id slug } actor { id kind } } }": typeof types.AuViewerDocument,
    "query AuAssignment($id: ID!) { assignment(id: $id) { id } }": typeof types.AuAssignmentDocument,
    "query AuAssignments { assignments(first: 5) { edges { node { id } } } }": typeof types.AuAssignmentsDocument,
    "query AuAttempt($id: ID!) { attempt(id: $id) { id } }": typeof types.AuAttemptDocument,
    "query AuActor($id: ID!) { actor(id: $id) { id } }": typeof types.AuActorDocument,
    "query AuActors { actors(kind: AI_AGENT, first: 5) { edges { node { id kind } } } }": typeof types.AuActorsDocument,
    "query AuEntity($id: ID!) { entity(id: $id) { id } }": typeof types.AuEntityDocument,
    "query AuEvents { events(first: 5) { edges { node { id } } } }": typeof types.AuEventsDocument,
    "query AuProjections { projections { name dirty } }": typeof types.AuProjectionsDocument,
    "query AuVerifyLedger { verifyLedger { ok } }": typeof types.AuVerifyLedgerDocument,
    "query AuApiTokens { apiTokens(first: 5) { edges { node { id role } } } }": typeof types.AuApiTokensDocument,
    "mutation AuRevokeToken($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename ... on Error { code message } } }": typeof types.AuRevokeTokenDocument,
    "mutation AuRebuild($input: RebuildProjectionInput!) { rebuildProjection(input: $input) { __typename ... on Error { code message } } }": typeof types.AuRebuildDocument,
    "mutation AuMarkDirty($input: MarkProjectionDirtyInput!) { markProjectionDirty(input: $input) { __typename ... on Error { code message } } }": typeof types.AuMarkDirtyDocument,
    "mutation AuRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }": typeof types.AuRecoverDocument,
    "mutation AuCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role actor { id } } } ... on Error { code message } }\n  }": typeof types.AuCreateTokenDocument,
    "mutation AuClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }": typeof types.AuClaimDocument,
    "mutation AuEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }": typeof types.AuEndDocument,
    "mutation AuAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }": typeof types.AuAppendDocument,
    "mutation AuCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }": typeof types.AuCreateAssignmentDocument,
    "mutation AuRegister($input: RegisterActorInput!) { registerActor(input: $input) { __typename ... on Error { code message } } }": typeof types.AuRegisterDocument,
    "mutation AuDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }": typeof types.AuDeactivateDocument,
    "mutation AuPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }": typeof types.AuPublishDocument,
    "mutation AuCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }": typeof types.AuCreateEntityDocument,
    "mutation AuClaims($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) { __typename ... on ClaimAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }": typeof types.AuClaimsDocument,
    "mutation AuEnds($input: EndAttemptsInput!) {\n    endAttempts(input: $input) { __typename ... on EndAttemptsSuccess { results { __typename } } ... on Error { code message } }\n  }": typeof types.AuEndsDocument,
    "mutation AuAppends($input: AppendEventsInput!) {\n    appendEvents(input: $input) { __typename ... on AppendEventsSuccess { results { __typename } } ... on Error { code message } }\n  }": typeof types.AuAppendsDocument,
    "mutation AuCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) { __typename ... on CreateEntitiesSuccess { results { __typename } } ... on Error { code message } }\n  }": typeof types.AuCreateEntitiesDocument,
    "mutation AuCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) { __typename ... on CreateAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }": typeof types.AuCreateAssignmentsDocument,
    "mutation AuRenew($input: RenewClaimInput!) { renewClaim(input: $input) { __typename ... on Error { code message } } }": typeof types.AuRenewDocument,
    "mutation AuCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename ... on Error { code message } } }": typeof types.AuCancelDocument,
    "mutation AuReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename ... on Error { code message } } }": typeof types.AuReopenDocument,
    "mutation AuReconcile($input: ReconcileAttemptInput!) { reconcileAttempt(input: $input) { __typename ... on Error { code message } } }": typeof types.AuReconcileDocument,
    "\n  query AvAvailability($id: ID!) {\n    assignment(id: $id) { state availability { reason claimable attemptId explanation nextActions staleProjection } }\n  }\n": typeof types.AvAvailabilityDocument,
    "\n  mutation AvClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.AvClaimDocument,
    "\n  mutation BaCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) {\n      __typename\n      ... on CreateAssignmentsSuccess {\n        results {\n          __typename\n          ... on CreateAssignmentSuccess { replayed assignment { id state title goalEntity { content } } }\n          ... on ValidationError { issues { path message } }\n          ... on Error { code message }\n        }\n      }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.BaCreateAssignmentsDocument,
    "\n  mutation BaClaimAssignments($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) {\n      __typename\n      ... on ClaimAssignmentsSuccess {\n        results {\n          __typename\n          ... on ClaimAssignmentSuccess { replayed assignment { id state } attempt { id agent { id } } }\n          ... on ClaimConflict { attemptId agentId expiresAt }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.BaClaimAssignmentsDocument,
    "\n  mutation BaEndAttempts($input: EndAttemptsInput!) {\n    endAttempts(input: $input) {\n      __typename\n      ... on EndAttemptsSuccess {\n        results {\n          __typename\n          ... on EndAttemptSuccess { replayed assignment { id state outcomeEntity { content } } attempt { outcome failureReason } }\n          ... on AttemptNotActive { attemptId activeAttemptId }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.BaEndAttemptsDocument,
    "\n  mutation BaAppendEvents($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess { results { __typename ... on AppendEventSuccess { replayed event { seq kind } } ... on Error { code } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.BaAppendEventsDocument,
    "\n  mutation BaCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) {\n      __typename\n      ... on CreateEntitiesSuccess {\n        results { __typename ... on CreateEntitySuccess { replayed entity { id content generatedByAttemptId } } ... on Error { code } }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.BaCreateEntitiesDocument,
    "\n  query CnEvents($first: Int, $after: String, $last: Int, $before: String, $afterSeq: Int, $assignmentId: ID) {\n    events(first: $first, after: $after, last: $last, before: $before, afterSeq: $afterSeq, assignmentId: $assignmentId) {\n      edges { cursor node { seq kind } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.CnEventsDocument,
    "\n  query CnTokens($first: Int, $after: String, $last: Int, $before: String) {\n    apiTokens(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id createdAt } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.CnTokensDocument,
    "\n  query CnAttempt($id: ID!, $first: Int, $after: String, $last: Int) {\n    attempt(id: $id) {\n      id\n      assignment { id state }\n      events(first: $first, after: $after, last: $last) { edges { node { seq kind } } pageInfo { hasNextPage endCursor } }\n      interactions(first: 2) { edges { cursor node { kind callId pending } } pageInfo { hasNextPage endCursor } }\n    }\n  }\n": typeof types.CnAttemptDocument,
    "\n  mutation CnCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id goalEntity { id } } event { seq kind } events { seq kind payload } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.CnCreateDocument,
    "\n  mutation CnEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        replayed attempt { id outcome outcomeEntity { id sha256 mediaType byteSize } }\n        event { seq kind payloadVersion payload } events { seq kind }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.CnEndDocument,
    "\n  mutation CnRegister($input: RegisterActorInput!) {\n    registerActor(input: $input) {\n      __typename\n      ... on RegisterActorSuccess { replayed actor { id } event { id kind payload } events { id } }\n      ... on Error { code }\n    }\n  }\n": typeof types.CnRegisterDocument,
    "\n  mutation CnToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { replayed apiToken { id } event { kind payload } events { kind } }\n      ... on Error { code }\n    }\n  }\n": typeof types.CnTokenDocument,
    "\n  query CnAssignments($first: Int, $after: String, $last: Int, $before: String) {\n    assignments(first: $first, after: $after, last: $last, before: $before) {\n      edges { node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.CnAssignmentsDocument,
    "\n  query CnActors($kind: ActorKind, $first: Int, $after: String, $last: Int, $before: String) {\n    actors(kind: $kind, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id kind displayName status } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.CnActorsDocument,
    "\n  query CnActorsWithConfigurations($first: Int) {\n    actors(kind: AI_AGENT, first: $first) {\n      edges { node { id latestConfigurationVersion configurations(first: 5) { edges { node { version } } } } }\n    }\n  }\n": typeof types.CnActorsWithConfigurationsDocument,
    "\n  mutation CnClaimThenEnd($claim: ClaimAssignmentInput!, $end: EndAttemptInput!) {\n    claimAssignment(input: $claim) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id outcome events { edges { node { kind } } } } }\n    }\n    endAttempt(input: $end) {\n      __typename\n      ... on EndAttemptSuccess {\n        attempt { id outcome events { edges { node { kind } } } }\n        assignment { state attempts { edges { node { id outcome } } } }\n      }\n    }\n  }\n": typeof types.CnClaimThenEndDocument,
    "\n  mutation CnCancelThenReopen($cancel: CancelAssignmentInput!, $reopen: ReopenAssignmentInput!) {\n    cancelAssignment(input: $cancel) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state availability { reason nextActions } } }\n    }\n    reopenAssignment(input: $reopen) {\n      __typename\n      ... on ReopenAssignmentSuccess { assignment { state availability { reason claimable nextActions } } }\n    }\n  }\n": typeof types.CnCancelThenReopenDocument,
    "\n  mutation CnCreateAnswering($input: CreateAssignmentInput!, $after: String) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess {\n        assignment { id attempts(after: $after) { edges { node { id } } } }\n        event { recordedBy { configurations(before: \"bm90LW91cnM\") { edges { node { version } } } } }\n      }\n    }\n  }\n": typeof types.CnCreateAnsweringDocument,
    "\n  mutation CnRenewAnswering($input: RenewClaimInput!, $kinds: [String!]) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { attempt { id events(kinds: $kinds) { edges { node { kind } } } } }\n    }\n  }\n": typeof types.CnRenewAnsweringDocument,
    "\n  mutation CnRenewReading($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { event { seq } attempt { id events(first: 100) { edges { node { seq payload } } } } }\n    }\n  }\n": typeof types.CnRenewReadingDocument,
    "\n  mutation ConsoleTestCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n": typeof types.ConsoleTestCreateAssignmentDocument,
    "\n  mutation ConsoleTestRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n": typeof types.ConsoleTestRegisterActorDocument,
    "\n  mutation ConsoleTestPublish($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) { __typename ... on Error { code message } }\n  }\n": typeof types.ConsoleTestPublishDocument,
    "\n  mutation ConsoleTestAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n": typeof types.ConsoleTestAppendDocument,
    "\n  mutation ConsoleTestRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on Error { code message } }\n  }\n": typeof types.ConsoleTestRevokeDocument,
    "\n  mutation ConsoleTestClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } ... on Error { code message } }\n  }\n": typeof types.ConsoleTestClaimDocument,
    "\n  mutation ConsoleTestRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome unansweredCallIds } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ConsoleTestRecoverDocument,
    "\n  mutation ConsoleTestCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state uncertainAttempt { id } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ConsoleTestCancelDocument,
    "\n  mutation DcRenew($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess {\n        replayed\n        assignment { state activeClaim { expiresAt } }\n        attempt { id claimExpiresAt }\n        event { id kind actorId payload }\n        events { id kind }\n      }\n      ... on ClaimExpired { attemptId expiredAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on AssignmentCancelled { cancelledAt }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DcRenewDocument,
    "\n  mutation DcCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess {\n        replayed\n        assignment { id state activeClaim { expiresAt } cancellation { reason cancelledAt cancelledBy { id } } uncertainAttempt { id } }\n        attempt { id outcome endedBy { id } unansweredCallIds }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DcCancelDocument,
    "\n  mutation DcReopen($input: ReopenAssignmentInput!) {\n    reopenAssignment(input: $input) {\n      __typename\n      ... on ReopenAssignmentSuccess {\n        replayed\n        assignment { id state cancellation { reason } }\n        event { id kind payload }\n        events { id kind }\n      }\n      ... on AttemptUncertain { attemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DcReopenDocument,
    "\n  mutation DcReconcile($input: ReconcileAttemptInput!) {\n    reconcileAttempt(input: $input) {\n      __typename\n      ... on ReconcileAttemptSuccess {\n        replayed\n        assignment { state completedAt uncertainAttempt { id } outcomeEntity { id content } }\n        attempt {\n          id outcome unansweredCallIds\n          outcomeEntity { id content generatedByAttemptId createdBy { id } }\n          reconciliation {\n            decision note reconciledAt reconciledBy { id } seq\n            receipts { callIds producer sha256 receipt { id content sha256 } }\n            effect { id content generatedByAttemptId }\n          }\n        }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AttemptNotUncertain { uncertainAttemptId }\n      ... on ReceiptRejected { mismatch receiptIndex }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DcReconcileDocument,
    "\n  mutation DcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id claimExpiresAt } }\n      ... on AssignmentUncertain { attemptId }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DcClaimDocument,
    "\n  mutation DcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess {\n        assignment { state activeClaim { expiresAt } uncertainAttempt { id } }\n        attempt { id outcome unansweredCallIds }\n        event { kind payloadVersion payload }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DcRecoverDocument,
    "\n  mutation DcAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq kind payloadVersion } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.DcAppendDocument,
    "\n  mutation DcMarkDirty($input: MarkProjectionDirtyInput!) {\n    markProjectionDirty(input: $input) { __typename ... on Error { code message } }\n  }\n": typeof types.DcMarkDirtyDocument,
    "\n  query DcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state\n      availability { reason claimable attemptId until explanation nextActions }\n      cancellation { reason cancelledBy { id } }\n      uncertainAttempt { id outcome unansweredCallIds }\n      attempts { edges { node { id outcome unansweredCallIds reconciliation { decision } } } }\n    }\n  }\n": typeof types.DcAssignmentDocument,
    "\n  query DcAttempt($id: ID!) {\n    attempt(id: $id) {\n      id outcome claimExpiresAt unansweredCallIds endedBy { id }\n      reconciliation { decision note receipts { callIds producer sha256 receipt { id } } reconciledBy { id } seq }\n    }\n  }\n": typeof types.DcAttemptDocument,
    "\n  query DcList($state: AssignmentState, $states: [AssignmentState!], $claimExpired: Boolean, $search: String, $first: Int) {\n    assignments(state: $state, states: $states, claimExpired: $claimExpired, search: $search, first: $first) {\n      edges { node { id title state } }\n    }\n  }\n": typeof types.DcListDocument,
    "\n  query DcListPlain($first: Int!) {\n    assignments(first: $first) { edges { node { id state title } } }\n  }\n": typeof types.DcListPlainDocument,
    "\n  query DcListAvailability($first: Int!) {\n    assignments(first: $first) {\n      edges { node { id state title availability { reason claimable attemptId until nextActions } } }\n    }\n  }\n": typeof types.DcListAvailabilityDocument,
    "\n  mutation EvAppend($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess {\n        results {\n          __typename\n          ... on AppendEventSuccess { replayed }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": typeof types.EvAppendDocument,
    "\n  query EvRead($attemptId: ID!, $max: Int) {\n    attempt(id: $attemptId) {\n      interactions(first: 50) {\n        edges { node { callId request { payload payloadVersion storedPayloadVersion } response { payload } } }\n      }\n      events(first: 100) { edges { node { kind payload(maxContentBytes: $max) storedPayload digest } } }\n    }\n    events(attemptId: $attemptId, kinds: [\"llm.request\"], first: 100) { edges { node { payload storedPayload } } }\n  }\n": typeof types.EvReadDocument,
    "\n  mutation EvAppendCut($input: AppendEventInput!, $max: Int) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { payload(maxContentBytes: $max) } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.EvAppendCutDocument,
    "\n  mutation EvAppendSeq($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq payloadVersion } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.EvAppendSeqDocument,
    "\n  query EvLong($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 50) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n": typeof types.EvLongDocument,
    "\n  query EvChain {\n    events(first: 100) {\n      edges {\n        node {\n          seq id kind storedPayloadVersion storedPayload actorId recordedBy { id } assignmentId attemptId followsEventId\n          recordedAtExact digest\n        }\n      }\n    }\n  }\n": typeof types.EvChainDocument,
    "\n  query EvCostly($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 100) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n": typeof types.EvCostlyDocument,
    "\n  mutation EbCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } }\n  }\n": typeof types.EbCreateDocument,
    "\n  mutation EbClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed attempt { id } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.EbClaimDocument,
    "\n  mutation EbCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename } }\n": typeof types.EbCancelDocument,
    "\n  mutation EbReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename } }\n": typeof types.EbReopenDocument,
    "\n  mutation EbEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed attempt { outcome } }\n      ... on AttemptNotOwned { attemptId claimedBy }\n      ... on Error { code message }\n    }\n  }\n": typeof types.EbEndDocument,
    "\n  mutation EbAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n": typeof types.EbAppendDocument,
    "\n  query EbAvailability($id: ID!) { assignment(id: $id) { availability { reason claimable explanation nextActions staleProjection } } }\n": typeof types.EbAvailabilityDocument,
    "\n  mutation GraphiqlCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n": typeof types.GraphiqlCreateAssignmentDocument,
    "\n  mutation HttpRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id kind status } } ... on Error { code message } }\n  }\n": typeof types.HttpRegisterActorDocument,
    "\n  mutation HttpPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { id } } } ... on Error { code message }\n    }\n  }\n": typeof types.HttpPublishConfigurationDocument,
    "\n  mutation HttpCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename ... on CreateAssignmentSuccess { assignment { id state goalEntity { content } } } ... on Error { code message }\n    }\n  }\n": typeof types.HttpCreateAssignmentDocument,
    "\n  mutation HttpClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state } attempt { id startedAt claimExpiresAt agent { id } } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n": typeof types.HttpClaimDocument,
    "\n  mutation HttpEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.HttpEndDocument,
    "\n  mutation HttpRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.HttpRecoverDocument,
    "\n  mutation HttpAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AppendEventSuccess { event { seq } } ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n": typeof types.HttpAppendEventDocument,
    "\n  query HttpAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title\n      goalEntity { mediaType content }\n      activeClaim { attempt { id } expiresAt }\n      outcomeEntity { mediaType content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome configurationVersion failureReason\n        agent { id displayName } endedBy { id } recordedBy { id } outcomeEntity { content }\n        events { edges { node { seq kind actorId } } }\n      } } }\n    }\n  }\n": typeof types.HttpAssignmentDocument,
    "\n  query HttpEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) { edges { node { seq kind attemptId payload } } }\n  }\n": typeof types.HttpEventsDocument,
    "\n  query HttpViewer { viewer { role organization { slug } actor { id } } }\n": typeof types.HttpViewerDocument,
    "\n  query IsoReadById($assignment: ID!, $attempt: ID!, $agent: ID!, $human: ID!, $system: ID!, $entity: ID!) {\n    assignment(id: $assignment) { id state }\n    attempt(id: $attempt) { id }\n    agent: actor(id: $agent) { id }\n    human: actor(id: $human) { id }\n    system: actor(id: $system) { id }\n    entity(id: $entity) { id content }\n  }\n": typeof types.IsoReadByIdDocument,
    "\n  query IsoLists($assignmentId: ID, $attemptId: ID) {\n    assignments(first: 100) { edges { node { id goalEntity { id } } } }\n    events(first: 100) { edges { node { id actorId assignmentId attemptId } } }\n    byAssignment: events(first: 100, assignmentId: $assignmentId) { edges { node { id } } }\n    byAttempt: events(first: 100, attemptId: $attemptId) { edges { node { id } } }\n    actors(first: 100) { edges { node { id } } }\n    agents: actors(kind: AI_AGENT, first: 100) { edges { node { id } } }\n  }\n": typeof types.IsoListsDocument,
    "query IsoViewer { viewer { organization { id slug } actor { id } role } }": typeof types.IsoViewerDocument,
    "mutation IsoClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoClaimDocument,
    "mutation IsoEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoEndDocument,
    "mutation IsoRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoRecoverDocument,
    "mutation IsoAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoAppendDocument,
    "mutation IsoCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoCreateEntityDocument,
    "mutation IsoCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoCreateAssignmentDocument,
    "mutation IsoPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoPublishDocument,
    "mutation IsoDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoDeactivateDocument,
    "mutation IsoCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { __typename ... on Error { code message } } }": typeof types.IsoCreateTokenDocument,
    "\n  mutation Lc2RegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { replayed actor { id kind } } ... on Error { code message } }\n  }\n": typeof types.Lc2RegisterActorDocument,
    "\n  mutation Lc2PublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { replayed agentConfiguration { version configuration } } ... on Error { code message }\n    }\n  }\n": typeof types.Lc2PublishConfigurationDocument,
    "\n  mutation Lc2CreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) { __typename ... on CreateEntitySuccess { replayed entity { id content } } ... on Error { code message } }\n  }\n": typeof types.Lc2CreateEntityDocument,
    "\n  mutation Lc2CreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id state goalEntity { id } } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.Lc2CreateAssignmentDocument,
    "\n  mutation Lc2Claim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state lastAppliedSeq } attempt { id claimExpiresAt } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.Lc2ClaimDocument,
    "\n  mutation Lc2End($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed assignment { state } attempt { outcome outcomeEntity { id } } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.Lc2EndDocument,
    "\n  mutation Lc2Recover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { replayed attempt { outcome } } ... on Error { code } }\n  }\n": typeof types.Lc2RecoverDocument,
    "\n  mutation Lc2AppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { replayed event { id seq actorId } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.Lc2AppendEventDocument,
    "\n  mutation Lc2Rebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) { __typename ... on RebuildProjectionSuccess { lastAppliedSeq } ... on Error { code } }\n  }\n": typeof types.Lc2RebuildDocument,
    "\n  query Lc2Assignment($id: ID!) { assignment(id: $id) { id state lastAppliedSeq activeClaim { attempt { id } } goalEntity { id } } }\n": typeof types.Lc2AssignmentDocument,
    "query Lc2Attempt($id: ID!) { attempt(id: $id) { id outcome events { edges { node { kind actorId } } } } }": typeof types.Lc2AttemptDocument,
    "\n  query Lc2Others($assignmentId: ID!, $attemptId: ID!, $entityId: ID!, $actorId: ID!) {\n    assignment(id: $assignmentId) { id }\n    attempt(id: $attemptId) { id }\n    entity(id: $entityId) { id }\n    actor(id: $actorId) { id }\n    events(assignmentId: $assignmentId) { edges { node { id } } }\n  }\n": typeof types.Lc2OthersDocument,
    "query Lc2Head($afterSeq: Int) { events(afterSeq: $afterSeq, first: 100) { edges { node { seq kind } } } }": typeof types.Lc2HeadDocument,
    "\n  mutation LcRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n": typeof types.LcRegisterActorDocument,
    "\n  mutation LcPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version } } ... on Error { code message }\n    }\n  }\n": typeof types.LcPublishConfigurationDocument,
    "\n  mutation LcCreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) {\n      __typename\n      ... on CreateEntitySuccess { entity { id sha256 } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.LcCreateEntityDocument,
    "\n  mutation LcCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { assignment { id state title activeClaim { expiresAt } createdBy { id } goalEntity { id sha256 } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.LcCreateAssignmentDocument,
    "\n  mutation LcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state activeClaim { expiresAt } } attempt { id } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n": typeof types.LcClaimDocument,
    "\n  mutation LcEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        assignment { state completedAt activeClaim { expiresAt } outcomeEntity { id } }\n        attempt { id outcome failureReason endedBy { id } outcomeEntity { id content mediaType sha256 generatedByAttemptId } }\n      }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.LcEndDocument,
    "\n  mutation LcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state activeClaim { expiresAt } } attempt { id outcome endedBy { id } } }\n      ... on ClaimNotExpired { attemptId expiresAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": typeof types.LcRecoverDocument,
    "\n  mutation LcAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n": typeof types.LcAppendEventDocument,
    "\n  mutation LcRebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) {\n      __typename ... on RebuildProjectionSuccess { projection batches applied lastAppliedSeq } ... on Error { code message }\n    }\n  }\n": typeof types.LcRebuildDocument,
    "\n  query LcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title lastAppliedSeq completedAt attemptCount\n      createdBy { id }\n      goalEntity { id sha256 }\n      activeClaim { attempt { id } agent { id } configurationVersion expiresAt }\n      outcomeEntity { id content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome failureReason configurationVersion claimExpiresAt agent { id } endedBy { id } outcomeEntity { id }\n      } } }\n    }\n  }\n": typeof types.LcAssignmentDocument,
    "\n  query LcEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) {\n      edges { node { id seq kind payload actorId recordedBy { id } attemptId followsEventId } }\n    }\n  }\n": typeof types.LcEventsDocument,
    "\n  subscription ScaleFollow($afterSeq: Int, $kinds: [String!]) { ledgerEvents(afterSeq: $afterSeq, kinds: $kinds) { seq kind } }\n": typeof types.ScaleFollowDocument,
    "\n  subscription ScaleFollowPayloads($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq payload } }\n": typeof types.ScaleFollowPayloadsDocument,
    "\n  mutation ScaleCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename } }\n": typeof types.ScaleCreateDocument,
    "subscription ScaleActors { ledgerEvents { seq actor { displayName } } }": typeof types.ScaleActorsDocument,
    "subscription ScaleWatch($id: ID!) { assignmentChanged(id: $id) { id state } }": typeof types.ScaleWatchDocument,
    "\n  subscription LiveLedger($afterSeq: Int, $kinds: [String!], $assignmentId: ID) {\n    ledgerEvents(afterSeq: $afterSeq, kinds: $kinds, assignmentId: $assignmentId) { seq kind id payload }\n  }\n": typeof types.LiveLedgerDocument,
    "\n  subscription LiveAssignment($id: ID!) { assignmentChanged(id: $id) { id state activeClaim { attempt { id } } } }\n": typeof types.LiveAssignmentDocument,
    "\n  query LivePaged($after: String, $first: Int) {\n    events(after: $after, first: $first) { edges { node { seq kind id } } pageInfo { hasNextPage endCursor } }\n  }\n": typeof types.LivePagedDocument,
    "\n  query LiveVerify { verifyLedger { ok eventsChecked firstBroken { seq eventId reason } } }\n": typeof types.LiveVerifyDocument,
    "\n  mutation LiveLateEvidence($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code } }\n  }\n": typeof types.LiveLateEvidenceDocument,
    "\n  query LiveInteractions($id: ID!) {\n    attempt(id: $id) {\n      outcome\n      interactions { edges { node { kind callId pending request { seq kind payload } response { seq kind payload } } } }\n      events { edges { node { seq kind } } }\n    }\n  }\n": typeof types.LiveInteractionsDocument,
    "mutation PrClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }": typeof types.PrClaimDocument,
    "query PrReadAssignment($id: ID!) { assignment(id: $id) { id } }": typeof types.PrReadAssignmentDocument,
    "query PrPageAssignments($first: Int) { assignments(first: $first) { edges { cursor } } }": typeof types.PrPageAssignmentsDocument,
    "query PrPageEvents($first: Int) { events(first: $first) { edges { node { id } } } }": typeof types.PrPageEventsDocument,
    "subscription RlLedger($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq } }": typeof types.RlLedgerDocument,
    "\n  query ListAssignmentsDeep($first: Int!) {\n    assignments(first: $first) {\n      edges {\n        node {\n          id\n          state\n          goalEntity { id mediaType content }\n          createdBy { displayName }\n          activeClaim { expiresAt agent { id displayName configurations(first: 2) { edges { node { version } } } } attempt { id startedAt } }\n          attempts(first: 2) {\n            edges { node {\n              id outcome agent { displayName } endedBy { id } assignment { id }\n              events(first: 3) { edges { node { seq kind } } pageInfo { hasNextPage } }\n              interactions(first: 3) { edges { node { callId pending } } }\n            } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ListAssignmentsDeepDocument,
    "\n  query Viewer { viewer { organization { slug } actor { displayName } role } }\n": typeof types.ViewerDocument,
    "\n  mutation TkCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { token apiToken { id role expiresAt revokedAt lastUsedAt createdBy { id } } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.TkCreateDocument,
    "\n  mutation TkRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { replayed apiToken { id revokedAt revokedBy { id } } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.TkRevokeDocument,
    "\n  query TkList($actorId: ID) { apiTokens(actorId: $actorId) { edges { node { id role label expiresAt revokedAt lastUsedAt actor { id } } } } }\n": typeof types.TkListDocument,
    "query TkViewer { viewer { role actor { id } } }": typeof types.TkViewerDocument,
};
const documents: Documents = {
    "query AuRateLimit { rateLimit { cost nodeCount } }": types.AuRateLimitDocument,
    "query AuViewer { viewer { role organization { id slug } actor { id kind } } }": types.AuViewerDocument,
    "query AuAssignment($id: ID!) { assignment(id: $id) { id } }": types.AuAssignmentDocument,
    "query AuAssignments { assignments(first: 5) { edges { node { id } } } }": types.AuAssignmentsDocument,
    "query AuAttempt($id: ID!) { attempt(id: $id) { id } }": types.AuAttemptDocument,
    "query AuActor($id: ID!) { actor(id: $id) { id } }": types.AuActorDocument,
    "query AuActors { actors(kind: AI_AGENT, first: 5) { edges { node { id kind } } } }": types.AuActorsDocument,
    "query AuEntity($id: ID!) { entity(id: $id) { id } }": types.AuEntityDocument,
    "query AuEvents { events(first: 5) { edges { node { id } } } }": types.AuEventsDocument,
    "query AuProjections { projections { name dirty } }": types.AuProjectionsDocument,
    "query AuVerifyLedger { verifyLedger { ok } }": types.AuVerifyLedgerDocument,
    "query AuApiTokens { apiTokens(first: 5) { edges { node { id role } } } }": types.AuApiTokensDocument,
    "mutation AuRevokeToken($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename ... on Error { code message } } }": types.AuRevokeTokenDocument,
    "mutation AuRebuild($input: RebuildProjectionInput!) { rebuildProjection(input: $input) { __typename ... on Error { code message } } }": types.AuRebuildDocument,
    "mutation AuMarkDirty($input: MarkProjectionDirtyInput!) { markProjectionDirty(input: $input) { __typename ... on Error { code message } } }": types.AuMarkDirtyDocument,
    "mutation AuRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }": types.AuRecoverDocument,
    "mutation AuCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role actor { id } } } ... on Error { code message } }\n  }": types.AuCreateTokenDocument,
    "mutation AuClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }": types.AuClaimDocument,
    "mutation AuEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }": types.AuEndDocument,
    "mutation AuAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }": types.AuAppendDocument,
    "mutation AuCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }": types.AuCreateAssignmentDocument,
    "mutation AuRegister($input: RegisterActorInput!) { registerActor(input: $input) { __typename ... on Error { code message } } }": types.AuRegisterDocument,
    "mutation AuDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }": types.AuDeactivateDocument,
    "mutation AuPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }": types.AuPublishDocument,
    "mutation AuCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }": types.AuCreateEntityDocument,
    "mutation AuClaims($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) { __typename ... on ClaimAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }": types.AuClaimsDocument,
    "mutation AuEnds($input: EndAttemptsInput!) {\n    endAttempts(input: $input) { __typename ... on EndAttemptsSuccess { results { __typename } } ... on Error { code message } }\n  }": types.AuEndsDocument,
    "mutation AuAppends($input: AppendEventsInput!) {\n    appendEvents(input: $input) { __typename ... on AppendEventsSuccess { results { __typename } } ... on Error { code message } }\n  }": types.AuAppendsDocument,
    "mutation AuCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) { __typename ... on CreateEntitiesSuccess { results { __typename } } ... on Error { code message } }\n  }": types.AuCreateEntitiesDocument,
    "mutation AuCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) { __typename ... on CreateAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }": types.AuCreateAssignmentsDocument,
    "mutation AuRenew($input: RenewClaimInput!) { renewClaim(input: $input) { __typename ... on Error { code message } } }": types.AuRenewDocument,
    "mutation AuCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename ... on Error { code message } } }": types.AuCancelDocument,
    "mutation AuReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename ... on Error { code message } } }": types.AuReopenDocument,
    "mutation AuReconcile($input: ReconcileAttemptInput!) { reconcileAttempt(input: $input) { __typename ... on Error { code message } } }": types.AuReconcileDocument,
    "\n  query AvAvailability($id: ID!) {\n    assignment(id: $id) { state availability { reason claimable attemptId explanation nextActions staleProjection } }\n  }\n": types.AvAvailabilityDocument,
    "\n  mutation AvClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id } }\n      ... on Error { code message }\n    }\n  }\n": types.AvClaimDocument,
    "\n  mutation BaCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) {\n      __typename\n      ... on CreateAssignmentsSuccess {\n        results {\n          __typename\n          ... on CreateAssignmentSuccess { replayed assignment { id state title goalEntity { content } } }\n          ... on ValidationError { issues { path message } }\n          ... on Error { code message }\n        }\n      }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.BaCreateAssignmentsDocument,
    "\n  mutation BaClaimAssignments($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) {\n      __typename\n      ... on ClaimAssignmentsSuccess {\n        results {\n          __typename\n          ... on ClaimAssignmentSuccess { replayed assignment { id state } attempt { id agent { id } } }\n          ... on ClaimConflict { attemptId agentId expiresAt }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.BaClaimAssignmentsDocument,
    "\n  mutation BaEndAttempts($input: EndAttemptsInput!) {\n    endAttempts(input: $input) {\n      __typename\n      ... on EndAttemptsSuccess {\n        results {\n          __typename\n          ... on EndAttemptSuccess { replayed assignment { id state outcomeEntity { content } } attempt { outcome failureReason } }\n          ... on AttemptNotActive { attemptId activeAttemptId }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.BaEndAttemptsDocument,
    "\n  mutation BaAppendEvents($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess { results { __typename ... on AppendEventSuccess { replayed event { seq kind } } ... on Error { code } } }\n      ... on Error { code message }\n    }\n  }\n": types.BaAppendEventsDocument,
    "\n  mutation BaCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) {\n      __typename\n      ... on CreateEntitiesSuccess {\n        results { __typename ... on CreateEntitySuccess { replayed entity { id content generatedByAttemptId } } ... on Error { code } }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.BaCreateEntitiesDocument,
    "\n  query CnEvents($first: Int, $after: String, $last: Int, $before: String, $afterSeq: Int, $assignmentId: ID) {\n    events(first: $first, after: $after, last: $last, before: $before, afterSeq: $afterSeq, assignmentId: $assignmentId) {\n      edges { cursor node { seq kind } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.CnEventsDocument,
    "\n  query CnTokens($first: Int, $after: String, $last: Int, $before: String) {\n    apiTokens(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id createdAt } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.CnTokensDocument,
    "\n  query CnAttempt($id: ID!, $first: Int, $after: String, $last: Int) {\n    attempt(id: $id) {\n      id\n      assignment { id state }\n      events(first: $first, after: $after, last: $last) { edges { node { seq kind } } pageInfo { hasNextPage endCursor } }\n      interactions(first: 2) { edges { cursor node { kind callId pending } } pageInfo { hasNextPage endCursor } }\n    }\n  }\n": types.CnAttemptDocument,
    "\n  mutation CnCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id goalEntity { id } } event { seq kind } events { seq kind payload } }\n      ... on Error { code message }\n    }\n  }\n": types.CnCreateDocument,
    "\n  mutation CnEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        replayed attempt { id outcome outcomeEntity { id sha256 mediaType byteSize } }\n        event { seq kind payloadVersion payload } events { seq kind }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.CnEndDocument,
    "\n  mutation CnRegister($input: RegisterActorInput!) {\n    registerActor(input: $input) {\n      __typename\n      ... on RegisterActorSuccess { replayed actor { id } event { id kind payload } events { id } }\n      ... on Error { code }\n    }\n  }\n": types.CnRegisterDocument,
    "\n  mutation CnToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { replayed apiToken { id } event { kind payload } events { kind } }\n      ... on Error { code }\n    }\n  }\n": types.CnTokenDocument,
    "\n  query CnAssignments($first: Int, $after: String, $last: Int, $before: String) {\n    assignments(first: $first, after: $after, last: $last, before: $before) {\n      edges { node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.CnAssignmentsDocument,
    "\n  query CnActors($kind: ActorKind, $first: Int, $after: String, $last: Int, $before: String) {\n    actors(kind: $kind, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id kind displayName status } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.CnActorsDocument,
    "\n  query CnActorsWithConfigurations($first: Int) {\n    actors(kind: AI_AGENT, first: $first) {\n      edges { node { id latestConfigurationVersion configurations(first: 5) { edges { node { version } } } } }\n    }\n  }\n": types.CnActorsWithConfigurationsDocument,
    "\n  mutation CnClaimThenEnd($claim: ClaimAssignmentInput!, $end: EndAttemptInput!) {\n    claimAssignment(input: $claim) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id outcome events { edges { node { kind } } } } }\n    }\n    endAttempt(input: $end) {\n      __typename\n      ... on EndAttemptSuccess {\n        attempt { id outcome events { edges { node { kind } } } }\n        assignment { state attempts { edges { node { id outcome } } } }\n      }\n    }\n  }\n": types.CnClaimThenEndDocument,
    "\n  mutation CnCancelThenReopen($cancel: CancelAssignmentInput!, $reopen: ReopenAssignmentInput!) {\n    cancelAssignment(input: $cancel) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state availability { reason nextActions } } }\n    }\n    reopenAssignment(input: $reopen) {\n      __typename\n      ... on ReopenAssignmentSuccess { assignment { state availability { reason claimable nextActions } } }\n    }\n  }\n": types.CnCancelThenReopenDocument,
    "\n  mutation CnCreateAnswering($input: CreateAssignmentInput!, $after: String) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess {\n        assignment { id attempts(after: $after) { edges { node { id } } } }\n        event { recordedBy { configurations(before: \"bm90LW91cnM\") { edges { node { version } } } } }\n      }\n    }\n  }\n": types.CnCreateAnsweringDocument,
    "\n  mutation CnRenewAnswering($input: RenewClaimInput!, $kinds: [String!]) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { attempt { id events(kinds: $kinds) { edges { node { kind } } } } }\n    }\n  }\n": types.CnRenewAnsweringDocument,
    "\n  mutation CnRenewReading($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { event { seq } attempt { id events(first: 100) { edges { node { seq payload } } } } }\n    }\n  }\n": types.CnRenewReadingDocument,
    "\n  mutation ConsoleTestCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n": types.ConsoleTestCreateAssignmentDocument,
    "\n  mutation ConsoleTestRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n": types.ConsoleTestRegisterActorDocument,
    "\n  mutation ConsoleTestPublish($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) { __typename ... on Error { code message } }\n  }\n": types.ConsoleTestPublishDocument,
    "\n  mutation ConsoleTestAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n": types.ConsoleTestAppendDocument,
    "\n  mutation ConsoleTestRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on Error { code message } }\n  }\n": types.ConsoleTestRevokeDocument,
    "\n  mutation ConsoleTestClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } ... on Error { code message } }\n  }\n": types.ConsoleTestClaimDocument,
    "\n  mutation ConsoleTestRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome unansweredCallIds } }\n      ... on Error { code message }\n    }\n  }\n": types.ConsoleTestRecoverDocument,
    "\n  mutation ConsoleTestCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state uncertainAttempt { id } } }\n      ... on Error { code message }\n    }\n  }\n": types.ConsoleTestCancelDocument,
    "\n  mutation DcRenew($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess {\n        replayed\n        assignment { state activeClaim { expiresAt } }\n        attempt { id claimExpiresAt }\n        event { id kind actorId payload }\n        events { id kind }\n      }\n      ... on ClaimExpired { attemptId expiredAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on AssignmentCancelled { cancelledAt }\n      ... on Error { code message }\n    }\n  }\n": types.DcRenewDocument,
    "\n  mutation DcCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess {\n        replayed\n        assignment { id state activeClaim { expiresAt } cancellation { reason cancelledAt cancelledBy { id } } uncertainAttempt { id } }\n        attempt { id outcome endedBy { id } unansweredCallIds }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.DcCancelDocument,
    "\n  mutation DcReopen($input: ReopenAssignmentInput!) {\n    reopenAssignment(input: $input) {\n      __typename\n      ... on ReopenAssignmentSuccess {\n        replayed\n        assignment { id state cancellation { reason } }\n        event { id kind payload }\n        events { id kind }\n      }\n      ... on AttemptUncertain { attemptId }\n      ... on Error { code message }\n    }\n  }\n": types.DcReopenDocument,
    "\n  mutation DcReconcile($input: ReconcileAttemptInput!) {\n    reconcileAttempt(input: $input) {\n      __typename\n      ... on ReconcileAttemptSuccess {\n        replayed\n        assignment { state completedAt uncertainAttempt { id } outcomeEntity { id content } }\n        attempt {\n          id outcome unansweredCallIds\n          outcomeEntity { id content generatedByAttemptId createdBy { id } }\n          reconciliation {\n            decision note reconciledAt reconciledBy { id } seq\n            receipts { callIds producer sha256 receipt { id content sha256 } }\n            effect { id content generatedByAttemptId }\n          }\n        }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AttemptNotUncertain { uncertainAttemptId }\n      ... on ReceiptRejected { mismatch receiptIndex }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.DcReconcileDocument,
    "\n  mutation DcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id claimExpiresAt } }\n      ... on AssignmentUncertain { attemptId }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.DcClaimDocument,
    "\n  mutation DcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess {\n        assignment { state activeClaim { expiresAt } uncertainAttempt { id } }\n        attempt { id outcome unansweredCallIds }\n        event { kind payloadVersion payload }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.DcRecoverDocument,
    "\n  mutation DcAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq kind payloadVersion } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.DcAppendDocument,
    "\n  mutation DcMarkDirty($input: MarkProjectionDirtyInput!) {\n    markProjectionDirty(input: $input) { __typename ... on Error { code message } }\n  }\n": types.DcMarkDirtyDocument,
    "\n  query DcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state\n      availability { reason claimable attemptId until explanation nextActions }\n      cancellation { reason cancelledBy { id } }\n      uncertainAttempt { id outcome unansweredCallIds }\n      attempts { edges { node { id outcome unansweredCallIds reconciliation { decision } } } }\n    }\n  }\n": types.DcAssignmentDocument,
    "\n  query DcAttempt($id: ID!) {\n    attempt(id: $id) {\n      id outcome claimExpiresAt unansweredCallIds endedBy { id }\n      reconciliation { decision note receipts { callIds producer sha256 receipt { id } } reconciledBy { id } seq }\n    }\n  }\n": types.DcAttemptDocument,
    "\n  query DcList($state: AssignmentState, $states: [AssignmentState!], $claimExpired: Boolean, $search: String, $first: Int) {\n    assignments(state: $state, states: $states, claimExpired: $claimExpired, search: $search, first: $first) {\n      edges { node { id title state } }\n    }\n  }\n": types.DcListDocument,
    "\n  query DcListPlain($first: Int!) {\n    assignments(first: $first) { edges { node { id state title } } }\n  }\n": types.DcListPlainDocument,
    "\n  query DcListAvailability($first: Int!) {\n    assignments(first: $first) {\n      edges { node { id state title availability { reason claimable attemptId until nextActions } } }\n    }\n  }\n": types.DcListAvailabilityDocument,
    "\n  mutation EvAppend($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess {\n        results {\n          __typename\n          ... on AppendEventSuccess { replayed }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n": types.EvAppendDocument,
    "\n  query EvRead($attemptId: ID!, $max: Int) {\n    attempt(id: $attemptId) {\n      interactions(first: 50) {\n        edges { node { callId request { payload payloadVersion storedPayloadVersion } response { payload } } }\n      }\n      events(first: 100) { edges { node { kind payload(maxContentBytes: $max) storedPayload digest } } }\n    }\n    events(attemptId: $attemptId, kinds: [\"llm.request\"], first: 100) { edges { node { payload storedPayload } } }\n  }\n": types.EvReadDocument,
    "\n  mutation EvAppendCut($input: AppendEventInput!, $max: Int) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { payload(maxContentBytes: $max) } }\n      ... on Error { code message }\n    }\n  }\n": types.EvAppendCutDocument,
    "\n  mutation EvAppendSeq($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq payloadVersion } }\n      ... on Error { code message }\n    }\n  }\n": types.EvAppendSeqDocument,
    "\n  query EvLong($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 50) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n": types.EvLongDocument,
    "\n  query EvChain {\n    events(first: 100) {\n      edges {\n        node {\n          seq id kind storedPayloadVersion storedPayload actorId recordedBy { id } assignmentId attemptId followsEventId\n          recordedAtExact digest\n        }\n      }\n    }\n  }\n": types.EvChainDocument,
    "\n  query EvCostly($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 100) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n": types.EvCostlyDocument,
    "\n  mutation EbCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } }\n  }\n": types.EbCreateDocument,
    "\n  mutation EbClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed attempt { id } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.EbClaimDocument,
    "\n  mutation EbCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename } }\n": types.EbCancelDocument,
    "\n  mutation EbReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename } }\n": types.EbReopenDocument,
    "\n  mutation EbEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed attempt { outcome } }\n      ... on AttemptNotOwned { attemptId claimedBy }\n      ... on Error { code message }\n    }\n  }\n": types.EbEndDocument,
    "\n  mutation EbAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n": types.EbAppendDocument,
    "\n  query EbAvailability($id: ID!) { assignment(id: $id) { availability { reason claimable explanation nextActions staleProjection } } }\n": types.EbAvailabilityDocument,
    "\n  mutation GraphiqlCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n": types.GraphiqlCreateAssignmentDocument,
    "\n  mutation HttpRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id kind status } } ... on Error { code message } }\n  }\n": types.HttpRegisterActorDocument,
    "\n  mutation HttpPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { id } } } ... on Error { code message }\n    }\n  }\n": types.HttpPublishConfigurationDocument,
    "\n  mutation HttpCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename ... on CreateAssignmentSuccess { assignment { id state goalEntity { content } } } ... on Error { code message }\n    }\n  }\n": types.HttpCreateAssignmentDocument,
    "\n  mutation HttpClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state } attempt { id startedAt claimExpiresAt agent { id } } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n": types.HttpClaimDocument,
    "\n  mutation HttpEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.HttpEndDocument,
    "\n  mutation HttpRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.HttpRecoverDocument,
    "\n  mutation HttpAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AppendEventSuccess { event { seq } } ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n": types.HttpAppendEventDocument,
    "\n  query HttpAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title\n      goalEntity { mediaType content }\n      activeClaim { attempt { id } expiresAt }\n      outcomeEntity { mediaType content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome configurationVersion failureReason\n        agent { id displayName } endedBy { id } recordedBy { id } outcomeEntity { content }\n        events { edges { node { seq kind actorId } } }\n      } } }\n    }\n  }\n": types.HttpAssignmentDocument,
    "\n  query HttpEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) { edges { node { seq kind attemptId payload } } }\n  }\n": types.HttpEventsDocument,
    "\n  query HttpViewer { viewer { role organization { slug } actor { id } } }\n": types.HttpViewerDocument,
    "\n  query IsoReadById($assignment: ID!, $attempt: ID!, $agent: ID!, $human: ID!, $system: ID!, $entity: ID!) {\n    assignment(id: $assignment) { id state }\n    attempt(id: $attempt) { id }\n    agent: actor(id: $agent) { id }\n    human: actor(id: $human) { id }\n    system: actor(id: $system) { id }\n    entity(id: $entity) { id content }\n  }\n": types.IsoReadByIdDocument,
    "\n  query IsoLists($assignmentId: ID, $attemptId: ID) {\n    assignments(first: 100) { edges { node { id goalEntity { id } } } }\n    events(first: 100) { edges { node { id actorId assignmentId attemptId } } }\n    byAssignment: events(first: 100, assignmentId: $assignmentId) { edges { node { id } } }\n    byAttempt: events(first: 100, attemptId: $attemptId) { edges { node { id } } }\n    actors(first: 100) { edges { node { id } } }\n    agents: actors(kind: AI_AGENT, first: 100) { edges { node { id } } }\n  }\n": types.IsoListsDocument,
    "query IsoViewer { viewer { organization { id slug } actor { id } role } }": types.IsoViewerDocument,
    "mutation IsoClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }": types.IsoClaimDocument,
    "mutation IsoEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }": types.IsoEndDocument,
    "mutation IsoRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }": types.IsoRecoverDocument,
    "mutation IsoAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }": types.IsoAppendDocument,
    "mutation IsoCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }": types.IsoCreateEntityDocument,
    "mutation IsoCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }": types.IsoCreateAssignmentDocument,
    "mutation IsoPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }": types.IsoPublishDocument,
    "mutation IsoDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }": types.IsoDeactivateDocument,
    "mutation IsoCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { __typename ... on Error { code message } } }": types.IsoCreateTokenDocument,
    "\n  mutation Lc2RegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { replayed actor { id kind } } ... on Error { code message } }\n  }\n": types.Lc2RegisterActorDocument,
    "\n  mutation Lc2PublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { replayed agentConfiguration { version configuration } } ... on Error { code message }\n    }\n  }\n": types.Lc2PublishConfigurationDocument,
    "\n  mutation Lc2CreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) { __typename ... on CreateEntitySuccess { replayed entity { id content } } ... on Error { code message } }\n  }\n": types.Lc2CreateEntityDocument,
    "\n  mutation Lc2CreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id state goalEntity { id } } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.Lc2CreateAssignmentDocument,
    "\n  mutation Lc2Claim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state lastAppliedSeq } attempt { id claimExpiresAt } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.Lc2ClaimDocument,
    "\n  mutation Lc2End($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed assignment { state } attempt { outcome outcomeEntity { id } } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.Lc2EndDocument,
    "\n  mutation Lc2Recover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { replayed attempt { outcome } } ... on Error { code } }\n  }\n": types.Lc2RecoverDocument,
    "\n  mutation Lc2AppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { replayed event { id seq actorId } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.Lc2AppendEventDocument,
    "\n  mutation Lc2Rebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) { __typename ... on RebuildProjectionSuccess { lastAppliedSeq } ... on Error { code } }\n  }\n": types.Lc2RebuildDocument,
    "\n  query Lc2Assignment($id: ID!) { assignment(id: $id) { id state lastAppliedSeq activeClaim { attempt { id } } goalEntity { id } } }\n": types.Lc2AssignmentDocument,
    "query Lc2Attempt($id: ID!) { attempt(id: $id) { id outcome events { edges { node { kind actorId } } } } }": types.Lc2AttemptDocument,
    "\n  query Lc2Others($assignmentId: ID!, $attemptId: ID!, $entityId: ID!, $actorId: ID!) {\n    assignment(id: $assignmentId) { id }\n    attempt(id: $attemptId) { id }\n    entity(id: $entityId) { id }\n    actor(id: $actorId) { id }\n    events(assignmentId: $assignmentId) { edges { node { id } } }\n  }\n": types.Lc2OthersDocument,
    "query Lc2Head($afterSeq: Int) { events(afterSeq: $afterSeq, first: 100) { edges { node { seq kind } } } }": types.Lc2HeadDocument,
    "\n  mutation LcRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n": types.LcRegisterActorDocument,
    "\n  mutation LcPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version } } ... on Error { code message }\n    }\n  }\n": types.LcPublishConfigurationDocument,
    "\n  mutation LcCreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) {\n      __typename\n      ... on CreateEntitySuccess { entity { id sha256 } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.LcCreateEntityDocument,
    "\n  mutation LcCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { assignment { id state title activeClaim { expiresAt } createdBy { id } goalEntity { id sha256 } } }\n      ... on Error { code message }\n    }\n  }\n": types.LcCreateAssignmentDocument,
    "\n  mutation LcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state activeClaim { expiresAt } } attempt { id } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n": types.LcClaimDocument,
    "\n  mutation LcEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        assignment { state completedAt activeClaim { expiresAt } outcomeEntity { id } }\n        attempt { id outcome failureReason endedBy { id } outcomeEntity { id content mediaType sha256 generatedByAttemptId } }\n      }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.LcEndDocument,
    "\n  mutation LcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state activeClaim { expiresAt } } attempt { id outcome endedBy { id } } }\n      ... on ClaimNotExpired { attemptId expiresAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n": types.LcRecoverDocument,
    "\n  mutation LcAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n": types.LcAppendEventDocument,
    "\n  mutation LcRebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) {\n      __typename ... on RebuildProjectionSuccess { projection batches applied lastAppliedSeq } ... on Error { code message }\n    }\n  }\n": types.LcRebuildDocument,
    "\n  query LcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title lastAppliedSeq completedAt attemptCount\n      createdBy { id }\n      goalEntity { id sha256 }\n      activeClaim { attempt { id } agent { id } configurationVersion expiresAt }\n      outcomeEntity { id content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome failureReason configurationVersion claimExpiresAt agent { id } endedBy { id } outcomeEntity { id }\n      } } }\n    }\n  }\n": types.LcAssignmentDocument,
    "\n  query LcEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) {\n      edges { node { id seq kind payload actorId recordedBy { id } attemptId followsEventId } }\n    }\n  }\n": types.LcEventsDocument,
    "\n  subscription ScaleFollow($afterSeq: Int, $kinds: [String!]) { ledgerEvents(afterSeq: $afterSeq, kinds: $kinds) { seq kind } }\n": types.ScaleFollowDocument,
    "\n  subscription ScaleFollowPayloads($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq payload } }\n": types.ScaleFollowPayloadsDocument,
    "\n  mutation ScaleCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename } }\n": types.ScaleCreateDocument,
    "subscription ScaleActors { ledgerEvents { seq actor { displayName } } }": types.ScaleActorsDocument,
    "subscription ScaleWatch($id: ID!) { assignmentChanged(id: $id) { id state } }": types.ScaleWatchDocument,
    "\n  subscription LiveLedger($afterSeq: Int, $kinds: [String!], $assignmentId: ID) {\n    ledgerEvents(afterSeq: $afterSeq, kinds: $kinds, assignmentId: $assignmentId) { seq kind id payload }\n  }\n": types.LiveLedgerDocument,
    "\n  subscription LiveAssignment($id: ID!) { assignmentChanged(id: $id) { id state activeClaim { attempt { id } } } }\n": types.LiveAssignmentDocument,
    "\n  query LivePaged($after: String, $first: Int) {\n    events(after: $after, first: $first) { edges { node { seq kind id } } pageInfo { hasNextPage endCursor } }\n  }\n": types.LivePagedDocument,
    "\n  query LiveVerify { verifyLedger { ok eventsChecked firstBroken { seq eventId reason } } }\n": types.LiveVerifyDocument,
    "\n  mutation LiveLateEvidence($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code } }\n  }\n": types.LiveLateEvidenceDocument,
    "\n  query LiveInteractions($id: ID!) {\n    attempt(id: $id) {\n      outcome\n      interactions { edges { node { kind callId pending request { seq kind payload } response { seq kind payload } } } }\n      events { edges { node { seq kind } } }\n    }\n  }\n": types.LiveInteractionsDocument,
    "mutation PrClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }": types.PrClaimDocument,
    "query PrReadAssignment($id: ID!) { assignment(id: $id) { id } }": types.PrReadAssignmentDocument,
    "query PrPageAssignments($first: Int) { assignments(first: $first) { edges { cursor } } }": types.PrPageAssignmentsDocument,
    "query PrPageEvents($first: Int) { events(first: $first) { edges { node { id } } } }": types.PrPageEventsDocument,
    "subscription RlLedger($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq } }": types.RlLedgerDocument,
    "\n  query ListAssignmentsDeep($first: Int!) {\n    assignments(first: $first) {\n      edges {\n        node {\n          id\n          state\n          goalEntity { id mediaType content }\n          createdBy { displayName }\n          activeClaim { expiresAt agent { id displayName configurations(first: 2) { edges { node { version } } } } attempt { id startedAt } }\n          attempts(first: 2) {\n            edges { node {\n              id outcome agent { displayName } endedBy { id } assignment { id }\n              events(first: 3) { edges { node { seq kind } } pageInfo { hasNextPage } }\n              interactions(first: 3) { edges { node { callId pending } } }\n            } }\n          }\n        }\n      }\n    }\n  }\n": types.ListAssignmentsDeepDocument,
    "\n  query Viewer { viewer { organization { slug } actor { displayName } role } }\n": types.ViewerDocument,
    "\n  mutation TkCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { token apiToken { id role expiresAt revokedAt lastUsedAt createdBy { id } } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.TkCreateDocument,
    "\n  mutation TkRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { replayed apiToken { id revokedAt revokedBy { id } } }\n      ... on Error { code message }\n    }\n  }\n": types.TkRevokeDocument,
    "\n  query TkList($actorId: ID) { apiTokens(actorId: $actorId) { edges { node { id role label expiresAt revokedAt lastUsedAt actor { id } } } } }\n": types.TkListDocument,
    "query TkViewer { viewer { role actor { id } } }": types.TkViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuRateLimit { rateLimit { cost nodeCount } }"): (typeof documents)["query AuRateLimit { rateLimit { cost nodeCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuViewer { viewer { role organization { id slug } actor { id kind } } }"): (typeof documents)["query AuViewer { viewer { role organization { id slug } actor { id kind } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuAssignment($id: ID!) { assignment(id: $id) { id } }"): (typeof documents)["query AuAssignment($id: ID!) { assignment(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuAssignments { assignments(first: 5) { edges { node { id } } } }"): (typeof documents)["query AuAssignments { assignments(first: 5) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuAttempt($id: ID!) { attempt(id: $id) { id } }"): (typeof documents)["query AuAttempt($id: ID!) { attempt(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuActor($id: ID!) { actor(id: $id) { id } }"): (typeof documents)["query AuActor($id: ID!) { actor(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuActors { actors(kind: AI_AGENT, first: 5) { edges { node { id kind } } } }"): (typeof documents)["query AuActors { actors(kind: AI_AGENT, first: 5) { edges { node { id kind } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuEntity($id: ID!) { entity(id: $id) { id } }"): (typeof documents)["query AuEntity($id: ID!) { entity(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuEvents { events(first: 5) { edges { node { id } } } }"): (typeof documents)["query AuEvents { events(first: 5) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuProjections { projections { name dirty } }"): (typeof documents)["query AuProjections { projections { name dirty } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuVerifyLedger { verifyLedger { ok } }"): (typeof documents)["query AuVerifyLedger { verifyLedger { ok } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuApiTokens { apiTokens(first: 5) { edges { node { id role } } } }"): (typeof documents)["query AuApiTokens { apiTokens(first: 5) { edges { node { id role } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuRevokeToken($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuRevokeToken($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuRebuild($input: RebuildProjectionInput!) { rebuildProjection(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuRebuild($input: RebuildProjectionInput!) { rebuildProjection(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuMarkDirty($input: MarkProjectionDirtyInput!) { markProjectionDirty(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuMarkDirty($input: MarkProjectionDirtyInput!) { markProjectionDirty(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role actor { id } } } ... on Error { code message } }\n  }"): (typeof documents)["mutation AuCreateToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role actor { id } } } ... on Error { code message } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuRegister($input: RegisterActorInput!) { registerActor(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuRegister($input: RegisterActorInput!) { registerActor(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuClaims($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) { __typename ... on ClaimAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }"): (typeof documents)["mutation AuClaims($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) { __typename ... on ClaimAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuEnds($input: EndAttemptsInput!) {\n    endAttempts(input: $input) { __typename ... on EndAttemptsSuccess { results { __typename } } ... on Error { code message } }\n  }"): (typeof documents)["mutation AuEnds($input: EndAttemptsInput!) {\n    endAttempts(input: $input) { __typename ... on EndAttemptsSuccess { results { __typename } } ... on Error { code message } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuAppends($input: AppendEventsInput!) {\n    appendEvents(input: $input) { __typename ... on AppendEventsSuccess { results { __typename } } ... on Error { code message } }\n  }"): (typeof documents)["mutation AuAppends($input: AppendEventsInput!) {\n    appendEvents(input: $input) { __typename ... on AppendEventsSuccess { results { __typename } } ... on Error { code message } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) { __typename ... on CreateEntitiesSuccess { results { __typename } } ... on Error { code message } }\n  }"): (typeof documents)["mutation AuCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) { __typename ... on CreateEntitiesSuccess { results { __typename } } ... on Error { code message } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) { __typename ... on CreateAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }"): (typeof documents)["mutation AuCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) { __typename ... on CreateAssignmentsSuccess { results { __typename } } ... on Error { code message } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuRenew($input: RenewClaimInput!) { renewClaim(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuRenew($input: RenewClaimInput!) { renewClaim(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuReconcile($input: ReconcileAttemptInput!) { reconcileAttempt(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation AuReconcile($input: ReconcileAttemptInput!) { reconcileAttempt(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvAvailability($id: ID!) {\n    assignment(id: $id) { state availability { reason claimable attemptId explanation nextActions staleProjection } }\n  }\n"): (typeof documents)["\n  query AvAvailability($id: ID!) {\n    assignment(id: $id) { state availability { reason claimable attemptId explanation nextActions staleProjection } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AvClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation AvClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BaCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) {\n      __typename\n      ... on CreateAssignmentsSuccess {\n        results {\n          __typename\n          ... on CreateAssignmentSuccess { replayed assignment { id state title goalEntity { content } } }\n          ... on ValidationError { issues { path message } }\n          ... on Error { code message }\n        }\n      }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation BaCreateAssignments($input: CreateAssignmentsInput!) {\n    createAssignments(input: $input) {\n      __typename\n      ... on CreateAssignmentsSuccess {\n        results {\n          __typename\n          ... on CreateAssignmentSuccess { replayed assignment { id state title goalEntity { content } } }\n          ... on ValidationError { issues { path message } }\n          ... on Error { code message }\n        }\n      }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BaClaimAssignments($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) {\n      __typename\n      ... on ClaimAssignmentsSuccess {\n        results {\n          __typename\n          ... on ClaimAssignmentSuccess { replayed assignment { id state } attempt { id agent { id } } }\n          ... on ClaimConflict { attemptId agentId expiresAt }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation BaClaimAssignments($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) {\n      __typename\n      ... on ClaimAssignmentsSuccess {\n        results {\n          __typename\n          ... on ClaimAssignmentSuccess { replayed assignment { id state } attempt { id agent { id } } }\n          ... on ClaimConflict { attemptId agentId expiresAt }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BaEndAttempts($input: EndAttemptsInput!) {\n    endAttempts(input: $input) {\n      __typename\n      ... on EndAttemptsSuccess {\n        results {\n          __typename\n          ... on EndAttemptSuccess { replayed assignment { id state outcomeEntity { content } } attempt { outcome failureReason } }\n          ... on AttemptNotActive { attemptId activeAttemptId }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation BaEndAttempts($input: EndAttemptsInput!) {\n    endAttempts(input: $input) {\n      __typename\n      ... on EndAttemptsSuccess {\n        results {\n          __typename\n          ... on EndAttemptSuccess { replayed assignment { id state outcomeEntity { content } } attempt { outcome failureReason } }\n          ... on AttemptNotActive { attemptId activeAttemptId }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BaAppendEvents($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess { results { __typename ... on AppendEventSuccess { replayed event { seq kind } } ... on Error { code } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation BaAppendEvents($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess { results { __typename ... on AppendEventSuccess { replayed event { seq kind } } ... on Error { code } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BaCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) {\n      __typename\n      ... on CreateEntitiesSuccess {\n        results { __typename ... on CreateEntitySuccess { replayed entity { id content generatedByAttemptId } } ... on Error { code } }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation BaCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) {\n      __typename\n      ... on CreateEntitiesSuccess {\n        results { __typename ... on CreateEntitySuccess { replayed entity { id content generatedByAttemptId } } ... on Error { code } }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CnEvents($first: Int, $after: String, $last: Int, $before: String, $afterSeq: Int, $assignmentId: ID) {\n    events(first: $first, after: $after, last: $last, before: $before, afterSeq: $afterSeq, assignmentId: $assignmentId) {\n      edges { cursor node { seq kind } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query CnEvents($first: Int, $after: String, $last: Int, $before: String, $afterSeq: Int, $assignmentId: ID) {\n    events(first: $first, after: $after, last: $last, before: $before, afterSeq: $afterSeq, assignmentId: $assignmentId) {\n      edges { cursor node { seq kind } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CnTokens($first: Int, $after: String, $last: Int, $before: String) {\n    apiTokens(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id createdAt } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query CnTokens($first: Int, $after: String, $last: Int, $before: String) {\n    apiTokens(first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id createdAt } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CnAttempt($id: ID!, $first: Int, $after: String, $last: Int) {\n    attempt(id: $id) {\n      id\n      assignment { id state }\n      events(first: $first, after: $after, last: $last) { edges { node { seq kind } } pageInfo { hasNextPage endCursor } }\n      interactions(first: 2) { edges { cursor node { kind callId pending } } pageInfo { hasNextPage endCursor } }\n    }\n  }\n"): (typeof documents)["\n  query CnAttempt($id: ID!, $first: Int, $after: String, $last: Int) {\n    attempt(id: $id) {\n      id\n      assignment { id state }\n      events(first: $first, after: $after, last: $last) { edges { node { seq kind } } pageInfo { hasNextPage endCursor } }\n      interactions(first: 2) { edges { cursor node { kind callId pending } } pageInfo { hasNextPage endCursor } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id goalEntity { id } } event { seq kind } events { seq kind payload } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation CnCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id goalEntity { id } } event { seq kind } events { seq kind payload } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        replayed attempt { id outcome outcomeEntity { id sha256 mediaType byteSize } }\n        event { seq kind payloadVersion payload } events { seq kind }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation CnEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        replayed attempt { id outcome outcomeEntity { id sha256 mediaType byteSize } }\n        event { seq kind payloadVersion payload } events { seq kind }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnRegister($input: RegisterActorInput!) {\n    registerActor(input: $input) {\n      __typename\n      ... on RegisterActorSuccess { replayed actor { id } event { id kind payload } events { id } }\n      ... on Error { code }\n    }\n  }\n"): (typeof documents)["\n  mutation CnRegister($input: RegisterActorInput!) {\n    registerActor(input: $input) {\n      __typename\n      ... on RegisterActorSuccess { replayed actor { id } event { id kind payload } events { id } }\n      ... on Error { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { replayed apiToken { id } event { kind payload } events { kind } }\n      ... on Error { code }\n    }\n  }\n"): (typeof documents)["\n  mutation CnToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { replayed apiToken { id } event { kind payload } events { kind } }\n      ... on Error { code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CnAssignments($first: Int, $after: String, $last: Int, $before: String) {\n    assignments(first: $first, after: $after, last: $last, before: $before) {\n      edges { node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query CnAssignments($first: Int, $after: String, $last: Int, $before: String) {\n    assignments(first: $first, after: $after, last: $last, before: $before) {\n      edges { node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CnActors($kind: ActorKind, $first: Int, $after: String, $last: Int, $before: String) {\n    actors(kind: $kind, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id kind displayName status } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query CnActors($kind: ActorKind, $first: Int, $after: String, $last: Int, $before: String) {\n    actors(kind: $kind, first: $first, after: $after, last: $last, before: $before) {\n      edges { cursor node { id kind displayName status } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CnActorsWithConfigurations($first: Int) {\n    actors(kind: AI_AGENT, first: $first) {\n      edges { node { id latestConfigurationVersion configurations(first: 5) { edges { node { version } } } } }\n    }\n  }\n"): (typeof documents)["\n  query CnActorsWithConfigurations($first: Int) {\n    actors(kind: AI_AGENT, first: $first) {\n      edges { node { id latestConfigurationVersion configurations(first: 5) { edges { node { version } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnClaimThenEnd($claim: ClaimAssignmentInput!, $end: EndAttemptInput!) {\n    claimAssignment(input: $claim) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id outcome events { edges { node { kind } } } } }\n    }\n    endAttempt(input: $end) {\n      __typename\n      ... on EndAttemptSuccess {\n        attempt { id outcome events { edges { node { kind } } } }\n        assignment { state attempts { edges { node { id outcome } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CnClaimThenEnd($claim: ClaimAssignmentInput!, $end: EndAttemptInput!) {\n    claimAssignment(input: $claim) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id outcome events { edges { node { kind } } } } }\n    }\n    endAttempt(input: $end) {\n      __typename\n      ... on EndAttemptSuccess {\n        attempt { id outcome events { edges { node { kind } } } }\n        assignment { state attempts { edges { node { id outcome } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnCancelThenReopen($cancel: CancelAssignmentInput!, $reopen: ReopenAssignmentInput!) {\n    cancelAssignment(input: $cancel) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state availability { reason nextActions } } }\n    }\n    reopenAssignment(input: $reopen) {\n      __typename\n      ... on ReopenAssignmentSuccess { assignment { state availability { reason claimable nextActions } } }\n    }\n  }\n"): (typeof documents)["\n  mutation CnCancelThenReopen($cancel: CancelAssignmentInput!, $reopen: ReopenAssignmentInput!) {\n    cancelAssignment(input: $cancel) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state availability { reason nextActions } } }\n    }\n    reopenAssignment(input: $reopen) {\n      __typename\n      ... on ReopenAssignmentSuccess { assignment { state availability { reason claimable nextActions } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnCreateAnswering($input: CreateAssignmentInput!, $after: String) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess {\n        assignment { id attempts(after: $after) { edges { node { id } } } }\n        event { recordedBy { configurations(before: \"bm90LW91cnM\") { edges { node { version } } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CnCreateAnswering($input: CreateAssignmentInput!, $after: String) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess {\n        assignment { id attempts(after: $after) { edges { node { id } } } }\n        event { recordedBy { configurations(before: \"bm90LW91cnM\") { edges { node { version } } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnRenewAnswering($input: RenewClaimInput!, $kinds: [String!]) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { attempt { id events(kinds: $kinds) { edges { node { kind } } } } }\n    }\n  }\n"): (typeof documents)["\n  mutation CnRenewAnswering($input: RenewClaimInput!, $kinds: [String!]) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { attempt { id events(kinds: $kinds) { edges { node { kind } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CnRenewReading($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { event { seq } attempt { id events(first: 100) { edges { node { seq payload } } } } }\n    }\n  }\n"): (typeof documents)["\n  mutation CnRenewReading($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { event { seq } attempt { id events(first: 100) { edges { node { seq payload } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestPublish($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) { __typename ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestPublish($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) { __typename ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) { __typename ... on ClaimAssignmentSuccess { attempt { id } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome unansweredCallIds } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome unansweredCallIds } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state uncertainAttempt { id } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess { assignment { state uncertainAttempt { id } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcRenew($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess {\n        replayed\n        assignment { state activeClaim { expiresAt } }\n        attempt { id claimExpiresAt }\n        event { id kind actorId payload }\n        events { id kind }\n      }\n      ... on ClaimExpired { attemptId expiredAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on AssignmentCancelled { cancelledAt }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DcRenew($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess {\n        replayed\n        assignment { state activeClaim { expiresAt } }\n        attempt { id claimExpiresAt }\n        event { id kind actorId payload }\n        events { id kind }\n      }\n      ... on ClaimExpired { attemptId expiredAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on AssignmentCancelled { cancelledAt }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess {\n        replayed\n        assignment { id state activeClaim { expiresAt } cancellation { reason cancelledAt cancelledBy { id } } uncertainAttempt { id } }\n        attempt { id outcome endedBy { id } unansweredCallIds }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DcCancel($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) {\n      __typename\n      ... on CancelAssignmentSuccess {\n        replayed\n        assignment { id state activeClaim { expiresAt } cancellation { reason cancelledAt cancelledBy { id } } uncertainAttempt { id } }\n        attempt { id outcome endedBy { id } unansweredCallIds }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcReopen($input: ReopenAssignmentInput!) {\n    reopenAssignment(input: $input) {\n      __typename\n      ... on ReopenAssignmentSuccess {\n        replayed\n        assignment { id state cancellation { reason } }\n        event { id kind payload }\n        events { id kind }\n      }\n      ... on AttemptUncertain { attemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DcReopen($input: ReopenAssignmentInput!) {\n    reopenAssignment(input: $input) {\n      __typename\n      ... on ReopenAssignmentSuccess {\n        replayed\n        assignment { id state cancellation { reason } }\n        event { id kind payload }\n        events { id kind }\n      }\n      ... on AttemptUncertain { attemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcReconcile($input: ReconcileAttemptInput!) {\n    reconcileAttempt(input: $input) {\n      __typename\n      ... on ReconcileAttemptSuccess {\n        replayed\n        assignment { state completedAt uncertainAttempt { id } outcomeEntity { id content } }\n        attempt {\n          id outcome unansweredCallIds\n          outcomeEntity { id content generatedByAttemptId createdBy { id } }\n          reconciliation {\n            decision note reconciledAt reconciledBy { id } seq\n            receipts { callIds producer sha256 receipt { id content sha256 } }\n            effect { id content generatedByAttemptId }\n          }\n        }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AttemptNotUncertain { uncertainAttemptId }\n      ... on ReceiptRejected { mismatch receiptIndex }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DcReconcile($input: ReconcileAttemptInput!) {\n    reconcileAttempt(input: $input) {\n      __typename\n      ... on ReconcileAttemptSuccess {\n        replayed\n        assignment { state completedAt uncertainAttempt { id } outcomeEntity { id content } }\n        attempt {\n          id outcome unansweredCallIds\n          outcomeEntity { id content generatedByAttemptId createdBy { id } }\n          reconciliation {\n            decision note reconciledAt reconciledBy { id } seq\n            receipts { callIds producer sha256 receipt { id content sha256 } }\n            effect { id content generatedByAttemptId }\n          }\n        }\n        event { id seq kind payload }\n        events { id seq kind payload }\n      }\n      ... on AttemptNotUncertain { uncertainAttemptId }\n      ... on ReceiptRejected { mismatch receiptIndex }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id claimExpiresAt } }\n      ... on AssignmentUncertain { attemptId }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { attempt { id claimExpiresAt } }\n      ... on AssignmentUncertain { attemptId }\n      ... on AssignmentCancelled { cancelledAt uncertainAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess {\n        assignment { state activeClaim { expiresAt } uncertainAttempt { id } }\n        attempt { id outcome unansweredCallIds }\n        event { kind payloadVersion payload }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess {\n        assignment { state activeClaim { expiresAt } uncertainAttempt { id } }\n        attempt { id outcome unansweredCallIds }\n        event { kind payloadVersion payload }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq kind payloadVersion } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation DcAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq kind payloadVersion } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DcMarkDirty($input: MarkProjectionDirtyInput!) {\n    markProjectionDirty(input: $input) { __typename ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation DcMarkDirty($input: MarkProjectionDirtyInput!) {\n    markProjectionDirty(input: $input) { __typename ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state\n      availability { reason claimable attemptId until explanation nextActions }\n      cancellation { reason cancelledBy { id } }\n      uncertainAttempt { id outcome unansweredCallIds }\n      attempts { edges { node { id outcome unansweredCallIds reconciliation { decision } } } }\n    }\n  }\n"): (typeof documents)["\n  query DcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state\n      availability { reason claimable attemptId until explanation nextActions }\n      cancellation { reason cancelledBy { id } }\n      uncertainAttempt { id outcome unansweredCallIds }\n      attempts { edges { node { id outcome unansweredCallIds reconciliation { decision } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DcAttempt($id: ID!) {\n    attempt(id: $id) {\n      id outcome claimExpiresAt unansweredCallIds endedBy { id }\n      reconciliation { decision note receipts { callIds producer sha256 receipt { id } } reconciledBy { id } seq }\n    }\n  }\n"): (typeof documents)["\n  query DcAttempt($id: ID!) {\n    attempt(id: $id) {\n      id outcome claimExpiresAt unansweredCallIds endedBy { id }\n      reconciliation { decision note receipts { callIds producer sha256 receipt { id } } reconciledBy { id } seq }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DcList($state: AssignmentState, $states: [AssignmentState!], $claimExpired: Boolean, $search: String, $first: Int) {\n    assignments(state: $state, states: $states, claimExpired: $claimExpired, search: $search, first: $first) {\n      edges { node { id title state } }\n    }\n  }\n"): (typeof documents)["\n  query DcList($state: AssignmentState, $states: [AssignmentState!], $claimExpired: Boolean, $search: String, $first: Int) {\n    assignments(state: $state, states: $states, claimExpired: $claimExpired, search: $search, first: $first) {\n      edges { node { id title state } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DcListPlain($first: Int!) {\n    assignments(first: $first) { edges { node { id state title } } }\n  }\n"): (typeof documents)["\n  query DcListPlain($first: Int!) {\n    assignments(first: $first) { edges { node { id state title } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DcListAvailability($first: Int!) {\n    assignments(first: $first) {\n      edges { node { id state title availability { reason claimable attemptId until nextActions } } }\n    }\n  }\n"): (typeof documents)["\n  query DcListAvailability($first: Int!) {\n    assignments(first: $first) {\n      edges { node { id state title availability { reason claimable attemptId until nextActions } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvAppend($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess {\n        results {\n          __typename\n          ... on AppendEventSuccess { replayed }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation EvAppend($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess {\n        results {\n          __typename\n          ... on AppendEventSuccess { replayed }\n          ... on Error { code message }\n        }\n      }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvRead($attemptId: ID!, $max: Int) {\n    attempt(id: $attemptId) {\n      interactions(first: 50) {\n        edges { node { callId request { payload payloadVersion storedPayloadVersion } response { payload } } }\n      }\n      events(first: 100) { edges { node { kind payload(maxContentBytes: $max) storedPayload digest } } }\n    }\n    events(attemptId: $attemptId, kinds: [\"llm.request\"], first: 100) { edges { node { payload storedPayload } } }\n  }\n"): (typeof documents)["\n  query EvRead($attemptId: ID!, $max: Int) {\n    attempt(id: $attemptId) {\n      interactions(first: 50) {\n        edges { node { callId request { payload payloadVersion storedPayloadVersion } response { payload } } }\n      }\n      events(first: 100) { edges { node { kind payload(maxContentBytes: $max) storedPayload digest } } }\n    }\n    events(attemptId: $attemptId, kinds: [\"llm.request\"], first: 100) { edges { node { payload storedPayload } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvAppendCut($input: AppendEventInput!, $max: Int) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { payload(maxContentBytes: $max) } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation EvAppendCut($input: AppendEventInput!, $max: Int) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { payload(maxContentBytes: $max) } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvAppendSeq($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq payloadVersion } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation EvAppendSeq($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { event { seq payloadVersion } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvLong($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 50) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n"): (typeof documents)["\n  query EvLong($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 50) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvChain {\n    events(first: 100) {\n      edges {\n        node {\n          seq id kind storedPayloadVersion storedPayload actorId recordedBy { id } assignmentId attemptId followsEventId\n          recordedAtExact digest\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvChain {\n    events(first: 100) {\n      edges {\n        node {\n          seq id kind storedPayloadVersion storedPayload actorId recordedBy { id } assignmentId attemptId followsEventId\n          recordedAtExact digest\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvCostly($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 100) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n"): (typeof documents)["\n  query EvCostly($attemptId: ID!, $max: Int) {\n    events(attemptId: $attemptId, first: 100) { edges { node { payload(maxContentBytes: $max) } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } }\n  }\n"): (typeof documents)["\n  mutation EbCreate($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed attempt { id } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation EbClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed attempt { id } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation EbCancel($input: CancelAssignmentInput!) { cancelAssignment(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation EbReopen($input: ReopenAssignmentInput!) { reopenAssignment(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed attempt { outcome } }\n      ... on AttemptNotOwned { attemptId claimedBy }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation EbEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed attempt { outcome } }\n      ... on AttemptNotOwned { attemptId claimedBy }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EbAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation EbAppend($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EbAvailability($id: ID!) { assignment(id: $id) { availability { reason claimable explanation nextActions staleProjection } } }\n"): (typeof documents)["\n  query EbAvailability($id: ID!) { assignment(id: $id) { availability { reason claimable explanation nextActions staleProjection } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GraphiqlCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation GraphiqlCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HttpRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id kind status } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation HttpRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id kind status } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HttpPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { id } } } ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation HttpPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { id } } } ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HttpCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename ... on CreateAssignmentSuccess { assignment { id state goalEntity { content } } } ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation HttpCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename ... on CreateAssignmentSuccess { assignment { id state goalEntity { content } } } ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HttpClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state } attempt { id startedAt claimExpiresAt agent { id } } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation HttpClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state } attempt { id startedAt claimExpiresAt agent { id } } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HttpEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation HttpEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HttpRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation HttpRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HttpAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AppendEventSuccess { event { seq } } ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation HttpAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AppendEventSuccess { event { seq } } ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HttpAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title\n      goalEntity { mediaType content }\n      activeClaim { attempt { id } expiresAt }\n      outcomeEntity { mediaType content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome configurationVersion failureReason\n        agent { id displayName } endedBy { id } recordedBy { id } outcomeEntity { content }\n        events { edges { node { seq kind actorId } } }\n      } } }\n    }\n  }\n"): (typeof documents)["\n  query HttpAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title\n      goalEntity { mediaType content }\n      activeClaim { attempt { id } expiresAt }\n      outcomeEntity { mediaType content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome configurationVersion failureReason\n        agent { id displayName } endedBy { id } recordedBy { id } outcomeEntity { content }\n        events { edges { node { seq kind actorId } } }\n      } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HttpEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) { edges { node { seq kind attemptId payload } } }\n  }\n"): (typeof documents)["\n  query HttpEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) { edges { node { seq kind attemptId payload } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HttpViewer { viewer { role organization { slug } actor { id } } }\n"): (typeof documents)["\n  query HttpViewer { viewer { role organization { slug } actor { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoReadById($assignment: ID!, $attempt: ID!, $agent: ID!, $human: ID!, $system: ID!, $entity: ID!) {\n    assignment(id: $assignment) { id state }\n    attempt(id: $attempt) { id }\n    agent: actor(id: $agent) { id }\n    human: actor(id: $human) { id }\n    system: actor(id: $system) { id }\n    entity(id: $entity) { id content }\n  }\n"): (typeof documents)["\n  query IsoReadById($assignment: ID!, $attempt: ID!, $agent: ID!, $human: ID!, $system: ID!, $entity: ID!) {\n    assignment(id: $assignment) { id state }\n    attempt(id: $attempt) { id }\n    agent: actor(id: $agent) { id }\n    human: actor(id: $human) { id }\n    system: actor(id: $system) { id }\n    entity(id: $entity) { id content }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoLists($assignmentId: ID, $attemptId: ID) {\n    assignments(first: 100) { edges { node { id goalEntity { id } } } }\n    events(first: 100) { edges { node { id actorId assignmentId attemptId } } }\n    byAssignment: events(first: 100, assignmentId: $assignmentId) { edges { node { id } } }\n    byAttempt: events(first: 100, attemptId: $attemptId) { edges { node { id } } }\n    actors(first: 100) { edges { node { id } } }\n    agents: actors(kind: AI_AGENT, first: 100) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query IsoLists($assignmentId: ID, $attemptId: ID) {\n    assignments(first: 100) { edges { node { id goalEntity { id } } } }\n    events(first: 100) { edges { node { id actorId assignmentId attemptId } } }\n    byAssignment: events(first: 100, assignmentId: $assignmentId) { edges { node { id } } }\n    byAttempt: events(first: 100, attemptId: $attemptId) { edges { node { id } } }\n    actors(first: 100) { edges { node { id } } }\n    agents: actors(kind: AI_AGENT, first: 100) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IsoViewer { viewer { organization { id slug } actor { id } role } }"): (typeof documents)["query IsoViewer { viewer { organization { id slug } actor { id } role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IsoCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation IsoCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2RegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { replayed actor { id kind } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation Lc2RegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { replayed actor { id kind } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2PublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { replayed agentConfiguration { version configuration } } ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Lc2PublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { replayed agentConfiguration { version configuration } } ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2CreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) { __typename ... on CreateEntitySuccess { replayed entity { id content } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation Lc2CreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) { __typename ... on CreateEntitySuccess { replayed entity { id content } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2CreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id state goalEntity { id } } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Lc2CreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id state goalEntity { id } } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2Claim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state lastAppliedSeq } attempt { id claimExpiresAt } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Lc2Claim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state lastAppliedSeq } attempt { id claimExpiresAt } }\n      ... on AssignmentStateStale { reason pendingSeq }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2End($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed assignment { state } attempt { outcome outcomeEntity { id } } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Lc2End($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess { replayed assignment { state } attempt { outcome outcomeEntity { id } } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2Recover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { replayed attempt { outcome } } ... on Error { code } }\n  }\n"): (typeof documents)["\n  mutation Lc2Recover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { replayed attempt { outcome } } ... on Error { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2AppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { replayed event { id seq actorId } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Lc2AppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename\n      ... on AppendEventSuccess { replayed event { id seq actorId } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Lc2Rebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) { __typename ... on RebuildProjectionSuccess { lastAppliedSeq } ... on Error { code } }\n  }\n"): (typeof documents)["\n  mutation Lc2Rebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) { __typename ... on RebuildProjectionSuccess { lastAppliedSeq } ... on Error { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lc2Assignment($id: ID!) { assignment(id: $id) { id state lastAppliedSeq activeClaim { attempt { id } } goalEntity { id } } }\n"): (typeof documents)["\n  query Lc2Assignment($id: ID!) { assignment(id: $id) { id state lastAppliedSeq activeClaim { attempt { id } } goalEntity { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Lc2Attempt($id: ID!) { attempt(id: $id) { id outcome events { edges { node { kind actorId } } } } }"): (typeof documents)["query Lc2Attempt($id: ID!) { attempt(id: $id) { id outcome events { edges { node { kind actorId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lc2Others($assignmentId: ID!, $attemptId: ID!, $entityId: ID!, $actorId: ID!) {\n    assignment(id: $assignmentId) { id }\n    attempt(id: $attemptId) { id }\n    entity(id: $entityId) { id }\n    actor(id: $actorId) { id }\n    events(assignmentId: $assignmentId) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query Lc2Others($assignmentId: ID!, $attemptId: ID!, $entityId: ID!, $actorId: ID!) {\n    assignment(id: $assignmentId) { id }\n    attempt(id: $attemptId) { id }\n    entity(id: $entityId) { id }\n    actor(id: $actorId) { id }\n    events(assignmentId: $assignmentId) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Lc2Head($afterSeq: Int) { events(afterSeq: $afterSeq, first: 100) { edges { node { seq kind } } } }"): (typeof documents)["query Lc2Head($afterSeq: Int) { events(afterSeq: $afterSeq, first: 100) { edges { node { seq kind } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation LcRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version } } ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcPublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version } } ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcCreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) {\n      __typename\n      ... on CreateEntitySuccess { entity { id sha256 } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcCreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) {\n      __typename\n      ... on CreateEntitySuccess { entity { id sha256 } }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { assignment { id state title activeClaim { expiresAt } createdBy { id } goalEntity { id sha256 } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { assignment { id state title activeClaim { expiresAt } createdBy { id } goalEntity { id sha256 } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state activeClaim { expiresAt } } attempt { id } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcClaim($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) {\n      __typename\n      ... on ClaimAssignmentSuccess { replayed assignment { state activeClaim { expiresAt } } attempt { id } }\n      ... on ClaimConflict { attemptId agentId expiresAt }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        assignment { state completedAt activeClaim { expiresAt } outcomeEntity { id } }\n        attempt { id outcome failureReason endedBy { id } outcomeEntity { id content mediaType sha256 generatedByAttemptId } }\n      }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcEnd($input: EndAttemptInput!) {\n    endAttempt(input: $input) {\n      __typename\n      ... on EndAttemptSuccess {\n        assignment { state completedAt activeClaim { expiresAt } outcomeEntity { id } }\n        attempt { id outcome failureReason endedBy { id } outcomeEntity { id content mediaType sha256 generatedByAttemptId } }\n      }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state activeClaim { expiresAt } } attempt { id outcome endedBy { id } } }\n      ... on ClaimNotExpired { attemptId expiresAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcRecover($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) {\n      __typename\n      ... on RecoverExpiredClaimSuccess { assignment { state activeClaim { expiresAt } } attempt { id outcome endedBy { id } } }\n      ... on ClaimNotExpired { attemptId expiresAt }\n      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) {\n      __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LcRebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) {\n      __typename ... on RebuildProjectionSuccess { projection batches applied lastAppliedSeq } ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation LcRebuild($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) {\n      __typename ... on RebuildProjectionSuccess { projection batches applied lastAppliedSeq } ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title lastAppliedSeq completedAt attemptCount\n      createdBy { id }\n      goalEntity { id sha256 }\n      activeClaim { attempt { id } agent { id } configurationVersion expiresAt }\n      outcomeEntity { id content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome failureReason configurationVersion claimExpiresAt agent { id } endedBy { id } outcomeEntity { id }\n      } } }\n    }\n  }\n"): (typeof documents)["\n  query LcAssignment($id: ID!) {\n    assignment(id: $id) {\n      id state title lastAppliedSeq completedAt attemptCount\n      createdBy { id }\n      goalEntity { id sha256 }\n      activeClaim { attempt { id } agent { id } configurationVersion expiresAt }\n      outcomeEntity { id content sha256 generatedByAttemptId }\n      attempts { edges { node {\n        id outcome failureReason configurationVersion claimExpiresAt agent { id } endedBy { id } outcomeEntity { id }\n      } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LcEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) {\n      edges { node { id seq kind payload actorId recordedBy { id } attemptId followsEventId } }\n    }\n  }\n"): (typeof documents)["\n  query LcEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {\n    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) {\n      edges { node { id seq kind payload actorId recordedBy { id } attemptId followsEventId } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScaleFollow($afterSeq: Int, $kinds: [String!]) { ledgerEvents(afterSeq: $afterSeq, kinds: $kinds) { seq kind } }\n"): (typeof documents)["\n  subscription ScaleFollow($afterSeq: Int, $kinds: [String!]) { ledgerEvents(afterSeq: $afterSeq, kinds: $kinds) { seq kind } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScaleFollowPayloads($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq payload } }\n"): (typeof documents)["\n  subscription ScaleFollowPayloads($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq payload } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScaleCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename } }\n"): (typeof documents)["\n  mutation ScaleCreate($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScaleActors { ledgerEvents { seq actor { displayName } } }"): (typeof documents)["subscription ScaleActors { ledgerEvents { seq actor { displayName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ScaleWatch($id: ID!) { assignmentChanged(id: $id) { id state } }"): (typeof documents)["subscription ScaleWatch($id: ID!) { assignmentChanged(id: $id) { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveLedger($afterSeq: Int, $kinds: [String!], $assignmentId: ID) {\n    ledgerEvents(afterSeq: $afterSeq, kinds: $kinds, assignmentId: $assignmentId) { seq kind id payload }\n  }\n"): (typeof documents)["\n  subscription LiveLedger($afterSeq: Int, $kinds: [String!], $assignmentId: ID) {\n    ledgerEvents(afterSeq: $afterSeq, kinds: $kinds, assignmentId: $assignmentId) { seq kind id payload }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveAssignment($id: ID!) { assignmentChanged(id: $id) { id state activeClaim { attempt { id } } } }\n"): (typeof documents)["\n  subscription LiveAssignment($id: ID!) { assignmentChanged(id: $id) { id state activeClaim { attempt { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LivePaged($after: String, $first: Int) {\n    events(after: $after, first: $first) { edges { node { seq kind id } } pageInfo { hasNextPage endCursor } }\n  }\n"): (typeof documents)["\n  query LivePaged($after: String, $first: Int) {\n    events(after: $after, first: $first) { edges { node { seq kind id } } pageInfo { hasNextPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveVerify { verifyLedger { ok eventsChecked firstBroken { seq eventId reason } } }\n"): (typeof documents)["\n  query LiveVerify { verifyLedger { ok eventsChecked firstBroken { seq eventId reason } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveLateEvidence($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code } }\n  }\n"): (typeof documents)["\n  mutation LiveLateEvidence($input: AppendEventInput!) {\n    appendEvent(input: $input) { __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveInteractions($id: ID!) {\n    attempt(id: $id) {\n      outcome\n      interactions { edges { node { kind callId pending request { seq kind payload } response { seq kind payload } } } }\n      events { edges { node { seq kind } } }\n    }\n  }\n"): (typeof documents)["\n  query LiveInteractions($id: ID!) {\n    attempt(id: $id) {\n      outcome\n      interactions { edges { node { kind callId pending request { seq kind payload } response { seq kind payload } } } }\n      events { edges { node { seq kind } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }"): (typeof documents)["mutation PrClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrReadAssignment($id: ID!) { assignment(id: $id) { id } }"): (typeof documents)["query PrReadAssignment($id: ID!) { assignment(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrPageAssignments($first: Int) { assignments(first: $first) { edges { cursor } } }"): (typeof documents)["query PrPageAssignments($first: Int) { assignments(first: $first) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrPageEvents($first: Int) { events(first: $first) { edges { node { id } } } }"): (typeof documents)["query PrPageEvents($first: Int) { events(first: $first) { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RlLedger($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq } }"): (typeof documents)["subscription RlLedger($afterSeq: Int) { ledgerEvents(afterSeq: $afterSeq) { seq } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAssignmentsDeep($first: Int!) {\n    assignments(first: $first) {\n      edges {\n        node {\n          id\n          state\n          goalEntity { id mediaType content }\n          createdBy { displayName }\n          activeClaim { expiresAt agent { id displayName configurations(first: 2) { edges { node { version } } } } attempt { id startedAt } }\n          attempts(first: 2) {\n            edges { node {\n              id outcome agent { displayName } endedBy { id } assignment { id }\n              events(first: 3) { edges { node { seq kind } } pageInfo { hasNextPage } }\n              interactions(first: 3) { edges { node { callId pending } } }\n            } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListAssignmentsDeep($first: Int!) {\n    assignments(first: $first) {\n      edges {\n        node {\n          id\n          state\n          goalEntity { id mediaType content }\n          createdBy { displayName }\n          activeClaim { expiresAt agent { id displayName configurations(first: 2) { edges { node { version } } } } attempt { id startedAt } }\n          attempts(first: 2) {\n            edges { node {\n              id outcome agent { displayName } endedBy { id } assignment { id }\n              events(first: 3) { edges { node { seq kind } } pageInfo { hasNextPage } }\n              interactions(first: 3) { edges { node { callId pending } } }\n            } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer { viewer { organization { slug } actor { displayName } role } }\n"): (typeof documents)["\n  query Viewer { viewer { organization { slug } actor { displayName } role } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TkCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { token apiToken { id role expiresAt revokedAt lastUsedAt createdBy { id } } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation TkCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      __typename\n      ... on CreateApiTokenSuccess { token apiToken { id role expiresAt revokedAt lastUsedAt createdBy { id } } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TkRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { replayed apiToken { id revokedAt revokedBy { id } } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation TkRevoke($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      __typename\n      ... on RevokeApiTokenSuccess { replayed apiToken { id revokedAt revokedBy { id } } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TkList($actorId: ID) { apiTokens(actorId: $actorId) { edges { node { id role label expiresAt revokedAt lastUsedAt actor { id } } } } }\n"): (typeof documents)["\n  query TkList($actorId: ID) { apiTokens(actorId: $actorId) { edges { node { id role label expiresAt revokedAt lastUsedAt actor { id } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TkViewer { viewer { role actor { id } } }"): (typeof documents)["query TkViewer { viewer { role actor { id } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;