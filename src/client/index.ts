// workforce-ledger/client: a Runner's client for the Workforce Ledger API (docs/client.md).

export type { BatchOptions } from './batch.js';
export {
  type AppendEventResult,
  type AppendEventsResult,
  type AssignmentSnapshot,
  type ClaimAssignmentResult,
  type ClaimAssignmentsResult,
  type ClientOptions,
  type CreateAssignmentResult,
  type CreateEntitiesResult,
  type CreateEntityResult,
  type EndAttemptResult,
  type EndAttemptsResult,
  type LedgerEvent,
  type PublishAgentConfigurationResult,
  type RegisterActorResult,
  type RenewClaimResult,
  WorkforceClient,
} from './client.js';
export * as documents from './documents.js';
export type * from './gql/graphql.js';
export { ClaimHeartbeat, ClaimLostError, type HeartbeatOptions } from './heartbeat.js';
export {
  type GraphQLErrorItem,
  parseRetryAfter,
  RETRYABLE_CODES,
  type RetryOptions,
  type TransportOptions,
  WorkforceRequestError,
} from './transport.js';
