/**
 * The ceiling for `/api/product/GetMerchantList`: a bare Fastify handler that runs the very same SQL (the
 * repository's statement and parameters, named and prepared) through `pg` and returns its rows as JSON.
 * No validation, sessions, mapping or envelope schema.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { MERCHANT_LIST_SQL, merchantListParams } from '../apps/server/src/modules/product/product.repository';
import { toReferenceRates } from '../apps/server/src/modules/product/product.service';

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 20 });
pool.on('error', () => {});
const app = Fastify({ logger: false });
// The app caches the reference rates for a minute; the bare handler reads them once.
const { rows: rateRows } = await pool.query('select code, unit, rate_micros from countries order by sort');
const REF_FACTORS = toReferenceRates(
  rateRows.map((r) => ({ code: String(r.code), unit: String(r.unit), rateMicros: Number(r.rate_micros) })),
).factors;
app.post('/list', async (req) => {
  const b = req.body as {
    latitude: number;
    longitude: number;
    mType: number;
    sort: string;
    page: number;
    limt: number;
  };
  const params = merchantListParams({
    from: { latitude: b.latitude, longitude: b.longitude },
    type: b.mType,
    category: null,
    city: null,
    name: null,
    recommendedOnly: false,
    openNow: false,
    freeDelivery: false,
    minRating: null,
    refFactors: REF_FACTORS,
    minRef: null,
    maxRef: null,
    sort: b.sort,
    limit: b.limt,
    offset: (b.page - 1) * b.limt,
    now: new Date(),
  });
  const { rows } = await pool.query({ name: 'merchant_list_v5', text: MERCHANT_LIST_SQL, values: params });
  return { status: 0, data: { list: rows, total: rows.length ? Number(rows[0].total) : 0 }, msg: 'success' };
});
// A clean exit on SIGTERM (so BENCH_CPU_PROF can write its profile).
process.on('SIGTERM', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw merchant list ready');
