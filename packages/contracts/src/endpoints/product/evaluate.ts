import { z } from 'zod';
import { id, uploadPath } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { evaluationSchema } from './shared';

/** Only a completed order of the caller, once. Images are uploaded first through `/upload/File`. */
export const evaluate = defineEndpoint({
  path: '/product/Evaluate',
  method: 'POST',
  auth: true,
  summary: 'Review a completed order: 1-5 stars, text, up to 9 images',
  request: z.object({
    oid: id,
    score: z.number().int().min(1).max(5),
    content: z.string().trim().min(1).max(1000),
    imgs: z.array(uploadPath).max(9).default([]),
  }),
  response: evaluationSchema,
});
