import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { OrderStatus } from '../../enums';
import { orderSummarySchema } from '../order/shared';
import { adminNote } from './shared';

/** Moves a paid order along the dispatcher's path; the user is pushed the change like any other. */
export const adminOrderAdvance = defineEndpoint({
  path: '/admin/OrderAdvance',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support'],
  summary: 'Advance an order one step, or to a later delivery status',
  request: z.object({
    oid: id,
    /** Target status (2-5); absent = the next step. Never backwards, never into refund states. */
    status: z
      .union([
        z.literal(OrderStatus.CallingRider),
        z.literal(OrderStatus.RiderToMerchant),
        z.literal(OrderStatus.Delivering),
        z.literal(OrderStatus.Completed),
      ])
      .optional(),
    note: adminNote.default(''),
  }),
  response: orderSummarySchema,
});
