// The console's live stream (console/src/live.ts) resumes without a gap: after SUBSCRIBER_TOO_SLOW,
// a broken stream or a completed one it subscribes again after the last seq it delivered, delivers
// nothing twice, and stops (saying why) on an error that is not retryable.
import { describe, expect, it, vi } from 'vitest';
import { LedgerStream, prependNewer, type StreamStatus, type Subscriber } from '../../console/src/live.js';
import { WorkforceRequestError } from '../../src/client/transport.js';

const event = (seq: number) => ({
  id: `e${seq}`,
  seq,
  kind: 'assignment.created',
  recordedAt: '2026-12-01T00:00:00.000Z',
  assignmentId: `a${seq}`,
  attemptId: null,
  payload: {},
  actor: null,
});

const failure = (code: string, retryable: boolean, extensions: Record<string, unknown> = {}) =>
  new WorkforceRequestError(`subscription: ${code}`, {
    code,
    status: 200,
    retryable,
    attempts: 1,
    errors: [{ message: code, extensions: { code, ...extensions } }],
  });

/**
 * A subscriber whose nth subscription opens (after a tick, as a response would) unless `refused`,
 * yields `streams[n].seqs`, then ends as `streams[n].end` says, or hangs until aborted if `hang`.
 * Past the last stream it hangs without opening, like a connection that never answers.
 */
