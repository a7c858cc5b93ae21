// The benchmark's large ledgers are written in SQL, not through the commands (bench/history.ts).
// These tests hold it to what the commands would have written, so the scale checks measure a real
// ledger: same events, a chain that verifies, and a projection that only a rebuild makes current.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appendLifecycles } from '../../bench/history.js';
import {
  claimAssignment,
  createAssignment,
  createEntity,
  endAttempt,
  rebuildProjection,
  verifyLedger,
} from '../../src/commands/index.js';
import { AssignmentStateStale } from '../../src/errors.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newOrganization } from '../helpers/factories.js';

const t = useTestDatabase();

interface EventRow {
  org_seq: number;
  event_id: string;
  kind: string;
  payload: Record<string, unknown>;
  actor_id: string;
  recorded_by: string;
  assignment_id: string | null;
  attempt_id: string | null;
  follows_event_id: string | null;
}

/** What an event says once its own ids are replaced by their roles, so two lifecycles compare equal. */
function shape(events: EventRow[], roles: Record<string, string>) {
  const role = (id: string | null) =>
    id === null ? null : (roles[id] ?? (events.some((e) => e.event_id === id) ? 'started-event' : id));
  return events.map((e) => ({
    kind: e.kind,
    payload: Object.fromEntries(
      Object.entries(e.payload)
        .sort()
        .map(([k, v]) => [k, k === 'claim_expires_at' ? typeof v : typeof v === 'string' ? role(v) : v]),
    ),
    actor: role(e.actor_id),
    recordedBy: role(e.recorded_by),
    assignment: e.assignment_id && 'assignment',
    attempt: e.attempt_id && 'attempt',
    follows: role(e.follows_event_id),
  }));
}

describe('bench history', () => {
  it('writes the events a create, claim and failed end write through the commands, chained, and leaves the projection to a rebuild', async () => {
    // Given an organization with an agent and a goal, and one lifecycle through the commands
    const org = await newOrganization(t);
    const agentId = await newAgent(t, org);
    const goal = (await createEntity(t.db, org.system, { mediaType: 'text/plain', content: 'a shared goal' })).entity.id;
    const { assignment } = await createAssignment(t.db, org.system, { goalEntityId: goal });
    const attemptId = randomUUID();
    await claimAssignment(t.db, org.system, { assignmentId: assignment.id, agentId, configurationVersion: 1, attemptId });
    await endAttempt(t.db, org.system, {
      assignmentId: assignment.id,
      attemptId,
      outcome: 'FAILED',
      failureReason: 'bench history',
    });
    const {
      rows: [head],
    } = await t.admin.query<{ last_seq: number }>(
      'select last_seq from workforce.organization_heads where organization_id = $1',
      [org.organizationId],
    );

    // When the bench appends 7 lifecycles, in batches of 3 (so across transactions)
    await appendLifecycles(t.admin, { organizationId: org.organizationId, system: org.system, agentId }, goal, 7, 3);

    // Then each lifecycle is the commands' three events, with the same payloads, attribution and links
    const { rows: events } = await t.admin.query<EventRow>(
      `select * from workforce.events where organization_id = $1 and org_seq > $2 - 3 order by org_seq`,
      [org.organizationId, head!.last_seq],
    );
    expect(events).toHaveLength(3 + 7 * 3);
    const roles = (e: EventRow[]) => ({
      [org.system.actorId]: 'system',
      [agentId]: 'agent',
      [goal]: 'goal',
      [e[0]!.assignment_id!]: 'assignment',
      [e[1]!.attempt_id!]: 'attempt',
    });
    const byCommands = shape(events.slice(0, 3), roles(events.slice(0, 3)));
    for (let i = 3; i < events.length; i += 3) {
      expect(shape(events.slice(i, i + 3), roles(events.slice(i, i + 3)))).toEqual(byCommands);
    }
    // and the chain verifies, through the head
    expect(await verifyLedger(t.db, org.organizationId)).toEqual({
      ok: true,
      eventsChecked: head!.last_seq + 21,
      firstBroken: null,
    });
    // and commands refuse the projection as behind the ledger until it is rebuilt
    await expect(
      claimAssignment(t.db, org.system, { assignmentId: assignment.id, agentId, configurationVersion: 1 }),
    ).rejects.toBeInstanceOf(AssignmentStateStale);
    const rebuilt = await rebuildProjection(t.db, org.system, { projection: 'ASSIGNMENTS', batchSize: 10 });
    expect(rebuilt.applied).toBe(3 + 21);
    const { rows: states } = await t.admin.query<{ state: string; attempt_count: number; n: number }>(
      `select state, attempt_count, count(*)::int as n from workforce.assignments where organization_id = $1
        group by state, attempt_count`,
      [org.organizationId],
    );
    expect(states).toEqual([{ state: 'READY', attempt_count: 1, n: 8 }]);
    // and a generated Assignment can then be claimed like any other
    const claimed = await claimAssignment(t.db, org.system, {
      assignmentId: events[3]!.assignment_id!,
      agentId,
      configurationVersion: 1,
    });
    expect(claimed.assignment.state).toBe('RUNNING');
  });
});
