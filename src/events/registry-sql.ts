import { type EventKind, eventKinds } from './registry.js';

/** Where the registry's reference data goes; written by `npm run db:kinds`. */
export const EVENT_KINDS_SQL_FILE = 'sql/schema/80_event_kinds.repeatable.sql';

const literal = (value: string | null): string => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);

/**
 * sql/schema/80_event_kinds.repeatable.sql, rendered from the registry. A test fails when the
 * committed file is not this.
 */
export function eventKindsSql(kinds: readonly EventKind[] = eventKinds): string {
  const width = (pick: (k: EventKind) => string) => Math.max(...kinds.map((k) => pick(k).length));
  const kindWidth = width((k) => `${literal(k.kind)},`);
  const projectionWidth = width((k) => `${literal(k.projection)},`);
  const rows = kinds.map(
    (k) =>
      `  (${`${literal(k.kind)},`.padEnd(kindWidth)} ${k.payloadVersion}, ` +
      `${`${literal(k.projection)},`.padEnd(projectionWidth)} ${`${k.guarded},`.padEnd(6)} true, ` +
      `${`${k.storedFormOf ?? 'null'},`.padEnd(5)} ${literal(k.description)})`,
  );
  return `-- Generated from src/events/registry.ts by \`npm run db:kinds\`; do not edit (a test compares the two).
-- Repeatable, applied after migrations: the event-kind registry (reference data). Each active
-- kind/version has a zod schema in src/events/payloads.ts and a fixture in test/fixtures/events/.
insert into workforce.event_kinds (kind, payload_version, projection, guarded, active, stored_form_of, description) values
${rows.join(',\n')}
on conflict (kind, payload_version) do update
  set projection = excluded.projection, guarded = excluded.guarded, active = excluded.active,
      stored_form_of = excluded.stored_form_of, description = excluded.description;
`;
}
