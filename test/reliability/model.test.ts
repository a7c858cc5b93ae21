// Model-based tests (issue 6, item 1): random batches of concurrent commands from several callers
// against the real database, each answer and the projections after each batch checked against
// the reference model in test/reliability/model/, and the shared invariants after every run.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { appendEvent, createEntity } from '../../src/commands/index.js';
import { createDb } from '../../src/db/kysely.js';
import { AttemptNotActive, ReceiptRejected } from '../../src/errors.js';
import { useTestDatabase } from '../helpers/db.js';
import { newOrganization, runningAttempt, waitUntilDatabaseTime } from '../helpers/factories.js';
import { checkInvariants } from '../helpers/invariants.js';
import { appendUnprojected, countEvents } from '../helpers/ledger.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';
import { LONG, reportReliability } from '../helpers/reliability.js';
import { batchArbitrary } from './model/commands.js';
import { databaseView, ledgerAfter, linearize, modelView, viewDifference } from './model/linearize.js';
import type { Observation, Op } from './model/ops.js';
import { databaseNow, ModelRun, newFigures } from './model/run.js';
import { cloneModel } from './model/state.js';

const t = useTestDatabase();

// Another seed or count explores further: WORKFORCE_MODEL_SEED=… WORKFORCE_MODEL_RUNS=… npx vitest run test/reliability/model.test.ts
const SEED = Number(process.env.WORKFORCE_MODEL_SEED || 20261201);
const RUNS = Number(process.env.WORKFORCE_MODEL_RUNS || (LONG ? 1_000 : 10));
const figures = newFigures();
let violations = 0;

afterAll(() => {
  reportReliability('model', { runs: figures.runs, invariantsChecked: figures.invariantsChecked, violations });
  console.log(
    `model: ${figures.runs} runs, ${figures.batches} batches, ${figures.commands} commands, ` +
      `${figures.invariantsChecked} invariant checks, ${violations} violations`,
  );
  console.log(
    Object.entries(figures.answers)
      .sort()
      .map(([answer, count]) => `  ${answer}: ${count}`)
      .join('\n'),
  );
});

describe('model-based: random concurrent histories against the real database', () => {
  it(
    `every answer, every projection and every invariant agree with the reference model (seed ${SEED}, ${RUNS} cases of two organizations)`,
    async () => {
      // Two organizations at once, each its own history (the second takes the batches in reverse),
      // naming now and then the other's ids: those must read as unknown, and nothing may leak across.
      const property = fc.asyncProperty(
        fc.array(batchArbitrary, { minLength: 4, maxLength: LONG ? 40 : 20 }),
        async (batches) => {
          // Each starts with two Attempts awaiting reconciliation (issue 26).
          const runs = await Promise.all([
            ModelRun.start(t, figures, { uncertain: true }),
            ModelRun.start(t, figures, { uncertain: true }),
          ]);
          runs[0]!.alongside(runs[1]!);
          runs[1]!.alongside(runs[0]!);
          for (let i = 0; i < batches.length; i++) {
            await Promise.all([runs[0]!.batch(batches[i]!), runs[1]!.batch(batches[batches.length - 1 - i]!)]);
          }
          for (const run of runs) {
            const found = await run.finish();
            if (found.length > 0)
              throw new Error(`organization ${run.org.organizationId} breaks its invariants:\n  ${found.join('\n  ')}`);
          }
        },
      );
      try {
        // No shrinking: every case costs real commands. The seed and path fast-check prints replay the failing case.
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      } catch (error) {
        violations++;
        throw error;
      }
      expect(figures.runs).toBe(2 * RUNS);
    },
    LONG ? 6 * 3_600_000 : 240_000,
  );
});

