import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** A GraphQL error as the server sends it. */
export interface GraphQLErrorItem {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; retryable?: boolean; requestId?: string; [key: string]: unknown };
}

/** Codes the server marks retryable (docs/api.md, "Database faults"); `extensions.retryable` says it too. */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  'DATABASE_UNAVAILABLE',
  'LOCK_TIMEOUT',
  'STATEMENT_TIMEOUT',
  'TRANSACTION_CONFLICT',
]);

/** HTTP statuses worth another try (a proxy or load balancer in front of the server may answer them too). */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * The request failed without a refusal: a GraphQL error (FORBIDDEN, UNAUTHENTICATED, a fault, …),
 * an unexpected HTTP status, or no answer at all. `retryable` errors were retried until the retry
 * budget ran out; `attempts` says how many times the request was sent.
 */
export class WorkforceRequestError extends Error {
  constructor(
    message: string,
    readonly details: {
      /** The first error's `extensions.code`, or `NETWORK_ERROR` when no answer arrived. */
      code: string | undefined;
      status: number | undefined;
      retryable: boolean;
      attempts: number;
      errors: readonly GraphQLErrorItem[];
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'WorkforceRequestError';
  }
  get code(): string | undefined {
    return this.details.code;
  }
  get retryable(): boolean {
    return this.details.retryable;
  }
}

export interface RetryOptions {
  /** How many times a request is sent at most (the first try included). Default 8. */
  maxAttempts?: number;
  /** The first backoff's ceiling; each retry doubles it. Default 200 ms. */
  baseDelayMs?: number;
  /** The backoff's largest ceiling. Default 10 s. */
  maxDelayMs?: number;
}

export interface TransportOptions {
  /** The GraphQL endpoint, such as http://127.0.0.1:4000/graphql. */
  url: string;
  /** The API token, sent as `Authorization: Bearer <token>`. */
  token: string;
  retry?: RetryOptions;
  /** How long one try may wait for its answer before it counts as lost (and is retried). Default 30 s. */
  requestTimeoutMs?: number;
  /** Sends requests with this instead of node:http(s) (tests, proxies); subscriptions use it, or the global fetch. */
  fetch?: typeof fetch;
  /** Replaces the wait between tries (tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Replaces Math.random for the jitter (tests). */
  random?: () => number;
  /** Called before each retry, with why and how long the client waits. */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string; operationName: string | undefined }) => void;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  /** Aborts the request and its retries (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** What a request needs of an answer: its status, its Retry-After and its body as text. */
export interface PostAnswer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** Sends one POST and reads its whole answer; `timeoutMs` bounds it, `signal` (the caller's) aborts it. */
export interface Poster {
  post(headers: Record<string, string>, body: string, timeoutMs: number, signal?: AbortSignal): Promise<PostAnswer>;
  close(): void;
}

export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

const defaultSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Retry-After in milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const operationNameOf = (query: string): string | undefined => /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];

/**
 * Sends GraphQL operations over HTTP and retries what is safe to retry: retryable faults (HTTP 503,
 * `extensions.retryable`, the database fault codes) and lost answers (network errors, timeouts),
 * with exponential backoff and full jitter, never sooner than the server's Retry-After. The caller
 * makes the retry safe by choosing every id before the first try (the client's commands do).
 * Refusals are data (a union member), so they are never retried here.
 */
export class Transport {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;

  /**
   * How requests are sent when no fetch was given: the Runner client passes node:http(s)
   * (src/client/http.ts), lighter than fetch; this module imports nothing of Node's, since the
   * console runs it in the browser.
   */
  private readonly poster: Poster | null;

