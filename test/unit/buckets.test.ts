// Token buckets of points per minute (src/cost/buckets.ts), on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { Buckets, RateLimits } from '../../src/cost/buckets.js';

function clock(start = 1_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('a bucket of 60 points per minute', () => {
  it('lets in what it holds, refills one point a second, and is full again at resetAt', () => {
    const { time, now } = clock();
    const bucket = new Buckets(60, now);
    expect(bucket.waitMs('t', 60)).toBe(0);
    bucket.adjust('t', 60);
    expect(bucket.budget('t')).toEqual({ limit: 60, remaining: 0, used: 60, resetAt: new Date(time.now + 60_000) });
    expect(bucket.waitMs('t', 1)).toBe(1_000);
    time.now += 1_000;
    expect(bucket.waitMs('t', 1)).toBe(0);
    expect(bucket.waitMs('t', 2)).toBe(1_000);
    time.now += 59_000;
    expect(bucket.budget('t')).toMatchObject({ remaining: 60, used: 0 });
  });

  it('lets a full bucket take more than it holds, then makes its owner wait for the debt, a minute’s at most', () => {
    const { time, now } = clock();
    const bucket = new Buckets(60, now);
    expect(bucket.waitMs('t', 90)).toBe(0);
    bucket.adjust('t', 90);
    expect(bucket.budget('t')).toMatchObject({ remaining: 0, used: 90, resetAt: new Date(time.now + 90_000) });
    expect(bucket.waitMs('t', 1)).toBe(31_000);
    // However much more it is finally charged, it owes one minute's worth at most.
    bucket.adjust('t', 10_000, true);
    expect(bucket.budget('t')).toMatchObject({ used: 120, resetAt: new Date(time.now + 120_000) });
    expect(bucket.waitMs('t', 1)).toBe(61_000);
  });

  it('gives points back (an operation that cost less than it asked), never above the limit', () => {
    const { now } = clock();
    const bucket = new Buckets(60, now);
    bucket.adjust('t', 10);
    bucket.adjust('t', -4);
    expect(bucket.budget('t').remaining).toBe(54);
    bucket.adjust('t', -100);
    expect(bucket.budget('t').remaining).toBe(60);
    expect(bucket.size).toBe(0);
  });

  it('forgets buckets that have refilled once there are many', () => {
    const { time, now } = clock();
    const bucket = new Buckets(60, now, 100);
    for (let i = 0; i < 100; i++) bucket.adjust(`old ${i}`, 1);
    time.now += 1_000;
    bucket.adjust('new', 1);
    expect(bucket.size).toBe(1);
    expect(bucket.budget('old 1').remaining).toBe(60);
  });
});

describe('token and organization budgets', () => {
  it('takes from both or from neither, and says which is short', () => {
    const { now } = clock();
    const limits = new RateLimits({ tokenPerMinute: 10, organizationPerMinute: 15, now });
    const one = { tokenId: 'one', organizationId: 'org' };
    const two = { tokenId: 'two', organizationId: 'org' };
    expect(limits.take(one, 10)).toBeNull();
    expect(limits.take(one, 1)).toEqual({ scope: 'TOKEN', retryAfterMs: 6_000 });
    expect(limits.take(two, 5)).toBeNull();
    expect(limits.take(two, 1)).toEqual({ scope: 'ORGANIZATION', retryAfterMs: 4_000 });
    // The refused requests took nothing.
    expect(limits.token!.budget('two').remaining).toBe(5);
  });

  it('0 turns a limit off', () => {
    const limits = new RateLimits({ tokenPerMinute: 0, organizationPerMinute: 0 });
    expect(limits.enabled).toBe(false);
    expect(limits.take({ tokenId: 't', organizationId: 'o' }, 1_000_000)).toBeNull();
  });
});
