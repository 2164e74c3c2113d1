/**
 * Keeps the answers of slow, rarely changing reads (countries, banners, recommended merchants) for a
 * short time, per process. Concurrent misses share one load; a failed load is not kept.
 */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value;
      const value = load();
      entries.set(key, { until: now() + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
