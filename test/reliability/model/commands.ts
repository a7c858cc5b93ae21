import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  appendEvent,
  appendEvents,
  cancelAssignment,
  claimAssignment,
  claimAssignments,
  createAssignment,
  createAssignments,
  createEntity,
  deactivateActor,
  endAttempt,
  endAttempts,
  markProjectionDirty,
  publishAgentConfiguration,
  rebuildProjection,
  reconcileAttempt,
  recoverExpiredClaim,
  registerActor,
  renewClaim,
  reopenAssignment,
} from '../../../src/commands/index.js';
import type { Db } from '../../../src/db/kysely.js';
import { DomainError } from '../../../src/errors.js';
import { GUARDED_KIND, type Observation, type Op } from './ops.js';
import type { ActorKind, AssignmentModel, Model, Projection, ReceiptModel } from './state.js';

// Generated commands are abstract (small numbers that pick among what exists), resolved against
// the model just before their batch is sent: fast-check can then shrink them freely, and a
// seed replays the same history.

/** No event id, a new one, one new id shared by the whole batch (racing reuse), or one the ledger holds. */
type EventPick = 'none' | 'fresh' | 'batch' | number;
/**
 * A reconciliation's receipts (issue 26): `right` verify; the others do not, each in one way: a call
 * the Attempt did not leave unsettled, another producer, a call missing (no call at all when it
 * had one), a call named twice, an Entity in use (mostly the goal), empty or blank content, an
 * existing Entity by id (it verifies when unused and not blank), one Entity for every receipt, an
 * unknown Entity, no receipts at all.
 */
export type ReceiptPick =
  | 'right'
  | 'unknown'
  | 'producer'
  | 'missing'
  | 'repeated'
  | 'inUse'
  | 'empty'
  | 'blank'
  | 'byId'
  | 'shared'
  | 'notFound'
  | 'none';
type CallerPick = 0 | 1 | 2; // the organization's System Actor, a second SYSTEM actor, a human
/**
 * For a command on an Attempt: mostly its claimer (`owner`); now and then `other`, the next of the
 * three after the claimer (the second SYSTEM actor for the System's claims, a human for that
 * one's, the System for a human's), or any of the three.
 */
type AttemptCallerPick = 'owner' | 'other' | CallerPick;

export type Command =
  | { t: 'create'; caller: CallerPick; reuse: number | null; title: number; goal: number; event: EventPick }
  | {
      t: 'claim';
      caller: CallerPick;
      assignment: number;
      ready: boolean;
      agent: number;
      version: number;
      attempt: number | null;
      event: EventPick;
      expiry: 'long' | 'short' | 'past';
      shortMs: number;
    }
  | {
      t: 'end';
      caller: AttemptCallerPick;
      attempt: number;
      active: boolean;
      completed: boolean;
      content: number;
      byId: number | null;
      event: EventPick;
    }
  | {
      t: 'entity';
      caller: AttemptCallerPick;
      attempt: 'none' | 'active' | 'any';
      pick: number;
      reuse: number | null;
      content: number;
    }
  | { t: 'recover'; caller: CallerPick; attempt: number; active: boolean; event: EventPick }
  | {
      t: 'append';
      caller: AttemptCallerPick;
      kind: number;
      /** `uncertain`: an Attempt awaiting reconciliation, sent a tool.result (mostly late, of a call it left unsettled). */
      attempt: 'none' | 'active' | 'any' | 'uncertain';
      assignment: number | null;
      payload: number;
      /** Which result a tool.result is: an answer, an error, and what it says of the effect. */
      variant: number;
      event: EventPick;
    }
  | {
      t: 'renew';
      caller: AttemptCallerPick;
      attempt: number;
      active: boolean;
      expiry: 'ttl' | 'long' | 'short' | 'past' | 'far';
      shortMs: number;
      event: EventPick;
    }
  | { t: 'cancel'; caller: CallerPick; assignment: number; target: 'running' | 'open' | 'any'; reason: number; event: EventPick }
  | { t: 'reopen'; caller: CallerPick; assignment: number; cancelled: boolean; reason: number; event: EventPick }
  | {
      t: 'reconcile';
      caller: CallerPick;
      attempt: number;
      uncertain: boolean;
      complete: boolean;
      receipt: number;
      /** Mostly the receipts that verify (one per producing tool, covering every unsettled call); now and then a wrong set. */
      receipts: ReceiptPick;
      pick: number;
      outcome: number;
      note: number | null;
      event: EventPick;
    }
  | { t: 'register'; caller: CallerPick; reuse: number | null; kind: number; name: number; event: EventPick }
  | { t: 'deactivate'; caller: CallerPick; target: number; event: EventPick }
  | { t: 'publish'; caller: CallerPick; agent: number; version: number | null; configuration: number; event: EventPick }
  | { t: 'dirty'; human: boolean; projection: Projection }
  | { t: 'rebuild'; human: boolean; projection: Projection; small: boolean }
  | { t: 'retry'; k: number }
  /**
   * The claimer of an active Attempt calls a tool (any tool.call the generator appends): what
   * leaves a later cancellation or recovery UNCERTAIN (issue 26). Nothing when no Attempt is active.
   */
  | { t: 'work'; kind: number; pick: number; payload: number }
  /**
   * An exact retry of a claim or a renewal the ledger holds, mostly after its Attempt was
   * superseded (ended, recovered, cancelled: never revived), mostly from its claimer.
   */
  | { t: 'again'; what: 'claim' | 'renew'; pick: number; superseded: boolean; caller: AttemptCallerPick };

