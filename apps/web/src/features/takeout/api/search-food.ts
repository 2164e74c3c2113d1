import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { searchFood } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type DeliveryWhere, takeoutKeys } from './keys';

export const fetchSearchFood = defineFetcher<typeof searchFood>('/product/SearchFood', { silent: true });

/** How many restaurants and dishes one search shows. */
export const SEARCH_LIMIT = 10;

/**
 * Restaurants and dishes matching `text` in any language, measured from `where`. Callers debounce the
 * text; the last answer stays on screen while the next one loads.
 */
export const searchFoodQuery = (text: string, where: DeliveryWhere, locale: string) =>
  queryOptions({
    queryKey: takeoutKeys.search(text, where, locale),
    queryFn: ({ signal }) => fetchSearchFood({ text, limt: SEARCH_LIMIT, ...where }, { signal }),
    enabled: text.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useSearchFood = (text: string, where: DeliveryWhere, locale: string) =>
  useQuery(searchFoodQuery(text, where, locale));
