// Uncertain effects (issue 26, seeds 002 and 003): nothing is assumed harmless when an Attempt is
// cut off, only verified receipts settle it, and a reconciliation records what happened without
// overturning a cancellation. Each refusal writes nothing; the races meet each rule with a
// decision (held transaction, the other observed waiting on its lock).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../src/commands/index.js';
import * as C from '../../src/commands/index.js';
import { assessAssignments, findAssignments } from '../../src/db/reads.js';
import { AttemptNotActive, AttemptNotOwned, AttemptNotUncertain, AttemptUncertain, ReceiptRejected } from '../../src/errors.js';
import { readAttemptsByAssignment } from '../../src/events/history.js';
import { useTestDatabase } from '../helpers/db.js';
import {
  claim,
  newAgent,
  newAssignment,
  newHuman,
  newOrganization,
  soonInDatabaseTime,
  type TestOrganization,
  waitUntilDatabaseTime,
} from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';
import { checkInvariants } from '../helpers/invariants.js';
import { assignmentRowText, eventsOf, refusedWithoutWriting as expectRefused } from '../helpers/ledger.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();
let org: TestOrganization;
let operator: Caller;
let agent: string;

beforeAll(async () => {
  org = await newOrganization(t, 'uncertainty');
  operator = await newHuman(t, org);
  agent = await newAgent(t, org);
  // Version 2 declares its tools: read_document changes nothing outside, send_wire_transfer does.
  await C.publishAgentConfiguration(t.db, org.system, {
    agentId: agent,
    version: 2,
    configuration: {
      model: 'model-b',
      tools: [{ name: 'read_document', effect: 'internal' }, { name: 'send_wire_transfer', effect: 'external' }, 'search'],
    },
  });
});

const settle = (p: Promise<unknown>) =>
  p.then(
    (result) => result,
    (error: unknown) => error,
  );
const assignmentOf = async (id: string) => (await findAssignments(t.db, org.organizationId, [id]))[0]!;
const attemptOf = async (assignmentId: string, attemptId: string) =>
  (await readAttemptsByAssignment(t.db, org.organizationId, [assignmentId])).get(assignmentId)!.find((a) => a.id === attemptId)!;

/** Refused, with nothing written in this file's organization (test/helpers/ledger.ts). */
const refusedWithoutWriting = <E>(
  command: () => Promise<unknown>,
  type: abstract new (...args: never[]) => E,
  assignmentId?: string,
): Promise<E> => expectRefused(t, org.organizationId, command, type, assignmentId);

/** An Attempt claimed by the System Actor for configuration `version`, its claim expiring in `ms` (long by default). */
async function runningOn(version: number, ms = 600_000) {
  const assignmentId = (await newAssignment(t, operator)).assignment.id;
  const claimExpiresAt = await soonInDatabaseTime(t, ms);
  const attemptId = (
    await C.claimAssignment(t.db, org.system, { assignmentId, agentId: agent, configurationVersion: version, claimExpiresAt })
  ).attempt!.id;
  return { assignmentId, attemptId, claimExpiresAt };
}

type Call = { callId: string; tool: string; version: 1 | 2; effect?: 'internal' | 'external' };
const call = (attemptId: string, c: Call) =>
  C.appendEvent(t.db, org.system, {
    kind: 'tool.call',
    payloadVersion: c.version,
    attemptId,
    payload: {
      call_id: c.callId,
      tool_name: c.tool,
      arguments: { amount: 100 },
      ...(c.version === 2 ? { effect: c.effect ?? 'external' } : {}),
    },
  });
type Answer = { callId: string; tool: string; version: 1 | 2; error?: boolean; effect?: 'none' | 'happened' | 'unknown' };
const answer = (attemptId: string, a: Answer) =>
  C.appendEvent(t.db, org.system, {
    kind: 'tool.result',
    payloadVersion: a.version,
    attemptId,
    payload: {
      call_id: a.callId,
      tool_name: a.tool,
      ...(a.error ? { error: { message: 'timeout after the request was sent' } } : { result: { ok: true } }),
      ...(a.effect ? { effect: a.effect } : {}),
    },
  });

