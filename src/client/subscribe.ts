import {
  type GraphQLErrorItem,
  type RequestOptions,
  type Transport,
  type TypedDocument,
  WorkforceRequestError,
} from './transport.js';

export interface SubscribeOptions extends RequestOptions {
  /** Called once the server has accepted the subscription and its event stream is open (before any event). */
  onOpen?: () => void;
}

/**
 * One subscription over Server-Sent Events (GraphQL over SSE, "distinct connections" mode, as the
 * server speaks it): POST with `Accept: text/event-stream`, then each `next` event's data is
 * yielded until the server sends `complete` or the caller aborts (or stops iterating). An error
 * the server sends (such as `SUBSCRIBER_TOO_SLOW`, with `extensions.resumeAfterSeq`) or a refused
 * subscription rejects with a WorkforceRequestError. It does not reconnect by itself: see
 * `WorkforceClient.ledgerEvents`, which resumes from the last seq.
 */
export async function* subscribe<TResult, TVariables>(
  transport: Transport,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  options: SubscribeOptions = {},
): AsyncGenerator<TResult, void, undefined> {
  const abort = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, abort.signal]) : abort.signal;
  const fetcher = transport.options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetcher(transport.options.url, {
      method: 'POST',
      headers: transport.headers('text/event-stream'),
      body: JSON.stringify({ query: document.toString(), variables }),
      signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) return;
    throw new WorkforceRequestError(`subscription: no answer: ${String(cause)}`, {
      code: 'NETWORK_ERROR',
      status: undefined,
      retryable: true,
      attempts: 1,
      errors: [],
      cause,
    });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) {
    const json = (await response.json().catch(() => ({}))) as { errors?: GraphQLErrorItem[] };
    const errors = json.errors ?? [];
    throw new WorkforceRequestError(
      `subscription refused: ${errors.map((error) => error.message).join('; ') || response.status}`,
      {
        code: errors[0]?.extensions?.code,
        status: response.status,
        retryable: response.status === 503 || errors.some((error) => error.extensions?.retryable === true),
        attempts: 1,
        errors,
      },
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    options.onOpen?.();
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (options.signal?.aborted) return;
        throw new WorkforceRequestError('subscription: the stream broke', {
          code: 'NETWORK_ERROR',
          status: response.status,
          retryable: true,
          attempts: 1,
          errors: [],
          cause,
        });
      }
      if (chunk.done) return;
      buffer += chunk.value.replaceAll('\r\n', '\n');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of frame.split('\n')) {
          if (line.startsWith(':')) continue; // a keep-alive comment
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
        if (event === 'complete') return;
        if (event !== 'next' || data.length === 0) continue;
        const payload = JSON.parse(data.join('\n')) as { data?: TResult | null; errors?: GraphQLErrorItem[] };
        if (payload.errors && payload.errors.length > 0) {
          const code = payload.errors[0]?.extensions?.code;
          throw new WorkforceRequestError(`subscription: ${payload.errors.map((error) => error.message).join('; ')}`, {
            code,
            status: response.status,
            retryable: code === 'SUBSCRIBER_TOO_SLOW' || payload.errors.some((error) => error.extensions?.retryable === true),
            attempts: 1,
            errors: payload.errors,
          });
        }
        if (options.signal?.aborted) return;
        if (payload.data != null) yield payload.data;
      }
    }
  } finally {
    abort.abort();
    reader.releaseLock();
  }
}
