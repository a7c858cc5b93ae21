import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../helpers/db.js';
import { newOrganization, type TestOrganization, waitUntilDatabaseTime } from '../../helpers/factories.js';
import { checkInvariants } from '../../helpers/invariants.js';
import { BATCHABLE, type Batch, type Context, execute, executeBatch, resolve } from './commands.js';
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

  /** A new organization with a second SYSTEM actor, a human, two agents (three versions) and two Assignments, set up through checked batches too. */
  static async start(t: TestDatabase, figures: Figures): Promise<ModelRun> {
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
    const publish = (agentId: string, version: number): Op => ({
      type: 'publish',
      caller: system,
      agentId,
      version,
      configuration: { model: `model-${version - 1}`, instructions: 'Read and answer.' },
    });
    await run.send([
      register(sys2, 'SYSTEM', 'Runner'),
      register(human, 'HUMAN', 'Ada'),
      register(agentA, 'AI_AGENT', 'Agent A'),
      register(agentB, 'AI_AGENT', 'Agent B'),
    ]);
    await run.send([publish(agentA, 1), publish(agentB, 1)]);
    await run.send([
      publish(agentA, 2),
      { type: 'create', caller: system, assignmentId: randomUUID(), title: 'Return the access code', goal: 'goal 0' },
      { type: 'create', caller: human, assignmentId: randomUUID(), goal: 'goal 1' },
    ]);
    return run;
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
    const ledger = await ledgerAfter(this.t.admin, this.org.organizationId, this.context.m.seq);
    const lin = linearize(this.context.m, issued, { from: start, to }, view, ledger);
    if (!lin.ok) throw new Error(`organization ${this.org.organizationId}: ${lin.reason}`);
    this.context.m = lin.model;
    for (const { op, observed: o } of issued) {
      const key = `${op.type}${issued.some((x) => x.group !== undefined && x.op === op) ? ' (batch)' : ''} ${o.ok ? (o.replayed ? 'replayed' : 'ok') : o.error.name}${o.ok && !o.replayed ? detail(op, o.value) : ''}`;
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
  if (op.type === 'reconcile') return ` (${op.decision})`;
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