/**
 * `twin`: the first command is sent twice at once, as a Runner retrying while its first try is
 * still in flight. `grouped`: runs of create, claim, end or append commands of one caller go as one
 * batch command (createAssignments, …), which must equal its items applied one at a time in order.
 */
export interface Batch {
  wait: boolean;
  twin: boolean;
  grouped: boolean;
  commands: Command[];
}

const n = (max: number) => fc.nat({ max });
const caller = fc.constantFrom<CallerPick>(0, 0, 0, 0, 0, 1, 2);
const attemptCaller: fc.Arbitrary<AttemptCallerPick> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('owner' as const) },
  { weight: 1, arbitrary: fc.constant('other' as const) },
  { weight: 1, arbitrary: caller },
);
const event: fc.Arbitrary<EventPick> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('none') },
  { weight: 6, arbitrary: fc.constant('fresh') },
  { weight: 1, arbitrary: fc.constant('batch') },
  { weight: 2, arbitrary: n(31) },
);
/** Mostly a new id; now and then one that exists (a retry or a conflicting reuse). */
const reuse = fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: n(31) });
const projection = fc.constantFrom<Projection[]>('ACTORS', 'ASSIGNMENTS');

/** Mostly the active Attempts (when there are any), now and then any Attempt: late results. */
const active = fc.constantFrom(true, true, true, false);
const nextVersion = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: n(3) });
const expiry = fc.constantFrom('long' as const, 'short' as const, 'short' as const, 'past' as const);

export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('create' as const), caller, reuse, title: n(2), goal: n(2), event }) },
  {
    weight: 8,
    arbitrary: fc.record({
      t: fc.constant('claim' as const),
      caller,
      assignment: n(31),
      ready: fc.boolean(),
      agent: n(9),
      version: fc.constantFrom(1, 1, 1, 2, 3),
      attempt: reuse,
      event,
      expiry,
      shortMs: fc.integer({ min: 20, max: 250 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('end' as const),
      caller: attemptCaller,
      attempt: n(31),
      active,
      completed: fc.boolean(),
      content: n(2),
      byId: fc.option(n(31), { freq: 2 }),
      event,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('entity' as const),
      caller: attemptCaller,
      reuse,
      attempt: fc.constantFrom('none' as const, 'active' as const, 'active' as const, 'any' as const),
      pick: n(31),
      // 3, 4 and 5: an empty and two blank documents (no receipt can be made of them)
      content: fc.constantFrom(0, 1, 2, 0, 1, 2, 3, 4, 5),
    }),
  },
  { weight: 5, arbitrary: fc.record({ t: fc.constant('recover' as const), caller, attempt: n(31), active, event }) },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('append' as const),
      caller: attemptCaller,
      // 2 and 7: tool.call@1 (declares nothing: external unless the pinned configuration says
      // internal); 5 and 6: tool.call@2, external and internal; 3 and 8: tool.result@1 and @2
      kind: fc.constantFrom(0, 1, 2, 3, 0, 1, 2, 3, 4, 3, 5, 5, 5, 5, 6, 7, 7, 8, 8, 8),
      // 'none': evidence without its Attempt, refused AttemptRequired
      attempt: fc.constantFrom(
        'none' as const,
        'active' as const,
        'active' as const,
        'active' as const,
        'any' as const,
        'uncertain' as const,
      ),
      assignment: fc.option(n(31)),
      payload: n(2),
      variant: n(6),
      event,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('renew' as const),
      caller: attemptCaller,
      attempt: n(31),
      active,
      expiry: fc.constantFrom(
        'ttl' as const,
        'long' as const,
        'short' as const,
        'short' as const,
        'past' as const,
        'far' as const,
      ),
      shortMs: fc.integer({ min: 20, max: 250 }),
      event,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('cancel' as const),
      caller,
      assignment: n(31),
      target: fc.constantFrom('running' as const, 'running' as const, 'open' as const, 'any' as const),
      reason: n(1),
      event,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('reopen' as const),
      caller,
      assignment: n(31),
      cancelled: fc.constantFrom(true, true, true, false),
      reason: n(1),
      event,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('reconcile' as const),
      caller,
      attempt: n(31),
      uncertain: fc.constantFrom(true, true, true, false),
      complete: fc.boolean(),
      receipt: n(1),
      receipts: fc.oneof(
        { weight: 16, arbitrary: fc.constant('right' as const) },
        {
          weight: 11,
          arbitrary: fc.constantFrom<ReceiptPick[]>(
            'unknown',
            'producer',
            'missing',
            'repeated',
            'inUse',
            'empty',
            'blank',
            'byId',
            'shared',
            'notFound',
            'none',
          ),
        },
      ),
      pick: n(31),
      outcome: n(1),
      note: fc.option(n(1), { freq: 2 }),
      event,
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('register' as const), caller, reuse, kind: n(2), name: n(1), event }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('deactivate' as const), caller, target: n(31), event }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('publish' as const),
      caller,
      agent: n(31),
      version: nextVersion,
      configuration: n(3),
      event,
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('dirty' as const), human: fc.boolean(), projection }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('rebuild' as const),
      human: fc.constantFrom(false, false, false, true),
      projection,
      small: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('retry' as const), k: n(1000) }) },
  {
    weight: 4,
    arbitrary: fc.record({ t: fc.constant('work' as const), kind: fc.constantFrom(2, 5, 5, 6, 7), pick: n(31), payload: n(2) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('again' as const),
      what: fc.constantFrom('claim' as const, 'claim' as const, 'renew' as const),
      pick: n(31),
      superseded: fc.constantFrom(true, true, true, false),
      caller: attemptCaller,
    }),
  },
);

