import { createContextCache } from '@pothos/core';
import type { ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import type { Attempt as AttemptModel, LedgerEvent } from '../db/models.js';
import { type AttemptEventsPage, readAttemptEventPages, readEventsOfAttempts } from '../db/reads.js';
import { readAttempts } from '../events/history.js';
import { INTERACTION_KINDS, type Interaction as InteractionModel, pairInteractions } from '../events/interactions.js';
import { ANY_ROLE } from './access.js';
import { Actor } from './actor.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';
import { Entity } from './entity.js';
import { Event, EventConnection, eventKinds } from './event.js';
import { validId } from './inputs.js';
import { numberCursor, pagedField, pageInMemory, requestedSize, resolvePage, seqCursor, zodCheck } from './paging.js';

export const AttemptOutcome = builder.enumType('AttemptOutcome', {
  description: 'How an Attempt ended.',
  values: {
    COMPLETED: { description: 'The agent finished: the Attempt\u2019s outcome Entity completed the Assignment.' },
    FAILED: { description: 'The agent gave up; the Assignment went back to READY for another Attempt.' },
    ABANDONED: {
      description:
        'The claim expired and a SYSTEM actor recovered it, or an UNCERTAIN Attempt was reconciled RETRY; the ' +
        'Assignment went back to READY (or stayed CANCELLED).',
    },
    SUPERSEDED: { description: 'An operator cancelled the Assignment while the Attempt was active: the decision ended it.' },
    UNCERTAIN: {
      description:
        'It ended (claim recovered, or Assignment cancelled) with a tool call whose effect is unsettled: external or ' +
        'undeclared, and unanswered or answered only by an error that does not say what happened. It awaits ' +
        'reconcileAttempt with receipts; the Assignment cannot be claimed meanwhile.',
    },
    EFFECTED: {
      description:
        'An UNCERTAIN Attempt of a CANCELLED Assignment reconciled COMPLETE: its effect happened, recorded as evidence ' +
        '(Reconciliation.effect), never as the Assignment\u2019s outcome; the Assignment stayed CANCELLED.',
    },
  } as const,
});

const ReconcileDecision = builder.enumType('ReconcileDecision', {
  description: 'What a receipt proved about an UNCERTAIN Attempt’s external effect.',
  values: {
    RETRY: {
      description: 'The effect did not happen (or must be redone): the Attempt is ABANDONED and the Assignment READY again.',
    },
    COMPLETE: {
      description:
        'The effect happened and finished the work: the Attempt and the Assignment are COMPLETED with an outcome Entity; ' +
        'on a CANCELLED Assignment the Attempt is EFFECTED instead and the cancellation stays.',
    },
  } as const,
});

export { ReconcileDecision };

type ReceiptModel = NonNullable<AttemptModel['reconciliation']>['receipts'][number];

const ReconciliationReceipt = builder.objectRef<ReceiptModel>('ReconciliationReceipt').implement({
  description: 'One verified receipt of a reconciliation: the calls it settled and the tool that produced it.',
  fields: (t) => ({
    callIds: t.exposeStringList('callIds', {
      description:
        'The unsettled calls it settled (call_id of their tool.call); empty for a reconciliation made before receipts named calls.',
    }),
    producer: t.exposeString('producer', {
      nullable: true,
      description: 'The tool that produced it, the calls\u2019 recorded execution boundary; null before receipts named it.',
    }),
    receipt: t.field({ type: Entity, description: 'The receipt itself.', resolve: (r) => r.entityId }),
    sha256: t.exposeString('sha256', { description: 'Its SHA-256, as the reconciliation recorded it.' }),
  }),
});

const Reconciliation = builder.objectRef<NonNullable<AttemptModel['reconciliation']>>('Reconciliation').implement({
  description: 'How an UNCERTAIN Attempt was resolved, and against which receipts (its attempt.reconciled event).',
  fields: (t) => ({
    decision: t.field({ type: ReconcileDecision, description: 'RETRY or COMPLETE.', resolve: (r) => r.decision }),
    receipts: t.field({
      type: [ReconciliationReceipt],
      description: 'The verified receipts, one per producing tool, that together settled every unsettled call.',
      resolve: (r) => r.receipts,
    }),
    receipt: t.field({
      type: Entity,
      description: 'The first receipt (receipts[0].receipt).',
      deprecationReason: 'A reconciliation has a receipt per producing tool: read `receipts`.',
      resolve: (r) => r.receipts[0]!.entityId,
    }),
    receiptSha256: t.string({
      description: 'The first receipt\u2019s SHA-256 (receipts[0].sha256).',
      deprecationReason: 'A reconciliation has a receipt per producing tool: read `receipts`.',
      resolve: (r) => r.receipts[0]!.sha256,
    }),
    effect: t.field({
      type: Entity,
      nullable: true,
      description: 'EFFECTED: the evidence of the effect that happened, stored by the reconciliation (not an outcome).',
      resolve: (r) => r.effectEntityId,
    }),
    note: t.exposeString('note', { nullable: true, description: 'What the reconciling Actor wrote about it.' }),
    reconciledAt: t.expose('reconciledAt', { type: 'DateTime', description: 'When it was recorded.' }),
    reconciledBy: t.field({ type: Actor, description: 'Who reconciled it.', resolve: (r) => r.reconciledBy }),
    seq: t.exposeInt('seq', { description: 'The org_seq of its attempt.reconciled event.' }),
  }),
});

/** Attempts are read from their attempt.* events (started, renewed, ended, reconciled): there is no attempt table. */
export const Attempt = builder.loadableObject('Attempt', {
  description: 'One bounded try by one AI agent, started by a claim. Its history is the ledger.',
  load: async (ids: string[], context) => [
    ...(await readAttempts(await reader(context), callerOf(context).organizationId, ids)).values(),
  ],
  sort: (attempt) => attempt.id,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The Attempt id: chosen by the Runner at claim time (attemptId) or generated.' }),
    assignmentId: t.exposeID('assignmentId', { description: 'The id of the Assignment it tries (see `assignment`).' }),
    agent: t.field({ type: Actor, description: 'The AI agent that works it.', resolve: (a) => a.agentId }),
    configurationVersion: t.exposeInt('configurationVersion', {
      description: 'The agent configuration version pinned by the claim.',
    }),
    outcome: t.field({
      type: AttemptOutcome,
      nullable: true,
      description: 'Null while the Attempt is active.',
      resolve: (a) => a.outcome,
    }),
    startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When the claim was recorded (database time).' }),
    claimExpiresAt: t.expose('claimExpiresAt', {
      type: 'DateTime',
      description:
        'When its claim lapses (the latest renewal’s expiry, else the claim’s): after it, a SYSTEM actor may ' +
        'recover the Attempt.',
    }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true, description: 'When it ended; null while active.' }),
    endedBy: t.field({
      type: Actor,
      nullable: true,
      description:
        'Who the ending is attributed to: the agent, the SYSTEM actor that recovered an expired claim, or the Actor ' +
        'whose cancellation superseded it.',
      resolve: (a) => a.endedBy,
    }),
    recordedBy: t.field({
      type: Actor,
      description:
        'The caller (a Runner) that recorded the claim: the Attempt\u2019s claimer, the only Actor that may end it, ' +
        'renew it, record its evidence or create Entities generated by it (AttemptNotOwned for anyone else).',
      resolve: (a) => a.startRecordedBy,
    }),
    failureReason: t.exposeString('failureReason', { nullable: true, description: 'FAILED: the reason the Runner gave.' }),
    outcomeEntity: t.field({
      type: Entity,
      nullable: true,
      description: 'COMPLETED: the one outcome Entity it generated.',
      resolve: (a) => a.outcomeEntityId,
    }),
    unansweredCallIds: t.exposeStringList('unansweredCallIds', {
      description:
        'UNCERTAIN (and after its reconciliation): the call ids of its tool calls whose effect was unsettled (external or ' +
        'undeclared, without a conclusive tool.result): what its receipts must settle.',
    }),
    reconciliation: t.field({
      type: Reconciliation,
      nullable: true,
      description: 'How it was reconciled, once an UNCERTAIN ending was resolved against a receipt; else null.',
      resolve: (a) => a.reconciliation,
    }),
  }),
});

