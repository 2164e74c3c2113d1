import { getAirlineTickets } from '@wayfare/contracts';
import pg from 'pg';
import { addDays, localDate } from '../apps/server/src/lib/zoned-time';
import { FLIGHT_SEARCH_SQL, flightSearchParams } from '../apps/server/src/modules/flight/flight.repository';
import { flightSearchOf } from '../apps/server/src/modules/flight/flight.service';
import { toReferenceRates } from '../apps/server/src/modules/product/product.service';
import { compareReads, freePort, samplePage, seededDatabase, startProcess, startWayfare } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const FLIGHTS = Number(process.env.BENCH_FLIGHTS ?? 200_000);
const profile: Record<string, string> = process.env.BENCH_CPU_PROF
  ? { NODE_OPTIONS: `--import=${new URL('./cpu-profile-preload.mjs', import.meta.url).pathname}` }
  : {};
const day = addDays(localDate('Asia/Bangkok', Date.now()), 7);
const body = {
  start: 'BKK',
  end: 'CNX',
  time: `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`,
  cabin: 'economy',
  departFrom: 360,
  departTo: 1320,
  sort: 'price',
  page: 1,
  limt: 20,
};

const { url: dbUrl, drop } = await seededDatabase('wf_bench_flights');

try {
  const sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
  // Copies of the demo network's flights, each a few minutes later under its own flight number, with
  // the same fares: the same routes and days, many more flights per route and day.
  const [{ n: seeded }] = (await sql.query('select count(*)::int as n from airline_tickets')).rows;
  const copies = Math.max(0, Math.ceil(FLIGHTS / seeded) - 1);
  await sql.query(
    `insert into airline_tickets (flight_no, airline, airline_logo, from_city, from_airport, to_city, to_airport,
       depart_at, arrive_at, aircraft)
     select t.flight_no || '-' || g, t.airline, t.airline_logo, t.from_city, t.from_airport, t.to_city, t.to_airport,
       t.depart_at + g * interval '3 minutes', t.arrive_at + g * interval '3 minutes', t.aircraft
     from airline_tickets t cross join generate_series(1, $1::int) g`,
    [copies],
  );
  await sql.query(
    `insert into ticket_fares (ticket_id, cabin, price, currency, seats_left, promo)
     select c.id, f.cabin, f.price + (c.id % 7) * 1000, f.currency, f.seats_left, f.promo
     from airline_tickets c
     join airline_tickets o on o.flight_no = split_part(c.flight_no, '-', 1)
       and c.depart_at = o.depart_at + split_part(c.flight_no, '-', 2)::int * interval '3 minutes'
     join ticket_fares f on f.ticket_id = o.id
     where c.flight_no like '%-%'`,
  );
  await sql.query('vacuum analyze airline_tickets');
  await sql.query('vacuum analyze ticket_fares');
  const [{ n: flights }] = (await sql.query('select count(*)::int as n from airline_tickets')).rows;
  console.log(`RESULT flights_seeded ${flights} flights`);

  // The plan of the very statement both servers run.
  const { rows: rateRows } = await sql.query('select code, unit, rate_micros from countries order by sort');
  const rates = toReferenceRates(
    rateRows.map((r) => ({ code: String(r.code), unit: String(r.unit), rateMicros: Number(r.rate_micros) })),
  );
  const params = flightSearchParams(flightSearchOf(getAirlineTickets.request.parse(body), rates, null, new Date()));
  const plan = (await sql.query(`explain analyze ${FLIGHT_SEARCH_SQL}`, params)).rows.map((r) => r['QUERY PLAN']);
  for (const line of plan) console.log(`# plan: ${line}`);
  const indexed = plan.some((l: string) => l.includes('airline_tickets_airports_idx'));
  console.log(`RESULT flight_search_uses_index ${indexed ? 1 : 0} ok`);
  await sql.end();

  const wayfare = await startWayfare({ DATABASE_URL: dbUrl, SEED_DEMO: 'false', ...profile });
  const raw = await startProcess(
    'bench/flight-search-raw.ts',
    { BENCH_DATABASE_URL: dbUrl, BENCH_BODY: JSON.stringify(body), ...profile },
    /raw flight search ready/,
    await freePort(),
  );
  try {
    const ours = `${wayfare.url}/api/product/GetAirlineTickets`;
    const bare = `${raw.url}/search`;
    const sample = await samplePage<{ lowestPrice: number }>(ours, body, 20);
    console.log(`# ${sample.total} flights match; cheapest ${sample.list[0]!.lowestPrice}`);
    const o = await compareReads(
      'flight_search',
      { ours: { url: ours, pid: wayfare.child.pid }, raw: { url: bare, pid: raw.child.pid } },
      body,
      seconds,
    );
    if (o.errors || o.non2xx || !indexed || flights < FLIGHTS) process.exitCode = 1;
  } finally {
    await raw.stop();
    await wayfare.stop();
  }
} finally {
  await drop();
}
