import { OrderStatus, OrderType, TransactionType } from '@wayfare/contracts';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import type { EventBus } from '../../lib/events';
import { rowId } from '../../lib/ids';
import { accounts, transfer } from '../ledger/ledger.service';
import { orderRepository as repo } from './order.repository';
import { payerOf } from './order.rules';

export type StatusChange = { userId: number; oid: number; status: number; type: number; previousStatus?: number };

/** Tells the user's sockets; call after the change committed, in the order the statuses were reached. */
export function publishStatus(events: EventBus, changes: StatusChange[]) {
  for (const c of changes) {
    events.emit('order.status', {
      userId: c.userId,
      oid: String(c.oid),
      status: c.status,
      type: c.type,
      ...(c.previousStatus === undefined ? {} : { previousStatus: c.previousStatus }),
    });
  }
}

/** Every status passed on the way from `from` to `to`, as events. */
export const changesBetween = (o: { userId: number; id: number; type: number }, from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => ({
    userId: o.userId,
    oid: o.id,
    status: from + i + 1,
    type: o.type,
    previousStatus: from + i,
  }));

/**
 * Completes a delivering (or earlier, for operators) order locked by the caller's transaction: status 5,
 * the escrowed amount credited to the merchant's ledger account (type 14), one more sale on the merchant.
 */
export async function completeOrder(
  tx: Executor,
  o: {
    id: number;
    userId: number;
    payerUserId?: number | null;
    amount: number;
    currency: string;
    merchantId: number | null;
    status: number;
    type?: number;
  },
) {
  // A takeout order passes every delivery step on its timeline; a flight (ticketed) or a stay (booked) goes
  // straight to completed.
  const steps =
    o.type === OrderType.Flight || o.type === OrderType.Hotel
      ? [OrderStatus.Completed]
      : Array.from({ length: OrderStatus.Completed - o.status }, (_, i) => o.status + i + 1);
  const moved = await repo.setStatus(tx, o.id, o.status, steps, { stamp: 'completedAt', nextStepInSeconds: null });
  if (!moved) return false;
  if (o.amount > 0) {
    await transfer(tx, {
      from: accounts.escrow(payerOf(o), o.currency),
      to:
        o.merchantId === null
          ? accounts.system('platform_revenue', o.currency)
          : accounts.merchant(o.merchantId, o.currency),
      amount: o.amount,
      type: TransactionType.OrderCompletedCredited,
      userId: o.userId,
      orderId: o.id,
      ref: `order:${o.id}`,
      memo: 'order completed',
    });
  }
  if (o.merchantId !== null) await repo.addMerchantSale(tx, o.merchantId);
  return true;
}

/**
 * Moves a paid takeout order forward, one step or to a later delivery status (2-5), as an operator
 * asks: never backwards, never out of a refund, never an unpaid order. Completion credits the merchant
 * exactly as the dispatcher does. `audit` is written in the same transaction.
 */
export async function advanceOrder(
  db: Db,
  events: EventBus,
  stepSeconds: number,
  input: {
    oid: string;
    to?: number;
    /** A merchant operator's shop: another shop's order answers "not found", as an id of nobody's. */
    merchantId?: number;
    /** Only from this status (a merchant's step); otherwise from any paid delivery status. */
    from?: number;
    audit?: (tx: Executor, orderId: number, change: { from: number; to: number }) => Promise<void>;
  },
) {
  const oid = rowId(input.oid, 'OrderNotFound');
  let changes: StatusChange[] = [];
  await inTransaction(db, async (tx) => {
    const o = (await repo.lock(tx, oid)) ?? fail('OrderNotFound');
    if (input.merchantId !== undefined && o.merchantId !== input.merchantId) fail('OrderNotFound');
    if (o.status === OrderStatus.Unpaid) fail('NotPaid');
    if (input.from !== undefined && o.status !== input.from) fail('InvalidState');
    if (o.status === OrderStatus.Completed) fail('OrderCompleted');
    if (o.type !== OrderType.Takeout || o.status > OrderStatus.Completed) fail('InvalidState');
    const to = input.to ?? o.status + 1;
    if (to <= o.status || to > OrderStatus.Completed) fail('InvalidState');
    if (to === OrderStatus.Completed) {
      await completeOrder(tx, o);
    } else {
      const steps = Array.from({ length: to - o.status }, (_, i) => o.status + i + 1);
      await repo.setStatus(tx, o.id, o.status, steps, { nextStepInSeconds: stepSeconds });
    }
    await input.audit?.(tx, o.id, { from: o.status, to });
    changes = changesBetween(o, o.status, to);
  });
  publishStatus(events, changes);
  return (await repo.byId(db, oid, null)) ?? fail('OrderNotFound');
}
