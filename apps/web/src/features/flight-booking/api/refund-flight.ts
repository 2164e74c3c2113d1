import type { refundOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { flightBookingKeys } from './keys';

/**
 * Confirms a refund quote (`quoteId`): exactly the quoted amounts move. Silent: an expired quote is
 * replaced by a fresh one in the sheet rather than toasted.
 */
export const postRefundFlight = defineFetcher<typeof refundOrder>('/order/RefundOrder', { silent: true });

/**
 * Refunds a booking at its confirmed quote; done or refused, the flight reads ask again (seats moved). The screen adds what else it shows
 * (the order, the wallet) through `mutationConfig`.
 */
export const useRefundFlightMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postRefundFlight>;
} = {}) =>
  useWriteMutation(
    postRefundFlight,
    { onSettled: (_body, client) => client.invalidateQueries({ queryKey: flightBookingKeys.all }) },
    mutationConfig,
  );
