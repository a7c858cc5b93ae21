import { NothingToSend, type RequestOptions, WorkforceRequestError } from './transport.js';

/** How a client coalesces the single calls of its agents into batch mutations (docs/client.md). */
export interface BatchOptions {
  /** The most calls one batch request carries (default 100; the server's WORKFORCE_MAX_BATCH must allow it). */
  maxItems?: number;
  /** The longest a call waits for others to join its batch, in ms (default 2). */
  maxDelayMs?: number;
}

export const DEFAULT_BATCH: Required<BatchOptions> = { maxItems: 100, maxDelayMs: 2 };

/** A call this large goes alone: a batch of such calls could outgrow the server's body limit. */
const ALONE_BYTES = 64 * 1024;
/** A batch is sent once its calls hold this much, whatever its count. */
const BATCH_BYTES = 512 * 1024;

/** What a batch mutation answered: each item's result in input order, or why it refused the whole batch. */
export type BatchAnswer<R> = { results: R[] } | { refused: unknown };

interface Waiting<I, R> {
  input: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
}

/**
 * Coalesces concurrent calls of one single mutation (claimAssignment, say) into its batch mutation
 * (claimAssignments): a call waits at most `maxDelayMs` for others, and a batch holds at most
 * `maxItems`. Each caller gets its own item's result. A lone call is sent as the single mutation.
 * When the batch request fails without a result per item (the batch refused whole, or a GraphQL
 * error such as one item's malformed input), its calls are sent again one by one, so no call gets
 * another's error; a retryable fault that outlasted the retries is every caller's.
 */
export class Coalescer<I, R> {
  private queue: Waiting<I, R>[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: Required<BatchOptions>,
    private readonly single: (input: I, options?: RequestOptions) => Promise<R>,
    /** Sends the batch mutation, asking `inputs` for the items of each try (null: none left). */
    private readonly batch: (inputs: () => I[] | null) => Promise<BatchAnswer<R>>,
  ) {}

  call(input: I, options: RequestOptions = {}): Promise<R> {
    const size = JSON.stringify(input).length;
    if (size > ALONE_BYTES) return this.single(input, options);
    return new Promise<R>((resolve, reject) => {
      const { signal } = options;
      if (signal?.aborted) return reject(signal.reason);
      const waiting: Waiting<I, R> = { input, resolve, reject, signal };
      // The caller's abort answers it at once; the others of its batch are not disturbed.
      signal?.addEventListener(
        'abort',
        () => {
          this.queue = this.queue.filter((w) => w !== waiting);
          reject(signal.reason);
        },
        { once: true },
      );
      this.queue.push(waiting);
      this.bytes += size;
      if (this.queue.length >= this.options.maxItems || this.bytes >= BATCH_BYTES) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.maxDelayMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const calls = this.queue;
    this.queue = [];
    this.bytes = 0;
    if (calls.length === 1) this.alone(calls[0]!);
    else if (calls.length > 1) void this.send(calls);
  }

  private alone(call: Waiting<I, R>): void {
    this.single(call.input, call.signal ? { signal: call.signal } : {}).then(call.resolve, call.reject);
  }

  private async send(calls: Waiting<I, R>[]): Promise<void> {
    // Each try carries the calls whose callers have not aborted: an abort stops a call's retries,
    // batched or not (its caller was answered at once).
    let sent = calls;
    let answer: BatchAnswer<R>;
    try {
      answer = await this.batch(() => {
        sent = calls.filter((call) => !call.signal?.aborted);
        return sent.length > 0 ? sent.map((call) => call.input) : null;
      });
    } catch (error) {
      if (error instanceof NothingToSend) return;
      if (error instanceof WorkforceRequestError && error.retryable) {
        for (const call of sent) call.reject(error);
        return;
      }
      for (const call of sent) this.alone(call);
      return;
    }
    if ('refused' in answer || answer.results.length !== sent.length) {
      for (const call of sent) this.alone(call);
      return;
    }
    sent.forEach((call, i) => {
      call.resolve(answer.results[i]!);
    });
  }
}