describe('the model and the invariant checks can fail', () => {
  const scratch = newFigures();

  /** A new Assignment claimed twice at once (as one batch command when `group` says so), with what the linearizer needs. */
  async function twoClaimsOfOneAssignment(group?: number[]) {
    const run = await ModelRun.start(t, scratch);
    const system = run.org.system.actorId;
    const agentId = [...run.model.actors].find(([, a]) => a.kind === 'AI_AGENT')![0];
    const assignmentId = randomUUID();
    await run.send([{ type: 'create', caller: system, assignmentId, goal: 'goal' }]);
    const before = cloneModel(run.model);
    const claim = (): Op => ({
      type: 'claim',
      caller: system,
      assignmentId,
      agentId,
      version: 1,
      attemptId: randomUUID(),
      ttlSeconds: 3600,
    });
    const from = await databaseNow(t);
    const issued = await run.send([claim(), claim()], from, group);
    const window = { from, to: await databaseNow(t) };
    const view = await databaseView(t.admin, run.org.organizationId);
    const ledger = await ledgerAfter(t, run.org.organizationId, before.seq);
    return { system, before, issued, window, view, ledger };
  }

  it('refuses answers the state machine does not allow, and a state the projections do not hold', async () => {
    // Given an Assignment and two concurrent claims on it, which the model accepts as they are
    const { system, before, issued, window, view, ledger } = await twoClaimsOfOneAssignment();
    expect(linearize(before, issued, window, view, ledger).ok).toBe(true);

    // When one answer is forged, or the projection disagrees, Then no order of the batch explains it
    const loser = issued.findIndex((i) => !i.observed.ok);
    const winner = 1 - loser;
    const forge = (index: number, observed: Observation) => issued.map((x, i) => (i === index ? { ...x, observed } : x));
    const wrongRefusal = linearize(
      before,
      forge(loser, { ok: false, error: new AttemptNotActive('forged', null, null) }),
      window,
      view,
      ledger,
    );
    expect(wrongRefusal).toMatchObject({ ok: false, reason: expect.stringContaining('the model expects ClaimConflict') });
    const won = issued[winner]!.observed as Extract<Observation, { ok: true }>;
    const skippedSeq = linearize(before, forge(winner, { ...won, seq: won.seq! + 1 }), window, view, ledger);
    expect(skippedSeq).toMatchObject({ ok: false, reason: expect.stringContaining('the org_seq it wrote') });
    const bothWon = linearize(before, forge(loser, { ...won, seq: won.seq! + 1 }), window, view, ledger);
    expect(bothWon.ok).toBe(false);
    const notRunning = { ...view, assignments: view.assignments.map((a) => ({ ...a, state: 'READY' as const, active: null })) };
    expect(linearize(before, issued, window, notRunning, ledger)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('assignments'),
    });
    const misattributed = new Map([...ledger].map(([seq, row]) => [seq, { ...row, actorId: system }]));
    expect(linearize(before, issued, window, view, misattributed)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('has actorId'),
    });
  });

  it('holds a batch command to its items applied one at a time, in input order', async () => {
    // Given two claims of one Assignment sent as one batch command: the first wins, the second conflicts
    const { before, issued, window, view, ledger } = await twoClaimsOfOneAssignment([0, 0]);
    expect(issued.map((i) => i.observed.ok)).toEqual([true, false]);

    // When the batch claims to have judged its items the other way round, Then no order explains
    // it, while the same answers from two separate commands are explained (the second ran first)
    const reordered = [issued[1]!, issued[0]!];
    expect(linearize(before, issued, window, view, ledger).ok).toBe(true);
    expect(linearize(before, reordered, window, view, ledger)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no order'),
    });
    expect(
      linearize(
        before,
        reordered.map(({ op, observed }) => ({ op, observed })),
        window,
        view,
        ledger,
      ).ok,
    ).toBe(true);
  });

  it('refuses forged answers and projections of the decisions: two cancellations of one running Assignment', async () => {
    // Given a running Assignment and two concurrent cancellations of it, which the model accepts as they are
    const run = await ModelRun.start(t, scratch);
    const system = run.org.system.actorId;
    const agentId = [...run.model.actors].find(([, a]) => a.kind === 'AI_AGENT')![0];
    const [assignmentId, attemptId] = [randomUUID(), randomUUID()];
    await run.send([{ type: 'create', caller: system, assignmentId, goal: 'goal' }]);
    await run.send([{ type: 'claim', caller: system, assignmentId, agentId, version: 1, attemptId, ttlSeconds: 3600 }]);
    const before = cloneModel(run.model);
    const cancel = (reason: string): Op => ({ type: 'cancel', caller: system, assignmentId, reason, eventId: randomUUID() });
    const from = await databaseNow(t);
    const issued = await run.send([cancel('first'), cancel('second')], from);
    const window = { from, to: await databaseNow(t) };
    const view = await databaseView(t.admin, run.org.organizationId);
    const ledger = await ledgerAfter(t, run.org.organizationId, before.seq);
    expect(linearize(before, issued, window, view, ledger).ok).toBe(true);

    // When the loser's refusal is forged into another one, or the winner's into a refusal, or the
    // projection says the superseded Attempt is still running, Then no order of the batch explains it
    const loser = issued.findIndex((i) => !i.observed.ok);
    expect(loser).toBeGreaterThanOrEqual(0);
    const forge = (index: number, observed: Observation) => issued.map((x, i) => (i === index ? { ...x, observed } : x));
    expect(
      linearize(before, forge(loser, { ok: false, error: new AttemptNotActive('forged', null, null) }), window, view, ledger).ok,
    ).toBe(false);
    expect(
      linearize(before, forge(1 - loser, { ok: false, error: new AttemptNotActive('forged', null, null) }), window, view, ledger)
        .ok,
    ).toBe(false);
    const stillRunning = {
      ...view,
      assignments: view.assignments.map((a) => ({ ...a, state: 'RUNNING' as const })),
    };
    expect(linearize(before, issued, window, stillRunning, ledger).ok).toBe(false);
  });

  it("refuses work by another than the claimer, a superseded Attempt's revival, and a claim credited to another (issue 25)", async () => {
    // Given an Attempt claimed by the second SYSTEM actor, then the System's ending of it and the
    // claimer's evidence without its attemptId, which the model accepts as refused
    const run = await ModelRun.start(t, scratch);
    const system = run.org.system.actorId;
    const runner = [...run.model.actors].find(([id, a]) => a.kind === 'SYSTEM' && id !== system)![0];
    const agentId = [...run.model.actors].find(([, a]) => a.kind === 'AI_AGENT')![0];
    const [assignmentId, attemptId] = [randomUUID(), randomUUID()];
    const claim: Op = { type: 'claim', caller: runner, assignmentId, agentId, version: 1, attemptId, ttlSeconds: 3600 };
    await run.send([{ type: 'create', caller: system, assignmentId, goal: 'goal' }]);
    await run.send([claim]);
    /** Sends the ops, with what the linearizer needs to judge forged variants of the answers. */
    const sent = async (ops: Op[]) => {
      const before = cloneModel(run.model);
      const from = await databaseNow(t);
      const issued = await run.send(ops, from);
      const window = { from, to: await databaseNow(t) };
      const view = await databaseView(t.admin, run.org.organizationId);
      const ledger = await ledgerAfter(t, run.org.organizationId, before.seq);
      const forge = (index: number, observed: Observation) => issued.map((x, i) => (i === index ? { ...x, observed } : x));
      return { before, issued, window, view, ledger, forge };
    };
    const work = await sent([
      { type: 'end', caller: system, assignmentId, attemptId, outcome: 'FAILED' },
      {
        type: 'append',
        caller: runner,
        kind: 'llm.request',
        payloadVersion: 1,
        payload: { call_id: 'c1', model: 'model-a', messages: [] },
        assignmentId,
      },
    ]);
    expect(work.issued.map((i) => (i.observed.ok ? 'ok' : i.observed.error.name))).toEqual([
      'AttemptNotOwned',
      'AttemptRequired',
    ]);
    expect(linearize(work.before, work.issued, work.window, work.view, work.ledger).ok).toBe(true);

    // When the refusal is forged into the one the old rules gave, or the projection credits the
    // claim to the System, Then no order of the batch explains it
    expect(
      linearize(
        work.before,
        work.forge(0, { ok: false, error: new AttemptNotActive('forged', attemptId, attemptId) }),
        work.window,
        work.view,
        work.ledger,
      ),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('the model expects AttemptNotOwned') });
    const creditedToSystem = {
      ...work.view,
      assignments: work.view.assignments.map((a) => (a.active ? { ...a, active: { ...a.active, claimedBy: system } } : a)),
    };
    expect(linearize(work.before, work.issued, work.window, creditedToSystem, work.ledger)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('claimedBy'),
    });

    // When the claim's exact retry after a cancellation is forged into a replay, Then it is refused too
    await run.send([{ type: 'cancel', caller: system, assignmentId, reason: 'stop' }]);
    const revival = await sent([claim]);
    expect(revival.issued.map((i) => (i.observed.ok ? 'ok' : i.observed.error.name))).toEqual(['AssignmentCancelled']);
    expect(linearize(revival.before, revival.issued, revival.window, revival.view, revival.ledger).ok).toBe(true);
    const replayed = revival.forge(0, { ok: true, replayed: true, value: {}, seq: null });
    expect(linearize(revival.before, replayed, revival.window, revival.view, revival.ledger)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('answered a replay, the model expects AssignmentCancelled'),
    });
  });

  it('catches a corrupted projection row and a second open Attempt', async () => {
    // Given a throwaway organization with a completed Assignment
    const run = await ModelRun.start(t, scratch);
    const system = run.org.system.actorId;
    const agentId = [...run.model.actors].find(([, a]) => a.kind === 'AI_AGENT')![0];
    const [assignmentId, attemptId] = [randomUUID(), randomUUID()];
    await run.send([{ type: 'create', caller: system, assignmentId, goal: 'goal' }]);
    await run.send([{ type: 'claim', caller: system, assignmentId, agentId, version: 1, attemptId, ttlSeconds: 3600 }]);
    await run.send([{ type: 'end', caller: system, assignmentId, attemptId, outcome: 'COMPLETED', content: '7731' }]);
    const organizationId = run.org.organizationId;
    expect(await checkInvariants(t.admin, organizationId, { db: t.db, system: run.org.system })).toMatchObject({
      violations: [],
    });

    // When the superuser corrupts the projection row, Then the model's view and the rebuild check both see it
    await t.admin.query('update workforce.assignments set attempt_count = attempt_count + 1 where organization_id = $1', [
      organizationId,
    ]);
    expect(viewDifference(modelView(run.model), await databaseView(t.admin, organizationId))).toMatch(/attemptCount/);
    const corrupted = await checkInvariants(t.admin, organizationId, { db: t.db, system: run.org.system });
    expect(corrupted.violations).toEqual(['rebuild changed the assignments projection']);

    // When a second Attempt's start is slipped into the ledger of the completed Assignment, Then the
    // ledger checks name it (a second ending cannot even be written: events_one_ending refuses it)
    const forged = randomUUID();
    await appendUnprojected(
      t,
      organizationId,
      'attempt.started',
      {
        assignment_id: assignmentId,
        attempt_id: forged,
        agent_id: agentId,
        configuration_version: 1,
        claim_expires_at: new Date(Date.now() + 60_000).toISOString(),
      },
      agentId,
      assignmentId,
      forged,
    );
    const opened = await checkInvariants(t.admin, organizationId);
    expect(opened.violations.join('\n')).toContain(`assignment ${assignmentId}: 1 open attempts, state COMPLETED`);
  });
});

