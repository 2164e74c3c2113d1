import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getOrderNum } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** Order counts for the profile badges. Silent: the profile simply shows no counts when it fails. */
export const fetchOrderNum = defineFetcher<typeof getOrderNum>('/user/GetOrderNum', { silent: true });

export const orderNumQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'order-num'] as const,
    queryFn: ({ signal }) => fetchOrderNum({}, { signal }),
    staleTime: 30_000,
    retry: false,
  });

export const useOrderNum = (userId: string) => useQuery(orderNumQuery(userId));
