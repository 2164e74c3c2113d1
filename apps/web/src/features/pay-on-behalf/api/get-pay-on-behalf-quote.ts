import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPayOnBehalfQuote } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { payOnBehalfKeys } from './keys';

export const fetchPayOnBehalfQuote = defineFetcher<typeof getPayOnBehalfQuote>('/order/GetPayOnBehalfQuote', {
  silent: true,
});

/** What the request costs from the payer's balance in `payUnit`: a stored quote, never refetched behind their back. */
export const payOnBehalfQuoteQuery = (pid: string, payUnit: string) =>
  queryOptions({
    queryKey: [...payOnBehalfKeys.info(pid), 'quote', payUnit] as const,
    queryFn: ({ signal }) => fetchPayOnBehalfQuote({ pid, payUnit }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const usePayOnBehalfQuote = (pid: string, payUnit: string | null) =>
  useQuery({ ...payOnBehalfQuoteQuery(pid, payUnit ?? ''), enabled: Boolean(pid && payUnit) });
