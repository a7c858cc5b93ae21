import { createContextCache } from '@pothos/core';
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import {
  claimAssignment, ClaimAssignmentInput as ClaimAssignmentSchema, claimAssignments, createAssignment,
  CreateAssignmentInput as CreateAssignmentSchema, createAssignments, type AssignmentCommandResult,
} from '../commands/index.js';
import type { Assignment as AssignmentModel, Attempt as AttemptModel, Claim as ClaimModel } from '../db/models.js';
import { findAssignments, listAssignments, type AssignmentKey } from '../db/reads.js';
import { id as uuid } from '../validation.js';
import * as E from '../errors.js';
import { readAttemptsByAssignment } from '../events/history.js';
import { Actor } from './actor.js';
import { Attempt } from './attempt.js';
import { batchMutation } from './batch.js';
import { builder } from './builder.js';
import { callerOf, reader, type Context } from './context.js';
import { Entity } from './entity.js';
import { COMMON_ERRORS, resultUnion } from './errors.js';
import { pageSize } from './event.js';
import { compact, EntityInput, validId, validInput } from './inputs.js';

export const AssignmentState = builder.enumType('AssignmentState', { values: ['READY', 'RUNNING', 'COMPLETED'] as const });

/**
 * The Attempts of each Assignment, per request: both Assignment.attempts and Claim.attempt read
 * here, so a list with claims and attempts costs one statement for both.
 */
const attemptsOf = createContextCache((context: Context) => new DataLoader<string, AttemptModel[]>(async (ids) => {
  const byAssignment = await readAttemptsByAssignment(await reader(context), callerOf(context).organizationId, ids);
  return ids.map((id) => byAssignment.get(id) ?? []);
}));

const Claim = builder.objectRef<ClaimModel>('Claim').implement({
  description: 'The active Attempt\u2019s hold on an Assignment. Expiry only detects an abandoned Runner; it is not a budget.',
  fields: (t) => ({
    attempt: t.field({
      type: Attempt,
      resolve: async (c, _, context) => (await attemptsOf(context).load(c.assignmentId)).find((a) => a.id === c.attemptId) ?? c.attemptId,
    }),
    agent: t.field({ type: Actor, resolve: (c) => c.agentId }),
    configurationVersion: t.exposeInt('configurationVersion'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
  }),
});

export const Assignment = builder.loadableObject('Assignment', {
  description: 'One outcome-bearing task: READY, RUNNING under one claim, or COMPLETED with one outcome Entity.',
  load: async (ids: string[], context) => findAssignments(await reader(context), callerOf(context).organizationId, ids),
  sort: (assignment) => assignment.id,
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: AssignmentState, resolve: (a) => a.state }),
    title: t.exposeString('title', { nullable: true }),
    goalEntity: t.field({ type: Entity, resolve: (a) => a.goalEntity ?? a.goalEntityId }),
    createdBy: t.field({ type: Actor, resolve: (a) => a.createdBy }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    activeClaim: t.field({ type: Claim, nullable: true, resolve: (a) => a.activeClaim }),
    outcomeEntity: t.field({ type: Entity, nullable: true, resolve: (a) => a.outcomeEntityId }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    attemptCount: t.exposeInt('attemptCount'),
    lastAppliedSeq: t.exposeInt('lastAppliedSeq', { description: 'The org_seq of the last Event applied to this row.' }),
    attempts: t.field({
      type: [Attempt],
      description: 'Every Attempt, failed and abandoned ones included, in the order they started.',
      resolve: (a, _, context) => attemptsOf(context).load(a.id),
    }),
  }),
});

builder.queryField('assignment', (t) => t.field({
  type: Assignment,
  nullable: true,
  args: { id: t.arg.id({ required: true, validate: validId }) },
  resolve: (_, { id }) => id,
}));

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

const encode = (a: AssignmentModel) => Buffer.from(`${a.createdAt.toISOString()}|${a.id}`).toString('base64url');
function decode(cursor: string | undefined): AssignmentKey | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  const year = createdAt.getUTCFullYear();
  if (!id || !uuid.safeParse(id).success || Number.isNaN(createdAt.getTime()) || year < 2000 || year > 9999) {
    throw new E.ValidationError('the cursor is not one this server gave out', [{ path: 'after', message: 'unknown cursor' }]);
  }
  return { createdAt, id };
}

