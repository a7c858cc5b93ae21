import { createContextCache, type ObjectRef } from '@pothos/core';
import DataLoader from 'dataloader';
import type { LedgerEvent } from '../db/models.js';
import { readActorEvents, readAssignmentCreations, readEventsBySeq } from '../db/reads.js';
import { DeactivateActorSuccess, PublishAgentConfigurationSuccess, RegisterActorSuccess } from './actor.js';
import { AssignmentSuccessTypes } from './assignment.js';
import { builder } from './builder.js';
import { type Context, callerOf, reader } from './context.js';
import { CreateEntitySuccess, Entity } from './entity.js';
import { AppendEventSuccess, Event } from './event.js';
import { CreateApiTokenSuccess, RevokeApiTokenSuccess } from './viewer.js';

/**
 * What a mutation wrote, as its success payload tells it: `event`, the lifecycle event the
 * mutation is about, and `events`, everything it wrote in ledger order (an Entity stored inline
 * with it comes first). On an exact retry both are the events of the original call.
 */
export interface Written {
  /** The lifecycle event, when the command's result carries it. */
  event?: LedgerEvent | null | undefined;
  /** Else its org_seq, when a row the command returned records it. */
  eventSeq?: number | null | undefined;
  /** Else how to find it (a retry that did not keep its event id). */
  find?: { assignmentCreated: string } | { kind: 'actor.registered' | 'actor.deactivated'; actorId: string } | undefined;
  /**
   * The org_seqs of the events the same call wrote before its lifecycle event: a goal Entity stored
   * inline (entity.created), an Attempt a cancellation ended (attempt.ended). An outcome stored with
   * a COMPLETED ending has none: the ending (version 3) records it.
   */
  earlierSeqs?: readonly number[] | undefined;
  /** Entities stored before the lifecycle event, by id (their entity.created events come first, in this order). */
  storedEntityIds?: readonly string[] | undefined;
  /**
   * The entity.created of an outcome stored inline, listed only before a version 1 ending: since
   * issue 29 a COMPLETED ending (version 3) records its outcome itself, whatever form a retry takes.
   */
  inlineOutcomeSeq?: number | undefined;
}

const loaders = createContextCache((context: Context) => {
  const scope = async () => ({ db: await reader(context), organizationId: callerOf(context).organizationId });
  return {
    bySeq: new DataLoader<number, LedgerEvent | undefined>(async (seqs) => {
      const { db, organizationId } = await scope();
      const events = new Map((await readEventsBySeq(db, organizationId, seqs)).map((e) => [e.seq, e]));
      return seqs.map((seq) => events.get(seq));
    }),
    creation: new DataLoader<string, LedgerEvent | undefined>(async (ids) => {
      const { db, organizationId } = await scope();
      const events = new Map((await readAssignmentCreations(db, organizationId, ids)).map((e) => [e.assignmentId, e]));
      return ids.map((id) => events.get(id));
    }),
    actorEvent: new DataLoader<string, LedgerEvent | undefined>(async (keys) => {
      const { db, organizationId } = await scope();
      const byKind = new Map<string, string[]>();
      for (const key of keys) {
        const [kind, actorId] = key.split(' ') as [string, string];
        byKind.set(kind, [...(byKind.get(kind) ?? []), actorId]);
      }
      const found = new Map<string, LedgerEvent>();
      for (const [kind, actorIds] of byKind) {
        for (const e of await readActorEvents(db, organizationId, kind, actorIds))
          found.set(`${kind} ${String(e.payload.actor_id)}`, e);
      }
      return keys.map((key) => found.get(key));
    }),
  };
});

async function lifecycleEvent(written: Written, context: Context): Promise<LedgerEvent> {
  const load = loaders(context);
  const { find } = written;
  const event =
    written.event ??
    (written.eventSeq != null ? await load.bySeq.load(written.eventSeq) : undefined) ??
    (find && 'assignmentCreated' in find ? await load.creation.load(find.assignmentCreated) : undefined) ??
    (find && 'kind' in find ? await load.actorEvent.load(`${find.kind} ${find.actorId}`) : undefined);
  // Every success names an event that committed: not finding it is a defect, never a refusal.
  if (!event) throw new Error('the event a success payload names was not found');
  return event;
}

