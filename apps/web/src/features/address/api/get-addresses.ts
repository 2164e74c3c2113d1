import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, getUserInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { saveLoginUser, sessionStore } from '@/lib/session';
import { sortAddresses } from '../utils/addresses';
import { addressKeys } from './keys';

/**
 * Saved addresses arrive with the login info (spec section 3: `address`, a map keyed by id), so the list
 * is read from `/user/GetUserInfo`; the answer also refreshes the stored login info.
 */
export const fetchUserInfoForAddresses = defineFetcher<typeof getUserInfo>('/user/GetUserInfo', { silent: true });

/** The addresses kept with the stored login, shown at once while the server's copy loads. */
export function storedAddresses(): Address[] | undefined {
  const map = sessionStore.get()?.address as Record<string, Address> | undefined;
  return map ? sortAddresses(Object.values(map)) : undefined;
}

export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: async ({ signal }) => {
      const user = await fetchUserInfoForAddresses({}, { signal });
      saveLoginUser(user);
      return sortAddresses(Object.values(user.address));
    },
    // The stored copy shows at once (and stays on screen offline); it is always refetched.
    initialData: storedAddresses,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });

export const useAddresses = (userId: string) => useQuery(addressesQuery(userId));
