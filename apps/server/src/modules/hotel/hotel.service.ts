import type {
  HotelAmenity,
  HotelCard,
  HotelInfo,
  HotelRoomType,
  Locale,
  ParsedRequestOf,
  ResponseOf,
  searchHotels,
} from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import type { merchants, products } from '../../db/schema';
import { fail } from '../../lib/app-error';
import { type Localized, pick } from '../../lib/locale';
import { addDays, parseYmd, ymdOf } from '../../lib/zoned-time';
import { cardOf } from '../product/merchant-card';
import { likePattern } from '../product/product.repository';
import { type ReferenceRates, referenceInterval } from '../product/product.service';
import { type HotelSearchFilter, hotelRepository as repo } from './hotel.repository';
import {
  bedsOf,
  breakdownOf,
  cancellationTimeline,
  checkInInstant,
  earliestToday,
  hotelToday,
  RATES_SHOWN,
  type Stay,
  stayOf,
  stepsAhead,
} from './hotel.rules';

type SearchBody = ParsedRequestOf<typeof searchHotels>;
type MerchantRow = typeof merchants.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Near-me searches look this far unless asked otherwise. */
const DEFAULT_RADIUS_KM = 30;

/** A stay as asked, or the catalogue error of a bad one (`today` in the hotel's zone, or UTC-12 for searches). */
export function checkedStay(checkIn: string, checkOut: string, today: string): Stay {
  const checked = stayOf(checkIn, checkOut, today);
  if (!checked.ok) return fail(checked.error, checked.params);
  return checked.stay;
}

/** Room extras kept in `products.attrs`. */
export function roomAttrs(p: Pick<ProductRow, 'attrs'>) {
  const a = p.attrs;
  return {
    bed: String(a.bed ?? 'double'),
    sizeM2: Number(a.sizeM2 ?? 0),
    maxGuests: Number(a.maxGuests ?? 2),
    breakfast: Boolean(a.breakfast),
    serviceFeeBp: Number(a.serviceFeeBp ?? 0),
  };
}

const num = (v: unknown) => Number(v);
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/**
 * A search as the repository runs it: the stay checked (against the earliest "today" of any time zone),
 * the per-night interval typed in the viewer's currency as reference-dollar bounds, the radius of a
 * near-me search.
 */
export function hotelSearchOf(
  body: SearchBody,
  rates: ReferenceRates,
  viewerCountry: string | null,
  now: Date,
): HotelSearchFilter {
  const stay = checkedStay(body.checkIn, body.checkOut, earliestToday(now));
  const { minRef, maxRef } = referenceInterval(rates, viewerCountry, body.priceInterval);
  const from =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  return {
    from,
    city: body.city || null,
    namePattern: body.name ? likePattern(body.name) : null,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights.length,
    rooms: body.rooms,
    guests: body.guests,
    stars: body.stars?.length ? body.stars : null,
    minRating10: body.minRating === undefined ? null : Math.round(body.minRating * 10),
    amenities: body.amenities?.length ? body.amenities : null,
    radiusM: from ? (body.radiusKm ?? DEFAULT_RADIUS_KM) * 1000 : null,
    minRef,
    maxRef,
    refFactors: rates.factors,
    sort: body.sort,
    limit: body.limt,
    offset: (body.page - 1) * body.limt,
  };
}

