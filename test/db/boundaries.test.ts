// Seed proofs 12 (organization boundary) and 13 (idempotency and identity), in depth.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appendEvent,
  type Caller,
  claimAssignment,
  createAssignment,
  createEntity,
  deactivateActor,
  endAttempt,
  publishAgentConfiguration,
  recoverExpiredClaim,
  registerActor,
} from '../../src/commands/index.js';
import { translateDatabaseError } from '../../src/db/errors.js';
import {
  ActorNotActiveAgent,
  ActorNotFound,
  AssignmentCompleted,
  AssignmentNotFound,
  AttemptNotActive,
  ConfigurationVersionNotFound,
  CrossOrganizationReference,
  EntityNotFound,
  IdentityConflict,
} from '../../src/errors.js';
import { useTestDatabase } from '../helpers/db.js';
import {
  claim,
  newAgent,
  newAssignment,
  newHuman,
  newOrganization,
  soonInDatabaseTime,
  type TestOrganization,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';

const t = useTestDatabase();
let orgA: TestOrganization;
let orgB: TestOrganization;
let operatorA: Caller;
let agentA: string;
let agentB: string;

beforeAll(async () => {
  orgA = await newOrganization(t);
  orgB = await newOrganization(t);
  operatorA = await newHuman(t, orgA);
  agentA = await newAgent(t, orgA);
  agentB = await newAgent(t, orgB);
});

/** Runs `attempt`, expects the refusal, and proves neither organization's ledger moved. */
async function refusedAtomically(
  attempt: () => Promise<unknown>,
  error: abstract new (...args: never[]) => Error,
): Promise<void> {
  const before = [await countEvents(t, orgA.organizationId), await countEvents(t, orgB.organizationId)];
  await expect(attempt()).rejects.toBeInstanceOf(error);
  expect([await countEvents(t, orgA.organizationId), await countEvents(t, orgB.organizationId)]).toEqual(before);
}

describe('proof 12: references across the organization boundary fail atomically', () => {
  it("refuses another organization's Actor, Entity, Assignment and Attempt", async () => {
    // Given a running Assignment in A and a ready one in B
    const inA = await newAssignment(t, operatorA);
    const runningA = await claim(t, orgA.system, inA.assignment.id, agentA);
    const inB = await newAssignment(t, orgB.system);
    const { entity: entityA } = await createEntity(t.db, operatorA, { mediaType: 'text/plain', content: 'A only' });

    // B names A's agent, A's entity, A's assignment, A's attempt
    await refusedAtomically(() => claim(t, orgB.system, inB.assignment.id, agentA), ActorNotActiveAgent);
    await refusedAtomically(() => createAssignment(t.db, orgB.system, { goalEntityId: entityA.id }), EntityNotFound);
    await refusedAtomically(() => claim(t, orgB.system, inA.assignment.id, agentB), AssignmentNotFound);
    await refusedAtomically(
      () =>
        endAttempt(t.db, orgB.system, {
          assignmentId: inB.assignment.id,
          attemptId: runningA.attempt!.id,
          outcome: 'FAILED',
        }),
      AttemptNotActive,
    );
    await refusedAtomically(
      () =>
        appendEvent(t.db, orgB.system, {
          kind: 'tool.call',
          payloadVersion: 1,
          attemptId: runningA.attempt!.id,
          payload: { call_id: 'x', tool_name: 't', arguments: {} },
        }),
      AttemptNotActive,
    );
    await refusedAtomically(
      () => createEntity(t.db, orgB.system, { mediaType: 'text/plain', content: 'x', attemptId: runningA.attempt!.id }),
      AttemptNotActive,
    );
    // A caller of B acting inside A is no actor of A
    await refusedAtomically(
      () =>
        createAssignment(
          t.db,
          { organizationId: orgA.organizationId, actorId: orgB.system.actorId },
          { goal: { mediaType: 'text/plain', content: 'x' } },
        ),
      ActorNotFound,
    );
    // B's agent cannot even have a configuration published in A
    await refusedAtomically(
      () => publishAgentConfiguration(t.db, orgA.system, { agentId: agentB, version: 2, configuration: {} }),
      ActorNotActiveAgent,
    );
    expect(
      (await claimAssignment(t.db, orgB.system, { assignmentId: inB.assignment.id, agentId: agentB, configurationVersion: 1 }))
        .assignment.state,
    ).toBe('RUNNING');
  });

  it('backs the guards with composite foreign keys that no code path can get past', async () => {
    // Even a privileged writer bypassing every command cannot point B's row at A's entity
    const { entity: entityA } = await createEntity(t.db, operatorA, { mediaType: 'text/plain', content: 'A only, again' });
    const failure = await t.admin
      .query(
        `insert into workforce.assignments (organization_id, assignment_id, state, goal_entity_id, created_by, created_at,
                                          attempt_count, last_applied_seq, updated_at)
       values ($1, $2, 'READY', $3, $4, now(), 0, 0, now())`,
        [orgB.organizationId, randomUUID(), entityA.id, orgB.system.actorId],
      )
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: '23503' });
    expect(translateDatabaseError(failure)).toBeInstanceOf(CrossOrganizationReference);
  });
});

