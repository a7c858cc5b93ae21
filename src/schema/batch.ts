import type { InputFieldRef, InputObjectRef, UnionRef } from '@pothos/core';
import type { BatchFieldExtensions } from '../cost/plan.js';
import * as E from '../errors.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import { compact } from './inputs.js';

type Types = typeof builder.$inferSchemaTypes;
type Scopes = { system?: boolean; runner?: boolean; operator?: boolean };

interface BatchMutation<Item extends object, Result> {
  description: string;
  /** The input field that holds the items (`assignments`, `claims`, …). */
  field: string;
  item: InputObjectRef<Types, Item>;
  /** The single mutation's result union: each item's result is one of its members. */
  result: UnionRef<Types, Result, Result>;
  scopes: Scopes;
  run: (items: { [K in keyof Item]: Exclude<Item[K], null> }[], context: Context) => Promise<Result[]>;
}

/** Each batch mutation's single command (createAssignments: createAssignment): its items are counted under it. */
export const batchItemCommands = new Map<string, string>();

/**
 * A batch mutation `fooBars(input: { <field>: [FooBarInput!]! }): FooBarsResult!`: the items go to
 * one batch command (one SQL call, one transaction) and come back in input order, each as the
 * single mutation's own result, typed refusals included. The batch's own union holds only what
 * refuses the batch as a whole: an empty one, or one over WORKFORCE_MAX_BATCH (ValidationError).
 */
export function batchMutation<Item extends object, Result>(name: string, options: BatchMutation<Item, Result>): void {
  const type = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  batchItemCommands.set(name, name.replace(/s$/, ''));
  const Input = builder.inputType(`${type}Input`, {
    description: `The items of one ${name} call, judged in order in one transaction.`,
    fields: (t) =>
      ({
        [options.field]: t.field({
          type: [options.item],
          required: true,
          description: 'At most WORKFORCE_MAX_BATCH items (500 by default).',
        }),
      }) as Record<string, InputFieldRef<Types, Item[]>>,
  });
  const Success = builder.objectRef<{ results: Result[] }>(`${type}Success`).implement({
    description: 'Every item\u2019s result, in input order. An item replayed by an exact retry says so in its own `replayed`.',
    fields: (t) => ({
      results: t.field({
        type: [options.result],
        description: 'One result per item, in input order: its success, or its typed refusal (which wrote nothing).',
        // The cost model counts one node per item under it (src/cost/plan.ts).
        extensions: { batchResults: true } satisfies BatchFieldExtensions,
        resolve: (r) => r.results,
      }),
    }),
  });
  builder.mutationField(name, (t) =>
    t.field({
      type: Success,
      description: options.description,
      args: { input: t.arg({ type: Input, required: true, description: 'The items, judged in order.' }) },
      // The cost model charges 1 point and 1 per item (src/cost/plan.ts).
      extensions: { batchItems: options.field } satisfies BatchFieldExtensions,
      authScopes: { $any: options.scopes },
      errors: {
        types: [E.ValidationError, E.Forbidden],
        directResult: true,
        union: {
          name: `${type}Result`,
          description: 'The items\u2019 results, or why the batch as a whole was refused (nothing was written).',
        },
      },
      resolve: async (_, { input }, context) => {
        const items = (input as Record<string, Item[]>)[options.field]!;
        const results = await options.run(
          items.map((item) => compact(item)),
          context,
        );
        context.cost?.listed(results.length);
        return { results };
      },
    }),
  );
}
