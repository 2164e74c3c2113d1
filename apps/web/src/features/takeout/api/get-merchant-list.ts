import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getMerchantList } from '@wayfare/contracts';
import { MerchantType } from '@wayfare/contracts/enums';
import { defineFetcher } from '@/lib/api-client';
import { type DeliveryWhere, type MerchantFilters, PAGE_SIZE, takeoutKeys } from './keys';

export const fetchMerchantList = defineFetcher<typeof getMerchantList>('/product/GetMerchantList', { silent: true });

/** Restaurants page by page with distance and range from `where`, filtered and sorted. */
export const merchantListQuery = (filters: MerchantFilters, where: DeliveryWhere, locale: string) =>
  infiniteQueryOptions({
    queryKey: takeoutKeys.merchantList(filters, where, locale),
    queryFn: ({ pageParam, signal }) =>
      fetchMerchantList(
        {
          mType: MerchantType.Food,
          page: pageParam,
          limt: PAGE_SIZE,
          sort: filters.sort,
          category: filters.category || undefined,
          name: filters.name || undefined,
          priceInterval: filters.priceInterval,
          openNow: filters.openNow || undefined,
          freeDelivery: filters.freeDelivery || undefined,
          minRating: filters.minRating,
          ...where,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

/** `enabled` false (a search shows instead of the list): nothing is asked. */
export const useMerchantList = (filters: MerchantFilters, where: DeliveryWhere, locale: string, enabled = true) =>
  useInfiniteQuery({ ...merchantListQuery(filters, where, locale), enabled });
