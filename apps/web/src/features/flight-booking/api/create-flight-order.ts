import type { createOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * Books a flight (`pType` 2): the server prices it again, takes the seats and locks the price until the
 * order's `expiresAt`. Silent: the screen maps catalogue errors to fields or to a fresh fare.
 */
export const postCreateFlightOrder = defineFetcher<typeof createOrder>('/order/CreateOrder', { silent: true });
