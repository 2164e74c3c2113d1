import { z } from 'zod';
import { isoTime, limt, page, paged } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** The caller's completed orders not reviewed yet (the profile's "To review"), newest completion first. */
export const getToReviewList = defineEndpoint({
  path: '/product/GetToReviewList',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'My completed orders waiting for a review; paged',
  request: z.object({ page, limt }),
  response: paged(
    z.object({
      oid: z.string(),
      pType: z.number().int(),
      mid: z.string().nullable(),
      title: z.string(),
      image: z.string(),
      completedAt: isoTime,
    }),
  ),
});
