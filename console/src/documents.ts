import { graphql } from './gql/index.js';

// Every operation the console sends, typed from schema.graphql by `npm run codegen` (console/src/gql).
// The console uses nothing but these public operations: it can do nothing a token could not do in GraphiQL.

export const ViewerDocument = graphql(`
  query ConsoleViewer {
    viewer { role organization { id slug } actor { id displayName kind } }
    events(last: 1) { edges { node { seq } } }
  }
`);

export const AssignmentRowFields = graphql(`
  fragment ConsoleAssignmentRow on Assignment {
    id
    title
    state
    attemptCount
    createdAt
    updatedAt
    activeClaim { expiresAt agent { id displayName } }
    latestAttempt: attempts(last: 1) { edges { node { id agent { displayName } } } }
    availability { claimable reason explanation nextActions until attemptId }
  }
`);

export const AssignmentsDocument = graphql(`
  query ConsoleAssignments($last: Int!, $before: String, $states: [AssignmentState!], $claimExpired: Boolean, $search: String) {
    assignments(last: $last, before: $before, states: $states, claimExpired: $claimExpired, search: $search) {
      edges { node { ...ConsoleAssignmentRow } }
      pageInfo { hasPreviousPage startCursor }
    }
  }
`);

export const AssignmentRowDocument = graphql(`
  query ConsoleAssignmentRowById($id: ID!) {
    assignment(id: $id) { ...ConsoleAssignmentRow }
  }
`);

export const AssignmentDocument = graphql(`
  query ConsoleAssignment($id: ID!) {
    assignment(id: $id) {
      ...ConsoleAssignmentRow
      createdBy { displayName }
      completedAt
      goalEntity { ...ConsoleEntity }
      outcomeEntity { ...ConsoleEntity }
      cancellation { cancelledAt reason cancelledBy { displayName } }
      uncertainAttempt { id unansweredCallIds }
      effectedAttempt { id }
      attempts(first: 50) {
        edges {
          node {
            id
            agent { id displayName }
            configurationVersion
            startedAt
            claimExpiresAt
            endedAt
            outcome
            failureReason
            endedBy { displayName kind }
            unansweredCallIds
          }
        }
      }
    }
  }
  fragment ConsoleEntity on Entity { id mediaType content byteSize sha256 }
`);

export const AttemptDetailDocument = graphql(`
  query ConsoleAttemptDetail($id: ID!) {
    attempt(id: $id) {
      id
      outcomeEntity { ...ConsoleEntity }
      reconciliation {
        decision
        note
        reconciledAt
        reconciledBy { displayName }
        receipts { callIds producer sha256 receipt { ...ConsoleEntity } }
        effect { ...ConsoleEntity }
      }
      events(first: 50) {
        edges { node { ...ConsoleEvent } }
        pageInfo { hasNextPage }
      }
    }
  }
`);

// Apart from the events, and only their ids (the payloads come from the events): the cost limit
// (WORKFORCE_MAX_COST) weighs fields by their depth, and a pair's payloads are deep.
export const AttemptInteractionsDocument = graphql(`
  query ConsoleAttemptInteractions($id: ID!) {
    attempt(id: $id) {
      id
      interactions(first: 50) {
        edges { node { callId kind pending request { id } response { id } } }
        pageInfo { hasNextPage }
      }
    }
  }
`);

// The tools an Attempt called (its tool.call events: call_id and tool_name), read page by page: the
// Reconcile form names each unanswered call's tool, the producer its receipt must come from. Their
// arguments are not needed: cut to nothing (maxContentBytes: 0), however large.
export const AttemptToolCallsDocument = graphql(`
  query ConsoleAttemptToolCalls($id: ID!, $after: String) {
    attempt(id: $id) {
      id
      events(first: 50, after: $after, kinds: ["tool.call"]) {
        edges { node { id payload(maxContentBytes: 0) } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

// Wherever the console lists events, each content (a model conversation's message, a tool's
// arguments or result) over 2 KiB comes cut to {"$content": {sha256, size, head}}: a long Attempt
// is not shipped whole. The cost estimate counts each at 2 KiB + 1 KiB (a page of 50: 1.5 points).
// The Json view shows such a marker in words, and reads the whole payload on demand (EventPayloadDocument).
export const EventFields = graphql(`
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
    actor { displayName }
  }
`);

// One event's whole payload, for "show whole" on a cut content: the schema has no one-event query,
// and the organization's seqs have no gaps, so the event after seq - 1 is the event (its id is checked).
export const EventPayloadDocument = graphql(`
  query ConsoleEventPayload($afterSeq: Int!) {
    events(afterSeq: $afterSeq, first: 1) { edges { node { id payload } } }
  }
