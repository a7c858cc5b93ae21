import { GraphQLError } from 'graphql';
import type { Budget, RateLimitCaller, RateLimitScope, RateLimits } from './buckets.js';
import type { Estimate } from './plan.js';

/** Content bytes (event payloads, Entity content) that count as one point, as 100 connection reads do. */
export const CONTENT_BYTES_PER_POINT = 100_000;

/** The refusal of an operation over a budget: what to wait, and why. */
export function rateLimitedError(scope: RateLimitScope, retryAfterMs: number, perMinute: number, what: string): GraphQLError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const whose = scope === 'TOKEN' ? 'this token' : 'this organization';
  return new GraphQLError(
    `Rate limited: ${whose} has used its ${perMinute} points per minute, and ${what} was not run. Retry after ${seconds} s (Retry-After), or spend fewer points: smaller pages, fewer requests, smaller payloads.`,
    {
      extensions: {
        code: 'RATE_LIMITED',
        scope,
        retryAfterSeconds: seconds,
        limit: perMinute,
        http: { status: 429, headers: { 'retry-after': String(seconds) } },
      },
    },
  );
}

/** What `extensions.cost` of a response says (docs/api.md, "Query cost and rate limits"). */
export interface CostReport {
  requested: number;
  actual: number;
  requestedNodes: number;
  actualNodes: number;
  /** The token's budget, while the token rate limit is on. */
  remaining?: number;
  resetAt?: string;
}

/**
 * One operation's cost: what it asked for (the estimate), and what it read, told by the resolvers
 * (connections through resolvePage, lists read whole through pageInMemory, batch items, payload and
 * content bytes). Its requested points were taken from the caller's budgets when it was let in;
 * `settle` charges the rest (or gives back the difference) once it has run.
 */
export class CostMeter {
  #nodes = 0;
  #reads = 0;
  #bytes = 0;
  #items = 0;
  /** Points taken from the budgets so far: the requested ones, until settled. */
  #charged: number;
  #settled: number | undefined;

  constructor(
    readonly requested: Estimate,
    private readonly caller: RateLimitCaller | null,
    private readonly rateLimits: RateLimits | undefined,
  ) {
    this.#charged = caller && rateLimits ? requested.points : 0;
  }

  /** A connection's page: one read, its items returned. */
  page(returned: number): void {
    this.#nodes += returned;
    this.#reads += 1;
  }

  /** A list read whole to return a page of it: one more read per 100 items beyond the first. */
  readWhole(items: number): void {
    this.#reads += Math.floor(items / 100);
  }

  /** Items of a batch that were judged (a batch refused as a whole judged none). */
  listed(items: number): void {
    this.#nodes += items;
    this.#items += items;
  }

  /**
   * Payload or content returned, in bytes: charged when the operation is settled. Nothing is refused
   * mid-read (`payload` is non-null: a refusal there would take the whole response with it); a debt
   * is bounded instead (Buckets.adjust).
   */
  content(bytes: number): void {
    this.#bytes += bytes;
  }

  /** What it cost, from what it read: a mutation its fields and the batch items judged, plus reads and bytes. */
  get actual(): number {
    const read = Math.round(this.#reads / 100 + this.#bytes / CONTENT_BYTES_PER_POINT);
    const { requested } = this;
    return requested.operation === 'mutation'
      ? requested.fields + this.#items + read
      : requested.points === 0
        ? 0
        : Math.max(1, read);
  }

  /**
   * Charges what the operation cost beyond what was taken (or gives back the difference). `ran`
   * false: nothing was executed (its variables were refused), so it costs nothing.
   */
  settle(ran = true): void {
    if (this.#settled !== undefined) return;
    this.#settled = ran ? this.actual : 0;
    if (this.caller && this.rateLimits) this.rateLimits.adjust(this.caller, this.#settled - this.#charged, true);
    this.#charged = this.#settled;
  }

  /**
   * A subscription's delivered events and their bytes: each event charged as one item of a
   * connection with the stream's selection under it, the bytes as content.
   */
  delivered(events: number, bytes: number): void {
    if (!this.caller || !this.rateLimits) return;
    this.rateLimits.adjust(this.caller, (events * (1 + this.requested.reads)) / 100 + bytes / CONTENT_BYTES_PER_POINT, true);
  }

  budgets(): { token?: Budget; organization?: Budget } {
    if (!this.caller || !this.rateLimits) return {};
    const { token, organization } = this.rateLimits;
    return {
      ...(token ? { token: token.budget(this.caller.tokenId) } : {}),
      ...(organization ? { organization: organization.budget(this.caller.organizationId) } : {}),
    };
  }

  report(): CostReport {
    const report: CostReport = {
      requested: this.requested.points,
      actual: this.#settled ?? this.actual,
      requestedNodes: this.requested.nodes,
      actualNodes: this.#nodes,
    };
    // The token's budget only: its limit and the organization's budget are in `rateLimit`. Every
    // response pays for this (bench/query-cost.ts: with both budgets and their limits it cost 3-4%
    // server CPU per cycle, with this 0.5%).
    const token = this.caller && this.rateLimits?.token;
    return token ? Object.assign(report, token.reported(this.caller!.tokenId)) : report;
  }
}
