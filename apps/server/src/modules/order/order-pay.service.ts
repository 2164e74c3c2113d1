import {
  type getPayQuote,
  type getRefundQuote,
  OrderStatus,
  OrderType,
  type payOrder,
  type ResponseOf,
  type refundOrder,
  TransactionType,
} from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { AppError, fail } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import { optionalRowId, rowId } from '../../lib/ids';
import { flightSeats } from '../flight/flight-seats';
import { hotelRooms } from '../hotel/hotel-rooms';
import { consumeQuote, priceTarget, storeQuote, toFx } from '../ledger/fx.service';
import { accounts, convertBetween, holdsCurrency, transfer, walletOf } from '../ledger/ledger.service';
import { referralRebates } from '../referral/referral.service';
import type { OrderDeps } from './order.deps';
import { orderRepository as repo } from './order.repository';
import { isPayable, isRefundable, payerOf, refundStageOf } from './order.rules';
import { refundTermsOf } from './order-flight.service';
import { publishStatus, type StatusChange } from './order-status';
import { payRequestRepository as payRequests } from './pay-request.repository';

type PayAnswer = ResponseOf<typeof payOrder>;
type RefundAnswer = ResponseOf<typeof refundOrder>;
type QuoteAnswer = ResponseOf<typeof getPayQuote>;
type RefundQuoteAnswer = ResponseOf<typeof getRefundQuote>;

/** How long a refund quote is honoured: time to read it and confirm. */
export const REFUND_QUOTE_SECONDS = 300;

/** A pay or refund call: ids as the contract sends them. */
export type MoneyCall = {
  userId: number;
  oid: string;
  quoteId?: string;
  key?: string;
  body: unknown;
  /** An operator's refund: its audit row, written in the refund's transaction. */
  audit?: (tx: Executor, change: { from: number; to: number; refundAmount: number }) => Promise<void>;
  /** A refund request's reason and photo (takeout orders past the instant stage). */
  reason?: string;
  image?: string;
};

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.lock>>>;
type Credit = { userId: number; balance: number; unit: string };

/**
 * Moves `refundAmount` of a paid order from the payer's escrow back to their wallet (in the currency and
 * at the rate they paid) and `fee` to the platform; the caller has the order row locked.
 */
async function returnPayment(tx: Executor, order: OrderRow, refundAmount: number, fee: number): Promise<Credit | null> {
  const oid = order.id;
  const payer = payerOf(order);
  let credited: Credit | null = null;
  if (refundAmount > 0) {
    const header = { type: TransactionType.GoodsRefund, userId: payer, orderId: oid, ref: `order:${oid}` };
    const escrow = accounts.escrow(payer, order.currency);
    if (order.payUnit !== null && order.payAmount !== null && order.payQuoteId !== null) {
      const back = await convertBetween(tx, {
        ...header,
        quoteId: order.payQuoteId,
        from: escrow,
        fromAmount: refundAmount,
        to: accounts.wallet(payer, order.payUnit),
        toAmount: refundAtPaidRate(refundAmount, order.amount, order.payAmount),
      });
      credited = { userId: payer, balance: back.toBalance, unit: order.payUnit };
    } else {
      const back = await transfer(tx, {
        ...header,
        from: escrow,
        to: accounts.wallet(payer, order.currency),
        amount: refundAmount,
      });
      credited = { userId: payer, balance: back.toBalance, unit: order.currency };
    }
  }
  if (fee > 0) {
    // What the fare rules keep goes to the platform, in the order's currency.
    await transfer(tx, {
      type: TransactionType.GoodsRefund,
      userId: payer,
      orderId: oid,
      ref: `order:${oid}:fee`,
      from: accounts.escrow(payer, order.currency),
      to: accounts.system('platform_revenue', order.currency),
      amount: fee,
    });
  }
  return credited;
}

/**
 * What goes back when `refundAmount` of an order that cost `payAmount` in another currency is refunded:
 * the same share of what was paid, at the rate paid, rounded up (never against the payer, never more
 * than was paid). A full refund returns exactly what was paid.
 */
export const refundAtPaidRate = (refundAmount: number, amount: number, payAmount: number) =>
  refundAmount >= amount ? payAmount : Math.min(payAmount, Math.ceil((refundAmount * payAmount) / amount));

/**
 * Paying and refunding through the ledger. Both are safe under any concurrency without a key: paying is
 * one conditional UPDATE (only an unpaid, live order of the caller matches, once), refunding locks the
 * order row and refunds only a paid, uncompleted one. With an idempotency key a retry gets the first
 * answer back; without one a second pay is "order already paid" and a second refund answers the refund
 * already made. No money moves twice either way.
 *
 * An order is in its seller's currency. It is paid from the balance in that currency, or, with a quote of
 * `GetPayQuote`, from a balance in another currency at exactly the quoted amounts (the quote is consumed
 * in the same transaction; the journal and the order name it). A refund goes back the way the money
 * came: in the currency paid, at the rate paid.
 */
