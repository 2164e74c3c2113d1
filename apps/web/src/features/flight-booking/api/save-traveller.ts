import type { saveTraveller } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * Saves a passenger for next time (the same document is kept once). Silent: it runs after a booking, and
 * the booking matters more than a failed save.
 */
export const postSaveTraveller = defineFetcher<typeof saveTraveller>('/user/SaveTraveller', { silent: true });
