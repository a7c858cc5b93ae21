import {
  markProjectionDirty, MarkProjectionDirtyInput as MarkProjectionDirtySchema, rebuildProjection,
  RebuildProjectionInput as RebuildProjectionSchema, verifyLedger, type LedgerVerification, type RebuildResult,
} from '../commands/index.js';
import type { ProjectionCursor } from '../db/models.js';
import { readProjectionCursors } from '../db/reads.js';
import { builder } from './builder.js';
import { callerOf, reader } from './context.js';
import { COMMON_ERRORS } from './errors.js';
import { validInput } from './inputs.js';

export const ProjectionName = builder.enumType('ProjectionName', { values: ['ACTORS', 'ASSIGNMENTS'] as const });

const Projection = builder.objectRef<ProjectionCursor>('Projection').implement({
  description: 'A rebuildable read model and its cursor into the ledger.',
  fields: (t) => ({
    name: t.field({ type: ProjectionName, resolve: (p) => p.projection }),
    version: t.exposeInt('version'),
    lastAppliedSeq: t.exposeInt('lastAppliedSeq'),
    dirty: t.exposeBoolean('dirty', { description: 'While true, commands that use it refuse until it is rebuilt.' }),
    dirtyReason: t.exposeString('dirtyReason', { nullable: true }),
    rebuilding: t.exposeBoolean('rebuilding'),
  }),
});

builder.queryField('projections', (t) => t.field({
  type: [Projection],
  resolve: async (_, __, context) => readProjectionCursors(await reader(context), callerOf(context).organizationId),
}));

const BrokenLink = builder.objectRef<NonNullable<LedgerVerification['firstBroken']>>('BrokenLink').implement({
  fields: (t) => ({
    seq: t.exposeInt('seq'),
    eventId: t.exposeID('eventId', { nullable: true }),
    reason: t.exposeString('reason'),
  }),
});

const LedgerVerificationType = builder.objectRef<LedgerVerification>('LedgerVerification').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    eventsChecked: t.exposeInt('eventsChecked'),
    firstBroken: t.field({ type: BrokenLink, nullable: true, resolve: (v) => v.firstBroken }),
  }),
});

builder.queryField('verifyLedger', (t) => t.field({
  type: LedgerVerificationType,
  description: 'Walks the organization\u2019s digest chain and reports the first broken link. SYSTEM only.',
  authScopes: { system: true },
  resolve: (_, __, context) => verifyLedger(context.db, callerOf(context).organizationId),
}));

const RebuildProjectionInput = builder.inputType('RebuildProjectionInput', {
  fields: (t) => ({
    projection: t.field({ type: ProjectionName, required: true }),
    batchSize: t.int({ description: 'Events per transaction (default 5000).' }),
  }),
});

const RebuildProjectionSuccess = builder.objectRef<RebuildResult>('RebuildProjectionSuccess').implement({
  fields: (t) => ({
    projection: t.field({ type: ProjectionName, resolve: (r) => r.projection }),
    lastAppliedSeq: t.exposeInt('lastAppliedSeq'),
    applied: t.exposeInt('applied'),
    batches: t.exposeInt('batches'),
  }),
});

builder.mutationField('rebuildProjection', (t) => t.field({
  type: RebuildProjectionSuccess,
  args: { input: t.arg({ type: RebuildProjectionInput, required: true }) },
  validate: validInput(RebuildProjectionSchema),
  authScopes: { system: true },
  errors: { types: COMMON_ERRORS, directResult: true, union: { name: 'RebuildProjectionResult' } },
  resolve: (_, { input }, context) => rebuildProjection(context.db, callerOf(context), {
    projection: input.projection, ...(input.batchSize ? { batchSize: input.batchSize } : {}),
  }),
}));

const MarkProjectionDirtyInput = builder.inputType('MarkProjectionDirtyInput', {
  fields: (t) => ({ projection: t.field({ type: ProjectionName, required: true }), reason: t.string({ required: true }) }),
});

const MarkProjectionDirtySuccess = builder.objectRef<ProjectionCursor>('MarkProjectionDirtySuccess').implement({
  fields: (t) => ({ projection: t.field({ type: Projection, resolve: (p) => p }) }),
});

builder.mutationField('markProjectionDirty', (t) => t.field({
  type: MarkProjectionDirtySuccess,
  args: { input: t.arg({ type: MarkProjectionDirtyInput, required: true }) },
  validate: validInput(MarkProjectionDirtySchema),
  authScopes: { system: true },
  errors: { types: COMMON_ERRORS, directResult: true, union: { name: 'MarkProjectionDirtyResult' } },
  resolve: (_, { input }, context) => markProjectionDirty(context.db, callerOf(context), input),
}));
