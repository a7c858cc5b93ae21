// Requests where HTTP framing is the attack: written byte for byte to a real socket (bad or
// conflicting Content-Length, chunked bodies, truncated bodies, huge or malformed headers,
// pipelining, compressed bodies, garbage request lines).

import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { anyAuth, unauthenticated } from './auth.js';
import { schemaQuery } from './documents.js';
import { poisonedMutationDocuments } from './mutations.js';
import type { SocketRequest } from './request.js';
import { toJson } from './values.js';
import type { World } from './world.js';

const CRLF = '\r\n';
const bombs = new Map<number, Buffer>();
const gzipBomb = (mb: number) =>
  bombs.get(mb) ?? bombs.set(mb, gzipSync(Buffer.alloc(mb * 1024 * 1024, 0x20), { level: 9 })).get(mb)!;
type Framing = { label: string; headers: string[]; body: Buffer; halfClose: boolean; requestLine?: string };

function framings(body: Buffer): fc.Arbitrary<Framing> {
  const n = body.length;
  const chunked = Buffer.concat([Buffer.from(`${n.toString(16)}${CRLF}`), body, Buffer.from(`${CRLF}0${CRLF}${CRLF}`)]);
  return fc.oneof<fc.Arbitrary<Framing>[]>(
    fc.constant({ label: 'exact Content-Length', headers: [`Content-Length: ${n}`], body, halfClose: false }),
    fc.integer({ min: 1, max: 10_000 }).map((extra) => ({
      label: 'Content-Length longer than the body',
      headers: [`Content-Length: ${n + extra}`],
      body,
      halfClose: true,
    })),
    fc.integer({ min: 1, max: Math.max(1, n) }).map((short) => ({
      label: 'Content-Length shorter than the body',
      headers: [`Content-Length: ${Math.max(0, n - short)}`],
      body,
      halfClose: true,
    })),
    fc
      .constantFrom('abc', '-1', '1e3', '0x10', ' 12', '99999999999999999999', '', '+5', `${n}, ${n + 1}`)
      .map((v) => ({ label: `Content-Length "${v}"`, headers: [`Content-Length: ${v}`], body, halfClose: true })),
    fc.constant({
      label: 'two different Content-Lengths',
      headers: [`Content-Length: ${n}`, `Content-Length: ${n + 1}`],
      body,
      halfClose: true,
    }),
    fc.constant({
      label: 'Content-Length and chunked',
      headers: [`Content-Length: ${n}`, 'Transfer-Encoding: chunked'],
      body: chunked,
      halfClose: true,
    }),
    fc.constant({
      label: 'chunked without Content-Length',
      headers: ['Transfer-Encoding: chunked'],
      body: chunked,
      halfClose: false,
    }),
    fc.constantFrom('gzip', 'chunked, gzip', 'identity', 'chunked;x', 'xchunked').map((te) => ({
      label: `Transfer-Encoding "${te}"`,
      headers: [`Transfer-Encoding: ${te}`, `Content-Length: ${n}`],
      body,
      halfClose: true,
    })),
    fc.constant({
      label: 'bad chunk sizes',
      headers: ['Transfer-Encoding: chunked'],
      body: Buffer.from(`zz${CRLF}${body.toString()}${CRLF}0${CRLF}${CRLF}`),
      halfClose: true,
    }),
    fc.constant({ label: 'no Content-Length, body sent anyway', headers: [], body, halfClose: true }),
    fc.constantFrom('gzip', 'deflate', 'br', 'x-bogus').map((enc) => {
      const z = enc === 'gzip' ? gzipSync(body) : body;
      return {
        label: `Content-Encoding ${enc}`,
        headers: [`Content-Encoding: ${enc}`, `Content-Length: ${z.length}`],
        body: z,
        halfClose: false,
      };
    }),
    // A gzip bomb: a few KiB that would inflate to tens of MiB (made once per size: compressing is slow).
    fc.constantFrom(16, 64).map((mb) => {
      const z = gzipBomb(mb);
      return {
        label: `gzip bomb (${mb} MiB)`,
        headers: ['Content-Encoding: gzip', `Content-Length: ${z.length}`],
        body: z,
        halfClose: false,
      };
    }),
    fc.integer({ min: 17 * 1024, max: 80 * 1024 }).map((size) => ({
      label: 'a header over 16 KiB',
      headers: [`X-Huge: ${'h'.repeat(size)}`, `Content-Length: ${n}`],
      body,
      halfClose: false,
    })),
    fc.integer({ min: 2_001, max: 4_000 }).map((count) => ({
      label: 'thousands of headers',
      headers: [...Array.from({ length: count }, (_, i) => `X-H${i}: v`), `Content-Length: ${n}`],
      body,
      halfClose: false,
    })),
    fc
      .constantFrom(
        'X-Bad: a\u0000b',
        'X-Bad: a\u007fb',
        'X Bad: v',
        'NoColon',
        ': empty-name',
        'X-Fold: a\r\n folded',
        'Host: a\r\nHost: b',
        'Content-Type: application/json\r\nContent-Type: text/plain',
      )
      .map((h) => ({
        label: `malformed header "${h.slice(0, 20)}"`,
        headers: [h, `Content-Length: ${n}`],
        body,
        halfClose: true,
      })),
    fc
      .constantFrom(
        'GARBAGE',
        'POST /graphql HTTP/9.9',
        'POST /graphql',
        'POST  /graphql HTTP/1.1',
        'POST /gra phql HTTP/1.1',
        'POST http://evil.example/graphql HTTP/1.1',
        'POST * HTTP/1.1',
        'CONNECT 127.0.0.1:5432 HTTP/1.1',
        'POST /graphql\u00ff HTTP/1.1',
        'get /graphql HTTP/1.1',
        'POST /graphql HTTP/1.0',
      )
      .map((line) => ({
        label: `request line "${line}"`,
        requestLine: line,
        headers: [`Content-Length: ${n}`],
        body,
        halfClose: true,
      })),
    fc.constant({
      label: 'Expect: 100-continue',
      headers: ['Expect: 100-continue', `Content-Length: ${n}`],
      body,
      halfClose: false,
    }),
  );
}

