import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getExchange } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { walletKeys } from './keys';

/** Silent: the convert sheet says what is wrong beside the amount. */
export const fetchExchange = defineFetcher<typeof getExchange>('/amount/GetExchange', { silent: true });

/**
 * A conversion quote: `amount` minor units of `from` into `to`. Signed in, the server stores it and it can
 * be confirmed with `/amount/Convert` until `expiresAt`; it is never reused from cache once gone.
 */
export const exchangeQuoteQuery = (amount: number, from: string, to: string) =>
  queryOptions({
    queryKey: walletKeys.exchange(amount, from, to),
    queryFn: ({ signal }) => fetchExchange({ amount, toUnit: from, targetUnit: to }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const useExchangeQuote = (amount: number, from: string, to: string) =>
  useQuery({
    ...exchangeQuoteQuery(amount, from, to),
    enabled: amount > 0 && from !== to && /^[A-Z]{3}$/.test(from) && /^[A-Z]{3}$/.test(to),
  });
