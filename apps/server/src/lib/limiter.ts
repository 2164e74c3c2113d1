import type { Redis } from 'ioredis';
import { AppError } from './app-error';

/**
 * Counts events per key in a fixed window, shared by every instance: through Redis when configured (with
 * PostgreSQL, lib/pg-limiter, while Redis is away), through PostgreSQL on a database server without Redis,
 * in-process only on the embedded database (one instance). Used for failed logins, code requests,
 * withdrawal passwords, lookups of other users and the per-IP request limit, where the answer must say how
 * long to wait.
 */
export interface Limiter {
  /** Seconds until `key` may act again when it already reached `max`, else 0. */
  blockedFor(key: string, max: number): Promise<number>;
  /** Records one event; the window starts with the first event. Returns the count and seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }>;
  /**
   * Guessing budgets (lib/attempts): takes one of `max` tries of `key` for a check about to run, atomically
   * against the wrong tries counted so far plus the checks still running. Answers `full` with the seconds
   * to wait when wrong tries used the budget up, `busy` when only running checks fill it for now.
   */
  reserve(key: string, max: number): Promise<'ok' | 'busy' | { full: number }>;
  /**
   * Ends a reserved check: a wrong one is counted and (re)starts the `windowSeconds` window; a right one is
   * given back. Answers the wrong tries counted and the seconds their window has left.
   */
  settle(key: string, wrong: boolean, windowSeconds: number): Promise<{ failures: number; ttl: number }>;
  reset(key: string): Promise<void>;
}

/** A check that never settles (its process died) stops holding its try after this long. */
export const RUNNING_CHECK_MS = 30_000;
const runningKey = (key: string) => `${key}:running`;

export function memoryLimiter(now: () => number = Date.now): Limiter {
  const buckets = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const b = buckets.get(key);
    if (b && b.until <= now()) {
      buckets.delete(key);
      return undefined;
    }
    return b;
  };
  return {
    async blockedFor(key, max) {
      const b = live(key);
      return b && b.count >= max ? Math.max(1, Math.ceil((b.until - now()) / 1000)) : 0;
    },
    async hit(key, windowSeconds) {
      const b = live(key) ?? { count: 0, until: now() + windowSeconds * 1000 };
      b.count++;
      buckets.set(key, b);
      return { count: b.count, ttl: Math.ceil((b.until - now()) / 1000) };
    },
    async reserve(key, max) {
      const failures = live(key);
      if (failures && failures.count >= max) return { full: Math.max(1, Math.ceil((failures.until - now()) / 1000)) };
      const running = live(runningKey(key)) ?? { count: 0, until: 0 };
      if ((failures?.count ?? 0) + running.count >= max) return 'busy';
      running.count++;
      running.until = now() + RUNNING_CHECK_MS;
      buckets.set(runningKey(key), running);
      return 'ok';
    },
    async settle(key, wrong, windowSeconds) {
      const running = live(runningKey(key));
      if (running && running.count > 0) running.count--;
      const failures = live(key);
      if (!wrong)
        return { failures: failures?.count ?? 0, ttl: failures ? Math.ceil((failures.until - now()) / 1000) : 0 };
      const b = failures ?? { count: 0, until: 0 };
      b.count++;
      b.until = now() + windowSeconds * 1000;
      buckets.set(key, b);
      return { failures: b.count, ttl: windowSeconds };
    },
    async reset(key) {
      buckets.delete(key);
    },
  };
}

/** KEYS: failures, running checks. ARGV: max, running-check ms. Answers {1} ok, {0} busy, {-1, ms} full. */
const RESERVE_SCRIPT = `
local failures = tonumber(redis.call('get', KEYS[1]) or '0')
if failures >= tonumber(ARGV[1]) then return {-1, redis.call('pttl', KEYS[1])} end
local running = tonumber(redis.call('get', KEYS[2]) or '0')
if failures + running >= tonumber(ARGV[1]) then return {0} end
redis.call('incr', KEYS[2])
redis.call('pexpire', KEYS[2], ARGV[2])
return {1}`;

