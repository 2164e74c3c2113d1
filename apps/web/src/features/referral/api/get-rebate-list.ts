import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getRebateList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { PAGE_SIZE, referralKeys } from './keys';

export const fetchRebateList = defineFetcher<typeof getRebateList>('/user/GetRebateList', { silent: true });

/** My rewards and rebates (earned, held, reversed), newest first, page by page. */
export const rebateListQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.rebates(),
    queryFn: ({ pageParam, signal }) => fetchRebateList({ page: pageParam, limt: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

export const useRebateList = (enabled = true) => useInfiniteQuery({ ...rebateListQuery(), enabled });
