// bootstrapOrganization (src/app.ts): what `serve` runs on every start. Servers started together on
// a new database race to create WORKFORCE_ORGANIZATION; the one that loses must start all the same.
import { describe, expect, it } from 'vitest';
import { bootstrapOrganization, type Database } from '../../src/app.js';
import { useTestDatabase } from '../helpers/db.js';
import { functionQuery } from '../helpers/functions.js';
import { HeldTransaction, waitForLockWaiters } from '../helpers/locks.js';

const t = useTestDatabase();

describe('bootstrapOrganization', () => {
  it('two servers starting together: the one blocked behind the other creation finds the organization made', async () => {
    const database = { ownerDb: t.ownerDb } as Database;
    // Given: another server's creation of the organization, held open before its commit
    const other = await HeldTransaction.begin(t.admin);
    await other.query('set local role workforce_owner');
    await other.query(
      functionQuery('create_organization', {
        organization_id: null,
        slug: 'together',
        system_actor_id: null,
        display_name: 'System',
      }),
    );
    // When: this server bootstraps the same slug, waits behind it, and the other commits
    const starting = bootstrapOrganization(database, 'together');
    await waitForLockWaiters(t, 'create_organization');
    await other.commit();
    // Then: it starts with the organization the other made, and no second token
    const started = await starting;
    const { rows } = await t.admin.query<{ organization_id: string }>(
      `select organization_id from workforce.organizations where slug = 'together'`,
    );
    expect(started).toMatchObject({ organizationId: rows[0]!.organization_id, token: null });
    const again = await bootstrapOrganization(database, 'together');
    expect(again).toEqual(started);
  });
});
