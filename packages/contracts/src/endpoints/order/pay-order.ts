import { z } from 'zod';
import { id, idempotencyKey, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Debits the wallet through the ledger (type 12). Paying twice is "order already paid", never a charge. */
export const payOrder = defineEndpoint({
  path: '/order/PayOrder',
  method: 'POST',
  auth: true,
  money: true,
  summary: 'Pay an unpaid order from the wallet balance',
  request: z.object({ oid: id, idempotencyKey: idempotencyKey.optional() }),
  response: z.object({
    oid: z.string(),
    status: z.number().int(),
    payStatus: z.number().int(),
    amount: money,
    /** Wallet balance after the debit. */
    balance: money,
    paidAt: isoTime,
  }),
});
