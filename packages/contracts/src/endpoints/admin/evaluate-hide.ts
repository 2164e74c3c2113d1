import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminNote } from './shared';

/**
 * Hides a review from everyone (or restores it), deciding its reports; the merchant's rating follows.
 */
export const adminEvaluateHide = defineEndpoint({
  path: '/admin/EvaluateHide',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support', 'content'],
  summary: 'Hide or restore a review (decides its reports)',
  request: z.object({ _id: id, hidden: z.boolean(), note: adminNote.default('') }),
  response: z.object({
    _id: z.string(),
    hidden: z.boolean(),
    mid: z.string().nullable(),
    rating: z.number(),
    ratingCount: z.number().int(),
  }),
});
