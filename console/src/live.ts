import { type TypedDocument, WorkforceRequestError } from '../../src/client/transport.js';
import { LedgerEventsDocument } from './documents.js';
import { describeFailure } from './failures.js';
import type { ConsoleEventFragment } from './gql/graphql.js';

/** What the stream needs of the API (console/src/api.ts): one subscription, ended by the signal. */
export interface Subscriber {
  subscribe<R, V>(
    document: TypedDocument<R, V>,
    variables: V,
    signal: AbortSignal,
    /** Called when the server has accepted the subscription and the stream is open. */
    onOpen?: () => void,
  ): AsyncGenerator<R, void, undefined>;
}

export type LedgerEvent = ConsoleEventFragment;
export type StreamStatus =
  | { state: 'connecting' }
  | { state: 'live' }
  | { state: 'reconnecting'; reason: string; retryInMs: number }
  | { state: 'stopped'; reason: string };

/**
 * The organization's ledger, followed live over one SSE subscription for the whole session: every
 * page listens to it. It starts after the seq the sign-in query saw, remembers the last seq it
 * delivered, and on a broken stream, a retryable fault or SUBSCRIBER_TOO_SLOW it resubscribes with
 * `afterSeq` = that seq (or the error's `extensions.resumeAfterSeq` when it is greater), so no event
 * is missed or delivered twice. The wait between tries grows from 0.5 s to 5 s. The status is
 * 'connecting' until the first stream opens, 'live' only while a stream is open (from its response
 * or its first event), 'reconnecting' from a failure until a new stream opens, and 'stopped' for good.
 * A listener that throws is a bug: the error is logged, and the stream and the other listeners go on.
 */
export class LedgerStream {
  private readonly listeners = new Set<(event: LedgerEvent) => void>();
  private readonly statusListeners = new Set<(status: StreamStatus) => void>();
  private readonly abort = new AbortController();
  status: StreamStatus = { state: 'connecting' };

  constructor(
    private readonly api: Subscriber,
    public lastSeq: number,
    private readonly maxDelayMs = 5_000,
  ) {
    void this.run();
  }

  onEvent(listener: (event: LedgerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Calls `listener` with the status now, then with each change. A page subscribes in an effect,
   * after its first render: the stream may have opened in between, and it reports 'live' only when
   * it changes to it, so a listener told only of changes would wait for the next break.
   */
  onStatus(listener: (status: StreamStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  close(): void {
    this.abort.abort();
    this.listeners.clear();
    this.statusListeners.clear();
  }

  private setStatus(status: StreamStatus): void {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private async run(): Promise<void> {
    const { signal } = this.abort;
    const opened = () => {
      if (!signal.aborted && this.status.state !== 'live') this.setStatus({ state: 'live' });
    };
    let failures = 0;
    while (!signal.aborted) {
      try {
        const stream = this.api.subscribe(LedgerEventsDocument, { afterSeq: this.lastSeq }, signal, opened);
        for await (const data of stream) {
          failures = 0;
          opened();
          const event = data.ledgerEvents;
          if (event.seq <= this.lastSeq) continue;
          this.lastSeq = event.seq;
          this.deliver(event);
        }
        if (signal.aborted) return;
        // The server completed the stream (it is shutting down, say): resume like after a break.
        failures += 1;
        await this.wait(failures, 'the server ended the stream');
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof WorkforceRequestError && !error.retryable) {
          this.setStatus({ state: 'stopped', reason: describeFailure(error) });
          return;
        }
        // SUBSCRIBER_TOO_SLOW's extensions.resumeAfterSeq is the last seq the server sent, which the
        // stream delivered before the error: it equals lastSeq, and is only taken if greater.
        const resume = error instanceof WorkforceRequestError ? error.details.errors[0]?.extensions?.resumeAfterSeq : undefined;
        if (typeof resume === 'number' && resume > this.lastSeq) this.lastSeq = resume;
        failures += 1;
        await this.wait(failures, describeFailure(error));
      }
    }
  }

  /** Hands the event to every listener; one that throws neither stops the others nor breaks the stream. */
  private deliver(event: LedgerEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('A ledger event listener failed on seq', event.seq, error);
      }
    }
  }

  private wait(failures: number, reason: string): Promise<void> {
    const retryInMs = Math.min(this.maxDelayMs, 500 * 2 ** (failures - 1));
    this.setStatus({ state: 'reconnecting', reason, retryInMs });
    const { signal } = this.abort;
    return new Promise((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, retryInMs);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/**
 * A list of events, newest first (`shown`), with the events `live` adds to it: those newer than its
 * newest event, newest first and each once, at the top; at most `max` in all. The ledger page merges
 * what its stream delivered while a query was on its way: an event older than the query's newest is
 * in its answer already, a newer one committed after the query read the ledger.
 */
export function prependNewer<E extends { seq: number }>(shown: E[], live: readonly E[], max: number): E[] {
  const newest = shown.reduce((seq, event) => Math.max(seq, event.seq), Number.NEGATIVE_INFINITY);
  const fresh = new Map<number, E>();
  for (const event of live) if (event.seq > newest) fresh.set(event.seq, event);
  if (fresh.size === 0) return shown;
  return [...fresh.values()]
    .sort((a, b) => b.seq - a.seq)
    .concat(shown)
    .slice(0, max);
}
