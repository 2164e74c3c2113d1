import type { getExchange, getRechargeConfig, getWithdrawConfig, Locale, ResponseOf } from '@wayfare/contracts';
import { convert, currencyDigits, TransactionType } from '@wayfare/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaypalClient } from '../../integrations/paypal';
import { fail } from '../../lib/app-error';
import type { EventBus } from '../../lib/events';
import { idempotent } from '../../lib/idempotency';
import { rowId } from '../../lib/ids';
import type { Limiter } from '../../lib/limiter';
import { CONVERT_QUOTE_SECONDS } from '../ledger/fx.rules';
import { consumeQuote, priceConversion, storeQuote, toFx } from '../ledger/fx.service';
import { accounts, convertBetween, holdsCurrency, walletOf } from '../ledger/ledger.service';
import { toBankAccount } from './bank.mapper';
import { bankRepository } from './bank.repository';
import {
  type ChannelAvailability,
  channelUsable,
  toChannel,
  toRechargeRecord,
  toWithdrawalRecord,
} from './wallet.mapper';
import { type Direction, walletRepository as repo } from './wallet.repository';

export type WalletDeps = { db: Db; config: Config; events: EventBus; limiter: Limiter; paypal: PaypalClient | null };

/** Suggested top-up chips in whole major units per currency (round local amounts, not converted dollars). */
const QUICK_MAJOR: Record<string, number[]> = {
  USD: [10, 20, 50, 100, 200, 500],
  THB: [300, 500, 1_000, 1_500, 3_000, 6_000],
  INR: [500, 1_000, 2_000, 4_000, 8_000, 15_000],
  CNY: [50, 100, 200, 300, 800, 1_500],
  HKD: [100, 200, 400, 800, 1_500, 4_000],
  TWD: [300, 500, 1_000, 1_500, 3_000, 6_000],
  SGD: [10, 20, 50, 70, 150, 250],
  MYR: [50, 100, 200, 500, 1_000, 2_000],
  GBP: [10, 20, 40, 80, 150, 400],
  KRW: [10_000, 30_000, 50_000, 70_000, 150_000, 280_000],
};
const quickAmounts = (unit: string) =>
  (QUICK_MAJOR[unit] ?? QUICK_MAJOR.USD!).map((m) => m * 10 ** currencyDigits(unit));

const pageOf = (page: number, limt: number) => ({ offset: (page - 1) * limt, limit: limt });
const paged = <T>(list: T[], total: number, page: number, limt: number) => ({
  list,
  total,
  page,
  limt,
  hasMore: (page - 1) * limt + list.length < total,
});

/** The enabled top-up bonus rules of a currency, smallest first (also what content amounts are made of). */
export const bonusRulesOf = (db: Db, currency: string) => repo.bonusRules(db, currency);

/** Users without real-name data (and frozen ones) may not withdraw. */
export const mayWithdraw = (u: { frozen: boolean; realInfo: Record<string, string> | null }) =>
  !u.frozen && Boolean(u.realInfo?.realName?.trim());

export function availability(config: Config, paypal: PaypalClient | null): ChannelAvailability {
  return { production: config.NODE_ENV === 'production', paypal: paypal !== null };
}

