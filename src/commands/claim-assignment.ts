import { sql } from 'kysely';
import { z } from 'zod';
import { callCommand } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import {
  id, newId, parseInput, toAssignmentResult, type AssignmentCommandResult, type AssignmentResultJson, type Caller,
} from './shared.js';

export interface ClaimLimits {
  /** Used when the caller gives neither an expiry nor a TTL. */
  defaultClaimSeconds: number;
  /** No claim may reach further ahead than this (checked against database time). */
  maxClaimSeconds: number;
}

export const DEFAULT_CLAIM_LIMITS: ClaimLimits = { defaultClaimSeconds: 300, maxClaimSeconds: 86_400 };

export const ClaimAssignmentInput = z.object({
  assignmentId: id,
  agentId: id,
  configurationVersion: z.number().int().positive(),
  attemptId: id.optional(),
  eventId: id.optional(),
  claimExpiresAt: z.coerce.date().optional(),
  claimTtlSeconds: z.number().int().positive().optional(),
}).refine((i) => i.claimExpiresAt === undefined || i.claimTtlSeconds === undefined, {
  message: 'give claimExpiresAt or claimTtlSeconds, not both',
  path: ['claimTtlSeconds'],
});

/**
 * Claims a READY Assignment for one active AI Agent and configuration version, starting an
 * Attempt. Exactly one of any number of concurrent claims commits; the others are refused
 * (ClaimConflict) before anything is written.
 */
export async function claimAssignment(
  db: Db, caller: Caller, input: z.input<typeof ClaimAssignmentInput>, limits: ClaimLimits = DEFAULT_CLAIM_LIMITS,
): Promise<AssignmentCommandResult> {
  const i = parseInput(ClaimAssignmentInput, input);
  const ttl = i.claimExpiresAt ? null : (i.claimTtlSeconds ?? limits.defaultClaimSeconds);
  return toAssignmentResult(await callCommand<AssignmentResultJson>(db, sql`
    select workforce.claim_assignment(${caller.organizationId}, ${caller.actorId}, ${i.assignmentId}, ${i.agentId},
      ${i.configurationVersion}, ${i.attemptId ?? newId()}, ${i.eventId ?? null}, ${i.claimExpiresAt ?? null}::timestamptz,
      ${ttl}::integer, ${limits.maxClaimSeconds}::integer) as result`, caller.organizationId));
}
