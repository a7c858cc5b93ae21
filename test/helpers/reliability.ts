import { appendFileSync } from 'node:fs';

/** The figures `npm run test:reliability` adds up over every reliability test. */
export interface ReliabilityFigures {
  /** Generated runs or sequences (model-based cases, load rounds). */
  runs: number;
  /** Server processes killed with SIGKILL. */
  kills: number;
  /** Restarts of the server or of PostgreSQL. */
  restarts: number;
  /** Hostile requests sent by the fuzz suite. */
  fuzzCases: number;
  /** Individual invariant checks made. */
  invariantsChecked: number;
  /** Invariant violations found (a passing suite reports 0). */
  violations: number;
}

/** True under `npm run test:long`: reliability tests scale their case counts up. */
export const LONG = process.env.WORKFORCE_LONG === '1';

/**
 * Adds figures to the run's report: one JSON line per call in the file named by
 * WORKFORCE_RELIABILITY_REPORT (set by scripts/reliability.ts). Without it, nothing is written.
 */
export function reportReliability(source: string, figures: Partial<ReliabilityFigures>): void {
  const file = process.env.WORKFORCE_RELIABILITY_REPORT;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ source, ...figures })}\n`);
}
