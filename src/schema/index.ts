import { contextCacheSymbol } from '@pothos/core';
import { batchItemCommands } from './batch.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import { observed } from './outcomes.js';
import './scalars.js';
import './errors.js';
import './inputs.js';
import './actor.js';
import './entity.js';
import './event.js';
import './attempt.js';
import './assignment.js';
import './lifecycle.js';
import './decisions.js';
import './viewer.js';
import './projection.js';
import './rate-limit.js';
import './live.js';
import './written.js';

export const schema = builder.toSchema({ sortSchema: true });

// Mutation fields run one after another, each with its whole selection. Each starts with fresh
// per-request caches (every DataLoader is a Pothos context cache), so a second mutation's payload
// reads what its own command wrote, never what the first one's payload had loaded. With metrics or
// the request log on, each field's outcome is told to the context's observer (src/schema/outcomes.ts).
for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
  const resolve = field.resolve;
  if (!resolve) continue;
  const itemCommand = batchItemCommands.get(field.name);
  field.resolve = (source, args, context: Context & Record<symbol, unknown>, info) => {
    context[contextCacheSymbol] = {};
    const observer = context.commands;
    if (!observer) return resolve(source, args, context, info);
    return observed(observer, field.name, itemCommand, () => resolve(source, args, context, info));
  };
}
