import { fail } from './app-error';
import type { Limiter } from './limiter';

/**
 * A failure budget: `max` failures within `windowSeconds` lock the key for `cooldownSeconds`
 * (counted from the failure that reached the limit, so the wait shown is the real one).
 */
export type FailureRule = { key: string; max: number; windowSeconds: number; cooldownSeconds: number };

/** A plain quota: at most `max` uses per fixed window that starts with the first use. */
export type QuotaRule = { key: string; max: number; windowSeconds: number };

const lockOf = (key: string) => `${key}:lock`;

/** Seconds until every rule lets the caller try again (0 when none is locked). */
export async function lockedFor(limiter: Limiter, rules: FailureRule[]): Promise<number> {
  const waits = await Promise.all(rules.map((r) => limiter.blockedFor(lockOf(r.key), 1)));
  return Math.max(0, ...waits);
}

/** Refuses with TooManyOperations {seconds} while any rule is locked. */
export async function assertNotLocked(limiter: Limiter, rules: FailureRule[]): Promise<void> {
  const seconds = await lockedFor(limiter, rules);
  if (seconds > 0) fail('TooManyOperations', { seconds });
}

/**
 * Counts one failure against every rule. Returns the seconds of cool-down when this failure reached a
 * limit (0 otherwise) and how many tries are left before the first rule locks.
 */
export async function recordFailure(
  limiter: Limiter,
  rules: FailureRule[],
): Promise<{ lockedFor: number; remaining: number }> {
  let locked = 0;
  let remaining = Number.POSITIVE_INFINITY;
  for (const rule of rules) {
    const { count } = await limiter.hit(rule.key, rule.windowSeconds);
    if (count >= rule.max) {
      const { ttl } = await limiter.hit(lockOf(rule.key), rule.cooldownSeconds);
      await limiter.reset(rule.key);
      locked = Math.max(locked, ttl);
      remaining = 0;
    } else {
      remaining = Math.min(remaining, rule.max - count);
    }
  }
  return { lockedFor: locked, remaining: Number.isFinite(remaining) ? remaining : 0 };
}

/** Forgets the failures of a key after a success (the lock, if any, stays until it expires). */
export async function clearFailures(limiter: Limiter, rules: FailureRule[]): Promise<void> {
  await Promise.all(rules.map((r) => limiter.reset(r.key)));
}

/** Uses one unit of every quota, or refuses with TooManyOperations {seconds} naming the longest wait. */
export async function takeQuota(limiter: Limiter, rules: QuotaRule[]): Promise<void> {
  const waits = await Promise.all(rules.map((r) => limiter.blockedFor(r.key, r.max)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) fail('TooManyOperations', { seconds: wait });
  for (const rule of rules) {
    const { count, ttl } = await limiter.hit(rule.key, rule.windowSeconds);
    // Two requests racing past the check above: the later one sees the count over the limit.
    if (count > rule.max) fail('TooManyOperations', { seconds: Math.max(1, ttl) });
  }
}
