// The console's live stream (console/src/live.ts) resumes without a gap: after SUBSCRIBER_TOO_SLOW,
// a broken stream or a completed one it subscribes again after the last seq it delivered, delivers
// nothing twice, and stops (saying why) on an error that is not retryable.
import { describe, expect, it } from 'vitest';
import { LedgerStream, type StreamStatus, type Subscriber } from '../../console/src/live.js';
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

/** A subscriber whose nth subscription yields `streams[n].seqs` and then ends as `streams[n].end` says. */
function fakeSubscriber(streams: { seqs: number[]; end?: Error }[]) {
  const calls: (number | null | undefined)[] = [];
  const subscriber: Subscriber = {
    async *subscribe<R, V>(_document: unknown, variables: V, signal: AbortSignal): AsyncGenerator<R, void, undefined> {
      calls.push((variables as { afterSeq?: number | null }).afterSeq);
      const stream = streams[calls.length - 1];
      if (!stream) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        return;
      }
      for (const seq of stream.seqs) yield { ledgerEvents: event(seq) } as R;
      if (stream.end) throw stream.end;
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
});