export function createOrderPayService(
  deps: OrderDeps,
  uploads?: { own: (userId: number, url: string) => Promise<unknown> },
) {
  const { db, config, events } = deps;
  /** The photo of a refund request is one the user uploaded for it. */
  const ownsImage = async (userId: number, url: string) => Boolean(uploads && (await uploads.own(userId, url)));

  /** Why an order could not be marked paid. */
  async function payRefusal(ex: Executor, oid: number, userId: number): Promise<never> {
    const state = await repo.payState(ex, oid, userId);
    if (!state) return fail('OrderNotFound');
    if (state.payStatus === 1 || state.status !== OrderStatus.Unpaid) return fail('OrderAlreadyPaid');
    return fail('PayRequestExpired');
  }

  return {
    /** What refunding a paid order returns now (the fare rules' fee kept), honoured for REFUND_QUOTE_SECONDS. */
    async refundQuote(userId: number, orderId: string): Promise<RefundQuoteAnswer> {
      const oid = rowId(orderId, 'OrderNotFound');
      const order = (await repo.byId(db, oid, userId)) ?? fail('OrderNotFound');
      if (order.userId !== userId) fail('OrderNotFound');
      if (order.status === OrderStatus.Completed) fail('OrderCompleted');
      if (!isRefundable(order)) fail('NotPaid');
      const terms = refundTermsOf(order, new Date());
      const quote = await repo.insertQuote(
        db,
        { userId, orderId: oid, kind: 'refund', fee: terms.fee, amount: terms.refundAmount },
        REFUND_QUOTE_SECONDS,
      );
      return {
        quoteId: String(quote.id),
        oid: String(oid),
        refundAmount: terms.refundAmount,
        fee: terms.fee,
        feeBp: terms.feeBp,
        unit: order.currency,
        returned:
          order.payAmount === null
            ? terms.refundAmount
            : refundAtPaidRate(terms.refundAmount, order.amount, order.payAmount),
        returnedUnit: order.payUnit ?? order.currency,
        expiresAt: quote.expiresAt.toISOString(),
      };
    },

    /** A quote for paying an unpaid order from the caller's balance in `payUnit`, locked for the pay window. */
    async payQuote(userId: number, orderId: string, payUnit: string): Promise<QuoteAnswer> {
      const oid = rowId(orderId, 'OrderNotFound');
      const order = (await repo.byId(db, oid, userId)) ?? fail('OrderNotFound');
      if (order.userId !== userId) fail('OrderNotFound');
      if (!isPayable(order, new Date())) await payRefusal(db, oid, userId);
      if (payUnit === order.currency) fail('ParameterError', { fields: 'payUnit' });
      if (!(await holdsCurrency(db, userId, payUnit))) fail('NoBalanceInCurrency', { unit: payUnit });
      const priced = await priceTarget(db, order.amount, payUnit, order.currency);
      const [quote, wallet] = await Promise.all([
        storeQuote(db, {
          userId,
          purpose: 'pay',
          orderId: oid,
          fromUnit: payUnit,
          fromAmount: priced.fromAmount,
          toUnit: order.currency,
          toAmount: order.amount,
          rate: priced.rate,
          expiresAt: order.expiresAt!,
        }),
        walletOf(db, userId, payUnit),
      ]);
      return {
        quoteId: String(quote.id),
        oid: String(oid),
        amount: order.amount,
        unit: order.currency,
        payAmount: quote.fromAmount,
        payUnit,
        rate: priced.rate,
        balance: wallet.balance,
        expiresAt: quote.expiresAt.toISOString(),
      };
    },

    async pay({ userId, oid: orderId, quoteId: quoteRef, key, body }: MoneyCall): Promise<PayAnswer> {
      const oid = rowId(orderId, 'OrderNotFound');
      const quoteId = optionalRowId(quoteRef, 'QuoteExpired');
      let change: StatusChange | null = null;
      const { response, replayed } = await idempotent<PayAnswer>(
        db,
        { userId, route: '/order/PayOrder', key, body },
        async (tx) => {
          const quote = quoteId === undefined ? null : await consumeQuote(tx, quoteId, userId, 'pay', oid);
          const paid =
            (await repo.markPaid(tx, oid, userId, config.DISPATCH_STEP_SECONDS)) ?? (await payRefusal(tx, oid, userId));
          // Paid by its owner: a friend's link to it is no longer payable.
          await payRequests.cancelLive(tx, oid);
          const header = { type: TransactionType.BuyGoods, userId, orderId: oid, ref: `order:${oid}` };
          const escrow = accounts.escrow(userId, paid.currency);
          let balance: number;
          let balanceUnit = paid.currency;
          if (quote) {
            // The quote was priced for this order's amount and currency; anything else is not what was shown.
            if (quote.toUnit !== paid.currency || quote.toAmount !== paid.amount) fail('AmountException');
            const moved = await convertBetween(tx, {
              ...header,
              quoteId: quote.id,
              from: accounts.wallet(userId, quote.fromUnit),
              fromAmount: quote.fromAmount,
              to: escrow,
              toAmount: quote.toAmount,
            });
            await repo.paidWithQuote(tx, oid, quote);
            balance = moved.fromBalance;
            balanceUnit = quote.fromUnit;
          } else if (paid.amount > 0) {
            const debit = await transfer(tx, {
              ...header,
              from: accounts.wallet(userId, paid.currency),
              to: escrow,
              amount: paid.amount,
            });
            balance = debit.fromBalance;
          } else {
            balance = (await walletOf(tx, userId, paid.currency)).balance;
          }
          await referralRebates.onOrderPaid(tx, {
            orderId: oid,
            payerId: userId,
            ownerId: userId,
            amount: paid.amount,
            currency: paid.currency,
          });
          change = { userId, oid, status: OrderStatus.InProgress, type: paid.type, previousStatus: OrderStatus.Unpaid };
          return {
            oid: String(oid),
            status: OrderStatus.InProgress,
            payStatus: 1,
            amount: paid.amount,
            unit: paid.currency,
            payment: quote ? toFx(quote) : null,
            balance,
            balanceUnit,
            paidAt: paid.paidAt.toISOString(),
          };
        },
      );
      if (!replayed && change) {
        publishStatus(events, [change]);
        events.emit('wallet.changed', { userId, balance: response.balance, unit: response.balanceUnit });
      }
      return response;
    },

    /**
     * Status 6 then 7 in one transaction: the escrowed amount goes back to the payer's wallet (type 13), in
     * the currency and at the rate they paid. A refunded order answers its refund again; a completed one
     * is "order already completed"; an unpaid one "not paid".
     */
    async refund({
      userId,
      oid: orderId,
      quoteId: quoteRef,
      key,
      body,
      reason,
      image,
      audit,
    }: MoneyCall): Promise<RefundAnswer> {
      const oid = rowId(orderId, 'OrderNotFound');
      const quoteId = optionalRowId(quoteRef, 'QuoteExpired');
      let changes: StatusChange[] = [];
      let credited: Credit | null = null;
      // Checked before the transaction (on PGlite a read outside it would wait for it to end).
      const imageOwned = image ? await ownsImage(userId, image) : false;
      const { response, replayed } = await idempotent<RefundAnswer>(
        db,
        { userId, route: '/order/RefundOrder', key, body },
        async (tx) => {
          const order = (await repo.lockOwned(tx, oid, userId)) ?? fail('OrderNotFound');
          const payer = payerOf(order);
          const returnedUnit = order.payUnit ?? order.currency;
          const returnedOf = (refundAmount: number) =>
            order.payAmount === null ? refundAmount : refundAtPaidRate(refundAmount, order.amount, order.payAmount);
          const answer = (balance: number, refundAmount: number, status: number): RefundAnswer => ({
            oid: String(oid),
            status,
            payStatus: order.payStatus,
            refundAmount,
            fee: order.amount - refundAmount,
            unit: order.currency,
            returned: returnedOf(refundAmount),
            returnedUnit,
            balance,
          });
          const callerUnit = payer === userId ? returnedUnit : order.currency;
          if (order.status === OrderStatus.Refunding || order.status === OrderStatus.Refunded) {
            return answer((await walletOf(tx, userId, callerUnit)).balance, order.refundAmount, order.status);
          }
          if (order.status === OrderStatus.Completed) fail('OrderCompleted');
          if (!isRefundable(order)) fail('NotPaid');
          if (refundStageOf(order) === 'request') {
            // Past the restaurant: a request with its evidence, reviewed by support or the merchant.
            const evidence = reason && image && imageOwned ? { reason, image } : null;
            if (!evidence) return fail('RefundEvidenceRequired');
            const held = await repo.setStatus(tx, oid, order.status, [OrderStatus.Refunding], {
              nextStepInSeconds: null,
            });
            if (!held) throw new AppError('InvalidState');
            await repo.insertRefundRequest(tx, { orderId: oid, userId, ...evidence, fromStatus: order.status });
            changes = [{ userId, oid, status: OrderStatus.Refunding, type: order.type, previousStatus: order.status }];
            const pending = answer(
              (await walletOf(tx, userId, callerUnit)).balance,
              order.amount,
              OrderStatus.Refunding,
            );
            return { ...pending, fee: 0, returned: 0 };
          }
          // A confirmed quote moves exactly what it showed; without one, the rules as of now.
          const quoted =
            quoteId === undefined
              ? null
              : ((await repo.consumeQuote(tx, quoteId, userId, oid, 'refund')) ?? fail('QuoteExpired'));
          const { refundAmount, fee } = quoted
            ? { refundAmount: quoted.amount, fee: quoted.fee }
            : refundTermsOf(order, new Date());
          const moved = await repo.setStatus(tx, oid, order.status, [OrderStatus.Refunding], {});
          if (!moved) throw new AppError('InvalidState');
          credited = await returnPayment(tx, order, refundAmount, fee);
          const balance =
            credited?.userId === userId ? credited.balance : (await walletOf(tx, userId, callerUnit)).balance;
          await repo.setStatus(tx, oid, OrderStatus.Refunding, [OrderStatus.Refunded], {
            stamp: 'refundedAt',
            nextStepInSeconds: null,
            refundAmount,
          });
          // Nothing was handed over yet: what was taken from a limited stock goes back on the menu.
          if (order.status === OrderStatus.InProgress) await repo.releaseStock(tx, [oid]);
          if (order.type === OrderType.Flight) await flightSeats.release(tx, [oid]);
          if (order.type === OrderType.Hotel) await hotelRooms.release(tx, [oid]);
          await audit?.(tx, { from: order.status, to: OrderStatus.Refunded, refundAmount });
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

    /**
     * An operator approves the pending refund request of a takeout order: the full amount goes back
     * through the ledger and the order is refunded (7). Asked again, the refunded order answers as it is.
     */
    async approveRefundRequest(orderId: string, audit: (tx: Executor, oid: number) => Promise<void>) {
      const oid = rowId(orderId, 'OrderNotFound');
      let changes: StatusChange[] = [];
      let credited: Credit | null = null;
      await inTransaction(db, async (tx) => {
        const order = (await repo.lock(tx, oid)) ?? fail('OrderNotFound');
        const request = await repo.latestRefundRequest(tx, oid);
        if (order.status === OrderStatus.Refunded && request?.state === 'approved') return;
        if (order.status !== OrderStatus.Refunding || request?.state !== 'pending') return fail('InvalidState');
        const { refundAmount, fee } = refundTermsOf(order, new Date());
        credited = await returnPayment(tx, order, refundAmount, fee);
        await repo.setStatus(tx, oid, OrderStatus.Refunding, [OrderStatus.Refunded], {
          stamp: 'refundedAt',
          nextStepInSeconds: null,
          refundAmount,
        });
        await repo.decideRefundRequest(tx, request.id, 'approved', null);
        await audit(tx, oid);
        changes = [
          {
            userId: order.userId,
            oid,
            status: OrderStatus.Refunded,
            type: order.type,
            previousStatus: OrderStatus.Refunding,
          },
        ];
      });
      publishStatus(events, changes);
      if (credited) events.emit('wallet.changed', credited);
      return (await repo.byId(db, oid, null)) ?? fail('OrderNotFound');
    },

    /**
     * An operator declines the pending refund request with a reason the user is shown; the order goes
     * back to the delivery status it was at, and the dispatcher carries it on.
     */
    async declineRefundRequest(
      orderId: string,
      declineReason: string,
      audit: (tx: Executor, oid: number, restored: number) => Promise<void>,
    ) {
      const oid = rowId(orderId, 'OrderNotFound');
      let changes: StatusChange[] = [];
      await inTransaction(db, async (tx) => {
        const order = (await repo.lock(tx, oid)) ?? fail('OrderNotFound');
        const request = await repo.latestRefundRequest(tx, oid);
        if (order.status !== OrderStatus.Refunding || request?.state !== 'pending') return fail('InvalidState');
        await repo.setStatus(tx, oid, OrderStatus.Refunding, [request.fromStatus], {
          nextStepInSeconds: config.DISPATCH_STEP_SECONDS,
        });
        await repo.decideRefundRequest(tx, request.id, 'declined', declineReason);
        await audit(tx, oid, request.fromStatus);
        changes = [
          {
            userId: order.userId,
            oid,
            status: request.fromStatus,
            type: order.type,
            previousStatus: OrderStatus.Refunding,
          },
        ];
      });
      publishStatus(events, changes);
      return (await repo.byId(db, oid, null)) ?? fail('OrderNotFound');
    },
  };
}
