import { adminOrderAdvance, adminOrderRefundApprove, adminOrderRefundDecline, OrderStatus } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { toOrderSummary } from './order.mapper';
import { createOrderPayService } from './order-pay.service';
import { advanceOrder } from './order-status';

/** `/admin/OrderAdvance`: operators move a paid order along; audited in the same transaction. */
export async function orderAdminRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminOrderAdvance, async ({ body, audit }) => {
    const row = await advanceOrder(app.db, app.events, app.config.DISPATCH_STEP_SECONDS, {
      oid: body.oid,
      to: body.status,
      audit: (tx, orderId, change) =>
        audit(tx, 'order.advance', `order:${orderId}`, {
          note: body.note,
          before: { status: change.from },
          after: { status: change.to },
        }),
    });
    return toOrderSummary(row, new Date());
  });

  // Refund requests (order.rules' refundStageOf `request`): support approves or declines with a reason.
  const payments = createOrderPayService({ db: app.db, config: app.config, events: app.events, log: app.log });
  defineAdminRoute(app, adminOrderRefundApprove, async ({ body, audit }) => {
    const row = await payments.approveRefundRequest(body.oid, (tx, oid) =>
      audit(tx, 'order.refund_approve', `order:${oid}`, {
        note: body.note,
        before: { status: OrderStatus.Refunding },
        after: { status: OrderStatus.Refunded },
      }),
    );
    return toOrderSummary(row, new Date());
  });
  defineAdminRoute(app, adminOrderRefundDecline, async ({ body, audit }) => {
    const row = await payments.declineRefundRequest(body.oid, body.reason, (tx, oid, restored) =>
      audit(tx, 'order.refund_decline', `order:${oid}`, {
        reason: body.reason,
        before: { status: OrderStatus.Refunding },
        after: { status: restored },
      }),
    );
    return toOrderSummary(row, new Date());
  });
}
