import type { Redis } from 'ioredis';

/**
 * Counts events per key in a fixed window, shared through Redis when configured (so every instance sees
 * the same counts) and in-process otherwise. Used for failed logins, code requests and withdrawal
 * passwords, where the answer must say how long to wait.
 */
export interface Limiter {
  /** Seconds until `key` may act again when it already reached `max`, else 0. */
  blockedFor(key: string, max: number): Promise<number>;
  /** Records one event; the window starts with the first event. Returns the count and seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }>;
  reset(key: string): Promise<void>;
}

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
    async reset(key) {
      buckets.delete(key);
    },
  };
}

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
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

/** Uses `primary` (Redis) and falls back to `fallback` while it is unreachable, so an outage never fails a call. */
export function resilientLimiter(primary: Limiter, fallback: Limiter): Limiter {
  const guard =
    <A extends unknown[], R>(fn: (l: Limiter) => (...a: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(primary)(...args);
      } catch {
        return fn(fallback)(...args);
      }
    };
  return {
    blockedFor: guard((l) => l.blockedFor),
    hit: guard((l) => l.hit),
    reset: guard((l) => l.reset),
  };
}
