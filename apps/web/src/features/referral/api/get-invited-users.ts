import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getInvitedUsers } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { PAGE_SIZE, referralKeys } from './keys';

export const fetchInvitedUsers = defineFetcher<typeof getInvitedUsers>('/user/GetInvitedUsers', { silent: true });

/** Friends who signed up with my code, newest first, page by page. */
export const invitedUsersQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.friends(),
    queryFn: ({ pageParam, signal }) => fetchInvitedUsers({ page: pageParam, limt: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

export const useInvitedUsers = (enabled = true) => useInfiniteQuery({ ...invitedUsersQuery(), enabled });
