import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getMerchantInfo, ResponseOf } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { hotelKeys, type StayAsk } from './keys';

export type HotelDetail = ResponseOf<typeof getMerchantInfo>;
export type HotelExtras = NonNullable<HotelDetail['hotel']>;
export type RoomType = HotelExtras['roomTypes'][number];
export type RoomRate = RoomType['rates'][number];

/** Silent: the screen shows "not found", a refused stay or an error with retry in place. */
export const fetchHotelInfo = defineFetcher<typeof getMerchantInfo>('/product/GetMerchantInfo', { silent: true });

/** One hotel with its room types priced for a stay (rooms left change, so it is fresh for 30 s only). */
export const hotelInfoQuery = (mid: string, stay: StayAsk, locale: string) =>
  queryOptions({
    queryKey: hotelKeys.info(mid, stay, locale),
    queryFn: ({ signal }) => fetchHotelInfo({ mid, ...stay }, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useHotelInfo = (mid: string, stay: StayAsk, locale: string) =>
  useQuery({ ...hotelInfoQuery(mid, stay, locale), enabled: /^\d+$/.test(mid) });
