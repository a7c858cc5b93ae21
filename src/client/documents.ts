import { graphql } from './gql/index.js';

// The operations the client sends, typed from schema.graphql by `npm run codegen` (src/client/gql).
// Every result selects `__typename` and, for refusals, `code`, `message` and the facts a Runner acts on.

export const ClaimAssignmentDocument = graphql(`
  mutation ClientClaimAssignment($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) { ...ClientClaimResult }
  }
  fragment ClientClaimResult on ClaimAssignmentResult {
    __typename
    ... on ClaimAssignmentSuccess {
      replayed
      attempt { id }
      assignment { id state activeClaim { expiresAt configurationVersion } }
      event { id seq kind }
    }
    ... on ClaimConflict { attemptId agentId expiresAt }
    ... on ValidationError { issues { path message } }
    ... on Error { code message }
  }
`);

export const ClaimAssignmentsDocument = graphql(`
  mutation ClientClaimAssignments($input: ClaimAssignmentsInput!) {
    claimAssignments(input: $input) {
      __typename
      ... on ClaimAssignmentsSuccess { results { ...ClientClaimResult } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const RenewClaimDocument = graphql(`
  mutation ClientRenewClaim($input: RenewClaimInput!) {
    renewClaim(input: $input) {
      __typename
      ... on RenewClaimSuccess { replayed assignment { id activeClaim { expiresAt } } event { id seq kind } }
      ... on ClaimExpired { expiredAt }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const EndAttemptDocument = graphql(`
  mutation ClientEndAttempt($input: EndAttemptInput!) {
    endAttempt(input: $input) { ...ClientEndResult }
  }
  fragment ClientEndResult on EndAttemptResult {
    __typename
    ... on EndAttemptSuccess {
      replayed
      attempt { id outcome }
      assignment { id state }
      event { id seq kind }
      events { id seq kind }
    }
    ... on AttemptNotActive { attemptId activeAttemptId }
    ... on ValidationError { issues { path message } }
    ... on Error { code message }
  }
`);

export const EndAttemptsDocument = graphql(`
  mutation ClientEndAttempts($input: EndAttemptsInput!) {
    endAttempts(input: $input) {
      __typename
      ... on EndAttemptsSuccess { results { ...ClientEndResult } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const AppendEventDocument = graphql(`
  mutation ClientAppendEvent($input: AppendEventInput!) {
    appendEvent(input: $input) { ...ClientAppendResult }
  }
  fragment ClientAppendResult on AppendEventResult {
    __typename
    ... on AppendEventSuccess { replayed event { id seq kind } }
    ... on AttemptNotActive { attemptId activeAttemptId }
    ... on ValidationError { issues { path message } }
    ... on Error { code message }
  }
`);

export const AppendEventsDocument = graphql(`
  mutation ClientAppendEvents($input: AppendEventsInput!) {
    appendEvents(input: $input) {
      __typename
      ... on AppendEventsSuccess { results { ...ClientAppendResult } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const CreateEntityDocument = graphql(`
  mutation ClientCreateEntity($input: CreateEntityInput!) {
    createEntity(input: $input) { ...ClientEntityResult }
  }
  fragment ClientEntityResult on CreateEntityResult {
    __typename
    ... on CreateEntitySuccess { replayed entity { id } event { id seq kind } }
    ... on AttemptNotActive { attemptId activeAttemptId }
    ... on ValidationError { issues { path message } }
    ... on Error { code message }
  }
`);

export const CreateEntitiesDocument = graphql(`
  mutation ClientCreateEntities($input: CreateEntitiesInput!) {
    createEntities(input: $input) {
      __typename
      ... on CreateEntitiesSuccess { results { ...ClientEntityResult } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const CreateAssignmentDocument = graphql(`
  mutation ClientCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      __typename
      ... on CreateAssignmentSuccess { replayed assignment { id state } event { id seq kind } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const RegisterActorDocument = graphql(`
  mutation ClientRegisterActor($input: RegisterActorInput!) {
    registerActor(input: $input) {
      __typename
      ... on RegisterActorSuccess { replayed actor { id } event { id seq kind } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const PublishAgentConfigurationDocument = graphql(`
  mutation ClientPublishAgentConfiguration($input: PublishAgentConfigurationInput!) {
    publishAgentConfiguration(input: $input) {
      __typename
      ... on PublishAgentConfigurationSuccess { replayed event { id seq kind } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);

export const LedgerEventsDocument = graphql(`
  subscription ClientLedgerEvents($afterSeq: Int, $assignmentId: ID, $kinds: [String!]) {
    ledgerEvents(afterSeq: $afterSeq, assignmentId: $assignmentId, kinds: $kinds) {
      id seq kind payloadVersion payload assignmentId attemptId actorId recordedAt
    }
  }
`);

export const AssignmentChangedDocument = graphql(`
  subscription ClientAssignmentChanged($id: ID!) {
    assignmentChanged(id: $id) { id state activeClaim { attempt { id } expiresAt } }
  }
`);
