// One generated request, whatever carries it: in-process (yoga.fetch) or raw bytes on a socket.
export interface FuzzRequest {
  /** What the generator meant to test, e.g. `mutation claimAssignment: bad UUID (assignmentId)`. */
  label: string;
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body: string | null;
  /** It holds a mutation that must be refused: a Success member in its answer is a violation. */
  mutation: boolean;
}

/** A request written byte for byte to a socket, framing included. */
export interface SocketRequest {
  label: string;
  raw: Buffer;
  /** Close our side after writing: nothing more is coming. */
  halfClose: boolean;
}

/** A JSON body with a content type, as most clients send it. */
export const jsonPost = (label: string, body: string, headers: Record<string, string>, mutation: boolean): FuzzRequest => ({
  label,
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', ...headers },
  body,
  mutation,
});

/** Printable for a failure message: control characters escaped, long bodies cut. */
export function describeRequest(r: FuzzRequest | SocketRequest, max = 600): string {
  const text = 'raw' in r ? r.raw.toString('latin1') : `${r.method} ${r.path} ${JSON.stringify(r.headers)}\n${r.body ?? ''}`;
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return `[${r.label}] ${cut.replace(/[^\x20-\x7e\n]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;
}
