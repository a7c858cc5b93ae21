import { GraphQLError } from 'graphql';
import { databaseFault } from '../db/errors.js';
import type { Db } from '../db/kysely.js';
import type { Assignment, LedgerEvent } from '../db/models.js';
import { findAssignments, readEvents, readHeadSeq } from '../db/reads.js';
import { DatabaseUnavailable } from '../errors.js';
import type { LiveQueue } from './live-queue.js';
import { eventKinds } from './registry.js';

/** Kinds that change an Assignment's projected row: what `assignmentChanged` follows. */
const ASSIGNMENT_KINDS = new Set(eventKinds.filter((k) => k.projection === 'ASSIGNMENTS').map((k) => k.kind));

export interface FeedSettings {
  /** Events per read of the ledger, by the feed and by a catch-up. */
  pageSize: number;
  /** Recent events kept in memory per organization, so a subscriber that is just behind joins without a read. */
  recentEvents: number;
  /** Events a live subscriber may have waiting before it is ended as too slow. */
  queueLimit: number;
  /** Re-reads this often without a wake-up (a lost notification, a replaced LISTEN connection). */
  pollMs: number;
  /**
   * Reads start at least this far apart, so that under a stream of commits each read carries
   * several and every subscriber gets them in one write, not one write per commit.
   */
  readIntervalMs: number;
  /** First and longest pause before reading again after the database failed. */
  retryMs: readonly [number, number];
  /** How long a subscription that starts at the head waits to learn it before it is refused as DATABASE_UNAVAILABLE. */
  startTimeoutMs: number;
}

/**
 * A `ledgerEvents` subscriber: its filter, its queue, and the last seq it has been offered (its
 * cursor). Its queue holds batches: the events of one read that it wants, in seq order, offered
 * together so that they reach its socket in one write.
 */
export interface LedgerSubscriber {
  cursor: number;
  /** The last seq the subscriber took: where it resumes. */
  delivered: number;
  readonly kinds: ReadonlySet<string> | null;
  readonly assignmentId: string | null;
  readonly queue: LiveQueue<readonly LedgerEvent[]>;
}

/** An `assignmentChanged` subscriber: the Assignment, and the lastAppliedSeq of the state it was offered last. */
export interface AssignmentWatcher {
  readonly assignmentId: string;
  applied: number;
  readonly queue: LiveQueue<Assignment>;
}

/** A subscriber's stream, as the feed ends it. */
type Member = Pick<LiveQueue<unknown>, 'end' | 'fail'>;

export const matches = (subscriber: LedgerSubscriber, event: LedgerEvent) =>
  (subscriber.kinds === null || subscriber.kinds.has(event.kind)) &&
  (subscriber.assignmentId === null || subscriber.assignmentId === event.assignmentId);

