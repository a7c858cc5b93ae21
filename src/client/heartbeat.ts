import type { RenewClaimResult, WorkforceClient } from './client.js';

export interface HeartbeatOptions {
  assignmentId: string;
  attemptId: string;
  /** The TTL each renewal asks for; the claim is renewed every third of it. */
  claimTtlSeconds: number;
  /** Stops the heartbeat when aborted (the Runner gave up, or is shutting down). */
  signal?: AbortSignal;
  /** Called with each renewal that succeeded. */
  onRenewed?: (result: Extract<RenewClaimResult, { __typename: 'RenewClaimSuccess' }>) => void;
  /** Called when a renewal failed without a refusal (retries exhausted, say); the heartbeat keeps going. */
  onError?: (error: unknown) => void;
}

type Refusal = Exclude<RenewClaimResult, { __typename: 'RenewClaimSuccess' }>;

/** The claim is no longer the Runner's: a renewal was refused (`refusal.code`: CLAIM_EXPIRED, ATTEMPT_NOT_ACTIVE, …). */
export class ClaimLostError extends Error {
  constructor(readonly refusal: Refusal) {
    super(`the claim was lost: ${refusal.code}: ${refusal.message}`);
    this.name = 'ClaimLostError';
  }
  get code(): string {
    return this.refusal.code;
  }
}

/**
 * Renews a claim at a third of its TTL while the Runner works. `signal` aborts (with a
 * ClaimLostError as its reason) when a renewal is refused; `stop()` ends the heartbeat and waits for
 * a renewal in flight, so call it before `endAttempt`.
 */
export class ClaimHeartbeat {
  private readonly controller = new AbortController();
  /** Aborts a renewal in flight when the heartbeat stops (its retries could otherwise outlast stop()). */
  private readonly stopping = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Renewals that succeeded. */
  renewals = 0;
  /** The refusal that ended the heartbeat, if one did. */
  lost: ClaimLostError | null = null;

  constructor(
    private readonly client: WorkforceClient,
    private readonly options: HeartbeatOptions,
  ) {
    if (!(options.claimTtlSeconds > 0)) throw new RangeError('claimTtlSeconds must be positive');
    options.signal?.addEventListener('abort', () => void this.stop(), { once: true });
    if (options.signal?.aborted) this.stopped = true;
    else this.schedule();
  }

  /** Aborted (reason: ClaimLostError) once the claim is known to be lost. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get intervalMs(): number {
    return (this.options.claimTtlSeconds * 1000) / 3;
  }

  /** Stops renewing (a renewal in flight is abandoned: it may or may not have moved the expiry); resolves once none is in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopping.abort();
    await this.inFlight;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.inFlight = this.renew().finally(() => this.schedule());
    }, this.intervalMs);
    this.timer.unref?.();
  }

  private async renew(): Promise<void> {
    // One renewal is one call with its own event id: its retries are exact retries.
    let result: RenewClaimResult;
    try {
      result = await this.client.renewClaim(
        {
          assignmentId: this.options.assignmentId,
          attemptId: this.options.attemptId,
          claimTtlSeconds: this.options.claimTtlSeconds,
        },
        { signal: this.stopping.signal },
      );
    } catch (error) {
      if (!this.stopped) this.options.onError?.(error);
      return;
    }
    if (this.stopped) return;
    if (result.__typename === 'RenewClaimSuccess') {
      this.renewals += 1;
      this.options.onRenewed?.(result);
      return;
    }
    this.lost = new ClaimLostError(result);
    this.stopped = true;
    this.controller.abort(this.lost);
  }
}
