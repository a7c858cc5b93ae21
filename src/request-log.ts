import { type ExecutionResult, getOperationAST } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Logger } from './log.js';
import type { RequestIds } from './request-id.js';
import type { Context } from './schema/context.js';

/** What a request's log line and timing gather as it goes: kept on the request itself (see RequestIds). */
interface Line {
  start: number;
  traceId?: string;
  operationName?: string;
  operationType?: string;
  organizationId?: string;
  errorCodes?: string[];
}

const LINE = Symbol('requestLogLine');
type Carrier = Request & { [LINE]?: Line };

function addCode(line: Line, code: string): void {
  line.errorCodes ??= [];
  if (!line.errorCodes.includes(code)) line.errorCodes.push(code);
}

function collectCodes(line: Line, result: ExecutionResult): void {
  for (const error of result.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code === 'string') addCode(line, code);
  }
}

/**
 * Adds the typed refusals among a mutation's outcomes (src/schema/outcomes.ts) to the request's
 * line: a refusal is returned as data, not as a GraphQL error, and is what an operator greps for.
 */
export function noteOutcomes(request: Request, outcomes: readonly string[]): void {
  const line = (request as Carrier)[LINE];
  if (!line) return;
  for (const outcome of outcomes) if (outcome !== 'success' && outcome !== 'replayed') addCode(line, outcome);
}

/** The HTTP timing of one GraphQL request (src/metrics.ts): its operation's type or `unknown`, method, status, seconds. */
export type HttpTiming = (operationType: string, method: string, status: number, seconds: number) => void;

export interface RequestObservers {
  /** Writes the request lines when its level allows `info`. */
  logger: Logger;
  /** When the metrics are on: told each GraphQL request's timing. */
  timing?: HttpTiming | undefined;
  /** When tracing is on (src/tracing.ts): the trace id of the request's HTTP span. */
  traceId?: (() => string | undefined) | undefined;
}

/**
 * What each request to the GraphQL endpoint leaves behind, gathered once by one set of hooks:
 *
 * - one `info` line, written when its response is ready: requestId, operationName, operationType,
 *   organizationId (when a token was accepted), HTTP status, durationMs and errorCodes (the
 *   distinct codes of the response's GraphQL errors' `extensions.code` and of the typed refusals
 *   its mutations returned as payloads: noteOutcomes); with tracing on, `traceId` too. Nothing of
 *   the request's body, variables, headers or token, and nothing of the answer's data;
 * - its HTTP timing for the metrics (`graphql_yoga_http_duration`), also for a request refused
 *   before execution (operation type `unknown`).
 *
 * The record lives on the request itself, not in a WeakMap (see RequestIds). With neither the
 * `info` level nor the metrics on, no hook is installed: no cost per request.
 */
export function requestLog(requestIds: RequestIds, endpoint: string, observers: RequestObservers): Plugin<Context> {
  const { logger, timing, traceId } = observers;
  const logging = logger.isLevelEnabled('info');
  if (!logging && !timing) return {};
  const lineOf = (request: Request) => (request as Carrier)[LINE];
  const operation = (args: { document: unknown; operationName?: string | null; contextValue: unknown }) => {
    const context = args.contextValue as Context & { request: Request };
    const line = lineOf(context.request);
    if (!line) return;
    const ast = getOperationAST(args.document as Parameters<typeof getOperationAST>[0], args.operationName);
    line.operationType = ast?.operation;
    if (ast?.name) line.operationName = ast.name.value;
    if (context.caller) line.organizationId = context.caller.organizationId;
  };
  return {
    onRequest({ request, url }) {
      if (url.pathname !== endpoint) return;
      const line: Line = { start: performance.now() };
      if (traceId) line.traceId = traceId();
      (request as Carrier)[LINE] = line;
    },
    onParams({ request, params }) {
      const line = lineOf(request);
      if (line && typeof params.operationName === 'string') line.operationName = params.operationName;
    },
    onExecute({ args }) {
      operation(args);
    },
    onSubscribe({ args }) {
      operation(args);
    },
    ...(logging
      ? {
          onResultProcess({ request, result }) {
            const line = lineOf(request);
            if (!line || !result || isAsyncIterable(result)) return;
            for (const single of Array.isArray(result) ? result : [result]) collectCodes(line, single);
          },
        }
      : {}),
    onResponse({ request, response }) {
      const line = lineOf(request);
      if (!line) return;
      const ms = performance.now() - line.start;
      timing?.(line.operationType ?? 'unknown', request.method, response.status, ms / 1000);
      if (!logging) return;
      logger.info(
        {
          requestId: requestIds.of(request),
          traceId: line.traceId,
          operationName: line.operationName,
          operationType: line.operationType,
          organizationId: line.organizationId,
          status: response.status,
          durationMs: Math.round(ms * 10) / 10,
          errorCodes: line.errorCodes,
        },
        'request',
      );
    },
  };
}
