import { z } from 'zod';
import { id, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * What refunding a paid order would return now, before the user confirms: the fee its rules keep (a
 * flight's 20% or 50% of the tickets; 0 for a takeout order) and the amount that goes back. Confirming
 * `/order/RefundOrder` with `quoteId` before `expiresAt` moves exactly these amounts.
 */
export const getRefundQuote = defineEndpoint({
  path: '/order/GetRefundQuote',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Fee and refund amount of refunding an order now, honoured for a few minutes',
  request: z.object({ oid: id }),
  response: z.object({
    quoteId: z.string(),
    oid: z.string(),
    /** Minor units of the order's `unit`. */
    refundAmount: money,
    fee: money,
    /** The fee as basis points of the tickets (2000 = 20%). */
    feeBp: z.number().int(),
    unit: z.string(),
    /** What reaches the payer's wallet: `returned` of `returnedUnit` (the currency they paid in, at the rate they paid). */
    returned: money,
    returnedUnit: z.string(),
    expiresAt: isoTime,
  }),
});
