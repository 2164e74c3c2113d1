import {
  adminAuditList,
  adminDashboard,
  adminMerchantOrderStep,
  adminOrderDetail,
  adminOrderList,
  adminRechargeList,
  adminUserDetail,
  adminUserList,
  adminWithdrawList,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createBackofficeService } from './backoffice.service';

/** The back office's lists, dashboard, audit trail and the merchant's order steps (roles: each contract). */
export async function backofficeAdminRoutes(app: FastifyInstance) {
  const service = createBackofficeService({
    db: app.db,
    events: app.events,
    stepSeconds: app.config.DISPATCH_STEP_SECONDS,
  });
  defineAdminRoute(app, adminWithdrawList, async ({ body, locale }) => service.withdrawals(body.status, body, locale));
  defineAdminRoute(app, adminRechargeList, async ({ body, locale }) => service.recharges(body.status, body, locale));
  defineAdminRoute(app, adminUserList, async ({ body }) => service.users(body.q, body));
  defineAdminRoute(app, adminUserDetail, async ({ body, locale }) => service.user(body.uid, locale));
  defineAdminRoute(app, adminOrderList, async ({ body, operator }) => service.orders(operator, body));
  defineAdminRoute(app, adminOrderDetail, async ({ body, operator }) => service.order(operator, body.oid));
  defineAdminRoute(app, adminMerchantOrderStep, async ({ body, operator, audit }) =>
    service.merchantStep(operator, body.oid, body.step, body.note, audit),
  );
  defineAdminRoute(app, adminAuditList, async ({ body }) => service.audit(body, body));
  defineAdminRoute(app, adminDashboard, async ({ body }) => service.dashboard(body.days));
}
