import { z } from 'zod';
import { currencyUnit, isoTime, money, positiveMoney } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Quotes converting `amount` (minor units of `toUnit`) into `targetUnit`. Signed in, the quote is stored
 * and can be confirmed with `/amount/Convert` until `expiresAt`; signed out it is indicative only.
 */
export const getExchange = defineEndpoint({
  path: '/amount/GetExchange',
  method: 'POST',
  auth: false,
  summary: 'Quote a currency conversion (stored for the signed-in user, valid for a stated time)',
  request: z.object({
    amount: positiveMoney.refine((v) => v <= 1_000_000_000_000, { message: 'exchange_limit' }),
    toUnit: currencyUnit,
    targetUnit: currencyUnit,
  }),
  response: z.object({
    amount: money,
    toUnit: z.string(),
    targetUnit: z.string(),
    /** Minor units of `targetUnit` the user receives (rounded down). */
    result: money,
    /** `targetUnit` per `toUnit`, major units, as a decimal string. */
    rate: z.string(),
    /** Null when signed out (indicative only). */
    quoteId: z.string().nullable(),
    expiresAt: isoTime.nullable(),
    validSeconds: z.number().int(),
  }),
});
