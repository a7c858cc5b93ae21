// Evidence over GraphQL (issue 30): conversations appended whole or as continuations read back
// whole through every reader, Event.storedPayload, payload(maxContentBytes) and what it costs.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvents, claimAssignment } from '../../src/commands/index.js';
import { graphql } from '../gql/index.js';
import { type ApiOrganization, apiOrganization, execute, nodesOf, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment } from '../helpers/factories.js';

const t = useTestDatabase();
const api = useYoga(t);
// A server with small read limits (WORKFORCE_MAX_PAYLOAD_READ_BYTES, WORKFORCE_MAX_RESPONSE_PAYLOAD_BYTES)
const small = useYoga(t, {}, { maxPayloadReadBytes: 4_096, maxResponsePayloadBytes: 10_000 });

const Append = graphql(`
  mutation EvAppend($input: AppendEventsInput!) {
    appendEvents(input: $input) {
      __typename
      ... on AppendEventsSuccess {
        results {
          __typename
          ... on AppendEventSuccess { replayed }
          ... on Error { code message }
        }
      }
      ... on Error { code message }
    }
  }
`);
const Read = graphql(`
  query EvRead($attemptId: ID!, $max: Int) {
    attempt(id: $attemptId) {
      interactions(first: 50) {
        edges { node { callId request { payload payloadVersion storedPayloadVersion } response { payload } } }
      }
      events(first: 100) { edges { node { kind payload(maxContentBytes: $max) storedPayload digest } } }
    }
    events(attemptId: $attemptId, kinds: ["llm.request"], first: 100) { edges { node { payload storedPayload } } }
  }
`);
const AppendCut = graphql(`
  mutation EvAppendCut($input: AppendEventInput!, $max: Int) {
    appendEvent(input: $input) {
      __typename
      ... on AppendEventSuccess { event { payload(maxContentBytes: $max) } }
      ... on Error { code message }
    }
  }
`);
const AppendSeq = graphql(`
  mutation EvAppendSeq($input: AppendEventInput!) {
    appendEvent(input: $input) {
      __typename
      ... on AppendEventSuccess { event { seq payloadVersion } }
      ... on Error { code message }
    }
  }
`);
const Long = graphql(`
  query EvLong($attemptId: ID!, $max: Int) {
    events(attemptId: $attemptId, first: 50) { edges { node { payload(maxContentBytes: $max) } } }
  }
`);
const Chain = graphql(`
  query EvChain {
    events(first: 100) {
      edges {
        node {
          seq id kind storedPayloadVersion storedPayload actorId recordedBy { id } assignmentId attemptId followsEventId
          recordedAtExact digest
        }
      }
    }
  }
`);
const Costly = graphql(`
  query EvCostly($attemptId: ID!, $max: Int) {
    events(attemptId: $attemptId, first: 100) { edges { node { payload(maxContentBytes: $max) } } }
  }
`);

/** Distinct text of `length` characters. */
const text = (seed: string, length: number) => {
  let out = '';
  for (let i = 0; out.length < length; i++) out += `${createHash('sha256').update(`${seed}:${i}`).digest('hex')} `;
  return out.slice(0, length);
};

let org: ApiOrganization;
let attemptId: string;
const system = { role: 'system', content: text('system prompt', 2_000) };
const user1 = { role: 'user', content: text('first question', 400) };
const answer1 = text('first answer', 600);
const user2 = { role: 'user', content: 'short follow-up' };
const answer2 = text('second answer', 300);

beforeAll(async () => {
  org = await apiOrganization(t, 'evidence');
  const agentId = await newAgent(t, {
    organizationId: org.organizationId,
    system: { organizationId: org.organizationId, actorId: org.systemActorId },
  });
  const { assignment } = await newAssignment(t, { organizationId: org.organizationId, actorId: org.operatorActorId });
  const claimed = await claimAssignment(
    t.db,
    { organizationId: org.organizationId, actorId: org.runnerActorId },
    { assignmentId: assignment.id, agentId, configurationVersion: 1 },
  );
  attemptId = claimed.attempt!.id;
});

