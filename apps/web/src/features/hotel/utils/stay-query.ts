import { HotelAmenities, type HotelAmenity } from '@wayfare/contracts/enums';
import { addDays } from '@/lib/format';
import type { HotelSearchRequest, StayAsk } from '../api/keys';

/**
 * A hotel search lives in the address of book_a_hotel (`city` or `near`, `in`, `out`, `rooms`, `guests`,
 * plus the result filters `sort`, `pmin`, `pmax`, `stars`, `score`, `amen`), so back, reload and shared
 * links show the same list. Anything malformed reads as its default rather than failing.
 */
export const MAX_NIGHTS = 30;
export const MAX_ROOMS = 10;
export const MAX_GUESTS = 20;
/** Stays can be booked from today up to a year ahead (the nightly availability the hotels keep). */
export const BOOKING_DAYS = 365;

export const hotelSorts = ['recommended', 'priceAsc', 'rating', 'distance'] as const;
export type HotelSort = (typeof hotelSorts)[number];

/** Review score floors of the filter (out of 5, as the ratings are). */
export const scoreFloors = [4.5, 4, 3.5] as const;

export type StaySearch = {
  /** City as the search call takes it; empty with `near`. */
  city: string;
  /** The city's name as shown (in the UI language when picked). */
  cityName: string;
  /** Searching around the device position instead of a city. */
  near: { latitude: number; longitude: number } | null;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
};

export type StayFilters = {
  sort: HotelSort;
  /** Per night, minor units of the viewer's currency. */
  pmin?: number;
  pmax?: number;
  stars: number[];
  score?: number;
  amenities: HotelAmenity[];
};

const ymdPattern = /^\d{4}-\d{2}-\d{2}$/;
const validYmd = (v: string | null | undefined): v is string =>
  !!v && ymdPattern.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v);

const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;

/** Nights between two calendar dates (0 or less when check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!validYmd(checkIn) || !validYmd(checkOut)) return 0;
  return Math.round(dayNumber(checkOut) - dayNumber(checkIn));
}

/** Every night of a stay, by its date (the check-out day is not a night). */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

/**
 * A stay kept bookable: check-in from today to a year ahead, check-out 1 to 30 nights after it. A missing
 * or broken check-in is today; a missing, early or too long check-out is the next day.
 */
export function clampStay(
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  today: string,
): { checkIn: string; checkOut: string } {
  const last = addDays(today, BOOKING_DAYS - 1);
  let inDay = validYmd(checkIn) ? checkIn : today;
  if (inDay < today) inDay = today;
  if (inDay > last) inDay = last;
  const n = validYmd(checkOut) ? nightsBetween(inDay, checkOut) : 0;
  return { checkIn: inDay, checkOut: n >= 1 && n <= MAX_NIGHTS ? (checkOut as string) : addDays(inDay, 1) };
}

/** Rooms 1-10 and guests 1-20 with at least one guest per room. */
export function clampOccupancy(rooms: number, guests: number): { rooms: number; guests: number } {
  const r = Number.isInteger(rooms) ? Math.min(Math.max(rooms, 1), MAX_ROOMS) : 1;
  const g = Number.isInteger(guests) ? Math.min(Math.max(guests, 1), MAX_GUESTS) : 2;
  return { rooms: r, guests: Math.max(g, r) };
}

