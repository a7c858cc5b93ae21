import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type Caller,
  deactivateActor,
  endAttempt,
  markProjectionDirty,
  publishAgentConfiguration,
  rebuildProjection,
  registerActor,
} from '../../src/commands/index.js';
import { SqlState } from '../../src/db/errors.js';
import { ActorStateStale, AssignmentStateStale, ValidationError } from '../../src/errors.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment, newHuman, newOrganization, type TestOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

// Rebuild mechanics, with parity between the two projections: bounded, resumable batches that keep
// commands out until the last one, and no interleaving with a command in flight.

const t = useTestDatabase();

type Projection = 'ASSIGNMENTS' | 'ACTORS';

interface World {
  org: TestOrganization;
  system: Caller;
  human: Caller;
  agent: string;
  /** A READY Assignment, for a command held open to claim. */
  ready: string;
}

async function newWorld(): Promise<World> {
  const org = await newOrganization(t);
  const human = await newHuman(t, org);
  const agent = await newAgent(t, org);
  return { org, system: org.system, human, agent, ready: (await newAssignment(t, human)).assignment.id };
}

type Query = { text: string; values: unknown[] };

/** A command as one raw function call as the application role, to hold open in a transaction. */
interface HeldCommand {
  fn: string;
  call: (w: World, id: string) => Query;
  /** Selects `applied`: whether the projection shows what the held command wrote. */
  applied: (w: World, id: string) => Query;
}

interface Spec {
  projection: Projection;
  StaleError: typeof AssignmentStateStale | typeof ActorStateStale;
  /** Appends more than ten events of this projection through the public commands. */
  history: (w: World) => Promise<void>;
  /** The projection's rows, byte for byte, ordered by primary key. */
  rows: string;
  /** A command that writes this projection. */
  command: (w: World) => Promise<unknown>;
  held: HeldCommand[];
}

const assignmentsSpec: Spec = {
  projection: 'ASSIGNMENTS',
  StaleError: AssignmentStateStale,
  history: async (w) => {
    for (let i = 0; i < 5; i++) {
      const { assignment } = await newAssignment(t, w.human, { title: `Task ${i}` });
      const attemptId = randomUUID();
      await claim(t, w.system, assignment.id, w.agent, { attemptId });
      if (i % 2 === 0)
        await endAttempt(t.db, w.system, {
          assignmentId: assignment.id,
          attemptId,
          outcome: 'FAILED',
          failureReason: `try ${i}`,
        });
    }
  },
  rows: `select coalesce(string_agg(to_jsonb(x)::text, e'\\n' order by assignment_id), '') as rows
           from workforce.assignments x where organization_id = $1`,
  command: (w) => newAssignment(t, w.human),
  held: [
    {
      fn: 'claim_assignment',
      call: (w, attemptId) =>
        functionQuery('claim_assignment', {
          organization_id: w.org.organizationId,
          caller_id: w.system.actorId,
          assignment_id: w.ready,
          agent_id: w.agent,
          configuration_version: 1,
          attempt_id: attemptId,
          event_id: null,
          claim_expires_at: null,
          claim_ttl_seconds: 300,
          max_claim_seconds: 86400,
        }),
      applied: (w, attemptId) => ({
        text: `select state = 'RUNNING' and active_attempt_id = $3 as applied
      from workforce.assignments where organization_id = $1 and assignment_id = $2`,
        values: [w.org.organizationId, w.ready, attemptId],
      }),
    },
    {
      // Inserts a row the rebuild's delete cannot see: only the cursor lock keeps the two apart.
      fn: 'create_assignment',
      call: (w, assignmentId) =>
        functionQuery('create_assignment', {
          organization_id: w.org.organizationId,
          caller_id: w.human.actorId,
          assignment_id: assignmentId,
          event_id: null,
          title: 'Held',
          goal_entity_id: randomUUID(),
          goal_media_type: 'text/plain',
          goal_content: 'Written while a rebuild waits',
        }),
      applied: (w, assignmentId) => ({
        text: `select state = 'READY' as applied from workforce.assignments
      where organization_id = $1 and assignment_id = $2`,
        values: [w.org.organizationId, assignmentId],
      }),
    },
  ],
};

