import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../helpers/db.js';
import { newAgent, newAssignment, newOrganization, claim } from '../helpers/factories.js';

const t = useTestDatabase();

describe('smoke', () => {
  it('creates and claims', async () => {
    const org = await newOrganization(t);
    const agent = await newAgent(t, org);
    const { assignment } = await newAssignment(t, org.system);
    expect(assignment.state).toBe('READY');
    const claimed = await claim(t, org.system, assignment.id, agent);
    expect(claimed.assignment.state).toBe('RUNNING');
    expect(claimed.attempt?.agentId).toBe(agent);
  });
});
