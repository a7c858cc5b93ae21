// The seed's required proofs 1-8 (seeds/000 "Required proof") replayed through the GraphQL API: one
// Assignment A from creation to completion and rebuild, as a Runner (RUNNER token), an operator
// (OPERATOR token) and the organization's System Actor (SYSTEM token) would drive it.
import { createHash, randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, type GraphQLResponse, nodesOf, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { soonInDatabaseTime, waitUntilDatabaseTime } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { assignmentRowText, countEvents } from '../helpers/ledger.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();
const api = useYoga(t);

const RegisterActor = graphql(`
  mutation LcRegisterActor($input: RegisterActorInput!) {
    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id } } ... on Error { code message } }
  }
`);
const PublishConfiguration = graphql(`
  mutation LcPublishConfiguration($input: PublishAgentConfigurationInput!) {
    publishAgentConfiguration(input: $input) {
      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version } } ... on Error { code message }
    }
  }
`);
const CreateEntity = graphql(`
  mutation LcCreateEntity($input: CreateEntityInput!) {
    createEntity(input: $input) {
      __typename
      ... on CreateEntitySuccess { entity { id sha256 } }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const CreateAssignment = graphql(`
  mutation LcCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      __typename
      ... on CreateAssignmentSuccess { assignment { id state title activeClaim { expiresAt } createdBy { id } goalEntity { id sha256 } } }
      ... on Error { code message }
    }
  }
`);
const Claim = graphql(`
  mutation LcClaim($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) {
      __typename
      ... on ClaimAssignmentSuccess { replayed assignment { state activeClaim { expiresAt } } attempt { id } }
      ... on ClaimConflict { attemptId agentId expiresAt }
      ... on Error { code message }
    }
  }
