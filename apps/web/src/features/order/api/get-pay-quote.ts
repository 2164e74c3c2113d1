import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPayQuote } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { orderKeys } from './keys';

/** Silent: the pay sheet shows what went wrong beside the quote. */
export const fetchPayQuote = defineFetcher<typeof getPayQuote>('/order/GetPayQuote', { silent: true });

/**
 * What an unpaid order costs from the balance in `payUnit`, locked until the order's pay window ends.
 * Never served from cache once the sheet is gone: each opening asks for the quote again.
 */
export const payQuoteQuery = (oid: string, payUnit: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(oid), 'pay-quote', payUnit] as const,
    queryFn: ({ signal }) => fetchPayQuote({ oid, payUnit }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const usePayQuote = (oid: string, payUnit: string | null) =>
  useQuery({ ...payQuoteQuery(oid, payUnit ?? ''), enabled: Boolean(oid && payUnit) });
