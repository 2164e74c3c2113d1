import type { Db } from '../db/client';
import { rawOf } from '../db/raw';
import { type Limiter, RUNNING_CHECK_MS } from './limiter';

/** Dead counters are deleted at most this often per instance (a reused key revives its row anyway). */
const PURGE_EVERY_MS = 60_000;

// A counter's live values: a passed window counts nothing (the row stays until the purge or its next use).
const LIVE_COUNT = '(case when c.expires_at > now() then c.count else 0 end)';
const LIVE_RUNNING = '(case when c.running_until > now() then c.running else 0 end)';
const SECONDS_LEFT = 'greatest(0, ceil(extract(epoch from (expires_at - now()))))::int';

const READ = `select count, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as ttl
  from limit_counters where key = $1 and expires_at > now()`;

const HIT = `insert into limit_counters as c (key, count, expires_at)
  values ($1, 1, now() + $2::int * interval '1 second')
  on conflict (key) do update set
    count = case when c.expires_at > now() then c.count + 1 else 1 end,
    expires_at = case when c.expires_at > now() then c.expires_at else excluded.expires_at end
  returning count, ${SECONDS_LEFT} as ttl`;

// Takes a try only while wrong tries plus running checks stay under the budget: the row lock of the upsert
// makes concurrent reservations of one key take turns, on one instance or many.
const RESERVE = `insert into limit_counters as c (key, running, running_until)
  values ($1, 1, now() + $3::int * interval '1 millisecond')
  on conflict (key) do update set
    running = ${LIVE_RUNNING} + 1,
    running_until = excluded.running_until
  where ${LIVE_COUNT} + ${LIVE_RUNNING} < $2::int
  returning 1 as ok`;

const SETTLE = `insert into limit_counters as c (key, count, expires_at)
  values ($1, case when $2::boolean then 1 else 0 end,
          case when $2::boolean then now() + $3::int * interval '1 second' else now() end)
  on conflict (key) do update set
    running = greatest(${LIVE_RUNNING} - 1, 0),
    count = case when $2::boolean then ${LIVE_COUNT} + 1 else c.count end,
    expires_at = case when $2::boolean then excluded.expires_at else c.expires_at end
  returning (case when expires_at > now() then count else 0 end) as failures, ${SECONDS_LEFT} as ttl`;

const RESET = 'update limit_counters set count = 0, expires_at = now() where key = $1';

const PURGE = 'delete from limit_counters where expires_at <= now() and running_until <= now()';

/**
 * The limiter on PostgreSQL's `limit_counters` table: one database serves every instance, so the counts are
 * shared as they are through Redis, and each operation is one atomic statement on the database's clock.
 * It is the shared limiter when no Redis is configured and the fallback while a configured Redis is away.
 */
export function pgLimiter(
  db: Db,
  opts: { onPurgeError?: (err: unknown) => void; purgeEveryMs?: number } = {},
): Limiter {
  const query = rawOf(db);
  const purgeEveryMs = opts.purgeEveryMs ?? PURGE_EVERY_MS;
  let lastPurge = Date.now();
  // Dead rows would pile up (every IP and account ever counted); an occasional call sweeps them.
  const maybePurge = () => {
    if (Date.now() - lastPurge < purgeEveryMs) return;
    lastPurge = Date.now();
    query(PURGE, [], 'lim_purge').catch((err) => opts.onPurgeError?.(err));
  };
  const read = async (key: string) => {
    const [row] = await query(READ, [key], 'lim_read');
    return row ? { count: Number(row.count), ttl: Number(row.ttl) } : null;
  };
  return {
    async blockedFor(key, max) {
      const live = await read(key);
      return live && live.count >= max ? live.ttl : 0;
    },
    async hit(key, windowSeconds) {
      maybePurge();
      const [row] = await query(HIT, [key, windowSeconds], 'lim_hit');
      return { count: Number(row!.count), ttl: Number(row!.ttl) };
    },
    async reserve(key, max) {
      maybePurge();
      const taken = await query(RESERVE, [key, max, RUNNING_CHECK_MS], 'lim_reserve');
      if (taken.length > 0) return 'ok';
      // Refused atomically above; this read only tells a used-up budget from one that running checks fill.
      const live = await read(key);
      return live && live.count >= max ? { full: live.ttl } : 'busy';
    },
    async settle(key, wrong, windowSeconds) {
      const [row] = await query(SETTLE, [key, wrong, windowSeconds], 'lim_settle');
      return { failures: Number(row!.failures), ttl: Number(row!.ttl) };
    },
    async reset(key) {
      await query(RESET, [key], 'lim_reset');
    },
  };
}
