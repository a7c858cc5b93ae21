import pg from 'pg';
import { onCommitted } from '../db/call.js';

const LEDGER_CHANNEL = 'workforce_ledger';
/** Commands that return within this window share one NOTIFY to the other server processes. */
const COALESCE_MS = 5;

type Wake = (seq: number) => void;

/**
 * One LISTEN connection per server process, fanned out in memory by organization. A notification
 * only wakes a subscriber; what it sends is always read from the ledger after the last sequence
 * it sent, so nothing is skipped or sent twice, whatever notifications are lost or merged.
 *
 * The command functions do not NOTIFY (PostgreSQL would serialize every notifying commit of the
 * cluster). Instead each command that returns in this process wakes this process's subscribers at
 * once, and the organizations written within COALESCE_MS go to the other processes in one NOTIFY
 * on a connection of its own, committed without waiting for the WAL flush (a lost wake-up costs
 * nothing: subscribers also poll).
 */
export class LedgerFeed {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Map<string, Set<Wake>>();
  private closed = false;
  private notifier: Promise<pg.Client> | null = null;
  private notifierPid: number | null = null;
  private readonly written = new Set<string>();
  private flushing: NodeJS.Timeout | null = null;
  private readonly stopAnnouncing: () => void;

  constructor(private readonly connectionString: string, private readonly log: (message: string) => void = () => {}) {
    this.stopAnnouncing = onCommitted((organizationId) => this.announce(organizationId));
  }

  /** Wakes the organization's subscribers here now, and in the other server processes shortly. */
  announce(organizationId: string): void {
    if (this.closed) return;
    this.wakeAll(organizationId);
    this.written.add(organizationId);
    this.flushing ??= setTimeout(() => void this.flush(), COALESCE_MS);
  }

  private wakeAll(organizationId: string): void {
    for (const wake of this.listeners.get(organizationId) ?? []) wake(Number.NaN);
  }

  private async flush(): Promise<void> {
    this.flushing = null;
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
      this.log(`ledger feed could not notify other servers: ${(error as Error).message}`);
    }
  }

  /** Calls `wake` with each newly committed org_seq of the organization until the returned function is called. */
  async subscribe(organizationId: string, wake: Wake): Promise<() => void> {
    await this.connect();
    const set = this.listeners.get(organizationId) ?? new Set<Wake>();
    set.add(wake);
    this.listeners.set(organizationId, set);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.listeners.delete(organizationId);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopAnnouncing();
    if (this.flushing) clearTimeout(this.flushing);
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    const notifier = this.notifier;
    this.notifier = null;
    await client?.end().catch(() => {});
    await notifier?.then((n) => n.end()).catch(() => {});
  }

  /** While anyone listens, keep trying to listen again; subscribers poll the ledger meanwhile. */
  private reconnectSoon(): void {
    if (this.closed || this.listeners.size === 0) return;
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
      // A lost connection wakes everyone (they re-read the ledger) and is replaced on the next subscribe.
      client.on('error', (error) => {
        this.log(`ledger feed connection lost: ${error.message}`);
        if (this.client === client) this.client = null;
        for (const set of this.listeners.values()) for (const wake of set) wake(Number.NaN);
        this.reconnectSoon();
      });
      await client.connect();
      await client.query(`listen ${LEDGER_CHANNEL}`);
      this.client = client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }
}
