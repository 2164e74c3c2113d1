import {
  adminRechargeApprove,
  adminRechargeReject,
  adminWithdrawApprove,
  adminWithdrawFail,
  adminWithdrawMarkPaid,
  adminWithdrawReject,
  type Endpoint,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { type AdminContext, defineAdminRoute } from '../../lib/admin-route';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { createWalletServices } from './wallet.routes';

/** Review decisions on top-ups and withdrawals, each audited in the same transaction as the decision. */
export async function walletAdminRoutes(app: FastifyInstance) {
  const { recharges, withdrawals } = createWalletServices(app);

  const common = <E extends Endpoint>({
    body,
    req,
    operator,
    audit,
  }: AdminContext<E> & { body: { idempotencyKey?: string; note: string } }) => ({
    operatorId: operator.id,
    note: body.note,
    key: idempotencyKeyOf(req, body),
    body,
    locale: req.locale,
    audit,
  });

  defineAdminRoute(app, adminRechargeApprove, async (ctx) =>
    recharges.approve({ ...common(ctx), rechargeId: ctx.body.rechargeId }),
  );
  defineAdminRoute(app, adminRechargeReject, async (ctx) =>
    recharges.reject({ ...common(ctx), rechargeId: ctx.body.rechargeId }),
  );
  defineAdminRoute(app, adminWithdrawApprove, async (ctx) =>
    withdrawals.approve({ ...common(ctx), withdrawalId: ctx.body.withdrawalId }),
  );
  defineAdminRoute(app, adminWithdrawMarkPaid, async (ctx) =>
    withdrawals.markPaid({
      ...common(ctx),
      withdrawalId: ctx.body.withdrawalId,
      reference: ctx.body.reference,
    }),
  );
  defineAdminRoute(app, adminWithdrawFail, async (ctx) =>
    withdrawals.fail({ ...common(ctx), withdrawalId: ctx.body.withdrawalId }),
  );
  defineAdminRoute(app, adminWithdrawReject, async (ctx) =>
    withdrawals.reject({ ...common(ctx), withdrawalId: ctx.body.withdrawalId }),
  );
}
