import { z } from 'zod';
import { currencyUnit, id, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Addition: what an unpaid order costs from the caller's balance in `payUnit`. The quote is locked for
 * the order's pay window; `/order/PayOrder` with its `quoteId` moves exactly these amounts.
 */
export const getPayQuote = defineEndpoint({
  path: '/order/GetPayQuote',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "Quote paying an order from a balance in another currency (locked for the order's pay window)",
  request: z.object({ oid: id, payUnit: currencyUnit }),
  response: z.object({
    quoteId: z.string(),
    oid: z.string(),
    /** The order's amount and currency. */
    amount: money,
    unit: z.string(),
    /** What leaves the `payUnit` balance (rounded up by at most one minor unit). */
    payAmount: money,
    payUnit: z.string(),
    /** `unit` per `payUnit`, major units, as a decimal string. */
    rate: z.string(),
    /** The balance in `payUnit` now. */
    balance: money,
    expiresAt: isoTime,
  }),
});
