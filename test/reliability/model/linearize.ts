import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import type { Db } from '../../../src/db/kysely.js';
import type { LedgerEvent } from '../../../src/db/models.js';
import { fillPayloads } from '../../../src/events/contents.js';
import type { Ledger } from './expectation.js';
import { describeObservation, describeOp, type Observation, type Op, type Window } from './ops.js';
import { cloneModel, type Model } from './state.js';
import { type Phase, step } from './step.js';

// Commands of one organization serialize on its head, so org_seq orders every write of a batch.
// Refusals, replays and maintenance write no event: they may sit anywhere in that order. A batch
// is accepted when some order keeps the writes in org_seq order, gives every command exactly the
// answer it got, and ends in the state the projections hold.

/** `group`: the items of one batch command share it; they take effect in input order, with nothing in between. */
export interface Issued {
  op: Op;
  observed: Observation;
  group?: number;
}

interface Point {
  index: number;
  op: Op;
  observed: Observation;
  phase: Phase;
  seq: number | null;
  group?: number;
}

/** The projections as the model sees them, in one comparable shape. */
export function modelView(m: Model) {
  return {
    head: m.seq,
    cursors: (['ACTORS', 'ASSIGNMENTS'] as const).map((p) => ({
      projection: p,
      dirty: m.dirty[p],
      lastAppliedSeq: m.projectionSeq[p],
    })),
    actors: [...m.actors]
      .map(([id, a]) => ({ id, kind: a.kind, name: a.name, active: a.active, latestVersion: a.latestVersion }))
      .sort((x, y) => x.id.localeCompare(y.id)),
    configurations: [...m.configurations]
      .map(([key, c]) => ({ key, configuration: c.configuration, seq: c.seq }))
      .sort((x, y) => x.key.localeCompare(y.key)),
    assignments: [...m.assignments]
      .map(([id, a]) => ({
        id,
        state: a.state,
        title: a.title,
        creator: a.creator,
        active: a.active && {
          attemptId: a.active.attemptId,
          agentId: a.active.agentId,
          version: a.active.version,
          expiresAt: a.active.expiresAt,
          // its claimer: the only Actor that may end or renew it
          claimedBy: m.attempts.get(a.active.attemptId)?.claimedBy ?? null,
        },
        attemptCount: a.attemptCount,
        completedAttemptId: a.completedAttemptId,
        outcomeEntityId: a.outcomeEntityId,
        uncertainAttemptId: a.uncertainAttemptId,
        cancellation: a.cancellation && { by: a.cancellation.by, reason: a.cancellation.reason },
        effectedAttemptId: a.effectedAttemptId,
        // what availability tells whoever takes it up again, until it completes (issue 26, rule 3)
        effectWarning: a.effectedAttemptId !== null && a.state !== 'COMPLETED' ? effectWarning(a.effectedAttemptId) : null,
      }))
      .sort((x, y) => x.id.localeCompare(y.id)),
  };
}

/** The words availability.explanation ends with while an EFFECTED Attempt's effect stands. */
export const effectWarning = (attemptId: string) =>
  `; attempt ${attemptId} had an external effect that happened (reconciled EFFECTED): check it before doing the work again`;
const EFFECT_WARNING =
  /; attempt \S+ had an external effect that happened \(reconciled EFFECTED\): check it before doing the work again$/;

export type View = ReturnType<typeof modelView>;