/** Batches of one to four concurrent commands; now and then the batch first waits out the short claims. */
export const batchArbitrary: fc.Arbitrary<Batch> = fc.record({
  wait: fc.constantFrom(false, false, true),
  twin: fc.constantFrom(false, false, false, false, true),
  grouped: fc.constantFrom(false, true),
  commands: fc.array(commandArbitrary, { minLength: 1, maxLength: 4 }),
});

export interface Context {
  m: Model;
  /** Who may call: [the organization's System Actor, a second SYSTEM actor, a human]. */
  callers: [string, string, string];
  history: Op[];
  /** Database time (ms) just before the batch: short claims expire a little after it. */
  from: number;
  /** The event id every `batch` pick of this batch shares. */
  batchEventId: string;
  /** The model of another organization running at the same time: its ids must read as unknown here. */
  foreign?: () => Model;
}

const at = <T>(list: readonly T[], i: number): T | undefined => (list.length === 0 ? undefined : list[i % list.length]);

function eventId(c: Context, pick: EventPick): string | undefined {
  if (pick === 'none') return undefined;
  if (pick === 'fresh') return randomUUID();
  if (pick === 'batch') return c.batchEventId;
  // Event ids are unique per organization: another one's is as good as a new one.
  if (pick === 31) return at([...(c.foreign?.().events.keys() ?? [])], pick) ?? randomUUID();
  return at([...c.m.events.keys()], pick) ?? randomUUID();
}

/** An attempt (preferring an active one when asked) and its Assignment; unknown ids when there is none. */
function attemptOf(c: Context, i: number, active: boolean): { attemptId: string; assignmentId: string } {
  if (i === 30 && c.foreign) return attemptOf({ ...c, m: c.foreign(), foreign: undefined }, i + 1, active);
  const all = [...c.m.attempts].map(([attemptId, a]) => ({ attemptId, assignmentId: a.assignmentId, ended: a.ended !== null }));
  const open = all.filter((a) => !a.ended);
  return (
    at(active && open.length > 0 ? open : all, i) ?? {
      attemptId: randomUUID(),
      assignmentId: at([...c.m.assignments.keys()], i) ?? randomUUID(),
    }
  );
}

/** What a tool.result says, by variant: @1 an answer or an error; @2 those, with or without what became of the effect. */
const RESULTS: [number, Record<string, unknown>][] = [
  [1, { result: { ok: true } }],
  [1, { error: { message: 'not found' } }],
  [2, { result: { ok: true } }],
  [2, { result: { ok: true }, effect: 'unknown' }],
  [2, { error: { message: 'refused' }, effect: 'none' }],
  [2, { error: { message: 'timed out after sending' }, effect: 'happened' }],
  [2, { error: { message: 'timed out' } }],
];

/**
 * The payload of each kind the generator appends. A tool.result answers one of `calls` (the calls
 * of the Attempt it names, the unsettled ones first) or, now and then, a call that Attempt never made.
 */
const PAYLOADS: ((
  k: number,
  variant: number,
  calls: { callId: string; tool: string }[],
) => [string, Record<string, unknown>, number?])[] = [
  (k) => ['llm.request', { call_id: `call-${k}`, model: 'model-a', messages: [{ role: 'user', content: `question ${k}` }] }],
  (k) => [
    'llm.response',
    { call_id: `call-${k}`, model: 'model-a', content: { text: `answer ${k}` }, usage: { input_tokens: 10, output_tokens: k } },
  ],
  (k) => ['tool.call', { call_id: `read-${k}`, tool_name: 'read_document', arguments: { page: k } }],
  (k, variant, calls) => result(k, variant % 2, variant, calls),
  (k) => [GUARDED_KIND, { outcome: 'COMPLETED', k }],
  (k) => ['tool.call', { call_id: `pay-${k}`, tool_name: 'send_payment', arguments: { amount: k }, effect: 'external' }, 2],
  (k) => ['tool.call', { call_id: `read-${k}`, tool_name: 'read_document', arguments: { page: k }, effect: 'internal' }, 2],
  (k) => ['tool.call', { call_id: `pay-${k}`, tool_name: 'send_payment', arguments: { amount: k } }],
  (k, variant, calls) => result(k, 2 + (variant % 5), variant, calls),
];

