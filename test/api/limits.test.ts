// Query cost before execution, with variables (issue 28): the node limit, points, page sizes first,
// and the document-shape limits, each refused with a code, the measured value and the limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiOrganization, apiOrganization, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { claim, newAgent, newAssignment } from '../helpers/factories.js';
import { seeded } from '../helpers/random.js';
import { type Answer, postRaw } from '../helpers/raw.js';
import { deepChain } from '../reliability/fuzz/documents.js';

const t = useTestDatabase();
const api = useYoga(t);
/** A point limit that two small batches pass over (TEST_LIMITS allows 20 items a batch). */
const strict = useYoga(t, { maxCost: 25 });
let org: ApiOrganization;
beforeAll(async () => {
  org = await apiOrganization(t, 'limits');
  // 3 Assignments, the first claimed twice over (an Attempt each time it was released is not needed: one Attempt).
  const system = { organizationId: org.organizationId, actorId: org.systemActorId };
  const agentId = await newAgent(t, { organizationId: org.organizationId, system });
  for (let i = 0; i < 3; i++) {
    const { assignment } = await newAssignment(t, system);
    if (i === 0) await claim(t, system, assignment.id, agentId);
  }
});

const send = (query: string, variables?: Record<string, unknown>) =>
  postRaw(api.yoga, { query, ...(variables ? { variables } : {}) }, org.tokens.viewer);
const codeOf = (r: Answer) => r.json?.errors?.[0]?.extensions?.code;
const served = (r: Answer) => {
  expect(r.json?.errors, r.text.slice(0, 300)).toBeUndefined();
  expect(r.status).toBe(200);
};

const CONSOLE_PAGE = `{ assignments(first: 20) { edges { node { id state attempts(first: 10) { edges { node { id outcome } } } } } } }`;
const HUNDRED_BY_FIFTY = `{ assignments(first: 100) { edges { node { id attempts(first: 50) { edges { node { id } } } } } } }`;
const THREE_DEEP = `query($a: Int, $b: Int, $c: Int) {
  assignments(first: $a) { edges { node { id attempts(first: $b) { edges { node { id events(first: $c) { edges { node { id } } } } } } } } }
}`;

