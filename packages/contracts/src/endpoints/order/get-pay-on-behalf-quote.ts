import { z } from 'zod';
import { currencyUnit, isoTime, money, payId } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Addition: what a pay-on-behalf request costs the caller from their balance in `payUnit` (another
 * currency than the order's). Locked until the request's window ends; `/order/PayInitiateOrder` with its
 * `quoteId` moves exactly these amounts.
 */
export const getPayOnBehalfQuote = defineEndpoint({
  path: '/order/GetPayOnBehalfQuote',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "Quote paying a friend's pay-on-behalf request from a balance in another currency",
  request: z.object({ pid: payId, payUnit: currencyUnit }),
  response: z.object({
    quoteId: z.string(),
    pid: z.string(),
    /** The request's amount and currency (the order's). */
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