/**
 * A tool.result (RESULTS[which]) of one of `calls`, or of read-k (perhaps before its call: that
 * settles nothing); `variant` 6 names another tool than the call's (that settles nothing either).
 */
function result(
  k: number,
  which: number,
  variant: number,
  calls: { callId: string; tool: string }[],
): [string, Record<string, unknown>, number] {
  const call = at([...calls, { callId: `read-${k}`, tool: 'read_document' }], k)!;
  const [version, answer] = RESULTS[which]!;
  return ['tool.result', { call_id: call.callId, tool_name: variant === 6 ? 'lookup' : call.tool, ...answer }, version];
}

/** The tools a published configuration declares, by pick (issue 26): none, read_document internal, both ways (external), a bare name. */
export const DECLARED_TOOLS: Record<string, unknown>[] = [
  {},
  { tools: [{ name: 'read_document', effect: 'internal' }] },
  {
    tools: [
      { name: 'read_document', effect: 'internal' },
      { name: 'read_document', effect: 'external' },
    ],
  },
  { tools: ['read_document', { name: 'send_payment', effect: 'internal' }, { name: 'lookup' }] },
];

/** The Attempts awaiting reconciliation, with their Assignments. */
const uncertainAttempts = (m: Model) =>
  [...m.assignments].flatMap(([assignmentId, a]) =>
    a.uncertainAttemptId === null ? [] : [{ assignmentId, attemptId: a.uncertainAttemptId }],
  );

/**
 * The receipts of a reconciliation: one per producing tool, in the order of the calls the Attempt
 * left unsettled (of all its calls when it is not uncertain), each covering that tool's calls; then
 * spoiled as `receipts` asks.
 */
function receiptsFor(
  m: Model,
  command: Extract<Command, { t: 'reconcile' }>,
  target: { assignmentId: string; attemptId: string },
): ReceiptModel[] {
  const attempt = m.attempts.get(target.attemptId);
  const unanswered = attempt?.ended?.unanswered ?? [];
  const calls = unanswered.length > 0 ? unanswered : [...new Set(attempt?.calls.map((x) => x.callId))];
  const toolOf = (callId: string) => attempt?.calls.find((x) => x.callId === callId)?.tool ?? 'send_payment';
  const byTool = new Map<string, string[]>();
  for (const callId of calls.length > 0 ? calls : ['pay-0'])
    byTool.set(toolOf(callId), [...(byTool.get(toolOf(callId)) ?? []), callId]);
  const receipts: ReceiptModel[] = [...byTool].map(([producer, callIds]) => ({
    callIds,
    producer,
    content: `receipt ${command.receipt} from ${producer}: ${callIds.join(', ')}`,
  }));
  const i = command.pick % receipts.length;
  const one = receipts[i]!;
  const byId = (entityId: string) => {
    delete one.content;
    one.entityId = entityId;
  };
  const stored = [...m.entities.keys()];
  switch (command.receipts) {
    case 'right':
      break;
    case 'unknown':
      one.callIds = command.pick % 2 ? ['call-9', ...one.callIds] : [...one.callIds, 'call-9'];
      break;
    case 'producer':
      one.producer = one.producer === 'send_payment' ? 'read_document' : 'send_payment';
      break;
    case 'missing':
      if (one.callIds.length > 1) one.callIds = one.callIds.slice(0, -1);
      else if (receipts.length > 1) receipts.splice(i, 1);
      else one.callIds = []; // no call at all: refused by validation
      break;
    case 'repeated':
      receipts.push({ callIds: [one.callIds[0]!], producer: one.producer, content: 'the same call again' });
      break;
    case 'inUse': {
      // mostly the goal; else an Attempt's output (an outcome, a draft) or an earlier reconciliation's receipt
      const goal = m.assignments.get(target.assignmentId)?.goalEntityId ?? undefined;
      const used = [
        ...[...m.assignments.values()].flatMap((a) => (a.outcomeEntityId ? [a.outcomeEntityId] : [])),
        ...[...m.entities].flatMap(([id, e]) => (e.generatedBy ? [id] : [])),
        ...[...m.attempts.values()].flatMap((a) => a.reconciled?.receipts.map((r) => r.entityId) ?? []),
      ];
      byId((command.pick % 3 !== 0 ? goal : at(used, command.pick)) ?? goal ?? randomUUID());
      break;
    }
    case 'empty':
      one.content = '';
      break;
    case 'blank':
      one.content = ['   ', '\t\n', '\u00a0\u2003', '\u200b'][command.pick % 4]!;
      break;
    case 'byId':
      byId(at(stored, command.pick) ?? randomUUID());
      break;
    case 'shared': {
      // one Entity for every receipt (split in two when there is one with two calls)
      const entityId = at(stored, command.pick) ?? randomUUID();
      if (receipts.length === 1 && one.callIds.length > 1) receipts.push({ ...one, callIds: one.callIds.splice(1) });
      for (const r of receipts) {
        delete r.content;
        r.entityId = entityId;
      }
      break;
    }
    case 'notFound':
      byId(randomUUID());
      break;
    case 'none':
      receipts.length = 0;
      break;
  }
  return receipts;
}

