import { z } from 'zod';
import { currencyUnit, money } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Converts `amount` (minor units of `toUnit`) into `targetUnit` at the stored rates. */
export const getExchange = defineEndpoint({
  path: '/amount/GetExchange',
  method: 'POST',
  auth: false,
  summary: 'Convert an amount between two currencies from stored rates',
  request: z.object({
    amount: z.number().int().nonnegative().max(1_000_000_000_000),
    toUnit: currencyUnit,
    targetUnit: currencyUnit,
  }),
  response: z.object({
    amount: money,
    toUnit: z.string(),
    targetUnit: z.string(),
    result: money,
    /** `targetUnit` per `toUnit`. */
    rate: z.number(),
  }),
});
