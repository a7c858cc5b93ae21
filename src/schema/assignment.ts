import { createContextCache } from '@pothos/core';
import type { ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { type GraphQLResolveInfo, Kind, type SelectionNode } from 'graphql';
import { z } from 'zod';
import {
  type AssignmentCommandResult,
  ClaimAssignmentInput as ClaimAssignmentSchema,
  CreateAssignmentInput as CreateAssignmentSchema,
  claimAssignment,
  claimAssignments,
  createAssignment,
  createAssignments,
} from '../commands/index.js';
import type { Assignment as AssignmentModel, Attempt as AttemptModel, Claim as ClaimModel } from '../db/models.js';
import { findAssignments, type ListedAssignment, listAssignments } from '../db/reads.js';
import * as E from '../errors.js';
import { readAttemptsByAssignment } from '../events/history.js';
import { storable } from '../validation.js';
import { ANY_ROLE, needs } from './access.js';
import { Actor } from './actor.js';
import { Attempt } from './attempt.js';
import { Availability, availabilityOf } from './availability.js';
import { batchMutation } from './batch.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';
import { Entity } from './entity.js';
import { COMMON_ERRORS, resultUnion } from './errors.js';
import { compact, EntityInput, REPLAYED, validId, validInput } from './inputs.js';
import { instantCursor, numberCursor, pagedField, pageInMemory, requestedSize, resolvePage } from './paging.js';

export const AssignmentState = builder.enumType('AssignmentState', {
  description: 'Where an Assignment is in its lifecycle.',
  values: {
    READY: { description: 'Waiting for a claim: new, back after a FAILED or ABANDONED Attempt, or reopened.' },
    RUNNING: { description: 'Claimed: one active Attempt holds it until it ends, its claim is recovered, or it is cancelled.' },
    COMPLETED: { description: 'Done, with one outcome Entity. Terminal: it can be neither claimed nor ended again.' },
    CANCELLED: {
      description:
        'An operator cancelled it: not claimable until reopened (reopenAssignment). Its Attempt, if one was active, ' +
        'ended SUPERSEDED (or UNCERTAIN, which must be reconciled before a reopening).',
    },
    UNCERTAIN: {
      description:
        'An Attempt ended with an external effect proven neither way: not claimable until that Attempt is reconciled ' +
        'against a receipt (reconcileAttempt).',
    },
  } as const,
});

const Cancellation = builder.objectRef<NonNullable<AssignmentModel['cancellation']>>('Cancellation').implement({
  description: 'The operator’s cancellation in force (its assignment.cancelled event).',
  fields: (t) => ({
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', description: 'When it was recorded.' }),
    cancelledBy: t.field({ type: Actor, description: 'Who cancelled it.', resolve: (c) => c.cancelledBy }),
    reason: t.exposeString('reason', { description: 'Why, in the canceller’s words.' }),
  }),
});

/**
 * The Attempts of each Assignment, per request: both Assignment.attempts and Claim.attempt read
 * here, so a list with claims and attempts costs one statement for both.
 */
const attemptsOf = createContextCache(
  (context: Context) =>
    new DataLoader<string, AttemptModel[]>(async (ids) => {
      const byAssignment = await readAttemptsByAssignment(await reader(context), callerOf(context).organizationId, ids);
      return ids.map((id) => byAssignment.get(id) ?? []);
    }),
);

const Claim = builder.objectRef<ClaimModel>('Claim').implement({
  description: 'The active Attempt\u2019s hold on an Assignment. Expiry only detects an abandoned Runner; it is not a budget.',
  fields: (t) => ({
    attempt: t.field({
      type: Attempt,
      description: 'The active Attempt.',
      resolve: async (c, _, context) =>
        (await attemptsOf(context).load(c.assignmentId)).find((a) => a.id === c.attemptId) ?? c.attemptId,
    }),
    agent: t.field({ type: Actor, description: 'The AI agent the claim is for.', resolve: (c) => c.agentId }),
    configurationVersion: t.exposeInt('configurationVersion', { description: 'The agent configuration version the claim pins.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'When the claim lapses (database time): after it, a SYSTEM actor may recover it.',
    }),
    startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When the claim was recorded.' }),
  }),
});

/** An Attempt's position among its Assignment's Attempts: the seq of its attempt.started. */
const attemptCursor = numberCursor('attempt');

export const Assignment = builder.loadableObject('Assignment', {
  description:
    'One outcome-bearing task: READY, RUNNING under one claim, COMPLETED with one outcome Entity, CANCELLED by an ' +
    'operator, or UNCERTAIN until an Attempt’s external effect is reconciled.',
  load: async (ids: string[], context) => findAssignments(await reader(context), callerOf(context).organizationId, ids),
  sort: (assignment) => assignment.id,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The Assignment id: chosen by the caller (assignmentId) or generated.' }),
    state: t.field({ type: AssignmentState, description: 'Where it is in its lifecycle.', resolve: (a) => a.state }),
    availability: t.field({
      type: Availability,
      description:
        'Whether it can be claimed now, and if not why and which mutations move it on (database time; ' +
        'PROJECTION_STALE while the projection cannot be trusted).',
      resolve: (a, _, context, info) => availabilityOf(context, info.schema, a.id),
    }),
    cancellation: t.field({
      type: Cancellation,
      nullable: true,
      description: 'CANCELLED: who cancelled it, when and why; null otherwise.',
      resolve: (a) => a.cancellation,
    }),
    uncertainAttempt: t.field({
      type: Attempt,
      nullable: true,
      description: 'The Attempt that ended UNCERTAIN and awaits reconciliation; null when none does.',
      resolve: (a) => a.uncertainAttemptId,
    }),
    effectedAttempt: t.field({
      type: Attempt,
      nullable: true,
      description:
        'The last Attempt reconciled EFFECTED: its external effect happened though the Assignment was cancelled. ' +
        'Whoever takes the Assignment up again (after reopenAssignment) must not do it twice; null when none.',
      resolve: (a) => a.effectedAttemptId,
    }),
    title: t.exposeString('title', { nullable: true, description: 'A short human-readable title, if one was given.' }),
    goalEntity: t.field({
      type: Entity,
      description: 'What is to be done: the goal content.',
      resolve: (a) => a.goalEntity ?? a.goalEntityId,
    }),
    createdBy: t.field({ type: Actor, description: 'Who created it.', resolve: (a) => a.createdBy }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When its last event was applied.' }),
    activeClaim: t.field({
      type: Claim,
      nullable: true,
      description: 'The claim of the active Attempt; null unless RUNNING.',
      resolve: (a) => a.activeClaim,
    }),
    outcomeEntity: t.field({
      type: Entity,
      nullable: true,
      description: 'COMPLETED: the outcome, generated by the completing Attempt.',
      resolve: (a) => a.outcomeEntityId,
    }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true, description: 'When it was completed.' }),
    attemptCount: t.exposeInt('attemptCount', { description: 'How many Attempts it has had, ended ones included.' }),
    lastAppliedSeq: t.exposeInt('lastAppliedSeq', { description: 'The org_seq of the last Event applied to this row.' }),
    attempts: t.connection(
      {
        type: Attempt,
        ...pagedField(20, attemptCursor),
        description:
          'Its Attempts, failed and abandoned ones included, in the order they started (page size 20 by default; ' +
          '`last` reads the newest).',
        resolve: (a, args, context) => {
          requestedSize(args, context.limits.maxPageSize, 20);
          return resolvePage(
            context,
            {
              args,
              toCursor: (attempt: AttemptModel) => attemptCursor.encode(attempt.startedSeq),
              defaultSize: 20,
            },
            async (page: ResolveCursorConnectionArgs) =>
              pageInMemory(context, await attemptsOf(context).load(a.id), (x) => x.startedSeq, page, attemptCursor),
          );
        },
      },
      { name: 'AttemptConnection', description: 'A page of Attempts in the order they started.' },
      { name: 'AttemptEdge', description: 'An Attempt and its cursor.' },
    ),
  }),
});

