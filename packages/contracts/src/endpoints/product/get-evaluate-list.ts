import { z } from 'zod';
import { flag, id, limt, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { evaluationSchema } from './shared';

/**
 * Newest first. Reviews hidden by an operator are never listed; ones the caller reported are left out of
 * the caller's lists. `summary` counts every visible review of the merchant or product (not the filter).
 */
export const getEvaluateList = defineEndpoint({
  path: '/product/GetEvaluateList',
  method: 'POST',
  auth: false,
  summary: "Reviews of a merchant or product (comment_list), or the caller's own (my_comment); paged",
  request: z.object({
    mid: id.optional(),
    pid: id.optional(),
    page,
    limt,
    /** Only reviews with this many stars. */
    score: z.number().int().min(1).max(5).optional(),
    /** Addition: only reviews with photos. */
    withImgs: flag.optional(),
    /** The caller's own reviews (needs a session). */
    mine: flag.optional(),
  }),
  response: paged(evaluationSchema).extend({
    summary: z.object({
      average: z.number(),
      count: z.number().int(),
      /** Count per star, index 0 = 1 star .. 4 = 5 stars. */
      byScore: z.array(z.number().int()).length(5),
      /** Addition: how many have photos. */
      withImgs: z.number().int(),
    }),
  }),
});
