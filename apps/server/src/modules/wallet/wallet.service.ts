import type { getExchange, getRechargeConfig, getWithdrawConfig, Locale, ResponseOf } from '@wayfare/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaypalClient } from '../../integrations/paypal';
import { fail } from '../../lib/app-error';
import type { EventBus } from '../../lib/events';
import { SETTLEMENT_UNIT, walletOf } from '../../lib/ledger';
import type { Limiter } from '../../lib/limiter';
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

/** Suggested top-up chips (settlement minor units); the screen keeps those within the channel bounds. */
const QUICK_AMOUNTS = [1000, 2000, 5000, 10_000, 20_000, 50_000];
const RATE_ONE = 1_000_000;
/** Largest amount GetExchange converts (minor units), well inside safe integers after multiplying by a rate. */
const EXCHANGE_MAX = 1_000_000_000_000;

const pageOf = (page: number, limt: number) => ({ offset: (page - 1) * limt, limit: limt });
const paged = <T>(list: T[], total: number, page: number, limt: number) => ({
  list,
  total,
  page,
  limt,
  hasMore: (page - 1) * limt + list.length < total,
});

/** Users without real-name data (and frozen ones) may not withdraw. */
export const mayWithdraw = (u: { frozen: boolean; realInfo: Record<string, string> | null }) =>
  !u.frozen && Boolean(u.realInfo?.realName?.trim());

export function availability(config: Config, paypal: PaypalClient | null): ChannelAvailability {
  return { production: config.NODE_ENV === 'production', paypal: paypal !== null };
}

export function createWalletService(deps: WalletDeps) {
  const { db } = deps;
  const avail = availability(deps.config, deps.paypal);

  /** The display currency of a country (settlement currency when it shows amounts unconverted). */
  async function currencyContext(countryCode: string) {
    const c = await repo.country(db, countryCode);
    if (!c) fail('InvalidCountry');
    const local = c!.isLocal;
    return {
      country_code: c!.code,
      settlementUnit: SETTLEMENT_UNIT,
      unit: local ? c!.unit : SETTLEMENT_UNIT,
      symbol: local ? c!.symbol : '$',
      rate: local ? c!.rateMicros / RATE_ONE : 1,
    };
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
        fail('AmountLimit', { min: channel.minAmount, max: channel.maxAmount });
      }
      return channel;
    },

    async records(userId: number, page: number, limt: number, type?: number) {
      const { offset, limit } = pageOf(page, limt);
      const { rows, total } = await repo.records(db, userId, offset, limit, type);
      const list = rows.map((r) => ({
        _id: String(r.id),
        type: r.type,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        localAmount: r.localAmount,
        localUnit: r.localUnit,
        rate: r.rateMicros / RATE_ONE,
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
      const [ctx, channels, rules] = await Promise.all([
        currencyContext(code),
        channelsOf(code, 'recharge'),
        repo.bonusRules(db),
      ]);
      return {
        ...ctx,
        channels: channels.map((c) => toChannel(c, locale, avail)),
        bonusRules: rules.map((r) => ({ minAmount: r.minAmount, bonus: r.bonus })),
        quickAmounts: QUICK_AMOUNTS,
      };
    },

    async withdrawConfig(
      userId: number,
      country: string | undefined,
      locale: Locale,
    ): Promise<ResponseOf<typeof getWithdrawConfig>> {
      const user = await userOrFail(userId);
      const code = country ?? user.countryCode ?? 'US';
      const [ctx, channels, wallet, banks] = await Promise.all([
        currencyContext(code),
        channelsOf(code, 'withdraw'),
        walletOf(db, userId),
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

    /** Converts minor units of `toUnit` into `targetUnit` through the settlement currency's stored rates. */
    async exchange(amount: number, toUnit: string, targetUnit: string): Promise<ResponseOf<typeof getExchange>> {
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > EXCHANGE_MAX) fail('ExchangeLimit');
      const rateOf = async (unit: string) =>
        unit === SETTLEMENT_UNIT ? RATE_ONE : ((await repo.rateOfUnit(db, unit)) ?? fail('ExchangeLimit'));
      const [from, to] = await Promise.all([rateOf(toUnit), rateOf(targetUnit)]);
      if (!from || !to) fail('ExchangeLimit');
      // BigInt: amount times a rate in micros leaves the safe-integer range; rounds half up.
      const big = (BigInt(amount) * BigInt(to) * 2n + BigInt(from)) / (2n * BigInt(from));
      const result = Number(big);
      if (!Number.isSafeInteger(result) || result <= 0) fail('ExchangeLimit');
      return { amount, toUnit, targetUnit, result, rate: to / from };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
