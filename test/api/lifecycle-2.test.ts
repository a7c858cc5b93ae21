// The seed's required proofs 9-13 (seeds/000 "Required proof") through the GraphQL API: freshness,
// the guarded generic append, the organization boundary, and idempotency with identity conflicts.
import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, type GraphQLResponse, nodesOf, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { soonInDatabaseTime, waitUntilDatabaseTime } from '../helpers/factories.js';
import { appendUnprojected, countEvents } from '../helpers/ledger.js';

const t = useTestDatabase();
const api = useYoga(t);

const RegisterActor = graphql(`
  mutation Lc2RegisterActor($input: RegisterActorInput!) {
    registerActor(input: $input) { __typename ... on RegisterActorSuccess { replayed actor { id kind } } ... on Error { code message } }
  }
`);
const PublishConfiguration = graphql(`
  mutation Lc2PublishConfiguration($input: PublishAgentConfigurationInput!) {
    publishAgentConfiguration(input: $input) {
      __typename ... on PublishAgentConfigurationSuccess { replayed agentConfiguration { version configuration } } ... on Error { code message }
    }
  }
`);
const CreateEntity = graphql(`
  mutation Lc2CreateEntity($input: CreateEntityInput!) {
    createEntity(input: $input) { __typename ... on CreateEntitySuccess { replayed entity { id content } } ... on Error { code message } }
  }
`);
const CreateAssignment = graphql(`
  mutation Lc2CreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      __typename
      ... on CreateAssignmentSuccess { replayed assignment { id state goalEntity { id } } }
      ... on AssignmentStateStale { reason pendingSeq }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);
const Claim = graphql(`
  mutation Lc2Claim($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) {
      __typename
      ... on ClaimAssignmentSuccess { replayed assignment { state lastAppliedSeq } attempt { id claimExpiresAt } }
      ... on AssignmentStateStale { reason pendingSeq }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);
const End = graphql(`
  mutation Lc2End($input: EndAttemptInput!) {
    endAttempt(input: $input) {
      __typename
      ... on EndAttemptSuccess { replayed assignment { state } attempt { outcome outcomeEntity { id } } }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);
const Recover = graphql(`
  mutation Lc2Recover($input: RecoverExpiredClaimInput!) {
    recoverExpiredClaim(input: $input) { __typename ... on RecoverExpiredClaimSuccess { replayed attempt { outcome } } ... on Error { code } }
  }
`);
const AppendEvent = graphql(`
  mutation Lc2AppendEvent($input: AppendEventInput!) {
    appendEvent(input: $input) {
      __typename
      ... on AppendEventSuccess { replayed event { id seq actorId } }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const Rebuild = graphql(`
  mutation Lc2Rebuild($input: RebuildProjectionInput!) {
    rebuildProjection(input: $input) { __typename ... on RebuildProjectionSuccess { lastAppliedSeq } ... on Error { code } }
  }
`);
const ReadAssignment = graphql(`
  query Lc2Assignment($id: ID!) { assignment(id: $id) { id state lastAppliedSeq activeClaim { attempt { id } } goalEntity { id } } }
`);
const ReadAttempt = graphql(
  `query Lc2Attempt($id: ID!) { attempt(id: $id) { id outcome events { edges { node { kind actorId } } } } }`,
);
const ReadOthers = graphql(`
  query Lc2Others($assignmentId: ID!, $attemptId: ID!, $entityId: ID!, $actorId: ID!) {
    assignment(id: $assignmentId) { id }
    attempt(id: $attemptId) { id }
    entity(id: $entityId) { id }
    actor(id: $actorId) { id }
    events(assignmentId: $assignmentId) { edges { node { id } } }
  }
`);
const Head = graphql(`query Lc2Head($afterSeq: Int) { events(afterSeq: $afterSeq, first: 100) { edges { node { seq kind } } } }`);

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
const exec = <T, V>(o: ApiOrganization, role: keyof ApiOrganization['tokens'], document: TypedDocumentNode<T, V>, variables: V) =>
  execute(api.yoga, document, variables, o.tokens[role]).then(data);
const read = async (id: string) => (await exec(org, 'viewer', ReadAssignment, { id })).assignment;
const goal = { mediaType: 'text/plain', content: 'Read the supplied document and return its access code.' };

async function newAgent(o: ApiOrganization): Promise<string> {
  const { actor } = as(
    (await exec(o, 'operator', RegisterActor, { input: { kind: 'AI_AGENT', displayName: 'Reader agent' } })).registerActor,
    'RegisterActorSuccess',
  );
  as(
    (
      await exec(o, 'operator', PublishConfiguration, {
        input: { agentId: actor.id, version: 1, configuration: { model: 'model-a' } },
      })
    ).publishAgentConfiguration,
    'PublishAgentConfigurationSuccess',
  );
  return actor.id;
}
async function newAssignment(o: ApiOrganization = org): Promise<string> {
  return as((await exec(o, 'operator', CreateAssignment, { input: { goal } })).createAssignment, 'CreateAssignmentSuccess')
    .assignment.id;
}
async function claim(assignmentId: string, o: ApiOrganization = org, agentId: string = agent) {
  return (await exec(o, 'runner', Claim, { input: { assignmentId, agentId, configurationVersion: 1 } })).claimAssignment;
}

beforeAll(async () => {
  org = await apiOrganization(t, 'lifecycle-two');
  agent = await newAgent(org);
});

describe('freshness and the guarded append', () => {
  it('proof 9: an unprojected lifecycle Event after the cursor makes commands stale until rebuild', async () => {
    // Given privileged setup appends an assignment.created that no projection update followed
    const a = await newAssignment();
    const ghost = randomUUID();
    const seq = await appendUnprojected(
      t,
      org.organizationId,
      'assignment.created',
      { assignment_id: ghost, title: null, goal_entity_id: (await read(a))!.goalEntity.id },
      org.operatorActorId,
      ghost,
    );
    const before = await countEvents(t, org.organizationId);
    // When a Runner claims a perfectly valid Assignment, or an operator creates one
    const refusal = as(await claim(a), 'AssignmentStateStale');
    const create = as(
      (await exec(org, 'operator', CreateAssignment, { input: { goal } })).createAssignment,
      'AssignmentStateStale',
    );
    // Then both are refused as stale, naming the pending event, and nothing is written
    expect(refusal).toMatchObject({ code: 'ASSIGNMENT_STATE_STALE', reason: 'BEHIND', pendingSeq: seq });
    expect(create).toMatchObject({ reason: 'BEHIND', pendingSeq: seq });
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect(await read(a)).toMatchObject({ state: 'READY', activeClaim: null });
    expect(await read(ghost)).toBeNull();
    // And after the System Actor's rebuild the claim goes through and the ghost is materialized
    const rebuilt = as(
      (await exec(org, 'system', Rebuild, { input: { projection: 'ASSIGNMENTS' } })).rebuildProjection,
      'RebuildProjectionSuccess',
    );
    expect(rebuilt.lastAppliedSeq).toBeGreaterThanOrEqual(seq);
    expect(as(await claim(a), 'ClaimAssignmentSuccess').assignment.state).toBe('RUNNING');
    expect(await read(ghost)).toMatchObject({ id: ghost, state: 'READY' });
  });

  it('proof 10: a head advanced only by model and tool Events does not make the Assignment stale', async () => {
    // Given a running Attempt whose Runner records its model and tool calls
    const a = await newAssignment();
    const attemptId = as(await claim(a), 'ClaimAssignmentSuccess').attempt!.id;
    for (let i = 0; i < 5; i++) {
      as(
        (
          await exec(org, 'runner', AppendEvent, {
            input: {
              kind: 'llm.request',
              payloadVersion: 1,
              attemptId,
              payload: { call_id: `c${i}`, model: 'model-a', messages: [] },
            },
          })
        ).appendEvent,
        'AppendEventSuccess',
      );
      as(
        (
          await exec(org, 'runner', AppendEvent, {
            input: {
              kind: 'tool.call',
              payloadVersion: 1,
              assignmentId: a,
              attemptId,
              payload: { call_id: `t${i}`, tool_name: 'search', arguments: {} },
            },
          })
        ).appendEvent,
        'AppendEventSuccess',
      );
    }
    // The organization head is now past the Assignment's last applied Event, by unrelated kinds only
    const { lastAppliedSeq } = (await read(a))!;
    const later = nodesOf((await exec(org, 'viewer', Head, { afterSeq: lastAppliedSeq })).events);
    expect(later).toHaveLength(10);
    expect(new Set(later.map((e) => e.kind))).toEqual(new Set(['llm.request', 'tool.call']));
    // When the Runner ends the Attempt and claims again, neither is falsely refused
    expect(
      as(
        (await exec(org, 'runner', End, { input: { assignmentId: a, attemptId, outcome: 'FAILED' } })).endAttempt,
        'EndAttemptSuccess',
      ).assignment.state,
    ).toBe('READY');
    expect(as(await claim(a), 'ClaimAssignmentSuccess').assignment.state).toBe('RUNNING');
    // And the Attempt's interactions read back in order, attributed to its agent
    const attemptEvents = nodesOf((await exec(org, 'viewer', ReadAttempt, { id: attemptId })).attempt!.events);
    expect(attemptEvents.map((e) => e.kind)).toEqual([
      'attempt.started',
      ...Array.from({ length: 5 }, () => ['llm.request', 'tool.call']).flat(),
      'attempt.ended',
    ]);
    expect(new Set(attemptEvents.map((e) => e.actorId))).toEqual(new Set([agent]));
  });

  it('proof 11: the generic append cannot write Assignment or Attempt lifecycle Events', async () => {
    const a = await newAssignment();
    const attemptId = as(await claim(a), 'ClaimAssignmentSuccess').attempt!.id;
    const before = await countEvents(t, org.organizationId);
    for (const role of ['runner', 'system'] as const) {
      for (const kind of ['assignment.created', 'attempt.started', 'attempt.ended', 'assignment.cancelled']) {
        const refusal = as(
          (
            await exec(org, role, AppendEvent, {
              input: {
                kind,
                payloadVersion: 1,
                assignmentId: a,
                attemptId,
                payload: { assignment_id: a, attempt_id: attemptId, outcome: 'COMPLETED' },
              },
            })
          ).appendEvent,
          'GuardedEventKind',
        );
        expect(refusal.code, kind).toBe('GUARDED_EVENT_KIND');
      }
    }
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect(await read(a)).toMatchObject({ state: 'RUNNING', activeClaim: { attempt: { id: attemptId } } });
  });
});

describe('the organization boundary', () => {
  it("proof 12: another organization's Actor, Entity, Assignment and Attempt are refused atomically and read as not found", async () => {
    // Given a running Assignment and an Entity in A, and a ready Assignment and an agent in B
    const orgB = await apiOrganization(t, 'lifecycle-other');
    const agentB = await newAgent(orgB);
    const inA = await newAssignment();
    const attemptA = as(await claim(inA), 'ClaimAssignmentSuccess').attempt!.id;
    const entityA = as(
      (await exec(org, 'operator', CreateEntity, { input: { mediaType: 'text/plain', content: 'A only' } })).createEntity,
      'CreateEntitySuccess',
    ).entity.id;
    const inB = await newAssignment(orgB);
    const runningB = await newAssignment(orgB);
    const attemptB = as(await claim(runningB, orgB, agentB), 'ClaimAssignmentSuccess').attempt!.id;
    const counts = async () => [await countEvents(t, org.organizationId), await countEvents(t, orgB.organizationId)];
    const before = await counts();

    // When B's callers name A's agent, entity, assignment and attempt, each is refused as not found here
    const refusals = [
      (await claim(inB, orgB, agent)).__typename,
      (await exec(orgB, 'operator', CreateAssignment, { input: { goalEntityId: entityA } })).createAssignment.__typename,
      (await claim(inA, orgB, agentB)).__typename,
      (await exec(orgB, 'runner', End, { input: { assignmentId: inB, attemptId: attemptA, outcome: 'FAILED' } })).endAttempt
        .__typename,
      (
        await exec(orgB, 'runner', End, {
          input: { assignmentId: runningB, attemptId: attemptB, outcome: 'COMPLETED', outcomeEntityId: entityA },
        })
      ).endAttempt.__typename,
      (
        await exec(orgB, 'runner', AppendEvent, {
          input: {
            kind: 'tool.call',
            payloadVersion: 1,
            attemptId: attemptA,
            payload: { call_id: 'x', tool_name: 't', arguments: {} },
          },
        })
      ).appendEvent.__typename,
      (await exec(orgB, 'runner', CreateEntity, { input: { mediaType: 'text/plain', content: 'x', attemptId: attemptA } }))
        .createEntity.__typename,
      (await exec(orgB, 'operator', PublishConfiguration, { input: { agentId: agent, version: 2, configuration: {} } }))
        .publishAgentConfiguration.__typename,
      (await exec(orgB, 'system', Recover, { input: { assignmentId: inA, attemptId: attemptA } })).recoverExpiredClaim.__typename,
    ];
    // Then each refusal is typed, and neither organization's ledger moved
    expect(refusals).toEqual([
      'ActorNotActiveAgent',
      'EntityNotFound',
      'AssignmentNotFound',
      'AttemptNotActive',
      'EntityNotFound',
      'AttemptNotActive',
      'AttemptNotActive',
      'ActorNotActiveAgent',
      'AssignmentNotFound',
    ]);
    expect(await counts()).toEqual(before);
    // And B reads A's ids as not found
    expect(
      await exec(orgB, 'viewer', ReadOthers, { assignmentId: inA, attemptId: attemptA, entityId: entityA, actorId: agent }),
    ).toEqual({ assignment: null, attempt: null, entity: null, actor: null, events: { edges: [] } });
    expect(await read(inA)).toMatchObject({ state: 'RUNNING', activeClaim: { attempt: { id: attemptA } } });
    expect(as(await claim(inB, orgB, agentB), 'ClaimAssignmentSuccess').assignment.state).toBe('RUNNING');
  });
});

describe('idempotency and identity', () => {
  it('proof 13: replays every command retried with the same ids and facts, writing nothing', async () => {
    // Given each command sent once with caller-chosen ids
    const ids = {
      actor: randomUUID(),
      entity: randomUUID(),
      assignment: randomUUID(),
      created: randomUUID(),
      attempt: randomUUID(),
      evidence: randomUUID(),
      ended: randomUUID(),
      recovered: randomUUID(),
    };
    const sends = {
      register: () =>
        exec(org, 'operator', RegisterActor, { input: { actorId: ids.actor, kind: 'AI_AGENT', displayName: 'Writer' } }),
      publish: () =>
        exec(org, 'operator', PublishConfiguration, { input: { agentId: ids.actor, version: 1, configuration: { model: 'w' } } }),
      entity: () =>
        exec(org, 'operator', CreateEntity, { input: { entityId: ids.entity, mediaType: 'text/plain', content: 'same' } }),
      create: () =>
        exec(org, 'operator', CreateAssignment, {
          input: { assignmentId: ids.assignment, eventId: ids.created, title: 'Summary', goal },
        }),
      claim: () =>
        exec(org, 'runner', Claim, {
          input: {
            assignmentId: ids.assignment,
            agentId: ids.actor,
            configurationVersion: 1,
            attemptId: ids.attempt,
            claimTtlSeconds: 600,
          },
        }),
      append: () =>
        exec(org, 'runner', AppendEvent, {
          input: {
            eventId: ids.evidence,
            kind: 'llm.request',
            payloadVersion: 1,
            attemptId: ids.attempt,
            payload: { call_id: 'r1', model: 'w', messages: [{ role: 'user', content: 'hi' }] },
          },
        }),
      end: () =>
        exec(org, 'runner', End, {
          input: {
            assignmentId: ids.assignment,
            attemptId: ids.attempt,
            eventId: ids.ended,
            outcome: 'COMPLETED',
            outcomeEntity: { mediaType: 'text/markdown', content: '# Summary' },
          },
        }),
    };
    const first = {
      register: as((await sends.register()).registerActor, 'RegisterActorSuccess'),
      publish: as((await sends.publish()).publishAgentConfiguration, 'PublishAgentConfigurationSuccess'),
      entity: as((await sends.entity()).createEntity, 'CreateEntitySuccess'),
      create: as((await sends.create()).createAssignment, 'CreateAssignmentSuccess'),
      claim: as((await sends.claim()).claimAssignment, 'ClaimAssignmentSuccess'),
      append: as((await sends.append()).appendEvent, 'AppendEventSuccess'),
    };
    // (a claim's and the evidence's retries replay while their Attempt is the active one)
    const claimWhileActive = as((await sends.claim()).claimAssignment, 'ClaimAssignmentSuccess');
    expect(claimWhileActive).toMatchObject({ replayed: true, attempt: first.claim.attempt, assignment: { state: 'RUNNING' } });
    const appendWhileActive = as((await sends.append()).appendEvent, 'AppendEventSuccess');
    expect(appendWhileActive).toMatchObject({ replayed: true, event: first.append.event });
    const ended = as((await sends.end()).endAttempt, 'EndAttemptSuccess');
    // and an expired claim recovered
    const b = await newAssignment();
    const at = await soonInDatabaseTime(t, 300);
    const lapsed = as(
      (
        await exec(org, 'runner', Claim, {
          input: { assignmentId: b, agentId: agent, configurationVersion: 1, claimExpiresAt: at.toISOString() },
        })
      ).claimAssignment,
      'ClaimAssignmentSuccess',
    ).attempt!.id;
    await waitUntilDatabaseTime(t, at);
    const recover = () => exec(org, 'system', Recover, { input: { assignmentId: b, attemptId: lapsed, eventId: ids.recovered } });
    expect(as((await recover()).recoverExpiredClaim, 'RecoverExpiredClaimSuccess').replayed).toBe(false);
    const before = await countEvents(t, org.organizationId);

    // When each is sent again (a Runner that lost the response), after the state moved on
    const again = {
      register: as((await sends.register()).registerActor, 'RegisterActorSuccess'),
      publish: as((await sends.publish()).publishAgentConfiguration, 'PublishAgentConfigurationSuccess'),
      entity: as((await sends.entity()).createEntity, 'CreateEntitySuccess'),
      create: as((await sends.create()).createAssignment, 'CreateAssignmentSuccess'),
      end: as((await sends.end()).endAttempt, 'EndAttemptSuccess'),
      recover: as((await recover()).recoverExpiredClaim, 'RecoverExpiredClaimSuccess'),
    };
    // but the claim's and the evidence's retries, their Attempt ended, revive nothing: refused
    const claimLate = as((await sends.claim()).claimAssignment, 'AssignmentCompleted');
    const appendLate = as((await sends.append()).appendEvent, 'AttemptNotActive');

    // Then each answers with the original facts, marked replayed, and the ledger did not move
    expect([...Object.values(first), ended].map((r) => r.replayed)).toEqual([false, false, false, false, false, false, false]);
    expect(Object.values(again).map((r) => r.replayed)).toEqual([true, true, true, true, true, true]);
    expect(again.entity.entity).toEqual(first.entity.entity);
    expect(again.create.assignment.goalEntity).toEqual(first.create.assignment.goalEntity);
    expect([claimLate.code, appendLate.code]).toEqual(['ASSIGNMENT_COMPLETED', 'ATTEMPT_NOT_ACTIVE']);
    expect(again.end.attempt!.outcomeEntity).toEqual(ended.attempt!.outcomeEntity);
    expect(again.recover.attempt!.outcome).toBe('ABANDONED');
    expect(await countEvents(t, org.organizationId)).toBe(before);
  });

  it('proof 13: refuses an id reused for different facts as IdentityConflict, and writes nothing', async () => {
    const assignmentId = randomUUID();
    const eventId = randomUUID();
    const created = as(
      (await exec(org, 'operator', CreateAssignment, { input: { assignmentId, eventId, title: 'Original', goal } }))
        .createAssignment,
      'CreateAssignmentSuccess',
    );
    const attemptId = as(
      (
        await exec(org, 'runner', Claim, {
          input: { assignmentId, agentId: agent, configurationVersion: 1, attemptId: randomUUID() },
        })
      ).claimAssignment,
      'ClaimAssignmentSuccess',
    ).attempt!.id;
    const other = await newAssignment();
    const conflicts: [string, () => Promise<{ __typename: string }>][] = [
      [
        'assignment id, other title',
        async () =>
          (await exec(org, 'operator', CreateAssignment, { input: { assignmentId, title: 'Changed', goal } })).createAssignment,
      ],
      [
        'assignment id, other goal',
        async () =>
          (
            await exec(org, 'operator', CreateAssignment, {
              input: { assignmentId, title: 'Original', goal: { mediaType: 'text/plain', content: 'another goal' } },
            })
          ).createAssignment,
      ],
      [
        'event id, other assignment',
        async () => (await exec(org, 'operator', CreateAssignment, { input: { eventId, goal } })).createAssignment,
      ],
      [
        'attempt id, other assignment',
        async () =>
          (
            await exec(org, 'runner', Claim, {
              input: { assignmentId: other, agentId: agent, configurationVersion: 1, attemptId },
            })
          ).claimAssignment,
      ],
      [
        'event id reused by a claim',
        async () =>
          (await exec(org, 'runner', Claim, { input: { assignmentId: other, agentId: agent, configurationVersion: 1, eventId } }))
            .claimAssignment,
      ],
      [
        'actor id, other kind',
        async () =>
          (await exec(org, 'operator', RegisterActor, { input: { actorId: agent, kind: 'HUMAN', displayName: 'Reader agent' } }))
            .registerActor,
      ],
      [
        'configuration version, other content',
        async () =>
          (
            await exec(org, 'operator', PublishConfiguration, {
              input: { agentId: agent, version: 1, configuration: { model: 'other' } },
            })
          ).publishAgentConfiguration,
      ],
      [
        'entity id, other content',
        async () =>
          (
            await exec(org, 'operator', CreateEntity, {
              input: { entityId: created.assignment.goalEntity.id, mediaType: 'text/plain', content: 'x' },
            })
          ).createEntity,
      ],
      [
        'event id reused by an append',
        async () =>
          (
            await exec(org, 'runner', AppendEvent, {
              input: {
                eventId,
                kind: 'tool.call',
                payloadVersion: 1,
                attemptId,
                payload: { call_id: 'c', tool_name: 't', arguments: {} },
              },
            })
          ).appendEvent,
      ],
    ];
    for (const [what, send] of conflicts) {
      const before = await countEvents(t, org.organizationId);
      expect((await send()).__typename, what).toBe('IdentityConflict');
      expect(await countEvents(t, org.organizationId), what).toBe(before);
    }
    expect(await read(assignmentId)).toMatchObject({ state: 'RUNNING', activeClaim: { attempt: { id: attemptId } } });
  });

  it('proof 13: refuses malformed input as a ValidationError naming each field, and writes nothing', async () => {
    const a = await newAssignment();
    const before = await countEvents(t, org.organizationId);
    const both = as(
      (await exec(org, 'operator', CreateAssignment, { input: { goal, goalEntityId: randomUUID() } })).createAssignment,
      'ValidationError',
    );
    const expiry = as(
      (
        await exec(org, 'runner', Claim, {
          input: {
            assignmentId: a,
            agentId: agent,
            configurationVersion: 1,
            claimTtlSeconds: 60,
            claimExpiresAt: new Date(Date.now() + 60_000).toISOString(),
          },
        })
      ).claimAssignment,
      'ValidationError',
    );
    const notUuid = as(
      (await exec(org, 'runner', Claim, { input: { assignmentId: 'not-a-uuid', agentId: agent, configurationVersion: 1 } }))
        .claimAssignment,
      'ValidationError',
    );
    const noOutcome = as(
      (await exec(org, 'runner', End, { input: { assignmentId: a, attemptId: randomUUID(), outcome: 'COMPLETED' } })).endAttempt,
      'ValidationError',
    );
    // (paths name the field, as input.<field> or <field>)
    const field = (name: string) => expect.stringMatching(new RegExp(`(^|\\.)${name}$`));
    expect(both).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: field('goal') }] });
    expect(expiry.issues).toEqual([expect.objectContaining({ path: field('claimTtlSeconds') })]);
    expect(notUuid.issues).toEqual([{ path: field('assignmentId'), message: expect.stringMatching(/UUID/) }]);
    expect(noOutcome.issues).toEqual([expect.objectContaining({ path: field('outcomeEntity') })]);
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect(await read(a)).toMatchObject({ state: 'READY' });
  });
});
