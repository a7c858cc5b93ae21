import type { Budget, RateLimitCaller, RateLimits } from './buckets.js';
import type { Estimate } from './plan.js';

/** Content bytes (event payloads, Entity content) that count as one point, as 100 connection reads do. */
export const CONTENT_BYTES_PER_POINT = 100_000;

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
 * (connections through resolvePage, lists read whole through pageInMemory, payload and content
 * bytes). Its requested points were taken from the caller's budgets when it was let in; `settle`
 * charges the difference once it has run.
 */
export class CostMeter {
  #nodes = 0;
  #reads = 0;
  #bytes = 0;
  #settled: number | undefined;

  constructor(
    readonly requested: Estimate,
    private readonly caller: RateLimitCaller | null,
    private readonly rateLimits: RateLimits | undefined,
  ) {}

  /** A connection's page: one read, its items returned. */
  page(returned: number): void {
    this.#nodes += returned;
    this.#reads += 1;
  }

  /** A list read whole to return a page of it: one more read per 100 items beyond the first. */
  readWhole(items: number): void {
    this.#reads += Math.floor(items / 100);
  }

  /** Items of a batch's results. */
  listed(items: number): void {
    this.#nodes += items;
  }

  /** Payload or content returned, in bytes. */
  content(bytes: number): void {
    this.#bytes += bytes;
  }

  get actual(): number {
    const read = Math.round(this.#reads / 100 + this.#bytes / CONTENT_BYTES_PER_POINT);
    const { requested } = this;
    return requested.operation === 'mutation' ? requested.base + read : Math.max(1, read);
  }

  /** Charges what the operation cost beyond (or gives back what it cost under) its requested points. */
  settle(): void {
    if (this.#settled !== undefined) return;
    this.#settled = this.actual;
    if (this.caller && this.rateLimits) this.rateLimits.adjust(this.caller, this.#settled - this.requested.points);
  }

  /** A subscription's delivered events: each charged as one item of a connection, with the stream's selection under it. */
  delivered(events: number): void {
    if (this.caller && this.rateLimits) this.rateLimits.adjust(this.caller, (events * (1 + this.requested.reads)) / 100);
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
    if (token) {
      report.remaining = token.remaining(this.caller!.tokenId);
      report.resetAt = token.resetAtText(this.caller!.tokenId);
    }
    return report;
  }
}
