import { subscribe } from '../../src/client/subscribe.js';
import { Transport, type TypedDocument, WorkforceRequestError } from '../../src/client/transport.js';

export { describeFailure } from './failures.js';

// The console talks to the public GraphQL API through the Runner client's own transport and SSE
// reader (src/client: no Node-only imports), with the token of the signed-in user.

export const GRAPHQL_URL = '/graphql';
const TOKEN_KEY = 'workforce-console-token';

/** The token lives in sessionStorage only: it is gone when the tab closes, and never in localStorage or a cookie. */
export const storedToken = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class Api {
  readonly transport: Transport;

  constructor(readonly token: string) {
    this.transport = new Transport({
      url: GRAPHQL_URL,
      token,
      retry: { maxAttempts: 3, baseDelayMs: 250, maxDelayMs: 2_000 },
      requestTimeoutMs: 20_000,
    });
  }

  request<R, V>(document: TypedDocument<R, V>, variables: V, signal?: AbortSignal): Promise<R> {
    return this.transport.request(document, variables, signal ? { signal } : {});
  }

  subscribe<R, V>(
    document: TypedDocument<R, V>,
    variables: V,
    signal: AbortSignal,
    onOpen?: () => void,
  ): AsyncGenerator<R, void, undefined> {
    return subscribe(this.transport, document, variables, { signal, onOpen });
  }
}

export const isUnauthenticated = (error: unknown): boolean =>
  error instanceof WorkforceRequestError && error.code === 'UNAUTHENTICATED';

/** A refusal as the API sends it (a member of a result union that implements Error). */
export interface Refusal {
  __typename: string;
  code: string;
  message: string;
  issues?: readonly { path: string; message: string }[];
}

/** The refusal in a mutation's result, or null for its success member. */
export function refusalOf(result: { __typename: string }): Refusal | null {
  return 'code' in result && 'message' in result ? (result as Refusal) : null;
}

/** Refusal text: the message, the code, and for a ValidationError each issue with its field. */
export function describeRefusal(refusal: Refusal): string {
  const issues = (refusal.issues ?? []).map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return [`${refusal.message} (${refusal.code})`, ...issues].join(' — ');
}

/**
 * A random UUID chosen before the first try, so that a retried mutation is an exact retry. Not
 * crypto.randomUUID: that exists only in secure contexts, and a console on http://host:4000 is not one.
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
