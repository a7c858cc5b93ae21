// Relay connections (forwards, backwards, afterSeq, cursors that are refused), and what each
// success payload says it wrote (event, events, replayed).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, createApiToken, endAttempt, registerActor } from '../../src/commands/index.js';
import { createDb } from '../../src/db/kysely.js';
import { createPool } from '../../src/db/pool.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, TEST_LIMITS, TEST_PROTECTION, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment } from '../helpers/factories.js';

const t = useTestDatabase();
const api = useYoga(t);

const Events = graphql(`
  query CnEvents($first: Int, $after: String, $last: Int, $before: String, $afterSeq: Int, $assignmentId: ID) {
    events(first: $first, after: $after, last: $last, before: $before, afterSeq: $afterSeq, assignmentId: $assignmentId) {
      edges { cursor node { seq kind } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const Tokens = graphql(`
  query CnTokens($first: Int, $after: String, $last: Int, $before: String) {
    apiTokens(first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { id createdAt } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const AttemptPages = graphql(`
  query CnAttempt($id: ID!, $first: Int, $after: String, $last: Int) {
    attempt(id: $id) {
      id
      assignment { id state }
      events(first: $first, after: $after, last: $last) { edges { node { seq kind } } pageInfo { hasNextPage endCursor } }
      interactions(first: 2) { edges { cursor node { kind callId pending } } pageInfo { hasNextPage endCursor } }
    }
  }
`);

const Create = graphql(`
  mutation CnCreate($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      __typename
      ... on CreateAssignmentSuccess { replayed assignment { id goalEntity { id } } event { seq kind } events { seq kind payload } }
      ... on Error { code message }
    }
  }
`);

const End = graphql(`
  mutation CnEnd($input: EndAttemptInput!) {
    endAttempt(input: $input) {
      __typename
      ... on EndAttemptSuccess {
        replayed attempt { id outcome outcomeEntity { id sha256 mediaType byteSize } }
        event { seq kind payloadVersion payload } events { seq kind }
      }
      ... on Error { code message }
    }
  }
`);

const Register = graphql(`
  mutation CnRegister($input: RegisterActorInput!) {
    registerActor(input: $input) {
      __typename
      ... on RegisterActorSuccess { replayed actor { id } event { id kind payload } events { id } }
      ... on Error { code }
    }
  }
`);

const Token = graphql(`
  mutation CnToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenSuccess { replayed apiToken { id } event { kind payload } events { kind } }
      ... on Error { code }
    }
  }
`);

let org: ApiOrganization;
const system = () => ({ organizationId: org.organizationId, actorId: org.systemActorId });
/** The Actor of the runner token: it claims the Attempts it then ends. */
const runner = () => ({ organizationId: org.organizationId, actorId: org.runnerActorId });

beforeAll(async () => {
  org = await apiOrganization(t, 'connections');
});

const ok = <T>(result: { data?: T | null; errors?: unknown }): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};

describe('events', () => {
  it('pages forwards by cursor and by afterSeq alike, and backwards from the newest with last/before', async () => {
    await newAgent(t, { organizationId: org.organizationId, system: system() });
    for (let i = 0; i < 3; i++) await newAssignment(t, system(), { title: `page ${i}` });
    const all = ok(await execute(api.yoga, Events, { first: 100 }, org.tokens.viewer)).events;
    const seqs = all.edges.map((e) => e.node.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs.length).toBeGreaterThan(8);

    const first = ok(await execute(api.yoga, Events, { first: 3 }, org.tokens.viewer)).events;
    expect(first.edges.map((e) => e.node.seq)).toEqual(seqs.slice(0, 3));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = ok(await execute(api.yoga, Events, { first: 3, after: first.pageInfo.endCursor }, org.tokens.viewer)).events;
    expect(next.edges.map((e) => e.node.seq)).toEqual(seqs.slice(3, 6));
    expect(next.pageInfo.hasPreviousPage).toBe(true);
    // afterSeq is the plain-number form of the same position.
    const bySeq = ok(await execute(api.yoga, Events, { first: 3, afterSeq: seqs[2]! }, org.tokens.viewer)).events;
    expect(bySeq.edges).toEqual(next.edges);

    const newest = ok(await execute(api.yoga, Events, { last: 2 }, org.tokens.viewer)).events;
    expect(newest.edges.map((e) => e.node.seq)).toEqual(seqs.slice(-2));
    expect(newest.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const older = ok(await execute(api.yoga, Events, { last: 2, before: newest.pageInfo.startCursor }, org.tokens.viewer)).events;
    expect(older.edges.map((e) => e.node.seq)).toEqual(seqs.slice(-4, -2));
    expect(older.pageInfo.hasNextPage).toBe(true);

    // At the head: an empty page whose endCursor still says where to resume.
    const head = ok(await execute(api.yoga, Events, { first: 5, afterSeq: seqs.at(-1)! }, org.tokens.viewer)).events;
    expect(head.edges).toEqual([]);
    expect(head.pageInfo.hasNextPage).toBe(false);
    const resumed = ok(await execute(api.yoga, Events, { first: 5, after: head.pageInfo.endCursor }, org.tokens.viewer)).events;
    expect(resumed.edges).toEqual([]);
  });

  it('refuses a cursor it did not give out, another connection\u2019s cursor, after with afterSeq, and an oversized page', async () => {
    const tokens = ok(await execute(api.yoga, Tokens, { first: 1 }, org.tokens.system)).apiTokens;
    const refusals: [Record<string, unknown>, string][] = [
      [{ first: 2, after: 'not-a-cursor' }, 'after'],
      [{ first: 2, after: tokens.pageInfo.endCursor }, 'after'],
      [{ last: 2, before: Buffer.from('seq|-1').toString('base64url') }, 'before'],
      [{ first: 2, after: Buffer.from('seq|3').toString('base64url'), afterSeq: 3 }, 'afterSeq'],
      [{ first: 101 }, 'first'],
      [{ last: 0 }, 'last'],
    ];
    for (const [variables, path] of refusals) {
      const result = await execute(api.yoga, Events, variables as never, org.tokens.viewer);
      expect(result.data ?? null, JSON.stringify(variables)).toBeNull();
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(result.errors?.[0]), JSON.stringify(variables)).toContain(path);
    }
  });
});

describe('apiTokens', () => {
  it('lists every token across pages, newest first, with no token twice and none left out', async () => {
    for (let i = 0; i < 5; i++)
      await createApiToken(t.db, system(), { actorId: org.systemActorId, role: 'VIEWER', label: `page ${i}` });
    const all = ok(await execute(api.yoga, Tokens, { first: 100 }, org.tokens.system)).apiTokens.edges.map((e) => e.node);
    expect(all.length).toBeGreaterThanOrEqual(9);
    const times = all.map((k) => Date.parse(k.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const seen: string[] = [];
    let after: string | null | undefined;
    for (;;) {
      const page = ok(await execute(api.yoga, Tokens, { first: 2, after }, org.tokens.system)).apiTokens;
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.map((k) => k.id));

    const oldest = ok(await execute(api.yoga, Tokens, { last: 2 }, org.tokens.system)).apiTokens;
    expect(oldest.edges.map((e) => e.node.id)).toEqual(all.slice(-2).map((k) => k.id));
  });
});

const Assignments = graphql(`
  query CnAssignments($first: Int, $after: String, $last: Int, $before: String) {
    assignments(first: $first, after: $after, last: $last, before: $before) {
      edges { node { id } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

/** Every node of a connection, one page of `size` at a time, forwards or backwards. */
async function pageThrough(
  read: (cursor: { first?: number; after?: string | null; last?: number; before?: string | null }) => Promise<{
    edges: { node: { id: string } }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };
  }>,
  size: number,
  backwards = false,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await read(backwards ? { last: size, before: cursor } : { first: size, after: cursor });
    const nodes = page.edges.map((e) => e.node.id);
    if (backwards) ids.unshift(...nodes);
    else ids.push(...nodes);
    if (!(backwards ? page.pageInfo.hasPreviousPage : page.pageInfo.hasNextPage)) return ids;
    cursor = backwards ? page.pageInfo.startCursor : page.pageInfo.endCursor;
  }
  throw new Error('the pages never ended');
}

describe('keyset cursors', () => {
  it('page Assignments created within one millisecond one by one, forwards and backwards, none twice or left out', async () => {
    const own = await apiOrganization(t, 'same-millisecond');
    const ownSystem = { organizationId: own.organizationId, actorId: own.systemActorId };
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await newAssignment(t, ownSystem, { title: `ms ${i}` })).assignment.id);
    // Three of them share a millisecond (microseconds apart), as a fast machine may create them.
    const instants = ['2026-06-01T00:00:00.123100Z', '2026-06-01T00:00:00.123400Z', '2026-06-01T00:00:00.123900Z'];
    for (const [i, at] of instants.entries()) {
      await t.admin.query('update workforce.assignments set created_at = $1 where organization_id = $2 and assignment_id = $3', [
        at,
        own.organizationId,
        made[i + 1],
      ]);
    }
    const { rows } = await t.admin.query<{ assignment_id: string }>(
      'select assignment_id from workforce.assignments where organization_id = $1 order by created_at, assignment_id',
      [own.organizationId],
    );
    const order = rows.map((r) => r.assignment_id);
    const read = async (cursor: Record<string, unknown>) =>
      ok(await execute(api.yoga, Assignments, cursor as never, own.tokens.viewer)).assignments;
    expect(await pageThrough(read, 1)).toEqual(order);
    expect(await pageThrough(read, 2)).toEqual(order);
    expect(await pageThrough(read, 1, true)).toEqual(order);
  });

  it('page API tokens one by one, forwards and backwards, none twice or left out', async () => {
    const own = await apiOrganization(t, 'token-pages');
    const ownSystem = { organizationId: own.organizationId, actorId: own.systemActorId };
    for (let i = 0; i < 3; i++) await createApiToken(t.db, ownSystem, { actorId: own.systemActorId, role: 'VIEWER' });
    // Same instant for all: the order is still the order of creation.
    await t.admin.query(`update workforce.api_tokens set created_at = '2026-06-01T00:00:00.123456Z' where organization_id = $1`, [
      own.organizationId,
    ]);
    const { rows } = await t.admin.query<{ token_id: string }>(
      'select token_id from workforce.api_tokens where organization_id = $1 order by created_seq desc',
      [own.organizationId],
    );
    const order = rows.map((r) => r.token_id);
    expect(order).toHaveLength(7);
    const read = async (cursor: Record<string, unknown>) =>
      ok(await execute(api.yoga, Tokens, cursor as never, own.tokens.system)).apiTokens;
    expect(await pageThrough(read, 1)).toEqual(order);
    expect(await pageThrough(read, 3)).toEqual(order);
    expect(await pageThrough(read, 2, true)).toEqual(order);
  });
});

const Actors = graphql(`
  query CnActors($kind: ActorKind, $first: Int, $after: String, $last: Int, $before: String) {
    actors(kind: $kind, first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { id kind displayName status } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const ActorsWithConfigurations = graphql(`
  query CnActorsWithConfigurations($first: Int) {
    actors(kind: AI_AGENT, first: $first) {
      edges { node { id latestConfigurationVersion configurations(first: 5) { edges { node { version } } } } }
    }
  }
`);

describe('actors', () => {
  let own: ApiOrganization;
  let ownSystem: { organizationId: string; actorId: string };
  /** The organization's Actors in registration order, as the database orders them. */
  let order: { actor_id: string; kind: string }[];
  const read = (token: string, variables: Record<string, unknown>) => execute(api.yoga, Actors, variables as never, token);

  beforeAll(async () => {
    // Given an organization with its System Actor, a runner (SYSTEM), an operator (HUMAN), three
    // agents and another human, two of them registered within one microsecond of each other
    own = await apiOrganization(t, 'actor-pages');
    ownSystem = { organizationId: own.organizationId, actorId: own.systemActorId };
    const agents = [];
    for (let i = 0; i < 3; i++) agents.push(await newAgent(t, { organizationId: own.organizationId, system: ownSystem }));
    await registerActor(t.db, ownSystem, { kind: 'HUMAN', displayName: 'Reviewer' });
    await t.admin.query(
      `update workforce.actors set registered_at = '2026-06-01T00:00:00.123456Z' where organization_id = $1 and actor_id = any($2)`,
      [own.organizationId, agents.slice(0, 2)],
    );
    order = (
      await t.admin.query<{ actor_id: string; kind: string }>(
        'select actor_id, kind from workforce.actors where organization_id = $1 order by registered_at, actor_id',
        [own.organizationId],
      )
    ).rows;
    expect(order).toHaveLength(7);
  });

  it('pages them in registration order, forwards and backwards, none twice or left out', async () => {
    const page = async (cursor: Record<string, unknown>) => ok(await read(own.tokens.viewer, cursor)).actors;
    const ids = order.map((a) => a.actor_id);
    expect(await pageThrough(page, 1)).toEqual(ids);
    expect(await pageThrough(page, 3)).toEqual(ids);
    expect(await pageThrough(page, 2, true)).toEqual(ids);

    const first = await page({ first: 2 });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.edges.map((e) => e.node.id)).toEqual(ids.slice(0, 2));
    const newest = await page({ last: 2 });
    expect(newest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(newest.edges.map((e) => e.node.id)).toEqual(ids.slice(-2));
    // An edge's cursor is a position too: after the first edge come the rest.
    const rest = await page({ first: 100, after: first.edges[0]!.cursor });
    expect(rest.edges.map((e) => e.node.id)).toEqual(ids.slice(1));
  });

  it('lists only the kind asked for, paged the same way', async () => {
    const page = (kind: string) => async (cursor: Record<string, unknown>) =>
      ok(await read(own.tokens.viewer, { kind, ...cursor })).actors;
    const ofKind = (kind: string) => order.filter((a) => a.kind === kind).map((a) => a.actor_id);
    expect(ofKind('AI_AGENT')).toHaveLength(3);
    expect(await pageThrough(page('AI_AGENT'), 2)).toEqual(ofKind('AI_AGENT'));
    expect(await pageThrough(page('AI_AGENT'), 1, true)).toEqual(ofKind('AI_AGENT'));
    expect(await pageThrough(page('HUMAN'), 5)).toEqual(ofKind('HUMAN'));
    expect(await pageThrough(page('SYSTEM'), 5)).toEqual(ofKind('SYSTEM'));
    const agents = ok(await read(own.tokens.viewer, { kind: 'AI_AGENT', first: 10 })).actors.edges.map((e) => e.node);
    expect(agents.every((a) => a.kind === 'AI_AGENT' && a.status === 'ACTIVE')).toBe(true);
  });

  it('shows no Actor of another organization, to any role', async () => {
    const mine = new Set(order.map((a) => a.actor_id));
    for (const token of Object.values(org.tokens)) {
      const theirs = ok(await read(token, { first: 100 })).actors.edges.map((e) => e.node.id);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.filter((id) => mine.has(id))).toEqual([]);
    }
    // A cursor names a position, not a row to read: given to another organization, it still lists only that one's.
    const cursor = ok(await read(own.tokens.viewer, { first: 1 })).actors.pageInfo.endCursor;
    const after = ok(await read(org.tokens.viewer, { first: 100, after: cursor })).actors.edges.map((e) => e.node.id);
    expect(after.filter((id) => mine.has(id))).toEqual([]);
  });

  it('refuses a page over the maximum, a cursor of another list and a made-up one, naming the argument', async () => {
    const tokens = ok(await execute(api.yoga, Tokens, { first: 1 }, own.tokens.system)).apiTokens;
    await newAssignment(t, ownSystem);
    const assignments = ok(await execute(api.yoga, Assignments, { first: 1 }, own.tokens.viewer)).assignments;
    const refusals: [Record<string, unknown>, string][] = [
      [{ first: 101 }, 'first'],
      [{ last: 101 }, 'last'],
      [{ first: 0 }, 'first'],
      [{ first: 2, after: tokens.pageInfo.endCursor }, 'after'],
      [{ first: 2, after: assignments.pageInfo.endCursor }, 'after'],
      [{ last: 2, before: Buffer.from('actor|yesterday|x').toString('base64url') }, 'before'],
      // well-formed, but a day no calendar has
      [{ first: 2, after: Buffer.from(`actor|2026-02-30T00:00:00.000000Z|${randomUUID()}`).toString('base64url') }, 'after'],
      [{ first: 2, after: 'not-a-cursor' }, 'after'],
    ];
    for (const [variables, path] of refusals) {
      const result = await read(own.tokens.viewer, variables);
      expect(result.data ?? null, JSON.stringify(variables)).toBeNull();
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(result.errors?.[0]), JSON.stringify(variables)).toContain(path);
    }
  });

  it('reads a page in one statement, and the configurations of all its agents in one more, however many there are', async () => {
    for (let i = 0; i < 8; i++) await newAgent(t, { organizationId: own.organizationId, system: ownSystem });
    const counts: Record<number, number> = {};
    for (const first of [2, 11]) {
      t.statements.count = 0;
      const agents = ok(await execute(api.yoga, ActorsWithConfigurations, { first }, own.tokens.viewer)).actors.edges;
      expect(agents).toHaveLength(first);
      for (const { node } of agents) {
        expect(node.latestConfigurationVersion).toBe(1);
        expect(node.configurations.edges.map((e) => e.node.version)).toEqual([1]);
      }
      counts[first] = t.statements.count;
    }
    // the token, open the read session, the page, the agents' configurations, commit
    expect(counts[11]).toBe(counts[2]);
    expect(counts[11]).toBeLessThanOrEqual(5);
  });
});

describe('an Attempt', () => {
  it('pages its events and interactions, and names its Assignment', async () => {
    const agent = await newAgent(t, { organizationId: org.organizationId, system: system() });
    const { assignment } = await newAssignment(t, system());
    const { attempt } = await claim(t, system(), assignment.id, agent);
    const attemptId = attempt!.id;
    for (let i = 0; i < 3; i++) {
      await appendEvent(t.db, system(), {
        kind: 'tool.call',
        payloadVersion: 1,
        attemptId,
        assignmentId: assignment.id,
        payload: { call_id: `c${i}`, tool_name: 'search', arguments: { q: i } },
      });
    }
    await appendEvent(t.db, system(), {
      kind: 'tool.result',
      payloadVersion: 1,
      attemptId,
      assignmentId: assignment.id,
      payload: { call_id: 'c0', tool_name: 'search', result: 'found' },
    });

    const page = ok(await execute(api.yoga, AttemptPages, { id: attemptId, first: 2 }, org.tokens.viewer)).attempt!;
    expect(page.assignment).toEqual({ id: assignment.id, state: 'RUNNING' });
    expect(page.events.edges.map((e) => e.node.kind)).toEqual(['attempt.started', 'tool.call']);
    expect(page.events.pageInfo.hasNextPage).toBe(true);
    const rest = ok(
      await execute(
        api.yoga,
        AttemptPages,
        { id: attemptId, first: 10, after: page.events.pageInfo.endCursor },
        org.tokens.viewer,
      ),
    ).attempt!;
    expect(rest.events.edges.map((e) => e.node.kind)).toEqual(['tool.call', 'tool.call', 'tool.result']);
    const newest = ok(await execute(api.yoga, AttemptPages, { id: attemptId, last: 1 }, org.tokens.viewer)).attempt!;
    expect(newest.events.edges.map((e) => e.node.kind)).toEqual(['tool.result']);

    expect(page.interactions.edges.map((e) => [e.node.callId, e.node.pending])).toEqual([
      ['c0', false],
      ['c1', true],
    ]);
    expect(page.interactions.pageInfo.hasNextPage).toBe(true);
  });
});

const ClaimThenEnd = graphql(`
  mutation CnClaimThenEnd($claim: ClaimAssignmentInput!, $end: EndAttemptInput!) {
    claimAssignment(input: $claim) {
      __typename
      ... on ClaimAssignmentSuccess { attempt { id outcome events { edges { node { kind } } } } }
    }
    endAttempt(input: $end) {
      __typename
      ... on EndAttemptSuccess {
        attempt { id outcome events { edges { node { kind } } } }
        assignment { state attempts { edges { node { id outcome } } } }
      }
    }
  }
`);

describe('two mutations in one request', () => {
  it('each payload reads what its own command wrote, not what the first payload loaded', async () => {
    const agent = await newAgent(t, { organizationId: org.organizationId, system: system() });
    const { assignment } = await newAssignment(t, system());
    const attemptId = randomUUID();
    const result = ok(
      await execute(
        api.yoga,
        ClaimThenEnd,
        {
          claim: { assignmentId: assignment.id, agentId: agent, configurationVersion: 1, attemptId },
          end: { assignmentId: assignment.id, attemptId, outcome: 'FAILED', failureReason: 'gave up' },
        },
        org.tokens.runner,
      ),
    );
    if (result.claimAssignment.__typename !== 'ClaimAssignmentSuccess') throw new Error(result.claimAssignment.__typename);
    if (result.endAttempt.__typename !== 'EndAttemptSuccess') throw new Error(result.endAttempt.__typename);
    expect(result.claimAssignment.attempt!.events.edges.map((e) => e.node.kind)).toEqual(['attempt.started']);
    expect(result.endAttempt.attempt!.outcome).toBe('FAILED');
    expect(result.endAttempt.attempt!.events.edges.map((e) => e.node.kind)).toEqual(['attempt.started', 'attempt.ended']);
    expect(result.endAttempt.assignment.state).toBe('READY');
    expect(result.endAttempt.assignment.attempts.edges.map((e) => e.node)).toEqual([{ id: attemptId, outcome: 'FAILED' }]);
  });
});

const CancelThenReopen = graphql(`
  mutation CnCancelThenReopen($cancel: CancelAssignmentInput!, $reopen: ReopenAssignmentInput!) {
    cancelAssignment(input: $cancel) {
      __typename
      ... on CancelAssignmentSuccess { assignment { state availability { reason nextActions } } }
    }
    reopenAssignment(input: $reopen) {
      __typename
      ... on ReopenAssignmentSuccess { assignment { state availability { reason claimable nextActions } } }
    }
  }
`);

describe('two decisions in one request', () => {
  it('each payload assesses the availability its own command left, not what the first payload assessed', async () => {
    const { assignment } = await newAssignment(t, system());
    const result = ok(
      await execute(
        api.yoga,
        CancelThenReopen,
        { cancel: { assignmentId: assignment.id, reason: 'pause' }, reopen: { assignmentId: assignment.id, reason: 'resume' } },
        org.tokens.operator,
      ),
    );
    if (result.cancelAssignment.__typename !== 'CancelAssignmentSuccess') throw new Error(result.cancelAssignment.__typename);
    if (result.reopenAssignment.__typename !== 'ReopenAssignmentSuccess') throw new Error(result.reopenAssignment.__typename);
    expect(result.cancelAssignment.assignment).toEqual({
      state: 'CANCELLED',
      availability: { reason: 'CANCELLED', nextActions: ['reopenAssignment'] },
    });
    expect(result.reopenAssignment.assignment).toEqual({
      state: 'READY',
      availability: { reason: 'READY', claimable: true, nextActions: ['cancelAssignment'] },
    });
  });
});

describe('success payloads', () => {
  it('name the lifecycle event and everything written, the inline goal Entity first, and the same on an exact retry', async () => {
    const input = { assignmentId: randomUUID(), title: 'inline goal', goal: { mediaType: 'text/plain', content: 'a goal' } };
    const first = ok(await execute(api.yoga, Create, { input }, org.tokens.operator)).createAssignment;
    if (first.__typename !== 'CreateAssignmentSuccess') throw new Error(first.__typename);
    expect(first.replayed).toBe(false);
    expect(first.event.kind).toBe('assignment.created');
    expect(first.events.map((e) => e.kind)).toEqual(['entity.created', 'assignment.created']);
    expect(first.events[0]!.payload).toMatchObject({ entity_id: first.assignment.goalEntity.id });
    expect(first.events[1]!.seq).toBe(first.event.seq);

    const retry = ok(await execute(api.yoga, Create, { input }, org.tokens.operator)).createAssignment;
    if (retry.__typename !== 'CreateAssignmentSuccess') throw new Error(retry.__typename);
    expect(retry.replayed).toBe(true);
    expect(retry.events).toEqual(first.events);

    // A goal that already existed was not written by this call.
    const byId = ok(
      await execute(api.yoga, Create, { input: { goalEntityId: first.assignment.goalEntity.id } }, org.tokens.operator),
    ).createAssignment;
    if (byId.__typename !== 'CreateAssignmentSuccess') throw new Error(byId.__typename);
    expect(byId.events.map((e) => e.kind)).toEqual(['assignment.created']);
  });

  it('tell an outcome stored with the ending from one the Attempt stored before, even when no event lies between', async () => {
    const agent = await newAgent(t, { organizationId: org.organizationId, system: system() });
    const inline = await newAssignment(t, system());
    const a = (await claim(t, runner(), inline.assignment.id, agent)).attempt!.id;
    const input = {
      assignmentId: inline.assignment.id,
      attemptId: a,
      outcome: 'COMPLETED' as const,
      outcomeEntity: { mediaType: 'text/plain', content: 'done' },
    };
    const ended = ok(await execute(api.yoga, End, { input }, org.tokens.runner)).endAttempt;
    if (ended.__typename !== 'EndAttemptSuccess') throw new Error(ended.__typename);
    // The ending records the outcome stored with it (attempt.ended version 3): no entity.created of its own
    expect(ended.events.map((e) => e.kind)).toEqual(['attempt.ended']);
    expect(ended.events.map((e) => e.seq)).toEqual([ended.event.seq]);
    expect(ended.event.payloadVersion).toBe(3);
    expect(ended.event.payload).toMatchObject({
      outcome_entity_id: ended.attempt!.outcomeEntity!.id,
      outcome_sha256: ended.attempt!.outcomeEntity!.sha256,
      outcome_media_type: 'text/plain',
      outcome_byte_size: 4,
    });

    const stored = await newAssignment(t, system());
    const b = (await claim(t, runner(), stored.assignment.id, agent)).attempt!.id;
    const { createEntity } = await import('../../src/commands/index.js');
    const { entity } = await createEntity(t.db, runner(), { attemptId: b, mediaType: 'text/plain', content: 'done earlier' });
    const byId = ok(
      await execute(
        api.yoga,
        End,
        {
          input: { assignmentId: stored.assignment.id, attemptId: b, outcome: 'COMPLETED', outcomeEntityId: entity.id },
        },
        org.tokens.runner,
      ),
    ).endAttempt;
    if (byId.__typename !== 'EndAttemptSuccess') throw new Error(byId.__typename);
    expect(entity.createdSeq).toBe(byId.event.seq - 1);
    expect(byId.events.map((e) => e.kind)).toEqual(['attempt.ended']);
    // An outcome stored before is described by the ending too
    expect(byId.event.payload).toMatchObject({ outcome_entity_id: entity.id, outcome_sha256: entity.sha256 });
    // and a retry that sends the content instead reports what the original wrote: the ending alone
    // (found by review: it listed the earlier createEntity's event)
    const retried = ok(
      await execute(
        api.yoga,
        End,
        {
          input: {
            assignmentId: stored.assignment.id,
            attemptId: b,
            outcome: 'COMPLETED',
            outcomeEntity: { mediaType: 'text/plain', content: 'done earlier' },
          },
        },
        org.tokens.runner,
      ),
    ).endAttempt;
    if (retried.__typename !== 'EndAttemptSuccess') throw new Error(retried.__typename);
    expect([retried.replayed, retried.events.map((e) => e.seq)]).toEqual([true, [byId.event.seq]]);
    await expect(
      endAttempt(t.db, runner(), { assignmentId: stored.assignment.id, attemptId: b, outcome: 'FAILED' }),
    ).rejects.toMatchObject({ code: 'ASSIGNMENT_COMPLETED' });
  });

  it('find the original event of a retry that did not keep its event id, and say when a token was written', async () => {
    const input = { actorId: randomUUID(), kind: 'HUMAN' as const, displayName: 'Grace' };
    const first = ok(await execute(api.yoga, Register, { input }, org.tokens.operator)).registerActor;
    const retry = ok(await execute(api.yoga, Register, { input }, org.tokens.operator)).registerActor;
    if (first.__typename !== 'RegisterActorSuccess' || retry.__typename !== 'RegisterActorSuccess') throw new Error('refused');
    expect([first.replayed, retry.replayed]).toEqual([false, true]);
    expect(retry.event).toEqual(first.event);
    expect(retry.event).toMatchObject({ kind: 'actor.registered', payload: { actor_id: input.actorId } });
    expect(retry.events).toEqual([{ id: first.event.id }]);

    const token = ok(
      await execute(api.yoga, Token, { input: { actorId: input.actorId, role: 'VIEWER' } }, org.tokens.system),
    ).createApiToken;
    if (token.__typename !== 'CreateApiTokenSuccess') throw new Error(token.__typename);
    expect(token.replayed).toBe(false);
    expect(token.event).toMatchObject({ kind: 'api_token.created', payload: { token_id: token.apiToken.id } });
    expect(token.events).toEqual([{ kind: 'api_token.created' }]);
  });
});

const CreateAnswering = graphql(`
  mutation CnCreateAnswering($input: CreateAssignmentInput!, $after: String) {
    createAssignment(input: $input) {
      __typename
      ... on CreateAssignmentSuccess {
        assignment { id attempts(after: $after) { edges { node { id } } } }
        event { recordedBy { configurations(before: "bm90LW91cnM") { edges { node { version } } } } }
      }
    }
  }
`);

const RenewAnswering = graphql(`
  mutation CnRenewAnswering($input: RenewClaimInput!, $kinds: [String!]) {
    renewClaim(input: $input) {
      __typename
      ... on RenewClaimSuccess { attempt { id events(kinds: $kinds) { edges { node { kind } } } } }
    }
  }
`);

const RenewReading = graphql(`
  mutation CnRenewReading($input: RenewClaimInput!) {
    renewClaim(input: $input) {
      __typename
      ... on RenewClaimSuccess { event { seq } attempt { id events(first: 100) { edges { node { seq payload } } } } }
    }
  }
`);

describe('a mutation\u2019s answer', () => {
  // Charging off (every limit 0): the arguments are still checked before anything runs.
  const uncharged = useYoga(t, { maxNodes: 0, maxCost: 0 });

  it('refuses a cursor or filter its selection could not read before its command writes, with every limit on or off', async () => {
    const agent = await newAgent(t, { organizationId: org.organizationId, system: system() });
    const { assignment } = await newAssignment(t, system());
    const attempt = (await claim(t, runner(), assignment.id, agent)).attempt!;
    const ledgerHead = async () =>
      (
        await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events where organization_id = $1', [
          org.organizationId,
        ])
      ).rows[0]!.n;
    const tooManyKinds = Array.from({ length: 51 }, (_, i) => `kind.k${i}`);
    for (const yoga of [api.yoga, uncharged.yoga]) {
      const before = await ledgerHead();
      const assignmentId = randomUUID();
      const goal = { mediaType: 'text/plain', content: 'never created' };
      const refusals = [
        // a made-up cursor (variable), and another connection's cursor as a literal (base64url "not-ours")
        await execute(yoga, CreateAnswering, { input: { assignmentId, goal }, after: 'bogus' }, org.tokens.system),
        await execute(yoga, CreateAnswering, { input: { assignmentId, goal } }, org.tokens.system),
        await execute(
          yoga,
          RenewAnswering,
          { input: { assignmentId: assignment.id, attemptId: attempt.id, claimTtlSeconds: 600 }, kinds: tooManyKinds },
          org.tokens.runner,
        ),
      ];
      for (const result of refusals) {
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
      }
      expect(JSON.stringify(refusals[0]!.errors)).toContain('after is not a cursor this server gave out');
      expect(refusals[1]!.errors?.[0]?.extensions?.field).toBe('Actor.configurations');
      expect(JSON.stringify(refusals[2]!.errors)).toContain('kinds');
      // nothing was written: no Assignment, no renewal
      expect(await ledgerHead()).toBe(before);
      const created = await t.admin.query('select 1 from workforce.assignments where assignment_id = $1', [assignmentId]);
      expect(created.rowCount).toBe(0);
    }
    // the same selection with good arguments writes and answers
    const done = ok(
      await execute(
        api.yoga,
        RenewAnswering,
        { input: { assignmentId: assignment.id, attemptId: attempt.id, claimTtlSeconds: 600 }, kinds: ['attempt.renewed'] },
        org.tokens.runner,
      ),
    ).renewClaim;
    if (done.__typename !== 'RenewClaimSuccess') throw new Error(done.__typename);
    expect(done.attempt?.events.edges.map((e) => e.node.kind)).toEqual(['attempt.renewed']);
  });

  // A small response limit, so that a page of model requests of many small messages (which cutting
  // contents does not shorten) passes it.
  const small = useYoga(t, {}, { maxResponsePayloadBytes: 20_000 });

  it('says its command was written when a part of its answer cannot be read, and is not to be retried', async () => {
    const agent = await newAgent(t, { organizationId: org.organizationId, system: system() });
    const { assignment } = await newAssignment(t, system());
    const attempt = (await claim(t, runner(), assignment.id, agent)).attempt!;
    const messages = Array.from({ length: 100 }, (_, i) => ({ role: 'user', content: `a short message, number ${i}` }));
    for (let k = 0; k < 5; k++) {
      await appendEvent(t.db, runner(), {
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId: attempt.id,
        payload: { call_id: `small-${k}`, model: 'm', messages },
      });
    }
    const renewals = async () =>
      (
        await t.admin.query<{ n: number }>(
          `select count(*)::int as n from workforce.events where organization_id = $1 and kind = 'attempt.renewed'`,
          [org.organizationId],
        )
      ).rows[0]!.n;
    const input = { assignmentId: assignment.id, attemptId: attempt.id, claimTtlSeconds: 600 };
    const before = await renewals();
    const answer = await execute(small.yoga, RenewReading, { input }, org.tokens.runner);
    // the renewal was written, its event answered; the Attempt's events past the limit were not
    expect(await renewals()).toBe(before + 1);
    expect(answer.status).toBe(200);
    expect(answer.data?.renewClaim).toMatchObject({
      __typename: 'RenewClaimSuccess',
      event: { seq: expect.any(Number) },
      attempt: null,
    });
    // one error a payload past the limit, each under the field that could not be read
    expect(answer.errors?.length).toBeGreaterThan(0);
    for (const error of answer.errors!) {
      expect(error.extensions).toMatchObject({
        code: 'ANSWER_INCOMPLETE',
        cause: 'RESPONSE_TOO_LARGE',
        written: true,
        retryable: false,
      });
      expect(error.message).toMatch(/command was carried out/);
    }

    // A read of the answer that meets a database fault (here: no database to read from) is not
    // "nothing was written, try again" (HTTP 503) either
    const pool = createPool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectTimeoutMs: 500 });
    const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    try {
      const yoga = createWorkforceYoga({
        db: t.db,
        readDb: createDb(pool),
        feed,
        limits: TEST_LIMITS,
        protection: TEST_PROTECTION,
        log: () => {},
      });
      const faulted = await execute(yoga, RenewReading, { input }, org.tokens.runner);
      expect(await renewals()).toBe(before + 2);
      expect(faulted.status).toBe(200);
      expect(faulted.data?.renewClaim).toMatchObject({ __typename: 'RenewClaimSuccess', attempt: null });
      expect(faulted.errors![0]!.extensions).toMatchObject({
        code: 'ANSWER_INCOMPLETE',
        cause: 'DATABASE_UNAVAILABLE',
        written: true,
        retryable: false,
        requestId: expect.any(String),
      });
      expect(faulted.errors![0]!.message).not.toMatch(/nothing was written|try again/);
    } finally {
      await feed.close();
      await pool.end();
    }

    // the same answer within the limits reads whole
    const whole = await execute(api.yoga, RenewReading, { input }, org.tokens.runner);
    expect(whole.errors).toBeUndefined();
    if (whole.data?.renewClaim.__typename !== 'RenewClaimSuccess') throw new Error('refused');
    expect(
      whole.data.renewClaim.attempt?.events.edges.filter((e) => (e.node.payload as { messages?: unknown }).messages),
    ).toHaveLength(5);
  });
});
