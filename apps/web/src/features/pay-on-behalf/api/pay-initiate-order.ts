import type { payInitiateOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { payOnBehalfKeys } from './keys';

/** Silent: the payer page explains a refusal (expired, already paid, balance short) in place. */
export const postPayInitiateOrder = defineFetcher<typeof payInitiateOrder>('/order/PayInitiateOrder', {
  silent: true,
});

/** Pays a friend's request; paid or refused, the request is read again. */
export const usePayInitiateOrder = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postPayInitiateOrder>;
} = {}) =>
  useWriteMutation(
    postPayInitiateOrder,
    { onSettled: (body, client) => client.invalidateQueries({ queryKey: payOnBehalfKeys.info(body.pid) }) },
    mutationConfig,
  );
