// Hostile and malformed input: never a 5xx, a stack trace or a write. Limits (body, depth, aliases,
// cost, page size, batching), masked internal errors, health/readiness, and request ids.
import { request } from 'node:http';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/kysely.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { graphql } from '../gql/index.js';
import {
  type ApiOrganization,
  apiOrganization,
  execute,
  TEST_LIMITS,
  TEST_PROTECTION,
  useYoga,
  type Yoga,
} from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment } from '../helpers/factories.js';
import { seeded } from '../helpers/random.js';
import { type Answer, postRaw } from '../helpers/raw.js';
import { useListeningServer } from '../helpers/server.js';

const t = useTestDatabase();
const api = useYoga(t);
const http = useListeningServer(api);
let org: ApiOrganization;
beforeAll(async () => {
  org = await apiOrganization(t, 'protection');
});

const Claim = graphql(
  `mutation PrClaim($input: ClaimAssignmentInput!) { claimAssignment(input: $input) { __typename ... on Error { code message } } }`,
);
const ReadAssignment = graphql(`query PrReadAssignment($id: ID!) { assignment(id: $id) { id } }`);
const PageAssignments = graphql(`query PrPageAssignments($first: Int) { assignments(first: $first) { edges { cursor } } }`);
const PageEvents = graphql(`query PrPageEvents($first: Int) { events(first: $first) { edges { node { id } } } }`);

type Raw = Answer;
/** A raw request to a yoga (the test one by default): any body, any headers; Content-Length is set from the body. */
const raw = (
  body: unknown,
  init: { token?: string; headers?: Record<string, string>; yoga?: Yoga; path?: string; method?: string } = {},
): Promise<Raw> => postRaw(init.yoga ?? api.yoga, body, init.token, init);

const STACK_FRAME = /\bat (?:async )?[^\s()]*\s*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+(?::\d+)?/;
const FILE_PATH = /\/work\/main|node_modules|\/src\/[\w/.-]+\.[jt]s|\.ts:\d+/;
/** What is wrong with an answer to hostile input: a 5xx, a stack frame, a file path, or a (masked) internal error. */
function problemOf(r: { status: number; text: string }): string | null {
  if (r.status < 200 || r.status >= 500) return `status ${r.status}`;
  if (STACK_FRAME.test(r.text) || FILE_PATH.test(r.text)) return 'a stack frame or file path';
  return r.text.includes('INTERNAL_SERVER_ERROR') ? 'an internal error' : null;
}
const expectClean = (r: { status: number; text: string }, label = '') =>
  expect(problemOf(r), `${label} ${r.text.slice(0, 300)}`).toBeNull();
