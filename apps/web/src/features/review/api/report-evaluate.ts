import type { reportEvaluate } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateReviews } from './keys';

export const postReportEvaluate = defineFetcher<typeof reportEvaluate>('/product/ReportEvaluate');

/** Reports a review: it disappears from my lists at once and waits for an operator. */
export const useReportEvaluate = (config?: MutationConfig<typeof postReportEvaluate>) =>
  useWriteMutation(postReportEvaluate, { onSuccess: (_a, _b, client) => invalidateReviews(client) }, config);
