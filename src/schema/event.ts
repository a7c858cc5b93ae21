import { z } from 'zod';
import { appendEvent, AppendEventInput as AppendEventSchema, appendEvents } from '../commands/index.js';
import type { LedgerEvent } from '../db/models.js';
import { readEvents } from '../db/reads.js';
import * as E from '../errors.js';
import { Actor } from './actor.js';
import { batchMutation } from './batch.js';
import { builder } from './builder.js';
import { callerOf, reader } from './context.js';
import { COMMON_ERRORS, resultUnion } from './errors.js';
import { compact, validId, validInput } from './inputs.js';

export const Event = builder.objectRef<LedgerEvent>('Event').implement({
  description: 'One immutable ledger entry.',
  fields: (t) => ({
    id: t.exposeID('id'),
    seq: t.exposeInt('seq', { description: 'The per-organization, gapless sequence number (org_seq): commit order.' }),
    kind: t.exposeString('kind'),
    payloadVersion: t.exposeInt('payloadVersion'),
    payload: t.expose('payload', { type: 'JSON' }),
    actorId: t.exposeID('actorId'),
    actor: t.field({ type: Actor, nullable: true, description: 'Who the event is attributed to.', resolve: (e) => e.actorId }),
    recordedBy: t.field({ type: Actor, nullable: true, description: 'The caller that recorded it.', resolve: (e) => e.recordedBy }),
    assignmentId: t.exposeID('assignmentId', { nullable: true }),
    attemptId: t.exposeID('attemptId', { nullable: true }),
    followsEventId: t.exposeID('followsEventId', { nullable: true }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime' }),
    digest: t.exposeString('digest', { description: 'Hex SHA-256 chained to the previous event of the organization.' }),
  }),
});

const EventPageInfo = builder.objectRef<{ hasNextPage: boolean; endSeq: number | null }>('EventPageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endSeq: t.exposeInt('endSeq', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

const EventConnection = builder.objectRef<{ nodes: LedgerEvent[]; pageInfo: { hasNextPage: boolean; endSeq: number | null } }>(
  'EventConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [Event], resolve: (c) => c.nodes }),
    pageInfo: t.field({ type: EventPageInfo, resolve: (c) => c.pageInfo }),
  }),
});

builder.queryField('events', (t) => t.field({
  type: EventConnection,
  description: 'The ledger of the organization in org_seq order, after a sequence number.',
  args: {
    after: t.arg.int({ description: 'Events with seq greater than this (default 0).', validate: { schema: z.number().int().nonnegative() } }),
    first: t.arg.int({ description: 'Page size (default 50).' }),
    kinds: t.arg.stringList({ validate: { schema: eventKinds } }),
    assignmentId: t.arg.id({ validate: validId }),
    attemptId: t.arg.id({ validate: validId }),
  },
  resolve: async (_, args, context) => {
    const first = pageSize(args.first, context.limits.maxPageSize, 50);
    const rows = await readEvents(await reader(context), callerOf(context).organizationId, {
      afterSeq: args.after ?? 0, first: first + 1, kinds: args.kinds ?? undefined,
      assignmentId: args.assignmentId ?? undefined, attemptId: args.attemptId ?? undefined,
    });
    const nodes = rows.slice(0, first);
    return { nodes, pageInfo: { hasNextPage: rows.length > first, endSeq: nodes.at(-1)?.seq ?? null } };
  },
}));

/** Page sizes are capped: a client asking for more gets a clear refusal, not a silent truncation. */
export function pageSize(requested: number | null | undefined, max: number, fallback: number): number {
  const size = requested ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw new E.ValidationError(`first must be between 1 and ${max}`, [{ path: 'first', message: `must be between 1 and ${max}` }]);
  }
  return size;
}

/** A filter of event kinds: a short list of dotted names such as llm.request. */
export const eventKinds = z.array(z.string().regex(/^[a-z][a-z0-9_.]{0,99}$/, 'must be an event kind such as llm.request')).max(50);

const AppendEventInput = builder.inputType('AppendEventInput', {
  fields: (t) => ({
    eventId: t.id(),
    kind: t.string({ required: true, description: 'A registered, non-guarded kind such as llm.request or tool.result.' }),
    payloadVersion: t.int({ required: true }),
    payload: t.field({ type: 'JSON', required: true }),
    assignmentId: t.id(),
    attemptId: t.id({ description: 'Evidence of this Attempt: accepted only while it is the active one.' }),
  }),
});

const AppendEventSuccess = builder.objectRef<{ event: LedgerEvent; replayed: boolean }>('AppendEventSuccess').implement({
  fields: (t) => ({ event: t.field({ type: Event, resolve: (r) => r.event }), replayed: t.exposeBoolean('replayed') }),
});

const AppendEventResult = resultUnion('AppendEventResult', AppendEventSuccess, [...COMMON_ERRORS, E.GuardedEventKind,
  E.UnknownEventKind, E.AttemptNotActive, E.AssignmentNotFound, E.AssignmentStateStale]);

builder.mutationField('appendEvent', (t) => t.field({
  type: AppendEventResult,
  args: { input: t.arg({ type: AppendEventInput, required: true }) },
  validate: validInput(AppendEventSchema),
  authScopes: { $any: { system: true, runner: true } },
  resolve: (_, { input }, context) => appendEvent(context.db, callerOf(context), compact(input) as never),
}));

batchMutation('appendEvents', {
  description: 'Appends many events in one transaction, in order (RUNNER, SYSTEM), each judged exactly as appendEvent judges it.',
  field: 'events',
  item: AppendEventInput,
  result: AppendEventResult,
  scopes: { system: true, runner: true },
  run: (items, context) => appendEvents(context.db, callerOf(context), items as never, context.limits),
});
