import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getWithdrawConfig } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { walletKeys } from './keys';

export const fetchWithdrawConfig = defineFetcher<typeof getWithdrawConfig>('/amount/GetWithdrawConfig', {
  silent: true,
});

/** Withdrawal channels with bounds and fees, balance, saved accounts, password and permission flags. */
export const withdrawConfigQuery = (locale: string) =>
  queryOptions({
    queryKey: walletKeys.withdrawConfig(locale),
    queryFn: ({ signal }) => fetchWithdrawConfig({}, { signal }),
    staleTime: 0,
  });

export const useWithdrawConfig = (locale: string) => useQuery(withdrawConfigQuery(locale));
