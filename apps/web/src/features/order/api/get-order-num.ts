import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getOrderNum } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { orderKeys } from './keys';

export const fetchOrderNum = defineFetcher<typeof getOrderNum>('/user/GetOrderNum', { silent: true });

/** Badge counts per order list tab (and orders awaiting a review). */
export const orderNumQuery = () =>
  queryOptions({
    queryKey: orderKeys.counts(),
    queryFn: ({ signal }) => fetchOrderNum({}, { signal }),
    staleTime: 10_000,
    // Coming back to the app shows where the orders are now.
    refetchOnWindowFocus: true,
  });

export const useOrderNum = () => useQuery(orderNumQuery());