builder.queryField('assignments', (t) => t.connection({
  type: Assignment,
  description: 'Assignments in creation order, optionally of one state.',
  args: { state: t.arg({ type: AssignmentState }) },
  resolve: (_, args, context, info) => {
    pageSize(args.first ?? args.last, context.limits.maxPageSize, 20);
    const withGoals = selects(info, ['edges', 'node', 'goalEntity']);
    return resolveCursorConnection(
      { args, toCursor: encode, defaultSize: 20, maxSize: context.limits.maxPageSize },
      async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => listAssignments(await reader(context), callerOf(context).organizationId, {
        state: args.state ?? undefined, limit, after: decode(after), before: decode(before), inverted, withGoals,
      }),
    );
  },
}, { name: 'AssignmentConnection' }, { name: 'AssignmentEdge' }));

const AssignmentSuccess = (name: string) => builder.objectRef<AssignmentCommandResult>(name).implement({
  fields: (t) => ({
    assignment: t.field({ type: Assignment, resolve: (r) => r.assignment }),
    attempt: t.field({ type: Attempt, nullable: true, resolve: (r) => r.attempt }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this was an exact retry and nothing was written.' }),
  }),
});
export const AssignmentSuccessTypes = {
  create: AssignmentSuccess('CreateAssignmentSuccess'),
  claim: AssignmentSuccess('ClaimAssignmentSuccess'),
  end: AssignmentSuccess('EndAttemptSuccess'),
  recover: AssignmentSuccess('RecoverExpiredClaimSuccess'),
};

const CreateAssignmentInput = builder.inputType('CreateAssignmentInput', {
  description: 'Exactly one of goalEntityId (an existing Entity) or goal (content to store).',
  fields: (t) => ({
    assignmentId: t.id({ description: 'Choose it for safe retries; generated when omitted.' }),
    eventId: t.id(),
    title: t.string(),
    goalEntityId: t.id(),
    goal: t.field({ type: EntityInput }),
  }),
});

const CreateAssignmentResult = resultUnion('CreateAssignmentResult', AssignmentSuccessTypes.create,
  [...COMMON_ERRORS, E.EntityNotFound, E.AssignmentStateStale, E.CrossOrganizationReference]);

builder.mutationField('createAssignment', (t) => t.field({
  type: CreateAssignmentResult,
  args: { input: t.arg({ type: CreateAssignmentInput, required: true }) },
  validate: validInput(CreateAssignmentSchema),
  authScopes: { $any: { system: true, operator: true } },
  resolve: (_, { input }, context) => createAssignment(context.db, callerOf(context), compact(input)),
}));

batchMutation('createAssignments', {
  description: 'Creates many Assignments in one transaction (OPERATOR, SYSTEM), each judged exactly as createAssignment judges it.',
  field: 'assignments',
  item: CreateAssignmentInput,
  result: CreateAssignmentResult,
  scopes: { system: true, operator: true },
  run: (items, context) => createAssignments(context.db, callerOf(context), items, context.limits),
});

const ClaimAssignmentInput = builder.inputType('ClaimAssignmentInput', {
  fields: (t) => ({
    assignmentId: t.id({ required: true }),
    agentId: t.id({ required: true, description: 'An active AI agent of the organization.' }),
    configurationVersion: t.int({ required: true }),
    attemptId: t.id({ description: 'Choose it for safe retries; generated when omitted.' }),
    eventId: t.id(),
    claimExpiresAt: t.field({ type: 'DateTime', description: 'When the claim lapses; or give claimTtlSeconds.' }),
    claimTtlSeconds: t.int({ description: 'Seconds from now (database time); the server default applies when neither is given.' }),
  }),
});

const ClaimAssignmentResult = resultUnion('ClaimAssignmentResult', AssignmentSuccessTypes.claim, [...COMMON_ERRORS,
  E.AssignmentNotFound, E.AssignmentCompleted, E.ClaimConflict, E.ActorNotActiveAgent, E.ConfigurationVersionNotFound,
  E.ClaimExpiryInvalid, E.AssignmentStateStale]);

builder.mutationField('claimAssignment', (t) => t.field({
  type: ClaimAssignmentResult,
  args: { input: t.arg({ type: ClaimAssignmentInput, required: true }) },
  validate: validInput(ClaimAssignmentSchema),
  authScopes: { $any: { system: true, runner: true } },
  resolve: (_, { input }, context) => claimAssignment(context.db, callerOf(context), compact(input), context.limits),
}));

batchMutation('claimAssignments', {
  description: 'Claims many Assignments in one transaction (RUNNER, SYSTEM), each judged exactly as claimAssignment judges it.',
  field: 'claims',
  item: ClaimAssignmentInput,
  result: ClaimAssignmentResult,
  scopes: { system: true, runner: true },
  run: (items, context) => claimAssignments(context.db, callerOf(context), items, context.limits),
});
