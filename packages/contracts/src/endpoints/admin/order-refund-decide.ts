import { z } from 'zod';
import { id, idempotencyKey } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { orderSummarySchema } from '../order/shared';
import { adminNote } from './shared';

/**
 * Approves the pending refund request of a takeout order (status 6): the money goes back through the
 * ledger as an instant refund would, and the order is 7 (refunded). Once, however often it is asked.
 */
export const adminOrderRefundApprove = defineEndpoint({
  path: '/admin/OrderRefundApprove',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  // Support never moves money (the back office's role rule): support declines, finance approves.
  roles: ['admin', 'finance'],
  summary: 'Approve a refund request: the order is refunded in full through the ledger',
  request: z.object({ oid: id, note: adminNote.default(''), idempotencyKey: idempotencyKey.optional() }),
  response: orderSummarySchema,
});

/**
 * Declines the pending refund request of a takeout order with a reason the user is shown on the order;
 * the order goes back to the delivery status it was at and carries on.
 */
export const adminOrderRefundDecline = defineEndpoint({
  path: '/admin/OrderRefundDecline',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'support'],
  summary: 'Decline a refund request with a reason shown to the user',
  request: z.object({ oid: id, reason: z.string().trim().min(1).max(200) }),
  response: orderSummarySchema,
});
