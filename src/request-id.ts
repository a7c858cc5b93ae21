import { randomUUID } from 'node:crypto';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { isAsyncIterable, mapAsyncIterator, type Plugin } from 'graphql-yoga';

type LogEntry = Record<string, unknown>;

interface Unstamped {
  /** The masked error's extensions, where its `requestId` goes. */
  extensions: Record<string, unknown>;
  /** Its log entry, with a `requestId` to fill in, written once the request is known. */
  entry: LogEntry;
}

/** Where a request keeps its id: on itself, not in a WeakMap, which would give every request an identity hash and the GC an ephemeron to trace. */
const ID = Symbol('requestId');

/**
 * Every response carries its request id (the client's `x-request-id`, or a new one), and so do the
 * errors masked in it and their log lines. The id is kept by request, not in an AsyncLocalStorage:
 * that one turns on promise hooks for every promise of the process. yoga gives its maskError no
 * request, so a masked error is stamped when its response is made (`onResultProcess`, which every
 * GraphQL answer passes, subscription events one by one), and logged then.
 */
export class RequestIds {
  readonly #unstamped = new WeakMap<GraphQLError, Unstamped>();

  constructor(private readonly log: (entry: LogEntry) => void) {}

  /** The request's id, assigned on first sight: responses yoga answers itself (its /health) skip onRequest. */
  of(request: Request): string {
    const carrier = request as Request & { [ID]?: string };
    carrier[ID] ??= request.headers.get('x-request-id')?.slice(0, 100) || randomUUID();
    return carrier[ID];
  }

  /** `error` gets its request id in `extensions` and `entry` is logged, as soon as its request is known. */
  stampLater(error: GraphQLError, extensions: Record<string, unknown>, entry: LogEntry): void {
    this.#unstamped.set(error, { extensions, entry });
  }

  /** `to` replaces `from` in the response: it carries `from`'s request id and log line instead. */
  replaced(from: GraphQLError, to: GraphQLError): void {
    const unstamped = this.#unstamped.get(from);
    if (!unstamped) return;
    this.#unstamped.delete(from);
    this.#unstamped.set(to, unstamped);
  }

  #stamp(result: ExecutionResult, requestId: string): ExecutionResult {
    for (const error of result.errors ?? []) {
      const unstamped = this.#unstamped.get(error);
      if (!unstamped) continue;
      this.#unstamped.delete(error);
      unstamped.extensions.requestId = requestId;
      unstamped.entry.requestId = requestId;
      this.log(unstamped.entry);
    }
    return result;
  }

  plugin(): Plugin {
    return {
      onRequest: ({ request }) => {
        this.of(request);
      },
      onResultProcess: ({ request, result, setResult }) => {
        if (!result) return;
        const id = this.of(request);
        if (isAsyncIterable(result)) setResult(mapAsyncIterator(result, (event) => this.#stamp(event, id)));
        else for (const single of Array.isArray(result) ? result : [result]) this.#stamp(single, id);
      },
      onResponse: ({ request, response }) => {
        response.headers.set('x-request-id', this.of(request));
      },
    };
  }
}
