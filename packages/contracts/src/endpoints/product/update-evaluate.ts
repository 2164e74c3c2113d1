import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { evaluationInput, evaluationSchema } from './shared';

/** The author edits a review within 7 days of writing it (my_comment); same rules as `/product/Evaluate`. */
export const updateEvaluate = defineEndpoint({
  path: '/product/UpdateEvaluate',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Edit my review (within 7 days)',
  request: z.object({ _id: id, ...evaluationInput }),
  response: evaluationSchema,
});
