import { z } from 'zod';
import { isoTime, limt, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { evaluationSchema } from '../product/shared';

export const reportedEvaluationSchema = z.object({
  evaluation: evaluationSchema,
  /** Hidden from everyone by an operator. */
  hidden: z.boolean(),
  reports: z.array(z.object({ uid: z.string(), reason: z.string(), createdAt: isoTime })),
});

/** The queue of reported reviews not decided yet (oldest report first); `all` includes decided ones. */
export const adminEvaluateReports = defineEndpoint({
  path: '/admin/EvaluateReports',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support', 'content'],
  summary: 'Reported reviews waiting for a decision; paged',
  request: z.object({ page, limt, all: z.boolean().default(false) }),
  response: paged(reportedEvaluationSchema),
});
