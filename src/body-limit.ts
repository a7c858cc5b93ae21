import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CONTENT_LENGTH = /^\d+$/;

/**
 * Refuses a body larger than the limit before anything parses it. Over the socket the header is
 * enough: the server refuses a POST without a Content-Length (src/server.ts), and node's parser
 * refuses one that comes with a Transfer-Encoding and never reads past the length it declares.
 * yoga's own limit (its maxRequestBodySize, turned off where this plugin is used) streams every
 * body through a TransformStream and a stream.pipeline instead, whose end creates an AbortError
 * with a stack for every request. Only a request made in process (yoga.fetch) can come without the
 * header; its body is read up to the limit.
 */
export function bodyLimit(maxBytes: number): Plugin {
  const tooLarge = () =>
    json(413, { errors: [{ message: `request body over ${maxBytes} bytes`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  return {
    onRequest({ request, endResponse }) {
      if (Number(request.headers.get('content-length') ?? 0) > maxBytes) endResponse(tooLarge());
    },
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const header = request.headers.get('content-length');
      // As yoga's limit did: node's parser refuses such a header, a request made in process may not.
      if (header !== null && !CONTENT_LENGTH.test(header)) {
        throw new GraphQLError('Content-Length header is invalid.', {
          extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
        });
      }
      if (header !== null || !requestParser || request.body === null) return;
      setRequestParser(async (unbounded) => {
        const body = await readUpTo(unbounded, maxBytes);
        if (!body) return tooLarge();
        const { url, method, headers, signal } = unbounded;
        return requestParser(new fetchAPI.Request(url, { method, headers, signal, body }));
      });
    },
  };
}

/** The whole body, or null as soon as it passes `maxBytes` (the rest is never read). */
async function readUpTo(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}
