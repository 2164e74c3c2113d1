import { z } from 'zod';
import { id, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { orderSummarySchema } from '../order/shared';
import { adminPage, adminPaging, adminRechargeSchema, adminWithdrawalSchema } from './shared';

export const adminUserRowSchema = z.object({
  uid: z.string(),
  account: z.string().nullable(),
  name: z.string(),
  countryCode: z.string().nullable(),
  frozen: z.boolean(),
  muted: z.boolean(),
  deleted: z.boolean(),
  createdAt: isoTime,
});

/** Users by account, name or id (absent: newest first). */
export const adminUserList = defineEndpoint({
  path: '/admin/UserList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'support'],
  summary: 'Search users by account, name or id',
  request: z.object({ q: z.string().trim().max(128).optional(), ...adminPaging }),
  response: adminPage(adminUserRowSchema),
});

/** One user's record: wallets per currency, the latest journals, withdrawals, top-ups and orders. */
export const adminUserDetail = defineEndpoint({
  path: '/admin/UserDetail',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'support'],
  summary: "A user's record: wallets, history, withdrawals, top-ups and orders",
  request: z.object({ uid: id }),
  response: z.object({
    user: adminUserRowSchema,
    /** Whether a withdrawal password is set, and how many sessions are signed in now. */
    security: z.object({ hasWithdrawPassword: z.boolean(), liveSessions: z.number().int() }),
    wallets: z.array(z.object({ unit: z.string(), balance: money, held: money })),
    /** The latest 50 journals that touched the user's wallets. */
    transactions: z.array(
      z.object({
        id: z.string(),
        /** TransactionType. */
        type: z.number().int(),
        unit: z.string(),
        amount: money,
        balanceAfter: money,
        ref: z.string().nullable(),
        memo: z.string(),
        at: isoTime,
      }),
    ),
    withdrawals: z.array(adminWithdrawalSchema),
    recharges: z.array(adminRechargeSchema),
    orders: z.array(orderSummarySchema),
  }),
});