`);

export const EventsDocument = graphql(`
  query ConsoleEvents($last: Int!, $before: String, $kinds: [String!]) {
    events(last: $last, before: $before, kinds: $kinds) {
      edges { node { ...ConsoleEvent } }
      pageInfo { hasPreviousPage startCursor }
    }
  }
`);

export const LedgerEventsDocument = graphql(`
  subscription ConsoleLedgerEvents($afterSeq: Int) {
    ledgerEvents(afterSeq: $afterSeq) { ...ConsoleEvent }
  }
`);

export const VerifyLedgerDocument = graphql(`
  query ConsoleVerifyLedger {
    verifyLedger { ok eventsChecked firstBroken { seq eventId reason } }
  }
`);

export const ProjectionsDocument = graphql(`
  query ConsoleProjections {
    projections { name version lastAppliedSeq dirty dirtyReason rebuilding }
  }
`);

export const ApiTokensDocument = graphql(`
  query ConsoleApiTokens {
    apiTokens(first: 50) {
      edges { node { id label role createdAt expiresAt revokedAt lastUsedAt actor { id displayName kind } } }
    }
  }
`);

export const ActorsDocument = graphql(`
  query ConsoleActors($kind: ActorKind, $last: Int!, $before: String) {
    actors(kind: $kind, last: $last, before: $before) {
      edges { node { id displayName kind status latestConfigurationVersion } }
      pageInfo { hasPreviousPage startCursor }
    }
  }
`);

// Mutations: each selects its success's facts and, for a refusal, `code` and `message` (and a
// ValidationError's issues), which the console shows in words.

export const CreateAssignmentDocument = graphql(`
  mutation ConsoleCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      __typename
      ... on CreateAssignmentSuccess { assignment { id } }
      ...ConsoleRefusal
    }
  }
  fragment ConsoleRefusal on Error {
    code
    message
    ... on ValidationError { issues { path message } }
  }
`);

export const RegisterActorDocument = graphql(`
  mutation ConsoleRegisterActor($input: RegisterActorInput!) {
    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id displayName kind } } ...ConsoleRefusal }
  }
`);

export const PublishConfigurationDocument = graphql(`
  mutation ConsolePublishConfiguration($input: PublishAgentConfigurationInput!) {
    publishAgentConfiguration(input: $input) {
      __typename
      ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { displayName } } }
      ...ConsoleRefusal
    }
  }
`);

export const DeactivateActorDocument = graphql(`
  mutation ConsoleDeactivateActor($input: DeactivateActorInput!) {
    deactivateActor(input: $input) { __typename ... on DeactivateActorSuccess { actor { id displayName status } } ...ConsoleRefusal }
  }
`);

export const CreateApiTokenDocument = graphql(`
  mutation ConsoleCreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { __typename ... on CreateApiTokenSuccess { token apiToken { id role label } } ...ConsoleRefusal }
  }
`);

export const RevokeApiTokenDocument = graphql(`
  mutation ConsoleRevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) { __typename ... on RevokeApiTokenSuccess { apiToken { id revokedAt } } ...ConsoleRefusal }
  }
`);

export const RecoverExpiredClaimDocument = graphql(`
  mutation ConsoleRecoverExpiredClaim($input: RecoverExpiredClaimInput!) {
    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { assignment { id state } } ...ConsoleRefusal }
  }
`);

export const RenewClaimDocument = graphql(`
  mutation ConsoleRenewClaim($input: RenewClaimInput!) {
    renewClaim(input: $input) { __typename ... on RenewClaimSuccess { assignment { id state } } ...ConsoleRefusal }
  }
`);

export const CancelAssignmentDocument = graphql(`
  mutation ConsoleCancelAssignment($input: CancelAssignmentInput!) {
    cancelAssignment(input: $input) { __typename ... on CancelAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }
  }
`);

export const ReopenAssignmentDocument = graphql(`
  mutation ConsoleReopenAssignment($input: ReopenAssignmentInput!) {
    reopenAssignment(input: $input) { __typename ... on ReopenAssignmentSuccess { assignment { id state } } ...ConsoleRefusal }
  }
`);

export const ReconcileAttemptDocument = graphql(`
  mutation ConsoleReconcileAttempt($input: ReconcileAttemptInput!) {
    reconcileAttempt(input: $input) {
      __typename
      ... on ReconcileAttemptSuccess { assignment { id state } attempt { id outcome } }
      ... on ReceiptRejected { mismatch receiptIndex }
      ...ConsoleRefusal
    }
  }
`);

export const RebuildProjectionDocument = graphql(`
  mutation ConsoleRebuildProjection($input: RebuildProjectionInput!) {
    rebuildProjection(input: $input) {
      __typename
      ... on RebuildProjectionSuccess { projection applied batches lastAppliedSeq }
      ...ConsoleRefusal
    }
  }
`);
