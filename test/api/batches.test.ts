// The batch mutations over GraphQL: each item's result is its single mutation's own union member,
// in input order; only an empty or oversized batch is refused as a whole.
import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, type GraphQLResponse, TEST_LIMITS, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent } from '../helpers/factories.js';
import { countEvents } from '../helpers/ledger.js';

const t = useTestDatabase();
const api = useYoga(t);

const CreateAssignments = graphql(`
  mutation BaCreateAssignments($input: CreateAssignmentsInput!) {
    createAssignments(input: $input) {
      __typename
      ... on CreateAssignmentsSuccess {
        results {
          __typename
          ... on CreateAssignmentSuccess { replayed assignment { id state title goalEntity { content } } }
          ... on ValidationError { issues { path message } }
          ... on Error { code message }
        }
      }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);
const ClaimAssignments = graphql(`
  mutation BaClaimAssignments($input: ClaimAssignmentsInput!) {
    claimAssignments(input: $input) {
      __typename
      ... on ClaimAssignmentsSuccess {
        results {
          __typename
          ... on ClaimAssignmentSuccess { replayed assignment { id state } attempt { id agent { id } } }
          ... on ClaimConflict { attemptId agentId expiresAt }
          ... on Error { code message }
        }
      }
      ... on Error { code message }
    }
  }
`);
const EndAttempts = graphql(`
  mutation BaEndAttempts($input: EndAttemptsInput!) {
    endAttempts(input: $input) {
      __typename
      ... on EndAttemptsSuccess {
        results {
          __typename
          ... on EndAttemptSuccess { replayed assignment { id state outcomeEntity { content } } attempt { outcome failureReason } }
          ... on AttemptNotActive { attemptId activeAttemptId }
          ... on Error { code message }
        }
      }
      ... on Error { code message }
    }
  }
`);
const AppendEvents = graphql(`
  mutation BaAppendEvents($input: AppendEventsInput!) {
    appendEvents(input: $input) {
      __typename
      ... on AppendEventsSuccess { results { __typename ... on AppendEventSuccess { replayed event { seq kind } } ... on Error { code } } }
      ... on Error { code message }
    }
  }
`);

const CreateEntities = graphql(`
  mutation BaCreateEntities($input: CreateEntitiesInput!) {
    createEntities(input: $input) {
      __typename
      ... on CreateEntitiesSuccess {
        results { __typename ... on CreateEntitySuccess { replayed entity { id content generatedByAttemptId } } ... on Error { code } }
      }
      ... on Error { code message }
    }
  }
`);

let org: ApiOrganization;
let agent: string;
const run = <T, V>(document: TypedDocumentNode<T, V>, variables: V, role: keyof ApiOrganization['tokens']) =>
  execute(api.yoga, document, variables, org.tokens[role]);
function data<T>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}
function success<T extends { __typename: string }, N extends T['__typename']>(
  value: T,
  typename: N,
): Extract<T, { __typename: N }> {
  expect(value.__typename, JSON.stringify(value)).toBe(typename);
  return value as Extract<T, { __typename: N }>;
}
const goal = (content: string) => ({ mediaType: 'text/plain', content });

beforeAll(async () => {
  org = await apiOrganization(t, 'batches');
  agent = await newAgent(t, {
    organizationId: org.organizationId,
    system: { organizationId: org.organizationId, actorId: org.systemActorId },
  });
});

describe('a Runner\u2019s day in batches', () => {
  it('creates, claims, records, stores outcomes and ends many items per request, each answered as its single mutation would answer it', async () => {
    // Given a batch of three new Assignments, one exact retry and one malformed item
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const created = success(
      data(
        await run(
          CreateAssignments,
          {
            input: {
              assignments: [
                ...ids.map((id, i) => ({ assignmentId: id, title: `task ${i}`, goal: goal(`goal ${i}`) })),
                { assignmentId: ids[0], title: 'task 0', goal: goal('goal 0') },
                { assignmentId: 'nope', goal: goal('x') },
              ],
            },
          },
          'operator',
        ),
      ).createAssignments,
      'CreateAssignmentsSuccess',
    );
    expect(created.results.map((r) => r.__typename)).toEqual([
      'CreateAssignmentSuccess',
      'CreateAssignmentSuccess',
      'CreateAssignmentSuccess',
      'CreateAssignmentSuccess',
      'ValidationError',
    ]);
    const first = success(created.results[0]!, 'CreateAssignmentSuccess');
    expect([first.assignment.id, first.assignment.state, first.assignment.goalEntity.content, first.replayed]).toEqual([
      ids[0],
      'READY',
      'goal 0',
      false,
    ]);
    expect(success(created.results[3]!, 'CreateAssignmentSuccess').replayed).toBe(true);
    expect(success(created.results[4]!, 'ValidationError').issues).toEqual([{ path: 'assignmentId', message: 'must be a UUID' }]);

    // When a Runner claims all three and one of them twice
    const claimOf = (assignmentId: string) => ({ assignmentId, agentId: agent, configurationVersion: 1, claimTtlSeconds: 600 });
    const claimed = success(
      data(await run(ClaimAssignments, { input: { claims: [...ids.map(claimOf), claimOf(ids[1]!)] } }, 'runner'))
        .claimAssignments,
      'ClaimAssignmentsSuccess',
    );
    expect(claimed.results.map((r) => r.__typename)).toEqual([
      'ClaimAssignmentSuccess',
      'ClaimAssignmentSuccess',
      'ClaimAssignmentSuccess',
      'ClaimConflict',
    ]);
    const attempts = claimed.results.slice(0, 3).map((r) => success(r, 'ClaimAssignmentSuccess').attempt!.id);
    const conflict = success(claimed.results[3]!, 'ClaimConflict');
    expect([conflict.attemptId, conflict.agentId]).toEqual([attempts[1], agent]);

    // And records interactions for two Attempts in one request
    const request = (attemptId: string, n: number) => ({
      kind: 'llm.request',
      payloadVersion: 1,
      attemptId,
      payload: { call_id: `c${n}`, model: 'm', messages: [{ role: 'user', content: `q${n}` }] },
    });
    const appended = success(
      data(
        await run(
          AppendEvents,
          {
            input: {
              events: [
                request(attempts[0]!, 1),
                request(attempts[1]!, 2),
                { ...request(attempts[2]!, 3), kind: 'attempt.ended' },
              ],
            },
          },
          'runner',
        ),
      ).appendEvents,
      'AppendEventsSuccess',
    );
    expect(appended.results.map((r) => (r.__typename === 'AppendEventSuccess' ? r.event.kind : r.code))).toEqual([
      'llm.request',
      'llm.request',
      'GUARDED_EVENT_KIND',
    ]);

    // And stores the first one's outcome, with an exact retry of it and one for an Attempt that never started
    const outcomeId = randomUUID();
    const outcome = { entityId: outcomeId, attemptId: attempts[0]!, ...goal('answer 0') };
    const stored = success(
      data(
        await run(
          CreateEntities,
          { input: { entities: [outcome, outcome, { attemptId: randomUUID(), ...goal('lost') }] } },
          'runner',
        ),
      ).createEntities,
      'CreateEntitiesSuccess',
    );
    expect(stored.results.map((r) => (r.__typename === 'CreateEntitySuccess' ? r.replayed : r.code))).toEqual([
      false,
      true,
      'ATTEMPT_NOT_ACTIVE',
    ]);
    const entity = success(stored.results[0]!, 'CreateEntitySuccess').entity;
    expect([entity.id, entity.content, entity.generatedByAttemptId]).toEqual([outcomeId, 'answer 0', attempts[0]]);

    // And ends them: one completed, one failed, one late result for an Attempt that is not active
    const ended = success(
      data(
        await run(
          EndAttempts,
          {
            input: {
              endings: [
                { assignmentId: ids[0]!, attemptId: attempts[0]!, outcome: 'COMPLETED', outcomeEntityId: outcomeId },
                { assignmentId: ids[1]!, attemptId: attempts[1]!, outcome: 'FAILED', failureReason: 'tool failed' },
                { assignmentId: ids[2]!, attemptId: randomUUID(), outcome: 'FAILED' },
              ],
            },
          },
          'runner',
        ),
      ).endAttempts,
      'EndAttemptsSuccess',
    );

    // Then every item has its own answer, in input order
    expect(ended.results.map((r) => r.__typename)).toEqual(['EndAttemptSuccess', 'EndAttemptSuccess', 'AttemptNotActive']);
    const done = success(ended.results[0]!, 'EndAttemptSuccess');
    expect([done.assignment.state, done.assignment.outcomeEntity?.content, done.attempt?.outcome]).toEqual([
      'COMPLETED',
      'answer 0',
      'COMPLETED',
    ]);
    const failed = success(ended.results[1]!, 'EndAttemptSuccess');
    expect([failed.assignment.state, failed.attempt?.failureReason]).toEqual(['READY', 'tool failed']);
    expect(success(ended.results[2]!, 'AttemptNotActive').activeAttemptId).toBe(attempts[2]);
  });

  it('refuses an empty batch and one over WORKFORCE_MAX_BATCH as a whole, writing nothing', async () => {
    const before = await countEvents(t, org.organizationId);
    const empty = data(await run(CreateAssignments, { input: { assignments: [] } }, 'operator')).createAssignments;
    expect(success(empty, 'ValidationError').issues).toEqual([
      { path: 'assignments', message: `a batch holds 1 to ${TEST_LIMITS.maxBatch} items, not 0` },
    ]);
    const tooMany = Array.from({ length: TEST_LIMITS.maxBatch + 1 }, (_, i) => ({ goal: goal(`g${i}`) }));
    const over = data(await run(CreateAssignments, { input: { assignments: tooMany } }, 'operator')).createAssignments;
    expect(success(over, 'ValidationError').message).toMatch(/not 21/);
    expect(await countEvents(t, org.organizationId)).toBe(before);
  });

  it('a token of the wrong role is FORBIDDEN for the whole batch, and nothing is written', async () => {
    const before = await countEvents(t, org.organizationId);
    const response = await run(CreateAssignments, { input: { assignments: [{ goal: goal('x') }] } }, 'runner');
    expect(response.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(await countEvents(t, org.organizationId)).toBe(before);
  });
});
