// Group commit (issue 29, item 1): concurrent single commands of any callers and organizations
// share one transaction, each judged exactly as alone and answered after the group's COMMIT. Each
// group here is formed deterministically: a pool whose one slot for groups is held by a command
// blocked on a lock (the plug) queues what is sent meanwhile; releasing the plug sends it as one group.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/app.js';
import {
  appendEvent,
  type Caller,
  claimAssignment,
  createAssignment,
  createEntity,
  deactivateActor,
  endAttempt,
  type GroupedCommand,
  registerActor,
  startGroupCommit,
} from '../../src/commands/index.js';
import { loadConfig } from '../../src/config.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { DatabaseUnavailable, type DomainError } from '../../src/errors.js';
import { CITUS_URL } from '../helpers/citus.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization, type TestOrganization } from '../helpers/factories.js';
import { checkInvariants } from '../helpers/invariants.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';

const t = useTestDatabase();
const pools: Db[] = [];
afterAll(async () => {
  for (const db of pools) await db.destroy();
});

/** A pool of its own whose group commit lets one group in flight at a time, and never gives up on it. */
function groupedPool(url = t.url) {
  const db = createDb(createPool({ connectionString: url, role: APP_ROLE, max: 8 }));
  pools.push(db);
  const groups = startGroupCommit(db, { concurrency: 1, stallMs: 600_000 });
  const sizes: Record<GroupedCommand, number[]> = { create: [], claim: [], end: [], append: [], entity: [] };
  groups.onGroup((command, size) => sizes[command].push(size));
  return { db, groups, sizes };
}

/** Holds the one group slot of `db` for a command: one sent alone, blocked on its organization's held Assignment cursor. */
async function plug(db: Db, command: 'claim' | 'end' | 'append' = 'claim') {
  const org = await newOrganization(t);
  const agent = await newAgent(t, org);
  const { assignment } = await newAssignment(t, org.system);
  const input = { assignmentId: assignment.id, agentId: agent, configurationVersion: 1 };
  const running = command !== 'claim' ? await claimAssignment(t.db, org.system, input) : null;
  const held = await holdCursor(org.organizationId);
  const blocked =
    command === 'end'
      ? endAttempt(db, org.system, { assignmentId: assignment.id, attemptId: running!.attempt!.id, outcome: 'FAILED' })
      : command === 'append'
        ? appendEvent(db, org.system, toolCall(running!.attempt!.id, 'plug'))
        : claimAssignment(db, org.system, input);
  await waitForLockWaiters(t, { claim: 'claim_assignment', end: 'end_attempt', append: 'append_event' }[command], 1);
  return async () => {
    await held.commit();
    await blocked;
  };
}

async function holdCursor(organizationId: string) {
  const held = await HeldTransaction.begin(t.admin);
  await held.query(
    `select 1 from workforce.projection_cursors where organization_id = $1 and projection = 'ASSIGNMENTS' for update`,
    [organizationId],
  );
  return held;
}

const toolCall = (attemptId: string, callId: string) => ({
  kind: 'tool.call',
  payloadVersion: 1,
  attemptId,
  payload: { call_id: callId, tool_name: 'search', arguments: {} },
});

interface Runner {
  org: TestOrganization;
  agent: string;
  assignmentId: string;
}

async function newRunner(): Promise<Runner> {
  const org = await newOrganization(t);
  const agent = await newAgent(t, org);
  const { assignment } = await newAssignment(t, org.system);
  return { org, agent, assignmentId: assignment.id };
}

const claimFor = (db: Db, r: Runner, caller: Caller = r.org.system, extra: { attemptId?: string } = {}) =>
  claimAssignment(db, caller, { assignmentId: r.assignmentId, agentId: r.agent, configurationVersion: 1, ...extra });

/** A result's assignment state, or its refusal's code. */
const outcome = (settled: PromiseSettledResult<{ assignment: { state: string } }>) =>
  settled.status === 'fulfilled'
    ? settled.value.assignment.state
    : ((settled.reason as DomainError).code ?? String(settled.reason));

