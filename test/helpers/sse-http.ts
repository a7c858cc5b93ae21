import { request } from 'node:http';

export interface HttpStream {
  /** Each `next` payload's data, in arrival order. */
  readonly data: Record<string, unknown>[];
  /** GraphQL errors sent as `next` payloads. */
  readonly errors: { message: string; extensions?: Record<string, unknown> }[];
  /** Comment lines (keep-alives) received. */
  comments: number;
  /** The server ended the stream (a `complete` event or the response's end). */
  ended: boolean;
  /** The server sent the `complete` event (the subscription finished, not just the connection). */
  completed: boolean;
  close: () => void;
}

/**
 * A subscription over SSE on a real socket, as a console in a browser holds one: resolves once the
 * response has started (its first comment), then collects what arrives until closed.
 */
export function openStream(
  baseUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<HttpStream> {
  const url = new URL('/graphql', baseUrl);
  const body = JSON.stringify({ query, variables });
  const stream: HttpStream = { data: [], errors: [], comments: 0, ended: false, completed: false, close: () => {} };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.startsWith(':')) {
              stream.comments += 1;
              resolve(stream);
            } else if (frame.startsWith('event: complete')) {
              stream.ended = true;
              stream.completed = true;
            } else if (frame.startsWith('event: next')) {
              const payload = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as {
                data?: Record<string, unknown>;
                errors?: HttpStream['errors'];
              };
              if (payload.errors) stream.errors.push(...payload.errors);
              if (payload.data) stream.data.push(payload.data);
            }
          }
        });
        res.on('end', () => {
          stream.ended = true;
        });
        res.on('error', () => {
          stream.ended = true;
        });
      },
    );
    req.on('error', (error) => {
      stream.ended = true;
      reject(error);
    });
    req.end(body);
    stream.close = () => req.destroy();
  });
}

/** Polls until `done()` holds, or fails after `timeoutMs` with `describe()`'s account of what is missing. */
export async function until(done: () => boolean, describe: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
