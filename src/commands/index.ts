export type { Caller } from '../caller.js';
export { MAX_ENTITY_BYTES, MAX_PAYLOAD_BYTES } from '../validation.js';
export * from './append-event.js';
export { type BatchLimits, DEFAULT_MAX_BATCH, type ItemResult } from './batch.js';
export * from './claim-assignment.js';
export * from './create-api-token.js';
export * from './create-assignment.js';
export * from './create-entity.js';
export * from './create-organization.js';
export * from './deactivate-actor.js';
export * from './decisions.js';
export * from './end-attempt.js';
export {
  DEFAULT_GROUP_COMMIT,
  GroupCommit,
  type GroupCommitOptions,
  type GroupedCommand,
  startGroupCommit,
} from './group-commit.js';
export * from './import-assignments.js';
export * from './maintenance.js';
export * from './publish-agent-configuration.js';
export * from './recover-expired-claim.js';
export * from './recover-expired-claims.js';
export * from './register-actor.js';
export type { AssignmentCommandResult } from './results.js';
export * from './revoke-api-token.js';