function fakeSubscriber(streams: { seqs?: number[]; end?: Error; refused?: boolean; hang?: boolean }[]) {
  const calls: (number | null | undefined)[] = [];
  const subscriber: Subscriber = {
    async *subscribe<R, V>(
      _document: unknown,
      variables: V,
      signal: AbortSignal,
      onOpen?: () => void,
    ): AsyncGenerator<R, void, undefined> {
      calls.push((variables as { afterSeq?: number | null }).afterSeq);
      const stream = streams[calls.length - 1];
      const hang = () => new Promise((resolve) => signal.addEventListener('abort', resolve));
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (!stream) {
        await hang();
        return;
      }
      if (stream.refused) throw stream.end;
      onOpen?.();
      for (const seq of stream.seqs ?? []) yield { ledgerEvents: event(seq) } as R;
      if (stream.end) throw stream.end;
      if (stream.hang) await hang();
    },
  };
  return { subscriber, calls };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe('LedgerStream', () => {
  it('resumes after SUBSCRIBER_TOO_SLOW, a broken stream and a completed one from the last seq, without duplicates', async () => {
    const { subscriber, calls } = fakeSubscriber([
      { seqs: [11, 12], end: failure('SUBSCRIBER_TOO_SLOW', true, { resumeAfterSeq: 12 }) },
      { seqs: [12, 13], end: failure('NETWORK_ERROR', true) },
      { seqs: [14] },
      { seqs: [15] },
    ]);
    const stream = new LedgerStream(subscriber, 10, 1);
    const seen: number[] = [];
    stream.onEvent((e) => seen.push(e.seq));
    await until(() => seen.length === 5);
    expect(seen).toEqual([11, 12, 13, 14, 15]);
    expect(calls.slice(0, 4)).toEqual([10, 12, 13, 14]);
    expect(stream.lastSeq).toBe(15);
    stream.close();
  });

  it('stops on an error that is not retryable, and says why', async () => {
    const { subscriber } = fakeSubscriber([{ seqs: [1], end: failure('UNAUTHENTICATED', false) }]);
    const stream = new LedgerStream(subscriber, 0, 1);
    const statuses: StreamStatus[] = [];
    stream.onStatus((status) => statuses.push(status));
    await until(() => stream.status.state === 'stopped');
    expect(stream.status).toEqual({ state: 'stopped', reason: 'UNAUTHENTICATED (UNAUTHENTICATED)' });
    stream.close();
  });

  it('resumes after resumeAfterSeq when the server says it sent more than was delivered', async () => {
    const { subscriber, calls } = fakeSubscriber([
      { seqs: [11], end: failure('SUBSCRIBER_TOO_SLOW', true, { resumeAfterSeq: 13 }) },
      { seqs: [14], hang: true },
    ]);
    const stream = new LedgerStream(subscriber, 10, 1);
    const seen: number[] = [];
    stream.onEvent((e) => seen.push(e.seq));
    await until(() => seen.length === 2);
    expect(seen).toEqual([11, 14]);
    expect(calls).toEqual([10, 13]);
    stream.close();
  });

  it('is live only once a stream has opened: connecting, then reconnecting through an outage until one opens again', async () => {
    const { subscriber } = fakeSubscriber([
      { seqs: [1], end: failure('NETWORK_ERROR', true) },
      { refused: true, end: failure('NETWORK_ERROR', true) },
      { refused: true, end: failure('NETWORK_ERROR', true) },
      { hang: true }, // opens, and no event comes
    ]);
    const stream = new LedgerStream(subscriber, 0, 1);
    expect(stream.status).toEqual({ state: 'connecting' });
    const states: string[] = [];
    stream.onStatus((status) => states.push(status.state));
    await until(() => states.length === 6);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting', 'reconnecting', 'live']);
    stream.close();
  });

  it('tells a listener that comes after the stream opened that it is live (a page subscribes after its first render)', async () => {
    const { subscriber } = fakeSubscriber([{ seqs: [1], hang: true }]);
    const stream = new LedgerStream(subscriber, 0, 1);
    await until(() => stream.status.state === 'live');
    // Given the stream live before anyone listened, and no further change to report
    const states: string[] = [];
    // When a listener comes
    const off = stream.onStatus((status) => states.push(status.state));
    // Then it hears 'live' at once, and nothing twice
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states).toEqual(['live']);
    off();
    stream.close();
  });

  it('stays connecting while the connection hangs', async () => {
    const { subscriber, calls } = fakeSubscriber([]);
    const stream = new LedgerStream(subscriber, 0, 1);
    await until(() => calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stream.status).toEqual({ state: 'connecting' });
    stream.close();
  });

  it('logs a listener that throws, and still hands the event to the others without reconnecting', async () => {
    const { subscriber, calls } = fakeSubscriber([{ seqs: [1, 2, 3], hang: true }]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const stream = new LedgerStream(subscriber, 0, 1);
      const first: number[] = [];
      const second: number[] = [];
      stream.onEvent((e) => {
        first.push(e.seq);
        if (e.seq === 2) throw new Error('listener bug');
      });
      stream.onEvent((e) => second.push(e.seq));
      await until(() => second.length === 3);
      expect(first).toEqual([1, 2, 3]);
      expect(second).toEqual([1, 2, 3]);
      expect(calls).toEqual([0]);
      expect(stream.status).toEqual({ state: 'live' });
      expect(logged).toHaveBeenCalledTimes(1);
      stream.close();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('prependNewer (the ledger page merging a query answer with the events followed meanwhile)', () => {
  const seqs = (events: { seq: number }[]) => events.map((e) => e.seq);

  it('puts the events newer than the answer on top, newest first and once, and drops those it already has', () => {
    const answer = [event(12), event(11), event(10)];
    // 11 and 12 arrived while the query was on its way and are in its answer; 13 and 14 committed after it read.
    const arrived = [event(11), event(12), event(13), event(14), event(14)];
    expect(seqs(prependNewer(answer, arrived, 500))).toEqual([14, 13, 12, 11, 10]);
  });

  it('keeps every arrived event when the answer is empty, and keeps the list when nothing is newer', () => {
    expect(seqs(prependNewer([], [event(1), event(2)], 500))).toEqual([2, 1]);
    const answer = [event(5), event(4)];
    expect(prependNewer(answer, [event(3), event(5)], 500)).toBe(answer);
  });

  it('shows at most max events', () => {
    expect(seqs(prependNewer([event(2), event(1)], [event(3)], 2))).toEqual([3, 2]);
  });
});