describe('the node limit sees what a query asks for', () => {
  it('serves the console page of 20 Assignments with 10 Attempts each: 220 nodes, 1 point', async () => {
    const r = await send(CONSOLE_PAGE);
    served(r);
    expect(r.json?.extensions?.cost).toMatchObject({ requested: 1, requestedNodes: 20 + 20 * 10 });
  });

  it('serves 100 Assignments with their first 50 Attempts: 5,100 nodes, 1 point (101 connection reads)', async () => {
    const r = await send(HUNDRED_BY_FIFTY);
    served(r);
    expect(r.json?.extensions?.cost).toMatchObject({ requested: 1, requestedNodes: 5_100 });
  });

  it('refuses 100 × 100 × 100 given in variables: QUERY_TOO_COMPLEX with its 1,010,100 nodes, nothing run', async () => {
    const r = await send(THREE_DEEP, { a: 100, b: 100, c: 100 });
    expect(r.json?.data).toBeUndefined();
    expect(r.json?.errors).toHaveLength(1);
    const [error] = r.json!.errors!;
    expect(error!.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      measure: 'NODES',
      measured: 1_010_100,
      limit: 10_000,
      nodes: 1_010_100,
      cost: 101,
    });
    expect(error!.message).not.toMatch(/syntax error/i);
    expect(error!.message).toMatch(/1010100 nodes, over the limit of 10000: ask for smaller pages/);
    expect(r.json?.extensions?.cost).toEqual({ requested: 101, actual: 0, requestedNodes: 1_010_100, actualNodes: 0 });
  });

  it('counts the same shapes alike whether page sizes are literals or variables', async () => {
    for (const [a, b, c] of [
      [10, 10, 10],
      [20, 10, 40],
      [100, 1, 99],
      [1, 100, 100],
    ] as const) {
      const literal = THREE_DEEP.replace(/query\([^)]*\)/, 'query')
        .replace('$a', String(a))
        .replace('$b', String(b))
        .replace('$c', String(c));
      const viaVariables = await send(THREE_DEEP, { a, b, c });
      const viaLiterals = await send(literal);
      const nodes = a + a * b + a * b * c;
      for (const r of [viaVariables, viaLiterals]) {
        if (nodes <= 10_000) {
          served(r);
          expect(r.json?.extensions?.cost?.requestedNodes).toBe(nodes);
        } else expect([codeOf(r), r.json?.errors?.[0]?.extensions?.measured]).toEqual(['QUERY_TOO_COMPLEX', nodes]);
      }
    }
  });

  it('counts the default page size when neither first nor last is given, and last like first', async () => {
    // assignments: 20 by default; attempts: 20; events of an Attempt: 50.
    const r = await send(`{ assignments { edges { node { attempts { edges { node { events { edges { cursor } } } } } } } } }`);
    expect([codeOf(r), r.json?.errors?.[0]?.extensions?.measured]).toEqual(['QUERY_TOO_COMPLEX', 20 + 400 + 20_000]);
    const last = await send(`query($n: Int) { events(last: $n) { edges { cursor } } }`, { n: 7 });
    served(last);
    expect(last.json?.extensions?.cost?.requestedNodes).toBe(7);
  });

  it('counts a fragment bomb without expanding it: 2^40 nodes, refused at once, variables or not', async () => {
    const bomb = (levels: number, bottom: string) =>
      `query${bottom.includes('$n') ? '($n: Int)' : ''} { ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')}
       fragment F${levels} on Query { ${bottom} }`;
    for (const bottom of ['assignments(first: 1) { edges { cursor } }', 'assignments(first: $n) { edges { cursor } }']) {
      const started = performance.now();
      const r = await send(bomb(40, bottom), bottom.includes('$n') ? { n: 1 } : undefined);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(r.json?.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', measured: 2 ** 40 });
    }
  });

  it('refuses a fragment bomb of plain fields under a field: few nodes, but 2^40 fields to walk', async () => {
    const chain = (on: string, bottom: string) =>
      `${Array.from({ length: 40 }, (_, i) => `fragment F${i} on ${on} { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F40 on ${on} { ${bottom} }`;
    for (const [query, token] of [
      [`query { viewer { ...F0 } } ${chain('Viewer', 'role')}`, org.tokens.viewer],
      [`mutation { createAssignment(input: { title: "bomb" }) { ...F0 } } ${chain('Error', 'message')}`, org.tokens.viewer],
      [`query { viewer { ... on Viewer { ...F0 } } } ${chain('Viewer', '__typename')}`, org.tokens.system],
    ] as const) {
      const started = performance.now();
      const r = await postRaw(api.yoga, { query }, token);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(r.json?.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', measure: 'FIELDS', limit: 5_000 });
      expect(r.json?.errors?.[0]?.extensions?.measured).toBeGreaterThanOrEqual(2 ** 40);
    }
    served(
      await send(
        `query { viewer { ...F0 } } ${Array.from({ length: 8 }, (_, i) => `fragment F${i} on Viewer { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F8 on Viewer { role }`,
      ),
    );
  });

  it('counts an abstract selection by its costliest possible type, and skipped fields not at all', async () => {
    const withSkip = `query($skip: Boolean!) {
      assignments(first: 100) { edges { node { attempts(first: 100) @skip(if: $skip) { edges { node { id } } } } } }
    }`;
    served(await send(withSkip, { skip: true }));
    expect(codeOf(await send(withSkip, { skip: false }))).toBe('QUERY_TOO_COMPLEX');
    const viaFragment = `query { ...Q } fragment Q on Query { assignments(first: 100) { edges { node { ...A } } } }
      fragment A on Assignment { attempts(first: 100) { edges { node { id } } } }`;
    expect((await send(viaFragment)).json?.errors?.[0]?.extensions?.measured).toBe(100 + 100 * 100);
  });
});

