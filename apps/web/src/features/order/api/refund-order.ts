import type { refundOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateOrder } from './keys';

/**
 * Refunds a paid order that is not completed (status 6 then 7, money back as ledger type 13). Not
 * silent: a refusal ("order already completed") is toasted in the user's language. Send an idempotency
 * key (`lib/use-idempotent-call.ts`).
 */
export const postRefundOrder = defineFetcher<typeof refundOrder>('/order/RefundOrder');

/** Refunds an order; done or refused, the order, the lists and the badge counts read again. */
export const useRefundOrderMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postRefundOrder>;
} = {}) =>
  useWriteMutation(
    postRefundOrder,
    { onSettled: (body, client) => invalidateOrder(client, String(body.oid)) },
    mutationConfig,
  );
