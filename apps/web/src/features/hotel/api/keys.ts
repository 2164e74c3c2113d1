import type { RequestOf, searchHotels } from '@wayfare/contracts';

/** What `/product/SearchHotels` is asked for a search and its filters (see utils/search-request). */
export type HotelSearchRequest = Omit<RequestOf<typeof searchHotels>, 'page' | 'limt'>;

export type StayAsk = { checkIn: string; checkOut: string; rooms: number; guests: number };

/**
 * Query keys of hotels: names and descriptions come translated, so reads are per locale; prices of the
 * search depend on the viewer's currency (the price filter is typed in it).
 */
export const hotelKeys = {
  all: ['hotel'] as const,
  search: (q: HotelSearchRequest, locale: string, currency: string) =>
    [...hotelKeys.all, 'search', q, locale, currency] as const,
  cities: () => [...hotelKeys.all, 'cities'] as const,
  info: (mid: string, stay: StayAsk, locale: string) => [...hotelKeys.all, 'info', mid, stay, locale] as const,
  reviews: (mid: string) => [...hotelKeys.all, 'reviews', mid] as const,
};

export const PAGE_SIZE = 10;
