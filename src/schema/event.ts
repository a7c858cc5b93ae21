import { createContextCache } from '@pothos/core';
import type { ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import {
  type AppendEventResult as AppendEventResultModel,
  AppendEventInput as AppendEventSchema,
  appendEvent,
  appendEvents,
  unfilledContinuations,
} from '../commands/index.js';
import type { ContentFieldExtensions } from '../cost/plan.js';
import type { LedgerEvent } from '../db/models.js';
import { readEvents, readEventsBySeq } from '../db/reads.js';
import { utcMicroseconds } from '../db/timestamps.js';
import * as E from '../errors.js';
import { cutPayload, payloadBytes } from '../events/contents.js';
import { ANY_ROLE, needs } from './access.js';
import { Actor } from './actor.js';
import { batchMutation } from './batch.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';
import { COMMON_ERRORS, resultUnion } from './errors.js';
import { compact, REPLAYED, validId, validInput } from './inputs.js';
import { pagedField, requestedSize, resolvePage, seqCursor, zodCheck } from './paging.js';

const spent = new WeakMap<object, number>();

/** What a mutation's answer cuts its payloads' contents to when they would not fit (docs/evidence.md). */
export const MUTATION_ANSWER_CUT_BYTES = 1_024;

/**
 * Which limit (WORKFORCE_MAX_PAYLOAD_READ_BYTES, WORKFORCE_MAX_RESPONSE_PAYLOAD_BYTES) a payload
 * of `bytes` would pass, or null when it fits.
 */
function limitPassed(context: Context, bytes: number, subscription: boolean): string | null {
  const { maxPayloadReadBytes, maxResponsePayloadBytes } = context.limits;
  if (bytes > maxPayloadReadBytes) return `${maxPayloadReadBytes} bytes for one event`;
  const total = (subscription ? 0 : (spent.get(context) ?? 0)) + bytes;
  return total > maxResponsePayloadBytes ? `${maxResponsePayloadBytes} bytes for one response` : null;
}

/** Refuses a payload past a limit (RESPONSE_TOO_LARGE): ask for less, or cut contents. */
function refuseOverLimit(context: Context, bytes: number, subscription: boolean): void {
  const passed = limitPassed(context, bytes, subscription);
  if (passed) {
    throw new GraphQLError(
      `the payloads asked for come to more than ${passed}: ` +
        'ask for payload(maxContentBytes: …) to cut long contents, or for fewer events a page',
      { extensions: { code: 'RESPONSE_TOO_LARGE', bytes } },
    );
  }
}

/** One event's payload as a field answers it: cut, bounded, counted (Event.payload). */
function answerPayload(e: LedgerEvent, maxContentBytes: number | null | undefined, context: Context, operation: string) {
  const subscription = operation === 'subscription';
  const mutation = operation === 'mutation';
  let payload = maxContentBytes == null ? e.payload : cutPayload(e, maxContentBytes);
  let bytes = maxContentBytes == null ? payloadBytes(e) : JSON.stringify(payload).length;
  // A mutation's command has committed by now: its answer is cut to fit rather than refused, so
  // that a Runner does not take an append that was written for one that failed. Past the
  // response's limit already, there is nothing to cut to.
  const room = limitPassed(context, 0, subscription) === null;
  if (mutation && room && limitPassed(context, bytes, subscription)) {
    for (const cut of [Math.min(maxContentBytes ?? MUTATION_ANSWER_CUT_BYTES, MUTATION_ANSWER_CUT_BYTES), 0]) {
      payload = cutPayload(e, cut);
      bytes = JSON.stringify(payload).length;
      if (!limitPassed(context, bytes, subscription)) break;
    }
  }
  // A continued conversation reads back whole: bounded per payload and per response, or a page of
  // long conversations would be gigabytes (docs/evidence.md). A mutation's answer still over them
  // (many long conversations of small messages, which cutting contents does not shorten) fails
  // here too, as an error that says its command was written (answerAfterWrite, src/yoga.ts).
  refuseOverLimit(context, bytes, subscription);
  if (!subscription) spent.set(context, (spent.get(context) ?? 0) + bytes);
  // Charged by size (src/cost/meter.ts): an llm.request can be megabytes.
  context.cost?.content(bytes);
  return payload;
}

/** Continuations a mutation appended, read back whole when their payload is asked for: one read for all. */
const continuationsRead = createContextCache(
  (context: Context) =>
    new DataLoader<number, LedgerEvent | undefined>(async (seqs) => {
      const read = await readEventsBySeq(await reader(context), callerOf(context).organizationId, seqs);
      return seqs.map((seq) => read.find((e) => e.seq === seq));
    }),
);

export const Event = builder.objectRef<LedgerEvent>('Event').implement({
  description: 'One immutable ledger entry: a fact, attributed to an Actor, in the organization\u2019s commit order.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The event id: chosen by the caller (eventId) for safe retries, or generated.' }),
    seq: t.exposeInt('seq', { description: 'The per-organization, gapless sequence number (org_seq): commit order.' }),
    kind: t.exposeString('kind', { description: 'What happened, such as attempt.started or llm.request (see docs/api.md).' }),
    payloadVersion: t.exposeInt('payloadVersion', {
      description: 'The version of the kind\u2019s payload schema the payload was sent as.',
    }),
    payload: t.field({
      type: 'JSON',
      description:
        'The facts as appended (as jsonb normalizes JSON), validated against the kind\u2019s payload schema. Content ' +
        'retention deleted shows as {"$content": {sha256, size, expired: true}}.',
      args: {
        maxContentBytes: t.arg.int({
          description:
            'Cut each content stored apart (256 bytes or more) that is longer than this to {"$content": {sha256, size, ' +
            'head}}, head being its first bytes: for listing long Attempts without shipping every byte.',
          validate: { schema: z.number().int().min(0, 'must be 0 or more') },
        }),
      },
      // The cost estimate counts each payload at maxContentBytes plus a skeleton when given (src/cost/plan.ts).
      extensions: { contentBytes: { argument: 'maxContentBytes', overhead: 1_024 } } satisfies ContentFieldExtensions,
      resolve: (e, { maxContentBytes }, context, info) => {
        const { operation } = info.operation;
        // A continuation a mutation appended is read back whole only now that its payload is asked for.
        if (!unfilledContinuations.has(e)) return answerPayload(e, maxContentBytes, context, operation);
        return continuationsRead(context)
          .load(e.seq)
          .then((whole) => {
            if (!whole) throw new Error(`event ${e.seq}, just appended, could not be read back`);
            return answerPayload(whole, maxContentBytes, context, operation);
          });
      },
    }),
    storedPayloadVersion: t.exposeInt('storedPayloadVersion', {
      description:
        'The payload version of the ledger row: payloadVersion, or the stored form of an evidence event whose large ' +
        'values are kept once by SHA-256 (docs/evidence.md).',
    }),
    storedPayload: t.field({
      type: 'JSON',
      description:
        'The payload as the ledger row holds it, which the digest covers: large values as {sha256, size}, a model ' +
        'request\u2019s messages as what they add to an earlier request (docs/evidence.md says how to verify the chain).',
      resolve: (e, _, context) => {
        context.cost?.content(JSON.stringify(e.storedPayload).length);
        return e.storedPayload;
      },
    }),
    actorId: t.exposeID('actorId', { description: 'The id of the Actor the event is attributed to.' }),
    actor: t.field({
      type: Actor,
      nullable: true,
      description: 'Who the event is attributed to (null only while the Actor projection is rebuilt).',
      resolve: (e) => e.actorId,
    }),
    recordedBy: t.field({
      type: Actor,
      nullable: true,
      description: 'The caller that recorded it (a Runner, for an agent\u2019s claim).',
      resolve: (e) => e.recordedBy,
    }),
    assignmentId: t.exposeID('assignmentId', { nullable: true, description: 'The Assignment it concerns, if any.' }),
    attemptId: t.exposeID('attemptId', { nullable: true, description: 'The Attempt it is evidence of, if any.' }),
    followsEventId: t.exposeID('followsEventId', {
      nullable: true,
      description: 'The event this one answers (an attempt.ended names its attempt.started).',
    }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', description: 'Database time when it was appended.' }),
    recordedAtExact: t.string({
      description:
        'recordedAt to the microsecond, in UTC, as the digest covers it (YYYY-MM-DDTHH:MM:SS.ffffffZ): for checking ' +
        'the chain from outside (docs/evidence.md).',
      resolve: (e) => utcMicroseconds(e.recordedAt),
    }),
    digest: t.exposeString('digest', { description: 'Hex SHA-256 chained to the previous event of the organization.' }),
  }),
});