/**
 * One DataLoader per distinct page of Attempt.events within a request: siblings asking for the
 * same page (the usual case: a list of Attempts, each with its first page) share one statement.
 */
const attemptEventPages = createContextCache((_context: Context) => new Map<string, DataLoader<string, LedgerEvent[]>>());

function eventPagesLoader(context: Context, page: AttemptEventsPage): DataLoader<string, LedgerEvent[]> {
  const loaders = attemptEventPages(context);
  const key = JSON.stringify(page);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader(async (attemptIds: readonly string[]) => {
      const pages = await readAttemptEventPages(await reader(context), callerOf(context).organizationId, attemptIds, page);
      return attemptIds.map((id) => pages.get(id) ?? []);
    });
    loaders.set(key, loader);
  }
  return loader;
}

builder.objectField(Attempt, 'events', (t) =>
  t.connection(
    {
      type: Event,
      ...pagedField(50, seqCursor, { kinds: zodCheck(eventKinds) }),
      description:
        'The events of this Attempt, its model and tool calls included, in ledger order (page size 50 by default; ' +
        '`last` reads from the newest).',
      args: {
        kinds: t.arg.stringList({ description: 'Only events of these kinds (at most 50).', validate: { schema: eventKinds } }),
      },
      resolve: (attempt: AttemptModel, args, context) => {
        requestedSize(args, context.limits.maxPageSize, 50);
        return resolvePage(
          context,
          { args, toCursor: (e: LedgerEvent) => seqCursor.encode(e.seq), defaultSize: 50 },
          ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) =>
            eventPagesLoader(context, {
              afterSeq: seqCursor.decode(after, 'after'),
              beforeSeq: seqCursor.decode(before, 'before'),
              limit,
              newestFirst: inverted,
              kinds: args.kinds ?? undefined,
            }).load(attempt.id),
        );
      },
    },
    EventConnection,
  ),
);