describe('proof 13: exact retries are no-ops, conflicting identity reuse fails closed', () => {
  it('replays every command retried with the same ids and facts, writing nothing', async () => {
    const ids = { assignmentId: randomUUID(), eventId: randomUUID(), attemptId: randomUUID(), endEventId: randomUUID() };
    const goal = { mediaType: 'text/plain', content: 'Summarize the contract.' };
    const created = await createAssignment(t.db, operatorA, {
      assignmentId: ids.assignmentId,
      eventId: ids.eventId,
      title: 'Summary',
      goal,
    });
    const claimInput = { assignmentId: ids.assignmentId, agentId: agentA, configurationVersion: 1, attemptId: ids.attemptId };
    const claimed = await claimAssignment(t.db, orgA.system, claimInput);
    // A claim's retry answers `replayed` while its Attempt is the active one
    const claimAgain = await claimAssignment(t.db, orgA.system, claimInput);
    const evidence = {
      eventId: randomUUID(),
      kind: 'llm.request',
      payloadVersion: 1,
      attemptId: ids.attemptId,
      payload: { call_id: 'r1', model: 'm', messages: [{ role: 'user', content: 'hi' }] },
    };
    const appended = await appendEvent(t.db, orgA.system, evidence);
    // Evidence's retry too, while its Attempt is the active one
    const appendAgain = await appendEvent(t.db, orgA.system, evidence);
    const endInput = {
      assignmentId: ids.assignmentId,
      attemptId: ids.attemptId,
      outcome: 'COMPLETED' as const,
      outcomeEntity: { mediaType: 'text/markdown', content: '# Summary' },
      eventId: ids.endEventId,
    };
    const ended = await endAttempt(t.db, orgA.system, endInput);
    const before = await countEvents(t, orgA.organizationId);

    // When each is sent again (a Runner that lost the response), even after the state moved on
    const again = await createAssignment(t.db, operatorA, {
      assignmentId: ids.assignmentId,
      eventId: ids.eventId,
      title: 'Summary',
      goal,
    });
    const claimLate = await claimAssignment(t.db, orgA.system, claimInput).catch((e: unknown) => e);
    const appendLate = await appendEvent(t.db, orgA.system, evidence).catch((e: unknown) => e);
    const endAgain = await endAttempt(t.db, orgA.system, { ...endInput });

    // Then each answers with the original facts, marked replayed, and the ledger did not move; the
    // claim's and the evidence's retries, their Attempt ended, are refused: an ended Attempt is
    // never taken up again, and its Runner learns it from any retry
    expect([again.replayed, claimAgain.replayed, appendAgain.replayed, endAgain.replayed]).toEqual([true, true, true, true]);
    expect(again.goalEntity.id).toBe(created.goalEntity.id);
    expect(claimAgain.attempt).toEqual(claimed.attempt);
    expect(claimLate).toBeInstanceOf(AssignmentCompleted);
    expect(appendLate).toBeInstanceOf(AttemptNotActive);
    expect(appendAgain.event).toEqual(appended.event);
    expect(endAgain.outcomeEntity!.id).toBe(ended.outcomeEntity!.id);
    expect(await countEvents(t, orgA.organizationId)).toBe(before);
  });

  it('replays recovery, Actor, configuration and Entity commands too', async () => {
    const { assignment } = await newAssignment(t, operatorA);
    const attemptId = randomUUID();
    await claim(t, orgA.system, assignment.id, agentA, { attemptId, claimExpiresAt: await soonInDatabaseTime(t, 100) });
    await waitUntilDatabaseTime(t, await soonInDatabaseTime(t, 120));
    await recoverExpiredClaim(t.db, orgA.system, { assignmentId: assignment.id, attemptId });
    const actorId = randomUUID();
    const entityId = randomUUID();
    await registerActor(t.db, orgA.system, { actorId, kind: 'AI_AGENT', displayName: 'Writer' });
    await publishAgentConfiguration(t.db, orgA.system, { agentId: actorId, version: 1, configuration: { model: 'w' } });
    await createEntity(t.db, operatorA, { entityId, mediaType: 'text/plain', content: 'same' });
    await deactivateActor(t.db, orgA.system, { actorId });
    const before = await countEvents(t, orgA.organizationId);

    expect((await recoverExpiredClaim(t.db, orgA.system, { assignmentId: assignment.id, attemptId })).replayed).toBe(true);
    expect((await registerActor(t.db, orgA.system, { actorId, kind: 'AI_AGENT', displayName: 'Writer' })).replayed).toBe(true);
    expect((await createEntity(t.db, operatorA, { entityId, mediaType: 'text/plain', content: 'same' })).replayed).toBe(true);
    expect((await deactivateActor(t.db, orgA.system, { actorId })).replayed).toBe(true);
    expect(await countEvents(t, orgA.organizationId)).toBe(before);
  });

  it('refuses an id reused for different facts, and writes nothing', async () => {
    const assignmentId = randomUUID();
    const eventId = randomUUID();
    const { assignment } = await newAssignment(t, operatorA, { assignmentId, eventId, title: 'Original' });
    const attemptId = randomUUID();
    await claim(t, orgA.system, assignment.id, agentA, { attemptId });
    const other = await newAssignment(t, operatorA);
    // Two deactivated Actors: the one's event id is not a retry of the other's deactivation.
    const [first, second] = [randomUUID(), randomUUID()];
    const firstDeactivation = randomUUID();
    for (const actorId of [first, second])
      await registerActor(t.db, orgA.system, { actorId, kind: 'HUMAN', displayName: 'Gone' });
    await deactivateActor(t.db, orgA.system, { actorId: first, eventId: firstDeactivation });
    await deactivateActor(t.db, orgA.system, { actorId: second });
    const conflicts: [string, () => Promise<unknown>][] = [
      [
        'event id of another actor\u2019s deactivation',
        () => deactivateActor(t.db, orgA.system, { actorId: second, eventId: firstDeactivation }),
      ],
      ['assignment id, other title', () => newAssignment(t, operatorA, { assignmentId, title: 'Changed' })],
      [
        'assignment id, other goal',
        () =>
          createAssignment(t.db, operatorA, {
            assignmentId,
            title: 'Original',
            goal: { mediaType: 'text/plain', content: 'another goal' },
          }),
      ],
      ['assignment id, other creator', () => newAssignment(t, orgA.system, { assignmentId, title: 'Original' })],
      ['event id, other assignment', () => newAssignment(t, operatorA, { eventId })],
      ['attempt id, other assignment', () => claim(t, orgA.system, other.assignment.id, agentA, { attemptId })],
      [
        'event id reused by a claim',
        () =>
          claimAssignment(t.db, orgA.system, {
            assignmentId: other.assignment.id,
            agentId: agentA,
            configurationVersion: 1,
            eventId,
          }),
      ],
      [
        'actor id, other kind',
        () => registerActor(t.db, orgA.system, { actorId: agentA, kind: 'HUMAN', displayName: 'Reader agent' }),
      ],
      [
        'configuration version, other content',
        () =>
          publishAgentConfiguration(t.db, orgA.system, {
            agentId: agentA,
            version: 1,
            configuration: { model: 'other' },
          }),
      ],
      [
        'entity id, other content',
        () => createEntity(t.db, operatorA, { entityId: assignment.goalEntityId, mediaType: 'text/plain', content: 'x' }),
      ],
      [
        'event id reused by an append',
        () =>
          appendEvent(t.db, orgA.system, {
            eventId,
            kind: 'tool.call',
            payloadVersion: 1,
            attemptId,
            payload: { call_id: 'c', tool_name: 't', arguments: {} },
          }),
      ],
    ];
    for (const [what, attempt] of conflicts) {
      const before = await countEvents(t, orgA.organizationId);
      const refusal = await attempt().then(
        () => 'accepted',
        (e: unknown) => e,
      );
      expect(refusal, what).toBeInstanceOf(IdentityConflict);
      expect(await countEvents(t, orgA.organizationId), what).toBe(before);
    }
  });

  it('a claim must pin a version that exists for that agent', async () => {
    const { assignment } = await newAssignment(t, operatorA);
    await refusedAtomically(
      () => claimAssignment(t.db, orgA.system, { assignmentId: assignment.id, agentId: agentA, configurationVersion: 9 }),
      ConfigurationVersionNotFound,
    );
    await refusedAtomically(() => claim(t, orgA.system, assignment.id, operatorA.actorId), ActorNotActiveAgent);
  });
});
