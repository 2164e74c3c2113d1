import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getMerchantList } from '@wayfare/contracts';
import { MerchantType } from '@wayfare/contracts/enums';
import { defineFetcher } from '@/lib/api-client';
import { hotelKeys } from './keys';

export const fetchHotelList = defineFetcher<typeof getMerchantList>('/product/GetMerchantList', { silent: true });

export type HotelCity = { city: string; hotels: number };

/** The cities with hotels (from the hotel list, most hotels first): the destination picker's choices. */
export const hotelCitiesQuery = () =>
  queryOptions({
    queryKey: hotelKeys.cities(),
    queryFn: async ({ signal }): Promise<HotelCity[]> => {
      const res = await fetchHotelList({ mType: MerchantType.Hotel, page: 1, limt: 100, sort: 'default' }, { signal });
      const counts = new Map<string, number>();
      for (const h of res.list) if (h.city) counts.set(h.city, (counts.get(h.city) ?? 0) + 1);
      return [...counts].map(([city, hotels]) => ({ city, hotels })).sort((a, b) => b.hotels - a.hotels);
    },
    staleTime: 60 * 60_000,
  });

export const useHotelCities = () => useQuery(hotelCitiesQuery());
