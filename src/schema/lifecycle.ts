import {
  EndAttemptInput as EndAttemptSchema,
  endAttempt,
  endAttempts,
  RecoverExpiredClaimInput as RecoverExpiredClaimSchema,
  recoverExpiredClaim,
} from '../commands/index.js';
import * as E from '../errors.js';
import { needs } from './access.js';
import { AssignmentSuccessTypes, withInlineEntity } from './assignment.js';
import { batchMutation } from './batch.js';
import { builder } from './builder.js';
import { callerOf } from './context.js';
import { COMMON_ERRORS, resultUnion } from './errors.js';
import { compact, EntityInput, validInput } from './inputs.js';

const EndOutcome = builder.enumType('EndOutcome', {
  description: 'How a Runner ends its Attempt (ABANDONED is recorded only by recovery).',
  values: {
    COMPLETED: { description: 'Done: give the outcome (outcomeEntity or outcomeEntityId); the Assignment becomes COMPLETED.' },
    FAILED: { description: 'Given up: give no outcome (a failureReason, optionally); the Assignment becomes READY again.' },
  } as const,
});

const EndAttemptInput = builder.inputType('EndAttemptInput', {
  description: 'The end of the active Attempt, by the Runner that works it.',
  fields: (t) => ({
    assignmentId: t.id({ required: true, description: 'The Assignment the Attempt tries.' }),
    attemptId: t.id({ required: true, description: 'The Attempt to end: only the active one can end.' }),
    outcome: t.field({ type: EndOutcome, required: true, description: 'COMPLETED or FAILED.' }),
    outcomeEntityId: t.id({ description: 'COMPLETED: an Entity this Attempt generated (createEntity with attemptId).' }),
    outcomeEntity: t.field({ type: EntityInput, description: 'COMPLETED: the outcome content, stored with the ending.' }),
    failureReason: t.string({ description: 'FAILED: why, in words (at most 2,000 characters).' }),
    eventId: t.id({ description: 'The id of its attempt.ended event; choose it for safe retries, or leave it out.' }),
  }),
});

const EndAttemptResult = resultUnion('EndAttemptResult', AssignmentSuccessTypes.end, [
  ...COMMON_ERRORS,
  E.AssignmentNotFound,
  E.AssignmentCompleted,
  E.AttemptNotActive,
  E.AttemptNotOwned,
  E.EntityNotFound,
  E.OutcomeInvalid,
  E.AssignmentStateStale,
  E.CrossOrganizationReference,
]);

builder.mutationField('endAttempt', (t) =>
  t.field({
    type: EndAttemptResult,
    description:
      'Ends the active Attempt: COMPLETED with its one outcome Entity, or FAILED. A late result from an Attempt ' +
      'that is no longer active (recovered, replaced) is refused with AttemptNotActive. Only the Actor that claimed ' +
      'the Attempt may end it (any of its tokens); anyone else gets AttemptNotOwned, an operator or the System ' +
      `included, who act through recoverExpiredClaim, cancelAssignment and reconcileAttempt. ${needs('RUNNER', 'SYSTEM')}`,
    args: { input: t.arg({ type: EndAttemptInput, required: true, description: 'The ending.' }) },
    validate: validInput(EndAttemptSchema),
    authScopes: { $any: { system: true, runner: true } },
    resolve: async (_, { input }, context) => ({
      ...(await endAttempt(context.db, callerOf(context), compact(input))),
      wroteEntity: input.outcomeEntity != null,
    }),
  }),
);

batchMutation('endAttempts', {
  description: `Ends many Attempts in one transaction, each judged exactly as endAttempt judges it. ${needs('RUNNER', 'SYSTEM')}`,
  field: 'endings',
  item: EndAttemptInput,
  result: EndAttemptResult,
  scopes: { system: true, runner: true },
  run: async (items, context) =>
    withInlineEntity(
      await endAttempts(context.db, callerOf(context), items, context.limits),
      (i) => items[i]?.outcomeEntity != null,
    ),
});

const RecoverExpiredClaimInput = builder.inputType('RecoverExpiredClaimInput', {
  description: 'The expired claim to recover.',
  fields: (t) => ({
    assignmentId: t.id({ required: true, description: 'The RUNNING Assignment whose claim expired.' }),
    attemptId: t.id({ required: true, description: 'Its active Attempt, which becomes ABANDONED.' }),
    eventId: t.id({ description: 'The id of the attempt.ended event; choose it for safe retries, or leave it out.' }),
  }),
});

builder.mutationField('recoverExpiredClaim', (t) =>
  t.field({
    type: AssignmentSuccessTypes.recover,
    description:
      'Ends an Attempt whose claim has expired (database time) as ABANDONED and makes its Assignment READY again, ' +
      `attributed to the calling SYSTEM actor. A live claim is refused with ClaimNotExpired. ${needs('SYSTEM')}`,
    args: { input: t.arg({ type: RecoverExpiredClaimInput, required: true, description: 'The claim to recover.' }) },
    validate: validInput(RecoverExpiredClaimSchema),
    authScopes: { system: true },
    errors: {
      types: [...COMMON_ERRORS, E.AssignmentNotFound, E.AttemptNotActive, E.ClaimNotExpired, E.AssignmentStateStale],
      directResult: true,
      union: { name: 'RecoverExpiredClaimResult', description: 'The recovery, or why it was refused.' },
    },
    resolve: async (_, { input }, context) => ({
      ...(await recoverExpiredClaim(context.db, callerOf(context), compact(input))),
      wroteEntity: false,
    }),
  }),
);
