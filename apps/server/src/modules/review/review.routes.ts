import { evaluate, getEvaluateList, getToReviewList, reportEvaluate, updateEvaluate } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createReviewService } from './review.service';

/** Reviews: write (buyer of a completed order, once), edit within 7 days, list, report. */
export async function reviewRoutes(app: FastifyInstance) {
  const service = createReviewService({ db: app.db, limiter: app.limiter });

  defineRoute(app, evaluate, async ({ body, user }) => service.evaluate(user.id, body));
  defineRoute(app, updateEvaluate, async ({ body, user }) => service.update(user.id, body));
  defineRoute(app, getEvaluateList, async ({ body, user }) => service.list(body, user?.id ?? null));
  defineRoute(app, getToReviewList, async ({ body, user }) => service.toReview(user.id, body));
  defineRoute(app, reportEvaluate, async ({ body, user }) => service.report(user.id, body));
}
