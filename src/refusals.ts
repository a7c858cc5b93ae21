import * as E from './errors.js';

/**
 * Every refusal, declared once: its code (the key, also the class's `code`), the SQLSTATE the
 * command functions in sql/schema raise it with (`workforce.fail('WF004', …)`, or return it as a
 * batch item's value with `workforce.refusal('WF004', …)`), its class, what it means and what the
 * caller should do next (its GraphQL description), and the facts it carries.
 *
 * Generated from this table: the SqlState map and the translators of src/db/errors.ts, and the
 * GraphQL error types of src/schema/errors.ts. Checked against it by test/unit/refusals.test.ts:
 * every 'WFnnn' literal in sql/schema is declared here, every SQLSTATE declared here is raised in
 * sql/schema, each class's code is its key, and no other source file spells a 'WFnnn'.
 */

/** The JSON detail a command function raises a refusal with (`jsonb_build_object('attempt_id', …)`). */
export type RefusalDetail = Record<string, unknown>;

/** How a fact appears in GraphQL. */
export type FactType = 'ID' | 'DateTime' | 'Int' | 'StaleReason' | 'ReceiptMismatch' | 'ValidationIssues';

/** One fact a refusal carries: a property of its class, a field of its GraphQL type. */
export interface Fact<T> {
  /** The class property and GraphQL field. */
  name: string;
  type: FactType;
  nullable: boolean;
  description: string;
  /** The key of the SQL detail it is read from; null when the SQL detail never carries it. */
  detailKey: string | null;
  read: (detail: RefusalDetail) => T;
}

const fact = {
  id: (name: string, detailKey: string, description: string): Fact<string> => ({
    name,
    type: 'ID',
    nullable: false,
    description,
    detailKey,
    read: (d) => String(d[detailKey]),
  }),
  idOrNull: (name: string, detailKey: string, description: string): Fact<string | null> => ({
    name,
    type: 'ID',
    nullable: true,
    description,
    detailKey,
    read: (d) => (typeof d[detailKey] === 'string' ? d[detailKey] : null),
  }),
  dateTime: (name: string, detailKey: string, description: string): Fact<Date> => ({
    name,
    type: 'DateTime',
    nullable: false,
    description,
    detailKey,
    read: (d) => new Date(String(d[detailKey])),
  }),
  intOrNull: (name: string, detailKey: string, description: string): Fact<number | null> => ({
    name,
    type: 'Int',
    nullable: true,
    description,
    detailKey,
    read: (d) => (typeof d[detailKey] === 'number' ? d[detailKey] : null),
  }),
  receiptMismatch: (name: string, detailKey: string, description: string): Fact<E.ReceiptMismatch> => ({
    name,
    type: 'ReceiptMismatch',
    nullable: false,
    description,
    detailKey,
    read: (d) => d[detailKey] as E.ReceiptMismatch,
  }),
  staleReason: (name: string, detailKey: string, description: string): Fact<E.StaleReason> => ({
    name,
    type: 'StaleReason',
    nullable: false,
    description,
    detailKey,
    read: (d) => d[detailKey] as E.StaleReason,
  }),
};

export interface Refusal<A extends unknown[] = unknown[]> {
  class: new (message: string, ...facts: A) => E.DomainError;
  /**
   * Raised by the command functions with this SQLSTATE (class WF is ours). Null: never raised by
   * a command function (TypeScript raises it, or PostgreSQL itself: see src/db/errors.ts).
   */
  sqlState: string | null;
  /** What it means, and what the caller should do next: the GraphQL type's description. */
  description: string;
  /** In the order the class's constructor takes them after the message. */
  facts: { readonly [K in keyof A]: Fact<A[K]> };
  /** False for a refusal no mutation can answer with, so no GraphQL type is made for it. */
  inSchema: boolean;
}

function declare<A extends unknown[], const S extends string | null>(
  cls: new (message: string, ...facts: A) => E.DomainError,
  spec: { sqlState: S } & NoInfer<Pick<Refusal<A>, 'description'> & Partial<Pick<Refusal<A>, 'inSchema' | 'facts'>>>,
): Refusal & { sqlState: S } {
  return { class: cls, inSchema: true, facts: [], ...spec } as unknown as Refusal & { sqlState: S };
}

const staleFacts = [
  fact.staleReason(
    'reason',
    'reason',
    'Why: VERSION (built by other apply logic), DIRTY (marked dirty), or BEHIND (an event of the projection is not applied yet).',
  ),
  fact.intOrNull('pendingSeq', 'pending_seq', 'When BEHIND: the seq of the first event the projection has not applied.'),
] as const;

