// A subscriber's queue: bounded by weight, ended with an error that drops what is queued, drained
// before the next catch-up page, and closed once whichever way the stream ends.
import { describe, expect, it } from 'vitest';
import { LiveQueue } from '../../src/events/live-queue.js';

function queue(limit: number) {
  const taken: number[][] = [];
  let closed = 0;
  const q = new LiveQueue<number[]>(
    limit,
    (batch) => taken.push(batch),
    () => {
      closed += 1;
    },
    (batch) => batch.length,
  );
  return { q, taken, closed: () => closed };
}

describe('LiveQueue', () => {
  it('hands a value straight to a waiting reader, and queues up to its limit by weight, refusing past it', async () => {
    const { q, taken } = queue(5);
    const waiting = q.next();
    expect(q.offer([1, 2, 3, 4, 5, 6])).toBe(true);
    expect(await waiting).toEqual({ value: [1, 2, 3, 4, 5, 6], done: false });
    expect(q.offer([7, 8, 9])).toBe(true);
    expect(q.offer([10, 11])).toBe(true);
    expect(q.size).toBe(5);
    expect(q.offer([12])).toBe(false);
    expect(q.size).toBe(5);
    expect((await q.next()).value).toEqual([7, 8, 9]);
    expect(q.offer([12])).toBe(true);
    expect(taken).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9],
    ]);
  });

  it('an empty queue takes a batch larger than its limit (its reader keeps up); a non-empty one refuses what would pass it', async () => {
    const { q } = queue(5);
    expect(q.offer([1, 2, 3, 4, 5, 6, 7, 8])).toBe(true);
    expect(q.offer([9])).toBe(false);
    expect((await q.next()).value).toHaveLength(8);
    expect(q.offer([9])).toBe(true);
  });

  it('fail() drops what is queued: the next read rejects with the error, then the stream is done; onClose runs once', async () => {
    const { q, closed } = queue(10);
    q.offer([1]);
    q.offer([2]);
    q.fail(new Error('too slow'));
    expect(q.size).toBe(0);
    await expect(q.next()).rejects.toThrow('too slow');
    expect(await q.next()).toEqual({ value: undefined, done: true });
    expect(q.offer([3])).toBe(true);
    await q.return();
    expect(closed()).toBe(1);
  });

  it('end() lets what is queued be read first; a reader waiting on an empty queue is told it is done', async () => {
    const { q } = queue(10);
    q.offer([1]);
    q.end();
    expect((await q.next()).value).toEqual([1]);
    expect((await q.next()).done).toBe(true);
    const { q: empty } = queue(10);
    const waiting = empty.next();
    empty.end();
    expect((await waiting).done).toBe(true);
  });

  it('drained() resolves once everything queued was taken, or the reader left', async () => {
    const { q } = queue(10);
    q.offer([1]);
    q.offer([2]);
    let drained = false;
    const done = q.drained().then(() => {
      drained = true;
    });
    await q.next();
    await Promise.resolve();
    expect(drained).toBe(false);
    await q.next();
    await done;
    expect(drained).toBe(true);
    const { q: left } = queue(10);
    left.offer([1]);
    const leaving = left.drained();
    await left.return();
    await leaving;
  });

  it('return() ends a waiting read at once and calls onClose once, however often it is called', async () => {
    const { q, closed } = queue(10);
    const waiting = q.next();
    await q.return();
    expect((await waiting).done).toBe(true);
    await q.return();
    expect(closed()).toBe(1);
  });

  it('offerLatest keeps only the newest value not yet taken', async () => {
    const { q } = queue(1);
    q.offerLatest([1]);
    q.offerLatest([2]);
    q.offerLatest([3]);
    expect(q.size).toBe(1);
    expect((await q.next()).value).toEqual([3]);
  });
});
