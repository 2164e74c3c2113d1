import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { orderDetailSchema } from './shared';

export const getOrderInfo = defineEndpoint({
  path: '/order/GetOrderInfo',
  method: 'POST',
  auth: true,
  summary: 'One order of the caller with items, fees, address, passengers, timeline',
  request: z.object({ oid: id }),
  response: orderDetailSchema,
});
