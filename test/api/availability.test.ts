// One blocking assessment (seed 003: "Admission, independent health and next-action diagnostics
// use the same workflow blocking assessment … each expose their actual reason"): every refusal a
// claim can meet for a reason outside the claimer is what Assignment.availability reports, with the
// same reason, the same words and no claimAssignment among its next actions.
import { randomUUID } from 'node:crypto';
import { isUnionType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelAssignment, endAttempt, markProjectionDirty, recoverExpiredClaim } from '../../src/commands/index.js';
import { schema } from '../../src/schema/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { externalCall } from '../helpers/decisions.js';
import { claim, newAgent, newAssignment, soonInDatabaseTime, waitUntilDatabaseTime } from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';

const t = useTestDatabase();
const api = useYoga(t);

const Availability = graphql(`
  query AvAvailability($id: ID!) {
    assignment(id: $id) { state availability { reason claimable attemptId explanation nextActions staleProjection } }
  }
`);
const Claim = graphql(`
  mutation AvClaim($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) {
      __typename
      ... on ClaimAssignmentSuccess { attempt { id } }
      ... on Error { code message }
    }
  }
`);

/**
 * The claim refusals about the claimer and its own input: they say nothing of the Assignment, so
 * no assessment of it can foresee them (a deactivated caller, an agent or version that is wrong,
 * an id reused, a retry of an Attempt that is not the caller's or no longer active).
 */
const ABOUT_THE_CLAIMER = new Set([
  'ValidationError',
  'IdentityConflict',
  'ActorNotFound',
  'ActorNotActive',
  'Forbidden',
  'AssignmentNotFound',
  'ActorNotActiveAgent',
  'ConfigurationVersionNotFound',
  'ClaimExpiryInvalid',
  'AttemptNotActive',
  'AttemptNotOwned',
]);

type Reason = 'CLAIMED' | 'CLAIM_EXPIRED' | 'UNCERTAIN' | 'COMPLETED' | 'CANCELLED' | 'PROJECTION_STALE';
interface Blocked {
  /** The claim refusal it provokes, and what the assessment must say of it. */
  refusal: string;
  reason: Reason;
  staleProjection?: 'ACTORS' | 'ASSIGNMENTS';
  /** Sets up an Assignment blocked this way in `org`; returns its id. */
  make: (org: ApiOrganization) => Promise<string>;
}

let agents: Map<string, string>;
const systemOf = (org: ApiOrganization) => ({ organizationId: org.organizationId, actorId: org.systemActorId });
const runnerOf = (org: ApiOrganization) => ({ organizationId: org.organizationId, actorId: org.runnerActorId });
const agentOf = (org: ApiOrganization) => agents.get(org.organizationId)!;
const created = async (org: ApiOrganization) => (await newAssignment(t, systemOf(org))).assignment.id;
const claimedBy = async (org: ApiOrganization, assignmentId: string, expiresInMs?: number) =>
  (
    await claim(t, runnerOf(org), assignmentId, agentOf(org), {
      ...(expiresInMs ? { claimExpiresAt: await soonInDatabaseTime(t, expiresInMs) } : {}),
    })
  ).attempt!.id;

const BLOCKED: Blocked[] = [
  {
    refusal: 'ClaimConflict',
    reason: 'CLAIMED',
    make: async (org) => {
      const id = await created(org);
      await claimedBy(org, id);
      return id;
    },
  },
  {
    refusal: 'ClaimConflict',
    reason: 'CLAIM_EXPIRED',
    make: async (org) => {
      const id = await created(org);
      await claimedBy(org, id, 200);
      await waitUntilDatabaseTime(t, await soonInDatabaseTime(t, 250));
      return id;
    },
  },
  {
    refusal: 'AssignmentUncertain',
    reason: 'UNCERTAIN',
    make: async (org) => {
      const id = await created(org);
      const attemptId = await claimedBy(org, id, 200);
      await externalCall(t, runnerOf(org), attemptId);
      await waitUntilDatabaseTime(t, await soonInDatabaseTime(t, 250));
      await recoverExpiredClaim(t.db, systemOf(org), { assignmentId: id, attemptId });
      return id;
    },
  },
  {
    refusal: 'AssignmentCompleted',
    reason: 'COMPLETED',
    make: async (org) => {
      const id = await created(org);
      const attemptId = await claimedBy(org, id);
      await endAttempt(t.db, runnerOf(org), {
        assignmentId: id,
        attemptId,
        outcome: 'COMPLETED',
        outcomeEntity: { mediaType: 'text/plain', content: 'done' },
      });
      return id;
    },
  },
  {
    refusal: 'AssignmentCancelled',
    reason: 'CANCELLED',
    make: async (org) => {
      const id = await created(org);
      await cancelAssignment(t.db, systemOf(org), { assignmentId: id, reason: 'not needed' });
      return id;
    },
  },
  {
    refusal: 'AssignmentStateStale',
    reason: 'PROJECTION_STALE',
    staleProjection: 'ASSIGNMENTS',
    make: async (org) => {
      const id = await created(org);
      await markProjectionDirty(t.db, systemOf(org), { projection: 'ASSIGNMENTS', reason: 'restored from a backup' });
      return id;
    },
  },
  {
    // The case the review found: the Actors projection behind the ledger, the Assignment READY.
    refusal: 'ActorStateStale',
    reason: 'PROJECTION_STALE',
    staleProjection: 'ACTORS',
    make: async (org) => {
      const id = await created(org);
      // Privileged setup: an actor.registered event the projection has not applied.
      await t.admin.query(
        `select workforce.ledger_append(p_organization_id => $1, p_event_id => null, p_kind => 'actor.registered',
                p_payload => jsonb_build_object('actor_id', gen_random_uuid(), 'kind', 'HUMAN', 'display_name', 'Unprojected'),
                p_actor_id => $2, p_recorded_by => $2)`,
        [org.organizationId, org.systemActorId],
      );
      return id;
    },
  },
];

