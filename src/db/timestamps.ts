// A JavaScript Date holds milliseconds, PostgreSQL's timestamptz microseconds. The event digest
// covers recorded_at to the microsecond (workforce.utc_text), so a timestamp read from the database
// keeps the microseconds below its millisecond: an outside verifier needs them (docs/evidence.md).

const BELOW_MILLISECOND = Symbol('microseconds below the millisecond');
type PreciseDate = Date & { [BELOW_MILLISECOND]?: number };

/** `date`, keeping the microseconds below the millisecond that `text` (PostgreSQL's or JSON's form of it) gives. */
export function keepMicroseconds(date: Date, text: string): Date {
  const fraction = /\d\d:\d\d:\d\d\.(\d+)/.exec(text)?.[1];
  if (fraction) (date as PreciseDate)[BELOW_MILLISECOND] = Number(fraction.padEnd(6, '0').slice(3, 6));
  return date;
}

/** The instant as the event digest renders it: YYYY-MM-DDTHH:MM:SS.ffffffZ, in UTC. */
export function utcMicroseconds(date: Date): string {
  const below = (date as PreciseDate)[BELOW_MILLISECOND] ?? 0;
  return date.toISOString().replace(/Z$/, `${String(below).padStart(3, '0')}Z`);
}
