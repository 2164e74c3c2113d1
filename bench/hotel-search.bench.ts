import { HotelAmenities, searchHotels } from '@wayfare/contracts';
import pg from 'pg';
import { HOTEL_NIGHTS_SQL, HOTEL_PROFILES_SQL, WEEKEND_UPLIFT_BP } from '../apps/server/src/db/seed/hotel-stays';
import { addDays, localDate, ymdOf } from '../apps/server/src/lib/zoned-time';
import { HOTEL_SEARCH_SQL, hotelSearchParams } from '../apps/server/src/modules/hotel/hotel.repository';
import { hotelSearchOf } from '../apps/server/src/modules/hotel/hotel.service';
import { toReferenceRates } from '../apps/server/src/modules/product/product.service';
import { compareReads, freePort, samplePage, seededDatabase, startProcess, startWayfare } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const HOTELS = Number(process.env.BENCH_HOTELS ?? 2_000);
const today = localDate('Asia/Bangkok', Date.now());
/** A 3-night stay in Bangkok two weeks ahead, 2 guests in 1 room, cheapest first. */
const body = {
  city: 'Bangkok',
  checkIn: ymdOf(addDays(today, 14)),
  checkOut: ymdOf(addDays(today, 17)),
  guests: 2,
  rooms: 1,
  sort: 'priceAsc',
  page: 1,
  limt: 20,
};

const { url: dbUrl, drop } = await seededDatabase('wf_bench_hotels');

try {
  const sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
  // Copies of the demo hotels (same cities, a few hundred metres apart, ratings and prices varied) with
  // their room types, then profiles and a year of nights for every copy, as the seed gives the demo ones.
  const [{ n: demo }] = (await sql.query('select count(*)::int as n from merchants where type = 2')).rows;
  const copies = Math.max(0, Math.ceil(HOTELS / demo) - 1);
  await sql.query(
    `insert into merchants (type, name, description, category, city, country_code, address, phone, latitude,
       longitude, logo, cover, rating, rating_count, sales, currency, avg_price, opening_hours, timezone,
       delivery_radius_m, delivery_fee, min_order, stars, tags, recommended, paused)
     select m.type, m.name || ' #' || g, m.description, m.category, m.city, m.country_code, m.address, m.phone,
       m.latitude + (g % 20) * 0.002, m.longitude + (g / 20) * 0.002, m.logo, m.cover, 35 + (g * 7) % 15,
       m.rating_count, m.sales, m.currency, m.avg_price, m.opening_hours, m.timezone, m.delivery_radius_m,
       m.delivery_fee, m.min_order, 2 + g % 4, m.tags, false, false
     from merchants m cross join generate_series(1, $1::int) g where m.type = 2`,
    [copies],
  );
  await sql.query(
    `insert into products (merchant_id, name, description, image, price, stock, sales, on_sale, specs, attrs, sort)
     select c.id, p.name, p.description, p.image, p.price + (c.id % 7) * p.price / 20, p.stock, p.sales, p.on_sale,
       p.specs, p.attrs, p.sort
     from merchants c
     join merchants o on o.type = 2 and o.name = split_part(c.name, ' #', 1)
     join products p on p.merchant_id = o.id
     where c.type = 2 and c.name like '% #%'`,
  );
  const from = ymdOf(addDays(today, -1));
  await sql.query(HOTEL_PROFILES_SQL, [[...HotelAmenities], null]);
  await sql.query(HOTEL_NIGHTS_SQL, [from, 366, WEEKEND_UPLIFT_BP, null]);
  // Some nights sold out, so the search has rooms to skip.
  await sql.query(
    `update hotel_room_nights set available = 0 where (product_id + extract(doy from night)::int) % 11 = 0`,
  );
  for (const table of ['merchants', 'products', 'hotel_profiles', 'hotel_room_nights']) {
    await sql.query(`vacuum analyze ${table}`);
  }
  const [{ n: hotels }] = (await sql.query('select count(*)::int as n from merchants where type = 2')).rows;
  const [{ n: nights }] = (await sql.query('select count(*)::int as n from hotel_room_nights')).rows;
  console.log(`RESULT hotels_seeded ${hotels} hotels`);
  console.log(`RESULT hotel_nights_seeded ${nights} room-nights`);

  // The plan of the very statement both servers run.
  const { rows: rateRows } = await sql.query('select code, unit, rate_micros from countries order by sort');
  const rates = toReferenceRates(
    rateRows.map((r) => ({ code: String(r.code), unit: String(r.unit), rateMicros: Number(r.rate_micros) })),
  );
  const params = hotelSearchParams(hotelSearchOf(searchHotels.request.parse(body), rates, null, new Date()));
  const plan = (await sql.query(`explain analyze ${HOTEL_SEARCH_SQL}`, params)).rows.map((r) => r['QUERY PLAN']);
  for (const line of plan) console.log(`# plan: ${line}`);
  const indexed = plan.some(
    (l: string) => l.includes('hotel_room_nights_merchant_night_idx') || l.includes('hotel_room_nights_pkey'),
  );
  console.log(`RESULT hotel_search_uses_index ${indexed ? 1 : 0} ok`);
  await sql.end();

  const wayfare = await startWayfare({ DATABASE_URL: dbUrl, SEED_DEMO: 'false' });
  const raw = await startProcess(
    'bench/hotel-search-raw.ts',
    { BENCH_DATABASE_URL: dbUrl, BENCH_BODY: JSON.stringify(body) },
    /raw hotel search ready/,
    await freePort(),
  );
  try {
    const ours = `${wayfare.url}/api/product/SearchHotels`;
    const bare = `${raw.url}/search`;
    const sample = await samplePage<{ totalFrom: number; name: string }>(ours, body, 20);
    console.log(
      `# ${sample.total} hotels free for the stay; cheapest ${sample.list[0]!.name} ${sample.list[0]!.totalFrom}`,
    );
    const o = await compareReads(
      'hotel_search',
      { ours: { url: ours, pid: wayfare.child.pid }, raw: { url: bare, pid: raw.child.pid } },
      body,
      seconds,
    );
    if (o.errors || o.non2xx || !indexed || hotels < HOTELS) process.exitCode = 1;
  } finally {
    await raw.stop();
    await wayfare.stop();
  }
} finally {
  await drop();
}
