import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getRechargeConfig } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { walletKeys } from './keys';

export const fetchRechargeConfig = defineFetcher<typeof getRechargeConfig>('/amount/GetRechargeConfig', {
  silent: true,
});

/** Top-up channels of the user's country, bonus rules and amount chips. */
export const rechargeConfigQuery = (locale: string) =>
  queryOptions({
    queryKey: walletKeys.rechargeConfig(locale),
    queryFn: ({ signal }) => fetchRechargeConfig({}, { signal }),
    staleTime: 60_000,
  });

export const useRechargeConfig = (locale: string) => useQuery(rechargeConfigQuery(locale));
