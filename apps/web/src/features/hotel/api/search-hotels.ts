import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf, searchHotels } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type HotelSearchRequest, hotelKeys, PAGE_SIZE } from './keys';

export type HotelResult = ResponseOf<typeof searchHotels>['list'][number];

/** Silent: the screen shows a refused stay (dates, length) in place with a way to change it. */
export const fetchSearchHotels = defineFetcher<typeof searchHotels>('/product/SearchHotels', { silent: true });

/** Hotels free for every night of a stay, filtered and sorted, page by page. */
export const searchHotelsQuery = (q: HotelSearchRequest, locale: string, currency: string) =>
  infiniteQueryOptions({
    queryKey: hotelKeys.search(q, locale, currency),
    queryFn: ({ pageParam, signal }) => fetchSearchHotels({ ...q, page: pageParam, limt: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const useSearchHotels = (q: HotelSearchRequest, locale: string, currency: string, enabled = true) =>
  useInfiniteQuery({ ...searchHotelsQuery(q, locale, currency), enabled });
