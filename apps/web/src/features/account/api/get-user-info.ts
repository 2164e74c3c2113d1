import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getUserInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { saveLoginUser } from '@/lib/session';

export const fetchUserInfo = defineFetcher<typeof getUserInfo>('/user/GetUserInfo', { silent: true });

/** Refresh the stored login info from the server (spec start logic step 4). */
export async function refreshUserInfo() {
  const user = await fetchUserInfo({});
  return saveLoginUser(user);
}

/**
 * The profile screens show the stored login info at once and refresh it from the server on every visit
 * (balance, verification state); the answer lands in the session store, which the screens read.
 */
export const userInfoQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'user-info'] as const,
    queryFn: refreshUserInfo,
    staleTime: 0,
    retry: false,
  });

export const useUserInfoRefresh = (userId: string) => useQuery(userInfoQuery(userId));
