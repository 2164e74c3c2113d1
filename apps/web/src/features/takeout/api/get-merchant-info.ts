import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getMerchantInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type DeliveryWhere, takeoutKeys } from './keys';

export const fetchMerchantInfo = defineFetcher<typeof getMerchantInfo>('/product/GetMerchantInfo', { silent: true });

/** One restaurant with its menu by category; distance and range from `where`. */
export const merchantInfoQuery = (mid: string, where: DeliveryWhere, locale: string) =>
  queryOptions({
    queryKey: takeoutKeys.merchant(mid, where, locale),
    queryFn: ({ signal }) => fetchMerchantInfo({ mid, isGetProduct: true, ...where }, { signal }),
    staleTime: 60_000,
    // Open or closed changes with the clock: a page left open refreshes it.
    refetchInterval: 5 * 60_000,
  });

export const useMerchantInfo = (mid: string, where: DeliveryWhere, locale: string, enabled = true) =>
  useQuery({ ...merchantInfoQuery(mid, where, locale), enabled: enabled && /^\d+$/.test(mid) });
