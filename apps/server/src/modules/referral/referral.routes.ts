import { getInvitedUsers, getRebateList, getReferralInfo } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createReferralReadService } from './referral-read.service';

/** `/user/GetReferralInfo`, `/user/GetInvitedUsers`, `/user/GetRebateList`: the caller's own referral data. */
export async function referralRoutes(app: FastifyInstance) {
  const service = createReferralReadService(app.db);

  defineRoute(app, getReferralInfo, async ({ user }) => service.info(user.id));
  defineRoute(app, getInvitedUsers, async ({ body, user }) => service.invited(user.id, body.page, body.limt));
  defineRoute(app, getRebateList, async ({ body, user }) =>
    service.rebates(user.id, body.page, body.limt, body.status),
  );
}
