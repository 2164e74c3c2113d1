import { z } from 'zod';
import { channelCode, channelData, flag, id, idempotencyKey, isoCountry, money, payId } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * The payer pays someone's order. `payType` `wallet` debits the payer's balance (needs a session; the
 * requester's record shows type 16); any other value is a recharge channel code (e.g. `paypal`), which
 * answers a `redirectUrl` for approval and pays the order once the capture succeeds.
 */
export const payInitiateOrder = defineEndpoint({
  path: '/order/PayInitiateOrder',
  method: 'POST',
  auth: false,
  money: true,
  summary: 'Pay a pay-on-behalf request from the wallet or through a payment channel',
  request: z.object({
    pid: payId,
    country_code: isoCountry,
    payType: z.union([z.literal('wallet'), channelCode]),
    isApp: flag.default(false),
    rechargeData: channelData.default({}),
    /** Addition: a `/order/GetPayOnBehalfQuote` quote, to pay from a balance in another currency. */
    quoteId: id.optional(),
    idempotencyKey: idempotencyKey.optional(),
  }),
  response: z.object({
    pid: z.string(),
    oid: z.string(),
    /** PayRequestStatus after the call: 1 when paid now, 0 while a channel payment is pending. */
    status: z.number().int(),
    paid: z.boolean(),
    amount: money,
    /** Addition: the order's currency (of `amount`). */
    unit: z.string(),
    /** Addition: what left the payer's balance, in `payUnit` (the quoted amount when another currency). */
    payAmount: money,
    payUnit: z.string(),
    /** Addition: the payer's balance in `payUnit` after paying. */
    balance: money,
    /** Where the payer approves a channel payment (PayPal); null for wallet payments. */
    redirectUrl: z.string().nullable(),
    providerRef: z.string().nullable(),
  }),
});
