import { z } from 'zod';
import { id, idempotencyKey, isoTime, money } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { OrderStatus } from '../../enums';
import { adminNote, adminPage, adminPaging } from './shared';

export const adminOrderRowSchema = z.object({
  oid: z.string(),
  uid: z.string(),
  account: z.string().nullable(),
  /** OrderType. */
  pType: z.number().int(),
  /** OrderStatus. */
  status: z.number().int(),
  payStatus: z.number().int(),
  mid: z.string().nullable(),
  merchantName: z.string(),
  amount: money,
  unit: z.string(),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
});

/**
 * Orders by type, status, merchant and creation date, newest first. A merchant operator sees only their
 * shop's paid orders, whatever `mid` says.
 */
export const adminOrderList = defineEndpoint({
  path: '/admin/OrderList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'support', 'merchant'],
  summary: 'Orders by type, status, merchant and date',
  request: z.object({
    pType: z.number().int().min(1).max(4).optional(),
    status: z.number().int().min(0).max(7).optional(),
    mid: id.optional(),
    /** Created on or after (UTC date). */
    from: z.iso.date().optional(),
    /** Created on or before (UTC date). */
    to: z.iso.date().optional(),
    ...adminPaging,
  }),
  response: adminPage(adminOrderRowSchema),
});

/** One order: its lines, amounts and timeline. A merchant operator: only their shop's. */
export const adminOrderDetail = defineEndpoint({
  path: '/admin/OrderDetail',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'finance', 'support', 'merchant'],
  summary: 'One order with its items and timeline',
  request: z.object({ oid: id }),
  response: adminOrderRowSchema.extend({
    itemsTotal: money,
    deliveryFee: money,
    serviceFee: money,
    discount: money,
    refundAmount: money,
    remark: z.string(),
    items: z.array(z.object({ name: z.string(), quantity: z.number().int(), subtotal: money })),
    timeline: z.array(z.object({ status: z.number().int(), at: isoTime })),
  }),
});

/**
 * The merchant's side of a takeout order of their own shop: accept a paid order (1 to 2, the kitchen
 * starts and a rider is called) or mark it ready (2 to 3, the rider heads to the shop). The customer's
 * order page moves live; another shop's order answers "not found".
 */
export const adminMerchantOrderStep = defineEndpoint({
  path: '/admin/MerchantOrderStep',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'merchant'],
  summary: "Merchant: accept a paid order or mark it ready (one's own shop only)",
  request: z.object({
    oid: id,
    step: z.enum(['accept', 'ready']),
    note: adminNote.default(''),
  }),
  response: adminOrderRowSchema,
});

/** Which status each merchant step moves from and to. */
export const merchantSteps = {
  accept: { from: OrderStatus.InProgress, to: OrderStatus.CallingRider },
  ready: { from: OrderStatus.CallingRider, to: OrderStatus.RiderToMerchant },
} as const;

/**
 * An operator refunds a paid order with a reason (the user sees the refund in their records): the same
 * refund as the user's own (status 6 then 7, the money back to the payer once, in the currency paid).
 * It moves money, so finance and admin only.
 */
export const adminOrderRefund = defineEndpoint({
  path: '/admin/OrderRefund',
  method: 'POST',
  auth: true,
  money: true,
  addition: true,
  roles: ['admin', 'finance'],
  summary: 'Refund a paid order with a reason',
  request: z.object({ oid: id, note: adminNote.min(1), idempotencyKey: idempotencyKey.optional() }),
  response: adminOrderRowSchema,
});
