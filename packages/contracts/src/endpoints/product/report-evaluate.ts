import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Reporting a review hides it from the reporter at once and queues it for an operator. */
export const reportEvaluate = defineEndpoint({
  path: '/product/ReportEvaluate',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Report a review (hidden for me, queued for an operator)',
  request: z.object({ _id: id, reason: z.string().trim().max(500).default('') }),
  response: z.null(),
});
