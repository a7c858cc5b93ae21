// How a document reaches the server: JSON bodies of every wrong shape, batches, persisted-query
// lookalikes, GET query strings, other content types, accepts and methods. These are the requests
// sent in process (yoga.fetch).
import fc from 'fast-check';
import { TEST_LIMITS } from '../../helpers/api.js';
import { type AuthHeader, anyAuth, anyReader, unauthenticated } from './auth.js';
import { corrupted, type Document, floods, poisonedSubscriptions, schemaQuery } from './documents.js';
import { batchMutationRequests, mutationRequests, poisonedMutationDocuments } from './mutations.js';
import { type FuzzRequest, jsonPost } from './request.js';
import { anyValue, hostileString, toJson } from './values.js';
import type { World } from './world.js';

const ACCEPTS = [
  'application/json',
  'application/graphql-response+json',
  'text/event-stream',
  'multipart/mixed',
  '*/*',
  'text/html',
  'image/png',
  '',
];
const latin1 = (maxLength: number) =>
  fc.string({ maxLength, unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) });

/** Present now and then (`weight` in ten), else left out. */
const sometimes = <T>(weight: number, arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary: arb });

/** Extra headers: accept, request ids, junk, a huge one now and then. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record({
    accept: sometimes(4, fc.constantFrom(...ACCEPTS)),
    'x-request-id': sometimes(2, latin1(1_000)),
    'x-junk': sometimes(
      1,
      fc.oneof(
        { weight: 4, arbitrary: latin1(50) },
        { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'j'.repeat(n)) },
      ),
    ),
    'graphql-preflight': sometimes(1, fc.constant('1')),
  })
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);

const withHeaders = (r: fc.Arbitrary<FuzzRequest>) =>
  fc.tuple(r, extraHeaders).map(([req, h]) => ({ ...req, headers: { ...h, ...req.headers } }));

/** Documents that are safe with any header: reads, floods, poisoned mutations, all maybe corrupted. */
const anyDocument = (w: World): fc.Arbitrary<Document> =>
  fc.oneof(
    { weight: 4, arbitrary: schemaQuery(w) },
    { weight: 2, arbitrary: floods },
    { weight: 2, arbitrary: poisonedMutationDocuments(w) },
    { weight: 3, arbitrary: corrupted(fc.oneof(schemaQuery(w), poisonedMutationDocuments(w), floods)) },
  );

/** The body's own shape is wrong: fields of the wrong type, persisted-query lookalikes, not JSON at all. */
const badEnvelopes = (w: World): fc.Arbitrary<[string, string]> =>
  fc.oneof(
    fc
      .tuple(anyDocument(w), fc.constantFrom('variables', 'operationName', 'extensions', 'query'), anyValue)
      .map(([doc, key, v]) => [`envelope: ${key} of a wrong type`, toJson({ ...doc, [key]: v })] as [string, string]),
    fc
      .tuple(
        fc.option(anyDocument(w), { nil: undefined }),
        fc.string({ maxLength: 64, unit: fc.constantFrom(...'0123456789abcdef') }),
        fc.constantFrom(1, 2, '1', null),
      )
      .map(
        ([doc, hash, version]) =>
          [
            'envelope: persisted query',
            toJson({ ...(doc ? { query: doc.query } : {}), extensions: { persistedQuery: { version, sha256Hash: hash } } }),
          ] as [string, string],
      ),
    fc
      .constantFrom(
        '',
        'null',
        'true',
        '1',
        '"query"',
        '[]',
        '{}',
        '{"query": null}',
        '{"query": ""}',
        '{"query": "{ viewer { role } }"',
        '\ufeff{"query":"{ __typename }"}',
        '{"query":"{ __typename }","query":"mutation { registerActor(input: {kind: HUMAN, displayName: \\"\\"}) { __typename } }"}',
        '{"query":"{ __typename }"} trailing',
        '{"__proto__": {"query": "{ __typename }"}}',
        '{"query": "\\ud800"}',
        '{"query": "{ __typename }", "variables": {"__proto__": {"x": 1}}}',
      )
      .map((body) => ['envelope: not a request', body] as [string, string]),
    hostileString(500).map((body) => ['envelope: random text', body] as [string, string]),
    fc
      .integer({ min: 1_000, max: 150_000 })
      .map((n) => ['envelope: deep JSON body', `${'['.repeat(n)}${']'.repeat(n)}`] as [string, string]),
    fc
      .integer({ min: 1_000, max: 60_000 })
      .map(
        (n) =>
          [
            'envelope: deep variables',
            `{"query":"query($v: JSON) { __typename }","variables":{"v":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}}`,
          ] as [string, string],
      ),
    fc
      .array(anyDocument(w), { minLength: 0, maxLength: 30 })
      .map((docs) => ['envelope: batched operations', toJson(docs)] as [string, string]),
  );