/** KEYS: failures, running checks. ARGV: 1 when wrong, window seconds. Answers {failures, ttl ms}. */
const SETTLE_SCRIPT = `
if tonumber(redis.call('get', KEYS[2]) or '0') > 0 then redis.call('decr', KEYS[2]) end
if ARGV[1] == '1' then
  local failures = redis.call('incr', KEYS[1])
  redis.call('expire', KEYS[1], ARGV[2])
  return {failures, tonumber(ARGV[2]) * 1000}
end
return {tonumber(redis.call('get', KEYS[1]) or '0'), redis.call('pttl', KEYS[1])}`;

export function redisLimiter(redis: Redis, prefix: string): Limiter {
  const k = (key: string) => `${prefix}lim:${key}`;
  return {
    async blockedFor(key, max) {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      return Number(count ?? 0) >= max && ttl > 0 ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
    },
    async hit(key, windowSeconds) {
      const res = await redis.multi().incr(k(key)).expire(k(key), windowSeconds, 'NX').pttl(k(key)).exec();
      const count = Number(res?.[0]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowSeconds * 1000);
      return { count, ttl: Math.ceil(ttl / 1000) };
    },
    async reserve(key, max) {
      const res = (await redis.eval(RESERVE_SCRIPT, 2, k(key), k(runningKey(key)), max, RUNNING_CHECK_MS)) as number[];
      if (res[0] === 1) return 'ok';
      if (res[0] === 0) return 'busy';
      return { full: Math.max(1, Math.ceil(Number(res[1]) / 1000)) };
    },
    async settle(key, wrong, windowSeconds) {
      const res = (await redis.eval(
        SETTLE_SCRIPT,
        2,
        k(key),
        k(runningKey(key)),
        wrong ? 1 : 0,
        windowSeconds,
      )) as number[];
      return { failures: Number(res[0]), ttl: Math.max(0, Math.ceil(Number(res[1]) / 1000)) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

export type ResilientOptions = {
  /** After a failure of `primary`, calls go straight to `fallback` this long before `primary` is tried again. */
  retryAfterMs?: number;
  /** Told when `primary` fails (the call went to `fallback`) and when `fallback` fails too. */
  onError?: (which: 'primary' | 'fallback', err: unknown) => void;
  now?: () => number;
};

/**
 * Uses `primary` (Redis) and, while it fails or times out, `fallback` (PostgreSQL, which every instance
 * shares too), so an outage neither lifts a limit nor makes it per instance. When both fail the call fails
 * closed with 503 `unavailable`: a security counter is never skipped. After a failure `primary` rests for
 * `retryAfterMs`, so a Redis that hangs (rather than refuses) costs one command timeout per rest, not one
 * per call. Counts made on one side are not seen by the other: around a switch a budget can restart, a
 * cost accepted for staying up (the counts of a Redis that comes back are the ones it had).
 */
export function resilientLimiter(primary: Limiter, fallback: Limiter, opts: ResilientOptions = {}): Limiter {
  const { retryAfterMs = 2_000, onError, now = Date.now } = opts;
  let restUntil = 0;
  const guard =
    <A extends unknown[], R>(fn: (l: Limiter) => (...a: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (now() >= restUntil) {
        try {
          return await fn(primary)(...args);
        } catch (err) {
          restUntil = now() + retryAfterMs;
          onError?.('primary', err);
        }
      }
      try {
        return await fn(fallback)(...args);
      } catch (err) {
        onError?.('fallback', err);
        throw new AppError('Unavailable', undefined, 503);
      }
    };
  return {
    blockedFor: guard((l) => l.blockedFor),
    hit: guard((l) => l.hit),
    reserve: guard((l) => l.reserve),
    settle: guard((l) => l.settle),
    reset: guard((l) => l.reset),
  };
}