/**
 * A page of Events by org_seq keyset, in ascending order. `afterSeq` is the plain-number form of
 * `after` (what a console keeps); `last`/`before` read backwards from the head.
 */
/** One connection type for every list of Events (the ledger, an Attempt's events), so one fragment reads them all. */
export const EventConnection = builder.connectionObject(
  {
    type: Event,
    name: 'EventConnection',
    description: 'A page of Events in org_seq order.',
  },
  { name: 'EventEdge', description: 'An Event and its cursor (which encodes its seq).' },
);

builder.queryField('events', (t) =>
  t.connection(
    {
      type: Event,
      ...pagedField(50, seqCursor, { kinds: zodCheck(eventKinds) }),
      description:
        'The organization\u2019s ledger in org_seq order, optionally filtered. Read forwards with `first` and ' +
        '`after` (or `afterSeq`), or backwards from the newest with `last` and `before` (edges stay in org_seq order). ' +
        `Page size 50 by default. ${ANY_ROLE}`,
      args: {
        afterSeq: t.arg.int({
          description:
            'Events with seq greater than this: the plain-number form of `after` (give one of them), as the ' +
            '`ledgerEvents` subscription takes it.',
          validate: { schema: z.number().int().nonnegative() },
        }),
        kinds: t.arg.stringList({ description: 'Only events of these kinds (at most 50).', validate: { schema: eventKinds } }),
        assignmentId: t.arg.id({ description: 'Only events of this Assignment.', validate: validId }),
        attemptId: t.arg.id({ description: 'Only events of this Attempt.', validate: validId }),
      },
      resolve: (_, args, context) => {
        requestedSize(args, context.limits.maxPageSize, 50);
        if (args.afterSeq != null && args.after != null) {
          throw new E.ValidationError('give after or afterSeq, not both', [
            { path: 'afterSeq', message: 'give after or afterSeq, not both' },
          ]);
        }
        // afterSeq 0 is the start of the ledger: no page lies before it.
        const connectionArgs = args.afterSeq ? { ...args, after: seqCursor.encode(args.afterSeq) } : args;
        return resolvePage(
          context,
          {
            args: connectionArgs,
            toCursor: (e: LedgerEvent) => seqCursor.encode(e.seq),
            defaultSize: 50,
          },
          async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) =>
            readEvents(await reader(context), callerOf(context).organizationId, {
              afterSeq: seqCursor.decode(after, 'after'),
              beforeSeq: seqCursor.decode(before, 'before'),
              first: limit,
              newestFirst: inverted,
              kinds: args.kinds ?? undefined,
              assignmentId: args.assignmentId ?? undefined,
              attemptId: args.attemptId ?? undefined,
            }),
        );
      },
    },
    EventConnection,
  ),
);