const totalEvents = async () =>
  (await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events')).rows[0]!.n;
const codes = (r: Raw) => r.json?.errors?.map((e) => e.extensions?.code);
const ID = '8f0e4c2e-1f4a-4a43-9d8e-0d6c1f1b2a11';

describe('malformed requests', () => {
  const M = (field: string, type: string) =>
    `mutation($i: ${type}!) { ${field}(input: $i) { __typename ... on ValidationError { issues { path } } } }`;
  const bodies: [string, unknown][] = [
    ['syntax error', { query: '{ viewer { ' }],
    ['unknown field', { query: '{ viewer { secret } }' }],
    ['unknown root field', { query: 'mutation { dropEverything }' }],
    [
      'wrong variable type (Int)',
      { query: 'query($f: Int) { events(first: $f) { edges { node { id } } } }', variables: { f: 'ten' } },
    ],
    [
      'wrong variable type (input field)',
      {
        query: M('claimAssignment', 'ClaimAssignmentInput'),
        variables: { i: { assignmentId: ID, agentId: ID, configurationVersion: 'one' } },
      },
    ],
    [
      'missing required input fields (variables)',
      { query: M('claimAssignment', 'ClaimAssignmentInput'), variables: { i: { assignmentId: ID } } },
    ],
    [
      'missing required input fields (literal)',
      { query: `mutation { endAttempt(input: { assignmentId: "${ID}" }) { __typename } }` },
    ],
    ['missing variable', { query: M('registerActor', 'RegisterActorInput') }],
    [
      'unknown enum value',
      {
        query: `mutation { endAttempt(input: { assignmentId: "${ID}", attemptId: "${ID}", outcome: EXPLODED }) { __typename } }`,
      },
    ],
    [
      'unknown input field',
      { query: M('registerActor', 'RegisterActorInput'), variables: { i: { kind: 'HUMAN', displayName: 'x', isAdmin: true } } },
    ],
    ['variables not an object', { query: '{ viewer { role } }', variables: 'abc' }],
    ['query not a string', { query: 42 }],
    ['no query', {}],
    ['unknown operation name', { query: 'query A { viewer { role } }', operationName: 'B' }],
    ['not JSON', '{"query": "{ viewer { role } }"'],
    ['JSON null', 'null'],
  ];

  it.each(bodies)('%s: a clean 4xx/GraphQL error, no data, nothing written', async (label, body) => {
    const before = await totalEvents();
    for (const token of [org.tokens.system, undefined]) {
      const result = await raw(body, token ? { token } : {});
      expectClean(result, label);
      expect(result.json?.errors?.length, label).toBeGreaterThan(0);
      expect(result.json?.data ?? null).toBeNull();
    }
    expect(await totalEvents()).toBe(before);
  });

  it('a mutation over GET is refused (405) and not executed', async () => {
    const before = await totalEvents();
    const query = encodeURIComponent('mutation { registerActor(input: {kind: HUMAN, displayName: "via GET"}) { __typename } }');
    const result = await raw('', { method: 'GET', token: org.tokens.system, path: `/graphql?query=${query}` });
    expectClean(result);
    expect(result.status).toBe(405);
    expect(await totalEvents()).toBe(before);
  });

  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const DEEP = `${'['.repeat(2_000)}"leaf"${']'.repeat(2_000)}`;
  const llm = { call_id: 'c1', model: 'm', messages: [{ role: 'user', content: 'hi' }], parameters: {} };
  const cursorQuery = (arg: string) =>
    `query($c: String) { assignments(${arg}: $c${arg === 'before' ? ', last: 5' : ''}) { edges { cursor } } }`;
  // [label, root field, query, variables, expected __typename (mutations) or error code (queries) or null (any clean answer), fields the issues name]
  const refusals: [string, string, string, Record<string, unknown>, string | null, string[]?][] = [
    [
      'bad ids and negative ints (claim)',
      'claimAssignment',
      M('claimAssignment', 'ClaimAssignmentInput'),
      { i: { assignmentId: 'nope', agentId: "'; drop table events; --", configurationVersion: -1, claimTtlSeconds: -5 } },
      'ValidationError',
      ['assignmentId', 'agentId', 'configurationVersion', 'claimTtlSeconds'],
    ],
    [
      'bad ids (end)',
      'endAttempt',
      M('endAttempt', 'EndAttemptInput'),
      { i: { assignmentId: 'x', attemptId: ID.slice(1), outcome: 'FAILED' } },
      'ValidationError',
      ['assignmentId', 'attemptId'],
    ],
    [
      'bad ids (recover)',
      'recoverExpiredClaim',
      M('recoverExpiredClaim', 'RecoverExpiredClaimInput'),
      { i: { assignmentId: '', attemptId: '1' } },
      'ValidationError',
      ['assignmentId', 'attemptId'],
    ],
    [
      'negative version, bad id (append)',
      'appendEvent',
      M('appendEvent', 'AppendEventInput'),
      { i: { kind: 'llm.request', payloadVersion: -1, payload: {}, attemptId: 'x' } },
      'ValidationError',
      ['payloadVersion', 'attemptId'],
    ],
    [
      'bad media type and id (entity)',
      'createEntity',
      M('createEntity', 'CreateEntityInput'),
      { i: { mediaType: 'no media type', content: 'x', entityId: '123' } },
      'ValidationError',
      ['mediaType', 'entityId'],
    ],
    [
      'bad goal id (assignment)',
      'createAssignment',
      M('createAssignment', 'CreateAssignmentInput'),
      { i: { goalEntityId: 'nope' } },
      'ValidationError',
      ['goalEntityId'],
    ],
    [
      'blank name, bad id (register)',
      'registerActor',
      M('registerActor', 'RegisterActorInput'),
      { i: { kind: 'HUMAN', displayName: '  ', actorId: 'zz' } },
      'ValidationError',
      ['displayName', 'actorId'],
    ],
    [
      'empty id (deactivate)',
      'deactivateActor',
      M('deactivateActor', 'DeactivateActorInput'),
      { i: { actorId: '' } },
      'ValidationError',
      ['actorId'],
    ],
    [
      'negative version (publish)',
      'publishAgentConfiguration',
      M('publishAgentConfiguration', 'PublishAgentConfigurationInput'),
      { i: { agentId: 'x', version: -3, configuration: {} } },
      'ValidationError',
      ['agentId', 'version'],
    ],
    [
      'bad id (token)',
      'createApiToken',
      M('createApiToken', 'CreateApiTokenInput'),
      { i: { actorId: 'nope', role: 'VIEWER' } },
      'ValidationError',
      ['actorId'],
    ],
    [
      'negative batch (rebuild)',
      'rebuildProjection',
      M('rebuildProjection', 'RebuildProjectionInput'),
      { i: { projection: 'ACTORS', batchSize: -1 } },
      'ValidationError',
      ['batchSize'],
    ],
    [
      'empty reason (dirty)',
      'markProjectionDirty',
      M('markProjectionDirty', 'MarkProjectionDirtyInput'),
      { i: { projection: 'ACTORS', reason: '' } },
      'ValidationError',
      ['reason'],
    ],
    [
      'NUL in entity content',
      'createEntity',
      M('createEntity', 'CreateEntityInput'),
      { i: { mediaType: 'text/plain', content: 'a\u0000b' } },
      'ValidationError',
    ],
    [
      'NUL in a display name',
      'registerActor',
      M('registerActor', 'RegisterActorInput'),
      { i: { kind: 'HUMAN', displayName: 'a\u0000b' } },
      'ValidationError',
    ],
    [
      'NUL in a title',
      'createAssignment',
      M('createAssignment', 'CreateAssignmentInput'),
      { i: { title: 'a\u0000b', goal: { mediaType: 'text/plain', content: 'ok' } } },
      'ValidationError',
    ],
    [
      'NUL in a token label',
      'createApiToken',
      M('createApiToken', 'CreateApiTokenInput'),
      { i: { actorId: '@operator', role: 'VIEWER', label: 'a\u0000' } },
      'ValidationError',
    ],
    [
      'NUL in an event payload',
      'appendEvent',
      M('appendEvent', 'AppendEventInput'),
      { i: { kind: 'llm.request', payloadVersion: 1, payload: { ...llm, call_id: 'a\u0000' } } },
      'ValidationError',
    ],
    [
      'an event payload 2,000 levels deep',
      'appendEvent',
      M('appendEvent', 'AppendEventInput'),
      { i: { kind: 'llm.request', payloadVersion: 1, payload: { deep: '@deep' } } },
      'ValidationError',
    ],
    [
      'a configuration 2,000 levels deep',
      'publishAgentConfiguration',
      M('publishAgentConfiguration', 'PublishAgentConfigurationInput'),
      { i: { agentId: ID, version: 1, configuration: { deep: '@deep' } } },
      null,
    ],
    [
      'NUL in an events kind filter',
      'events',
      'query($k: [String!]) { events(kinds: $k) { edges { node { id } } } }',
      { k: ['a\u0000'] },
      null,
    ],
    [
      'a forged after cursor (id not a UUID)',
      'assignments',
      cursorQuery('after'),
      { c: b64('assignment|2020-01-01T00:00:00.000Z|not-a-uuid') },
      'VALIDATION_ERROR',
    ],
    [
      'a forged before cursor (id not a UUID)',
      'assignments',
      cursorQuery('before'),
      { c: b64("assignment|2020-01-01T00:00:00.000Z|' or '1'='1") },
      'VALIDATION_ERROR',
    ],
    [
      'a forged cursor (date out of range)',
      'assignments',
      cursorQuery('after'),
      { c: b64(`assignment|-271821-04-20T00:00:00.000Z|${ID}`) },
      'VALIDATION_ERROR',
    ],
  ];

  it.each(refusals)(
    '%s: refused cleanly (a typed ValidationError, never an internal error), nothing written',
    async (label, field, query, variables, expected, fields) => {
      const before = await totalEvents();
      const text = JSON.stringify({ query, variables })
        .replace('"@operator"', JSON.stringify(org.operatorActorId))
        .replace('"@deep"', DEEP);
      const result = await raw(text, { token: org.tokens.system });
      expectClean(result, label);
      const answer = (
        result.json?.data as Record<string, { __typename?: string; issues?: { path: string }[] } | null> | null | undefined
      )?.[field];
      if (query.startsWith('mutation')) {
        expect(result.json?.errors, label).toBeUndefined();
        expect(answer?.__typename, label).toBe(expected ?? answer?.__typename ?? 'a member of the union');
        for (const name of fields ?? [])
          expect(
            answer?.issues?.some((i) => i.path.split('.').at(-1) === name),
            `${label}: ${name}`,
          ).toBe(true);
      } else if (expected) expect(codes(result)).toEqual([expected]);
      expect(await totalEvents()).toBe(before);
    },
  );

  it('DateTime strings without a time zone or not dates at all are refused; a past one is ClaimExpiryInvalid', async () => {
    const system = { organizationId: org.organizationId, actorId: org.systemActorId };
    const agentId = await newAgent(t, { organizationId: org.organizationId, system });
    const assignmentId = (await newAssignment(t, system)).assignment.id;
    const before = await totalEvents();
    for (const claimExpiresAt of ['yesterday', '2030-01-01', '2030-01-01T10:00:00', '2030-13-45T99:00:00Z', '', '0']) {
      const result = await execute(
        api.yoga,
        Claim,
        { input: { assignmentId, agentId, configurationVersion: 1, claimExpiresAt } },
        org.tokens.runner,
      );
      expectClean({ status: result.status, text: JSON.stringify(result) }, claimExpiresAt);
      expect(result.data ?? null, claimExpiresAt).toBeNull();
      expect(result.errors?.[0]?.message, claimExpiresAt).toMatch(/DateTime/);
    }
    const past = await execute(
      api.yoga,
      Claim,
      { input: { assignmentId, agentId, configurationVersion: 1, claimExpiresAt: '2001-01-01T00:00:00Z' } },
      org.tokens.runner,
    );
    expect(past.data?.claimAssignment.__typename).toBe('ClaimExpiryInvalid');
    expect(await totalEvents()).toBe(before);
  });

  it('a malformed id in a query is a VALIDATION_ERROR, never an internal error', async () => {
    for (const id of ['nope', '', "' or 1=1 --", ID.slice(0, -1), 'x'.repeat(5000)]) {
      const result = await execute(api.yoga, ReadAssignment, { id }, org.tokens.viewer);
      expectClean({ status: result.status, text: JSON.stringify(result) });
      expect(
        result.errors?.map((e) => e.extensions?.code),
        id.slice(0, 40),
      ).toEqual(['VALIDATION_ERROR']);
      expect(result.data?.assignment ?? null).toBeNull();
    }
  });

  it.each([101, 0, -1, 2 ** 31 - 1])(
    'first: %i on assignments and on events is a VALIDATION_ERROR (100 is served)',
    async (first) => {
      for (const doc of [PageAssignments, PageEvents] as const) {
        const result = await execute(api.yoga, doc as typeof PageEvents, { first }, org.tokens.viewer);
        expect([result.data ?? null, result.errors?.map((e) => e.extensions?.code)]).toEqual([null, ['VALIDATION_ERROR']]);
        expect((await execute(api.yoga, doc as typeof PageEvents, { first: 100 }, org.tokens.viewer)).errors).toBeUndefined();
      }
    },
  );
});

/** One POST over the real socket with exactly these headers (node:http adds no Content-Length to a chunked body). */
function socketRequest(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string; requestId: unknown }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let data = '';
      res.on('data', (c: Buffer) => {
        data += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, requestId: res.headers['x-request-id'] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const CHUNKED = { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-request-id': 'chunky-1' };

// Depth, aliases, directives, tokens and cost: test/api/limits.test.ts.
describe('limits', () => {
  it('a body over the limit is 413 PAYLOAD_TOO_LARGE, in process and over the socket', async () => {
    const body = { query: `{ viewer { role } } #${'x'.repeat(TEST_PROTECTION.maxBodyBytes)}` };
    const inProcess = await raw(body, { token: org.tokens.system });
    expect([inProcess.status, codes(inProcess)]).toEqual([413, ['PAYLOAD_TOO_LARGE']]);
    const socket = await fetch(`${http.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(socket.status).toBe(413);
  });

  it('a chunked POST without Content-Length is 411 over the real server, and is not executed', async () => {
    const before = await totalEvents();
    const body = JSON.stringify({
      query: 'mutation { registerActor(input: {kind: HUMAN, displayName: "chunked"}) { __typename } }',
    });
    const result = await socketRequest(`${http.url}/graphql`, { ...CHUNKED, authorization: `Bearer ${org.tokens.system}` }, body);
    expect(result.status).toBe(411);
    expect(JSON.parse(result.body).errors[0].extensions.code).toBe('LENGTH_REQUIRED');
    expect(await totalEvents()).toBe(before);
  });

  it('batched (array) bodies are refused and nothing in them runs', async () => {
    const before = await totalEvents();
    const register = { query: 'mutation { registerActor(input: {kind: HUMAN, displayName: "batched"}) { __typename } }' };
    const result = await raw([register, register], { token: org.tokens.system });
    expectClean(result);
    expect(result.status).toBe(400);
    expect(await totalEvents()).toBe(before);
  });
});

describe('masking, health and request ids', () => {
  let broken: { yoga: Yoga; db: Db; feed: LedgerFeed; logs: Record<string, unknown>[] };
  beforeAll(async () => {
    // A port nothing listens on: the database is "down", and every query fails as it would then.
    const port = await new Promise<number>((done) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => done(p));
      });
    });
    const url = `postgres://nobody@127.0.0.1:${port}/none`;
    const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 2_000 });
    pool.on('error', () => {});
    const db = createDb(pool);
    const [feed, logs] = [new LedgerFeed({ connectionString: url, db }), [] as Record<string, unknown>[]];
    broken = {
      db,
      feed,
      logs,
      yoga: createWorkforceYoga({ db, feed, limits: TEST_LIMITS, protection: TEST_PROTECTION, log: (e) => logs.push(e) }),
    };
  });
  afterAll(async () => {
    await broken.feed.close();
    await broken.db.destroy();
  });

  it('an unexpected internal error is "Unexpected error." with INTERNAL_SERVER_ERROR and the request id, logged but not leaked', async () => {
    // A database that does not exist: a fault of the deployment, not a transient one.
    const url = new URL(t.url);
    url.pathname = '/workforce_no_such_database';
    const db = createDb(new pg.Pool({ connectionString: url.toString(), connectionTimeoutMillis: 2_000 }));
    const logs: Record<string, unknown>[] = [];
    const yoga = createWorkforceYoga({
      db,
      feed: broken.feed,
      limits: TEST_LIMITS,
      protection: TEST_PROTECTION,
      log: (e) => logs.push(e),
    });
    try {
      const result = await raw(
        { query: '{ viewer { role } }' },
        { yoga, token: org.tokens.system, headers: { 'x-request-id': 'trace-me-1' } },
      );
      expect(result.json?.errors).toEqual([
        { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'trace-me-1' } },
      ]);
      expect(result.headers.get('x-request-id')).toBe('trace-me-1');
      expect(result.text).not.toMatch(/no_such_database|127\.0\.0\.1|postgres/i);
      expect(STACK_FRAME.test(result.text) || FILE_PATH.test(result.text)).toBe(false);
      expect(logs).toContainEqual(
        expect.objectContaining({ level: 'error', requestId: 'trace-me-1', message: expect.stringMatching(/does not exist/) }),
      );
    } finally {
      await db.destroy();
    }
  });

  it('a database that is down is DATABASE_UNAVAILABLE (503, retryable), with no detail leaked', async () => {
    const result = await raw(
      { query: '{ viewer { role } }' },
      { yoga: broken.yoga, token: org.tokens.system, headers: { 'x-request-id': 'trace-me-2' } },
    );
    expect(result.status).toBe(503);
    expect(result.json?.errors).toEqual([
      {
        message: expect.stringMatching(/database is unavailable/),
        extensions: { code: 'DATABASE_UNAVAILABLE', retryable: true, requestId: 'trace-me-2' },
      },
    ]);
    expect(result.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    expect(STACK_FRAME.test(result.text) || FILE_PATH.test(result.text)).toBe(false);
  });

  it('/health is 200 whatever the database; /ready is 200 with it up and 503 with it down', async () => {
    expect((await api.yoga.fetch('http://localhost/health')).status).toBe(200);
    expect((await broken.yoga.fetch('http://localhost/health')).status).toBe(200);
    const [up, down] = [await api.yoga.fetch('http://localhost/ready'), await broken.yoga.fetch('http://localhost/ready')];
    expect([up.status, await up.json()]).toEqual([200, { status: 'ready' }]);
    expect([down.status, problemOf({ status: 200, text: await down.text() })]).toEqual([503, null]);
  });

  it('GraphQL, 413, /ready and 404 responses carry an x-request-id, echoing the client\u2019s (at most 100 characters)', async () => {
    const sent = ['rid-ok', 'rid-syntax', 'rid-batch', 'rid-413', 'rid-ready', 'rid-404'];
    const responses = [
      await raw({ query: '{ viewer { role } }' }, { token: org.tokens.viewer, headers: { 'x-request-id': sent[0]! } }),
      await raw({ query: '{ viewer { ' }, { headers: { 'x-request-id': sent[1]! } }),
      await raw([{ query: '{ __typename }' }], { headers: { 'x-request-id': sent[2]! } }),
      await raw({ query: `#${'x'.repeat(TEST_PROTECTION.maxBodyBytes)}` }, { headers: { 'x-request-id': sent[3]! } }),
      await raw('', { method: 'GET', path: '/ready', headers: { 'x-request-id': sent[4]! } }),
      await raw('', { method: 'GET', path: '/nowhere', headers: { 'x-request-id': sent[5]! } }),
    ];
    expect(responses.map((r) => r.headers.get('x-request-id'))).toEqual(sent);
    const ids = (await Promise.all([1, 2, 3].map(() => raw({ query: '{ __typename }' })))).map((r) =>
      r.headers.get('x-request-id'),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await raw({ query: '{ __typename }' }, { headers: { 'x-request-id': 'r'.repeat(500) } })).headers.get('x-request-id'),
    ).toBe('r'.repeat(100));
  });

  it('/health echoes the client\u2019s request id, and never carries another request\u2019s', async () => {
    await raw({ query: '{ __typename }' }, { headers: { 'x-request-id': 'someone-else' } });
    expect(
      (await api.yoga.fetch('http://localhost/health', { headers: { 'x-request-id': 'health-1' } })).headers.get('x-request-id'),
    ).toBe('health-1');
    const [first, second] = [await fetch(`${http.url}/health`), await fetch(`${http.url}/health`)];
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('the 411 written by the server (outside yoga) carries the request id too', async () => {
    const result = await socketRequest(`${http.url}/graphql`, CHUNKED, '{}');
    expect([result.status, result.requestId]).toEqual([411, 'chunky-1']);
  });
});

describe('generative', () => {
  it('500 seeded malformed requests: never a 5xx, a stack trace, an internal error or a write', async () => {
    const SEED = 0x5eed2026;
    const { rand, int, pick } = seeded(SEED);
    const CHARS = [
      'a',
      'Z',
      '0',
      '9',
      ' ',
      '-',
      '_',
      '"',
      "'",
      '\\',
      '{',
      '}',
      '[',
      ']',
      '(',
      '$',
      '#',
      '@',
      '!',
      '\n',
      '\u0000',
      'é',
      '😀',
      '\u202e',
      '\ud800',
    ];
    const str = (max = 48) => Array.from({ length: int(max) }, () => pick(CHARS)).join('');
    const huge = () => pick(CHARS).repeat(int(TEST_PROTECTION.maxBodyBytes + 2_000));
    const hex = (n: number) => Array.from({ length: n }, () => int(16).toString(16)).join('');
    const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
    const badId = () => pick(['', 'not-a-uuid', `x${str(36)}`, `${ID.slice(0, -1)}g`, "' or '1'='1"]);
    const value = (depth = 0): unknown =>
      [
        () => null,
        () => rand() < 0.5,
        () => pick([0, -1, -(2 ** 31), 2 ** 31, 2 ** 53, 1.5, -0.001, 1e308]),
        () => str(),
        badId,
        () => Array.from({ length: int(4) }, () => value(depth + 1)),
        () => Object.fromEntries(Array.from({ length: int(4) }, () => [pick(['input', 'id', 'kind', str(8)]), value(depth + 1)])),
      ][depth > 3 ? int(5) : int(7)]!();
    const idish = () => (rand() < 0.7 ? uuid() : value());
    const intish = () => (rand() < 0.7 ? int(10) - 3 : value());
    // Deeply nested JSON is spliced in as text (JSON.stringify itself would overflow the stack).
    const nested = (depth: number) => `@@deep:${depth}:${int(2)}@@`;
    const serialize = (payload: unknown) =>
      (typeof payload === 'string' ? payload : JSON.stringify(payload)).replace(
        /"@@deep:(\d+):(\d)@@"/g,
        (_, d: string, k: string) => (k === '0' ? ['[', ']'] : ['{"k":', '}']).map((x) => x.repeat(Number(d))).join('"leaf"'),
      );
    // Every mutation input carries one field no validation accepts, so no generated request can write; the
    // other fields are mostly well typed, so most requests get past GraphQL coercion to validation.
    const poisoned: [string, string, () => Record<string, unknown>][] = [
      [
        'claimAssignment',
        'ClaimAssignmentInput',
        () => ({ assignmentId: badId(), agentId: idish(), configurationVersion: intish() }),
      ],
      [
        'endAttempt',
        'EndAttemptInput',
        () => ({ assignmentId: idish(), attemptId: badId(), outcome: pick(['COMPLETED', 'FAILED', str(8)]) }),
      ],
      ['recoverExpiredClaim', 'RecoverExpiredClaimInput', () => ({ assignmentId: badId(), attemptId: idish() })],
      [
        'appendEvent',
        'AppendEventInput',
        () => ({
          kind: pick(['llm.request', 'attempt.ended', str(20)]),
          payloadVersion: pick([0, -1]),
          payload: nested(int(3_000)),
        }),
      ],
      [
        'createEntity',
        'CreateEntityInput',
        () => ({ mediaType: `no media type${str(8)}`, content: rand() < 0.2 ? huge() : str(), entityId: idish() }),
      ],
      [
        'createAssignment',
        'CreateAssignmentInput',
        () => ({ goalEntityId: badId(), title: str(), ...(rand() < 0.3 ? { goal: value() } : {}) }),
      ],
      [
        'registerActor',
        'RegisterActorInput',
        () => ({ kind: pick(['HUMAN', 'SYSTEM', str(6)]), displayName: pick(['', '   ']), actorId: idish() }),
      ],
      ['deactivateActor', 'DeactivateActorInput', () => ({ actorId: badId() })],
      [
        'publishAgentConfiguration',
        'PublishAgentConfigurationInput',
        () => ({ agentId: badId(), version: intish(), configuration: nested(int(500)) }),
      ],
      ['createApiToken', 'CreateApiTokenInput', () => ({ actorId: badId(), role: pick(['SYSTEM', 'VIEWER', str(6)]) })],
      [
        'rebuildProjection',
        'RebuildProjectionInput',
        () => ({ projection: pick(['ACTORS', str(6)]), batchSize: pick([0, -1, 100_001]) }),
      ],
      [
        'markProjectionDirty',
        'MarkProjectionDirtyInput',
        () => ({ projection: pick(['ACTORS', 'ASSIGNMENTS']), reason: pick(['', '  ']) }),
      ],
    ];
    const pageSize = () => (rand() < 0.6 ? pick([1, 2, 10, 50, 99, 100, 101, 1_000]) : value());
    const reads = [
      () => ({
        query: `query($a: Int, $b: Int, $c: Int, $l: Int) { assignments(first: $a) { edges { node {
          attempts(first: $b, last: $l) { edges { node { events(first: $c) { edges { node { id } } } } } } } } } }`,
        variables: { a: pageSize(), b: pageSize(), c: pageSize(), l: pageSize() },
      }),
      () => ({
        query:
          'query($id: ID!) { assignment(id: $id) { id } actor(id: $id) { id } entity(id: $id) { id } attempt(id: $id) { id } }',
        variables: { id: value() },
      }),
      () => ({
        query:
          'query($f: Int, $a: Int, $k: [String!], $s: ID, $t: ID) { events(first: $f, afterSeq: $a, kinds: $k, assignmentId: $s, attemptId: $t) { edges { node { id } } } }',
        variables: { f: value(), a: value(), k: value(), s: value(), t: value() },
      }),
      () => ({
        query:
          'query($l: Int, $c: String, $d: String) { events(last: $l, after: $c, before: $d) { edges { cursor } pageInfo { startCursor } } }',
        variables: {
          l: value(),
          c: pick([value(), Buffer.from(`seq|${pick([str(6), '-1', '1e3', '9007199254740993'])}`).toString('base64url')]),
          d: value(),
        },
      }),
      () => ({
        query:
          'query($f: Int, $c: String, $st: AssignmentState) { assignments(first: $f, after: $c, state: $st) { edges { cursor } } }',
        variables: {
          f: value(),
          c: pick([
            str(),
            Buffer.from(`${pick(['assignment|', ''])}${pick(['2020-01-01T00:00:00Z', str(10)])}|${badId()}`).toString(
              'base64url',
            ),
          ]),
          st: value(),
        },
      }),
    ];
    const shapes: (() => unknown)[] = [
      () => value(),
      () => str(200),
      () => ({ query: str(120), variables: value(), operationName: value() }),
      () => {
        const [field, type, input] = pick(poisoned);
        return { query: `mutation($input: ${type}!) { ${field}(input: $input) { __typename } }`, variables: { input: input() } };
      },
      () => pick(reads)(),
      () => {
        const d = int(300);
        return {
          query: `{ viewer { actor { ${'configurations { edges { node { agent { '.repeat(d)}id${' } } } }'.repeat(d - int(2))} } } }`,
        };
      },
      () => ({ query: '{ viewer { role } }', variables: { deep: nested(int(5_000)) } }),
      () => ({ query: 'query($k: [String!]) { events(kinds: $k) { edges { node { id } } } }', variables: { k: [huge()] } }),
      () => Array.from({ length: 1 + int(4) }, () => shapes[2 + int(3)]!()), // a batch
    ];
    const tokens = [undefined, 'wfl_garbage', org.tokens.viewer, org.tokens.runner, org.tokens.system, org.tokens.system];
    const ascii = (x: string) => x.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const before = await totalEvents();
    const problems: string[] = [];
    for (let i = 0; i < 500; i++) {
      const text = serialize(shapes[pick([0, 1, 2, 3, 3, 3, 3, 4, 4, 5, 6, 7, 8])]!());
      const token = pick(tokens);
      const headers: Record<string, string> =
        rand() < 0.85
          ? {}
          : {
              'content-type': pick(['text/plain', 'application/graphql-response+json', 'application/x-www-form-urlencoded', '']),
            };
      const result = await raw(text, { ...(token ? { token } : {}), headers });
      const problem = problemOf(result);
      if (problem) problems.push(`#${i} ${problem}: ${ascii(text.slice(0, 240))} -> ${ascii(result.text.slice(0, 160))}`);
    }
    expect(problems.length, `seed ${SEED}:\n${problems.join('\n')}\n`).toBe(0);
    expect(await totalEvents()).toBe(before);
  });
});
