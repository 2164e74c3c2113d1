import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { invalidateOrderNum } from '@/lib/user-reads';

/**
 * `/order/CreateOrder` for a takeout cart: the server prices it again and refuses a total that
 * disagrees ("amount exception"). Silent: checkout shows each refusal where it belongs.
 */
export const postCreateOrder = defineFetcher<typeof createOrder>('/order/CreateOrder', { silent: true });

type UseCreateOrderMutationOptions = { mutationConfig?: MutationConfig<typeof postCreateOrder> };

/** Places a takeout order; the badge counts read again (one more order awaits payment). */
export function useCreateOrderMutation({ mutationConfig }: UseCreateOrderMutationOptions = {}) {
  const client = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await invalidateOrderNum(client);
      return onSuccess?.(...args);
    },
    mutationFn: (body: Parameters<typeof postCreateOrder>[0]) => postCreateOrder(body),
  });
}