/** Adds `event` and `events` to a success payload of a mutation that writes the ledger. */
export function writes<T>(ref: ObjectRef<typeof builder.$inferSchemaTypes, T>, written: (result: T) => Written): void {
  builder.objectFields(ref, (t) => ({
    event: t.field({
      type: Event,
      description: 'The lifecycle event this mutation is about (on an exact retry: the original one).',
      resolve: (result, _, context) => lifecycleEvent(written(result), context),
    }),
    events: t.field({
      type: [Event],
      description:
        'Everything this mutation wrote, in ledger order: an Entity stored with it or an Attempt it ended, then ' +
        '`event` (on an exact retry: what the original call wrote).',
      resolve: async (result, _, context) => {
        const w = written(result);
        const lifecycle = await lifecycleEvent(w, context);
        const storedSeqs = await Promise.all(
          (w.storedEntityIds ?? []).map(async (id) => (await Entity.getDataloader(context).load(id)).createdSeq),
        );
        const outcomeSeqs = w.inlineOutcomeSeq !== undefined && lifecycle.payloadVersion === 1 ? [w.inlineOutcomeSeq] : [];
        const entities = await Promise.all(
          [...storedSeqs, ...outcomeSeqs, ...(w.earlierSeqs ?? [])].map(async (seq) => {
            const found = await loaders(context).bySeq.load(seq);
            if (!found) throw new Error(`the event #${seq} of a success payload was not found`);
            return found;
          }),
        );
        return [...entities, lifecycle];
      },
    }),
  }));
}

/** An Actor command's event, when it is about that Actor (else it is looked up by the Actor). */
const ownEvent = (r: { actor: { id: string }; event: LedgerEvent | null }) =>
  r.event?.payload.actor_id === r.actor.id ? r.event : null;

// Which events each success payload reports (the one place that says what every mutation writes).
// markProjectionDirty and rebuildProjection write no ledger event; batch payloads hold their items' results.
writes(AppendEventSuccess, (r) => ({ event: r.event }));
writes(CreateEntitySuccess, (r) => ({ eventSeq: r.entity.createdSeq }));
writes(RegisterActorSuccess, (r) => ({ event: ownEvent(r), find: { kind: 'actor.registered', actorId: r.actor.id } }));
writes(DeactivateActorSuccess, (r) => ({ event: ownEvent(r), find: { kind: 'actor.deactivated', actorId: r.actor.id } }));
writes(PublishAgentConfigurationSuccess, (r) => ({ event: r.event, eventSeq: r.configuration.publishedSeq }));
writes(CreateApiTokenSuccess, (r) => ({ eventSeq: r.token.createdSeq }));
writes(RevokeApiTokenSuccess, (r) => ({ eventSeq: r.token.revokedSeq }));
writes(AssignmentSuccessTypes.create, (r) => ({
  find: { assignmentCreated: r.assignment.id },
  earlierSeqs: r.wroteEntity ? [r.goalEntity.createdSeq] : [],
}));
writes(AssignmentSuccessTypes.claim, (r) => ({ eventSeq: r.attempt?.startedSeq }));
writes(AssignmentSuccessTypes.end, (r) => ({
  eventSeq: r.attempt?.endedSeq,
  inlineOutcomeSeq: r.wroteEntity && r.outcomeEntity ? r.outcomeEntity.createdSeq : undefined,
}));
writes(AssignmentSuccessTypes.recover, (r) => ({ eventSeq: r.attempt?.endedSeq }));
writes(AssignmentSuccessTypes.renew, (r) => ({ event: r.event }));
writes(AssignmentSuccessTypes.cancel, (r) => ({
  event: r.event,
  earlierSeqs: r.attempt?.endedSeq != null && r.attempt.cancelledEventId === r.event?.id ? [r.attempt.endedSeq] : [],
}));
writes(AssignmentSuccessTypes.reopen, (r) => ({ event: r.event }));
// attempt.reconciled names the Entities it stored (on a retry: those the original call stored).
writes(AssignmentSuccessTypes.reconcile, (r) => ({
  event: r.event,
  storedEntityIds: (r.event?.payload.stored_entity_ids as string[] | undefined) ?? [],
}));
