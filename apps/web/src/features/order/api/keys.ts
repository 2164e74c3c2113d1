import type { QueryClient } from '@tanstack/react-query';
import { invalidateOrderNum } from '@/lib/user-reads';

/**
 * Query keys of orders. Dish and option names come in the UI language (the server keeps them in every
 * language); a language change reads every order again (`invalidateOrders`) rather than keying by
 * locale. Every list sits under `lists()`, each order under `detail(oid)`;
 * the badge counts are the shared `/user/GetOrderNum` read of `lib/user-reads`.
 */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (tab: number) => [...orderKeys.lists(), tab] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (oid: string) => [...orderKeys.details(), oid] as const,
};

export const ORDER_PAGE_SIZE = 10;

/** Every order view reads again (e.g. in the new UI language). */
export const invalidateOrders = (client: QueryClient) => client.invalidateQueries({ queryKey: orderKeys.all });

/**
 * After money moved on an order (or was refused because the order changed): every view of it asks again.
 * Its pay quotes are not views: a quote on screen stays until the user asks for a fresh one.
 */
export const invalidateOrder = (client: QueryClient, oid: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: orderKeys.detail(oid), exact: true }),
    client.invalidateQueries({ queryKey: orderKeys.lists() }),
    invalidateOrderNum(client),
  ]);
