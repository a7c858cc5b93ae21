// The organization boundary through the API: organization B's tokens never see A's rows, and every
// B command that names an id of A is refused as not found / not active, writing nothing anywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, type Caller } from '../../src/commands/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, nodesOf, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment } from '../helpers/factories.js';
import { assignmentRowText, countEvents, eventsOf } from '../helpers/ledger.js';

const t = useTestDatabase();
const api = useYoga(t);

const ReadById = graphql(`
  query IsoReadById($assignment: ID!, $attempt: ID!, $agent: ID!, $human: ID!, $system: ID!, $entity: ID!) {
    assignment(id: $assignment) { id state }
    attempt(id: $attempt) { id }
    agent: actor(id: $agent) { id }
    human: actor(id: $human) { id }
    system: actor(id: $system) { id }
    entity(id: $entity) { id content }
  }
`);
const Lists = graphql(`
  query IsoLists($assignmentId: ID, $attemptId: ID) {
    assignments(first: 100) { edges { node { id goalEntity { id } } } }
    events(first: 100) { edges { node { id actorId assignmentId attemptId } } }
    byAssignment: events(first: 100, assignmentId: $assignmentId) { edges { node { id } } }
    byAttempt: events(first: 100, attemptId: $attemptId) { edges { node { id } } }
    actors(first: 100) { edges { node { id } } }
    agents: actors(kind: AI_AGENT, first: 100) { edges { node { id } } }
  }
`);
const Viewer = graphql(`query IsoViewer { viewer { organization { id slug } actor { id } role } }`);
const Claim = graphql(
  `mutation IsoClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }`,
);
const End = graphql(
  `mutation IsoEnd($input: EndAttemptInput!) { endAttempt(input: $input) { __typename ... on Error { code message } } }`,
);
const Recover = graphql(
  `mutation IsoRecover($input: RecoverExpiredClaimInput!) { recoverExpiredClaim(input: $input) { __typename ... on Error { code message } } }`,
);
const Append = graphql(
  `mutation IsoAppend($input: AppendEventInput!) { appendEvent(input: $input) { __typename ... on Error { code message } } }`,
);
const CreateEntity = graphql(
  `mutation IsoCreateEntity($input: CreateEntityInput!) { createEntity(input: $input) { __typename ... on Error { code message } } }`,
);
const CreateAssignment = graphql(
  `mutation IsoCreateAssignment($input: CreateAssignmentInput!) { createAssignment(input: $input) { __typename ... on Error { code message } } }`,
);
const Publish = graphql(
  `mutation IsoPublish($input: PublishAgentConfigurationInput!) { publishAgentConfiguration(input: $input) { __typename ... on Error { code message } } }`,
);
const Deactivate = graphql(
  `mutation IsoDeactivate($input: DeactivateActorInput!) { deactivateActor(input: $input) { __typename ... on Error { code message } } }`,
);
const CreateToken = graphql(
  `mutation IsoCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { __typename ... on Error { code message } } }`,
);

let a: ApiOrganization;
let b: ApiOrganization;
let A: { agentId: string; assignmentId: string; attemptId: string; entityId: string };
let bAgentId: string;
let bAssignmentId: string;

const llmRequest = { call_id: 'c1', model: 'model-a', messages: [{ role: 'user', content: 'hello' }], parameters: {} };
const caller = (o: ApiOrganization): Caller => ({ organizationId: o.organizationId, actorId: o.systemActorId });

beforeAll(async () => {
  a = await apiOrganization(t, 'iso-a');
  b = await apiOrganization(t, 'iso-b');
  const agentId = await newAgent(t, { organizationId: a.organizationId, system: caller(a) });
  const created = await newAssignment(t, caller(a));
  const claimed = await claim(t, caller(a), created.assignment.id, agentId);
  await appendEvent(t.db, caller(a), {
    kind: 'llm.request',
    payloadVersion: 1,
    payload: llmRequest,
    assignmentId: created.assignment.id,
    attemptId: claimed.attempt!.id,
  });
  A = { agentId, assignmentId: created.assignment.id, attemptId: claimed.attempt!.id, entityId: created.goalEntity.id };
  bAgentId = await newAgent(t, { organizationId: b.organizationId, system: caller(b) });
  bAssignmentId = (await newAssignment(t, caller(b))).assignment.id;
});

const readVariables = () => ({
  assignment: A.assignmentId,
  attempt: A.attemptId,
  agent: A.agentId,
  human: a.operatorActorId,
  system: a.systemActorId,
  entity: A.entityId,
});

