import type { setOrderReceiving } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { orderKeys } from './keys';

/**
 * A new delivery address for a takeout order not yet dispatched; answers the updated order. Silent: the
 * address sheet shows "outside the delivery range" beside the addresses so another can be chosen.
 */
export const postSetOrderReceiving = defineFetcher<typeof setOrderReceiving>('/order/SetOrderReceiving', {
  silent: true,
});

/**
 * Moves an order's delivery: the answer is the order as it is now; a refusal reads the order again (it may
 * have moved on meanwhile: a rider is on the way).
 */
export const useSetOrderReceivingMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postSetOrderReceiving>;
} = {}) =>
  useWriteMutation(
    postSetOrderReceiving,
    {
      onSuccess: (order, body, client) => client.setQueryData(orderKeys.detail(String(body.oid)), order),
      onError: (_, body, client) => void client.invalidateQueries({ queryKey: orderKeys.detail(String(body.oid)) }),
    },
    mutationConfig,
  );
