import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';

/** What GraphiQL opens with: the Assignment listing, and where the token goes. */
export const EXAMPLE_QUERY = `# The Docs pane describes every type and field.
# Your token goes in the Headers tab below:
#   {"Authorization": "Bearer wfl_..."}
query Assignments {
  viewer { organization { slug } actor { displayName } role }
  assignments(first: 10) {
    edges {
      node {
        id
        state
        title
        goalEntity { mediaType content }
        attempts(last: 3) { edges { node { id outcome agent { displayName } failureReason } } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`;

/** The headers editor's starting content: a hint, sent as it is (an unknown token reads as no token). */
export const HEADERS_HINT = JSON.stringify({ Authorization: 'Bearer <token>' }, null, 2);

export const GRAPHIQL_OPTIONS: GraphiQLOptions = {
  title: 'Workforce Ledger',
  defaultQuery: EXAMPLE_QUERY,
  headers: HEADERS_HINT,
  defaultEditorToolsVisibility: 'headers',
};

interface Page {
  html: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
  csp: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the page's inline scripts, for its Content-Security-Policy. */
function scriptHashes(html: string): string[] {
  const pattern = /<script>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(pattern)].map((match) => sha256(match[1]!));
}

/**
 * GraphiQL as one self-contained page (@graphql-yoga/render-graphiql inlines its scripts, styles,
 * fonts and editor workers: about 9 MB, 2.4 MB gzipped), so that it works with no network. Rendered
 * and compressed once, on the first request (the module is large: the server does not load it
 * before someone asks for GraphiQL).
 */
async function renderPage(options: GraphiQLOptions): Promise<Page> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  const text = renderGraphiQL(options);
  const html = new Uint8Array(Buffer.from(text));
  // Only what the page itself carries: its own inline script (by hash), the editors' workers (blob:
  // URLs it creates), its data: fonts and icons, and requests to this server. Styles need
  // 'unsafe-inline': the editors (Monaco) and GraphiQL's components add <style> elements as they run.
  const csp = [
    `default-src 'none'`,
    `script-src 'self' ${scriptHashes(text).join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `worker-src 'self' blob:`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return {
    html,
    gzip: new Uint8Array(gzipSync(html)),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    csp,
  };
}

/** Whether an Accept-Encoding header takes gzip (a q of 0 refuses it). */
export function acceptsGzip(header: string | null): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Serves GraphiQL at `GET <endpoint>` for browsers (Accept: text/html), in place of yoga's own,
 * which loads its scripts and styles from a CDN and so shows a blank page offline or under a
 * Content-Security-Policy.
 */
export function offlineGraphiQL(endpoint: string, options: GraphiQLOptions = GRAPHIQL_OPTIONS): Plugin {
  let page: Promise<Page> | undefined;
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (url.pathname !== endpoint && url.pathname !== `${endpoint}/`) return;
      if (!request.headers.get('accept')?.includes('text/html')) return;
      if (!page) {
        page = renderPage(options);
        page.catch(() => {
          page = undefined;
        });
      }
      return page.then((p) => {
        const headers: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': p.csp,
          'cache-control': 'no-cache',
          etag: p.etag,
          vary: 'Accept-Encoding',
          'x-content-type-options': 'nosniff',
        };
        if (request.headers.get('if-none-match') === p.etag) {
          endResponse(new fetchAPI.Response(null, { status: 304, headers }));
          return;
        }
        const gzip = acceptsGzip(request.headers.get('accept-encoding'));
        const body = gzip ? p.gzip : p.html;
        if (gzip) headers['content-encoding'] = 'gzip';
        headers['content-length'] = String(body.length);
        endResponse(new fetchAPI.Response(request.method === 'HEAD' ? null : body, { status: 200, headers }));
      });
    },
  };
}
