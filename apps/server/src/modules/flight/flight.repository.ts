import type { Cabin } from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';

export type FlightSearch = {
  /** Origin and destination airport codes; null: any. */
  from: string[] | null;
  to: string[] | null;
  /** The departure date as a local date at the origin (YYYY-MM-DD), with a UTC range that contains it. */
  date: { ymd: string; after: Date; before: Date } | null;
  /** Only flights departing after this instant (nothing already gone is sold). */
  now: Date;
  /** Substring of the airline's name (LIKE pattern, escaped). */
  airline: string | null;
  cabin: Cabin | null;
  /** Local minutes of the day at the origin. */
  departFrom: number | null;
  departTo: number | null;
  /** At most this many stops; null: any. */
  maxStops: number | null;
  /** Price bounds as indicative US-dollar values (see product's reference factors). */
  refFactors: Record<string, string>;
  minRef: string | null;
  maxRef: string | null;
  sort: 'departure' | 'price' | 'duration';
  limit: number;
  offset: number;
  /** Airport code -> IANA time zone, for local dates and times. */
  zones: Record<string, string>;
};

export type FareRow = { cabin: Cabin; price: number; currency: string; seatsLeft: number; promo: boolean };

/** What every flight read carries of the flight itself. */
type FlightFields = {
  flightNo: string;
  airline: string;
  airlineLogo: string;
  fromAirport: string;
  toAirport: string;
  departAt: Date;
  arriveAt: Date;
};

export type FlightRow = FlightFields & {
  id: number;
  aircraft: string;
  /** Airports called at on the way; empty: nonstop. */
  via: string[];
  /** Lowest fare with a seat left (of `cabin` when asked); null when none. */
  lowest: number | null;
  currency: string;
  fares: FareRow[];
};

/**
 * A flight's fares as one JSON array, its lowest fare with a seat left (of the cabin `cabinParam` names, when
 * not null) and whether it sells that cabin.
 */
const faresOf = (cabinParam: string) => `cross join lateral (
  select min(x.price) filter (where x.seats_left > 0 and (${cabinParam}::text is null or x.cabin = ${cabinParam}::text)) as lowest,
    min(x.currency) as currency,
    bool_or(${cabinParam}::text is null or x.cabin = ${cabinParam}::text) as has_cabin,
    jsonb_agg(jsonb_build_object('cabin', x.cabin, 'price', x.price, 'currency', x.currency,
      'seatsLeft', x.seats_left, 'promo', x.promo) order by x.price) as fares
  from ticket_fares x where x.ticket_id = t.id
) f`;

/**
 * One statement for every filter and sort of the flight list, on the (from_airport, to_airport,
 * depart_at) index: the UTC range ($3, $4) narrows the index scan, the local date and local minutes at
 * the origin ($5, $9, $10 with the zone map $16) decide exactly. Each flight carries its fares and its
 * lowest fare with a seat left (of the cabin asked, $8); the total rides along as a window count.
 */
export const FLIGHT_SEARCH_SQL = `select t.id, t.flight_no, t.airline, t.airline_logo, t.from_airport, t.to_airport,
  t.depart_at, t.arrive_at, t.aircraft, t.via, f.lowest, f.currency, f.fares, count(*) over () as total
from airline_tickets t
${faresOf('$8')}
cross join lateral (select t.depart_at at time zone ($16::jsonb ->> t.from_airport) as local_depart) l
where ($1::text[] is null or t.from_airport = any($1::text[]))
  and ($2::text[] is null or t.to_airport = any($2::text[]))
  and t.depart_at > $17::timestamptz
  and ($3::timestamptz is null or t.depart_at >= $3::timestamptz)
  and ($4::timestamptz is null or t.depart_at < $4::timestamptz)
  and ($5::date is null or l.local_depart::date = $5::date)
  and ($7::text is null or t.airline ilike $7::text)
  and f.has_cabin
  and ($18::int is null or cardinality(t.via) <= $18::int)
  and ($9::int is null or extract(hour from l.local_depart) * 60 + extract(minute from l.local_depart) >= $9::int)
  and ($10::int is null or extract(hour from l.local_depart) * 60 + extract(minute from l.local_depart) <= $10::int)
  and ($11::numeric is null or f.lowest * ($13::jsonb ->> f.currency)::numeric >= $11::numeric)
  and ($12::numeric is null or f.lowest * ($13::jsonb ->> f.currency)::numeric <= $12::numeric)
order by
  case when $14::text = 'price' then f.lowest * ($13::jsonb ->> f.currency)::numeric end asc nulls last,
  case when $14::text = 'duration' then t.arrive_at - t.depart_at end asc,
  t.depart_at asc, t.id asc
limit $15::int offset $6::int`;

