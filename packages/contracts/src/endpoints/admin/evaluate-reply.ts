import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { evaluationSchema } from '../product/shared';

/**
 * The merchant answers a review once (a `merchant` operator for its own merchant's reviews, or an
 * operator on its behalf); the reply shows under the review.
 */
export const adminEvaluateReply = defineEndpoint({
  path: '/admin/EvaluateReply',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support', 'merchant'],
  summary: 'Answer a review for its merchant (once)',
  request: z.object({ _id: id, content: z.string().trim().min(1).max(1000) }),
  response: evaluationSchema,
});
