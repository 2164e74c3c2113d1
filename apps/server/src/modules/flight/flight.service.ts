import type {
  AirlineTicket,
  getAirlineTicketInfo,
  getAirlineTickets,
  getAirports,
  getFlightDates,
  Locale,
  ParsedRequestOf,
  ResponseOf,
} from '@wayfare/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { addDays, localDate, parseYmd, utcSpan, ymdOf } from '../../lib/zoned-time';
import { likePattern } from '../product/product.repository';
import { type ReferenceRates, referenceInterval } from '../product/product.service';
import { AIRPORT_CODES, AIRPORTS, type AirportCode, airportOf, airportText, matchAirports } from './airports';
import { type FlightRow, type FlightSearch, flightRepository as repo } from './flight.repository';
import { FLIGHT_POLICY } from './flight.rules';

/** Days ahead flights are on sale (the seed keeps this many days of flights). */
export const FLIGHT_SALE_DAYS = 60;
/** The date strip: the chosen day and three either side. */
const STRIP_DAYS = 7;

const ZONES: Record<string, string> = Object.fromEntries(AIRPORT_CODES.map((c) => [c, AIRPORTS[c].timezone]));

export type FlightDeps = { db: Db; referenceRates: () => Promise<ReferenceRates> };

/** The time zones of these airports, once each. */
const zonesOf = (codes: readonly AirportCode[]) => [...new Set(codes.map((c) => AIRPORTS[c].timezone))];

/** A place the user typed, as airport codes; an empty match is "unknown airport", naming the place. */
function placeOf(text: string | undefined): AirportCode[] | null {
  if (!text) return null;
  const codes = matchAirports(text);
  if (codes.length === 0) fail('UnknownAirport', { place: text });
  return codes;
}

/**
 * The UTC range that holds local date `ymd` at every one of `codes` (any airport when null), checked to be
 * from today (at the origin) up to the sale window.
 */
function dateWindow(ymd: string, codes: readonly AirportCode[] | null, now: Date) {
  const zones = zonesOf(codes ?? AIRPORT_CODES);
  const todays = zones.map((z) => ymdOf(localDate(z, now.getTime()))).sort();
  const earliestToday = todays[0]!;
  const latestToday = todays[todays.length - 1]!;
  const lastDay = ymdOf(addDays(parseYmd(earliestToday), FLIGHT_SALE_DAYS));
  if (ymd < earliestToday || ymd > lastDay) fail('FlightDateInvalid', { days: FLIGHT_SALE_DAYS });
  return { ymd, ...utcSpan(zones, parseYmd(ymd), 1), latestToday };
}

/**
 * What a search body asks of the flight list's one statement: places resolved to airport codes, the local
 * date to a UTC range at the origin, the price interval to indicative dollars.
 */
export function flightSearchOf(
  body: ParsedRequestOf<typeof getAirlineTickets>,
  rates: ReferenceRates,
  viewerCountry: string | null,
  now: Date,
): FlightSearch {
  const from = placeOf(body.start);
  const to = placeOf(body.end);
  const { minRef, maxRef } = referenceInterval(rates, viewerCountry, body.priceInterval);
  if (body.returnTime !== undefined) {
    if (body.time !== undefined && body.returnTime < body.time) fail('ReturnBeforeDeparture');
    dateWindow(body.returnTime, to, now);
  }
  const after = body.departAfter ? new Date(body.departAfter) : null;
  return {
    from,
    to,
    date: body.time ? dateWindow(body.time, from, now) : null,
    now: after && after > now ? after : now,
    airline: body.aviationName ? likePattern(body.aviationName) : null,
    cabin: body.cabin ?? null,
    departFrom: body.departFrom ?? null,
    departTo: body.departTo ?? null,
    maxStops: body.maxStops ?? null,
    refFactors: rates.factors,
    minRef,
    maxRef,
    sort: body.sort,
    limit: body.limt,
    offset: (body.page - 1) * body.limt,
    zones: ZONES,
  };
}

