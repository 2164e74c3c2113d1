import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const getOrderNum = defineEndpoint({
  path: '/user/GetOrderNum',
  method: 'POST',
  auth: true,
  summary: 'Order counts for the profile badges (per order list tab, and awaiting review)',
  request: z.object({}),
  response: z.object({
    pendingPayment: z.number().int(),
    toReceive: z.number().int(),
    refund: z.number().int(),
    toReview: z.number().int(),
    total: z.number().int(),
  }),
});
