import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getAirports } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { flightKeys } from './keys';

export const fetchAirports = defineFetcher<typeof getAirports>('/product/GetAirports', { silent: true });

/** Airports matching what was typed (every airport for nothing typed), named in the UI language. */
export const airportsQuery = (name: string, locale: string) =>
  queryOptions({
    queryKey: flightKeys.airports(name, locale),
    queryFn: ({ signal }) => fetchAirports({ name: name || undefined }, { signal }),
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useAirports = (name: string, locale: string) => useQuery(airportsQuery(name, locale));
