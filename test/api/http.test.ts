// The lifecycle against a real listening server, over HTTP with keep-alive, as Runners would use it:
// claim races, completion racing recovery, the stale Runner's late result, a new user's
// walkthrough, and an exact retry.
import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, type GraphQLResponse, nodesOf, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { soonInDatabaseTime, waitUntilDatabaseTime } from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';
import { post, useListeningServer } from '../helpers/server.js';

const t = useTestDatabase();
const api = useYoga(t);
const server = useListeningServer(api);

const RegisterActor = graphql(`
  mutation HttpRegisterActor($input: RegisterActorInput!) {
    registerActor(input: $input) { __typename ... on RegisterActorSuccess { actor { id kind status } } ... on Error { code message } }
  }
`);
const PublishConfiguration = graphql(`
  mutation HttpPublishConfiguration($input: PublishAgentConfigurationInput!) {
    publishAgentConfiguration(input: $input) {
      __typename ... on PublishAgentConfigurationSuccess { agentConfiguration { version agent { id } } } ... on Error { code message }
    }
  }
`);
const CreateAssignment = graphql(`
  mutation HttpCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      __typename ... on CreateAssignmentSuccess { assignment { id state goalEntity { content } } } ... on Error { code message }
    }
  }
`);
const Claim = graphql(`
  mutation HttpClaim($input: ClaimAssignmentInput!) {
    claimAssignment(input: $input) {
      __typename
      ... on ClaimAssignmentSuccess { replayed assignment { state } attempt { id startedAt claimExpiresAt agent { id } } }
      ... on ClaimConflict { attemptId agentId expiresAt }
      ... on Error { code message }
    }
  }
`);
const End = graphql(`
  mutation HttpEnd($input: EndAttemptInput!) {
    endAttempt(input: $input) {
      __typename
      ... on EndAttemptSuccess { assignment { state } attempt { outcome } }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const Recover = graphql(`
  mutation HttpRecover($input: RecoverExpiredClaimInput!) {
    recoverExpiredClaim(input: $input) {
      __typename
      ... on RecoverExpiredClaimSuccess { assignment { state } attempt { outcome } }
      ... on AttemptNotActive { attemptId activeAttemptId }
      ... on Error { code message }
    }
  }
`);
const AppendEvent = graphql(`
  mutation HttpAppendEvent($input: AppendEventInput!) {
    appendEvent(input: $input) {
      __typename ... on AppendEventSuccess { event { seq } } ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code message }
    }
  }
`);
const ReadAssignment = graphql(`
  query HttpAssignment($id: ID!) {
    assignment(id: $id) {
      id state title
      goalEntity { mediaType content }
      activeClaim { attempt { id } expiresAt }
      outcomeEntity { mediaType content sha256 generatedByAttemptId }
      attempts { edges { node {
        id outcome configurationVersion failureReason
        agent { id displayName } endedBy { id } recordedBy { id } outcomeEntity { content }
        events { edges { node { seq kind actorId } } }
      } } }
    }
  }
`);
const ReadEvents = graphql(`
  query HttpEvents($kinds: [String!], $assignmentId: ID, $attemptId: ID) {
    events(kinds: $kinds, assignmentId: $assignmentId, attemptId: $attemptId, first: 100) { edges { node { seq kind attemptId payload } } }
  }
`);
const Viewer = graphql(`
  query HttpViewer { viewer { role organization { slug } actor { id } } }
