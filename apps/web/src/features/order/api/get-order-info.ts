import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getOrderInfo, OrderDetail } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { pollDelayMs } from '../utils/status';
import { orderKeys } from './keys';

export const fetchOrderInfo = defineFetcher<typeof getOrderInfo>('/order/GetOrderInfo', { silent: true });

/**
 * One order with items, fees, address and timeline. It must never be stale: it refetches when the page
 * becomes visible again and, while the order is still moving, polls gently (sooner when the server
 * says the next step is due) — the socket push makes it instant, this keeps it right without one.
 */
export const orderInfoQuery = (oid: string, opts: { socketConnected?: () => boolean } = {}) =>
  queryOptions({
    queryKey: orderKeys.detail(oid),
    queryFn: ({ signal }) => fetchOrderInfo({ oid }, { signal }),
    staleTime: 2_000,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    refetchInterval: (query) => {
      const data = query.state.data as OrderDetail | undefined;
      return data ? pollDelayMs(data, Date.now(), opts.socketConnected?.() ?? false) : false;
    },
  });

export const useOrderInfo = (oid: string, opts?: { socketConnected?: () => boolean }) =>
  useQuery({ ...orderInfoQuery(oid, opts), enabled: oid !== '' });
