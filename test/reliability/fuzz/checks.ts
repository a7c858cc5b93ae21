// What a hostile request must never get back, and what it must never change.
import type pg from 'pg';

/** A stack frame: `    at fn (/path/file.ts:1:2)`, `at node:internal/…`, `at async file:///…`. */
const STACK_FRAME = /\bat (?:async )?[^\s()]*\s*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+(?::\d+)?|\n\s+at \S/;
const FILE_PATH = /\/work\/|node_modules|\/src\/[\w/.-]+\.[jt]s|\.ts:\d+|file:\/\//;
/**
 * PostgreSQL's own wording and codes. Matched on phrases the server writes, not on SQL keywords, so
 * an input echoed back in a validation message ("'; drop table events") is not taken for a leak.
 */
const SQL_LEAK = new RegExp(
  [
    String.raw`\bSQLSTATE\b`,
    String.raw`(?:relation|column|function|type|schema) "[^"]*" does not exist`,
    String.raw`violates (?:foreign key|unique|check|not-null|exclusion) constraint`,
    String.raw`syntax error at or near`,
    String.raw`invalid input (?:syntax|value) for`,
    String.raw`current transaction is aborted`,
    String.raw`duplicate key value`,
    String.raw`\bworkforce\.[a-z_]+\b`,
    String.raw`\bpg_[a-z_]{3,}\b`,
    String.raw`"(?:code|sqlState)"\s*:\s*"(?:[0-9][0-9A-Z]{4}|P0\d{3}|XX\d{3}|WF\d{3})"`,
    String.raw`\bPL/pgSQL\b`,
    String.raw`\bECONNREFUSED\b|\bECONNRESET\b`,
  ].join('|'),
  'i',
);

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
  /** HEAD, /health: an empty body is the answer. */
  emptyAllowed?: boolean;
}

/** Responses that are deliberately not JSON: GraphiQL, yoga's 415 and Node's own 4xx for bad framing. */
function nonJsonAllowed(answer: Answer): boolean {
  if (answer.text === '')
    return answer.status === 204 || (answer.status >= 400 && answer.status < 500) || answer.emptyAllowed === true;
  if (answer.contentType.startsWith('text/html')) return answer.status === 200 && answer.text.includes('GraphiQL');
  if (answer.contentType.startsWith('text/event-stream') || answer.contentType.startsWith('multipart/mixed')) return true;
  return answer.status >= 400 && answer.status < 500 && answer.text.length < 500;
}

/**
 * GraphiQL's page (src/graphiql.ts): the same static page for every request, whose inlined editor
 * bundle names its own build paths (node_modules/monaco-editor/…), which are no leak of ours.
 */
const isGraphiQLPage = (text: string) =>
  text.includes('<title>Workforce Ledger</title>') && text.includes('YogaGraphiQL.renderYogaGraphiQL(');

/** A stack frame, a file path, PostgreSQL's wording or an internal error in a response's text, or null. */
export function leakOf(text: string): string | null {
  if (isGraphiQLPage(text)) return null;
  if (STACK_FRAME.test(text)) return 'a stack frame';
  if (FILE_PATH.test(text)) return 'a file path';
  if (SQL_LEAK.test(text)) return `SQL text or a SQLSTATE (${SQL_LEAK.exec(text)?.[0]})`;
  if (text.includes('INTERNAL_SERVER_ERROR') || text.includes('Unexpected error.'))
    return 'an unexpected (masked) internal error';
  return null;
}

/** The first thing wrong with an answer to a hostile request, or null. */
export function problemOf(answer: Answer): string | null {
  if (answer.status >= 500 || answer.status < 100) return `status ${answer.status}`;
  const leak = leakOf(answer.text);
  if (leak) return leak;
  if (!nonJsonAllowed(answer)) {
    try {
      JSON.parse(answer.text);
    } catch {
      return `a body that is not JSON (${answer.contentType || 'no content type'})`;
    }
  }
  return null;
}

/**
 * A mutation whose result is a Success member: the request was meant to be refused. For a batch,
 * its items' results: the batch answers Success even when it refused every item.
 */
export function succeededMutations(text: string): string[] {
  type Result = { __typename?: string; results?: { __typename?: string }[] } | null;
  const succeeded = (v: Result | undefined): string[] =>
    v?.results ? v.results.flatMap(succeeded) : v?.__typename?.endsWith('Success') ? [v.__typename] : [];
  try {
    const data = (JSON.parse(text) as { data?: Record<string, Result> | null }).data;
    return Object.values(data ?? {}).flatMap(succeeded);
  } catch {
    return [];
  }
}

/** Columns a read may legitimately touch (when a token was last used): not state, left out. */
const BOOKKEEPING = ['last_used_at'];

export interface LedgerSnapshot {
  /** Per organization: event count, max org_seq, the head row's digest. */
  heads: Record<string, string>;
  /** Per table of the workforce schema: row count and an md5 over its rows in a fixed order. */
  tables: Record<string, string>;
}

/**
 * Reads the ledger heads and every table's content (projections, entities, tokens, cursors), as
 * the superuser so row-level security hides nothing. Tables are discovered, so one added later is
 * covered too.
 */
export async function snapshotLedger(admin: pg.Pool): Promise<LedgerSnapshot> {
  const heads = await admin.query<{ organization_id: string; summary: string }>(`
    select o.organization_id, concat_ws('|', count(e.*), max(e.org_seq), encode(h.last_digest, 'hex')) as summary
      from workforce.organizations o
      left join workforce.organization_heads h using (organization_id)
      left join workforce.events e using (organization_id)
     group by o.organization_id, h.last_digest`);
  const names = await admin.query<{ name: string }>(
    `select quote_ident(table_name) as name from information_schema.tables where table_schema = 'workforce' and table_type = 'BASE TABLE' order by 1`,
  );
  const tables: Record<string, string> = {};
  for (const { name } of names.rows) {
    const { rows } = await admin.query<{ summary: string }>(
      `select count(*) || '|' || coalesce(md5(string_agg(r, E'\\n' order by r)), '') as summary
         from (select (to_jsonb(t) - $1::text[])::text as r from workforce.${name} t) rows`,
      [BOOKKEEPING],
    );
    tables[name] = rows[0]!.summary;
  }
  return { heads: Object.fromEntries(heads.rows.map((r) => [r.organization_id, r.summary])), tables };
}

/** What differs between two snapshots, as readable lines (empty when unchanged). */
export function ledgerChanges(before: LedgerSnapshot, after: LedgerSnapshot): string[] {
  const diff = (kind: string, a: Record<string, string>, b: Record<string, string>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((k) => a[k] !== b[k])
      .map((k) => `${kind} ${k}: ${a[k] ?? '-'} -> ${b[k] ?? '-'}`);
  return [...diff('organization', before.heads, after.heads), ...diff('table', before.tables, after.tables)];
}