/** Assignments in the given states, else all of them (the index picks among those). */
function assignmentIn(c: Context, i: number, states: AssignmentModel['state'][] | null): string {
  if (i === 31 && c.foreign) return at([...c.foreign().assignments.keys()], i) ?? randomUUID();
  const all = [...c.m.assignments];
  const some = states ? all.filter(([, a]) => states.includes(a.state)) : [];
  return (
    at(
      (some.length > 0 ? some : all).map(([id]) => id),
      i,
    ) ?? randomUUID()
  );
}

/**
 * Who calls: `owner` is the claimer of the Attempt the command names, `other` the next caller after
 * it (with no Attempt known, the System Actor and the second SYSTEM actor).
 */
function callerOf(c: Context, pick: AttemptCallerPick, attemptId?: string): string {
  if (typeof pick === 'number') return c.callers[pick];
  const claimer = (attemptId === undefined ? undefined : c.m.attempts.get(attemptId)?.claimedBy) ?? c.callers[0];
  return pick === 'owner' ? claimer : c.callers[(c.callers.indexOf(claimer) + 1) % c.callers.length]!;
}

/**
 * The exact retry of a claim or a renewal the ledger holds, rebuilt from what the model remembers
 * of it (its Attempt's start, or the renewal's event): superseded ones first when asked.
 */
function again(c: Context, command: Extract<Command, { t: 'again' }>): Op | null {
  const { m } = c;
  const superseded = (attemptId: string) =>
    m.assignments.get(m.attempts.get(attemptId)!.assignmentId)?.active?.attemptId !== attemptId;
  const prefer = <T extends { attemptId: string }>(all: T[]) => {
    const some = all.filter((x) => superseded(x.attemptId) === command.superseded);
    return at(some.length > 0 ? some : all, command.pick) ?? null;
  };
  if (command.what === 'claim') {
    const picked = prefer([...m.attempts].map(([attemptId, attempt]) => ({ attemptId, attempt })));
    if (!picked) return null;
    const { attemptId, attempt } = picked;
    return {
      type: 'claim',
      caller: callerOf(c, command.caller, attemptId),
      assignmentId: attempt.assignmentId,
      agentId: attempt.claim.agentId,
      version: attempt.claim.version,
      attemptId,
      eventId: attempt.startedEventId ?? undefined,
      // A chosen expiry is repeated (or left out: either is the same claim); a TTL is not compared.
      ...(attempt.claim.exact && command.pick % 2 === 0
        ? { expiresAt: new Date(attempt.claim.expiresAt) }
        : { ttlSeconds: 3600 }),
    };
  }
  const picked = prefer(
    [...m.events].flatMap(([eventId, e]) =>
      e.kind === 'attempt.renewed' && e.decision?.attemptId ? [{ eventId, attemptId: e.decision.attemptId, d: e.decision }] : [],
    ),
  );
  if (!picked) return null;
  const { eventId, attemptId, d } = picked;
  return {
    type: 'renew',
    caller: callerOf(c, command.caller, attemptId),
    assignmentId: d.assignmentId,
    attemptId,
    eventId,
    ...(d.expiresAt !== undefined ? { expiresAt: new Date(d.expiresAt) } : { ttlSeconds: 3600 }),
  };
}

