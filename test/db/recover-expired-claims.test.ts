// The sweep behind `workforce recover-expired`: what it lists, and a claim recovered by someone else
// between the listing and its turn (another sweep on another machine).
import { describe, expect, it } from 'vitest';
import { cancelAssignment, listExpiredClaims, recoverExpiredClaim, recoverExpiredClaims } from '../../src/commands/index.js';
import { useTestDatabase } from '../helpers/db.js';
import {
  claim,
  newAgent,
  newAssignment,
  newOrganization,
  soonInDatabaseTime,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';

const t = useTestDatabase();

describe('recoverExpiredClaims', () => {
  it('lists only expired claims of its organization, oldest first, and reports a claim recovered meanwhile as replayed and one cancelled meanwhile as refused', async () => {
    // Given an organization with two expired claims and a live one, and another organization with an expired claim
    const org = await newOrganization(t);
    const other = await newOrganization(t);
    const [agent, otherAgent] = [await newAgent(t, org), await newAgent(t, other)];
    const claimed = async (o: typeof org, agentId: string, claimExpiresAt?: Date) => {
      const { assignment } = await newAssignment(t, o.system);
      const { attempt } = await claim(t, o.system, assignment.id, agentId, claimExpiresAt ? { claimExpiresAt } : {});
      return { assignmentId: assignment.id, attemptId: attempt!.id };
    };
    const first = await claimed(org, agent, await soonInDatabaseTime(t, 300));
    const second = await claimed(org, agent, await soonInDatabaseTime(t, 400));
    const third = await claimed(org, agent, await soonInDatabaseTime(t, 420));
    const live = await claimed(org, agent);
    const elsewhere = await claimed(other, otherAgent, await soonInDatabaseTime(t, 300));
    await waitUntilDatabaseTime(t, await soonInDatabaseTime(t, 470));

    // Then the listing, as the application role, holds the organization's two expired claims in expiry order
    const listed = await listExpiredClaims(t.db, org.organizationId, 10);
    expect(listed.map((c) => c.assignmentId)).toEqual([first.assignmentId, second.assignmentId, third.assignmentId]);
    expect(listed.map((c) => c.attemptId)).toEqual([first.attemptId, second.attemptId, third.attemptId]);

    // When the sweep runs and, after its first recovery, someone else recovers the second claim and cancels the third
    const outcomes = await recoverExpiredClaims(t.db, t.db, org.system, 10, async (outcome) => {
      if (outcome.assignmentId !== first.assignmentId) return;
      await recoverExpiredClaim(t.db, org.system, second);
      await cancelAssignment(t.db, org.system, { assignmentId: third.assignmentId, reason: 'not needed' });
    });

    // Then the first is recovered by the sweep, the second is reported as the other caller's recovery (replayed),
    // and the third as refused with the command's code
    expect(outcomes.map((o) => [o.assignmentId, o.outcome, o.state, o.replayed, o.refused])).toEqual([
      [first.assignmentId, 'ABANDONED', 'READY', false, null],
      [second.assignmentId, 'ABANDONED', 'READY', true, null],
      [third.assignmentId, null, null, false, expect.stringMatching(/^[A-Z_]+$/)],
    ]);
    // And the live claim and the other organization's expired claim are untouched
    expect(await listExpiredClaims(t.db, org.organizationId, 10)).toEqual([]);
    expect((await listExpiredClaims(t.db, other.organizationId, 10)).map((c) => c.assignmentId)).toEqual([
      elsewhere.assignmentId,
    ]);
    const { rows } = await t.admin.query<{ state: string }>('select state from workforce.assignments where assignment_id = $1', [
      live.assignmentId,
    ]);
    expect(rows[0]!.state).toBe('RUNNING');
  });
});
