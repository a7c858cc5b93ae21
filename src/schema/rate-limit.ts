import type { Budget } from '../cost/buckets.js';
import { ANY_ROLE } from './access.js';
import { builder } from './builder.js';

// The caller's budgets and this query's cost, as GitHub's `rateLimit` gives them; the same as every
// response's `extensions.cost` (docs/api.md, "Query cost and rate limits").

const RateLimitBudget = builder.objectRef<Budget>('RateLimitBudget').implement({
  description: 'A budget of points per minute, refilled continuously.',
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'Points per minute (WORKFORCE_RATE_LIMIT_*_PER_MINUTE).' }),
    remaining: t.exposeInt('remaining', { description: 'Points left now, this query’s requested cost taken.' }),
    used: t.exposeInt('used', { description: 'Points taken and not yet refilled.' }),
    resetAt: t.expose('resetAt', { type: 'DateTime', description: 'When the budget is full again.' }),
  }),
});

/** The query's cost and its budgets, read once when the field resolves. */
interface RateLimitModel {
  cost: number;
  nodeCount: number;
  token?: Budget | undefined;
  organization?: Budget | undefined;
}

const RateLimit = builder.objectRef<RateLimitModel>('RateLimit').implement({
  description:
    'This query’s cost and the budgets it was charged against: the token’s (limit, remaining, used, resetAt, as ' +
    'GitHub’s API gives them) and its organization’s.',
  fields: (t) => ({
    cost: t.int({ description: 'The points this query requested.', resolve: (m) => m.cost }),
    nodeCount: t.int({ description: 'The most nodes this query can return.', resolve: (m) => m.nodeCount }),
    limit: t.int({
      nullable: true,
      description: 'The token’s points per minute; null while the token limit is off.',
      resolve: (m) => m.token?.limit ?? null,
    }),
    remaining: t.int({
      nullable: true,
      description: 'The token’s points left.',
      resolve: (m) => m.token?.remaining ?? null,
    }),
    used: t.int({
      nullable: true,
      description: 'The token’s points taken and not yet refilled.',
      resolve: (m) => m.token?.used ?? null,
    }),
    resetAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the token’s budget is full again.',
      resolve: (m) => m.token?.resetAt ?? null,
    }),
    organization: t.field({
      type: RateLimitBudget,
      nullable: true,
      description:
        'The organization’s budget, shared by all its tokens; null while WORKFORCE_RATE_LIMIT_ORGANIZATION_PER_MINUTE is 0.',
      resolve: (m) => m.organization ?? null,
    }),
  }),
});

builder.queryField('rateLimit', (t) =>
  t.field({
    type: RateLimit,
    nullable: true,
    description: `This query’s cost and the caller’s rate-limit budgets; null only when every query limit is off. ${ANY_ROLE}`,
    resolve: (_, __, { cost }): RateLimitModel | null =>
      cost ? { cost: cost.requested.points, nodeCount: cost.requested.nodes, ...cost.budgets() } : null,
  }),
);
