import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SCHEMA_DIR = fileURLToPath(new URL('../../sql/schema/', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../sql/migrations/', import.meta.url));

export interface SqlFile {
  name: string;
  sql: string;
  sha256: string;
}

function readSqlFiles(dir: string, keep: (name: string) => boolean): SqlFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && keep(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(dir + name, 'utf8');
      return { name, sql, sha256: createHash('sha256').update(sql).digest('hex') };
    });
}

const isRepeatable = (name: string) => name.endsWith('.repeatable.sql');
const loadOrder = (name: string) => Number.parseInt(name, 10);

/**
 * sql/schema holds two kinds of file. Declarative DDL (diffable, turned into migrations), and
 * `*.repeatable.sql` files that migra cannot diff (roles, reference data, grants): those numbered
 * below 10 run before the DDL or the migrations, the others after, on every migrate.
 */
export const schemaFiles = {
  repeatableBefore: () => readSqlFiles(SCHEMA_DIR, (n) => isRepeatable(n) && loadOrder(n) < 10),
  declarative: () => readSqlFiles(SCHEMA_DIR, (n) => !isRepeatable(n)),
  repeatableAfter: () => readSqlFiles(SCHEMA_DIR, (n) => isRepeatable(n) && loadOrder(n) >= 10),
};

export const migrationFiles = () => readSqlFiles(MIGRATIONS_DIR, () => true);
