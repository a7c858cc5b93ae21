// The request log (src/request-log.ts, src/log.ts): one pino line per request with its id,
// operation, organization, status, duration and error codes; fault lines through the same logger;
// LOG_LEVEL; and nothing of a token, variables or Entity content ever in the output.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/kysely.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createLogger, type LogLevel } from '../../src/log.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { type ApiOrganization, apiOrganization, TEST_LIMITS, TEST_PROTECTION, type Yoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';

const t = useTestDatabase();

/** A logger writing into memory, exactly the bytes a deployment would see on stdout. */
function capture(level: LogLevel = 'info') {
  const chunks: string[] = [];
  const logger = createLogger({ level, destination: { write: (chunk: string) => void chunks.push(chunk) } });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, text, lines, requests: () => lines().filter((line) => line.msg === 'request') };
}

/** An answer's JSON, walked without a schema type. */
interface Loose {
  readonly [key: string]: Loose | undefined;
}

async function post(
  yoga: Yoga,
  body: { query: string; variables?: Record<string, unknown>; operationName?: string },
  token?: string,
  requestId: string = randomUUID(),
) {
  const text = JSON.stringify(body);
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      'x-request-id': requestId,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: text,
  });
  return { status: response.status, requestId, json: (await response.json()) as { data?: Loose; errors?: Loose[] } };
}

let org: ApiOrganization;
const feeds: LedgerFeed[] = [];
function yogaWith(logger: ReturnType<typeof createLogger>, db = t.db): Yoga {
  const feed = new LedgerFeed({ connectionString: t.url, db: t.db });
  feeds.push(feed);
  return createWorkforceYoga({ db, feed, limits: TEST_LIMITS, protection: TEST_PROTECTION, logger });
}
beforeAll(async () => {
  org = await apiOrganization(t, 'request-log');
});
afterAll(async () => {
  for (const feed of feeds) await feed.close();
});

describe('one line per request', () => {
  it('a query: its id, name, type, organization, status and duration, no error codes', async () => {
    const log = capture();
    const yoga = yogaWith(log.logger);
    const result = await post(yoga, { query: 'query WhoAmI { viewer { role } }' }, org.tokens.viewer);
    expect(result.json.data?.viewer?.role).toBe('VIEWER');
    const [line, ...more] = log.requests();
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      msg: 'request',
      requestId: result.requestId,
      operationName: 'WhoAmI',
      operationType: 'query',
      organizationId: org.organizationId,
      status: 200,
      durationMs: expect.any(Number),
    });
  });

  it('a mutation refused in its payload (data, not an error) and a query refused with a GraphQL error: both codes listed', async () => {
    const log = capture();
    const yoga = yogaWith(log.logger);
    const claim = await post(
      yoga,
      {
        query: `mutation Claim($input: ClaimAssignmentInput!) {
          claimAssignment(input: $input) { __typename ... on Error { code } }
        }`,
        variables: { input: { assignmentId: randomUUID(), agentId: randomUUID(), configurationVersion: 1, claimTtlSeconds: 60 } },
      },
      org.tokens.runner,
    );
    expect(claim.json.errors).toBeUndefined();
    expect(claim.json.data?.claimAssignment?.code).toMatch(/_NOT_FOUND$/);
    const page = await post(yoga, { query: '{ assignments(first: 500) { edges { node { id } } } }' }, org.tokens.viewer);
    const pageCode = page.json.errors?.[0]?.extensions?.code;
    expect(pageCode, JSON.stringify(page.json)).toEqual(expect.any(String));
    const [claimLine, pageLine] = log.requests();
    expect(claimLine).toMatchObject({
      requestId: claim.requestId,
      operationName: 'Claim',
      operationType: 'mutation',
      organizationId: org.organizationId,
      status: 200,
      errorCodes: [claim.json.data?.claimAssignment?.code],
    });
    expect(pageLine).toMatchObject({
      requestId: page.requestId,
      operationType: 'query',
      status: page.status,
      errorCodes: [pageCode],
    });
    expect(pageLine).not.toHaveProperty('operationName');
  });

  it('an unauthenticated request: no organization, its status and UNAUTHENTICATED', async () => {
    const log = capture();
    const yoga = yogaWith(log.logger);
    const result = await post(yoga, { query: 'query WhoAmI { viewer { role } }' }, 'wfl_not_a_token');
    expect(result.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [line] = log.requests();
    expect(line).toMatchObject({
      requestId: result.requestId,
      operationName: 'WhoAmI',
      operationType: 'query',
      status: result.status,
      errorCodes: ['UNAUTHENTICATED'],
    });
    expect(line).not.toHaveProperty('organizationId');
  });

  it('a request that does not parse: status 400 and its code, no operation', async () => {
    const log = capture();
    const yoga = yogaWith(log.logger);
    const result = await post(yoga, { query: '{ viewer { ' }, org.tokens.viewer);
    expect(result.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const [line] = log.requests();
    expect(line).toMatchObject({ requestId: result.requestId, status: result.status, errorCodes: ['GRAPHQL_PARSE_FAILED'] });
    expect(line).not.toHaveProperty('operationType');
  });

  it('at LOG_LEVEL=warn there are no request lines', async () => {
    const log = capture('warn');
    const yoga = yogaWith(log.logger);
    const result = await post(yoga, { query: 'query WhoAmI { viewer { role } }' }, org.tokens.viewer);
    expect(result.status).toBe(200);
    await post(yoga, { query: 'query WhoAmI { viewer { role } }' }, 'wfl_not_a_token');
    expect(log.text()).toBe('');
  });
});

