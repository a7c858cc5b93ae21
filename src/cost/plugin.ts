import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from '../schema/context.js';
import { ResultBatch } from '../subscription-delivery.js';
import type { RateLimits } from './buckets.js';
import { LIMIT_CODES, limitError } from './limits.js';
import { CostMeter } from './meter.js';
import { type CostPlans, type Estimate, PageSizeRefusal } from './plan.js';

export interface CostOptions {
  plans: CostPlans;
  /** The most nodes one operation may return (0: no limit). */
  maxNodes: number;
  /** The most points one operation may cost (0: no limit). */
  maxCost: number;
  rateLimits?: RateLimits | undefined;
}

const costOnly = (estimate: Estimate) => ({
  cost: { requested: estimate.points, actual: 0, requestedNodes: estimate.nodes, actualNodes: 0 },
});

function tooComplex(estimate: Estimate, options: CostOptions): GraphQLError | undefined {
  const facts = { nodes: estimate.nodes, cost: estimate.points };
  if (options.maxNodes > 0 && estimate.nodes > options.maxNodes) {
    return limitError(
      'QUERY_TOO_COMPLEX',
      `This ${estimate.operation} can return ${estimate.nodes} nodes, over the limit of ${options.maxNodes}: ask for smaller pages (first or last) or fewer nested lists.`,
      { measured: estimate.nodes, limit: options.maxNodes, measure: 'NODES', ...facts },
    );
  }
  if (options.maxCost > 0 && estimate.points > options.maxCost) {
    return limitError(
      'QUERY_TOO_COMPLEX',
      `This ${estimate.operation} costs ${estimate.points} points, over the limit of ${options.maxCost}: send fewer batch items or aliased fields per request, or ask for smaller pages.`,
      { measured: estimate.points, limit: options.maxCost, measure: 'POINTS', ...facts },
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
      if (!(error instanceof PageSizeRefusal)) throw error;
      // The connection's own refusal, whatever the rest of the query would cost.
      const issue = { path: error.argument, message: `must be between 1 and ${error.max}` };
      const refusal = new GraphQLError(error.message, {
        extensions: { code: 'VALIDATION_ERROR', field: error.field, issues: [issue] },
      });
      return { refusal: { errors: [refusal] } };
    }
    // Variables execution will refuse: it answers with its own error, before any resolver runs.
    if (!estimate) return undefined;
    const complex = tooComplex(estimate, options);
    if (complex) {
      return { refusal: { errors: [complex], extensions: costOnly(estimate) } };
    }
    const caller = context.caller ? { tokenId: context.caller.tokenId, organizationId: context.caller.organizationId } : null;
    const limited = caller && rateLimits ? rateLimits.take(caller, estimate.points) : null;
    const meter = new CostMeter(estimate, caller, rateLimits);
    if (limited) {
      const seconds = Math.max(1, Math.ceil(limited.retryAfterMs / 1000));
      const budget = limited.scope === 'TOKEN' ? rateLimits!.token! : rateLimits!.organization!;
      const whose = limited.scope === 'TOKEN' ? 'this token' : 'this organization';
      const error = new GraphQLError(
        `Rate limited: ${whose} has used its ${budget.perMinute} points per minute, and this ${estimate.operation} costs ${estimate.points}. Retry after ${seconds} s (Retry-After), or spend fewer points: smaller pages, fewer requests.`,
        {
          extensions: {
            code: 'RATE_LIMITED',
            scope: limited.scope,
            retryAfterSeconds: seconds,
            cost: estimate.points,
            limit: budget.perMinute,
            http: { status: 429, headers: { 'retry-after': String(seconds) } },
          },
        },
      );
      const report = { ...meter.report(), actual: 0, actualNodes: 0 };
      return { refusal: { errors: [error], extensions: { cost: report } } };
    }
    context.cost = meter;
    return { meter };
  }

  return {
    onExecute({ args, setResultAndStopExecution }) {
      const admitted = admit(args);
      if (!admitted) return;
      if ('refusal' in admitted) {
        setResultAndStopExecution(admitted.refusal);
        return;
      }
      const { meter } = admitted;
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          meter.settle();
          setResult({ ...result, extensions: { ...result.extensions, cost: meter.report() } });
        },
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const admitted = admit(args);
      if (!admitted) return;
      if ('refusal' in admitted) {
        setResultAndStopExecution(admitted.refusal);
        return;
      }
      const { meter } = admitted;
      return {
        onSubscribeResult() {
          return {
            // A feed read's events come as one ResultBatch (src/subscription-delivery.ts): each counts.
            onNext({ result }) {
              meter.delivered(result instanceof ResultBatch ? result.results.length : 1);
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
