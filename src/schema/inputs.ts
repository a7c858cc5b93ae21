import { z } from 'zod';
import { id, inputProblem } from '../validation.js';
import { builder } from './builder.js';

/** GraphQL sends omitted and null optional fields alike; the commands expect them absent. */
export function compact<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as never;
}

export const EntityInput = builder.inputType('EntityInput', {
  description: 'Content to store as an immutable Entity.',
  fields: (t) => ({
    mediaType: t.string({ required: true, description: 'A media type such as text/plain or application/json.' }),
    content: t.string({ required: true, description: 'The content as text, at most 1 MiB of UTF-8.' }),
  }),
});

/** What `replayed` means on every success payload. */
export const REPLAYED =
  'True when this call was an exact retry of an earlier one (same ids, same facts): nothing was written, ' +
  'and the payload describes what the earlier call did.';

/** Validation of an `id` argument (plugin-zod): a malformed id is a VALIDATION_ERROR, not a database error. */
export const validId = { schema: id };

/**
 * Validation of a mutation's `input` (plugin-zod) with the command's own zod schema, so the rules
 * live in one place; a failure is the ValidationError member of the mutation's result union.
 */
export function validInput<T extends z.ZodType>(schema: T) {
  return {
    schema: z.object({
      input: z.preprocess((value, context) => {
        // Checked before the schema runs: a NUL or a 2,000-level nesting must not reach zod or PostgreSQL.
        const problem = inputProblem(value);
        if (problem) {
          context.addIssue({ code: 'custom', message: problem.message, path: problem.path ? problem.path.split('.') : [] });
          return z.NEVER;
        }
        return value && typeof value === 'object' ? compact(value) : value;
      }, schema),
    }),
  };
}
