import { z } from 'zod';
import { channelCode, idempotencyKey, isoCountry, money, positiveMoney } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { withdrawPin } from '../user/shared';

/** The amount is held at once (status 0); an operator approves, marks paid, fails or rejects it. */
export const withdraw = defineEndpoint({
  path: '/amount/Withdraw',
  method: 'POST',
  auth: true,
  money: true,
  summary: 'Withdraw to a saved payment account with the withdrawal password',
  request: z.object({
    channelCode,
    country_code: isoCountry,
    /** Minor units of the channel's currency, taken from the wallet in that currency. */
    amount: positiveMoney,
    withdrawalPassword: withdrawPin,
    /** Which saved payment account (`account` of `/user/GetBanks`) receives the money. */
    withdrawData: z.object({ account: z.string().trim().min(1).max(128) }),
    idempotencyKey: idempotencyKey.optional(),
  }),
  response: z.object({
    withdrawalId: z.string(),
    /** WithdrawalStatus. */
    status: z.number().int(),
    amount: money,
    fee: money,
    unit: z.string(),
    balance: money,
    held: money,
  }),
});
