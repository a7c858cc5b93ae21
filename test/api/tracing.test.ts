// Tracing (src/tracing.ts, started by tracingFor in src/app.ts): with OTEL_EXPORTER_OTLP_ENDPOINT
// set, one request over real HTTP makes one trace (the HTTP request's span, the GraphQL
// operation's, a span per SQL statement, the command function's call among them), and its id is
// the request log line's traceId. Spans go to an InMemorySpanExporter, the one thing the test
// changes. Without the variable: nothing is started, no span, no traceId.
// The tracer provider and the instrumentations' patches are process-wide: the test without
// tracing runs first.
import type { Server } from 'node:http';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracingFor } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb, type Db } from '../../src/db/kysely.js';
import { APP_ROLE, createPool } from '../../src/db/pool.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createLogger } from '../../src/log.js';
import { listen } from '../../src/server.js';
import type { Tracing } from '../../src/tracing.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { type ApiOrganization, apiOrganization, TEST_LIMITS, TEST_PROTECTION } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';

const t = useTestDatabase();

const CREATE = `mutation TracedCreate($input: CreateAssignmentInput!) {
  createAssignment(input: $input) { __typename ... on CreateAssignmentSuccess { assignment { id } } ... on Error { code } }
}`;

/**
 * A real server around a yoga with the given tracing, logging request lines into memory, on a pool
 * of its own as in production (src/db/pool.ts): the test database's pool wraps each client's
 * `query` as it connects, to count statements, which would hide the patched prototype.
 */
async function serve(tracing: Tracing | undefined) {
  const db = createDb(createPool({ connectionString: t.url, role: APP_ROLE, max: 4 }));
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level: 'info',
    destination: {
      write: (chunk: string) =>
        void lines.push(
          ...chunk
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l)),
        ),
    },
  });
  const feed = new LedgerFeed({ connectionString: t.url, db });
  const yoga = createWorkforceYoga({
    db,
    feed,
    limits: TEST_LIMITS,
    protection: TEST_PROTECTION,
    logger,
    ...(tracing ? { tracing } : {}),
  });
  const server = await listen(yoga, 0, '127.0.0.1');
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  servers.push({ server, feed, db });
  return { url, requests: () => lines.filter((line) => line.msg === 'request') };
}

async function createAssignment(url: string, title: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${org.tokens.operator}` },
    body: JSON.stringify({
      query: CREATE,
      variables: { input: { title, goal: { mediaType: 'text/plain', content: 'Trace it.' } } },
    }),
  });
  const json = (await response.json()) as { data?: { createAssignment?: { __typename: string } } };
  expect(json.data?.createAssignment?.__typename, JSON.stringify(json)).toBe('CreateAssignmentSuccess');
}

const servers: { server: Server; feed: LedgerFeed; db: Db }[] = [];
let org: ApiOrganization;
const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;

beforeAll(async () => {
  org = await apiOrganization(t, 'tracing');
});
afterAll(async () => {
  for (const { server, feed, db } of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await feed.close();
    await db.destroy();
  }
  await tracing?.shutdown();
});

const statementOf = (span: ReadableSpan) => String(span.attributes['db.statement'] ?? span.attributes['db.query.text'] ?? '');

describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: nothing started, no span, no traceId', async () => {
    const off = await tracingFor(loadConfig({}), exporter);
    expect(off).toBeUndefined();
    const { url, requests } = await serve(off);
    await createAssignment(url, 'untraced');
    const [line] = requests();
    expect(line).toMatchObject({ operationName: 'TracedCreate', status: 200 });
    expect(line).not.toHaveProperty('traceId');
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('with it: the HTTP, GraphQL and SQL spans of a request in one trace, whose id is in its log line', async () => {
    tracing = await tracingFor(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1' }), exporter);
    expect(tracing).toBeDefined();
    const { url, requests } = await serve(tracing);
    await createAssignment(url, 'traced');
    const [line] = requests();
    expect(line).toMatchObject({ operationName: 'TracedCreate', status: 200, traceId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await tracing!.flush();
    const spans = exporter.getFinishedSpans();
    const traceIds = new Set(spans.map((span) => span.spanContext().traceId));
    expect([...traceIds], spans.map((s) => s.name).join(', ')).toEqual([line!.traceId]);

    const http = spans.filter((span) => span.instrumentationScope.name === '@opentelemetry/instrumentation-http');
    expect(http).toHaveLength(1);
    expect(http[0]!.parentSpanContext).toBeUndefined();
    expect(http[0]!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.response.status_code': 200,
      'url.path': '/graphql',
    });

    for (const phase of ['graphql.parse', 'graphql.validate']) {
      const found = spans.filter((span) => span.name === phase);
      expect(found, phase).toHaveLength(1);
      expect(found[0]!.parentSpanContext?.spanId).toBe(http[0]!.spanContext().spanId);
    }

    const graphql = spans.filter((span) => span.name === 'mutation.TracedCreate');
    expect(graphql).toHaveLength(1);
    expect(graphql[0]!.attributes).toMatchObject({
      'graphql.execute.operationName': 'TracedCreate',
      'graphql.execute.operationType': 'mutation',
    });

    const sql = spans.filter((span) => span.instrumentationScope.name === '@opentelemetry/instrumentation-pg');
    const command = sql.filter((span) => /\bcreate_assignment\(/.test(statementOf(span)));
    expect(command, sql.map(statementOf).join('\n')).toHaveLength(1);
    // The command's statement runs inside the GraphQL operation's span, which runs inside the HTTP request's.
    const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
    const ancestors = (span: ReadableSpan): string[] => {
      const parent = span.parentSpanContext && byId.get(span.parentSpanContext.spanId);
      return parent ? [parent.name, ...ancestors(parent)] : [];
    };
    expect(ancestors(command[0]!)).toEqual(expect.arrayContaining(['mutation.TracedCreate', http[0]!.name]));
    // Placeholders only: the statement carries no value of the request.
    expect(statementOf(command[0]!)).not.toContain('Trace it.');
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain(org.tokens.operator);
  });
});