export function tooSlow(subscriber: LedgerSubscriber): GraphQLError {
  return new GraphQLError(
    `the subscriber did not read its stream fast enough; subscribe again with afterSeq: ${subscriber.delivered} to resume`,
    { extensions: { code: 'SUBSCRIBER_TOO_SLOW', resumeAfterSeq: subscriber.delivered } },
  );
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** The pause before reading again after the database failed `failures` times in a row (1 or more). */
export const retryPause = ({ retryMs: [first, longest] }: FeedSettings, failures: number) =>
  sleep(Math.min(longest, first * 2 ** (failures - 1)));

/**
 * One organization's live ledger in one server process: it reads each new event once, on a
 * wake-up or a poll, keeps the last few in memory, and offers each to every live subscriber whose
 * filter it matches; the Assignments that changed are read once for all who follow them. Reads
 * happen one at a time (wake-ups during a read make one more read), and a database failure pauses
 * and reads again: subscribers wait, none is ended for it.
 */
export class OrganizationFeed {
  /** The last seq read (-1 until the first read); events in (floor, head] are in `recent`. */
  head = -1;
  floor = -1;
  private recent: readonly LedgerEvent[] = [];
  /** Every subscriber's stream, live or still catching up: ended when the feed closes. */
  private readonly members = new Set<Member>();
  private readonly live = new Set<LedgerSubscriber>();
  private readonly watchers = new Map<string, Set<AssignmentWatcher>>();
  private readonly unread = new Set<AssignmentWatcher>();
  private readonly changed = new Set<string>();
  private dirty = false;
  private reading = false;
  private syncWaiters: (() => void)[] = [];
  private nextSyncWaiters: (() => void)[] = [];
  private failures = 0;
  private lastRead = -Infinity;
  private closed = false;
  private holders = 0;
  private readonly poll: NodeJS.Timeout;

  constructor(
    readonly organizationId: string,
    private readonly db: Db,
    private readonly settings: FeedSettings,
    private readonly log: (message: string) => void,
    private readonly onIdle: () => void,
  ) {
    this.poll = setInterval(() => this.wake(), settings.pollMs);
    this.poll.unref();
  }

  /** Something may have been committed: read after the head (once, however many wake-ups arrive meanwhile). */
  wake(): void {
    this.dirty = true;
    if (this.reading || this.closed) return;
    this.reading = true;
    void this.readWhileDirty();
  }

  /**
   * Resolves after a read that started after this call: the head then covers every event committed
   * before it. Rejects with DatabaseUnavailable if no read succeeds within `timeoutMs`.
   */
  sync(timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          for (const list of [this.syncWaiters, this.nextSyncWaiters]) {
            const index = list.indexOf(done);
            if (index >= 0) list.splice(index, 1);
          }
          reject(new DatabaseUnavailable('the database is unavailable right now; subscribe again shortly'));
        }, timeoutMs);
      }
      this.nextSyncWaiters.push(done);
      this.wake();
    });
  }

  /** Keeps the feed while a subscriber is attached or catching up; the last release closes it. */
  retain(): void {
    this.holders += 1;
  }

  /** A subscriber's stream, to be ended if the feed closes first (a server shutting down, a fault of the feed). */
  attach(stream: Member): void {
    if (this.closed) stream.end();
    else this.members.add(stream);
  }

  detach(stream: Member): void {
    this.members.delete(stream);
  }

  release(): void {
    this.holders -= 1;
    if (this.holders === 0) this.close();
  }

  /**
   * Makes a subscriber live if the feed's memory covers everything after its cursor (and the gap
   * is within its queue limit): it is offered the recent events it has not had, then each new one.
   * Synchronous, so no read can slip in between. False means: catch up from the ledger first.
   */
  join(subscriber: LedgerSubscriber): boolean {
    if (this.closed) {
      subscriber.queue.end();
      return true;
    }
    if (this.head < 0 || subscriber.cursor < this.floor || this.head - subscriber.cursor > this.settings.queueLimit) return false;
    this.deliver(subscriber, this.recent);
    if (!subscriber.queue.done) this.live.add(subscriber);
    return true;
  }

  leave(subscriber: LedgerSubscriber): void {
    this.live.delete(subscriber);
  }

  /** Follows one Assignment: its current state comes with the feed's next read, then each change. */
  watch(watcher: AssignmentWatcher): void {
    if (this.closed) return;
    const set = this.watchers.get(watcher.assignmentId) ?? new Set();
    set.add(watcher);
    this.watchers.set(watcher.assignmentId, set);
    this.unread.add(watcher);
    this.wake();
  }

  unwatch(watcher: AssignmentWatcher): void {
    this.unread.delete(watcher);
    const set = this.watchers.get(watcher.assignmentId);
    set?.delete(watcher);
    if (set?.size === 0) this.watchers.delete(watcher.assignmentId);
  }

  /** Live subscribers (of both kinds), and how many events the one furthest behind has waiting. */
  stats(): { subscribers: number; lagEvents: number } {
    let lag = 0;
    let watching = 0;
    for (const subscriber of this.live) lag = Math.max(lag, subscriber.queue.size);
    for (const set of this.watchers.values()) watching += set.size;
    return { subscribers: this.live.size + watching, lagEvents: lag };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.poll);
    for (const stream of [...this.members]) stream.end();
    this.members.clear();
    this.live.clear();
    this.watchers.clear();
    this.onIdle();
  }

  private async readWhileDirty(): Promise<void> {
    try {
      while (this.dirty && !this.closed) {
        const wait = this.lastRead + this.settings.readIntervalMs - performance.now();
        if (wait > 0) await sleep(wait);
        this.lastRead = performance.now();
        this.dirty = false;
        // Those who asked before this read began are answered by it.
        this.syncWaiters.push(...this.nextSyncWaiters.splice(0));
        try {
          await this.readNew();
          for (const resolve of this.syncWaiters.splice(0)) resolve();
          this.failures = 0;
        } catch (error) {
          if (!databaseFault(error)) {
            // Not the database: a defect, which reading again would repeat. Every subscriber is told
            // (as an unexpected error, logged with its request id) instead of waiting forever.
            this.log(`live feed of ${this.organizationId} failed: ${(error as Error).stack ?? String(error)}`);
            for (const stream of [...this.members]) stream.fail(error);
            this.close();
            return;
          }
          // Keep every subscriber and try again: a database outage or a full pool is a wait, not an end.
          if (this.failures === 0)
            this.log(`live feed of ${this.organizationId} cannot read the ledger: ${(error as Error).message}`);
          this.failures += 1;
          this.dirty = true;
          await retryPause(this.settings, this.failures);
        }
      }
    } finally {
      this.reading = false;
    }
  }

  private async readNew(): Promise<void> {
    if (this.head < 0) {
      this.head = await readHeadSeq(this.db, this.organizationId);
      this.floor = this.head;
    }
    for (;;) {
      const page = await readEvents(this.db, this.organizationId, { afterSeq: this.head, first: this.settings.pageSize });
      if (this.closed) return;
      this.accept(page);
      if (page.length < this.settings.pageSize) break;
    }
    await this.readAssignments();
  }

  private accept(page: LedgerEvent[]): void {
    if (page.length === 0) return;
    this.head = page.at(-1)!.seq;
    // A new array, never the one given out: join() may have offered `recent` itself as a batch,
    // and a batch must not change once offered (its results and bytes are made once, for all).
    const recent = this.recent.concat(page);
    const excess = recent.length - this.settings.recentEvents;
    if (excess > 0) this.floor = recent[excess - 1]!.seq;
    this.recent = excess > 0 ? recent.slice(excess) : recent;
    for (const subscriber of this.live) this.deliver(subscriber, page);
    if (this.watchers.size > 0) {
      for (const event of page) {
        if (event.assignmentId && ASSIGNMENT_KINDS.has(event.kind) && this.watchers.has(event.assignmentId))
          this.changed.add(event.assignmentId);
      }
    }
  }

  /**
   * Offers the events after the subscriber's cursor that match its filter, as one batch; one that
   * cannot take them is ended. A subscriber without a filter is offered the page itself: every such
   * subscriber gets the same array, which the delivery serializes once for all of them.
   */
  private deliver(subscriber: LedgerSubscriber, events: readonly LedgerEvent[]): void {
    const last = events.at(-1);
    if (!last || last.seq <= subscriber.cursor) return;
    const unfiltered = subscriber.kinds === null && subscriber.assignmentId === null;
    const batch =
      unfiltered && events[0]!.seq > subscriber.cursor
        ? events
        : events.filter((event) => event.seq > subscriber.cursor && matches(subscriber, event));
    subscriber.cursor = last.seq;
    if (batch.length > 0 && !subscriber.queue.offer(batch)) {
      this.live.delete(subscriber);
      subscriber.queue.fail(tooSlow(subscriber));
    }
  }

  /** The state of each Assignment that changed or has a new watcher, in one read, to everyone following it. */
  private async readAssignments(): Promise<void> {
    if (this.changed.size === 0 && this.unread.size === 0) return;
    const fresh = [...this.unread];
    const ids = new Set([...this.changed, ...fresh.map((w) => w.assignmentId)]);
    this.changed.clear();
    let rows: Assignment[];
    try {
      rows = await findAssignments(this.db, this.organizationId, [...ids]);
    } catch (error) {
      for (const id of ids) if (this.watchers.has(id)) this.changed.add(id);
      throw error;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const watcher of fresh) {
      this.unread.delete(watcher);
      // Not in this organization (or not at all): the stream ends without a value, as before.
      if (!byId.has(watcher.assignmentId)) watcher.queue.end();
    }
    for (const row of rows) {
      for (const watcher of this.watchers.get(row.id) ?? []) {
        if (row.lastAppliedSeq <= watcher.applied) continue;
        watcher.applied = row.lastAppliedSeq;
        watcher.queue.offerLatest(row);
      }
    }
  }
}
