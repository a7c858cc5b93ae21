// Sends generated requests a bounded number at a time, each raced against a timeout, and collects
// every broken rule with the request that broke it.
import { type Answer, leakOf, problemOf, succeededMutations } from './checks.js';
import { sendRaw } from './http.js';
import { describeRequest, type FuzzRequest, type SocketRequest } from './request.js';

export interface Fetcher {
  fetch(url: string, init: RequestInit): Promise<Response> | Response;
}

export interface Tally {
  cases: number;
  invariants: number;
  violations: string[];
  slowest: { ms: number; label: string };
  /** The ten slowest requests. */
  slow: { ms: number; label: string }[];
  /** Milliseconds spent per kind of request (the label up to its first colon). */
  time: Map<string, number>;
}

export const newTally = (): Tally => ({
  cases: 0,
  invariants: 0,
  violations: [],
  slowest: { ms: 0, label: '' },
  slow: [],
  time: new Map(),
});
export const kindOf = (label: string) => (label.startsWith('socket:') ? label.split(' (')[0]! : label.split(/[:(]/)[0]!.trim());
function spent(tally: Tally, label: string, ms: number): void {
  tally.time.set(kindOf(label), (tally.time.get(kindOf(label)) ?? 0) + ms);
  if (ms > tally.slowest.ms) tally.slowest = { ms, label };
  if (tally.slow.length < 10 || ms > tally.slow.at(-1)!.ms)
    tally.slow = [...tally.slow, { ms, label }].sort((a, b) => b.ms - a.ms).slice(0, 10);
}

const timeout = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};

/** Sends one request in process; the whole exchange, body included, must end within `ms`. */
export async function sendInProcess(yoga: Fetcher, r: FuzzRequest, ms: number): Promise<Answer | 'timeout'> {
  const started = performance.now();
  const controller = new AbortController();
  const headers = { ...r.headers, ...(r.body !== null ? { 'content-length': String(Buffer.byteLength(r.body)) } : {}) };
  const exchange = (async () => {
    const response = await yoga.fetch(`http://localhost${r.path}`, {
      method: r.method,
      headers,
      signal: controller.signal,
      ...(r.body !== null ? { body: r.body } : {}),
    });
    const text = await response.text();
    const emptyAllowed = r.method === 'HEAD' || r.path.startsWith('/health');
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      ms: performance.now() - started,
      emptyAllowed,
    };
  })();
  const answer = await timeout(exchange, ms);
  if (answer === 'timeout') {
    controller.abort();
    exchange.catch(() => {});
  }
  return answer;
}

/** Checks an in-process answer; each check made is one invariant. */
export function judge(tally: Tally, r: FuzzRequest, answer: Answer | 'timeout' | Error, limitMs: number): void {
  tally.cases++;
  const fail = (why: string, text = ''): void =>
    void tally.violations.push(`${why}\n  request: ${describeRequest(r)}${text ? `\n  answer: ${text.slice(0, 400)}` : ''}`);
  tally.invariants++;
  if (answer === 'timeout') {
    fail(`no answer within ${limitMs} ms`);
    return;
  }
  if (answer instanceof Error) {
    fail(`the request failed: ${answer.message}`);
    return;
  }
  spent(tally, r.label, answer.ms);
  tally.invariants += 5; // status, stack frames, file paths, SQL, JSON
  const problem = problemOf(answer);
  if (problem) fail(`${problem} (status ${answer.status})`, answer.text);
  if (r.mutation) {
    tally.invariants++;
    const succeeded = succeededMutations(answer.text);
    if (succeeded.length > 0) fail(`a poisoned mutation succeeded (${succeeded.join(', ')})`, answer.text);
  }
  // A prototype polluted by a body (`__proto__` keys, upload maps) would leak into everything after.
  tally.invariants++;
  if (Object.keys(Object.prototype).length > 0)
    fail(`Object.prototype was polluted: ${Object.keys(Object.prototype).join(', ')}`);
}

/** Runs `work` over `items` (pulled lazily, so a long run never holds every request) with at most `concurrency` in flight. */
export async function pool<T>(items: Iterable<T>, concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
    }),
  );
}

export async function runInProcess(
  tally: Tally,
  yoga: Fetcher,
  requests: Iterable<FuzzRequest>,
  concurrency: number,
  limitMs: number,
  after = () => {},
): Promise<void> {
  await pool(requests, concurrency, async (r) => {
    const answer = await sendInProcess(yoga, r, limitMs).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    judge(tally, r, answer, limitMs);
    after();
  });
}

export async function runSocket(
  tally: Tally,
  port: number,
  requests: Iterable<SocketRequest>,
  concurrency: number,
  limitMs: number,
  after = () => {},
): Promise<void> {
  await pool(requests, concurrency, async (r) => {
    const answer = await sendRaw(port, r, limitMs);
    tally.cases++;
    tally.invariants += 3; // bounded time, no 5xx, no leak
    const fail = (why: string): void =>
      void tally.violations.push(`${why}\n  request: ${describeRequest(r)}\n  answer: ${answer.text.slice(0, 400)}`);
    spent(tally, r.label, answer.ms);
    if (answer.timedOut) return fail(`the connection was neither answered nor closed within ${limitMs} ms`);
    const bad = answer.statuses.find((s) => s >= 500);
    if (bad) fail(`status ${bad}`);
    const leak = leakOf(answer.text);
    if (leak) fail(leak);
    after();
  });
}
