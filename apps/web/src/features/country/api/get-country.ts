import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCountry } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { rememberSymbols } from '@/lib/money';

export const fetchCountries = defineFetcher<typeof getCountry>('/config/GetCountry', { silent: true });

export const countryKeys = {
  all: ['country'] as const,
  list: (locale: string) => [...countryKeys.all, 'list', locale] as const,
};

export const countriesQuery = (locale: string) =>
  queryOptions({
    queryKey: countryKeys.list(locale),
    queryFn: async ({ signal }) => {
      const res = await fetchCountries({}, { signal });
      // Every screen writes a currency with the symbol the country list states (HK$, NT$, RM...).
      rememberSymbols(res.list);
      return res;
    },
    staleTime: 30 * 60_000,
  });

export const useCountries = (locale: string) => useQuery(countriesQuery(locale));
