import { describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { apiOrganization, execute, useYoga } from '../helpers/api.js';
import { useTestDatabase } from '../helpers/db.js';

const t = useTestDatabase();
const api = useYoga(t);

const Viewer = graphql(`
  query Viewer { viewer { organization { slug } actor { displayName } role } }
`);

describe('api smoke', () => {
  it('answers viewer for each role', async () => {
    const org = await apiOrganization(t, 'smoke');
    const result = await execute(api.yoga, Viewer, {}, org.tokens.runner);
    expect(result.data?.viewer.role).toBe('RUNNER');
  });
});