const actorsSpec: Spec = {
  projection: 'ACTORS',
  StaleError: ActorStateStale,
  history: async (w) => {
    for (let i = 0; i < 7; i++)
      await registerActor(t.db, w.system, { kind: i % 2 ? 'HUMAN' : 'AI_AGENT', displayName: `Member ${i}` });
    await publishAgentConfiguration(t.db, w.system, { agentId: w.agent, version: 2, configuration: { model: 'model-b' } });
    await publishAgentConfiguration(t.db, w.system, {
      agentId: w.agent,
      version: 3,
      configuration: { model: 'model-c', tools: ['search'] },
    });
    await deactivateActor(t.db, w.system, {
      actorId: (await registerActor(t.db, w.system, { kind: 'HUMAN', displayName: 'Leaver' })).actor.id,
    });
  },
  rows: `select coalesce(string_agg(to_jsonb(x)::text, e'\\n' order by actor_id), '')
             || e'\\n--\\n' || coalesce((select string_agg(to_jsonb(c)::text, e'\\n' order by agent_id, version)
                                          from workforce.agent_configurations c where c.organization_id = $1), '') as rows
           from workforce.actors x where organization_id = $1`,
  command: (w) => registerActor(t.db, w.system, { kind: 'HUMAN', displayName: 'Newcomer' }),
  held: [
    {
      fn: 'register_actor',
      call: (w, actorId) =>
        functionQuery('register_actor', {
          organization_id: w.org.organizationId,
          caller_id: w.system.actorId,
          actor_id: actorId,
          kind: 'HUMAN',
          display_name: 'Held newcomer',
          event_id: null,
        }),
      applied: (w, actorId) => ({
        text: `select status = 'ACTIVE' as applied from workforce.actors where organization_id = $1 and actor_id = $2`,
        values: [w.org.organizationId, actorId],
      }),
    },
    {
      fn: 'publish_agent_configuration',
      call: (w, eventId) =>
        functionQuery('publish_agent_configuration', {
          organization_id: w.org.organizationId,
          caller_id: w.system.actorId,
          agent_id: w.agent,
          version: 2,
          configuration: { model: 'model-b' },
          event_id: eventId,
        }),
      applied: (w, eventId) => ({
        text: `select a.latest_configuration_version = 2 as applied
      from workforce.agent_configurations c join workforce.events e on e.organization_id = c.organization_id and e.org_seq = c.published_seq
      join workforce.actors a on a.organization_id = c.organization_id and a.actor_id = c.agent_id
      where c.organization_id = $1 and e.event_id = $2`,
        values: [w.org.organizationId, eventId],
      }),
    },
  ],
};

