import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { PostAnswer, Poster } from './transport.js';

/**
 * POSTs over node:http(s) with a keep-alive agent of the client's own: measured, the global fetch
 * costs a Runner about three times the CPU of this per request (docs/client.md), which a fleet of
 * agents in one process pays on every command. `timeoutMs` bounds the whole exchange; `signal`
 * (the caller's) aborts it.
 */
export class HttpPoster implements Poster {
  private readonly agent: HttpAgent;
  private readonly send: typeof httpRequest;

  constructor(private readonly url: URL) {
    const secure = url.protocol === 'https:';
    this.agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    this.send = secure ? httpsRequest : httpRequest;
  }

  post(headers: Record<string, string>, body: string, timeoutMs: number, signal?: AbortSignal): Promise<PostAnswer> {
    return new Promise((resolve, reject) => {
      signal?.throwIfAborted();
      const buffer = Buffer.from(body);
      const req = this.send(this.url, {
        method: 'POST',
        agent: this.agent,
        headers: { ...headers, 'content-length': buffer.length },
      });
      const fail = (error: unknown) => {
        cleanup();
        reject(error);
      };
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      const onAbort = () => req.destroy(signal!.reason as Error);
      signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      req.on('error', fail);
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          cleanup();
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      req.end(buffer);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
