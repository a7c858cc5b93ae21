import { useGraphQlJit } from '@envelop/graphql-jit';
import { GraphQLError, getOperationAST } from 'graphql';
import { createYoga, isAsyncIterable, type Plugin, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import { sql } from 'kysely';
import { cachedAuthenticator } from './auth/tokens.js';
import { bodyLimit } from './body-limit.js';
import { consolePages } from './console/static.js';
import { RateLimits } from './cost/buckets.js';
import { shapeLimits } from './cost/limits.js';
import { CostPlans } from './cost/plan.js';
import { countRefusals, queryCost } from './cost/plugin.js';
import { databaseFault } from './db/errors.js';
import type { Db } from './db/kysely.js';
import { documentCache } from './document-cache.js';
import { maxNestingPlugin } from './document-nesting.js';
import { type DatabaseFault, DomainError } from './errors.js';
import type { LedgerFeed } from './events/live.js';
import { offlineGraphiQL } from './graphiql.js';
import { createLogger, type Logger } from './log.js';
import type { Metrics } from './metrics.js';
import { RequestIds } from './request-id.js';
import { noteOutcomes, requestLog } from './request-log.js';
import type { Context, Limits } from './schema/context.js';
import { schema } from './schema/index.js';
import type { CommandObserver } from './schema/outcomes.js';
import { readScopeFor, readSessions } from './schema/read-scope-plugin.js';
import { batchedEventStreams, sharedSubscriptionResults } from './subscription-delivery.js';
import type { Tracing } from './tracing.js';

export interface Protection {
  maxBodyBytes: number;
  maxDepth: number;
  maxAliases: number;
  /** The most nodes one operation can return, and the most points it may cost (0: no limit). */
  maxNodes: number;
  maxCost: number;
  /** Points per minute per token and per organization (0: no limit). */
  rateLimitTokenPerMinute: number;
  rateLimitOrganizationPerMinute: number;
}

/** The document limits kept at graphql-armor's defaults for this API: nothing legitimate comes near them. */
const MAX_TOKENS = 5_000;
const MAX_DIRECTIVES = 20;

export interface YogaOptions {
  db: Db;
  /**
   * The pool read sessions take their connection from (default: db). Give a separate one in
   * production, so a request holding a read connection never waits on a full commands pool.
   */
  readDb?: Db;
  feed: LedgerFeed;
  limits: Limits;
  protection: Protection;
  /** How often an idle event stream gets a comment line, so that proxies keep it open (default 12 s). */
  keepAliveMs?: number;
  /** How long an accepted token is trusted without asking the database again (0: always ask). */
  tokenCacheMs?: number;
  /**
   * Where request lines (info) and fault lines (warn, error) go: src/log.ts. Default: JSON on
   * stdout at level warn, so an embedder that gives none gets the faults and no request lines.
   */
  logger?: Logger;
  /** When tracing is on (src/tracing.ts, loaded by tracingFor in src/app.ts): its plugin and trace ids. */
  tracing?: Pick<Tracing, 'plugin' | 'traceId'>;
  /** Takes the fault lines instead of the logger (tests collect them as objects). */
  log?: (entry: Record<string, unknown>) => void;
  /** Prometheus metrics and their /metrics endpoint (src/metrics.ts), when on. */
  metrics?: Metrics;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * yoga reads `variables` and `extensions` of a GET query string or a form-encoded body with a bare
 * JSON.parse, so malformed JSON there came out as an unexpected error. It is the client's mistake:
 * a 400 that says so.
 */
function parametersAreJson(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw new GraphQLError('variables and extensions must be JSON', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
  };
}

/**
 * A database fault as the client sees it: retryable, HTTP 503 with Retry-After, its code saying
 * which (DATABASE_UNAVAILABLE, LOCK_TIMEOUT, STATEMENT_TIMEOUT, TRANSACTION_CONFLICT). Logged as a
 * warning, not as unexpected. Its request id is filled in later (see RequestIds).
 */
function faultError(fault: DatabaseFault, requestIds: RequestIds): GraphQLError {
  // One line, no stack: an outage logs every request, and the cause is what an operator needs.
  const cause = fault.cause instanceof Error ? fault.cause : fault;
  const extensions = {
    code: fault.code,
    retryable: true,
    requestId: undefined,
    http: { status: 503, headers: { 'retry-after': '1' } },
  };
  const error = new GraphQLError(fault.message, { extensions });
  requestIds.stampLater(error, extensions, {
    level: 'warn',
    requestId: undefined,
    code: fault.code,
    message: cause.message,
    sqlstate: (cause as { code?: string }).code,
  });
  return error;
}

/** Anything else: "Unexpected error." to the client, logged with its stack and request id. */
function unexpectedError(original: unknown, requestIds: RequestIds): GraphQLError {
  const extensions = { code: 'INTERNAL_SERVER_ERROR', requestId: undefined };
  const error = new GraphQLError('Unexpected error.', { extensions });
  requestIds.stampLater(error, extensions, {
    level: 'error',
    requestId: undefined,
    message: (original as Error)?.message,
    stack: (original as Error)?.stack,
  });
  return error;
}

/** What a client is told of an error: a refusal or fault by its code, anything else as unexpected (logged). */
function maskError(error: unknown, requestIds: RequestIds): GraphQLError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  // Refusals that reach here (a query's bad page size, say) keep their message and code.
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, { extensions: { code: original.code } });
  }
  // A database fault from a command arrives typed; one from a read or the token lookup raw.
  const fault = databaseFault(original);
  if (fault) return faultError(fault, requestIds);
  if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
  return unexpectedError(original, requestIds);
}