describe('the decisions of issue 15, step by step through the model', () => {
  // The random histories reach an uncertain Attempt only now and then (it needs a claim, an
  // external call and then a cancellation or an expired claim's recovery): this history goes
  // through each decision and refusal on purpose, every answer and projection checked by the model.
  const scratch = newFigures();

  it('renews, recovers into UNCERTAIN, cancels, refuses reopening until reconciled, reconciles both ways', async () => {
    const run = await ModelRun.start(t, scratch);
    const system = run.org.system.actorId;
    const human = [...run.model.actors].find(([, a]) => a.kind === 'HUMAN')![0];
    const agentId = [...run.model.actors].find(([, a]) => a.kind === 'AI_AGENT')![0];
    const [a, b, first, second, third] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    /** Sends the ops at once, checked against the model, and gives their answers (`ok`, `replayed` or the refusal's name). */
    const send = async (...ops: Op[]) =>
      (await run.send(ops)).map(({ observed: o }) => (o.ok ? (o.replayed ? 'replayed' : 'ok') : o.error.name));
    const claim = (assignmentId: string, attemptId: string): Op => ({
      type: 'claim',
      caller: system,
      assignmentId,
      agentId,
      version: 1,
      attemptId,
      ttlSeconds: 3600,
    });
    const call = (attemptId: string, callId: string, effect: 'external' | 'internal'): Op => ({
      type: 'append',
      caller: system,
      kind: 'tool.call',
      payloadVersion: 2,
      payload: { call_id: callId, tool_name: 'send_payment', arguments: { amount: 1 }, effect },
      attemptId,
    });
    const cancel = (assignmentId: string, eventId?: string): Op => ({
      type: 'cancel',
      caller: human,
      assignmentId,
      reason: 'runaway',
      eventId,
    });
    const reopen = (assignmentId: string): Op => ({ type: 'reopen', caller: system, assignmentId, reason: 'try again' });

    // Given a claim renewed to expire shortly, with one answered and one unanswered external call
    await send(
      { type: 'create', caller: system, assignmentId: a, goal: 'goal a' },
      { type: 'create', caller: system, assignmentId: b, goal: 'goal b' },
    );
    expect(await send(claim(a, first))).toEqual(['ok']);
    const renewal: Op = {
      type: 'renew',
      caller: system,
      assignmentId: a,
      attemptId: first,
      expiresAt: new Date(Math.round(await databaseNow(t)) + 300),
      eventId: randomUUID(),
    };
    expect(await send(renewal, call(first, 'paid', 'external'), call(first, 'read', 'internal'))).toEqual(['ok', 'ok', 'ok']);
    expect(await send(renewal, call(first, 'mailed', 'external'))).toEqual(['replayed', 'ok']);
    expect(
      await send({
        type: 'append',
        caller: system,
        kind: 'tool.result',
        payloadVersion: 1,
        payload: { call_id: 'mailed', tool_name: 'send_payment', result: { sent: true } },
        attemptId: first,
      }),
    ).toEqual(['ok']);

    // When the renewed claim expires, Then it can no longer be renewed, and its recovery is UNCERTAIN
    await waitUntilDatabaseTime(t, new Date(run.model.assignments.get(a)!.active!.expiresAt + 2));
    expect(await send({ type: 'renew', caller: system, assignmentId: a, attemptId: first, ttlSeconds: 60 })).toEqual([
      'ClaimExpired',
    ]);
    expect(await send({ type: 'recover', caller: system, assignmentId: a, attemptId: first })).toEqual(['ok']);
    expect(run.model.attempts.get(first)!.ended!.outcome).toBe('UNCERTAIN');
    expect(await send(claim(a, second), reopen(a))).toEqual(['AssignmentUncertain', 'AssignmentNotCancelled']);

    // When it is cancelled, Then reopening waits for the reconciliation, which leaves it CANCELLED
    expect(await send(cancel(a))).toEqual(['ok']);
    expect(await send(reopen(a), claim(a, second))).toEqual(['AttemptUncertain', 'AssignmentCancelled']);
    const retry: Op = {
      type: 'reconcile',
      caller: human,
      assignmentId: a,
      attemptId: first,
      decision: 'RETRY',
      receipts: [{ callIds: ['paid'], producer: 'send_payment', content: 'no payment went out' }],
    };
    expect(await send(retry)).toEqual(['ok']);
    expect(await send(retry, { ...retry, note: 'other facts' })).toEqual(['replayed', 'AttemptNotUncertain']);
    expect(run.model.assignments.get(a)!.state).toBe('CANCELLED');
    expect(await send(reopen(a))).toEqual(['ok']);

    // When the next Attempt, with an unanswered external call, is cancelled, Then it is UNCERTAIN,
    // its late ending and renewal refused (the renewal by the Assignment's state: a superseded
    // Attempt is never taken up again), and a COMPLETE reconciliation records the effect (EFFECTED)
    // while the cancellation stays (issue 26)
    expect(await send(claim(a, second))).toEqual(['ok']);
    expect(await send(call(second, 'paid-again', 'external'))).toEqual(['ok']);
    const cancelled = randomUUID();
    expect(await send(cancel(a, cancelled))).toEqual(['ok']);
    expect(run.model.attempts.get(second)!.ended!.outcome).toBe('UNCERTAIN');
    expect(
      await send(
        cancel(a, cancelled),
        cancel(a),
        { type: 'end', caller: system, assignmentId: a, attemptId: second, outcome: 'COMPLETED', content: 'late' },
        { type: 'renew', caller: system, assignmentId: a, attemptId: second, ttlSeconds: 60 },
      ),
    ).toEqual(['replayed', 'AssignmentCancelled', 'AttemptNotActive', 'AssignmentCancelled']);
    // nor revived by its claim's exact retry
    expect(await send(claim(a, second))).toEqual(['AssignmentCancelled']);
    expect(
      await send({
        type: 'reconcile',
        caller: system,
        assignmentId: a,
        attemptId: second,
        decision: 'COMPLETE',
        receipts: [{ callIds: ['paid-again'], producer: 'send_payment', content: 'the payment went out once' }],
        outcome: 'paid',
        note: 'checked with the bank',
      }),
    ).toEqual(['ok']);
    expect(run.model.attempts.get(second)!.reconciled!.outcome).toBe('EFFECTED');
    expect(run.model.assignments.get(a)).toMatchObject({
      state: 'CANCELLED',
      completedAttemptId: null,
      effectedAttemptId: second,
      cancellation: { by: human, reason: 'runaway' },
    });
    expect(await send(cancel(a), claim(a, randomUUID()), claim(a, second))).toEqual([
      'AssignmentCancelled',
      'AssignmentCancelled',
      'AssignmentCancelled',
    ]);
    expect(await send(reopen(a))).toEqual(['ok']);
    expect(run.model.assignments.get(a)).toMatchObject({ state: 'READY', effectedAttemptId: second });

    // When a claim without external calls is cancelled, Then its Attempt is SUPERSEDED and reopening is immediate
    expect(await send(claim(b, third))).toEqual(['ok']);
    expect(await send(cancel(b))).toEqual(['ok']);
    expect(run.model.attempts.get(third)!.ended!.outcome).toBe('SUPERSEDED');
    expect(
      await send(
        { ...retry, assignmentId: b, attemptId: third },
        { type: 'recover', caller: system, assignmentId: b, attemptId: third },
        reopen(b),
      ),
    ).toEqual(['AttemptNotUncertain', 'AttemptNotActive', 'ok']);
    expect(await run.finish()).toEqual([]);
  });
});

