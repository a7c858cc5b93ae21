import type { DomainError } from '../../../src/errors.js';
import type { ActorKind, Projection, ReceiptModel } from './state.js';

// One command as issued: every id resolved, so sending the same object again is an exact retry.

export type Op =
  | { type: 'create'; caller: string; assignmentId: string; eventId?: string; title?: string; goal: string }
  | {
      type: 'claim';
      caller: string;
      assignmentId: string;
      agentId: string;
      version: number;
      attemptId: string;
      eventId?: string;
      expiresAt?: Date;
      ttlSeconds?: number;
    }
  | {
      type: 'end';
      caller: string;
      assignmentId: string;
      attemptId: string;
      outcome: 'COMPLETED' | 'FAILED';
      content?: string;
      outcomeEntityId?: string;
      reason?: string;
      eventId?: string;
    }
  | { type: 'entity'; caller: string; entityId: string; content: string; attemptId?: string }
  | { type: 'recover'; caller: string; assignmentId: string; attemptId: string; eventId?: string }
  | {
      type: 'append';
      caller: string;
      kind: string;
      /** 1, or 2 for a tool.call that declares its effect and a tool.result that states it. */
      payloadVersion: number;
      payload: Record<string, unknown>;
      eventId?: string;
      assignmentId?: string;
      attemptId?: string;
    }
  | {
      type: 'renew';
      caller: string;
      assignmentId: string;
      attemptId: string;
      eventId?: string;
      expiresAt?: Date;
      ttlSeconds?: number;
    }
  | { type: 'cancel'; caller: string; assignmentId: string; reason: string; eventId?: string }
  | { type: 'reopen'; caller: string; assignmentId: string; reason: string; eventId?: string }
  | {
      type: 'reconcile';
      caller: string;
      assignmentId: string;
      attemptId: string;
      decision: 'RETRY' | 'COMPLETE';
      /** The receipts: each inline content (a new Entity id on every try) or an existing Entity's id. */
      receipts: ReceiptModel[];
      /** COMPLETE: inline outcome content. */
      outcome?: string;
      note?: string;
      eventId?: string;
    }
  | { type: 'register'; caller: string; actorId: string; kind: ActorKind; name: string; eventId?: string }
  | { type: 'deactivate'; caller: string; actorId: string; eventId?: string }
  | {
      type: 'publish';
      caller: string;
      agentId: string;
      version: number;
      configuration: Record<string, unknown>;
      eventId?: string;
    }
  | { type: 'dirty'; caller: string; projection: Projection }
  | { type: 'rebuild'; caller: string; projection: Projection; batchSize: number };

/** What a command answered: its result, or the typed refusal it threw. */
export type Observation =
  | { ok: true; value: any; replayed: boolean /** org_seq of the last event it wrote */; seq: number | null }
  | { ok: false; error: DomainError };

/** Database time (ms since the epoch) just before the batch was sent and just after it answered. */
export interface Window {
  from: number;
  to: number;
}

export const GUARDED_KIND = 'attempt.ended';

export function describeOp(op: Op): string {
  const short = (id: string | undefined) => (id ? id.slice(0, 8) : '-');
  const { type, caller, ...rest } = op;
  const facts = Object.entries(rest)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) =>
        `${k}=${typeof v === 'string' && v.length === 36 ? short(v) : v instanceof Date ? v.toISOString() : JSON.stringify(v)}`,
    );
  return `${type}(caller=${short(caller)} ${facts.join(' ')})`;
}

export function describeObservation(o: Observation): string {
  return o.ok
    ? `ok${o.replayed ? ' (replayed)' : ''}${o.seq === null ? '' : ` #${o.seq}`}`
    : `${o.error.name}: ${o.error.message}`;
}
