import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { GraphQLSchema } from 'graphql';
import type { z } from 'zod';
import type { TokenRole } from '../auth/roles.js';
import type { availabilityJson, ResultOf } from '../db/functions.js';
import { assessAssignments } from '../db/reads.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';
import { ProjectionName } from './projection.js';

type Assessed = z.infer<typeof availabilityJson>;
type Stale = ResultOf<'assess_assignments'>['stale'];
type Reason = Assessed['reason'] | 'PROJECTION_STALE';

/** What Assignment.availability shows: the database's assessment, and the actions open to the caller. */
export interface AvailabilityModel {
  reason: Reason;
  claimable: boolean;
  attemptId: string | null;
  until: Date | null;
  explanation: string;
  nextActions: string[];
  /** PROJECTION_STALE: the projection to rebuild (the one a claim's *StateStale refusal names). */
  staleProjection: 'ACTORS' | 'ASSIGNMENTS' | null;
}

export const AvailabilityReason = builder.enumType('AvailabilityReason', {
  description: 'Why an Assignment can or cannot be claimed now.',
  values: {
    READY: { description: 'It can be claimed.' },
    CLAIMED: { description: 'An Attempt holds a live claim until `until`.' },
    CLAIM_EXPIRED: { description: 'The claim has expired (database time) and awaits recovery (recoverExpiredClaim).' },
    UNCERTAIN: { description: 'An Attempt may have had an external effect and awaits reconciliation (reconcileAttempt).' },
    COMPLETED: { description: 'It is completed: final.' },
    CANCELLED: {
      description: 'An operator cancelled it (reopenAssignment makes it READY again, once no Attempt awaits reconciliation).',
    },
    PROJECTION_STALE: {
      description:
        'The ASSIGNMENTS or the ACTORS projection (staleProjection) cannot be trusted until it is rebuilt; every claim ' +
        'is refused meanwhile (AssignmentStateStale, ActorStateStale).',
    },
  } as const,
});

/** The mutations only the Actor that claimed the active Attempt may call (execution belongs to its claimer). */
const CLAIMER_ONLY = new Set(['renewClaim', 'endAttempt']);

/** The mutations that can move an Assignment on from each reason, before the caller's role is applied. */
const ACTIONS: Record<Reason, readonly string[]> = {
  READY: ['claimAssignment', 'cancelAssignment'],
  CLAIMED: ['renewClaim', 'endAttempt', 'cancelAssignment'],
  // Until a recovery is recorded, the Attempt is still the active one and may still end.
  CLAIM_EXPIRED: ['recoverExpiredClaim', 'endAttempt', 'cancelAssignment'],
  UNCERTAIN: ['reconcileAttempt', 'cancelAssignment'],
  COMPLETED: [],
  CANCELLED: ['reopenAssignment'],
  PROJECTION_STALE: ['rebuildProjection'],
};

/** The roles each mutation's authScopes let in, read from the schema itself (one source: the scopes). */
const rolesBySchema = new WeakMap<GraphQLSchema, Map<string, Set<string>>>();
function mutationRoles(schema: GraphQLSchema): Map<string, Set<string>> {
  let roles = rolesBySchema.get(schema);
  if (!roles) {
    roles = new Map();
    for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: Record<string, unknown> } }).pothosOptions?.authScopes;
      const granted = scopes ? (('$any' in scopes ? scopes.$any : scopes) as Record<string, boolean>) : {};
      roles.set(
        field.name,
        new Set(
          Object.entries(granted)
            .filter(([, yes]) => yes)
            .map(([scope]) => scope.toUpperCase()),
        ),
      );
    }
    rolesBySchema.set(schema, roles);
  }
  return roles;
}

/**
 * The mutation fields the caller may call that move an Assignment on from this reason: those its
 * role may call, less renewClaim and endAttempt unless it is the claimer of the active Attempt.
 */
