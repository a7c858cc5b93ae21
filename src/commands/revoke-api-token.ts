import { z } from 'zod';
import type { Caller } from '../caller.js';
import { callFunction } from '../db/functions.js';
import type { Db } from '../db/kysely.js';
import { type ApiToken, toApiToken } from '../db/models.js';
import { id, parseInput } from '../validation.js';

export const RevokeApiTokenInput = z.object({ tokenId: id });

export { ApiTokenNotFound } from '../errors.js';

export interface RevokeApiTokenResult {
  /** True when the token was already revoked: nothing was written. */
  replayed: boolean;
  token: ApiToken;
}

/**
 * Revokes a token of the caller's organization: it stops authenticating at once in the database
 * (appending api_token.revoked). A server that cached the token keeps accepting it for at most its
 * cache lifetime, unless it is the server that revoked it (see cachedAuthenticator). SYSTEM only.
 */
export async function revokeApiToken(
  db: Db,
  caller: Caller,
  input: z.input<typeof RevokeApiTokenInput>,
): Promise<RevokeApiTokenResult> {
  const i = parseInput(RevokeApiTokenInput, input);
  const json = await callFunction(db, 'revoke_api_token', {
    organization_id: caller.organizationId,
    caller_id: caller.actorId,
    token_id: i.tokenId,
  });
  return { replayed: json.replayed, token: toApiToken(json.token) };
}
