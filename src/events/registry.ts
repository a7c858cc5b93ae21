import type { z } from 'zod';
import type { ProjectionName } from '../db/models.js';
import { type PayloadKey, payloadSchemas } from './payloads.js';

/** The two kinds of call an Attempt records: to a model, or to a tool. */
export type InteractionKind = 'MODEL_CALL' | 'TOOL_CALL';

export interface EventKind {
  kind: string;
  payloadVersion: number;
  /** The projection whose apply function applies it (workforce.event_projection agrees). */
  projection: ProjectionName | null;
  /** Guarded kinds are written only by the command that also applies them, never by appendEvent. */
  guarded: boolean;
  /** What happened, as the ledger's reference data (workforce.event_kinds.description) says it. */
  description: string;
  /** A model or tool call's request (it opens the interaction) or its response, paired by call_id. */
  interaction?: { kind: InteractionKind; opens: boolean };
  /** No command writes this version any longer: it is kept to read, verify and rebuild older ledgers. */
  replayOnly?: true;
  /**
   * A stored form (sql/schema/15_contents.sql): how the generic append stores payloads of this
   * version of the kind with their large values by reference (a request as what it adds). Never
   * sent; reads show the payload as sent, with this version's number as `storedPayloadVersion`.
   */
  storedFormOf?: number;
}

/**
 * The event-kind registry: the one declaration of every kind and payload version. Each has a zod
 * schema in payloads.ts and a fixture in test/fixtures/events/. sql/schema/80_event_kinds.repeatable.sql
 * is generated from it (npm run db:kinds); test/unit/events.test.ts and test/db/event-kinds.test.ts
 * check the rest of the SQL against it.
 */
export const eventKinds: readonly EventKind[] = [
  {
    kind: 'organization.created',
    payloadVersion: 1,
    projection: null,
    guarded: true,
    description: 'an organization and its System Actor came into being',
  },
  {
    kind: 'actor.registered',
    payloadVersion: 1,
    projection: 'ACTORS',
    guarded: true,
    description: 'a human, AI agent or system actor was registered',
  },
  {
    kind: 'actor.deactivated',
    payloadVersion: 1,
    projection: 'ACTORS',
    guarded: true,
    description: 'an actor was deactivated and may no longer act',
  },
  {
    kind: 'agent_configuration.published',
    payloadVersion: 1,
    projection: 'ACTORS',
    guarded: true,
    description: 'an immutable, numbered configuration of an AI agent was published',
  },
  {
    kind: 'entity.created',
    payloadVersion: 1,
    projection: null,
    guarded: true,
    description: 'immutable content was stored; the payload carries its SHA-256',
  },
  {
    kind: 'api_token.created',
    payloadVersion: 1,
    projection: null,
    guarded: true,
    description: 'an API token was issued to an actor with a role (its secret is never recorded)',
  },
  {
    kind: 'api_token.revoked',
    payloadVersion: 1,
    projection: null,
    guarded: true,
    description: 'an API token was revoked and no longer authenticates',
  },
  {
    kind: 'evidence.retention_set',
    payloadVersion: 1,
    projection: null,
    guarded: true,
    description: 'the organization set how long evidence contents are kept (null: for ever)',
  },
  {
    kind: 'evidence.expired',
    payloadVersion: 1,
    projection: null,
    guarded: true,
    description: 'retention went through the events up to through_seq, deleting the evidence contents no later event references',
  },
  {
    kind: 'assignment.created',
    payloadVersion: 1,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description: 'an assignment was created with one goal entity and is ready',
  },
  {
    kind: 'attempt.started',
    payloadVersion: 1,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description: 'an AI agent claimed an assignment, pinning a configuration version, until an expiry',
  },
  {
    kind: 'attempt.ended',
    payloadVersion: 1,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description: 'an attempt completed, failed, or was abandoned and recovered',
  },
  {
    kind: 'attempt.renewed',
    payloadVersion: 1,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description: 'the active claim was renewed before it expired: its expiry moved',
  },
  {
    kind: 'attempt.ended',
    payloadVersion: 2,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description: 'an attempt was superseded by a cancellation, or ended uncertain with an external effect unproven either way',
  },
  {
    kind: 'attempt.ended',
    payloadVersion: 3,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description:
      'an attempt completed with its outcome entity, whose media type, SHA-256 and size it records (an outcome stored with it has no entity.created of its own)',
  },
  {
    kind: 'attempt.reconciled',
    payloadVersion: 1,
    projection: 'ASSIGNMENTS',
    guarded: true,
    replayOnly: true,
    description: 'an uncertain attempt was resolved against a receipt: retried (abandoned) or completed',
  },
  {
    kind: 'attempt.reconciled',
    payloadVersion: 2,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description:
      'an uncertain attempt was resolved against verified receipts, one per producing tool: abandoned, completed, or effected (its effect happened on a cancelled assignment)',
  },
  {
    kind: 'assignment.cancelled',
    payloadVersion: 1,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description: 'an operator cancelled an assignment; its active attempt, if any, ended first',
  },
  {
    kind: 'assignment.reopened',
    payloadVersion: 1,
    projection: 'ASSIGNMENTS',
    guarded: true,
    description: 'a cancelled assignment was reopened and is ready again',
  },
  {
    kind: 'llm.request',
    payloadVersion: 1,
    projection: null,
    guarded: false,
    interaction: { kind: 'MODEL_CALL', opens: true },
    description: 'a model request made within an attempt',
  },
  {
    kind: 'llm.response',
    payloadVersion: 1,
    projection: null,
    guarded: false,
    interaction: { kind: 'MODEL_CALL', opens: false },
    description: 'a model response, paired with its request by call_id',
  },
  {
    kind: 'tool.call',
    payloadVersion: 1,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: true },
    description: 'a tool call made within an attempt',
  },
  {
    kind: 'tool.call',
    payloadVersion: 2,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: true },
    description:
      'a tool call that declares its effect: only an internal one (not external in the configuration either) is never uncertain',
  },
  {
    kind: 'tool.result',
    payloadVersion: 1,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: false },
    description: 'a tool result or error, paired with its call by call_id',
  },
  {
    kind: 'tool.result',
    payloadVersion: 2,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: false },
    description: 'a tool result or error that states its effect: none, happened or unknown (an error without it is unknown)',
  },
  {
    kind: 'llm.request',
    payloadVersion: 2,
    projection: null,
    guarded: false,
    interaction: { kind: 'MODEL_CALL', opens: true },
    storedFormOf: 1,
    description:
      'a model request as stored: its messages as what they add to an earlier request of the attempt, large contents by SHA-256',
  },
  {
    kind: 'llm.response',
    payloadVersion: 2,
    projection: null,
    guarded: false,
    interaction: { kind: 'MODEL_CALL', opens: false },
    storedFormOf: 1,
    description: 'a model response as stored: its content by SHA-256',
  },
  {
    kind: 'tool.call',
    payloadVersion: 3,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: true },
    storedFormOf: 1,
    description: 'a tool call (version 1) as stored: its arguments by SHA-256',
  },
  {
    kind: 'tool.call',
    payloadVersion: 4,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: true },
    storedFormOf: 2,
    description: 'a tool call (version 2) as stored: its arguments by SHA-256',
  },
  {
    kind: 'tool.result',
    payloadVersion: 3,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: false },
    storedFormOf: 1,
    description: 'a tool result (version 1) as stored: its result by SHA-256',
  },
  {
    kind: 'tool.result',
    payloadVersion: 4,
    projection: null,
    guarded: false,
    interaction: { kind: 'TOOL_CALL', opens: false },
    storedFormOf: 2,
    description: 'a tool result (version 2) as stored: its result by SHA-256',
  },
];

