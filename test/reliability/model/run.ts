import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../helpers/db.js';
import { newOrganization, type TestOrganization, waitUntilDatabaseTime } from '../../helpers/factories.js';
import { checkInvariants } from '../../helpers/invariants.js';
import { BATCHABLE, type Batch, type Context, DECLARED_TOOLS, execute, executeBatch, resolve } from './commands.js';
import { databaseView, type Issued, ledgerAfter, linearize, modelView, viewDifference } from './linearize.js';
import type { Observation, Op } from './ops.js';
import { initialModel, isStale } from './state.js';

export interface Figures {
  runs: number;
  invariantsChecked: number;
  commands: number;
  batches: number;
  /** How often each command answered what: `claim ClaimConflict`, `end ok`, … (what the runs exercised). */
  answers: Record<string, number>;
}

export const newFigures = (): Figures => ({ runs: 0, invariantsChecked: 0, commands: 0, batches: 0, answers: {} });

/** Database time in milliseconds (with the microseconds as a fraction). */
export async function databaseNow(t: TestDatabase): Promise<number> {
  const { rows } = await t.admin.query<{ ms: number }>('select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms');
  return rows[0]!.ms;
}

/** One organization driven through the commands and checked against the model after every batch. */
export class ModelRun {
  readonly history: Op[] = [];
  private context!: Context;

  private constructor(
    private readonly t: TestDatabase,
    readonly org: TestOrganization,
    private readonly figures: Figures,
  ) {}

  /**
   * A new organization with a second SYSTEM actor, a human, two agents (three versions) and two
   * Assignments, set up through checked batches too. `uncertain`: and two Attempts awaiting
   * reconciliation, one UNCERTAIN by recovery and one cut off by a cancellation (issue 26), so that
   * every history has something to reconcile, late results to send and receipts to get wrong.
   */
  static async start(t: TestDatabase, figures: Figures, options: { uncertain?: boolean } = {}): Promise<ModelRun> {
    const org = await newOrganization(t);
    const run = new ModelRun(t, org, figures);
    const system = org.system.actorId;
    const [sys2, human, agentA, agentB] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    run.context = {
      m: initialModel(system),
      callers: [system, sys2, human],
      history: run.history,
      from: 0,
      batchEventId: randomUUID(),
    };
    const register = (actorId: string, kind: 'SYSTEM' | 'HUMAN' | 'AI_AGENT', name: string): Op => ({
      type: 'register',
      caller: system,
      actorId,
      kind,
      name,
    });
    // The tools each version declares (issue 26): Agent A's first says read_document is internal,
    // its second only names read_document and calls send_payment internal; Agent B's declares nothing.
    const publish = (agentId: string, version: number, tools: number): Op => ({
      type: 'publish',
      caller: system,
      agentId,
      version,
      configuration: { model: `model-${version - 1}`, instructions: 'Read and answer.', ...DECLARED_TOOLS[tools] },
    });
    await run.send([
      register(sys2, 'SYSTEM', 'Runner'),
      register(human, 'HUMAN', 'Ada'),
      register(agentA, 'AI_AGENT', 'Agent A'),
      register(agentB, 'AI_AGENT', 'Agent B'),
    ]);
    await run.send([publish(agentA, 1, 1), publish(agentB, 1, 0)]);
    await run.send([
      publish(agentA, 2, 3),
      { type: 'create', caller: system, assignmentId: randomUUID(), title: 'Return the access code', goal: 'goal 0' },
      { type: 'create', caller: human, assignmentId: randomUUID(), goal: 'goal 1' },
    ]);
    if (options.uncertain) await run.cutOff(sys2, agentA, agentB);
    return run;
  }

