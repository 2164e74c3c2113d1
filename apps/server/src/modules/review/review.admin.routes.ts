import { adminEvaluateHide, adminEvaluateReply, adminEvaluateReports } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createReviewService } from './review.service';

/**
 * Back office for reviews: the merchant's reply (a merchant operator for its own reviews, or an operator),
 * the queue of reported reviews, and hiding or restoring one; every change audited.
 */
export async function reviewAdminRoutes(app: FastifyInstance) {
  const service = createReviewService({ db: app.db, limiter: app.limiter });

  defineAdminRoute(app, adminEvaluateReply, async ({ body, operator, audit }) => service.reply(operator, body, audit));
  defineAdminRoute(app, adminEvaluateReports, async ({ body }) => service.reported(body));
  defineAdminRoute(app, adminEvaluateHide, async ({ body, audit }) => service.setHidden(body, audit));
}
