// The fixed state the fuzz aims at: real ids in every state, so a request that slipped past its
// poison would have something to change (and the ledger check would see it).

import { parseToken } from '../../../src/auth/tokens.js';
import {
  appendEvent,
  cancelAssignment,
  createApiToken,
  createEntity,
  deactivateActor,
  endAttempt,
  recoverExpiredClaim,
  registerActor,
  revokeApiToken,
} from '../../../src/commands/index.js';
import { type ApiOrganization, apiOrganization } from '../../helpers/api.js';
import type { TestDatabase } from '../../helpers/db.js';
import { claim, newAgent, newAssignment, soonInDatabaseTime, waitUntilDatabaseTime } from '../../helpers/factories.js';

export interface World {
  a: ApiOrganization;
  /** Another organization: its ids are not found from `a`, its tokens are valid only there. */
  b: ApiOrganization;
  /** A VIEWER token of a deactivated Actor of `a`: it no longer authenticates. */
  deactivatedToken: string;
  deactivatedActorId: string;
  /** A RUNNER token of `a` that was revoked. */
  revokedToken: string;
  /** A live token of `a` (its viewer token), which revokeApiToken could revoke. */
  liveTokenId: string;
  agentId: string;
  readyAssignmentId: string;
  runningAssignmentId: string;
  runningAttemptId: string;
  completedAssignmentId: string;
  completedAttemptId: string;
  cancelledAssignmentId: string;
  /** An Assignment whose Attempt ended UNCERTAIN (an external call unanswered when its claim was recovered). */
  uncertainAssignmentId: string;
  uncertainAttemptId: string;
  /** Its goal: never a receipt (ReceiptRejected ENTITY_IN_USE). */
  uncertainGoalEntityId: string;
  entityId: string;
  bAgentId: string;
  bAssignmentId: string;
  bEntityId: string;
}

export async function buildWorld(t: TestDatabase): Promise<World> {
  const [a, b] = [await apiOrganization(t, 'fuzz-a'), await apiOrganization(t, 'fuzz-b')];
  const sys = (o: ApiOrganization) => ({ organizationId: o.organizationId, actorId: o.systemActorId });
  const agentId = await newAgent(t, { organizationId: a.organizationId, system: sys(a) });
  const ready = await newAssignment(t, sys(a));
  const running = await newAssignment(t, sys(a));
  // Far from expiry, so recovering it stays a refusal however long the run (LONG) takes.
  const runningClaim = await claim(t, sys(a), running.assignment.id, agentId, {
    claimExpiresAt: new Date(Date.now() + 20 * 3_600_000),
  });
  const completed = await newAssignment(t, sys(a));
  const completedClaim = await claim(t, sys(a), completed.assignment.id, agentId);
  await endAttempt(t.db, sys(a), {
    assignmentId: completed.assignment.id,
    attemptId: completedClaim.attempt!.id,
    outcome: 'COMPLETED',
    outcomeEntity: { mediaType: 'text/plain', content: '7731' },
  });
  const cancelled = await newAssignment(t, sys(a));
  await cancelAssignment(t.db, sys(a), { assignmentId: cancelled.assignment.id, reason: 'fuzz world' });
  const uncertain = await newAssignment(t, sys(a));
  const uncertainUntil = await soonInDatabaseTime(t, 150);
  const uncertainClaim = await claim(t, sys(a), uncertain.assignment.id, agentId, { claimExpiresAt: uncertainUntil });
  await appendEvent(t.db, sys(a), {
    kind: 'tool.call',
    payloadVersion: 2,
    attemptId: uncertainClaim.attempt!.id,
    payload: { call_id: 'pay-1', tool_name: 'pay', arguments: { amount: 1 }, effect: 'external' },
  });
  await waitUntilDatabaseTime(t, uncertainUntil);
  await recoverExpiredClaim(t.db, sys(a), { assignmentId: uncertain.assignment.id, attemptId: uncertainClaim.attempt!.id });
  const entity = await createEntity(t.db, sys(a), { mediaType: 'application/json', content: '{"doc":1}' });
  const gone = await registerActor(t.db, sys(a), { kind: 'HUMAN', displayName: 'Gone' });
  const deactivatedToken = (await createApiToken(t.db, sys(a), { actorId: gone.actor.id, role: 'VIEWER' })).secret;
  await deactivateActor(t.db, sys(a), { actorId: gone.actor.id });
  const revoked = await createApiToken(t.db, sys(a), { actorId: a.runnerActorId, role: 'RUNNER' });
  await revokeApiToken(t.db, sys(a), { tokenId: revoked.token.id });
  const bAgentId = await newAgent(t, { organizationId: b.organizationId, system: sys(b) });
  const bAssignment = await newAssignment(t, sys(b));
  return {
    a,
    b,
    deactivatedToken,
    deactivatedActorId: gone.actor.id,
    agentId,
    revokedToken: revoked.secret,
    liveTokenId: parseToken(a.tokens.viewer)!.tokenId,
    readyAssignmentId: ready.assignment.id,
    runningAssignmentId: running.assignment.id,
    runningAttemptId: runningClaim.attempt!.id,
    completedAssignmentId: completed.assignment.id,
    completedAttemptId: completedClaim.attempt!.id,
    cancelledAssignmentId: cancelled.assignment.id,
    uncertainAssignmentId: uncertain.assignment.id,
    uncertainAttemptId: uncertainClaim.attempt!.id,
    uncertainGoalEntityId: uncertain.goalEntity.id,
    entityId: entity.entity.id,
    bAgentId,
    bAssignmentId: bAssignment.assignment.id,
    bEntityId: bAssignment.goalEntity.id,
  };
}