describe('group commit', () => {
  it('claims of eight organizations sent while a group is in flight go as one group, in one transaction, each recorded by its own caller', async () => {
    // Given eight organizations, each with a Runner, and the pool's group slot held
    const { db, groups, sizes } = groupedPool();
    const runners = await Promise.all(Array.from({ length: 8 }, newRunner));
    const release = await plug(db);

    // When each claims while the slot is held
    const attemptIds = runners.map(() => randomUUID());
    const claims = runners.map((r, i) => claimFor(db, r, r.org.system, { attemptId: attemptIds[i]! }));
    for (const r of runners) expect(groups.claim.waiting(r.org.organizationId)).toBe(1);
    await release();

    // Then each is answered with its own Attempt, all of them written by one transaction
    const results = await Promise.all(claims);
    expect(results.map((r) => [r.assignment.state, r.attempt!.id, r.replayed])).toEqual(
      attemptIds.map((id) => ['RUNNING', id, false]),
    );
    expect(sizes.claim).toEqual([1, 8]);
    const { rows } = await t.admin.query<{ xid: string; recorded_by: string; organization_id: string }>(
      `select xmin::text as xid, recorded_by, organization_id from workforce.events
        where kind = 'attempt.started' and attempt_id = any($1::uuid[])`,
      [attemptIds],
    );
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.xid)).size).toBe(1);
    for (const r of runners) {
      expect(rows.find((row) => row.organization_id === r.org.organizationId)?.recorded_by).toBe(r.org.system.actorId);
    }
  });

  it('applies an organization\u2019s only command at once and several by one fold: either way the rows a rebuild folds, the cursor at the head', async () => {
    // Given one organization with one Runner's Assignment and another with two, and the group slot held
    const { db, sizes } = groupedPool();
    const alone = await newRunner();
    const pair = await newRunner();
    const { assignment: second } = await newAssignment(t, pair.org.system);
    const runners = [alone, pair, { ...pair, assignmentId: second.id }];
    const attemptIds = runners.map(() => randomUUID());

    // When all three claim in one group, then all three complete in one group
    let release = await plug(db);
    const claims = runners.map((r, i) => claimFor(db, r, r.org.system, { attemptId: attemptIds[i]! }));
    await release();
    expect((await Promise.all(claims)).map((r) => r.assignment.state)).toEqual(['RUNNING', 'RUNNING', 'RUNNING']);
    release = await plug(db, 'end');
    const endings = runners.map((r, i) =>
      endAttempt(db, r.org.system, {
        assignmentId: r.assignmentId,
        attemptId: attemptIds[i]!,
        outcome: 'COMPLETED',
        outcomeEntity: { mediaType: 'text/plain', content: `done ${i}` },
      }),
    );
    await release();
    const ended = await Promise.all(endings);
    expect(sizes.claim).toEqual([1, 3]);
    expect(sizes.end).toEqual([1, 3]);

    // Then each answer is its Assignment completed by its Attempt, and each organization's rows are
    // the ones a rebuild folds from its ledger, its cursor at its head
    expect(ended.map((r) => [r.assignment.state, r.assignment.completedAttemptId])).toEqual(
      attemptIds.map((id) => ['COMPLETED', id]),
    );
    for (const org of [alone.org, pair.org]) {
      expect(await checkInvariants(t.admin, org.organizationId, { db: t.db, system: org.system })).toMatchObject({
        violations: [],
      });
    }
  });

  it('judges each command exactly as alone: the same answers as the same commands sent one by one without grouping', async () => {
    // The same story twice: once grouped, once alone on a pool without group commit.
    async function story(db: Db, grouped: boolean) {
      const [a, b, c, d] = await Promise.all([newRunner(), newRunner(), newRunner(), newRunner()]);
      const { actor } = await registerActor(t.db, a!.org.system, { kind: 'SYSTEM', displayName: 'retired runner' });
      const retired = { organizationId: a!.org.organizationId, actorId: actor.id };
      await deactivateActor(t.db, a!.org.system, { actorId: actor.id });
      // The only command of its organization in the group, from a deactivated caller.
      const { actor: gone } = await registerActor(t.db, d!.org.system, { kind: 'SYSTEM', displayName: 'retired alone' });
      await deactivateActor(t.db, d!.org.system, { actorId: gone.id });
      const { actor: other } = await registerActor(t.db, b!.org.system, { kind: 'SYSTEM', displayName: 'second runner' });
      const second = { organizationId: b!.org.organizationId, actorId: other.id };
      const claims = [
        () => claimFor(db, a!, retired), // refused: its caller is deactivated
        () => claimFor(db, a!), // claimed
        () => claimFor(db, b!), // claimed
        () => claimFor(db, b!, second), // refused: the same Assignment, just claimed
        () =>
          claimAssignment(db, c!.org.system, { assignmentId: c!.assignmentId, agentId: randomUUID(), configurationVersion: 1 }),
        () => claimAssignment(db, c!.org.system, { assignmentId: randomUUID(), agentId: c!.agent, configurationVersion: 1 }),
        () => claimFor(db, d!, { organizationId: d!.org.organizationId, actorId: gone.id }), // refused: alone in its organization
      ];
      const release = grouped ? await plug(db) : null;
      const sent = grouped ? claims.map((send) => send()) : [];
      await release?.();
      const claimed = grouped ? await Promise.allSettled(sent) : [];
      if (!grouped) for (const send of claims) claimed.push(...(await Promise.allSettled([send()])));
      const attemptOf = (i: number) =>
        (claimed[i] as PromiseFulfilledResult<Awaited<ReturnType<typeof claimFor>>>).value.attempt!.id;
      const endings = [
        // refused: another Actor than the claimer
        () => endAttempt(db, second, { assignmentId: b!.assignmentId, attemptId: attemptOf(2), outcome: 'FAILED' }),
        () =>
          endAttempt(db, a!.org.system, {
            assignmentId: a!.assignmentId,
            attemptId: attemptOf(1),
            outcome: 'COMPLETED',
            outcomeEntity: { mediaType: 'text/plain', content: 'done' },
          }),
        () => endAttempt(db, b!.org.system, { assignmentId: b!.assignmentId, attemptId: attemptOf(2), outcome: 'FAILED' }),
        // refused: already ended by the item before
        () =>
          endAttempt(db, b!.org.system, {
            assignmentId: b!.assignmentId,
            attemptId: attemptOf(2),
            outcome: 'COMPLETED',
            outcomeEntityId: randomUUID(),
          }),
      ];
      const releaseEnds = grouped ? await plug(db, 'end') : null;
      const sentEnds = grouped ? endings.map((send) => send()) : [];
      await releaseEnds?.();
      const ended = grouped ? await Promise.allSettled(sentEnds) : [];
      if (!grouped) for (const send of endings) ended.push(...(await Promise.allSettled([send()])));
      return { claims: claimed.map(outcome), endings: ended.map(outcome) };
    }
    const { db, sizes } = groupedPool();
    const grouped = await story(db, true);
    const alone = await story(createDb(t.appPool), false);

    expect(grouped).toEqual(alone);
    expect(grouped).toEqual({
      claims: [
        'ACTOR_NOT_ACTIVE',
        'RUNNING',
        'RUNNING',
        'CLAIM_CONFLICT',
        'ACTOR_NOT_ACTIVE_AGENT',
        'ASSIGNMENT_NOT_FOUND',
        'ACTOR_NOT_ACTIVE',
      ],
      endings: ['ATTEMPT_NOT_OWNED', 'COMPLETED', 'READY', 'ATTEMPT_NOT_ACTIVE'],
    });
    // The plugs went alone, and each story's commands as one group (the endings' plug claimed alone first).
    expect(sizes.claim).toEqual([1, 7]);
    expect(sizes.end).toEqual([1, 4]);
  });

  it('does not wait for an organization another transaction holds: its command goes alone and waits, the others (and their next commands) are answered at once', async () => {
    const { db } = groupedPool();
    const [busy, q, r] = await Promise.all([newRunner(), newRunner(), newRunner()]);
    const held = await holdCursor(busy!.org.organizationId);
    try {
      const release = await plug(db);
      let busyDone = false;
      const waiting = claimFor(db, busy!).finally(() => {
        busyDone = true;
      });
      const others = [claimFor(db, q!), claimFor(db, r!)];
      await release();

      // Then the two others are answered while the held organization's claim waits on its lock
      expect((await Promise.all(others)).map((x) => x.assignment.state)).toEqual(['RUNNING', 'RUNNING']);
      expect(await waitForLockWaiters(t, 'claim_assignment', 1)).toBe(1);
      expect(busyDone).toBe(false);
      // And the next commands of the answered organizations are not held back by it either
      const { assignment: next } = await newAssignment(t, q!.org.system);
      const again = await Promise.all([
        claimAssignment(db, q!.org.system, { assignmentId: next.id, agentId: q!.agent, configurationVersion: 1 }),
        createAssignment(db, r!.org.system, { goal: { mediaType: 'text/plain', content: 'next' } }),
      ]);
      expect(again.map((x) => x.assignment.state)).toEqual(['RUNNING', 'READY']);
      expect(busyDone).toBe(false);
      await held.commit();
      expect((await waiting).assignment.state).toBe('RUNNING');
    } catch (error) {
      await held.rollback().catch(() => {});
      throw error;
    }
  });

  it('a group that fails as a whole runs its commands again one by one: only the faulty one fails', async () => {
    const { db, sizes } = groupedPool();
    const [a, b, c] = await Promise.all([newRunner(), newRunner(), newRunner()]);
    const release = await plug(db);
    // An integer PostgreSQL cannot hold fails the whole group's statement
    const faulty = claimAssignment(db, b!.org.system, {
      assignmentId: b!.assignmentId,
      agentId: b!.agent,
      configurationVersion: 1,
      claimTtlSeconds: 3_000_000_000,
    }).then(
      () => null,
      (error: Error) => error,
    );
    const good = [claimFor(db, a!), claimFor(db, c!)];
    await release();

    expect((await Promise.all(good)).map((x) => [x.assignment.state, x.replayed])).toEqual([
      ['RUNNING', false],
      ['RUNNING', false],
    ]);
    expect((await faulty)?.message).toMatch(/out of range/);
    expect(sizes.claim).toEqual([1, 3]);
    const { rows } = await t.admin.query<{ n: number }>(
      `select count(*)::int as n from workforce.events where kind = 'attempt.started' and organization_id = any($1::uuid[])`,
      [[a!.org.organizationId, b!.org.organizationId, c!.org.organizationId]],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('a group whose answer is lost after COMMIT: every caller gets the retryable DATABASE_UNAVAILABLE, and each retry is answered replayed', async () => {
    // Given a pool through a proxy that will lose the group's answer
    const target = new URL(t.url);
    const proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    try {
      const proxied = new URL(t.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const { db, sizes } = groupedPool(proxied.toString());
      const runners = await Promise.all(Array.from({ length: 3 }, newRunner));
      const attemptIds = runners.map(() => randomUUID());
      const release = await plug(db);
      const claims = runners.map((r, i) => claimFor(db, r, r.org.system, { attemptId: attemptIds[i]! }));
      const dropped = proxy.dropNextAnswerTo('claim_assignment_group');
      await release();
      await dropped;

      // Then every caller is told to send it again, though the group committed
      const answers = await Promise.allSettled(claims);
      for (const answer of answers) {
        expect(answer.status).toBe('rejected');
        expect((answer as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseUnavailable);
      }
      expect(sizes.claim).toEqual([1, 3]);
      const { rows } = await t.admin.query(`select 1 from workforce.events where attempt_id = any($1::uuid[])`, [attemptIds]);
      expect(rows).toHaveLength(3);

      // And the same commands again are answered as exact retries, writing nothing
      const retried = await Promise.all(runners.map((r, i) => claimFor(t.db, r, r.org.system, { attemptId: attemptIds[i]! })));
      expect(retried.map((x) => [x.replayed, x.attempt!.id])).toEqual(attemptIds.map((id) => [true, id]));
      const { rows: after } = await t.admin.query(`select 1 from workforce.events where attempt_id = any($1::uuid[])`, [
        attemptIds,
      ]);
      expect(after).toHaveLength(3);
    } finally {
      await proxy.close();
    }
  });

  it('is on by default in the server, grouping across organizations on plain PostgreSQL, and WORKFORCE_GROUP_COMMIT=off turns it off', async () => {
    for (const [env, grouped] of [
      [{}, true],
      [{ WORKFORCE_GROUP_COMMIT: 'off' }, false],
    ] as const) {
      const database = await openDatabase(loadConfig({ DATABASE_URL: t.url, ...env }), () => {}, { migrate: false });
      try {
        expect(database.groups !== undefined).toBe(grouped);
        if (!grouped) continue;
        // Four organizations' claims at once: two groups in flight at most, so the first two alone and the others together.
        const sizes: number[] = [];
        database.groups!.onGroup((_, size) => sizes.push(size));
        const runners = await Promise.all(Array.from({ length: 4 }, newRunner));
        await Promise.all(runners.map((r) => claimFor(database.db, r)));
        expect(sizes).toEqual(CITUS_URL ? [1, 1, 1, 1] : [1, 1, 2]);
      } finally {
        await database.close();
      }
    }
  });

  it('groups appendEvent and createEntity of several organizations: each recorded by its own caller in its own organization, in one transaction', async () => {
    const { db, sizes } = groupedPool();
    const runners = await Promise.all(Array.from({ length: 3 }, newRunner));
    const attempts = await Promise.all(runners.map(async (r) => (await claimFor(t.db, r)).attempt!.id));
    const release = await plug(db, 'append');

    // When each records a tool call, one of them for another's Attempt, while the slot is held
    const appends = runners.map((r, i) => appendEvent(db, r.org.system, toolCall(attempts[i]!, `call-${i}`)));
    const foreign = appendEvent(db, runners[0]!.org.system, toolCall(attempts[1]!, 'foreign')).catch(
      (error: DomainError) => error.code,
    );
    await release();
    const recorded = await Promise.all(appends);

    // Then each is its own organization's event, recorded by its caller, all in one transaction
    expect(await foreign).toBe('ATTEMPT_NOT_ACTIVE');
    expect(recorded.map((e) => [e.replayed, e.event.kind, e.event.attemptId])).toEqual(
      attempts.map((id) => [false, 'tool.call', id]),
    );
    const { rows } = await t.admin.query<{ xid: string; recorded_by: string; organization_id: string }>(
      `select xmin::text as xid, recorded_by, organization_id from workforce.events where event_id = any($1::uuid[])`,
      [recorded.map((e) => e.event.id)],
    );
    expect(new Set(rows.map((r) => r.xid)).size).toBe(1);
    expect(rows.map((r) => [r.organization_id, r.recorded_by]).sort()).toEqual(
      runners.map((r) => [r.org.organizationId, r.org.system.actorId]).sort(),
    );
    expect(sizes.append).toEqual([1, 4]);

    // And entities: the first alone, the rest together, each its own
    const entities = await Promise.all(
      runners.map((r, i) =>
        createEntity(db, r.org.system, { mediaType: 'text/plain', content: `outcome ${i}`, attemptId: attempts[i]! }),
      ),
    );
    expect(entities.map((e) => [e.replayed, e.entity.content, e.entity.generatedByAttemptId])).toEqual(
      attempts.map((id, i) => [false, `outcome ${i}`, id]),
    );
    expect(sizes.entity).toEqual([1, 2]);
  });

  it('does not wait for an organization whose head another transaction holds: its command goes alone, the others are answered', async () => {
    const { db } = groupedPool();
    const [busy, q] = await Promise.all([newRunner(), newRunner()]);
    // An append that names no Attempt holds only the head: the Assignment cursor is free
    const held = await HeldTransaction.begin(t.admin);
    await held.query(`select 1 from workforce.organization_heads where organization_id = $1 for update`, [
      busy!.org.organizationId,
    ]);
    try {
      const release = await plug(db);
      let busyDone = false;
      const waiting = claimFor(db, busy!).finally(() => {
        busyDone = true;
      });
      const other = claimFor(db, q!);
      await release();
      expect((await other).assignment.state).toBe('RUNNING');
      expect(await waitForLockWaiters(t, 'claim_assignment', 1)).toBe(1);
      expect(busyDone).toBe(false);
      await held.commit();
      expect((await waiting).assignment.state).toBe('RUNNING');
    } catch (error) {
      await held.rollback().catch(() => {});
      throw error;
    }
  });

  it('a group in flight longer than stallMs stops holding back the next: a command behind a blocked one goes after it', async () => {
    // Given a pool whose one slot is given up after 50 ms, and that slot held by a blocked claim
    const db = createDb(createPool({ connectionString: t.url, role: APP_ROLE, max: 8 }));
    pools.push(db);
    startGroupCommit(db, { concurrency: 1, stallMs: 50 });
    const other = await newRunner();
    const release = await plug(db);
    try {
      // Then another organization's claim is answered while the plug still waits on its lock
      expect((await claimFor(db, other)).assignment.state).toBe('RUNNING');
      expect(await waitForLockWaiters(t, 'claim_assignment', 1)).toBe(1);
    } finally {
      await release();
    }
  });

  it('per organization (as on Citus): each organization\u2019s commands in groups of their own, never waiting for another\u2019s', async () => {
    const db = createDb(createPool({ connectionString: t.url, role: APP_ROLE, max: 8 }));
    pools.push(db);
    const groups = startGroupCommit(db, { acrossOrganizations: false, concurrency: 1, stallMs: 600_000 });
    const sizes: number[] = [];
    groups.onGroup((_, size) => sizes.push(size));
    const [a, b] = await Promise.all([newOrganization(t), newOrganization(t)]);
    // Three of A and two of B at once: the first of each alone (no limit across organizations), then the rest of each together
    const created = await Promise.all(
      [a, a, a, b, b].map((org, i) =>
        createAssignment(db, org!.system, { goal: { mediaType: 'text/plain', content: `per org ${i}` } }),
      ),
    );
    expect(created.map((c) => c.assignment.state)).toEqual(['READY', 'READY', 'READY', 'READY', 'READY']);
    expect(sizes.slice(0, 2)).toEqual([1, 1]);
    expect(sizes.slice(2).sort()).toEqual([1, 2]);
  });

  it('groups createAssignment too, and a command sent while nothing is in flight goes alone at once', async () => {
    const { db, sizes } = groupedPool();
    const org = await newOrganization(t);
    const first = await createAssignment(db, org.system, { goal: { mediaType: 'text/plain', content: 'alone' } });
    expect(sizes.create).toEqual([1]);
    // (Its caller is answered just before its slot is freed: a turn of the event loop later, nothing is in flight.)
    await new Promise((resolve) => setImmediate(resolve));
    const created = await Promise.all(
      ['a', 'b', 'c'].map((content) => createAssignment(db, org.system, { goal: { mediaType: 'text/plain', content } })),
    );
    expect([first, ...created].map((x) => x.assignment.state)).toEqual(['READY', 'READY', 'READY', 'READY']);
    // One organization: the first goes alone, the two sent meanwhile wait for it and go together.
    expect(sizes.create).toEqual([1, 1, 2]);
  });
});
