import type { createOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { flightBookingKeys } from './keys';

/**
 * Books a flight (`pType` 2): the server prices it again, takes the seats and locks the price until the
 * order's `expiresAt`. Silent: the screen maps catalogue errors to fields or to a fresh fare.
 */
export const postCreateFlightOrder = defineFetcher<typeof createOrder>('/order/CreateOrder', { silent: true });

/**
 * Books a flight (its seats are taken); done or refused, the flight reads ask again (seats moved). The screen adds what else it shows
 * (the order, the wallet) through `mutationConfig`.
 */
export const useCreateFlightOrderMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postCreateFlightOrder>;
} = {}) =>
  useWriteMutation(
    postCreateFlightOrder,
    { onSettled: (_body, client) => client.invalidateQueries({ queryKey: flightBookingKeys.all }) },
    mutationConfig,
  );
