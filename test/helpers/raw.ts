import type { Yoga } from './api.js';

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
  json: {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
    extensions?: { cost?: Record<string, unknown> & { requestedNodes?: number }; [key: string]: unknown };
  } | null;
}

/** A raw request to a yoga: any body, any headers; Content-Length is set from the body. */
export async function postRaw(
  yoga: Yoga,
  body: unknown,
  token?: string,
  init: { headers?: Record<string, string>; path?: string; method?: string } = {},
): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await yoga.fetch(`http://localhost${init.path ?? '/graphql'}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
    ...(init.method === 'GET' ? {} : { body: text }),
  });
  const out = await response.text();
  const json = ((): Answer['json'] => {
    try {
      return JSON.parse(out) as Answer['json'];
    } catch {
      return null;
    }
  })();
  return { status: response.status, text: out, headers: response.headers, json };
}
