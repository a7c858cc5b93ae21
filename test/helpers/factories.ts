import { randomUUID } from 'node:crypto';
import {
  type Caller,
  claimAssignment,
  createAssignment,
  createOrganization,
  publishAgentConfiguration,
  registerActor,
} from '../../src/commands/index.js';
import type { TestDatabase } from './db.js';

// Fixtures go through the public command path, never raw inserts.

export interface TestOrganization {
  organizationId: string;
  /** The organization's System Actor as a caller (a Runner's usual identity). */
  system: Caller;
}

export async function newOrganization(t: TestDatabase, slug = `org-${randomUUID().slice(0, 8)}`): Promise<TestOrganization> {
  const org = await createOrganization(t.ownerDb, { slug });
  return { organizationId: org.organizationId, system: { organizationId: org.organizationId, actorId: org.systemActorId } };
}

export async function newHuman(t: TestDatabase, org: TestOrganization): Promise<Caller> {
  const { actor } = await registerActor(t.db, org.system, { kind: 'HUMAN', displayName: 'Ada (operator)' });
  return { organizationId: org.organizationId, actorId: actor.id };
}

/** An active AI agent with configuration version 1 published. */
export async function newAgent(t: TestDatabase, org: TestOrganization): Promise<string> {
  const { actor } = await registerActor(t.db, org.system, { kind: 'AI_AGENT', displayName: 'Reader agent' });
  await publishAgentConfiguration(t.db, org.system, {
    agentId: actor.id,
    version: 1,
    configuration: { model: 'model-a', instructions: 'Read and answer.', tools: [] },
  });
  return actor.id;
}

export async function newAssignment(t: TestDatabase, caller: Caller, overrides: Parameters<typeof createAssignment>[2] = {}) {
  const input =
    overrides.goalEntityId || overrides.goal
      ? overrides
      : { ...overrides, goal: { mediaType: 'text/plain', content: 'Read the supplied document and return its access code.' } };
  return createAssignment(t.db, caller, { title: 'Return the access code', ...input });
}

export async function claim(
  t: TestDatabase,
  caller: Caller,
  assignmentId: string,
  agentId: string,
  extra: { claimExpiresAt?: Date; attemptId?: string } = {},
) {
  return claimAssignment(t.db, caller, { assignmentId, agentId, configurationVersion: 1, ...extra });
}

/**
 * An Attempt running for the organization's System Actor (its claimer): evidence of model and tool
 * calls must name an Attempt, and only its claimer may record it.
 */
export async function runningAttempt(
  t: TestDatabase,
  org: TestOrganization,
): Promise<{ assignmentId: string; attemptId: string }> {
  const { assignment } = await newAssignment(t, await newHuman(t, org));
  const claimed = await claim(t, org.system, assignment.id, await newAgent(t, org));
  return { assignmentId: assignment.id, attemptId: claimed.attempt!.id };
}

/** Database time plus a few milliseconds: a claim that expires almost at once, without sleeping long. */
export async function soonInDatabaseTime(t: TestDatabase, ms: number): Promise<Date> {
  const { rows } = await t.admin.query<{ at: Date }>(`select now() + make_interval(secs => $1 / 1000.0) as at`, [ms]);
  return rows[0]!.at;
}

export async function waitUntilDatabaseTime(t: TestDatabase, at: Date): Promise<void> {
  for (;;) {
    const { rows } = await t.admin.query<{ passed: boolean }>('select clock_timestamp() > $1 as passed', [at]);
    if (rows[0]!.passed) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
