import { createHash, timingSafeEqual } from 'node:crypto';
import type { TokenRole } from '../commands/create-api-token.js';
import type { Db } from '../db/kysely.js';

/**
 * A bearer token reads `wfl_<organization>_<token id>_<secret>`: the organization and token ids
 * (UUIDs without dashes) say where to look, so the lookup stays inside one organization (and on
 * one Citus worker); only the secret's SHA-256 is stored, compared in constant time.
 */
const TOKEN = /^wfl_([0-9a-f]{32})_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

const dashed = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export interface TokenParts {
  organizationId: string;
  tokenId: string;
  secret: string;
}

export function formatToken(parts: TokenParts): string {
  return `wfl_${parts.organizationId.replaceAll('-', '')}_${parts.tokenId.replaceAll('-', '')}_${parts.secret}`;
}

export function parseToken(raw: string): TokenParts | null {
  const match = TOKEN.exec(raw);
  return match ? { organizationId: dashed(match[1]!), tokenId: dashed(match[2]!), secret: match[3]! } : null;
}

export interface AuthenticatedCaller {
  organizationId: string;
  organizationSlug: string;
  actorId: string;
  role: TokenRole;
  tokenId: string;
}

/** Resolves a bearer token to its caller with one statement, or null if it is not valid. */
export async function authenticate(db: Db, raw: string): Promise<AuthenticatedCaller | null> {
  const parts = parseToken(raw);
  if (!parts) return null;
  const row = await db.selectFrom('api_tokens as t')
    .innerJoin('organizations as o', 'o.organization_id', 't.organization_id')
    .leftJoin('actors as a', (join) => join.onRef('a.organization_id', '=', 't.organization_id').onRef('a.actor_id', '=', 't.actor_id'))
    .select(['t.actor_id', 't.role', 't.secret_sha256', 'o.slug', 'a.status'])
    .where('t.organization_id', '=', parts.organizationId)
    .where('t.token_id', '=', parts.tokenId)
    .executeTakeFirst();
  const presented = createHash('sha256').update(parts.secret).digest();
  // Compare even when there is no row, so a miss costs the same as a wrong secret.
  const stored = row?.secret_sha256 ?? Buffer.alloc(32);
  const valid = timingSafeEqual(presented, stored) && row !== undefined;
  // A deactivated actor's tokens stop working. (While the Actor projection is being rebuilt the row
  // may be missing: the token still authenticates, and every command refuses until the rebuild ends.)
  if (!valid || row.status === 'DEACTIVATED') return null;
  return { organizationId: parts.organizationId, organizationSlug: row.slug, actorId: row.actor_id, role: row.role, tokenId: parts.tokenId };
}

/**
 * Authenticates through a short-lived cache of accepted tokens, so a Runner's stream of mutations
 * costs one statement each instead of two. A deactivated Actor's token keeps authenticating for at
 * most `ttlMs`, but every command still checks in SQL that its caller is an active Actor. Refusals
 * are not cached. `ttlMs` 0 turns the cache off.
 */
export function cachedAuthenticator(db: Db, ttlMs: number, maxEntries = 10_000): (raw: string) => Promise<AuthenticatedCaller | null> {
  const cache = new Map<string, { caller: AuthenticatedCaller; expires: number }>();
  return async (raw) => {
    if (ttlMs <= 0) return authenticate(db, raw);
    const now = Date.now();
    const hit = cache.get(raw);
    if (hit && hit.expires > now) return hit.caller;
    const caller = await authenticate(db, raw);
    cache.delete(raw);
    if (caller) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(raw, { caller, expires: now + ttlMs });
    }
    return caller;
  };
}
