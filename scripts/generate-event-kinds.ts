// Writes sql/schema/80_event_kinds.repeatable.sql from the registry in src/events/registry.ts.
//   npm run db:kinds
// test/unit/events.test.ts fails while the committed file is stale.
import { writeFileSync } from 'node:fs';
import { EVENT_KINDS_SQL_FILE, eventKindsSql } from '../src/events/registry-sql.js';

writeFileSync(new URL(`../${EVENT_KINDS_SQL_FILE}`, import.meta.url), eventKindsSql());
console.log(`wrote ${EVENT_KINDS_SQL_FILE}`);
