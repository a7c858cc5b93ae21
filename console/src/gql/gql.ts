/* eslint-disable */
import * as types from './graphql.js';



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
    "\n  query ConsoleViewer {\n    viewer { role organization { id slug } actor { id displayName kind } }\n    events(last: 1) { edges { node { seq } } }\n  }\n": typeof types.ConsoleViewerDocument,
    "\n  fragment ConsoleAssignmentRow on Assignment {\n    id\n    title\n    state\n    attemptCount\n    createdAt\n    updatedAt\n    activeClaim { expiresAt agent { id displayName } }\n    latestAttempt: attempts(last: 1) { edges { node { id agent { displayName } } } }\n    availability { claimable reason explanation nextActions until attemptId }\n  }\n": typeof types.ConsoleAssignmentRowFragmentDoc,
    "\n  query ConsoleAssignments($last: Int!, $before: String, $states: [AssignmentState!], $claimExpired: Boolean, $search: String) {\n    assignments(last: $last, before: $before, states: $states, claimExpired: $claimExpired, search: $search) {\n      edges { node { ...ConsoleAssignmentRow } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n": typeof types.ConsoleAssignmentsDocument,
    "\n  query ConsoleAssignmentRowById($id: ID!) {\n    assignment(id: $id) { ...ConsoleAssignmentRow }\n  }\n": typeof types.ConsoleAssignmentRowByIdDocument,
    "\n  query ConsoleAssignment($id: ID!) {\n    assignment(id: $id) {\n      ...ConsoleAssignmentRow\n      createdBy { displayName }\n      completedAt\n      goalEntity { ...ConsoleEntity }\n      outcomeEntity { ...ConsoleEntity }\n      cancellation { cancelledAt reason cancelledBy { displayName } }\n      uncertainAttempt { id unansweredCallIds }\n      effectedAttempt { id }\n      attempts(first: 50) {\n        edges {\n          node {\n            id\n            agent { id displayName }\n            configurationVersion\n            startedAt\n            claimExpiresAt\n            endedAt\n            outcome\n            failureReason\n            endedBy { displayName kind }\n            unansweredCallIds\n          }\n        }\n      }\n    }\n  }\n  fragment ConsoleEntity on Entity { id mediaType content byteSize sha256 }\n": typeof types.ConsoleAssignmentDocument,
    "\n  query ConsoleAttemptDetail($id: ID!) {\n    attempt(id: $id) {\n      id\n      outcomeEntity { ...ConsoleEntity }\n      reconciliation {\n        decision\n        note\n        reconciledAt\n        reconciledBy { displayName }\n        receipts { callIds producer sha256 receipt { ...ConsoleEntity } }\n        effect { ...ConsoleEntity }\n      }\n      events(first: 50) {\n        edges { node { ...ConsoleEvent } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": typeof types.ConsoleAttemptDetailDocument,
    "\n  query ConsoleAttemptInteractions($id: ID!) {\n    attempt(id: $id) {\n      id\n      interactions(first: 50) {\n        edges { node { callId kind pending request { id } response { id } } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": typeof types.ConsoleAttemptInteractionsDocument,
    "\n  query ConsoleAttemptToolCalls($id: ID!, $after: String) {\n    attempt(id: $id) {\n      id\n      events(first: 50, after: $after, kinds: [\"tool.call\"]) {\n        edges { node { id payload(maxContentBytes: 0) } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": typeof types.ConsoleAttemptToolCallsDocument,
    "\n  fragment ConsoleEvent on Event {\n    id\n    seq\n    kind\n    recordedAt\n    assignmentId\n    attemptId\n    payload(maxContentBytes: 2048)\n    payloadVersion\n    storedPayloadVersion\n    actor { displayName }\n  }\n": typeof types.ConsoleEventFragmentDoc,
    "\n  query ConsoleEventPayload($afterSeq: Int!) {\n    events(afterSeq: $afterSeq, first: 1) { edges { node { id payload } } }\n  }\n": typeof types.ConsoleEventPayloadDocument,
    "\n  query ConsoleEvents($last: Int!, $before: String, $kinds: [String!]) {\n    events(last: $last, before: $before, kinds: $kinds) {\n      edges { node { ...ConsoleEvent } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n": typeof types.ConsoleEventsDocument,
    "\n  subscription ConsoleLedgerEvents($afterSeq: Int) {\n    ledgerEvents(afterSeq: $afterSeq) { ...ConsoleEvent }\n  }\n": typeof types.ConsoleLedgerEventsDocument,
    "\n  query ConsoleVerifyLedger {\n    verifyLedger { ok eventsChecked firstBroken { seq eventId reason } }\n  }\n": typeof types.ConsoleVerifyLedgerDocument,
    "\n  query ConsoleProjections {\n    projections { name version lastAppliedSeq dirty dirtyReason rebuilding }\n  }\n": typeof types.ConsoleProjectionsDocument,
    "\n  query ConsoleApiTokens {\n    apiTokens(first: 50) {\n      edges { node { id label role createdAt expiresAt revokedAt lastUsedAt actor { id displayName kind } } }\n    }\n  }\n": typeof types.ConsoleApiTokensDocument,
    "\n  query ConsoleActors($kind: ActorKind, $last: Int!, $before: String) {\n    actors(kind: $kind, last: $last, before: $before) {\n      edges { node { id displayName kind status latestConfigurationVersion } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n": typeof types.ConsoleActorsDocument,
    "\n  mutation ConsoleCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { assignment { id } }\n      ...ConsoleRefusal\n    }\n  }\n  fragment ConsoleRefusal on Error {\n    code\n    message\n    ... on ValidationError { issues { path message } }\n  }\n": typeof types.ConsoleCreateAssignmentDocument,
    "\n  mutation ConsoleRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id displayName kind } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleRegisterActorDocument,
    "\n  mutation ConsolePublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename\n      ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { displayName } } }\n      ...ConsoleRefusal\n    }\n  }\n": typeof types.ConsolePublishConfigurationDocument,
    "\n  mutation ConsoleDeactivateActor($input: DeactivateActorInput!) {\n    deactivateActor(input: $input) { __typename ... on DeactivateActorSuccess { actor { id displayName status } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleDeactivateActorDocument,
    "\n  mutation ConsoleCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role label } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleCreateApiTokenDocument,
    "\n  mutation ConsoleRevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenSuccess { apiToken { id revokedAt } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleRevokeApiTokenDocument,
    "\n  mutation ConsoleRecoverExpiredClaim($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleRecoverExpiredClaimDocument,
    "\n  mutation ConsoleRenewClaim($input: RenewClaimInput!) {\n    renewClaim(input: $input) { __typename ... on RenewClaimSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleRenewClaimDocument,
    "\n  mutation ConsoleCancelAssignment($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) { __typename ... on CancelAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleCancelAssignmentDocument,
    "\n  mutation ConsoleReopenAssignment($input: ReopenAssignmentInput!) {\n    reopenAssignment(input: $input) { __typename ... on ReopenAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": typeof types.ConsoleReopenAssignmentDocument,
    "\n  mutation ConsoleReconcileAttempt($input: ReconcileAttemptInput!) {\n    reconcileAttempt(input: $input) {\n      __typename\n      ... on ReconcileAttemptSuccess { assignment { id state } attempt { id outcome } }\n      ... on ReceiptRejected { mismatch receiptIndex }\n      ...ConsoleRefusal\n    }\n  }\n": typeof types.ConsoleReconcileAttemptDocument,
    "\n  mutation ConsoleRebuildProjection($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) {\n      __typename\n      ... on RebuildProjectionSuccess { projection applied batches lastAppliedSeq }\n      ...ConsoleRefusal\n    }\n  }\n": typeof types.ConsoleRebuildProjectionDocument,
};
const documents: Documents = {
    "\n  query ConsoleViewer {\n    viewer { role organization { id slug } actor { id displayName kind } }\n    events(last: 1) { edges { node { seq } } }\n  }\n": types.ConsoleViewerDocument,
    "\n  fragment ConsoleAssignmentRow on Assignment {\n    id\n    title\n    state\n    attemptCount\n    createdAt\n    updatedAt\n    activeClaim { expiresAt agent { id displayName } }\n    latestAttempt: attempts(last: 1) { edges { node { id agent { displayName } } } }\n    availability { claimable reason explanation nextActions until attemptId }\n  }\n": types.ConsoleAssignmentRowFragmentDoc,
    "\n  query ConsoleAssignments($last: Int!, $before: String, $states: [AssignmentState!], $claimExpired: Boolean, $search: String) {\n    assignments(last: $last, before: $before, states: $states, claimExpired: $claimExpired, search: $search) {\n      edges { node { ...ConsoleAssignmentRow } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n": types.ConsoleAssignmentsDocument,
    "\n  query ConsoleAssignmentRowById($id: ID!) {\n    assignment(id: $id) { ...ConsoleAssignmentRow }\n  }\n": types.ConsoleAssignmentRowByIdDocument,
    "\n  query ConsoleAssignment($id: ID!) {\n    assignment(id: $id) {\n      ...ConsoleAssignmentRow\n      createdBy { displayName }\n      completedAt\n      goalEntity { ...ConsoleEntity }\n      outcomeEntity { ...ConsoleEntity }\n      cancellation { cancelledAt reason cancelledBy { displayName } }\n      uncertainAttempt { id unansweredCallIds }\n      effectedAttempt { id }\n      attempts(first: 50) {\n        edges {\n          node {\n            id\n            agent { id displayName }\n            configurationVersion\n            startedAt\n            claimExpiresAt\n            endedAt\n            outcome\n            failureReason\n            endedBy { displayName kind }\n            unansweredCallIds\n          }\n        }\n      }\n    }\n  }\n  fragment ConsoleEntity on Entity { id mediaType content byteSize sha256 }\n": types.ConsoleAssignmentDocument,
    "\n  query ConsoleAttemptDetail($id: ID!) {\n    attempt(id: $id) {\n      id\n      outcomeEntity { ...ConsoleEntity }\n      reconciliation {\n        decision\n        note\n        reconciledAt\n        reconciledBy { displayName }\n        receipts { callIds producer sha256 receipt { ...ConsoleEntity } }\n        effect { ...ConsoleEntity }\n      }\n      events(first: 50) {\n        edges { node { ...ConsoleEvent } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": types.ConsoleAttemptDetailDocument,
    "\n  query ConsoleAttemptInteractions($id: ID!) {\n    attempt(id: $id) {\n      id\n      interactions(first: 50) {\n        edges { node { callId kind pending request { id } response { id } } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n": types.ConsoleAttemptInteractionsDocument,
    "\n  query ConsoleAttemptToolCalls($id: ID!, $after: String) {\n    attempt(id: $id) {\n      id\n      events(first: 50, after: $after, kinds: [\"tool.call\"]) {\n        edges { node { id payload(maxContentBytes: 0) } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n": types.ConsoleAttemptToolCallsDocument,
    "\n  fragment ConsoleEvent on Event {\n    id\n    seq\n    kind\n    recordedAt\n    assignmentId\n    attemptId\n    payload(maxContentBytes: 2048)\n    payloadVersion\n    storedPayloadVersion\n    actor { displayName }\n  }\n": types.ConsoleEventFragmentDoc,
    "\n  query ConsoleEventPayload($afterSeq: Int!) {\n    events(afterSeq: $afterSeq, first: 1) { edges { node { id payload } } }\n  }\n": types.ConsoleEventPayloadDocument,
    "\n  query ConsoleEvents($last: Int!, $before: String, $kinds: [String!]) {\n    events(last: $last, before: $before, kinds: $kinds) {\n      edges { node { ...ConsoleEvent } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n": types.ConsoleEventsDocument,
    "\n  subscription ConsoleLedgerEvents($afterSeq: Int) {\n    ledgerEvents(afterSeq: $afterSeq) { ...ConsoleEvent }\n  }\n": types.ConsoleLedgerEventsDocument,
    "\n  query ConsoleVerifyLedger {\n    verifyLedger { ok eventsChecked firstBroken { seq eventId reason } }\n  }\n": types.ConsoleVerifyLedgerDocument,
    "\n  query ConsoleProjections {\n    projections { name version lastAppliedSeq dirty dirtyReason rebuilding }\n  }\n": types.ConsoleProjectionsDocument,
    "\n  query ConsoleApiTokens {\n    apiTokens(first: 50) {\n      edges { node { id label role createdAt expiresAt revokedAt lastUsedAt actor { id displayName kind } } }\n    }\n  }\n": types.ConsoleApiTokensDocument,
    "\n  query ConsoleActors($kind: ActorKind, $last: Int!, $before: String) {\n    actors(kind: $kind, last: $last, before: $before) {\n      edges { node { id displayName kind status latestConfigurationVersion } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n": types.ConsoleActorsDocument,
    "\n  mutation ConsoleCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { assignment { id } }\n      ...ConsoleRefusal\n    }\n  }\n  fragment ConsoleRefusal on Error {\n    code\n    message\n    ... on ValidationError { issues { path message } }\n  }\n": types.ConsoleCreateAssignmentDocument,
    "\n  mutation ConsoleRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id displayName kind } } ...ConsoleRefusal }\n  }\n": types.ConsoleRegisterActorDocument,
    "\n  mutation ConsolePublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename\n      ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { displayName } } }\n      ...ConsoleRefusal\n    }\n  }\n": types.ConsolePublishConfigurationDocument,
    "\n  mutation ConsoleDeactivateActor($input: DeactivateActorInput!) {\n    deactivateActor(input: $input) { __typename ... on DeactivateActorSuccess { actor { id displayName status } } ...ConsoleRefusal }\n  }\n": types.ConsoleDeactivateActorDocument,
    "\n  mutation ConsoleCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role label } } ...ConsoleRefusal }\n  }\n": types.ConsoleCreateApiTokenDocument,
    "\n  mutation ConsoleRevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenSuccess { apiToken { id revokedAt } } ...ConsoleRefusal }\n  }\n": types.ConsoleRevokeApiTokenDocument,
    "\n  mutation ConsoleRecoverExpiredClaim($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": types.ConsoleRecoverExpiredClaimDocument,
    "\n  mutation ConsoleRenewClaim($input: RenewClaimInput!) {\n    renewClaim(input: $input) { __typename ... on RenewClaimSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": types.ConsoleRenewClaimDocument,
    "\n  mutation ConsoleCancelAssignment($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) { __typename ... on CancelAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": types.ConsoleCancelAssignmentDocument,
    "\n  mutation ConsoleReopenAssignment($input: ReopenAssignmentInput!) {\n    reopenAssignment(input: $input) { __typename ... on ReopenAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n": types.ConsoleReopenAssignmentDocument,
    "\n  mutation ConsoleReconcileAttempt($input: ReconcileAttemptInput!) {\n    reconcileAttempt(input: $input) {\n      __typename\n      ... on ReconcileAttemptSuccess { assignment { id state } attempt { id outcome } }\n      ... on ReceiptRejected { mismatch receiptIndex }\n      ...ConsoleRefusal\n    }\n  }\n": types.ConsoleReconcileAttemptDocument,
    "\n  mutation ConsoleRebuildProjection($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) {\n      __typename\n      ... on RebuildProjectionSuccess { projection applied batches lastAppliedSeq }\n      ...ConsoleRefusal\n    }\n  }\n": types.ConsoleRebuildProjectionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleViewer {\n    viewer { role organization { id slug } actor { id displayName kind } }\n    events(last: 1) { edges { node { seq } } }\n  }\n"): typeof import('./graphql.js').ConsoleViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleAssignmentRow on Assignment {\n    id\n    title\n    state\n    attemptCount\n    createdAt\n    updatedAt\n    activeClaim { expiresAt agent { id displayName } }\n    latestAttempt: attempts(last: 1) { edges { node { id agent { displayName } } } }\n    availability { claimable reason explanation nextActions until attemptId }\n  }\n"): typeof import('./graphql.js').ConsoleAssignmentRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAssignments($last: Int!, $before: String, $states: [AssignmentState!], $claimExpired: Boolean, $search: String) {\n    assignments(last: $last, before: $before, states: $states, claimExpired: $claimExpired, search: $search) {\n      edges { node { ...ConsoleAssignmentRow } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n"): typeof import('./graphql.js').ConsoleAssignmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAssignmentRowById($id: ID!) {\n    assignment(id: $id) { ...ConsoleAssignmentRow }\n  }\n"): typeof import('./graphql.js').ConsoleAssignmentRowByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAssignment($id: ID!) {\n    assignment(id: $id) {\n      ...ConsoleAssignmentRow\n      createdBy { displayName }\n      completedAt\n      goalEntity { ...ConsoleEntity }\n      outcomeEntity { ...ConsoleEntity }\n      cancellation { cancelledAt reason cancelledBy { displayName } }\n      uncertainAttempt { id unansweredCallIds }\n      effectedAttempt { id }\n      attempts(first: 50) {\n        edges {\n          node {\n            id\n            agent { id displayName }\n            configurationVersion\n            startedAt\n            claimExpiresAt\n            endedAt\n            outcome\n            failureReason\n            endedBy { displayName kind }\n            unansweredCallIds\n          }\n        }\n      }\n    }\n  }\n  fragment ConsoleEntity on Entity { id mediaType content byteSize sha256 }\n"): typeof import('./graphql.js').ConsoleAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAttemptDetail($id: ID!) {\n    attempt(id: $id) {\n      id\n      outcomeEntity { ...ConsoleEntity }\n      reconciliation {\n        decision\n        note\n        reconciledAt\n        reconciledBy { displayName }\n        receipts { callIds producer sha256 receipt { ...ConsoleEntity } }\n        effect { ...ConsoleEntity }\n      }\n      events(first: 50) {\n        edges { node { ...ConsoleEvent } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n"): typeof import('./graphql.js').ConsoleAttemptDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAttemptInteractions($id: ID!) {\n    attempt(id: $id) {\n      id\n      interactions(first: 50) {\n        edges { node { callId kind pending request { id } response { id } } }\n        pageInfo { hasNextPage }\n      }\n    }\n  }\n"): typeof import('./graphql.js').ConsoleAttemptInteractionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAttemptToolCalls($id: ID!, $after: String) {\n    attempt(id: $id) {\n      id\n      events(first: 50, after: $after, kinds: [\"tool.call\"]) {\n        edges { node { id payload(maxContentBytes: 0) } }\n        pageInfo { hasNextPage endCursor }\n      }\n    }\n  }\n"): typeof import('./graphql.js').ConsoleAttemptToolCallsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleEvent on Event {\n    id\n    seq\n    kind\n    recordedAt\n    assignmentId\n    attemptId\n    payload(maxContentBytes: 2048)\n    payloadVersion\n    storedPayloadVersion\n    actor { displayName }\n  }\n"): typeof import('./graphql.js').ConsoleEventFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEventPayload($afterSeq: Int!) {\n    events(afterSeq: $afterSeq, first: 1) { edges { node { id payload } } }\n  }\n"): typeof import('./graphql.js').ConsoleEventPayloadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEvents($last: Int!, $before: String, $kinds: [String!]) {\n    events(last: $last, before: $before, kinds: $kinds) {\n      edges { node { ...ConsoleEvent } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n"): typeof import('./graphql.js').ConsoleEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConsoleLedgerEvents($afterSeq: Int) {\n    ledgerEvents(afterSeq: $afterSeq) { ...ConsoleEvent }\n  }\n"): typeof import('./graphql.js').ConsoleLedgerEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleVerifyLedger {\n    verifyLedger { ok eventsChecked firstBroken { seq eventId reason } }\n  }\n"): typeof import('./graphql.js').ConsoleVerifyLedgerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleProjections {\n    projections { name version lastAppliedSeq dirty dirtyReason rebuilding }\n  }\n"): typeof import('./graphql.js').ConsoleProjectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApiTokens {\n    apiTokens(first: 50) {\n      edges { node { id label role createdAt expiresAt revokedAt lastUsedAt actor { id displayName kind } } }\n    }\n  }\n"): typeof import('./graphql.js').ConsoleApiTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleActors($kind: ActorKind, $last: Int!, $before: String) {\n    actors(kind: $kind, last: $last, before: $before) {\n      edges { node { id displayName kind status latestConfigurationVersion } }\n      pageInfo { hasPreviousPage startCursor }\n    }\n  }\n"): typeof import('./graphql.js').ConsoleActorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { assignment { id } }\n      ...ConsoleRefusal\n    }\n  }\n  fragment ConsoleRefusal on Error {\n    code\n    message\n    ... on ValidationError { issues { path message } }\n  }\n"): typeof import('./graphql.js').ConsoleCreateAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id displayName kind } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleRegisterActorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsolePublishConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename\n      ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { displayName } } }\n      ...ConsoleRefusal\n    }\n  }\n"): typeof import('./graphql.js').ConsolePublishConfigurationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeactivateActor($input: DeactivateActorInput!) {\n    deactivateActor(input: $input) { __typename ... on DeactivateActorSuccess { actor { id displayName status } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleDeactivateActorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role label } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleCreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenSuccess { apiToken { id revokedAt } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleRevokeApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRecoverExpiredClaim($input: RecoverExpiredClaimInput!) {\n    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleRecoverExpiredClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRenewClaim($input: RenewClaimInput!) {\n    renewClaim(input: $input) { __typename ... on RenewClaimSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleRenewClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCancelAssignment($input: CancelAssignmentInput!) {\n    cancelAssignment(input: $input) { __typename ... on CancelAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleCancelAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReopenAssignment($input: ReopenAssignmentInput!) {\n    reopenAssignment(input: $input) { __typename ... on ReopenAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }\n  }\n"): typeof import('./graphql.js').ConsoleReopenAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReconcileAttempt($input: ReconcileAttemptInput!) {\n    reconcileAttempt(input: $input) {\n      __typename\n      ... on ReconcileAttemptSuccess { assignment { id state } attempt { id outcome } }\n      ... on ReceiptRejected { mismatch receiptIndex }\n      ...ConsoleRefusal\n    }\n  }\n"): typeof import('./graphql.js').ConsoleReconcileAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRebuildProjection($input: RebuildProjectionInput!) {\n    rebuildProjection(input: $input) {\n      __typename\n      ... on RebuildProjectionSuccess { projection applied batches lastAppliedSeq }\n      ...ConsoleRefusal\n    }\n  }\n"): typeof import('./graphql.js').ConsoleRebuildProjectionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
