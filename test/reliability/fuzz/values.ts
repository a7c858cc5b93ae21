// Hostile scalars and JSON: bad UUIDs and timestamps, unicode edge cases, numbers out of range,
// huge strings and nesting deeper than any serializer should be asked to walk.
import fc from 'fast-check';

/**
 * Nesting `depth` levels deep, written out as text when the request is serialized: JSON.stringify
 * itself overflows the stack past a few thousand levels, and the point is to send far more.
 */
export class Deep {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object',
  ) {}
  json(): string {
    return this.shape === 'array'
      ? `${'['.repeat(this.depth)}"leaf"${']'.repeat(this.depth)}`
      : `${'{"k":'.repeat(this.depth)}"leaf"${'}'.repeat(this.depth)}`;
  }
  /** As a GraphQL literal (object keys unquoted). */
  literal(): string {
    return this.shape === 'array' ? this.json() : `${'{k:'.repeat(this.depth)}"leaf"${'}'.repeat(this.depth)}`;
  }
}

/** An enum value: a bare name in a GraphQL literal, a string in variables. */
export class EnumValue {
  constructor(readonly name: string) {}
}

const MARK = '\u{F0000}deep:';
/** JSON text of a value that may hold Deep and EnumValue parts. */
export function toJson(value: unknown): string {
  const deep: Deep[] = [];
  const text =
    JSON.stringify(value, (_key, v: unknown) => {
      if (v instanceof Deep) return `${MARK}${deep.push(v) - 1}`;
      if (v instanceof EnumValue) return v.name;
      return v;
    }) ?? 'null';
  return deep.length === 0 ? text : text.replace(new RegExp(`"${MARK}(\\d+)"`, 'gu'), (_, i: string) => deep[Number(i)]!.json());
}

