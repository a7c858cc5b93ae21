// Batch commands: one SQL call and one transaction per batch, every item judged exactly as its
// single command would judge it, refused items writing nothing and not stopping the others.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as C from '../../src/commands/index.js';
import * as E from '../../src/errors.js';
import { useTestDatabase } from '../helpers/db.js';
import {
  claim,
  newAgent,
  newAssignment,
  newHuman,
  newOrganization,
  soonInDatabaseTime,
  type TestOrganization,
} from '../helpers/factories.js';
import { checkInvariants } from '../helpers/invariants.js';
import { countEvents } from '../helpers/ledger.js';
import { HeldTransaction, signalLockWaiters, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();
let org: TestOrganization;
let operator: C.Caller;
let agent: string;

beforeAll(async () => {
  org = await newOrganization(t);
  operator = await newHuman(t, org);
  agent = await newAgent(t, org);
});

const goal = (content = 'Read the document.') => ({ mediaType: 'text/plain', content });
const codeOf = (result: unknown) => (result instanceof E.DomainError ? result.code : 'SUCCESS');

/** Statements sent to PostgreSQL while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  t.statements.count = 0;
  await work();
  return t.statements.count;
}

async function assignmentRow(id: string) {
  const { rows } = await t.admin.query('select * from workforce.assignments where organization_id = $1 and assignment_id = $2', [
    org.organizationId,
    id,
  ]);
  return rows[0];
}

describe('createAssignments', () => {
  it('creates, replays and refuses item by item, in input order, in one statement', async () => {
    // Given an existing assignment and an entity of another organization
    const existing = await newAssignment(t, operator);
    const other = await newOrganization(t);
    const foreignEntity = await C.createEntity(t.db, other.system, { mediaType: 'text/plain', content: 'theirs' });
    const fresh = [randomUUID(), randomUUID()];
    const before = await countEvents(t, org.organizationId);

    // When one batch mixes new, replayed, conflicting, cross-organization and malformed items
    let results: Awaited<ReturnType<typeof C.createAssignments>> = [];
    const statements = await statementsOf(async () => {
      results = await C.createAssignments(t.db, operator, [
        { assignmentId: fresh[0], title: 'first', goal: goal('one') },
        {
          assignmentId: existing.assignment.id,
          title: 'Return the access code',
          goal: goal('Read the supplied document and return its access code.'),
        },
        { assignmentId: existing.assignment.id, title: 'other facts', goal: goal('x') },
        { goalEntityId: foreignEntity.entity.id },
        { title: 'no goal' },
        { assignmentId: fresh[1], title: 'second', goal: goal('two') },
      ]);
    });

    // Then each item has its single command's answer, and only the two new ones wrote
    expect(statements).toBe(1);
    expect(results.map(codeOf)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'IDENTITY_CONFLICT',
      'ENTITY_NOT_FOUND',
      'VALIDATION_ERROR',
      'SUCCESS',
    ]);
    const [first, replayed, , , , second] = results as C.AssignmentCommandResult[];
    expect([first!.replayed, replayed!.replayed, second!.replayed]).toEqual([false, true, false]);
    expect([first!.assignment.id, second!.assignment.id]).toEqual(fresh);
    expect(first!.goalEntity.content).toBe('one');
    // two assignments, each with its goal entity: four events
    expect(await countEvents(t, org.organizationId)).toBe(before + 4);
    expect((await assignmentRow(fresh[1]!))?.state).toBe('READY');
  });

  it('a batch of new Assignments written at once leaves the rows, events and results that item by item leaves', async () => {
    // Given two organizations with the same history: a goal Entity each, under the same id
    const twins = await Promise.all([newOrganization(t), newOrganization(t)]);
    const sharedGoal = randomUUID();
    for (const twin of twins) {
      await C.createEntity(t.db, twin.system, { entityId: sharedGoal, mediaType: 'text/plain', content: 'an existing goal' });
    }
    // And one batch of new Assignments: inline goals, the existing goal by id (twice), a caller-chosen event id
    const items = Array.from({ length: 8 }, (_, i) => ({
      assignment_id: randomUUID(),
      event_id: i === 2 ? randomUUID() : null,
      title: i === 1 ? null : `New ${i}`,
      goal_entity_id: i % 3 === 0 ? sharedGoal : randomUUID(),
      goal_media_type: i % 3 === 0 ? null : 'text/markdown',
      goal_content: i % 3 === 0 ? null : `# Goal ${i}`,
    }));
    // (the internal functions run under the search_path of the command that calls them)
    const call = async (twin: TestOrganization, fn: string, command = '') => {
      const client = await t.admin.connect();
      try {
        await client.query('set search_path = workforce, pg_temp');
        return await client.query<{ results: unknown[] }>(
          `select workforce.${fn}(${command}$1, $2, $3${command ? ', null' : ''}) as results`,
          [twin.organizationId, twin.system.actorId, JSON.stringify(items)],
        );
      } finally {
        await client.query('reset search_path');
        client.release();
      }
    };
    // When the first writes it at once and the second item by item
    const atOnce = (await call(twins[0], 'create_assignments')).rows[0]!.results;
    expect((await call(twins[0], 'create_new_assignments')).rows[0]!.results, 'a batch already written is not new').toBeNull();
    const itemByItem = (await call(twins[1], 'run_assignment_batch', `'create', `)).rows[0]!.results;
    // Then the same answers, rows and events, all but the times and the ids the database chose
    const systems = twins.map((twin) => twin.system.actorId);
    const timeless = (value: unknown) =>
      JSON.parse(JSON.stringify(value), (key, v) =>
        ['created_at', 'updated_at', 'recorded_at', 'digest', 'organization_id', 'slug'].includes(key) ||
        (key === 'event_id' && !items.some((i) => i.event_id === v))
          ? undefined
          : systems.includes(v)
            ? 'the System Actor'
            : v,
      );
    expect(atOnce).toHaveLength(8);
    expect(timeless(atOnce)).toEqual(timeless(itemByItem));
    const stateOf = async (twin: TestOrganization) => ({
      assignments: (
        await t.admin.query('select * from workforce.assignments where organization_id = $1 order by assignment_id', [
          twin.organizationId,
        ])
      ).rows,
      entities: (
        await t.admin.query('select * from workforce.entities where organization_id = $1 order by entity_id', [
          twin.organizationId,
        ])
      ).rows,
      events: (
        await t.admin.query('select * from workforce.events where organization_id = $1 order by org_seq', [twin.organizationId])
      ).rows,
      cursor: (
        await t.admin.query(
          `select last_applied_seq from workforce.projection_cursors where organization_id = $1 and projection = 'ASSIGNMENTS'`,
          [twin.organizationId],
        )
      ).rows,
    });
    const [first, second] = (await Promise.all(twins.map(stateOf))) as [Awaited<ReturnType<typeof stateOf>>, unknown];
    expect(first.events.length).toBeGreaterThan(8 + 5);
    expect(timeless(first)).toEqual(timeless(second));
    // And the chain holds over what was written at once
    expect(await C.verifyLedger(t.db, twins[0].organizationId)).toMatchObject({ ok: true, eventsChecked: first.events.length });
  });

  it('a batch that is not all new is judged item by item: replays, a goal id reused with other content, repeated ids', async () => {
    const existing = await newAssignment(t, operator, { title: 'Once' });
    const fresh = randomUUID();
    const results = await C.createAssignments(t.db, operator, [
      { assignmentId: fresh, title: 'Fresh', goal: goal('fresh') },
      { assignmentId: existing.assignment.id, title: 'Once', goalEntityId: existing.goalEntity.id },
      { title: 'Reused goal id', goalEntityId: existing.goalEntity.id },
      { assignmentId: fresh, title: 'Fresh', goal: goal('fresh') },
    ]);
    expect(results.map(codeOf)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS']);
    expect(results.map((r) => (r as C.AssignmentCommandResult).replayed)).toEqual([false, true, false, true]);
  });

  it('duplicates within one batch: the second of two equal items replays the first, a conflicting one is refused', async () => {
    const id = randomUUID();
    const before = await countEvents(t, org.organizationId);
    const results = await C.createAssignments(t.db, operator, [
      { assignmentId: id, title: 't', goal: goal('same') },
      { assignmentId: id, title: 't', goal: goal('same') },
      { assignmentId: id, title: 'changed', goal: goal('same') },
    ]);
    expect(results.map(codeOf)).toEqual(['SUCCESS', 'SUCCESS', 'IDENTITY_CONFLICT']);
    expect((results[1] as C.AssignmentCommandResult).replayed).toBe(true);
    expect(await countEvents(t, org.organizationId)).toBe(before + 2);
  });

  it('refuses the batch as a whole only when it is empty or too large, before anything is written', async () => {
    const before = await countEvents(t, org.organizationId);
    await expect(C.createAssignments(t.db, operator, [])).rejects.toBeInstanceOf(E.ValidationError);
    await expect(C.createAssignments(t.db, operator, [{ goal: goal() }, { goal: goal() }], { maxBatch: 1 })).rejects.toThrow(
      /a batch holds 1 to 1 items, not 2/,
    );
    expect(await countEvents(t, org.organizationId)).toBe(before);
  });

  it('refuses every item with the stale projection or the inactive caller, as the single command would', async () => {
    const doomed = await newHuman(t, org);
    await C.deactivateActor(t.db, org.system, { actorId: doomed.actorId });
    const results = await C.createAssignments(t.db, doomed, [{ goal: goal() }, { goal: goal() }]);
    expect(results.map(codeOf)).toEqual(['ACTOR_NOT_ACTIVE', 'ACTOR_NOT_ACTIVE']);
    await expect(C.createAssignment(t.db, doomed, { goal: goal() })).rejects.toBeInstanceOf(E.ActorNotActive);
  });
});

describe('claimAssignments and endAttempts', () => {
  it('judges every refusal per item inside one mixed batch, and writes only the claims that pass', async () => {
    // Given READY, RUNNING and COMPLETED assignments, a human (not an agent), and an attempt id in use
    const [ready1, ready2, running, done] = await Promise.all([1, 2, 3, 4].map(() => newAssignment(t, operator)));
    const held = await claim(t, org.system, running!.assignment.id, agent);
    const finished = await claim(t, org.system, done!.assignment.id, agent);
    await C.endAttempt(t.db, org.system, {
      assignmentId: done!.assignment.id,
      attemptId: finished.attempt!.id,
      outcome: 'COMPLETED',
      outcomeEntity: goal('out'),
    });
    const human = await newHuman(t, org);
    const other = await newOrganization(t);
    const foreign = await newAssignment(t, await newHuman(t, other));
    const before = await countEvents(t, org.organizationId);
    const attempt = randomUUID();

    // When one batch holds one item per refusal around two that pass
    const claimOf = (assignmentId: string, extra: object = {}) => ({
      assignmentId,
      agentId: agent,
      configurationVersion: 1,
      ...extra,
    });
    const results = await C.claimAssignments(t.db, org.system, [
      claimOf(ready1!.assignment.id, { attemptId: attempt }),
      claimOf(randomUUID()),
      claimOf(foreign.assignment.id),
      claimOf(done!.assignment.id),
      claimOf(running!.assignment.id),
      { assignmentId: ready2!.assignment.id, agentId: human.actorId, configurationVersion: 1 },
      claimOf(ready2!.assignment.id, { configurationVersion: 9 }),
      claimOf(ready2!.assignment.id, { claimTtlSeconds: 999_999 }),
      claimOf(ready2!.assignment.id, { attemptId: attempt }),
      claimOf(ready2!.assignment.id, { claimExpiresAt: new Date(Date.now() - 60_000) }),
      claimOf('not-a-uuid'),
      claimOf(ready2!.assignment.id),
    ]);

    // Then
    expect(results.map(codeOf)).toEqual([
      'SUCCESS',
      'ASSIGNMENT_NOT_FOUND',
      'ASSIGNMENT_NOT_FOUND',
      'ASSIGNMENT_COMPLETED',
      'CLAIM_CONFLICT',
      'ACTOR_NOT_ACTIVE_AGENT',
      'CONFIGURATION_VERSION_NOT_FOUND',
      'CLAIM_EXPIRY_INVALID',
      'IDENTITY_CONFLICT',
      'CLAIM_EXPIRY_INVALID',
      'VALIDATION_ERROR',
      'SUCCESS',
    ]);
    const conflict = results[4] as E.ClaimConflict;
    expect([conflict.attemptId, conflict.agentId]).toEqual([held.attempt!.id, agent]);
    expect(await countEvents(t, org.organizationId)).toBe(before + 2);
    expect((await assignmentRow(ready1!.assignment.id))?.active_attempt_id).toBe(attempt);
    expect((await assignmentRow(ready2!.assignment.id))?.state).toBe('RUNNING');
  });

  it('a batch of one item is answered and written as its single command: the rows a rebuild folds, the cursor at the head', async () => {
    // Given an organization of its own with one READY Assignment
    const own = await newOrganization(t);
    const ownAgent = await newAgent(t, own);
    const { assignment } = await newAssignment(t, own.system);
    const attemptId = randomUUID();

    // When it is claimed and completed by batches of one, and a batch of one repeats the claim
    const [claimed] = await C.claimAssignments(t.db, own.system, [
      { assignmentId: assignment.id, agentId: ownAgent, configurationVersion: 1, attemptId },
    ]);
    const [ended] = await C.endAttempts(t.db, own.system, [
      { assignmentId: assignment.id, attemptId, outcome: 'COMPLETED', outcomeEntity: goal('done') },
    ]);
    const [again] = await C.claimAssignments(t.db, own.system, [
      { assignmentId: assignment.id, agentId: ownAgent, configurationVersion: 1 },
    ]);

    // Then each answers as the single command does, and the rows are a rebuild's
    expect(claimed).toMatchObject({ replayed: false, assignment: { state: 'RUNNING' }, attempt: { id: attemptId } });
    expect(ended).toMatchObject({
      assignment: { state: 'COMPLETED', completedAttemptId: attemptId },
      outcomeEntity: { content: 'done' },
    });
    expect(codeOf(again)).toBe('ASSIGNMENT_COMPLETED');
    expect(await checkInvariants(t.admin, own.organizationId, { db: t.db, system: own.system })).toMatchObject({
      violations: [],
    });
  });

  it('ends a batch of attempts: completions with outcomes, failures, late results refused, replays recognised', async () => {
    const assignments = await Promise.all([1, 2, 3].map(() => newAssignment(t, operator)));
    const claims = (await C.claimAssignments(
      t.db,
      org.system,
      assignments.map((a) => ({
        assignmentId: a.assignment.id,
        agentId: agent,
        configurationVersion: 1,
      })),
    )) as C.AssignmentCommandResult[];
    const [a, b, c] = claims.map((r) => ({ assignmentId: r.assignment.id, attemptId: r.attempt!.id }));
    // and a running Attempt of another organization
    const other = await newOrganization(t);
    const foreign = await claim(
      t,
      other.system,
      (await newAssignment(t, await newHuman(t, other))).assignment.id,
      await newAgent(t, other),
    );
    const before = await countEvents(t, org.organizationId);

    const endings = [
      { ...a!, outcome: 'COMPLETED' as const, outcomeEntity: goal('answer a') },
      { ...b!, outcome: 'FAILED' as const, failureReason: 'tool failed' },
      { ...a!, outcome: 'COMPLETED' as const, outcomeEntity: goal('answer a') },
      { ...b!, outcome: 'COMPLETED' as const, outcomeEntity: goal('late') },
      { ...c!, attemptId: randomUUID(), outcome: 'FAILED' as const },
      { ...c!, outcome: 'COMPLETED' as const, outcomeEntityId: randomUUID() },
      { assignmentId: foreign.assignment.id, attemptId: foreign.attempt!.id, outcome: 'FAILED' as const },
    ];
    const results = await C.endAttempts(t.db, org.system, endings);

    expect(results.map(codeOf)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
      'ATTEMPT_NOT_ACTIVE',
      'ATTEMPT_NOT_ACTIVE',
      'ENTITY_NOT_FOUND',
      'ASSIGNMENT_NOT_FOUND',
    ]);
    const completed = results[0] as C.AssignmentCommandResult;
    expect([completed.assignment.state, completed.outcomeEntity?.content, completed.attempt?.outcome]).toEqual([
      'COMPLETED',
      'answer a',
      'COMPLETED',
    ]);
    expect((results[1] as C.AssignmentCommandResult).assignment.state).toBe('READY');
    expect((results[2] as C.AssignmentCommandResult).replayed).toBe(true);
    // a: attempt.ended (recording its outcome Entity); b: attempt.ended
    expect(await countEvents(t, org.organizationId)).toBe(before + 2);
    expect((await assignmentRow(c!.assignmentId))?.state).toBe('RUNNING');
  });

  it('a fault mid-batch writes nothing, and the same batch sent again writes each item once', async () => {
    // Given a batch whose third item's row is locked by another transaction
    const assignments = await Promise.all([1, 2, 3, 4].map(() => newAssignment(t, operator)));
    const batch = assignments.map((a) => ({
      assignmentId: a.assignment.id,
      agentId: agent,
      configurationVersion: 1,
      attemptId: randomUUID(),
    }));
    const before = await countEvents(t, org.organizationId);
    const blocker = await HeldTransaction.begin(t.admin);
    await blocker.query('select 1 from workforce.assignments where organization_id = $1 and assignment_id = $2 for update', [
      org.organizationId,
      batch[2]!.assignmentId,
    ]);

    // When the batch, blocked after two items, is cancelled (a statement timeout would do the same)
    const attempt = C.claimAssignments(t.db, org.system, batch);
    const failure = expect(attempt).rejects.toBeInstanceOf(E.StatementTimeout);
    await waitForLockWaiters(t, 'claim_assignments');
    expect(await signalLockWaiters(t, 'claim_assignments', 'cancel')).toEqual([true]);
    await failure;
    await blocker.rollback();

    // Then nothing of it was written
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect((await assignmentRow(batch[0]!.assignmentId))?.state).toBe('READY');

    // And sending the same batch again claims each once; a third time replays all of it
    const retried = await C.claimAssignments(t.db, org.system, batch);
    expect(retried.map((r) => (r as C.AssignmentCommandResult).replayed)).toEqual([false, false, false, false]);
    const again = await C.claimAssignments(t.db, org.system, batch);
    expect(again.map((r) => (r as C.AssignmentCommandResult).replayed)).toEqual([true, true, true, true]);
    expect(await countEvents(t, org.organizationId)).toBe(before + 4);
  });

  it('two concurrent batches claiming the same assignments: each assignment has exactly one winner', async () => {
    const assignments = await Promise.all(Array.from({ length: 8 }, () => newAssignment(t, operator)));
    const batchOf = () => assignments.map((a) => ({ assignmentId: a.assignment.id, agentId: agent, configurationVersion: 1 }));
    const [x, y] = await Promise.all([
      C.claimAssignments(t.db, org.system, batchOf()),
      C.claimAssignments(t.db, org.system, batchOf().reverse()),
    ]);
    const winners = assignments.map(
      (_, i) => [x[i], y[assignments.length - 1 - i]].filter((r) => codeOf(r) === 'SUCCESS').length,
    );
    expect(winners).toEqual(assignments.map(() => 1));
    const losers = [...x, ...y].filter((r) => codeOf(r) !== 'SUCCESS');
    expect(losers.map(codeOf)).toEqual(assignments.map(() => 'CLAIM_CONFLICT'));
  });

  it('a claim expiring in the batch is checked against database time per item', async () => {
    const { assignment } = await newAssignment(t, operator);
    const past = await soonInDatabaseTime(t, -1_000);
    const [refused] = await C.claimAssignments(t.db, org.system, [
      { assignmentId: assignment.id, agentId: agent, configurationVersion: 1, claimExpiresAt: past },
    ]);
    expect(refused).toBeInstanceOf(E.ClaimExpiryInvalid);
  });
});

describe('appendEvents', () => {
  it('appends in order, judging each item: guarded and unknown kinds, bad payloads, stale attempts, replays', async () => {
    const { assignment } = await newAssignment(t, operator);
    const { attempt } = await claim(t, org.system, assignment.id, agent);
    const eventId = randomUUID();
    const other = await newOrganization(t);
    const foreign = await claim(
      t,
      other.system,
      (await newAssignment(t, await newHuman(t, other))).assignment.id,
      await newAgent(t, other),
    );
    const request = {
      kind: 'llm.request',
      payloadVersion: 1,
      attemptId: attempt!.id,
      payload: { call_id: '1', model: 'm', messages: [] },
    };
    const before = await countEvents(t, org.organizationId);

    const results = await C.appendEvents(t.db, org.system, [
      { ...request, eventId },
      { ...request, eventId },
      { ...request, eventId, payload: { call_id: '2', model: 'm', messages: [] } },
      { ...request, kind: 'attempt.started' },
      { ...request, kind: 'no.such', payloadVersion: 1 },
      { ...request, payload: { call_id: 1 } },
      { ...request, attemptId: randomUUID() },
      { kind: 'llm.request', payloadVersion: 1, payload: { call_id: '3', model: 'm', messages: [] } },
      { ...request, attemptId: foreign.attempt!.id },
      { ...request, payload: { call_id: '4', model: 'm', messages: [] } },
    ]);

    expect(results.map(codeOf)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'IDENTITY_CONFLICT',
      'GUARDED_EVENT_KIND',
      'UNKNOWN_EVENT_KIND',
      'VALIDATION_ERROR',
      'ATTEMPT_NOT_ACTIVE',
      'ATTEMPT_REQUIRED',
      'ATTEMPT_NOT_ACTIVE',
      'SUCCESS',
    ]);
    const [first, replay, , , , , , , , next] = results as C.AppendEventResult[];
    expect([first!.replayed, replay!.replayed, next!.replayed]).toEqual([false, true, false]);
    expect(next!.event.seq).toBe(first!.event.seq + 1);
    expect(first!.event.actorId).toBe(agent);
    expect(await countEvents(t, org.organizationId)).toBe(before + 2);
  });
});

describe('createEntities', () => {
  it('stores in order, judging each item as createEntity would: replays, conflicts, attempts not started, not active or not the caller’s', async () => {
    // Given a running Attempt of the System Actor's, an ended one, and a second SYSTEM Actor
    const { assignment } = await newAssignment(t, operator);
    const { attempt } = await claim(t, org.system, assignment.id, agent);
    const ended = await claim(t, org.system, (await newAssignment(t, operator)).assignment.id, agent);
    await C.endAttempt(t.db, org.system, { assignmentId: ended.assignment.id, attemptId: ended.attempt!.id, outcome: 'FAILED' });
    const { actor } = await C.registerActor(t.db, org.system, { kind: 'SYSTEM', displayName: 'another runner' });
    const other = { organizationId: org.organizationId, actorId: actor.id };
    const entityId = randomUUID();
    const items = [
      { entityId, mediaType: 'text/plain', content: 'one' },
      { entityId, mediaType: 'text/plain', content: 'one' },
      { entityId, mediaType: 'text/plain', content: 'another' },
      { mediaType: 'application/json', content: '{"answer":42}', attemptId: attempt!.id },
      { mediaType: 'text/plain', content: 'late', attemptId: ended.attempt!.id },
      { mediaType: 'text/plain', content: 'nobody', attemptId: randomUUID() },
      { mediaType: '', content: 'no media type' },
    ];
    const before = await countEvents(t, org.organizationId);

    // When they go as one batch
    const statements = await statementsOf(async () => {
      const results = await C.createEntities(t.db, org.system, items);
      // Then each is answered as its single command answers it
      expect(results.map(codeOf)).toEqual([
        'SUCCESS',
        'SUCCESS',
        'IDENTITY_CONFLICT',
        'SUCCESS',
        'ATTEMPT_NOT_ACTIVE',
        'ATTEMPT_NOT_ACTIVE',
        'VALIDATION_ERROR',
      ]);
      const [first, replay, , generated] = results as C.CreateEntityResult[];
      expect([first!.replayed, replay!.replayed, generated!.replayed]).toEqual([false, true, false]);
      expect(replay!.entity.id).toBe(entityId);
      expect(generated!.entity).toMatchObject({ generatedByAttemptId: attempt!.id, createdBy: agent });
    });
    expect(statements).toBe(1);
    expect(await countEvents(t, org.organizationId)).toBe(before + 2);

    // And another Actor's entity for the System Actor's Attempt is refused, alone and in a batch
    const foreign = { mediaType: 'text/plain', content: 'not yours', attemptId: attempt!.id };
    const single = await C.createEntity(t.db, other, foreign).catch((error: unknown) => error);
    const batched = await C.createEntities(t.db, other, [foreign]);
    expect([codeOf(single), ...batched.map(codeOf)]).toEqual(['ATTEMPT_NOT_OWNED', 'ATTEMPT_NOT_OWNED']);
    expect(await countEvents(t, org.organizationId)).toBe(before + 2);
  });
});
