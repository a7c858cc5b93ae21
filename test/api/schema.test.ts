import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../../src/commands/index.js';
import { schema } from '../../src/schema/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment } from '../helpers/factories.js';

const t = useTestDatabase();
const api = useYoga(t);

describe('schema.graphql', () => {
  it('is the schema the code builds (run `npm run schema:print` after changing src/schema)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });

  it('names every mutation result as the contract does: <Mutation>Result = <Mutation>Success | errors implementing Error', () => {
    const mutations = schema.getMutationType()!.getFields();
    for (const [name, field] of Object.entries(mutations)) {
      const union = `${name[0]!.toUpperCase()}${name.slice(1)}Result`;
      expect(String(field.type), name).toBe(`${union}!`);
      const members = schema.getPossibleTypes(schema.getType(union) as never).map((m) => m.name);
      expect(members, name).toContain(`${union.replace(/Result$/, 'Success')}`);
      for (const member of members.filter((m) => !m.endsWith('Success'))) {
        expect(
          schema.getImplementations(schema.getType('Error') as never).objects.map((o) => o.name),
          member,
        ).toContain(member);
      }
      expect(members, name).toContain('ValidationError');
    }
  });
});

const ListAssignments = graphql(`
  query ListAssignmentsDeep($first: Int!) {
    assignments(first: $first) {
      edges {
        node {
          id
          state
          goalEntity { id mediaType content }
          createdBy { displayName }
          activeClaim { expiresAt agent { id displayName configurations(first: 2) { edges { node { version } } } } attempt { id startedAt } }
          attempts(first: 2) {
            edges { node {
              id outcome agent { displayName } endedBy { id } assignment { id }
              events(first: 3) { edges { node { seq kind } } pageInfo { hasNextPage } }
              interactions(first: 3) { edges { node { callId pending } } }
            } }
          }
        }
      }
    }
  }
`);

describe('batched reads', () => {
  let org: ApiOrganization;

  beforeAll(async () => {
    org = await apiOrganization(t, 'listing');
    const system = { organizationId: org.organizationId, actorId: org.systemActorId };
    const agents = [
      await newAgent(t, { organizationId: org.organizationId, system }),
      await newAgent(t, { organizationId: org.organizationId, system }),
    ];
    for (let i = 0; i < 100; i++) {
      const { assignment } = await newAssignment(t, system, {
        title: `task ${i}`,
        goal: { mediaType: 'text/plain', content: `goal ${i}` },
      });
      if (i % 2 === 0) {
        const { attempt } = await claim(t, system, assignment.id, agents[i % 4 === 0 ? 0 : 1]!);
        await appendEvent(t.db, system, {
          kind: 'tool.call',
          payloadVersion: 1,
          attemptId: attempt!.id,
          assignmentId: assignment.id,
          payload: { call_id: `call-${assignment.id}`, tool_name: 'search', arguments: {} },
        });
      }
    }
  });

  it('lists 100 Assignments with goal, claim agent and attempts in as many SQL statements as 5', async () => {
    const counts: Record<number, number> = {};
    for (const first of [5, 100]) {
      t.statements.count = 0;
      const result = await execute(api.yoga, ListAssignments, { first }, org.tokens.viewer);
      expect(result.errors).toBeUndefined();
      expect(result.data!.assignments.edges).toHaveLength(first);
      const claimed = result.data!.assignments.edges.filter((e) => e.node.activeClaim);
      expect(claimed.length).toBeGreaterThan(0);
      for (const { node } of claimed) {
        const [attempt, ...others] = node.attempts.edges.map((e) => e.node);
        expect(others).toEqual([]);
        expect(attempt!.assignment?.id).toBe(node.id);
        expect(attempt!.events.edges.map((e) => e.node.kind)).toEqual(['attempt.started', 'tool.call']);
        expect(attempt!.interactions.edges.map((e) => e.node)).toEqual([{ callId: `call-${node.id}`, pending: true }]);
        expect(node.activeClaim!.agent.configurations.edges.map((e) => e.node.version)).toEqual([1]);
      }
      counts[first] = t.statements.count;
    }
    // token, open the read session, page with its goal entities, actors (creators, claim agents, attempt agents),
    // attempts by assignment (claims' attempts too), the agents' configurations, the attempts' first pages of
    // events, their interactions, commit
    expect(counts[100]).toBe(counts[5]);
    expect(counts[100]).toBeLessThanOrEqual(9);
  });
});
