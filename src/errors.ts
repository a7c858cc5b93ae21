/**
 * Domain refusals. Each has a stable SCREAMING_SNAKE_CASE code (what API clients switch on), a
 * sentence a person can act on, and the facts a caller needs to decide what to do next. Each is
 * declared once in src/refusals.ts (its SQLSTATE, GraphQL description and facts); a test checks
 * that every class here is declared there with the same code.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  readonly code = 'VALIDATION_ERROR';
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export class OrganizationNotFound extends DomainError {
  readonly code = 'ORGANIZATION_NOT_FOUND';
}
export class AssignmentNotFound extends DomainError {
  readonly code = 'ASSIGNMENT_NOT_FOUND';
}
export class EntityNotFound extends DomainError {
  readonly code = 'ENTITY_NOT_FOUND';
}
export class ActorNotFound extends DomainError {
  readonly code = 'ACTOR_NOT_FOUND';
}
export class ActorNotActive extends DomainError {
  readonly code = 'ACTOR_NOT_ACTIVE';
}
export class ActorNotActiveAgent extends DomainError {
  readonly code = 'ACTOR_NOT_ACTIVE_AGENT';
}
export class ConfigurationVersionNotFound extends DomainError {
  readonly code = 'CONFIGURATION_VERSION_NOT_FOUND';
}
export class ConfigurationVersionNotSequential extends DomainError {
  readonly code = 'CONFIGURATION_VERSION_NOT_SEQUENTIAL';
}
export class AssignmentCompleted extends DomainError {
  readonly code = 'ASSIGNMENT_COMPLETED';
}
export class OutcomeInvalid extends DomainError {
  readonly code = 'OUTCOME_INVALID';
}
export class ClaimExpiryInvalid extends DomainError {
  readonly code = 'CLAIM_EXPIRY_INVALID';
}
export class IdentityConflict extends DomainError {
  readonly code = 'IDENTITY_CONFLICT';
}
export class CrossOrganizationReference extends DomainError {
  readonly code = 'CROSS_ORGANIZATION_REFERENCE';
}
export class GuardedEventKind extends DomainError {
  readonly code = 'GUARDED_EVENT_KIND';
}
export class UnknownEventKind extends DomainError {
  readonly code = 'UNKNOWN_EVENT_KIND';
}
export class ContinuedCallNotFound extends DomainError {
  readonly code = 'CONTINUED_CALL_NOT_FOUND';
}
export class Forbidden extends DomainError {
  readonly code = 'FORBIDDEN';
}
export class LedgerAppendOnly extends DomainError {
  readonly code = 'LEDGER_APPEND_ONLY';
}
export class ApiTokenNotFound extends DomainError {
  readonly code = 'API_TOKEN_NOT_FOUND';
}

/** The Assignment is claimed: says which Attempt holds it, for which agent, and until when. */
export class ClaimConflict extends DomainError {
  readonly code = 'CLAIM_CONFLICT';
  constructor(
    message: string,
    readonly attemptId: string,
    readonly agentId: string,
    readonly expiresAt: Date,
  ) {
    super(message);
  }
}

/** A result from an Attempt that is not (or no longer) the active one: a stale writer. */
export class AttemptNotActive extends DomainError {
  readonly code = 'ATTEMPT_NOT_ACTIVE';
  constructor(
    message: string,
    readonly attemptId: string | null,
    readonly activeAttemptId: string | null,
  ) {
    super(message);
  }
}

/** The Attempt was claimed by another Actor: only its claimer ends, renews it or records its evidence. */
export class AttemptNotOwned extends DomainError {
  readonly code = 'ATTEMPT_NOT_OWNED';
  constructor(
    message: string,
    readonly attemptId: string,
    readonly claimedBy: string,
  ) {
    super(message);
  }
}

/** Model and tool evidence must name the Attempt it belongs to. */
export class AttemptRequired extends DomainError {
  readonly code = 'ATTEMPT_REQUIRED';
}

