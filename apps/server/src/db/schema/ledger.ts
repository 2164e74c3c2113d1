import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, type LocalizedText, money } from './common';
import { users } from './users';

/**
 * Ledger accounts, one per kind, owner and currency. Kinds: 'user_wallet' and 'order_escrow' (owner =
 * user), 'merchant' (owner = merchant), 'platform_revenue', 'payout_clearing', 'bonus_expense',
 * 'gateway_clearing', 'fx' (owner null). `balance` (minor units of `currency`) is kept in the same
 * transaction as the entries; user wallets may never go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default(0),
    /** Amount held for pending withdrawals (already debited from balance). */
    held: money('held').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_kind_owner_currency_uq').on(t.kind, t.ownerId, t.currency).nullsNotDistinct(),
    check('ledger_accounts_non_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** One business event that moved money; its entries sum to zero in each currency. */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** TransactionType (spec section 4). */
    type: integer('type').notNull(),
    /** The user whose record shows this journal. */
    userId: bigint('user_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    /** e.g. 'recharge:12', 'withdrawal:7'. */
    ref: text('ref'),
    memo: text('memo').notNull().default(''),
    /** Journal this one reverses, when it is a correction. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /** The quote whose rate and amounts a journal that changes currency moved. */
    quoteId: bigint('quote_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_journals_user_idx').on(t.userId, t.id)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerJournals.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units of `currency` (the account's). */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    currency: currency(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_journal_idx').on(t.journalId),
  ],
);

/** Money-moving calls remember their first answer per key for at least 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Top-up and withdrawal channels per country. Bounds are minor units of the channel's currency. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    /** 'recharge' | 'withdraw' */
    direction: text('direction').notNull(),
    countryCode: text('country_code').notNull(),
    /** 'paypal' | 'offline' | 'demo' | 'bank' | 'ewallet' */
    provider: text('provider').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    currency: currency(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Fee in basis points of the amount (withdrawals). */
    feeBp: integer('fee_bp').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_channels_uq').on(t.code, t.direction, t.countryCode)],
);

/**
 * Top-up promotions per currency: a top-up of at least `minAmount` earns `bonus` (type 10), through every
 * top-up channel of the currency, or only through `channelId` when set.
 */
export const bonusRules = pgTable('bonus_rules', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  currency: currency(),
  channelId: bigint('channel_id', { mode: 'number' }).references(() => paymentChannels.id),
  minAmount: money('min_amount').notNull(),
  bonus: money('bonus').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const recharges = pgTable(
  'recharges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannels.id),
    amount: money('amount').notNull(),
    bonus: money('bonus').notNull().default(0),
    currency: currency(),
    /** RechargeStatus 0 under review, 1 done, 2 failed. */
    status: integer('status').notNull().default(0),
    /** Provider's reference, e.g. the PayPal order id. */
    providerRef: text('provider_ref'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('recharges_user_idx').on(t.userId, t.id),
    uniqueIndex('recharges_provider_ref_uq').on(t.providerRef).where(sql`${t.providerRef} is not null`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannels.id),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(0),
    currency: currency(),
    /** WithdrawalStatus 0-4. */
    status: integer('status').notNull().default(0),
    /** The payment account as it was when the withdrawal was made. */
    account: jsonb('account').$type<Record<string, unknown>>().notNull(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.id)],
);

export type ChannelName = LocalizedText;

/**
 * A quoted conversion: `fromAmount` of `fromUnit` becomes exactly `toAmount` of `toUnit`. Confirming
 * consumes it once (`used_at`), only before `expires_at`, and the journal that moves the money names it.
 * Purposes: 'convert' (wallet to wallet), 'pay' (an order paid from another currency; `orderId` set).
 */
export const fxQuotes = pgTable(
  'fx_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    fromUnit: text('from_unit').notNull(),
    fromAmount: money('from_amount').notNull(),
    toUnit: text('to_unit').notNull(),
    toAmount: money('to_amount').notNull(),
    /** `toUnit` per `fromUnit` in major units, as quoted (information; the amounts are what move). */
    rate: numeric('rate', { precision: 30, scale: 12 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fx_quotes_user_idx').on(t.userId, t.id),
    check('fx_quotes_positive', sql`${t.fromAmount} > 0 and ${t.toAmount} > 0`),
  ],
);
