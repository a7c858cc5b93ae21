import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

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
      if (documentNesting(source) <= max) return;
      setParseFn(() => {
        throw new GraphQLError(`Syntax Error: the document nests deeper than ${max} levels.`, {
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        });
      });
    },
  };
}