builder.objectField(Attempt, 'assignment', (t) =>
  t.field({
    type: Assignment,
    nullable: true,
    description: 'The Assignment this Attempt tries (null only while the ASSIGNMENTS projection is rebuilt).',
    resolve: (a) => a.assignmentId,
  }),
);

builder.queryField('assignment', (t) =>
  t.field({
    type: Assignment,
    nullable: true,
    description: `The Assignment with this id, or null if this organization has none. ${ANY_ROLE}`,
    args: { id: t.arg.id({ required: true, description: 'The Assignment id.', validate: validId }) },
    resolve: (_, { id }) => id,
  }),
);

/** Whether the query selects the given path below this field, through fragments too. */
function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  let level: readonly SelectionNode[] = info.fieldNodes.flatMap((f) => f.selectionSet?.selections ?? []);
  for (const name of path) {
    const next: SelectionNode[] = [];
    let found = false;
    const visit = (selections: readonly SelectionNode[]) => {
      for (const node of selections) {
        if (node.kind === Kind.FIELD && node.name.value === name) {
          found = true;
          next.push(...(node.selectionSet?.selections ?? []));
        } else if (node.kind === Kind.INLINE_FRAGMENT) {
          visit(node.selectionSet.selections);
        } else if (node.kind === Kind.FRAGMENT_SPREAD) {
          visit(info.fragments[node.name.value]?.selectionSet.selections ?? []);
        }
      }
    };
    visit(level);
    if (!found) return false;
    level = next;
  }
  return true;
}

