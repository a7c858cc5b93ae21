import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/kysely.js';
import type { TokenRole } from './roles.js';

/**
 * A bearer token reads `wfl_<organization>_<token id>_<secret>`: the organization and token ids
 * (UUIDs without dashes) say where to look, so the lookup stays inside one organization (and on
 * one Citus worker); only the secret's SHA-256 is stored, compared in constant time.
 */
const TOKEN = /^wfl_([0-9a-f]{32})_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

const dashed = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

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
  /** When the token stops authenticating (null: never, unless revoked). */
  expiresAt: Date | null;
}

/**
 * Resolves a bearer token to its caller with one statement, or null if it is not valid: unknown,
 * wrong secret, revoked, expired, or its Actor deactivated. The check is workforce.authenticate_token
 * (SECURITY DEFINER): no organization is set for row-level security yet, and the application role
 * cannot read the hashes at all. It records the token's last use, at most once a minute.
 */
export async function authenticate(db: Db, raw: string): Promise<AuthenticatedCaller | null> {
  const parts = parseToken(raw);
  if (!parts) return null;
  const presented = createHash('sha256').update(parts.secret).digest();
  const { rows } = await sql<{ actor_id: string; role: TokenRole; organization_slug: string; expires_at: Date | null }>`
    select * from workforce.authenticate_token(p_organization_id => ${parts.organizationId}, p_token_id => ${parts.tokenId},
                                               p_secret_sha256 => ${presented})`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    organizationId: parts.organizationId,
    organizationSlug: row.organization_slug,
    actorId: row.actor_id,
    role: row.role,
    tokenId: parts.tokenId,
    expiresAt: row.expires_at,
  };
}

export interface TokenAuthenticator {
  (raw: string): Promise<AuthenticatedCaller | null>;
  /** Drops a token from this process's cache at once (after revoking it). */
  forget(tokenId: string): void;
}

/**
 * Authenticates through a short-lived cache of accepted tokens, so a Runner's stream of mutations
 * costs one statement each instead of two. An entry lives `ttlMs`, never past the token's own
 * expiry. A token revoked here is forgotten at once; one revoked through another server process, or
 * an Actor deactivated, keeps authenticating in this one for at most `ttlMs` (every command still
 * checks in SQL that its caller is an active Actor). Refusals are not cached. `ttlMs` 0 turns the
 * cache off.
 */
export function cachedAuthenticator(db: Db, ttlMs: number, maxEntries = 10_000): TokenAuthenticator {
  const cache = new Map<string, { caller: AuthenticatedCaller; expires: number }>();
  const authenticator = async (raw: string) => {
    if (ttlMs <= 0) return authenticate(db, raw);
    const now = Date.now();
    const hit = cache.get(raw);
    if (hit && hit.expires > now) return hit.caller;
    const caller = await authenticate(db, raw);
    cache.delete(raw);
    if (caller) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(raw, { caller, expires: Math.min(now + ttlMs, caller.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) });
    }
    return caller;
  };
  return Object.assign(authenticator, {
    forget(tokenId: string) {
      for (const [raw, entry] of cache) if (entry.caller.tokenId === tokenId) cache.delete(raw);
    },
  });
}