const InteractionKind = builder.enumType('InteractionKind', {
  description: 'What an Interaction is a call to.',
  values: {
    MODEL_CALL: { description: 'A model call: llm.request, answered by llm.response.' },
    TOOL_CALL: { description: 'A tool call: tool.call, answered by tool.result.' },
  } as const,
});

const Interaction = builder.objectRef<InteractionModel>('Interaction').implement({
  description: 'A model call (llm.request \u2192 llm.response) or a tool call (tool.call \u2192 tool.result), paired by call_id.',
  fields: (t) => ({
    kind: t.field({ type: InteractionKind, description: 'A model call or a tool call.', resolve: (i) => i.kind }),
    callId: t.exposeString('callId', { description: 'The call_id the Runner gave both halves.' }),
    request: t.field({
      type: Event,
      nullable: true,
      description: 'The call (null only for an answer recorded without its call).',
      resolve: (i) => i.request,
    }),
    response: t.field({
      type: Event,
      nullable: true,
      description: 'Null while the call is pending.',
      resolve: (i) => i.response,
    }),
    pending: t.boolean({
      description: 'True while the call has no answer: an effect that may or may not have happened.',
      resolve: (i) => i.response === null,
    }),
  }),
});

/** An Interaction's position: the seq of its first event. */
const interactionCursor = numberCursor('interaction');
const interactionSeq = (i: InteractionModel): number => (i.request ?? i.response)!.seq;

const interactionsOf = createContextCache(
  (context: Context) =>
    new DataLoader<string, InteractionModel[]>(async (attemptIds) => {
      const events = await readEventsOfAttempts(
        await reader(context),
        callerOf(context).organizationId,
        attemptIds,
        INTERACTION_KINDS,
      );
      return attemptIds.map((id) => pairInteractions(events.filter((e) => e.attemptId === id)));
    }),
);

builder.objectField(Attempt, 'interactions', (t) =>
  t.connection(
    {
      type: Interaction,
      ...pagedField(50, interactionCursor),
      description:
        'The model and tool calls of this Attempt, exactly as recorded, in the order they were made (page size 50 ' +
        'by default). Pending calls are listed too.',
      resolve: (attempt: AttemptModel, args, context) => {
        requestedSize(args, context.limits.maxPageSize, 50);
        return resolvePage(
          context,
          {
            args,
            toCursor: (i: InteractionModel) => interactionCursor.encode(interactionSeq(i)),
            defaultSize: 50,
          },
          async (page: ResolveCursorConnectionArgs) =>
            pageInMemory(context, await interactionsOf(context).load(attempt.id), interactionSeq, page, interactionCursor),
        );
      },
    },
    { name: 'InteractionConnection', description: 'A page of Interactions in the order the calls were made.' },
    { name: 'InteractionEdge', description: 'An Interaction and its cursor.' },
  ),
);

builder.queryField('attempt', (t) =>
  t.field({
    type: Attempt,
    nullable: true,
    description: `The Attempt with this id, or null if this organization has none. ${ANY_ROLE}`,
    args: { id: t.arg.id({ required: true, description: 'The Attempt id.', validate: validId }) },
    resolve: (_, { id }) => id,
  }),
);