describe('reads across the boundary', () => {
  it("A's own token reads A's rows (the ids are real)", async () => {
    const result = await execute(api.yoga, ReadById, readVariables(), a.tokens.viewer);
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      assignment: { id: A.assignmentId, state: 'RUNNING' },
      attempt: { id: A.attemptId },
      agent: { id: A.agentId },
      human: { id: a.operatorActorId },
      system: { id: a.systemActorId },
      entity: { id: A.entityId },
    });
  });

  it.each(['system', 'runner', 'operator', 'viewer'] as const)(
    "B's %s token reads A's assignment, attempt, actors and entity as null",
    async (role) => {
      const result = await execute(api.yoga, ReadById, readVariables(), b.tokens[role]);
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ assignment: null, attempt: null, agent: null, human: null, system: null, entity: null });
    },
  );

  it.each(['system', 'viewer'] as const)("B's %s token lists none of A's assignments, events or actors", async (role) => {
    const aEvents = new Set((await eventsOf(t, a.organizationId)).map((e) => e.event_id));
    const bEvents = (await eventsOf(t, b.organizationId)).map((e) => e.event_id);
    expect(aEvents.size).toBeGreaterThan(5);
    const result = await execute(api.yoga, Lists, { assignmentId: A.assignmentId, attemptId: A.attemptId }, b.tokens[role]);
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(data.assignments.edges.map((e) => e.node.id)).toEqual([bAssignmentId]);
    expect(data.assignments.edges.some((e) => e.node.goalEntity.id === A.entityId)).toBe(false);
    expect(nodesOf(data.events).map((e) => e.id)).toEqual(bEvents);
    expect(
      nodesOf(data.events).some((e) => aEvents.has(e.id) || e.assignmentId === A.assignmentId || e.attemptId === A.attemptId),
    ).toBe(false);
    expect(data.byAssignment.edges).toEqual([]);
    expect(data.byAttempt.edges).toEqual([]);
    expect(data.actors.edges.map((e) => e.node.id).sort()).toEqual(
      [b.systemActorId, b.runnerActorId, b.operatorActorId, bAgentId].sort(),
    );
    expect(data.agents.edges.map((e) => e.node.id)).toEqual([bAgentId]);
  });

  it('viewer shows only B', async () => {
    for (const role of ['system', 'runner', 'operator', 'viewer'] as const) {
      const result = await execute(api.yoga, Viewer, {}, b.tokens[role]);
      expect(result.data?.viewer.organization).toEqual({ id: b.organizationId, slug: 'iso-b' });
      expect([b.systemActorId, b.runnerActorId, b.operatorActorId]).toContain(result.data?.viewer.actor.id);
    }
  });
});