`);
const End = graphql(`
  mutation LcEnd($input: EndAttemptInput!) {
    endAttempt(input: $input) {
      __typename
      ... on EndAttemptSuccess {
        assignment { state completedAt activeClaim { expiresAt } outcomeEntity { id } }
        attempt { id outcome failureReason endedBy { id } outcomeEntity { id content mediaType sha256 generatedByAttemptId } }
      }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const Recover = graphql(`
  mutation LcRecover($input: RecoverExpiredClaimInput!) {
    recoverExpiredClaim(input: $input) {
      __typename
      ... on RecoverExpiredClaimSuccess { assignment { state activeClaim { expiresAt } } attempt { id outcome endedBy { id } } }
      ... on ClaimNotExpired { attemptId expiresAt }
      ... on AttemptNotActive { notActiveAttemptId: attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const AppendEvent = graphql(`
  mutation LcAppendEvent($input: AppendEventInput!) {
    appendEvent(input: $input) {
      __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }
    }
  }
`);
const Rebuild = graphql(`
  mutation LcRebuild($input: RebuildProjectionInput!) {
    rebuildProjection(input: $input) {
      __typename ... on RebuildProjectionSuccess { projection batches applied lastAppliedSeq } ... on Error { code message }
    }
  }
`);
const ReadAssignment = graphql(`
  query LcAssignment($id: ID!) {
    assignment(id: $id) {
      id state title lastAppliedSeq completedAt attemptCount
      createdBy { id }
      goalEntity { id sha256 }
      activeClaim { attempt { id } agent { id } configurationVersion expiresAt }
      outcomeEntity { id content sha256 generatedByAttemptId }
      attempts { edges { node {
        id outcome failureReason configurationVersion claimExpiresAt agent { id } endedBy { id } outcomeEntity { id }
      } } }
    }
  }
`);
const ReadEvents = graphql(`
  query LcEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {
    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) {
      edges { node { id seq kind payload actorId recordedBy { id } attemptId followsEventId } }
    }
  }
`);

/** Asserts the union member by __typename and narrows to it. */
function as<T extends { __typename: string }, N extends T['__typename']>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename: N }> {
  expect(value?.__typename, JSON.stringify(value)).toBe(typename);
  return value as Extract<T, { __typename: N }>;
}
function data<T>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}

let org: ApiOrganization;
let agent: string;
let otherAgent: string;
const run = <T, V>(document: TypedDocumentNode<T, V>, variables: V, role: keyof ApiOrganization['tokens']) =>
  execute(api.yoga, document, variables, org.tokens[role]);
/** The Assignment, with the nodes of its attempts (all of them: the default page of 20 is larger than any here). */
const read = async (id: string) => {
  const assignment = data(await run(ReadAssignment, { id }, 'viewer')).assignment!;
  return { ...assignment, attempts: nodesOf(assignment.attempts) };
};
const events = async (filter: { kinds?: string[]; assignmentId?: string; attemptId?: string }) =>
  nodesOf(data(await run(ReadEvents, filter, 'viewer')).events);
const claim = async (assignmentId: string, agentId: string, extra: { attemptId?: string; claimExpiresAt?: string } = {}) =>
  data(await run(Claim, { input: { assignmentId, agentId, configurationVersion: 1, ...extra } }, 'runner')).claimAssignment;

async function newAgent(name: string): Promise<string> {
  const registered = as(
    data(await run(RegisterActor, { input: { kind: 'AI_AGENT', displayName: name } }, 'operator')).registerActor,
    'RegisterActorSuccess',
  );
  as(
    data(
      await run(
        PublishConfiguration,
        {
          input: {
            agentId: registered.actor.id,
            version: 1,
            configuration: { model: 'model-a', instructions: 'Read and answer.', tools: [] },
          },
        },
        'operator',
      ),
    ).publishAgentConfiguration,
    'PublishAgentConfigurationSuccess',
  );
  return registered.actor.id;
}

beforeAll(async () => {
  org = await apiOrganization(t, 'lifecycle');
  agent = await newAgent('Reader agent');
  otherAgent = await newAgent('Second reader');
});

/** A claim of `a` that expires a few hundred milliseconds from now (database time), then has expired. */
async function expiredClaim(a: string, agentId: string): Promise<string> {
  const attemptId = randomUUID();
  const at = await soonInDatabaseTime(t, 300);
  as(await claim(a, agentId, { attemptId, claimExpiresAt: at.toISOString() }), 'ClaimAssignmentSuccess');
  await waitUntilDatabaseTime(t, at);
  return attemptId;
}

describe('Assignment A, from creation to completion, through the API', () => {
  let a: string;
  let winner: string;

  it('proof 1: creating A with a real same-organization goal Entity makes it READY', async () => {
    // Given a goal Entity the operator stored in the organization
    const entity = as(
      data(await run(CreateEntity, { input: { mediaType: 'text/plain', content: 'Access code: 7731' } }, 'operator'))
        .createEntity,
      'CreateEntitySuccess',
    ).entity;
    // When the operator creates the Assignment naming it
    const created = as(
      data(await run(CreateAssignment, { input: { goalEntityId: entity.id, title: 'Return the access code' } }, 'operator'))
        .createAssignment,
      'CreateAssignmentSuccess',
    );
    a = created.assignment.id;
    // Then it is READY with that goal, attributed to its creator, and reads back at once
    expect(created.assignment).toMatchObject({
      state: 'READY',
      activeClaim: null,
      createdBy: { id: org.operatorActorId },
      goalEntity: { id: entity.id, sha256: entity.sha256 },
    });
    expect(await read(a)).toMatchObject({
      state: 'READY',
      title: 'Return the access code',
      activeClaim: null,
      outcomeEntity: null,
      attempts: [],
      goalEntity: { id: entity.id },
    });
    const [event, ...more] = await events({ kinds: ['assignment.created'], assignmentId: a });
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actorId: org.operatorActorId,
      payload: { goal_entity_id: entity.id, title: 'Return the access code' },
    });
  });

  it('proof 2: of two racing claims exactly one attempt.started and one active claim commit', async () => {
    // Given claim 1 holding its transaction open
    winner = randomUUID();
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(
      functionQuery('claim_assignment', {
        organization_id: org.organizationId,
        caller_id: org.runnerActorId,
        assignment_id: a,
        agent_id: agent,
        configuration_version: 1,
        attempt_id: winner,
        event_id: null,
        claim_expires_at: null,
        claim_ttl_seconds: 60,
        max_claim_seconds: 3600,
      }),
    );
    // When claim 2 arrives through the API, it waits on the lock until claim 1 commits
    const second = run(
      Claim,
      { input: { assignmentId: a, agentId: otherAgent, configurationVersion: 1, attemptId: randomUUID() } },
      'runner',
    );
    await waitForLockWaiters(t, 'claim_assignment');
    await held.commit();
    // Then it is refused, told which Attempt holds the claim, for which agent and until when
    const refusal = as(data(await second).claimAssignment, 'ClaimConflict');
    const state = await read(a);
    expect(refusal).toMatchObject({
      code: 'CLAIM_CONFLICT',
      attemptId: winner,
      agentId: agent,
      expiresAt: state.activeClaim!.expiresAt,
    });
    expect(Date.parse(refusal.expiresAt)).toBeGreaterThan(Date.now());
    // And exactly one start and one active claim exist
    expect((await events({ kinds: ['attempt.started'], assignmentId: a })).map((e) => e.attemptId)).toEqual([winner]);
    expect(state).toMatchObject({
      state: 'RUNNING',
      activeClaim: { attempt: { id: winner }, agent: { id: agent }, configurationVersion: 1 },
    });
    expect(state.attempts.map((x) => [x.id, x.outcome])).toEqual([[winner, null]]);
  });

  it('proof 3: a FAILED ending returns A to READY and the failed Attempt stays in history', async () => {
    const ended = as(
      data(
        await run(
          End,
          { input: { assignmentId: a, attemptId: winner, outcome: 'FAILED', failureReason: 'model timed out' } },
          'runner',
        ),
      ).endAttempt,
      'EndAttemptSuccess',
    );
    expect(ended.assignment).toMatchObject({ state: 'READY', activeClaim: null, outcomeEntity: null });
    expect(ended.attempt).toMatchObject({
      id: winner,
      outcome: 'FAILED',
      failureReason: 'model timed out',
      endedBy: { id: agent },
    });
    expect((await read(a)).attempts).toMatchObject([
      { id: winner, outcome: 'FAILED', failureReason: 'model timed out', endedBy: { id: agent } },
    ]);
    const [started, ending, ...more] = await events({ attemptId: winner });
    expect(more).toEqual([]);
    expect(started).toMatchObject({ kind: 'attempt.started', actorId: agent, recordedBy: { id: org.runnerActorId } });
    expect(ending).toMatchObject({
      kind: 'attempt.ended',
      followsEventId: started!.id,
      actorId: agent,
      recordedBy: { id: org.runnerActorId },
      payload: { outcome: 'FAILED', failure_reason: 'model timed out' },
    });
  });

  it('proof 4: an expired claim is recovered by a System Actor as ABANDONED and A is READY again', async () => {
    // Given a claim that expires almost at once; recovering it before it expires is refused
    const crashed = randomUUID();
    const at = await soonInDatabaseTime(t, 300);
    as(await claim(a, agent, { attemptId: crashed, claimExpiresAt: at.toISOString() }), 'ClaimAssignmentSuccess');
    const early = as(
      data(await run(Recover, { input: { assignmentId: a, attemptId: crashed } }, 'system')).recoverExpiredClaim,
      'ClaimNotExpired',
    );
    expect(early).toMatchObject({ code: 'CLAIM_NOT_EXPIRED', attemptId: crashed, expiresAt: at.toISOString() });
    await waitUntilDatabaseTime(t, at);
    // Only SYSTEM tokens may recover, and only the active Attempt
    for (const role of ['runner', 'operator'] as const) {
      const forbidden = await run(Recover, { input: { assignmentId: a, attemptId: crashed } }, role);
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const other = randomUUID();
    expect(
      as(
        data(await run(Recover, { input: { assignmentId: a, attemptId: other } }, 'system')).recoverExpiredClaim,
        'AttemptNotActive',
      ),
    ).toMatchObject({ notActiveAttemptId: other, activeAttemptId: crashed });
    // When the System Actor recovers it
    const recovered = as(
      data(await run(Recover, { input: { assignmentId: a, attemptId: crashed } }, 'system')).recoverExpiredClaim,
      'RecoverExpiredClaimSuccess',
    );
    // Then the Attempt is ABANDONED, attributed to the System Actor, linked to its start, and A is READY
    expect(recovered).toMatchObject({
      assignment: { state: 'READY', activeClaim: null },
      attempt: { id: crashed, outcome: 'ABANDONED', endedBy: { id: org.systemActorId } },
    });
    const [started, ending] = await events({ attemptId: crashed });
    expect(ending).toMatchObject({
      kind: 'attempt.ended',
      actorId: org.systemActorId,
      followsEventId: started!.id,
      payload: { outcome: 'ABANDONED' },
    });
    expect((await read(a)).attempts.map((x) => [x.outcome, x.endedBy?.id])).toEqual([
      ['FAILED', agent],
      ['ABANDONED', org.systemActorId],
    ]);
  });

  it('proof 5: completion racing recovery: exactly one terminal result commits, in either order', async () => {
    for (const first of ['completion', 'recovery'] as const) {
      // Given a running Attempt whose claim has expired
      const attemptId = await expiredClaim(a, agent);
      const eventsBefore = await countEvents(t, org.organizationId);
      // When one side holds its transaction open and the other, sent through the API, is blocked behind it
      const held = await HeldTransaction.begin(t.appPool);
      if (first === 'completion') {
        await held.query(
          functionQuery('end_attempt', {
            organization_id: org.organizationId,
            caller_id: org.runnerActorId,
            assignment_id: a,
            attempt_id: attemptId,
            outcome: 'FAILED',
            outcome_entity_id: null,
            outcome_media_type: null,
            outcome_content: null,
            failure_reason: 'gave up',
            event_id: null,
          }),
        );
      } else {
        await held.query(
          functionQuery('recover_expired_claim', {
            organization_id: org.organizationId,
            caller_id: org.systemActorId,
            assignment_id: a,
            attempt_id: attemptId,
            event_id: null,
          }),
        );
      }
      const other =
        first === 'completion'
          ? run(Recover, { input: { assignmentId: a, attemptId } }, 'system').then((r) => {
              const refusal = as(data(r).recoverExpiredClaim, 'AttemptNotActive');
              return [refusal.code, refusal.notActiveAttemptId, refusal.activeAttemptId];
            })
          : run(
              End,
              {
                input: {
                  assignmentId: a,
                  attemptId,
                  outcome: 'COMPLETED',
                  outcomeEntity: { mediaType: 'text/plain', content: 'too late' },
                },
              },
              'runner',
            ).then((r) => {
              const refusal = as(data(r).endAttempt, 'AttemptNotActive');
              return [refusal.code, refusal.attemptId, refusal.activeAttemptId];
            });
      await waitForLockWaiters(t, first === 'completion' ? 'recover_expired_claim' : 'end_attempt');
      await held.commit();
      // Then the second is refused as a stale writer, and exactly one ending exists
      expect(await other).toEqual(['ATTEMPT_NOT_ACTIVE', attemptId, null]);
      const endings = await events({ kinds: ['attempt.ended'], attemptId });
      expect(endings.map((e) => (e.payload as { outcome: string }).outcome)).toEqual([
        first === 'completion' ? 'FAILED' : 'ABANDONED',
      ]);
      expect(await countEvents(t, org.organizationId)).toBe(eventsBefore + 1);
      expect(await read(a)).toMatchObject({ state: 'READY', activeClaim: null, outcomeEntity: null });
    }
  });

  let finalAttempt: string;
  let stale: string;
  const output = '{"code":"7731"}';

  it('proof 6: a final Attempt completes with its exact output Entity and A is terminal', async () => {
    // Given a stale Attempt that was recovered, and a final one that claims after it
    stale = await expiredClaim(a, agent);
    as(
      data(await run(Recover, { input: { assignmentId: a, attemptId: stale } }, 'system')).recoverExpiredClaim,
      'RecoverExpiredClaimSuccess',
    );
    finalAttempt = randomUUID();
    as(await claim(a, otherAgent, { attemptId: finalAttempt }), 'ClaimAssignmentSuccess');
    // When it completes with its output
    const done = as(
      data(
        await run(
          End,
          {
            input: {
              assignmentId: a,
              attemptId: finalAttempt,
              outcome: 'COMPLETED',
              outcomeEntity: { mediaType: 'application/json', content: output },
            },
          },
          'runner',
        ),
      ).endAttempt,
      'EndAttemptSuccess',
    );
    // Then A is COMPLETED with exactly that Entity, generated by that Attempt
    const sha256 = createHash('sha256').update(output).digest('hex');
    expect(done.attempt).toMatchObject({
      id: finalAttempt,
      outcome: 'COMPLETED',
      endedBy: { id: otherAgent },
      outcomeEntity: { content: output, mediaType: 'application/json', sha256, generatedByAttemptId: finalAttempt },
    });
    expect(done.assignment).toMatchObject({
      state: 'COMPLETED',
      activeClaim: null,
      outcomeEntity: { id: done.attempt!.outcomeEntity!.id },
    });
    const state = await read(a);
    expect(state).toMatchObject({
      state: 'COMPLETED',
      activeClaim: null,
      outcomeEntity: { content: output, sha256, generatedByAttemptId: finalAttempt },
    });
    expect(state.completedAt).not.toBeNull();
    expect(state.attempts.at(-1)).toMatchObject({
      id: finalAttempt,
      outcome: 'COMPLETED',
      outcomeEntity: { id: state.outcomeEntity!.id },
    });
  });

  it('proof 7: A can be neither claimed nor completed again, and a stale Runner cannot deliver late', async () => {
    const before = await countEvents(t, org.organizationId);
    const state = await read(a);
    expect(as(await claim(a, agent), 'AssignmentCompleted').code).toBe('ASSIGNMENT_COMPLETED');
    expect(
      as(
        data(await run(End, { input: { assignmentId: a, attemptId: finalAttempt, outcome: 'FAILED' } }, 'runner')).endAttempt,
        'AssignmentCompleted',
      ).code,
    ).toBe('ASSIGNMENT_COMPLETED');
    // The recovered Runner comes back with its result, and with its evidence
    expect(
      as(
        data(
          await run(
            End,
            {
              input: {
                assignmentId: a,
                attemptId: stale,
                outcome: 'COMPLETED',
                outcomeEntity: { mediaType: 'text/plain', content: 'late' },
              },
            },
            'runner',
          ),
        ).endAttempt,
        'AssignmentCompleted',
      ).code,
    ).toBe('ASSIGNMENT_COMPLETED');
    expect(
      as(
        data(
          await run(
            AppendEvent,
            {
              input: {
                kind: 'llm.response',
                payloadVersion: 1,
                assignmentId: a,
                attemptId: stale,
                payload: { call_id: 'c1', model: 'model-a', content: 'late' },
              },
            },
            'runner',
          ),
        ).appendEvent,
        'AttemptNotActive',
      ),
    ).toMatchObject({ attemptId: stale, activeAttemptId: null });
    expect(
      as(
        data(await run(CreateEntity, { input: { mediaType: 'text/plain', content: 'late', attemptId: stale } }, 'runner'))
          .createEntity,
        'AttemptNotActive',
      ),
    ).toMatchObject({ attemptId: stale });
    // Nothing was written and A is as it was
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect(await read(a)).toEqual(state);
  });

  it('proof 8: rebuilding from zero leaves state, claim absence, outcome and history unchanged', async () => {
    // Given A as the API shows it, the projection row, and the ledger
    const state = await read(a);
    const row = await assignmentRowText(t, org.organizationId, a);
    const ledger = await events({ assignmentId: a });
    const ledgerSize = await countEvents(t, org.organizationId);
    // Only SYSTEM tokens may rebuild
    expect((await run(Rebuild, { input: { projection: 'ASSIGNMENTS' } }, 'runner')).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    // When the System Actor rebuilds the Assignment projection in small batches
    const rebuilt = as(
      data(await run(Rebuild, { input: { projection: 'ASSIGNMENTS', batchSize: 3 } }, 'system')).rebuildProjection,
      'RebuildProjectionSuccess',
    );
    // Then everything reads back the same and the ledger did not move
    expect(rebuilt).toMatchObject({ projection: 'ASSIGNMENTS', lastAppliedSeq: ledgerSize });
    expect(rebuilt.batches).toBeGreaterThan(1);
    expect(await read(a)).toEqual(state);
    expect(await assignmentRowText(t, org.organizationId, a)).toBe(row);
    expect(state).toMatchObject({ state: 'COMPLETED', activeClaim: null, outcomeEntity: { content: output }, attemptCount: 6 });
    expect(state.attempts.map((x) => x.outcome)).toEqual([
      'FAILED',
      'ABANDONED',
      'FAILED',
      'ABANDONED',
      'ABANDONED',
      'COMPLETED',
    ]);
    expect(await events({ assignmentId: a })).toEqual(ledger);
    expect(await countEvents(t, org.organizationId)).toBe(ledgerSize);
  });
});
