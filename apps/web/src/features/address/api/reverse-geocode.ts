import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { reverseGeocode } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { addressKeys } from './keys';

export const fetchReverseGeocode = defineFetcher<typeof reverseGeocode>('/map/ReverseGeocode', { silent: true });

/** ~1 m: positions closer than that share one lookup (the server bills the provider per call). */
const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** The address text at the pin: a saved address within 1000 m first, then the maps provider. */
export const reverseGeocodeQuery = (latitude: number, longitude: number, language: string) =>
  queryOptions({
    queryKey: addressKeys.geocode(round(latitude), round(longitude), language),
    queryFn: ({ signal }) =>
      fetchReverseGeocode({ latitude: round(latitude), longitude: round(longitude), language }, { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useReverseGeocode = (point: { latitude: number; longitude: number } | null, language: string) =>
  useQuery({
    ...reverseGeocodeQuery(point?.latitude ?? 0, point?.longitude ?? 0, language),
    enabled: point !== null,
    placeholderData: keepPreviousData,
  });
