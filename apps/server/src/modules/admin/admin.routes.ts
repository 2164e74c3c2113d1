import {
  adminLogin,
  adminRechargeApprove,
  adminRechargeReject,
  adminWithdrawApprove,
  adminWithdrawFail,
  adminWithdrawMarkPaid,
  adminWithdrawReject,
} from '@wayfare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { defineRoute } from '../../lib/route';
import { createWalletServices } from '../wallet/wallet.routes';
import { adminRepository } from './admin.repository';
import { createAdminService } from './admin.service';
import { defineAdminRoute } from './admin-route';

/**
 * Back-office calls under `/api/admin/...`: operator login, and the review decisions on top-ups and
 * withdrawals, each written to the audit log in the same transaction as the decision. (Order advance and
 * user freeze/mute belong to their own modules.)
 */
export async function adminRoutes(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  const service = createAdminService({ db: app.db, limiter: app.limiter });
  const { recharges, withdrawals } = createWalletServices(app);

  defineRoute(app, adminLogin, async ({ body }) => service.login(body.username, body.password), {
    rateLimit: { max: 30, timeWindow: 60_000 },
  });

  const auditBy = (operatorId: number) => (tx: Tx, action: string, target: string, data: Record<string, unknown>) =>
    adminRepository.audit(tx, { operatorId, action, target, data }).then(() => undefined);

  const common = <B extends { idempotencyKey?: string; note: string }>(
    body: B,
    req: FastifyRequest,
    operatorId: number,
  ) => ({
    operatorId,
    note: body.note,
    key: idempotencyKeyOf(req, body),
    body,
    locale: req.locale,
    audit: auditBy(operatorId),
  });

  defineAdminRoute(app, adminRechargeApprove, async ({ body, req, operator }) =>
    recharges.approve({ ...common(body, req, operator.id), rechargeId: Number(body.rechargeId) }),
  );
  defineAdminRoute(app, adminRechargeReject, async ({ body, req, operator }) =>
    recharges.reject({ ...common(body, req, operator.id), rechargeId: Number(body.rechargeId) }),
  );
  defineAdminRoute(app, adminWithdrawApprove, async ({ body, req, operator }) =>
    withdrawals.approve({ ...common(body, req, operator.id), withdrawalId: Number(body.withdrawalId) }),
  );
  defineAdminRoute(app, adminWithdrawMarkPaid, async ({ body, req, operator }) =>
    withdrawals.markPaid({
      ...common(body, req, operator.id),
      withdrawalId: Number(body.withdrawalId),
      reference: body.reference,
    }),
  );
  defineAdminRoute(app, adminWithdrawFail, async ({ body, req, operator }) =>
    withdrawals.fail({ ...common(body, req, operator.id), withdrawalId: Number(body.withdrawalId) }),
  );
  defineAdminRoute(app, adminWithdrawReject, async ({ body, req, operator }) =>
    withdrawals.reject({ ...common(body, req, operator.id), withdrawalId: Number(body.withdrawalId) }),
  );
}
