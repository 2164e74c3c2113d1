import { currencyDigits } from '@wayfare/contracts';
import type { Reference } from '../ledger/fx.rules';

/**
 * Referral policy (issue 17), pure. Rebates are a share (basis points) of what the invited friend topped up
 * or paid, in the earner's own currency: the platform pays them from its promotions budget in that
 * currency, so no money changes currency; the friend's amount is only the basis, valued at the reference
 * rates. Rounding is once and up (never against the user); the monthly cap then limits what is granted.
 */

const pow10 = (n: number) => 10n ** BigInt(n);

/** `bp` basis points of `basis` minor units of `from`, in minor units of `to`, rounded up. */
export function rebateOf(basis: number, bp: number, from: Reference, to: Reference): number {
  if (basis <= 0 || bp <= 0) return 0;
  const num = BigInt(basis) * BigInt(bp) * BigInt(to.perUsdMicros) * pow10(currencyDigits(to.unit));
  const den = 10_000n * BigInt(from.perUsdMicros) * pow10(currencyDigits(from.unit));
  return Number((num + den - 1n) / den);
}

/** What of `amount` still fits under `cap` after `earned` this month (0 when the cap is reached). */
export const grantUnderCap = (amount: number, earned: number, cap: number) =>
  Math.max(0, Math.min(amount, cap - earned));

/** The calendar month (UTC) a rebate counts against: `2026-11`. */
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** Event keys: one reward per key and type, so a replayed or concurrent event earns once. */
export const eventKeys = {
  firstTopUp: (friendId: number) => `first:${friendId}`,
  recharge: (rechargeId: number) => `recharge:${rechargeId}`,
  order: (orderId: number) => `order:${orderId}`,
};