/** An Assignment's position: its creation instant to the microsecond, and its id. */
const assignmentCursor = instantCursor('assignment');

builder.queryField('assignments', (t) =>
  t.connection(
    {
      type: Assignment,
      ...pagedField(20, assignmentCursor),
      description:
        `The organization\u2019s Assignments in creation order, optionally filtered (page size 20 by default; ` +
        `\`last\` reads the newest). The filters combine (all must hold). ${ANY_ROLE}`,
      args: {
        state: t.arg({ type: AssignmentState, description: 'Only Assignments in this state (or give `states`).' }),
        states: t.arg({
          type: [AssignmentState],
          description: 'Only Assignments in one of these states (or give `state`).',
          validate: {
            schema: z
              .array(z.enum(['READY', 'RUNNING', 'COMPLETED', 'CANCELLED', 'UNCERTAIN']))
              .min(1, 'give at least one state'),
          },
        }),
        claimExpired: t.arg.boolean({
          description:
            'true: only RUNNING Assignments whose claim has expired (database time), awaiting recovery; false: all others.',
        }),
        search: t.arg.string({
          description: 'A title substring (case-insensitive), or an Assignment id exactly (1 to 200 characters).',
          validate: { schema: z.string().trim().min(1).max(200).superRefine(storable) },
        }),
      },
      resolve: (_, args, context, info) => {
        requestedSize(args, context.limits.maxPageSize, 20);
        if (args.state && args.states) {
          throw new E.ValidationError('give state or states, not both', [
            { path: 'states', message: 'give state or states, not both' },
          ]);
        }
        const withGoals = selects(info, ['edges', 'node', 'goalEntity']);
        return resolvePage(
          context,
          {
            args,
            toCursor: (a: ListedAssignment) => assignmentCursor.encode(a.key),
            defaultSize: 20,
          },
          async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
            const page = await listAssignments(await reader(context), callerOf(context).organizationId, {
              states: args.states ?? (args.state ? [args.state] : undefined),
              claimExpired: args.claimExpired ?? undefined,
              search: args.search?.trim() ?? undefined,
              limit,
              after: assignmentCursor.decode(after, 'after'),
              before: assignmentCursor.decode(before, 'before'),
              inverted,
              withGoals,
            });
            // Nested fields that name these Assignments again (Attempt.assignment) read them from here.
            const loader = Assignment.getDataloader(context);
            for (const assignment of page) loader.prime(assignment.id, assignment);
            return page;
          },
        );
      },
    },
    { name: 'AssignmentConnection', description: 'A page of Assignments in creation order.' },
    { name: 'AssignmentEdge', description: 'An Assignment and its cursor.' },
  ),
);