describe('a page size out of range is the page-size refusal, whatever the cost', () => {
  it.each([
    [
      'a literal nested three deep',
      `{ assignments(first: 1000) { edges { node { attempts(first: 1000) { edges { node { id } } } } } } }`,
      undefined,
    ],
    ['variables that would also be too complex', THREE_DEEP, { a: 100, b: 100, c: 1000 }],
    ['zero', THREE_DEEP, { a: 0, b: 1, c: 1 }],
    ['a negative last', `query($n: Int) { events(last: $n) { edges { cursor } } }`, { n: -1 }],
    ['a last out of range beside a first', `{ assignments(first: 1, last: 101) { edges { cursor } } }`, undefined],
    [
      'a last of zero beside a first, nested',
      `{ assignments(first: 5) { edges { node { attempts(first: 5, last: 0) { edges { cursor } } } } } }`,
      undefined,
    ],
  ])('%s', async (_, query, variables) => {
    const r = await send(query, variables);
    expect(r.json?.data ?? null).toBeNull();
    expect(r.json?.errors?.map((e) => [e.message.replace(/^last/, 'first'), e.extensions?.code])).toEqual([
      ['first must be between 1 and 100', 'VALIDATION_ERROR'],
    ]);
  });

  it('before execution, like a validation error: HTTP 400 to a client that accepts application/graphql-response+json', async () => {
    for (const [query, variables] of [
      [THREE_DEEP, { a: 100, b: 100, c: 100 }],
      [THREE_DEEP, { a: 101, b: 1, c: 1 }],
    ] as const) {
      const strictClient = await postRaw(api.yoga, { query, variables }, org.tokens.viewer, {
        headers: { accept: 'application/graphql-response+json' },
      });
      expect(strictClient.status).toBe(400);
      expect((await send(query, variables)).status).toBe(200);
    }
  });

  it('a variable of the wrong type gets execution’s own error, not a cost one', async () => {
    const r = await send(THREE_DEEP, { a: 'ten', b: 1, c: 1 });
    expect(r.json?.errors?.[0]?.message).toMatch(/Variable "\$a" got invalid value "ten"/);
    expect(r.json?.extensions?.cost).toBeUndefined();
  });
});

describe('generative: page sizes in variables', () => {
  it('300 seeded three-level queries: served within 10,000 nodes, else refused with the exact count or the page-size error', async () => {
    const SEED = 0x28c0575;
    const { rand, pick } = seeded(SEED);
    const size = () => pick([undefined, null, -1, 0, 1, 2, 3, 7, 10, 20, 33, 50, 99, 100, 101, 1_000, 2 ** 31 - 1]);
    const problems: string[] = [];
    for (let i = 0; i < 300; i++) {
      const useLast = rand() < 0.3;
      const [a, b, c] = [size(), size(), size()];
      const query = `query($a: Int, $b: Int, $c: Int) { assignments(first: $a) { edges { node {
        attempts(${useLast ? 'last' : 'first'}: $b) { edges { node { events(first: $c) { edges { node { id } } } } } } } } } }`;
      const r = await send(query, { a, b, c });
      // What the connections resolve to: the default page when not given (20, 20, 50); each checked in turn.
      const sizes = [a ?? 20, b ?? 20, c ?? 50];
      const outOfRange = sizes.some((n) => n < 1 || n > 100);
      const [x, y, z] = sizes as [number, number, number];
      const nodes = x + x * y + x * y * z;
      const expected = outOfRange
        ? ['VALIDATION_ERROR', undefined]
        : nodes > 10_000
          ? ['QUERY_TOO_COMPLEX', nodes]
          : [undefined, nodes];
      const got = [codeOf(r), r.json?.errors ? r.json.errors[0]?.extensions?.measured : r.json?.extensions?.cost?.requestedNodes];
      if (r.status >= 500 || JSON.stringify(got) !== JSON.stringify(expected))
        problems.push(
          `#${i} ${JSON.stringify({ a, b, c, useLast })}: got ${JSON.stringify(got)} (${r.status}), expected ${JSON.stringify(expected)}`,
        );
    }
    expect(problems, `seed ${SEED}`).toEqual([]);
  });
});