`);

function as<T extends { __typename: string }, N extends T['__typename']>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename: N }> {
  expect(value?.__typename, JSON.stringify(value)).toBe(typename);
  return value as Extract<T, { __typename: N }>;
}
function data<T>(response: GraphQLResponse<T>): T {
  expect([response.status, response.errors], JSON.stringify(response.errors)).toEqual([200, undefined]);
  return response.data!;
}

let org: ApiOrganization;
let agents: string[];
const send = <T, V>(o: ApiOrganization, role: keyof ApiOrganization['tokens'], document: TypedDocumentNode<T, V>, variables: V) =>
  post(server.url, document, variables, o.tokens[role]).then(data);
const events = async (o: ApiOrganization, filter: { kinds?: string[]; assignmentId?: string; attemptId?: string }) =>
  nodesOf((await send(o, 'viewer', ReadEvents, filter)).events);
/** The Assignment with the nodes of its attempts and their events (all: the default pages, 20 and 50, hold more than any here). */
const read = async (o: ApiOrganization, id: string) => {
  const assignment = (await send(o, 'viewer', ReadAssignment, { id })).assignment!;
  return { ...assignment, attempts: nodesOf(assignment.attempts).map((a) => ({ ...a, events: nodesOf(a.events) })) };
};

async function newAgent(o: ApiOrganization, displayName: string): Promise<string> {
  const { actor } = as(
    (await send(o, 'operator', RegisterActor, { input: { kind: 'AI_AGENT', displayName } })).registerActor,
    'RegisterActorSuccess',
  );
  as(
    (
      await send(o, 'operator', PublishConfiguration, {
        input: { agentId: actor.id, version: 1, configuration: { model: 'model-a' } },
      })
    ).publishAgentConfiguration,
    'PublishAgentConfigurationSuccess',
  );
  return actor.id;
}
async function newAssignments(n: number): Promise<string[]> {
  return Promise.all(
    Array.from(
      { length: n },
      async (_, i) =>
        as(
          (
            await send(org, 'operator', CreateAssignment, {
              input: { title: `task ${i}`, goal: { mediaType: 'text/plain', content: `Return access code ${i}.` } },
            })
          ).createAssignment,
          'CreateAssignmentSuccess',
        ).assignment.id,
    ),
  );
}

beforeAll(async () => {
  org = await apiOrganization(t, 'http');
  agents = await Promise.all([0, 1, 2, 3].map((i) => newAgent(org, `agent ${i}`)));
});

/** 32 Runners claim one Assignment at once, each with its own attempt id; proves one winner. */
async function claimRace(assignmentId: string): Promise<void> {
  // When 32 claims arrive at once
  const attemptIds = Array.from({ length: 32 }, () => randomUUID());
  const results = await Promise.all(
    attemptIds.map(
      async (attemptId, i) =>
        (
          await send(org, 'runner', Claim, {
            input: { assignmentId, agentId: agents[i % 4]!, configurationVersion: 1, attemptId },
          })
        ).claimAssignment,
    ),
  );
  // Then exactly one wins, and the 31 others are told which Attempt holds the claim, for whom and until when
  const wins = results.flatMap((r) => (r.__typename === 'ClaimAssignmentSuccess' ? [r] : []));
  expect(wins).toHaveLength(1);
  const winner = wins[0]!.attempt!;
  expect(winner.id).toBe(attemptIds[results.indexOf(wins[0]!)]);
  const conflicts = results.flatMap((r) => (r.__typename === 'ClaimConflict' ? [r] : []));
  expect(conflicts).toHaveLength(31);
  for (const conflict of conflicts) {
    expect(conflict).toMatchObject({
      code: 'CLAIM_CONFLICT',
      attemptId: winner.id,
      agentId: winner.agent.id,
      expiresAt: winner.claimExpiresAt,
    });
  }
  // And the ledger holds exactly one attempt.started, the winner's, which is the active claim
  expect((await events(org, { kinds: ['attempt.started'], assignmentId })).map((e) => e.attemptId)).toEqual([winner.id]);
  expect(await read(org, assignmentId)).toMatchObject({ state: 'RUNNING', activeClaim: { attempt: { id: winner.id } } });
}

describe('claim races over HTTP', () => {
  it('32 simultaneous claims of one READY Assignment: one ClaimAssignmentSuccess, 31 ClaimConflict naming it', async () => {
    const [assignmentId] = await newAssignments(1);
    await claimRace(assignmentId!);
  });

  it('the same race on 10 Assignments at once (320 requests): one winner and one attempt.started each', async () => {
    const assignments = await newAssignments(10);
    const before = await countEvents(t, org.organizationId);
    await Promise.all(assignments.map(claimRace));
    expect(await countEvents(t, org.organizationId)).toBe(before + 10);
  });
});

describe('completion racing recovery over HTTP', () => {
  it('on 20 expired claims, endAttempt and recoverExpiredClaim sent at once: exactly one of each pair commits', async () => {
    // Given 20 running Attempts whose claims have expired
    const assignments = await newAssignments(20);
    const at = await soonInDatabaseTime(t, 1_500);
    const attempts = await Promise.all(
      assignments.map(
        async (assignmentId, i) =>
          as(
            (
              await send(org, 'runner', Claim, {
                input: { assignmentId, agentId: agents[i % 4]!, configurationVersion: 1, claimExpiresAt: at.toISOString() },
              })
            ).claimAssignment,
            'ClaimAssignmentSuccess',
          ).attempt!.id,
      ),
    );
    await waitUntilDatabaseTime(t, at);

    // When the Runner's completion and the System's recovery of each are sent at the same time
    const outcomes = await Promise.all(
      assignments.map(async (assignmentId, i) => {
        const attemptId = attempts[i]!;
        const [ended, recovered] = await Promise.all([
          send(org, 'runner', End, {
            input: {
              assignmentId,
              attemptId,
              outcome: 'COMPLETED',
              outcomeEntity: { mediaType: 'text/plain', content: `code ${i}` },
            },
          }).then((r) => r.endAttempt),
          send(org, 'system', Recover, { input: { assignmentId, attemptId } }).then((r) => r.recoverExpiredClaim),
        ]);
        return { assignmentId, attemptId, ended, recovered };
      }),
    );

    // Then per Assignment exactly one succeeds, the other is refused as a stale writer, and the
    // ledger and the Assignment agree with the one that won
    for (const { assignmentId, attemptId, ended, recovered } of outcomes) {
      const completed = ended.__typename === 'EndAttemptSuccess';
      const [winner, loser] = completed ? [ended, recovered] : [recovered, ended];
      expect(winner.__typename).toBe(completed ? 'EndAttemptSuccess' : 'RecoverExpiredClaimSuccess');
      expect(as(loser, 'AttemptNotActive')).toMatchObject({ code: 'ATTEMPT_NOT_ACTIVE', attemptId, activeAttemptId: null });
      const endings = await events(org, { kinds: ['attempt.ended'], attemptId });
      expect(endings.map((e) => (e.payload as { outcome: string }).outcome)).toEqual([completed ? 'COMPLETED' : 'ABANDONED']);
      expect(await read(org, assignmentId)).toMatchObject(
        completed
          ? { state: 'COMPLETED', activeClaim: null, outcomeEntity: { generatedByAttemptId: attemptId } }
          : { state: 'READY', activeClaim: null, outcomeEntity: null },
      );
    }
  });
});

describe('the stale Runner over HTTP', () => {
  it("a recovered Attempt's late endAttempt and appendEvent are refused as AttemptNotActive, writing nothing", async () => {
    // Given a Runner whose claim expired and was recovered by the System Actor
    const [assignmentId] = (await newAssignments(1)) as [string];
    const at = await soonInDatabaseTime(t, 300);
    const stale = as(
      (
        await send(org, 'runner', Claim, {
          input: { assignmentId, agentId: agents[0]!, configurationVersion: 1, claimExpiresAt: at.toISOString() },
        })
      ).claimAssignment,
      'ClaimAssignmentSuccess',
    ).attempt!.id;
    await waitUntilDatabaseTime(t, at);
    as(
      (await send(org, 'system', Recover, { input: { assignmentId, attemptId: stale } })).recoverExpiredClaim,
      'RecoverExpiredClaimSuccess',
    );

    const lateResult = async (activeAttemptId: string | null) => {
      const before = await countEvents(t, org.organizationId);
      // When the stale Runner comes back with its result and its evidence
      const ended = (
        await send(org, 'runner', End, {
          input: {
            assignmentId,
            attemptId: stale,
            outcome: 'COMPLETED',
            outcomeEntity: { mediaType: 'text/plain', content: 'late answer' },
          },
        })
      ).endAttempt;
      const evidence = (
        await send(org, 'runner', AppendEvent, {
          input: {
            kind: 'llm.response',
            payloadVersion: 1,
            attemptId: stale,
            payload: { call_id: 'c1', model: 'model-a', content: 'late answer' },
          },
        })
      ).appendEvent;
      // Then both are refused, naming the stale and the active Attempt, and nothing is written
      expect(as(ended, 'AttemptNotActive')).toMatchObject({ attemptId: stale, activeAttemptId });
      expect(as(evidence, 'AttemptNotActive')).toMatchObject({ attemptId: stale, activeAttemptId });
      expect(await countEvents(t, org.organizationId)).toBe(before);
      expect((await read(org, assignmentId)).attempts.find((a) => a.id === stale)).toMatchObject({
        outcome: 'ABANDONED',
        outcomeEntity: null,
      });
    };
    // after recovery, and again after another Runner's Attempt replaced it
    await lateResult(null);
    expect((await read(org, assignmentId)).state).toBe('READY');
    const replacement = as(
      (await send(org, 'runner', Claim, { input: { assignmentId, agentId: agents[1]!, configurationVersion: 1 } }))
        .claimAssignment,
      'ClaimAssignmentSuccess',
    ).attempt!.id;
    await lateResult(replacement);
    expect(await read(org, assignmentId)).toMatchObject({
      state: 'RUNNING',
      activeClaim: { attempt: { id: replacement } },
      outcomeEntity: null,
    });
  });
});

describe("a new user's walkthrough over HTTP", () => {
  it('registers an agent, publishes its configuration, creates, claims and completes an Assignment, and reads it all back', async () => {
    const fresh = await apiOrganization(t, 'walkthrough');
    expect((await send(fresh, 'runner', Viewer, {})).viewer).toEqual({
      role: 'RUNNER',
      organization: { slug: 'walkthrough' },
      actor: { id: fresh.runnerActorId },
    });
    // The operator registers an AI agent and publishes its configuration version 1
    const agent = as(
      (await send(fresh, 'operator', RegisterActor, { input: { kind: 'AI_AGENT', displayName: 'Reader' } })).registerActor,
      'RegisterActorSuccess',
    ).actor;
    expect(agent).toMatchObject({ kind: 'AI_AGENT', status: 'ACTIVE' });
    const published = as(
      (
        await send(fresh, 'operator', PublishConfiguration, {
          input: {
            agentId: agent.id,
            version: 1,
            configuration: { model: 'model-a', instructions: 'Answer with the access code only.', tools: [] },
          },
        })
      ).publishAgentConfiguration,
      'PublishAgentConfigurationSuccess',
    );
    expect(published.agentConfiguration).toEqual({ version: 1, agent: { id: agent.id } });
    // and creates an Assignment with its goal inline
    const created = as(
      (
        await send(fresh, 'operator', CreateAssignment, {
          input: {
            title: 'Return the access code',
            goal: { mediaType: 'text/plain', content: 'Document: ... access code 7731 ...' },
          },
        })
      ).createAssignment,
      'CreateAssignmentSuccess',
    );
    const assignmentId = created.assignment.id;
    expect(created.assignment.state).toBe('READY');
    // The Runner claims it for two minutes, records the model call, and completes it with the answer
    const claimed = as(
      (
        await send(fresh, 'runner', Claim, {
          input: { assignmentId, agentId: agent.id, configurationVersion: 1, claimTtlSeconds: 120 },
        })
      ).claimAssignment,
      'ClaimAssignmentSuccess',
    );
    const attemptId = claimed.attempt!.id;
    const ttl = Date.parse(claimed.attempt!.claimExpiresAt) - Date.parse(claimed.attempt!.startedAt);
    expect(ttl).toBeGreaterThan(119_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    for (const [kind, payload] of [
      ['llm.request', { call_id: 'call-1', model: 'model-a', messages: [{ role: 'user', content: 'access code?' }] }],
      ['llm.response', { call_id: 'call-1', model: 'model-a', content: '7731' }],
    ] as const) {
      as(
        (await send(fresh, 'runner', AppendEvent, { input: { kind, payloadVersion: 1, attemptId, payload } })).appendEvent,
        'AppendEventSuccess',
      );
    }
    const ended = as(
      (
        await send(fresh, 'runner', End, {
          input: { assignmentId, attemptId, outcome: 'COMPLETED', outcomeEntity: { mediaType: 'text/plain', content: '7731' } },
        })
      ).endAttempt,
      'EndAttemptSuccess',
    );
    expect(ended).toMatchObject({ assignment: { state: 'COMPLETED' }, attempt: { outcome: 'COMPLETED' } });

    // Reading it back shows the outcome, the one Attempt and its events, in ledger order
    const assignment = await read(fresh, assignmentId);
    expect(assignment).toMatchObject({
      state: 'COMPLETED',
      title: 'Return the access code',
      activeClaim: null,
      goalEntity: { mediaType: 'text/plain', content: 'Document: ... access code 7731 ...' },
      outcomeEntity: { mediaType: 'text/plain', content: '7731', generatedByAttemptId: attemptId },
      attempts: [
        {
          id: attemptId,
          outcome: 'COMPLETED',
          configurationVersion: 1,
          failureReason: null,
          agent: { id: agent.id, displayName: 'Reader' },
          endedBy: { id: agent.id },
          recordedBy: { id: fresh.runnerActorId },
          outcomeEntity: { content: '7731' },
        },
      ],
    });
    // (the outcome Entity stored with the ending is recorded by the ending itself: attempt.ended version 3)
    const kinds = ['attempt.started', 'llm.request', 'llm.response', 'attempt.ended'];
    const attemptEvents = assignment.attempts[0]!.events;
    expect(attemptEvents.map((e) => e.kind)).toEqual(kinds);
    expect(attemptEvents.every((e) => e.actorId === agent.id)).toBe(true);
    expect(attemptEvents.map((e) => e.seq)).toEqual([...attemptEvents.map((e) => e.seq)].sort((x, y) => x - y));
    expect((await events(fresh, { attemptId })).map((e) => e.kind)).toEqual(kinds);
  });
});

describe('exact retry over HTTP', () => {
  it('the same claimAssignment sent twice with the same attemptId is replayed the second time and writes nothing', async () => {
    // Given a claim sent once
    const [first, second] = (await newAssignments(2)) as [string, string];
    const input = {
      assignmentId: first,
      agentId: agents[2]!,
      configurationVersion: 1,
      attemptId: randomUUID(),
      claimTtlSeconds: 300,
    };
    const original = as((await send(org, 'runner', Claim, { input })).claimAssignment, 'ClaimAssignmentSuccess');
    const before = await countEvents(t, org.organizationId);
    // When it is sent again
    const retry = as((await send(org, 'runner', Claim, { input })).claimAssignment, 'ClaimAssignmentSuccess');
    // Then the answer is the original Attempt, replayed, and the ledger did not move
    expect([original.replayed, retry.replayed]).toEqual([false, true]);
    expect(retry.attempt).toEqual(original.attempt);
    expect(await countEvents(t, org.organizationId)).toBe(before);
    expect((await events(org, { kinds: ['attempt.started'], assignmentId: first })).map((e) => e.attemptId)).toEqual([
      input.attemptId,
    ]);

    // And two copies sent at the same moment: one writes, the other is its replay
    const twin = { ...input, assignmentId: second, attemptId: randomUUID() };
    const pair = await Promise.all(
      [0, 1].map(async () => as((await send(org, 'runner', Claim, { input: twin })).claimAssignment, 'ClaimAssignmentSuccess')),
    );
    expect(pair.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(pair[0]!.attempt).toEqual(pair[1]!.attempt);
    expect((await events(org, { kinds: ['attempt.started'], assignmentId: second })).map((e) => e.attemptId)).toEqual([
      twin.attemptId,
    ]);
  });
});
