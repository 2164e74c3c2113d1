import { queryOptions, useQuery } from '@tanstack/react-query';
import { type getPayOrderInfo, type PayRequestInfo, PayRequestStatus } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { payOnBehalfKeys } from './keys';

/** Open to anyone holding the link (logged out too); silent: the page shows the failure itself. */
export const fetchPayOrderInfo = defineFetcher<typeof getPayOrderInfo>('/order/GetPayOrderInfo', { silent: true });

/** A request as the payer sees it; while it waits it is read again every few seconds (someone may pay it). */
export const payOrderInfoQuery = (pid: string) =>
  queryOptions({
    queryKey: payOnBehalfKeys.info(pid),
    queryFn: ({ signal }) => fetchPayOrderInfo({ pid }, { signal }),
    staleTime: 2_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      (query.state.data as PayRequestInfo | undefined)?.status === PayRequestStatus.Waiting ? 5_000 : false,
  });

export const usePayOrderInfo = (pid: string) => useQuery({ ...payOrderInfoQuery(pid), enabled: pid !== '' });
