import { z } from 'zod';
import { currencyUnit, id, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminPage, adminPaging } from './shared';

/** A journal as the explorer lists it: who and what it was for, and how much it moved per currency. */
export const adminJournalRowSchema = z.object({
  id: z.string(),
  /** TransactionType. */
  type: z.number().int(),
  uid: z.string().nullable(),
  account: z.string().nullable(),
  oid: z.string().nullable(),
  /** e.g. `withdrawal:7`. */
  ref: z.string().nullable(),
  memo: z.string(),
  /** The journal this one reverses, when it is a correction. */
  reversesId: z.string().nullable(),
  /** Per currency, the sum of the journal's credits (its debits are the same amount, negative). */
  moved: z.array(z.object({ unit: z.string(), amount: money })),
  createdAt: isoTime,
});

/**
 * The ledger explorer: journals by user, order, type, currency and creation date (UTC dates, both ends
 * included), newest first.
 */
export const adminLedgerJournalList = defineEndpoint({
  path: '/admin/LedgerJournalList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Ledger journals by user, order, type, currency and date; paged',
  request: z.object({
    uid: id.optional(),
    oid: id.optional(),
    /** TransactionType. */
    type: z.number().int().min(1).max(99).optional(),
    unit: currencyUnit.optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...adminPaging,
  }),
  response: adminPage(adminJournalRowSchema),
});

/** One journal with its postings: which account moved how much, and its balance after. */
export const adminLedgerJournalDetail = defineEndpoint({
  path: '/admin/LedgerJournalDetail',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'A ledger journal and its postings',
  request: z.object({ id }),
  response: adminJournalRowSchema.extend({
    postings: z.array(
      z.object({
        id: z.string(),
        accountId: z.string(),
        /** `user_wallet`, `merchant`, `platform_revenue`, ... */
        kind: z.string(),
        /** The owning user or merchant; null for the platform's own accounts. */
        ownerId: z.string().nullable(),
        unit: z.string(),
        /** Signed: negative is a debit. */
        amount: money,
        balanceAfter: money,
      }),
    ),
  }),
});

/**
 * Proves the ledger now, per currency (all of them, or one): every journal sums to zero, every balance is
 * its entries' running sum, no wallet that may not go negative is, and held amounts match the pending
 * withdrawals; the same check as `npm run ledger:check`. Problems not tied to a currency are `general`.
 */
export const adminLedgerCheck = defineEndpoint({
  path: '/admin/LedgerCheck',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: "Run the ledger's invariant check, per currency",
  request: z.object({ unit: currencyUnit.optional() }),
  response: z.object({
    ok: z.boolean(),
    checkedAt: isoTime,
    currencies: z.array(z.object({ unit: z.string(), ok: z.boolean(), total: money, problems: z.array(z.string()) })),
    general: z.array(z.string()),
  }),
});
