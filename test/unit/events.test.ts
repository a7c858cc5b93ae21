import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from '../../src/db/models.js';
import { pairInteractions } from '../../src/events/interactions.js';
import { payloadSchemas } from '../../src/events/payloads.js';
import { eventKinds, isGuardedKind, payloadSchema, RESERVED_NAMESPACES } from '../../src/events/registry.js';
import { EVENT_KINDS_SQL_FILE, eventKindsSql } from '../../src/events/registry-sql.js';

const fixturesDir = new URL('../fixtures/events/', import.meta.url);
const fixture = (kind: string, version: number): unknown =>
  JSON.parse(readFileSync(new URL(`${kind}.v${version}.json`, fixturesDir), 'utf8'));

describe('event payload registry', () => {
  it.each(eventKinds.map((k) => [`${k.kind} v${k.payloadVersion}`, k] as const))(
    '%s has a schema and a fixture it accepts',
    (_, k) => {
      const schema = payloadSchema(k.kind, k.payloadVersion);
      expect(schema).toBeDefined();
      expect(schema!.safeParse(fixture(k.kind, k.payloadVersion)).success).toBe(true);
    },
  );

  it('has exactly one fixture and one payload schema per registered kind and version, and none for anything else', () => {
    const fixtures = new Set(readdirSync(fixturesDir));
    const schemas = new Set(Object.keys(payloadSchemas));
    const registered = eventKinds.map((k) => ({
      fixture: `${k.kind}.v${k.payloadVersion}.json`,
      schema: `${k.kind}@${k.payloadVersion}`,
    }));
    const problems = [
      ...registered.filter((r) => !fixtures.has(r.fixture)).map((r) => `no fixture test/fixtures/events/${r.fixture}`),
      ...registered.filter((r) => !schemas.has(r.schema)).map((r) => `no payload schema '${r.schema}' in src/events/payloads.ts`),
      ...[...fixtures]
        .filter((f) => !registered.some((r) => r.fixture === f))
        .map((f) => `fixture ${f} is of no registered kind`),
      ...[...schemas]
        .filter((k) => !registered.some((r) => r.schema === k))
        .map((k) => `payload schema '${k}' is of no registered kind`),
    ];
    expect(problems).toEqual([]);
    expect(new Set(registered.map((r) => r.schema)).size, 'a kind and version registered twice').toBe(registered.length);
  });

  it('assignment.created v1 carries no budget fields', () => {
    const schema = payloadSchema('assignment.created', 1)!;
    const valid = fixture('assignment.created', 1) as Record<string, unknown>;
    for (const budget of ['budget', 'token_budget', 'max_cost', 'max_tool_calls', 'deadline']) {
      expect(schema.safeParse({ ...valid, [budget]: 100 }).success, budget).toBe(false);
    }
  });

  it('refuses lifecycle payloads that lose a required fact', () => {
    const started = fixture('attempt.started', 1) as Record<string, unknown>;
    const { claim_expires_at: _, ...withoutExpiry } = started;
    expect(payloadSchema('attempt.started', 1)!.safeParse(withoutExpiry).success).toBe(false);
    const ended = fixture('attempt.ended', 1) as Record<string, unknown>;
    expect(payloadSchema('attempt.ended', 1)!.safeParse({ ...ended, outcome: 'CANCELLED' }).success).toBe(false);
  });

  it('keeps extra fields a Runner records on interaction events, but requires the pairing call id', () => {
    const request = fixture('llm.request', 1) as Record<string, unknown>;
    expect(payloadSchema('llm.request', 1)!.safeParse({ ...request, trace_id: 'abc' }).success).toBe(true);
    const { call_id: _, ...unpaired } = request;
    expect(payloadSchema('llm.request', 1)!.safeParse(unpaired).success).toBe(false);
  });

  it('a tool result carries exactly one of result or error', () => {
    const schema = payloadSchema('tool.result', 1)!;
    const base = { call_id: 't', tool_name: 'search' };
    expect(schema.safeParse({ ...base, result: 1 }).success).toBe(true);
    expect(schema.safeParse({ ...base, error: { message: 'timeout' } }).success).toBe(true);
    expect(schema.safeParse(base).success).toBe(false);
    expect(schema.safeParse({ ...base, result: 1, error: { message: 'x' } }).success).toBe(false);
  });
});

describe('the registry is the one declaration of event kinds', () => {
  const ROOT = fileURLToPath(new URL('../../', import.meta.url));

  it(`generates ${EVENT_KINDS_SQL_FILE} (run \`npm run db:kinds\` after changing src/events/registry.ts)`, () => {
    expect(readFileSync(join(ROOT, EVENT_KINDS_SQL_FILE), 'utf8')).toBe(eventKindsSql());
  });

  it('reserves the namespaces of its guarded kinds, and no other', () => {
    expect([...RESERVED_NAMESPACES].sort()).toEqual([
      'actor',
      'agent_configuration',
      'api_token',
      'assignment',
      'attempt',
      'entity',
      'evidence',
      'organization',
    ]);
    expect(isGuardedKind('attempt.paused')).toBe(true);
    expect(isGuardedKind('llm.request')).toBe(false);
    expect(isGuardedKind('llm.embedding')).toBe(false);
  });

  it('pairs the interactions it declares: each request kind with its response kind', () => {
    const event = (seq: number, kind: string): LedgerEvent =>
      ({ seq, kind, payload: { call_id: 'c' } }) as unknown as LedgerEvent;
    const interacting = eventKinds.filter((k) => k.interaction);
    expect([...new Set(interacting.map((k) => k.kind))].sort()).toEqual([
      'llm.request',
      'llm.response',
      'tool.call',
      'tool.result',
    ]);
    for (const opener of interacting.filter((k) => k.interaction!.opens)) {
      const closer = interacting.find((k) => k.interaction!.kind === opener.interaction!.kind && !k.interaction!.opens)!;
      const [pair] = pairInteractions([event(1, opener.kind), event(2, closer.kind)]);
      expect(pair).toMatchObject({ kind: opener.interaction!.kind, request: { seq: 1 }, response: { seq: 2 } });
    }
  });

  // Quoted dotted words in src/ and sql/schema/ that are not event kinds. A new one that is not a
  // kind either belongs here; a new kind belongs in the registry.
  const NOT_KINDS = new Set([
    'workforce.organization_id',
    'citus.propagate_set_commands', // settings
    'workforce.events', // a table
    'postmaster.pid',
    'postgres.url',
    'index.html', // files
    'service.name',
    'graphql.parse',
    'graphql.validate', // OpenTelemetry attribute and span names (src/tracing.ts)
  ]);
  const isAlias = (literal: string) => /^[a-z]\./.test(literal); // o.slug: a column of a table alias

  function sourceFiles(dir: string, extension: string): string[] {
    return readdirSync(join(ROOT, dir)).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path, extension);
      return name.endsWith(extension) ? [path] : [];
    });
  }

  it('names every event kind spelled in src/ or sql/schema/ that is not registered', () => {
    const registered = new Set(eventKinds.map((k) => k.kind));
    const unregistered = [...sourceFiles('src', '.ts'), ...sourceFiles('sql/schema', '.sql')].flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)]
            .map((m) => m[1]!)
            .filter((literal) => !registered.has(literal) && !NOT_KINDS.has(literal) && !isAlias(literal))
            .map((literal) => `${file}:${i + 1} spells '${literal}', which src/events/registry.ts does not register`),
        ),
    );
    expect(unregistered).toEqual([]);
  });
});
