import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Caller } from '../src/caller.js';
import { createApiToken, createOrganization, publishAgentConfiguration, registerActor } from '../src/commands/index.js';
import { functionCall, toQuery } from '../src/db/functions.js';
import type { Db } from '../src/db/kysely.js';

export interface BenchOrganization {
  organizationId: string;
  system: Caller;
  agentId: string;
  runnerToken: string;
}

export async function benchOrganizations(db: Db, ownerDb: Db, count: number, prefix: string): Promise<BenchOrganization[]> {
  const orgs: BenchOrganization[] = [];
  for (let i = 0; i < count; i++) {
    const org = await createOrganization(ownerDb, { slug: `${prefix}-${i}-${randomUUID().slice(0, 6)}` });
    const system = { organizationId: org.organizationId, actorId: org.systemActorId };
    const { actor } = await registerActor(db, system, { kind: 'AI_AGENT', displayName: 'bench agent' });
    await publishAgentConfiguration(db, system, { agentId: actor.id, version: 1, configuration: { model: 'bench' } });
    const { secret } = await createApiToken(db, system, { actorId: org.systemActorId, role: 'SYSTEM' });
    orgs.push({ organizationId: org.organizationId, system, agentId: actor.id, runnerToken: secret });
  }
  return orgs;
}

/**
 * READY Assignments for a run, `perOrg` in each organization, made in one server-side loop per
 * organization (setup, not measured). The tables are analyzed afterwards, as autovacuum does within
 * a minute of such growth: without it, what a run measures depends on whether autovacuum happened
 * to visit yet (a new database's first minute is what test/db/lookup-cost.test.ts covers).
 */
export async function readyAssignments(
  admin: pg.Pool,
  orgs: BenchOrganization[],
  perOrg: number,
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  await Promise.all(
    orgs.map(async (org) => {
      const { rows } = await admin.query<{ id: string }>(
        toQuery(
          sql`select (${functionCall('create_assignment', {
            organization_id: org.organizationId,
            caller_id: org.system.actorId,
            assignment_id: sql`gen_random_uuid()`,
            event_id: null,
            title: 'bench',
            goal_entity_id: sql`gen_random_uuid()`,
            goal_media_type: 'text/plain',
            goal_content: sql`'goal ' || i`,
          })}->'assignment'->>'assignment_id') as id from generate_series(1, ${perOrg}::integer) i`,
        ),
      );
      result.set(
        org.organizationId,
        rows.map((r) => r.id),
      );
    }),
  );
  await admin.query('analyze workforce.events, workforce.assignments, workforce.entities');
  return result;
}
