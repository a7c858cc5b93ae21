// API tokens that expire and can be revoked, with their last use recorded (throttled), and their
// metadata for SYSTEM callers, never their hashes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAuthenticator } from '../../src/auth/tokens.js';
import { createApiToken, revokeApiToken } from '../../src/commands/index.js';
import { LedgerFeed } from '../../src/events/live.js';
import { createWorkforceYoga } from '../../src/yoga.js';
import { graphql } from '../gql/index.js';
import {
  type ApiOrganization,
  apiOrganization,
  execute,
  nodesOf,
  TEST_LIMITS,
  TEST_PROTECTION,
  useYoga,
} from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';
import { soonInDatabaseTime, waitUntilDatabaseTime } from '../helpers/factories.js';

const t = useTestDatabase();
const api = useYoga(t);

const CreateToken = graphql(`
  mutation TkCreate($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenSuccess { token apiToken { id role expiresAt revokedAt lastUsedAt createdBy { id } } }
      ... on ValidationError { issues { path message } }
      ... on Error { code message }
    }
  }
`);
const RevokeToken = graphql(`
  mutation TkRevoke($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on RevokeApiTokenSuccess { replayed apiToken { id revokedAt revokedBy { id } } }
      ... on Error { code message }
    }
  }
`);
const Tokens = graphql(`
  query TkList($actorId: ID) { apiTokens(actorId: $actorId) { edges { node { id role label expiresAt revokedAt lastUsedAt actor { id } } } } }
`);
const Viewer = graphql(`query TkViewer { viewer { role actor { id } } }`);

let org: ApiOrganization;
let system: { organizationId: string; actorId: string };
const events = async (kind: string) =>
  (
    await t.admin.query<{ n: number }>(
      'select count(*)::int as n from workforce.events where organization_id = $1 and kind = $2',
      [org.organizationId, kind],
    )
  ).rows[0]!.n;
const tokenRow = async (id: string) =>
  (
    await t.admin.query<{ expires_at: Date | null; last_used_at: Date | null; revoked_at: Date | null }>(
      'select expires_at, last_used_at, revoked_at from workforce.api_tokens where token_id = $1',
      [id],
    )
  ).rows[0]!;

beforeAll(async () => {
  org = await apiOrganization(t, 'tokens');
  system = { organizationId: org.organizationId, actorId: org.systemActorId };
});

