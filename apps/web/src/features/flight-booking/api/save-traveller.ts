import type { QueryClient } from '@tanstack/react-query';
import type { saveTraveller } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { flightBookingKeys } from './keys';

/**
 * Saves a passenger for next time (the same document is kept once). Silent: it runs after a booking, and
 * the booking matters more than a failed save.
 */
export const postSaveTraveller = defineFetcher<typeof saveTraveller>('/user/SaveTraveller', { silent: true });

/**
 * Saves these passengers for next time, each on its own (one failing does not stop the others), then the
 * saved travellers read again.
 */
export async function saveTravellers(client: QueryClient, list: Parameters<typeof postSaveTraveller>[0][]) {
  if (list.length === 0) return;
  await Promise.allSettled(list.map((p) => postSaveTraveller(p)));
  await client.invalidateQueries({ queryKey: flightBookingKeys.all });
}