export function flightSearchParams(s: FlightSearch): unknown[] {
  return [
    s.from,
    s.to,
    s.date?.after ?? null,
    s.date?.before ?? null,
    s.date?.ymd ?? null,
    s.offset,
    s.airline,
    s.cabin,
    s.departFrom,
    s.departTo,
    s.minRef,
    s.maxRef,
    JSON.stringify(s.refFactors),
    s.sort,
    s.limit,
    JSON.stringify(s.zones),
    s.now,
    s.maxStops,
  ];
}

/** A text[] column: an array from PostgreSQL and PGlite alike (a `{A,B}` literal if a driver sends one). */
const textArray = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v.length > 2 ? v.slice(1, -1).split(',') : [];

const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function toFlightRow(r: Record<string, unknown>): FlightRow {
  return {
    id: Number(r.id),
    flightNo: String(r.flight_no),
    airline: String(r.airline),
    airlineLogo: String(r.airline_logo),
    fromAirport: String(r.from_airport),
    toAirport: String(r.to_airport),
    departAt: new Date(r.depart_at as string | Date),
    arriveAt: new Date(r.arrive_at as string | Date),
    aircraft: String(r.aircraft),
    via: textArray(r.via),
    lowest: r.lowest === null || r.lowest === undefined ? null : Number(r.lowest),
    currency: String(r.currency),
    fares: jsonOf<FareRow[]>(r.fares).map((f) => ({ ...f, price: Number(f.price), seatsLeft: Number(f.seatsLeft) })),
  };
}

/**
 * The lowest fare with a seat left on each local departure date of a route, for dates in
 * [$3, $4) at the origin ($5 zone map).
 */
const FLIGHT_DAYS_SQL = `select (t.depart_at at time zone ($5::jsonb ->> t.from_airport))::date::text as day,
  min(x.price) as lowest, min(x.currency) as currency
from airline_tickets t
join ticket_fares x on x.ticket_id = t.id and x.seats_left > 0 and ($6::text is null or x.cabin = $6::text)
where t.from_airport = any($1::text[]) and t.to_airport = any($2::text[])
  and t.depart_at >= $3::timestamptz and t.depart_at < $4::timestamptz and t.depart_at > $7::timestamptz
group by 1`;

export const flightRepository = {
  search: async (db: Executor, s: FlightSearch) => {
    const rows = await rawQuery(db, FLIGHT_SEARCH_SQL, flightSearchParams(s), 'flight_search_v2');
    return { rows: rows.map(toFlightRow), total: rows.length ? Number(rows[0]!.total) : null };
  },

  byId: async (db: Executor, id: number, zones: Record<string, string>): Promise<FlightRow | null> => {
    const [row] = await rawQuery(
      db,
      `select t.id, t.flight_no, t.airline, t.airline_logo, t.from_airport, t.to_airport, t.depart_at, t.arrive_at,
         t.aircraft, t.via, f.lowest, f.currency, f.fares
       from airline_tickets t ${faresOf('null')}
       where t.id = $1::bigint and ($2::jsonb ->> t.from_airport) is not null`,
      [id, JSON.stringify(zones)],
    );
    return row ? toFlightRow(row) : null;
  },

  /** Lowest fare per local departure day of a route (days with nothing on sale are absent). */
  lowestByDay: async (
    db: Executor,
    q: {
      from: string[];
      to: string[];
      after: Date;
      before: Date;
      zones: Record<string, string>;
      cabin: Cabin | null;
      now: Date;
    },
  ) => {
    const rows = await rawQuery(db, FLIGHT_DAYS_SQL, [
      q.from,
      q.to,
      q.after,
      q.before,
      JSON.stringify(q.zones),
      q.cabin,
      q.now,
    ]);
    return rows.map((r) => ({ day: String(r.day), lowest: Number(r.lowest), currency: String(r.currency) }));
  },
};

export type BookableFare = FlightFields & {
  ticketId: number;
  via: string[];
  cabin: Cabin;
  price: number;
  currency: string;
  promo: boolean;
  seatsLeft: number;
};

const toBookable = (r: Record<string, unknown>): BookableFare => ({
  ticketId: Number(r.ticket_id),
  via: textArray(r.via),
  flightNo: String(r.flight_no),
  airline: String(r.airline),
  airlineLogo: String(r.airline_logo),
  fromAirport: String(r.from_airport),
  toAirport: String(r.to_airport),
  departAt: new Date(r.depart_at as string | Date),
  arriveAt: new Date(r.arrive_at as string | Date),
  cabin: String(r.cabin) as Cabin,
  price: Number(r.price),
  currency: String(r.currency),
  promo: Boolean(r.promo),
  seatsLeft: Number(r.seats_left),
});