describe.each([assignmentsSpec, actorsSpec])('rebuilding the $projection projection', (spec) => {
  const { projection } = spec;

  const rowsOf = async (w: World) => (await t.admin.query<{ rows: string }>(spec.rows, [w.org.organizationId])).rows[0]!.rows;
  const cursorOf = async (w: World) =>
    (
      await t.admin.query<{ last_applied_seq: number; dirty: boolean; rebuilding: boolean; version: number }>(
        'select last_applied_seq, dirty, rebuilding, version from workforce.projection_cursors where organization_id = $1 and projection = $2',
        [w.org.organizationId, projection],
      )
    ).rows[0]!;
  /** The apply code's version of this projection (workforce.projection_version). */
  const codeVersion = async () =>
    (await t.admin.query<{ v: number }>('select workforce.projection_version($1) as v', [projection])).rows[0]!.v;
  /** The org_seq of every event of this projection, in order. */
  const projectionSeqs = async (w: World) =>
    (
      await t.admin.query<{ org_seq: number }>(
        `select org_seq from workforce.events e join workforce.event_kinds k using (kind, payload_version)
      where e.organization_id = $1 and k.projection = $2 order by org_seq`,
        [w.org.organizationId, projection],
      )
    ).rows.map((r) => r.org_seq);
  /** One bounded batch: one call of the SQL function, as the application role, in its own transaction. */
  const step = async (w: World, batchSize: number) =>
    (
      await t.appPool.query<{ result: unknown }>(
        functionQuery('rebuild_projection', {
          organization_id: w.org.organizationId,
          caller_id: w.system.actorId,
          projection,
          batch_size: batchSize,
        }),
      )
    ).rows[0]!.result;

  it('rebuilds in bounded, resumable batches and keeps commands out until the last one', async () => {
    // Given: a history of more than ten events of the projection
    const w = await newWorld();
    await spec.history(w);
    const seqs = await projectionSeqs(w);
    const n = seqs.length;
    expect(n).toBeGreaterThan(10);
    const before = await rowsOf(w);

    // When: the first batch runs
    expect(await step(w, 2)).toEqual({ projection, applied: 2, done: false, last_applied_seq: seqs[1] });
    // Then: the projection is half built, marked dirty and rebuilding, and commands refuse
    expect(await cursorOf(w)).toMatchObject({ last_applied_seq: seqs[1], dirty: true, rebuilding: true });
    expect(await rowsOf(w)).not.toBe(before);
    await expect(spec.command(w)).rejects.toSatisfy((e) => e instanceof spec.StaleError && e.reason === 'DIRTY');

    // When: two more batches run, and then the rebuild is interrupted and resumed by the command
    expect(await step(w, 2)).toMatchObject({ applied: 2, done: false, last_applied_seq: seqs[3] });
    expect(await step(w, 2)).toMatchObject({ applied: 2, done: false, last_applied_seq: seqs[5] });
    await expect(spec.command(w)).rejects.toBeInstanceOf(spec.StaleError);
    const statements = t.statements.count;
    const resumed = await rebuildProjection(t.db, w.system, { projection, batchSize: 2 });

    // Then: it picked up from the cursor, one statement per batch, and reproduced every row
    expect(resumed).toEqual({ projection, applied: n - 6, lastAppliedSeq: seqs[n - 1], batches: Math.ceil((n - 6 + 1) / 2) });
    expect(t.statements.count - statements).toBe(resumed.batches);
    expect(await rowsOf(w)).toBe(before);
    expect(await cursorOf(w)).toEqual({
      last_applied_seq: seqs[n - 1],
      dirty: false,
      rebuilding: false,
      version: await codeVersion(),
    });

    // And: a rebuild from the start takes ceil((n + 1) / batch) statements, the last one finding nothing left
    const full = await rebuildProjection(t.db, w.system, { projection, batchSize: 2 });
    expect(full).toEqual({ projection, applied: n, lastAppliedSeq: seqs[n - 1], batches: Math.ceil((n + 1) / 2) });
    const odd = await rebuildProjection(t.db, w.system, { projection, batchSize: 3 });
    expect(odd.batches).toBe(Math.ceil((n + 1) / 3));
    expect(await rowsOf(w)).toBe(before);
    await expect(spec.command(w)).resolves.toBeTruthy();
  });

  it('starts again from zero when marked dirty or when the apply code changes mid-rebuild', async () => {
    // Given a rebuild interrupted after one batch
    const w = await newWorld();
    await spec.history(w);
    const seqs = await projectionSeqs(w);
    const before = await rowsOf(w);
    expect(await step(w, 2)).toMatchObject({ last_applied_seq: seqs[1] });
    // When the projection is marked dirty, the next batch starts from the first event again
    await markProjectionDirty(t.db, w.system, { projection, reason: 'suspect apply code' });
    expect(await cursorOf(w)).toMatchObject({ dirty: true, rebuilding: false });
    expect(await step(w, 2)).toMatchObject({ applied: 2, last_applied_seq: seqs[1] });
    // When the stored version no longer matches the code (a migration changed the apply step),
    // the batches built with the old code are thrown away too
    expect(await step(w, 2)).toMatchObject({ last_applied_seq: seqs[3] });
    await t.admin.query('update workforce.projection_cursors set version = 0 where organization_id = $1 and projection = $2', [
      w.org.organizationId,
      projection,
    ]);
    expect(await step(w, 2)).toMatchObject({ applied: 2, last_applied_seq: seqs[1] });
    // Then finishing it reproduces every row, at the code's version
    await rebuildProjection(t.db, w.system, { projection, batchSize: 2 });
    expect(await rowsOf(w)).toBe(before);
    expect(await cursorOf(w)).toMatchObject({ dirty: false, rebuilding: false, version: await codeVersion() });
  });

  it('refuses a batch size below one, in TypeScript and in the database, and changes nothing', async () => {
    const w = await newWorld();
    const before = await rowsOf(w);
    await expect(rebuildProjection(t.db, w.system, { projection, batchSize: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(step(w, 0)).rejects.toMatchObject({ code: SqlState.VALIDATION_ERROR });
    expect(await rowsOf(w)).toBe(before);
    expect(await cursorOf(w)).toMatchObject({ dirty: false, rebuilding: false });
  });

  it.each(spec.held)('waits for $fn in flight and then includes its event', async ({ call, applied }) => {
    // Given: a command holding the cursor in an open transaction
    const w = await newWorld();
    const id = randomUUID();
    const held = await HeldTransaction.begin(t.appPool);
    let finished = false;
    let rebuild: ReturnType<typeof rebuildProjection>;
    try {
      await held.query(call(w, id));
      // When: a rebuild starts
      rebuild = rebuildProjection(t.db, w.system, { projection, batchSize: 3 });
      void rebuild
        .finally(() => {
          finished = true;
        })
        .catch(() => {});
      // Then: it waits for the command instead of clearing the projection under it
      await waitForLockWaiters(t, 'rebuild_projection');
      expect(finished).toBe(false);
      await held.commit();
    } catch (error) {
      await held.rollback().catch(() => {});
      throw error;
    }

    // Then: once the command commits, the rebuild completes with the committed event applied
    const result = await rebuild;
    const seqs = await projectionSeqs(w);
    expect(result.lastAppliedSeq).toBe(seqs[seqs.length - 1]);
    const { text, values } = applied(w, id);
    expect((await t.admin.query<{ applied: boolean }>(text, values)).rows).toEqual([{ applied: true }]);
    expect(await cursorOf(w)).toMatchObject({ last_applied_seq: result.lastAppliedSeq, dirty: false, rebuilding: false });
    await expect(spec.command(w)).resolves.toBeTruthy();
  });

  it("lets any active SYSTEM actor, not only the organization's own, run a multi-batch rebuild to the end", async () => {
    // Given: a second SYSTEM actor (an operator's maintenance identity), registered after a history
    const w = await newWorld();
    await spec.history(w);
    const { actor } = await registerActor(t.db, w.system, { kind: 'SYSTEM', displayName: 'Maintenance' });
    const maintainer: Caller = { organizationId: w.org.organizationId, actorId: actor.id };
    const before = await rowsOf(w);
    // When
    const result = await rebuildProjection(t.db, maintainer, { projection, batchSize: 2 });
    // Then
    expect(result.applied).toBe((await projectionSeqs(w)).length);
    expect(await rowsOf(w)).toBe(before);
    expect(await cursorOf(w)).toMatchObject({ dirty: false, rebuilding: false });
  });
});
