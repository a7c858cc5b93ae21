import { writeFileSync } from 'node:fs';
import type { Measurement } from './measure.js';

export interface Row {
  scenario: string;
  /** Organizations the load is spread over; null where it does not apply (the peers). */
  orgs: number | null;
  clients: number;
  result: Measurement;
}

export interface Target {
  name: string;
  value: number;
  target: string;
  met: boolean;
}

const log = (message: string) => console.error(`bench: ${message}`);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

/** Everything one run measured: rows in the order they ran, targets computed from them, extra facts. */
export class Report {
  readonly rows: Row[] = [];
  readonly targets: Target[] = [];
  readonly notes: string[] = [];
  readonly facts: Record<string, unknown> = {};
  /** Tables of their own (markdown), printed after the targets. */
  readonly tables: string[] = [];

  record(scenario: string, orgs: number | null, clients: number, result: Measurement): Measurement {
    this.rows.push({ scenario, orgs, clients, result });
    log(
      `${scenario.padEnd(54)} orgs=${String(orgs ?? '–').padStart(2)} clients=${String(clients).padStart(2)}  ` +
        `${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(result.p50Ms)} ms  p99 ${ms(result.p99Ms)} ms`,
    );
    return result;
  }

  /** The row measured under this name; a typo or a skipped scenario fails loudly, not as NaN. */
  row(scenario: string, orgs: number | null, clients: number): Measurement {
    const row = this.rows.find((r) => r.scenario === scenario && r.orgs === orgs && r.clients === clients);
    if (!row) throw new Error(`bench: no row ${scenario} / ${orgs} orgs / ${clients} clients`);
    return row.result;
  }

  target(name: string, value: number, target: string, met: boolean): void {
    this.targets.push({ name, value, target, met });
  }

  print(): void {
    console.log('\n| scenario | orgs | clients | per second | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of this.rows) {
      console.log(
        `| ${r.scenario} | ${r.orgs ?? '–'} | ${r.clients} | ${r.result.perSecond.toFixed(0)} | ${ms(r.result.p50Ms)} | ${ms(r.result.p99Ms)} |`,
      );
    }
    console.log('\n| target | measured | wanted | |\n| --- | ---: | --- | --- |');
    for (const t of this.targets)
      console.log(`| ${t.name} | ${t.value.toFixed(2)} | ${t.target} | ${t.met ? 'met' : 'MISSED'} |`);
    for (const table of this.tables) console.log(`\n${table}`);
    if (this.notes.length > 0) console.log(`\n${this.notes.map((n) => `- ${n}`).join('\n')}`);
  }

  write(path: URL, header: Record<string, unknown>): void {
    const body = { ...header, rows: this.rows, ...this.facts, targets: this.targets, notes: this.notes };
    writeFileSync(path, `${JSON.stringify(body, null, 2)}\n`);
  }

  /** The last line of every run. */
  summary(): string {
    const met = this.targets.filter((t) => t.met).length;
    return `targets: ${met} met, ${this.targets.length - met} missed`;
  }
}
