import { minorPerMajor } from '@wayfare/contracts';
import { and, gte, lt, sql } from 'drizzle-orm';
import { addDays, localDate, weekday, zonedToUtc } from '../../lib/zoned-time';
import type { Db, Tx } from '../client';
import { airlineTickets, type ticketFares } from '../schema';
import { assetUrl } from './assets';
import { insertBatched } from './catalog-insert';
import { currencyOf, localMinor } from './cities';
import { countryByCode } from './countries';
import { AIRLINES, AIRPORTS, type AirlineCode, type Airport, ROUTES, type Route } from './flights-data';
import { rng } from './prng';
import type { SeedSection } from './section';

export const FLIGHT_DAYS = 60;
/** Advisory-lock key so two instances starting together do not both insert the same flights. */
const FLIGHTS_LOCK = 727_360_002;

type Leg = {
  airline: AirlineCode;
  from: Airport;
  to: Airport;
  flightNo: string;
  time: string;
  minutes: number;
  route: Route;
};

function legs(): Leg[] {
  return ROUTES.flatMap((r) => [
    ...r.out.map((time, i) => ({
      airline: r.airline,
      from: r.a,
      to: r.b,
      flightNo: `${r.airline}${r.num + 1 + 2 * i}`,
      time,
      minutes: r.minutes[0],
      route: r,
    })),
    ...r.back.map((time, i) => ({
      airline: r.airline,
      from: r.b,
      to: r.a,
      flightNo: `${r.airline}${r.num + 2 + 2 * i}`,
      time,
      minutes: r.minutes[1],
      route: r,
    })),
  ]);
}

const toMinutes = (hhmm: string) => {
  const [hh, mm] = hhmm.split(':').map(Number);
  return (hh ?? 0) * 60 + (mm ?? 0);
};

/** Fares in the currency of the origin's country (`currency` is set when they are inserted). */
type FareRow = Omit<typeof ticketFares.$inferInsert, 'ticketId' | 'currency'>;

/** Fares are round amounts of their currency, as airlines sell them: ฿1,490 → ฿1,490, not ฿1,487.35. */
const FARE_STEP: Record<string, number> = { USD: 1, THB: 10, INR: 50, CNY: 10, HKD: 10, TWD: 50 };

/** A fare of `usd` US dollars as a round amount of the origin country's currency, in minor units. */
export function localFare(usd: number, countryCode: string): number {
  const country = countryByCode(countryCode);
  const step = FARE_STEP[country.unit] ?? 1;
  return localMinor(Math.max(step, Math.round((usd * country.rate) / step) * step), countryCode);
}

/** Fares of one flight, seeded by flight number and date so the same flight always gets the same fares. */
function faresFor(leg: Leg, dateKey: string, dow: number): FareRow[] {
  const rand = rng(`fare:${leg.flightNo}:${dateKey}`);
  // Friday and Sunday departures cost a little more, as they do.
  const demand = (0.85 + rand.next() * 0.4) * (dow === 5 || dow === 0 ? 1.1 : 1);
  const dollars = (usd: number) => localFare(usd, AIRPORTS[leg.from].country);
  const seats = (max: number, soldOut: number) =>
    rand.chance(soldOut) ? 0 : rand.chance(0.12) ? rand.int(1, 9) : rand.int(Math.min(10, max), max);
  const promo = rand.chance(0.2);
  const economy = leg.route.fare * demand;
  const longHaul = leg.route.first === true;
  const fares: FareRow[] = [
    { cabin: 'economy', price: dollars(promo ? economy * 0.7 : economy), seatsLeft: seats(180, 0.03), promo },
    { cabin: 'business', price: dollars(economy * (longHaul ? 4.2 : 3.1)), seatsLeft: seats(24, 0.05), promo: false },
  ];
  if (longHaul) fares.push({ cabin: 'first', price: dollars(economy * 7.5), seatsLeft: rand.int(1, 8), promo: false });
  return fares;
}

type Candidate = { ticket: typeof airlineTickets.$inferInsert; fares: FareRow[]; currency: string; key: string };

function candidates(now: Date): Candidate[] {
  const out: Candidate[] = [];
  for (const leg of legs()) {
    const from = AIRPORTS[leg.from];
    const to = AIRPORTS[leg.to];
    const today = localDate(from.timezone, now.getTime());
    for (let d = 0; d < FLIGHT_DAYS; d++) {
      const date = addDays(today, d);
      const departAt = zonedToUtc(from.timezone, date, toMinutes(leg.time));
      if (departAt.getTime() <= now.getTime()) continue;
      const dateKey = `${date.year}-${date.month}-${date.day}`;
      out.push({
        key: `${leg.flightNo}@${departAt.getTime()}`,
        ticket: {
          flightNo: leg.flightNo,
          airline: AIRLINES[leg.airline].name,
          airlineLogo: assetUrl.airline(leg.airline),
          fromCity: from.city,
          fromAirport: leg.from,
          toCity: to.city,
          toAirport: leg.to,
          departAt,
          arriveAt: new Date(departAt.getTime() + leg.minutes * 60_000),
          aircraft: leg.route.aircraft,
          via: leg.route.via ? [leg.route.via] : [],
        },
        fares: faresFor(leg, dateKey, weekday(date)),
        currency: currencyOf(from.country),
      });
    }
  }
  return out;
}

