import { OrderStatus, TransactionType } from '@wayfare/contracts';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { reference } from '../ledger/fx.service';
import { accounts, transfer } from '../ledger/ledger.service';
import { referralRepository as repo } from './referral.repository';
import { eventKeys, grantUnderCap, monthOf, rebateOf } from './referral.rules';

/**
 * Referral rewards and rebates (spec section 4, types 6-9), credited through the ledger in the earner's
 * currency from the platform's promotions budget (`bonus_expense`), in the transaction of the event that
 * earns them. Each is claimed by its unique (type, event key) first, so a replayed or concurrent event
 * earns once; the earner's month row is then locked, so concurrent rebates never pass the monthly cap.
 *
 * - First top-up of an invited friend: the inviter reward (6, fixed) and the first-recharge rebate (9).
 * - Every later top-up: the recharge rebate (7).
 * - A paid order: the purchase rebate (8), held in the earner's `rebate_held` account until the order is
 *   completed (released to the wallet) or refunded (reversed), by `settleHeld`, each exactly once.
 *
 * Nothing is earned when inviter and friend share a payment account, or by the owner of an order a friend
 * paid for them (both recorded as 'refused'), or when no rates are configured in the earner's currency.
 */

type Event = {
  type: number;
  eventKey: string;
  friendId: number;
  basis: number;
  basisCurrency: string;
  orderId?: number;
  paidWith?: string[];
  /** Fixed amount in the earner's currency (type 6); otherwise `bp` of the basis. */
  fixed?: (rates: NonNullable<Awaited<ReturnType<typeof repo.rates>>>) => number;
  bp?: (rates: NonNullable<Awaited<ReturnType<typeof repo.rates>>>) => number;
  held?: boolean;
  /** Someone who may not earn from this event (the owner of an order a friend paid: no rebate on one's own order). */
  notEarner?: number;
};

/** Strings of a top-up's payment details that could name a payment account. */
const paymentStrings = (data: Record<string, unknown>) =>
  Object.values(data).filter((v): v is string => typeof v === 'string' && v.length >= 4);

type Earned = { claimed: boolean; credited: Credited | null };
const NOTHING: Earned = { claimed: false, credited: null };

/** Claims the event for its earner and credits (or holds) what fits under the month's cap. */
async function earn(tx: Tx, e: Event, now: Date): Promise<Earned> {
  const inviter = await repo.inviterOf(tx, e.friendId);
  if (!inviter) return NOTHING;
  const rates = await repo.rates(tx, inviter.unit);
  if (!rates) return NOTHING;
  const base = {
    type: e.type,
    eventKey: e.eventKey,
    earnerId: inviter.id,
    sourceUserId: e.friendId,
    orderId: e.orderId ?? null,
    basisAmount: e.basis,
    basisCurrency: e.basisCurrency,
    currency: inviter.unit,
  };
  if (inviter.id === e.notEarner || (await repo.sharePaymentAccount(tx, inviter.id, e.friendId, e.paidWith ?? []))) {
    return { claimed: (await repo.claim(tx, { ...base, amount: 0, status: 'refused' })) !== null, credited: null };
  }
  // Claimed before anything moves: a second sight of the event stops here (waiting for the first to commit).
  const claimed = await repo.claim(tx, { ...base, amount: 0, status: 'capped' });
  if (!claimed) return NOTHING;
  let amount: number;
  if (e.fixed) amount = e.fixed(rates);
  else {
    const [from, to] = await Promise.all([reference(tx, e.basisCurrency), reference(tx, inviter.unit)]);
    amount = rebateOf(e.basis, e.bp!(rates), from, to);
  }
  if (amount <= 0) return { claimed: true, credited: null };
  const month = monthOf(now);
  const earned = await repo.lockMonth(tx, inviter.id, month, inviter.unit);
  const granted = grantUnderCap(amount, earned, rates.monthlyCap);
  if (granted <= 0) return { claimed: true, credited: null };
  await repo.addToMonth(tx, inviter.id, month, inviter.unit, granted);
  const moved = await transfer(tx, {
    from: accounts.system('bonus_expense', inviter.unit),
    to: e.held ? accounts.rebateHeld(inviter.id, inviter.unit) : accounts.wallet(inviter.id, inviter.unit),
    amount: granted,
    type: e.type,
    userId: inviter.id,
    orderId: e.orderId ?? null,
    ref: `referral:${claimed.id}`,
    memo: e.held ? 'referral_held' : 'referral',
  });
  await repo.update(tx, claimed.id, {
    amount: granted,
    status: e.held ? 'pending' : 'credited',
    journalId: moved.journalId,
    settledAt: e.held ? null : now,
  });
  return {
    claimed: true,
    credited: { earnerId: inviter.id, balance: e.held ? null : moved.toBalance, unit: inviter.unit },
  };
}

