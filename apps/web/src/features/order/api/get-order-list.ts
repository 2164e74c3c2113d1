import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getOrderList } from '@wayfare/contracts';
import type { OrderListTab } from '@wayfare/contracts/enums';
import { defineFetcher } from '@/lib/api-client';
import { ORDER_PAGE_SIZE, orderKeys } from './keys';

export const fetchOrderList = defineFetcher<typeof getOrderList>('/order/GetOrderList', { silent: true });

/** The orders of one list tab (Pending Payment, To Receive/Use, Refund), newest first, page by page. */
export const orderListQuery = (tab: OrderListTab) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      fetchOrderList({ page: pageParam, limt: ORDER_PAGE_SIZE, status: tab }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10_000,
    // Coming back to the app shows where the orders are now.
    refetchOnWindowFocus: true,
  });

export const useOrderList = (tab: OrderListTab) => useInfiniteQuery(orderListQuery(tab));
