import { LockTimeout } from '../errors.js';

interface Queue {
  active: number;
  waiting: ((admitted: boolean) => void)[];
}

/**
 * Admits at most `concurrency` commands of one organization into PostgreSQL at a time, per server
 * process; the others wait here, first come first served. Every write of an organization
 * serializes on its head row (and every Assignment command on its cursor), so a few commands in
 * flight keep the organization busy; more of them only queue on the same row lock, where each
 * hand-over costs lock-manager traffic and wake-ups, and each waiter holds a connection and an old
 * snapshot (docs/performance.md: one organization, 16 clients). Waiting here holds neither.
 */
export class OrganizationGate {
  private readonly queues = new Map<string, Queue>();

  /** Unbounded waits unless configured: the server bounds them by WORKFORCE_LOCK_TIMEOUT_MS, as its pool bounds lock waits. */
  constructor(
    private concurrency = 3,
    private maxWaitMs = Number.POSITIVE_INFINITY,
  ) {}

  /** `maxWaitMs`: how long a command may wait here before it is refused as a LockTimeout (retryable). */
  configure(options: { concurrency: number; maxWaitMs: number }): void {
    this.concurrency = options.concurrency;
    this.maxWaitMs = options.maxWaitMs;
  }

  async run<T>(organizationId: string, work: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(organizationId);
    if (!queue) {
      queue = { active: 0, waiting: [] };
      this.queues.set(organizationId, queue);
    }
    if (queue.active < this.concurrency) queue.active++;
    else await this.admission(queue);
    try {
      return await work();
    } finally {
      this.release(organizationId, queue);
    }
  }

  /** Commands of this organization waiting in this process (for tests and metrics). */
  waiting(organizationId: string): number {
    return this.queues.get(organizationId)?.waiting.length ?? 0;
  }

  private admission(queue: Queue): Promise<void> {
    return new Promise((resolve, reject) => {
      const admit = (admitted: boolean) => {
        clearTimeout(timer);
        if (admitted) resolve();
      };
      const timer = Number.isFinite(this.maxWaitMs)
        ? setTimeout(() => {
            queue.waiting.splice(queue.waiting.indexOf(admit), 1);
            admit(false);
            reject(
              new LockTimeout(
                `the organization's earlier commands kept this one waiting over ${this.maxWaitMs} ms; nothing was written, try again`,
              ),
            );
          }, this.maxWaitMs)
        : undefined;
      queue.waiting.push(admit);
    });
  }

  /** Hands the slot to the next waiter, or frees it (and forgets an idle organization). */
  private release(organizationId: string, queue: Queue): void {
    const next = queue.waiting.shift();
    if (next) {
      next(true);
      return;
    }
    queue.active--;
    if (queue.active === 0) this.queues.delete(organizationId);
  }
}

/** The gate every command of this process passes (src/db/call.ts). */
export const organizationGate = new OrganizationGate();
