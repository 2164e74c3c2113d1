import { z } from 'zod';
import { isoCountry, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { bankAccountSchema } from '../user/shared';
import { channelSchema, currencyContext } from './shared';

export const getWithdrawConfig = defineEndpoint({
  path: '/amount/GetWithdrawConfig',
  method: 'POST',
  auth: true,
  summary: 'Withdrawal channels with bounds and fees, balance, saved accounts, and whether allowed',
  request: z.object({ country_code: isoCountry.optional() }),
  response: z.object({
    ...currencyContext,
    channels: z.array(channelSchema),
    balance: money,
    held: money,
    hasWithdrawPassword: z.boolean(),
    /** False for frozen or unverified users ("withdrawal not allowed"). */
    allowed: z.boolean(),
    accounts: z.array(bankAccountSchema),
  }),
});