describe('what is never logged', () => {
  it('no token, no variables and no Entity content, whatever the request', async () => {
    const log = capture('trace');
    const yoga = yogaWith(log.logger);
    const secret = `SECRET-CONTENT-${randomUUID()}`;
    const variable = `VARIABLE-${randomUUID()}`;
    const created = await post(
      yoga,
      {
        query: `mutation Store($input: CreateEntityInput!) {
          createEntity(input: $input) { __typename ... on CreateEntitySuccess { entity { id content } } ... on Error { code } }
        }`,
        variables: { input: { mediaType: 'text/plain', content: secret } },
      },
      org.tokens.operator,
    );
    expect(created.json.data?.createEntity?.entity?.content, JSON.stringify(created.json)).toBe(secret);
    const id = String(created.json.data?.createEntity?.entity?.id);
    const read = await post(
      yoga,
      { query: 'query Read($id: ID!) { entity(id: $id) { content } }', variables: { id } },
      org.tokens.viewer,
    );
    expect(JSON.stringify(read.json)).toContain(secret);
    // A variable of the wrong type: the error message quotes the value back to the client.
    const wrong = await post(
      yoga,
      { query: 'query Bad($n: Int) { assignments(first: $n) { edges { node { id } } } }', variables: { n: variable } },
      org.tokens.system,
    );
    expect(JSON.stringify(wrong.json)).toContain(variable);
    await post(yoga, { query: '{ viewer { role } }' }, `${org.tokens.system}x`);
    expect(log.requests()).toHaveLength(4);
    const output = log.text();
    for (const token of Object.values(org.tokens)) {
      expect(output).not.toContain(token);
      // The secret alone: the last 43 characters (base64url, so it may itself hold an underscore).
      expect(output).not.toContain(token.slice(-43));
    }
    expect(output).not.toContain(secret);
    expect(output).not.toContain(variable);
    expect(output).not.toContain(id);
    expect(output).not.toMatch(/authorization|bearer/i);
  });
});

describe('fault lines through the same logger', () => {
  let broken: { db: ReturnType<typeof createDb> };
  beforeAll(async () => {
    // A port nothing listens on: the database is "down".
    const port = await new Promise<number>((done) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => done(p));
      });
    });
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 1_000 });
    pool.on('error', () => {});
    broken = { db: createDb(pool) };
  });
  afterAll(() => broken.db.destroy());

  it('a database fault is a warn line with its code, cause and request id, and the request line says 503', async () => {
    const log = capture();
    const yoga = yogaWith(log.logger, broken.db);
    const result = await post(yoga, { query: 'query WhoAmI { viewer { role } }' }, org.tokens.viewer, 'fault-1');
    expect(result.status).toBe(503);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'database fault',
        requestId: 'fault-1',
        code: 'DATABASE_UNAVAILABLE',
        message: expect.any(String),
      }),
      expect.objectContaining({ msg: 'request', requestId: 'fault-1', status: 503, errorCodes: ['DATABASE_UNAVAILABLE'] }),
    ]);
  });
});

describe('LOG_LEVEL and the human-readable form', () => {
  it('LOG_LEVEL is validated like every setting, info by default', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).LOG_LEVEL).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('pretty lines are not JSON and carry the same fields', () => {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ pretty: true, destination });
    logger.info({ requestId: 'r-1', status: 200 }, 'request');
    const text = chunks.join('');
    expect(text).toMatch(/INFO.*request/);
    expect(text).toMatch(/"requestId":"r-1"/);
    expect(() => JSON.parse(text)).toThrow();
  });
});

describe('the real server', () => {
  it('`serve` with stdout on a pipe (not a terminal) writes its request lines there as JSON', async () => {
    const port = await new Promise<number>((done) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => done(p));
      });
    });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve'], {
      env: { ...process.env, DATABASE_URL: t.url, PORT: String(port), WORKFORCE_ORGANIZATION: 'log-child', LOG_LEVEL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          if (stderr.includes('GraphiQL at')) resolve();
        });
        void exited.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
      });
      const token = /(wfl_[A-Za-z0-9_-]+)/.exec(stderr)?.[1];
      const body = JSON.stringify({ query: 'query Child { viewer { organization { id } } }' });
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'child-1' },
        body,
      });
      const answer = (await response.json()) as { data: { viewer: { organization: { id: string } } } };
      // Its exit status on SIGTERM is the shutdown's business (issue 16, item 5), not the log's.
      child.kill('SIGTERM');
      await exited;
      const lines = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'info',
          msg: 'request',
          requestId: 'child-1',
          operationName: 'Child',
          operationType: 'query',
          organizationId: answer.data.viewer.organization.id,
          status: 200,
        }),
      );
      expect(stdout).not.toContain(token);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
