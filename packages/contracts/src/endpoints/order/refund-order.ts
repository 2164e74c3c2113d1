import { z } from 'zod';
import { id, idempotencyKey, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Status 6 then 7; the money returns through the ledger (type 13) once, however often it is asked.
 * Flight refunds keep the policy's fee. Too late: "order already completed".
 * A takeout order whose `refundStage` is `request` (a rider on the way or delivering) is not refunded at
 * once: `reason` and `image` (an upload of purpose `refund`) make a refund request, the order stays at
 * 6 (refunding, `refundAmount` 0 returned so far) until an operator approves it (7) or declines it.
 */
export const refundOrder = defineEndpoint({
  path: '/order/RefundOrder',
  method: 'POST',
  auth: true,
  money: true,
  summary: 'Refund a paid order that is not completed',
  request: z.object({
    oid: id,
    reason: z.string().trim().max(200).optional(),
    /** Addition: the photo of a refund request (`/upload/File` purpose `refund`). */
    image: z.string().max(300).optional(),
    /** Addition: the quote of `/order/GetRefundQuote` the user confirmed; its amounts are what move. */
    quoteId: id.optional(),
    idempotencyKey: idempotencyKey.optional(),
  }),
  response: z.object({
    oid: z.string(),
    status: z.number().int(),
    payStatus: z.number().int(),
    /** Minor units of the order's `unit`. */
    refundAmount: money,
    fee: money,
    unit: z.string(),
    /** What reached the payer's wallet: `returned` of `returnedUnit` (the currency they paid in, at the rate they paid). */
    returned: money,
    returnedUnit: z.string(),
    /** The caller's balance after, in `returnedUnit` when the caller paid, else in `unit`. */
    balance: money,
  }),
});