/**
 * A mutation's command has committed (or was an exact retry) before any field of its answer below
 * the mutation field runs: group commit answers after COMMIT too. An error there (a read of the
 * answer timing out, payloads past the response's limit) is not a refusal and must not read as one
 * ("nothing was written, try again", HTTP 503): it becomes ANSWER_INCOMPLETE, with the code of what
 * failed as `cause`, `written: true` and `retryable: false`, beside whatever of the answer was read.
 */
function answerAfterWrite(requestIds: RequestIds): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result) || !result.errors?.some((e) => (e.path?.length ?? 0) > 1)) return;
          const errors = result.errors.map((error) => {
            if ((error.path?.length ?? 0) <= 1) return error;
            const masked = maskError(error, requestIds);
            // The same extensions object: its requestId is filled in later (RequestIds.stampLater).
            const extensions = masked.extensions as Record<string, unknown>;
            const cause = String(extensions.code ?? 'INTERNAL_SERVER_ERROR');
            // A fault's own message says nothing was written, which is not so here: its code alone is told.
            const detail = extensions.retryable === true || cause === 'INTERNAL_SERVER_ERROR' ? '' : `: ${masked.message}`;
            delete extensions.http;
            Object.assign(extensions, { code: 'ANSWER_INCOMPLETE', cause, written: true, retryable: false });
            const message =
              `the mutation's command was carried out, but this part of its answer could not be read (${cause}${detail}); ` +
              'do not send it again to get the answer: read it with a query';
            const incomplete = new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions });
            // A fault or unexpected error is still logged, and its request id still filled in.
            requestIds.replaced(masked, incomplete);
            return incomplete;
          });
          setResult({ ...result, errors });
        },
      };
    },
  };
}

/**
 * yoga logs every error it masks, with its stack: for a refusal or a database fault that is noise
 * (an outage would log each request), and an unexpected error is logged by maskError with its
 * request id. Anything else yoga reports goes to the logger.
 */
function yogaLogger(logger: Logger): YogaLogger {
  const entry = (args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    const message = args.filter((arg) => typeof arg === 'string').join(' ') || (err as Error | undefined)?.message;
    return [err ? { err } : {}, message] as const;
  };
  return {
    debug: () => {},
    info: () => {},
    warn: (...args: unknown[]) => logger.warn(...entry(args)),
    error: (...args: unknown[]) => {
      const handled = args.some(
        (arg) =>
          arg instanceof DomainError ||
          databaseFault(arg) ||
          (arg instanceof GraphQLError && arg.originalError !== undefined && arg.originalError !== null),
      );
      if (!handled) logger.error(...entry(args));
    },
  };
}

/** A fault line (see faultError, unexpectedError) through the logger, at its own level. */
function faultLog(logger: Logger): (entry: Record<string, unknown>) => void {
  return ({ level, ...fields }) => {
    if (level === 'warn') logger.warn(fields, 'database fault');
    else logger.error(fields, 'unexpected error');
  };
}

const READY_TIMEOUT_MS = 2_000;