describe('the rules of issue 25, step by step through the model', () => {
  // The random histories reach each of these now and then; this history provokes every one on
  // purpose: only the claimer works on its Attempt, evidence names its Attempt, and no retry
  // revives a superseded Attempt. Every answer and projection is checked by the model.
  const scratch = newFigures();

  it('binds ending, renewal, evidence and generated Entities to the claimer, and answers retries of superseded Attempts by the state', async () => {
    const run = await ModelRun.start(t, scratch);
    const system = run.org.system.actorId;
    const actorOf = (kind: string, not?: string) =>
      [...run.model.actors].find(([id, actor]) => actor.kind === kind && id !== not)![0];
    const runner = actorOf('SYSTEM', system);
    const human = actorOf('HUMAN');
    const agentId = actorOf('AI_AGENT');
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const [first, second, third, fourth, fifth] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const send = async (...ops: Op[]) =>
      (await run.send(ops)).map(({ observed: o }) => (o.ok ? (o.replayed ? 'replayed' : 'ok') : o.error.name));
    const claim = (caller: string, assignmentId: string, attemptId: string, eventId?: string): Op => ({
      type: 'claim',
      caller,
      assignmentId,
      agentId,
      version: 1,
      attemptId,
      eventId,
      ttlSeconds: 3600,
    });
    const evidence = (caller: string, attemptId?: string, kind = 'llm.request'): Op => ({
      type: 'append',
      caller,
      kind,
      payloadVersion: 1,
      payload:
        kind === 'llm.request'
          ? { call_id: 'c1', model: 'model-a', messages: [{ role: 'user', content: 'hello' }] }
          : { call_id: 'c1', tool_name: 'read_document', result: { page: 1 } },
      ...(attemptId ? { attemptId } : { assignmentId: a }),
    });
    const entity = (caller: string, attemptId: string, entityId = randomUUID()): Extract<Op, { type: 'entity' }> => ({
      type: 'entity',
      caller,
      entityId,
      content: 'a draft',
      attemptId,
    });
    const end = (caller: string, assignmentId: string, attemptId: string, outcome: 'COMPLETED' | 'FAILED' = 'FAILED'): Op =>
      outcome === 'COMPLETED'
        ? { type: 'end', caller, assignmentId, attemptId, outcome, content: 'the answer' }
        : { type: 'end', caller, assignmentId, attemptId, outcome, reason: 'gave up' };
    const renew = (caller: string, assignmentId: string, attemptId: string, eventId = randomUUID()): Op => ({
      type: 'renew',
      caller,
      assignmentId,
      attemptId,
      eventId,
      ttlSeconds: 600,
    });

    // Given an Attempt claimed by the second SYSTEM actor (the Runner)
    await send(...[a, b, c].map((id): Op => ({ type: 'create', caller: human, assignmentId: id, goal: `goal ${id}` })));
    const claimed = claim(runner, a, first, randomUUID());
    expect(await send(claimed)).toEqual(['ok']);
    expect(run.model.attempts.get(first)!.claimedBy).toBe(runner);

    // When anyone else retries its claim, ends it, renews it, records its evidence or creates an
    // Entity generated by it, Then each is refused AttemptNotOwned and nothing is written, while
    // the claimer's own retry is a replay
    const seq = run.model.seq;
    const refused = await run.send([
      { ...claimed, caller: system },
      { ...claimed, caller: human },
      end(system, a, first),
      renew(human, a, first),
      evidence(system, first),
      entity(human, first),
      claimed,
    ]);
    expect(refused.map(({ observed: o }) => (o.ok ? (o.replayed ? 'replayed' : 'ok') : o.error.name))).toEqual([
      ...Array(6).fill('AttemptNotOwned'),
      'replayed',
    ]);
    for (const { observed: o } of refused.slice(0, 6))
      expect(o.ok ? null : o.error).toMatchObject({ attemptId: first, claimedBy: runner });
    expect(run.model.seq).toBe(seq);

    // When evidence names no Attempt (an Assignment is not enough), Then it is AttemptRequired, even from the claimer
    expect(await send(evidence(runner), evidence(runner, undefined, 'tool.result'))).toEqual([
      'AttemptRequired',
      'AttemptRequired',
    ]);

    // When the claimer works on it, Then it renews, records evidence and creates Entities; retries replay
    const renewal = renew(runner, a, first);
    const draft = entity(runner, first);
    expect(await send(renewal, evidence(runner, first), draft)).toEqual(['ok', 'ok', 'ok']);
    expect(await send(renewal, draft, { ...renewal, caller: system })).toEqual(['replayed', 'replayed', 'IdentityConflict']);

    // When a decision cancels it (no owner needed), Then its claim's and renewal's exact retries
    // are refused by the Assignment's state, its late writes AttemptNotActive, and so is a retry of
    // its stored Entity, by its claimer or anyone else
    expect(await send({ type: 'cancel', caller: human, assignmentId: a, reason: 'not needed' })).toEqual(['ok']);
    expect(
      await send(
        claimed,
        renewal,
        renew(runner, a, first),
        end(runner, a, first),
        evidence(runner, first),
        entity(runner, first),
      ),
    ).toEqual([
      'AssignmentCancelled',
      'AssignmentCancelled',
      'AssignmentCancelled',
      'AttemptNotActive',
      'AttemptNotActive',
      'AttemptNotActive',
    ]);
    expect(await send(draft, { ...draft, caller: human })).toEqual(['AttemptNotActive', 'AttemptNotActive']);

    // When it is reopened, Then the superseded Attempt is still not revived: AttemptNotActive
    expect(await send({ type: 'reopen', caller: system, assignmentId: a, reason: 'needed after all' })).toEqual(['ok']);
    expect(await send(claimed, renewal)).toEqual(['AttemptNotActive', 'AttemptNotActive']);

    // When the Runner's next claim, with an unanswered external call, expires and is recovered, Then
    // the Assignment is UNCERTAIN and the Attempt's retries say so
    const short: Op = {
      type: 'claim',
      caller: runner,
      assignmentId: a,
      agentId,
      version: 1,
      attemptId: second,
      expiresAt: new Date(Math.round(await databaseNow(t)) + 300),
    };
    expect(await send(short)).toEqual(['ok']);
    const paid: Op = {
      type: 'append',
      caller: runner,
      kind: 'tool.call',
      payloadVersion: 2,
      payload: { call_id: 'paid', tool_name: 'send_payment', arguments: { amount: 1 }, effect: 'external' },
      attemptId: second,
    };
    expect(await send({ ...paid, caller: system }, paid)).toEqual(['AttemptNotOwned', 'ok']);
    await waitUntilDatabaseTime(t, new Date(run.model.assignments.get(a)!.active!.expiresAt + 2));
    expect(await send(renew(system, a, second), renew(runner, a, second))).toEqual(['AttemptNotOwned', 'ClaimExpired']);
    expect(await send({ type: 'recover', caller: system, assignmentId: a, attemptId: second })).toEqual(['ok']);
    expect(run.model.assignments.get(a)!.state).toBe('UNCERTAIN');
    expect(await send(short, renew(runner, a, second), end(runner, a, second))).toEqual([
      'AssignmentUncertain',
      'AssignmentUncertain',
      'AttemptNotActive',
    ]);
    // and its reconciliation, a decision, is anyone's: then the Assignment is READY, the Attempt not active
    expect(
      await send({
        type: 'reconcile',
        caller: human,
        assignmentId: a,
        attemptId: second,
        decision: 'RETRY',
        receipts: [{ callIds: ['paid'], producer: 'send_payment', content: 'no payment went out' }],
      }),
    ).toEqual(['ok']);
    expect(await send(short)).toEqual(['AttemptNotActive']);

    // When an operator claims and completes, Then the Runner cannot end it; only the operator's
    // retry of the ending replays, and the claim's retry is AssignmentCompleted
    expect(await send(claim(human, b, third))).toEqual(['ok']);
    expect(await send(end(runner, b, third, 'COMPLETED'), end(system, b, third))).toEqual(['AttemptNotOwned', 'AttemptNotOwned']);
    const done = end(human, b, third, 'COMPLETED');
    expect(await send(done)).toEqual(['ok']);
    expect(await send(done, { ...done, caller: runner }, claim(human, b, third), renew(human, b, third))).toEqual([
      'replayed',
      'AttemptNotOwned',
      'AssignmentCompleted',
      'AssignmentCompleted',
    ]);

    // When an Attempt fails and another caller claims again, Then the failed one's retry is
    // AttemptNotActive (READY, then RUNNING with the other Attempt)
    expect(await send(claim(system, c, fourth))).toEqual(['ok']);
    expect(await send(end(system, c, fourth))).toEqual(['ok']);
    expect(await send(claim(system, c, fourth))).toEqual(['AttemptNotActive']);
    expect(await send(claim(runner, c, fifth))).toEqual(['ok']);
    expect(await send(claim(system, c, fourth), renew(system, c, fourth), renew(system, c, fifth))).toEqual([
      'AttemptNotActive',
      'AttemptNotActive',
      'AttemptNotOwned',
    ]);
    expect(await run.finish()).toEqual([]);
  });
});

