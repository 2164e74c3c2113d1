import { OrderStatus, type payOrder, type ResponseOf, type refundOrder, TransactionType } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError, fail } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import { creditWallet, debitWallet, walletOf } from '../../lib/ledger';
import type { OrderDeps } from './order.deps';
import { REFUNDABLE } from './order.mapper';
import { orderRepository as repo } from './order.repository';
import { orderEscrow, payerOf, publishStatus, type StatusChange } from './order-status';

type PayAnswer = ResponseOf<typeof payOrder>;
type RefundAnswer = ResponseOf<typeof refundOrder>;

export type MoneyCall = { userId: number; oid: number; key?: string; body: unknown };

/**
 * Paying and refunding through the ledger. Both are safe under any concurrency without a key: paying is
 * one conditional UPDATE (only an unpaid, live order of the caller matches, once), refunding locks the
 * order row and refunds only a paid, uncompleted one. With an idempotency key a retry gets the first
 * answer back; without one a second pay is "order already paid" and a second refund answers the refund
 * already made. No money moves twice either way.
 */
export function createOrderPayService(deps: OrderDeps) {
  const { db, config, events } = deps;

  /** Why an order could not be marked paid. */
  async function payRefusal(tx: Tx, oid: number, userId: number): Promise<never> {
    const state = await repo.payState(tx, oid, userId);
    if (!state) return fail('OrderNotFound');
    if (state.payStatus === 1 || state.status !== OrderStatus.Unpaid) return fail('OrderAlreadyPaid');
    return fail('PayRequestExpired');
  }

  return {
    async pay({ userId, oid, key, body }: MoneyCall): Promise<PayAnswer> {
      let change: StatusChange | null = null;
      const { response, replayed } = await idempotent<PayAnswer>(
        db,
        { userId, route: '/order/PayOrder', key, body },
        async (tx) => {
          const paid =
            (await repo.markPaid(tx, oid, userId, config.DISPATCH_STEP_SECONDS)) ?? (await payRefusal(tx, oid, userId));
          let balance: number;
          if (paid.amount > 0) {
            const debit = await debitWallet(tx, {
              userId,
              amount: paid.amount,
              to: orderEscrow(userId),
              type: TransactionType.BuyGoods,
              orderId: oid,
              ref: `order:${oid}`,
            });
            balance = debit.balance;
          } else {
            balance = (await walletOf(tx, userId)).balance;
          }
          change = { userId, oid, status: OrderStatus.InProgress, type: paid.type, previousStatus: OrderStatus.Unpaid };
          return {
            oid: String(oid),
            status: OrderStatus.InProgress,
            payStatus: 1,
            amount: paid.amount,
            balance,
            paidAt: paid.paidAt.toISOString(),
          };
        },
      );
      if (!replayed && change) {
        publishStatus(events, [change]);
        events.emit('wallet.changed', { userId, balance: response.balance });
      }
      return response;
    },

    /**
     * Status 6 then 7 in one transaction: the escrowed amount goes back to the wallet (type 13). A refunded
     * order answers its refund again; a completed one is "order already completed"; an unpaid one "not paid".
     */
    async refund({ userId, oid, key, body }: MoneyCall): Promise<RefundAnswer> {
      let changes: StatusChange[] = [];
      let credited: { userId: number; balance: number } | null = null;
      const { response, replayed } = await idempotent<RefundAnswer>(
        db,
        { userId, route: '/order/RefundOrder', key, body },
        async (tx) => {
          const order = (await repo.lockOwned(tx, oid, userId)) ?? fail('OrderNotFound');
          const answer = (balance: number, refundAmount: number, status: number): RefundAnswer => ({
            oid: String(oid),
            status,
            payStatus: order.payStatus,
            refundAmount,
            fee: order.amount - refundAmount,
            balance,
          });
          if (order.status === OrderStatus.Refunding || order.status === OrderStatus.Refunded) {
            return answer((await walletOf(tx, userId)).balance, order.refundAmount, order.status);
          }
          if (order.status === OrderStatus.Completed) fail('OrderCompleted');
          if (order.payStatus !== 1 || !REFUNDABLE.includes(order.status)) fail('NotPaid');
          const refundAmount = order.amount;
          const moved = await repo.setStatus(tx, oid, order.status, [OrderStatus.Refunding], {});
          if (!moved) throw new AppError('InvalidState');
          // The money goes back to whoever paid (the owner, or the friend who paid on their behalf).
          const payer = payerOf(order);
          if (refundAmount > 0) {
            const credit = await creditWallet(tx, {
              userId: payer,
              amount: refundAmount,
              from: orderEscrow(payer),
              type: TransactionType.GoodsRefund,
              orderId: oid,
              ref: `order:${oid}`,
            });
            credited = { userId: payer, balance: credit.balance };
          }
          const balance = credited?.userId === userId ? credited.balance : (await walletOf(tx, userId)).balance;
          await repo.setStatus(tx, oid, OrderStatus.Refunding, [OrderStatus.Refunded], {
            refundedAt: sql`now()`,
            nextStepAt: null,
            refundAmount,
          });
          // Nothing was handed over yet: what was taken from a limited stock goes back on the menu.
          if (order.status === OrderStatus.InProgress) await repo.releaseStock(tx, [oid]);
          changes = [
            { userId, oid, status: OrderStatus.Refunding, type: order.type, previousStatus: order.status },
            { userId, oid, status: OrderStatus.Refunded, type: order.type, previousStatus: OrderStatus.Refunding },
          ];
          return answer(balance, refundAmount, OrderStatus.Refunded);
        },
      );
      if (!replayed && changes.length) {
        publishStatus(events, changes);
        if (credited) events.emit('wallet.changed', credited);
      }
      return response;
    },
  };
}