export class ClaimNotExpired extends DomainError {
  readonly code = 'CLAIM_NOT_EXPIRED';
  constructor(
    message: string,
    readonly attemptId: string,
    readonly expiresAt: Date,
  ) {
    super(message);
  }
}

export class ClaimExpired extends DomainError {
  readonly code = 'CLAIM_EXPIRED';
  constructor(
    message: string,
    readonly attemptId: string,
    readonly expiredAt: Date,
  ) {
    super(message);
  }
}

export class AssignmentCancelled extends DomainError {
  readonly code = 'ASSIGNMENT_CANCELLED';
  constructor(
    message: string,
    readonly cancelledAt: Date,
    readonly uncertainAttemptId: string | null,
  ) {
    super(message);
  }
}

export class AssignmentUncertain extends DomainError {
  readonly code = 'ASSIGNMENT_UNCERTAIN';
  constructor(
    message: string,
    readonly attemptId: string,
  ) {
    super(message);
  }
}

export class AttemptUncertain extends DomainError {
  readonly code = 'ATTEMPT_UNCERTAIN';
  constructor(
    message: string,
    readonly attemptId: string,
  ) {
    super(message);
  }
}

export class AssignmentNotCancelled extends DomainError {
  readonly code = 'ASSIGNMENT_NOT_CANCELLED';
}

export class AttemptNotUncertain extends DomainError {
  readonly code = 'ATTEMPT_NOT_UNCERTAIN';
  constructor(
    message: string,
    readonly uncertainAttemptId: string | null,
  ) {
    super(message);
  }
}

/** Why a receipt does not verify against the recorded execution boundary. */
export type ReceiptMismatch =
  | 'UNKNOWN_CALL'
  | 'REPEATED_CALL'
  | 'PRODUCER_MISMATCH'
  | 'NO_CONTENT'
  | 'ENTITY_IN_USE'
  | 'CALL_UNSETTLED';

/** A reconciliation's receipts do not verify: nothing was resolved. */
export class ReceiptRejected extends DomainError {
  readonly code = 'RECEIPT_REJECTED';
  constructor(
    message: string,
    readonly mismatch: ReceiptMismatch,
    readonly receiptIndex: number | null,
  ) {
    super(message);
  }
}

export type StaleReason = 'VERSION' | 'DIRTY' | 'BEHIND';

/** The projection cannot be trusted until it is rebuilt; nothing was written. */
abstract class ProjectionStateStale extends DomainError {
  constructor(
    message: string,
    readonly reason: StaleReason,
    readonly pendingSeq: number | null,
  ) {
    super(message);
  }
}
export class AssignmentStateStale extends ProjectionStateStale {
  readonly code = 'ASSIGNMENT_STATE_STALE';
}
export class ActorStateStale extends ProjectionStateStale {
  readonly code = 'ACTOR_STATE_STALE';
}

/**
 * The database could not serve the request just now (it is unreachable, restarting, or a lock or
 * statement ran out of time). Not a refusal: nothing says the request was wrong, and sending the
 * same request again (with the same ids) later is safe. Not a DomainError either, so no mutation's
 * result union lists it: it reaches the client as a GraphQL error with `extensions.retryable`.
 */
export abstract class DatabaseFault extends Error {
  abstract readonly code: string;
  readonly retryable = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class DatabaseUnavailable extends DatabaseFault {
  readonly code = 'DATABASE_UNAVAILABLE';
}
export class LockTimeout extends DatabaseFault {
  readonly code = 'LOCK_TIMEOUT';
}
export class StatementTimeout extends DatabaseFault {
  readonly code = 'STATEMENT_TIMEOUT';
}
/** A serialization failure or deadlock that outlasted the bounded retries. */
export class TransactionConflict extends DatabaseFault {
  readonly code = 'TRANSACTION_CONFLICT';
}
