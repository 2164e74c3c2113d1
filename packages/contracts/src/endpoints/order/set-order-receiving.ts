import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { orderDetailSchema } from './shared';

/** Only before a rider is on the way; range is checked again ("outside the delivery range"). */
export const setOrderReceiving = defineEndpoint({
  path: '/order/SetOrderReceiving',
  method: 'POST',
  auth: true,
  summary: "Change a takeout order's delivery address",
  request: z.object({ oid: id, addressId: id }),
  response: orderDetailSchema,
});
