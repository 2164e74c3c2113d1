import type { cancelOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateOrder } from './keys';

/** Cancels an unpaid order with the user's reason. Not silent: a refusal is toasted in the user's language. */
export const postCancelOrder = defineFetcher<typeof cancelOrder>('/order/CancelOrder');

/** Cancels an order; done or refused, the order, the lists and the badge counts read again. */
export const useCancelOrderMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postCancelOrder>;
} = {}) =>
  useWriteMutation(
    postCancelOrder,
    { onSettled: (body, client) => invalidateOrder(client, String(body.oid)) },
    mutationConfig,
  );
