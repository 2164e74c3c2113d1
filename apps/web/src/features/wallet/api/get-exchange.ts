import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getExchange } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { walletKeys } from './keys';

export const fetchExchange = defineFetcher<typeof getExchange>('/amount/GetExchange', { silent: true });

/** `amount` minor units of `from` in `to`, at the server's stored rates. */
export const exchangeQuery = (amount: number, from: string, to: string) =>
  queryOptions({
    queryKey: walletKeys.exchange(amount, from, to),
    queryFn: ({ signal }) => fetchExchange({ amount, toUnit: from, targetUnit: to }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useExchange = (amount: number, from: string, to: string) =>
  useQuery({
    ...exchangeQuery(amount, from, to),
    enabled: amount > 0 && from !== to && /^[A-Z]{3}$/.test(from) && /^[A-Z]{3}$/.test(to),
    placeholderData: keepPreviousData,
  });