  /**
   * Two Attempts cut off with unsettled calls. Agent B (it declares no tool) is claimed by the
   * Runner shortly: a v1 read_document call (undeclared: external), an external payment answered
   * by another tool, a v1 payment answered by an error that does not know its effect, and an
   * answered lookup; then recovered: UNCERTAIN with read-0, pay-0 and pay-1. Agent A
   * (read_document internal) is claimed by the System: an internal v1 read, an external payment
   * answered by an error, another answered "none", one answered before it was made; then
   * cancelled: CANCELLED with pay-2 and pay-4 unsettled.
   */
  private async cutOff(runner: string, agentA: string, agentB: string): Promise<void> {
    const system = this.org.system.actorId;
    const [recovered, cancelled, first, second] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const call = (caller: string, attemptId: string, callId: string, tool: string, effect?: string): Op => ({
      type: 'append',
      caller,
      kind: 'tool.call',
      payloadVersion: effect ? 2 : 1,
      payload: { call_id: callId, tool_name: tool, arguments: {}, ...(effect ? { effect } : {}) },
      attemptId,
    });
    const result = (caller: string, attemptId: string, callId: string, tool: string, version: number, answer: object): Op => ({
      type: 'append',
      caller,
      kind: 'tool.result',
      payloadVersion: version,
      payload: { call_id: callId, tool_name: tool, ...answer },
      attemptId,
    });
    const expiresAt = new Date(Math.round(await databaseNow(this.t)) + 400);
    // and Entities a receipt may name by id: two statements, an empty and a blank document
    const document = (content: string): Op => ({ type: 'entity', caller: system, entityId: randomUUID(), content });
    await this.send([
      { type: 'create', caller: system, assignmentId: recovered, title: 'Pay the invoice', goal: 'goal 2' },
      { type: 'create', caller: system, assignmentId: cancelled, title: 'Pay the refund', goal: 'goal 3' },
      document('bank statement 1'),
      document('bank statement 2'),
      document(''),
      document('   '),
    ]);
    await this.send([
      { type: 'claim', caller: runner, assignmentId: recovered, agentId: agentB, version: 1, attemptId: first, expiresAt },
      {
        type: 'claim',
        caller: system,
        assignmentId: cancelled,
        agentId: agentA,
        version: 1,
        attemptId: second,
        ttlSeconds: 3600,
      },
    ]);
    await this.send([result(system, second, 'pay-4', 'send_payment', 1, { result: { ok: true } })]);
    // each Attempt's calls as one batch command (appendEvents), in this order
    await this.send(
      [
        call(runner, first, 'read-0', 'read_document'),
        call(runner, first, 'pay-0', 'send_payment', 'external'),
        call(runner, first, 'pay-1', 'send_payment'),
        call(runner, first, 'lookup-0', 'lookup', 'external'),
        call(system, second, 'read-1', 'read_document'),
        call(system, second, 'pay-2', 'send_payment', 'external'),
        call(system, second, 'pay-3', 'send_payment', 'external'),
        call(system, second, 'pay-4', 'send_payment', 'external'),
      ],
      undefined,
      [0, 0, 0, 0, 1, 1, 1, 1],
    );
    await this.send(
      [
        result(runner, first, 'pay-1', 'send_payment', 2, { error: { message: 'timed out' }, effect: 'unknown' }),
        result(runner, first, 'lookup-0', 'lookup', 2, { result: { rate: 1 } }),
        result(runner, first, 'pay-0', 'lookup', 1, { result: { rate: 1 } }),
        result(system, second, 'pay-2', 'send_payment', 1, { error: { message: 'timed out' } }),
        result(system, second, 'pay-3', 'send_payment', 2, { error: { message: 'refused' }, effect: 'none' }),
      ],
      undefined,
      [0, 0, 0, 1, 1],
    );
    await this.send([{ type: 'cancel', caller: this.context.callers[2], assignmentId: cancelled, reason: 'runaway' }]);
    await waitUntilDatabaseTime(this.t, new Date(expiresAt.getTime() + 2));
    await this.send([{ type: 'recover', caller: system, assignmentId: recovered, attemptId: first }]);
    const ended = (attemptId: string) => this.context.m.attempts.get(attemptId)?.ended;
    if (ended(first)?.unanswered.join() !== 'read-0,pay-0,pay-1' || ended(second)?.unanswered.join() !== 'pay-2,pay-4')
      throw new Error(`the cut-off Attempts left ${ended(first)?.unanswered} and ${ended(second)?.unanswered} unsettled`);
  }

  get model() {
    return this.context.m;
  }

  /** Another organization's run, sent at the same time: ids picked from it must be unknown here. */
  alongside(other: ModelRun): void {
    this.context.foreign = () => other.context.m;
  }

  /** Resolves and sends one generated batch. */
  async batch(batch: Batch): Promise<void> {
    if (batch.wait) await this.waitOutShortClaims();
    this.context.from = await databaseNow(this.t);
    this.context.batchEventId = randomUUID();
    let rebuilds = 0;
    const ops = batch.commands
      .map((command) => resolve(this.context, command))
      .filter((op): op is Op => {
        // One rebuild per batch: two interleaved rebuilds restart each other, which the model does not follow.
        if (op?.type === 'rebuild' && ++rebuilds > 1) return false;
        return op !== null;
      });
    if (batch.twin && ops[0] && ops[0].type !== 'rebuild') ops.push(ops[0]);
    if (ops.length > 0) await this.send(ops, this.context.from, batch.grouped ? groups(ops) : undefined);
  }

