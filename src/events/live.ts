import pg from 'pg';
import { onCommitted } from '../db/call.js';
import type { Db } from '../db/kysely.js';
import { type FeedSettings, OrganizationFeed } from './organization-feed.js';
import { Slots } from './slots.js';

const LEDGER_CHANNEL = 'workforce_ledger';
/** Commands that return within this window share one NOTIFY to the other server processes. */
const COALESCE_MS = 5;

export interface LedgerFeedOptions {
  /** For the LISTEN connection and the NOTIFY to other server processes. */
  connectionString: string;
  /** The pool live reads use, as the application role: its own, so subscribers never take the commands' connections. */
  db: Db;
  log?: (message: string) => void;
  /** Catch-up reads (a new or resuming subscriber replaying the past) running at once in this process. */
  catchUpReads?: number;
  settings?: Partial<FeedSettings>;
}

export const DEFAULT_FEED_SETTINGS: FeedSettings = {
  pageSize: 500,
  recentEvents: 1_000,
  queueLimit: 2_000,
  pollMs: 2_000,
  readIntervalMs: 25,
  retryMs: [250, 5_000],
  startTimeoutMs: 5_000,
};

/**
 * Live delivery in one server process: an OrganizationFeed per organization with subscribers, each
 * reading new events once for all of them (docs/live.md). A notification only wakes a feed; what
 * it delivers is always read from the ledger after the last sequence it read, so nothing is
 * skipped or sent twice, whatever notifications are lost or merged.
 *
 * The command functions do not NOTIFY (PostgreSQL would serialize every notifying commit of the
 * cluster). Instead each command that returns in this process wakes this process's feed at once,
 * and the organizations written within COALESCE_MS go to the other processes in one NOTIFY on a
 * connection of its own, committed without waiting for the WAL flush (a lost wake-up costs
 * nothing: feeds also poll).
 */
export class LedgerFeed {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly organizations = new Map<string, OrganizationFeed>();
  readonly db: Db;
  readonly settings: FeedSettings;
  readonly catchUp: Slots;
  private readonly log: (message: string) => void;
  private readonly connectionString: string;
  private closed = false;
  private notifier: Promise<pg.Client> | null = null;
  private notifierPid: number | null = null;
  private readonly written = new Set<string>();
  private flushing: NodeJS.Timeout | null = null;
  private sending = false;
  private readonly stopAnnouncing: () => void;

  constructor(options: LedgerFeedOptions) {
    this.connectionString = options.connectionString;
    this.db = options.db;
    this.log = options.log ?? (() => {});
    this.settings = { ...DEFAULT_FEED_SETTINGS, ...options.settings };
    this.catchUp = new Slots(options.catchUpReads ?? 2);
    this.stopAnnouncing = onCommitted((organizationId) => this.announce(organizationId));
  }

  /** Wakes the organization's subscribers here now, and in the other server processes shortly. */
  announce(organizationId: string): void {
    if (this.closed) return;
    this.wakeAll(organizationId);
    this.written.add(organizationId);
    this.scheduleFlush();
  }

  /** One NOTIFY at a time: what is written while one is sent goes in the next. */
  private scheduleFlush(): void {
    if (this.flushing || this.sending || this.closed || this.written.size === 0) return;
    this.flushing = setTimeout(() => void this.flush(), COALESCE_MS);
  }

  private wakeAll(organizationId: string): void {
    this.organizations.get(organizationId)?.wake();
  }

  private async flush(): Promise<void> {
    this.flushing = null;
    this.sending = true;
    const organizations = [...this.written];
    this.written.clear();
    try {
      this.notifier ??= (async () => {
        const client = new pg.Client({ connectionString: this.connectionString, options: '-c synchronous_commit=off' });
        client.on('error', () => {
          this.notifier = null;
        });
        await client.connect();
        this.notifierPid = (client as unknown as { processID: number }).processID;
        return client;
      })();
      const client = await this.notifier;
      await client.query('select pg_notify($1, o) from unnest($2::text[]) o', [LEDGER_CHANNEL, organizations]);
    } catch (error) {
      this.notifier = null;
      // Closed meanwhile (a CLI command ending): its notifier was ended under the send, which is no
      // fault; other servers' feeds poll the ledger and find those events anyway.
      if (!this.closed) this.log(`ledger feed could not notify other servers: ${(error as Error).message}`);
    } finally {
      this.sending = false;
      this.scheduleFlush();
    }
  }

  /**
   * The organization's feed, retained for one subscriber (release it when the subscriber is gone).
   * Listening starts in the background: until it does, the feed's poll and this process's own
   * commands wake it.
   */
  retain(organizationId: string): OrganizationFeed {
    let feed = this.organizations.get(organizationId);
    if (!feed) {
      const created = new OrganizationFeed(organizationId, this.db, this.settings, this.log, () => {
        if (this.organizations.get(organizationId) === created) this.organizations.delete(organizationId);
      });
      feed = created;
      this.organizations.set(organizationId, feed);
      void this.connect().catch(() => this.reconnectSoon());
    }
    feed.retain();
    return feed;
  }

  /** Organizations followed, live subscribers in this process, and the most events any of them has waiting. */
  stats(): { organizations: number; subscribers: number; lagEvents: number } {
    let subscribers = 0;
    let lagEvents = 0;
    for (const feed of this.organizations.values()) {
      const one = feed.stats();
      subscribers += one.subscribers;
      lagEvents = Math.max(lagEvents, one.lagEvents);
    }
    return { organizations: this.organizations.size, subscribers, lagEvents };
  }

  /**
   * Reads every followed organization up to its head once more (for at most `timeoutMs`), so that
   * live subscribers are offered what was committed before this call, then closes: their streams
   * end after what they were offered (a stopping server's last word to its subscribers).
   */
  async closeAfterCatchingUp(timeoutMs: number): Promise<void> {
    await Promise.all([...this.organizations.values()].map((feed) => feed.sync(Math.max(0, timeoutMs)).catch(() => {})));
    await this.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopAnnouncing();
    if (this.flushing) clearTimeout(this.flushing);
    for (const feed of [...this.organizations.values()]) feed.close();
    const client = this.client;
    this.client = null;
    const notifier = this.notifier;
    this.notifier = null;
    await client?.end().catch(() => {});
    await notifier?.then((n) => n.end()).catch(() => {});
  }

  /** While anyone listens, keep trying to listen again; the feeds poll the ledger meanwhile. */
  private reconnectSoon(): void {
    if (this.closed || this.organizations.size === 0) return;
    setTimeout(() => void this.connect().catch(() => this.reconnectSoon()), 1_000).unref();
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      // Our own NOTIFY woke our subscribers already, when the command returned.
      client.on('notification', ({ payload, processId }) => {
        if (processId !== this.notifierPid) this.wakeAll(payload ?? '');
      });
      // A lost connection wakes every feed (they re-read the ledger) and is replaced.
      client.on('error', (error) => {
        this.log(`ledger feed connection lost: ${error.message}`);
        if (this.client === client) this.client = null;
        for (const feed of this.organizations.values()) feed.wake();
        this.reconnectSoon();
      });
      try {
        await client.connect();
        await client.query(`listen ${LEDGER_CHANNEL}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      // Whatever was committed while nobody listened.
      for (const feed of this.organizations.values()) feed.wake();
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }
}
