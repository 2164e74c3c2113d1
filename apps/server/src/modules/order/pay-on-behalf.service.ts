import {
  type createPayOrder,
  type getPayOnBehalfQuote,
  type getPayUserInfo,
  type Locale,
  OrderStatus,
  type PayRequestInfo,
  PayRequestStatus,
  type payInitiateOrder,
  type ResponseOf,
  type sendPay,
  TransactionType,
} from '@wayfare/contracts';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { takeQuota } from '../../lib/attempts';
import { randomToken } from '../../lib/crypto';
import { idempotent } from '../../lib/idempotency';
import { optionalRowId, rowId } from '../../lib/ids';
import type { Limiter } from '../../lib/limiter';
import type { ChatService } from '../chat/chat.service';
import { consumeQuote, priceTarget, quoteById, storeQuote } from '../ledger/fx.service';
import { accounts, convertBetween, holdsCurrency, transfer, walletOf } from '../ledger/ledger.service';
import { referralRebates } from '../referral/referral.service';
import type { RechargeService } from '../wallet/recharge.service';
import type { OrderDeps } from './order.deps';
import { itemNamesIn } from './order.mapper';
import { orderRepository as orders } from './order.repository';
import { isPayable } from './order.rules';
import { publishStatus, type StatusChange } from './order-status';
import {
  effectiveStatus,
  maskAccount,
  PAY_ID_BYTES,
  payLink,
  payUserLookupRules,
  secondsLeft,
} from './pay-on-behalf.rules';
import { type PayRequestRow, payRequestRepository as repo } from './pay-request.repository';

export type PayOnBehalfDeps = Omit<OrderDeps, 'config'> & {
  config: Pick<Config, 'PAY_ON_BEHALF_MINUTES' | 'DISPATCH_STEP_SECONDS' | 'PUBLIC_URL'>;
  limiter: Limiter;
  chat: Pick<ChatService, 'sendCard' | 'postSystemNotice'>;
  /** Top-ups through a channel (PayPal) that pay a request once captured. */
  topUps: Pick<RechargeService, 'toPay'>;
};

type PayAnswer = ResponseOf<typeof payInitiateOrder>;
type PayCall = {
  userId: number | null;
  pid: string;
  payType: string;
  quoteId?: string;
  key?: string;
  body: unknown;
  /** For a channel (`payType` other than `wallet`): where the payer is, the channel's data, their language. */
  channel?: { countryCode: string; rechargeData: Record<string, unknown>; locale: Locale };
};

/**
 * Pay-on-behalf: the owner of an unpaid order (any type) asks anyone holding a link to pay it. A request
 * locks the order's amount for PAY_ON_BEHALF_MINUTES; one waits per order (a new one cancels the old).
 * Paying is the same conditional UPDATE of the order as PayOrder (one winner however many payers, the
 * owner included), with the payer's wallet debited into the payer's escrow (from another currency at a
 * stored quote), so completion credits the merchant and a refund returns the money to the payer, at the
 * rate they paid, exactly as for an order paid by its owner.
 */