/** The same view read from the database (as the superuser, so nothing is hidden). */
export async function databaseView(admin: pg.Pool, organizationId: string): Promise<View> {
  const q = async <R extends pg.QueryResultRow>(text: string) => (await admin.query<R>(text, [organizationId])).rows;
  const [head] = await q<{ last_seq: number }>(
    'select last_seq::int from workforce.organization_heads where organization_id = $1',
  );
  const cursors = await q<{
    projection: 'ACTORS' | 'ASSIGNMENTS';
    dirty: boolean;
    rebuilding: boolean;
    last_applied_seq: number;
  }>(
    'select projection, dirty, rebuilding, last_applied_seq::int from workforce.projection_cursors where organization_id = $1 order by projection',
  );
  const actors = await q<{
    actor_id: string;
    kind: string;
    display_name: string;
    status: string;
    latest_configuration_version: number | null;
  }>(
    'select actor_id, kind, display_name, status, latest_configuration_version from workforce.actors where organization_id = $1',
  );
  const configurations = await q<{ agent_id: string; version: number; configuration: unknown; published_seq: number }>(
    'select agent_id, version, configuration, published_seq::int from workforce.agent_configurations where organization_id = $1',
  );
  const assignments = await q<
    Record<string, any>
  >(`select assignment_id, state, title, created_by, active_attempt_id, claim_agent_id,
      claim_configuration_version, floor(extract(epoch from claim_expires_at) * 1000)::float8 as expires_ms, attempt_count,
      completed_attempt_id, outcome_entity_id, uncertain_attempt_id, cancelled_by, cancel_reason, effected_attempt_id,
      workforce.availability(a, now())->>'explanation' as explanation,
      (select e.recorded_by from workforce.events e where e.organization_id = a.organization_id
         and e.attempt_id = a.active_attempt_id and e.kind = 'attempt.started') as claimed_by
      from workforce.assignments a where organization_id = $1`);
  return {
    head: head!.last_seq,
    // A rebuild left half done would show as `rebuilding`: after a batch every rebuild has returned.
    cursors: cursors.map((c) => ({
      projection: c.projection,
      dirty: c.dirty || c.rebuilding,
      lastAppliedSeq: c.last_applied_seq,
    })),
    actors: actors
      .map((a) => ({
        id: a.actor_id,
        kind: a.kind as never,
        name: a.display_name,
        active: a.status === 'ACTIVE',
        latestVersion: a.latest_configuration_version,
      }))
      .sort((x, y) => x.id.localeCompare(y.id)),
    configurations: configurations
      .map((c) => ({ key: `${c.agent_id}/${c.version}`, configuration: c.configuration, seq: c.published_seq }))
      .sort((x, y) => x.key.localeCompare(y.key)),
    assignments: assignments
      .map((a) => ({
        id: a.assignment_id,
        state: a.state,
        title: a.title,
        creator: a.created_by,
        active: a.active_attempt_id && {
          attemptId: a.active_attempt_id,
          agentId: a.claim_agent_id,
          version: a.claim_configuration_version,
          expiresAt: a.expires_ms,
          claimedBy: a.claimed_by,
        },
        attemptCount: a.attempt_count,
        completedAttemptId: a.completed_attempt_id,
        outcomeEntityId: a.outcome_entity_id,
        uncertainAttemptId: a.uncertain_attempt_id,
        cancellation: a.cancelled_by && { by: a.cancelled_by, reason: a.cancel_reason },
        effectedAttemptId: a.effected_attempt_id,
        effectWarning: (a.explanation as string).match(EFFECT_WARNING)?.[0] ?? null,
      }))
      .sort((x, y) => x.id.localeCompare(y.id)),
  };
}

/** The events after `afterSeq`, by org_seq: what a batch wrote. */
export async function ledgerAfter(t: { admin: pg.Pool; ownerDb: Db }, organizationId: string, afterSeq: number): Promise<Ledger> {
  const { rows } = await t.admin.query<{
    seq: number;
    event_id: string;
    kind: string;
    payload_version: number;
    actor_id: string;
    recorded_by: string;
    assignment_id: string | null;
    attempt_id: string | null;
    payload: Record<string, unknown>;
    follows_seq: number | null;
  }>(
    `select e.org_seq::int as seq, e.event_id, e.kind, e.payload_version, e.actor_id, e.recorded_by, e.assignment_id,
            e.attempt_id, e.payload,
            (select f.org_seq::int from workforce.events f
              where f.organization_id = e.organization_id and f.event_id = e.follows_event_id) as follows_seq
       from workforce.events e where e.organization_id = $1 and e.org_seq > $2 order by e.org_seq`,
    [organizationId, afterSeq],
  );
  // Payloads as appended: evidence stored with its contents apart is filled in, as every read fills it.
  const filled = await fillPayloads(
    t.ownerDb,
    organizationId,
    rows.map(
      (r) =>
        ({
          id: r.event_id,
          seq: r.seq,
          kind: r.kind,
          attemptId: r.attempt_id,
          payloadVersion: r.payload_version,
          payload: r.payload,
        }) as LedgerEvent,
    ),
  );
  return new Map(
    rows.map((r, i) => [
      r.seq,
      {
        kind: r.kind,
        actorId: r.actor_id,
        recordedBy: r.recorded_by,
        assignmentId: r.assignment_id,
        attemptId: r.attempt_id,
        payload: filled[i]!.payload,
        followsSeq: r.follows_seq,
      },
    ]),
  );
}