/** A flight as the list and detail screens show it, in the caller's language. */
export function toTicket(row: FlightRow, locale: Locale): AirlineTicket {
  const from = airportText(row.fromAirport, locale);
  const to = airportText(row.toAirport, locale);
  return {
    _id: String(row.id),
    flightNo: row.flightNo,
    aviationName: row.airline,
    airlineLogo: row.airlineLogo,
    start: from.city,
    startAirport: row.fromAirport,
    startAirportName: from.name,
    startTimezone: airportOf(row.fromAirport)?.timezone ?? 'UTC',
    end: to.city,
    endAirport: row.toAirport,
    endAirportName: to.name,
    endTimezone: airportOf(row.toAirport)?.timezone ?? 'UTC',
    departAt: row.departAt.toISOString(),
    arriveAt: row.arriveAt.toISOString(),
    durationMin: Math.round((row.arriveAt.getTime() - row.departAt.getTime()) / 60_000),
    aircraft: row.aircraft,
    stops: row.via.length,
    via: row.via.map((code) => ({ code, city: airportText(code, locale).city })),
    lowestPrice: row.lowest ?? 0,
    unit: row.currency,
    soldOut: row.lowest === null,
    fares: row.fares.map((f) => ({
      cabin: f.cabin,
      price: f.price,
      unit: f.currency,
      seatsLeft: f.seatsLeft,
      promo: f.promo,
    })),
  };
}

export function createFlightService({ db, referenceRates }: FlightDeps) {
  return {
    /** `/product/GetAirlineTickets`: filters, sorts and pages; every filter is one SQL statement's parameter. */
    async search(
      body: ParsedRequestOf<typeof getAirlineTickets>,
      viewer: { countryCode: string | null } | null,
      locale: Locale,
      now = new Date(),
    ): Promise<ResponseOf<typeof getAirlineTickets>> {
      const search = flightSearchOf(body, await referenceRates(), viewer?.countryCode ?? null, now);
      const { rows, total } = await repo.search(db, search);
      const { page, limt } = body;
      const list = rows.map((r) => toTicket(r, locale));
      const count = total ?? 0;
      return { list, total: count, page, limt, hasMore: (page - 1) * limt + list.length < count };
    },

    /** `/product/GetAirlineTicketInfo`: one flight with every fare and the policy shown before booking. */
    async info(
      body: ParsedRequestOf<typeof getAirlineTicketInfo>,
      locale: Locale,
    ): Promise<ResponseOf<typeof getAirlineTicketInfo>> {
      const row = (await repo.byId(db, rowId(body._id), ZONES)) ?? fail('NotFound');
      return {
        ...toTicket(row, locale),
        policy: FLIGHT_POLICY,
      };
    },

    /**
     * `/product/GetFlightDates`: the 7 days around the chosen date, moved forward so none is before today
     * at the origin, each with its lowest fare with a seat left (null: nothing on sale that day).
     */
    async dates(
      body: ParsedRequestOf<typeof getFlightDates>,
      now = new Date(),
    ): Promise<ResponseOf<typeof getFlightDates>> {
      const from = placeOf(body.start)!;
      const to = placeOf(body.end)!;
      const { latestToday } = dateWindow(body.time, from, now);
      const chosen = parseYmd(body.time);
      const back = Math.floor(STRIP_DAYS / 2);
      let first = addDays(chosen, -back);
      if (ymdOf(first) < latestToday) first = parseYmd(latestToday);
      const days = Array.from({ length: STRIP_DAYS }, (_, i) => ymdOf(addDays(first, i)));
      const { after, before } = utcSpan(zonesOf(from), first, STRIP_DAYS);
      const found = await repo.lowestByDay(db, {
        from,
        to,
        after,
        before,
        zones: ZONES,
        cabin: body.cabin ?? null,
        now,
      });
      const byDay = new Map(found.map((d) => [d.day, d]));
      return {
        list: days.map((date) => {
          const d = byDay.get(date);
          return { date, lowestPrice: d?.lowest ?? null, unit: d?.currency ?? null };
        }),
      };
    },

    /** `/product/GetAirports`: the network's airports matching what was typed (all of them for nothing typed). */
    airports(body: ParsedRequestOf<typeof getAirports>, locale: Locale): ResponseOf<typeof getAirports> {
      const codes = body.name ? matchAirports(body.name) : AIRPORT_CODES;
      return {
        list: codes.map((code) => ({
          code,
          ...airportText(code, locale),
          country: AIRPORTS[code].country,
          timezone: AIRPORTS[code].timezone,
        })),
      };
    },
  };
}
