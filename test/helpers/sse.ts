import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { Yoga } from './api.js';

export interface Subscription<T> {
  /** The next `next` payload's data, or rejects after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<T>;
  /** Payloads received but not yet taken. */
  buffered: () => number;
  close: () => void;
  /** Errors the server sent (a refused subscription answers them instead of a stream). */
  errors: () => unknown[];
}

/** Subscribes over Server-Sent Events (GraphQL over SSE, distinct connections), as a console would. */
export async function subscribe<T, V>(
  yoga: Yoga,
  document: TypedDocumentNode<T, V>,
  variables: V,
  token: string,
): Promise<Subscription<T>> {
  const abort = new AbortController();
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(document), variables }),
    signal: abort.signal,
  });
  const queue: T[] = [];
  const errors: unknown[] = [];
  const waiting: { wake: (() => void) | null } = { wake: null };
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event === 'next' && data) {
            const payload = JSON.parse(data) as { data?: T; errors?: unknown[] };
            if (payload.errors) errors.push(...payload.errors);
            if (payload.data) queue.push(payload.data);
            waiting.wake?.();
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    next: async (timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() > deadline) throw new Error(`no event within ${timeoutMs} ms (errors: ${JSON.stringify(errors)})`);
        await new Promise<void>((resolve) => {
          waiting.wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return queue.shift()!;
    },
    buffered: () => queue.length,
    close: () => abort.abort(),
    errors: () => errors,
  };
}