/** Raw requests for the listening server. */
export function socketRequests(w: World): fc.Arbitrary<SocketRequest> {
  const doc = fc.oneof(poisonedMutationDocuments(w), schemaQuery(w));
  const auth = fc.oneof(anyAuth(w), unauthenticated(w));
  return fc
    .tuple(doc, auth, fc.constantFrom('application/json', 'text/plain', 'application/graphql-response+json'), fc.boolean())
    .chain(([d, h, type, pipeline]) => {
      const body = Buffer.from(toJson(d));
      return framings(body).map((f): SocketRequest => {
        const head = [
          f.requestLine ?? 'POST /graphql HTTP/1.1',
          'Host: 127.0.0.1',
          `Content-Type: ${type}`,
          ...(h.authorization !== undefined ? [`Authorization: ${h.authorization}`] : []),
          ...f.headers,
          ...(pipeline ? [] : ['Connection: close']),
        ];
        const one = Buffer.concat([Buffer.from(head.join(CRLF) + CRLF + CRLF, 'latin1'), f.body]);
        // Pipelined: the same bytes, then a second request behind them on the one connection.
        const second = Buffer.from(`GET /health HTTP/1.1${CRLF}Host: x${CRLF}Connection: close${CRLF}${CRLF}`);
        return {
          label: `socket: ${f.label}${pipeline ? ' (pipelined)' : ''}`,
          raw: pipeline ? Buffer.concat([one, second]) : one,
          halfClose: f.halfClose || pipeline,
        };
      });
    });
}

export interface SocketAnswer {
  statuses: number[];
  text: string;
  ms: number;
  timedOut: boolean;
}

/** Writes the bytes, reads until the server closes (or `timeoutMs`), and lists the statuses it answered. */
export function sendRaw(port: number, request: SocketRequest, timeoutMs: number): Promise<SocketAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1');
    let done = false;
    const finish = (timedOut: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const statuses = [...text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
      resolve({ statuses, text, ms: performance.now() - started, timedOut });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('connect', () => {
      socket.write(request.raw, () => {
        if (request.halfClose) socket.end();
      });
    });
  });
}
