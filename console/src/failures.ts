import { WorkforceRequestError } from '../../src/client/transport.js';

/** A failure in words: a GraphQL error's message (FORBIDDEN, UNAUTHENTICATED, …) or what went wrong with the request. */
export function describeFailure(error: unknown): string {
  if (error instanceof WorkforceRequestError) {
    const first = error.details.errors[0];
    if (first) return `${first.message}${first.extensions?.code ? ` (${first.extensions.code})` : ''}`;
    if (error.code === 'NETWORK_ERROR') return 'The server does not answer. Check that it is running, then try again.';
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
