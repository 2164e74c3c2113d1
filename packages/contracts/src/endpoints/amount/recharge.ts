import { z } from 'zod';
import { channelCode, channelData, flag, idempotencyKey, isoCountry, money, positiveMoney } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Demo channel: credited at once (status 1). PayPal: a pending top-up (status 0) and a `redirectUrl`
 * for approval; `/PaypalCaptureOrder` or the webhook credits it once. Offline: status 0 until an
 * operator approves (type 4) or rejects.
 */
export const recharge = defineEndpoint({
  path: '/amount/Recharge',
  method: 'POST',
  auth: true,
  money: true,
  summary: 'Top up the wallet through a channel (bounds, closed channel, bonus)',
  request: z.object({
    channelCode,
    country_code: isoCountry,
    /** Minor units of the channel's currency (the country's own). */
    amount: positiveMoney,
    isApp: flag.default(false),
    rechargeData: channelData.default({}),
    idempotencyKey: idempotencyKey.optional(),
  }),
  response: z.object({
    rechargeId: z.string(),
    /** RechargeStatus. */
    status: z.number().int(),
    amount: money,
    bonus: money,
    unit: z.string(),
    redirectUrl: z.string().nullable(),
    providerRef: z.string().nullable(),
    /** Balance after, when credited now. */
    balance: money.nullable(),
  }),
});
