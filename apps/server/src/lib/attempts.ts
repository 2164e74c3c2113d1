import { fail } from './app-error';
import type { Limiter } from './limiter';

/**
 * A guessing budget: at most `max` wrong tries of a secret per key, counted until `windowSeconds` pass
 * without a wrong one (each wrong try restarts the window, so no window ever sees more than `max` of them).
 */
export type FailureRule = { key: string; max: number; windowSeconds: number };

/** A plain quota: at most `max` uses per fixed window that starts with the first use. */
export type QuotaRule = { key: string; max: number; windowSeconds: number };

/** One try reserved under every rule of a budget; settle it once the secret was checked. */
export type Attempt = {
  /** The secret was right: the try is given back. */
  succeeded(): Promise<void>;
  /**
   * The secret was wrong: the try is counted and the window restarts. Answers how many tries are left and,
   * when this one used the last, the seconds of the wait that follows.
   */
  failed(): Promise<{ lockedFor: number; remaining: number }>;
};

/** How long a try waits for other checks of the same key to finish before it is refused. */
const BUSY_WAIT_MS = 5_000;
/** Waiting tries look again after 20 ms, backing off to 320 ms (with jitter), so a burst does not hammer Redis. */
const busyPollMs = (round: number) => Math.min(320, 20 * 2 ** round) * (0.5 + Math.random() / 2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reserves one try under every rule BEFORE the (slow) check, atomically against the wrong tries so far plus
 * the checks still running, so a burst of concurrent guesses gets at most `max` checks. While running checks
 * fill a budget the try waits for them (right ones give their try back, so concurrent right secrets all get
 * in); once wrong tries used it up it is refused with TooManyOperations {seconds}.
 */
export async function reserveAttempt(limiter: Limiter, rules: FailureRule[]): Promise<Attempt> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (let round = 0; ; round++) {
    const taken: FailureRule[] = [];
    let outcome: 'ok' | 'busy' | { full: number } = 'ok';
    for (const rule of rules) {
      outcome = await limiter.reserve(rule.key, rule.max);
      if (outcome !== 'ok') break;
      taken.push(rule);
    }
    if (outcome === 'ok') return settleable(limiter, taken);
    // Nothing is held while waiting or refused.
    await Promise.all(taken.map((r) => limiter.settle(r.key, false, r.windowSeconds)));
    if (outcome !== 'busy') return fail('TooManyOperations', { seconds: outcome.full });
    if (Date.now() >= deadline) return fail('TooManyOperations', { seconds: 1 });
    await sleep(busyPollMs(round));
  }
}

function settleable(limiter: Limiter, taken: FailureRule[]): Attempt {
  return {
    async succeeded() {
      await Promise.all(taken.map((r) => limiter.settle(r.key, false, r.windowSeconds)));
    },
    async failed() {
      const counts = await Promise.all(taken.map((r) => limiter.settle(r.key, true, r.windowSeconds)));
      let lockedFor = 0;
      let remaining = Number.POSITIVE_INFINITY;
      taken.forEach((r, i) => {
        const { failures, ttl } = counts[i]!;
        remaining = Math.min(remaining, Math.max(0, r.max - failures));
        if (failures >= r.max) lockedFor = Math.max(lockedFor, ttl || r.windowSeconds);
      });
      return { lockedFor, remaining: Number.isFinite(remaining) ? remaining : 0 };
    },
  };
}

/**
 * Checks a secret under a guessing budget: reserves the try, runs `check`, and settles the try. A wrong
 * secret answers `wrong` (with the tries left) or TooManyOperations {seconds} when it used the last try.
 */
export async function checkWithinBudget(
  limiter: Limiter,
  rules: FailureRule[],
  check: () => Promise<boolean>,
  wrong: (remaining: number) => never,
): Promise<void> {
  const attempt = await reserveAttempt(limiter, rules);
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    // Not a wrong secret (the database failed, say): the try is not the caller's fault.
    await attempt.succeeded();
    throw err;
  }
  if (ok) return attempt.succeeded();
  const { lockedFor, remaining } = await attempt.failed();
  if (lockedFor > 0) fail('TooManyOperations', { seconds: lockedFor });
  wrong(remaining);
}

/** Forgets a budget (a new secret proven another way starts afresh). */
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
