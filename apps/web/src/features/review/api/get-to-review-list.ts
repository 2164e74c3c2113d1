import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getToReviewList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { REVIEW_PAGE_SIZE, reviewKeys } from './keys';

export const fetchToReviewList = defineFetcher<typeof getToReviewList>('/product/GetToReviewList', { silent: true });

/** My completed orders still waiting for a review. */
export const toReviewQuery = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.toReview(),
    queryFn: ({ pageParam, signal }) => fetchToReviewList({ page: pageParam, limt: REVIEW_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const useToReviewList = () => useInfiniteQuery(toReviewQuery());