describe('the rules of issue 26, step by step through the model', () => {
  // The random histories start with two Attempts awaiting reconciliation and reach the rest now and
  // then; this history provokes each rule on purpose: which cut-off Attempts are UNCERTAIN, the late
  // result of an unsettled call, verified receipts, and EFFECTED leaving the cancellation in force.
  // Every answer, event and projection (availability's words included) is checked by the model.
  const scratch = newFigures();

  it('leaves UNCERTAIN only unsettled calls, lets their late results in until reconciled, verifies receipts, and keeps a cancellation through EFFECTED', async () => {
    const run = await ModelRun.start(t, scratch);
    const system = run.org.system.actorId;
    const actorOf = (kind: string, not?: string) =>
      [...run.model.actors].find(([id, actor]) => actor.kind === kind && id !== not)![0];
    const runner = actorOf('SYSTEM', system);
    const human = actorOf('HUMAN');
    // Agent A has two versions: 1 declares read_document internal; 2 names read_document bare (no
    // effect: undeclared) and declares send_payment internal. Agent B's one version declares nothing.
    const agentA = [...run.model.actors].find(([id]) => run.model.configurations.has(`${id}/2`))![0];
    const agentB = actorOf('AI_AGENT', agentA);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const answers = (issued: { observed: Observation }[]) =>
      issued.map(({ observed: o }) => (o.ok ? (o.replayed ? 'replayed' : 'ok') : o.error.name));
    const send = async (...ops: Op[]) => answers(await run.send(ops));
    /** Sends the ops, with what the linearizer needs to judge forged variants of the answers. */
    const sent = async (ops: Op[]) => {
      const before = cloneModel(run.model);
      const from = await databaseNow(t);
      const issued = await run.send(ops, from);
      const window = { from, to: await databaseNow(t) };
      const view = await databaseView(t.admin, run.org.organizationId);
      const ledger = await ledgerAfter(t, run.org.organizationId, before.seq);
      const forge = (index: number, observed: Observation) => issued.map((x, i) => (i === index ? { ...x, observed } : x));
      const judged = (changed = issued, projections = view, written = ledger) =>
        linearize(before, changed, window, projections, written);
      return { issued, forge, judged, view, ledger };
    };
    const call = (caller: string, attemptId: string, callId: string, tool: string, effect?: 'internal' | 'external'): Op => ({
      type: 'append',
      caller,
      kind: 'tool.call',
      payloadVersion: effect ? 2 : 1,
      payload: { call_id: callId, tool_name: tool, arguments: {}, ...(effect ? { effect } : {}) },
      attemptId,
    });
    const result = (
      caller: string,
      attemptId: string,
      callId: string,
      tool: string,
      version: 1 | 2,
      answer: object,
      eventId?: string,
    ): Op => ({
      type: 'append',
      caller,
      kind: 'tool.result',
      payloadVersion: version,
      payload: { call_id: callId, tool_name: tool, ...answer },
      attemptId,
      eventId,
    });
    const ok = { result: { ok: true } };
    const failed = { error: { message: 'timed out' } };
    const reconcile = (
      assignmentId: string,
      attemptId: string,
      receipts: Extract<Op, { type: 'reconcile' }>['receipts'],
      outcome?: string,
    ): Extract<Op, { type: 'reconcile' }> => ({
      type: 'reconcile',
      caller: human,
      assignmentId,
      attemptId,
      decision: outcome === undefined ? 'RETRY' : 'COMPLETE',
      receipts,
      ...(outcome === undefined ? {} : { outcome }),
    });
    const ended = (attemptId: string) => run.model.attempts.get(attemptId)!.ended!;

    // Given three Attempts with calls of every kind of declaration and answer, one at a time
    await send(...[a, b, c].map((id): Op => ({ type: 'create', caller: human, assignmentId: id, goal: `goal ${id}` })));
    const soon = new Date(Math.round(await databaseNow(t)) + 1500);
    expect(
      await send(
        { type: 'claim', caller: system, assignmentId: a, agentId: agentA, version: 1, attemptId: first, ttlSeconds: 3600 },
        { type: 'claim', caller: system, assignmentId: b, agentId: agentA, version: 2, attemptId: second, ttlSeconds: 3600 },
        { type: 'claim', caller: runner, assignmentId: c, agentId: agentB, version: 1, attemptId: third, expiresAt: soon },
      ),
    ).toEqual(['ok', 'ok', 'ok']);
    const draft = randomUUID();
    for (const op of [
      call(system, first, 'read-1', 'read_document'), // v1, internal by the configuration
      call(system, first, 'pay-1', 'send_payment', 'external'),
      result(system, first, 'pay-1', 'send_payment', 2, { ...failed, effect: 'none' }), // an error that says nothing happened
      call(system, first, 'pay-2', 'send_payment', 'external'),
      result(system, first, 'pay-2', 'send_payment', 2, ok), // a result: conclusive
      call(system, second, 'pay-3', 'send_payment'), // v1, internal by the configuration
      call(system, second, 'read-2', 'read_document', 'internal'),
      call(system, second, 'read-3', 'read_document'), // v1, a bare name declares nothing: external
      result(system, second, 'read-3', 'read_document', 1, failed), // a v1 error settles nothing
      call(system, second, 'pay-4', 'send_payment', 'external'), // the call's "external" wins over the configuration
      result(system, second, 'pay-4', 'send_payment', 2, { ...ok, effect: 'unknown' }), // nor a result not knowing its effect
      call(system, second, 'pay-8', 'send_payment', 'external'),
      result(system, second, 'pay-8', 'send_payment', 1, ok),
      call(system, second, 'pay-8', 'send_payment', 'external'), // its call id again: a new call, unanswered
      { type: 'entity', caller: system, entityId: draft, content: 'a draft answer', attemptId: second },
      call(runner, third, 'read-4', 'read_document', 'internal'),
      call(runner, third, 'look-1', 'lookup'), // v1, undeclared: external
      result(runner, third, 'look-1', 'lookup', 2, { ...failed, effect: 'happened' }),
      call(runner, third, 'pay-5', 'send_payment'), // v1, undeclared: external
      call(runner, third, 'pay-6', 'send_payment', 'external'),
      result(runner, third, 'pay-6', 'lookup', 1, ok), // another tool's answer settles nothing
      result(runner, third, 'pay-7', 'send_payment', 1, ok), // nor an answer before its call
      call(runner, third, 'pay-7', 'send_payment', 'external'),
    ] satisfies Op[])
      expect(await send(op)).toEqual(['ok']);

    // When they are cut off, Then only unsettled calls leave them UNCERTAIN: none in the first
    // (SUPERSEDED), read-3, pay-4 and pay-8 in the second (cancelled), pay-5 to pay-7 in the third (recovered)
    expect(await send({ type: 'cancel', caller: human, assignmentId: a, reason: 'stop' })).toEqual(['ok']);
    expect(await send({ type: 'cancel', caller: human, assignmentId: b, reason: 'runaway' })).toEqual(['ok']);
    await waitUntilDatabaseTime(t, new Date(soon.getTime() + 2));
    expect(await send({ type: 'recover', caller: system, assignmentId: c, attemptId: third })).toEqual(['ok']);
    expect([first, second, third].map((id) => [ended(id).outcome, ended(id).unanswered])).toEqual([
      ['SUPERSEDED', []],
      ['UNCERTAIN', ['read-3', 'pay-4', 'pay-8']],
      ['UNCERTAIN', ['pay-5', 'pay-6', 'pay-7']],
    ]);
    expect(run.model.assignments.get(b)).toMatchObject({ state: 'CANCELLED', uncertainAttemptId: second });
    expect(run.model.assignments.get(c)).toMatchObject({ state: 'UNCERTAIN', uncertainAttemptId: third });

    // When the claimer sends the late result of an unsettled call, Then it is accepted, following the
    // attempt.ended (the model checks follows_event_id), and its exact retry replays; anyone else's is
    // AttemptNotOwned; another call's result, other evidence and the ended Attempt's claim are AttemptNotActive
    const lateId = randomUUID();
    const late = result(runner, third, 'pay-5', 'send_payment', 2, { ...ok, effect: 'happened' }, lateId);
    const lateResults = await sent([late]);
    expect(answers(lateResults.issued)).toEqual(['ok']);
    const [lateSeq, lateEvent] = [...lateResults.ledger][0]!;
    expect(lateEvent).toMatchObject({ kind: 'tool.result', followsSeq: ended(third).seq, actorId: agentB, recordedBy: runner });
    // (an event that does not follow the ending, or a refusal, is caught)
    expect(lateResults.judged(undefined, undefined, new Map([[lateSeq, { ...lateEvent, followsSeq: null }]]))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('follows event'),
    });
    expect(
      lateResults.judged(lateResults.forge(0, { ok: false, error: new AttemptNotActive('forged', third, null) })),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the model expects success'),
    });
    const seq = run.model.seq;
    expect(
      await send(
        late,
        result(system, third, 'pay-5', 'send_payment', 1, ok),
        result(runner, third, 'look-1', 'lookup', 1, ok),
        {
          type: 'append',
          caller: runner,
          kind: 'llm.request',
          payloadVersion: 1,
          payload: { call_id: 'c1', model: 'model-a', messages: [] },
          attemptId: third,
        },
        call(runner, third, 'pay-9', 'send_payment'),
        result(system, second, 'read-2', 'read_document', 1, ok),
      ),
    ).toEqual(['replayed', 'AttemptNotOwned', 'AttemptNotActive', 'AttemptNotActive', 'AttemptNotActive', 'AttemptNotActive']);
    expect(run.model.seq).toBe(seq);
    // and it settles nothing by itself: pay-5 still needs its receipt (a wrong producer, not an unknown call)
    expect(ended(third).unanswered).toEqual(['pay-5', 'pay-6', 'pay-7']);

    // When receipts do not verify, Then each is ReceiptRejected with its mismatch and index (or a
    // ValidationError, or EntityNotFound), and nothing is written
    const statement = randomUUID();
    const blankDocument = randomUUID();
    expect(
      await send(
        { type: 'entity', caller: system, entityId: statement, content: 'bank statement' },
        { type: 'entity', caller: system, entityId: blankDocument, content: '   ' },
      ),
    ).toEqual(['ok', 'ok']);
    const read = { callIds: ['read-3'], producer: 'read_document', content: 'the document was read' };
    const paid = { callIds: ['pay-4', 'pay-8'], producer: 'send_payment', content: 'transfers 9120 and 9121 executed' };
    const goal = run.model.assignments.get(b)!.goalEntityId!;
    const wrong: [Extract<Op, { type: 'reconcile' }>, string, number | null][] = [
      [reconcile(b, second, [{ ...read, callIds: ['read-3', 'pay-9'] }, paid]), 'UNKNOWN_CALL', 1],
      [reconcile(b, second, [read, { ...paid, callIds: ['pay-4', 'pay-8', 'read-3'] }]), 'REPEATED_CALL', 2],
      [reconcile(b, second, [read, { ...paid, producer: 'read_document' }]), 'PRODUCER_MISMATCH', 2],
      [
        reconcile(b, second, [
          { ...read, callIds: ['read-3', 'pay-4'] },
          { ...paid, callIds: ['pay-8'] },
        ]),
        'PRODUCER_MISMATCH',
        1,
      ],
      [reconcile(b, second, [paid]), 'CALL_UNSETTLED', null],
      [reconcile(b, second, [read, { ...paid, callIds: ['pay-4'] }], 'paid'), 'CALL_UNSETTLED', null],
      [
        reconcile(b, second, [{ callIds: read.callIds, producer: read.producer, entityId: goal }, paid], 'paid'),
        'ENTITY_IN_USE',
        1,
      ],
      [reconcile(b, second, [read, { ...paid, content: '' }]), 'NO_CONTENT', 2],
      [reconcile(b, second, [{ ...read, content: '   ' }, paid]), 'NO_CONTENT', 1],
      [reconcile(b, second, [read, { ...paid, content: '\n\t\r \u00a0\u200b' }]), 'NO_CONTENT', 2],
      [reconcile(b, second, [{ callIds: read.callIds, producer: read.producer, entityId: draft }, paid]), 'ENTITY_IN_USE', 1],
      [
        reconcile(b, second, [read, { callIds: paid.callIds, producer: paid.producer, entityId: blankDocument }]),
        'NO_CONTENT',
        2,
      ],
      [
        reconcile(b, second, [
          { callIds: read.callIds, producer: read.producer, entityId: statement },
          { callIds: paid.callIds, producer: paid.producer, entityId: statement },
        ]),
        'ENTITY_IN_USE',
        2,
      ],
      [
        reconcile(c, third, [{ callIds: ['pay-5', 'pay-6', 'pay-7'], producer: 'lookup', content: 'a receipt' }]),
        'PRODUCER_MISMATCH',
        1,
      ],
    ];
    // (three at a time: the linearizer's search of a batch's orders grows with its factorial)
    const issued: { observed: Observation }[] = [];
    let rejected!: Awaited<ReturnType<typeof sent>>;
    for (let i = 0; i < wrong.length; i += 3) {
      const chunk = await sent(wrong.slice(i, i + 3).map(([op]) => op));
      rejected ??= chunk;
      issued.push(...chunk.issued);
    }
    expect(answers(issued)).toEqual(wrong.map(() => 'ReceiptRejected'));
    expect(
      issued.map(({ observed: o }) =>
        !o.ok && o.error instanceof ReceiptRejected ? [o.error.mismatch, o.error.receiptIndex] : null,
      ),
    ).toEqual(wrong.map(([, mismatch, index]) => [mismatch, index]));
    // (a forged mismatch or index is caught)
    const forgedRejection = (mismatch: ReceiptRejected['mismatch'], index: number | null): Observation => ({
      ok: false,
      error: new ReceiptRejected('forged', mismatch, index),
    });
    expect(rejected.judged(rejected.forge(0, forgedRejection('CALL_UNSETTLED', 1)))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ReceiptRejected.mismatch'),
    });
    expect(rejected.judged(rejected.forge(1, forgedRejection('REPEATED_CALL', 1)))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ReceiptRejected.receiptIndex'),
    });
    expect(
      await send(
        reconcile(b, second, []),
        reconcile(b, second, [{ ...read, callIds: [] }, paid]),
        reconcile(b, second, [read, { callIds: paid.callIds, producer: paid.producer, entityId: randomUUID() }]),
      ),
    ).toEqual(['ValidationError', 'ValidationError', 'EntityNotFound']);
    expect(run.model.seq).toBe(seq + 2);

    // When the cancelled Assignment's Attempt is reconciled COMPLETE with receipts that verify (one
    // by an existing Entity), Then the Attempt is EFFECTED and the Assignment stays CANCELLED
    const effected = reconcile(
      b,
      second,
      [read, { callIds: paid.callIds, producer: paid.producer, entityId: statement }],
      'transfer 9120, after the cancellation',
    );
    const effect = await sent([effected]);
    expect(answers(effect.issued)).toEqual(['ok']);
    expect(run.model.attempts.get(second)!.reconciled!.outcome).toBe('EFFECTED');
    expect(run.model.assignments.get(b)).toMatchObject({
      state: 'CANCELLED',
      uncertainAttemptId: null,
      completedAttemptId: null,
      outcomeEntityId: null,
      effectedAttemptId: second,
      cancellation: { by: human, reason: 'runaway' },
    });
    // (a projection that completed the Assignment instead is caught)
    const completedView = {
      ...effect.view,
      assignments: effect.view.assignments.map((x) =>
        x.id === b ? { ...x, state: 'COMPLETED' as const, completedAttemptId: second } : x,
      ),
    };
    expect(effect.judged(effect.issued, completedView)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('assignments'),
    });
    // its exact retry replays; other facts, or a late result now, are refused; the statement is in use
    expect(
      await send(
        effected,
        { ...effected, note: 'other facts' },
        result(system, second, 'pay-4', 'send_payment', 2, { ...ok, effect: 'happened' }),
        reconcile(c, third, [{ callIds: ['pay-5', 'pay-6', 'pay-7'], producer: 'send_payment', entityId: statement }]),
      ),
    ).toEqual(['replayed', 'AttemptNotUncertain', 'AttemptNotActive', 'ReceiptRejected']);

    // When it is reopened, Then it is READY and availability tells of the effect (the model checks the words)
    expect(await send({ type: 'reopen', caller: system, assignmentId: b, reason: 'do the rest' })).toEqual(['ok']);
    const reopened = (await databaseView(t.admin, run.org.organizationId)).assignments.find((x) => x.id === b)!;
    expect(reopened).toMatchObject({ state: 'READY', effectedAttemptId: second });
    expect(reopened.effectWarning).toBe(
      `; attempt ${second} had an external effect that happened (reconciled EFFECTED): check it before doing the work again`,
    );

    // When the recovered (not cancelled) Attempt is reconciled COMPLETE, Then it and its Assignment
    // are COMPLETED; the late result's retry is now AttemptNotActive
    expect(
      await send(
        reconcile(
          c,
          third,
          [{ callIds: ['pay-5', 'pay-6', 'pay-7'], producer: 'send_payment', content: 'transfer 7731' }],
          'paid 7731',
        ),
      ),
    ).toEqual(['ok']);
    expect(run.model.assignments.get(c)).toMatchObject({
      state: 'COMPLETED',
      completedAttemptId: third,
      effectedAttemptId: null,
    });
    expect(await send(late)).toEqual(['AttemptNotActive']);
    expect(await run.finish()).toEqual([]);
  });
});