describe("B's commands naming A's ids", () => {
  const REFUSAL = /NotFound$|NotActive$|NotActiveAgent$|^CrossOrganizationReference$/;
  const cases: [
    string,
    string[],
    () => Promise<{ data?: Record<string, { __typename: string } | null> | null; errors?: unknown }>,
  ][] = [
    [
      "claimAssignment of A's assignment",
      ['AssignmentNotFound'],
      () =>
        execute(
          api.yoga,
          Claim,
          { input: { assignmentId: A.assignmentId, agentId: bAgentId, configurationVersion: 1 } },
          b.tokens.runner,
        ),
    ],
    [
      "claimAssignment of B's assignment for A's agent",
      ['ActorNotActiveAgent', 'ActorNotFound'],
      () =>
        execute(
          api.yoga,
          Claim,
          { input: { assignmentId: bAssignmentId, agentId: A.agentId, configurationVersion: 1 } },
          b.tokens.runner,
        ),
    ],
    [
      "endAttempt of A's attempt (COMPLETED)",
      ['AssignmentNotFound'],
      () =>
        execute(
          api.yoga,
          End,
          {
            input: {
              assignmentId: A.assignmentId,
              attemptId: A.attemptId,
              outcome: 'COMPLETED',
              outcomeEntity: { mediaType: 'text/plain', content: 'stolen' },
            },
          },
          b.tokens.runner,
        ),
    ],
    [
      "endAttempt of A's attempt (FAILED)",
      ['AssignmentNotFound'],
      () =>
        execute(
          api.yoga,
          End,
          { input: { assignmentId: A.assignmentId, attemptId: A.attemptId, outcome: 'FAILED', failureReason: 'sabotage' } },
          b.tokens.system,
        ),
    ],
    [
      "recoverExpiredClaim of A's attempt",
      ['AssignmentNotFound'],
      () => execute(api.yoga, Recover, { input: { assignmentId: A.assignmentId, attemptId: A.attemptId } }, b.tokens.system),
    ],
    [
      "appendEvent as evidence of A's attempt",
      ['AttemptNotActive', 'AssignmentNotFound'],
      () =>
        execute(
          api.yoga,
          Append,
          {
            input: {
              kind: 'llm.request',
              payloadVersion: 1,
              payload: llmRequest,
              assignmentId: A.assignmentId,
              attemptId: A.attemptId,
            },
          },
          b.tokens.runner,
        ),
    ],
    [
      "appendEvent naming only A's attempt",
      ['AttemptNotActive', 'AssignmentNotFound'],
      () =>
        execute(
          api.yoga,
          Append,
          { input: { kind: 'llm.request', payloadVersion: 1, payload: llmRequest, attemptId: A.attemptId } },
          b.tokens.runner,
        ),
    ],
    [
      "createEntity generated by A's attempt",
      ['AttemptNotActive', 'AssignmentNotFound'],
      () =>
        execute(
          api.yoga,
          CreateEntity,
          { input: { mediaType: 'text/plain', content: 'outcome', attemptId: A.attemptId } },
          b.tokens.runner,
        ),
    ],
    [
      "createAssignment with A's entity as goal",
      ['EntityNotFound', 'CrossOrganizationReference'],
      () =>
        execute(api.yoga, CreateAssignment, { input: { title: 'borrowed goal', goalEntityId: A.entityId } }, b.tokens.operator),
    ],
    [
      "publishAgentConfiguration for A's agent",
      ['ActorNotFound', 'ActorNotActiveAgent'],
      () =>
        execute(
          api.yoga,
          Publish,
          { input: { agentId: A.agentId, version: 2, configuration: { model: 'evil' } } },
          b.tokens.operator,
        ),
    ],
    [
      "deactivateActor of A's operator",
      ['ActorNotFound'],
      () => execute(api.yoga, Deactivate, { input: { actorId: a.operatorActorId } }, b.tokens.operator),
    ],
    [
      "deactivateActor of A's System Actor",
      ['ActorNotFound'],
      () => execute(api.yoga, Deactivate, { input: { actorId: a.systemActorId } }, b.tokens.system),
    ],
    [
      "createApiToken for A's operator",
      ['ActorNotFound'],
      () => execute(api.yoga, CreateToken, { input: { actorId: a.operatorActorId, role: 'OPERATOR' } }, b.tokens.system),
    ],
    [
      "createApiToken (SYSTEM) for A's System Actor",
      ['ActorNotFound'],
      () => execute(api.yoga, CreateToken, { input: { actorId: a.systemActorId, role: 'SYSTEM' } }, b.tokens.system),
    ],
  ];

  it.each(cases)(
    '%s is a typed not-found / not-active refusal that writes nothing in either organization',
    async (_, expected, run) => {
      const before = [await countEvents(t, a.organizationId), await countEvents(t, b.organizationId)];
      const rowBefore = await assignmentRowText(t, a.organizationId, A.assignmentId);
      const tokens = (await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.api_tokens')).rows[0]!.n;
      const result = await run();
      expect(result.errors).toBeUndefined();
      const answer = Object.values(result.data ?? {})[0];
      expect(answer?.__typename).toMatch(REFUSAL);
      expect(expected).toContain(answer?.__typename);
      expect([await countEvents(t, a.organizationId), await countEvents(t, b.organizationId)]).toEqual(before);
      expect(await assignmentRowText(t, a.organizationId, A.assignmentId)).toBe(rowBefore);
      expect((await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.api_tokens')).rows[0]!.n).toBe(tokens);
    },
  );

  it('an id of A reads exactly like an id that exists nowhere (no existence oracle)', async () => {
    const stranger = '00000000-0000-4000-8000-000000000000';
    const answers = [];
    for (const assignmentId of [A.assignmentId, stranger]) {
      const result = await execute(
        api.yoga,
        Claim,
        { input: { assignmentId, agentId: bAgentId, configurationVersion: 1 } },
        b.tokens.runner,
      );
      const answer = result.data?.claimAssignment;
      answers.push(answer && 'message' in answer ? { ...answer, message: answer.message.replace(assignmentId, '<id>') } : answer);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it("A's actors and assignment are untouched afterwards", async () => {
    const result = await execute(api.yoga, ReadById, readVariables(), a.tokens.system);
    expect(result.data?.assignment).toEqual({ id: A.assignmentId, state: 'RUNNING' });
    const { rows } = await t.admin.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from workforce.actors where organization_id = $1 group by status`,
      [a.organizationId],
    );
    expect(rows).toEqual([{ status: 'ACTIVE', n: 4 }]);
    const configs = await t.admin.query(
      'select 1 from workforce.agent_configurations where organization_id = $1 and agent_id = $2',
      [a.organizationId, A.agentId],
    );
    expect(configs.rowCount).toBe(1);
  });
});