export function createPayOnBehalfService(deps: PayOnBehalfDeps) {
  const { db, config, events } = deps;

  const link = (pid: string) => payLink(config.PUBLIC_URL, pid);

  /** Why a request could not be paid now (nothing moved). */
  async function refusal(ex: Executor, r: PayRequestRow): Promise<never> {
    const order = await orders.payState(ex, r.orderId, r.requesterId);
    if (!order) return fail('OrderNotFound');
    if (order.payStatus === 1 || order.status !== OrderStatus.Unpaid) return fail('OrderAlreadyPaid');
    if (r.status === PayRequestStatus.Paid) return fail('OrderAlreadyPaid');
    return fail('PayRequestExpired');
  }

  /** A request someone may pay now, or the reason they may not. */
  async function payableRequest(ex: Executor, pid: string): Promise<PayRequestRow> {
    const r = (await repo.byPublicId(ex, pid)) ?? fail('OrderNotFound');
    if (effectiveStatus(r, new Date()) !== PayRequestStatus.Waiting) return refusal(ex, r);
    return r;
  }

  /**
   * Starts a channel payment: the payer tops up their own wallet by exactly what the request costs them
   * (the order's amount, or their quote's amount in their own currency) and approves it at PayPal; nothing
   * moves until the capture, which credits the top-up and then pays the request from it (`fromTopUp`).
   */
  async function payThroughChannel(userId: number, call: PayCall): Promise<PayAnswer> {
    if (!call.channel) return fail('ChannelClosed');
    const r = await payableRequest(db, call.pid);
    let amount = r.amount;
    let currency = r.currency;
    let quoteId: string | null = null;
    if (call.quoteId !== undefined) {
      const quote = await quoteById(db, optionalRowId(call.quoteId, 'QuoteExpired')!);
      const usable =
        quote &&
        quote.userId === userId &&
        quote.purpose === 'pay' &&
        quote.orderId === r.orderId &&
        quote.usedAt === null &&
        quote.expiresAt > new Date() &&
        quote.toUnit === r.currency &&
        quote.toAmount === r.amount;
      if (!usable) return fail('QuoteExpired');
      amount = quote.fromAmount;
      currency = quote.fromUnit;
      quoteId = String(quote.id);
    }
    const topUp = await deps.topUps.toPay(
      userId,
      {
        country_code: call.channel.countryCode,
        channelCode: call.payType,
        amount,
        currency,
        rechargeData: call.channel.rechargeData,
        payFor: { pid: r.publicId, quoteId },
      },
      { userId, route: '/order/PayInitiateOrder', key: call.key, body: call.body },
      call.channel.locale,
    );
    return {
      pid: r.publicId,
      oid: String(r.orderId),
      status: PayRequestStatus.Waiting,
      paid: false,
      amount: r.amount,
      unit: r.currency,
      payAmount: amount,
      payUnit: currency,
      balance: (await walletOf(db, userId, currency)).balance,
      redirectUrl: topUp.redirectUrl,
      providerRef: topUp.providerRef,
    };
  }

  return {
    /**
     * A channel top-up made to pay `pid` was credited: pays the request from that balance, once per top-up
     * (its own idempotency key). When the request was paid by someone else or expired meanwhile, the top-up
     * simply stays in the payer's wallet.
     */
    async fromTopUp(e: { rechargeId: number; userId: number; pid: string; quoteId: string | null }) {
      try {
        return await this.pay({
          userId: e.userId,
          pid: e.pid,
          payType: 'wallet',
          ...(e.quoteId === null ? {} : { quoteId: e.quoteId }),
          key: `topup-${e.rechargeId}`,
          body: { pid: e.pid, rechargeId: e.rechargeId, quoteId: e.quoteId },
        });
      } catch (err) {
        deps.log.info({ err, pid: e.pid, rechargeId: e.rechargeId }, 'pay-on-behalf: top-up kept in the wallet');
        return null;
      }
    },

    async create(userId: number, orderId: string): Promise<ResponseOf<typeof createPayOrder>> {
      const oid = rowId(orderId, 'OrderNotFound');
      const created = await inTransaction(db, async (tx) => {
        const order = (await orders.lockOwned(tx, oid, userId)) ?? fail('OrderNotFound');
        if (order.payStatus === 1 || order.status !== OrderStatus.Unpaid) fail('OrderAlreadyPaid');
        if (!isPayable(order, new Date())) fail('PayRequestExpired');
        await repo.cancelLive(tx, oid);
        const request = await repo.insert(
          tx,
          {
            publicId: randomToken(PAY_ID_BYTES),
            orderId: oid,
            requesterId: userId,
            amount: order.amount,
            currency: order.currency,
          },
          config.PAY_ON_BEHALF_MINUTES,
        );
        await repo.holdOrderUntil(tx, oid, request.expiresAt);
        return request;
      });
      return {
        pid: created.publicId,
        oid: String(oid),
        link: link(created.publicId),
        expiresAt: created.expiresAt.toISOString(),
        remainingSeconds: secondsLeft(created.expiresAt, new Date()),
      };
    },

    /** What anyone holding the link sees: never a street, phone, passenger or ID number. */
    /** Item names in the viewer's `locale`. */
    async info(pid: string, viewerId: number | null, locale: Locale): Promise<PayRequestInfo> {
      const r = (await repo.byPublicId(db, pid)) ?? fail('OrderNotFound');
      const order = (await orders.byId(db, r.orderId, null)) ?? fail('OrderNotFound');
      const [items, requester, payer, city] = await Promise.all([
        orders.items(db, r.orderId),
        orders.publicUser(db, r.requesterId),
        r.payerUserId === null ? Promise.resolve(null) : orders.publicUser(db, r.payerUserId),
        repo.cityOf(db, order.merchantId),
      ]);
      const now = new Date();
      let status = effectiveStatus(r, now);
      // The order itself expired unpaid (the expiry job cancelled it): nothing can be paid any more.
      if (status === PayRequestStatus.Waiting && !isPayable(order, now)) {
        status = order.payStatus === 1 ? PayRequestStatus.Cancelled : PayRequestStatus.Expired;
      }
      const details = order.details as { title?: unknown; image?: unknown; flight?: { end?: unknown } };
      const title = typeof details.title === 'string' && details.title ? details.title : (order.merchantName ?? '');
      const image = typeof details.image === 'string' && details.image ? details.image : (order.merchantLogo ?? '');
      const destination = typeof details.flight?.end === 'string' ? details.flight.end : '';
      const person = (u: { id: number; name: string; head: string | null }) => ({
        _id: String(u.id),
        name: u.name,
        head: u.head,
      });
      return {
        pid: r.publicId,
        status,
        requester: requester ? person(requester) : { _id: String(r.requesterId), name: '', head: null },
        content: r.content,
        order: {
          oid: String(order.id),
          pType: order.type,
          title,
          image,
          amount: order.amount,
          unit: order.currency,
          itemCount: order.itemCount,
          status: order.status,
        },
        items: items.map((i) => ({
          pid: i.productId === null ? null : String(i.productId),
          ...itemNamesIn(i, locale),
          image: i.image,
          unitPrice: i.unitPrice,
          quantity: i.quantity,
          subtotal: i.subtotal,
        })),
        amount: r.amount,
        unit: r.currency,
        expiresAt: r.expiresAt.toISOString(),
        remainingSeconds: status === PayRequestStatus.Waiting ? secondsLeft(r.expiresAt, now) : 0,
        link: link(r.publicId),
        city: destination || (city ?? ''),
        payer: payer ? person(payer) : null,
        mine: viewerId === r.requesterId,
      };
    },

    /** Paying a request from a balance in another currency: the amounts, locked until the request ends. */
    async quote(userId: number, pid: string, payUnit: string): Promise<ResponseOf<typeof getPayOnBehalfQuote>> {
      const r = await payableRequest(db, pid);
      if (payUnit === r.currency) fail('ParameterError', { fields: 'payUnit' });
      if (!(await holdsCurrency(db, userId, payUnit))) fail('NoBalanceInCurrency', { unit: payUnit });
      const priced = await priceTarget(db, r.amount, payUnit, r.currency);
      const [quote, wallet] = await Promise.all([
        storeQuote(db, {
          userId,
          purpose: 'pay',
          orderId: r.orderId,
          fromUnit: payUnit,
          fromAmount: priced.fromAmount,
          toUnit: r.currency,
          toAmount: r.amount,
          rate: priced.rate,
          expiresAt: r.expiresAt,
        }),
        walletOf(db, userId, payUnit),
      ]);
      return {
        quoteId: String(quote.id),
        pid: r.publicId,
        amount: r.amount,
        unit: r.currency,
        payAmount: quote.fromAmount,
        payUnit,
        rate: priced.rate,
        balance: wallet.balance,
        expiresAt: quote.expiresAt.toISOString(),
      };
    },

    async pay(call: PayCall): Promise<PayAnswer> {
      const { userId, pid, payType, quoteId: quoteRef, key, body } = call;
      if (userId === null) return fail('NotLoggedIn');
      // Through a channel (PayPal): a top-up of exactly the cost, which pays the request once captured.
      if (payType !== 'wallet') return payThroughChannel(userId, call);
      const quoteId = optionalRowId(quoteRef, 'QuoteExpired');
      let change: StatusChange | null = null;
      let notice: { chatGroupId: number } | null = null;
      const { response, replayed } = await idempotent<PayAnswer>(
        db,
        { userId, route: '/order/PayInitiateOrder', key, body },
        async (tx) => {
          // The payer's own quote, checked before anything else (someone else's is as unknown as none).
          if (quoteId !== undefined && (await quoteById(tx, quoteId))?.userId !== userId) fail('QuoteExpired');
          const r = (await repo.byPublicId(tx, pid)) ?? fail('OrderNotFound');
          const friend = r.requesterId === userId ? null : userId;
          const quote = quoteId === undefined ? null : await consumeQuote(tx, quoteId, userId, 'pay', r.orderId);
          // The order row first (as PayOrder takes it): every concurrent payer queues on it, one finds it unpaid.
          const paid =
            (await repo.markOrderPaid(tx, {
              orderId: r.orderId,
              ownerId: r.requesterId,
              payerUserId: friend,
              stepSeconds: config.DISPATCH_STEP_SECONDS,
            })) ?? (await refusal(tx, r));
          // The request must still be the waiting one, inside its window (the database clock decides).
          if (!(await repo.markPaid(tx, r.id, userId))) {
            fail(r.status === PayRequestStatus.Paid ? 'OrderAlreadyPaid' : 'PayRequestExpired');
          }
          // What the payer was shown is what the order costs; anything else is not what they agreed to.
          if (paid.amount !== r.amount || paid.currency !== r.currency) fail('AmountException');
          const header = {
            type: friend === null ? TransactionType.BuyGoods : TransactionType.SubordinatePayOnBehalf,
            userId,
            orderId: r.orderId,
            ref: `order:${r.orderId}`,
            ...(friend === null ? {} : { memo: 'pay on behalf' }),
          };
          const escrow = accounts.escrow(userId, paid.currency);
          let balance: number;
          let payUnit = paid.currency;
          let payAmount = paid.amount;
          if (quote) {
            if (quote.toUnit !== paid.currency || quote.toAmount !== paid.amount) fail('AmountException');
            const moved = await convertBetween(tx, {
              ...header,
              quoteId: quote.id,
              from: accounts.wallet(userId, quote.fromUnit),
              fromAmount: quote.fromAmount,
              to: escrow,
              toAmount: quote.toAmount,
            });
            await orders.paidWithQuote(tx, r.orderId, quote);
            balance = moved.fromBalance;
            payUnit = quote.fromUnit;
            payAmount = quote.fromAmount;
          } else if (paid.amount > 0) {
            balance = (
              await transfer(tx, {
                ...header,
                from: accounts.wallet(userId, paid.currency),
                to: escrow,
                amount: paid.amount,
              })
            ).fromBalance;
          } else {
            balance = (await walletOf(tx, userId, paid.currency)).balance;
          }
          // The purchase rebate follows the money: the payer's inviter earns it, held until the refund window closes.
          await referralRebates.onOrderPaid(tx, {
            orderId: r.orderId,
            payerId: userId,
            ownerId: r.requesterId,
            amount: paid.amount,
            currency: paid.currency,
          });
          change = {
            userId: r.requesterId,
            oid: r.orderId,
            status: OrderStatus.InProgress,
            type: paid.type,
            previousStatus: OrderStatus.Unpaid,
          };
          if (friend !== null && r.chatGroupId !== null) notice = { chatGroupId: r.chatGroupId };
          return {
            pid: r.publicId,
            oid: String(r.orderId),
            status: PayRequestStatus.Paid,
            paid: true,
            amount: paid.amount,
            unit: paid.currency,
            payAmount,
            payUnit,
            balance,
            redirectUrl: null,
            providerRef: null,
          };
        },
      );
      if (!replayed && change) {
        publishStatus(events, [change]);
        events.emit('wallet.changed', { userId, balance: response.balance, unit: response.payUnit });
        if (notice) {
          const { chatGroupId } = notice;
          // The chat where the request was sent hears it too; the payment stands whatever happens here.
          deps.chat
            .postSystemNotice({ chatGroupId, title: 'chat.notice.pay_on_behalf_paid', link: link(pid) })
            .catch((err: unknown) => deps.log.warn({ err, pid }, 'pay-on-behalf: chat notice failed'));
        }
      }
      return response;
    },

    /** A user's display name and avatar, to check whom a request goes to (rate-limited per caller). */
    async payUser(userId: number, uid: string): Promise<ResponseOf<typeof getPayUserInfo>> {
      await takeQuota(deps.limiter, payUserLookupRules(userId));
      const id = rowId(uid, 'ToIdNotFound');
      const u = (await repo.person(db, id)) ?? fail('ToIdNotFound');
      return { _id: String(u.id), name: u.name, head: u.head, maskedAccount: maskAccount(u.account) };
    },

    /** Sends the owner's waiting request to `uid` as a pay card in their direct chat. */
    async send(
      userId: number,
      input: { uid: string; oid: string; pid: string; content: string },
    ): Promise<ResponseOf<typeof sendPay>> {
      const r = await repo.byPublicId(db, input.pid);
      if (!r || r.requesterId !== userId || String(r.orderId) !== input.oid) return fail('OrderNotFound');
      const toUserId = rowId(input.uid, 'ToIdNotFound');
      if (toUserId === userId) fail('CannotMessageSelf');
      await payableRequest(db, input.pid);
      const message = await deps.chat.sendCard({
        fromUserId: userId,
        toUserId,
        card: { kind: 'pay_request', pid: r.publicId },
        content: input.content,
        clientId: `pay-${r.publicId}-${toUserId}`,
      });
      await repo.setSent(db, r.id, input.content, Number(message.chatGroup_id));
      return { chatGroup_id: message.chatGroup_id, messageId: message.id };
    },
  };
}
