import { createHash, timingSafeEqual } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { GroupCommit } from './commands/group-commit.js';
import type { Db } from './db/kysely.js';
import { countClaimsAwaitingRecovery } from './db/reads.js';
import type { LedgerFeed } from './events/live.js';
import type { Logger } from './log.js';
import type { HttpTiming } from './request-log.js';
import type { BatchSettled, CommandObserver } from './schema/outcomes.js';

/** The most claims awaiting recovery a scrape counts: one bounded read, whatever the backlog. */
export const AWAITING_RECOVERY_LIMIT = 10_000;
/** How long one count serves every scrape (several Prometheus servers, or a client hammering /metrics). */
const COUNT_FRESH_MS = 5_000;
/** A scrape never waits longer for the count: a busy or absent database gives NaN, the rest still answers. */
const COUNT_TIMEOUT_MS = 2_000;

export interface MetricsOptions {
  /** When set, /metrics answers only a request that carries it as a bearer token. */
  token?: string | undefined;
  /** An application-role pool for the scrape's one count of expired claims (the read sessions', not the commands'). */
  db: Db;
  feed: LedgerFeed;
  /** The pools whose connections are reported, by name (commands, reads, live, owner). */
  pools: Record<string, pg.Pool>;
  /** The commands' group commit, whose group sizes are reported. */
  groups?: GroupCommit | undefined;
  logger: Logger;
}

/** The GraphQL field of each grouped command, the name the other series give it. */
const GROUPED_FIELDS = {
  create: 'createAssignment',
  claim: 'claimAssignment',
  end: 'endAttempt',
  append: 'appendEvent',
  entity: 'createEntity',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics for one server (src/app.ts makes them when WORKFORCE_METRICS is on): its own
 * registry (several servers in one process, as in the tests, never share a series), Node's default
 * process metrics, each GraphQL request's HTTP timing (the series of @graphql-yoga/plugin-prometheus,
 * see httpTiming), and the domain's: each mutation's outcome and duration, batch requests, claims
 * awaiting recovery, live subscribers and their lag, the pools' connections. No label carries an
 * id, and none is chosen by a client (operation names are left out: any client could grow the
 * series without bound).
 */
export class Metrics implements CommandObserver {
  readonly registry = new Registry();
  private readonly commands: Counter<'command' | 'outcome'>;
  private readonly durations: Histogram<'command'>;
  private readonly batches: Counter<'command'>;
  private readonly refusals: Counter<'reason'>;
  private readonly http: Histogram<'operationType' | 'method' | 'statusCode'>;
  private readonly token: Buffer | null;