/** `attempt` of `attempt.started`. */
export const namespaceOf = (kind: string): string => kind.split('.')[0]!;

/** The registered kinds of one namespace (each once, whatever its versions). */
export const kindsIn = (namespace: string): string[] => [
  ...new Set(eventKinds.filter((k) => namespaceOf(k.kind) === namespace).map((k) => k.kind)),
];

/**
 * Namespaces owned by a projection or a guarded command: those of the guarded kinds. SQL's
 * workforce.is_guarded_kind spells them out; test/db/event-kinds.test.ts keeps the two equal.
 */
export const RESERVED_NAMESPACES: ReadonlySet<string> = new Set(
  eventKinds.filter((k) => k.guarded).map((k) => namespaceOf(k.kind)),
);

/**
 * Namespaces of evidence: model and tool calls, the kinds that record an interaction. Such an
 * event must name its Attempt (SQL's workforce.is_evidence_kind spells them out;
 * test/db/event-kinds.test.ts keeps the two equal).
 */
export const EVIDENCE_NAMESPACES: ReadonlySet<string> = new Set(
  eventKinds.filter((k) => k.interaction).map((k) => namespaceOf(k.kind)),
);

/**
 * A guarded kind at any version, or an unregistered kind in a reserved namespace: the generic
 * append must refuse it whatever its payload version says.
 */
export function isGuardedKind(kind: string): boolean {
  const versions = eventKinds.filter((k) => k.kind === kind);
  if (versions.some((k) => k.guarded)) return true;
  return RESERVED_NAMESPACES.has(namespaceOf(kind)) && versions.length === 0;
}

export function findEventKind(kind: string, payloadVersion: number): EventKind | undefined {
  return eventKinds.find((k) => k.kind === kind && k.payloadVersion === payloadVersion);
}

export function payloadSchema(kind: string, payloadVersion: number): z.ZodType | undefined {
  return payloadSchemas[`${kind}@${payloadVersion}` as PayloadKey];
}
