import { Repeater } from 'graphql-yoga';
import type { Db } from '../db/kysely.js';
import type { Assignment, LedgerEvent } from '../db/models.js';
import { findAssignments, readEvents } from '../db/reads.js';
import type { LedgerFeed } from './live.js';

export interface FollowOptions {
  db: Db;
  feed: LedgerFeed;
  organizationId: string;
  afterSeq: number;
  kinds?: readonly string[] | undefined;
  assignmentId?: string | undefined;
  pageSize?: number;
  /** Re-reads this often even without a notification (a lost one, a replaced connection). */
  pollMs?: number;
}

/**
 * The organization's events after `afterSeq`, in org_seq order: first what the ledger already
 * holds, then each new one as it commits. Every event sent is read from the ledger strictly after
 * the last one sent, so the switch from replay to live has no gap and no duplicate, and a client
 * resumes after a disconnect by passing the last seq it saw.
 */
export function followLedger(options: FollowOptions): Repeater<LedgerEvent> {
  const { db, feed, organizationId, pageSize = 200, pollMs = 2_000 } = options;
  return new Repeater<LedgerEvent>(async (push, stop) => {
    let cursor = options.afterSeq;
    let pending = true;
    let draining = false;
    const drain = async () => {
      if (draining) return;
      draining = true;
      try {
        while (pending) {
          pending = false;
          for (;;) {
            const page = await readEvents(db, organizationId, {
              afterSeq: cursor, first: pageSize, kinds: options.kinds, assignmentId: options.assignmentId,
            });
            for (const event of page) {
              cursor = event.seq;
              await push(event);
            }
            if (page.length < pageSize) break;
          }
        }
      } catch (error) {
        stop(error);
      } finally {
        draining = false;
      }
    };
    const wake = () => {
      pending = true;
      void drain();
    };
    // Listen before the first read, so an event committed in between still wakes it.
    const unsubscribe = await feed.subscribe(organizationId, (seq) => {
      if (!(seq <= cursor)) wake();
    });
    const poll = setInterval(wake, pollMs);
    void drain();
    await stop;
    clearInterval(poll);
    unsubscribe();
  });
}

/** The Assignment as it is now, then again after every lifecycle event that changes it. */
export function followAssignment(options: Omit<FollowOptions, 'kinds' | 'afterSeq'> & { assignmentId: string }): Repeater<Assignment> {
  const { db, organizationId, assignmentId } = options;
  return new Repeater<Assignment>(async (push, stop) => {
    const [current] = await findAssignments(db, organizationId, [assignmentId]);
    if (!current) {
      stop();
      return;
    }
    await push(current);
    const changes = followLedger({
      ...options, afterSeq: current.lastAppliedSeq, kinds: ['attempt.started', 'attempt.ended'],
    });
    void (async () => {
      for await (const _ of changes) {
        const [now] = await findAssignments(db, organizationId, [assignmentId]);
        if (now) await push(now);
      }
    })().catch((error: unknown) => stop(error));
    await stop;
    await changes.return();
  });
}
