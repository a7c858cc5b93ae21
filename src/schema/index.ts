import { contextCacheSymbol } from '@pothos/core';
import { builder } from './builder.js';
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
import './live.js';
import './written.js';

export const schema = builder.toSchema({ sortSchema: true });

// Mutation fields run one after another, each with its whole selection. Each starts with fresh
// per-request caches (every DataLoader is a Pothos context cache), so a second mutation's payload
// reads what its own command wrote, never what the first one's payload had loaded.
for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
  const resolve = field.resolve;
  if (!resolve) continue;
  field.resolve = (source, args, context: Record<symbol, unknown>, info) => {
    context[contextCacheSymbol] = {};
    return resolve(source, args, context, info);
  };
}
