import type { createOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateOrderNum } from '@/lib/user-reads';

/**
 * `/order/CreateOrder` for a takeout cart: the server prices it again and refuses a total that
 * disagrees ("amount exception"). Silent: checkout shows each refusal where it belongs.
 */
export const postCreateOrder = defineFetcher<typeof createOrder>('/order/CreateOrder', { silent: true });

/** Places a takeout order; the badge counts read again (one more order awaits payment). */
export const useCreateOrderMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postCreateOrder>;
} = {}) =>
  useWriteMutation(postCreateOrder, { onSuccess: (_, __, client) => invalidateOrderNum(client) }, mutationConfig);
