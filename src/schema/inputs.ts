import { builder } from './builder.js';

/** GraphQL sends omitted and null optional fields alike; the commands expect them absent. */
export function compact<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as never;
}

export const EntityInput = builder.inputType('EntityInput', {
  description: 'Content to store as an immutable Entity.',
  fields: (t) => ({
    mediaType: t.string({ required: true, description: 'A media type such as text/plain or application/json.' }),
    content: t.string({ required: true }),
  }),
});
