import type { refundOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { hotelKeys } from './keys';

/**
 * Cancels a booking at its confirmed quote (`quoteId`): exactly the quoted refund moves. Silent: an
 * expired quote is replaced by a fresh one in the sheet rather than toasted.
 */
export const postCancelHotel = defineFetcher<typeof refundOrder>('/order/RefundOrder', { silent: true });

/** Cancels a booking; done or refused, the hotel reads ask again (its nights are free again). */
export const useCancelHotelMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postCancelHotel>;
} = {}) =>
  useWriteMutation(
    postCancelHotel,
    { onSettled: (_body, client) => client.invalidateQueries({ queryKey: hotelKeys.all }) },
    mutationConfig,
  );
