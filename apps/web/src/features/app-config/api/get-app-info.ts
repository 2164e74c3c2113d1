import { queryOptions, useQuery } from '@tanstack/react-query';
import type { info } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export const fetchAppInfo = defineFetcher<typeof info>('/config/info', { silent: true });

/** App configuration changes rarely: kept for the session, refreshed in the background hourly. */
export const appInfoQuery = () =>
  queryOptions({
    queryKey: ['config', 'info'] as const,
    queryFn: ({ signal }) => fetchAppInfo({}, { signal }),
    staleTime: 60 * 60_000,
  });

export const useAppInfo = () => useQuery(appInfoQuery());
