import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from '../schema/context.js';
import { ResultBatch } from '../subscription-delivery.js';
import type { RateLimits } from './buckets.js';
import { LIMIT_CODES, limitError } from './limits.js';
import { CostMeter, rateLimitedError } from './meter.js';
import { ArgumentRefusal, type CostPlans, type Estimate } from './plan.js';

export interface CostOptions {
  plans: CostPlans;
  /**
   * False with every limit off (behind a gateway that does this): arguments are still checked before
   * anything runs (src/cost/plan.ts), but nothing is limited, charged or reported.
   */
  charge: boolean;
  /** The most nodes one operation may return (0: no limit). */
  maxNodes: number;
  /** The most points one operation may cost (0: no limit). */
  maxCost: number;
  /** The most field selections one operation may make, fragments expanded (always on). */
  maxSelections: number;
  rateLimits?: RateLimits | undefined;
}

/** A request refused before execution: HTTP 400 to a client that accepts application/graphql-response+json, as yoga answers validation errors. */
const REQUEST_ERROR = { status: 400, spec: true };

const costOnly = (estimate: Estimate) => ({
  cost: { requested: estimate.points, actual: 0, requestedNodes: estimate.nodes, actualNodes: 0 },
});

function tooComplex(estimate: Estimate, options: CostOptions): GraphQLError | undefined {
  const facts = { nodes: estimate.nodes, cost: estimate.points };
  if (options.maxNodes > 0 && estimate.nodes > options.maxNodes) {
    return limitError(
      'QUERY_TOO_COMPLEX',
      `This ${estimate.operation} can return ${estimate.nodes} nodes, over the limit of ${options.maxNodes}: ask for smaller pages (first or last) or fewer nested lists.`,
      { measured: estimate.nodes, limit: options.maxNodes, measure: 'NODES', ...facts, http: REQUEST_ERROR },
    );
  }
  if (options.maxCost > 0 && estimate.points > options.maxCost) {
    return limitError(
      'QUERY_TOO_COMPLEX',
      `This ${estimate.operation} costs ${estimate.points} points, over the limit of ${options.maxCost}: send fewer batch items or aliased fields per request, or ask for smaller pages.`,
      { measured: estimate.points, limit: options.maxCost, measure: 'POINTS', ...facts, http: REQUEST_ERROR },
    );
  }
  if (estimate.selections > options.maxSelections) {
    // What a fragment spread over and over makes: few nodes, but exponentially many fields to walk.
    return limitError(
      'QUERY_TOO_COMPLEX',
      `This ${estimate.operation} selects ${estimate.selections} fields once its fragments are expanded, over the limit of ${options.maxSelections}: spread each fragment fewer times.`,
      { measured: estimate.selections, limit: options.maxSelections, measure: 'FIELDS', ...facts, http: REQUEST_ERROR },
    );
  }
  return undefined;
}

/**
 * Each operation's cost before it runs (src/cost/plan.ts), with its variables: refused over the node
 * or point limit (QUERY_TOO_COMPLEX), or over its token's or organization's budget (RATE_LIMITED,
 * HTTP 429 with Retry-After), with nothing executed; else its meter goes on the context for the
 * resolvers to tell what they read, and the response's `extensions.cost` says what it asked for and
 * what it took. A subscription is charged its selection when it starts and each event it delivers.
 */
export function queryCost(options: CostOptions): Plugin<Context> {
  const { plans, rateLimits } = options;

  /** The meter, or the result that answers instead of execution. */
  function admit(args: ExecutionArgs): { meter: CostMeter } | { refusal: ExecutionResult } | undefined {
    const context = args.contextValue as Context;
    let estimate: Estimate | undefined;
    try {
      estimate = plans.estimate(args.document, args.operationName, args.variableValues ?? undefined);
    } catch (error) {
      if (!(error instanceof ArgumentRefusal)) throw error;
      // The field's own refusal (a page size, a content bound), whatever the rest of the query would cost.
      const issue = { path: error.argument, message: error.issue };
      const refusal = new GraphQLError(error.message, {
        extensions: { code: 'VALIDATION_ERROR', field: error.field, issues: [issue], http: REQUEST_ERROR },
      });
      return { refusal: { errors: [refusal] } };
    }
    // Variables execution will refuse: it answers with its own error, before any resolver runs.
    if (!estimate) return undefined;
    const complex = tooComplex(estimate, options);
    if (complex) {
      return { refusal: { errors: [complex], ...(options.charge ? { extensions: costOnly(estimate) } : {}) } };
    }
    if (!options.charge) return undefined;
    const caller = context.caller ? { tokenId: context.caller.tokenId, organizationId: context.caller.organizationId } : null;
    // A free query (`rateLimit` alone) takes nothing, so an overdrawn client can still ask.
    const limited = caller && rateLimits && estimate.points > 0 ? rateLimits.take(caller, estimate.points) : null;
    const meter = new CostMeter(estimate, caller, rateLimits);
    if (limited) {
      const perMinute = (limited.scope === 'TOKEN' ? rateLimits!.token! : rateLimits!.organization!).perMinute;
      const what = `this ${estimate.operation} (${estimate.points} points)`;
      const error = rateLimitedError(limited.scope, limited.retryAfterMs, perMinute, what);
      error.extensions.cost = estimate.points;
      // It took nothing: the report says so, with the budget as it stands.
      return { refusal: { errors: [error], extensions: { cost: { ...meter.report(), actual: 0, actualNodes: 0 } } } };
    }
    context.cost = meter;
    return { meter };
  }

  /** The meter of an operation let in; else nothing, the refusal (if any) given as its answer. */
  function admitOrAnswer(args: ExecutionArgs, answer: (result: ExecutionResult) => void): CostMeter | undefined {
    const admitted = admit(args);
    if (admitted && 'refusal' in admitted) answer(admitted.refusal);
    return admitted && 'meter' in admitted ? admitted.meter : undefined;
  }

  return {
    onExecute({ args, setResultAndStopExecution }) {
      const meter = admitOrAnswer(args, setResultAndStopExecution);
      if (!meter) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          // No data at all: execution refused the request (its variables) before any resolver ran.
          meter.settle('data' in result && result.data !== undefined);
          setResult({ ...result, extensions: { ...result.extensions, cost: meter.report() } });
        },
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const meter = admitOrAnswer(args, setResultAndStopExecution);
      if (!meter) return;
      return {
        onSubscribeResult() {
          return {
            // A feed read's events come as one ResultBatch (src/subscription-delivery.ts): each counts.
            // The text is made once per event or batch for every subscriber, and is what goes out.
            onNext({ result }) {
              if (result instanceof ResultBatch) meter.delivered(result.results.length, result.wire().length);
              else {
                const shared = result as ExecutionResult & { stringify?: (r: ExecutionResult) => string };
                meter.delivered(1, (shared.stringify ?? JSON.stringify)(shared).length);
              }
            },
          };
        },
      };
    },
  };
}

const REFUSALS: ReadonlySet<unknown> = new Set([...LIMIT_CODES, 'RATE_LIMITED']);

/** Tells `rejected` each response refused by a limit (parsing, validation or cost), by its code. */
export function countRefusals(rejected: (reason: string) => void): Plugin {
  return {
    onResultProcess({ result }) {
      if (Array.isArray(result) || isAsyncIterable(result)) return;
      const code = (result as ExecutionResult).errors?.[0]?.extensions?.code;
      if (REFUSALS.has(code)) rejected(code as string);
    },
  };
}
