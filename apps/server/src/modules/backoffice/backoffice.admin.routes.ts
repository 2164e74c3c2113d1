import {
  adminAuditList,
  adminDashboard,
  adminMerchantOrderStep,
  adminNewsList,
  adminNewsSave,
  adminOrderDetail,
  adminOrderList,
  adminOrderRefund,
  adminRechargeList,
  adminUserDetail,
  adminUserList,
  adminWithdrawList,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { createBackofficeService } from './backoffice.service';

/** The back office's lists, dashboard, audit trail and the merchant's order steps (roles: each contract). */
export async function backofficeAdminRoutes(app: FastifyInstance) {
  const service = createBackofficeService({
    db: app.db,
    config: app.config,
    events: app.events,
    log: app.log,
  });
  defineAdminRoute(app, adminWithdrawList, async ({ body, locale }) => service.withdrawals(body.status, body, locale));
  defineAdminRoute(app, adminRechargeList, async ({ body, locale }) => service.recharges(body.status, body, locale));
  defineAdminRoute(app, adminUserList, async ({ body }) => service.users(body.q, body));
  defineAdminRoute(app, adminUserDetail, async ({ body, locale }) => service.user(body.uid, locale));
  defineAdminRoute(app, adminOrderList, async ({ body, operator }) => service.orders(operator, body));
  defineAdminRoute(app, adminOrderDetail, async ({ body, operator, locale }) =>
    service.order(operator, body.oid, locale),
  );
  defineAdminRoute(app, adminMerchantOrderStep, async ({ body, operator, audit }) =>
    service.merchantStep(operator, body.oid, body.step, body.note, audit),
  );
  defineAdminRoute(app, adminOrderRefund, async ({ body, req, operator, audit }) =>
    service.refund(operator, body.oid, body.note, idempotencyKeyOf(req, body), body, audit),
  );
  defineAdminRoute(app, adminNewsList, async ({ body }) => service.news(body));
  defineAdminRoute(app, adminNewsSave, async ({ body, audit }) => {
    const saved = await service.saveNews(body, audit);
    // The home's news strip is a cached read: forget it on every instance.
    await app.readCache.invalidate();
    return saved;
  });
  defineAdminRoute(app, adminAuditList, async ({ body }) => service.audit(body, body));
  defineAdminRoute(app, adminDashboard, async ({ body }) => service.dashboard(body.days));
}
