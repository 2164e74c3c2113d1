import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getEvaluateList, ResponseOf } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { hotelKeys } from './keys';

export type HotelReviews = ResponseOf<typeof getEvaluateList>;

export const fetchHotelReviews = defineFetcher<typeof getEvaluateList>('/product/GetEvaluateList', { silent: true });

/** The hotel's review summary (average, count per star) and its three newest reviews. */
export const hotelReviewsQuery = (mid: string) =>
  queryOptions({
    queryKey: hotelKeys.reviews(mid),
    queryFn: ({ signal }) => fetchHotelReviews({ mid, page: 1, limt: 3 }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useHotelReviews = (mid: string) => useQuery({ ...hotelReviewsQuery(mid), enabled: /^\d+$/.test(mid) });
