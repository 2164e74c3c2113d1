import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { evaluationInput, evaluationSchema } from './shared';

/**
 * Only the buyer of a completed order (flights after arrival, hotels after check-out: when the order
 * completes), once. Images are the caller's own uploads through `/upload/File` with purpose `review`.
 */
export const evaluate = defineEndpoint({
  path: '/product/Evaluate',
  method: 'POST',
  auth: true,
  summary: 'Review a completed order: 1-5 stars, text, up to 9 images',
  request: z.object({ oid: id, ...evaluationInput }),
  response: evaluationSchema,
});
