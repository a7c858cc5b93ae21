import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { appendEvent, endAttempt, verifyLedger } from '../../src/commands/index.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment, newHuman, newOrganization, type TestOrganization } from '../helpers/factories.js';
import { tamper as tamperWith } from '../helpers/ledger.js';

const t = useTestDatabase();

const ORGANIZATION_KINDS = [
  'organization.created',
  'actor.registered',
  'actor.registered',
  'agent_configuration.published',
  'actor.registered',
];
/** One round: create (inline goal), claim, fail, claim again, one llm.request, complete (inline outcome, recorded by the ending). */
const ROUND_KINDS = [
  'entity.created',
  'assignment.created',
  'attempt.started',
  'attempt.ended',
  'attempt.started',
  'llm.request',
  'attempt.ended',
];
const expectedKinds = (rounds: number) => [...ORGANIZATION_KINDS, ...Array.from({ length: rounds }, () => ROUND_KINDS).flat()];

/** A scripted history through the public commands; returns how many events it wrote in total. */
async function scriptedHistory(org: TestOrganization, rounds: number): Promise<number> {
  const agent = await newAgent(t, org);
  const human = await newHuman(t, org);
  for (let round = 1; round <= rounds; round++) {
    const { assignment } = await newAssignment(t, human, { title: `Round ${round}` });
    const first = await claim(t, org.system, assignment.id, agent);
    await endAttempt(t.db, org.system, {
      assignmentId: assignment.id,
      attemptId: first.attempt!.id,
      outcome: 'FAILED',
      failureReason: 'tool timed out',
    });
    const second = await claim(t, org.system, assignment.id, agent);
    await appendEvent(t.db, org.system, {
      kind: 'llm.request',
      payloadVersion: 1,
      attemptId: second.attempt!.id,
      payload: { call_id: `call-${round}`, model: 'model-a', messages: [{ role: 'user', content: 'What is the code?' }] },
    });
    await endAttempt(t.db, org.system, {
      assignmentId: assignment.id,
      attemptId: second.attempt!.id,
      outcome: 'COMPLETED',
      outcomeEntity: { mediaType: 'text/plain', content: `access code ${round}` },
    });
  }
  return expectedKinds(rounds).length;
}

interface EventRow {
  org_seq: number;
  event_id: string;
  kind: string;
  digest: Buffer;
  recorded_at: Date;
}

async function eventsOf(organizationId: string): Promise<EventRow[]> {
  const { rows } = await t.admin.query<EventRow>(
    `select org_seq, event_id, kind, digest, recorded_at from workforce.events where organization_id = $1 order by org_seq`,
    [organizationId],
  );
  return rows;
}

async function eventOfKind(organizationId: string, kind: string): Promise<EventRow> {
  const row = (await eventsOf(organizationId)).find((e) => e.kind === kind);
  if (!row) throw new Error(`no ${kind} event in organization ${organizationId}`);
  return row;
}

async function refusal(work: () => Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await work();
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected the statement to be refused, but it succeeded');
}

