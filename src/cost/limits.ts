import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, Lexer, parse, Source, TokenKind, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// The limits on a document's shape (tokens, depth, aliases, directives), refused with a code a
// client can switch on, the measured value and the limit: never "Syntax Error".

/** The codes of limit refusals: part of the API contract (docs/api.md, "Limits"). */
export type LimitCode = 'QUERY_TOO_COMPLEX' | 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'TOO_MANY_DIRECTIVES' | 'TOO_MANY_TOKENS';
export const LIMIT_CODES: readonly LimitCode[] = [
  'QUERY_TOO_COMPLEX',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'TOO_MANY_TOKENS',
];

export function limitError(
  code: LimitCode,
  message: string,
  facts: { measured: number; limit: number } & Record<string, unknown>,
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...facts } });
}

export interface ShapeLimits {
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
}

/** How many tokens `source` has, counted up to `upTo` (a lexing error ends the count). */
function tokensUpTo(source: Source, upTo: number): number {
  const lexer = new Lexer(source);
  let count = 0;
  try {
    while (count < upTo && lexer.advance().kind !== TokenKind.EOF) count++;
  } catch {
    // The parser's own syntax error is the answer then.
  }
  return count;
}

/**
 * graphql-js's own token limit (the parser stops at the first token over it), refused as
 * TOO_MANY_TOKENS. `measured` is where it stopped: the document has at least that many tokens.
 */
function tokenLimit(max: number): Plugin {
  const parseWithLimit: typeof parse = (source, options) => {
    try {
      return parse(source, { ...options, maxTokens: max });
    } catch (error) {
      const text = typeof source === 'string' ? new Source(source) : source;
      if (tokensUpTo(text, max + 1) <= max) throw error;
      throw limitError(
        'TOO_MANY_TOKENS',
        `The document has more than ${max} tokens, the limit: send a shorter document (fewer fields, arguments or fragments).`,
        { measured: max + 1, limit: max },
      );
    }
  };
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithLimit);
    },
  };
}

/**
 * graphql-armor's depth, alias and directive rules, reporting our error instead of throwing its own
 * ("Syntax Error: …"). armor tells the count only in its message ("…, found 11."), which is read
 * back from there; test/api/limits.test.ts pins that reading for the pinned armor version.
 */
function armorRefusal(code: LimitCode, limit: number, message: (measured: number) => string) {
  return {
    n: limit,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const measured = Number(/found (\d+)/.exec(error.message)?.[1] ?? limit + 1);
        context?.reportError(limitError(code, message(measured), { measured, limit }));
      },
    ],
  };
}

/** The document-shape limits: the token limit while parsing, then the validation rules. */
export function shapeLimits(limits: ShapeLimits): { parsing: Plugin; validation: Plugin[] } {
  return {
    parsing: tokenLimit(limits.maxTokens),
    validation: [
      maxDepthPlugin({
        flattenFragments: true,
        ...armorRefusal(
          'QUERY_TOO_DEEP',
          limits.maxDepth,
          (depth) =>
            `The query nests ${depth} fields deep, over the limit of ${limits.maxDepth}: select fewer nested levels, or fetch deeper levels with a second query.`,
        ),
      }),
      maxAliasesPlugin(
        armorRefusal(
          'TOO_MANY_ALIASES',
          limits.maxAliases,
          (aliases) =>
            `The query has ${aliases} aliases, over the limit of ${limits.maxAliases}: send fewer aliased fields per request (a batch mutation takes many items in one field).`,
        ),
      ),
      maxDirectivesPlugin(
        armorRefusal(
          'TOO_MANY_DIRECTIVES',
          limits.maxDirectives,
          (directives) =>
            `The query has ${directives} directives, over the limit of ${limits.maxDirectives}: send fewer directives per request.`,
        ),
      ),
    ],
  };
}
