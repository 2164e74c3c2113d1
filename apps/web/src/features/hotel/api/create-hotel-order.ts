import type { createOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { hotelKeys } from './keys';

/**
 * Books a stay (`pType` 3): the server prices it again, takes one room of every night atomically and
 * holds them until the order's `expiresAt`. Silent: the screen maps catalogue errors to fields or to a
 * fresh price.
 */
export const postCreateHotelOrder = defineFetcher<typeof createOrder>('/order/CreateOrder', { silent: true });

/** Books a stay; done or refused, the hotel reads ask again (rooms left moved). */
export const useCreateHotelOrderMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postCreateHotelOrder>;
} = {}) =>
  useWriteMutation(
    postCreateHotelOrder,
    { onSettled: (_body, client) => client.invalidateQueries({ queryKey: hotelKeys.all }) },
    mutationConfig,
  );
