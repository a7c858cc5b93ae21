// How live subscribers are woken: at once by a command in the same process, and through one
// coalesced NOTIFY from another server process. The command functions themselves never NOTIFY.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { appendEvent } from '../../src/commands/index.js';
import { createDb } from '../../src/db/kysely.js';
import { DatabaseUnavailable } from '../../src/errors.js';
import { LedgerFeed } from '../../src/events/live.js';
import { followLedger } from '../../src/events/stream.js';
import { useTestDatabase } from '../helpers/db.js';
import { newOrganization, runningAttempt } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';

const t = useTestDatabase();
const NEVER = 3_600_000;

/** The next value of a subscription, or null if none arrives within `ms`. */
async function nextWithin<T>(iterator: AsyncIterator<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  const next = iterator.next().then((r) => (r.done ? null : r.value));
  try {
    return await Promise.race([next, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const request = (n: number, attemptId: string) => ({
  kind: 'llm.request',
  payloadVersion: 1,
  attemptId,
  payload: { call_id: `c${n}`, model: 'm', messages: [] },
});

describe('the live feed', () => {
  it('delivers an event from this process at once, and one written elsewhere through the coalesced NOTIFY', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const { rows } = await t.admin.query<{ last_seq: number }>(
      'select last_seq::int from workforce.organization_heads where organization_id = $1',
      [org.organizationId],
    );
    const head = rows[0]!.last_seq;
    const here = new LedgerFeed({ connectionString: t.url, db: t.db, settings: { pollMs: NEVER } });
    let elsewhere: LedgerFeed | undefined;
    const live = await followLedger({ feed: here, organizationId: org.organizationId, afterSeq: head });
    try {
      // Given a subscriber that never polls: only a wake-up can make it read
      const first = nextWithin(live, 5_000);
      await new Promise((r) => setTimeout(r, 50));
      // When a command in this process appends
      const { event } = await appendEvent(t.db, org.system, request(1, attemptId));
      // Then it arrives
      expect((await first)?.map((e) => e.seq)).toEqual([event.seq]);

      // (its own NOTIFY, sent 5 ms later, comes back to it and is ignored)
      await new Promise((r) => setTimeout(r, 100));
      elsewhere = new LedgerFeed({ connectionString: t.url, db: t.db });

      // When another process writes (simulated: the function is called past callCommand, so nothing in this
      // process hears of it) and that process's feed announces it
      const second = nextWithin(live, 5_000);
      const { rows: appended } = await t.admin.query<{ result: { event: { org_seq: number } } }>(
        functionQuery('append_event', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          event_id: randomUUID(),
          kind: 'llm.request',
          payload_version: 1,
          payload: { call_id: 'x', model: 'm', messages: [] },
          assignment_id: null,
          attempt_id: attemptId,
          continues_call_id: null,
        }),
      );
      expect(await Promise.race([second, new Promise((r) => setTimeout(() => r('quiet'), 300))])).toBe('quiet');
      elsewhere.announce(org.organizationId);
      // Then the NOTIFY from the other feed wakes this one
      expect((await second)?.map((e) => e.seq)).toEqual([appended[0]!.result.event.org_seq]);
    } finally {
      await live.return!();
      await here.close();
      await elsewhere?.close();
    }
  });

  it('the command functions do not NOTIFY: their commits never queue behind each other on the notify lock', async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const listener = await t.admin.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen workforce_ledger');
    try {
      // Given no live feed in this process, when a command appends
      await appendEvent(t.db, org.system, request(2, attemptId));
      await new Promise((r) => setTimeout(r, 200));
      // Then the database sent no notification
      expect(heard).toEqual([]);
      // (and this listener does hear one when a feed announces)
      const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
      feed.announce(org.organizationId);
      for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      await feed.close();
      expect(heard).toEqual([org.organizationId]);
    } finally {
      await listener.query('unlisten workforce_ledger');
      listener.release();
    }
  });
});

describe('joining the feed', () => {
  it("a subscriber that joins at the feed's floor while events arrive gets each event once: a batch never changes after it is offered", async () => {
    const org = await newOrganization(t);
    const { attemptId } = await runningAttempt(t, org);
    const { rows } = await t.admin.query<{ last_seq: number }>(
      'select last_seq::int from workforce.organization_heads where organization_id = $1',
      [org.organizationId],
    );
    const head = rows[0]!.last_seq;
    const feed = new LedgerFeed({ connectionString: t.url, db: t.db, settings: { pollMs: NEVER, readIntervalMs: 0 } });
    const collect = async (iterator: AsyncIterator<readonly { seq: number }[]>, count: number) => {
      const seqs: number[] = [];
      while (seqs.length < count) {
        const batch = await nextWithin(iterator, 5_000);
        if (!batch) break;
        seqs.push(...batch.map((e) => e.seq));
      }
      return seqs;
    };
    // Given a first subscriber, which makes the feed (its floor: the head), and three events it read
    const first = await followLedger({ feed, organizationId: org.organizationId, afterSeq: head });
    try {
      for (let i = 0; i < 3; i++) await appendEvent(t.db, org.system, request(10 + i, attemptId));
      expect(await collect(first, 3)).toEqual([head + 1, head + 2, head + 3]);
      // When a second one joins at the floor (the feed's memory is offered to it) and does not read yet,
      const second = await followLedger({ feed, organizationId: org.organizationId, afterSeq: head });
      try {
        await new Promise((r) => setTimeout(r, 50));
        // while two more events arrive
        for (let i = 0; i < 2; i++) await appendEvent(t.db, org.system, request(20 + i, attemptId));
        expect(await collect(first, 2)).toEqual([head + 4, head + 5]);
        // Then it reads each of the five exactly once, in order
        const seen = await collect(second, 5);
        expect(seen).toEqual([head + 1, head + 2, head + 3, head + 4, head + 5]);
        expect(await nextWithin(second, 300)).toBeNull();
      } finally {
        await second.return!();
      }
    } finally {
      await first.return!();
      await feed.close();
    }
  });
});

describe('starting at the head while the database is out', () => {
  it("is refused as DATABASE_UNAVAILABLE once the start timeout passes, and lets go of the organization's feed", async () => {
    // A live pool that cannot connect: the head can never be read
    const port = await new Promise<number>((done) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => done(p));
      });
    });
    const broken = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 200 });
    broken.on('error', () => {});
    const db = createDb(broken);
    const feed = new LedgerFeed({ connectionString: t.url, db, settings: { startTimeoutMs: 300, retryMs: [50, 100] } });
    try {
      const org = await newOrganization(t);
      await expect(followLedger({ feed, organizationId: org.organizationId, afterSeq: null })).rejects.toBeInstanceOf(
        DatabaseUnavailable,
      );
      expect(feed.stats()).toEqual({ organizations: 0, subscribers: 0, lagEvents: 0 });
    } finally {
      await feed.close();
      await db.destroy();
    }
  });
});