beforeAll(() => {
  agents = new Map();
});

/** An organization of its own per case (a stale projection blocks all of its Assignments), with its agent. */
async function organization(): Promise<ApiOrganization> {
  const org = await apiOrganization(t, `av-${randomUUID().slice(0, 8)}`);
  agents.set(org.organizationId, await newAgent(t, { organizationId: org.organizationId, system: systemOf(org) }));
  return org;
}

const availabilityOf = async (org: ApiOrganization, id: string, role: keyof ApiOrganization['tokens']) => {
  const response = await execute(api.yoga, Availability, { id }, org.tokens[role]);
  expect(response.errors).toBeUndefined();
  return response.data!.assignment!.availability;
};

describe('one blocking assessment', () => {
  it('every refusal of claimAssignment is either about the claimer or one the assessment reports', () => {
    const union = schema.getType('ClaimAssignmentResult');
    if (!isUnionType(union)) throw new Error('ClaimAssignmentResult is not a union');
    const refusals = union
      .getTypes()
      .map((type) => type.name)
      .filter((name) => name !== 'ClaimAssignmentSuccess');
    const assessed = new Set(BLOCKED.map((b) => b.refusal));
    // A refusal added to claimAssignment must be classified here, and if it blocks for a reason
    // outside the claimer, provoked below and found in the assessment.
    const unclassified = refusals.filter((name) => !ABOUT_THE_CLAIMER.has(name) && !assessed.has(name));
    expect(unclassified).toEqual([]);
    expect([...assessed].filter((name) => ABOUT_THE_CLAIMER.has(name))).toEqual([]);
    expect([...assessed, ...ABOUT_THE_CLAIMER].filter((name) => !refusals.includes(name))).toEqual([]);
  });

  it.each(BLOCKED.map((b) => [`${b.refusal} (${b.reason}${b.staleProjection ? ` ${b.staleProjection}` : ''})`, b] as const))(
    '%s: the claim refusal is the assessment’s reason, in its words, and it offers no claim',
    async (_, blocked) => {
      // Given an Assignment blocked this way
      const org = await organization();
      const id = await blocked.make(org);
      // When it is assessed, and then claimed
      const assessed = await availabilityOf(org, id, 'runner');
      const before = await countEvents(t, org.organizationId);
      const response = await execute(
        api.yoga,
        Claim,
        { input: { assignmentId: id, agentId: agentOf(org), configurationVersion: 1 } },
        org.tokens.runner,
      );
      const refused = response.data!.claimAssignment;
      // Then the assessment foresaw exactly this refusal, and nothing was written
      expect(refused.__typename).toBe(blocked.refusal);
      if (refused.__typename === 'ClaimAssignmentSuccess') throw new Error('claimed');
      expect(assessed).toMatchObject({
        reason: blocked.reason,
        claimable: false,
        staleProjection: blocked.staleProjection ?? null,
      });
      expect(refused.message).toBe(
        blocked.reason === 'PROJECTION_STALE'
          ? assessed.explanation
          : `assignment ${id} cannot be claimed: ${assessed.explanation}`,
      );
      expect(assessed.nextActions).not.toContain('claimAssignment');
      if (blocked.reason === 'PROJECTION_STALE') {
        expect((await availabilityOf(org, id, 'system')).nextActions).toEqual(['rebuildProjection']);
      }
      expect(await countEvents(t, org.organizationId)).toBe(before);
    },
  );

  it('a READY Assignment is claimable, and the claim succeeds', async () => {
    const org = await organization();
    const id = await created(org);
    expect(await availabilityOf(org, id, 'runner')).toMatchObject({
      reason: 'READY',
      claimable: true,
      nextActions: ['claimAssignment'],
    });
    const response = await execute(
      api.yoga,
      Claim,
      { input: { assignmentId: id, agentId: agentOf(org), configurationVersion: 1 } },
      org.tokens.runner,
    );
    expect(response.data!.claimAssignment.__typename).toBe('ClaimAssignmentSuccess');
  });
});
