import type { createOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * `/order/CreateOrder` for a takeout cart: the server prices it again and refuses a total that
 * disagrees ("amount exception"). Silent: checkout shows each refusal where it belongs.
 */
export const postCreateOrder = defineFetcher<typeof createOrder>('/order/CreateOrder', { silent: true });
