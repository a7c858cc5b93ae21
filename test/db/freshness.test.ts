import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appendEvent,
  type Caller,
  cancelAssignment,
  createEntity,
  deactivateActor,
  endAttempt,
  markProjectionDirty,
  publishAgentConfiguration,
  rebuildProjection,
  registerActor,
  renewClaim,
  reopenAssignment,
} from '../../src/commands/index.js';
import { SqlState } from '../../src/db/errors.js';
import { ActorStateStale, AssignmentStateStale, Forbidden, GuardedEventKind } from '../../src/errors.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment, newHuman, newOrganization, type TestOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';

// Behavioural parity of the two projections' freshness: every scenario is written once and run
// for ASSIGNMENTS and for ACTORS.

const t = useTestDatabase();

type Projection = 'ASSIGNMENTS' | 'ACTORS';

/** One organization with a little of everything: a READY and a RUNNING Assignment, a spare Actor. */
interface World {
  org: TestOrganization;
  system: Caller;
  human: Caller;
  agent: string;
  spare: string;
  ready: string;
  running: string;
  attempt: string;
}

async function newWorld(): Promise<World> {
  const org = await newOrganization(t);
  const human = await newHuman(t, org);
  const agent = await newAgent(t, org);
  const spare = (await registerActor(t.db, org.system, { kind: 'HUMAN', displayName: 'Spare reviewer' })).actor.id;
  const ready = (await newAssignment(t, human)).assignment.id;
  const running = (await newAssignment(t, human)).assignment.id;
  const attempt = randomUUID();
  await claim(t, org.system, running, agent, { attemptId: attempt });
  return { org, system: org.system, human, agent, spare, ready, running, attempt };
}

/** Everything a refused command could have written: ledger, head, entities, both projections, cursors. */
async function stateOf(w: World) {
  const { rows } = await t.admin.query(
    `select
    (select count(*)::int from workforce.events where organization_id = $1) as events,
    (select to_jsonb(h)::text from workforce.organization_heads h where organization_id = $1) as head,
    (select count(*)::int from workforce.entities where organization_id = $1) as entities,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by assignment_id) from workforce.assignments x where organization_id = $1) as assignments,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by actor_id) from workforce.actors x where organization_id = $1) as actors,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by agent_id, version) from workforce.agent_configurations x where organization_id = $1) as configurations,
    (select string_agg(to_jsonb(x)::text, e'\\n' order by projection) from workforce.projection_cursors x where organization_id = $1) as cursors`,
    [w.org.organizationId],
  );
  return rows[0] as Record<string, unknown>;
}

async function cursorOf(w: World, projection: Projection) {
  const { rows } = await t.admin.query<{
    version: number;
    last_applied_seq: number;
    dirty: boolean;
    dirty_reason: string | null;
    rebuilding: boolean;
    head: number;
  }>(
    `select c.version, c.last_applied_seq, c.dirty, c.dirty_reason, c.rebuilding, h.last_seq as head
       from workforce.projection_cursors c join workforce.organization_heads h using (organization_id)
      where c.organization_id = $1 and c.projection = $2`,
    [w.org.organizationId, projection],
  );
  return rows[0]!;
}

/** Privileged setup: appends a guarded event through the ledger's internal append, without applying it. */
async function appendUnprojected(
  w: World,
  kind: string,
  payload: object,
  actorId: string,
  assignmentId: string | null = null,
  attemptId: string | null = null,
  recordedBy: string = actorId,
) {
  const { rows } = await t.admin.query<{ seq: number }>(
    `select (workforce.ledger_append(p_organization_id => $1, p_event_id => null, p_kind => $2, p_payload => $3::jsonb, p_actor_id => $4,
                                     p_recorded_by => $7, p_assignment_id => $5, p_attempt_id => $6)).org_seq as seq`,
    [w.org.organizationId, kind, JSON.stringify(payload), actorId, assignmentId, attemptId, recordedBy],
  );
  return rows[0]!.seq;
}

async function eventIdAt(w: World, seq: number): Promise<string> {
  const { rows } = await t.admin.query<{ event_id: string }>(
    'select event_id from workforce.events where organization_id = $1 and org_seq = $2',
    [w.org.organizationId, seq],
  );
  return rows[0]!.event_id;
}

