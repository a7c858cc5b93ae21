import pg from 'pg';

const LEDGER_CHANNEL = 'workforce_ledger';

type Wake = (seq: number) => void;

/**
 * One LISTEN connection per server process, fanned out in memory by organization. A notification
 * only wakes a subscriber; what it sends is always read from the ledger after the last sequence
 * it sent, so nothing is skipped or sent twice, whatever notifications are lost or merged.
 */
export class LedgerFeed {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Map<string, Set<Wake>>();
  private closed = false;

  constructor(private readonly connectionString: string, private readonly log: (message: string) => void = () => {}) {}

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
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
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
      client.on('notification', ({ payload }) => {
        const [organizationId, seq] = (payload ?? '').split(':');
        for (const wake of this.listeners.get(organizationId ?? '') ?? []) wake(Number(seq));
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