const FARE_COLUMNS = `t.id as ticket_id, t.flight_no, t.airline, t.airline_logo, t.from_airport, t.to_airport,
  t.depart_at, t.arrive_at, t.via, f.cabin, f.price, f.currency, f.promo, f.seats_left`;

export const seatRepository = {
  /** One cabin of one flight, as it is now. */
  fare: async (db: Executor, ticketId: number, cabin: Cabin): Promise<BookableFare | null> => {
    const [row] = await rawQuery(
      db,
      `select ${FARE_COLUMNS} from airline_tickets t join ticket_fares f on f.ticket_id = t.id
       where t.id = $1::bigint and f.cabin = $2::text`,
      [ticketId, cabin],
    );
    return row ? toBookable(row) : null;
  },

  /**
   * Takes `seats` seats of a cabin in one conditional UPDATE: concurrent bookings queue on the fare row and
   * the last seat goes once. Answers the fare as taken (its price at this instant), or null when fewer
   * seats are left.
   */
  take: async (db: Executor, ticketId: number, cabin: Cabin, seats: number): Promise<BookableFare | null> => {
    const [row] = await rawQuery(
      db,
      `with taken as (
         update ticket_fares set seats_left = seats_left - $3::int
         where ticket_id = $1::bigint and cabin = $2::text and seats_left >= $3::int
         returning ticket_id, cabin, price, currency, promo, seats_left)
       select ${FARE_COLUMNS} from taken f join airline_tickets t on t.id = f.ticket_id`,
      [ticketId, cabin, seats],
    );
    return row ? toBookable(row) : null;
  },

  /** The seats an order holds; false when the booking reference is taken (the caller draws another). */
  insertBooking: async (
    db: Executor,
    b: {
      orderId: number;
      ticketId: number;
      cabin: Cabin;
      seats: number;
      ticketPrice: number;
      promo: boolean;
      bookingRef: string;
    },
  ): Promise<boolean> => {
    const rows = await rawQuery(
      db,
      `insert into flight_bookings (order_id, ticket_id, cabin, seats, ticket_price, promo, booking_ref)
       values ($1::bigint, $2::bigint, $3::text, $4::int, $5::bigint, $6::boolean, $7::text)
       on conflict (booking_ref) do nothing returning order_id`,
      [b.orderId, b.ticketId, b.cabin, b.seats, b.ticketPrice, b.promo, b.bookingRef],
    );
    return rows.length === 1;
  },

  /**
   * Moves an order's held seats to another fare whose seats were just taken: the old fare gets its seats
   * back and the booking names the new flight, its price and one more change, in one statement. Answers
   * the changes made, or null when the order holds no seats.
   */
  move: async (
    db: Executor,
    orderId: number,
    to: { ticketId: number; cabin: Cabin; ticketPrice: number; promo: boolean },
  ): Promise<number | null> => {
    const [row] = await rawQuery(
      db,
      `with old as (
         select ticket_id, cabin, seats from flight_bookings
         where order_id = $1::bigint and released_at is null for update),
       given as (
         update ticket_fares f set seats_left = f.seats_left + old.seats
         from old where f.ticket_id = old.ticket_id and f.cabin = old.cabin returning f.id)
       update flight_bookings b set ticket_id = $2::bigint, cabin = $3::text, ticket_price = $4::bigint,
         promo = $5::boolean, changes_made = b.changes_made + 1, updated_at = now()
       from old where b.order_id = $1::bigint
       returning b.changes_made, (select count(*) from given) as given`,
      [orderId, to.ticketId, to.cabin, to.ticketPrice, to.promo],
    );
    return row ? Number(row.changes_made) : null;
  },

  /**
   * Gives the seats of these orders back to their fares, once: the booking is marked released in the
   * same statement, so an expiry and a refund racing each other cannot both give them back.
   */
  release: async (db: Executor, orderIds: number[]): Promise<number> => {
    if (orderIds.length === 0) return 0;
    const rows = await rawQuery(
      db,
      `with freed as (
         update flight_bookings set released_at = now(), updated_at = now()
         where order_id = any($1::bigint[]) and released_at is null
         returning ticket_id, cabin, seats),
       per_fare as (select ticket_id, cabin, sum(seats)::int as seats from freed group by 1, 2),
       given as (
         update ticket_fares f set seats_left = f.seats_left + p.seats
         from per_fare p where f.ticket_id = p.ticket_id and f.cabin = p.cabin
         returning p.seats)
       select coalesce(sum(seats), 0)::int as seats from given`,
      [orderIds],
    );
    return Number(rows[0]?.seats ?? 0);
  },
};
