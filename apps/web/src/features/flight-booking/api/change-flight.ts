import type { changeFlight } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { flightBookingKeys } from './keys';

/** Confirms a change quote: the seats move and the quoted total is charged or returned. Send an idempotency key. */
export const postChangeFlight = defineFetcher<typeof changeFlight>('/order/ChangeFlight', { silent: true });

/**
 * Moves a booking to the flight of its confirmed quote; done or refused, the flight reads ask again (seats moved). The screen adds what else it shows
 * (the order, the wallet) through `mutationConfig`.
 */
export const useChangeFlightMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postChangeFlight>;
} = {}) =>
  useWriteMutation(
    postChangeFlight,
    { onSettled: (_body, client) => client.invalidateQueries({ queryKey: flightBookingKeys.all }) },
    mutationConfig,
  );
