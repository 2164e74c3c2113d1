import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHomeConfig } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

export const fetchHomeConfig = defineFetcher<typeof getHomeConfig>('/config/GetHomeConfig', { silent: true });

/** Where the recommendations are measured from: a saved address or a map point (none: the default address). */
export type HomeWhere = { addressId?: string; latitude?: number; longitude?: number };

export const homeKeys = {
  all: ['home'] as const,
  config: (locale: string, where: HomeWhere) => [...homeKeys.all, 'config', locale, where] as const,
};

export const homeConfigQuery = (locale: string, where: HomeWhere = {}) =>
  queryOptions({
    queryKey: homeKeys.config(locale, where),
    queryFn: ({ signal }) => fetchHomeConfig(where, { signal }),
    // What is open changes by the minute; banners and news ride along.
    staleTime: 60_000,
  });

export const useHomeConfig = (locale: string, where: HomeWhere = {}) => useQuery(homeConfigQuery(locale, where));