/** The hotel search: a stay checked, filters to SQL parameters, rows to cards. */
export function createHotelService(deps: { db: Executor; referenceRates: () => Promise<ReferenceRates> }) {
  const { db } = deps;

  return {
    async search(
      body: SearchBody,
      viewer: { countryCode: string | null } | null,
      locale: Locale,
    ): Promise<ResponseOf<typeof searchHotels>> {
      const now = new Date();
      const filter = hotelSearchOf(body, await deps.referenceRates(), viewer?.countryCode ?? null, now);
      const rows = await repo.search(db, filter);
      const { page, limt } = body;
      const list = rows.map((r) => hotelCardOf(r, filter.nights, body.rooms, now, locale));
      const total = rows.length ? num(rows[0]!.total) : 0;
      return { list, total, page, limt, hasMore: (page - 1) * limt + list.length < total };
    },

    /**
     * What a hotel's page shows beside the merchant detail: the profile and each room type priced for the
     * stay (tomorrow for one night when none is asked), rooms left and every rate's timeline ahead.
     */
    async info(
      merchant: MerchantRow,
      want: { checkIn?: string; checkOut?: string; rooms?: number; guests?: number },
      locale: Locale,
    ): Promise<HotelInfo> {
      const now = new Date();
      const today = hotelToday(merchant.timezone, now);
      const checkIn = want.checkIn ?? ymdOf(addDays(parseYmd(today), 1));
      const checkOut = want.checkOut ?? ymdOf(addDays(parseYmd(checkIn), 1));
      const stay = checkedStay(checkIn, checkOut, today);
      const rooms = want.rooms ?? 1;
      const guests = want.guests ?? 2;
      const [profile, types, nights] = await Promise.all([
        repo.profile(db, merchant.id),
        repo.roomTypes(db, merchant.id),
        repo.nights(db, merchant.id, stay.checkIn, stay.checkOut),
      ]);
      const checkInTime = profile?.checkInTime ?? '14:00';
      const checkInAt = checkInInstant(stay.checkIn, checkInTime, merchant.timezone);
      const roomTypes = types.map((p): HotelRoomType => {
        const attrs = roomAttrs(p);
        const own = nights.filter((n) => n.productId === p.id);
        const complete = own.length === stay.nights.length;
        const roomsLeft = complete ? Math.min(...own.map((n) => n.available)) : 0;
        const fitsGuests = attrs.maxGuests * rooms >= guests;
        const priced = own.map((n) => ({ date: n.night, price: n.price }));
        const quotes = complete
          ? RATES_SHOWN.map((rate) => {
              const breakdown = breakdownOf(priced, rooms, attrs.serviceFeeBp, rate, merchant.currency);
              return {
                rate,
                refundable: rate !== 'non_refundable',
                breakdown,
                cancellation: stepsAhead(cancellationTimeline(rate, breakdown.total, checkInAt), now),
              };
            })
          : [];
        const cheapest = quotes[0]?.breakdown;
        return {
          pid: String(p.id),
          name: pick(p.name, locale),
          description: pick(p.description, locale),
          image: p.image,
          bed: attrs.bed,
          beds: bedsOf(attrs.bed),
          sizeM2: attrs.sizeM2,
          maxGuests: attrs.maxGuests,
          breakfast: attrs.breakfast,
          serviceFeeBp: attrs.serviceFeeBp,
          roomsLeft,
          available: complete && roomsLeft >= rooms && fitsGuests,
          fitsGuests,
          nightlyFrom: cheapest ? Math.floor(cheapest.roomFee / rooms / stay.nights.length) : p.price,
          rates: quotes,
        };
      });
      return {
        photos: profile?.photos ?? [merchant.cover],
        amenities: (profile?.amenities ?? []) as HotelAmenity[],
        checkInTime,
        checkOutTime: profile?.checkOutTime ?? '12:00',
        stay: { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights.length, rooms, guests },
        roomTypes,
      };
    },
  };
}

function hotelCardOf(r: Record<string, unknown>, nights: number, rooms: number, now: Date, locale: Locale): HotelCard {
  const distance = r.distance === null || r.distance === undefined ? null : num(r.distance);
  const card = cardOf(
    {
      id: num(r.id),
      type: num(r.type),
      name: String(r.name),
      category: String(r.category),
      city: String(r.city),
      logo: String(r.logo),
      cover: String(r.cover),
      rating: num(r.rating),
      ratingCount: num(r.rating_count),
      sales: num(r.sales),
      currency: String(r.currency),
      avgPrice: num(r.avg_price),
      deliveryFee: num(r.delivery_fee),
      minOrder: num(r.min_order),
      stars: num(r.stars),
      tags: jsonOf<string[]>(r.tags),
      openingHours: jsonOf(r.opening_hours),
      timezone: String(r.timezone),
      deliveryRadiusM: num(r.delivery_radius_m),
      paused: Boolean(r.paused),
    },
    now,
    distance,
  );
  const stayPrice = num(r.stay_price);
  return {
    ...card,
    fromPrice: Math.floor(stayPrice / nights),
    nights,
    totalFrom: stayPrice * rooms,
    available: true,
    roomPid: String(r.product_id),
    roomName: pick(jsonOf<Localized>(r.room_name), locale),
    roomsLeft: num(r.rooms_left),
    amenities: jsonOf<HotelAmenity[]>(r.amenities),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
  };
}