/** A filter of event kinds: a short list of dotted names such as llm.request. */
export const eventKinds = z
  .array(z.string().regex(/^[a-z][a-z0-9_.]{0,99}$/, 'must be an event kind such as llm.request'))
  .max(50);

const AppendEventInput = builder.inputType('AppendEventInput', {
  description: 'One piece of evidence to record: a model or tool call of an Attempt, or another non-lifecycle event.',
  fields: (t) => ({
    eventId: t.id({ description: 'Choose it before the first try: a retry with the same id and facts is answered as replayed.' }),
    kind: t.string({ required: true, description: 'A registered, non-guarded kind such as llm.request or tool.result.' }),
    payloadVersion: t.int({ required: true, description: 'The version of the kind\u2019s payload schema the payload follows.' }),
    payload: t.field({
      type: 'JSON',
      required: true,
      description: 'A JSON object valid for the kind and version (at most 256 KiB).',
    }),
    assignmentId: t.id({ description: 'The Assignment it concerns (implied by attemptId).' }),
    attemptId: t.id({ description: 'Evidence of this Attempt: accepted only while it is the active one.' }),
    continuesCallId: t.string({
      description:
        'An llm.request only: the call id of an earlier request of the same Attempt whose conversation this one ' +
        'continues; `messages` then holds only the new messages. Reads show the whole conversation.',
    }),
  }),
});

export const AppendEventSuccess = builder.objectRef<AppendEventResultModel>('AppendEventSuccess').implement({
  description: 'The event was appended (or had been, by the call this one retries).',
  fields: (t) => ({ replayed: t.exposeBoolean('replayed', { description: REPLAYED }) }),
});

const AppendEventResult = resultUnion('AppendEventResult', AppendEventSuccess, [
  ...COMMON_ERRORS,
  E.GuardedEventKind,
  E.UnknownEventKind,
  E.ContinuedCallNotFound,
  E.AttemptRequired,
  E.AttemptNotActive,
  E.AttemptNotOwned,
  E.AssignmentNotFound,
  E.AssignmentStateStale,
]);

builder.mutationField('appendEvent', (t) =>
  t.field({
    type: AppendEventResult,
    description:
      'Records one event that is evidence, not a decision: a model call, a tool call or their answers ' +
      '(lifecycle kinds are written only by their own mutations). Evidence names its Attempt (attemptId; ' +
      'AttemptRequired otherwise), which must be the active one (AttemptNotActive) and claimed by the caller\u2019s ' +
      `Actor (AttemptNotOwned). ${needs('RUNNER', 'SYSTEM')}`,
    args: { input: t.arg({ type: AppendEventInput, required: true, description: 'The event to append.' }) },
    validate: validInput(AppendEventSchema),
    authScopes: { $any: { system: true, runner: true } },
    resolve: (_, { input }, context) => appendEvent(context.db, callerOf(context), compact(input) as never, { fill: false }),
  }),
);

batchMutation('appendEvents', {
  description:
    'Appends many events in one transaction, in order, each judged exactly as appendEvent judges it. ' +
    needs('RUNNER', 'SYSTEM'),
  field: 'events',
  item: AppendEventInput,
  result: AppendEventResult,
  scopes: { system: true, runner: true },
  run: (items, context) => appendEvents(context.db, callerOf(context), items as never, context.limits, { fill: false }),
});
