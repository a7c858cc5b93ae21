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
    "\n  mutation ClientClaimAssignment($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) { ...ClientClaimResult }\n  }\n  fragment ClientClaimResult on ClaimAssignmentResult {\n    __typename\n    ... on ClaimAssignmentSuccess {\n      replayed\n      attempt { id }\n      assignment { id state activeClaim { expiresAt configurationVersion } }\n      event { id seq kind }\n    }\n    ... on ClaimConflict { attemptId agentId expiresAt }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": typeof types.ClientClaimAssignmentDocument,
    "\n  mutation ClientClaimAssignments($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) {\n      __typename\n      ... on ClaimAssignmentsSuccess { results { ...ClientClaimResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientClaimAssignmentsDocument,
    "\n  mutation ClientRenewClaim($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { replayed assignment { id activeClaim { expiresAt } } event { id seq kind } }\n      ... on ClaimExpired { expiredAt }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientRenewClaimDocument,
    "\n  mutation ClientEndAttempt($input: EndAttemptInput!) {\n    endAttempt(input: $input) { ...ClientEndResult }\n  }\n  fragment ClientEndResult on EndAttemptResult {\n    __typename\n    ... on EndAttemptSuccess {\n      replayed\n      attempt { id outcome }\n      assignment { id state }\n      event { id seq kind }\n      events { id seq kind }\n    }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": typeof types.ClientEndAttemptDocument,
    "\n  mutation ClientEndAttempts($input: EndAttemptsInput!) {\n    endAttempts(input: $input) {\n      __typename\n      ... on EndAttemptsSuccess { results { ...ClientEndResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientEndAttemptsDocument,
    "\n  mutation ClientAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) { ...ClientAppendResult }\n  }\n  fragment ClientAppendResult on AppendEventResult {\n    __typename\n    ... on AppendEventSuccess { replayed event { id seq kind } }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": typeof types.ClientAppendEventDocument,
    "\n  mutation ClientAppendEvents($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess { results { ...ClientAppendResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientAppendEventsDocument,
    "\n  mutation ClientCreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) { ...ClientEntityResult }\n  }\n  fragment ClientEntityResult on CreateEntityResult {\n    __typename\n    ... on CreateEntitySuccess { replayed entity { id } event { id seq kind } }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": typeof types.ClientCreateEntityDocument,
    "\n  mutation ClientCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) {\n      __typename\n      ... on CreateEntitiesSuccess { results { ...ClientEntityResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientCreateEntitiesDocument,
    "\n  mutation ClientCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id state } event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientCreateAssignmentDocument,
    "\n  mutation ClientRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) {\n      __typename\n      ... on RegisterActorSuccess { replayed actor { id } event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientRegisterActorDocument,
    "\n  mutation ClientPublishAgentConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename\n      ... on PublishAgentConfigurationSuccess { replayed event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.ClientPublishAgentConfigurationDocument,
    "\n  subscription ClientLedgerEvents($afterSeq: Int, $assignmentId: ID, $kinds: [String!]) {\n    ledgerEvents(afterSeq: $afterSeq, assignmentId: $assignmentId, kinds: $kinds) {\n      id seq kind payloadVersion payload assignmentId attemptId actorId recordedAt\n    }\n  }\n": typeof types.ClientLedgerEventsDocument,
    "\n  subscription ClientAssignmentChanged($id: ID!) {\n    assignmentChanged(id: $id) { id state activeClaim { attempt { id } expiresAt } }\n  }\n": typeof types.ClientAssignmentChangedDocument,
};
const documents: Documents = {
    "\n  mutation ClientClaimAssignment($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) { ...ClientClaimResult }\n  }\n  fragment ClientClaimResult on ClaimAssignmentResult {\n    __typename\n    ... on ClaimAssignmentSuccess {\n      replayed\n      attempt { id }\n      assignment { id state activeClaim { expiresAt configurationVersion } }\n      event { id seq kind }\n    }\n    ... on ClaimConflict { attemptId agentId expiresAt }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": types.ClientClaimAssignmentDocument,
    "\n  mutation ClientClaimAssignments($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) {\n      __typename\n      ... on ClaimAssignmentsSuccess { results { ...ClientClaimResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientClaimAssignmentsDocument,
    "\n  mutation ClientRenewClaim($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { replayed assignment { id activeClaim { expiresAt } } event { id seq kind } }\n      ... on ClaimExpired { expiredAt }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientRenewClaimDocument,
    "\n  mutation ClientEndAttempt($input: EndAttemptInput!) {\n    endAttempt(input: $input) { ...ClientEndResult }\n  }\n  fragment ClientEndResult on EndAttemptResult {\n    __typename\n    ... on EndAttemptSuccess {\n      replayed\n      attempt { id outcome }\n      assignment { id state }\n      event { id seq kind }\n      events { id seq kind }\n    }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": types.ClientEndAttemptDocument,
    "\n  mutation ClientEndAttempts($input: EndAttemptsInput!) {\n    endAttempts(input: $input) {\n      __typename\n      ... on EndAttemptsSuccess { results { ...ClientEndResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientEndAttemptsDocument,
    "\n  mutation ClientAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) { ...ClientAppendResult }\n  }\n  fragment ClientAppendResult on AppendEventResult {\n    __typename\n    ... on AppendEventSuccess { replayed event { id seq kind } }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": types.ClientAppendEventDocument,
    "\n  mutation ClientAppendEvents($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess { results { ...ClientAppendResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientAppendEventsDocument,
    "\n  mutation ClientCreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) { ...ClientEntityResult }\n  }\n  fragment ClientEntityResult on CreateEntityResult {\n    __typename\n    ... on CreateEntitySuccess { replayed entity { id } event { id seq kind } }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n": types.ClientCreateEntityDocument,
    "\n  mutation ClientCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) {\n      __typename\n      ... on CreateEntitiesSuccess { results { ...ClientEntityResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientCreateEntitiesDocument,
    "\n  mutation ClientCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id state } event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientCreateAssignmentDocument,
    "\n  mutation ClientRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) {\n      __typename\n      ... on RegisterActorSuccess { replayed actor { id } event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientRegisterActorDocument,
    "\n  mutation ClientPublishAgentConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename\n      ... on PublishAgentConfigurationSuccess { replayed event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n": types.ClientPublishAgentConfigurationDocument,
    "\n  subscription ClientLedgerEvents($afterSeq: Int, $assignmentId: ID, $kinds: [String!]) {\n    ledgerEvents(afterSeq: $afterSeq, assignmentId: $assignmentId, kinds: $kinds) {\n      id seq kind payloadVersion payload assignmentId attemptId actorId recordedAt\n    }\n  }\n": types.ClientLedgerEventsDocument,
    "\n  subscription ClientAssignmentChanged($id: ID!) {\n    assignmentChanged(id: $id) { id state activeClaim { attempt { id } expiresAt } }\n  }\n": types.ClientAssignmentChangedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientClaimAssignment($input: ClaimAssignmentInput!) {\n    claimAssignment(input: $input) { ...ClientClaimResult }\n  }\n  fragment ClientClaimResult on ClaimAssignmentResult {\n    __typename\n    ... on ClaimAssignmentSuccess {\n      replayed\n      attempt { id }\n      assignment { id state activeClaim { expiresAt configurationVersion } }\n      event { id seq kind }\n    }\n    ... on ClaimConflict { attemptId agentId expiresAt }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n"): typeof import('./graphql.js').ClientClaimAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientClaimAssignments($input: ClaimAssignmentsInput!) {\n    claimAssignments(input: $input) {\n      __typename\n      ... on ClaimAssignmentsSuccess { results { ...ClientClaimResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientClaimAssignmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRenewClaim($input: RenewClaimInput!) {\n    renewClaim(input: $input) {\n      __typename\n      ... on RenewClaimSuccess { replayed assignment { id activeClaim { expiresAt } } event { id seq kind } }\n      ... on ClaimExpired { expiredAt }\n      ... on AttemptNotActive { attemptId activeAttemptId }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientRenewClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientEndAttempt($input: EndAttemptInput!) {\n    endAttempt(input: $input) { ...ClientEndResult }\n  }\n  fragment ClientEndResult on EndAttemptResult {\n    __typename\n    ... on EndAttemptSuccess {\n      replayed\n      attempt { id outcome }\n      assignment { id state }\n      event { id seq kind }\n      events { id seq kind }\n    }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n"): typeof import('./graphql.js').ClientEndAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientEndAttempts($input: EndAttemptsInput!) {\n    endAttempts(input: $input) {\n      __typename\n      ... on EndAttemptsSuccess { results { ...ClientEndResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientEndAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientAppendEvent($input: AppendEventInput!) {\n    appendEvent(input: $input) { ...ClientAppendResult }\n  }\n  fragment ClientAppendResult on AppendEventResult {\n    __typename\n    ... on AppendEventSuccess { replayed event { id seq kind } }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n"): typeof import('./graphql.js').ClientAppendEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientAppendEvents($input: AppendEventsInput!) {\n    appendEvents(input: $input) {\n      __typename\n      ... on AppendEventsSuccess { results { ...ClientAppendResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientAppendEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateEntity($input: CreateEntityInput!) {\n    createEntity(input: $input) { ...ClientEntityResult }\n  }\n  fragment ClientEntityResult on CreateEntityResult {\n    __typename\n    ... on CreateEntitySuccess { replayed entity { id } event { id seq kind } }\n    ... on AttemptNotActive { attemptId activeAttemptId }\n    ... on ValidationError { issues { path message } }\n    ... on Error { code message }\n  }\n"): typeof import('./graphql.js').ClientCreateEntityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateEntities($input: CreateEntitiesInput!) {\n    createEntities(input: $input) {\n      __typename\n      ... on CreateEntitiesSuccess { results { ...ClientEntityResult } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientCreateEntitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateAssignment($input: CreateAssignmentInput!) {\n    createAssignment(input: $input) {\n      __typename\n      ... on CreateAssignmentSuccess { replayed assignment { id state } event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientCreateAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRegisterActor($input: RegisterActorInput!) {\n    registerActor(input: $input) {\n      __typename\n      ... on RegisterActorSuccess { replayed actor { id } event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientRegisterActorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientPublishAgentConfiguration($input: PublishAgentConfigurationInput!) {\n    publishAgentConfiguration(input: $input) {\n      __typename\n      ... on PublishAgentConfigurationSuccess { replayed event { id seq kind } }\n      ... on ValidationError { issues { path message } }\n      ... on Error { code message }\n    }\n  }\n"): typeof import('./graphql.js').ClientPublishAgentConfigurationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientLedgerEvents($afterSeq: Int, $assignmentId: ID, $kinds: [String!]) {\n    ledgerEvents(afterSeq: $afterSeq, assignmentId: $assignmentId, kinds: $kinds) {\n      id seq kind payloadVersion payload assignmentId attemptId actorId recordedAt\n    }\n  }\n"): typeof import('./graphql.js').ClientLedgerEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientAssignmentChanged($id: ID!) {\n    assignmentChanged(id: $id) { id state activeClaim { attempt { id } expiresAt } }\n  }\n"): typeof import('./graphql.js').ClientAssignmentChangedDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