/** Runs the calls and answers in a fresh Attempt, lets its claim expire and recovers it: its outcome and unsettled calls. */
async function recovered(version: number, calls: Call[], answers: Answer[] = []) {
  const r = await runningOn(version, 300);
  for (const c of calls) await call(r.attemptId, c);
  for (const a of answers) await answer(r.attemptId, a);
  await waitUntilDatabaseTime(t, r.claimExpiresAt);
  const result = await C.recoverExpiredClaim(t.db, org.system, r);
  return { r, outcome: result.attempt!.outcome, unanswered: result.attempt!.unansweredCallIds, state: result.assignment.state };
}

/** An Attempt cut off by a cancellation with these unanswered external calls (tool, call id). */
async function cancelledWith(calls: Call[]) {
  const r = await runningOn(1);
  for (const c of calls) await call(r.attemptId, c);
  await C.cancelAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'runaway agent' });
  return r;
}

const receiptOf = (callIds: string[], producer: string, content = `statement for ${callIds.join(', ')}`) => ({
  callIds,
  producer,
  receipt: { mediaType: 'text/plain', content },
});

describe('nothing assumed harmless: which cut-off Attempts are UNCERTAIN', () => {
  it('judges each call by its declaration, the pinned configuration and a conclusive answer', async () => {
    const wire = 'send_wire_transfer';
    const cases: [string, number, Call[], Answer[], 'ABANDONED' | 'UNCERTAIN'][] = [
      ['no tool call at all (000 proof 4)', 1, [], [], 'ABANDONED'],
      ['an unanswered version 1 call of an undeclared tool', 1, [{ callId: 'w1', tool: wire, version: 1 }], [], 'UNCERTAIN'],
      [
        'an external call answered only by an error that does not say',
        1,
        [{ callId: 'w2', tool: wire, version: 2 }],
        [{ callId: 'w2', tool: wire, version: 1, error: true }],
        'UNCERTAIN',
      ],
      [
        'an external call answered by an error stating no effect (tool.result version 2)',
        1,
        [{ callId: 'w3', tool: wire, version: 2 }],
        [{ callId: 'w3', tool: wire, version: 2, error: true, effect: 'none' }],
        'ABANDONED',
      ],
      [
        'an external call answered by an error stating the effect is unknown',
        1,
        [{ callId: 'w4', tool: wire, version: 2 }],
        [{ callId: 'w4', tool: wire, version: 2, error: true, effect: 'unknown' }],
        'UNCERTAIN',
      ],
      [
        'a version 1 answer whose `effect` key means nothing',
        1,
        [{ callId: 'w5', tool: wire, version: 2 }],
        [{ callId: 'w5', tool: wire, version: 1, error: true, effect: 'none' }],
        'UNCERTAIN',
      ],
      [
        'an external call answered with a result',
        1,
        [{ callId: 'w6', tool: wire, version: 2 }],
        [{ callId: 'w6', tool: wire, version: 1 }],
        'ABANDONED',
      ],
      [
        'an unanswered version 1 call of a tool the configuration declares internal',
        2,
        [{ callId: 'r1', tool: 'read_document', version: 1 }],
        [],
        'ABANDONED',
      ],
      [
        'an unanswered call declared internal of a tool the configuration declares external: external wins',
        2,
        [{ callId: 'w7', tool: wire, version: 2, effect: 'internal' }],
        [],
        'UNCERTAIN',
      ],
      [
        'an unanswered call declared external of a tool the configuration declares internal: external wins',
        2,
        [{ callId: 'r2', tool: 'read_document', version: 2, effect: 'external' }],
        [],
        'UNCERTAIN',
      ],
      [
        'an unanswered version 1 call of a tool the configuration names without an effect',
        2,
        [{ callId: 's1', tool: 'search', version: 1 }],
        [],
        'UNCERTAIN',
      ],
      [
        'an unanswered call declared internal, the configuration silent',
        1,
        [{ callId: 'i1', tool: 'read_document', version: 2, effect: 'internal' }],
        [],
        'ABANDONED',
      ],
    ];
    for (const [name, version, calls, answers, expected] of cases) {
      const { outcome, unanswered, state } = await recovered(version, calls, answers);
      expect({ name, outcome, state }).toEqual({
        name,
        outcome: expected,
        state: expected === 'UNCERTAIN' ? 'UNCERTAIN' : 'READY',
      });
      if (expected === 'UNCERTAIN') expect(unanswered, name).toEqual(calls.map((c) => c.callId));
    }
  });

  it('an answer settles only the occurrence of the call it follows, made with the same tool', async () => {
    const wire = 'send_wire_transfer';
    // A call_id used again after its answer: the second call is unanswered
    const reused = await runningOn(1, 300);
    await call(reused.attemptId, { callId: 'w1', tool: wire, version: 2 });
    await answer(reused.attemptId, { callId: 'w1', tool: wire, version: 1 });
    await call(reused.attemptId, { callId: 'w1', tool: wire, version: 2 });
    // An answer recorded before its call, and an answer naming another tool, settle nothing
    const early = await runningOn(1, 300);
    await answer(early.attemptId, { callId: 'w2', tool: wire, version: 1 });
    await call(early.attemptId, { callId: 'w2', tool: wire, version: 2 });
    const otherTool = await runningOn(1, 300);
    await call(otherTool.attemptId, { callId: 'w3', tool: wire, version: 2 });
    await answer(otherTool.attemptId, { callId: 'w3', tool: 'read_document', version: 1 });
    await waitUntilDatabaseTime(t, otherTool.claimExpiresAt);
    for (const [r, callId] of [
      [reused, 'w1'],
      [early, 'w2'],
      [otherTool, 'w3'],
    ] as const) {
      const result = await C.recoverExpiredClaim(t.db, org.system, r);
      expect(result.attempt, callId).toMatchObject({ outcome: 'UNCERTAIN', unansweredCallIds: [callId] });
    }
  });

  it("a receipt's producer is the tool of the unsettled occurrence, when a call_id was used again with another tool", async () => {
    // Given x made with send_payment (unanswered), then x again with read_document (answered), cut off
    const r = await runningOn(1);
    await call(r.attemptId, { callId: 'x', tool: 'send_payment', version: 2 });
    await call(r.attemptId, { callId: 'x', tool: 'read_document', version: 2 });
    await answer(r.attemptId, { callId: 'x', tool: 'read_document', version: 1 });
    await C.cancelAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'stop' });
    expect((await attemptOf(r.assignmentId, r.attemptId)).unansweredCallIds).toEqual(['x']);
    // Then the settled occurrence's tool is no producer for it; the unsettled one's is
    const wrong = await refusedWithoutWriting(
      () => C.reconcileAttempt(t.db, operator, { ...r, decision: 'RETRY', receipts: [receiptOf(['x'], 'read_document')] }),
      ReceiptRejected,
      r.assignmentId,
    );
    expect(wrong.mismatch).toBe('PRODUCER_MISMATCH');
    const done = await C.reconcileAttempt(t.db, operator, {
      ...r,
      decision: 'RETRY',
      receipts: [receiptOf(['x'], 'send_payment')],
    });
    expect(done.attempt!.outcome).toBe('ABANDONED');
  });

  it('a cancellation cuts an Attempt off the same way: an unanswered version 1 call makes it UNCERTAIN', async () => {
    const r = await cancelledWith([{ callId: 'w1', tool: 'send_wire_transfer', version: 1 }]);
    expect(await assignmentOf(r.assignmentId)).toMatchObject({ state: 'CANCELLED', uncertainAttemptId: r.attemptId });
    expect((await attemptOf(r.assignmentId, r.attemptId)).outcome).toBe('UNCERTAIN');
  });
});

