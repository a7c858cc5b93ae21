// Concurrency beyond the seed's two-claim race: a stress of parallel claimers, a randomized mix of
// commands from many callers, and a transient fault retried safely.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimAssignment, claimAssignments, endAttempt, registerActor, verifyLedger } from '../../src/commands/index.js';
import { createDb } from '../../src/db/kysely.js';
import { organizationGate } from '../../src/db/organization-gate.js';
import { ClaimConflict, DomainError } from '../../src/errors.js';
import { GROUP_COMMIT, useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { HeldTransaction, signalLockWaiters, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();

async function ledgerInvariants(organizationId: string) {
  const {
    rows: [seqs],
  } = await t.admin.query<{ n: number; max: number }>(
    'select count(*)::int as n, coalesce(max(org_seq), 0)::int as max from workforce.events where organization_id = $1',
    [organizationId],
  );
  const { rows: doubleEndings } = await t.admin.query(
    `select attempt_id from workforce.events where organization_id = $1 and kind = 'attempt.ended' group by attempt_id having count(*) > 1`,
    [organizationId],
  );
  const { rows: badCompletions } = await t.admin.query(
    `select a.assignment_id from workforce.assignments a
      where a.organization_id = $1 and a.state = 'COMPLETED'
        and (select count(*) from workforce.events e where e.organization_id = a.organization_id and e.assignment_id = a.assignment_id
               and e.kind = 'attempt.ended' and e.payload->>'outcome' = 'COMPLETED') <> 1`,
    [organizationId],
  );
  return { gapless: seqs!.n === seqs!.max, doubleEndings: doubleEndings.length, badCompletions: badCompletions.length };
}

describe('claim stress', () => {
  it('32 parallel claimers on each of 100 Assignments: exactly one start and one active claim each', async () => {
    // Given 100 READY Assignments and four agents
    const org = await newOrganization(t);
    const agents = await Promise.all([0, 1, 2, 3].map(() => newAgent(t, org)));
    const assignments: string[] = [];
    for (let i = 0; i < 100; i++) assignments.push((await newAssignment(t, org.system, { title: `task ${i}` })).assignment.id);

    // When 3,200 claims are sent at once
    const outcomes = await Promise.all(
      assignments.flatMap((assignmentId) =>
        Array.from({ length: 32 }, (_, i) =>
          claimAssignment(t.db, org.system, {
            assignmentId,
            agentId: agents[i % 4]!,
            configurationVersion: 1,
            attemptId: randomUUID(),
          }).then(
            (r) => ({ assignmentId, won: r.attempt!.id }),
            (error: unknown) => ({ assignmentId, error }),
          ),
        ),
      ),
    );

    // Then each Assignment has one winner, 31 ClaimConflicts naming it, one start, one active claim
    const { rows: starts } = await t.admin.query<{ assignment_id: string; attempt_id: string }>(
      `select assignment_id, attempt_id from workforce.events where organization_id = $1 and kind = 'attempt.started'`,
      [org.organizationId],
    );
    const { rows: projection } = await t.admin.query<{ assignment_id: string; active_attempt_id: string; state: string }>(
      'select assignment_id, active_attempt_id, state from workforce.assignments where organization_id = $1',
      [org.organizationId],
    );
    expect(starts).toHaveLength(100);
    for (const assignmentId of assignments) {
      const mine = outcomes.filter((o) => o.assignmentId === assignmentId);
      const winners = mine.flatMap((o) => ('won' in o ? [o.won] : []));
      expect(winners).toHaveLength(1);
      expect(
        mine.filter((o) => 'error' in o && o.error instanceof ClaimConflict && o.error.attemptId === winners[0]),
      ).toHaveLength(31);
      expect(starts.filter((s) => s.assignment_id === assignmentId).map((s) => s.attempt_id)).toEqual(winners);
      expect(projection.find((p) => p.assignment_id === assignmentId)).toMatchObject({
        state: 'RUNNING',
        active_attempt_id: winners[0],
      });
    }
    expect(await ledgerInvariants(org.organizationId)).toEqual({ gapless: true, doubleEndings: 0, badCompletions: 0 });
    expect((await verifyLedger(t.db, org.organizationId)).ok).toBe(true);
  });

  it('a randomized mix of claims and endings from many callers keeps every invariant', async () => {
    // Given 20 Assignments in each of two organizations, and a seeded pseudo-random schedule
    let seed = 20261129;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const orgs = await Promise.all([newOrganization(t), newOrganization(t)]);
    const setups = await Promise.all(
      orgs.map(async (org) => ({
        org,
        agents: [await newAgent(t, org), await newAgent(t, org)],
        assignments: await Promise.all(
          Array.from({ length: 20 }, async () => (await newAssignment(t, org.system)).assignment.id),
        ),
      })),
    );
    const started = new Map<string, { org: (typeof setups)[number]; assignmentId: string }>();

    // When 30 rounds of 40 concurrent commands race: claims on random Assignments, endings of
    // random known Attempts (some stale), completions and failures mixed
    for (let round = 0; round < 30; round++) {
      await Promise.all(
        Array.from({ length: 40 }, async () => {
          const s = setups[Math.floor(random() * 2)]!;
          const known = [...started.entries()].filter(([, v]) => v.org === s);
          try {
            if (known.length === 0 || random() < 0.5) {
              const assignmentId = s.assignments[Math.floor(random() * 20)]!;
              const attemptId = randomUUID();
              await claimAssignment(t.db, s.org.system, {
                assignmentId,
                agentId: s.agents[Math.floor(random() * 2)]!,
                configurationVersion: 1,
                attemptId,
              });
              started.set(attemptId, { org: s, assignmentId });
            } else {
              const [attemptId, { assignmentId }] = known[Math.floor(random() * known.length)]!;
              const complete = random() < 0.3;
              await endAttempt(
                t.db,
                s.org.system,
                complete
                  ? {
                      assignmentId,
                      attemptId,
                      outcome: 'COMPLETED',
                      outcomeEntity: { mediaType: 'text/plain', content: `result ${attemptId}` },
                    }
                  : { assignmentId, attemptId, outcome: 'FAILED', failureReason: 'random failure' },
              );
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }),
      );
    }

    // Then no Assignment ever had two active claims (the projection's checks), no Attempt ended
    // twice, every completion has exactly one completed Attempt, and the chain verifies
    for (const { org } of setups) {
      expect(await ledgerInvariants(org.organizationId)).toEqual({ gapless: true, doubleEndings: 0, badCompletions: 0 });
      expect((await verifyLedger(t.db, org.organizationId)).ok).toBe(true);
    }
    expect(started.size).toBeGreaterThan(20);
  });
});

describe('transient faults', () => {
  it('retries a command whose connection was killed while it waited, without duplicating it', async () => {
    // Given a transaction holding the Assignment cursor, and a claim blocked behind it
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const { assignment } = await newAssignment(t, org.system);
    const held = await HeldTransaction.begin(t.admin);
    await held.query(
      `select 1 from workforce.projection_cursors where organization_id = $1 and projection = 'ASSIGNMENTS' for update`,
      [org.organizationId],
    );
    const attemptId = randomUUID();
    const claiming = claimAssignment(t.db, org.system, {
      assignmentId: assignment.id,
      agentId: agent,
      configurationVersion: 1,
      attemptId,
    });
    await waitForLockWaiters(t, 'claim_assignment');

    // When its backend is terminated (a connection reset, as far as the client can tell)
    expect(await signalLockWaiters(t, 'claim_assignment', 'terminate')).toEqual([true]);
    // Then the command retries on a new connection and blocks again
    await waitForLockWaiters(t, 'claim_assignment');
    await held.commit();
    const result = await claiming;
    expect(result).toMatchObject({ replayed: false, assignment: { state: 'RUNNING' }, attempt: { id: attemptId } });
    const { rows: starts } = await t.admin.query(
      `select 1 from workforce.events where organization_id = $1 and kind = 'attempt.started'`,
      [org.organizationId],
    );
    expect(starts).toHaveLength(1);
  });
});

describe('one busy organization', () => {
  /** Ten READY Assignments of a new organization, and its Assignment cursor held by another transaction. */
  async function heldOrganization() {
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const assignments = await Promise.all(Array.from({ length: 10 }, () => newAssignment(t, org.system)));
    const held = await HeldTransaction.begin(t.admin);
    await held.query(
      `select 1 from workforce.projection_cursors where organization_id = $1 and projection = 'ASSIGNMENTS' for update`,
      [org.organizationId],
    );
    return { org, agent, assignments, held };
  }

  const activeClaims = async () => {
    const {
      rows: [backends],
    } = await t.admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
          and position('claim_assignment' in query) > 0 and state = 'active'`,
    );
    return backends!.n;
  };

  it('without group commit: lets three of its commands into PostgreSQL at a time; the rest wait in the server, holding no connection, and all are served in order', async () => {
    // Given a pool without group commit
    const ungrouped = createDb(t.appPool);
    const { org, agent, assignments, held } = await heldOrganization();

    // When ten claims are sent at once
    const claims = assignments.map(({ assignment }) =>
      claimAssignment(ungrouped, org.system, { assignmentId: assignment.id, agentId: agent, configurationVersion: 1 }),
    );
    try {
      // Then three wait on the lock in PostgreSQL and seven in this process's gate
      expect(await waitForLockWaiters(t, 'claim_assignment', 3)).toBe(3);
      expect(organizationGate.waiting(org.organizationId)).toBe(7);
      expect(await activeClaims()).toBe(3);
    } finally {
      // When the lock is released
      await held.commit();
    }

    // Then every claim is served
    const results = await Promise.all(claims);
    expect(results.map((r) => r.assignment.state)).toEqual(assignments.map(() => 'RUNNING'));
    expect(organizationGate.waiting(org.organizationId)).toBe(0);
  });

  it.runIf(GROUP_COMMIT)(
    'with group commit: one claim waits on the lock, the other nine wait in the server and then go as one group, all served',
    async () => {
      const { org, agent, assignments, held } = await heldOrganization();
      const sizes: number[] = [];
      const stop = t.groups!.onGroup((command, size) => command === 'claim' && sizes.push(size));

      // When ten claims are sent at once
      const claims = assignments.map(({ assignment }) =>
        claimAssignment(t.db, org.system, { assignmentId: assignment.id, agentId: agent, configurationVersion: 1 }),
      );
      try {
        // Then the first waits on the lock in PostgreSQL, the nine others in this process
        expect(await waitForLockWaiters(t, 'claim_assignment', 1)).toBe(1);
        expect(t.groups!.claim.waiting(org.organizationId)).toBe(9);
        expect(await activeClaims()).toBe(1);
      } finally {
        await held.commit();
      }

      // Then every claim is served: the first alone, the nine in one group
      const results = await Promise.all(claims);
      stop();
      expect(results.map((r) => r.assignment.state)).toEqual(assignments.map(() => 'RUNNING'));
      expect(results.map((r) => r.replayed)).toEqual(assignments.map(() => false));
      expect(sizes).toEqual([1, 9]);
      expect(t.groups!.claim.waiting(org.organizationId)).toBe(0);
    },
  );
});

describe('a caller deactivated while its command waits', () => {
  it('a claim queued behind its caller\u2019s deactivation is refused once the deactivation commits, as is a batch', async () => {
    // Given a Runner identity (a second SYSTEM actor) and a deactivation of it held open, holding the Actor cursor
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const { actor } = await registerActor(t.db, org.system, { kind: 'SYSTEM', displayName: 'runner' });
    const runner = { organizationId: org.organizationId, actorId: actor.id };
    const [single, batched] = await Promise.all([1, 2].map(async () => (await newAssignment(t, org.system)).assignment.id));
    const held = await HeldTransaction.begin(t.admin);
    await held.query(
      functionQuery('deactivate_actor', {
        organization_id: org.organizationId,
        caller_id: org.system.actorId,
        actor_id: actor.id,
        event_id: null,
      }),
    );

    // When the runner claims, alone and in a batch, and both wait on the Actor cursor
    const claimed = claimAssignment(t.db, runner, { assignmentId: single!, agentId: agent, configurationVersion: 1 }).then(
      () => 'claimed',
      (error: unknown) => (error as DomainError).code,
    );
    const batch = claimAssignments(t.db, runner, [{ assignmentId: batched!, agentId: agent, configurationVersion: 1 }]);
    try {
      await waitForLockWaiters(t, 'claim_assignment', 2);
    } finally {
      await held.commit();
    }

    // Then each sees the committed deactivation: refused, nothing written
    expect(await claimed).toBe('ACTOR_NOT_ACTIVE');
    expect((await batch).map((r) => (r as DomainError).code)).toEqual(['ACTOR_NOT_ACTIVE']);
    const {
      rows: [running],
    } = await t.admin.query<{ n: number }>(
      `select count(*)::int as n from workforce.assignments where organization_id = $1 and state = 'RUNNING'`,
      [org.organizationId],
    );
    expect(running!.n).toBe(0);
  });
});
