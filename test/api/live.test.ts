// Issue: Attempt interaction history, a readable ledger, and live updates for consoles.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, claimAssignment, endAttempt } from '../../src/commands/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, nodesOf, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment } from '../helpers/factories.js';
import { subscribe } from '../helpers/sse.js';

const t = useTestDatabase();
const api = useYoga(t);

const LedgerEvents = graphql(`
  subscription LiveLedger($afterSeq: Int, $kinds: [String!], $assignmentId: ID) {
    ledgerEvents(afterSeq: $afterSeq, kinds: $kinds, assignmentId: $assignmentId) { seq kind id payload }
  }
`);
const AssignmentChanged = graphql(`
  subscription LiveAssignment($id: ID!) { assignmentChanged(id: $id) { id state activeClaim { attempt { id } } } }
`);
const PagedEvents = graphql(`
  query LivePaged($after: String, $first: Int) {
    events(after: $after, first: $first) { edges { node { seq kind id } } pageInfo { hasNextPage endCursor } }
  }
`);
const Verify = graphql(`
  query LiveVerify { verifyLedger { ok eventsChecked firstBroken { seq eventId reason } } }
`);
const LateEvidence = graphql(`
  mutation LiveLateEvidence($input: AppendEventInput!) {
    appendEvent(input: $input) { __typename ... on AttemptNotActive { attemptId activeAttemptId } ... on Error { code } }
  }
`);
const Interactions = graphql(`
  query LiveInteractions($id: ID!) {
    attempt(id: $id) {
      outcome
      interactions { edges { node { kind callId pending request { seq kind payload } response { seq kind payload } } } }
      events { edges { node { seq kind } } }
    }
  }
`);

let org: ApiOrganization;
let system: { organizationId: string; actorId: string };
let agent: string;

beforeAll(async () => {
  org = await apiOrganization(t, 'live');
  system = { organizationId: org.organizationId, actorId: org.systemActorId };
  agent = await newAgent(t, { organizationId: org.organizationId, system });
});

/** A Runner's Attempt with model and tool calls, the last tool call left pending. */
async function runAttempt(outcome: 'COMPLETED' | 'FAILED') {
  const { assignment } = await newAssignment(t, system);
  const attemptId = randomUUID();
  await claimAssignment(t.db, system, { assignmentId: assignment.id, agentId: agent, configurationVersion: 1, attemptId });
  const payloads = [
    [
      'llm.request',
      {
        call_id: 'm1',
        model: 'model-a',
        messages: [{ role: 'user', content: 'Find the code. ✓ 𝄞' }],
        parameters: { temperature: 0.25 },
      },
    ],
    ['tool.call', { call_id: 't1', tool_name: 'search', arguments: { query: 'access code', limit: 3 } }],
    ['tool.result', { call_id: 't1', tool_name: 'search', result: [{ page: 4, text: 'code 7731' }], latency_ms: 35.5 }],
    [
      'llm.response',
      { call_id: 'm1', model: 'model-a', content: '7731', usage: { input_tokens: 412, output_tokens: 3 }, trace: 'kept' },
    ],
    ['tool.call', { call_id: 't2', tool_name: 'notify', arguments: { to: 'ops' } }],
  ] as const;
  for (const [kind, payload] of payloads) {
    await appendEvent(t.db, system, {
      kind,
      payloadVersion: 1,
      assignmentId: assignment.id,
      attemptId,
      payload: payload as never,
    });
  }
  await endAttempt(
    t.db,
    system,
    outcome === 'COMPLETED'
      ? { assignmentId: assignment.id, attemptId, outcome, outcomeEntity: { mediaType: 'text/plain', content: '7731' } }
      : { assignmentId: assignment.id, attemptId, outcome, failureReason: 'gave up' },
  );
  return { assignmentId: assignment.id, attemptId, payloads };
}

