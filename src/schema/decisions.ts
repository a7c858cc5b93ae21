import {
  CancelAssignmentInput as CancelAssignmentSchema,
  cancelAssignment,
  ReconcileAttemptInput as ReconcileAttemptSchema,
  RenewClaimInput as RenewClaimSchema,
  ReopenAssignmentInput as ReopenAssignmentSchema,
  reconcileAttempt,
  renewClaim,
  reopenAssignment,
} from '../commands/index.js';
import * as E from '../errors.js';
import { needs } from './access.js';
import { AssignmentSuccessTypes } from './assignment.js';
import { ReconcileDecision } from './attempt.js';
import { builder } from './builder.js';
import { callerOf } from './context.js';
import { COMMON_ERRORS, resultUnion } from './errors.js';
import { compact, EntityInput, validInput } from './inputs.js';

// The decisions that supersede execution: a Runner renews its claim; an operator cancels, reopens,
// and reconciles an uncertain Attempt against a receipt. Each is one guarded lifecycle event,
// serialized on the Assignment's row lock, so racing decisions have exactly one winner.

const EVENT_ID = 'The id of its event; choose it before the first try so a retry is recognised, or leave it out.';

const RenewClaimInput = builder.inputType('RenewClaimInput', {
  description: 'A new expiry for the active claim, before the current one passes. Give claimTtlSeconds or claimExpiresAt.',
  fields: (t) => ({
    assignmentId: t.id({ required: true, description: 'The RUNNING Assignment.' }),
    attemptId: t.id({ required: true, description: 'Its active Attempt, whose claim is renewed.' }),
    claimTtlSeconds: t.int({
      description: 'Seconds from now (database time); the server default applies when neither is given.',
    }),
    claimExpiresAt: t.field({ type: 'DateTime', description: 'The new expiry; or give claimTtlSeconds.' }),
    eventId: t.id({ description: EVENT_ID }),
  }),
});

builder.mutationField('renewClaim', (t) =>
  t.field({
    type: resultUnion('RenewClaimResult', AssignmentSuccessTypes.renew, [
      ...COMMON_ERRORS,
      E.AssignmentNotFound,
      E.AssignmentCompleted,
      E.AssignmentCancelled,
      E.AssignmentUncertain,
      E.AttemptNotActive,
      E.AttemptNotOwned,
      E.ClaimExpired,
      E.ClaimExpiryInvalid,
      E.AssignmentStateStale,
    ]),
    description:
      'Moves the active claim\u2019s expiry (at most WORKFORCE_MAX_CLAIM_SECONDS from now) while the Runner works: a ' +
      'heartbeat, so no Runner has to guess the whole claim length up front. Only the active Attempt, only before its ' +
      'claim expires (database time): afterwards it is ClaimExpired, the claim being the System\u2019s to recover. ' +
      'Only the Actor that claimed the Attempt may renew it (AttemptNotOwned otherwise); an exact retry answers ' +
      '`replayed` only while the Attempt is still active. ' +
      `${needs('RUNNER', 'SYSTEM')}`,
    args: { input: t.arg({ type: RenewClaimInput, required: true, description: 'The renewal.' }) },
    validate: validInput(RenewClaimSchema),
    authScopes: { $any: { system: true, runner: true } },
    resolve: async (_, { input }, context) => ({
      ...(await renewClaim(context.db, callerOf(context), compact(input), context.limits)),
      wroteEntity: false,
    }),
  }),
);

const decisionInput = (name: string, description: string, assignment: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      assignmentId: t.id({ required: true, description: assignment }),
      reason: t.string({ required: true, description: 'Why, in words (recorded in the event; at most 2,000 characters).' }),
      eventId: t.id({ description: EVENT_ID }),
    }),
  });

builder.mutationField('cancelAssignment', (t) =>
  t.field({
    type: resultUnion('CancelAssignmentResult', AssignmentSuccessTypes.cancel, [
      ...COMMON_ERRORS,
      E.AssignmentNotFound,
      E.AssignmentCompleted,
      E.AssignmentCancelled,
      E.AssignmentStateStale,
    ]),
    description:
      'Cancels a READY, RUNNING or UNCERTAIN Assignment: the decision supersedes execution. An active Attempt ends in ' +
      'the same transaction as SUPERSEDED, so its later results, evidence and renewals are AttemptNotActive; or as ' +
      'UNCERTAIN when a tool call\u2019s effect is unsettled, which must be reconciled before a reopening. ' +
      `A COMPLETED Assignment cannot be cancelled. ${needs('OPERATOR', 'SYSTEM')}`,
    args: {
      input: t.arg({
        type: decisionInput('CancelAssignmentInput', 'The cancellation.', 'The Assignment to cancel.'),
        required: true,
        description: 'The cancellation.',
      }),
    },
    validate: validInput(CancelAssignmentSchema),
    authScopes: { $any: { system: true, operator: true } },
    resolve: async (_, { input }, context) => ({
      ...(await cancelAssignment(context.db, callerOf(context), compact(input))),
      wroteEntity: false,
    }),
  }),
);

