import type { Executor } from '../../db/client';
import { fail } from '../../lib/app-error';
import { checkWithinBudget, type FailureRule } from '../../lib/attempts';
import type { Limiter } from '../../lib/limiter';
import { verifyPassword } from '../../lib/password';
import { userRepository } from './user.repository';

/** Five wrong withdrawal passwords lock the user out of them for 15 minutes. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_PASSWORD_COOLDOWN_SECONDS = 15 * 60;

export const withdrawPasswordRule = (userId: number): FailureRule => ({
  key: `wpw:${userId}`,
  max: WITHDRAW_PASSWORD_MAX_FAILURES,
  windowSeconds: WITHDRAW_PASSWORD_COOLDOWN_SECONDS,
});

/**
 * Checks a user's withdrawal password (changing it, withdrawing, adding a payout account).
 * Answers WithdrawPasswordIncorrect {remaining} when it is not set or wrong, and TooManyOperations
 * {seconds} during the cool-down that follows the fifth wrong try. A right password gives its try back.
 */
export async function verifyWithdrawPassword(
  deps: { db: Executor; limiter: Limiter },
  userId: number,
  password: string,
): Promise<void> {
  const hash = await userRepository.withdrawPasswordHash(deps.db, userId);
  if (!hash) return fail('WithdrawPasswordIncorrect');
  // The try is reserved before the slow hash check, so a burst of guesses gets five checks at most.
  await checkWithinBudget(
    deps.limiter,
    [withdrawPasswordRule(userId)],
    () => verifyPassword(hash, password),
    (remaining) => fail('WithdrawPasswordIncorrect', { remaining }),
  );
}