/** Turns an abstract command into one concrete command, or null when there is nothing to retry. */
export function resolve(c: Context, command: Command): Op | null {
  const { m } = c;
  if (command.t === 'retry') return at(c.history, command.k) ?? null;
  if (command.t === 'again') return again(c, command);
  if (command.t === 'work') {
    const open = [...m.attempts].filter(([, a]) => a.ended === null);
    const [attemptId, attempt] = at(open, command.pick) ?? [];
    if (!attemptId || !attempt) return null;
    const [kind, payload, payloadVersion = 1] = PAYLOADS[command.kind]!(command.payload, 0, []);
    return { type: 'append', caller: attempt.claimedBy, kind, payloadVersion, payload, attemptId };
  }
  if (command.t === 'dirty' || command.t === 'rebuild') {
    const who = c.callers[command.human ? 2 : 0];
    return command.t === 'dirty'
      ? { type: 'dirty', caller: who, projection: command.projection }
      : { type: 'rebuild', caller: who, projection: command.projection, batchSize: command.small ? 3 : 5000 };
  }
  const who = callerOf(c, command.caller);
  const assignments = [...m.assignments.keys()];
  const actors = [...m.actors.keys()];
  const agents = actors.filter((id) => m.actors.get(id)!.kind === 'AI_AGENT');
  switch (command.t) {
    case 'create':
      return {
        type: 'create',
        caller: who,
        assignmentId: (command.reuse !== null ? at(assignments, command.reuse) : undefined) ?? randomUUID(),
        eventId: eventId(c, command.event),
        title: [undefined, 'Return the access code', 'Summarize the report'][command.title],
        goal: `goal ${command.goal}`,
      };
    case 'claim': {
      const ready = assignments.filter((id) => m.assignments.get(id)!.state === 'READY');
      const foreignAgents = [...(c.foreign?.().actors ?? [])].filter(([, a]) => a.kind === 'AI_AGENT').map(([id]) => id);
      const agentId =
        command.agent < 8
          ? (at(agents, command.agent) ?? c.callers[2])
          : command.agent === 8
            ? c.callers[2]
            : (at(foreignAgents, command.version) ?? randomUUID());
      return {
        type: 'claim',
        caller: who,
        agentId,
        version: command.version,
        assignmentId:
          (command.assignment === 31
            ? at([...(c.foreign?.().assignments.keys() ?? [])], command.version)
            : at(command.ready && ready.length > 0 ? ready : assignments, command.assignment)) ?? randomUUID(),
        attemptId: (command.attempt !== null ? at([...m.attempts.keys()], command.attempt) : undefined) ?? randomUUID(),
        eventId: eventId(c, command.event),
        ...(command.expiry === 'long'
          ? { ttlSeconds: 3600 }
          : { expiresAt: new Date(Math.round(c.from) + (command.expiry === 'short' ? command.shortMs : -1000)) }),
      };
    }
    case 'end': {
      const target = attemptOf(c, command.attempt, command.active);
      // By id: mostly an Entity this Attempt generated, else any stored one, else an unknown id.
      const mine = [...m.entities].filter(([, e]) => e.generatedBy === target.attemptId).map(([id]) => id);
      const outcome =
        command.byId === null
          ? { content: `answer ${command.content}` }
          : {
              outcomeEntityId:
                (command.byId % 4 !== 3 ? at(mine, command.byId) : undefined) ??
                at([...m.entities.keys(), randomUUID()], command.byId)!,
            };
      return {
        type: 'end',
        caller: callerOf(c, command.caller, target.attemptId),
        ...target,
        eventId: eventId(c, command.event),
        ...(command.completed
          ? { outcome: 'COMPLETED', ...outcome }
          : { outcome: 'FAILED', ...(command.content ? { reason: `reason ${command.content}` } : {}) }),
      };
    }
    case 'entity': {
      const target = command.attempt === 'none' ? undefined : attemptOf(c, command.pick, command.attempt === 'active');
      return {
        type: 'entity',
        caller: callerOf(c, command.caller, target?.attemptId),
        attemptId: target?.attemptId,
        content: ['document 0', 'document 1', 'document 2', '', '   ', '\u3000\r\n\ufeff'][command.content]!,
        entityId: (command.reuse !== null ? at([...m.entities.keys()], command.reuse) : undefined) ?? randomUUID(),
      };
    }
    case 'recover':
      return {
        type: 'recover',
        caller: who,
        ...attemptOf(c, command.attempt, command.active),
        eventId: eventId(c, command.event),
      };
    case 'renew': {
      const target = attemptOf(c, command.attempt, command.active);
      const from = Math.round(c.from);
      const expiry = {
        ttl: { ttlSeconds: 3600 },
        long: { expiresAt: new Date(from + 3_600_000) },
        short: { expiresAt: new Date(from + command.shortMs) },
        past: { expiresAt: new Date(from - 1000) },
        // beyond WORKFORCE_MAX_CLAIM_SECONDS from now
        far: { expiresAt: new Date(from + 2 * 86_400_000) },
      }[command.expiry];
      return {
        type: 'renew',
        caller: callerOf(c, command.caller, target.attemptId),
        ...target,
        eventId: eventId(c, command.event),
        ...expiry,
      };
    }
    case 'cancel':
      return {
        type: 'cancel',
        caller: who,
        assignmentId: assignmentIn(
          c,
          command.assignment,
          { running: ['RUNNING' as const], open: ['READY' as const, 'RUNNING' as const, 'UNCERTAIN' as const], any: null }[
            command.target
          ],
        ),
        reason: `reason ${command.reason}`,
        eventId: eventId(c, command.event),
      };
    case 'reopen':
      return {
        type: 'reopen',
        caller: who,
        assignmentId: assignmentIn(c, command.assignment, command.cancelled ? ['CANCELLED'] : null),
        reason: `reason ${command.reason}`,
        eventId: eventId(c, command.event),
      };
    case 'reconcile': {
      // Mostly an Attempt awaiting reconciliation; now and then any Attempt (AttemptNotUncertain, or a retry).
      const uncertain = uncertainAttempts(m);
      const target =
        command.uncertain && uncertain.length > 0 ? at(uncertain, command.attempt)! : attemptOf(c, command.attempt, false);
      return {
        type: 'reconcile',
        caller: who,
        ...target,
        decision: command.complete ? 'COMPLETE' : 'RETRY',
        receipts: receiptsFor(m, command, target),
        ...(command.complete ? { outcome: `reconciled answer ${command.outcome}` } : {}),
        ...(command.note !== null ? { note: `note ${command.note}` } : {}),
        eventId: eventId(c, command.event),
      };
    }
    case 'append': {
      // An Attempt awaiting reconciliation is sent a tool.result: from its claimer, of a call it left
      // unsettled, the one late write let in (issue 26, rule 4).
      const kindIndex = command.attempt === 'uncertain' ? (command.kind % 2 ? 8 : 3) : command.kind;
      // A tool call is always evidence of an Attempt, mostly the active one: it is what makes a
      // later recovery or cancellation UNCERTAIN.
      const attempt = [2, 5, 6, 7].includes(kindIndex) && command.attempt === 'none' ? 'active' : command.attempt;
      const uncertain = uncertainAttempts(m);
      const target =
        attempt === 'none'
          ? null
          : attempt === 'uncertain' && uncertain.length > 0
            ? at(uncertain, command.payload + command.variant)!
            : attemptOf(c, command.payload, attempt === 'active');
      const made = target ? m.attempts.get(target.attemptId) : undefined;
      const settled = new Set(made?.results.filter((r) => r.conclusive).map((r) => r.callId));
      const open = made?.ended ? made.ended.unanswered : made?.calls.map((x) => x.callId).filter((id) => !settled.has(id));
      const calls = [...new Set(open)].map((callId) => ({ callId, tool: made!.calls.find((x) => x.callId === callId)!.tool }));
      const [kind, payload, payloadVersion = 1] = PAYLOADS[kindIndex]!(command.payload, command.variant, calls);
      // Mostly the Attempt's own Assignment; now and then another one, which must be refused.
      const assignmentId =
        command.assignment === null
          ? undefined
          : target && command.assignment % 4 !== 3
            ? target.assignmentId
            : (at(assignments, command.assignment) ?? randomUUID());
      return {
        type: 'append',
        caller: callerOf(c, command.caller, target?.attemptId),
        kind,
        payloadVersion,
        payload,
        eventId: eventId(c, command.event),
        assignmentId,
        attemptId: target?.attemptId,
      };
    }
    case 'register':
      return {
        type: 'register',
        caller: who,
        actorId: (command.reuse !== null ? at(actors, command.reuse) : undefined) ?? randomUUID(),
        kind: (['AI_AGENT', 'HUMAN', 'SYSTEM'] as ActorKind[])[command.kind]!,
        name: `Actor ${command.name}`,
        eventId: eventId(c, command.event),
      };
    case 'deactivate':
      return {
        type: 'deactivate',
        caller: who,
        actorId: at([...actors, randomUUID()], command.target)!,
        eventId: eventId(c, command.event),
      };
    case 'publish': {
      const agentId = at([...agents, c.callers[2]], command.agent)!;
      const latest = m.actors.get(agentId)?.latestVersion ?? 0;
      return {
        type: 'publish',
        caller: who,
        agentId,
        version: command.version === null ? latest + 1 : 1 + command.version,
        configuration: {
          model: `model-${command.configuration}`,
          instructions: 'Read and answer.',
          ...DECLARED_TOOLS[command.configuration],
        },
        eventId: eventId(c, command.event),
      };
    }
  }
}

