import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getBanks } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { walletKeys } from './keys';

export const fetchBanks = defineFetcher<typeof getBanks>('/user/GetBanks', { silent: true });

/** The user's saved payment accounts, newest first. */
export const banksQuery = () =>
  queryOptions({
    queryKey: walletKeys.banks(),
    queryFn: ({ signal }) => fetchBanks({}, { signal }),
    staleTime: 30_000,
  });

export const useBanks = () => useQuery(banksQuery());
