import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { orderDetailSchema } from './shared';

/**
 * Addition: the owner cancels an order that is not paid yet (`canCancel`), saying why: `reason` is what
 * the user picked or typed (a chip's text or their own words), kept on the order and shown on its page
 * (`cancelReason`). Its stock, seats or nights go back at once. A paid, expired or already cancelled order
 * answers OrderNotCancellable.
 */
export const cancelOrder = defineEndpoint({
  path: '/order/CancelOrder',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Cancel an unpaid order with a reason',
  request: z.object({
    oid: id,
    reason: z.string().trim().min(1).max(200),
  }),
  response: orderDetailSchema,
});