builder.mutationField('reopenAssignment', (t) =>
  t.field({
    type: resultUnion('ReopenAssignmentResult', AssignmentSuccessTypes.reopen, [
      ...COMMON_ERRORS,
      E.AssignmentNotFound,
      E.AssignmentNotCancelled,
      E.AttemptUncertain,
      E.AssignmentStateStale,
    ]),
    description:
      'Makes a CANCELLED Assignment READY again, its history kept: the reopened intent wins at once. Refused ' +
      `(AttemptUncertain) while one of its Attempts awaits reconciliation. ${needs('OPERATOR', 'SYSTEM')}`,
    args: {
      input: t.arg({
        type: decisionInput('ReopenAssignmentInput', 'The reopening.', 'The CANCELLED Assignment to reopen.'),
        required: true,
        description: 'The reopening.',
      }),
    },
    validate: validInput(ReopenAssignmentSchema),
    authScopes: { $any: { system: true, operator: true } },
    resolve: async (_, { input }, context) => ({
      ...(await reopenAssignment(context.db, callerOf(context), compact(input))),
      wroteEntity: false,
    }),
  }),
);

const ReceiptInput = builder.inputType('ReceiptInput', {
  description:
    'A receipt for some of an UNCERTAIN Attempt\u2019s unsettled calls, from the tool that made them (the recorded ' +
    'execution boundary). Give exactly one of receipt or receiptEntityId.',
  fields: (t) => ({
    callIds: t.stringList({
      required: true,
      description: 'The calls it settles: call_ids from Attempt.unansweredCallIds, all made with one tool.',
    }),
    producer: t.string({
      required: true,
      description: 'The tool that produced it: the tool_name those calls recorded (ReceiptRejected PRODUCER_MISMATCH otherwise).',
    }),
    receipt: t.field({
      type: EntityInput,
      description: 'The evidence of what became of the effect (a provider\u2019s statement, say), stored as a new Entity.',
    }),
    receiptEntityId: t.id({
      description: 'Or an existing Entity of the organization that serves as nothing else (no goal, outcome or other receipt).',
    }),
  }),
});

const ReconcileAttemptInput = builder.inputType('ReconcileAttemptInput', {
  description:
    'The resolution of an UNCERTAIN Attempt against verified receipts, one per producing tool, that together settle ' +
    'every call in Attempt.unansweredCallIds; for COMPLETE, outcomeEntity (always stored by the reconciliation itself).',
  fields: (t) => ({
    assignmentId: t.id({ required: true, description: 'The Assignment the Attempt tried.' }),
    attemptId: t.id({ required: true, description: 'The UNCERTAIN Attempt.' }),
    decision: t.field({ type: ReconcileDecision, required: true, description: 'RETRY or COMPLETE.' }),
    receipts: t.field({
      type: [ReceiptInput],
      required: true,
      description: 'The receipts: every unsettled call named by exactly one, for RETRY and COMPLETE alike.',
    }),
    outcomeEntity: t.field({
      type: EntityInput,
      description:
        'COMPLETE: the outcome, stored as generated by the Attempt and created by the caller; on a CANCELLED ' +
        'Assignment, the evidence of the effect (the Attempt is EFFECTED, the Assignment stays CANCELLED).',
    }),
    note: t.string({ description: 'What the receipt shows, in words (at most 2,000 characters).' }),
    eventId: t.id({ description: EVENT_ID }),
  }),
});

builder.mutationField('reconcileAttempt', (t) =>
  t.field({
    type: resultUnion('ReconcileAttemptResult', AssignmentSuccessTypes.reconcile, [
      ...COMMON_ERRORS,
      E.AssignmentNotFound,
      E.AttemptNotUncertain,
      E.ReceiptRejected,
      E.EntityNotFound,
      E.OutcomeInvalid,
      E.AssignmentStateStale,
      E.CrossOrganizationReference,
    ]),
    description:
      'Resolves an UNCERTAIN Attempt against verified receipts, never by assumption: together they settle every call ' +
      'in Attempt.unansweredCallIds, each produced by the tool its calls recorded (ReceiptRejected otherwise, nothing ' +
      'written). RETRY: the Attempt is ABANDONED and the Assignment READY (or still CANCELLED). COMPLETE: the Attempt ' +
      'and the Assignment are COMPLETED with the outcome Entity, so exactly one completed Attempt with one outcome ' +
      'Entity still holds; on a CANCELLED Assignment the cancellation stays: the Attempt is EFFECTED, the content kept ' +
      'as evidence of the effect, and only reopenAssignment moves it on. Of racing reconciliations one commits; the ' +
      `others get AttemptNotUncertain. ${needs('OPERATOR', 'SYSTEM')}`,
    args: { input: t.arg({ type: ReconcileAttemptInput, required: true, description: 'The reconciliation.' }) },
    validate: validInput(ReconcileAttemptSchema),
    authScopes: { $any: { system: true, operator: true } },
    resolve: async (_, { input }, context) => ({
      ...(await reconcileAttempt(context.db, callerOf(context), {
        ...compact(input),
        receipts: input.receipts.map((r) => compact(r)),
      })),
      wroteEntity: input.receipts.some((r) => r.receipt != null) || input.outcomeEntity != null,
    }),
  }),
);
