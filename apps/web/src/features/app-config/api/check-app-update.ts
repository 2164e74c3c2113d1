import { queryOptions, useQuery } from '@tanstack/react-query';
import type { appUpdate } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `POST /AppUpdate?version=&type=&wgt_version=` (spec section 7: outside `/api`, query not body). */
export const postAppUpdate = defineFetcher<typeof appUpdate>('/AppUpdate', { base: '', silent: true });

export const checkAppUpdate = (version: string, type = 'h5') =>
  postAppUpdate({}, { query: { version, type, wgt_version: version } });

export const appUpdateQuery = (version: string) =>
  queryOptions({
    queryKey: ['config', 'app-update', version] as const,
    queryFn: () => checkAppUpdate(version),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAppUpdate = (version: string, enabled: boolean) => useQuery({ ...appUpdateQuery(version), enabled });
