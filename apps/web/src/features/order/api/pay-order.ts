import type { payOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateOrder } from './keys';

/**
 * Pays an unpaid order from the wallet (ledger type 12). Silent: checkout and the order page show
 * "insufficient balance" with a top-up offer instead of a bare toast. Send an idempotency key
 * (`lib/use-idempotent-call.ts`) so a retried submission never pays twice.
 */
export const postPayOrder = defineFetcher<typeof payOrder>('/order/PayOrder', { silent: true });

/** Pays an order; paid or refused, the order, the lists and the badge counts read again. */
export const usePayOrderMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postPayOrder>;
} = {}) =>
  useWriteMutation(
    postPayOrder,
    { onSettled: (body, client) => invalidateOrder(client, String(body.oid)) },
    mutationConfig,
  );
