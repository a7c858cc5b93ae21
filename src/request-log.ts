import { type ExecutionResult, getOperationAST } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Logger } from './log.js';
import type { RequestIds } from './request-id.js';
import type { Context } from './schema/context.js';

/** What a request's log line gathers as it goes: kept on the request itself (see RequestIds). */
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

/**
 * One `info` line per request to the GraphQL endpoint, written when its response is ready:
 * requestId, operationName, operationType, organizationId (when a token was accepted), HTTP
 * status, durationMs and errorCodes (the distinct codes of the response's GraphQL errors'
 * `extensions.code` and of the typed refusals its mutations returned as payloads: noteOutcomes).
 * Nothing of the request's body, variables, headers or token, and nothing of the answer's data.
 * With tracing on (src/tracing.ts), `traceId` too: the trace id of the request's HTTP span.
 * With the level above info, the plugin is not installed at all: no cost per request.
 */
export function requestLog(
  logger: Logger,
  requestIds: RequestIds,
  endpoint: string,
  traceId?: () => string | undefined,
): Plugin<Context> {
  if (!logger.isLevelEnabled('info')) return {};
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
    onResultProcess({ request, result }) {
      const line = lineOf(request);
      if (!line || !result || isAsyncIterable(result)) return;
      for (const single of Array.isArray(result) ? result : [result]) collectCodes(line, single);
    },
    onResponse({ request, response }) {
      const line = lineOf(request);
      if (!line) return;
      logger.info(
        {
          requestId: requestIds.of(request),
          traceId: line.traceId,
          operationName: line.operationName,
          operationType: line.operationType,
          organizationId: line.organizationId,
          status: response.status,
          durationMs: Math.round((performance.now() - line.start) * 10) / 10,
          errorCodes: line.errorCodes,
        },
        'request',
      );
    },
  };
}