export const refusals = {
  VALIDATION_ERROR: declare(E.ValidationError, {
    sqlState: 'WF030',
    description:
      'The input is malformed; nothing was written. Correct what `issues` names and send it again: ' +
      'the same input is always refused.',
    facts: [
      {
        name: 'issues',
        type: 'ValidationIssues',
        nullable: false,
        detailKey: null,
        read: () => [],
        description: 'Each malformed field: its path in the input and what is wrong with it.',
      },
    ],
  }),
  ASSIGNMENT_NOT_FOUND: declare(E.AssignmentNotFound, {
    sqlState: 'WF001',
    description:
      "No Assignment with that id in this organization (another organization's ids read as not found); " +
      'nothing was written. Check the id: sending it again will not help.',
  }),
  ASSIGNMENT_COMPLETED: declare(E.AssignmentCompleted, {
    sqlState: 'WF003',
    description:
      'The Assignment is completed, which is final: it can be neither claimed nor ended again, and nothing was ' +
      'written. Read its outcome, and pick another Assignment to work on.',
  }),
  CLAIM_CONFLICT: declare(E.ClaimConflict, {
    sqlState: 'WF004',
    description:
      'The Assignment is RUNNING: another Attempt holds the claim; nothing was written. Do not retry with the ' +
      'same agent before `expiresAt`; pick another Assignment. After `expiresAt` a SYSTEM caller may recover the claim.',
    facts: [
      fact.id('attemptId', 'attempt_id', 'The Attempt that holds the claim.'),
      fact.id('agentId', 'agent_id', 'The AI Agent the claim is held for.'),
      fact.dateTime('expiresAt', 'expires_at', 'When the claim expires (database time).'),
    ],
  }),
  ATTEMPT_NOT_ACTIVE: declare(E.AttemptNotActive, {
    sqlState: 'WF005',
    description:
      "The Attempt is not the Assignment's active one (it ended, was recovered or replaced, or never started " +
      'there): its late result is refused and nothing was written. Stop working on it; do not send it again.',
    facts: [
      fact.idOrNull('attemptId', 'attempt_id', 'The Attempt the request named.'),
      fact.idOrNull('activeAttemptId', 'active_attempt_id', 'The Attempt active on the Assignment now; null when none is.'),
    ],
  }),
  ATTEMPT_NOT_OWNED: declare(E.AttemptNotOwned, {
    sqlState: 'WF038',
    description:
      'Another Actor claimed the Attempt: only that Actor (with any of its tokens) may end it, renew it, record its ' +
      'evidence or create Entities generated by it; nothing was written. Do not work on it. An operator or the ' +
      'System acts on it through the decisions: recoverExpiredClaim, cancelAssignment, reconcileAttempt.',
    facts: [
      fact.id('attemptId', 'attempt_id', 'The Attempt the request named.'),
      fact.id('claimedBy', 'claimed_by', 'The Actor that claimed it (recorded_by of its attempt.started).'),
    ],
  }),
  ATTEMPT_REQUIRED: declare(E.AttemptRequired, {
    sqlState: 'WF039',
    description:
      'Model and tool calls (llm.*, tool.*) are evidence of one Attempt and must name it (attemptId): the active ' +
      'Attempt the caller claimed. Nothing was written. Send it again with its attemptId.',
  }),
  CLAIM_NOT_EXPIRED: declare(E.ClaimNotExpired, {
    sqlState: 'WF006',
    description: 'The claim is still live; nothing was written. Recover it only after `expiresAt` (database time).',
    facts: [
      fact.id('attemptId', 'attempt_id', 'The active Attempt whose claim is live.'),
      fact.dateTime('expiresAt', 'expires_at', 'When the claim expires, and recovery becomes possible.'),
    ],
  }),
  ACTOR_NOT_ACTIVE_AGENT: declare(E.ActorNotActiveAgent, {
    sqlState: 'WF007',
    description:
      'The Actor is not an active AI agent of this organization; nothing was written. ' +
      'Claim for an active Actor of kind AI_AGENT.',
  }),
  CONFIGURATION_VERSION_NOT_FOUND: declare(E.ConfigurationVersionNotFound, {
    sqlState: 'WF008',
    description:
      'The agent has no such configuration version; nothing was written. ' +
      'Claim with a version the agent has, or publish it first.',
  }),
  IDENTITY_CONFLICT: declare(E.IdentityConflict, {
    sqlState: 'WF009',
    description:
      'The id is already used for other facts; nothing was written. A retry must repeat exactly the same facts; ' +
      'for new facts, choose a new id.',
  }),
  ASSIGNMENT_STATE_STALE: declare(E.AssignmentStateStale, {
    sqlState: 'WF011',
    description:
      'The Assignment projection cannot be trusted until it is rebuilt (`reason` says why); nothing was written. ' +
      'A SYSTEM caller rebuilds it (rebuildProjection ASSIGNMENTS); then send the same request again.',
    facts: staleFacts,
  }),
  ACTOR_STATE_STALE: declare(E.ActorStateStale, {
    sqlState: 'WF012',
    description:
      'The Actor projection cannot be trusted until it is rebuilt (`reason` says why); nothing was written. ' +
      'A SYSTEM caller rebuilds it (rebuildProjection ACTORS); then send the same request again.',
    facts: staleFacts,
  }),
  GUARDED_EVENT_KIND: declare(E.GuardedEventKind, {
    sqlState: 'WF013',
    description:
      'Lifecycle events (and any unregistered kind in their namespaces) are written only by their commands, ' +
      'never by appendEvent; nothing was written. Use the command that writes it (createAssignment, claimAssignment, endAttempt, …).',
  }),
  FORBIDDEN: declare(E.Forbidden, {
    sqlState: 'WF014',
    description:
      "The calling Actor may not do this (it needs a SYSTEM Actor, or it would deactivate the organization's own " +
      'System Actor); nothing was written. Ask a caller who may; sending it again will not help.',
  }),
  ENTITY_NOT_FOUND: declare(E.EntityNotFound, {
    sqlState: 'WF015',
    description:
      'No Entity with that id in this organization; nothing was written. Check the id, or send the content inline instead.',
  }),
  ACTOR_NOT_FOUND: declare(E.ActorNotFound, {
    sqlState: 'WF016',
    description:
      "No Actor with that id in this organization (the caller's own, or one the input names); nothing was written. " +
      'Check the id, or register the Actor first.',
  }),
  ACTOR_NOT_ACTIVE: declare(E.ActorNotActive, {
    sqlState: 'WF017',
    description: 'The Actor is deactivated and may no longer act or be acted for; nothing was written. Use an active Actor.',
  }),
  CLAIM_EXPIRY_INVALID: declare(E.ClaimExpiryInvalid, {
    sqlState: 'WF018',
    description:
      'The claim expiry must lie in the future (database time) and within the configured maximum; nothing was ' +
      'written. Send a shorter claimTtlSeconds, or neither it nor claimExpiresAt for the default.',
  }),
  UNKNOWN_EVENT_KIND: declare(E.UnknownEventKind, {
    sqlState: 'WF019',
    description:
      'The event kind and payload version are not a registered, active pair; nothing was written. ' +
      'Send a registered kind with one of its payload versions.',
  }),
  CONTINUED_CALL_NOT_FOUND: declare(E.ContinuedCallNotFound, {
    sqlState: 'WF041',
    description:
      'continuesCallId names no llm.request of this Attempt, or one whose conversation is no longer stored whole ' +
      '(retention deleted its contents); nothing was written. Send the call id of an earlier request of the ' +
      'Attempt, or the whole conversation without continuesCallId.',
  }),
  CONFIGURATION_VERSION_NOT_SEQUENTIAL: declare(E.ConfigurationVersionNotSequential, {
    sqlState: 'WF020',
    description:
      'Configuration versions are numbered 1, 2, … without gaps; nothing was written. Publish the next one: ' +
      'the latest version plus one.',
  }),
  OUTCOME_INVALID: declare(E.OutcomeInvalid, {
    sqlState: 'WF021',
    description:
      'A COMPLETED Attempt needs exactly one outcome Entity generated by it, and a FAILED one has none; nothing ' +
      'was written. Send the outcome inline (outcomeEntity), or the id of an Entity this Attempt created.',
  }),
  ORGANIZATION_NOT_FOUND: declare(E.OrganizationNotFound, {
    sqlState: 'WF022',
    description:
      'The organization does not exist (or has no such projection); nothing was written. ' +
      'Not in the schema: a token always names an existing organization.',
    inSchema: false,
  }),
  LEDGER_APPEND_ONLY: declare(E.LedgerAppendOnly, {
    sqlState: 'WF024',
    description:
      'The ledger is append-only for everyone, its owner included: no UPDATE, DELETE or TRUNCATE of events. ' +
      'Not in the schema: no command ever attempts one (a trigger raises it).',
    inSchema: false,
  }),
  API_TOKEN_NOT_FOUND: declare(E.ApiTokenNotFound, {
    sqlState: 'WF031',
    description: 'No API token with that id in this organization; nothing was written. Check the id (apiTokens lists them).',
  }),
  CLAIM_EXPIRED: declare(E.ClaimExpired, {
    sqlState: 'WF032',
    description:
      'The claim expired (database time) before this renewal: it is now the System’s to recover, and nothing ' +
      'was written. Stop working on the Attempt; a SYSTEM caller recovers it (recoverExpiredClaim).',
    facts: [
      fact.id('attemptId', 'attempt_id', 'The Attempt whose claim expired.'),
      fact.dateTime('expiredAt', 'expired_at', 'When the claim expired.'),
    ],
  }),
  ASSIGNMENT_CANCELLED: declare(E.AssignmentCancelled, {
    sqlState: 'WF033',
    description:
      'The Assignment is cancelled; nothing was written. Pick another Assignment, or have an operator reopen it ' +
      '(reopenAssignment).',
    facts: [
      fact.dateTime('cancelledAt', 'cancelled_at', 'When it was cancelled.'),
      fact.idOrNull('uncertainAttemptId', 'uncertain_attempt_id', 'An Attempt of it that awaits reconciliation, if any.'),
    ],
  }),
  ASSIGNMENT_UNCERTAIN: declare(E.AssignmentUncertain, {
    sqlState: 'WF037',
    description:
      'An Attempt of the Assignment may have had an external effect, proven neither way; nothing was written. It ' +
      'cannot be claimed until an operator reconciles that Attempt against a receipt (reconcileAttempt).',
    facts: [fact.id('attemptId', 'attempt_id', 'The Attempt that awaits reconciliation.')],
  }),
  ATTEMPT_UNCERTAIN: declare(E.AttemptUncertain, {
    sqlState: 'WF034',
    description:
      'An Attempt of the cancelled Assignment may have had an external effect; nothing was written. Reconcile it ' +
      'against a receipt first (reconcileAttempt), then reopen.',
    facts: [fact.id('attemptId', 'attempt_id', 'The Attempt that awaits reconciliation.')],
  }),
  ASSIGNMENT_NOT_CANCELLED: declare(E.AssignmentNotCancelled, {
    sqlState: 'WF035',
    description: 'Only a CANCELLED Assignment can be reopened; nothing was written. Read its state: there is nothing to undo.',
  }),
  ATTEMPT_NOT_UNCERTAIN: declare(E.AttemptNotUncertain, {
    sqlState: 'WF036',
    description:
      'The Attempt does not await reconciliation (it never ended UNCERTAIN, or was reconciled already); nothing was ' +
      'written. Read the Assignment: there is nothing to resolve.',
    facts: [
      fact.idOrNull('uncertainAttemptId', 'uncertain_attempt_id', 'The Attempt of the Assignment that does await it, if any.'),
    ],
  }),
  RECEIPT_REJECTED: declare(E.ReceiptRejected, {
    sqlState: 'WF040',
    description:
      'A receipt does not verify against the recorded execution boundary: it names a call the Attempt did not leave ' +
      'unsettled, or one another receipt settles, its producer is not the tool that call recorded, it has no content, ' +
      'its Entity already serves as a goal, an outcome or another receipt, or a call is settled by no receipt (an ' +
      'uncertain Attempt is never resolved by assumption). Nothing was resolved. Send one receipt per producing tool ' +
      'that together settle every call in Attempt.unansweredCallIds.',
    facts: [
      fact.receiptMismatch('mismatch', 'mismatch', 'What does not verify.'),
      fact.intOrNull(
        'receiptIndex',
        'receipt_index',
        'Which receipt (1-based, in input order); null when it is about the set as a whole.',
      ),
    ],
  }),
  CROSS_ORGANIZATION_REFERENCE: declare(E.CrossOrganizationReference, {
    // PostgreSQL's own foreign_key_violation (23503): every foreign key carries organization_id.
    sqlState: null,
    description:
      'A reference does not resolve within this organization (every reference is scoped to it); nothing was ' +
      'written. Send ids of this organization.',
  }),
} satisfies Record<string, Refusal>;

export type RefusalCode = keyof typeof refusals;

type Declared = typeof refusals;
/** The SQLSTATE of each refusal a command function raises, by code. */
export type RefusalSqlStates = {
  [K in RefusalCode as Declared[K]['sqlState'] extends string ? K : never]: Declared[K]['sqlState'];
};

export const refusalSqlStates = Object.fromEntries(
  Object.entries(refusals)
    .filter(([, r]) => r.sqlState !== null)
    .map(([code, r]) => [code, r.sqlState]),
) as RefusalSqlStates;

/** The declarations, each with its code. */
export const refusalList = Object.entries(refusals).map(([code, refusal]) => ({ code: code as RefusalCode, ...refusal }));

/** Builds a refusal's typed error from the message and the JSON detail its SQL raised. */
export function fromDetail(refusal: Refusal, message: string, detail: RefusalDetail): E.DomainError {
  return new refusal.class(message, ...refusal.facts.map((f) => f.read(detail)));
}
