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
 * pino's `time` in ISO 8601 (UTC), with the date and time up to the second formatted once per
 * second: formatting a Date for each line was a third of what writing a request line cost.
 */
function isoTime(): () => string {
  let second = Number.NaN;
  let prefix = '';
  return () => {
    const now = Date.now();
    const ms = now % 1000;
    if (now - ms !== second) {
      second = now - ms;
      prefix = `,"time":"${new Date(second).toISOString().slice(0, 20)}`;
    }
    return `${prefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
  };
}

/**
 * The process's logger: one JSON line per entry on stdout, `level` as its name ("info", "warn"),
 * `time` in ISO 8601, no pid or hostname. On a terminal, pino-pretty's coloured lines instead,
 * formatted in this thread (no worker, no transport). stdout is written asynchronously and in
 * batches (sonic-boom, bufferedStdout), so a request never waits on the write.
 */
export function createLogger(settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: undefined,
    timestamp: isoTime(),
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
  return pino(options, settings.destination ?? bufferedStdout());
}

/** How long a line may wait in the buffer of a quiet server before it is written. */
const FLUSH_EVERY_MS = 500;

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * stdout through a 4 KB buffer: one write for many request lines instead of a system call each
 * (measured: the unbuffered writes were a third of what the request log cost the server). A quiet
 * server's lines wait at most FLUSH_EVERY_MS; pino writes out the rest when the process exits.
 */
function bufferedStdout() {
  // One per process, whatever the number of loggers (the tests make many): one buffer, one timer.
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // stdout was closed: there is nowhere left to write to.
    }
  }, FLUSH_EVERY_MS).unref();
  stdout = destination;
  return destination;
}
