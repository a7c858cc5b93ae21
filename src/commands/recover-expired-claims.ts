import { sql } from 'kysely';
import type { Caller } from '../caller.js';
import type { Db } from '../db/kysely.js';
import { withOrganization } from '../db/read-scope.js';
import { DomainError } from '../errors.js';
import { recoverExpiredClaim } from './recover-expired-claim.js';

export interface ExpiredClaim {
  assignmentId: string;
  attemptId: string;
  claimExpiresAt: Date;
}

export interface SweepOutcome extends ExpiredClaim {
  /** The recovered Attempt's outcome (ABANDONED, or UNCERTAIN while a tool call's effect is unsettled); null when refused. */
  outcome: string | null;
  /** The Assignment's state after the recovery (READY, or UNCERTAIN); null when refused. */
  state: string | null;
  /** True when another caller had recovered this Attempt already (the command answers that recovery again). */
  replayed: boolean;
  /** The refusal's code when the claim was not recovered after all (renewed or ended meanwhile). */
  refused: string | null;
}

const PAGE = 500;

/**
 * The organization's expired claims (RUNNING, claim_expires_at <= now() in database time), oldest
 * expiry first, after `after`: read as the application role in a read session of the organization,
 * so row-level security shows it nothing of another.
 */
export async function listExpiredClaims(
  readDb: Db,
  organizationId: string,
  limit: number,
  after: { claimExpiresAt: Date; assignmentId: string } | null = null,
): Promise<ExpiredClaim[]> {
  const rows = await withOrganization(readDb, organizationId, (q) =>
    q
      .selectFrom('assignments')
      .select(['assignment_id', 'active_attempt_id', 'claim_expires_at'])
      .where('organization_id', '=', organizationId)
      .where('state', '=', 'RUNNING')
      .where('claim_expires_at', '<=', sql<Date>`now()`)
      .$if(after !== null, (w) =>
        w.where(sql<boolean>`(claim_expires_at, assignment_id) > (${after!.claimExpiresAt}, ${after!.assignmentId}::uuid)`),
      )
      .orderBy('claim_expires_at')
      .orderBy('assignment_id')
      .limit(limit)
      .execute(),
  );
  return rows.map((r) => ({
    assignmentId: r.assignment_id,
    attemptId: r.active_attempt_id!,
    claimExpiresAt: r.claim_expires_at!,
  }));
}

/**
 * Recovers the organization's expired claims, at most `limit`, one recoverExpiredClaim each as
 * `caller` (its System Actor): the command re-checks each under its row lock, so a claim ended since
 * the listing is refused and reported, not recovered, and one another caller recovered meanwhile is
 * answered as that recovery's replay (`replayed`). `onOutcome` sees each as it happens
 * (awaited before the next).
 */
export async function recoverExpiredClaims(
  db: Db,
  readDb: Db,
  caller: Caller,
  limit: number,
  onOutcome: (outcome: SweepOutcome) => void | Promise<void> = () => {},
): Promise<SweepOutcome[]> {
  const outcomes: SweepOutcome[] = [];
  let after: ExpiredClaim | null = null;
  while (outcomes.length < limit) {
    const page: ExpiredClaim[] = await listExpiredClaims(
      readDb,
      caller.organizationId,
      Math.min(PAGE, limit - outcomes.length),
      after,
    );
    for (const claim of page) {
      let outcome: SweepOutcome;
      try {
        const result = await recoverExpiredClaim(db, caller, { assignmentId: claim.assignmentId, attemptId: claim.attemptId });
        outcome = {
          ...claim,
          outcome: result.attempt?.outcome ?? null,
          state: result.assignment.state,
          replayed: result.replayed,
          refused: null,
        };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcome = { ...claim, outcome: null, state: null, replayed: false, refused: error.code };
      }
      outcomes.push(outcome);
      await onOutcome(outcome);
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!;
  }
  return outcomes;
}