describe('found by the model: a retry sent while the first try is still in flight', () => {
  // Both tries find the id free, then queue on the organization head; the second used to fail on
  // the unique key ("Unexpected error.") instead of answering as the exact retry it is. Sent
  // through a pool without group commit: with it, one process sends an organization's commands one
  // group at a time, so the two tries race only when two server processes send them.
  const ungrouped = () => createDb(t.appPool);
  async function race<T>(organizationId: string, fragment: string, send: () => Promise<T>): Promise<PromiseSettledResult<T>[]> {
    const held = await HeldTransaction.begin(t.admin);
    try {
      await held.query('select 1 from workforce.organization_heads where organization_id = $1 for update', [organizationId]);
      const results = Promise.allSettled([send(), send()]);
      await waitForLockWaiters(t, fragment, 2);
      await held.commit();
      return await results;
    } catch (error) {
      await held.rollback().catch(() => undefined);
      throw error;
    }
  }

  it('appendEvent with the same event id twice at once: one write, one replay', async () => {
    // Given two identical appends of evidence, by the claimer of the active Attempt it names,
    // queued behind a held organization head
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const input = {
      kind: 'llm.request',
      payloadVersion: 1,
      eventId: randomUUID(),
      payload: { call_id: 'c1', model: 'model-a', messages: [{ role: 'user', content: 'hello' }] },
      attemptId,
    };
    // When the head is released
    const db = ungrouped();
    const results = await race(org.organizationId, 'append_event', () => appendEvent(db, org.system, input));
    // Then one wrote the event and the other answered it as a replay
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const [a, b] = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof appendEvent>>>).value);
    expect([a!.replayed, b!.replayed].sort()).toEqual([false, true]);
    expect(a!.event.seq).toBe(b!.event.seq);
    expect(a!.event.attemptId).toBe(attemptId);
    expect(await countEvents(t, org.organizationId, ['llm.request'])).toBe(1);

    // And through the grouped pool the second try waits in the server for the first, and replays it
    const again = { ...input, eventId: randomUUID(), payload: { ...input.payload, call_id: 'c2' } };
    const pair = await Promise.all([appendEvent(t.db, org.system, again), appendEvent(t.db, org.system, again)]);
    expect(pair.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(await countEvents(t, org.organizationId, ['llm.request'])).toBe(2);
  });

  it('createEntity with the same entity id twice at once: one entity, one replay', async () => {
    const org = await newOrganization(t);
    const input = { entityId: randomUUID(), mediaType: 'text/plain', content: 'the same document' };
    const db = ungrouped();
    const results = await race(org.organizationId, 'create_entity', () => createEntity(db, org.system, input));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const replays = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof createEntity>>>).value.replayed);
    expect(replays.sort()).toEqual([false, true]);
    expect(await countEvents(t, org.organizationId, ['entity.created'])).toBe(1);
  });
});
