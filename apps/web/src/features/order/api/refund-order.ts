import type { QueryKey } from '@tanstack/react-query';
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

/**
 * Confirms a booking's refund quote (`quoteId`): exactly the quoted amounts move. Silent: an expired quote
 * is replaced by a fresh one in the sheet rather than toasted.
 */
export const postRefundAtQuote = defineFetcher<typeof refundOrder>('/order/RefundOrder', { silent: true });

/**
 * Refunds a booking at its confirmed quote; done or refused, the feature's reads under `feature` ask again
 * (seats or nights are free again). The screen adds what else it shows through `mutationConfig`.
 */
export const useRefundAtQuoteMutation = ({
  feature,
  mutationConfig,
}: {
  feature: QueryKey;
  mutationConfig?: MutationConfig<typeof postRefundAtQuote>;
}) =>
  useWriteMutation(
    postRefundAtQuote,
    { onSettled: (_body, client) => client.invalidateQueries({ queryKey: feature }) },
    mutationConfig,
  );
