import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import { hotelBookings, hotelProfiles, hotelRoomNights, products } from '../../db/schema';

/** Great-circle distance in whole metres ($1/$2 the position; null gives null), as the merchant list's. */
const DISTANCE_SQL = `case when $1::float8 is null or $2::float8 is null then null else floor(12742000 * asin(least(1, sqrt(
      power(sin(radians(m.latitude - $1::float8) / 2), 2)
      + cos(radians($1::float8)) * cos(radians(m.latitude)) * power(sin(radians(m.longitude - $2::float8) / 2), 2)
    ))) + 0.5) end`;

/**
 * Hotels free for a stay, one statement (a named prepared statement on node-postgres). Per hotel passing
 * the merchant filters, a lateral picks its cheapest room type with every night of [$5, $6) present
 * ($7 nights) and at least $8 rooms free each night, whose rooms hold $9 guests; hotels without one are
 * not listed. The nights come from the (merchant_id, night) index.
 * $3 city, $4 name pattern, $10 stars[], $11 min rating x10, $12 amenities jsonb, $13 radius m,
 * $14/$15 per-night bounds in reference dollars, $16 currency factors, $17 sort, $18 limit, $19 offset.
 */
export const HOTEL_SEARCH_SQL = `select m.id, m.type, m.name, m.category, m.city, m.logo, m.cover, m.rating,
  m.rating_count, m.sales, m.currency, m.avg_price, m.delivery_fee, m.min_order, m.stars, m.tags, m.opening_hours,
  m.timezone, m.delivery_radius_m, m.paused, m.latitude, m.longitude, hp.amenities, d.distance,
  r.product_id, r.room_name, r.stay_price, r.rooms_left, count(*) over () as total
from merchants m
join hotel_profiles hp on hp.merchant_id = m.id
cross join lateral (select (${DISTANCE_SQL})::int as distance) d
cross join lateral (
  select n.product_id, p.name as room_name, sum(n.price)::bigint as stay_price,
    min(n.available)::int as rooms_left
  from hotel_room_nights n
  join products p on p.id = n.product_id
  where n.merchant_id = m.id and n.night >= $5::date and n.night < $6::date
    and p.on_sale and coalesce((p.attrs ->> 'maxGuests')::int, 0) * $8::int >= $9::int
  group by n.product_id, p.name
  having count(*) = $7::int and min(n.available) >= $8::int
  order by stay_price asc, n.product_id asc
  limit 1
) r
cross join lateral (select r.stay_price * ($16::jsonb ->> m.currency)::numeric / $7::int as night_ref) pr
where m.type = 2 and not m.paused
  and ($3::text is null or m.city = $3::text)
  and ($4::text is null or m.name ilike $4::text)
  and ($10::int[] is null or m.stars = any($10::int[]))
  and ($11::int is null or m.rating >= $11::int)
  and ($12::jsonb is null or hp.amenities @> $12::jsonb)
  and ($13::int is null or d.distance <= $13::int)
  and ($14::numeric is null or pr.night_ref >= $14::numeric)
  and ($15::numeric is null or pr.night_ref <= $15::numeric)
order by
  case when $17::text = 'distance' then d.distance end asc nulls last,
  case when $17::text = 'rating' then m.rating end desc,
  case when $17::text = 'sales' then m.sales end desc,
  case when $17::text = 'priceAsc' then pr.night_ref end asc,
  case when $17::text = 'priceDesc' then pr.night_ref end desc,
  m.recommended desc, m.rating desc, m.sales desc, m.id asc
limit $18::int offset $19::int`;

export type HotelSearchFilter = {
  from: { latitude: number; longitude: number } | null;
  city: string | null;
  namePattern: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guests: number;
  stars: number[] | null;
  minRating10: number | null;
  amenities: string[] | null;
  radiusM: number | null;
  minRef: string | null;
  maxRef: string | null;
  refFactors: Record<string, string>;
  sort: string;
  limit: number;
  offset: number;
};

