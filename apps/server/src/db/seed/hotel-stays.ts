import { HotelAmenities } from '@wayfare/contracts';
import type { Executor } from '../client';
import { rawQuery } from '../raw';

/** Friday and Saturday nights cost this much more (basis points of the weekday price). */
export const WEEKEND_UPLIFT_BP = 2_000;

/** $1 amenity keys, $2 merchant ids or null (all hotels). */
export const HOTEL_PROFILES_SQL = `insert into hotel_profiles (merchant_id, photos, amenities, check_in_time, check_out_time)
     select m.id,
       jsonb_build_array(m.cover) || coalesce((select jsonb_agg(p.image order by p.sort, p.id) from products p
         where p.merchant_id = m.id), '[]'::jsonb),
       (select coalesce(jsonb_agg(distinct a), '[]'::jsonb) from (
          select jsonb_array_elements_text(m.tags) as a
          union all select 'air_conditioning'
          union all select unnest(array['restaurant', 'bar']) where m.stars >= 4
          union all select 'parking' where m.stars >= 3
          union all select 'airport_shuttle' where m.stars >= 5
          union all select 'family_rooms' where exists (select 1 from products p where p.merchant_id = m.id
            and coalesce((p.attrs ->> 'maxGuests')::int, 0) >= 4)
        ) t where a = any($1::text[])),
       case when m.category = 'resort' then '15:00' else '14:00' end,
       case when m.category = 'hostel' then '11:00' else '12:00' end
     from merchants m
     where m.type = 2 and ($2::bigint[] is null or m.id = any($2::bigint[]))
     on conflict do nothing`;

/** $1 first night, $2 nights, $3 weekend uplift bp, $4 merchant ids or null (all hotels). */
export const HOTEL_NIGHTS_SQL = `insert into hotel_room_nights (product_id, merchant_id, night, total, available, price)
     select p.id, p.merchant_id, g.night::date, 4 + (p.id % 9)::int, 4 + (p.id % 9)::int,
       case when extract(isodow from g.night) in (5, 6) then p.price + p.price * $3::int / 10000 else p.price end
     from products p
     join merchants m on m.id = p.merchant_id and m.type = 2
     cross join generate_series($1::date, $1::date + ($2::int - 1), interval '1 day') g(night)
     where ($4::bigint[] is null or m.id = any($4::bigint[]))
     on conflict do nothing`;

/**
 * Hotel profiles and nightly availability, for every hotel (mType 2) that has none yet: the gallery is
 * the cover and each room type's picture; amenities are the hotel's tags that are amenities plus what
 * its class implies (air conditioning everywhere, restaurant and bar from 4 stars, parking from 3, an
 * airport shuttle at 5, family rooms when a room sleeps 4). Each room type gets 4-12 rooms a night for
 * `days` nights from `from`, Friday and Saturday at the weekend rate. Additive: rows already there stay.
 */
export async function seedHotelStays(ex: Executor, from: string, days: number, merchantIds: number[] | null = null) {
  await rawQuery(ex, HOTEL_PROFILES_SQL, [[...HotelAmenities], merchantIds]);
  await rawQuery(ex, HOTEL_NIGHTS_SQL, [from, days, WEEKEND_UPLIFT_BP, merchantIds]);
}
