/**
 * The ceiling for `/api/product/SearchHotels`: a bare Fastify handler that runs the very same SQL (the
 * repository's statement and parameters, named and prepared) through `pg` and returns its rows as JSON.
 * The search is worked out once from the bench's body (stay, price bounds); no validation, mapping,
 * localisation or envelope schema per request.
 */
import { searchHotels } from '@wayfare/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { HOTEL_SEARCH_SQL, hotelSearchParams } from '../apps/server/src/modules/hotel/hotel.repository';
import { hotelSearchOf } from '../apps/server/src/modules/hotel/hotel.service';
import { toReferenceRates } from '../apps/server/src/modules/product/product.service';

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 20 });
pool.on('error', () => {});
const app = Fastify({ logger: false });
const { rows: rateRows } = await pool.query('select code, unit, rate_micros from countries order by sort');
const rates = toReferenceRates(
  rateRows.map((r) => ({ code: String(r.code), unit: String(r.unit), rateMicros: Number(r.rate_micros) })),
);
const search = hotelSearchOf(
  searchHotels.request.parse(JSON.parse(process.env.BENCH_BODY ?? '{}')),
  rates,
  null,
  new Date(),
);
app.post('/search', async () => {
  const { rows } = await pool.query({
    name: 'hotel_search_v1',
    text: HOTEL_SEARCH_SQL,
    values: hotelSearchParams(search),
  });
  return { status: 0, data: { list: rows, total: rows.length ? Number(rows[0].total) : 0 }, msg: 'success' };
});
process.on('SIGTERM', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw hotel search ready');