describe('expiry', () => {
  it('ttlSeconds and expiresAt set the expiry in database time; the event records it', async () => {
    const before = await soonInDatabaseTime(t, 0);
    const byTtl = await execute(
      api.yoga,
      CreateToken,
      { input: { actorId: org.operatorActorId, role: 'VIEWER', ttlSeconds: 600 } },
      org.tokens.system,
    );
    if (byTtl.data?.createApiToken.__typename !== 'CreateApiTokenSuccess') throw new Error(JSON.stringify(byTtl));
    const expires = new Date(byTtl.data.createApiToken.apiToken.expiresAt as string).getTime();
    expect(expires).toBeGreaterThanOrEqual(before.getTime() + 600_000);
    expect(expires).toBeLessThan(before.getTime() + 610_000);
    const at = new Date(Date.now() + 3_600_000);
    const byDate = await execute(
      api.yoga,
      CreateToken,
      { input: { actorId: org.operatorActorId, role: 'VIEWER', expiresAt: at.toISOString() } },
      org.tokens.system,
    );
    if (byDate.data?.createApiToken.__typename !== 'CreateApiTokenSuccess') throw new Error(JSON.stringify(byDate));
    expect(new Date(byDate.data.createApiToken.apiToken.expiresAt as string).getTime()).toBe(at.getTime());
    const { rows } = await t.admin.query<{ payload: { expires_at: string } }>(
      `select payload from workforce.events where organization_id = $1 and kind = 'api_token.created' and payload->>'token_id' = $2`,
      [org.organizationId, byDate.data.createApiToken.apiToken.id],
    );
    expect(new Date(rows[0]!.payload.expires_at).getTime()).toBe(at.getTime());
  });

  it('refuses an expiry in the past, too far ahead, or given twice, as ValidationError, writing nothing', async () => {
    const created = await events('api_token.created');
    const cases = [
      { ttlSeconds: 10 },
      { ttlSeconds: 367 * 86_400 },
      { expiresAt: new Date(Date.now() - 1_000).toISOString() },
      { expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() },
      { expiresAt: new Date(Date.now() + 60_000).toISOString(), ttlSeconds: 600 },
    ];
    for (const expiry of cases) {
      const result = await execute(
        api.yoga,
        CreateToken,
        { input: { actorId: org.operatorActorId, role: 'VIEWER', ...expiry } },
        org.tokens.system,
      );
      expect({ expiry, typename: result.data?.createApiToken.__typename }).toEqual({ expiry, typename: 'ValidationError' });
    }
    expect(await events('api_token.created')).toBe(created);
  });

  it('an expired token is UNAUTHENTICATED, and a cached one stops authenticating at its expiry, not at the cache\u2019s', async () => {
    // Given a token expiring in about two seconds, accepted once through a one-hour cache
    const at = await soonInDatabaseTime(t, 2_000);
    const { secret } = await createApiToken(t.db, system, { actorId: org.operatorActorId, role: 'VIEWER', expiresAt: at });
    const cached = cachedAuthenticator(t.db, 3_600_000);
    expect((await cached(secret))?.expiresAt?.getTime()).toBe(at.getTime());
    expect((await execute(api.yoga, Viewer, {}, secret)).data?.viewer.role).toBe('VIEWER');
    // When the expiry passes (in database time, and in this process's, which the cache goes by)
    await waitUntilDatabaseTime(t, at);
    const deadline = Date.now() + 5_000;
    while (Date.now() <= at.getTime() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Then the API refuses it, and so does the cache that accepted it a moment ago
    const refused = await execute(api.yoga, Viewer, {}, secret);
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(await cached(secret)).toBeNull();
  });
});

describe('revocation', () => {
  let cachingYoga: ReturnType<typeof createWorkforceYoga>;
  let feed: LedgerFeed;
  beforeAll(() => {
    feed = new LedgerFeed({ connectionString: t.url, db: t.db });
    cachingYoga = createWorkforceYoga({
      db: t.db,
      feed,
      limits: TEST_LIMITS,
      protection: TEST_PROTECTION,
      tokenCacheMs: 3_600_000,
      log: () => {},
    });
  });
  afterAll(() => feed?.close());

  it('revokeApiToken: the token stops at once on the revoking server despite its cache, with one api_token.revoked event; again is replayed', async () => {
    // Given a token this server has cached
    const { secret, token } = await createApiToken(t.db, system, {
      actorId: org.operatorActorId,
      role: 'OPERATOR',
      label: 'to revoke',
    });
    expect((await execute(cachingYoga, Viewer, {}, secret)).data?.viewer.role).toBe('OPERATOR');
    const revokedEvents = await events('api_token.revoked');

    // When a SYSTEM caller revokes it through the same server
    const result = await execute(cachingYoga, RevokeToken, { input: { tokenId: token.id } }, org.tokens.system);
    const revoked = result.data?.revokeApiToken;
    if (revoked?.__typename !== 'RevokeApiTokenSuccess') throw new Error(JSON.stringify(result));
    expect(revoked).toMatchObject({ replayed: false, apiToken: { id: token.id, revokedBy: { id: org.systemActorId } } });
    expect(revoked.apiToken.revokedAt).toBeTruthy();

    // Then it is UNAUTHENTICATED there at once, and everywhere that asks the database
    for (const yoga of [cachingYoga, api.yoga]) {
      const refused = await execute(yoga, Viewer, {}, secret);
      expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    }
    expect(await events('api_token.revoked')).toBe(revokedEvents + 1);

    // And revoking again writes nothing and says so
    const again = await execute(api.yoga, RevokeToken, { input: { tokenId: token.id } }, org.tokens.system);
    expect(again.data?.revokeApiToken).toMatchObject({ __typename: 'RevokeApiTokenSuccess', replayed: true });
    expect(await events('api_token.revoked')).toBe(revokedEvents + 1);
  });

  it('an unknown token, or another organization\u2019s, is ApiTokenNotFound and nothing is written', async () => {
    const other = await apiOrganization(t, 'tokens-other');
    const { token: theirs } = await createApiToken(
      t.db,
      { organizationId: other.organizationId, actorId: other.systemActorId },
      { actorId: other.operatorActorId, role: 'VIEWER' },
    );
    const before = await events('api_token.revoked');
    for (const tokenId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const result = await execute(api.yoga, RevokeToken, { input: { tokenId } }, org.tokens.system);
      expect(result.data?.revokeApiToken).toMatchObject({ __typename: 'ApiTokenNotFound', code: 'API_TOKEN_NOT_FOUND' });
    }
    expect(await events('api_token.revoked')).toBe(before);
    expect((await tokenRow(theirs.id)).revoked_at).toBeNull();
    // Their token still works
    expect((await execute(api.yoga, Viewer, {}, other.tokens.viewer)).data?.viewer.role).toBe('VIEWER');
  });
});

describe('last use', () => {
  it('is recorded on the first use, then at most once a minute, in the same single statement', async () => {
    // Given a new token, never used
    const { secret, token } = await createApiToken(t.db, system, { actorId: org.operatorActorId, role: 'VIEWER' });
    expect((await tokenRow(token.id)).last_used_at).toBeNull();
    const uncached = cachedAuthenticator(t.db, 0);

    // When it authenticates, Then its last use is recorded, in the one statement authentication costs
    t.statements.count = 0;
    expect(await uncached(secret)).not.toBeNull();
    expect(t.statements.count).toBe(1);
    const first = (await tokenRow(token.id)).last_used_at;
    expect(first).not.toBeNull();

    // And using it again within the minute writes nothing (still one statement)
    t.statements.count = 0;
    for (let i = 0; i < 3; i++) expect(await uncached(secret)).not.toBeNull();
    expect(t.statements.count).toBe(3);
    expect((await tokenRow(token.id)).last_used_at).toEqual(first);

    // And once the recorded use is over a minute old, the next use records again
    await t.admin.query(`update workforce.api_tokens set last_used_at = now() - interval '61 seconds' where token_id = $1`, [
      token.id,
    ]);
    const aged = (await tokenRow(token.id)).last_used_at!;
    expect(await uncached(secret)).not.toBeNull();
    expect((await tokenRow(token.id)).last_used_at!.getTime()).toBeGreaterThan(aged.getTime() + 60_000);
  });
});

describe('token metadata', () => {
  it('apiTokens lists a SYSTEM caller\u2019s organization\u2019s tokens with expiry, revocation and last use, and never a hash', async () => {
    const { token: live } = await createApiToken(t.db, system, {
      actorId: org.runnerActorId,
      role: 'RUNNER',
      label: 'listed',
      ttlSeconds: 900,
    });
    const { token: gone } = await createApiToken(t.db, system, { actorId: org.runnerActorId, role: 'RUNNER', label: 'revoked' });
    await revokeApiToken(t.db, system, { tokenId: gone.id });

    const result = await execute(api.yoga, Tokens, { actorId: org.runnerActorId }, org.tokens.system);
    expect(result.errors).toBeUndefined();
    const listed = nodesOf(result.data!.apiTokens);
    expect(listed.every((k) => k.actor.id === org.runnerActorId)).toBe(true);
    expect(listed.find((k) => k.id === live.id)).toMatchObject({ role: 'RUNNER', label: 'listed', revokedAt: null });
    expect(listed.find((k) => k.id === live.id)?.expiresAt).toBeTruthy();
    expect(listed.find((k) => k.id === gone.id)?.revokedAt).toBeTruthy();
    expect(listed.find((k) => k.id === live.id)?.lastUsedAt).toBeNull();

    // No hash anywhere in the answer
    const { rows } = await t.admin.query<{ h: string }>(
      `select encode(secret_sha256, 'hex') as h from workforce.api_tokens where organization_id = $1`,
      [org.organizationId],
    );
    const text = JSON.stringify(result.data);
    expect(rows.length).toBeGreaterThan(3);
    for (const { h } of rows) expect(text.includes(h)).toBe(false);
  });
});
