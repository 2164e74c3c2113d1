import { z } from 'zod';
import { limt, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { OrderListTab, OrderType } from '../../enums';
import { orderSummarySchema } from './shared';

export const getOrderList = defineEndpoint({
  path: '/order/GetOrderList',
  method: 'POST',
  auth: true,
  summary: "The caller's orders, newest first; `status` is the list tab; paged",
  request: z.object({
    page,
    limt,
    /**
     * OrderListTab: 0 Pending Payment, 1 To Receive/Use (paid, not yet completed), 2 Refund, 3 All (an
     * addition: every order, newest first); absent = all too.
     */
    status: z
      .union([
        z.literal(OrderListTab.PendingPayment),
        z.literal(OrderListTab.ToReceive),
        z.literal(OrderListTab.Refund),
        z.literal(OrderListTab.All),
      ])
      .optional(),
    pType: z
      .union([
        z.literal(OrderType.Takeout),
        z.literal(OrderType.Flight),
        z.literal(OrderType.Hotel),
        z.literal(OrderType.FriendPay),
      ])
      .optional(),
  }),
  response: paged(orderSummarySchema),
});