/** The running Attempt made uncertain: an unanswered external tool call, then its Assignment cancelled. */
async function uncertainRunning(w: World): Promise<void> {
  await appendEvent(t.db, w.system, {
    kind: 'tool.call',
    payloadVersion: 2,
    attemptId: w.attempt,
    payload: { call_id: 'pay-1', tool_name: 'send_payment', arguments: { amount: 1 }, effect: 'external' },
  });
  const cancelled = await cancelAssignment(t.db, w.human, { assignmentId: w.running, reason: 'stop the payment run' });
  expect(cancelled.assignment).toMatchObject({ state: 'CANCELLED', uncertainAttemptId: w.attempt });
}

async function refusal(command: Promise<unknown>): Promise<unknown> {
  try {
    await command;
  } catch (error) {
    return error;
  }
  throw new Error('expected the command to be refused, but it succeeded');
}

type Payload = Parameters<typeof appendEvent>[2]['payload'];

const llmRequest = (): Payload => ({
  call_id: randomUUID(),
  model: 'model-a',
  messages: [{ role: 'user', content: 'Read the document.' }],
});
const interactions = (): { kind: string; payload: Payload }[] => [
  { kind: 'llm.request', payload: llmRequest() },
  {
    kind: 'llm.response',
    payload: { call_id: 'c1', model: 'model-a', content: 'Code 4711', usage: { input_tokens: 9, output_tokens: 3 } },
  },
  { kind: 'tool.call', payload: { call_id: 't1', tool_name: 'read_document', arguments: { path: 'doc.txt' } } },
  { kind: 'tool.result', payload: { call_id: 't1', tool_name: 'read_document', result: { text: 'code: 4711' }, latency_ms: 4 } },
];

interface Variant {
  kind: string;
  /** Appends one unprojected event; `followUp` is a command that only succeeds once the event is applied. */
  insert: (w: World) => Promise<{ seq: number; followUp: () => Promise<unknown> }>;
}

interface GuardedAppend {
  kind: string;
  payloadVersion: number;
  payload: (w: World) => Payload;
  attemptOf?: (w: World) => string;
  /** Not in the registry, yet still refused as guarded. */
  unregistered?: true;
}

interface Spec {
  projection: Projection;
  StaleError: typeof AssignmentStateStale | typeof ActorStateStale;
  /** Commands that read this projection, in an order in which all of them succeed on a fresh World. */
  commands: (w: World) => [string, () => Promise<unknown>][];
  variants: Variant[];
  guarded: GuardedAppend[];
  /** Appends only events of the other projection. */
  otherProjectionActivity: (w: World) => Promise<void>;
}

