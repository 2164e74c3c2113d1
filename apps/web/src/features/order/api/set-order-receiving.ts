import type { setOrderReceiving } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * A new delivery address for a takeout order not yet dispatched; answers the updated order. Silent: the
 * address sheet shows "outside the delivery range" beside the addresses so another can be chosen.
 */
export const postSetOrderReceiving = defineFetcher<typeof setOrderReceiving>('/order/SetOrderReceiving', {
  silent: true,
});
