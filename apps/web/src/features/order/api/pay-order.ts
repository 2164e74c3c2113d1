import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { payOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { invalidateOrder } from './keys';

/**
 * Pays an unpaid order from the wallet (ledger type 12). Silent: checkout and the order page show
 * "insufficient balance" with a top-up offer instead of a bare toast. Send an idempotency key
 * (`lib/use-idempotent-call.ts`) so a retried submission never pays twice.
 */
export const postPayOrder = defineFetcher<typeof payOrder>('/order/PayOrder', { silent: true });

type UsePayOrderMutationOptions = { mutationConfig?: MutationConfig<typeof postPayOrder> };

/** Pays an order; paid or refused, the order, the lists and the badge counts read again. */
export function usePayOrderMutation({ mutationConfig }: UsePayOrderMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await invalidateOrder(client, String(args[2].oid));
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postPayOrder>[0]) => postPayOrder(body),
  });
}
