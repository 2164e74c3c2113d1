import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getWithdrawList, WithdrawalStatus } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { PAGE_SIZE, walletKeys } from './keys';

export const fetchWithdrawList = defineFetcher<typeof getWithdrawList>('/amount/GetWithdrawList', { silent: true });

/** The user's withdrawals, optionally of one status, page by page. */
export const withdrawListQuery = (status: WithdrawalStatus | undefined, locale: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(status, locale),
    queryFn: ({ pageParam, signal }) => fetchWithdrawList({ page: pageParam, limt: PAGE_SIZE, status }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

export const useWithdrawList = (status: WithdrawalStatus | undefined, locale: string, enabled = true) =>
  useInfiniteQuery({ ...withdrawListQuery(status, locale), enabled });