/** A GraphQL literal of such a value (strings JSON-escaped, which GraphQL string syntax accepts). */
export function toLiteral(value: unknown): string {
  if (value instanceof Deep) return value.literal();
  if (value instanceof EnumValue) return value.name;
  if (value === undefined || value === null || (typeof value === 'number' && !Number.isFinite(value))) return 'null';
  if (Array.isArray(value)) return `[${value.map(toLiteral).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${toLiteral(v)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '\u202e\u202d',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0301\u0301',
  '😀👩‍👩‍👧‍👦',
  '\u2028\u2029',
  '\u0085',
  '\uffff\ufffe',
  '𝕏',
  'Ω≈ç√∫',
  '\u0007\u001b[31m',
  '\\u0000',
  '%00',
  '\r\n\r\n',
] as const;
/** Strings PostgreSQL cannot store: every one is a refusal wherever it appears in an input. */
export const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', 'ok\udbff'] as const;

// biome-ignore-start lint/suspicious/noTemplateCurlyInString: '${jndi:x}' is a hostile input, not a template.
const SQLISH = [
  "' or '1'='1",
  "'; drop table events; --",
  '$1',
  '\\x00',
  ') union select 1 --',
  '%s%s%s%n',
  '${jndi:x}',
  '__proto__',
  'constructor',
];
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: the hostile inputs end here.

/** Any string, biased to the edges (empty, unicode oddities, injection-looking text, long). */
export const hostileString = (maxLength = 64): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.string({ maxLength, unit: 'binary' }) },
    { weight: 8, arbitrary: fc.string({ maxLength, unit: 'grapheme' }) },
    { weight: 8, arbitrary: fc.constantFrom('', ' ', '   ', ...UNICODE_EDGES, ...SQLISH) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...UNICODE_EDGES, 'x', ' '), fc.integer({ min: 100, max: 10_000 }))
        .map(([s, n]) => s.repeat(n)),
    },
  );

/** A string of `min`..`max` bytes or so: huge, but under or over the body limit by choice. */
export const hugeString = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom('x', 'é', '😀', ' ', '"', '\\'), fc.integer({ min, max }))
    .map(([c, n]) => c.repeat(Math.max(1, Math.floor(n / Buffer.byteLength(c)))));

/** Strings that are not UUIDs in the 8-4-4-4-12 form, close misses included. */
export const badUuid: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'not-a-uuid',
    'null',
    'undefined',
    '0',
    '-1',
    '00000000-0000-0000-0000-00000000000',
    '{00000000-0000-0000-0000-000000000000}',
    'urn:uuid:8f0e4c2e-1f4a-4a43-9d8e-0d6c1f1b2a11',
    '8f0e4c2e1f4a4a439d8e0d6c1f1b2a11',
    '8f0e4c2e-1f4a-4a43-9d8e-0d6c1f1b2a1g',
    ' 8f0e4c2e-1f4a-4a43-9d8e-0d6c1f1b2a11',
    '8f0e4c2e-1f4a-4a43-9d8e-0d6c1f1b2a11\n',
    '8f0e4c2e-1f4a-4a43-9d8e-0d6c1f1b2a11 ',
    '٨f0e4c2e-1f4a-4a43-9d8e-0d6c1f1b2a11',
    ...SQLISH,
    ...UNSTORABLE,
  ),
  fc.uuid().map((u) => u.slice(0, 35)),
  fc.uuid().map((u) => `${u}0`),
  fc.uuid().map((u) => u.replaceAll('-', '_')),
  fc.string({ maxLength: 40 }).filter((s) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)),
);

/** A well-formed UUID no organization uses. */
export const unknownUuid: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
);

const HOUR = 3_600_000;
/**
 * Timestamps a claim must refuse: malformed, without a time zone, out of range, in the past, or
 * further than the tests' maximum claim (one hour) ahead.
 */
export const refusedTimestamp = (now: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(
      '',
      'yesterday',
      'now',
      'TZ',
      '2026-13-45T00:00:00Z',
      '2026-02-30T25:61:61Z',
      '2020-01-01',
      '2020-01-01T00:00:00',
      '2020-01-01 00:00:00+00',
      '+275760-09-13T00:00:00.001Z',
      '-271821-04-20T00:00:00Z',
      '1970-01-01T00:00:00Z',
      '0000-00-00T00:00:00Z',
      'NaN',
      'Infinity',
      '2026-11-29T12:00:00Z\u0000',
      '2026-11-29T12:00:00+99:99',
      '9999-12-31T23:59:59.999Z',
    ),
    fc.constantFrom(0, -1, 1e20, 1.5, true, [], {}),
    fc.integer({ min: -50 * 365 * 24, max: -1 }).map((h) => new Date(now + h * HOUR).toISOString()),
    fc.integer({ min: 3, max: 80_000 * 24 }).map((h) => new Date(now + h * HOUR).toISOString()),
    // An offset moves the instant 5.5 hours earlier: still more than the maximum ahead.
    fc.integer({ min: 8, max: 48 }).map((h) => new Date(now + h * HOUR).toISOString().replace('Z', '+05:30')),
  );

/** Not a valid GraphQL Int (or not an Int at all): coercion refuses every one. */
export const badInt: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    1.5,
    -0.5,
    0.0001,
    '1',
    '',
    'ten',
    true,
    false,
    [],
    [1],
    {},
    { value: 1 },
  ),
  fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(Number),
);

/** An Int GraphQL accepts but the commands refuse as a count or a version (zero, negative). */
export const nonPositiveInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -(2 ** 31)),
  fc.integer({ min: -(2 ** 31), max: 0 }),
);

/** Nesting past the 64 levels inputs may have, from just over to absurd. */
export const tooDeep: fc.Arbitrary<Deep> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 65, max: 200 }), fc.integer({ min: 200, max: 5_000 }), fc.integer({ min: 5_000, max: 60_000 })),
    fc.constantFrom('array' as const, 'object' as const),
  )
  .map(([d, s]) => new Deep(d, s));

/** Any JSON-ish value, sometimes absurdly deep. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 2, arbitrary: fc.oneof(badUuid, hostileString(), badInt) },
  { weight: 1, arbitrary: tooDeep },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, '', 0, [], {}, [[[]]], JSON.parse('{"__proto__":{"admin":true}}') as unknown, {
      constructor: { prototype: {} },
    }),
  },
);
