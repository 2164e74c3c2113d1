import { z } from 'zod';
import { money } from '../../common';
import { defineEndpoint } from '../../endpoint';

const perCurrency = z.object({ date: z.string(), unit: z.string(), amount: money, count: z.number().int() });

/**
 * The dashboard: per day (UTC) of the last `days`, the orders placed and new users, and per day and currency
 * the paid orders' GMV, completed top-ups and paid-out withdrawals; plus the queues waiting for a decision.
 */
export const adminDashboard = defineEndpoint({
  path: '/admin/Dashboard',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'support'],
  summary: 'Daily orders, GMV, top-ups, withdrawals and new users; the review queues',
  request: z.object({ days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(7) }),
  response: z.object({
    /** Every day of the window, oldest first (days without activity are 0). */
    daily: z.array(z.object({ date: z.string(), orders: z.number().int(), newUsers: z.number().int() })),
    gmv: z.array(perCurrency),
    topups: z.array(perCurrency),
    withdrawals: z.array(perCurrency),
    queues: z.object({
      withdrawalsUnderReview: z.number().int(),
      withdrawalsTransferring: z.number().int(),
      rechargesUnderReview: z.number().int(),
      ordersInProgress: z.number().int(),
      /** Shop payouts waiting for finance (addition: merchant payouts). */
      payoutsUnderReview: z.number().int(),
      payoutsTransferring: z.number().int(),
    }),
  }),
});
