import { databaseFault } from '../db/errors.js';
import type { Assignment, LedgerEvent } from '../db/models.js';
import { readEvents } from '../db/reads.js';
import type { LedgerFeed } from './live.js';
import { LiveQueue } from './live-queue.js';
import { type LedgerSubscriber, type OrganizationFeed, retryPause } from './organization-feed.js';

export interface FollowOptions {
  feed: LedgerFeed;
  organizationId: string;
  /** Replays after this seq; null: from the head as it is when the subscription starts (only new events). */
  afterSeq: number | null;
  kinds?: readonly string[] | undefined;
  assignmentId?: string | undefined;
}

/**
 * The organization's events after `afterSeq`, in org_seq order, in batches (each one read's events
 * for this subscriber; src/subscription-delivery.ts sends each event as its own GraphQL result): first what the ledger already
 * holds, read in pages through the feed's few catch-up slots and taken by the subscriber before the
 * next page is read, then, once the feed's memory reaches back to its cursor, each new event from
 * the shared feed. The switch happens in one synchronous step, so it has no gap and no duplicate,
 * and a client resumes after a disconnect by passing the last seq it saw.
 */
export async function followLedger(options: FollowOptions): Promise<AsyncIterableIterator<readonly LedgerEvent[]>> {
  const { feed } = options;
  const organization = feed.retain(options.organizationId);
  let afterSeq = options.afterSeq;
  if (afterSeq === null) {
    // Before the stream opens: an event committed before the client saw it open is not "new".
    try {
      await organization.sync(feed.settings.startTimeoutMs);
    } catch (error) {
      organization.release();
      throw error;
    }
    afterSeq = organization.head;
  }
  let attached = true;
  const subscriber: LedgerSubscriber = {
    cursor: afterSeq,
    delivered: afterSeq,
    kinds: options.kinds?.length ? new Set(options.kinds) : null,
    assignmentId: options.assignmentId ?? null,
    queue: new LiveQueue<readonly LedgerEvent[]>(
      feed.settings.queueLimit,
      (batch) => {
        subscriber.delivered = batch.at(-1)!.seq;
      },
      () => {
        if (!attached) return;
        attached = false;
        organization.leave(subscriber);
        organization.detach(subscriber.queue);
        organization.release();
      },
      (batch) => batch.length,
    ),
  };
  organization.attach(subscriber.queue);
  void catchUpThenJoin(feed, organization, subscriber).catch((error: unknown) => subscriber.queue.fail(error));
  return subscriber.queue;
}

async function catchUpThenJoin(feed: LedgerFeed, organization: OrganizationFeed, subscriber: LedgerSubscriber): Promise<void> {
  const pageSize = Math.min(feed.settings.pageSize, feed.settings.queueLimit);
  while (!subscriber.queue.done) {
    if (organization.join(subscriber)) return;
    if (organization.head < 0) {
      await organization.sync(Number.POSITIVE_INFINITY);
      continue;
    }
    // Up to what the feed has read, so that the next join finds the rest in its memory.
    const through = organization.head;
    const page = await catchUpPage(feed, organization.organizationId, subscriber, through, pageSize);
    if (page === null) return;
    if (page.length > 0) subscriber.queue.offer(page);
    subscriber.cursor = page.length === pageSize ? page.at(-1)!.seq : through;
    // The next page is read only once the subscriber has taken this one: memory stays at one page.
    await subscriber.queue.drained();
  }
}

/** One page of the past, through a catch-up slot; a database fault is waited out, not passed on. Null if the subscriber left. */
async function catchUpPage(
  feed: LedgerFeed,
  organizationId: string,
  subscriber: LedgerSubscriber,
  through: number,
  first: number,
): Promise<LedgerEvent[] | null> {
  for (let failures = 1; ; failures++) {
    if (subscriber.queue.done) return null;
    try {
      return await feed.catchUp.run(() =>
        readEvents(feed.db, organizationId, {
          afterSeq: subscriber.cursor,
          throughSeq: through,
          first,
          kinds: subscriber.kinds ? [...subscriber.kinds] : undefined,
          assignmentId: subscriber.assignmentId ?? undefined,
        }),
      );
    } catch (error) {
      if (!databaseFault(error)) throw error;
      await retryPause(feed.settings, failures);
    }
  }
}

/** The Assignment as it is now, then again after every lifecycle event that changes it, from the shared feed. */
export function followAssignment(options: {
  feed: LedgerFeed;
  organizationId: string;
  assignmentId: string;
}): AsyncIterableIterator<Assignment> {
  const organization = options.feed.retain(options.organizationId);
  let attached = true;
  const watcher = {
    assignmentId: options.assignmentId,
    applied: -1,
    // Holds only the newest state not yet taken (offerLatest), so it never grows.
    queue: new LiveQueue<Assignment>(
      1,
      () => {},
      () => {
        if (!attached) return;
        attached = false;
        organization.unwatch(watcher);
        organization.detach(watcher.queue);
        organization.release();
      },
    ),
  };
  organization.attach(watcher.queue);
  organization.watch(watcher);
  return watcher.queue;
}
