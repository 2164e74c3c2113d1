import { randomUUID } from 'node:crypto';
import type { Locale, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import { type paypalCaptureOrder, RechargeStatus, type recharge, TransactionType } from '@wayfare/contracts';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fromPaypalValue, PaypalError, type PaypalOrder } from '../../integrations/paypal';
import type { AuditWriter } from '../../lib/admin-route';
import { AppError, fail } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import { type IdempotencyScope, idempotent, peekIdempotent } from '../../lib/idempotency';
import { rowId } from '../../lib/ids';
import { accounts, transfer } from '../ledger/ledger.service';
import { type Credited, referralRebates } from '../referral/referral.service';
import { refusedDecision } from './review.rules';
import { toAdminRecharge } from './wallet.mapper';
import { type RechargeRow, walletRepository as repo } from './wallet.repository';
import type { WalletDeps, WalletService } from './wallet.service';

type RechargeAnswer = ResponseOf<typeof recharge>;
type NewRecharge = Parameters<typeof repo.insertRecharge>[1];

/** What a top-up was made to pay: a pay-on-behalf request (and the payer's quote when in another currency). */
export type PayFor = { pid: string; quoteId: string | null };

/** The request a top-up pays, from its stored data; null for a plain top-up. */
function payForOf(r: RechargeRow): PayFor | null {
  const p = (r.data as { payOnBehalf?: { pid?: unknown; quoteId?: unknown } }).payOnBehalf;
  if (!p || typeof p.pid !== 'string') return null;
  return { pid: p.pid, quoteId: typeof p.quoteId === 'string' ? p.quoteId : null };
}
type CaptureAnswer = ResponseOf<typeof paypalCaptureOrder>;

/** An operator's decision on a recharge. */
export type OperatorCall = {
  operatorId: number;
  /** The contract's id string. */
  rechargeId: string;
  note: string;
  key: string | undefined;
  /** The parsed request, compared on idempotent retries. */
  body: unknown;
  locale: Locale;
  audit: AuditWriter;
};

/**
 * Top-ups. Money is credited exactly once per recharge because crediting is guarded by the conditional
 * status move `0 → 1` in the same transaction as the journal: PayPal's capture call, its webhook (however
 * often replayed) and an operator's approval race safely.
 */
