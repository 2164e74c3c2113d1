import { z } from 'zod';
import { currencyUnit, id, idempotencyKey, isoTime, money, positiveMoney } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminNote, adminPage, adminPaging } from './shared';

/**
 * Shop payouts: a shop's settled earnings (type 14 credits on its ledger account) paid out per currency.
 * A merchant operator asks for their own shop only; finance (and admin) for any shop. The amount is taken
 * from the shop's balance at request (never more than it holds) and held until finance decides: approve
 * (0 to 1 transferring), mark transferred (1 to 2), or fail (1 to 3) / reject (0 to 4) with a reason,
 * which returns the money to the shop once. Statuses are WithdrawalStatus's.
 */
export const adminPayoutSchema = z.object({
  _id: z.string(),
  mid: z.string(),
  shopName: z.string(),
  /** Minor units of `unit`. */
  amount: money,
  unit: z.string(),
  /** WithdrawalStatus 0 under review, 1 transferring, 2 transferred, 3 transfer failed, 4 rejected. */
  status: z.number().int(),
  /** The operator who asked for it. */
  requestedBy: z.string(),
  reviewedBy: z.string().nullable(),
  /** The bank's transfer reference (transferred). */
  reference: z.string(),
  /** The reason of a failure or rejection. */
  note: z.string(),
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
});

/** A shop's money per currency: `balance` may be paid out now; `held` waits in payouts not decided yet. */
export const shopPayableSchema = z.object({ unit: z.string(), balance: money, held: money });

const shopRef = { mid: id.optional() };

/** The shop's balances and its payouts, newest first (merchant: their own shop). */
export const adminShopPayouts = defineEndpoint({
  path: '/admin/ShopPayouts',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'merchant'],
  summary: "A shop's available balance per currency and its payouts with their status",
  request: z.object({ ...shopRef, ...adminPaging }),
  response: adminPage(adminPayoutSchema).extend({ balances: z.array(shopPayableSchema) }),
});

/** Asks for a payout of `amount` (minor units of `unit`), at most the shop's balance in that currency. */
export const adminPayoutRequest = defineEndpoint({
  path: '/admin/PayoutRequest',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance', 'merchant'],
  summary: "Request a payout of a shop's earnings in one currency; the amount is held at once",
  request: z.object({
    ...shopRef,
    unit: currencyUnit,
    amount: positiveMoney,
    idempotencyKey: idempotencyKey.optional(),
  }),
  response: adminPayoutSchema.extend({ balance: money, held: money }),
});

/** Finance queue: payouts by status (absent: every status), of one shop when `mid` is given, newest first. */
export const adminPayoutList = defineEndpoint({
  path: '/admin/PayoutList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Shop payouts for review, by status, newest first',
  request: z.object({ status: z.number().int().min(0).max(4).optional(), mid: id.optional(), ...adminPaging }),
  response: adminPage(adminPayoutSchema),
});

const payoutDecision = { payoutId: id, idempotencyKey: idempotencyKey.optional() };

export const adminPayoutApprove = defineEndpoint({
  path: '/admin/PayoutApprove',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Approve a shop payout under review (0 to 1 transferring)',
  request: z.object({ ...payoutDecision, note: adminNote.default('') }),
  response: adminPayoutSchema,
});

export const adminPayoutMarkPaid = defineEndpoint({
  path: '/admin/PayoutMarkPaid',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Mark a transferring shop payout transferred (1 to 2); the held money leaves the platform',
  request: z.object({
    ...payoutDecision,
    /** The bank's transfer reference. */
    reference: z.string().trim().max(128).default(''),
    note: adminNote.default(''),
  }),
  response: adminPayoutSchema,
});

export const adminPayoutFail = defineEndpoint({
  path: '/admin/PayoutFail',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Mark a transferring shop payout failed (1 to 3); the money returns to the shop once',
  request: z.object({ ...payoutDecision, note: adminNote.min(1) }),
  response: adminPayoutSchema,
});

export const adminPayoutReject = defineEndpoint({
  path: '/admin/PayoutReject',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Reject a shop payout under review (0 to 4); the money returns to the shop once',
  request: z.object({ ...payoutDecision, note: adminNote.min(1) }),
  response: adminPayoutSchema,
});
