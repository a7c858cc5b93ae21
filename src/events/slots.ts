/** A counting semaphore: at most `size` holders at once; the others wait in arrival order. */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  /** The most holders there have been at once. */
  peak = 0;
  private holders = 0;

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.holders += 1;
    this.peak = Math.max(this.peak, this.holders);
    try {
      return await work();
    } finally {
      this.holders -= 1;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