/**
 * Inserts one batch of flights and their fares in a single statement: the rows travel as one JSON
 * parameter (much cheaper than thousands of bind parameters, on PGlite and PostgreSQL alike), flights
 * already present are skipped by the unique (flight_no, depart_at) index, and only flights actually
 * inserted get fares. Returns the number of flights inserted.
 */
async function insertBatch(tx: Tx, batch: Candidate[]): Promise<number> {
  const json = JSON.stringify(
    batch.map(({ ticket: t, fares, currency }) => ({
      flight_no: t.flightNo,
      airline: t.airline,
      airline_logo: t.airlineLogo,
      from_city: t.fromCity,
      from_airport: t.fromAirport,
      to_city: t.toCity,
      to_airport: t.toAirport,
      depart_at: t.departAt.toISOString(),
      arrive_at: t.arriveAt.toISOString(),
      aircraft: t.aircraft,
      via: t.via ?? [],
      currency,
      fares: fares.map((f) => ({ cabin: f.cabin, price: f.price, seats_left: f.seatsLeft, promo: f.promo })),
    })),
  );
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb) as x(
        flight_no text, airline text, airline_logo text, from_city text, from_airport text,
        to_city text, to_airport text, depart_at timestamptz, arrive_at timestamptz, aircraft text, via jsonb,
        currency text, fares jsonb)
    ), tickets as (
      insert into airline_tickets
        (flight_no, airline, airline_logo, from_city, from_airport, to_city, to_airport, depart_at, arrive_at, aircraft, via)
      select flight_no, airline, airline_logo, from_city, from_airport, to_city, to_airport, depart_at, arrive_at, aircraft,
        array(select jsonb_array_elements_text(via))
      from input
      on conflict (flight_no, depart_at) do nothing
      returning id, flight_no, depart_at
    ), fares as (
      insert into ticket_fares (ticket_id, cabin, price, currency, seats_left, promo)
      select t.id, f.cabin, f.price, i.currency, f.seats_left, f.promo
      from tickets t
      join input i on i.flight_no = t.flight_no and i.depart_at = t.depart_at
      cross join lateral jsonb_to_recordset(i.fares) as f(cabin text, price bigint, seats_left integer, promo boolean)
      returning ticket_id
    )
    select count(distinct ticket_id)::int as added from fares`);
  const rows = (result as unknown as { rows: { added: number }[] }).rows;
  return Number(rows[0]?.added ?? 0);
}

async function insertMissing(tx: Tx, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + (FLIGHT_DAYS + 2) * 86_400_000);
  const existing = await tx
    .select({ flightNo: airlineTickets.flightNo, departAt: airlineTickets.departAt })
    .from(airlineTickets)
    .where(and(gte(airlineTickets.departAt, now), lt(airlineTickets.departAt, horizon)));
  const have = new Set(existing.map((e) => `${e.flightNo}@${e.departAt.getTime()}`));
  const missing = candidates(now).filter((c) => !have.has(c.key));
  let added = 0;
  await insertBatched(missing, async (chunk) => {
    added += await insertBatch(tx, chunk);
  });
  return added;
}

/**
 * Keeps FLIGHT_DAYS days of flights ahead of `now`: runs on every start, inserts only flights not yet
 * there (one transaction, so a flight never exists without its fares), and returns how many it added.
 */
export async function ensureFlights(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FLIGHTS_LOCK})`);
    return insertMissing(tx, now);
  });
}

/**
 * Flights seeded before fares were sold in the origin's currency have US-dollar fares: they move to the
 * origin country's currency at the demo rate, as round local amounts (what `localFare` gives new ones).
 * Fares of flights somebody booked keep the currency they were booked in.
 */
export const flightFaresSection: SeedSection = {
  name: 'flight-fares',
  version: 1,
  async apply(tx) {
    const origins = Object.entries(AIRPORTS).map(([code, a]) => {
      const country = countryByCode(a.country);
      return {
        airport: code,
        currency: country.unit,
        rate: country.rate,
        step: FARE_STEP[country.unit] ?? 1,
        minor: minorPerMajor(country.unit),
      };
    });
    await tx.execute(sql`
      with origin as (
        select * from jsonb_to_recordset(${JSON.stringify(origins)}::jsonb)
          as o(airport text, currency text, rate float8, step int, minor int)
      )
      update ticket_fares f
      set currency = o.currency,
        price = greatest(o.step, round((f.price / 100.0) * o.rate / o.step) * o.step)::bigint * o.minor
      from airline_tickets t
      join origin o on o.airport = t.from_airport
      where t.id = f.ticket_id and f.currency = 'USD' and o.currency <> 'USD'
        and not exists (select 1 from orders b where b.type = 2 and b.details -> 'flight' ->> 'ticketId' = t.id::text)`);
  },
};
