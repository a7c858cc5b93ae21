import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from './schema/context.js';

/**
 * Listens, and nothing else. A POST without a Content-Length (a chunked body) is refused, so the
 * body limit, checked against that header, cannot be sidestepped.
 */
export function listen(yoga: YogaServerInstance<Record<string, never>, Context>, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.headers['content-length'] === undefined) {
      const requestId = String(req.headers['x-request-id'] ?? '').slice(0, 100) || randomUUID();
      res.writeHead(411, { 'content-type': 'application/json', 'x-request-id': requestId });
      res.end(JSON.stringify({ errors: [{ message: 'send a Content-Length', extensions: { code: 'LENGTH_REQUIRED' } }] }));
      return;
    }
    void yoga.handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
