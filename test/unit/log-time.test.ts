// The request lines' `time` (src/log.ts): ISO 8601 in UTC, as Date#toISOString writes it, though
// the part up to the second is formatted only once per second.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/log.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('log line time', () => {
  it('is the ISO 8601 instant of each line, across milliseconds, seconds, days and years', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => lines.push(line) } });
    const instants = [
      '2026-12-31T23:59:59.000Z',
      '2026-12-31T23:59:59.007Z',
      '2026-12-31T23:59:59.042Z',
      '2026-12-31T23:59:59.999Z',
      '2027-01-01T00:00:00.000Z',
      '2027-01-01T00:00:00.100Z',
      '2027-01-01T00:00:01.001Z',
      // Back in time (a clock set back): the earlier second again, not the cached one.
      '2027-01-01T00:00:00.500Z',
    ];
    for (const instant of instants) {
      vi.setSystemTime(new Date(instant));
      logger.info('request');
    }
    expect(lines.map((line) => (JSON.parse(line) as { time: string }).time)).toEqual(instants);
  });
});
