import { describe, expect, it } from 'vitest';
import { OrganizationGate } from '../../src/db/organization-gate.js';
import { LockTimeout } from '../../src/errors.js';

/** A command that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the organization gate', () => {
  it('admits `concurrency` commands of one organization at a time, the rest in arrival order, other organizations apart', async () => {
    // Given a gate of two and four commands of one organization
    const gate = new OrganizationGate(2, 10_000);
    const started: number[] = [];
    const commands = [0, 1, 2, 3].map(() => held());
    const runs = commands.map((c, i) =>
      gate.run('a', async () => {
        started.push(i);
        await c.work();
        return i;
      }),
    );
    const other = held();
    const elsewhere = gate.run('b', async () => {
      started.push(9);
      await other.work();
    });
    await Promise.resolve();

    // Then two run, two wait, and another organization is not held up
    expect(started).toEqual([0, 1, 9]);
    expect(gate.waiting('a')).toBe(2);

    // When the first finishes, Then the next in line starts, and so on, in order
    commands[1]!.finish();
    await runs[1];
    expect(started).toEqual([0, 1, 9, 2]);
    commands[0]!.finish();
    commands[2]!.finish();
    commands[3]!.finish();
    other.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    await elsewhere;
    expect(started).toEqual([0, 1, 9, 2, 3]);
    expect(gate.waiting('a')).toBe(0);
  });

  it('refuses a command that waited too long as a retryable LockTimeout, without running it, and keeps the queue moving', async () => {
    const gate = new OrganizationGate(1, 30);
    const first = held();
    const running = gate.run('a', first.work);
    let ran = false;
    await expect(
      gate.run('a', async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(LockTimeout);
    expect(ran).toBe(false);
    expect(gate.waiting('a')).toBe(0);
    const third = gate.run('a', async () => 'third');
    first.finish();
    await running;
    expect(await third).toBe('third');
  });

  it('frees the slot when a command fails', async () => {
    const gate = new OrganizationGate(1, 1_000);
    await expect(
      gate.run('a', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await gate.run('a', async () => 'next')).toBe('next');
  });
});
