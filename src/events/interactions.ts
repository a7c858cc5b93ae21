import type { LedgerEvent } from '../db/models.js';
import { eventKinds, type InteractionKind } from './registry.js';

export type { InteractionKind } from './registry.js';

/** One model or tool call of an Attempt: its request, and its response once there is one. */
export interface Interaction {
  kind: InteractionKind;
  callId: string;
  /** Null only for a response recorded without its request. */
  request: LedgerEvent | null;
  /** Null while pending: a request whose response was never recorded is shown, never dropped. */
  response: LedgerEvent | null;
}

/** The interaction kinds of the registry: which call each belongs to, and whether it opens it. */
const PAIRS: ReadonlyMap<string, { kind: InteractionKind; opens: boolean }> = new Map(
  eventKinds.flatMap((k) => (k.interaction ? [[k.kind, k.interaction] as const] : [])),
);

/** Every kind that is half of an interaction: what an Attempt's interactions are read from. */
export const INTERACTION_KINDS: readonly string[] = [...new Set(PAIRS.keys())];

/**
 * Pairs an Attempt's interaction events (in ledger order) by kind and call id, in the order the
 * calls were made. A response with no request of its own is kept as an interaction of its own.
 */
export function pairInteractions(events: readonly LedgerEvent[]): Interaction[] {
  const interactions: Interaction[] = [];
  const open = new Map<string, Interaction>();
  for (const event of events) {
    const pair = PAIRS.get(event.kind);
    if (!pair) continue;
    const callId = String(event.payload.call_id);
    const key = `${pair.kind}:${callId}`;
    if (pair.opens) {
      const interaction: Interaction = { kind: pair.kind, callId, request: event, response: null };
      open.set(key, interaction);
      interactions.push(interaction);
    } else {
      const pending = open.get(key);
      if (pending) {
        pending.response = event;
        open.delete(key);
      } else {
        interactions.push({ kind: pair.kind, callId, request: null, response: event });
      }
    }
  }
  return interactions;
}