  constructor(
    readonly options: TransportOptions,
    poster?: Poster,
  ) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.poster = options.fetch ? null : (poster ?? null);
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
  }

  /** Closes the idle keep-alive connections (a process that is done with the client need not wait for them). */
  close(): void {
    this.poster?.close();
  }

  /** One try: the POST and its whole answer, or a throw for a lost one (the caller's abort included). */
  private async post(body: string, callerSignal: AbortSignal | undefined): Promise<PostAnswer> {
    const headers = this.headers('application/graphql-response+json, application/json');
    const timeoutMs = this.options.requestTimeoutMs ?? 30_000;
    if (this.poster) return this.poster.post(headers, body, timeoutMs, callerSignal);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const response = await this.fetch(this.options.url, { method: 'POST', headers, body, signal });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
  }

  headers(accept: string): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept,
      authorization: `Bearer ${this.options.token}`,
      ...this.options.headers,
    };
  }

  /** Waits `ms` (the injected sleep in tests); rejects with the signal's reason when it aborts first. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    return this.sleep(ms, signal);
  }

  /** The backoff before retry number `retry` (1 for the first retry), at least `retryAfterMs`. */
  delayFor(retry: number, retryAfterMs: number | undefined): number {
    const base = this.options.retry?.baseDelayMs ?? 200;
    const max = this.options.retry?.maxDelayMs ?? 10_000;
    const ceiling = Math.min(max, base * 2 ** (retry - 1));
    const jittered = Math.round(this.random() * ceiling);
    return retryAfterMs === undefined ? jittered : Math.max(retryAfterMs, jittered);
  }

  /** Runs `attempt` until it succeeds or fails for good; `attempt` throws a RetrySignal to ask for another try. */
  async withRetries<T>(
    operationName: string | undefined,
    signal: AbortSignal | undefined,
    attempt: (tryNumber: number) => Promise<T>,
  ): Promise<T> {
    const maxAttempts = Math.max(1, this.options.retry?.maxAttempts ?? 8);
    for (let tryNumber = 1; ; tryNumber += 1) {
      signal?.throwIfAborted();
      try {
        return await attempt(tryNumber);
      } catch (error) {
        if (!(error instanceof RetrySignal)) throw error;
        if (tryNumber >= maxAttempts) throw error.failure(tryNumber);
        const delayMs = this.delayFor(tryNumber, error.retryAfterMs);
        this.options.onRetry?.({ attempt: tryNumber, delayMs, reason: error.reason, operationName });
        await this.sleep(delayMs, signal);
      }
    }
  }

  /** Sends one query or mutation, retrying as described above; resolves with `data`, or rejects with a WorkforceRequestError. */
  async request<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
    options: RequestOptions = {},
  ): Promise<TResult> {
    const query = document.toString();
    const operationName = operationNameOf(query);
    const body = JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) });
    return this.withRetries(operationName, options.signal, (tryNumber) =>
      this.tryOnce<TResult>(body, operationName, options, tryNumber),
    );
  }

  /**
   * As request, with the variables made again for every try (a batch leaves out the calls whose
   * callers aborted meanwhile, as a single call's abort stops its retries); `variablesFor` returns
   * null when nothing is left to send, and the request then rejects with NothingToSend.
   */
  async requestEach<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variablesFor: () => TVariables | null,
  ): Promise<TResult> {
    const query = document.toString();
    const operationName = operationNameOf(query);
    return this.withRetries(operationName, undefined, (tryNumber) => {
      const variables = variablesFor();
      if (variables === null) throw new NothingToSend();
      const body = JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) });
      return this.tryOnce<TResult>(body, operationName, {}, tryNumber);
    });
  }

  /** One try of a request; throws a RetrySignal for what may be retried. */
  private async tryOnce<TResult>(
    body: string,
    operationName: string | undefined,
    options: RequestOptions,
    tryNumber: number,
  ): Promise<TResult> {
    let response: PostAnswer;
    try {
      response = await this.post(body, options.signal);
    } catch (cause) {
      // The caller's own abort ends the request; anything else is a lost answer, safe to resend.
      if (options.signal?.aborted) throw options.signal.reason;
      throw new RetrySignal(`no answer: ${describeError(cause)}`, undefined, (attempts) => networkError(cause, attempts));
    }
    let json: { data?: TResult | null; errors?: GraphQLErrorItem[] } | undefined;
    try {
      json = JSON.parse(response.text) as typeof json;
    } catch {
      json = undefined;
    }
    const errors = json?.errors ?? [];
    const code = errors[0]?.extensions?.code;
    const retryable =
      RETRYABLE_STATUSES.has(response.status) ||
      errors.some((error) => error.extensions?.retryable === true || RETRYABLE_CODES.has(error.extensions?.code ?? ''));
    const fail = (attempts: number, isRetryable: boolean) =>
      new WorkforceRequestError(
        errors.length > 0
          ? `${operationName ?? 'request'}: ${errors.map((error) => error.message).join('; ')}`
          : `${operationName ?? 'request'}: HTTP ${response.status}`,
        { code, status: response.status, retryable: isRetryable, attempts, errors },
      );
    if (retryable) {
      const retryAfterMs = parseRetryAfter(response.retryAfter);
      throw new RetrySignal(`HTTP ${response.status}${code ? ` ${code}` : ''}`, retryAfterMs, (attempts) => fail(attempts, true));
    }
    if (errors.length > 0 || !json || json.data == null) throw fail(tryNumber, false);
    return json.data;
  }
}

/** requestEach had nothing left to send: every caller of the batch had aborted. */
export class NothingToSend extends Error {
  constructor() {
    super('nothing left to send');
    this.name = 'NothingToSend';
  }
}

/** Thrown inside withRetries' attempt to ask for another try. */
export class RetrySignal extends Error {
  constructor(
    readonly reason: string,
    readonly retryAfterMs: number | undefined,
    readonly failure: (attempts: number) => Error,
  ) {
    super(reason);
  }
}

export const describeError = (error: unknown): string => {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
};

export const networkError = (cause: unknown, attempts: number): WorkforceRequestError =>
  new WorkforceRequestError(`no answer after ${attempts} tries: ${describeError(cause)}`, {
    code: 'NETWORK_ERROR',
    status: undefined,
    retryable: true,
    attempts,
    errors: [],
    cause,
  });