/** An Assignment command's result, and whether the call stored an Entity inline (goal or outcome content). */
export type AssignmentPayload = AssignmentCommandResult & { wroteEntity: boolean };

/** Marks each result with whether its input stored an Entity inline (refusals pass through). */
export function withInlineEntity<R>(results: (AssignmentCommandResult | R)[], inline: (index: number) => boolean) {
  return results.map((r, index) => (r instanceof Error ? r : { ...(r as AssignmentCommandResult), wroteEntity: inline(index) }));
}

const AssignmentSuccess = (name: string, description: string) =>
  builder.objectRef<AssignmentPayload>(name).implement({
    description,
    fields: (t) => ({
      assignment: t.field({
        type: Assignment,
        description: 'The Assignment as it is after the call.',
        resolve: (r) => r.assignment,
      }),
      attempt: t.field({
        type: Attempt,
        nullable: true,
        description: 'The Attempt the call started, renewed, ended or reconciled (null when it touched none).',
        resolve: (r) => r.attempt,
      }),
      replayed: t.exposeBoolean('replayed', { description: REPLAYED }),
    }),
  });
export const AssignmentSuccessTypes = {
  create: AssignmentSuccess(
    'CreateAssignmentSuccess',
    'The Assignment was created, READY (or had been, by the call this one retries).',
  ),
  claim: AssignmentSuccess('ClaimAssignmentSuccess', 'The claim won: the Assignment is RUNNING under the new Attempt.'),
  end: AssignmentSuccess('EndAttemptSuccess', 'The Attempt ended: the Assignment is COMPLETED, or READY again after a failure.'),
  recover: AssignmentSuccess(
    'RecoverExpiredClaimSuccess',
    'The expired claim was recovered: the Attempt is ABANDONED and the Assignment READY (or both UNCERTAIN, when an ' +
      'tool call\u2019s effect was unsettled).',
  ),
  renew: AssignmentSuccess('RenewClaimSuccess', 'The claim was renewed: the Attempt holds it until its new expiry.'),
  cancel: AssignmentSuccess(
    'CancelAssignmentSuccess',
    'The Assignment is CANCELLED; `attempt` is the Attempt the cancellation ended (SUPERSEDED or UNCERTAIN), if one was active.',
  ),
  reopen: AssignmentSuccess('ReopenAssignmentSuccess', 'The Assignment is READY again, its history kept.'),
  reconcile: AssignmentSuccess(
    'ReconcileAttemptSuccess',
    'The uncertain Attempt is resolved: ABANDONED (Assignment READY, or still CANCELLED) or COMPLETED (Assignment COMPLETED).',
  ),
};

const CreateAssignmentInput = builder.inputType('CreateAssignmentInput', {
  description: 'A new Assignment. Give exactly one of goalEntityId (an existing Entity) or goal (content to store).',
  fields: (t) => ({
    assignmentId: t.id({ description: 'Choose it before the first try for safe retries; generated when omitted.' }),
    eventId: t.id({ description: 'The id of its assignment.created event; choose it for safe retries, or leave it out.' }),
    title: t.string({ description: 'A short human-readable title (at most 500 characters).' }),
    goalEntityId: t.id({ description: 'An existing Entity of the organization to use as the goal.' }),
    goal: t.field({ type: EntityInput, description: 'Goal content, stored as a new Entity in the same transaction.' }),
  }),
});

const CreateAssignmentResult = resultUnion('CreateAssignmentResult', AssignmentSuccessTypes.create, [
  ...COMMON_ERRORS,
  E.EntityNotFound,
  E.AssignmentStateStale,
  E.CrossOrganizationReference,
]);

