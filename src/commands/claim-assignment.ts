import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { newId } from '../ids.js';
import { id, parseInput } from '../validation.js';
import { type BatchLimits, DEFAULT_MAX_BATCH, type ItemResult, runBatch } from './batch.js';
import { sendCommand } from './group-commit.js';
import { type AssignmentCommandResult, toAssignmentResult } from './results.js';

export interface ClaimLimits {
  /** Used when the caller gives neither an expiry nor a TTL. */
  defaultClaimSeconds: number;
  /** No claim may reach further ahead than this (checked against database time). */
  maxClaimSeconds: number;
}

export const DEFAULT_CLAIM_LIMITS: ClaimLimits = { defaultClaimSeconds: 300, maxClaimSeconds: 86_400 };

export const ClaimAssignmentInput = z
  .object({
    assignmentId: id,
    agentId: id,
    configurationVersion: z.number().int().positive(),
    attemptId: id.optional(),
    eventId: id.optional(),
    claimExpiresAt: z.coerce.date().optional(),
    claimTtlSeconds: z.number().int().positive().optional(),
  })
  .refine((i) => i.claimExpiresAt === undefined || i.claimTtlSeconds === undefined, {
    message: 'give claimExpiresAt or claimTtlSeconds, not both',
    path: ['claimTtlSeconds'],
  });

/** One claim as workforce.claim_assignment_item takes it, its ids chosen before the first try. */
function prepare(input: unknown, limits: ClaimLimits) {
  const i = parseInput(ClaimAssignmentInput, input);
  return {
    assignment_id: i.assignmentId,
    agent_id: i.agentId,
    configuration_version: i.configurationVersion,
    attempt_id: i.attemptId ?? newId(),
    event_id: i.eventId ?? null,
    claim_expires_at: i.claimExpiresAt ?? null,
    claim_ttl_seconds: i.claimExpiresAt ? null : (i.claimTtlSeconds ?? limits.defaultClaimSeconds),
  };
}

/**
 * Claims a READY Assignment for one active AI Agent and configuration version, starting an
 * Attempt. Exactly one of any number of concurrent claims commits; the others are refused
 * (ClaimConflict) before anything is written. Sent through the pool's group commit when it has one.
 */
export async function claimAssignment(
  db: Db,
  caller: Caller,
  input: z.input<typeof ClaimAssignmentInput>,
  limits: ClaimLimits = DEFAULT_CLAIM_LIMITS,
): Promise<AssignmentCommandResult> {
  const c = prepare(input, limits);
  return toAssignmentResult(await sendCommand(db, 'claim', caller, { ...c, max_claim_seconds: limits.maxClaimSeconds }));
}

/**
 * Claims many Assignments in one transaction, each judged exactly as claimAssignment judges it
 * (a refused item writes nothing and does not stop the others); results in input order.
 */
export function claimAssignments(
  db: Db,
  caller: Caller,
  inputs: readonly z.input<typeof ClaimAssignmentInput>[],
  limits: ClaimLimits & Partial<BatchLimits> = DEFAULT_CLAIM_LIMITS,
): Promise<ItemResult<AssignmentCommandResult>[]> {
  return runBatch(
    inputs,
    { maxBatch: limits.maxBatch ?? DEFAULT_MAX_BATCH },
    {
      field: 'claims',
      prepare: (input) => prepare(input, limits),
      call: (items) =>
        callFunction(db, 'claim_assignments', {
          organization_id: caller.organizationId,
          caller_id: caller.actorId,
          items,
          max_claim_seconds: limits.maxClaimSeconds,
        }),
      toResult: toAssignmentResult,
    },
  );
}