describe('only verified receipts settle an UNCERTAIN Attempt', () => {
  it('refuses receipts that do not verify, each with its mismatch, writing nothing', async () => {
    // Given an UNCERTAIN Attempt with two unanswered calls of two tools
    const { r } = await recovered(1, [
      { callId: 'pay-1', tool: 'send_wire_transfer', version: 1 },
      { callId: 'mail-1', tool: 'send_email', version: 2 },
    ]);
    const goal = (await assignmentOf(r.assignmentId)).goalEntityId;
    const other = await C.createEntity(t.db, operator, { mediaType: 'text/plain', content: 'a statement filed earlier' });
    const empty = await C.createEntity(t.db, operator, { mediaType: 'text/plain', content: '' });
    const runner = await runningOn(1);
    const generated = (
      await C.createEntity(t.db, org.system, { mediaType: 'text/plain', content: 'draft outcome', attemptId: runner.attemptId })
    ).entity.id;
    const pay = receiptOf(['pay-1'], 'send_wire_transfer');
    const mail = receiptOf(['mail-1'], 'send_email');
    const reconcile =
      (receipts: unknown[], decision: 'RETRY' | 'COMPLETE' = 'RETRY') =>
      () =>
        C.reconcileAttempt(t.db, operator, {
          ...r,
          decision,
          receipts: receipts as never,
          ...(decision === 'COMPLETE' ? { outcomeEntity: { mediaType: 'text/plain', content: 'done' } } : {}),
        });
    const cases: [string, unknown[], string, number | null][] = [
      [
        "the Assignment's own goal",
        [{ callIds: ['pay-1'], producer: 'send_wire_transfer', receiptEntityId: goal }, mail],
        'ENTITY_IN_USE',
        1,
      ],
      ['an empty receipt', [receiptOf(['pay-1'], 'send_wire_transfer', ''), mail], 'NO_CONTENT', 1],
      [
        'an empty Entity',
        [pay, { callIds: ['mail-1'], producer: 'send_email', receiptEntityId: empty.entity.id }],
        'NO_CONTENT',
        2,
      ],
      ['white space only', [pay, receiptOf(['mail-1'], 'send_email', '\n\t\r \u0085\u00a0\u200b')], 'NO_CONTENT', 2],
      [
        'an Entity an Attempt generated (its possible outcome)',
        [{ callIds: ['pay-1'], producer: 'send_wire_transfer', receiptEntityId: generated }, mail],
        'ENTITY_IN_USE',
        1,
      ],
      ['a call the Attempt did not leave unsettled', [pay, receiptOf(['mail-1', 'sms-9'], 'send_email')], 'UNKNOWN_CALL', 2],
      ['a producer that is not the call’s tool', [receiptOf(['pay-1'], 'the_bank'), mail], 'PRODUCER_MISMATCH', 1],
      ['one receipt for calls of two tools', [receiptOf(['pay-1', 'mail-1'], 'send_wire_transfer')], 'PRODUCER_MISMATCH', 1],
      ['a call named twice', [pay, mail, receiptOf(['pay-1'], 'send_wire_transfer')], 'REPEATED_CALL', 3],
      ['a call settled by no receipt, for RETRY', [pay], 'CALL_UNSETTLED', null],
    ];
    for (const [name, receipts, mismatch, index] of cases) {
      const error = await refusedWithoutWriting(reconcile(receipts), ReceiptRejected, r.assignmentId);
      expect({ name, mismatch: error.mismatch, index: error.receiptIndex }).toEqual({ name, mismatch, index });
    }
    // And COMPLETE needs every call settled as well: never resolved by assumption
    const partial = await refusedWithoutWriting(reconcile([mail], 'COMPLETE'), ReceiptRejected, r.assignmentId);
    expect(partial).toMatchObject({ mismatch: 'CALL_UNSETTLED', receiptIndex: null });
    expect(partial.message).toContain('pay-1');

    // When the receipts verify (one per producing tool, an existing unused Entity for one of them)
    const done = await C.reconcileAttempt(t.db, operator, {
      ...r,
      decision: 'RETRY',
      receipts: [pay, { callIds: ['mail-1'], producer: 'send_email', receiptEntityId: other.entity.id }],
    });
    // Then the Attempt is ABANDONED, and the event records which calls each receipt settled, by whom, and its digest
    expect(done.attempt).toMatchObject({ outcome: 'ABANDONED' });
    expect(done.assignment.state).toBe('READY');
    const [reconciled] = await eventsOf(t, org.organizationId, { kind: 'attempt.reconciled', attemptId: r.attemptId });
    const stored = done.attempt!.reconciliation!.receipts[0]!.entityId;
    expect(reconciled!.payload).toMatchObject({
      decision: 'RETRY',
      outcome: 'ABANDONED',
      receipts: [
        { call_ids: ['pay-1'], producer: 'send_wire_transfer', entity_id: stored },
        { call_ids: ['mail-1'], producer: 'send_email', entity_id: other.entity.id, sha256: other.entity.sha256 },
      ],
      stored_entity_ids: [stored],
    });
    // And a receipt already used cannot serve another reconciliation
    const { r: next } = await recovered(1, [{ callId: 'mail-2', tool: 'send_email', version: 1 }]);
    const reused = await refusedWithoutWriting(
      () =>
        C.reconcileAttempt(t.db, operator, {
          ...next,
          decision: 'RETRY',
          receipts: [{ callIds: ['mail-2'], producer: 'send_email', receiptEntityId: other.entity.id }],
        }),
      ReceiptRejected,
      next.assignmentId,
    );
    expect(reused.mismatch).toBe('ENTITY_IN_USE');
  });
});

