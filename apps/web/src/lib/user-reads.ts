import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { getOrderNum, getUserInfo } from '@wayfare/contracts';
import { defineFetcher } from './api-client';
import { type LoginUser, saveLoginUser, sessionStore } from './session';

/**
 * The two reads every part of the app shares: the login user info (profile, wallet, saved addresses)
 * and the order counts (profile badges, order list tabs). One fetcher and one query key each, so a
 * write anywhere refreshes every screen that shows them. Both are silent: a screen that shows them keeps
 * the stored copy (or no counts) when a refresh fails.
 */
export const fetchUserInfo = defineFetcher<typeof getUserInfo>('/user/GetUserInfo', { silent: true });
export const fetchOrderNum = defineFetcher<typeof getOrderNum>('/user/GetOrderNum', { silent: true });

export const userKeys = {
  all: ['user'] as const,
  infos: () => [...userKeys.all, 'info'] as const,
  info: (userId: string) => [...userKeys.infos(), userId] as const,
  orderNums: () => [...userKeys.all, 'order-num'] as const,
  orderNum: (userId: string) => [...userKeys.orderNums(), userId] as const,
};

/** Refresh the stored login info from the server (spec start logic step 4). */
export async function refreshUserInfo(signal?: AbortSignal): Promise<LoginUser | null> {
  const user = await fetchUserInfo({}, { signal });
  return saveLoginUser(user);
}

/**
 * The stored login info of this user, shown at once while the server's copy loads. Only a copy that came
 * from GetUserInfo (it carries the saved-address map) counts; a bare login answer would show no addresses.
 */
function storedUserInfo(userId: string): LoginUser | undefined {
  const stored = sessionStore.get();
  return stored && stored._id === userId && stored.address ? stored : undefined;
}

/** The login info, refreshed on every visit (balance, verification state, addresses); lands in the session store too. */
export const userInfoQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.info(userId),
    queryFn: ({ signal }) => refreshUserInfo(signal),
    initialData: () => storedUserInfo(userId),
    initialDataUpdatedAt: 0,
    staleTime: 0,
    retry: false,
  });

export const useUserInfo = (userId: string) => useQuery(userInfoQuery(userId));

/** Badge counts per order list tab (and orders awaiting a review). */
export const orderNumQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.orderNum(userId),
    queryFn: ({ signal }) => fetchOrderNum({}, { signal }),
    staleTime: 10_000,
    retry: false,
    // Coming back to the app shows where the orders are now.
    refetchOnWindowFocus: true,
  });

export const useOrderNum = (userId: string) => useQuery(orderNumQuery(userId));

/** After a write that moves money or orders: the profile's info and badges read again. */
export const invalidateUserInfo = (client: QueryClient) => client.invalidateQueries({ queryKey: userKeys.infos() });
export const invalidateOrderNum = (client: QueryClient) => client.invalidateQueries({ queryKey: userKeys.orderNums() });

/**
 * Read the login info again now (after a write that moved money or changed the profile): the cache and
 * the session store both get the answer, whether or not a screen is showing the query.
 */
export function reloadUserInfo(client: QueryClient): Promise<LoginUser | null> {
  const userId = sessionStore.get()?._id;
  return userId ? client.fetchQuery(userInfoQuery(userId)) : refreshUserInfo();
}
