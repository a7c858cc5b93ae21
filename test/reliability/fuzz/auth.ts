// Authorization headers: real tokens of each role, and every way to get one wrong (forged secrets,
// another organization's ids, truncation, wrong schemes, a deactivated Actor's token).
import fc from 'fast-check';
import { formatToken, parseToken } from '../../../src/auth/tokens.js';
import type { World } from './world.js';

export type Role = 'SYSTEM' | 'RUNNER' | 'OPERATOR' | 'VIEWER';
export const ROLES: readonly Role[] = ['SYSTEM', 'RUNNER', 'OPERATOR', 'VIEWER'];

/** `{}` (no header) or `{ authorization }`. */
export type AuthHeader = Record<string, string>;

const SECRET_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('');
const secret = fc.array(fc.constantFrom(...SECRET_CHARS), { minLength: 43, maxLength: 43 }).map((c) => c.join(''));
const hex32 = fc.uuid().map((u) => u.replaceAll('-', ''));
/** Header values fetch accepts (a ByteString without CR, LF or NUL). */
const headerText = (maxLength: number) =>
  fc.string({ maxLength, unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) });

const tokenOf = (w: World, role: Role) => w.a.tokens[role.toLowerCase() as 'system'];

/** A header that authenticates as `role` in organization a (in one of the spellings the server accepts). */
export const authorizedAs = (w: World, roles: readonly Role[]): fc.Arbitrary<AuthHeader> =>
  fc
    .tuple(fc.constantFrom(...roles), fc.constantFrom('Bearer ', 'bearer ', 'BEARER\t', 'Bearer   '))
    .map(([role, scheme]) => ({ authorization: `${scheme}${tokenOf(w, role)}` }));

/** Headers that never authenticate anyone. */
export function unauthenticated(w: World): fc.Arbitrary<AuthHeader> {
  const a = parseToken(w.a.tokens.system)!;
  const b = parseToken(w.b.tokens.system)!;
  const real = fc.constantFrom(w.a.tokens.system, w.a.tokens.runner, w.a.tokens.viewer, w.b.tokens.operator);
  const forged: fc.Arbitrary<string> = fc.oneof(
    secret.map((s) => formatToken({ ...a, secret: s })),
    secret.map((s) => formatToken({ ...b, secret: s })),
    fc.constant(formatToken({ ...a, organizationId: b.organizationId })),
    fc.constant(formatToken({ ...b, organizationId: a.organizationId })),
    fc.constant(formatToken({ organizationId: a.organizationId, tokenId: b.tokenId, secret: a.secret })),
    fc.tuple(hex32, hex32, secret).map(([o, t, s]) => `wfl_${o}_${t}_${s}`),
    fc.tuple(real, fc.integer({ min: 0, max: 110 })).map(([tok, n]) => tok.slice(0, n)),
    real.map((tok) => `${tok}x`),
    real.map((tok) => tok.toUpperCase()),
    real.map((tok) => tok.replace('wfl_', 'wfx_')),
    real.map((tok) => tok.slice(0, -1) + (tok.endsWith('A') ? 'B' : 'A')),
    fc.constantFrom(
      'wfl_',
      'wfl____',
      'null',
      'undefined',
      'true',
      '0',
      "' or 1=1 --",
      'eyJhbGciOiJub25lIn0.eyJyb2xlIjoiU1lTVEVNIn0.',
    ),
    fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'A'.repeat(n)),
    headerText(80).filter((s) => !s.includes(' ') && s.length > 0),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 6, arbitrary: forged.map((tok) => ({ authorization: `Bearer ${tok}` })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        { authorization: `Bearer ${w.deactivatedToken}` },
        { authorization: `Bearer ${w.revokedToken}` },
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(real, fc.constantFrom('Basic ', 'Token ', '', 'Bearer', 'Bearer Bearer ', 'Bearer: ', 'Bearer x ', 'Bearer, '))
        .map(([tok, scheme]) => ({ authorization: `${scheme}${tok}` })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { authorization: '' },
        { authorization: 'Bearer ' },
        { authorization: `Bearer ${w.a.tokens.system}, Bearer ${w.a.tokens.viewer}` },
      ),
    },
    { weight: 1, arbitrary: headerText(300).map((h) => ({ authorization: h })) },
  );
}

/** A header that fails for a command allowed only to `allowed`: anonymous, forged, or a real token of another role. */
export function unauthorizedFor(w: World, allowed: readonly Role[]): fc.Arbitrary<AuthHeader> {
  const others = ROLES.filter((r) => !allowed.includes(r));
  return others.length === 0 ? unauthenticated(w) : fc.oneof(unauthenticated(w), authorizedAs(w, others));
}

/**
 * Any header of organization a, for requests whose poison lies elsewhere. Organization b's tokens
 * stay out: a refusal that rests on an id being foreign ("another organization's goal") would be
 * a valid command from b.
 */
export const anyAuth = (w: World): fc.Arbitrary<AuthHeader> =>
  fc.oneof({ weight: 3, arbitrary: authorizedAs(w, ROLES) }, { weight: 2, arbitrary: unauthenticated(w) });

/** Any header, organization b's included: for reads, where b must find none of a's ids. */
export const anyReader = (w: World): fc.Arbitrary<AuthHeader> =>
  fc.oneof(
    { weight: 3, arbitrary: anyAuth(w) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...ROLES)
        .map((role) => ({ authorization: `Bearer ${w.b.tokens[role.toLowerCase() as 'system']}` })),
    },
  );
