import { referralRates } from '../schema';
import { roundLocal } from './channels';
import { COUNTRIES } from './countries';
import type { SeedSection } from './section';

/**
 * Referral rewards in every currency of the demo world, as round local amounts (not converted dollars):
 * about $2 when a friend first tops up, 5% of that first top-up, 1% of later ones, 2% of their orders, and
 * at most about $100 a month per inviter.
 */
export function referralRateRows(): (typeof referralRates.$inferInsert)[] {
  const seen = new Set<string>();
  return COUNTRIES.filter((c) => !seen.has(c.unit) && seen.add(c.unit)).map((c) => ({
    currency: c.unit,
    inviterReward: roundLocal(2, c),
    firstRechargeBp: 500,
    rechargeBp: 100,
    purchaseBp: 200,
    monthlyCap: roundLocal(100, c),
  }));
}

export const referralSection: SeedSection = {
  name: 'referral-rates',
  version: 1,
  async apply(tx) {
    await tx.insert(referralRates).values(referralRateRows()).onConflictDoNothing();
  },
};
