import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { GraphQLSchema } from 'graphql';
import type { z } from 'zod';
import type { TokenRole } from '../auth/roles.js';
import type { availabilityJson } from '../db/functions.js';
import { assessAssignments } from '../db/reads.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';

type Assessed = z.infer<typeof availabilityJson>;
type Reason = Assessed['reason'] | 'PROJECTION_STALE';

/** What Assignment.availability shows: the database's assessment, and the actions open to the caller. */
export interface AvailabilityModel {
  reason: Reason;
  claimable: boolean;
  attemptId: string | null;
  until: Date | null;
  explanation: string;
  nextActions: string[];
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
      description: 'The ASSIGNMENTS projection cannot be trusted until it is rebuilt; every command on it is refused meanwhile.',
    },
  } as const,
});

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

/** The mutation fields the caller's role may call that move an Assignment on from this reason. */
export function nextActions(schema: GraphQLSchema, reason: Reason, role: TokenRole, awaitsReconciliation: boolean): string[] {
  const roles = mutationRoles(schema);
  const candidates = reason === 'CANCELLED' && awaitsReconciliation ? ['reconcileAttempt'] : ACTIONS[reason];
  return candidates.filter((name) => roles.get(name)?.has(role));
}

/** One call of workforce.assess_assignments per request for every Assignment whose availability is asked. */
const assessments = createContextCache(
  (context: Context) =>
    new DataLoader<string, { stale: boolean; assessed: Assessed | undefined }>(async (ids) => {
      const result = await assessAssignments(await reader(context), callerOf(context).organizationId, ids);
      return ids.map((id) => ({ stale: result.stale, assessed: result.assessments[id] }));
    }),
);

export async function availabilityOf(context: Context, schema: GraphQLSchema, assignmentId: string): Promise<AvailabilityModel> {
  const { stale, assessed } = await assessments(context).load(assignmentId);
  const role = callerOf(context).role;
  if (stale || !assessed) {
    return {
      reason: 'PROJECTION_STALE',
      claimable: false,
      attemptId: null,
      until: null,
      explanation: 'the ASSIGNMENTS projection is not current: a SYSTEM caller rebuilds it (rebuildProjection)',
      nextActions: nextActions(schema, 'PROJECTION_STALE', role, false),
    };
  }
  return {
    reason: assessed.reason,
    claimable: assessed.claimable,
    attemptId: assessed.attempt_id,
    until: assessed.until ? new Date(assessed.until) : null,
    explanation: assessed.explanation,
    nextActions: nextActions(schema, assessed.reason, role, assessed.reason === 'CANCELLED' && assessed.attempt_id !== null),
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
    nextActions: t.exposeStringList('nextActions', {
      description:
        'The names of the mutation fields that can move it on and that the caller\u2019s token may call ' +
        '(e.g. recoverExpiredClaim); empty when none can.',
    }),
  }),
});
