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

  it('keeps refusing a deactivated Actor\u2019s token while the Actor projection is rebuilt, and still accepts an active one', async () => {
    // Given a deactivated Actor with a token, and an active one with a token
    const org = await newOrganization(t);
    const gone = await newHuman(t, org);
    const active = await newHuman(t, org);
    const { secret: goneSecret } = await createApiToken(t.db, org.system, { actorId: gone.actorId, role: 'OPERATOR' });
    const { secret: activeSecret } = await createApiToken(t.db, org.system, { actorId: active.actorId, role: 'OPERATOR' });
    await deactivateActor(t.db, org.system, { actorId: gone.actorId });
    const authenticate = cachedAuthenticator(t.db, 0);
    expect(await authenticate(goneSecret)).toBeNull();
    // When the rebuild of the Actor projection has run its first batch, and neither Actor has its row yet
    const step = await t.appPool.query<{ result: { done: boolean } }>(
      functionQuery('rebuild_projection', {
        organization_id: org.organizationId,
        caller_id: org.system.actorId,
        projection: 'ACTORS',
        batch_size: 1,
      }),
    );
    expect(step.rows[0]!.result.done).toBe(false);
    const { rows } = await t.admin.query('select 1 from workforce.actors where organization_id = $1 and actor_id = any($2)', [
      org.organizationId,
      [gone.actorId, active.actorId],
    ]);
    expect(rows).toEqual([]);
    // Then the deactivated Actor's token is still refused (the ledger says so), the active one's accepted
    expect(await authenticate(goneSecret)).toBeNull();
    expect((await authenticate(activeSecret))?.actorId).toBe(active.actorId);
  });
});
