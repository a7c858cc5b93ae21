// GraphQL documents: random reads walked from the real schema with hostile arguments, floods
// (aliases, directives, depth, tokens, operations, variables), fragment cycles and bombs,
// introspection abuse, poisoned subscriptions, and documents broken by random edits.
import fc from 'fast-check';
import {
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { schema } from '../../../src/schema/index.js';
import { badInt, badUuid, hostileString, nonPositiveInt, toLiteral, unknownUuid } from './values.js';
import type { World } from './world.js';

export interface Document {
  query: string;
  variables?: unknown;
  operationName?: string;
}

/** One of several arbitraries, drawn inside fc.gen(). */
const oneOf = <T>(g: fc.GeneratorValue, ...arbs: fc.Arbitrary<T>[]): T => g(() => fc.oneof(...arbs));

const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** Values for an argument of this type: mostly wrong, sometimes right. */
function argValue(g: fc.GeneratorValue, type: GraphQLInputType, ids: string[]): unknown {
  if (isNonNullType(type)) return g(fc.integer, { min: 0, max: 15 }) === 0 ? null : argValue(g, type.ofType, ids);
  if (isListType(type)) {
    const n = g(fc.integer, { min: 0, max: g(fc.boolean) ? 3 : 60 });
    return Array.from({ length: n }, () => argValue(g, type.ofType, ids));
  }
  if (isEnumType(type))
    return oneOf<unknown>(g, fc.constantFrom(...type.getValues().map((v) => v.name)), fc.constantFrom('NOPE', 'ready', ''));
  if (isInputObjectType(type)) return {};
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return oneOf<unknown>(g, fc.constantFrom(...ids), unknownUuid, badUuid);
      case 'Int':
        return oneOf<unknown>(
          g,
          fc.integer({ min: 1, max: 100 }),
          fc.constantFrom(0, 101, 1e6, 2 ** 31 - 1),
          nonPositiveInt,
          badInt,
        );
      case 'String':
        return oneOf<unknown>(
          g,
          hostileString(),
          fc
            .tuple(
              fc.constantFrom('assignment|', 'token|', ''),
              fc.constantFrom('2020-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', 'x', ''),
              fc.oneof(fc.constantFrom(...ids), badUuid),
            )
            .map(([kind, at, id]) => b64(`${kind}${at}|${id}`)),
          fc
            .tuple(
              fc.constantFrom('seq', 'version', 'attempt', 'interaction', 'assignment'),
              fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), nonPositiveInt, badInt),
            )
            .map(([kind, n]) => b64(`${kind}|${String(n)}`)),
          fc.constantFrom('llm.request', 'tool.call', 'a'.repeat(200)),
        );
      case 'Boolean':
        return g(fc.boolean);
      default:
        return oneOf<unknown>(g, fc.jsonValue({ maxDepth: 2 }), hostileString());
    }
  }
  return null;
}

interface Walk {
  vars: string[];
  values: Record<string, unknown>;
}

/** A selection on `type`, `depth` levels at most, every argument generated (inline or as a variable). */
function selection(g: fc.GeneratorValue, type: GraphQLCompositeType, depth: number, ids: string[], walk: Walk): string {
  if (isUnionType(type) || !('getFields' in type)) {
    const members = isUnionType(type) ? type.getTypes() : [];
    // Indices, not the types: fc.gen compares its arguments deeply, and GraphQL types are cyclic.
    const picked = members.length
      ? g(
          fc.subarray,
          members.map((_, i) => i),
          { minLength: 1, maxLength: Math.min(3, members.length) },
        ).map((i) => members[i]!)
      : [];
    return `__typename ${picked.map((m) => `... on ${m.name} { ${selection(g, m, depth, ids, walk)} }`).join(' ')}`;
  }
  const fields = Object.values((type as GraphQLObjectType).getFields()).filter(
    (f) => !f.name.startsWith('ledger') && f.name !== 'assignmentChanged',
  );
  const chosen = g(
    fc.subarray,
    fields.map((_, i) => i),
    { minLength: 1, maxLength: Math.min(4, fields.length) },
  ).map((i) => fields[i]!);
  const parts = chosen.map((field) => {
    const alias = g(fc.integer, { min: 0, max: 5 }) === 0 ? `a${walk.vars.length}_${field.name}: ` : '';
    const args = field.args
      .filter(() => g(fc.boolean))
      .map((arg) => {
        const value = argValue(g, arg.type, ids);
        if (g(fc.boolean)) return `${arg.name}: ${toLiteral(value)}`;
        const name = `v${walk.vars.length}`;
        // Now and then the variable is declared with another type than the argument's.
        const declared =
          g(fc.integer, { min: 0, max: 9 }) === 0
            ? g(fc.constantFrom, 'Int', 'String!', '[ID]', 'Boolean', 'JSON')
            : String(arg.type);
        walk.vars.push(`$${name}: ${declared}`);
        walk.values[name] = value;
        return `${arg.name}: $${name}`;
      });
    const named = getNamedType(field.type);
    const sub = isLeafType(named)
      ? ''
      : ` { ${depth > 0 && isCompositeType(named) ? selection(g, named, depth - 1, ids, walk) : '__typename'} }`;
    return `${alias}${field.name}${args.length ? `(${args.join(', ')})` : ''}${sub}`;
  });
  return parts.join(' ');
}

