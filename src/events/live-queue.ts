/**
 * What one subscriber has yet to take, as the async iterator its GraphQL subscription reads. The
 * feed offers values as it reads them; the transport takes the next one only once the subscriber's
 * socket has drained the previous (yoga's SSE stream pulls, and node waits for 'drain'), so a slow
 * reader shows up here as a growing queue, which `offer` refuses past its limit instead of growing.
 */
export class LiveQueue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  /** The items' total weight (events, for a queue of batches). */
  private weight = 0;
  private waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void } | null = null;
  private failure: { error: unknown } | null = null;
  private ended = false;
  private closed = false;
  private drainWaiters: (() => void)[] = [];

  /**
   * @param limit weight it holds before `offer` refuses
   * @param onTake called with each value as the subscriber takes it
   * @param onClose called once, when the stream is over for any reason (the subscriber left, it failed, it ended)
   * @param weigh a value's weight (1 each by default)
   */
  constructor(
    private readonly limit: number,
    private readonly onTake: (value: T) => void,
    private readonly onClose: () => void,
    private readonly weigh: (value: T) => number = () => 1,
  ) {}

  /** The weight waiting to be taken. */
  get size(): number {
    return this.weight;
  }

  /** No value will be taken any more. */
  get done(): boolean {
    return this.closed || this.failure !== null || this.ended;
  }

  /** Queues a value; false, queuing nothing, when it would take a non-empty queue past its limit. */
  offer(value: T): boolean {
    if (this.done) return true;
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      this.onTake(value);
      resolve({ value, done: false });
      return true;
    }
    // A batch larger than the limit is still taken by an empty queue: its reader is keeping up.
    const weight = this.weigh(value);
    if (this.weight > 0 && this.weight + weight > this.limit) return false;
    this.items.push(value);
    this.weight += weight;
    return true;
  }

  /** Replaces the value not yet taken, if any, with a newer one: for "the state as it is now" streams. */
  offerLatest(value: T): void {
    if (this.items.length > 0) {
      this.weight += this.weigh(value) - this.weigh(this.items.at(-1)!);
      this.items[this.items.length - 1] = value;
    } else {
      this.offer(value);
    }
  }

  /** Drops what is queued and ends the stream with `error` at the subscriber's next read. */
  fail(error: unknown): void {
    if (this.done) return;
    this.items.length = 0;
    this.weight = 0;
    this.failure = { error };
    this.settleDrained();
    if (this.waiting) {
      const { reject } = this.waiting;
      this.waiting = null;
      reject(error);
    }
    this.onClose();
  }

  /** Ends the stream once what is queued has been taken. */
  end(): void {
    if (this.done) return;
    this.ended = true;
    if (this.waiting && this.items.length === 0) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve({ value: undefined, done: true });
    }
    this.onClose();
  }

  /** Resolves once every queued value has been taken, or the stream is over. */
  drained(): Promise<void> {
    if (this.items.length === 0 || this.closed || this.failure) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  next(): Promise<IteratorResult<T>> {
    if (this.items.length > 0) {
      const value = this.items.shift()!;
      this.weight -= this.weigh(value);
      this.onTake(value);
      if (this.items.length === 0) this.settleDrained();
      return Promise.resolve({ value, done: false });
    }
    if (this.failure) {
      const { error } = this.failure;
      this.failure = { error: null };
      this.closed = true;
      return error === null ? Promise.resolve({ value: undefined, done: true }) : Promise.reject(error);
    }
    if (this.closed || this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  /** The subscriber left (the client disconnected, or the server is closing the stream). */
  return(): Promise<IteratorResult<T>> {
    const wasDone = this.done;
    this.closed = true;
    this.items.length = 0;
    this.weight = 0;
    this.settleDrained();
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve({ value: undefined, done: true });
    }
    if (!wasDone) this.onClose();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(): Promise<IteratorResult<T>> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private settleDrained(): void {
    const waiters = this.drainWaiters;
    this.drainWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
