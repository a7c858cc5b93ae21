// npm run test:reliability [-- --long]: runs the reliability suite (model-based interleavings,
// crashes, database faults, hostile input) and prints what it exercised and what it found.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReliabilityFigures } from '../test/helpers/reliability.js';

const dir = mkdtempSync(join(tmpdir(), 'workforce-reliability-'));
const report = join(dir, 'report.jsonl');
const long = process.argv.includes('--long');
const run = spawnSync('npx', ['vitest', 'run', 'test/reliability'], {
  stdio: 'inherit',
  env: { ...process.env, WORKFORCE_RELIABILITY_REPORT: report, ...(long ? { WORKFORCE_LONG: '1' } : {}) },
});

const totals: ReliabilityFigures = { runs: 0, kills: 0, restarts: 0, fuzzCases: 0, invariantsChecked: 0, violations: 0 };
const bySource = new Map<string, Partial<ReliabilityFigures>>();
const lines = existsSync(report) ? readFileSync(report, 'utf8').split('\n').filter(Boolean) : [];
for (const line of lines) {
  const { source, ...figures } = JSON.parse(line) as { source: string } & Partial<ReliabilityFigures>;
  const entry = bySource.get(source) ?? {};
  for (const [key, value] of Object.entries(figures) as [keyof ReliabilityFigures, number][]) {
    totals[key] += value;
    entry[key] = (entry[key] ?? 0) + value;
  }
  bySource.set(source, entry);
}
rmSync(dir, { recursive: true, force: true });

const keys = Object.keys(totals) as (keyof ReliabilityFigures)[];
console.log(`\nreliability${long ? ' (long)' : ''}:`);
console.log(['source'.padEnd(22), ...keys.map((k) => k.padStart(18))].join(''));
for (const [source, figures] of [...bySource].sort(([a], [b]) => a.localeCompare(b))) {
  console.log([source.padEnd(22), ...keys.map((k) => String(figures[k] ?? 0).padStart(18))].join(''));
}
console.log(['total'.padEnd(22), ...keys.map((k) => String(totals[k]).padStart(18))].join(''));
console.log(
  `runs ${totals.runs}, kills ${totals.kills}, restarts ${totals.restarts}, fuzz cases ${totals.fuzzCases}, ` +
    `invariants checked ${totals.invariantsChecked}, violations ${totals.violations}`,
);
process.exit(run.status !== 0 || totals.violations > 0 || lines.length === 0 ? 1 : 0);
