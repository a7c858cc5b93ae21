import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A cache of at most 2 × `max` entries that keeps what is used: entries live in the current
 * generation or the previous one, a hit in the previous one moves the entry to the current, and a
 * full current generation becomes the previous (the old previous is dropped). A hit costs one map
 * lookup, where a strict LRU deletes and re-inserts the entry on every hit.
 */
class Generations<K, V> {
  #current = new Map<K, V>();
  #previous = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.#current.get(key);
    if (value !== undefined) return value;
    const old = this.#previous.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    this.#current.set(key, value);
    if (this.#current.size >= this.max) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
  }
}

/**
 * Parsed documents by query text, and validation results by document: what yoga's own cache
 * (parserAndValidationCache, turned off where this is used) does, keyed more cheaply. yoga files
 * validation results under the names of all the rules, joined into a string on every request,
 * because a plugin could add rules per request; ours add the same rules to every request. The
 * same document object for the same text is also what keeps graphql-jit's compiled code reused.
 */
export function documentCache(max = 1_000): Plugin {
  const documents = new Generations<string, DocumentNode>(max);
  const parseErrors = new Generations<string, Error>(max);
  const validations = new WeakMap<DocumentNode, readonly Error[]>();
  return {
    onParse({ params, setParsedDocument }) {
      const source = params.source.toString();
      const document = documents.get(source);
      if (document) {
        setParsedDocument(document);
        return;
      }
      const parseError = parseErrors.get(source);
      if (parseError) throw parseError;
      return ({ result }) => {
        if (result instanceof Error) parseErrors.set(source, result);
        else if (result) documents.set(source, result);
      };
    },
    onValidate({ params: { documentAST }, setResult }) {
      const cached = validations.get(documentAST);
      if (cached) {
        setResult(cached);
        return;
      }
      return ({ result }) => {
        validations.set(documentAST, result);
      };
    },
  };
}
