import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  getOperationAST,
  Kind,
  visit,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from './schema/context.js';

/**
 * Delivering one event to hundreds of subscribers costs what writing it to their sockets costs,
 * not hundreds of GraphQL executions: subscribers of one organization that sent the same
 * subscription with the same role get the very same result object for an event, executed once,
 * serialized once. Only the role can change what a field resolves to (scopes are by role; rows
 * are by organization), so those make the key, with the document and the variables its selection
 * uses. The variables that only shape the source (`afterSeq`, `kinds`: the root field's
 * arguments) are left out, so consoles resuming from different places still share.
 */

type Shared = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/** Per event (the feed's object, shared by every subscriber of its organization), per sharing key. */
const results = new WeakMap<object, Map<string, Promise<Shared>>>();

/** The value made for (owner, key), made by `make` the first time: kept as long as the owner lives. */
function once<T>(cache: WeakMap<object, Map<string, T>>, owner: object, key: string, make: () => T): T {
  let byKey = cache.get(owner);
  if (!byKey) {
    byKey = new Map();
    cache.set(owner, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = make();
    byKey.set(key, value);
  }
  return value;
}
const documentKeys = new WeakMap<DocumentNode, { id: number; variables: string[] }>();
let lastDocumentId = 0;

/** The variables a subscription's selection uses, apart from its root field's arguments. */
function selectionVariables(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operation = getOperationAST(document, operationName);
  const used = new Set<string>();
  for (const selection of operation?.selectionSet.selections ?? []) {
    const { arguments: _rootArguments, ...rest } = selection as typeof selection & { arguments?: unknown };
    visit(rest as typeof selection, {
      [Kind.VARIABLE]: (node) => {
        used.add(node.name.value);
      },
    });
  }
  // Fragments spread below the root may use variables too.
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      visit(definition, {
        [Kind.VARIABLE]: (node) => {
          used.add(node.name.value);
        },
      });
  }
  return [...used].sort();
}

export function sharingKey(args: Pick<ExecutionArgs, 'document' | 'operationName' | 'variableValues' | 'contextValue'>): string {
  let known = documentKeys.get(args.document);
  if (!known) {
    known = { id: ++lastDocumentId, variables: selectionVariables(args.document, args.operationName) };
    documentKeys.set(args.document, known);
  }
  const values = known.variables.map((name) => args.variableValues?.[name] ?? null);
  const { caller } = args.contextValue as Context;
  return `${caller?.organizationId}|${caller?.role}|${known.id}|${args.operationName ?? ''}|${JSON.stringify(values)}`;
}

/**
 * One execution per event and key. A result with errors is not shared: each subscriber gets its
 * own copy, which yoga masks, stamps with its request id and logs as for any other result.
 */
async function executeOnce(args: ExecutionArgs, event: unknown, key: string): Promise<Shared> {
  if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
  const shared = await once(results, event, key, async () => {
    const executed = await execute({ ...args, rootValue: event });
    if (executed.errors?.length) return executed;
    // Its text is made once; no plugin changes a result without errors on the way out.
    let text: string | undefined;
    return { ...executed, stringify: (value: ExecutionResult) => (text ??= JSON.stringify(value)) };
  });
  return shared.errors?.length ? { ...shared } : shared;
}

/** A result as it goes on the wire: errors as their JSON, without the server's internal extensions. */
function serialize(result: Shared): string {
  const stringify = result.stringify ?? JSON.stringify;
  if (!result.errors?.length && !result.extensions?.http) return stringify(result);
  const { http: _http, ...extensions } = (result.extensions ?? {}) as Record<string, unknown>;
  const errors = result.errors?.map((error) => {
    const json = (typeof error.toJSON === 'function' ? error.toJSON() : error) as { extensions?: Record<string, unknown> };
    const { http: _h, unexpected: _u, ...kept } = json.extensions ?? {};
    return { ...json, extensions: Object.keys(kept).length ? kept : undefined };
  });
  return JSON.stringify({ ...result, errors, extensions: Object.keys(extensions).length ? extensions : undefined });
}

const frame = (result: Shared) => `event: next\ndata: ${serialize(result)}\n\n`;

/**
 * The results of one batch of source events, sent as consecutive `next` events. Subscribers with
 * the same key that were offered the same batch (the feed's page itself, for those without a
 * filter) share this object, so its text and bytes are made once for all of them.
 */
export class ResultBatch {
  private text: string | undefined;
  private bytes: Uint8Array | undefined;

  constructor(readonly results: readonly Shared[]) {}

  /** A batch holding an error is not sent as one: each result goes through yoga's masking on its own. */
  get clean(): boolean {
    return this.results.every((result) => !result.errors?.length);
  }

  wire(): string {
    this.text ??= this.results.map(frame).join('');
    return this.text;
  }

  encoded(encoder: TextEncoder): Uint8Array {
    this.bytes ??= encoder.encode(this.wire());
    return this.bytes;
  }
}

const batches = new WeakMap<object, Map<string, Promise<ResultBatch>>>();

function batchOnce(args: ExecutionArgs, events: readonly unknown[], key: string): Promise<ResultBatch> {
  return once(
    batches,
    events,
    key,
    async () => new ResultBatch(await Promise.all(events.map((event) => executeOnce(args, event, key)))),
  );
}

