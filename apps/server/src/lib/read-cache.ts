import { createHash } from 'node:crypto';
import type { PubSub } from '../realtime/pubsub';

/** The finished answer of a read: its JSON text and the ETag naming it. */
export type CachedAnswer = { body: string; etag: string };

export type ReadCache = {
  /**
   * The stored answer of `key`, or `load`'s (stored for `ttlMs`). Concurrent misses share one load; a
   * failed load is not kept, nor one that an invalidation overtook (it may have read the old data).
   */
  get(key: string, ttlMs: number, load: () => Promise<string>): Promise<CachedAnswer>;
  /** Forgets every answer here and on every other instance (through the bus). Call after a change. */
  invalidate(): Promise<void>;
  /** Runs `fn` on every invalidation (this instance's or another's), e.g. to clear a lower cache. */
  onInvalidate(fn: () => void): void;
};

export const READ_CACHE_TOPIC = 'read-cache';
const MAX_ENTRIES = 2_000;

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * In-process cache of read-mostly answers (countries, the home page), invalidated on every instance at
 * once through the pub/sub bus (Redis when REDIS_URL is set). When the bus comes back after an outage,
 * invalidations may have been lost, so everything is forgotten then too; entries also expire after their
 * TTL, so a lost message never keeps old data for long.
 */
export async function createReadCache(bus: PubSub, now: () => number = Date.now): Promise<ReadCache> {
  const entries = new Map<string, { until: number; value: Promise<CachedAnswer> }>();
  const listeners: (() => void)[] = [];
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
    for (const fn of listeners) fn();
  };
  bus.onMessage((topic) => {
    if (topic === READ_CACHE_TOPIC) clear();
  });
  bus.onResync(clear);
  await bus.subscribe(READ_CACHE_TOPIC);

  return {
    get(key, ttlMs, load) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value;
      const started = generation;
      const value = load().then((body) => ({ body, etag: etagOf(body) }));
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { until: now() + ttlMs, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then(() => started !== generation && forget(), forget);
      return value;
    },
    async invalidate() {
      clear();
      await bus.publish([{ topic: READ_CACHE_TOPIC, message: String(Date.now()) }]);
    },
    onInvalidate(fn) {
      listeners.push(fn);
    },
  };
}
