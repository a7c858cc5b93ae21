// Rate limits in points per minute, per token and per organization: token buckets in this process's
// memory (docs/scaling.md says what several processes mean).

/** One budget as a client sees it: `resetAt` is when the bucket is full again. */
export interface Budget {
  limit: number;
  remaining: number;
  used: number;
  resetAt: Date;
}

/** resetAt is told to the second, as GitHub tells it: the first whole second at or after `ms`. */
const wholeSecondAfter = (ms: number) => Math.ceil(ms / 1000) * 1000;

let lastSecond = Number.NaN;
let lastText = '';
/** An instant of a whole second as ISO text, kept for the second most asked for: most responses of a second share it. */
function isoSecond(ms: number): string {
  if (ms !== lastSecond) {
    lastSecond = ms;
    lastText = new Date(ms).toISOString();
  }
  return lastText;
}

interface Bucket {
  level: number;
  at: number;
}

/**
 * Token buckets of `perMinute` points each, refilled continuously (perMinute / 60 per second). A
 * request is let in when its bucket holds its requested points (or is full, when it asks for more
 * than a bucket holds), and its points are taken at once; what it cost in the end is settled after
 * (`adjust`), so a bucket can go below zero, and its owner then waits for it to refill. A bucket
 * that has refilled is the same as none: those are dropped as the map grows.
 */
export class Buckets {
  readonly #buckets = new Map<string, Bucket>();
  readonly #perMs: number;
  #sweepAt: number;

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly sweepAbove = 10_000,
  ) {
    this.#perMs = perMinute / 60_000;
    this.#sweepAt = sweepAbove;
  }

  #level(key: string, now: number): number {
    const bucket = this.#buckets.get(key);
    if (!bucket) return this.perMinute;
    return Math.min(this.perMinute, bucket.level + (now - bucket.at) * this.#perMs);
  }

  /** Milliseconds until `key` can take `points` (0: now). */
  waitMs(key: string, points: number, now = this.now()): number {
    const needed = Math.min(points, this.perMinute) - this.#level(key, now);
    return needed <= 0 ? 0 : Math.ceil(needed / this.#perMs);
  }

  /**
   * Takes `points` (a negative number gives them back). `settled`: the charge is final (an
   * operation's actual cost, a delivery), and the bucket then owes at most one minute's worth:
   * whatever an operation read, its owner is served again within two minutes. Charges on the way
   * (the requested points, bytes as read) are not floored, so that settling gives back exactly.
   */
  adjust(key: string, points: number, settled = false, now = this.now()): void {
    if (points === 0 && !settled) return;
    const level = Math.max(settled ? -this.perMinute : -Infinity, Math.min(this.perMinute, this.#level(key, now) - points));
    if (level >= this.perMinute) {
      this.#buckets.delete(key);
      return;
    }
    this.#buckets.set(key, { level, at: now });
    if (this.#buckets.size > this.#sweepAt) this.#sweep(now);
  }

  /** When a bucket at `level` is full again, to the second. */
  #resetAtMs(level: number, now: number): number {
    return wholeSecondAfter(now + (this.perMinute - level) / this.#perMs);
  }

  budget(key: string, now = this.now()): Budget {
    const level = this.#level(key, now);
    return {
      limit: this.perMinute,
      remaining: Math.max(0, Math.floor(level)),
      used: Math.ceil(this.perMinute - level),
      resetAt: new Date(this.#resetAtMs(level, now)),
    };
  }

  /** The token's part of every response's extensions.cost, without Date objects. */
  reported(key: string, now = this.now()): { remaining: number; resetAt: string } {
    const level = this.#level(key, now);
    return { remaining: Math.max(0, Math.floor(level)), resetAt: isoSecond(this.#resetAtMs(level, now)) };
  }

  /** Drops the buckets that have refilled; the next sweep waits until the map has doubled. */
  #sweep(now: number): void {
    for (const key of this.#buckets.keys()) if (this.#level(key, now) >= this.perMinute) this.#buckets.delete(key);
    this.#sweepAt = Math.max(this.sweepAbove, this.#buckets.size * 2);
  }

  get size(): number {
    return this.#buckets.size;
  }
}

/** Which of a caller's budgets refused it. */
export type RateLimitScope = 'TOKEN' | 'ORGANIZATION';

export interface RateLimitCaller {
  tokenId: string;
  organizationId: string;
}

/** The budgets a request is charged against: its token's and its organization's (either may be off). */
export class RateLimits {
  readonly token: Buckets | undefined;
  readonly organization: Buckets | undefined;

  constructor(options: { tokenPerMinute: number; organizationPerMinute: number; now?: () => number }) {
    this.token = options.tokenPerMinute > 0 ? new Buckets(options.tokenPerMinute, options.now) : undefined;
    this.organization = options.organizationPerMinute > 0 ? new Buckets(options.organizationPerMinute, options.now) : undefined;
  }

  get enabled(): boolean {
    return !!(this.token || this.organization);
  }

  /**
   * Takes `points` from both budgets, or from neither: the refusal says which budget is short and
   * how long until it has them.
   */
  take(caller: RateLimitCaller, points: number): { scope: RateLimitScope; retryAfterMs: number } | null {
    const tokenWait = this.token?.waitMs(caller.tokenId, points) ?? 0;
    const organizationWait = this.organization?.waitMs(caller.organizationId, points) ?? 0;
    if (tokenWait > 0 || organizationWait > 0) {
      return tokenWait >= organizationWait
        ? { scope: 'TOKEN', retryAfterMs: tokenWait }
        : { scope: 'ORGANIZATION', retryAfterMs: organizationWait };
    }
    this.adjust(caller, points);
    return null;
  }

  adjust(caller: RateLimitCaller, points: number, settled = false): void {
    this.token?.adjust(caller.tokenId, points, settled);
    this.organization?.adjust(caller.organizationId, points, settled);
  }
}
