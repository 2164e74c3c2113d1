import { z } from 'zod';
import { id, idempotencyKey, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { fxSchema } from './shared';

/** Addition: confirms a quote of `/amount/GetExchange`: exactly the quoted amounts move, once, while it is valid. */
export const convert = defineEndpoint({
  path: '/amount/Convert',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  summary: 'Convert between two of the wallet balances at a quoted rate',
  request: z.object({ quoteId: id, idempotencyKey: idempotencyKey.optional() }),
  response: z.object({
    fx: fxSchema,
    /** Balances after, of the wallet debited and of the wallet credited. */
    fromBalance: money,
    toBalance: money,
  }),
});
