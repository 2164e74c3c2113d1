import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getProtocol } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { contentKeys } from './keys';

export const fetchProtocol = defineFetcher<typeof getProtocol>('/config/GetProtocol', { silent: true });

export const protocolQuery = (key: string, locale: string) =>
  queryOptions({
    queryKey: contentKeys.protocol(key, locale),
    queryFn: ({ signal }) => fetchProtocol({ key }, { signal }),
    staleTime: 30 * 60_000,
  });

export const useProtocol = (key: string, locale: string) =>
  useQuery({ ...protocolQuery(key, locale), enabled: key !== '' });
