import type { OrderDeps } from '../modules/order/order.deps';
import { referralRebates } from '../modules/referral/referral.service';

/**
 * Purchase rebates are held until their order's refund window closes: a completed order releases its
 * rebate to the earner's wallet, a refunded one reverses it. Claimed with SKIP LOCKED, each settled once.
 */
export function createReferralSettle(deps: Pick<OrderDeps, 'db' | 'events'>) {
  return {
    async tick(): Promise<{ released: number; reversed: number }> {
      const { released, reversed, changed } = await referralRebates.settleHeld(deps.db);
      for (const c of changed) {
        if (c.balance !== null)
          deps.events.emit('wallet.changed', { userId: c.earnerId, balance: c.balance, unit: c.unit });
      }
      return { released, reversed };
    },
  };
}
