import type { Cabin } from '@wayfare/contracts/enums';
import { addDays } from '@/lib/format';
import type { FlightFilters, FlightSort } from '../api/keys';

/**
 * A flight search lives in the address (`start`, `end`, `date`, `pax`, `cabin`, plus the result
 * filters `sort`, `dep`, `pmin`, `pmax`, `airline`, `stops`), so back, reload and shared links keep it. Anything
 * malformed reads as its default rather than failing.
 */
export const cabins: readonly Cabin[] = ['economy', 'business', 'first'];
export const flightSorts: readonly FlightSort[] = ['departure', 'price', 'duration'];
export const MAX_PASSENGERS = 9;
/** Flights are on sale from today up to this many days ahead (the server's sale window). */
export const SALE_DAYS = 60;

/** Departure windows of the filter chips: local minutes of the day at the origin. */
export const departWindows = {
  early: [0, 360],
  morning: [360, 720],
  afternoon: [720, 1080],
  evening: [1080, 1440],
} as const satisfies Record<string, readonly [number, number]>;
export type DepartWindow = keyof typeof departWindows;
const windowNames = Object.keys(departWindows) as DepartWindow[];

export type FlightSearch = {
  /** Airport codes (or a typed city): what the search call takes as `start` / `end`. */
  start: string;
  end: string;
  /** Departure date, local at the origin (`YYYY-MM-DD`). */
  date: string;
  pax: number;
  cabin: Cabin;
  /** A round trip's return date (`YYYY-MM-DD`): this list is its outbound; absent: one way. */
  ret?: string;
  /** The return leg of a round trip: only flights leaving after this instant (the outbound's landing). */
  after?: string;
};

export type ResultFilters = {
  sort: FlightSort;
  dep?: DepartWindow;
  /** Minor units of the viewer's currency, as typed. */
  pmin?: number;
  pmax?: number;
  airline?: string;
  /** At most this many stops: 0 nonstop only, 1 one stop at most; absent: any. */
  stops?: StopsFilter;
};

export const stopsFilters = [0, 1] as const;
export type StopsFilter = (typeof stopsFilters)[number];

const ymdPattern = /^\d{4}-\d{2}-\d{2}$/;
const place = (v: string | null) => (v ?? '').trim().slice(0, 64);
const minor = (v: string | null) => (v !== null && /^\d{1,12}$/.test(v) ? Number(v) : undefined);
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

/** A date kept within the sale window (today up to 60 days ahead); a missing or bad one is today. */
export function clampDate(ymd: string | null | undefined, today: string): string {
  if (!ymd || !ymdPattern.test(ymd) || Number.isNaN(Date.parse(ymd))) return today;
  const last = addDays(today, SALE_DAYS);
  return ymd < today ? today : ymd > last ? last : ymd;
}

/**
 * A return date as linked: well formed or absent. It is not moved to fit the departure: a return before it
 * comes back from the server as "return before departure".
 */
const returnOf = (v: string | null) => (v && ymdPattern.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);
const instantOf = (v: string | null) => (v && !Number.isNaN(Date.parse(v)) && v.includes('T') ? v : undefined);

export function parseSearch(params: URLSearchParams, today: string): FlightSearch {
  const pax = Number(params.get('pax'));
  return {
    start: place(params.get('start')),
    end: place(params.get('end')),
    date: clampDate(params.get('date'), today),
    pax: Number.isInteger(pax) && pax >= 1 ? Math.min(pax, MAX_PASSENGERS) : 1,
    cabin: oneOf(cabins, params.get('cabin')) ?? 'economy',
    ret: returnOf(params.get('ret')),
    after: instantOf(params.get('after')),
  };
}

export function parseFilters(params: URLSearchParams): ResultFilters {
  const pmin = minor(params.get('pmin'));
  let pmax = minor(params.get('pmax'));
  // A maximum not above the minimum would only bring back `price_interval_invalid`.
  if (pmin !== undefined && pmax !== undefined && pmax <= pmin) pmax = undefined;
  const airline = (params.get('airline') ?? '').trim().slice(0, 64);
  const stops = stopsFilters.find((n) => String(n) === params.get('stops'));
  return {
    sort: oneOf(flightSorts, params.get('sort')) ?? 'departure',
    dep: oneOf(windowNames, params.get('dep')),
    pmin,
    pmax,
    airline: airline || undefined,
    stops,
  };
}

type Query = Record<string, string | number | undefined>;

/** The address query of a search (defaults left out, so links stay short). */
export function serializeSearch(s: FlightSearch, filters?: Partial<ResultFilters>): Query {
  return {
    start: s.start,
    end: s.end,
    date: s.date,
    pax: s.pax === 1 ? undefined : s.pax,
    cabin: s.cabin === 'economy' ? undefined : s.cabin,
    ret: s.ret,
    after: s.after,
    sort: filters?.sort === 'departure' ? undefined : filters?.sort,
    dep: filters?.dep,
    pmin: filters?.pmin,
    pmax: filters?.pmax,
    airline: filters?.airline,
    stops: filters?.stops,
  };
}

/** What `/product/GetAirlineTickets` is asked for a search and its filters. */
export function toFlightFilters(s: FlightSearch, f: ResultFilters): FlightFilters {
  const window = f.dep ? departWindows[f.dep] : undefined;
  const priced = f.pmin !== undefined || f.pmax !== undefined;
  return {
    time: s.date,
    start: s.start,
    end: s.end,
    cabin: s.cabin,
    aviationName: f.airline,
    departFrom: window?.[0],
    departTo: window?.[1],
    maxStops: f.stops,
    priceInterval: priced ? [f.pmin ?? null, f.pmax ?? null] : undefined,
    sort: f.sort,
    returnTime: s.ret,
    departAfter: s.after,
  };
}

/** A search can run once both ends are named and differ. */
export const isComplete = (s: Pick<FlightSearch, 'start' | 'end'>) =>
  Boolean(s.start && s.end && s.start.toUpperCase() !== s.end.toUpperCase());
