import { z } from 'zod';
import { ValidationError } from './errors.js';

// Validation primitives every layer shares: ids, media types, Entity content, and the parse that
// turns zod's issues into one typed ValidationError.

export const id = z.guid({ message: 'must be a UUID' });
export const MAX_ENTITY_BYTES = 1024 * 1024;
export const MAX_PAYLOAD_BYTES = 256 * 1024;

export const mediaType = z
  .string()
  .max(255)
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(;.*)?$/, 'must be a media type such as text/plain');

export const entityInput = z.object({
  mediaType,
  content: z.string().refine((s) => Buffer.byteLength(s) <= MAX_ENTITY_BYTES, `must be at most ${MAX_ENTITY_BYTES} bytes`),
});

export const MAX_INPUT_DEPTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(value)) return 'must be well-formed Unicode (a lone surrogate cannot be stored)';
  return null;
}

/** A zod check for a plain string argument (one no input object carries): what inputProblem refuses in strings. */
export function storable(value: string, context: z.RefinementCtx): void {
  const problem = stringProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
}

/**
 * The first thing in an input that PostgreSQL would refuse, or zod choke on, before either sees
 * it: a NUL character, a lone UTF-16 surrogate, or nesting deeper than MAX_INPUT_DEPTH. Walks
 * without recursion, so no input can exhaust the stack here.
 */
export function inputProblem(value: unknown): { path: string; message: string } | null {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (path.length > MAX_INPUT_DEPTH)
      return { path: path.slice(0, 3).join('.'), message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
    if (typeof item === 'string') {
      const problem = stringProblem(item);
      if (problem) return { path: path.join('.'), message: problem };
    } else if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) stack.push([element, [...path, index]]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        const problem = stringProblem(key);
        if (problem) return { path: path.join('.'), message: `keys ${problem}` };
        stack.push([element, [...path, key]]);
      }
    }
  }
  return null;
}

/** Parses command input, turning zod's issues into one ValidationError that names each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const problem = inputProblem(input);
  if (problem) throw new ValidationError(problem.path ? `${problem.path}: ${problem.message}` : problem.message, [problem]);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ValidationError(issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '), issues);
}