class UnexpectedError extends DomainError {
  readonly code = 'UNEXPECTED';
}

const ok = (value: unknown, replayed: boolean, seq: number | null): Observation => ({ ok: true, value, replayed, seq });

type Batchable = Extract<Op, { type: 'create' | 'claim' | 'end' | 'append' }>;
export const BATCHABLE = new Set<Op['type']>(['create', 'claim', 'end', 'append']);

const createInput = (op: Extract<Op, { type: 'create' }>) => ({
  assignmentId: op.assignmentId,
  eventId: op.eventId,
  title: op.title,
  goal: { mediaType: 'text/plain', content: op.goal },
});
const claimInput = (op: Extract<Op, { type: 'claim' }>) => ({
  assignmentId: op.assignmentId,
  agentId: op.agentId,
  configurationVersion: op.version,
  attemptId: op.attemptId,
  eventId: op.eventId,
  claimExpiresAt: op.expiresAt,
  claimTtlSeconds: op.ttlSeconds,
});
const endInput = (op: Extract<Op, { type: 'end' }>) => ({
  assignmentId: op.assignmentId,
  attemptId: op.attemptId,
  outcome: op.outcome,
  eventId: op.eventId,
  ...(op.outcome === 'FAILED'
    ? { failureReason: op.reason }
    : op.outcomeEntityId
      ? { outcomeEntityId: op.outcomeEntityId }
      : { outcomeEntity: { mediaType: 'text/plain', content: op.content! } }),
});
const appendInput = (op: Extract<Op, { type: 'append' }>) => ({
  kind: op.kind,
  payloadVersion: op.payloadVersion,
  payload: op.payload as never,
  eventId: op.eventId,
  assignmentId: op.assignmentId,
  attemptId: op.attemptId,
});

function unexpected(error: unknown): Observation {
  if (error instanceof DomainError) return { ok: false, error };
  // Not a refusal: the model never allows it, and the batch is then reported whole.
  return { ok: false, error: Object.assign(new UnexpectedError(String((error as Error).message ?? error)), { cause: error }) };
}