export type Credited = { earnerId: number; balance: number | null; unit: string };

export const referralRebates = {
  /**
   * A friend's top-up was credited (in `tx`): the first one earns the inviter reward and the first-recharge
   * rebate, later ones the recharge rebate. Which top-up is first is decided by the unique first-top-up
   * key: concurrent top-ups queue on it, one wins, the others count as later top-ups.
   */
  async onRecharge(
    tx: Tx,
    r: { id: number; userId: number; amount: number; currency: string; data?: Record<string, unknown> },
    now = new Date(),
  ): Promise<Credited[]> {
    const common = {
      friendId: r.userId,
      basis: r.amount,
      basisCurrency: r.currency,
      paidWith: paymentStrings(r.data ?? {}),
    };
    const first = await earn(
      tx,
      {
        ...common,
        type: TransactionType.SubordinateFirstRechargeRebate,
        eventKey: eventKeys.firstTopUp(r.userId),
        bp: (x) => x.firstRechargeBp,
      },
      now,
    );
    const next = first.claimed
      ? await earn(
          tx,
          {
            ...common,
            type: TransactionType.InviterReward,
            eventKey: eventKeys.firstTopUp(r.userId),
            fixed: (x) => x.inviterReward,
          },
          now,
        )
      : await earn(
          tx,
          {
            ...common,
            type: TransactionType.SubordinateRechargeRebate,
            eventKey: eventKeys.recharge(r.id),
            bp: (x) => x.rechargeBp,
          },
          now,
        );
    return [first.credited, next.credited].filter((c): c is Credited => c !== null);
  },

  /**
   * A friend paid an order (in `tx`): the purchase rebate, held until the order's refund window closes.
   * The rebate follows the money: it is earned by the inviter of whoever paid, the order's owner or a
   * friend paying on their behalf (whose wallet a refund also returns to), once per order. The owner of an
   * order paid on their behalf never earns on it, even when the payer is their invited friend.
   */
  async onOrderPaid(
    tx: Tx,
    o: { orderId: number; payerId: number; ownerId: number; amount: number; currency: string },
    now = new Date(),
  ) {
    if (o.amount <= 0) return;
    await earn(
      tx,
      {
        type: TransactionType.SubordinatePurchaseRebate,
        eventKey: eventKeys.order(o.orderId),
        friendId: o.payerId,
        ...(o.ownerId === o.payerId ? {} : { notEarner: o.ownerId }),
        basis: o.amount,
        basisCurrency: o.currency,
        orderId: o.orderId,
        bp: (x) => x.purchaseBp,
        held: true,
      },
      now,
    );
  },

  /**
   * Releases held purchase rebates of completed orders to the earner's wallet and reverses those of
   * refunded orders back to the promotions budget (giving the month's cap back), each once.
   */
  async settleHeld(db: Db, batch = 200, now = new Date()) {
    let released = 0;
    let reversed = 0;
    const changed: Credited[] = [];
    for (;;) {
      const n = await inTransaction(db, async (tx) => {
        const due = await repo.dueHeld(tx, batch);
        for (const r of due) {
          const held = accounts.rebateHeld(r.earnerId, r.currency);
          const header = {
            type: TransactionType.SubordinatePurchaseRebate,
            userId: r.earnerId,
            orderId: r.orderId,
            ref: `referral:${r.id}`,
          };
          if (r.orderStatus === OrderStatus.Completed) {
            const moved = await transfer(tx, {
              ...header,
              from: held,
              to: accounts.wallet(r.earnerId, r.currency),
              amount: r.amount,
              memo: 'referral_released',
            });
            await repo.update(tx, r.id, { status: 'credited', settleJournalId: moved.journalId, settledAt: now });
            changed.push({ earnerId: r.earnerId, balance: moved.toBalance, unit: r.currency });
            released++;
          } else {
            const moved = await transfer(tx, {
              ...header,
              from: held,
              to: accounts.system('bonus_expense', r.currency),
              amount: r.amount,
              memo: 'referral_reversed',
              reversesId: r.journalId,
            });
            await repo.addToMonth(tx, r.earnerId, monthOf(r.createdAt), r.currency, -r.amount);
            await repo.update(tx, r.id, { status: 'reversed', settleJournalId: moved.journalId, settledAt: now });
            reversed++;
          }
        }
        return due.length;
      });
      if (n < batch) break;
    }
    return { released, reversed, changed };
  },
};
