import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appendEvent,
  claimAssignment,
  createEntity,
  endAttempt,
  rebuildProjection,
  recoverExpiredClaim,
} from '../../src/commands/index.js';
import { useTestDatabase } from '../helpers/db.js';
import { writeDecisionHistories } from '../helpers/decisions.js';
import {
  newAgent,
  newAssignment,
  newHuman,
  newOrganization,
  soonInDatabaseTime,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';

// assignments_apply folds a range of events into one write per Assignment. Wherever a batch
// boundary falls (inside a lifecycle, between two attempts, after a recovery), the rows must be
// the ones the commands wrote event by event.

const t = useTestDatabase();

const ROWS = `select coalesce(string_agg(to_jsonb(x)::text, e'\\n' order by assignment_id), '') as rows
                from workforce.assignments x where organization_id = $1`;

describe('the set-based Assignment apply', () => {
  it('leaves the rows the commands wrote, for every batch size and one event at a time', async () => {
    // Given: every lifecycle shape (the decisions' included), with unrelated events in between, and a second organization
    const org = await newOrganization(t);
    const human = await newHuman(t, org);
    const agent = await newAgent(t, org);
    const system = org.system;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await newAssignment(t, human, i === 5 ? {} : { title: `Shape ${i}` })).assignment.id);
    const [onlyCreated, running, failedThenCompleted, recoveredThenRunning, completedByEntity, failed] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const attempt = () => randomUUID();

    const expiring = attempt();
    const expiry = await soonInDatabaseTime(t, 250);
    await claimAssignment(t.db, system, {
      assignmentId: recoveredThenRunning,
      agentId: agent,
      configurationVersion: 1,
      attemptId: expiring,
      claimExpiresAt: expiry,
    });
    await claimAssignment(t.db, system, {
      assignmentId: running,
      agentId: agent,
      configurationVersion: 1,
      attemptId: attempt(),
      claimTtlSeconds: 600,
    });
    const first = attempt();
    await claimAssignment(t.db, system, {
      assignmentId: failedThenCompleted,
      agentId: agent,
      configurationVersion: 1,
      attemptId: first,
      claimTtlSeconds: 600,
    });
    await appendEvent(t.db, system, {
      kind: 'llm.request',
      payloadVersion: 1,
      attemptId: first,
      payload: { call_id: 'c1', model: 'model-a', messages: [{ role: 'user', content: 'try' }] },
    });
    await endAttempt(t.db, system, {
      assignmentId: failedThenCompleted,
      attemptId: first,
      outcome: 'FAILED',
      failureReason: 'tool error',
    });
    const second = attempt();
    await claimAssignment(t.db, system, {
      assignmentId: failedThenCompleted,
      agentId: agent,
      configurationVersion: 1,
      attemptId: second,
      claimTtlSeconds: 600,
    });
    await endAttempt(t.db, system, {
      assignmentId: failedThenCompleted,
      attemptId: second,
      outcome: 'COMPLETED',
      outcomeEntity: { mediaType: 'application/json', content: '{"code": 4711}' },
    });
    const byEntity = attempt();
    await claimAssignment(t.db, system, {
      assignmentId: completedByEntity,
      agentId: agent,
      configurationVersion: 1,
      attemptId: byEntity,
      claimTtlSeconds: 600,
    });
    const { entity } = await createEntity(t.db, system, { mediaType: 'text/plain', content: 'code 42', attemptId: byEntity });
    await endAttempt(t.db, system, {
      assignmentId: completedByEntity,
      attemptId: byEntity,
      outcome: 'COMPLETED',
      outcomeEntityId: entity.id,
    });
    const lost = attempt();
    await claimAssignment(t.db, system, {
      assignmentId: failed,
      agentId: agent,
      configurationVersion: 1,
      attemptId: lost,
      claimTtlSeconds: 600,
    });
    await endAttempt(t.db, system, { assignmentId: failed, attemptId: lost, outcome: 'FAILED' });
    await waitUntilDatabaseTime(t, expiry);
    await recoverExpiredClaim(t.db, system, { assignmentId: recoveredThenRunning, attemptId: expiring });
    await claimAssignment(t.db, system, {
      assignmentId: recoveredThenRunning,
      agentId: agent,
      configurationVersion: 1,
      attemptId: attempt(),
      claimTtlSeconds: 600,
    });

    // The decisions' shapes (issue 15): renewed, cancelled while running, cancelled and reopened,
    // uncertain and reconciled RETRY or COMPLETE, cancelled while uncertain
    const decisions = await writeDecisionHistories(t, org, human, agent);

    const other = await newOrganization(t);
    await claimAssignment(t.db, other.system, {
      assignmentId: (await newAssignment(t, other.system)).assignment.id,
      agentId: await newAgent(t, other),
      configurationVersion: 1,
      claimTtlSeconds: 600,
    });
    const rowsOf = async (organizationId: string) =>
      (await t.admin.query<{ rows: string }>(ROWS, [organizationId])).rows[0]!.rows;
    const written = await rowsOf(org.organizationId);
    const otherWritten = await rowsOf(other.organizationId);
    const states = (
      await t.admin.query<{ assignment_id: string; state: string; attempt_count: number }>(
        'select assignment_id, state, attempt_count from workforce.assignments where organization_id = $1',
        [org.organizationId],
      )
    ).rows;
    expect(Object.fromEntries(states.map((r) => [r.assignment_id, `${r.state}/${r.attempt_count}`]))).toEqual({
      [onlyCreated]: 'READY/0',
      [running]: 'RUNNING/1',
      [failedThenCompleted]: 'COMPLETED/2',
      [recoveredThenRunning]: 'RUNNING/2',
      [completedByEntity]: 'COMPLETED/1',
      [failed]: 'READY/1',
      ...decisions.expected,
    });
    const seqs = (
      await t.admin.query<{ org_seq: number }>(
        `select org_seq from workforce.events where organization_id = $1
          and kind in ('assignment.created', 'attempt.started', 'attempt.ended', 'attempt.renewed', 'attempt.reconciled',
                       'assignment.cancelled', 'assignment.reopened') order by org_seq`,
        [org.organizationId],
      )
    ).rows.map((r) => r.org_seq);
    expect(seqs).toHaveLength(6 + 7 + 5 + decisions.projectionEvents); // created, started, ended; the decisions' shapes

    // When: rebuilt with every batch size, so that a boundary falls after every event
    for (let batchSize = 1; batchSize <= seqs.length + 1; batchSize++) {
      const result = await rebuildProjection(t.db, system, { projection: 'ASSIGNMENTS', batchSize });
      // Then: the same rows, byte for byte, and the cursor on the last event of the projection
      expect({ batchSize, rows: await rowsOf(org.organizationId) }).toEqual({ batchSize, rows: written });
      expect(result).toEqual({
        projection: 'ASSIGNMENTS',
        applied: seqs.length,
        lastAppliedSeq: seqs.at(-1),
        batches: Math.ceil((seqs.length + 1) / batchSize),
      });
    }

    // When: the apply runs one event at a time over an emptied projection (the commands' path)
    const client = await t.admin.connect();
    try {
      await client.query('begin');
      await client.query('delete from workforce.assignments where organization_id = $1', [org.organizationId]);
      const {
        rows: [last],
      } = await client.query<{ seq: number }>(
        'select last_seq as seq from workforce.organization_heads where organization_id = $1',
        [org.organizationId],
      );
      for (let seq = 1; seq <= last!.seq; seq++) {
        await client.query('select workforce.assignments_apply($1, $2, $3)', [org.organizationId, seq - 1, seq]);
      }
      // Then: the same rows again
      expect((await client.query<{ rows: string }>(ROWS, [org.organizationId])).rows[0]!.rows).toBe(written);
    } finally {
      await client.query('rollback');
      client.release();
    }
    // And the other organization was never touched
    expect(await rowsOf(other.organizationId)).toBe(otherWritten);
  });
});
