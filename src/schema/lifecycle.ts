import {
  endAttempt, EndAttemptInput as EndAttemptSchema, endAttempts, recoverExpiredClaim,
  RecoverExpiredClaimInput as RecoverExpiredClaimSchema,
} from '../commands/index.js';
import * as E from '../errors.js';
import { AssignmentSuccessTypes } from './assignment.js';
import { batchMutation } from './batch.js';
import { builder } from './builder.js';
import { callerOf } from './context.js';
import { COMMON_ERRORS, resultUnion } from './errors.js';
import { compact, EntityInput, validInput } from './inputs.js';

const EndOutcome = builder.enumType('EndOutcome', {
  description: 'How a Runner ends its Attempt (ABANDONED is recorded only by recovery).',
  values: ['COMPLETED', 'FAILED'] as const,
});

const EndAttemptInput = builder.inputType('EndAttemptInput', {
  fields: (t) => ({
    assignmentId: t.id({ required: true }),
    attemptId: t.id({ required: true }),
    outcome: t.field({ type: EndOutcome, required: true }),
    outcomeEntityId: t.id({ description: 'COMPLETED: an Entity this Attempt generated (createEntity with attemptId).' }),
    outcomeEntity: t.field({ type: EntityInput, description: 'COMPLETED: the outcome content, stored with the ending.' }),
    failureReason: t.string(),
    eventId: t.id(),
  }),
});

const EndAttemptResult = resultUnion('EndAttemptResult', AssignmentSuccessTypes.end, [...COMMON_ERRORS, E.AssignmentNotFound,
  E.AssignmentCompleted, E.AttemptNotActive, E.EntityNotFound, E.OutcomeInvalid, E.AssignmentStateStale, E.CrossOrganizationReference]);

builder.mutationField('endAttempt', (t) => t.field({
  type: EndAttemptResult,
  args: { input: t.arg({ type: EndAttemptInput, required: true }) },
  validate: validInput(EndAttemptSchema),
  authScopes: { $any: { system: true, runner: true } },
  resolve: (_, { input }, context) => endAttempt(context.db, callerOf(context), compact(input)),
}));

batchMutation('endAttempts', {
  description: 'Ends many Attempts in one transaction (RUNNER, SYSTEM), each judged exactly as endAttempt judges it.',
  field: 'endings',
  item: EndAttemptInput,
  result: EndAttemptResult,
  scopes: { system: true, runner: true },
  run: (items, context) => endAttempts(context.db, callerOf(context), items, context.limits),
});

const RecoverExpiredClaimInput = builder.inputType('RecoverExpiredClaimInput', {
  fields: (t) => ({ assignmentId: t.id({ required: true }), attemptId: t.id({ required: true }), eventId: t.id() }),
});

builder.mutationField('recoverExpiredClaim', (t) => t.field({
  type: AssignmentSuccessTypes.recover,
  args: { input: t.arg({ type: RecoverExpiredClaimInput, required: true }) },
  validate: validInput(RecoverExpiredClaimSchema),
  authScopes: { system: true },
  errors: {
    types: [...COMMON_ERRORS, E.AssignmentNotFound, E.AttemptNotActive, E.ClaimNotExpired, E.AssignmentStateStale],
    directResult: true,
    union: { name: 'RecoverExpiredClaimResult' },
  },
  resolve: (_, { input }, context) => recoverExpiredClaim(context.db, callerOf(context), compact(input)),
}));
