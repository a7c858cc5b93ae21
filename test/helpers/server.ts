import type { Server } from 'node:http';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll } from 'vitest';
import { listen } from '../../src/server.js';
import type { GraphQLResponse, Yoga } from './api.js';

/** A real HTTP server on a free loopback port, around the given yoga. */
export function useListeningServer(api: { yoga: Yoga }): { url: string } {
  const handle = { url: '' };
  let server: Server;
  beforeAll(async () => {
    server = await listen(api.yoga, 0, '127.0.0.1');
    const address = server.address();
    handle.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return handle;
}

/** Sends a typed operation over HTTP (keep-alive, as a Runner would). */
export async function post<T, V>(
  baseUrl: string,
  document: TypedDocumentNode<T, V>,
  variables: V,
  token?: string | null,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const json = (await response.json()) as { data?: T | null; errors?: GraphQLResponse<T>['errors'] };
  return { status: response.status, data: json.data, ...(json.errors ? { errors: json.errors } : {}), headers: response.headers };
}
