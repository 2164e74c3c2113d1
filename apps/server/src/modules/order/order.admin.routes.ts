import { adminOrderAdvance } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { toOrderSummary } from './order.mapper';
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
}