export function hotelSearchParams(f: HotelSearchFilter): unknown[] {
  return [
    f.from?.latitude ?? null,
    f.from?.longitude ?? null,
    f.city,
    f.namePattern,
    f.checkIn,
    f.checkOut,
    f.nights,
    f.rooms,
    f.guests,
    f.stars,
    f.minRating10,
    f.amenities ? JSON.stringify(f.amenities) : null,
    f.radiusM,
    f.minRef,
    f.maxRef,
    JSON.stringify(f.refFactors),
    f.sort,
    f.limit,
    f.offset,
  ];
}

export type NightRow = { productId: number; night: string; available: number; total: number; price: number };

const toNight = (r: Record<string, unknown>): NightRow => ({
  productId: Number(r.product_id),
  night: String(r.night),
  available: Number(r.available),
  total: Number(r.total),
  price: Number(r.price),
});

export const hotelRepository = {
  search: (db: Executor, f: HotelSearchFilter) =>
    rawQuery(db, HOTEL_SEARCH_SQL, hotelSearchParams(f), 'hotel_search_v1'),

  profile: async (db: Executor, merchantId: number) =>
    (await db.select().from(hotelProfiles).where(eq(hotelProfiles.merchantId, merchantId)))[0] ?? null,

  /** Room types on sale, in menu order. */
  roomTypes: (db: Executor, merchantId: number) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.onSale, true)))
      .orderBy(asc(products.sort), asc(products.id)),

  roomType: async (db: Executor, productId: number) =>
    (await db.select().from(products).where(eq(products.id, productId)))[0] ?? null,

  /** Every room type's nights of a hotel in [from, to). */
  nights: async (db: Executor, merchantId: number, from: string, to: string): Promise<NightRow[]> =>
    (
      await db
        .select({
          productId: hotelRoomNights.productId,
          night: hotelRoomNights.night,
          available: hotelRoomNights.available,
          total: hotelRoomNights.total,
          price: hotelRoomNights.price,
        })
        .from(hotelRoomNights)
        .where(
          and(
            eq(hotelRoomNights.merchantId, merchantId),
            gte(hotelRoomNights.night, from),
            lt(hotelRoomNights.night, to),
          ),
        )
        .orderBy(asc(hotelRoomNights.night))
    ).map((r) => ({ ...r, night: String(r.night) })),

  /**
   * Takes `rooms` of every night of [checkIn, checkOut) of a room type in one statement: each night's row
   * is updated only while it has that many free (re-checked after any concurrent booking commits). The
   * nights taken are answered; fewer than the stay's means some night was full, and the caller must roll
   * the transaction back (nothing is kept).
   */
  take: async (tx: Executor, productId: number, checkIn: string, checkOut: string, rooms: number) =>
    (
      await rawQuery(
        tx,
        `update hotel_room_nights set available = available - $4::int
         where product_id = $1::bigint and night >= $2::date and night < $3::date and available >= $4::int
         returning product_id, to_char(night, 'YYYY-MM-DD') as night, available, total, price`,
        [productId, checkIn, checkOut, rooms],
      )
    ).map(toNight),

  insertBooking: (
    tx: Executor,
    row: { orderId: number; productId: number; checkIn: string; checkOut: string; rooms: number },
  ) => tx.insert(hotelBookings).values(row),

  /**
   * Gives the nights of these orders back, once: the booking is marked released in the same statement,
   * so an expiry and a refund racing each other cannot both give them back.
   */
  release: async (db: Executor, orderIds: number[]): Promise<number> => {
    if (orderIds.length === 0) return 0;
    const rows = await rawQuery(
      db,
      `with freed as (
         update hotel_bookings set released_at = now()
         where order_id = any($1::bigint[]) and released_at is null
         returning product_id, check_in, check_out, rooms),
       per_night as (
         select f.product_id, g.night::date as night, sum(f.rooms)::int as rooms from freed f
         cross join generate_series(f.check_in::timestamp, (f.check_out - 1)::timestamp, interval '1 day') g(night)
         group by 1, 2),
       given as (
         update hotel_room_nights n set available = n.available + p.rooms
         from per_night p where n.product_id = p.product_id and n.night = p.night
         returning p.rooms)
       select count(*)::int as nights from given`,
      [orderIds],
    );
    return Number(rows[0]?.nights ?? 0);
  },
};
