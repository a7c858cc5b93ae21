import type { Plugin } from 'graphql-yoga';
import { limitError } from './cost/limits.js';

/**
 * The deepest bracket nesting (`{`, `[`, `(`) of a GraphQL document, outside strings and comments.
 * A plain scan, no recursion: it must not fail on the inputs it exists to refuse.
 */
export function documentNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        // A block string ends at the first """ that is not escaped (\""").
        let end = source.indexOf('"""', i + 3);
        while (end > 0 && source[end - 1] === '\\') end = source.indexOf('"""', end + 3);
        i = end < 0 ? source.length : end + 2;
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
      }
    } else if (c === '{' || c === '[' || c === '(') {
      deepest = Math.max(deepest, ++depth);
    } else if (c === '}' || c === ']' || c === ')') {
      depth--;
    }
  }
  return deepest;
}

/**
 * graphql-js parses and validates recursively, so a document a few thousand brackets deep (still
 * under the token limit) overflowed the stack: an unexpected error instead of a refusal. Deeper
 * nesting than `max` is refused before the parser sees it; `max` sits far above the selection
 * depth and input nesting limits, so this only ever stops abuse.
 */
export function maxNestingPlugin(max: number): Plugin {
  return {
    onParse({ params, setParseFn }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      const nesting = documentNesting(source);
      if (nesting <= max) return;
      setParseFn(() => {
        // The depth limit's refusal (src/cost/limits.ts), measured in brackets: the selection depth
        // cannot be known without parsing, which is what this spares.
        throw limitError(
          'QUERY_TOO_DEEP',
          `The document nests ${nesting} brackets deep, over the limit of ${max}: select fewer nested levels and send flatter argument values.`,
          { measured: nesting, limit: max, measure: 'BRACKETS' },
        );
      });
    },
  };
}
