import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, money } from './common';
import { users } from './users';

/**
 * Referral rewards per earner currency (issue 17): a fixed inviter reward (type 6) when an invited user first
 * tops up, rebates in basis points of the invited user's top-ups (type 7), first top-up (type 9) and paid
 * orders (type 8), and a monthly cap of everything one inviter earns in that currency.
 */
export const referralRates = pgTable(
  'referral_rates',
  {
    currency: currency().primaryKey(),
    inviterReward: money('inviter_reward').notNull(),
    rechargeBp: integer('recharge_bp').notNull(),
    firstRechargeBp: integer('first_recharge_bp').notNull(),
    purchaseBp: integer('purchase_bp').notNull(),
    monthlyCap: money('monthly_cap').notNull(),
  },
  (t) => [
    check(
      'referral_rates_sane',
      sql`${t.inviterReward} >= 0 and ${t.monthlyCap} >= 0 and ${t.rechargeBp} between 0 and 10000 and ${t.firstRechargeBp} between 0 and 10000 and ${t.purchaseBp} between 0 and 10000`,
    ),
  ],
);

/**
 * One reward or rebate per triggering event: `eventKey` (e.g. `recharge:12`, `first:7`, `order:40`) is unique
 * per type, so however often or concurrently an event is seen, it earns once. Status: 'pending' (a purchase
 * rebate held in the earner's `rebate_held` account until the order can no longer be refunded), 'credited',
 * 'reversed' (the order was refunded; the held amount went back), 'capped' (the monthly cap was reached;
 * nothing moved), 'refused' (the inviter and the invited user share a payment account).
 */
export const referralRebates = pgTable(
  'referral_rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** TransactionType 6-9. */
    type: integer('type').notNull(),
    eventKey: text('event_key').notNull(),
    earnerId: bigint('earner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The invited user whose action earned it. */
    sourceUserId: bigint('source_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' }),
    /** What the rebate was computed on, in its own currency (information). */
    basisAmount: money('basis_amount').notNull().default(0),
    basisCurrency: text('basis_currency').notNull(),
    /** What the earner gets, in the earner's currency. */
    amount: money('amount').notNull(),
    currency: currency(),
    status: text('status').notNull(),
    journalId: bigint('journal_id', { mode: 'number' }),
    settleJournalId: bigint('settle_journal_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_rebates_event_uq').on(t.type, t.eventKey),
    index('referral_rebates_earner_idx').on(t.earnerId, t.id),
    index('referral_rebates_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
  ],
);

/** What one inviter earned in one calendar month (UTC) and currency; locked while a rebate is added. */
export const referralMonths = pgTable(
  'referral_months',
  {
    earnerId: bigint('earner_id', { mode: 'number' }).notNull(),
    month: text('month').notNull(),
    currency: currency(),
    earned: money('earned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.earnerId, t.month, t.currency] })],
);
