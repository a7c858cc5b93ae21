// Regenerates src/db/schema.ts (Kysely table types) from a database migrated from sql/migrations.
// Uses TEST_DATABASE_URL's server when set, else a throwaway embedded PostgreSQL.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createDatabase, dropDatabase } from '../src/db/admin.js';
import { migrate } from '../src/db/migrator.js';
import { scratchServer } from '../src/db/scratch.js';

export const CODEGEN_ARGS = [
  '--dialect',
  'postgres',
  '--default-schema',
  'workforce',
  '--include-pattern',
  'workforce.*',
  '--type-mapping',
  '{"int8":"number"}',
  // CHECK (… in (…)) constraints are not types to the introspector: name the unions here.
  '--overrides',
  JSON.stringify({
    columns: {
      'workforce.assignments.state': '"READY" | "RUNNING" | "COMPLETED" | "CANCELLED" | "UNCERTAIN"',
      'workforce.actors.kind': '"HUMAN" | "AI_AGENT" | "SYSTEM"',
      'workforce.actors.status': '"ACTIVE" | "DEACTIVATED"',
      'workforce.projection_cursors.projection': '"ACTORS" | "ASSIGNMENTS"',
      'workforce.event_kinds.projection': '"ACTORS" | "ASSIGNMENTS" | null',
      'workforce.api_tokens.role': '"SYSTEM" | "RUNNER" | "OPERATOR" | "VIEWER"',
    },
  }),
  '--out-file',
  'src/db/schema.ts',
];

const server = await scratchServer(process.env.TEST_DATABASE_URL);
const name = `workforce_types_${randomUUID().slice(0, 8)}`;
try {
  const url = await createDatabase(server.url, name);
  await migrate(url);
  const verify = process.argv.includes('--verify') ? ['--verify'] : [];
  execFileSync('npx', ['kysely-codegen', ...CODEGEN_ARGS, '--url', url, ...verify], { stdio: 'inherit' });
} finally {
  await dropDatabase(server.url, name);
  await server.stop();
}
