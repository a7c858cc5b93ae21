import type { Writable } from 'node:stream';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** pino's levels, the values LOG_LEVEL accepts (src/config.ts). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerSettings {
  level?: LogLevel;
  /** Where lines go (default: stdout). Tests give a stream of their own. */
  destination?: DestinationStream;
  /** Human-readable lines instead of JSON (default: only when stdout is a terminal). */
  pretty?: boolean;
}

/**
 * The process's logger: one JSON line per entry on stdout, `level` as its name ("info", "warn"),
 * `time` in ISO 8601, no pid or hostname. On a terminal, pino-pretty's coloured lines instead,
 * formatted in this thread (no worker, no transport). stdout is written asynchronously (sonic-boom),
 * so a request never waits on the write; pino flushes what is left when the process exits.
 */
export function createLogger(settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const human = settings.pretty ?? (settings.destination === undefined && process.stdout.isTTY === true);
  if (human) {
    const destination = settings.destination ?? process.stdout;
    return pino(
      options,
      pretty({
        colorize: settings.destination === undefined,
        translateTime: 'SYS:HH:MM:ss.l',
        singleLine: true,
        sync: true,
        destination: destination as Writable,
      }),
    );
  }
  return pino(options, settings.destination ?? pino.destination({ dest: 1, sync: false }));
}