  constructor(private readonly options: MetricsOptions) {
    const registers = [this.registry];
    this.token = options.token ? sha256(options.token) : null;
    collectDefaultMetrics({ register: this.registry });
    this.commands = new Counter({
      name: 'workforce_commands_total',
      help: 'Mutations by GraphQL field name (a batch item under its single command) and outcome: success, replayed, the refusal code or the fault code.',
      labelNames: ['command', 'outcome'],
      registers,
    });
    this.durations = new Histogram({
      name: 'workforce_command_duration_seconds',
      help: 'Time to resolve each mutation field (a batch request as a whole), in seconds.',
      labelNames: ['command'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.batches = new Counter({
      name: 'workforce_batch_requests_total',
      help: 'Batch mutations by GraphQL field name (createAssignments, …), one per request whatever its size.',
      labelNames: ['command'],
      registers,
    });
    this.refusals = new Counter({
      name: 'workforce_requests_rejected_total',
      help: 'Requests refused by a limit, by reason: QUERY_TOO_COMPLEX, QUERY_TOO_DEEP, TOO_MANY_ALIASES, TOO_MANY_DIRECTIVES, TOO_MANY_TOKENS, RATE_LIMITED.',
      labelNames: ['reason'],
      registers,
    });
    // The series @graphql-yoga/plugin-prometheus defines (name, help, prom-client's default buckets),
    // without its url and operationName labels: see httpTiming.
    this.http = new Histogram({
      name: 'graphql_yoga_http_duration',
      help: 'Time spent on HTTP connection',
      labelNames: ['operationType', 'method', 'statusCode'],
      registers,
    });
    const groupSizes = new Histogram({
      name: 'workforce_command_group_size',
      help: 'Commands per group commit (src/commands/group-commit.ts) by command (createAssignment, claimAssignment, endAttempt, appendEvent, createEntity): 1 for one that went alone.',
      labelNames: ['command'],
      buckets: [1, 2, 4, 8, 16, 32, 64, 128],
      registers,
    });
    options.groups?.onGroup((command, size) => groupSizes.observe({ command: GROUPED_FIELDS[command] }, size));
    const { feed, pools } = options;
    const awaitingRecovery = this.awaitingRecovery.bind(this);
    new Gauge({
      name: 'workforce_claims_awaiting_recovery',
      help: `RUNNING Assignments of every organization whose claim has expired (counted up to ${AWAITING_RECOVERY_LIMIT}, at most ${COUNT_FRESH_MS / 1000} s old; NaN when the database did not answer within ${COUNT_TIMEOUT_MS / 1000} s).`,
      registers,
      async collect() {
        this.set(await awaitingRecovery());
      },
    });
    new Gauge({
      name: 'workforce_live_subscribers',
      help: 'Live subscriptions (ledgerEvents, assignmentChanged) open on this server.',
      registers,
      collect() {
        this.set(feed.stats().subscribers);
      },
    });
    new Gauge({
      name: 'workforce_live_feed_lag_events',
      help: 'Events the slowest live subscriber of this server has yet to be sent (0 when all are at the head).',
      registers,
      collect() {
        this.set(feed.stats().lagEvents);
      },
    });
    new Gauge({
      name: 'workforce_db_pool_connections',
      help: "Connections of this server's database pools, by pool and state (busy: lent to a request; idle: open, free).",
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        for (const [name, pool] of Object.entries(pools)) {
          this.set({ pool: name, state: 'busy' }, pool.totalCount - pool.idleCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
        }
      },
    });
    new Gauge({
      name: 'workforce_db_pool_waiting_requests',
      help: 'Requests waiting for a connection of a full pool, by pool.',
      labelNames: ['pool'],
      registers,
      collect() {
        for (const [name, pool] of Object.entries(pools)) this.set({ pool: name }, pool.waitingCount);
      },
    });
  }

  /** A request refused by a limit (src/cost/plugin.ts countRefusals). */
  rejected(reason: string): void {
    this.refusals.inc({ reason });
  }

  settled(command: string, outcomes: readonly string[], seconds: number, batch?: BatchSettled): void {
    this.durations.observe({ command }, seconds);
    if (batch) this.batches.inc({ command });
    // A batch's items under their single command; a batch refused or failed as a whole under its own name.
    const counted = batch?.items ? batch.itemCommand : command;
    for (const outcome of outcomes) this.commands.inc({ command: counted, outcome });
  }

  /**
   * Each GraphQL request's time from arrival to response (`graphql_yoga_http_duration`), told by the
   * request's own hooks (src/request-log.ts), which the request log shares. Not through
   * @graphql-yoga/plugin-prometheus's hooks: measured, they cost 6% of the server's CPU per claim and
   * complete, a third of it garbage collection of the WeakMaps and objects they keep per request
   * (docs/operations.md).
   */
  readonly httpTiming: HttpTiming = (operationType, method, status, seconds) => {
    this.http.observe({ operationType, method, statusCode: status }, seconds);
  };

  private count: { at: number; value: Promise<number> } | undefined;

  /** One count shared by the scrapes of COUNT_FRESH_MS, bounded by COUNT_TIMEOUT_MS. */
  private awaitingRecovery(): Promise<number> {
    const now = performance.now();
    if (this.count && now - this.count.at < COUNT_FRESH_MS) return this.count.value;
    const { db, logger } = this.options;
    let timer: NodeJS.Timeout | undefined;
    const value = Promise.race([
      countClaimsAwaitingRecovery(db, AWAITING_RECOVERY_LIMIT),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${COUNT_TIMEOUT_MS} ms`)), COUNT_TIMEOUT_MS);
      }),
    ])
      .catch((error: Error) => {
        logger.warn({ message: error.message }, 'metrics: claims awaiting recovery not counted');
        // Not kept: the next scrape asks again.
        this.count = undefined;
        return Number.NaN;
      })
      .finally(() => clearTimeout(timer));
    this.count = { at: now, value };
    return value;
  }

  private authorized(request: Request): boolean {
    if (!this.token) return true;
    const presented = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    return presented !== undefined && timingSafeEqual(sha256(presented), this.token);
  }

  /** `/metrics` in Prometheus's text format (GET; a bearer token when one is configured). */
  endpoint(): Plugin {
    // Synchronous for every other path: an async hook would cost each request a promise and its ticks.
    return {
      onRequest: ({ url, request, endResponse }) => {
        if (url.pathname !== '/metrics') return;
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          endResponse(new Response('GET /metrics\n', { status: 405, headers: { allow: 'GET, HEAD' } }));
          return;
        }
        if (!this.authorized(request)) {
          endResponse(
            new Response('a bearer token is required (WORKFORCE_METRICS_TOKEN)\n', {
              status: 401,
              headers: { 'www-authenticate': 'Bearer realm="metrics"' },
            }),
          );
          return;
        }
        return this.registry.metrics().then((body) => {
          const headers = { 'content-type': this.registry.contentType };
          endResponse(new Response(request.method === 'HEAD' ? null : body, { headers }));
        });
      },
    };
  }
}
