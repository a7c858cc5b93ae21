import { performance } from 'node:perf_hooks';

export interface Measurement {
  ops: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/** Runs `ops` operations from `clients` concurrent loops; each loop takes the next index until none is left. */
export async function measure(
  clients: number,
  ops: number,
  op: (index: number, client: number) => Promise<void>,
): Promise<Measurement> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let index = next++; index < ops; index = next++) {
        const t0 = performance.now();
        await op(index, client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ops, seconds, perSecond: ops / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}
