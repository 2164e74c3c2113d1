import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, secondPool } from '../../test/helpers';
import type { Database } from '../db/client';
import { rawQuery } from '../db/raw';
import { AppError } from './app-error';
import { pgLimiter } from './limit-counters.repository';
import { type Limiter, memoryLimiter, redisLimiter, resilientLimiter } from './limiter';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
// The PostgreSQL limiter runs on the test database: PGlite by default, the server with DATABASE_URL.
let database: Database;
/** A second pool on the same database (another instance), on PostgreSQL only. */
let other: Database | null;
beforeAll(async () => {
  database = await openTestDatabase();
  other = await secondPool(database);
});
afterAll(async () => {
  redis?.disconnect();
  await other?.close();
  await database?.close();
});

/** Keys unique to one test, as the PostgreSQL table is shared by every test of the file. */
const fresh = () => `t-${randomBytes(4).toString('hex')}`;

const kinds: [string, () => Limiter][] = [
  ['in-process', () => memoryLimiter()],
  ['PostgreSQL', () => pgLimiter(database.db)],
];
// With REDIS_URL set, the shared limiter must behave the same (a Redis that does not answer fails the run).
if (redis) kinds.push(['Redis', () => redisLimiter(redis, `wf-test-${randomBytes(4).toString('hex')}:`)]);

describe.each(kinds)('guessing budget (%s)', (_name, make) => {
  it('counts running checks against the budget, gives right ones back, and locks after the wrong ones', async () => {
    const l = make();
    const k = fresh();
    for (let i = 0; i < 3; i++) expect(await l.reserve(k, 3)).toBe('ok');
    // Three checks running: a fourth waits (busy), it is not refused for good.
    expect(await l.reserve(k, 3)).toBe('busy');
    expect(await l.settle(k, false, 60)).toEqual({ failures: 0, ttl: 0 });
    expect(await l.reserve(k, 3)).toBe('ok');
    expect((await l.settle(k, true, 60)).failures).toBe(1);
    expect((await l.settle(k, true, 60)).failures).toBe(2);
    expect(await l.settle(k, true, 60)).toEqual({ failures: 3, ttl: 60 });
    const full = await l.reserve(k, 3);
    expect(full).toEqual({ full: expect.any(Number) });
    expect((full as { full: number }).full).toBeGreaterThan(55);
    await l.reset(k);
    expect(await l.reserve(k, 3)).toBe('ok');
  });

  it('never gives back more than was taken', async () => {
    const l = make();
    const k = fresh();
    await l.settle(k, false, 60);
    await l.settle(k, false, 60);
    for (let i = 0; i < 2; i++) expect(await l.reserve(k, 2)).toBe('ok');
    expect(await l.reserve(k, 2)).toBe('busy');
  });

  it('counts quota uses in a window that starts with the first, and tells the wait once used up', async () => {
    const l = make();
    const k = fresh();
    expect(await l.blockedFor(k, 2)).toBe(0);
    expect(await l.hit(k, 60)).toEqual({ count: 1, ttl: 60 });
    expect((await l.hit(k, 60)).count).toBe(2);
    const wait = await l.blockedFor(k, 2);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await l.blockedFor(fresh(), 2)).toBe(0);
  });

  it('forgets a window once it has passed', async () => {
    const l = make();
    const k = fresh();
    await l.hit(k, 1);
    expect(await l.settle(k, true, 1)).toMatchObject({ failures: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await l.blockedFor(k, 1)).toBe(0);
    expect(await l.hit(k, 60)).toEqual({ count: 1, ttl: 60 });
  });
});

describe('the PostgreSQL limiter across instances', () => {
  it('reserves at most the budget when 60 checks of one key race on two connection pools', async () => {
    const limiters = [pgLimiter(database.db), pgLimiter((other ?? database).db)];
    const k = fresh();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => limiters[i % 2]!.reserve(k, 5)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(5);
    expect(answers.filter((a) => a === 'busy')).toHaveLength(55);
    // Five wrong answers settle: the budget is used up for everyone, on either instance.
    await Promise.all(Array.from({ length: 5 }, (_, i) => limiters[i % 2]!.settle(k, true, 900)));
    expect(await limiters[1]!.reserve(k, 5)).toEqual({ full: expect.any(Number) });
    expect(await limiters[0]!.reserve(k, 5)).toEqual({ full: expect.any(Number) });
  });

  it('counts 100 concurrent quota uses of one key exactly once each', async () => {
    const limiters = [pgLimiter(database.db), pgLimiter((other ?? database).db)];
    const k = fresh();
    const counts = await Promise.all(Array.from({ length: 100 }, (_, i) => limiters[i % 2]!.hit(k, 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});

describe('the PostgreSQL limiter table', () => {
  it('loses dead counters to the occasional purge, and keeps live ones and running checks', async () => {
    const l = pgLimiter(database.db, { purgeEveryMs: 0 });
    const [dead, live, running] = [fresh(), fresh(), fresh()];
    await l.hit(dead, 1);
    await l.hit(live, 60);
    expect(await l.reserve(running, 5)).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const left = () =>
      rawQuery(database.db, 'select key from limit_counters where key = any($1::text[])', [[dead, live, running]]);
    expect(await left()).toHaveLength(3);
    // The purge runs beside the call that triggered it.
    await l.hit(fresh(), 60);
    for (let i = 0; i < 50 && (await left()).length === 3; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await left()).map((r) => r.key).sort()).toEqual([live, running].sort());
  });
});

describe('the resilient limiter', () => {
  const broken = (calls: string[]): Limiter => {
    const fail = (name: string) => async () => {
      calls.push(name);
      throw new Error('Stream isn’t writeable');
    };
    return {
      blockedFor: fail('blockedFor'),
      hit: fail('hit'),
      reserve: fail('reserve'),
      settle: fail('settle'),
      reset: fail('reset'),
    };
  };

  it('counts in the fallback while the primary fails, and tries the primary again after its rest', async () => {
    let clock = 0;
    const calls: string[] = [];
    const fallback = memoryLimiter();
    const l = resilientLimiter(broken(calls), fallback, { retryAfterMs: 1_000, now: () => clock });
    const k = fresh();
    expect(await l.hit(k, 60)).toMatchObject({ count: 1 });
    expect(await l.hit(k, 60)).toMatchObject({ count: 2 });
    // The second call did not wait for the failing primary again.
    expect(calls).toEqual(['hit']);
    expect(await fallback.blockedFor(k, 2)).toBeGreaterThan(0);
    clock = 1_000;
    expect(await l.reserve(k, 5)).toBe('ok');
    expect(calls).toEqual(['hit', 'reserve']);
  });

  it('fails closed with 503 unavailable when the fallback fails too', async () => {
    const errors: string[] = [];
    const l = resilientLimiter(broken([]), broken([]), { onError: (which) => errors.push(which) });
    const err = await l.reserve(fresh(), 5).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'Unavailable', httpStatus: 503 });
    await expect(l.hit(fresh(), 60)).rejects.toMatchObject({ code: 'Unavailable' });
    expect(errors).toEqual(['primary', 'fallback', 'fallback']);
  });
});
