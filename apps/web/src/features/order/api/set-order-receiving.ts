import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setOrderReceiving } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { orderKeys } from './keys';

/**
 * A new delivery address for a takeout order not yet dispatched; answers the updated order. Silent: the
 * address sheet shows "outside the delivery range" beside the addresses so another can be chosen.
 */
export const postSetOrderReceiving = defineFetcher<typeof setOrderReceiving>('/order/SetOrderReceiving', {
  silent: true,
});

type UseSetOrderReceivingMutationOptions = { mutationConfig?: MutationConfig<typeof postSetOrderReceiving> };

/**
 * Moves an order's delivery: the answer is the order as it is now; a refusal reads the order again (it may
 * have moved on meanwhile: a rider is on the way).
 */
export function useSetOrderReceivingMutation({ mutationConfig }: UseSetOrderReceivingMutationOptions = {}) {
  const client = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: (...args) => {
      client.setQueryData(orderKeys.detail(String(args[1].oid)), args[0]);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(String(args[1].oid)) });
      return onError?.(...args);
    },
    mutationFn: (body: Parameters<typeof postSetOrderReceiving>[0]) => postSetOrderReceiving(body),
  });
}