const assignmentsSpec: Spec = {
  projection: 'ASSIGNMENTS',
  StaleError: AssignmentStateStale,
  commands: (w) => [
    [
      'appendEvent within the active attempt',
      () => appendEvent(t.db, w.system, { kind: 'llm.request', payloadVersion: 1, payload: llmRequest(), attemptId: w.attempt }),
    ],
    [
      'createEntity for the active attempt',
      () => createEntity(t.db, w.system, { mediaType: 'text/plain', content: 'draft', attemptId: w.attempt }),
    ],
    [
      'endAttempt',
      () =>
        endAttempt(t.db, w.system, {
          assignmentId: w.running,
          attemptId: w.attempt,
          outcome: 'FAILED',
          failureReason: 'tool timed out',
        }),
    ],
    ['claimAssignment', () => claim(t, w.system, w.ready, w.agent)],
    ['createAssignment', () => newAssignment(t, w.human)],
  ],
  variants: [
    {
      kind: 'assignment.created',
      insert: async (w) => {
        const goal = await createEntity(t.db, w.human, { mediaType: 'text/plain', content: 'An unprojected goal' });
        const assignmentId = randomUUID();
        const seq = await appendUnprojected(
          w,
          'assignment.created',
          { assignment_id: assignmentId, title: 'Unprojected', goal_entity_id: goal.entity.id },
          w.human.actorId,
          assignmentId,
        );
        return {
          seq,
          followUp: async () => expect((await claim(t, w.system, assignmentId, w.agent)).assignment.state).toBe('RUNNING'),
        };
      },
    },
    {
      kind: 'attempt.started',
      insert: async (w) => {
        const attemptId = randomUUID();
        const seq = await appendUnprojected(
          w,
          'attempt.started',
          {
            assignment_id: w.ready,
            attempt_id: attemptId,
            agent_id: w.agent,
            configuration_version: 1,
            claim_expires_at: '2999-01-01T00:00:00.000000Z',
          },
          w.agent,
          w.ready,
          attemptId,
          // Claimed by the System Actor for the agent, as claimAssignment records it
          w.system.actorId,
        );
        return {
          seq,
          followUp: async () =>
            expect(
              (
                await endAttempt(t.db, w.system, {
                  assignmentId: w.ready,
                  attemptId,
                  outcome: 'FAILED',
                  failureReason: 'gave up',
                })
              ).assignment.state,
            ).toBe('READY'),
        };
      },
    },
    {
      kind: 'attempt.ended',
      insert: async (w) => {
        const seq = await appendUnprojected(
          w,
          'attempt.ended',
          {
            assignment_id: w.running,
            attempt_id: w.attempt,
            outcome: 'FAILED',
            outcome_entity_id: null,
            failure_reason: 'runner lost',
          },
          w.agent,
          w.running,
          w.attempt,
        );
        return {
          seq,
          followUp: async () => expect((await claim(t, w.system, w.running, w.agent)).assignment.attemptCount).toBe(2),
        };
      },
    },
    {
      kind: 'attempt.renewed',
      insert: async (w) => {
        const seq = await appendUnprojected(
          w,
          'attempt.renewed',
          {
            assignment_id: w.running,
            attempt_id: w.attempt,
            claim_expires_at: '2999-01-01T00:00:00.000000Z',
            previous_claim_expires_at: '2026-01-01T00:00:00.000000Z',
          },
          w.system.actorId,
          w.running,
          w.attempt,
        );
        const eventId = await eventIdAt(w, seq);
        return {
          seq,
          // An exact retry of that renewal, answered from the applied projection
          followUp: async () =>
            expect(
              await renewClaim(t.db, w.system, {
                assignmentId: w.running,
                attemptId: w.attempt,
                claimExpiresAt: new Date('2999-01-01T00:00:00Z'),
                eventId,
              }),
            ).toMatchObject({ replayed: true, assignment: { activeClaim: { expiresAt: new Date('2999-01-01T00:00:00Z') } } }),
        };
      },
    },
    {
      kind: 'assignment.cancelled',
      insert: async (w) => {
        const seq = await appendUnprojected(
          w,
          'assignment.cancelled',
          { assignment_id: w.ready, reason: 'unprojected cancellation', superseded_attempt_id: null },
          w.human.actorId,
          w.ready,
        );
        return {
          seq,
          // Reopening is refused (AssignmentNotCancelled) until the cancellation is applied
          followUp: async () =>
            expect((await reopenAssignment(t.db, w.human, { assignmentId: w.ready, reason: 'back on' })).assignment.state).toBe(
              'READY',
            ),
        };
      },
    },
    {
      kind: 'assignment.reopened',
      insert: async (w) => {
        await cancelAssignment(t.db, w.human, { assignmentId: w.ready, reason: 'paused' });
        const seq = await appendUnprojected(
          w,
          'assignment.reopened',
          { assignment_id: w.ready, reason: 'unprojected reopening' },
          w.human.actorId,
          w.ready,
        );
        return {
          seq,
          // A claim is refused (AssignmentCancelled) until the reopening is applied
          followUp: async () => expect((await claim(t, w.system, w.ready, w.agent)).assignment.state).toBe('RUNNING'),
        };
      },
    },
    {
      kind: 'attempt.reconciled',
      insert: async (w) => {
        await uncertainRunning(w);
        const { entity: receipt } = await createEntity(t.db, w.human, { mediaType: 'text/plain', content: 'no transfer' });
        const seq = await appendUnprojected(
          w,
          'attempt.reconciled',
          {
            assignment_id: w.running,
            attempt_id: w.attempt,
            decision: 'RETRY',
            receipt_entity_id: receipt.id,
            receipt_sha256: receipt.sha256,
            outcome_entity_id: null,
            note: null,
          },
          w.human.actorId,
          w.running,
          w.attempt,
        );
        return {
          seq,
          // Reopening is refused (AttemptUncertain) until the reconciliation is applied
          followUp: async () =>
            expect(
              (await reopenAssignment(t.db, w.human, { assignmentId: w.running, reason: 'reconciled' })).assignment.state,
            ).toBe('READY'),
        };
      },
    },
  ],
  guarded: [
    {
      kind: 'assignment.created',
      payloadVersion: 1,
      payload: () => ({ assignment_id: randomUUID(), title: null, goal_entity_id: randomUUID() }),
    },
    {
      kind: 'attempt.started',
      payloadVersion: 1,
      payload: (w) => ({
        assignment_id: w.ready,
        attempt_id: randomUUID(),
        agent_id: w.agent,
        configuration_version: 1,
        claim_expires_at: '2999-01-01T00:00:00Z',
      }),
    },
    {
      kind: 'attempt.ended',
      payloadVersion: 1,
      attemptOf: (w) => w.attempt,
      payload: (w) => ({
        assignment_id: w.running,
        attempt_id: w.attempt,
        outcome: 'FAILED',
        outcome_entity_id: null,
        failure_reason: 'forged',
      }),
    },
    {
      kind: 'attempt.ended',
      payloadVersion: 2,
      attemptOf: (w) => w.attempt,
      payload: (w) => ({
        assignment_id: w.running,
        attempt_id: w.attempt,
        outcome: 'SUPERSEDED',
        outcome_entity_id: null,
        failure_reason: null,
        cancelled_event_id: randomUUID(),
      }),
    },
    {
      kind: 'attempt.ended',
      payloadVersion: 3,
      attemptOf: (w) => w.attempt,
      payload: (w) => ({
        assignment_id: w.running,
        attempt_id: w.attempt,
        outcome: 'COMPLETED',
        outcome_entity_id: randomUUID(),
        failure_reason: null,
        outcome_media_type: 'text/plain',
        outcome_sha256: '0'.repeat(64),
        outcome_byte_size: 1,
      }),
    },
    {
      kind: 'attempt.renewed',
      payloadVersion: 1,
      attemptOf: (w) => w.attempt,
      payload: (w) => ({
        assignment_id: w.running,
        attempt_id: w.attempt,
        claim_expires_at: '2999-01-01T00:00:00.000000Z',
        previous_claim_expires_at: '2026-01-01T00:00:00.000000Z',
      }),
    },
    {
      kind: 'attempt.reconciled',
      payloadVersion: 1,
      attemptOf: (w) => w.attempt,
      payload: (w) => ({
        assignment_id: w.running,
        attempt_id: w.attempt,
        decision: 'RETRY',
        receipt_entity_id: randomUUID(),
        receipt_sha256: '0'.repeat(64),
        outcome_entity_id: null,
        note: null,
      }),
    },
    {
      kind: 'attempt.reconciled',
      payloadVersion: 2,
      attemptOf: (w) => w.attempt,
      payload: (w) => ({
        assignment_id: w.running,
        attempt_id: w.attempt,
        decision: 'COMPLETE',
        outcome: 'COMPLETED',
        receipts: [{ call_ids: ['pay-1'], producer: 'send_payment', entity_id: randomUUID(), sha256: '0'.repeat(64) }],
        outcome_entity_id: randomUUID(),
        effect_entity_id: null,
        note: null,
        stored_entity_ids: [],
      }),
    },
    {
      kind: 'assignment.cancelled',
      payloadVersion: 1,
      payload: (w) => ({ assignment_id: w.running, reason: 'forged', superseded_attempt_id: w.attempt }),
    },
    { kind: 'assignment.reopened', payloadVersion: 1, payload: (w) => ({ assignment_id: w.ready, reason: 'forged' }) },
    // Not registered, but the whole assignment.* namespace is reserved for the guarded commands.
    { kind: 'assignment.something', payloadVersion: 1, payload: (w) => ({ assignment_id: w.ready }), unregistered: true },
    { kind: 'assignment.created', payloadVersion: 2, payload: () => ({ assignment_id: randomUUID() }), unregistered: true },
  ],
  otherProjectionActivity: async (w) => {
    const agent = await newAgent(t, w.org);
    await publishAgentConfiguration(t.db, w.system, { agentId: agent, version: 2, configuration: { model: 'model-b' } });
    await registerActor(t.db, w.system, { kind: 'HUMAN', displayName: 'Late joiner' });
    await deactivateActor(t.db, w.system, { actorId: w.spare });
  },
};