const requestOf = (callId: string, messages: object[]) => ({ call_id: callId, model: 'model-a', messages });
const responseOf = (callId: string, content: string) => ({ call_id: callId, model: 'model-a', content });

describe('evidence over GraphQL', () => {
  it('reads a conversation sent whole and as a continuation back whole, in every reader', async () => {
    const events = [
      { kind: 'llm.request', payloadVersion: 1, attemptId, payload: requestOf('c1', [system, user1]) },
      { kind: 'llm.response', payloadVersion: 1, attemptId, payload: responseOf('c1', answer1) },
      // the second call only as what it adds
      {
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId,
        continuesCallId: 'c1',
        payload: requestOf('c2', [{ role: 'assistant', content: answer1 }, user2]),
      },
      { kind: 'llm.response', payloadVersion: 1, attemptId, payload: responseOf('c2', answer2) },
    ];
    const appended = await execute(api.yoga, Append, { input: { events } }, org.tokens.runner);
    expect(appended.data?.appendEvents).toMatchObject({
      __typename: 'AppendEventsSuccess',
      results: events.map(() => ({ __typename: 'AppendEventSuccess', replayed: false })),
    });

    const read = await execute(api.yoga, Read, { attemptId, max: null }, org.tokens.viewer);
    expect(read.errors).toBeUndefined();
    const second = requestOf('c2', [system, user1, { role: 'assistant', content: answer1 }, user2]);
    const interactions = nodesOf(read.data!.attempt!.interactions);
    expect(interactions.map((i) => [i.request?.payload, i.response?.payload])).toEqual([
      [requestOf('c1', [system, user1]), responseOf('c1', answer1)],
      [second, responseOf('c2', answer2)],
    ]);
    expect(interactions.map((i) => [i.request?.payloadVersion, i.request?.storedPayloadVersion])).toEqual([
      [1, 2],
      [1, 2],
    ]);
    const attemptEvents = nodesOf(read.data!.attempt!.events).filter((e) => e.kind.startsWith('llm.'));
    expect(attemptEvents.map((e) => e.payload)).toEqual(events.map((e, i) => (i === 2 ? second : e.payload)));
    const ledger = nodesOf(read.data!.events);
    expect(ledger.map((e) => e.payload)).toEqual([events[0]!.payload, second]);
    // The stored form references the contents by SHA-256: the stored second request holds only what it added
    expect(ledger[1]!.storedPayload).toMatchObject({
      messages: { count: 4, added: [{ role: 'assistant', content: { sha256: expect.any(String), size: 602 } }, user2] },
    });
  });

  it('cuts contents longer than maxContentBytes to their digest, size and first bytes, and leaves the rest whole', async () => {
    const read = await execute(api.yoga, Read, { attemptId, max: 100 }, org.tokens.viewer);
    expect(read.errors).toBeUndefined();
    const events = nodesOf(read.data!.attempt!.events).filter((e) => e.kind === 'llm.request');
    const cut = (value: string) => ({
      $content: {
        sha256: createHash('sha256').update(JSON.stringify(value)).digest('hex'),
        size: Buffer.byteLength(JSON.stringify(value)),
        head: value.slice(0, 100),
      },
    });
    expect(events[1]!.payload).toEqual(
      requestOf('c2', [
        { role: 'system', content: cut(system.content) },
        { role: 'user', content: cut(user1.content) },
        { role: 'assistant', content: cut(answer1) },
        user2,
      ]),
    );
    // a bound larger than every content cuts nothing
    const whole = await execute(api.yoga, Read, { attemptId, max: 10_000 }, org.tokens.viewer);
    expect(nodesOf(whole.data!.attempt!.events).find((e) => e.kind === 'llm.request')?.payload).toEqual(
      requestOf('c1', [system, user1]),
    );
    // and a negative one is a validation error
    const negative = await execute(api.yoga, Read, { attemptId, max: -1 }, org.tokens.viewer);
    expect(negative.errors?.[0]?.message).toMatch(/must be 0 or more/);
  });

  it('cuts the event a mutation answers with too, and refuses a negative bound before writing anything', async () => {
    const result = text('tool output', 700);
    const payload = { call_id: 't-cut', tool_name: 'read', result };
    const answer = await execute(
      api.yoga,
      AppendCut,
      { input: { kind: 'tool.result', payloadVersion: 1, attemptId, payload }, max: 10 },
      org.tokens.runner,
    );
    expect(answer.data?.appendEvent).toMatchObject({
      __typename: 'AppendEventSuccess',
      event: {
        payload: {
          ...payload,
          result: {
            $content: {
              sha256: createHash('sha256').update(JSON.stringify(result)).digest('hex'),
              size: 702,
              head: result.slice(0, 10),
            },
          },
        },
      },
    });
    const count = async () =>
      (
        await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events where organization_id = $1', [
          org.organizationId,
        ])
      ).rows[0]!.n;
    const before = await count();
    const refused = await execute(
      api.yoga,
      AppendCut,
      { input: { kind: 'tool.result', payloadVersion: 1, attemptId, payload: { ...payload, call_id: 't-neg' } }, max: -5 },
      org.tokens.runner,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'maxContentBytes', message: 'must be 0 or more' }],
    });
    expect(await count()).toBe(before);
  });

  it('refuses a page of conversations too large to return whole, and returns it cut', async () => {
    // An Attempt of 40 continued requests, each adding the same 100 KiB message: stored once, but each
    // read whole is up to 4 MB, and the page of all of them about 84 MB
    const agentId = await newAgent(t, {
      organizationId: org.organizationId,
      system: { organizationId: org.organizationId, actorId: org.systemActorId },
    });
    const { assignment } = await newAssignment(t, { organizationId: org.organizationId, actorId: org.operatorActorId });
    const runner = { organizationId: org.organizationId, actorId: org.runnerActorId };
    const long = (await claimAssignment(t.db, runner, { assignmentId: assignment.id, agentId, configurationVersion: 1 })).attempt!
      .id;
    const big = 'x'.repeat(100 * 1024);
    for (let i = 0; i < 40; i++) {
      await appendEvents(t.db, runner, [
        {
          kind: 'llm.request',
          payloadVersion: 1,
          attemptId: long,
          ...(i > 0 ? { continuesCallId: `long-${i - 1}` } : {}),
          payload: { call_id: `long-${i}`, model: 'model-a', messages: [{ role: 'user', content: big }] },
        },
      ]);
    }
    const whole = await execute(api.yoga, Long, { attemptId: long, max: null }, org.tokens.viewer);
    expect(whole.errors?.[0]?.extensions).toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    expect(whole.errors?.[0]?.message).toMatch(/maxContentBytes/);
    const cut = await execute(api.yoga, Long, { attemptId: long, max: 64 }, org.tokens.viewer);
    expect(cut.errors).toBeUndefined();
    const last = nodesOf(cut.data!.events).at(-1)!.payload as { messages: unknown[] };
    expect(last.messages).toHaveLength(40);
    expect(last.messages[39]).toEqual({
      role: 'user',
      content: { $content: expect.objectContaining({ size: big.length + 2, head: 'x'.repeat(64) }) },
    });
  });

  it("takes its read limits from the configuration: one payload, and one response's payloads", async () => {
    const agentId = await newAgent(t, {
      organizationId: org.organizationId,
      system: { organizationId: org.organizationId, actorId: org.systemActorId },
    });
    const { assignment } = await newAssignment(t, { organizationId: org.organizationId, actorId: org.operatorActorId });
    const runner = { organizationId: org.organizationId, actorId: org.runnerActorId };
    const attemptId = (await claimAssignment(t.db, runner, { assignmentId: assignment.id, agentId, configurationVersion: 1 }))
      .attempt!.id;
    const request = (callId: string, length: number) => ({
      kind: 'llm.request',
      payloadVersion: 1,
      attemptId,
      payload: { call_id: callId, model: 'model-a', messages: [{ role: 'user', content: text(callId, length) }] },
    });
    // One payload over 4,096 bytes: refused whole on the small server, returned by the default one and cut
    await appendEvents(t.db, runner, [request('big', 5_000)]);
    const one = await execute(small.yoga, Long, { attemptId, max: null }, org.tokens.viewer);
    expect(one.errors?.[0]?.extensions).toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    expect(one.errors?.[0]?.message).toMatch(/more than 4096 bytes for one event/);
    expect((await execute(api.yoga, Long, { attemptId, max: null }, org.tokens.viewer)).errors).toBeUndefined();
    expect((await execute(small.yoga, Long, { attemptId, max: 100 }, org.tokens.viewer)).errors).toBeUndefined();
    // Three more of 3,500 bytes each: each under 4,096, but the page's over 10,000 (cut, it is not)
    await appendEvents(t.db, runner, [request('a', 3_500), request('b', 3_500), request('c', 3_500)]);
    const page = await execute(small.yoga, Long, { attemptId, max: 3_900 }, org.tokens.viewer);
    expect(page.errors?.[0]?.extensions).toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    expect(page.errors?.[0]?.message).toMatch(/more than 10000 bytes for one response/);
    expect((await execute(small.yoga, Long, { attemptId, max: 1_000 }, org.tokens.viewer)).errors).toBeUndefined();
    // A mutation's answer over the limit comes cut to 1 KiB a content, never refused: the append was written
    const next = { role: 'user', content: 'and then?' };
    const appended = await execute(
      small.yoga,
      AppendCut,
      {
        input: {
          ...request('next', 0),
          payload: { call_id: 'next', model: 'model-a', messages: [next] },
          continuesCallId: 'big',
        },
        max: null,
      },
      org.tokens.runner,
    );
    expect(appended.errors).toBeUndefined();
    expect(appended.data?.appendEvent.__typename).toBe('AppendEventSuccess');
    const answer = (appended.data!.appendEvent as { event: { payload: { messages: unknown[] } } }).event.payload;
    expect(answer.messages).toEqual([
      { role: 'user', content: { $content: expect.objectContaining({ size: 5_002, head: text('big', 5_000).slice(0, 1_024) }) } },
      next,
    ]);
    const [written] = nodesOf((await execute(api.yoga, Long, { attemptId, max: null }, org.tokens.viewer)).data!.events).slice(
      -1,
    ) as { payload: { call_id: string; messages: unknown[] } }[];
    expect(written!.payload).toMatchObject({ call_id: 'next', messages: [{ role: 'user', content: text('big', 5_000) }, next] });
  });

  it("reads a continuation back whole for a mutation's answer only when its payload is asked for", async () => {
    const runner = { organizationId: org.organizationId, actorId: org.runnerActorId };
    const first = { role: 'user', content: text('lazy first', 700) };
    await appendEvents(t.db, runner, [
      { kind: 'llm.request', payloadVersion: 1, attemptId, payload: requestOf('lazy-1', [first]) as never },
    ]);
    const next = { role: 'user', content: 'and next?' };
    const statements = async (callId: string, withPayload: boolean) => {
      const payload = requestOf(callId, [next]);
      const input = { kind: 'llm.request', payloadVersion: 1, attemptId, payload, continuesCallId: 'lazy-1' };
      t.statements.count = 0;
      const answer = withPayload
        ? await execute(api.yoga, AppendCut, { input, max: null }, org.tokens.runner)
        : await execute(api.yoga, AppendSeq, { input }, org.tokens.runner);
      expect(answer.errors).toBeUndefined();
      return { count: t.statements.count, answer: answer.data!.appendEvent };
    };
    const bare = await statements('lazy-2', false);
    const whole = await statements('lazy-3', true);
    expect(bare.answer).toMatchObject({
      __typename: 'AppendEventSuccess',
      event: { seq: expect.any(Number), payloadVersion: 1 },
    });
    expect(whole.answer).toMatchObject({
      __typename: 'AppendEventSuccess',
      event: { payload: requestOf('lazy-3', [first, next]) },
    });
    // the whole conversation is read (its requests and their contents) only for the answer that asks for it
    expect(whole.count).toBeGreaterThan(bare.count);
  });

  it('lets an outside verifier recompute every digest of the chain from the API alone, as docs/evidence.md says', async () => {
    const own = await apiOrganization(t, `outside-${randomUUID().slice(0, 8)}`);
    const agentId = await newAgent(t, {
      organizationId: own.organizationId,
      system: { organizationId: own.organizationId, actorId: own.systemActorId },
    });
    const { assignment } = await newAssignment(t, { organizationId: own.organizationId, actorId: own.operatorActorId });
    const runner = { organizationId: own.organizationId, actorId: own.runnerActorId };
    const attemptId = (await claimAssignment(t.db, runner, { assignmentId: assignment.id, agentId, configurationVersion: 1 }))
      .attempt!.id;
    const prompt = text('outside prompt', 700);
    await appendEvents(t.db, runner, [
      {
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: 'o1', model: 'model-a', messages: [{ role: 'system', content: prompt }] },
      },
      {
        kind: 'llm.response',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: 'o1', model: 'model-a', content: text('o', 400) },
      },
      {
        kind: 'llm.request',
        payloadVersion: 1,
        attemptId,
        continuesCallId: 'o1',
        payload: { call_id: 'o2', model: 'model-a', messages: [{ role: 'user', content: 'é\u0001"\\ and more' }] },
      },
    ]);
    const events = nodesOf((await execute(api.yoga, Chain, {}, own.tokens.viewer)).data!.events);
    expect(events.map((e) => e.storedPayloadVersion)).toContain(2);
    // PostgreSQL's jsonb text: keys by length, then bytes; ", " and ": " between; strings as JSON writes them
    const jsonbText = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
      if (value !== null && typeof value === 'object') {
        const keys = Object.keys(value).sort(
          (a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)),
        );
        return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText((value as Record<string, unknown>)[k])}`).join(', ')}}`;
      }
      return JSON.stringify(value);
    };
    let previous = Buffer.alloc(32);
    for (const e of events) {
      const form = [
        own.organizationId,
        e.seq,
        e.id,
        e.kind,
        e.storedPayloadVersion,
        e.storedPayload,
        e.actorId,
        e.recordedBy!.id,
        e.assignmentId,
        e.attemptId,
        e.followsEventId,
        e.recordedAtExact,
      ];
      const digest = createHash('sha256').update(previous).update(jsonbText(form)).digest();
      expect(digest.toString('hex'), `event #${e.seq} ${e.kind}`).toBe(e.digest);
      previous = digest;
    }
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((e) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(e.recordedAtExact))).toBe(true);
  });

  it('counts the bytes a page may return when maxContentBytes bounds them', async () => {
    // Unbounded payloads are charged once read; bounded ones are counted before: 100 payloads of up to
    // 100,000 bytes (about 101 points) are let in, of up to 1,000,000 (about 1,001) are over the 1,000 a query may cost
    const unbounded = await execute(api.yoga, Costly, { attemptId, max: null }, org.tokens.viewer);
    expect(unbounded.errors).toBeUndefined();
    const large = await execute(api.yoga, Costly, { attemptId, max: 100_000 }, org.tokens.viewer);
    expect(large.errors).toBeUndefined();
    const tooMuch = await execute(api.yoga, Costly, { attemptId, max: 1_000_000 }, org.tokens.viewer);
    expect(tooMuch.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost: 1_001 });
  });

  it('refuses a continuation of a call the Attempt never made, writing nothing', async () => {
    const before = await t.admin.query('select count(*)::int as n from workforce.events where organization_id = $1', [
      org.organizationId,
    ]);
    const answer = await execute(
      api.yoga,
      Append,
      {
        input: {
          events: [
            {
              kind: 'llm.request',
              payloadVersion: 1,
              attemptId,
              eventId: randomUUID(),
              continuesCallId: 'never-made',
              payload: requestOf('c3', [user2]),
            },
          ],
        },
      },
      org.tokens.runner,
    );
    expect(answer.data?.appendEvents).toMatchObject({
      results: [{ __typename: 'ContinuedCallNotFound', code: 'CONTINUED_CALL_NOT_FOUND' }],
    });
    const after = await t.admin.query('select count(*)::int as n from workforce.events where organization_id = $1', [
      org.organizationId,
    ]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