describe('Attempt interaction history', () => {
  it("reads back an Attempt's model and tool calls exactly, paired, with a pending call shown", async () => {
    const { attemptId, payloads } = await runAttempt('COMPLETED');
    const { data } = await execute(api.yoga, Interactions, { id: attemptId }, org.tokens.viewer);
    const interactions = nodesOf(data!.attempt!.interactions);
    expect(interactions.map((i) => [i.kind, i.callId, i.pending])).toEqual([
      ['MODEL_CALL', 'm1', false],
      ['TOOL_CALL', 't1', false],
      ['TOOL_CALL', 't2', true],
    ]);
    // Payloads come back as the Runner sent them (JSON values equal: jsonb keeps values, not key order)
    expect(interactions[0]!.request!.payload).toEqual(payloads[0][1]);
    expect(interactions[0]!.response!.payload).toEqual(payloads[3][1]);
    expect(interactions[1]!.response!.payload).toEqual(payloads[2][1]);
    expect(interactions[2]!.response).toBeNull();
    expect(nodesOf(data!.attempt!.events).map((e) => e.kind)).toEqual([
      'attempt.started',
      'llm.request',
      'tool.call',
      'tool.result',
      'llm.response',
      'tool.call',
      'attempt.ended',
    ]);
  });
});

describe('fencing of evidence', () => {
  it('refuses late model and tool events of a failed Attempt through the API, writing nothing', async () => {
    const { assignmentId, attemptId } = await runAttempt('FAILED');
    const {
      rows: [before],
    } = await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events where organization_id = $1', [
      org.organizationId,
    ]);
    for (const [kind, payload] of [
      ['llm.response', { call_id: 'late', model: 'm', content: 'too late' }],
      ['tool.result', { call_id: 'late', tool_name: 'search', result: 1 }],
    ] as const) {
      const result = await execute(
        api.yoga,
        LateEvidence,
        { input: { kind, payloadVersion: 1, assignmentId, attemptId, payload } },
        org.tokens.runner,
      );
      expect(result.data!.appendEvent).toMatchObject({ __typename: 'AttemptNotActive', attemptId, activeAttemptId: null });
    }
    const {
      rows: [after],
    } = await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events where organization_id = $1', [
      org.organizationId,
    ]);
    expect(after!.n).toBe(before!.n);
  });
});

