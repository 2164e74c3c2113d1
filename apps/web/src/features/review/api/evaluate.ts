import type { evaluate, updateEvaluate } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateOrderNum } from '@/lib/user-reads';
import { invalidateReviews } from './keys';

/** Silent: the form shows the refusal beside what the user wrote (never lost). */
export const postEvaluate = defineFetcher<typeof evaluate>('/product/Evaluate', { silent: true });
export const postUpdateEvaluate = defineFetcher<typeof updateEvaluate>('/product/UpdateEvaluate', { silent: true });

/** Writes a review; every review list and the "To review" badge read again. */
export const useEvaluate = (config?: MutationConfig<typeof postEvaluate>) =>
  useWriteMutation(
    postEvaluate,
    { onSuccess: (_a, _b, client) => Promise.all([invalidateReviews(client), invalidateOrderNum(client)]) },
    config,
  );

/** Edits my review (within 7 days of writing it). */
export const useUpdateEvaluate = (config?: MutationConfig<typeof postUpdateEvaluate>) =>
  useWriteMutation(postUpdateEvaluate, { onSuccess: (_a, _b, client) => invalidateReviews(client) }, config);
