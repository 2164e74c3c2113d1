import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { fail } from './app-error';
import { assertNotLocked, clearFailures, type FailureRule, recordFailure } from './attempts';
import type { Limiter } from './limiter';
import { verifyPassword } from './password';

/** Five wrong withdrawal passwords lock the user out of them for 15 minutes. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_PASSWORD_COOLDOWN_SECONDS = 15 * 60;

export const withdrawPasswordRule = (userId: number): FailureRule => ({
  key: `wpw:${userId}`,
  max: WITHDRAW_PASSWORD_MAX_FAILURES,
  windowSeconds: WITHDRAW_PASSWORD_COOLDOWN_SECONDS,
  cooldownSeconds: WITHDRAW_PASSWORD_COOLDOWN_SECONDS,
});

/**
 * Checks a user's withdrawal password (changing it, withdrawing, adding a payout account).
 * Answers WithdrawPasswordIncorrect {remaining} when it is not set or wrong, and TooManyOperations
 * {seconds} during the cool-down that follows the fifth wrong try. A right password clears the count.
 */
export async function verifyWithdrawPassword(
  deps: { db: Executor; limiter: Limiter },
  userId: number,
  password: string,
): Promise<void> {
  const rule = withdrawPasswordRule(userId);
  await assertNotLocked(deps.limiter, [rule]);
  const [row] = await deps.db.select({ hash: users.withdrawPasswordHash }).from(users).where(eq(users.id, userId));
  if (!row?.hash) fail('WithdrawPasswordIncorrect');
  if (await verifyPassword(row!.hash, password)) {
    await clearFailures(deps.limiter, [rule]);
    return;
  }
  const { lockedFor, remaining } = await recordFailure(deps.limiter, [rule]);
  if (lockedFor > 0) fail('TooManyOperations', { seconds: lockedFor });
  fail('WithdrawPasswordIncorrect', { remaining });
}
