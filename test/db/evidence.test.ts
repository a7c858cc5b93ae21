// Evidence stored once (issue 30, sql/schema/15_contents.sql): large values kept once per
// organization by SHA-256, model requests stored as what they add, every read showing the payload
// as appended, and verify_ledger covering the contents and the continuations.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appendEvent,
  appendEvents,
  endAttempt,
  expireEvidence,
  setEvidenceRetention,
  verifyLedger,
} from '../../src/commands/index.js';
import { SqlState } from '../../src/db/errors.js';
import { readEvents, readEventsOfAttempts } from '../../src/db/reads.js';
import {
  AttemptNotActive,
  ContinuedCallNotFound,
  Forbidden,
  IdentityConflict,
  UnknownEventKind,
  ValidationError,
} from '../../src/errors.js';
import { eventKinds } from '../../src/events/registry.js';
import { useTestDatabase } from '../helpers/db.js';
import { newHuman, newOrganization, runningAttempt, type TestOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { tamper as tamperWith } from '../helpers/ledger.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();
type JSONValue = z.core.util.JSONType;

/** Distinct, ordinary-looking text of about `length` characters. */
const text = (seed: string, length = 600) => {
  let out = '';
  for (let i = 0; out.length < length; i++) out += `${createHash('sha256').update(`${seed}:${i}`).digest('base64')} `;
  return out.slice(0, length);
};

type Message = { role: string; content: JSONValue };
const request = (callId: string, messages: Message[], extra: Record<string, JSONValue> = {}) => ({
  kind: 'llm.request',
  payloadVersion: 1,
  payload: { call_id: callId, model: 'model-a', messages, ...extra },
});

/** A stored llm.request's messages (sql/schema/15_contents.sql). */
interface StoredMessages {
  count: number;
  digest: string;
  added: Record<string, unknown>[];
  after?: { event_id: string; count: number };
}

async function storedRows(org: TestOrganization, attemptId: string) {
  const { rows } = await t.admin.query<{ kind: string; payload_version: number; payload: { messages: StoredMessages } }>(
    `select kind, payload_version, payload from workforce.events
      where organization_id = $1 and attempt_id = $2 and kind like 'llm.%' order by org_seq`,
    [org.organizationId, attemptId],
  );
  return rows;
}

const contentCount = async (org: TestOrganization) =>
  Number(
    (
      await t.admin.query<{ n: string }>('select count(*) as n from workforce.contents where organization_id = $1', [
        org.organizationId,
      ])
    ).rows[0]!.n,
  );

/** Superuser tampering (test/helpers/ledger.ts), of at least one row. */
async function tamper(sql: string, params: unknown[]): Promise<void> {
  expect(await tamperWith(t, sql, params)).toBeGreaterThan(0);
}

/**
 * Recomputes the digest of every event from `from` on, and the head's, as a tamperer who knows the
 * chain's rule would: sha256(previous digest || canonical form), the form read column by column
 * (no whole-row value, so it runs on Citus too), as workforce.event_digest builds it.
 */
async function rechain(org: TestOrganization, from: number): Promise<void> {
  const { rows } = await t.admin.query<{ org_seq: number; digest: Buffer; form: Buffer }>(
    `select org_seq::int, digest, convert_to(jsonb_build_array(organization_id, org_seq, event_id, kind, payload_version,
            payload, actor_id, recorded_by, assignment_id, attempt_id, follows_event_id, workforce.utc_text(recorded_at))::text,
            'UTF8') as form
       from workforce.events where organization_id = $1 and org_seq >= $2 - 1 order by org_seq`,
    [org.organizationId, from],
  );
  let previous = rows[0]!.digest;
  for (const row of rows.slice(1)) {
    previous = createHash('sha256').update(previous).update(row.form).digest();
    await tamper('update workforce.events set digest = $3 where organization_id = $1 and org_seq = $2', [
      org.organizationId,
      row.org_seq,
      previous,
    ]);
  }
  await tamper('update workforce.organization_heads set last_digest = $2 where organization_id = $1', [
    org.organizationId,
    previous,
  ]);
}

/** A conversation of `turns` calls, each request repeating every earlier message, as Runners send them. */
async function converse(org: TestOrganization, attemptId: string, turns: number, system: string) {
  const messages: Message[] = [{ role: 'system', content: system }];
  const sent: Record<string, unknown>[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    messages.push({ role: 'user', content: text(`${attemptId}:user:${turn}`) });
    const call = request(`call-${turn}`, [...messages]);
    await appendEvent(t.db, org.system, { ...call, attemptId });
    sent.push(call.payload);
    const answer = text(`${attemptId}:assistant:${turn}`);
    await appendEvent(t.db, org.system, {
      kind: 'llm.response',
      payloadVersion: 1,
      attemptId,
      payload: { call_id: `call-${turn}`, model: 'model-a', content: answer },
    });
    sent.push({ call_id: `call-${turn}`, model: 'model-a', content: answer });
    messages.push({ role: 'assistant', content: answer });
  }
  return sent;
}

describe('evidence stored once', () => {
  it('stores each large value once per organization, by reference, and reads every payload back as sent', async () => {
    // Given a running Attempt and a conversation of four calls that repeats a long system prompt and every turn
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const sent = await converse(org, attemptId, 4, text('system', 4_000));

    // Then each distinct content is stored once: the prompt, four user turns, four answers
    expect(await contentCount(org)).toBe(9);
    // and each request holds only what it adds to the one before it
    const rows = await storedRows(org, attemptId);
    const requests = rows.filter((r) => r.kind === 'llm.request');
    expect(requests.map((r) => r.payload_version)).toEqual([2, 2, 2, 2]);
    expect(requests.map((r) => r.payload.messages.added.length)).toEqual([2, 2, 2, 2]);
    expect(requests.map((r) => r.payload.messages.count)).toEqual([2, 4, 6, 8]);
    expect(requests[0]!.payload.messages.after).toBeUndefined();
    expect(requests.slice(1).every((r) => typeof r.payload.messages.after?.event_id === 'string')).toBe(true);
    expect(JSON.stringify(requests[3]!.payload).length).toBeLessThan(1_000);
    expect(rows.filter((r) => r.kind === 'llm.response').every((r) => r.payload_version === 2)).toBe(true);

    // And every reader shows the payloads exactly as they were sent, in their versions as sent
    const page = await readEvents(t.db, org.organizationId, { attemptId, first: 100, kinds: ['llm.request', 'llm.response'] });
    expect(page.map((e) => e.payload)).toEqual(sent);
    expect(page.map((e) => e.payloadVersion)).toEqual(sent.map(() => 1));
    expect(page.map((e) => e.storedPayloadVersion)).toEqual(sent.map(() => 2));
    // one event alone, read from the middle of the conversation, is whole too
    const last = await readEvents(t.db, org.organizationId, { attemptId, first: 1, newestFirst: true, kinds: ['llm.request'] });
    expect(last[0]!.payload).toEqual(sent[6]);
    const ofAttempts = await readEventsOfAttempts(t.db, org.organizationId, [attemptId], ['llm.request']);
    expect(ofAttempts.map((e) => e.payload)).toEqual(sent.filter((_, i) => i % 2 === 0));

    // And the chain verifies
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
  });

  it('keeps small values inline in the version sent, and a second organization stores its own copy', async () => {
    const org = await newOrganization(t);
    const other = await newOrganization(t);
    const big = text('shared', 2_000);
    for (const o of [org, other]) {
      const { attemptId } = await runningAttempt(t, o);
      await appendEvent(t.db, o.system, {
        kind: 'tool.call',
        payloadVersion: 2,
        attemptId,
        payload: { call_id: 't1', tool_name: 'search', arguments: { q: 'short' }, effect: 'internal' },
      });
      const { event } = await appendEvent(t.db, o.system, {
        kind: 'tool.result',
        payloadVersion: 2,
        attemptId,
        payload: { call_id: 't1', tool_name: 'search', result: { hits: big } },
      });
      expect(event.payload).toEqual({ call_id: 't1', tool_name: 'search', result: { hits: big } });
      expect(event.storedPayloadVersion).toBe(4);
      const rows = await t.admin.query<{ payload_version: number; payload: Record<string, unknown> }>(
        `select payload_version, payload from workforce.events where organization_id = $1 and attempt_id = $2 and kind like 'tool.%' order by org_seq`,
        [o.organizationId, attemptId],
      );
      expect(rows.rows[0]).toMatchObject({ payload_version: 2, payload: { arguments: { q: 'short' } } });
      // The digest of the value's jsonb text, the canonical form the event digest uses too
      const sha256 = createHash('sha256')
        .update(`{"hits": ${JSON.stringify(big)}}`)
        .digest('hex');
      expect(rows.rows[1]).toMatchObject({ payload_version: 4, payload: { result: { sha256 } } });
    }
    expect(await contentCount(org)).toBe(1);
    expect(await contentCount(other)).toBe(1);
  });

  it('takes a continuation: only the new messages, read back as the whole conversation', async () => {
    const org = await newOrganization(t);
    const { assignmentId, attemptId } = await runningAttempt(t, org);
    const system = { role: 'system', content: text('prompt', 1_000) };
    const first = { role: 'user', content: [{ type: 'text', text: text('q1', 300) }] };
    await appendEvent(t.db, org.system, { ...request('c1', [system, first]), attemptId });
    const answer = { role: 'assistant', content: { parts: [text('a1', 400)] } };
    const second = { role: 'user', content: 'and then?' };

    // When the Runner sends only what the next request adds
    const { event } = await appendEvent(t.db, org.system, {
      ...request('c2', [answer, second], { parameters: { temperature: 0 } }),
      attemptId,
      continuesCallId: 'c1',
    });

    // Then the answer and every read show the whole conversation
    const whole = { call_id: 'c2', model: 'model-a', messages: [system, first, answer, second], parameters: { temperature: 0 } };
    expect(event.payload).toEqual(whole);
    const [read] = await readEvents(t.db, org.organizationId, { attemptId, first: 1, newestFirst: true });
    expect(read!.payload).toEqual(whole);
    expect(read!.storedPayload).toMatchObject({ messages: { count: 4, added: [{ role: 'assistant' }, second] } });
    // and a request that repeats the whole conversation continues from it as well
    await appendEvent(t.db, org.system, {
      ...request('c3', [system, first, answer, second, { role: 'user', content: 'ok' }]),
      attemptId,
    });
    expect((await storedRows(org, attemptId))[2]!.payload.messages).toMatchObject({ count: 5, added: [{ content: 'ok' }] });
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });

    // And a continuation of a call the Attempt never made is refused, writing nothing
    await expect(
      appendEvent(t.db, org.system, { ...request('c4', [second]), attemptId, continuesCallId: 'nope' }),
    ).rejects.toBeInstanceOf(ContinuedCallNotFound);
    await expect(
      appendEvent(t.db, org.system, {
        kind: 'llm.response',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: 'c3', model: 'm', content: 'x' },
        continuesCallId: 'c1',
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await storedRows(org, attemptId)).toHaveLength(3);
    // And an Attempt that is no longer active is told so first, whatever its continuation names
    await endAttempt(t.db, org.system, { assignmentId, attemptId, outcome: 'FAILED', failureReason: 'done' });
    await expect(
      appendEvent(t.db, org.system, { ...request('c5', [second]), attemptId, continuesCallId: 'nope' }),
    ).rejects.toBeInstanceOf(AttemptNotActive);
  });

  it('answers an exact retry by the payload as sent, whatever was appended since, and refuses a changed one', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const system = { role: 'system', content: text('p', 800) };
    await appendEvent(t.db, org.system, { ...request('c1', [system, { role: 'user', content: 'hi' }]), attemptId });
    const eventId = randomUUID();
    const call = {
      ...request('c2', [system, { role: 'user', content: 'hi' }, { role: 'user', content: text('u2') }]),
      attemptId,
      eventId,
    };
    const original = await appendEvent(t.db, org.system, call);
    // a later request, so a retry's "latest earlier request" is no longer the one the original continued
    await appendEvent(t.db, org.system, { ...request('c3', [{ role: 'user', content: 'fresh start' }]), attemptId });

    const retried = await appendEvent(t.db, org.system, call);
    expect(retried.replayed).toBe(true);
    expect(retried.event.seq).toBe(original.event.seq);
    expect(retried.event.payload).toEqual(call.payload);

    const changed = structuredClone(call);
    (changed.payload.messages[2] as { content: string }).content = text('other');
    await expect(appendEvent(t.db, org.system, changed)).rejects.toBeInstanceOf(IdentityConflict);
    // in a batch too, as a value
    const [item] = await appendEvents(t.db, org.system, [changed]);
    expect(item).toBeInstanceOf(IdentityConflict);
  });

  it('keeps a small request as sent, and still replays a continuation whose retry would be stored otherwise', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const turns = [0, 1, 2].map((i) => ({ role: i % 2 ? 'assistant' : 'user', content: text(`turn ${i}`, 200) }));
    await appendEvent(t.db, org.system, { ...request('c1', turns.slice(0, 1)), attemptId });
    const call = { ...request('c2', turns), attemptId, eventId: randomUUID() };
    await appendEvent(t.db, org.system, call);
    await appendEvent(t.db, org.system, { ...request('c3', [{ role: 'user', content: 'unrelated' }]), attemptId });
    // c1 and c3 as sent (nothing to store apart, nothing to continue); c2 continues c1, with its contents inline
    const rows = await storedRows(org, attemptId);
    expect(rows.map((r) => r.payload_version)).toEqual([1, 2, 1]);
    expect(rows[1]!.payload.messages).toMatchObject({ count: 3, after: { count: 1 }, added: turns.slice(1) });
    // A retry of c2 would now find c3 before it, not c1: it is still the same facts
    const retried = await appendEvent(t.db, org.system, call);
    expect(retried).toMatchObject({ replayed: true, event: { payload: call.payload } });
    expect(await storedRows(org, attemptId)).toHaveLength(3);
  });

  it('replays a continuation after a later request took the call id it named, and refuses a retry that adds one', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    await appendEvent(t.db, org.system, { ...request('x', [{ role: 'user', content: text('first', 300) }]), attemptId });
    const continuation = {
      ...request('y', [{ role: 'user', content: text('second', 300) }]),
      attemptId,
      eventId: randomUUID(),
      continuesCallId: 'x',
    };
    const original = await appendEvent(t.db, org.system, continuation);
    // Call ids are the Runner's: another request may take the same one
    await appendEvent(t.db, org.system, { ...request('x', [{ role: 'user', content: text('third', 300) }]), attemptId });
    const retried = await appendEvent(t.db, org.system, continuation);
    expect(retried).toMatchObject({ replayed: true, event: { seq: original.event.seq, payload: original.event.payload } });
    // A retry of an event that continued nothing, now naming a call (even its own), is another event under that id
    const plain = { ...request('z', [{ role: 'user', content: text('fourth', 300) }]), attemptId, eventId: randomUUID() };
    await appendEvent(t.db, org.system, plain);
    await expect(appendEvent(t.db, org.system, { ...plain, continuesCallId: 'z' })).rejects.toBeInstanceOf(IdentityConflict);
    expect(await storedRows(org, attemptId)).toHaveLength(4);
  });

  it('never lets a caller send a stored form itself', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const stored = {
      call_id: 'x',
      model: 'm',
      messages: { count: 0, digest: '0'.repeat(64), added: [] },
    };
    await expect(
      appendEvent(t.db, org.system, { kind: 'llm.request', payloadVersion: 2, attemptId, payload: stored }),
    ).rejects.toBeInstanceOf(UnknownEventKind);
    await expect(
      t.appPool.query(
        functionQuery('append_event', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          event_id: randomUUID(),
          kind: 'llm.request',
          payload_version: 2,
          payload: stored,
          assignment_id: null,
          attempt_id: attemptId,
          continues_call_id: null,
        }),
      ),
    ).rejects.toMatchObject({ code: SqlState.UNKNOWN_EVENT_KIND });
  });

  it('continues a request recorded inline before contents were stored apart', async () => {
    const org = await newOrganization(t);
    const { assignmentId, attemptId } = await runningAttempt(t, org);
    const system = { role: 'system', content: text('old', 700) };
    const old = { call_id: 'c1', model: 'model-a', messages: [system, { role: 'user', content: 'one' }] };
    // An llm.request@1 as the ledger held them before: the whole payload inline, chained as the append chains it
    await t.admin.query(`select workforce.ledger_append($1, gen_random_uuid(), 'llm.request', $2::jsonb, $3, $3, $4, $5)`, [
      org.organizationId,
      JSON.stringify(old),
      org.system.actorId,
      assignmentId,
      attemptId,
    ]);
    const next = request('c2', [...old.messages, { role: 'assistant', content: 'two' }, { role: 'user', content: 'three' }]);
    await appendEvent(t.db, org.system, { ...next, attemptId });
    const rows = await storedRows(org, attemptId);
    expect(rows.map((r) => r.payload_version)).toEqual([1, 2]);
    expect(rows[1]!.payload.messages).toMatchObject({ count: 4, after: { count: 2 } });
    const page = await readEvents(t.db, org.organizationId, { attemptId, first: 10, kinds: ['llm.request'] });
    expect(page.map((e) => e.payload)).toEqual([old, next.payload]);
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
  });
});