builder.mutationField('createAssignment', (t) =>
  t.field({
    type: CreateAssignmentResult,
    description: `Creates a READY Assignment with its goal. ${needs('OPERATOR', 'SYSTEM')}`,
    args: { input: t.arg({ type: CreateAssignmentInput, required: true, description: 'The Assignment to create.' }) },
    validate: validInput(CreateAssignmentSchema),
    authScopes: { $any: { system: true, operator: true } },
    resolve: async (_, { input }, context) => ({
      ...(await createAssignment(context.db, callerOf(context), compact(input))),
      wroteEntity: input.goal != null,
    }),
  }),
);

batchMutation('createAssignments', {
  description: `Creates many Assignments in one transaction, each judged exactly as createAssignment judges it. ${needs('OPERATOR', 'SYSTEM')}`,
  field: 'assignments',
  item: CreateAssignmentInput,
  result: CreateAssignmentResult,
  scopes: { system: true, operator: true },
  run: async (items, context) =>
    withInlineEntity(
      await createAssignments(context.db, callerOf(context), items, context.limits),
      (i) => items[i]?.goal != null,
    ),
});

const ClaimAssignmentInput = builder.inputType('ClaimAssignmentInput', {
  description: 'A claim of a READY Assignment for one AI agent and one of its configuration versions.',
  fields: (t) => ({
    assignmentId: t.id({ required: true, description: 'The READY Assignment to claim.' }),
    agentId: t.id({ required: true, description: 'An active AI agent of the organization.' }),
    configurationVersion: t.int({
      required: true,
      description: 'A published configuration version of that agent, pinned for the Attempt.',
    }),
    attemptId: t.id({ description: 'Choose it before the first try for safe retries; generated when omitted.' }),
    eventId: t.id({ description: 'The id of its attempt.started event; choose it for safe retries, or leave it out.' }),
    claimExpiresAt: t.field({ type: 'DateTime', description: 'When the claim lapses; or give claimTtlSeconds.' }),
    claimTtlSeconds: t.int({
      description: 'Seconds from now (database time); the server default applies when neither is given.',
    }),
  }),
});

const ClaimAssignmentResult = resultUnion('ClaimAssignmentResult', AssignmentSuccessTypes.claim, [
  ...COMMON_ERRORS,
  E.AssignmentNotFound,
  E.AssignmentCompleted,
  E.ClaimConflict,
  E.ActorNotActiveAgent,
  E.ConfigurationVersionNotFound,
  E.ClaimExpiryInvalid,
  E.AssignmentCancelled,
  E.AssignmentUncertain,
  E.AttemptNotActive,
  E.AttemptNotOwned,
  E.AssignmentStateStale,
]);

builder.mutationField('claimAssignment', (t) =>
  t.field({
    type: ClaimAssignmentResult,
    description:
      'Claims a READY Assignment and starts an Attempt with a claim expiry. Of any number of concurrent claims ' +
      'exactly one wins; the others get ClaimConflict and nothing is written. Any other refusal says why in the ' +
      'words of Assignment.availability. An exact retry (same attemptId and facts) writes nothing and answers ' +
      '`replayed: true` only while that Attempt is the active one and the caller is the Actor that claimed it; ' +
      'once a decision or an ending superseded it, the retry gets AttemptNotActive or the Assignment\u2019s refusal ' +
      `(AssignmentCancelled, AssignmentUncertain, AssignmentCompleted): stop, and do not work on it. ${needs('RUNNER', 'SYSTEM')}`,
    args: { input: t.arg({ type: ClaimAssignmentInput, required: true, description: 'The claim.' }) },
    validate: validInput(ClaimAssignmentSchema),
    authScopes: { $any: { system: true, runner: true } },
    resolve: async (_, { input }, context) => ({
      ...(await claimAssignment(context.db, callerOf(context), compact(input), context.limits)),
      wroteEntity: false,
    }),
  }),
);

batchMutation('claimAssignments', {
  description: `Claims many Assignments in one transaction, each judged exactly as claimAssignment judges it. ${needs('RUNNER', 'SYSTEM')}`,
  field: 'claims',
  item: ClaimAssignmentInput,
  result: ClaimAssignmentResult,
  scopes: { system: true, runner: true },
  run: async (items, context) =>
    withInlineEntity(await claimAssignments(context.db, callerOf(context), items, context.limits), () => false),
});