/** A random read of the schema, with its variables. */
export const schemaQuery = (w: World): fc.Arbitrary<Document> => {
  const ids = [
    w.agentId,
    w.readyAssignmentId,
    w.runningAssignmentId,
    w.runningAttemptId,
    w.completedAttemptId,
    w.entityId,
    w.bAssignmentId,
    w.a.operatorActorId,
  ];
  return fc.gen().map((g) => {
    const walk: Walk = { vars: [], values: {} };
    const body = selection(g, schema.getQueryType()!, g(fc.integer, { min: 0, max: 4 }), ids, walk);
    return { query: `query Fuzz${walk.vars.length ? `(${walk.vars.join(', ')})` : ''} { ${body} }`, variables: walk.values };
  });
};

const repeat = (n: number, f: (i: number) => string, sep = ' ') => Array.from({ length: n }, (_, i) => f(i)).join(sep);
/** A selection exactly `depth` fields deep: viewer > actor > configurations > edges > node > agent > … > leaf. */
export const deepChain = (depth: number) => {
  const cycle = ['configurations', 'edges', 'node', 'agent'];
  const path = ['viewer', 'actor'];
  while (path.length < depth - 1) path.push(cycle[(path.length - 2) % cycle.length]!);
  const leaf = { viewer: 'role', actor: 'id', configurations: '__typename', edges: 'cursor', node: 'version', agent: 'id' }[
    path.at(-1)!
  ];
  return `{ ${path.map((f) => `${f} {`).join(' ')} ${leaf} ${'}'.repeat(path.length)} }`;
};

/** Documents built to exhaust something: the limits must refuse them quickly, and nothing may hang. */
export const floods: fc.Arbitrary<Document> = fc.oneof(
  fc.integer({ min: 31, max: 3_000 }).map((n) => ({ query: `{ ${repeat(n, (i) => `a${i}: viewer { role }`)} }` })),
  fc.integer({ min: 31, max: 3_000 }).map((n) => ({ query: `{ ${repeat(n, (i) => `t${i}: __typename`)} }` })),
  fc.integer({ min: 21, max: 3_000 }).map((n) => ({ query: `{ viewer ${repeat(n, () => '@include(if: true)')} { role } }` })),
  fc.integer({ min: 1, max: 500 }).map((n) => ({ query: `{ viewer { role ${repeat(n, (i) => `@d${i}`)} } }` })),
  fc.integer({ min: 11, max: 2_400 }).map((d) => ({ query: deepChain(d) })),
  fc
    .integer({ min: 10, max: 2_400 })
    .map((d) => ({ query: `{ ${'viewer { actor { '.repeat(1)}${'... on Actor { '.repeat(d)}id${' }'.repeat(d)} } } }` })),
  fc.integer({ min: 2_600, max: 8_000 }).map((n) => ({ query: `{ viewer { ${repeat(n, () => 'role')} } }` })),
  fc
    .integer({ min: 100, max: 2_000 })
    .map((n) => ({ query: `{ viewer { role } } ${repeat(n, (i) => `query Q${i} { __typename }`)}` })),
  fc
    .integer({ min: 100, max: 2_000 })
    .map((n) => ({ query: `query(${repeat(n, (i) => `$v${i}: Int`, ', ')}) { __typename }`, variables: { v0: 1 } })),
  fc
    .integer({ min: 2, max: 400 })
    .map((n) => ({ query: `query { ...F0 } ${repeat(n, (i) => `fragment F${i} on Query { ...F${(i + 1) % n} }`)}` })),
  fc.constant({ query: 'query { ...A } fragment A on Query { viewer { role } ...A }' }),
  fc.constant({
    query:
      'query { viewer { ...V } } fragment V on Viewer { actor { ...A } } fragment A on Actor { configurations { edges { node { agent { ...A } } } } }',
  }),
  // A fragment bomb: each fragment spreads the next twice, 2^n fields if anything expanded it naively.
  fc.integer({ min: 10, max: 60 }).map((n) => ({
    query: `query { ...F0 } ${repeat(n, (i) => `fragment F${i} on Query { ${i === n - 1 ? 'viewer { role }' : `...F${i + 1} a${i}: viewer { ...V${i} } ...F${i + 1}`} }`)} ${repeat(n, (i) => `fragment V${i} on Viewer { role }`)}`,
  })),
  fc.integer({ min: 1, max: 12 }).map((d) => ({
    query: `{ __schema { types { name fields { name args { name } type { ${'name ofType { '.repeat(d)}name${' }'.repeat(d)} } } } } }`,
  })),
  fc
    .integer({ min: 2, max: 200 })
    .map((n) => ({ query: `{ ${repeat(n, (i) => `t${i}: __type(name: "Query") { fields { name type { name } } }`)} }` })),
  fc.integer({ min: 1, max: 40 }).map((n) => ({
    query: `{ __schema { ${repeat(n, (i) => `s${i}: types { name interfaces { name } possibleTypes { name } enumValues(includeDeprecated: true) { name } }`)} } }`,
  })),
  fc.integer({ min: 200_000, max: 300_000 }).map((n) => ({ query: `{ viewer { role } } # ${'x'.repeat(n)}` })),
  fc
    .integer({ min: 1_000, max: 100_000 })
    .map((n) => ({ query: `{ events(kinds: ["${'k'.repeat(n)}"]) { edges { node { id } } } }` })),
  fc.integer({ min: 51, max: 3_000 }).map((n) => ({
    query: `query($k: [String!]) { events(kinds: $k) { edges { node { id } } } }`,
    variables: { k: Array.from({ length: n }, () => 'llm.request') },
  })),
  // Nested pages sized by variables (the cost limit must see them): mostly valid sizes, some out of range.
  fc
    .tuple(
      ...[0, 1, 2].map(() =>
        fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: 1, max: 100 }) },
          { weight: 1, arbitrary: fc.constantFrom(0, -1, 101, 1_000, 2 ** 31 - 1) },
          { weight: 1, arbitrary: fc.constant(null) },
        ),
      ),
      fc.boolean(),
    )
    .map(([a, b, c, last]) => ({
      query: `query($a: Int, $b: Int, $c: Int) { assignments(first: $a) { edges { node { id attempts(${last ? 'last' : 'first'}: $b) {
        edges { node { id events(first: $c) { edges { node { id kind } } } interactions(first: $c) { edges { node { callId } } } } } } } } } }`,
      variables: { a, b, c },
    })),
);