describe('a cancellation stays', () => {
  it('COMPLETE on a CANCELLED Assignment records the effect (EFFECTED); RETRY abandons; reopening names the effect', async () => {
    // Given two cancelled Assignments whose Attempts were cut off during a wire transfer
    const effected = await cancelledWith([{ callId: 'pay-1', tool: 'send_wire_transfer', version: 2 }]);
    const retried = await cancelledWith([{ callId: 'pay-1', tool: 'send_wire_transfer', version: 2 }]);
    const cancellation = (await assignmentOf(effected.assignmentId)).cancellation;
    // When one is reconciled COMPLETE (the transfer happened), the other RETRY (it did not)
    const done = await C.reconcileAttempt(t.db, operator, {
      ...effected,
      decision: 'COMPLETE',
      receipts: [receiptOf(['pay-1'], 'send_wire_transfer', 'bank: transfer 4411 executed')],
      outcomeEntity: { mediaType: 'text/plain', content: 'paid 100' },
    });
    const abandoned = await C.reconcileAttempt(t.db, operator, {
      ...retried,
      decision: 'RETRY',
      receipts: [receiptOf(['pay-1'], 'send_wire_transfer', 'bank: no such transfer')],
    });
    // Then both stay CANCELLED with their cancellation intact; the effect is evidence, never an outcome
    expect(done.assignment).toMatchObject({
      state: 'CANCELLED',
      cancellation,
      outcomeEntityId: null,
      completedAttemptId: null,
      uncertainAttemptId: null,
      effectedAttemptId: effected.attemptId,
    });
    expect(done.attempt).toMatchObject({ outcome: 'EFFECTED', outcomeEntityId: null });
    const effect = await t.admin.query<{ generated_by_attempt_id: string; content: string }>(
      'select generated_by_attempt_id, content from workforce.entities where organization_id = $1 and entity_id = $2',
      [org.organizationId, done.attempt!.reconciliation!.effectEntityId],
    );
    expect(effect.rows[0]).toEqual({ generated_by_attempt_id: effected.attemptId, content: 'paid 100' });
    expect(abandoned.assignment).toMatchObject({ state: 'CANCELLED', effectedAttemptId: null });
    expect(abandoned.attempt!.outcome).toBe('ABANDONED');
    // And a reopening makes it READY, its availability naming the effect that happened
    await C.reopenAssignment(t.db, operator, { assignmentId: effected.assignmentId, reason: 'do the rest' });
    const { assessments } = await assessAssignments(t.db, org.organizationId, [effected.assignmentId]);
    expect(assessments[effected.assignmentId]!.reason).toBe('READY');
    expect(assessments[effected.assignmentId]!.explanation).toContain(
      `attempt ${effected.attemptId} had an external effect that happened`,
    );
    expect((await claim(t, org.system, effected.assignmentId, agent)).assignment.state).toBe('RUNNING');
    expect((await checkInvariants(t.admin, org.organizationId)).violations).toEqual([]);
  });

  it("accepts the cut-off call's late tool.result as evidence until the reconciliation, changing nothing, then refuses it", async () => {
    // Given a cancelled Assignment whose Attempt left two calls unanswered
    const r = await cancelledWith([
      { callId: 'pay-1', tool: 'send_wire_transfer', version: 2 },
      { callId: 'read-1', tool: 'read_document', version: 2, effect: 'internal' },
    ]);
    const other = await newHuman(t, org);
    const late =
      (callId: string, tool: string, caller: Caller = org.system) =>
      () =>
        C.appendEvent(t.db, caller, {
          kind: 'tool.result',
          payloadVersion: 2,
          attemptId: r.attemptId,
          payload: { call_id: callId, tool_name: tool, result: { transfer: 4411 }, effect: 'happened' },
        });
    const ended = (await eventsOf(t, org.organizationId, { kind: 'attempt.ended', attemptId: r.attemptId }))[0]!;
    const row = await assignmentRowText(t, org.organizationId, r.assignmentId);
    // When the Runner records the transfer's result after the cancellation
    const recorded = await C.appendEvent(t.db, org.system, {
      kind: 'tool.result',
      payloadVersion: 2,
      attemptId: r.attemptId,
      payload: { call_id: 'pay-1', tool_name: 'send_wire_transfer', result: { transfer: 4411 }, effect: 'happened' },
    });
    // Then it is on the ledger, following the Attempt's ending (late), attributed to the agent, and nothing else moved
    const [stored] = await eventsOf(t, org.organizationId, { kind: 'tool.result', attemptId: r.attemptId });
    expect(stored).toMatchObject({ event_id: recorded.event.id, follows_event_id: ended.event_id, actor_id: agent });
    expect(await assignmentRowText(t, org.organizationId, r.assignmentId)).toBe(row);
    expect((await attemptOf(r.assignmentId, r.attemptId)).outcome).toBe('UNCERTAIN');
    // But only for a call it left unsettled (the refusal says which), only from its claimer, and only until it is reconciled
    const settled = await refusedWithoutWriting(late('read-1', 'read_document'), AttemptNotActive, r.assignmentId);
    expect(settled.message).toContain('only the results of its unsettled calls (pay-1) are recorded');
    await refusedWithoutWriting(late('pay-1', 'send_wire_transfer', other), AttemptNotOwned, r.assignmentId);
    await refusedWithoutWriting(
      () =>
        C.appendEvent(t.db, org.system, {
          kind: 'llm.request',
          payloadVersion: 1,
          attemptId: r.attemptId,
          payload: { call_id: 'm1', model: 'm', messages: [] },
        }),
      AttemptNotActive,
      r.assignmentId,
    );
    await C.reconcileAttempt(t.db, operator, {
      ...r,
      decision: 'COMPLETE',
      receipts: [receiptOf(['pay-1'], 'send_wire_transfer')],
      outcomeEntity: { mediaType: 'text/plain', content: 'paid' },
    });
    await refusedWithoutWriting(late('pay-1', 'send_wire_transfer'), AttemptNotActive, r.assignmentId);
  });

  it('reads a version 1 reconciliation written before receipts named calls as it always did', async () => {
    // Given an UNCERTAIN Attempt and a version 1 attempt.reconciled COMPLETE, as older ledgers hold it
    // (privileged setup: appended and applied as the command of that time did)
    const { r } = await recovered(1, [{ callId: 'pay-1', tool: 'send_wire_transfer', version: 1 }]);
    const outcome = await C.createEntity(t.db, operator, { mediaType: 'text/plain', content: 'legacy outcome' });
    const receipt = await C.createEntity(t.db, operator, { mediaType: 'text/plain', content: 'legacy receipt' });
    await t.admin.query(
      `select workforce.assignments_record(p_organization_id => $1, p_event_id => null, p_kind => 'attempt.reconciled',
              p_payload => $2::jsonb, p_actor_id => $3, p_recorded_by => $3, p_assignment_id => $4, p_attempt_id => $5,
              p_follows_event_id => null)`,
      [
        org.organizationId,
        JSON.stringify({
          assignment_id: r.assignmentId,
          attempt_id: r.attemptId,
          decision: 'COMPLETE',
          receipt_entity_id: receipt.entity.id,
          receipt_sha256: receipt.entity.sha256,
          outcome_entity_id: outcome.entity.id,
          note: null,
          stored_entity_ids: [],
        }),
        operator.actorId,
        r.assignmentId,
        r.attemptId,
      ],
    );
    // Then it completes the Assignment, as version 1 did, and reads back with its one receipt
    expect(await assignmentOf(r.assignmentId)).toMatchObject({ state: 'COMPLETED', outcomeEntityId: outcome.entity.id });
    expect((await attemptOf(r.assignmentId, r.attemptId)).reconciliation).toMatchObject({
      decision: 'COMPLETE',
      receipts: [{ callIds: [], producer: null, entityId: receipt.entity.id, sha256: receipt.entity.sha256 }],
      effectEntityId: null,
    });
    const rebuilt = await C.rebuildProjection(t.db, org.system, { projection: 'ASSIGNMENTS' });
    expect(rebuilt.applied).toBeGreaterThan(0);
    expect(await assignmentOf(r.assignmentId)).toMatchObject({ state: 'COMPLETED', outcomeEntityId: outcome.entity.id });
  });
});

