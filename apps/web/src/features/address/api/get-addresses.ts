import { useQuery } from '@tanstack/react-query';
import type { Address } from '@wayfare/contracts';
import type { LoginUser } from '@/lib/session';
import { userInfoQuery } from '@/lib/user-reads';
import { sortAddresses } from '../utils/addresses';

const addressesOf = (user: LoginUser | null | undefined): Address[] | undefined => {
  const map = user?.address as Record<string, Address> | undefined;
  return map ? sortAddresses(Object.values(map)) : undefined;
};

/**
 * Saved addresses arrive with the login info (spec section 3: `address`, a map keyed by id), so the list
 * is the shared user-info read, default first: the stored copy shows at once and is always refetched.
 */
export const addressesQuery = (userId: string) => ({ ...userInfoQuery(userId), select: addressesOf });

export const useAddresses = (userId: string) => useQuery(addressesQuery(userId));