/** Subscriptions that must end at once: bad arguments or no valid caller. */
export const poisonedSubscriptions = (w: World): fc.Arbitrary<[Document, 'anonymous' | 'any']> =>
  fc.oneof(
    fc
      .tuple(
        fc.oneof(
          nonPositiveInt.filter((n) => n < 0),
          badInt,
        ),
        fc.constantFrom('ledgerEvents(afterSeq: $a)'),
      )
      .map(([a, f]) => [{ query: `subscription($a: Int) { ${f} { seq } }`, variables: { a } }, 'any'] as [Document, 'any']),
    badUuid.map(
      (id) =>
        [{ query: 'subscription($id: ID!) { assignmentChanged(id: $id) { state } }', variables: { id } }, 'any'] as [
          Document,
          'any',
        ],
    ),
    // Well-formed subscriptions would stream for ever: these go without a valid caller.
    fc
      .constantFrom(
        'ledgerEvents { seq }',
        `assignmentChanged(id: "${w.readyAssignmentId}") { state }`,
        'ledgerEvents(afterSeq: 0) { seq }',
      )
      .map((f) => [{ query: `subscription { ${f} }` }, 'anonymous'] as [Document, 'anonymous']),
    fc.constant([{ query: 'subscription { a: ledgerEvents { seq } b: assignmentChanged(id: "nope") { state } }' }, 'any'] as [
      Document,
      'any',
    ]),
  );

const EDIT_CHARS = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '$',
  '@',
  '!',
  '.',
  '...',
  '"',
  '"""',
  '\\',
  '#',
  ',',
  '|',
  '&',
  '=',
  ' on ',
  'query',
  'mutation',
  'fragment',
  '\u0000',
  '\ufeff',
  '\ud800',
  '\n',
];

/** A document with a few random edits: characters deleted, inserted, duplicated, or the text cut short. */
export const corrupted = (source: fc.Arbitrary<Document>): fc.Arbitrary<Document> =>
  fc
    .tuple(
      source,
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.nat({ max: 20 }),
          fc.constantFrom('delete', 'insert', 'duplicate', 'truncate'),
          fc.constantFrom(...EDIT_CHARS),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([doc, edits]) => {
      let q = doc.query;
      for (const [at, len, op, ch] of edits) {
        const i = q.length ? at % q.length : 0;
        if (op === 'delete') q = q.slice(0, i) + q.slice(i + len);
        else if (op === 'insert') q = q.slice(0, i) + ch + q.slice(i);
        else if (op === 'duplicate') q = q.slice(0, i + len) + q.slice(i, i + len) + q.slice(i + len);
        else q = q.slice(0, i);
      }
      return { ...doc, query: q };
    });
