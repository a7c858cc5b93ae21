import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The least recently used entry goes first once `max` are held. */
class Lru<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, value);
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
  const documents = new Lru<string, DocumentNode>(max);
  const parseErrors = new Lru<string, Error>(max);
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