const actorsSpec: Spec = {
  projection: 'ACTORS',
  StaleError: ActorStateStale,
  commands: (w) => [
    ['registerActor', () => registerActor(t.db, w.system, { kind: 'HUMAN', displayName: 'New operator' })],
    [
      'publishAgentConfiguration',
      () => publishAgentConfiguration(t.db, w.system, { agentId: w.agent, version: 2, configuration: { model: 'model-b' } }),
    ],
    ['deactivateActor', () => deactivateActor(t.db, w.system, { actorId: w.spare })],
    ['createAssignment', () => newAssignment(t, w.human)],
    [
      'appendEvent within an attempt claimed for it',
      async () => {
        const attemptId = (await claim(t, w.system, (await newAssignment(t, w.human)).assignment.id, w.agent)).attempt!.id;
        return appendEvent(t.db, w.system, { kind: 'llm.request', payloadVersion: 1, payload: llmRequest(), attemptId });
      },
    ],
    ['createEntity', () => createEntity(t.db, w.human, { mediaType: 'text/plain', content: 'notes' })],
  ],
  variants: [
    {
      kind: 'actor.registered',
      insert: async (w) => {
        const agentId = randomUUID();
        const seq = await appendUnprojected(
          w,
          'actor.registered',
          { actor_id: agentId, kind: 'AI_AGENT', display_name: 'Unprojected agent' },
          w.system.actorId,
        );
        return {
          seq,
          followUp: async () =>
            expect(
              (await publishAgentConfiguration(t.db, w.system, { agentId, version: 1, configuration: { model: 'model-a' } }))
                .configuration.version,
            ).toBe(1),
        };
      },
    },
    {
      kind: 'actor.deactivated',
      insert: async (w) => {
        const seq = await appendUnprojected(w, 'actor.deactivated', { actor_id: w.spare }, w.system.actorId);
        return {
          seq,
          followUp: async () => expect((await deactivateActor(t.db, w.system, { actorId: w.spare })).replayed).toBe(true),
        };
      },
    },
    {
      kind: 'agent_configuration.published',
      insert: async (w) => {
        const seq = await appendUnprojected(
          w,
          'agent_configuration.published',
          { agent_id: w.agent, version: 2, configuration: { model: 'model-b' } },
          w.system.actorId,
        );
        return {
          seq,
          followUp: async () =>
            expect(
              (
                await publishAgentConfiguration(t.db, w.system, {
                  agentId: w.agent,
                  version: 3,
                  configuration: { model: 'model-c' },
                })
              ).configuration.version,
            ).toBe(3),
        };
      },
    },
  ],
  guarded: [
    {
      kind: 'actor.registered',
      payloadVersion: 1,
      payload: () => ({ actor_id: randomUUID(), kind: 'SYSTEM', display_name: 'Forged' }),
    },
    { kind: 'actor.deactivated', payloadVersion: 1, payload: (w) => ({ actor_id: w.spare }) },
    {
      kind: 'agent_configuration.published',
      payloadVersion: 1,
      payload: (w) => ({ agent_id: w.agent, version: 2, configuration: {} }),
    },
    // A guarded kind at a version nobody registered, and an unregistered kind of the actor.* namespace
    { kind: 'actor.registered', payloadVersion: 2, payload: () => ({ actor_id: randomUUID() }), unregistered: true },
    { kind: 'actor.promoted', payloadVersion: 1, payload: (w) => ({ actor_id: w.spare }), unregistered: true },
  ],
  otherProjectionActivity: async (w) => {
    const { assignment } = await newAssignment(t, w.human);
    const attemptId = randomUUID();
    await claim(t, w.system, assignment.id, w.agent, { attemptId });
    await endAttempt(t.db, w.system, {
      assignmentId: assignment.id,
      attemptId,
      outcome: 'COMPLETED',
      outcomeEntity: { mediaType: 'text/plain', content: '4711' },
    });
    await endAttempt(t.db, w.system, {
      assignmentId: w.running,
      attemptId: w.attempt,
      outcome: 'FAILED',
      failureReason: 'retry later',
    });
  },
};

