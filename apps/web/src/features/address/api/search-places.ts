import { queryOptions, useQuery } from '@tanstack/react-query';
import type { searchPlaces } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { addressKeys } from './keys';

/** Silent: a timeout ("possibly no VPN") is shown in the results panel with a retry. */
export const fetchSearchPlaces = defineFetcher<typeof searchPlaces>('/map/SearchPlaces', { silent: true });

export type PlaceSearch = { text: string; latitude: number; longitude: number; language: string };

/** Places matching the text near the map's centre (the server biases to a 0.1-degree rectangle). */
export const searchPlacesQuery = (q: PlaceSearch) =>
  queryOptions({
    queryKey: addressKeys.places(q.text, q.latitude, q.longitude, q.language),
    queryFn: ({ signal }) =>
      fetchSearchPlaces(
        { textQuery: q.text, latitude: q.latitude, longitude: q.longitude, languageCode: q.language, pageSize: 10 },
        { signal },
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSearchPlaces = (q: PlaceSearch | null) =>
  useQuery({ ...searchPlacesQuery(q ?? { text: '', latitude: 0, longitude: 0, language: 'en' }), enabled: q !== null });
