import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Limiter, memoryLimiter, redisLimiter } from './limiter';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
afterAll(() => redis?.disconnect());

const kinds: [string, () => Limiter][] = [['in-process', () => memoryLimiter()]];
// With REDIS_URL set, the shared limiter must behave the same (a Redis that does not answer fails the run).
if (redis) kinds.push(['Redis', () => redisLimiter(redis, `wf-test-${randomBytes(4).toString('hex')}:`)]);

describe.each(kinds)('guessing budget (%s)', (_name, make) => {
  it('counts running checks against the budget, gives right ones back, and locks after the wrong ones', async () => {
    const l = make();
    for (let i = 0; i < 3; i++) expect(await l.reserve('k', 3)).toBe('ok');
    // Three checks running: a fourth waits (busy), it is not refused for good.
    expect(await l.reserve('k', 3)).toBe('busy');
    expect(await l.settle('k', false, 60)).toEqual({ failures: 0, ttl: 0 });
    expect(await l.reserve('k', 3)).toBe('ok');
    expect((await l.settle('k', true, 60)).failures).toBe(1);
    expect((await l.settle('k', true, 60)).failures).toBe(2);
    expect(await l.settle('k', true, 60)).toEqual({ failures: 3, ttl: 60 });
    const full = await l.reserve('k', 3);
    expect(full).toEqual({ full: expect.any(Number) });
    expect((full as { full: number }).full).toBeGreaterThan(55);
    await l.reset('k');
    expect(await l.reserve('k', 3)).toBe('ok');
  });

  it('never gives back more than was taken', async () => {
    const l = make();
    await l.settle('g', false, 60);
    await l.settle('g', false, 60);
    for (let i = 0; i < 2; i++) expect(await l.reserve('g', 2)).toBe('ok');
    expect(await l.reserve('g', 2)).toBe('busy');
  });
});
