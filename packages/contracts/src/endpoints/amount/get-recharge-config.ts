import { z } from 'zod';
import { isoCountry, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { bonusRuleSchema, channelSchema, currencyContext } from './shared';

export const getRechargeConfig = defineEndpoint({
  path: '/amount/GetRechargeConfig',
  method: 'POST',
  auth: true,
  summary: "Top-up channels of the user's country with bounds and bonus rules",
  request: z.object({
    /** Defaults to the user's country. */
    country_code: isoCountry.optional(),
  }),
  response: z.object({
    ...currencyContext,
    channels: z.array(channelSchema),
    bonusRules: z.array(bonusRuleSchema),
    /** Suggested amount chips, minor units of `unit`. */
    quickAmounts: z.array(money),
  }),
});