export function nextActions(
  schema: GraphQLSchema,
  reason: Reason,
  role: TokenRole,
  awaitsReconciliation: boolean,
  isClaimer: boolean,
): string[] {
  const roles = mutationRoles(schema);
  const candidates = reason === 'CANCELLED' && awaitsReconciliation ? ['reconcileAttempt'] : ACTIONS[reason];
  return candidates.filter((name) => roles.get(name)?.has(role) && (isClaimer || !CLAIMER_ONLY.has(name)));
}

/** The projection a *StateStale refusal names (its detail's `projection`). */
const staleProjectionOf = (stale: Stale): 'ACTORS' | 'ASSIGNMENTS' =>
  stale?.refusal.detail.projection === 'ACTORS' ? 'ACTORS' : 'ASSIGNMENTS';

/** One call of workforce.assess_assignments per request for every Assignment whose availability is asked. */
const assessments = createContextCache(
  (context: Context) =>
    new DataLoader<string, { stale: Stale; assessed: Assessed | undefined }>(async (ids) => {
      const result = await assessAssignments(await reader(context), callerOf(context).organizationId, ids);
      return ids.map((id) => ({ stale: result.stale, assessed: result.assessments[id] }));
    }),
);

export async function availabilityOf(context: Context, schema: GraphQLSchema, assignmentId: string): Promise<AvailabilityModel> {
  const { stale, assessed } = await assessments(context).load(assignmentId);
  const { role, actorId } = callerOf(context);
  if (stale || !assessed) {
    // The words of the refusal every claim meets now; an Assignment missing from the assessment
    // (created by a command the projection has not applied) can only be here while it is behind.
    return {
      reason: 'PROJECTION_STALE',
      claimable: false,
      attemptId: null,
      until: null,
      explanation:
        stale?.refusal.message ??
        'the Assignments projection has not applied this Assignment: a SYSTEM caller rebuilds it (rebuildProjection)',
      nextActions: nextActions(schema, 'PROJECTION_STALE', role, false, false),
      staleProjection: staleProjectionOf(stale),
    };
  }
  return {
    reason: assessed.reason,
    claimable: assessed.claimable,
    attemptId: assessed.attempt_id,
    until: assessed.until ? new Date(assessed.until) : null,
    explanation: assessed.explanation,
    nextActions: nextActions(
      schema,
      assessed.reason,
      role,
      assessed.reason === 'CANCELLED' && assessed.attempt_id !== null,
      assessed.claimed_by === actorId,
    ),
    staleProjection: null,
  };
}

export const Availability = builder.objectRef<AvailabilityModel>('Availability').implement({
  description:
    'Whether an Assignment can be claimed now and, if not, why and what moves it on: the same assessment the ' +
    'claim refusals give (database time).',
  fields: (t) => ({
    claimable: t.exposeBoolean('claimable', { description: 'True only when reason is READY.' }),
    reason: t.field({ type: AvailabilityReason, description: 'Why (see AvailabilityReason).', resolve: (a) => a.reason }),
    attemptId: t.exposeID('attemptId', {
      nullable: true,
      description:
        'The Attempt it waits on: the claim holder (CLAIMED, CLAIM_EXPIRED) or the uncertain one (UNCERTAIN, CANCELLED); ' +
        'for COMPLETED, the Attempt that completed it.',
    }),
    until: t.expose('until', {
      type: 'DateTime',
      nullable: true,
      description: 'CLAIMED: when the claim expires, after which recovery is possible; else null.',
    }),
    explanation: t.exposeString('explanation', { description: 'The same in a sentence, as a claim refusal words it.' }),
    staleProjection: t.field({
      type: ProjectionName,
      nullable: true,
      description:
        'PROJECTION_STALE: the projection a SYSTEM caller must rebuild (rebuildProjection), the one the claim\u2019s ' +
        'AssignmentStateStale or ActorStateStale refusal names; else null.',
      resolve: (a) => a.staleProjection,
    }),
    nextActions: t.exposeStringList('nextActions', {
      description:
        'The names of the mutation fields that can move it on and that the caller may call: those its token\u2019s ' +
        'role may call, renewClaim and endAttempt only for the Actor that claimed the active Attempt ' +
        '(e.g. recoverExpiredClaim); empty when none can.',
    }),
  }),
});