describe.each([assignmentsSpec, actorsSpec])('the $projection projection', (spec) => {
  const { projection } = spec;

  /** Every command that reads the projection refuses with the typed error, and nothing at all is written. */
  async function expectAllRefused(
    w: World,
    reason: 'BEHIND' | 'DIRTY' | 'VERSION',
    pendingSeq: number | null,
    extra: (() => Promise<unknown>)[] = [],
  ) {
    const before = await stateOf(w);
    for (const command of [...spec.commands(w).map(([, run]) => run), ...extra]) {
      const error = await refusal(command());
      expect(error).toBeInstanceOf(spec.StaleError);
      expect(error).toMatchObject({ reason, pendingSeq });
      expect((error as Error).message).toMatch(/a SYSTEM caller rebuilds it \(rebuildProjection\)/);
    }
    expect(await stateOf(w)).toEqual(before);
  }

  async function expectCurrentAfterRebuild(w: World) {
    const rebuilt = await rebuildProjection(t.db, w.system, { projection });
    const {
      rows: [code],
    } = await t.admin.query<{ version: number }>('select workforce.projection_version($1) as version', [projection]);
    expect(await cursorOf(w, projection)).toMatchObject({
      version: code!.version,
      dirty: false,
      dirty_reason: null,
      rebuilding: false,
      last_applied_seq: rebuilt.lastAppliedSeq,
    });
    return rebuilt;
  }

  it('has a variant for every kind the registry gives it, and its freshness index holds exactly those kinds', async () => {
    const { rows } = await t.admin.query<{ kind: string }>(
      'select distinct kind from workforce.event_kinds where projection = $1 order by kind',
      [projection],
    );
    expect(spec.variants.map((v) => v.kind).sort()).toEqual(rows.map((r) => r.kind));
    // The index's predicate is event_projection(kind) = projection; the function must agree with
    // the registry on every kind, those of no projection included.
    const {
      rows: [index],
    } = await t.admin.query<{ predicate: string }>(
      `select pg_get_expr(i.indpred, i.indrelid) as predicate from pg_index i
        where i.indexrelid = $1::regclass`,
      [`workforce.events_${projection.toLowerCase()}_seq`],
    );
    expect(index!.predicate).toBe(`(workforce.event_projection(kind) = '${projection}'::text)`);
    const { rows: disagreeing } = await t.admin.query(
      `select kind, projection, workforce.event_projection(kind) as fn from workforce.event_kinds
        where workforce.event_projection(kind) is distinct from projection`,
    );
    expect(disagreeing).toEqual([]);
  });

  it.each(spec.variants)('refuses while an unprojected $kind event is pending, until rebuild applies it', async ({ insert }) => {
    // Given: a guarded event of this projection in the ledger after the cursor
    const w = await newWorld();
    const { seq, followUp } = await insert(w);
    expect((await cursorOf(w, projection)).last_applied_seq).toBeLessThan(seq);
    // When / Then: every command using the projection is refused, naming the pending event
    await expectAllRefused(w, 'BEHIND', seq, [followUp]);
    // When: maintenance rebuilds it
    const rebuilt = await expectCurrentAfterRebuild(w);
    // Then: the event is applied and the command that needed it succeeds
    expect(rebuilt.lastAppliedSeq).toBe(seq);
    await followUp();
  });

  it('refuses while marked dirty, and rebuild clears the mark', async () => {
    // Given
    const w = await newWorld();
    const marked = await markProjectionDirty(t.db, w.system, { projection, reason: 'restored from a backup' });
    expect(marked).toMatchObject({ projection, dirty: true, dirtyReason: 'restored from a backup' });
    // When / Then
    await expectAllRefused(w, 'DIRTY', null);
    expect(((await refusal(spec.commands(w)[0]![1]())) as Error).message).toContain('restored from a backup');
    await expectCurrentAfterRebuild(w);
    for (const [name, command] of spec.commands(w)) await expect(command(), name).resolves.toBeTruthy();
  });

  it("refuses when the stored projection version is not the code's, and rebuild restores it", async () => {
    // Given: privileged setup pretends the projection was built by older apply logic
    const w = await newWorld();
    await t.admin.query('update workforce.projection_cursors set version = 0 where organization_id = $1 and projection = $2', [
      w.org.organizationId,
      projection,
    ]);
    // When / Then
    await expectAllRefused(w, 'VERSION', null);
    await expectCurrentAfterRebuild(w);
    for (const [name, command] of spec.commands(w)) await expect(command(), name).resolves.toBeTruthy();
  });

  it('is not made stale by unrelated events, however far the head moves on', async () => {
    // Given: interaction events within the active attempt, and the other projection's events
    const w = await newWorld();
    for (let i = 0; i < 10; i++) {
      for (const { kind, payload } of interactions()) {
        await appendEvent(t.db, w.system, { kind, payloadVersion: 1, payload, attemptId: w.attempt });
      }
    }
    await spec.otherProjectionActivity(w);
    const cursor = await cursorOf(w, projection);
    expect(cursor.head - cursor.last_applied_seq).toBeGreaterThan(40);
    const { rows } = await t.admin.query<{ projection: string | null }>(
      `select distinct k.projection from workforce.events e join workforce.event_kinds k using (kind, payload_version)
        where e.organization_id = $1 and e.org_seq > $2`,
      [w.org.organizationId, cursor.last_applied_seq],
    );
    expect(rows.map((r) => r.projection).sort()).toEqual([projection === 'ACTORS' ? 'ASSIGNMENTS' : 'ACTORS', null]);
    // When / Then: every command using the projection still succeeds
    for (const [name, command] of spec.commands(w)) await expect(command(), name).resolves.toBeTruthy();
    const after = await cursorOf(w, projection);
    expect(after.last_applied_seq).toBeGreaterThan(cursor.last_applied_seq);
  });

  it('refuses every guarded kind at the generic append, in TypeScript and in the database', async () => {
    const w = await newWorld();
    const { rows } = await t.admin.query<{ kind: string }>(
      'select kind from workforce.event_kinds where projection = $1 and guarded order by kind',
      [projection],
    );
    const registered = spec.guarded.filter((g) => !g.unregistered);
    expect(registered.map((g) => g.kind).sort()).toEqual(rows.map((r) => r.kind));
    const before = await stateOf(w);
    for (const g of spec.guarded) {
      const attemptId = g.attemptOf?.(w) ?? null;
      const input = {
        kind: g.kind,
        payloadVersion: g.payloadVersion,
        payload: g.payload(w),
        ...(attemptId ? { attemptId } : {}),
      };
      await expect(appendEvent(t.db, w.system, input), g.kind).rejects.toBeInstanceOf(GuardedEventKind);
      await expect(
        t.appPool.query(
          functionQuery('append_event', {
            organization_id: w.org.organizationId,
            caller_id: w.system.actorId,
            event_id: randomUUID(),
            kind: g.kind,
            payload_version: g.payloadVersion,
            payload: input.payload,
            assignment_id: null,
            attempt_id: attemptId,
            continues_call_id: null,
          }),
        ),
        `${g.kind}@${g.payloadVersion} in SQL`,
      ).rejects.toMatchObject({ code: SqlState.GUARDED_EVENT_KIND });
    }
    expect(await stateOf(w)).toEqual(before);
  });

  it('lets no HUMAN, AI agent or foreign System Actor maintain it', async () => {
    // Given
    const w = await newWorld();
    const other = await newOrganization(t);
    const outsiders: Caller[] = [
      w.human,
      { organizationId: w.org.organizationId, actorId: w.agent },
      { organizationId: w.org.organizationId, actorId: other.system.actorId },
    ];
    const before = await stateOf(w);
    // When / Then
    for (const caller of outsiders) {
      await expect(rebuildProjection(t.db, caller, { projection })).rejects.toBeInstanceOf(Forbidden);
      await expect(markProjectionDirty(t.db, caller, { projection, reason: 'not mine to mark' })).rejects.toBeInstanceOf(
        Forbidden,
      );
    }
    expect(await stateOf(w)).toEqual(before);
    expect(await cursorOf(w, projection)).toMatchObject({ dirty: false, rebuilding: false });
  });
});
