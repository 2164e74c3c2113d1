import { z } from 'zod';
import { id, idempotencyKey } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { orderDetailSchema } from './shared';

/** Confirms a change quote: the seats move, the quoted total is charged to (or returned to) the wallet. */
export const changeFlight = defineEndpoint({
  path: '/order/ChangeFlight',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  summary: 'Move a paid flight booking to the quoted flight, charging or returning exactly the quote',
  request: z.object({ oid: id, quoteId: id, idempotencyKey: idempotencyKey.optional() }),
  response: orderDetailSchema,
});
