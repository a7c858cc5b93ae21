import { type TypedDocument, WorkforceRequestError } from '../../src/client/transport.js';
import { LedgerEventsDocument } from './documents.js';
import { describeFailure } from './failures.js';
import type { ConsoleEventFragment } from './gql/graphql.js';

/** What the stream needs of the API (console/src/api.ts): one subscription, ended by the signal. */
export interface Subscriber {
  subscribe<R, V>(document: TypedDocument<R, V>, variables: V, signal: AbortSignal): AsyncGenerator<R, void, undefined>;
}

export type LedgerEvent = ConsoleEventFragment;
export type StreamStatus =
  | { state: 'live' }
  | { state: 'reconnecting'; reason: string; retryInMs: number }
  | { state: 'stopped'; reason: string };

/**
 * The organization's ledger, followed live over one SSE subscription for the whole session: every
 * page listens to it. It starts after the seq the sign-in query saw, remembers the last seq it
 * delivered, and on a broken stream, a retryable fault or SUBSCRIBER_TOO_SLOW it resubscribes with
 * `afterSeq` = that seq (or the error's `extensions.resumeAfterSeq`), so no event is missed or
 * delivered twice. The wait between tries grows from 0.5 s to 5 s.
 */
export class LedgerStream {
  private readonly listeners = new Set<(event: LedgerEvent) => void>();
  private readonly statusListeners = new Set<(status: StreamStatus) => void>();
  private readonly abort = new AbortController();
  status: StreamStatus = { state: 'live' };

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

  onStatus(listener: (status: StreamStatus) => void): () => void {
    this.statusListeners.add(listener);
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
    let failures = 0;
    while (!signal.aborted) {
      try {
        const stream = this.api.subscribe(LedgerEventsDocument, { afterSeq: this.lastSeq }, signal);
        this.setStatus({ state: 'live' });
        for await (const data of stream) {
          failures = 0;
          const event = data.ledgerEvents;
          if (event.seq <= this.lastSeq) continue;
          this.lastSeq = event.seq;
          for (const listener of this.listeners) listener(event);
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
        // stream delivered before the error: it equals lastSeq, the seq this resumes after.
        failures += 1;
        await this.wait(failures, describeFailure(error));
      }
    }
  }

  private wait(failures: number, reason: string): Promise<void> {
    const retryInMs = Math.min(this.maxDelayMs, 500 * 2 ** (failures - 1));
    this.setStatus({ state: 'reconnecting', reason, retryInMs });
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, retryInMs);
      this.abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
