import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getRechargeList, RechargeStatus } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { PAGE_SIZE, walletKeys } from './keys';

export const fetchRechargeList = defineFetcher<typeof getRechargeList>('/amount/GetRechargeList', { silent: true });

/** The user's top-ups, optionally of one status, page by page. */
export const rechargeListQuery = (status: RechargeStatus | undefined, locale: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.recharges(status, locale),
    queryFn: ({ pageParam, signal }) => fetchRechargeList({ page: pageParam, limt: PAGE_SIZE, status }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

export const useRechargeList = (status: RechargeStatus | undefined, locale: string, enabled = true) =>
  useInfiniteQuery({ ...rechargeListQuery(status, locale), enabled });
