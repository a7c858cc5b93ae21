// `workforce doctor` and the Citus placement step on plain PostgreSQL: nothing to place, and a
// table whose primary key would not keep an organization's rows on one Citus worker is named.
// (On a cluster, test/citus/ checks the placement itself: npm run test:citus.)
import { describe, expect, it } from 'vitest';
import { distribute, hasCitus, placementProblems } from '../../src/db/citus.js';
import { useTestDatabase } from '../helpers/db.js';

const t = useTestDatabase();

describe('placement on plain PostgreSQL', () => {
  it('places nothing, finds nothing wrong, and names a table whose primary key does not lead with organization_id', async () => {
    const client = await t.admin.connect();
    try {
      expect(await hasCitus(client)).toBe(false);
      expect(await distribute(client)).toEqual([]);
      expect(await placementProblems(client)).toEqual([]);
      await client.query('create table workforce.stray (id uuid primary key, organization_id uuid not null)');
      expect(await placementProblems(client)).toEqual([
        'table workforce.stray: its primary key does not lead with organization_id',
      ]);
    } finally {
      await client.query('drop table if exists workforce.stray');
      client.release();
    }
  });
});
