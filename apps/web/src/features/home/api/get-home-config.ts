import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHomeConfig } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export const fetchHomeConfig = defineFetcher<typeof getHomeConfig>('/config/GetHomeConfig', { silent: true });

export const homeKeys = {
  all: ['home'] as const,
  config: (locale: string) => [...homeKeys.all, 'config', locale] as const,
};

export const homeConfigQuery = (locale: string) =>
  queryOptions({
    queryKey: homeKeys.config(locale),
    queryFn: ({ signal }) => fetchHomeConfig({}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useHomeConfig = (locale: string) => useQuery(homeConfigQuery(locale));