const int = (v: string | null) => (v !== null && /^\d{1,6}$/.test(v) ? Number(v) : Number.NaN);
const minor = (v: string | null) => (v !== null && /^\d{1,12}$/.test(v) ? Number(v) : undefined);
const coord = (v: string | undefined, limit: number) => {
  const n = Number(v);
  return v !== undefined && v.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

export function parseStay(params: URLSearchParams, today: string): StaySearch {
  const stay = clampStay(params.get('in'), params.get('out'), today);
  const [lat, lng] = (params.get('near') ?? '').split(',');
  const latitude = coord(lat, 90);
  const longitude = coord(lng, 180);
  const near = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const city = near ? '' : (params.get('city') ?? '').trim().slice(0, 64);
  return {
    city,
    cityName: near ? '' : (params.get('name') ?? '').trim().slice(0, 64) || city,
    near,
    ...stay,
    ...clampOccupancy(int(params.get('rooms')), int(params.get('guests'))),
  };
}

const list = (v: string | null) => (v ?? '').split(',').filter(Boolean);

export function parseStayFilters(params: URLSearchParams): StayFilters {
  const pmin = minor(params.get('pmin'));
  let pmax = minor(params.get('pmax'));
  // A maximum not above the minimum would only bring back `price_interval_invalid`.
  if (pmin !== undefined && pmax !== undefined && pmax <= pmin) pmax = undefined;
  const sort = params.get('sort');
  const score = Number(params.get('score'));
  return {
    sort: hotelSorts.includes(sort as HotelSort) ? (sort as HotelSort) : 'recommended',
    pmin,
    pmax,
    stars: [
      ...new Set(
        list(params.get('stars'))
          .map(Number)
          .filter((s) => Number.isInteger(s) && s >= 1 && s <= 5),
      ),
    ].sort(),
    score: (scoreFloors as readonly number[]).includes(score) ? score : undefined,
    amenities: [
      ...new Set(list(params.get('amen')).filter((a): a is HotelAmenity => HotelAmenities.includes(a as HotelAmenity))),
    ].sort(),
  };
}

type Query = Record<string, string | number | undefined>;

/** The address query of a search and its filters (defaults left out, so links stay short). */
export function serializeStay(s: StaySearch, f?: Partial<StayFilters>): Query {
  return {
    city: s.near ? undefined : s.city || undefined,
    name: s.near || !s.cityName || s.cityName === s.city ? undefined : s.cityName,
    near: s.near ? `${s.near.latitude.toFixed(4)},${s.near.longitude.toFixed(4)}` : undefined,
    in: s.checkIn,
    out: s.checkOut,
    rooms: s.rooms === 1 ? undefined : s.rooms,
    guests: s.guests,
    sort: !f?.sort || f.sort === 'recommended' ? undefined : f.sort,
    pmin: f?.pmin,
    pmax: f?.pmax,
    stars: f?.stars?.length ? f.stars.join(',') : undefined,
    score: f?.score,
    amen: f?.amenities?.length ? f.amenities.join(',') : undefined,
  };
}

/** A search can run once it has a place: a city, or the device position. */
export const hasPlace = (s: Pick<StaySearch, 'city' | 'near'>) => Boolean(s.city || s.near);

/** How many result filters are on (the badge on the filter button). */
export const filterCount = (f: StayFilters) =>
  [f.pmin ?? f.pmax, f.score].filter((v) => v !== undefined).length +
  (f.stars.length > 0 ? 1 : 0) +
  (f.amenities.length > 0 ? 1 : 0);

const sortOf: Record<HotelSort, HotelSearchRequest['sort']> = {
  recommended: 'default',
  priceAsc: 'priceAsc',
  rating: 'rating',
  distance: 'distance',
};

/** What `/product/SearchHotels` is asked for a search and its filters. */
export function toSearchRequest(s: StaySearch, f: StayFilters): HotelSearchRequest {
  const priced = f.pmin !== undefined || f.pmax !== undefined;
  return {
    ...(s.near ? { latitude: s.near.latitude, longitude: s.near.longitude } : { city: s.city }),
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    rooms: s.rooms,
    guests: s.guests,
    sort: f.sort === 'distance' && !s.near ? 'default' : sortOf[f.sort],
    ...(priced ? { priceInterval: [f.pmin ?? null, f.pmax ?? null] as [number | null, number | null] } : {}),
    ...(f.stars.length ? { stars: f.stars } : {}),
    ...(f.score !== undefined ? { minRating: f.score } : {}),
    ...(f.amenities.length ? { amenities: f.amenities } : {}),
  };
}

/** The stay of a hotel's pages (`in`, `out`, `rooms`, `guests`), kept bookable like a search's. */
export function parseStayAsk(params: URLSearchParams, today: string): StayAsk {
  const { checkIn, checkOut, rooms, guests } = parseStay(params, today);
  return { checkIn, checkOut, rooms, guests };
}

/** The address query of a hotel page's stay. */
export const serializeStayAsk = (s: StayAsk): Query => ({
  in: s.checkIn,
  out: s.checkOut,
  rooms: s.rooms === 1 ? undefined : s.rooms,
  guests: s.guests,
});
