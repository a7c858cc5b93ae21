import { describe, expect, it } from 'vitest';
import { cachedAuthenticator } from '../../src/auth/tokens.js';
import { createApiToken, deactivateActor, revokeApiToken } from '../../src/commands/index.js';
import { useTestDatabase } from '../helpers/db.js';
import { newHuman, newOrganization } from '../helpers/factories.js';
import { functionQuery } from '../helpers/functions.js';

const t = useTestDatabase();

describe('token cache', () => {
  it('answers repeated authentications without a statement within its TTL, and never caches a refusal', async () => {
    // Given a valid token and an invalid one of the same shape
    const org = await newOrganization(t);
    const human = await newHuman(t, org);
    const { secret } = await createApiToken(t.db, org.system, { actorId: human.actorId, role: 'OPERATOR' });
    const forged = `${secret.slice(0, -4)}AAAA`;
    const cached = cachedAuthenticator(t.db, 60_000);
    const uncached = cachedAuthenticator(t.db, 0);
    // When each is presented three times
    t.statements.count = 0;
    for (let i = 0; i < 3; i++) expect((await cached(secret))?.actorId).toBe(human.actorId);
    expect(t.statements.count).toBe(1);
    t.statements.count = 0;
    for (let i = 0; i < 3; i++) expect(await cached(forged)).toBeNull();
    expect(t.statements.count).toBe(3);
    // Then deactivation reaches an uncached authenticator at once, the cache only after its TTL
    await deactivateActor(t.db, org.system, { actorId: human.actorId });
    expect(await uncached(secret)).toBeNull();
    expect((await cached(secret))?.actorId).toBe(human.actorId);
  });

  it('forget(tokenId) drops a revoked token at once; another process\u2019s cache keeps it at most its TTL', async () => {
    // Given a token accepted by two caches (two server processes)
    const org = await newOrganization(t);
    const human = await newHuman(t, org);
    const { secret, token } = await createApiToken(t.db, org.system, { actorId: human.actorId, role: 'VIEWER' });
    const here = cachedAuthenticator(t.db, 60_000);
    const elsewhere = cachedAuthenticator(t.db, 60_000);
    expect(await here(secret)).not.toBeNull();
    expect(await elsewhere(secret)).not.toBeNull();
    // When it is revoked here
    await revokeApiToken(t.db, org.system, { tokenId: token.id });
    here.forget(token.id);
    // Then here it is refused at once; elsewhere it lives on in the cache (bounded by the TTL, documented)
    expect(await here(secret)).toBeNull();
    expect(await elsewhere(secret)).not.toBeNull();
    expect(await cachedAuthenticator(t.db, 0)(secret)).toBeNull();
  });

  it('keeps refusing a deactivated Actor\u2019s token through every batch of an Actor rebuild, and accepts an active one', async () => {
    // Given a deactivated Actor with a token, an active one with a token, and events between the
    // deactivated Actor's registration and its deactivation
    const org = await newOrganization(t);
    const gone = await newHuman(t, org);
    const active = await newHuman(t, org);
    const { secret: goneSecret } = await createApiToken(t.db, org.system, { actorId: gone.actorId, role: 'OPERATOR' });
    const { secret: activeSecret } = await createApiToken(t.db, org.system, { actorId: active.actorId, role: 'OPERATOR' });
    await deactivateActor(t.db, org.system, { actorId: gone.actorId });
    const authenticate = cachedAuthenticator(t.db, 0);
    expect(await authenticate(goneSecret)).toBeNull();
    const goneRow = async () =>
      (
        await t.admin.query<{ status: string }>(
          'select status from workforce.actors where organization_id = $1 and actor_id = $2',
          [org.organizationId, gone.actorId],
        )
      ).rows[0]?.status ?? 'missing';
    // When the Actor projection is rebuilt one event a batch, the row first missing, then ACTIVE, then DEACTIVATED
    const seen = new Set<string>();
    for (let done = false; !done; ) {
      const step = await t.appPool.query<{ result: { done: boolean } }>(
        functionQuery('rebuild_projection', {
          organization_id: org.organizationId,
          caller_id: org.system.actorId,
          projection: 'ACTORS',
          batch_size: 1,
        }),
      );
      done = step.rows[0]!.result.done;
      seen.add(await goneRow());
      // Then after every batch the deactivated Actor's token is refused (the ledger says so), the active one's accepted
      expect(await authenticate(goneSecret)).toBeNull();
      expect((await authenticate(activeSecret))?.actorId).toBe(active.actorId);
    }
    expect([...seen]).toEqual(['missing', 'ACTIVE', 'DEACTIVATED']);
  });
});