describe('cost reported', () => {
  it('every executed query says what it asked for and what it returned', async () => {
    const r = await send(`{ assignments(first: 50) { edges { node { id attempts(first: 5) { edges { node { id } } } } } } }`);
    served(r);
    const returned = 3 + 1; // 3 Assignments, 1 Attempt
    expect(r.json?.extensions?.cost).toEqual({ requested: 1, actual: 1, requestedNodes: 50 + 250, actualNodes: returned });
  });

  it('a mutation costs 1, a batch 1 and its items, and its payload’s nodes count', async () => {
    const one = await postRaw(
      api.yoga,
      { query: 'mutation { markProjectionDirty(input: {projection: ACTORS, reason: "limits test"}) { __typename } }' },
      org.tokens.system,
    );
    expect(one.json?.extensions?.cost).toMatchObject({ requested: 1, requestedNodes: 0 });
    const items = Array.from({ length: 7 }, (_, i) => ({ title: `batch ${i}`, goal: { mediaType: 'text/plain', content: 'g' } }));
    const batch = await postRaw(
      api.yoga,
      {
        query: `mutation($input: CreateAssignmentsInput!) { createAssignments(input: $input) {
          ... on CreateAssignmentsSuccess { results { __typename } } } }`,
        variables: { input: { assignments: items } },
      },
      org.tokens.system,
    );
    expect(batch.json?.errors).toBeUndefined();
    expect(batch.json?.extensions?.cost).toEqual({ requested: 8, actual: 8, requestedNodes: 7, actualNodes: 7 });
  });

  it('what did not run costs nothing: a batch refused as a whole costs its 1, a request whose variables are refused 0', async () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ title: `t ${i}`, goal: { mediaType: 'text/plain', content: 'g' } }));
    const query = `mutation($input: CreateAssignmentsInput!) { createAssignments(input: $input) { __typename } }`;
    const over = await postRaw(api.yoga, { query, variables: { input: { assignments: items(21) } } }, org.tokens.system);
    expect((over.json!.data as { createAssignments: { __typename: string } }).createAssignments.__typename).toBe(
      'ValidationError',
    );
    expect(over.json?.extensions?.cost).toMatchObject({ requested: 22, actual: 1 });
    const refused = await postRaw(api.yoga, { query, variables: { input: { assignments: ['not an item'] } } }, org.tokens.system);
    expect(refused.json?.errors?.[0]?.message).toMatch(/got invalid value "not an item"/);
    expect(refused.json?.extensions?.cost).toMatchObject({ requested: 2, actual: 0 });
  });

  it('a request over the point limit is refused before it runs (two batches of 12 items, 26 points, over 25)', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ title: `big ${i}`, goal: { mediaType: 'text/plain', content: 'g' } }));
    const before = await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events');
    const r = await postRaw(
      strict.yoga,
      {
        query: `mutation($a: CreateAssignmentsInput!, $b: CreateAssignmentsInput!) {
          a: createAssignments(input: $a) { __typename } b: createAssignments(input: $b) { __typename } }`,
        variables: { a: { assignments: items }, b: { assignments: items } },
      },
      org.tokens.system,
    );
    expect(r.json?.errors?.[0]?.extensions, r.text.slice(0, 300)).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      measure: 'POINTS',
      measured: 26,
      limit: 25,
    });
    const after = await t.admin.query<{ n: number }>('select count(*)::int as n from workforce.events');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('document-shape limits', () => {
  const deep = deepChain;
  it.each([
    ['QUERY_TOO_DEEP', deep(11), 11, 10, /nests 11 fields deep, over the limit of 10: select fewer nested levels/],
    [
      'TOO_MANY_ALIASES',
      `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: viewer { role }`).join(' ')} }`,
      31,
      30,
      /31 aliases, over the limit of 30/,
    ],
    [
      'TOO_MANY_DIRECTIVES',
      `{ viewer { ${Array.from({ length: 21 }, () => 'role @include(if: true)').join(' ')} } }`,
      21,
      20,
      /21 directives, over the limit of 20/,
    ],
    [
      'TOO_MANY_TOKENS',
      `{ viewer { ${'role '.repeat(5_000)} } }`,
      5_001,
      5_000,
      /more than 5000 tokens, the limit: send a shorter/,
    ],
  ])('%s: the code, the measured value and the limit, no "Syntax Error"', async (code, query, measured, limit, message) => {
    const r = await send(query);
    expect(r.json?.data ?? null).toBeNull();
    expect(r.json?.errors).toHaveLength(1);
    expect(r.json?.errors?.[0]?.extensions).toMatchObject({ code, measured, limit });
    expect(r.json?.errors?.[0]?.message).toMatch(message);
    expect(r.text).not.toMatch(/syntax error/i);
  });

  it('at the limits, served', async () => {
    served(await send(deep(10)));
    served(await send(`{ ${Array.from({ length: 30 }, (_, i) => `a${i}: viewer { role }`).join(' ')} }`));
    served(await send(`{ viewer { ${Array.from({ length: 20 }, () => 'role @include(if: true)').join(' ')} } }`));
  });
});