describe('verify_ledger over stored evidence', () => {
  async function conversation() {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    await converse(org, attemptId, 3, text('sys', 1_500));
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
    const { rows } = await t.admin.query<{ sha256: Buffer }>(
      `select c.sha256 from workforce.contents c where c.organization_id = $1 order by c.sha256 limit 1`,
      [org.organizationId],
    );
    return { org, attemptId, sha256: rows[0]!.sha256 };
  }

  it('catches a changed content row', async () => {
    const { org, sha256 } = await conversation();
    await tamper(
      `update workforce.contents set content = content || '\\x20'::bytea, byte_size = byte_size + 1
                   where organization_id = $1 and sha256 = $2`,
      [org.organizationId, sha256],
    );
    const verdict = await verifyLedger(t.db, org.organizationId);
    expect(verdict.ok).toBe(false);
    expect(verdict.firstBroken?.reason).toMatch(/does not match its digest: it was changed/);
  });

  it('catches a content row that is no longer JSON, which reads as damaged', async () => {
    const { org, attemptId, sha256 } = await conversation();
    await tamper(
      `update workforce.contents set content = '\\x7b'::bytea, byte_size = 1 where organization_id = $1 and sha256 = $2`,
      [org.organizationId, sha256],
    );
    expect((await verifyLedger(t.db, org.organizationId)).firstBroken?.reason).toMatch(/does not match its digest/);
    const page = await readEvents(t.db, org.organizationId, { attemptId, first: 100 });
    expect(JSON.stringify(page.map((e) => e.payload))).toContain(
      JSON.stringify({ $content: { sha256: sha256.toString('hex'), size: expect.anything() } }).slice(0, 20),
    );
    expect(JSON.stringify(page.map((e) => e.payload))).toContain('"damaged":true');
  });

  it('catches a missing content row', async () => {
    const { org, sha256 } = await conversation();
    await tamper('delete from workforce.contents where organization_id = $1 and sha256 = $2', [org.organizationId, sha256]);
    const verdict = await verifyLedger(t.db, org.organizationId);
    expect(verdict.ok).toBe(false);
    expect(verdict.firstBroken?.reason).toMatch(/is missing/);
  });

  it('catches a continuation pointed elsewhere, even with the event digests recomputed', async () => {
    const { org, attemptId } = await conversation();
    // The third request now claims to continue the first: its own digest and every later one recomputed,
    // so only the continuation's check can tell
    const { rows } = await t.admin.query<{ org_seq: number; event_id: string }>(
      `select org_seq, event_id from workforce.events where organization_id = $1 and attempt_id = $2 and kind = 'llm.request' order by org_seq`,
      [org.organizationId, attemptId],
    );
    await tamper(
      `update workforce.events set payload = jsonb_set(payload, '{messages,after,event_id}', to_jsonb($3::text))
        where organization_id = $1 and org_seq = $2`,
      [org.organizationId, rows[2]!.org_seq, rows[0]!.event_id],
    );
    await rechain(org, rows[2]!.org_seq);
    const verdict = await verifyLedger(t.db, org.organizationId);
    expect(verdict.ok).toBe(false);
    expect(verdict.firstBroken).toMatchObject({ seq: rows[2]!.org_seq });
    expect(verdict.firstBroken?.reason).toMatch(/continues 4 messages of event #\d+, which holds 2/);
  });
});

describe('retention', () => {
  /** The contents of an organization, by SHA-256 hex. */
  const contentsOf = async (org: TestOrganization) =>
    new Set(
      (
        await t.admin.query<{ sha256: string }>(
          `select encode(sha256, 'hex') as sha256 from workforce.contents where organization_id = $1`,
          [org.organizationId],
        )
      ).rows.map((r) => r.sha256),
    );
  const digestOf = (value: string) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
  const PERIOD = 3;

  it('deletes contents only old events reference, keeps what younger ones do, and the chain still verifies', async () => {
    const org = await newOrganization(t);
    const prompt = text('shared prompt', 1_000);
    const oldTurn = text('old turn', 500);
    const oldAnswer = text('old answer', 500);
    const bridged = text('bridged turn', 500);
    const youngTurn = text('young turn', 500);
    // Old: an Attempt whose contents nothing later needs, and one that a young request will continue
    const gone = await runningAttempt(t, org);
    await appendEvent(t.db, org.system, {
      ...request('g1', [
        { role: 'system', content: prompt },
        { role: 'user', content: oldTurn },
      ]),
      attemptId: gone.attemptId,
    });
    await appendEvent(t.db, org.system, {
      kind: 'llm.response',
      payloadVersion: 1,
      attemptId: gone.attemptId,
      payload: { call_id: 'g1', model: 'model-a', content: oldAnswer },
    });
    const spanning = await runningAttempt(t, org);
    const first = [{ role: 'user', content: bridged }];
    await appendEvent(t.db, org.system, { ...request('s1', first), attemptId: spanning.attemptId });
    await new Promise((resolve) => setTimeout(resolve, (PERIOD + 1.5) * 1_000));
    // Young: another Attempt with the shared prompt, and the continuation of the old request
    const young = await runningAttempt(t, org);
    await appendEvent(t.db, org.system, {
      ...request('y1', [
        { role: 'system', content: prompt },
        { role: 'user', content: youngTurn },
      ]),
      attemptId: young.attemptId,
    });
    await appendEvent(t.db, org.system, {
      ...request('s2', [...first, { role: 'assistant', content: 'ok' }]),
      attemptId: spanning.attemptId,
    });
    expect(await contentsOf(org)).toEqual(new Set([prompt, oldTurn, oldAnswer, bridged, youngTurn].map(digestOf)));

    // When the organization keeps evidence for PERIOD seconds and retention runs
    await setEvidenceRetention(t.db, org.system, { olderThanSeconds: PERIOD });
    const expired = await expireEvidence(t.db, org.system, { batchSize: 2 });

    // Then only the old Attempt's own contents are gone. Retention went through the events recorded
    // before the period two at a time, each batch recording evidence.expired with how far it went
    expect(expired).toMatchObject({ olderThanSeconds: PERIOD, deleted: 2, batches: Math.ceil(expired.throughSeq! / 2) });
    expect(await contentsOf(org)).toEqual(new Set([prompt, bridged, youngTurn].map(digestOf)));
    const records = await readEvents(t.db, org.organizationId, { kinds: ['evidence.expired'], first: 100 });
    expect(records.map((e) => e.payload.through_seq)).toEqual(records.map((_, i) => Math.min(2 * (i + 1), expired.throughSeq!)));
    expect(records.reduce((sum, e) => sum + (e.payload.contents_deleted as number), 0)).toBe(2);
    expect(records.every((e) => e.actorId === org.system.actorId && e.payload.older_than_seconds === PERIOD)).toBe(true);
    // the period's events are the young ones: the last old event is the cut
    const [lastOld] = await readEvents(t.db, org.organizationId, {
      attemptId: spanning.attemptId,
      first: 1,
      kinds: ['llm.request'],
    });
    expect(expired.throughSeq).toBe(lastOld!.seq);
    // reads show what is gone as expired, with its digest and size, and the rest whole
    const [oldRequest, oldResponse] = await readEvents(t.db, org.organizationId, {
      attemptId: gone.attemptId,
      first: 10,
      kinds: ['llm.request', 'llm.response'],
    });
    expect(oldRequest!.payload.messages).toEqual([
      { role: 'system', content: prompt },
      { role: 'user', content: { $content: { sha256: digestOf(oldTurn), size: 502, expired: true } } },
    ]);
    expect(oldResponse!.payload.content).toEqual({ $content: { sha256: digestOf(oldAnswer), size: 502, expired: true } });
    const [continued] = await readEvents(t.db, org.organizationId, {
      attemptId: spanning.attemptId,
      first: 1,
      newestFirst: true,
    });
    expect(continued!.payload.messages).toEqual([...first, { role: 'assistant', content: 'ok' }]);
    // and the whole chain verifies
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });

    // A Runner cannot continue the expired conversation with only new messages: it would reach content
    // that is gone. Sent whole, it is stored again, continuing the old request, and reads whole
    const next = { role: 'user', content: 'and now?' };
    await expect(
      appendEvent(t.db, org.system, { ...request('g2', [next]), attemptId: gone.attemptId, continuesCallId: 'g1' }),
    ).rejects.toBeInstanceOf(ContinuedCallNotFound);
    const resent = request('g2', [{ role: 'system', content: prompt }, { role: 'user', content: oldTurn }, next]);
    await appendEvent(t.db, org.system, { ...resent, attemptId: gone.attemptId });
    const [again] = await readEvents(t.db, org.organizationId, { attemptId: gone.attemptId, first: 1, newestFirst: true });
    expect(again!.payload).toEqual(resent.payload);
    expect(again!.storedPayload).toMatchObject({ messages: { count: 3, after: { count: 2 } } });
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });

    // And a second run finds nothing more, and records nothing
    expect(await expireEvidence(t.db, org.system)).toMatchObject({ deleted: 0, batches: 1, throughSeq: expired.throughSeq });
    expect(await readEvents(t.db, org.organizationId, { kinds: ['evidence.expired'], first: 100 })).toHaveLength(records.length);
    // while content gone missing that retention kept is still caught: one a young request continues
    await tamper('delete from workforce.contents where organization_id = $1 and sha256 = $2', [
      org.organizationId,
      Buffer.from(digestOf(bridged), 'hex'),
    ]);
    expect((await verifyLedger(t.db, org.organizationId)).firstBroken?.reason).toMatch(
      /content [0-9a-f]{64}, which event #\d+ continues from event #\d+, is missing/,
    );
    // and one a young event names itself (an earlier event than that continuation)
    await tamper('delete from workforce.contents where organization_id = $1 and sha256 = $2', [
      org.organizationId,
      Buffer.from(digestOf(youngTurn), 'hex'),
    ]);
    expect((await verifyLedger(t.db, org.organizationId)).firstBroken?.reason).toMatch(/is missing/);
  });

  it('goes on from where the last run stopped, and deletes a kept conversation once its continuation ages out too', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const question = text('kept question', 700);
    const followUp = text('follow-up', 700);
    const first = [{ role: 'user', content: question }];
    await appendEvent(t.db, org.system, { ...request('k1', first), attemptId });
    await setEvidenceRetention(t.db, org.system, { olderThanSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // k2 continues k1 (stored as what it adds): k1's question is reached only through it
    const second = [...first, { role: 'assistant', content: 'ok' }, { role: 'user', content: followUp }];
    const k2 = await appendEvent(t.db, org.system, { ...request('k2', second), attemptId });
    expect(k2.event.storedPayload).toMatchObject({ messages: { added: [{ role: 'assistant' }, { role: 'user' }] } });

    // The first run goes through k1 and keeps its question, which k2 (within the period) continues
    const firstRun = await expireEvidence(t.db, org.system);
    expect(firstRun).toMatchObject({ deleted: 0, batches: 1, throughSeq: k2.event.seq - 1 });
    expect(await contentCount(org)).toBe(2);
    const [progress] = await readEvents(t.db, org.organizationId, { kinds: ['evidence.expired'], first: 10 });
    expect(progress!.payload).toMatchObject({ through_seq: firstRun.throughSeq, contents_deleted: 0 });

    // Once k2 is older than the period too, the next run starts after k1 and deletes both contents
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await appendEvent(t.db, org.system, { ...request('k3', [{ role: 'user', content: 'a new topic' }]), attemptId });
    const secondRun = await expireEvidence(t.db, org.system);
    expect(secondRun).toMatchObject({ deleted: 2, batches: 1 });
    expect(secondRun.throughSeq).toBeGreaterThanOrEqual(k2.event.seq);
    expect(await contentCount(org)).toBe(0);
    const [, , whole] = await readEvents(t.db, org.organizationId, { attemptId, first: 10, kinds: ['llm.request'] });
    expect(whole!.payload).toEqual(request('k3', [{ role: 'user', content: 'a new topic' }]).payload);
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
  });

  it('ends a run at the cut its first batch found, however long it takes and however short the period', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    await appendEvent(t.db, org.system, { ...request('r1', [{ role: 'user', content: text('old', 600) }]), attemptId });
    for (let b = 0; b < 60; b++) {
      await appendEvents(
        t.db,
        org.system,
        Array.from({ length: 30 }, (_, k) => ({
          kind: 'tool.result',
          payloadVersion: 1,
          attemptId,
          payload: { call_id: `c${b}-${k}`, tool_name: 'read', result: 'small' },
        })),
      );
    }
    await setEvidenceRetention(t.db, org.system, { olderThanSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [last] = await readEvents(t.db, org.organizationId, { first: 1, newestFirst: true });
    // One event a batch: a run of about 1,800 transactions, longer than the period, whose own
    // evidence.expired events age meanwhile; it stops at the last event recorded before it began
    const expired = await expireEvidence(t.db, org.system, { batchSize: 1 });
    expect(expired).toMatchObject({ deleted: 1, throughSeq: last!.seq, batches: last!.seq });
    const { rows } = await t.admin.query<{ n: number }>(
      `select count(*)::int as n from workforce.events where organization_id = $1 and kind = 'evidence.expired'`,
      [org.organizationId],
    );
    expect(rows[0]!.n).toBe(last!.seq);
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
  });

  it('goes no further than the cut a run was given, however far the period has moved since', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    await appendEvents(
      t.db,
      org.system,
      Array.from({ length: 12 }, (_, k) => ({
        kind: 'tool.result',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: `u${k}`, tool_name: 'read', result: text(`until ${k}`, 300) },
      })),
    );
    await setEvidenceRetention(t.db, org.system, { olderThanSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [last] = await readEvents(t.db, org.organizationId, { first: 1, newestFirst: true });
    // every event is older than the period now: a run whose first batch found a cut 5 or more seqs
    // before the head stops there, in batches of 5 (its last batch would have gone 2 past it)
    const until = 5 * Math.floor((last!.seq - 8) / 5) + 3;
    const batch = () =>
      t.admin.query<{ result: { through_seq: number; cutoff: number; done: boolean } }>(
        functionQuery('expire_evidence', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          batch_size: 5,
          until,
        }),
      );
    const steps = [];
    for (let i = 0; i < 10; i++) {
      const { rows } = await batch();
      steps.push(rows[0]!.result);
      if (rows[0]!.result.done) break;
    }
    const ends = [...Array.from({ length: Math.floor(until / 5) }, (_, k) => 5 * (k + 1)), until];
    expect(steps.map((s) => [s.through_seq, s.cutoff, s.done])).toEqual(ends.map((end) => [end, until, end === until]));
    expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
  });

  it('keeps everything until a period is set, and is for SYSTEM callers only', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    await appendEvent(t.db, org.system, { ...request('c1', [{ role: 'user', content: text('kept', 400) }]), attemptId });
    expect(await expireEvidence(t.db, org.system)).toMatchObject({ olderThanSeconds: null, deleted: 0 });
    await expect(setEvidenceRetention(t.db, org.system, { olderThanSeconds: 0 })).rejects.toBeInstanceOf(ValidationError);
    const human = await newHuman(t, org);
    await expect(setEvidenceRetention(t.db, human, { olderThanSeconds: 60 })).rejects.toBeInstanceOf(Forbidden);
    await expect(expireEvidence(t.db, human)).rejects.toBeInstanceOf(Forbidden);
    expect(await contentCount(org)).toBe(1);
    // setting the same period twice records it once
    await setEvidenceRetention(t.db, org.system, { olderThanSeconds: 60 });
    expect(await setEvidenceRetention(t.db, org.system, { olderThanSeconds: 60 })).toEqual({
      changed: false,
      olderThanSeconds: 60,
    });
    expect(await readEvents(t.db, org.organizationId, { kinds: ['evidence.retention_set'], first: 10 })).toHaveLength(1);
  });

  describe('racing an append that references an old content', () => {
    async function oldContent() {
      const org = await newOrganization(t);
      const { attemptId } = await runningAttempt(t, org);
      const old = text('old result', 600);
      const call = (callId: string) => ({
        kind: 'tool.result',
        payloadVersion: 1,
        attemptId,
        payload: { call_id: callId, tool_name: 'read', result: old },
      });
      await appendEvent(t.db, org.system, call('r1'));
      await setEvidenceRetention(t.db, org.system, { olderThanSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { org, attemptId, old, again: call('r2') };
    }
    const appendQuery = (
      org: TestOrganization,
      input: { kind: string; payloadVersion: number; attemptId: string; payload: object },
    ) =>
      functionQuery('append_event', {
        organization_id: org.organizationId,
        caller_id: org.system.actorId,
        event_id: randomUUID(),
        kind: input.kind,
        payload_version: input.payloadVersion,
        payload: input.payload,
        assignment_id: null,
        attempt_id: input.attemptId,
        continues_call_id: null,
      });

    it('a period set to forever while a batch waits for the head stops the batch: nothing is deleted', async () => {
      const { org, attemptId, old } = await oldContent();
      const held = await HeldTransaction.begin(t.appPool);
      await held.query(
        functionQuery('set_evidence_retention', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          older_than_seconds: null,
        }),
      );
      const expiry = expireEvidence(t.db, org.system);
      await waitForLockWaiters(t, 'expire_evidence');
      await held.commit();
      expect(await expiry).toMatchObject({ deleted: 0, batches: 1 });
      const [result] = await readEvents(t.db, org.organizationId, { attemptId, first: 1, kinds: ['tool.result'] });
      expect(result!.payload.result).toBe(old);
      expect(await readEvents(t.db, org.organizationId, { kinds: ['evidence.expired'], first: 10 })).toHaveLength(0);
    });

    it('the append first: retention waits for it, sees it, and keeps the content', async () => {
      const { org, attemptId, old, again } = await oldContent();
      const held = await HeldTransaction.begin(t.appPool);
      await held.query(appendQuery(org, again));
      const expiry = expireEvidence(t.db, org.system);
      await waitForLockWaiters(t, 'expire_evidence');
      await held.commit();
      expect(await expiry).toMatchObject({ deleted: 0 });
      const [, latest] = await readEvents(t.db, org.organizationId, { attemptId, first: 10, kinds: ['tool.result'] });
      expect(latest!.payload.result).toBe(old);
      expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
    });

    it('an append that found the content stored, queued behind retention for the head, stores it again', async () => {
      const { org, attemptId, old, again } = await oldContent();
      // The organization's head held, retention waiting for it first and the append second: an append
      // that stored its contents before taking the head would find the content there, and lose it to retention
      const head = await HeldTransaction.begin(t.admin);
      await head.query('select from workforce.organization_heads where organization_id = $1 for no key update', [
        org.organizationId,
      ]);
      const expiry = expireEvidence(t.db, org.system);
      await waitForLockWaiters(t, 'expire_evidence');
      const appended = appendEvent(t.db, org.system, again);
      await waitForLockWaiters(t, 'append_event');
      await head.commit();
      expect(await expiry).toMatchObject({ deleted: 1 });
      await appended;
      const results = await readEvents(t.db, org.organizationId, { attemptId, first: 10, kinds: ['tool.result'] });
      expect(results.map((e) => e.payload.result)).toEqual([old, old]);
      expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
    });

    it('retention first: the append waits, then stores the content again', async () => {
      const { org, attemptId, old, again } = await oldContent();
      const held = await HeldTransaction.begin(t.appPool);
      const { rows } = await held.query<{ result: { deleted: number } }>(
        functionQuery('expire_evidence', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          batch_size: 100,
          until: null,
        }),
      );
      expect(rows[0]!.result.deleted).toBe(1);
      const appended = appendEvent(t.db, org.system, again);
      await waitForLockWaiters(t, 'append_event');
      await held.commit();
      await appended;
      const [first, second] = await readEvents(t.db, org.organizationId, { attemptId, first: 10, kinds: ['tool.result'] });
      // the old event's content came back with the new one: both read whole
      expect([first!.payload.result, second!.payload.result]).toEqual([old, old]);
      expect(await contentCount(org)).toBe(1);
      expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
    });

    it("retention first, a Runner's continuation of what it deletes waiting: refused, never stored over missing content", async () => {
      const org = await newOrganization(t);
      const { attemptId } = await runningAttempt(t, org);
      const old = text('old question', 600);
      await appendEvent(t.db, org.system, { ...request('c1', [{ role: 'user', content: old }]), attemptId });
      await setEvidenceRetention(t.db, org.system, { olderThanSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // Retention deleted the old question, not committed yet: the continuation still sees it stored
      const held = await HeldTransaction.begin(t.appPool);
      const { rows } = await held.query<{ result: { deleted: number } }>(
        functionQuery('expire_evidence', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          batch_size: 100,
          until: null,
        }),
      );
      expect(rows[0]!.result.deleted).toBe(1);
      // Its refusal is caught at once: it can arrive before the commit below is answered.
      const continued = appendEvent(t.db, org.system, {
        ...request('c2', [{ role: 'user', content: 'and then?' }]),
        attemptId,
        continuesCallId: 'c1',
      }).catch((error: unknown) => error);
      await waitForLockWaiters(t, 'append_event');
      await held.commit();
      // Judged once retention committed: what it continues is gone, so the Runner sends it whole
      expect(await continued).toBeInstanceOf(ContinuedCallNotFound);
      expect(await readEvents(t.db, org.organizationId, { attemptId, first: 10, kinds: ['llm.request'] })).toHaveLength(1);
      expect(await verifyLedger(t.db, org.organizationId)).toMatchObject({ ok: true });
    });
  });
});

describe('the stored forms', () => {
  it('workforce.is_stored_form and workforce.stored_version say what the registry says', async () => {
    const { rows } = await t.admin.query<{ kind: string; payload_version: number; stored: boolean; stored_as: number | null }>(
      `select kind, payload_version, workforce.is_stored_form(kind, payload_version) as stored,
              workforce.stored_version(kind, payload_version) as stored_as from workforce.event_kinds`,
    );
    const forms = eventKinds.filter((k) => k.storedFormOf !== undefined);
    expect(
      rows
        .filter((r) => r.stored)
        .map((r) => `${r.kind}@${r.payload_version}`)
        .sort(),
    ).toEqual(forms.map((k) => `${k.kind}@${k.payloadVersion}`).sort());
    expect(
      rows
        .filter((r) => r.stored_as !== null)
        .map((r) => `${r.kind}@${r.payload_version}>${r.stored_as}`)
        .sort(),
    ).toEqual(forms.map((k) => `${k.kind}@${k.storedFormOf}>${k.payloadVersion}`).sort());
  });
});
