import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { orderSummarySchema } from './shared';

/** Orders the caller may see (own, or paid by the caller on someone's behalf); others are left out. */
export const searchOrderList = defineEndpoint({
  path: '/order/SearchOrderList',
  method: 'POST',
  auth: true,
  summary: 'Several orders by id, in the order asked',
  request: z.object({ oids: z.array(id).min(1).max(50) }),
  response: z.object({ list: z.array(orderSummarySchema) }),
});
