import { z } from 'zod';
import { id, isoTime } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Makes (or returns the still-open) pay-on-behalf request of an unpaid order: its `pid` goes into the
 * shared link `/pay_on_behalf?pay_on_behalf=<pid>`. No money moves here.
 */
export const createPayOrder = defineEndpoint({
  path: '/order/CreatePayOrder',
  method: 'POST',
  auth: true,
  summary: 'Create a pay-on-behalf link for one of your unpaid orders',
  request: z.object({ oid: id }),
  response: z.object({
    pid: z.string(),
    oid: z.string(),
    link: z.string(),
    expiresAt: isoTime,
    remainingSeconds: z.number().int(),
  }),
});