describe('live ledger over Server-Sent Events', () => {
  it('replays, then streams, each event exactly once in order across the switch, as a paged read sees it', async () => {
    // Given events before the subscriber connects
    await runAttempt('FAILED');
    const live = await subscribe(api.yoga, LedgerEvents, { afterSeq: 0 }, org.tokens.viewer);
    // When more are written while it replays and after it caught up
    const writing = runAttempt('COMPLETED');
    const received: { seq: number; id: string }[] = [];
    await writing;
    await runAttempt('FAILED');
    const {
      rows: [head],
    } = await t.admin.query<{ seq: number }>(
      'select last_seq::int as seq from workforce.organization_heads where organization_id = $1',
      [org.organizationId],
    );
    while (received.at(-1)?.seq !== head!.seq) received.push((await live.next()).ledgerEvents);
    live.close();
    // Then it saw 1..head with no gap and no duplicate, identical to the paged ledger
    expect(received.map((e) => e.seq)).toEqual(Array.from({ length: head!.seq }, (_, i) => i + 1));
    const paged: { seq: number; id: string }[] = [];
    const pageAfter = async (after: string | null) =>
      (await execute(api.yoga, PagedEvents, { after, first: 7 }, org.tokens.viewer)).data!.events;
    for (let after: string | null = null, more = true; more; ) {
      const page = await pageAfter(after);
      paged.push(...nodesOf(page));
      more = page.pageInfo.hasNextPage;
      after = page.pageInfo.endCursor ?? after;
    }
    expect(received.map((e) => [e.seq, e.id])).toEqual(paged.map((e) => [e.seq, e.id]));
  });

  it('resumes after a disconnect from the last seq seen, missing nothing', async () => {
    const first = await subscribe(api.yoga, LedgerEvents, { kinds: ['attempt.started', 'attempt.ended'] }, org.tokens.viewer);
    const { attemptId } = await runAttempt('FAILED');
    const started = (await first.next()).ledgerEvents;
    expect(started).toMatchObject({ kind: 'attempt.started', payload: { attempt_id: attemptId } });
    first.close();
    // Written while disconnected
    const missed = await runAttempt('COMPLETED');
    const resumed = await subscribe(
      api.yoga,
      LedgerEvents,
      { afterSeq: started.seq, kinds: ['attempt.started', 'attempt.ended'] },
      org.tokens.viewer,
    );
    const next = [(await resumed.next()).ledgerEvents, (await resumed.next()).ledgerEvents, (await resumed.next()).ledgerEvents];
    resumed.close();
    expect(next.map((e) => [e.kind, (e.payload as { attempt_id: string }).attempt_id])).toEqual([
      ['attempt.ended', attemptId],
      ['attempt.started', missed.attemptId],
      ['attempt.ended', missed.attemptId],
    ]);
  });

  it("streams an Assignment's state as it changes", async () => {
    const { assignment } = await newAssignment(t, system);
    const live = await subscribe(api.yoga, AssignmentChanged, { id: assignment.id }, org.tokens.viewer);
    expect((await live.next()).assignmentChanged.state).toBe('READY');
    const attemptId = randomUUID();
    await claimAssignment(t.db, system, { assignmentId: assignment.id, agentId: agent, configurationVersion: 1, attemptId });
    expect((await live.next()).assignmentChanged).toMatchObject({
      state: 'RUNNING',
      activeClaim: { attempt: { id: attemptId } },
    });
    await endAttempt(t.db, system, { assignmentId: assignment.id, attemptId, outcome: 'FAILED' });
    expect((await live.next()).assignmentChanged).toMatchObject({ state: 'READY', activeClaim: null });
    live.close();
  });

  it("keeps every organization's stream to itself, and refuses anonymous subscribers", async () => {
    const other = await apiOrganization(t, 'live-other');
    const mine = await subscribe(api.yoga, LedgerEvents, {}, other.tokens.viewer);
    await runAttempt('FAILED');
    const theirs = await newAssignment(t, { organizationId: other.organizationId, actorId: other.systemActorId });
    const event = (await mine.next()).ledgerEvents;
    expect(event.kind).toBe('entity.created');
    expect((await mine.next()).ledgerEvents).toMatchObject({
      kind: 'assignment.created',
      payload: { assignment_id: theirs.assignment.id },
    });
    expect(mine.buffered()).toBe(0);
    mine.close();
    const anonymous = await api.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { ledgerEvents { seq } }' }),
    });
    expect(await anonymous.text()).toContain('UNAUTHENTICATED');
  });
});

describe('ledger integrity for operators', () => {
  it('verifies the chain for SYSTEM callers only, and names the first broken link', async () => {
    const checked = (await execute(api.yoga, Verify, {}, org.tokens.system)).data!.verifyLedger;
    expect(checked).toMatchObject({ ok: true, firstBroken: null });
    expect(checked.eventsChecked).toBeGreaterThan(10);
    expect((await execute(api.yoga, Verify, {}, org.tokens.operator)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Tamper with one recorded payload behind the trigger's back
    const client = await t.admin.connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(
        `update workforce.events set payload = payload || '{"content": "forged"}' where organization_id = $1 and org_seq = 5`,
        [org.organizationId],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
    const broken = (await execute(api.yoga, Verify, {}, org.tokens.system)).data!.verifyLedger;
    expect(broken).toMatchObject({ ok: false, eventsChecked: 4, firstBroken: { seq: 5 } });
    expect(broken.firstBroken!.reason).toMatch(/does not match its digest/);
  });
});
