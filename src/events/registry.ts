import type { z } from 'zod';
import type { ProjectionName } from '../db/models.js';
import { payloadSchemas, type PayloadKey } from './payloads.js';

export interface EventKind {
  kind: string;
  payloadVersion: number;
  projection: ProjectionName | null;
  /** Guarded kinds are written only by the command that also applies them, never by appendEvent. */
  guarded: boolean;
}

/** Mirrors sql/schema/80_event_kinds.repeatable.sql; a test keeps the two identical. */
export const eventKinds: readonly EventKind[] = [
  { kind: 'organization.created', payloadVersion: 1, projection: null, guarded: true },
  { kind: 'actor.registered', payloadVersion: 1, projection: 'ACTORS', guarded: true },
  { kind: 'actor.deactivated', payloadVersion: 1, projection: 'ACTORS', guarded: true },
  { kind: 'agent_configuration.published', payloadVersion: 1, projection: 'ACTORS', guarded: true },
  { kind: 'entity.created', payloadVersion: 1, projection: null, guarded: true },
  { kind: 'api_token.created', payloadVersion: 1, projection: null, guarded: true },
  { kind: 'api_token.revoked', payloadVersion: 1, projection: null, guarded: true },
  { kind: 'assignment.created', payloadVersion: 1, projection: 'ASSIGNMENTS', guarded: true },
  { kind: 'attempt.started', payloadVersion: 1, projection: 'ASSIGNMENTS', guarded: true },
  { kind: 'attempt.ended', payloadVersion: 1, projection: 'ASSIGNMENTS', guarded: true },
  { kind: 'llm.request', payloadVersion: 1, projection: null, guarded: false },
  { kind: 'llm.response', payloadVersion: 1, projection: null, guarded: false },
  { kind: 'tool.call', payloadVersion: 1, projection: null, guarded: false },
  { kind: 'tool.result', payloadVersion: 1, projection: null, guarded: false },
];

/** Namespaces owned by a projection or a guarded command (mirrors workforce.is_guarded_kind). */
const RESERVED_NAMESPACES = new Set(['organization', 'actor', 'agent_configuration', 'entity', 'api_token', 'assignment', 'attempt']);

/**
 * A guarded kind at any version, or an unregistered kind in a reserved namespace: the generic
 * append must refuse it whatever its payload version says.
 */
export function isGuardedKind(kind: string): boolean {
  const versions = eventKinds.filter((k) => k.kind === kind);
  if (versions.some((k) => k.guarded)) return true;
  return RESERVED_NAMESPACES.has(kind.split('.')[0]!) && versions.length === 0;
}

export function findEventKind(kind: string, payloadVersion: number): EventKind | undefined {
  return eventKinds.find((k) => k.kind === kind && k.payloadVersion === payloadVersion);
}

export function payloadSchema(kind: string, payloadVersion: number): z.ZodType | undefined {
  return payloadSchemas[`${kind}@${payloadVersion}` as PayloadKey];
}
