import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PubSub } from '../realtime/pubsub';

/**
 * The finished answer of a read: its JSON text as UTF-8 bytes (written as they are, where a string would
 * be encoded again on every request), the ETag naming it and, from `COMPRESS_FROM` bytes on, the same
 * bytes compressed once (brotli and gzip), so no request compresses it again.
 */
export type CachedAnswer = { body: Buffer; etag: string; br: Buffer | null; gzip: Buffer | null };

export type ReadCache = {
  /**
   * The stored answer of `key`, or `load`'s (stored for `ttlMs`). Concurrent misses share one load; a
   * failed load is not kept, nor one that an invalidation overtook (it may have read the old data).
   */
  get(key: string, ttlMs: number, load: () => Promise<string>): Promise<CachedAnswer>;
  /** The stored answer of `key` when it is there, finished and not expired (no promise, no microtask). */
  peek(key: string): CachedAnswer | undefined;
  /** Forgets every answer here and on every other instance (through the bus). Call after a change. */
  invalidate(): Promise<void>;
  /** Runs `fn` on every invalidation (this instance's or another's), e.g. to clear a lower cache. */
  onInvalidate(fn: () => void): void;
};

export const READ_CACHE_TOPIC = 'read-cache';
const MAX_ENTRIES = 2_000;
/** Answers this long or longer are kept compressed too (@fastify/compress's threshold for API answers). */
export const COMPRESS_FROM = 1024;

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed off the event loop (zlib's thread pool), at the best settings: it happens once per answer. */
async function finish(text: string): Promise<CachedAnswer> {
  const etag = etagOf(text);
  const body = Buffer.from(text);
  if (body.length < COMPRESS_FROM) return { body, etag, br: null, gzip: null };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { body, etag, br, gzip: gz };
}

/**
 * In-process cache of read-mostly answers (countries, the home page), invalidated on every instance at
 * once through the pub/sub bus (Redis when REDIS_URL is set). When the bus comes back after an outage,
 * invalidations may have been lost, so everything is forgotten then too; entries also expire after their
 * TTL, so a lost message never keeps old data for long.
 */
export async function createReadCache(bus: PubSub, now: () => number = Date.now): Promise<ReadCache> {
  type Entry = { until: number; value: Promise<CachedAnswer>; ready: CachedAnswer | undefined };
  const entries = new Map<string, Entry>();
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
      const value = load().then(finish);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const entry: Entry = { until: now() + ttlMs, value, ready: undefined };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((answer) => {
        if (started !== generation) forget();
        else entry.ready = answer;
      }, forget);
      return value;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit?.ready !== undefined && hit.until > now() ? hit.ready : undefined;
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