  /**
   * Sends the commands at once, on separate pooled connections, and checks what came back. Ops
   * that share a group number go together as one batch command, in their order.
   */
  async send(ops: Op[], from?: number, group?: (number | undefined)[]): Promise<Issued[]> {
    const start = from ?? (await databaseNow(this.t));
    const observed = new Array<Observation>(ops.length);
    const calls = [...new Set(ops.map((_, i) => group?.[i] ?? `single ${i}`))].map(async (key) => {
      const members = ops.flatMap((_, i) => ((group?.[i] ?? `single ${i}`) === key ? [i] : []));
      const answers =
        typeof key === 'number'
          ? await executeBatch(this.t.db, this.org.organizationId, members.map((i) => ops[i]) as never)
          : [await execute(this.t.db, this.org.organizationId, ops[members[0]!]!)];
      members.forEach((i, k) => {
        observed[i] = answers[k]!;
      });
    });
    await Promise.all(calls);
    const to = await databaseNow(this.t);
    const issued = ops.map(
      (op, i): Issued => ({ op, observed: observed[i]!, ...(group?.[i] !== undefined ? { group: group[i] } : {}) }),
    );
    this.history.push(...ops);
    const view = await databaseView(this.t.admin, this.org.organizationId);
    const ledger = await ledgerAfter(this.t, this.org.organizationId, this.context.m.seq);
    const lin = linearize(this.context.m, issued, { from: start, to }, view, ledger);
    if (!lin.ok) throw new Error(`organization ${this.org.organizationId}: ${lin.reason}`);
    this.context.m = lin.model;
    for (const { op, observed: o } of issued) {
      const answer = o.ok
        ? `${o.replayed ? 'replayed' : 'ok'}${o.replayed ? '' : detail(op, o.value)}`
        : `${o.error.name}${o.error.name === 'ReceiptRejected' ? ` ${(o.error as { mismatch?: string }).mismatch}` : ''}`;
      const key = `${op.type}${issued.some((x) => x.group !== undefined && x.op === op) ? ' (batch)' : ''} ${answer}`;
      this.figures.answers[key] = (this.figures.answers[key] ?? 0) + 1;
    }
    this.figures.commands += ops.length;
    this.figures.batches++;
    this.figures.invariantsChecked += ops.length + 1; // each answer (with the events it wrote), and the projections after the batch
    return issued;
  }

  /** Waits, in database time, until every short claim has expired: recovery is then certain. */
  private async waitOutShortClaims(): Promise<void> {
    const now = await databaseNow(this.t);
    const short = [...this.context.m.assignments.values()].flatMap((a) =>
      a.active && a.active.expiresAt < now + 60_000 ? [a.active.expiresAt] : [],
    );
    if (short.length > 0) await waitUntilDatabaseTime(this.t, new Date(Math.max(...short) + 2));
  }

  /**
   * The end of a run: rebuild what is left dirty (checked like any batch), then the shared
   * invariants, which rebuild both projections and compare them row for row.
   */
  async finish(): Promise<string[]> {
    for (const projection of ['ACTORS', 'ASSIGNMENTS'] as const) {
      if (isStale(this.context.m, projection))
        await this.send([{ type: 'rebuild', caller: this.org.system.actorId, projection, batchSize: 5000 }]);
    }
    const report = await checkInvariants(this.t.admin, this.org.organizationId, { db: this.t.db, system: this.org.system });
    const after = viewDifference(modelView(this.context.m), await databaseView(this.t.admin, this.org.organizationId));
    this.figures.invariantsChecked += report.checked + 1;
    this.figures.runs++;
    return after ? [...report.violations, `after the final rebuild: ${after}`] : report.violations;
  }
}

/** How a write of the decisions and recoveries went, for the figures: the outcome it gave the Attempt. */
function detail(op: Op, value: any): string {
  if (op.type === 'recover' || (op.type === 'cancel' && value.attempt)) return ` (${value.attempt?.outcome})`;
  if (op.type === 'reconcile') return ` (${op.decision}: ${value.attempt?.outcome})`;
  if (op.type === 'append' && op.kind === 'tool.result' && value.event?.followsEventId) return ' (late tool.result)';
  return '';
}

/**
 * Runs of consecutive batchable commands (create, claim, end, append) of one type and caller share
 * a group number: each run goes as one batch command. Other commands go alone.
 */
function groups(ops: Op[]): (number | undefined)[] {
  let current = -1;
  return ops.map((op, i) => {
    if (!BATCHABLE.has(op.type)) return undefined;
    const previous = ops[i - 1];
    if (!(previous && previous.type === op.type && previous.caller === op.caller)) current = i;
    return current;
  });
}