/**
 * Sends commands of one type and caller as one batch command; each item's answer is observed as
 * its single command's would be.
 */
export async function executeBatch(db: Db, organizationId: string, ops: Batchable[]): Promise<Observation[]> {
  const caller = { organizationId, actorId: ops[0]!.caller };
  const observe = <T>(results: (T | DomainError)[], seqOf: (r: T) => number | null) =>
    results.map(
      (r): Observation =>
        r instanceof DomainError ? { ok: false, error: r } : ok(r, (r as { replayed: boolean }).replayed, seqOf(r)),
    );
  const assignmentSeq = (r: { assignment: { lastAppliedSeq: number } }) => r.assignment.lastAppliedSeq;
  try {
    switch (ops[0]!.type) {
      case 'create':
        return observe(
          await createAssignments(db, caller, (ops as Extract<Op, { type: 'create' }>[]).map(createInput)),
          assignmentSeq,
        );
      case 'claim':
        return observe(
          await claimAssignments(db, caller, (ops as Extract<Op, { type: 'claim' }>[]).map(claimInput)),
          assignmentSeq,
        );
      case 'end':
        return observe(await endAttempts(db, caller, (ops as Extract<Op, { type: 'end' }>[]).map(endInput)), assignmentSeq);
      case 'append':
        return observe(
          await appendEvents(db, caller, (ops as Extract<Op, { type: 'append' }>[]).map(appendInput)),
          (r) => r.event.seq,
        );
    }
  } catch (error) {
    return ops.map(() => unexpected(error));
  }
}

/** Sends one command through src/commands, as the application role does. */
export async function execute(db: Db, organizationId: string, op: Op): Promise<Observation> {
  const caller = { organizationId, actorId: op.caller };
  try {
    switch (op.type) {
      case 'create': {
        const r = await createAssignment(db, caller, createInput(op));
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'claim': {
        const r = await claimAssignment(db, caller, claimInput(op));
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'end': {
        const r = await endAttempt(db, caller, endInput(op));
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'recover': {
        const r = await recoverExpiredClaim(db, caller, {
          assignmentId: op.assignmentId,
          attemptId: op.attemptId,
          eventId: op.eventId,
        });
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'append': {
        const r = await appendEvent(db, caller, appendInput(op));
        return ok(r, r.replayed, r.event.seq);
      }
      case 'renew': {
        const r = await renewClaim(db, caller, {
          assignmentId: op.assignmentId,
          attemptId: op.attemptId,
          eventId: op.eventId,
          claimExpiresAt: op.expiresAt,
          claimTtlSeconds: op.ttlSeconds,
        });
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'cancel': {
        const r = await cancelAssignment(db, caller, { assignmentId: op.assignmentId, reason: op.reason, eventId: op.eventId });
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'reopen': {
        const r = await reopenAssignment(db, caller, { assignmentId: op.assignmentId, reason: op.reason, eventId: op.eventId });
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'reconcile': {
        const r = await reconcileAttempt(db, caller, {
          assignmentId: op.assignmentId,
          attemptId: op.attemptId,
          decision: op.decision,
          receipts: op.receipts.map((r) => ({
            callIds: r.callIds,
            producer: r.producer,
            ...(r.entityId !== undefined
              ? { receiptEntityId: r.entityId }
              : { receipt: { mediaType: 'text/plain', content: r.content! } }),
          })),
          ...(op.outcome !== undefined ? { outcomeEntity: { mediaType: 'text/plain', content: op.outcome } } : {}),
          note: op.note,
          eventId: op.eventId,
        });
        return ok(r, r.replayed, r.assignment.lastAppliedSeq);
      }
      case 'entity': {
        const r = await createEntity(db, caller, {
          entityId: op.entityId,
          mediaType: 'text/plain',
          content: op.content,
          attemptId: op.attemptId,
        });
        return ok(r, r.replayed, r.entity.createdSeq);
      }
      case 'register': {
        const r = await registerActor(db, caller, {
          actorId: op.actorId,
          kind: op.kind,
          displayName: op.name,
          eventId: op.eventId,
        });
        return ok(r, r.replayed, r.event?.seq ?? null);
      }
      case 'deactivate': {
        const r = await deactivateActor(db, caller, { actorId: op.actorId, eventId: op.eventId });
        return ok(r, r.replayed, r.event?.seq ?? null);
      }
      case 'publish': {
        const r = await publishAgentConfiguration(db, caller, {
          agentId: op.agentId,
          version: op.version,
          configuration: op.configuration as never,
          eventId: op.eventId,
        });
        return ok(r, r.replayed, r.event?.seq ?? null);
      }
      case 'dirty':
        return ok(await markProjectionDirty(db, caller, { projection: op.projection, reason: 'model test' }), false, null);
      case 'rebuild':
        return ok(await rebuildProjection(db, caller, { projection: op.projection, batchSize: op.batchSize }), false, null);
    }
  } catch (error) {
    return unexpected(error);
  }
}
