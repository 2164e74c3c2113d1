import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './catalog';
import { createdAt, currency, money } from './common';
import { operators } from './content';

/**
 * A shop's payout: `amount` of the shop's settled earnings in `currency`, reserved at request (debited from
 * the shop's ledger account into payout clearing, counted in its `held`) until finance decides. Statuses are
 * WithdrawalStatus's: 0 under review, 1 transferring, 2 transferred, 3 transfer failed, 4 rejected (3 and 4
 * return the money to the shop once).
 */
export const merchantPayouts = pgTable(
  'merchant_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id),
    amount: money('amount').notNull(),
    currency: currency(),
    /** WithdrawalStatus 0-4. */
    status: integer('status').notNull().default(0),
    /** The operator who asked for it (the shop's own operator, or finance). */
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The bank's transfer reference once transferred. */
    reference: text('reference').notNull().default(''),
    /** The reason of a failure or rejection (or the last decision's note). */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('merchant_payouts_merchant_idx').on(t.merchantId, t.id),
    index('merchant_payouts_status_idx').on(t.status, t.id),
    check('merchant_payouts_positive', sql`${t.amount} > 0`),
  ],
);
