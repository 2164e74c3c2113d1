import type { createPayOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';

export const postCreatePayOrder = defineFetcher<typeof createPayOrder>('/order/CreatePayOrder');

/** Makes the pay link of an unpaid order (replacing an older one); the screen refreshes its order. */
export const useCreatePayOrder = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postCreatePayOrder>;
} = {}) => useWriteMutation(postCreatePayOrder, {}, mutationConfig);