/** `/ready` answers 200 only while the database answers; `/health` (yoga's own) only says the process is up. */
function readiness(db: Db): Plugin {
  return {
    async onRequest({ url, endResponse }) {
      if (url.pathname !== '/ready') return;
      let timer: NodeJS.Timeout | undefined;
      try {
        // Bounded on its own, so a load balancer's probe answers quickly whatever the pool is waiting for.
        await Promise.race([
          sql`select 1`.execute(db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('readiness probe timed out')), READY_TIMEOUT_MS);
          }),
        ]);
        endResponse(json(200, { status: 'ready' }));
      } catch {
        endResponse(json(503, { status: 'unavailable', reason: 'the database does not answer' }, { 'retry-after': '1' }));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Queries and mutations run as code graphql-jit compiles once per document (cached by document
 * object, which documentCache keeps one of per query text), instead of graphql-js walking the
 * document on every request. First in the list, so that readSessions wraps the compiled execution.
 * Subscriptions keep graphql-js: they are long-lived, so their setup cost does not matter, and
 * under graphql-jit one whose resolver refuses its arguments is never answered.
 */
function compiledExecution(): Plugin {
  const { onExecute } = useGraphQlJit();
  return { onExecute };
}

/**
 * Each request's observer of its mutations' outcomes: counted by the metrics, refusals added to the
 * request's log line. None when neither is on, so a mutation then pays nothing for it.
 */
function commandObserver(metrics: Metrics | undefined, logging: boolean): ((request: Request) => CommandObserver) | undefined {
  if (!metrics && !logging) return undefined;
  return (request) => ({
    settled(command, outcomes, seconds, batch) {
      metrics?.settled(command, outcomes, seconds, batch);
      if (logging) noteOutcomes(request, outcomes);
    },
  });
}

function bearer(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function createWorkforceYoga(options: YogaOptions): YogaServerInstance<Record<string, never>, Context> {
  const logger = options.logger ?? createLogger({ level: 'warn' });
  const log = options.log ?? faultLog(logger);
  const { protection } = options;
  const authenticate = cachedAuthenticator(options.db, options.tokenCacheMs ?? 0);
  const requestIds = new RequestIds(log);
  const observe = commandObserver(options.metrics, logger.isLevelEnabled('info'));
  const shape = shapeLimits({
    maxTokens: MAX_TOKENS,
    maxDepth: protection.maxDepth,
    maxAliases: protection.maxAliases,
    maxDirectives: MAX_DIRECTIVES,
  });
  const rateLimits = new RateLimits({
    tokenPerMinute: protection.rateLimitTokenPerMinute,
    organizationPerMinute: protection.rateLimitOrganizationPerMinute,
  });
  // With every limit off (behind a gateway that does this), no cost is charged or reported; the
  // plans still refuse arguments a resolver would refuse, before a mutation writes.
  const costing = {
    plans: new CostPlans(schema, { maxPageSize: options.limits.maxPageSize, maxBatch: options.limits.maxBatch }),
    charge: protection.maxNodes > 0 || protection.maxCost > 0 || rateLimits.enabled,
    maxNodes: protection.maxNodes,
    maxCost: protection.maxCost,
    // A document names at most the token limit's worth of fields unless it spreads fragments again and again.
    maxSelections: MAX_TOKENS,
    ...(rateLimits.enabled ? { rateLimits } : {}),
  };
  return createYoga<Record<string, never>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // bodyLimit (src/body-limit.ts) enforces the limit, without yoga's stream per request.
    maxRequestBodySize: false,
    // documentCache (src/document-cache.ts), last in the plugins so that it sees every validation rule.
    parserAndValidationCache: false,
    logging: yogaLogger(logger),
    // Served by offlineGraphiQL (src/graphiql.ts) from the server itself, not from a CDN.
    graphiql: false,
    context: async ({ request }) => {
      const token = bearer(request.headers.get('authorization'));
      const caller = token ? await authenticate(token) : null;
      const readDb = options.readDb ?? options.db;
      return {
        db: options.db,
        readDb,
        reads: readScopeFor({ readDb, caller }),
        caller,
        tokens: authenticate,
        requestId: requestIds.of(request),
        limits: options.limits,
        feed: options.feed,
        ...(observe ? { commands: observe(request) } : {}),
        // Set by the cost plugin (src/cost/plugin.ts) before execution; present from the start, so the context keeps one shape.
        cost: undefined,
      };
    },
    maskedErrors: { maskError: (error) => maskError(error, requestIds) },
    plugins: [
      offlineGraphiQL('/graphql'),
      consolePages('/console'),
      compiledExecution(),
      sharedSubscriptionResults(),
      batchedEventStreams(options.keepAliveMs),
      requestIds.plugin(),
      requestLog(requestIds, '/graphql', { logger, timing: options.metrics?.httpTiming, traceId: options.tracing?.traceId }),
      ...(options.metrics ? [options.metrics.endpoint()] : []),
      readSessions(),
      // After readSessions: the operation's span wraps its execution, the read session's SQL included.
      ...(options.tracing ? [options.tracing.plugin] : []),
      bodyLimit(protection.maxBodyBytes),
      parametersAreJson(),
      readiness(options.db),
      shape.parsing,
      // After the token limit's parser, so that it replaces it for documents nested too deep.
      maxNestingPlugin(256),
      ...shape.validation,
      queryCost(costing),
      answerAfterWrite(requestIds),
      ...(options.metrics ? [countRefusals((reason) => options.metrics!.rejected(reason))] : []),
      documentCache(),
    ],
  });
}
