import { adminEvaluateHide, adminEvaluateReply, adminEvaluateReports, adminShopReviews } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { shopOf } from '../backoffice/backoffice.rules';
import { createReviewService } from './review.service';

/**
 * Back office for reviews: the merchant's reply (a merchant operator for its own reviews, or an operator),
 * the queue of reported reviews, and hiding or restoring one; every change audited.
 */
export async function reviewAdminRoutes(app: FastifyInstance) {
  const service = createReviewService({ db: app.db, limiter: app.limiter });

  defineAdminRoute(app, adminEvaluateReply, async ({ body, operator, audit }) => service.reply(operator, body, audit));
  defineAdminRoute(app, adminEvaluateReports, async ({ body }) => service.reported(body));
  // The shop's reviews as the app lists them (hidden ones never), with their replies.
  defineAdminRoute(app, adminShopReviews, async ({ body, operator }) =>
    service.list(
      { mid: String(shopOf(operator, body.mid)), page: body.page, limt: body.limt, unanswered: body.unanswered },
      null,
    ),
  );
  defineAdminRoute(app, adminEvaluateHide, async ({ body, audit }) => service.setHidden(body, audit));
}