/** Runs one statement as the owner role in a transaction on an admin connection, and always rolls back. */
async function asOwner(sql: string, params: unknown[]): Promise<pg.QueryResult> {
  const client = await t.admin.connect();
  try {
    await client.query('begin');
    await client.query('set local role workforce_owner');
    return await client.query(sql, params);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** Superuser tampering (test/helpers/ledger.ts), of exactly one row. */
async function tamper(sql: string, params: unknown[]): Promise<void> {
  expect(await tamperWith(t, sql, params)).toBe(1);
}

const rowJson = async (sql: string, params: unknown[]) => JSON.stringify((await t.admin.query(sql, params)).rows);
const eventRowSql = `select to_jsonb(e) as row from workforce.events e where organization_id = $1 and org_seq = $2`;
const entityRowSql = `select to_jsonb(x) as row from workforce.entities x where organization_id = $1 and entity_id = $2`;
const countSql = `select (select count(*) from workforce.events where organization_id = $1)
                       + (select count(*) from workforce.entities where organization_id = $1) as n`;

describe('append-only', () => {
  const mutations = {
    events: [
      ['UPDATE', `update workforce.events set payload = '{"title":"rewritten"}' where organization_id = $1 and org_seq = $2`],
      ['DELETE', `delete from workforce.events where organization_id = $1 and org_seq = $2`],
      // Plain TRUNCATE is already stopped by the entities foreign key; CASCADE reaches the trigger.
      ['TRUNCATE', `truncate workforce.events cascade`],
    ],
    entities: [
      ['UPDATE', `update workforce.entities set content = 'rewritten' where organization_id = $1 and entity_id = $2`],
      ['DELETE', `delete from workforce.entities where organization_id = $1 and entity_id = $2`],
      ['TRUNCATE', `truncate workforce.entities cascade`],
    ],
  } as const;

  for (const as of ['superuser', 'owner'] as const) {
    it(`refuses UPDATE, DELETE and TRUNCATE of events and entities as the ${as}`, async () => {
      // Given an organization with a history, and one event and one entity to aim at
      const org = await newOrganization(t);
      await scriptedHistory(org, 1);
      const target = await eventOfKind(org.organizationId, 'assignment.created');
      const {
        rows: [entity],
      } = await t.admin.query<{ entity_id: string }>(
        `select entity_id from workforce.entities where organization_id = $1 order by created_seq limit 1`,
        [org.organizationId],
      );
      const eventBefore = await rowJson(eventRowSql, [org.organizationId, target.org_seq]);
      const entityBefore = await rowJson(entityRowSql, [org.organizationId, entity!.entity_id]);
      const countBefore = await rowJson(countSql, [org.organizationId]);

      for (const [table, statements] of Object.entries(mutations)) {
        for (const [op, sql] of statements) {
          const params = op === 'TRUNCATE' ? [] : [org.organizationId, table === 'events' ? target.org_seq : entity!.entity_id];
          // When the statement runs
          const error = await refusal(() => (as === 'owner' ? asOwner(sql, params) : t.admin.query(sql, params)));
          // Then the trigger refuses it, whoever asks
          expect({ table, op, code: error.code }).toEqual({ table, op, code: 'WF024' });
          expect(error.message).toMatch(/append-only/);
        }
      }

      // Then nothing changed
      expect(await rowJson(eventRowSql, [org.organizationId, target.org_seq])).toBe(eventBefore);
      expect(await rowJson(entityRowSql, [org.organizationId, entity!.entity_id])).toBe(entityBefore);
      expect(await rowJson(countSql, [org.organizationId])).toBe(countBefore);
      expect(eventBefore).toContain('Round 1');
    });
  }
});

describe('org_seq', () => {
  it('is gapless per organization and independent across organizations, with the head on the last event', async () => {
    // Given two organizations whose histories run concurrently
    const [a, b] = [await newOrganization(t), await newOrganization(t)];
    const [countA, countB] = await Promise.all([scriptedHistory(a, 1), scriptedHistory(b, 2)]);
    expect([countA, countB]).toEqual([12, 19]);

    for (const [org, count, rounds] of [
      [a, countA, 1],
      [b, countB, 2],
    ] as const) {
      // When its ledger is read in order
      const events = await eventsOf(org.organizationId);
      // Then its seqs are exactly 1..N, in the order the script wrote them
      expect(events.map((e) => e.org_seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(events.map((e) => e.kind)).toEqual(expectedKinds(rounds));
      // and sequence order is time order
      const times = events.map((e) => e.recorded_at.getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));
      // and the head row names the last event
      const {
        rows: [head],
      } = await t.admin.query<{ last_seq: number; last_digest: Buffer }>(
        'select last_seq, last_digest from workforce.organization_heads where organization_id = $1',
        [org.organizationId],
      );
      expect(head!.last_seq).toBe(count);
      expect(head!.last_digest.toString('hex')).toBe(events.at(-1)!.digest.toString('hex'));
    }
  });
});

describe('verify_ledger', () => {
  it('accepts an intact ledger and checks every event', async () => {
    const org = await newOrganization(t);
    const count = await scriptedHistory(org, 2);
    await expect(verifyLedger(t.db, org.organizationId)).resolves.toEqual({ ok: true, eventsChecked: count, firstBroken: null });
  });

  /** An organization with a verified-intact history, ready to be tampered with. */
  async function intactOrganization(): Promise<{ org: TestOrganization; count: number }> {
    const org = await newOrganization(t);
    const count = await scriptedHistory(org, 1);
    expect((await verifyLedger(t.db, org.organizationId)).ok).toBe(true);
    return { org, count };
  }

  it('reports a changed event payload at that event, and leaves other organizations intact', async () => {
    // Given two intact organizations
    const { org } = await intactOrganization();
    const { org: bystander, count: bystanderCount } = await intactOrganization();
    const target = await eventOfKind(org.organizationId, 'assignment.created');
    // When one event's payload is rewritten behind the trigger's back
    await tamper(
      `update workforce.events set payload = jsonb_set(payload, '{title}', '"Something else"')
                   where organization_id = $1 and org_seq = $2`,
      [org.organizationId, target.org_seq],
    );
    // Then verify names that event as the first broken link
    const result = await verifyLedger(t.db, org.organizationId);
    expect(result.ok).toBe(false);
    expect(result.eventsChecked).toBe(target.org_seq - 1);
    expect(result.firstBroken).toMatchObject({ seq: target.org_seq, eventId: target.event_id });
    expect(result.firstBroken!.reason).toMatch(/digest/);
    await expect(verifyLedger(t.db, bystander.organizationId)).resolves.toEqual({
      ok: true,
      eventsChecked: bystanderCount,
      firstBroken: null,
    });
  });

  it('reports a deleted middle event as a gap at its seq', async () => {
    const { org, count } = await intactOrganization();
    const middle = Math.ceil(count / 2);
    await tamper('delete from workforce.events where organization_id = $1 and org_seq = $2', [org.organizationId, middle]);
    const result = await verifyLedger(t.db, org.organizationId);
    expect(result.ok).toBe(false);
    expect(result.eventsChecked).toBe(middle - 1);
    expect(result.firstBroken!.seq).toBe(middle);
    expect(result.firstBroken!.reason).toMatch(new RegExp(`#${middle} is missing`));
  });

  it('reports changed entity content at the entity.created event that recorded its digest', async () => {
    const { org } = await intactOrganization();
    const created = await eventOfKind(org.organizationId, 'entity.created');
    const {
      rows: [entity],
    } = await t.admin.query<{ entity_id: string }>(
      'select entity_id from workforce.entities where organization_id = $1 and created_seq = $2',
      [org.organizationId, created.org_seq],
    );
    await tamper('update workforce.entities set content = content || $3 where organization_id = $1 and entity_id = $2', [
      org.organizationId,
      entity!.entity_id,
      ' (edited)',
    ]);
    const result = await verifyLedger(t.db, org.organizationId);
    expect(result.ok).toBe(false);
    expect(result.eventsChecked).toBe(created.org_seq - 1);
    expect(result.firstBroken).toMatchObject({ seq: created.org_seq, eventId: created.event_id });
    expect(result.firstBroken!.reason).toContain(entity!.entity_id);
  });

  it('reports a changed outcome at the ending that recorded its digest (an outcome stored with its ending)', async () => {
    const { org } = await intactOrganization();
    const {
      rows: [ended],
    } = await t.admin.query<{ org_seq: number; event_id: string; entity_id: string }>(
      `select e.org_seq::int, e.event_id, n.entity_id from workforce.events e
         join workforce.entities n on n.organization_id = e.organization_id and n.created_seq = e.org_seq
        where e.organization_id = $1 and e.kind = 'attempt.ended' and e.payload_version = 3
        order by e.org_seq limit 1`,
      [org.organizationId],
    );
    await tamper('update workforce.entities set content = content || $3 where organization_id = $1 and entity_id = $2', [
      org.organizationId,
      ended!.entity_id,
      ' (edited)',
    ]);
    const result = await verifyLedger(t.db, org.organizationId);
    expect(result.ok).toBe(false);
    expect(result.eventsChecked).toBe(ended!.org_seq - 1);
    expect(result.firstBroken).toMatchObject({ seq: ended!.org_seq, eventId: ended!.event_id });
    expect(result.firstBroken!.reason).toContain(ended!.entity_id);
  });

  it('reports a head row that disagrees with the last event', async () => {
    const { org, count } = await intactOrganization();
    await tamper('update workforce.organization_heads set last_seq = last_seq + 1 where organization_id = $1', [
      org.organizationId,
    ]);
    const result = await verifyLedger(t.db, org.organizationId);
    expect(result.ok).toBe(false);
    expect(result.eventsChecked).toBe(count);
    expect(result.firstBroken!.seq).toBe(count + 1);
    expect(result.firstBroken!.reason).toMatch(/head says #\d+ but the ledger ends at #\d+/);
  });
});
