import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getEvaluateList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { REVIEW_PAGE_SIZE, type ReviewFilter, reviewKeys } from './keys';

export const fetchEvaluateList = defineFetcher<typeof getEvaluateList>('/product/GetEvaluateList', { silent: true });

/** Reviews newest first, page by page, with the star summary of the whole merchant or product. */
export const evaluateListQuery = (f: ReviewFilter) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(f),
    queryFn: ({ pageParam, signal }) =>
      fetchEvaluateList({ ...f, page: pageParam, limt: REVIEW_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const useEvaluateList = (f: ReviewFilter, enabled = true) =>
  useInfiniteQuery({ ...evaluateListQuery(f), enabled });