/** The same documents by GET: a query string (mutations must be refused with 405), or a malformed one. */
const getRequests = (w: World): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(
    fc.tuple(anyDocument(w), fc.boolean()).map(([doc, withVars]): FuzzRequest => {
      const params = new URLSearchParams({
        query: doc.query,
        ...(withVars && doc.variables ? { variables: toJson(doc.variables) } : {}),
      });
      return {
        label: 'GET with a query string',
        method: 'GET',
        path: `/graphql?${params}`,
        headers: {},
        body: null,
        mutation: doc.query.includes('mutation'),
      };
    }),
    fc
      .constantFrom(
        'query=%zz',
        'query=%',
        'query=%00',
        'query={viewer{role}}&query=mutation{x}',
        'variables={',
        'query=%7B__typename%7D&variables=%5B%5D',
        'query=%7B__typename%7D&extensions=%7B%22persistedQuery%22%3A1%7D',
        'operationName[]=x',
        '',
        '&&&',
        `query=${'q'.repeat(20_000)}`,
      )
      .map(
        (qs): FuzzRequest => ({
          label: 'GET with a malformed query string',
          method: 'GET',
          path: `/graphql?${qs}`,
          headers: {},
          body: null,
          mutation: false,
        }),
      ),
    // Not /ready: its 503 while the database is slow to answer is its purpose (protection.test.ts covers it).
    fc
      .constantFrom(
        '/graphql',
        '/graphql?query=',
        '/',
        '/health',
        '/readyz',
        '/nowhere',
        '//graphql',
        '/GRAPHQL',
        '/graphql/../graphql',
        '/graphql%00',
        '/graphql?x=1#frag',
      )
      .map(
        (path): FuzzRequest => ({
          label: 'GET of a path',
          method: 'GET',
          path,
          headers: { accept: 'text/html' },
          body: null,
          mutation: false,
        }),
      ),
  );

/** Bodies under other content types: raw GraphQL, form-encoded, multipart (file-upload shaped), text, none. */
const otherContentTypes = (w: World): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(
    anyDocument(w).map(
      (doc): FuzzRequest => ({
        label: 'application/graphql body',
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/graphql' },
        body: doc.query,
        mutation: true,
      }),
    ),
    fc.tuple(anyDocument(w), fc.oneof(fc.constant(undefined), fc.constantFrom('{', '[1', 'null', '"x"', '{"a":1}'))).map(
      ([doc, variables]): FuzzRequest => ({
        label: 'form-encoded body',
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: doc.query, ...(variables ? { variables } : {}) }).toString(),
        mutation: true,
      }),
    ),
    fc
      .tuple(
        anyDocument(w),
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/JSON',
          '*/*',
          'multipart/form-data',
          '',
        ),
      )
      .map(
        ([doc, type]): FuzzRequest => ({
          label: `content type "${type}"`,
          method: 'POST',
          path: '/graphql',
          headers: type ? { 'content-type': type } : {},
          body: toJson(doc),
          mutation: true,
        }),
      ),
    fc
      .tuple(
        anyDocument(w),
        fc.constantFrom(
          '{"0":["variables.file"]}',
          '{"0":["variables.x.y.z"]}',
          '{',
          '[]',
          '{"0":"nope"}',
          '{"0":["variables.__proto__.polluted"]}',
        ),
        fc.boolean(),
        hostileString(200),
      )
      .map(([doc, map, withFile, junk]): FuzzRequest => {
        const parts = [
          ['operations', toJson({ ...doc, variables: { file: null } })],
          ['map', map],
          ...(withFile ? [['0', junk]] : []),
        ];
        const body = [
          ...parts.map(
            ([name, value]) =>
              `--XB\r\nContent-Disposition: form-data; name="${name}"${name === '0' ? '; filename="a.txt"' : ''}\r\n\r\n${value}\r\n`,
          ),
          '--XB--\r\n',
        ].join('');
        return {
          label: 'multipart upload',
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'multipart/form-data; boundary=XB' },
          body,
          mutation: true,
        };
      }),
    fc
      .tuple(
        hostileString(300),
        fc.constantFrom('multipart/form-data; boundary=XB', 'multipart/form-data; boundary=', 'multipart/mixed'),
      )
      .map(
        ([junk, type]): FuzzRequest => ({
          label: 'multipart garbage',
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': type },
          body: `--XB\r\n${junk}`,
          mutation: true,
        }),
      ),
    fc.tuple(fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND'), anyDocument(w)).map(
      ([method, doc]): FuzzRequest => ({
        label: `${method} request`,
        method,
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: method === 'HEAD' ? null : toJson(doc),
        mutation: true,
      }),
    ),
  );

/**
 * Everything sent in process. Every request is invalid or unauthorized somehow, or is a read;
 * `mutation` marks those that hold a mutation (which must then be refused).
 */
export function inProcessRequests(w: World): fc.Arbitrary<FuzzRequest> {
  const auth: fc.Arbitrary<AuthHeader> = anyAuth(w);
  const post = (label: string, doc: fc.Arbitrary<Document>, header = auth) =>
    fc.tuple(doc, header).map(([d, h]) => jsonPost(label, toJson(d), h, d.query.includes('mutation')));
  return withHeaders(
    fc.oneof(
      { weight: 30, arbitrary: mutationRequests(w) },
      { weight: 8, arbitrary: batchMutationRequests(w, TEST_LIMITS.maxBatch) },
      { weight: 20, arbitrary: post('schema read', schemaQuery(w), anyReader(w)) },
      { weight: 10, arbitrary: post('flood', floods) },
      {
        weight: 10,
        arbitrary: post('corrupted document', corrupted(fc.oneof(schemaQuery(w), poisonedMutationDocuments(w), floods))),
      },
      {
        weight: 4,
        arbitrary: fc
          .tuple(poisonedSubscriptions(w), auth, unauthenticated(w))
          .map(([[doc, who], any, anon]) => jsonPost('subscription', toJson(doc), who === 'any' ? any : anon, false)),
      },
      { weight: 10, arbitrary: fc.tuple(badEnvelopes(w), auth).map(([[label, body], h]) => jsonPost(label, body, h, true)) },
      { weight: 8, arbitrary: fc.tuple(getRequests(w), auth).map(([r, h]) => ({ ...r, headers: { ...r.headers, ...h } })) },
      { weight: 8, arbitrary: fc.tuple(otherContentTypes(w), auth).map(([r, h]) => ({ ...r, headers: { ...r.headers, ...h } })) },
    ),
  );
}
