import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { refundOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { invalidateOrder } from './keys';

/**
 * Refunds a paid order that is not completed (status 6 then 7, money back as ledger type 13). Not
 * silent: a refusal ("order already completed") is toasted in the user's language. Send an idempotency
 * key (`lib/use-idempotent-call.ts`).
 */
export const postRefundOrder = defineFetcher<typeof refundOrder>('/order/RefundOrder');

type UseRefundOrderMutationOptions = { mutationConfig?: MutationConfig<typeof postRefundOrder> };

/** Refunds an order; done or refused, the order, the lists and the badge counts read again. */
export function useRefundOrderMutation({ mutationConfig }: UseRefundOrderMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await invalidateOrder(client, String(args[2].oid));
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postRefundOrder>[0]) => postRefundOrder(body),
  });
}