export function createWalletService(deps: WalletDeps) {
  const { db } = deps;
  const avail = availability(deps.config, deps.paypal);

  /** The currency a country's wallet screens work in: its own. */
  async function currencyContext(countryCode: string) {
    const c = (await repo.country(db, countryCode)) ?? fail('InvalidCountry');
    return { country_code: c.code, unit: c.unit, symbol: c.symbol, digits: currencyDigits(c.unit) };
  }

  async function userOrFail(userId: number) {
    return (await repo.user(db, userId)) ?? fail('LoginExpired');
  }

  /** Channels a country offers in one direction; demo channels do not exist in production. */
  async function channelsOf(countryCode: string, direction: Direction) {
    const rows = await repo.channels(db, countryCode, direction);
    return rows.filter((c) => !(c.provider === 'demo' && avail.production));
  }

  return {
    currencyContext,
    channelsOf,

    /** The channel a call names, checked: none → NoChannels, closed → ChannelClosed, bounds → AmountLimit. */
    async usableChannel(countryCode: string, direction: Direction, code: string, amount: number) {
      const rows = await channelsOf(countryCode, direction);
      const channel = rows.find((c) => c.code === code);
      if (!channel) return fail('NoChannels');
      if (!channelUsable(channel, avail)) fail('ChannelClosed');
      if (amount < channel.minAmount || amount > channel.maxAmount) {
        fail('AmountLimit', { min: channel.minAmount, max: channel.maxAmount, unit: channel.currency });
      }
      return channel;
    },

    /** Top-up bonus rules of a currency (the repository orders them by minimum). */
    bonusRules: (currency: string) => bonusRulesOf(db, currency),

    async records(userId: number, page: number, limt: number, type?: number) {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.records(db, userId, offset, limit, type);
      const list = rows.map((r) => ({
        _id: String(r.id),
        type: r.type,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        unit: r.currency,
        fx: r.quote ? toFx(r.quote) : null,
        oid: r.orderId === null ? null : String(r.orderId),
        ref: r.ref,
        memo: r.memo,
        createdAt: r.createdAt.toISOString(),
      }));
      return paged(list, total, page, limt);
    },

    async rechargeConfig(
      userId: number,
      country: string | undefined,
      locale: Locale,
    ): Promise<ResponseOf<typeof getRechargeConfig>> {
      const user = await userOrFail(userId);
      const code = country ?? user.countryCode ?? 'US';
      const ctx = await currencyContext(code);
      const [channels, rules] = await Promise.all([channelsOf(code, 'recharge'), bonusRulesOf(db, ctx.unit)]);
      return {
        ...ctx,
        channels: channels.map((c) => toChannel(c, locale, avail)),
        // Rules of one channel travel with its code (the screen shows them while that channel is chosen);
        // one of a channel not offered here is left out.
        bonusRules: rules.flatMap((r): { minAmount: number; bonus: number; channelCode: string | null }[] => {
          if (r.channelId === null) return [{ minAmount: r.minAmount, bonus: r.bonus, channelCode: null }];
          const c = channels.find((x) => x.id === r.channelId);
          return c ? [{ minAmount: r.minAmount, bonus: r.bonus, channelCode: c.code }] : [];
        }),
        quickAmounts: quickAmounts(ctx.unit),
      };
    },

    async withdrawConfig(
      userId: number,
      country: string | undefined,
      locale: Locale,
    ): Promise<ResponseOf<typeof getWithdrawConfig>> {
      const user = await userOrFail(userId);
      const code = country ?? user.countryCode ?? 'US';
      const ctx = await currencyContext(code);
      const [channels, wallet, banks] = await Promise.all([
        channelsOf(code, 'withdraw'),
        walletOf(db, userId, ctx.unit),
        bankRepository.list(db, userId),
      ]);
      return {
        ...ctx,
        channels: channels.map((c) => toChannel(c, locale, avail)),
        balance: wallet.balance,
        held: wallet.held,
        hasWithdrawPassword: Boolean(user.withdrawPasswordHash),
        allowed: mayWithdraw(user),
        accounts: banks.map(toBankAccount),
      };
    },

    async rechargeList(userId: number, page: number, limt: number, status: number | undefined, locale: Locale) {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.rechargesPage(db, userId, offset, limit, status);
      return paged(
        rows.map(({ r, c }) => toRechargeRecord(r, c, locale)),
        total,
        page,
        limt,
      );
    },

    async withdrawList(userId: number, page: number, limt: number, status: number | undefined, locale: Locale) {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.withdrawalsPage(db, userId, offset, limit, status);
      return paged(
        rows.map(({ w, c }) => toWithdrawalRecord(w, c, locale)),
        total,
        page,
        limt,
      );
    },

    /**
     * Quotes converting `amount` of `toUnit` into `targetUnit`. Signed in, the quote is stored for the user
     * to confirm within `CONVERT_QUOTE_SECONDS`; the user must hold the currency converted from.
     */
    async exchange(
      userId: number | null,
      amount: number,
      toUnit: string,
      targetUnit: string,
    ): Promise<ResponseOf<typeof getExchange>> {
      const priced = await priceConversion(db, amount, toUnit, targetUnit);
      const answer = { amount, toUnit, targetUnit, result: priced.toAmount, rate: priced.rate };
      if (userId === null) return { ...answer, quoteId: null, expiresAt: null, validSeconds: 0 };
      if (!(await holdsCurrency(db, userId, toUnit))) fail('NoBalanceInCurrency', { unit: toUnit });
      const quote = await storeQuote(db, {
        userId,
        purpose: 'convert',
        fromUnit: toUnit,
        fromAmount: amount,
        toUnit: targetUnit,
        toAmount: priced.toAmount,
        rate: priced.rate,
        expiresAt: new Date(Date.now() + CONVERT_QUOTE_SECONDS * 1000),
      });
      return {
        ...answer,
        quoteId: String(quote.id),
        expiresAt: quote.expiresAt.toISOString(),
        validSeconds: CONVERT_QUOTE_SECONDS,
      };
    },

    /** Confirms a conversion quote: exactly its amounts move, once, in one journal that names it. */
    async convert(userId: number, quoteRef: string, key: string | undefined, body: unknown) {
      const quoteId = rowId(quoteRef, 'QuoteExpired');
      const { response, replayed } = await idempotent<ResponseOf<typeof convert>>(
        db,
        { userId, route: convert.path, key, body },
        async (tx) => {
          const q = await consumeQuote(tx, quoteId, userId, 'convert');
          const moved = await convertBetween(tx, {
            type: TransactionType.CurrencyConversion,
            userId,
            ref: `fx:${q.id}`,
            memo: 'convert',
            quoteId: q.id,
            from: accounts.wallet(userId, q.fromUnit),
            fromAmount: q.fromAmount,
            to: accounts.wallet(userId, q.toUnit),
            toAmount: q.toAmount,
          });
          return { fx: toFx(q), fromBalance: moved.fromBalance, toBalance: moved.toBalance };
        },
      );
      if (!replayed)
        deps.events.emit('wallet.changed', { userId, balance: response.toBalance, unit: response.fx.toUnit });
      return response;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
