// Our commands against the PostgreSQL floor, and the full claim-and-complete cycle through
// src/commands, over 1 and 64 organizations at 1, 4 and 16 clients.
import { randomUUID } from 'node:crypto';
import { claimAssignment, endAttempt } from '../src/commands/index.js';
import type { BenchContext } from './context.js';
import { floorClaim } from './floor.js';
import { measure } from './measure.js';
import type { Report } from './report.js';
import { type BenchOrganization, readyAssignments } from './setup.js';

export const CLIENTS = [1, 4, 16];
export const CYCLE = 'cycle via commands';
export const FLOOR = 'floor (7 statements)';

/** Spreads `ops` over the organizations round-robin, each op with its own READY Assignment. */
export async function workload(ctx: Pick<BenchContext, 'admin'>, orgs: BenchOrganization[], ops: number) {
  const ready = await readyAssignments(ctx.admin, orgs, Math.ceil(ops / orgs.length));
  const used = new Map(orgs.map((o) => [o.organizationId, 0]));
  return (index: number) => {
    const org = orgs[index % orgs.length]!;
    const n = used.get(org.organizationId)!;
    used.set(org.organizationId, n + 1);
    return { org, assignmentId: ready.get(org.organizationId)![n]! };
  };
}

/** claimAssignment and endAttempt, each against seven statements doing a claim's row work. */
export async function commandsVsFloor(ctx: BenchContext, report: Report, orgs: BenchOrganization[], ops: number): Promise<void> {
  for (const clients of CLIENTS) {
    const floorWork = await workload(ctx, orgs, ops);
    const connections = await Promise.all(Array.from({ length: clients }, () => ctx.admin.connect()));
    try {
      report.record(
        FLOOR,
        orgs.length,
        clients,
        await measure(clients, ops, async (i, c) => {
          const { org, assignmentId } = floorWork(i);
          await floorClaim(connections[c]!, org, assignmentId);
        }),
      );
      if (clients === 16) {
        const notifyWork = await workload(ctx, orgs, ops);
        report.record(
          'floor + NOTIFY (diagnostic)',
          orgs.length,
          clients,
          await measure(clients, ops, async (i, c) => {
            const { org, assignmentId } = notifyWork(i);
            await floorClaim(connections[c]!, org, assignmentId, true);
          }),
        );
      }
    } finally {
      for (const connection of connections) connection.release();
    }
    const work = await workload(ctx, orgs, ops);
    const claimed: { org: BenchOrganization; assignmentId: string; attemptId: string }[] = [];
    report.record(
      'claimAssignment',
      orgs.length,
      clients,
      await measure(clients, ops, async (i) => {
        const { org, assignmentId } = work(i);
        const attemptId = randomUUID();
        await claimAssignment(ctx.db, org.system, {
          assignmentId,
          agentId: org.agentId,
          configurationVersion: 1,
          attemptId,
          claimTtlSeconds: 600,
        });
        claimed[i] = { org, assignmentId, attemptId };
      }),
    );
    report.record(
      'endAttempt',
      orgs.length,
      clients,
      await measure(clients, ops, async (i) => {
        const { org, assignmentId, attemptId } = claimed[i]!;
        await endAttempt(ctx.db, org.system, {
          assignmentId,
          attemptId,
          outcome: 'COMPLETED',
          outcomeEntity: { mediaType: 'text/plain', content: `result ${i}` },
        });
      }),
    );
  }
}

/** Claim, then complete with an outcome Entity: what a Runner does per job, the peers' unit of work. */
export async function commandCycles(
  ctx: BenchContext,
  report: Report,
  orgs: BenchOrganization[],
  cycles: number,
  clients: number,
): Promise<void> {
  const work = await workload(ctx, orgs, cycles);
  report.record(
    CYCLE,
    orgs.length,
    clients,
    await measure(clients, cycles, async (i) => {
      const { org, assignmentId } = work(i);
      const attemptId = randomUUID();
      await claimAssignment(ctx.db, org.system, { assignmentId, agentId: org.agentId, configurationVersion: 1, attemptId });
      await endAttempt(ctx.db, org.system, {
        assignmentId,
        attemptId,
        outcome: 'COMPLETED',
        outcomeEntity: { mediaType: 'text/plain', content: 'done' },
      });
    }),
  );
}
