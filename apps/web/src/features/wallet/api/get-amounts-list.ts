import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getAmountsList } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { PAGE_SIZE, walletKeys } from './keys';

export const fetchAmountsList = defineFetcher<typeof getAmountsList>('/amount/GetAmountsList', { silent: true });

/** Every wallet movement, newest first, page by page. */
export const amountsListQuery = (locale: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.amounts(locale),
    queryFn: ({ pageParam, signal }) => fetchAmountsList({ page: pageParam, limt: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

export const useAmountsList = (locale: string, enabled = true) =>
  useInfiniteQuery({ ...amountsListQuery(locale), enabled });
