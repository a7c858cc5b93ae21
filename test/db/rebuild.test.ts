import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appendEvent,
  type Caller,
  claimAssignment,
  createAssignment,
  createEntity,
  deactivateActor,
  endAttempt,
  publishAgentConfiguration,
  rebuildProjection,
  recoverExpiredClaim,
  registerActor,
  verifyLedger,
} from '../../src/commands/index.js';
import { useTestDatabase } from '../helpers/db.js';
import { writeDecisionHistories } from '../helpers/decisions.js';
import {
  newAgent,
  newHuman,
  newOrganization,
  soonInDatabaseTime,
  type TestOrganization,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';

// Rebuild is the proof that the ledger is the authority: after a long history through the public
// commands, clearing the projections and replaying the events must give back every row, byte for byte.

const t = useTestDatabase();

interface Agent {
  id: string;
  versions: number;
}

/** Pins the claim of assignment i to one agent and one of its versions, the same way every run. */
const pick = (agents: Agent[], i: number) => {
  const agent = agents[i % agents.length]!;
  return { agentId: agent.id, configurationVersion: 1 + (i % agent.versions) };
};

async function interact(system: Caller, attemptId: string, turns: number) {
  for (let turn = 0; turn < turns; turn++) {
    const call = `${attemptId.slice(0, 8)}-${turn}`;
    await appendEvent(t.db, system, {
      kind: 'llm.request',
      payloadVersion: 1,
      attemptId,
      payload: {
        call_id: call,
        model: 'model-a',
        messages: [{ role: 'user', content: `turn ${turn}` }],
        parameters: { temperature: 0 },
      },
    });
    await appendEvent(t.db, system, {
      kind: 'llm.response',
      payloadVersion: 1,
      attemptId,
      payload: {
        call_id: call,
        model: 'model-a',
        content: { text: 'call read_document' },
        usage: { input_tokens: 40, output_tokens: 8 },
        finish_reason: 'tool_calls',
      },
    });
    await appendEvent(t.db, system, {
      kind: 'tool.call',
      payloadVersion: 1,
      attemptId,
      payload: { call_id: call, tool_name: 'read_document', arguments: { page: turn } },
    });
    await appendEvent(t.db, system, {
      kind: 'tool.result',
      payloadVersion: 1,
      attemptId,
      payload:
        turn % 2
          ? { call_id: call, tool_name: 'read_document', error: { message: 'page not found', code: 'E404' } }
          : { call_id: call, tool_name: 'read_document', result: { text: `page ${turn}` }, latency_ms: 3 },
    });
  }
}

/**
 * A deterministic history: agents with 1-3 configuration versions (every fourth one deactivated at
 * the end), assignments with inline or referenced goals, and per assignment one fate by i % 6.
 */
async function scriptedHistory(org: TestOrganization, scale: { agents: number; assignments: number }) {
  const { system } = org;
  const humans = [await newHuman(t, org), await newHuman(t, org), await newHuman(t, org)];
  const agents: Agent[] = [];
  for (let i = 0; i < scale.agents; i++) {
    const { actor } = await registerActor(t.db, system, { kind: 'AI_AGENT', displayName: `Agent ${i}` });
    const versions = 1 + (i % 3);
    for (let version = 1; version <= versions; version++) {
      await publishAgentConfiguration(t.db, system, {
        agentId: actor.id,
        version,
        configuration: {
          model: `model-${version}`,
          instructions: `Agent ${i}, v${version}`,
          tools: i % 2 ? ['read_document'] : [],
          parameters: { temperature: version / 10 },
        },
      });
    }
    agents.push({ id: actor.id, versions });
  }

  const assignments: string[] = [];
  for (let i = 0; i < scale.assignments; i++) {
    const creator = humans[i % humans.length]!;
    const goal =
      i % 3 === 0
        ? {
            goalEntityId: (
              await createEntity(t.db, creator, { mediaType: 'text/markdown', content: `# Goal ${i}\nReturn the code.` })
            ).entity.id,
          }
        : { goal: { mediaType: 'text/plain', content: `Goal ${i}: read the document and return its access code.` } };
    const { assignment } = await createAssignment(t.db, creator, {
      ...goal,
      ...(i % 5 === 4 ? {} : { title: `Assignment ${i}` }),
    });
    assignments.push(assignment.id);
  }

  // Claims that will expire almost at once: their Runners "crash", and the System Actor recovers them later.
  const crashed: { i: number; attemptId: string }[] = [];
  let lastExpiry = new Date(0);
  for (let i = 3; i < assignments.length; i += 6) {
    const attemptId = randomUUID();
    lastExpiry = await soonInDatabaseTime(t, 250);
    await claimAssignment(t.db, system, {
      assignmentId: assignments[i]!,
      attemptId,
      claimExpiresAt: lastExpiry,
      ...pick(agents, i),
    });
    await interact(system, attemptId, 1);
    crashed.push({ i, attemptId });
  }

  for (let i = 0; i < assignments.length; i++) {
    const assignmentId = assignments[i]!;
    const fate = i % 6;
    if (fate === 0 || fate === 3) continue;
    const attemptId = randomUUID();
    await claimAssignment(t.db, system, { assignmentId, attemptId, claimTtlSeconds: 3600, ...pick(agents, i) });
    if (fate === 1) continue; // stays RUNNING
    await interact(system, attemptId, 1 + (i % 2));
    if (fate === 5) {
      await endAttempt(t.db, system, {
        assignmentId,
        attemptId,
        outcome: 'FAILED',
        failureReason: `attempt ${i} ran out of ideas`,
      });
      continue; // READY again
    }
    if (fate === 2) {
      // A failed attempt first, then a second one completes with inline outcome content.
      await endAttempt(t.db, system, { assignmentId, attemptId, outcome: 'FAILED', failureReason: 'tool error' });
      const second = randomUUID();
      await claimAssignment(t.db, system, { assignmentId, attemptId: second, claimTtlSeconds: 600, ...pick(agents, i + 1) });
      await endAttempt(t.db, system, {
        assignmentId,
        attemptId: second,
        outcome: 'COMPLETED',
        outcomeEntity: { mediaType: 'application/json', content: JSON.stringify({ code: 4700 + i }) },
      });
      continue;
    }
    // fate 4: the outcome entity is created first by the attempt, then named by the completion.
    const { entity } = await createEntity(t.db, system, { mediaType: 'text/plain', content: `code ${i}`, attemptId });
    await endAttempt(t.db, system, { assignmentId, attemptId, outcome: 'COMPLETED', outcomeEntityId: entity.id });
  }

  await waitUntilDatabaseTime(t, lastExpiry);
  for (const { i, attemptId } of crashed) {
    await recoverExpiredClaim(t.db, system, { assignmentId: assignments[i]!, attemptId });
    if (i % 12 === 3) {
      // Every other recovered assignment is claimed again and completed.
      const retry = randomUUID();
      await claimAssignment(t.db, system, {
        assignmentId: assignments[i]!,
        attemptId: retry,
        claimTtlSeconds: 600,
        ...pick(agents, i + 2),
      });
      await endAttempt(t.db, system, {
        assignmentId: assignments[i]!,
        attemptId: retry,
        outcome: 'COMPLETED',
        outcomeEntity: { mediaType: 'text/plain', content: `recovered ${i}` },
      });
    }
  }

  // Deactivated last, so a RUNNING claim may still name a deactivated agent.
  for (let i = 3; i < agents.length; i += 4) await deactivateActor(t.db, system, { actorId: agents[i]!.id });
  await deactivateActor(t.db, system, { actorId: humans[2]!.actorId });
}

/** Every projection row of the organization, as `to_jsonb(row)::text`, ordered by primary key. */
async function snapshot(organizationId: string) {
  const { rows } = await t.admin.query<Record<'assignments' | 'actors' | 'configurations' | 'cursors', string>>(
    `select
    (select string_agg(to_jsonb(x)::text, e'\\n' order by organization_id, assignment_id) from workforce.assignments x where organization_id = $1) as assignments,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by organization_id, actor_id) from workforce.actors x where organization_id = $1) as actors,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by organization_id, agent_id, version) from workforce.agent_configurations x where organization_id = $1) as configurations,
    (select string_agg(to_jsonb(x - 'updated_at')::text, e'\\n' order by projection) from workforce.projection_cursors c, to_jsonb(c) x where organization_id = $1) as cursors`,
    [organizationId],
  );
  return rows[0]!;
}

/** The whole ledger of every organization, and the physical row versions of the projections. */
async function ledger() {
  // Two statements: Citus cannot plan a subquery in the select list of a query over every shard.
  const {
    rows: [events],
  } = await t.admin.query<{ count: number; digest: string }>(`select count(*)::int as count,
      md5(string_agg(to_jsonb(e)::text, e'\\n' order by organization_id, org_seq)) as digest
    from workforce.events e`);
  const {
    rows: [heads],
  } = await t.admin.query<{ heads: string }>(
    `select string_agg(to_jsonb(h)::text, e'\\n' order by organization_id) as heads from workforce.organization_heads h`,
  );
  return { ...events!, heads: heads!.heads };
}

async function rowVersions(organizationId: string) {
  const { rows } = await t.admin.query<{ key: string }>(
    `
    select 'assignment ' || assignment_id || ' ' || xmin as key from workforce.assignments where organization_id = $1
    union all select 'actor ' || actor_id || ' ' || xmin from workforce.actors where organization_id = $1
    union all select 'configuration ' || agent_id || '/' || version || ' ' || xmin from workforce.agent_configurations where organization_id = $1`,
    [organizationId],
  );
  return new Set(rows.map((r) => r.key));
}

async function projectionEventCount(organizationId: string, projection: string) {
  const { rows } = await t.admin.query<{ n: number }>(
    `select count(*)::int as n from workforce.events e
    join workforce.event_kinds k using (kind, payload_version) where e.organization_id = $1 and k.projection = $2`,
    [organizationId, projection],
  );
  return rows[0]!.n;
}

describe('rebuild after a long scripted history', () => {
  it('reproduces every projection row byte for byte, touching neither the ledger nor another organization', async () => {
    // Given: two organizations with their own long histories
    const first = await newOrganization(t);
    const second = await newOrganization(t);
    await scriptedHistory(first, { agents: 20, assignments: 60 });
    await scriptedHistory(second, { agents: 4, assignments: 12 });
    // And the decisions' shapes (renewed, cancelled, reopened, uncertain, reconciled) in the first
    await writeDecisionHistories(t, first, await newHuman(t, first), await newAgent(t, first));

    const { rows: shape } = await t.admin.query<{ what: string; n: number }>(
      `
      select state as what, count(*)::int as n from workforce.assignments where organization_id = $1 group by state
      union all select 'ABANDONED', count(*)::int from workforce.events where organization_id = $1 and payload->>'outcome' = 'ABANDONED'
      union all select 'FAILED', count(*)::int from workforce.events where organization_id = $1 and payload->>'outcome' = 'FAILED'
      union all select 'SUPERSEDED', count(*)::int from workforce.events where organization_id = $1 and payload->>'outcome' = 'SUPERSEDED'
      union all select 'ENDED_UNCERTAIN', count(*)::int from workforce.events where organization_id = $1 and payload->>'outcome' = 'UNCERTAIN'
      union all select 'RECONCILED', count(*)::int from workforce.events where organization_id = $1 and kind = 'attempt.reconciled'
      union all select 'DEACTIVATED', count(*)::int from workforce.actors where organization_id = $1 and status = 'DEACTIVATED'
      union all select 'CONFIGURATIONS', count(*)::int from workforce.agent_configurations where organization_id = $1
      union all select 'INTERACTIONS', count(*)::int from workforce.events where organization_id = $1 and kind like any (array['llm.%', 'tool.%'])`,
      [first.organizationId],
    );
    // (the decisions' shapes add 3 READY, 2 RUNNING, 1 COMPLETED, 3 CANCELLED, an agent's configuration,
    // 6 external calls, and 4 reconciliations, of which the 2 RETRY ones record the outcome ABANDONED)
    expect(Object.fromEntries(shape.map((r) => [r.what, r.n]))).toEqual({
      READY: 28,
      RUNNING: 12,
      COMPLETED: 26,
      CANCELLED: 3,
      ABANDONED: 12,
      FAILED: 20,
      SUPERSEDED: 2,
      ENDED_UNCERTAIN: 6,
      RECONCILED: 4,
      DEACTIVATED: 6,
      CONFIGURATIONS: 40,
      INTERACTIONS: 206,
    });

    const firstBefore = await snapshot(first.organizationId);
    const secondBefore = await snapshot(second.organizationId);
    const ledgerBefore = await ledger();
    const versionsBefore = await rowVersions(first.organizationId);

    // When: both projections of the first organization are rebuilt in small batches
    const assignments = await rebuildProjection(t.db, first.system, { projection: 'ASSIGNMENTS', batchSize: 7 });
    const actors = await rebuildProjection(t.db, first.system, { projection: 'ACTORS', batchSize: 5 });

    // Then: every event of each projection was replayed, in ceil((n + 1) / batch) statements
    const assignmentEvents = await projectionEventCount(first.organizationId, 'ASSIGNMENTS');
    const actorEvents = await projectionEventCount(first.organizationId, 'ACTORS');
    expect(assignments).toMatchObject({ applied: assignmentEvents, batches: Math.ceil((assignmentEvents + 1) / 7) });
    expect(actors).toMatchObject({ applied: actorEvents, batches: Math.ceil((actorEvents + 1) / 5) });
    // Every row really was written anew ...
    const versionsAfter = await rowVersions(first.organizationId);
    expect(versionsAfter.size).toBe(versionsBefore.size);
    expect([...versionsAfter].filter((key) => versionsBefore.has(key))).toEqual([]);
    // ... and is identical, byte for byte, cursors included
    const firstAfter = await snapshot(first.organizationId);
    expect(firstAfter.assignments).toBe(firstBefore.assignments);
    expect(firstAfter.actors).toBe(firstBefore.actors);
    expect(firstAfter.configurations).toBe(firstBefore.configurations);
    expect(firstAfter.cursors).toBe(firstBefore.cursors);
    // The other organization and the ledger are untouched, and the chain still verifies
    expect(await snapshot(second.organizationId)).toEqual(secondBefore);
    expect(await ledger()).toEqual(ledgerBefore);
    for (const org of [first, second]) {
      const verification = await verifyLedger(t.db, org.organizationId);
      expect(verification).toMatchObject({ ok: true, firstBroken: null });
    }
    expect((await verifyLedger(t.db, first.organizationId)).eventsChecked).toBeGreaterThan(500);
  });
});