describe('races: reconciliation meets reopening, a late result, and another reconciliation', () => {
  const reconcileQuery = (r: { assignmentId: string; attemptId: string }, content: string) =>
    functionQuery('reconcile_attempt', {
      organization_id: org.organizationId,
      caller_id: operator.actorId,
      assignment_id: r.assignmentId,
      attempt_id: r.attemptId,
      decision: 'RETRY',
      receipts: [
        { call_ids: ['pay-1'], producer: 'send_wire_transfer', entity_id: randomUUID(), media_type: 'text/plain', content },
      ],
      outcome_entity_id: null,
      outcome_media_type: null,
      outcome_content: null,
      note: null,
      event_id: null,
    });
  const uncertainCancelled = () => cancelledWith([{ callId: 'pay-1', tool: 'send_wire_transfer', version: 2 }]);

  it('a reopening waiting behind the reconciliation succeeds once it commits; one held first is refused and the reconciliation goes on', async () => {
    // Given a reconciliation held open, and a reopening behind it
    const r = await uncertainCancelled();
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(reconcileQuery(r, 'bank: no transfer'));
    const reopen = settle(C.reopenAssignment(t.db, operator, { assignmentId: r.assignmentId, reason: 'go on' }));
    await waitForLockWaiters(t, 'reopen_assignment');
    await held.commit();
    // Then the reopening sees the reconciled Attempt and succeeds
    expect(await reopen).toMatchObject({ assignment: { state: 'READY' } });

    // Given the other order: the reopening first (refused, the Attempt still uncertain), the reconciliation behind it
    const s = await uncertainCancelled();
    const reopenHeld = await HeldTransaction.begin(t.appPool);
    const refused = await settle(
      reopenHeld.query(
        functionQuery('reopen_assignment', {
          organization_id: org.organizationId,
          caller_id: operator.actorId,
          assignment_id: s.assignmentId,
          reason: 'too early',
          event_id: null,
        }),
      ),
    );
    expect((refused as { code?: string }).code).toBe('WF034');
    await reopenHeld.rollback();
    const reconciled = await C.reconcileAttempt(t.db, operator, {
      ...s,
      decision: 'RETRY',
      receipts: [receiptOf(['pay-1'], 'send_wire_transfer')],
    });
    expect(reconciled.assignment).toMatchObject({ state: 'CANCELLED', uncertainAttemptId: null });
    await expect(
      C.reopenAssignment(t.db, operator, { assignmentId: s.assignmentId, reason: 'now' }).then((x) => x.assignment.state),
    ).resolves.toBe('READY');
    // (a reopening before the reconciliation is AttemptUncertain, as a command)
    const u = await uncertainCancelled();
    await refusedWithoutWriting(
      () => C.reopenAssignment(t.db, operator, { assignmentId: u.assignmentId, reason: 'x' }),
      AttemptUncertain,
      u.assignmentId,
    );
  });

  it('a late tool.result waiting behind the reconciliation is refused; one that goes first is recorded and the reconciliation follows', async () => {
    const r = await uncertainCancelled();
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(reconcileQuery(r, 'bank: no transfer'));
    const late = settle(
      C.appendEvent(t.db, org.system, {
        kind: 'tool.result',
        payloadVersion: 2,
        attemptId: r.attemptId,
        payload: { call_id: 'pay-1', tool_name: 'send_wire_transfer', error: { message: 'rejected' }, effect: 'none' },
      }),
    );
    await waitForLockWaiters(t, 'append_event');
    await held.commit();
    expect(await late).toBeInstanceOf(AttemptNotActive);
    expect(await eventsOf(t, org.organizationId, { kind: 'tool.result', attemptId: r.attemptId })).toHaveLength(0);

    const s = await uncertainCancelled();
    const lateHeld = await HeldTransaction.begin(t.appPool);
    await lateHeld.query(
      functionQuery('append_event', {
        organization_id: org.organizationId,
        caller_id: org.system.actorId,
        event_id: randomUUID(),
        kind: 'tool.result',
        payload_version: 2,
        payload: { call_id: 'pay-1', tool_name: 'send_wire_transfer', error: { message: 'rejected' }, effect: 'none' },
        assignment_id: null,
        attempt_id: s.attemptId,
        continues_call_id: null,
      }),
    );
    const reconcile = settle(
      C.reconcileAttempt(t.db, operator, { ...s, decision: 'RETRY', receipts: [receiptOf(['pay-1'], 'send_wire_transfer')] }),
    );
    await waitForLockWaiters(t, 'reconcile_attempt');
    await lateHeld.commit();
    // The late result settles nothing by itself: the receipt still resolves the Attempt
    expect(await reconcile).toMatchObject({ attempt: { outcome: 'ABANDONED' } });
    expect(await eventsOf(t, org.organizationId, { kind: 'tool.result', attemptId: s.attemptId })).toHaveLength(1);
  });

  it('of two reconciliations with different receipts exactly one commits; the other is AttemptNotUncertain', async () => {
    const r = await uncertainCancelled();
    const held = await HeldTransaction.begin(t.appPool);
    await held.query(reconcileQuery(r, 'bank: statement A'));
    const second = settle(
      C.reconcileAttempt(t.db, operator, {
        ...r,
        decision: 'COMPLETE',
        receipts: [receiptOf(['pay-1'], 'send_wire_transfer', 'bank: statement B')],
        outcomeEntity: { mediaType: 'text/plain', content: 'paid' },
      }),
    );
    await waitForLockWaiters(t, 'reconcile_attempt');
    await held.commit();
    expect(await second).toBeInstanceOf(AttemptNotUncertain);
    const reconciled = await eventsOf(t, org.organizationId, { kind: 'attempt.reconciled', attemptId: r.attemptId });
    expect(reconciled).toHaveLength(1);
    expect(reconciled[0]!.payload).toMatchObject({ decision: 'RETRY', outcome: 'ABANDONED' });
    expect((await attemptOf(r.assignmentId, r.attemptId)).outcome).toBe('ABANDONED');
  });
});
