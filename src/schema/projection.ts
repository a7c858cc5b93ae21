import {
  type LedgerVerification,
  MarkProjectionDirtyInput as MarkProjectionDirtySchema,
  markProjectionDirty,
  RebuildProjectionInput as RebuildProjectionSchema,
  type RebuildResult,
  rebuildProjection,
  verifyLedger,
} from '../commands/index.js';
import type { ProjectionCursor } from '../db/models.js';
import { readProjectionCursors } from '../db/reads.js';
import { ANY_ROLE, needs } from './access.js';
import { builder } from './builder.js';
import { callerOf, reader } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { validInput } from './inputs.js';

export const ProjectionName = builder.enumType('ProjectionName', {
  description: 'A read model kept from the ledger.',
  values: {
    ACTORS: { description: 'Actors and agent configurations.' },
    ASSIGNMENTS: { description: 'Assignments and their claims.' },
  } as const,
});

const Projection = builder.objectRef<ProjectionCursor>('Projection').implement({
  description: 'A rebuildable read model and its cursor into the ledger.',
  fields: (t) => ({
    name: t.field({ type: ProjectionName, description: 'Which read model.', resolve: (p) => p.projection }),
    version: t.exposeInt('version', {
      description: 'The version of the code that applies its events; a new one needs a rebuild.',
    }),
    lastAppliedSeq: t.exposeInt('lastAppliedSeq', { description: 'The org_seq of the last event applied to it.' }),
    dirty: t.exposeBoolean('dirty', { description: 'While true, commands that use it refuse until it is rebuilt.' }),
    dirtyReason: t.exposeString('dirtyReason', { nullable: true, description: 'Why it was marked dirty.' }),
    rebuilding: t.exposeBoolean('rebuilding', {
      description: 'True while a rebuild is under way (call rebuildProjection again to go on).',
    }),
  }),
});

builder.queryField('projections', (t) =>
  t.field({
    type: [Projection],
    description: `The organization\u2019s read models and their cursors into the ledger. ${ANY_ROLE}`,
    resolve: async (_, __, context) => readProjectionCursors(await reader(context), callerOf(context).organizationId),
  }),
);

const BrokenLink = builder.objectRef<NonNullable<LedgerVerification['firstBroken']>>('BrokenLink').implement({
  description: 'The first place where the digest chain does not hold.',
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'The org_seq where it breaks.' }),
    eventId: t.exposeID('eventId', { nullable: true, description: 'The event there, if there is one.' }),
    reason: t.exposeString('reason', {
      description: 'What is wrong: a gap, a digest mismatch, altered content, a head that disagrees.',
    }),
  }),
});

const LedgerVerificationType = builder.objectRef<LedgerVerification>('LedgerVerification').implement({
  description: 'The result of walking the organization\u2019s digest chain.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'True when every link holds.' }),
    eventsChecked: t.exposeInt('eventsChecked', { description: 'How many events were checked.' }),
    firstBroken: t.field({
      type: BrokenLink,
      nullable: true,
      description: 'The first broken link; null when ok.',
      resolve: (v) => v.firstBroken,
    }),
  }),
});

builder.queryField('verifyLedger', (t) =>
  t.field({
    type: LedgerVerificationType,
    description: `Walks the organization\u2019s digest chain and reports the first broken link. ${needs('SYSTEM')}`,
    authScopes: { system: true },
    resolve: (_, __, context) => verifyLedger(context.db, callerOf(context).organizationId),
  }),
);

const RebuildProjectionInput = builder.inputType('RebuildProjectionInput', {
  description: 'The projection to rebuild.',
  fields: (t) => ({
    projection: t.field({ type: ProjectionName, required: true, description: 'Which read model.' }),
    batchSize: t.int({ description: 'Events per transaction (default 5000).' }),
  }),
});

const RebuildProjectionSuccess = builder.objectRef<RebuildResult>('RebuildProjectionSuccess').implement({
  description:
    'The projection was rebuilt from the ledger and is fresh. It writes no ledger event and takes no id: ' +
    'calling it again simply rebuilds again.',
  fields: (t) => ({
    projection: t.field({ type: ProjectionName, description: 'Which read model.', resolve: (r) => r.projection }),
    lastAppliedSeq: t.exposeInt('lastAppliedSeq', { description: 'The org_seq it is now current to.' }),
    applied: t.exposeInt('applied', { description: 'How many events were applied.' }),
    batches: t.exposeInt('batches', { description: 'How many transactions it took (one per batch).' }),
  }),
});

builder.mutationField('rebuildProjection', (t) =>
  t.field({
    type: RebuildProjectionSuccess,
    description:
      'Clears one read model and replays the ledger into it, one bounded batch per transaction; commands that use ' +
      `it refuse (state stale) until it is done. An interrupted rebuild resumes when called again. ${needs('SYSTEM')}`,
    args: { input: t.arg({ type: RebuildProjectionInput, required: true, description: 'The projection to rebuild.' }) },
    validate: validInput(RebuildProjectionSchema),
    authScopes: { system: true },
    errors: {
      types: COMMON_ERRORS,
      directResult: true,
      union: { name: 'RebuildProjectionResult', description: 'The rebuild, or why it was refused.' },
    },
    resolve: (_, { input }, context) =>
      rebuildProjection(context.db, callerOf(context), {
        projection: input.projection,
        ...(input.batchSize ? { batchSize: input.batchSize } : {}),
      }),
  }),
);

const MarkProjectionDirtyInput = builder.inputType('MarkProjectionDirtyInput', {
  description: 'The projection to mark dirty, and why.',
  fields: (t) => ({
    projection: t.field({ type: ProjectionName, required: true, description: 'Which read model.' }),
    reason: t.string({ required: true, description: 'Why, for the operators who will rebuild it (1 to 500 characters).' }),
  }),
});

const MarkProjectionDirtySuccess = builder.objectRef<ProjectionCursor>('MarkProjectionDirtySuccess').implement({
  description:
    'The projection is dirty: commands that use it refuse until rebuildProjection. It writes no ledger event ' +
    'and takes no id: marking a dirty projection again only replaces the reason.',
  fields: (t) => ({ projection: t.field({ type: Projection, description: 'The projection as it is now.', resolve: (p) => p }) }),
});

builder.mutationField('markProjectionDirty', (t) =>
  t.field({
    type: MarkProjectionDirtySuccess,
    description:
      'Marks a read model as untrustworthy (after a repair of the database, say): every command that uses it ' +
      `refuses with a typed StateStale until it is rebuilt. ${needs('SYSTEM')}`,
    args: { input: t.arg({ type: MarkProjectionDirtyInput, required: true, description: 'The projection and the reason.' }) },
    validate: validInput(MarkProjectionDirtySchema),
    authScopes: { system: true },
    errors: {
      types: COMMON_ERRORS,
      directResult: true,
      union: { name: 'MarkProjectionDirtyResult', description: 'The mark, or why it was refused.' },
    },
    resolve: (_, { input }, context) => markProjectionDirty(context.db, callerOf(context), input),
  }),
);