/**
 * Each source event executed once per subscription key, where graphql-js's subscribe executes it per
 * subscriber; a source that yields arrays (followLedger's batches) yields a ResultBatch for each.
 * Not an async generator: its return() would wait for the pending next(), so a client that leaves
 * an idle stream would stay subscribed until the next event.
 */
function sharedResults(source: AsyncIterable<unknown>, args: ExecutionArgs): AsyncIterableIterator<Shared | ResultBatch> {
  const iterator = source[Symbol.asyncIterator]();
  const key = sharingKey(args);
  const done = { value: undefined, done: true } as const;
  const unbatched: Shared[] = [];
  return {
    next: async () => {
      if (unbatched.length > 0) return { value: unbatched.shift()!, done: false };
      const next = await iterator.next();
      if (next.done) return done;
      const value = next.value;
      if (!Array.isArray(value)) return { value: await executeOnce(args, value, key), done: false };
      const batch = await batchOnce(args, value, key);
      if (batch.clean) return { value: batch, done: false };
      unbatched.push(...batch.results.map((result) => (result.errors?.length ? { ...result } : result)));
      return { value: unbatched.shift()!, done: false };
    },
    return: async () => {
      await iterator.return?.();
      return done;
    },
    throw: async (error?: unknown) => {
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export function sharedSubscriptionResults(): Plugin<Context> {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const source = await createSourceEventStream(args);
        return isAsyncIterable(source) ? sharedResults(source, args) : source;
      });
    },
  };
}

/** Chunks are cut at about this size, so one subscriber's backlog is written in pieces the socket can take. */
const MAX_CHUNK_CHARS = 64 * 1024;
const TURN = Symbol('turn');

/**
 * GraphQL over SSE ("distinct connections"), as yoga's own processor writes it (a comment first and
 * every `pingMs`, `next` events, a `complete`), but every result that is ready when the subscriber's
 * socket asks for more goes out in one chunk: under load a subscriber gets one write per feed read,
 * not one per event. The stream is pulled, so a socket that does not drain stops the pulling and
 * the subscriber's queue fills up instead (see LiveQueue).
 */
export function eventStream(pingMs: number, signal: AbortSignal) {
  return (
    input: unknown,
    fetchAPI: { ReadableStream: typeof ReadableStream; Response: typeof Response; TextEncoder: typeof TextEncoder },
  ) => {
    const iterator = (input as AsyncIterable<Shared | ResultBatch>)[Symbol.asyncIterator]();
    const encoder = new fetchAPI.TextEncoder();
    let ping: NodeJS.Timeout | undefined;
    let pending: Promise<IteratorResult<Shared | ResultBatch>> | null = null;
    // A client that left before the response started is never told to cancel the body: let go of
    // its subscription when its request ends, whenever that is.
    const leave = () => {
      clearInterval(ping);
      void iterator.return?.();
    };
    if (signal.aborted) leave();
    else signal.addEventListener('abort', leave, { once: true });
    const body = new fetchAPI.ReadableStream<Uint8Array>({
      start(controller) {
        // A first comment at once: some clients wait for a byte before they report the stream open.
        controller.enqueue(encoder.encode(':\n\n'));
        ping = setInterval(() => {
          if (controller.desiredSize === null) clearInterval(ping);
          else if (controller.desiredSize > 0) controller.enqueue(encoder.encode(':\n\n'));
        }, pingMs);
      },
      async pull(controller) {
        try {
          let next = await (pending ?? iterator.next());
          pending = null;
          // Started once the first result is in: after a quiet spell, an earlier turn would already be over.
          const turn = new Promise<typeof TURN>((resolve) => {
            setImmediate(resolve, TURN);
          });
          // The common case, one batch ready: its bytes, made once for every subscriber it went to.
          const only = next.value instanceof ResultBatch ? next.value : null;
          let text = '';
          for (;;) {
            const { value } = next;
            if (value != null) text += value instanceof ResultBatch ? value.wire() : frame(value);
            if (next.done) {
              clearInterval(ping);
              controller.enqueue(encoder.encode(`${text}event: complete\ndata:\n\n`));
              controller.close();
              return;
            }
            if (text.length >= MAX_CHUNK_CHARS) break;
            // Take what is ready before the event loop turns; what is not is kept for the next pull.
            const following = iterator.next();
            const ready = await Promise.race([following, turn]);
            if (ready === TURN) {
              pending = following;
              break;
            }
            next = ready;
          }
          controller.enqueue(only && text.length === only.wire().length ? only.encoded(encoder) : encoder.encode(text));
        } catch (error) {
          clearInterval(ping);
          controller.error(error);
        }
      },
      async cancel() {
        signal.removeEventListener('abort', leave);
        clearInterval(ping);
        await iterator.return?.();
      },
    });
    return new fetchAPI.Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'content-encoding': 'none',
        // nginx buffers responses unless told not to; a buffered event stream arrives in bursts, or never.
        'x-accel-buffering': 'no',
      },
    });
  };
}

/**
 * Subscriptions go through eventStream wherever yoga chose its own SSE processor: for a
 * subscription's stream of results it is the only one yoga has, so a processor chosen for one
 * (by yoga's reading of the Accept header, q-values and all) is that one.
 */
export function batchedEventStreams(pingMs = 12_000): Plugin<Context> {
  return {
    onResultProcess({ request, result, resultProcessor, setResultProcessor }) {
      if (isAsyncIterable(result) && resultProcessor)
        setResultProcessor(eventStream(pingMs, request.signal) as never, 'text/event-stream');
    },
  };
}