/** The first difference between two views, as a sentence; null when they are equal. */
export function viewDifference(expected: View, actual: View): string | null {
  for (const key of Object.keys(expected) as (keyof View)[]) {
    const e = expected[key];
    const a = actual[key];
    if (isDeepStrictEqual(e, a)) continue;
    if (!Array.isArray(e) || !Array.isArray(a))
      return `${key}: the model has ${JSON.stringify(e)}, the database ${JSON.stringify(a)}`;
    const index = e.findIndex((row, i) => !isDeepStrictEqual(row, a[i]));
    return (
      `${key} (${e.length} in the model, ${a.length} in the database) differ first at row ${index}: ` +
      `model ${JSON.stringify(e[index])}, database ${JSON.stringify(a[index])}`
    );
  }
  return null;
}

export type Linearization = { ok: true; model: Model; order: string[] } | { ok: false; reason: string };

/** Searches the orders a batch may have taken (at most a few commands: the search is tiny). */
export function linearize(before: Model, batch: Issued[], w: Window, actual: View, ledger: Ledger): Linearization {
  const points: Point[] = batch.flatMap(({ op, observed, group }, index): Point[] => {
    const seq = observed.ok && !observed.replayed ? observed.seq : null;
    const batches = op.type === 'rebuild' && observed.ok ? (observed.value.batches as number) : 1;
    return batches > 1
      ? [
          { index, op, observed, phase: 'begin', seq: null },
          { index, op, observed, phase: 'end', seq: null },
        ]
      : [{ index, op, observed, phase: 'whole', seq, group }];
  });
  // The explanations that got furthest, for the failure message.
  let deepest = { depth: -1, reasons: ['no order was tried'] };
  const fail = (depth: number, reason: string) => {
    if (depth > deepest.depth) deepest = { depth, reasons: [reason] };
    else if (depth === deepest.depth && deepest.reasons.length < 4) deepest.reasons.push(reason);
  };
  // A batch command is one transaction: once its first item is taken, only its next item may follow.
  const allowed = (p: Point, remaining: Point[], open: number | undefined) =>
    (open === undefined || p.group === open) &&
    (p.group === undefined || !remaining.some((q) => q.group === p.group && q.index < p.index));
  const search = (m: Model, remaining: Point[], order: string[], open?: number): Linearization | null => {
    if (remaining.length === 0) {
      const difference = viewDifference(modelView(m), actual);
      if (difference === null) return { ok: true, model: m, order };
      fail(order.length, `after ${order.join(' → ')}: ${difference}`);
      return null;
    }
    for (const p of remaining) {
      if (!allowed(p, remaining, open)) continue;
      if (p.seq !== null && remaining.some((q) => q.seq !== null && q.seq < p.seq!)) continue;
      if (p.phase === 'end' && remaining.some((q) => q.index === p.index && q.phase === 'begin')) continue;
      const next = cloneModel(m);
      const problem = step(next, p.op, p.phase, p.observed, w, ledger);
      const label = `#${p.index}${p.phase === 'whole' ? '' : ` ${p.phase}`}`;
      if (problem) {
        fail(
          order.length,
          `${order.length ? `after ${order.join(' → ')}, ` : ''}command ${label} ${describeOp(p.op)} ${problem}`,
        );
        continue;
      }
      const rest = remaining.filter((q) => q !== p);
      const found = search(
        next,
        rest,
        [...order, label],
        rest.some((q) => q.group !== undefined && q.group === p.group) ? p.group : undefined,
      );
      if (found) return found;
    }
    return null;
  };
  return (
    search(before, points, []) ?? {
      ok: false,
      reason: `no order of the batch explains its answers.\n  batch:\n${batch
        .map(({ op, observed }, i) => `    #${i} ${describeOp(op)} → ${describeObservation(observed)}`)
        .join('\n')}\n  closest:\n    ${deepest.reasons.join('\n    ')}`,
    }
  );
}
