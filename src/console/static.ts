import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';
import { acceptsGzip } from '../graphiql.js';

/**
 * Where `npm run build:console` writes the console: two folders up from here (src/console/ under
 * tsx, dist/server/ in the bundle) is the checkout's root, as for the migrations (src/db/sql-files.ts).
 */
export const CONSOLE_DIR = fileURLToPath(new URL('../../dist/console/', import.meta.url));

/**
 * The console's only sources: its own files (scripts, styles, images) and this server's API. Styles
 * set from script (element.style) are not style attributes in markup, so 'self' is enough.
 */
export const CONSOLE_CSP = [
  `default-src 'none'`,
  `script-src 'self'`,
  `style-src 'self'`,
  `img-src 'self' data:`,
  `font-src 'self'`,
  `connect-src 'self'`,
  `manifest-src 'self'`,
  `base-uri 'none'`,
  `form-action 'none'`,
  `frame-ancestors 'none'`,
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);

interface StaticFile {
  type: string;
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | undefined;
  /** The identity body's strong etag; the gzip body's is the same with `-gz` inside the quotes. */
  etag: string;
  /** Vite puts a content hash in every name under assets/: such a file never changes. */
  immutable: boolean;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Reads the whole build once (about 100 KB): every file with its gzip form and etag. Undefined when there is no build. */
async function loadBuild(dir: string): Promise<Map<string, StaticFile> | undefined> {
  let paths: string[];
  try {
    paths = await listFiles(dir);
  } catch {
    return undefined;
  }
  if (!paths.some((path) => relative(dir, path) === 'index.html')) return undefined;
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    const name = relative(dir, path).split(sep).join('/');
    const ext = extname(name);
    const body = new Uint8Array(await readFile(path));
    files.set(name, {
      type: TYPES[ext] ?? 'application/octet-stream',
      body,
      gzip: COMPRESSIBLE.has(ext) && body.length > 512 ? new Uint8Array(gzipSync(body)) : undefined,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      immutable: name.startsWith('assets/'),
    });
  }
  return files;
}

/** The gzip variant's etag: a different representation needs its own strong validator. */
const gzipEtag = (etag: string): string => `${etag.slice(0, -1)}-gz"`;

/**
 * Whether If-None-Match matches `etag`: `*`, or any tag of its comma-separated list, compared weakly
 * (a `W/` prefix ignored), as RFC 9110 §13.1.2 asks of If-None-Match.
 */
export function noneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

const MISSING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body><h1>The console is not built</h1>
<p>This server has no <code>dist/console/</code>. Run <code>npm run build:console</code> (or <code>npm run build</code>) in the checkout, then reload this page.</p>
</body></html>
`;

/**
 * Serves the operator console (console/, built by Vite into dist/console/) at `<prefix>` from disk:
 * hashed assets with a year's cache, index.html revalidated every time, gzip when accepted, under a
 * Content-Security-Policy that names no other origin. Any other path under the prefix is a route of
 * the console's own, so it gets index.html. Without a build it answers 503 saying how to make one.
 * The build is read on the first request; a server started before the build finds it on the next one.
 */
export function consolePages(prefix = '/console', dir = CONSOLE_DIR): Plugin {
  let build: Promise<Map<string, StaticFile> | undefined> | undefined;
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return;
      const security = {
        'content-security-policy': CONSOLE_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      };
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        endResponse(new fetchAPI.Response(null, { status: 405, headers: { allow: 'GET, HEAD', ...security } }));
        return;
      }
      build ??= loadBuild(dir);
      const loading = build;
      return loading.then(
        (files) => {
          if (!files) {
            if (build === loading) build = undefined;
            const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...security };
            endResponse(new fetchAPI.Response(MISSING_PAGE, { status: 503, headers }));
            return;
          }
          const name = url.pathname.slice(prefix.length + 1);
          let file = files.get(name);
          // A missing asset is a 404 (a stale tab asking for an old hash); anything else is a client-side route.
          if (!file && (name.startsWith('assets/') || extname(name) !== '')) {
            endResponse(
              new fetchAPI.Response('not found', { status: 404, headers: { 'content-type': 'text/plain', ...security } }),
            );
            return;
          }
          if (!file || name === 'index.html') file = files.get('index.html')!;
          const headers: Record<string, string> = {
            'content-type': file.type,
            'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
            etag: file.etag,
            vary: 'Accept-Encoding',
            ...security,
          };
          const gzip = file.gzip !== undefined && acceptsGzip(request.headers.get('accept-encoding'));
          if (gzip) headers.etag = gzipEtag(file.etag);
          if (noneMatch(request.headers.get('if-none-match'), headers.etag!)) {
            endResponse(new fetchAPI.Response(null, { status: 304, headers }));
            return;
          }
          const body = gzip ? file.gzip! : file.body;
          if (gzip) headers['content-encoding'] = 'gzip';
          headers['content-length'] = String(body.length);
          endResponse(new fetchAPI.Response(request.method === 'HEAD' ? null : body, { status: 200, headers }));
        },
        () => {
          // Reading the build failed (vite rewriting dist/console, say): the next request reads it again.
          if (build === loading) build = undefined;
          const headers = {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': '1',
            ...security,
          };
          endResponse(
            new fetchAPI.Response('The console could not be read from disk (a build in progress?): retry in a moment.', {
              status: 503,
              headers,
            }),
          );
        },
      );
    },
  };
}
