import { z } from 'zod';
import { payId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { payRequestInfoSchema } from './shared';

/** Open to anyone holding the link: start logic routes to pay_on_behalf before the login check. */
export const getPayOrderInfo = defineEndpoint({
  path: '/order/GetPayOrderInfo',
  method: 'POST',
  auth: false,
  summary: 'A pay-on-behalf request: who asks, the order, amount, remaining time',
  request: z.object({ pid: payId }),
  response: payRequestInfoSchema,
});