export function createRechargeService(deps: WalletDeps, wallet: WalletService) {
  const { db, config, paypal } = deps;

  /** The refusal of a review move that did not apply: "already decided", or not possible from its status. */
  async function refuse(tx: Tx, id: number): Promise<never> {
    const now = (await repo.rechargeById(tx, id))!;
    return fail(refusedDecision(now.status, RechargeStatus.UnderReview), { status: now.status });
  }

  /**
   * The best bonus a top-up of `amount` through `channelId` reaches among the shown rules of its currency
   * (those of every channel and those of this channel only).
   */
  async function bonusFor(amount: number, currency: string, channelId: number) {
    const rules = (await wallet.bonusRules(currency)).filter((r) => r.channelId === null || r.channelId === channelId);
    return rules.reduce((best, r) => (amount >= r.minAmount && r.bonus > best ? r.bonus : best), 0);
  }

  /**
   * Credits a recharge (and its bonus, type 10) in `tx` to the wallet of its currency; returns the balance
   * after. Referral rewards it earns the inviter are credited in the same transaction and remembered in
   * `rewards`, for the inviter's wallet push once it commits.
   */
  async function credit(tx: Tx, r: RechargeRow, type: number, memo: string, rewards: Credited[] = []) {
    const ref = `recharge:${r.id}`;
    rewards.push(...(await referralRebates.onRecharge(tx, r)));
    const main = await transfer(tx, {
      from: accounts.system('gateway_clearing', r.currency),
      to: accounts.wallet(r.userId, r.currency),
      amount: r.amount,
      type,
      userId: r.userId,
      ref,
      memo,
    });
    if (r.bonus <= 0) return main.toBalance;
    const bonus = await transfer(tx, {
      from: accounts.system('bonus_expense', r.currency),
      to: accounts.wallet(r.userId, r.currency),
      amount: r.bonus,
      type: TransactionType.RechargeBonus,
      userId: r.userId,
      ref,
      memo: 'recharge_bonus',
    });
    return bonus.toBalance;
  }

  const changed = (userId: number, balance: number | null, unit: string) => {
    if (balance !== null) deps.events.emit('wallet.changed', { userId, balance, unit });
  };
  /** The top-up review queue of the back office changed (a request arrived or left "under review"). */
  const queueChanged = () => deps.events.emit('admin.queue', { queue: 'recharges' });
  /** The inviters' wallets a committed top-up credited (referral rewards): each hears its new balance. */
  const rewarded = (rewards: Credited[]) => {
    for (const c of rewards) changed(c.earnerId, c.balance, c.unit);
  };

  /** Moves a pending recharge to done and credits it, once; null when it was not pending any more. */
  async function settle(id: number, type: number, memo: string, set: Parameters<typeof repo.settleRecharge>[4] = {}) {
    const rewards: Credited[] = [];
    const out = await inTransaction(db, async (tx) => {
      rewards.length = 0;
      const row = await repo.settleRecharge(tx, id, RechargeStatus.UnderReview, RechargeStatus.Done, set);
      if (!row) return null;
      return { row, balance: await credit(tx, row, type, memo, rewards) };
    });
    if (out) {
      queueChanged();
      changed(out.row.userId, out.balance, out.row.currency);
      rewarded(rewards);
      paysFor(out.row);
    }
    return out;
  }

  /** PayPal sends the buyer back to the pay_pal_h5 page with `token` (the order id) appended. */
  function returnUrls() {
    const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
    const page = `${base}/pages/pay_pal_h5/pay_pal_h5`;
    return { returnUrl: page, cancelUrl: `${page}?cancel=1` };
  }

  const answerOf = (r: RechargeRow, redirectUrl: string | null, balance: number | null): RechargeAnswer => ({
    rechargeId: String(r.id),
    status: r.status,
    amount: r.amount,
    bonus: r.bonus,
    unit: r.currency,
    redirectUrl,
    providerRef: r.providerRef,
    balance,
  });

  function captureAnswer(r: RechargeRow, paypalStatus: string): CaptureAnswer {
    return {
      id: r.providerRef ?? '',
      paypalStatus,
      credited: r.status === RechargeStatus.Done,
      rechargeId: String(r.id),
      pid: payForOf(r)?.pid ?? null,
      amount: r.amount,
      unit: r.currency,
    };
  }

  /**
   * Checks what PayPal captured against our record: same amount, same currency, completed. A
   * mismatch fails the recharge (no credit) and is left for an operator to sort out with PayPal.
   */
  async function settleCapture(r: RechargeRow, order: PaypalOrder, source: string) {
    const capture = order.captures.find((c) => c.status === 'COMPLETED');
    if (!capture) return { row: r, paypalStatus: order.status };
    if (capture.amount !== r.amount || capture.currency !== r.currency) {
      const failed = await repo.settleRecharge(db, r.id, RechargeStatus.UnderReview, RechargeStatus.Failed, {
        note: 'amount_mismatch',
        data: { captureId: capture.id, capturedAmount: capture.amount, capturedCurrency: capture.currency, source },
      });
      return { row: failed ?? r, paypalStatus: order.status, mismatch: true };
    }
    const done = await settle(r.id, TransactionType.Recharge, 'paypal', { data: { captureId: capture.id, source } });
    return { row: done?.row ?? (await repo.rechargeById(db, r.id)) ?? r, paypalStatus: order.status };
  }

  /**
   * A PayPal order for a top-up (`base`, not yet credited), recorded once per idempotency key: the answer
   * carries where the buyer approves it. Crediting happens on capture or webhook.
   */
  async function startPaypal(
    userId: number,
    scope: IdempotencyScope,
    base: NewRecharge,
    rechargeData: Record<string, unknown>,
    locale: Locale,
  ): Promise<RechargeAnswer> {
    if (!paypal) return fail('ChannelClosed');
    const earlier = await peekIdempotent<RechargeAnswer>(db, scope);
    if (earlier) return earlier;
    // PayPal answers a repeated request id with the order it already made, so racing retries of one
    // key share one PayPal order; the key row below then lets only one of them record it.
    const requestId = scope.key ? sha256(`recharge:${userId}:${scope.route}:${scope.key}`) : randomUUID();
    let order: PaypalOrder;
    try {
      order = await paypal.createOrder({
        amount: base.amount,
        currency: base.currency,
        requestId,
        customId: `user:${userId}`,
        description: 'Wayfare wallet top-up',
        ...returnUrls(),
        locale: locale === 'en' ? 'en-US' : undefined,
      });
    } catch (err) {
      if (err instanceof PaypalError) throw new AppError('Unavailable');
      throw err;
    }
    if (!order.id || !order.approveUrl) throw new AppError('Unavailable');
    const { response } = await idempotent(db, scope, async (tx) => {
      const row = await repo.insertRecharge(tx, {
        ...base,
        status: RechargeStatus.UnderReview,
        providerRef: order.id,
        data: { ...rechargeData, ...base.data, approveUrl: order.approveUrl },
      });
      return answerOf(row, order.approveUrl, null);
    });
    queueChanged();
    return response;
  }

  /**
   * A top-up made to pay a pay-on-behalf request, once credited: the order module pays the request from
   * the wallet it landed in (idempotent per recharge, so a capture, its webhook and a retry pay once).
   */
  const paysFor = (r: RechargeRow) => {
    const p = payForOf(r);
    if (p && r.status === RechargeStatus.Done)
      deps.events.emit('recharge.payFor', { rechargeId: r.id, userId: r.userId, ...p });
  };

  return {
    async recharge(userId: number, body: ParsedRequestOf<typeof recharge>, key: string | undefined, locale: Locale) {
      const channel = await wallet.usableChannel(body.country_code, 'recharge', body.channelCode, body.amount);
      const scope = { userId, route: '/amount/Recharge', key, body };
      const currency = channel.currency;
      const bonus = await bonusFor(body.amount, currency, channel.id);
      const base = { userId, channelId: channel.id, amount: body.amount, currency, bonus, data: body.rechargeData };

      if (channel.provider === 'demo') {
        const rewards: Credited[] = [];
        const { response, replayed } = await idempotent(db, scope, async (tx) => {
          rewards.length = 0;
          const row = await repo.insertRecharge(tx, { ...base, status: RechargeStatus.Done, reviewedAt: new Date() });
          return answerOf(row, null, await credit(tx, row, TransactionType.Recharge, 'demo', rewards));
        });
        if (!replayed) {
          changed(userId, response.balance, currency);
          rewarded(rewards);
        }
        return response;
      }

      if (channel.provider === 'offline') {
        const { response } = await idempotent(db, scope, async (tx) =>
          answerOf(await repo.insertRecharge(tx, { ...base, status: RechargeStatus.UnderReview }), null, null),
        );
        queueChanged();
        return response;
      }

      if (channel.provider === 'paypal' && paypal) return startPaypal(userId, scope, base, body.rechargeData, locale);
      return fail('ChannelClosed');
    },

    /**
     * A PayPal top-up of exactly what a pay-on-behalf request costs the payer (`amount` of `currency`: the
     * order's, or the quoted amount of their own currency). No top-up bonus: it is a payment. Once captured
     * and credited, the request is paid from that balance (`recharge.payFor`).
     */
    async toPay(
      userId: number,
      input: {
        country_code: string;
        channelCode: string;
        amount: number;
        currency: string;
        rechargeData: Record<string, unknown>;
        payFor: PayFor;
      },
      scope: IdempotencyScope,
      locale: Locale,
    ): Promise<RechargeAnswer> {
      const channel = await wallet.usableChannel(input.country_code, 'recharge', input.channelCode, input.amount);
      if (channel.provider !== 'paypal') fail('ChannelClosed');
      if (channel.currency !== input.currency) fail('PayChannelCurrency', { unit: channel.currency });
      const base = {
        userId,
        channelId: channel.id,
        amount: input.amount,
        currency: input.currency,
        bonus: 0,
        data: { payOnBehalf: input.payFor },
      };
      return startPaypal(userId, scope, base, input.rechargeData, locale);
    },

    /** `GET /PaypalCaptureOrder?id=`: captures on the server, checks amount and currency, credits once. */
    async capture(orderId: string): Promise<CaptureAnswer> {
      const r = (await repo.rechargeByProviderRef(db, orderId)) ?? fail('NotFound');
      if (r.status !== RechargeStatus.UnderReview) {
        // Credited earlier: a top-up made to pay a request tries that payment again (it happens once).
        paysFor(r);
        return captureAnswer(r, r.status === RechargeStatus.Done ? 'COMPLETED' : 'FAILED');
      }
      if (!paypal) return fail('ChannelClosed');
      let order: PaypalOrder;
      try {
        order = await paypal.captureOrder(orderId, sha256(`capture:${r.id}`));
      } catch (err) {
        if (!(err instanceof PaypalError)) throw err;
        // Captured already (by an earlier call whose answer was lost): read what PayPal holds.
        if (err.issue === 'ORDER_ALREADY_CAPTURED')
          order = await paypal.getOrder(orderId).catch(() => fail('Unavailable'));
        else if (err.status === 422) return captureAnswer(r, err.issue ?? 'UNPROCESSABLE');
        else throw new AppError('Unavailable');
      }
      const out = await settleCapture(r, order, 'capture');
      if (out.mismatch) fail('AmountException');
      return captureAnswer(out.row, out.paypalStatus);
    },

    /**
     * A PayPal webhook event, already verified. PAYMENT.CAPTURE.COMPLETED credits its recharge once;
     * other events and unknown orders are acknowledged and ignored.
     */
    async webhook(event: { event_type?: unknown; resource?: unknown }) {
      if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return 'ignored';
      const res = (event.resource ?? {}) as {
        id?: string;
        status?: string;
        amount?: { value?: string; currency_code?: string };
        supplementary_data?: { related_ids?: { order_id?: string } };
      };
      const orderId = res.supplementary_data?.related_ids?.order_id;
      if (typeof orderId !== 'string') return 'ignored';
      const r = await repo.rechargeByProviderRef(db, orderId);
      if (!r) return 'ignored';
      if (r.status !== RechargeStatus.UnderReview) return 'done';
      const order: PaypalOrder = {
        id: orderId,
        status: 'COMPLETED',
        approveUrl: null,
        captures: [
          {
            id: String(res.id ?? ''),
            status: String(res.status ?? ''),
            amount: fromPaypalValue(res.amount?.value, String(res.amount?.currency_code ?? r.currency)) ?? -1,
            currency: String(res.amount?.currency_code ?? ''),
          },
        ],
      };
      const out = await settleCapture(r, order, 'webhook');
      return out.mismatch ? 'mismatch' : 'credited';
    },

    /** Operator: approve an offline top-up under review (type 4, plus its bonus), once. */
    async approve(op: OperatorCall) {
      const scope = { userId: -op.operatorId, route: '/admin/RechargeApprove', key: op.key, body: op.body };
      const rewards: Credited[] = [];
      const { response, replayed } = await idempotent(db, scope, async (tx) => {
        rewards.length = 0;
        const current = (await repo.rechargeById(tx, rowId(op.rechargeId))) ?? fail('NotFound');
        const channel = (await repo.channelById(tx, current.channelId))!;
        if (channel.provider !== 'offline') fail('InvalidState');
        const row =
          (await repo.settleRecharge(tx, current.id, RechargeStatus.UnderReview, RechargeStatus.Done, {
            reviewedBy: op.operatorId,
            note: op.note,
          })) ?? (await refuse(tx, current.id));
        const balance = await credit(tx, row, TransactionType.OfflineRecharge, channel.code, rewards);
        await op.audit(tx, 'recharge.approve', `recharge:${row.id}`, {
          note: op.note,
          before: { status: RechargeStatus.UnderReview },
          after: { status: RechargeStatus.Done },
          amount: row.amount,
          bonus: row.bonus,
          currency: row.currency,
        });
        return { answer: toAdminRecharge(row, channel, op.locale), userId: row.userId, balance };
      });
      if (!replayed) {
        queueChanged();
        changed(response.userId, response.balance, response.answer.unit);
        rewarded(rewards);
      }
      return response.answer;
    },

    /** Operator: reject a top-up under review (status 2); nothing is credited. */
    async reject(op: OperatorCall) {
      const scope = { userId: -op.operatorId, route: '/admin/RechargeReject', key: op.key, body: op.body };
      const { response } = await idempotent(db, scope, async (tx) => {
        const current = (await repo.rechargeById(tx, rowId(op.rechargeId))) ?? fail('NotFound');
        const row =
          (await repo.settleRecharge(tx, current.id, RechargeStatus.UnderReview, RechargeStatus.Failed, {
            reviewedBy: op.operatorId,
            note: op.note,
          })) ?? (await refuse(tx, current.id));
        await op.audit(tx, 'recharge.reject', `recharge:${row.id}`, {
          note: op.note,
          before: { status: RechargeStatus.UnderReview },
          after: { status: RechargeStatus.Failed },
          amount: row.amount,
          currency: row.currency,
        });
        return toAdminRecharge(row, (await repo.channelById(tx, row.channelId))!, op.locale);
      });
      queueChanged();
      return response;
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
