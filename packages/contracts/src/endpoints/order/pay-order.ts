import { z } from 'zod';
import { id, idempotencyKey, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { fxSchema } from '../amount/shared';

/**
 * Debits the wallet through the ledger (type 12). Without `quoteId` the order is paid from the balance
 * in its own currency; with the id of a `/order/GetPayQuote` quote, from the quoted balance at exactly
 * the quoted amount. Paying twice is "order already paid", never a second charge.
 */
export const payOrder = defineEndpoint({
  path: '/order/PayOrder',
  method: 'POST',
  auth: true,
  money: true,
  summary: 'Pay an unpaid order from the wallet balance (or another currency at a quoted rate)',
  request: z.object({ oid: id, quoteId: id.optional(), idempotencyKey: idempotencyKey.optional() }),
  response: z.object({
    oid: z.string(),
    status: z.number().int(),
    payStatus: z.number().int(),
    /** The order's amount, minor units of `unit`. */
    amount: money,
    unit: z.string(),
    /** The conversion confirmed, when paid from another currency. */
    payment: fxSchema.nullable(),
    /** Balance after the debit of the wallet that paid, minor units of `balanceUnit`. */
    balance: money,
    balanceUnit: z.string(),
    paidAt: isoTime,
  }),
});
