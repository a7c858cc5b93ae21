import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { TOKEN_ROLES } from '../auth/roles.js';
import { formatToken } from '../auth/tokens.js';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type ApiToken, toApiToken } from '../db/models.js';
import { newId } from '../ids.js';
import { id, parseInput } from '../validation.js';

export { TOKEN_ROLES, type TokenRole } from '../auth/roles.js';
export type { ApiToken } from '../db/models.js';

/** The longest a token may live (also checked in SQL, against database time): a year and a day. */
export const MAX_TOKEN_TTL_SECONDS = 366 * 86_400;

export const CreateApiTokenInput = z
  .object({
    actorId: id,
    role: z.enum(TOKEN_ROLES),
    label: z.string().trim().min(1).max(200).optional(),
    tokenId: id.optional(),
    /** When it stops authenticating; or give ttlSeconds. Neither: it lives until revoked. */
    expiresAt: z.date().optional(),
    ttlSeconds: z.number().int().min(60).max(MAX_TOKEN_TTL_SECONDS).optional(),
  })
  .refine((i) => i.expiresAt === undefined || i.ttlSeconds === undefined, {
    message: 'give expiresAt or ttlSeconds, not both',
    path: ['ttlSeconds'],
  });

export interface CreateApiTokenResult {
  replayed: boolean;
  token: ApiToken;
  /** The bearer token. Only its secret's SHA-256 is stored: this is the one time it is seen. */
  secret: string;
}

/** Issues a token bound to one Actor and one role, optionally expiring. SYSTEM callers only. */
export async function createApiToken(
  db: Db,
  caller: Caller,
  input: z.input<typeof CreateApiTokenInput>,
): Promise<CreateApiTokenResult> {
  const i = parseInput(CreateApiTokenInput, input);
  const tokenId = i.tokenId ?? newId();
  const secret = randomBytes(32).toString('base64url');
  const digest = createHash('sha256').update(secret).digest();
  const json = await callFunction(db, 'create_api_token', {
    organization_id: caller.organizationId,
    caller_id: caller.actorId,
    token_id: tokenId,
    actor_id: i.actorId,
    role: i.role,
    secret_sha256: digest,
    label: i.label ?? null,
    expires_at: i.expiresAt ?? null,
    ttl_seconds: i.ttlSeconds ?? null,
  });
  const row = json.token;
  return {
    replayed: json.replayed,
    secret: formatToken({ organizationId: row.organization_id, tokenId: row.token_id, secret }),
    token: toApiToken(row),
  };
}
