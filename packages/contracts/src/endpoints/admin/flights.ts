import { z } from 'zod';
import { id, isoTime, money, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';

const airportCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((s) => s.toUpperCase());

export const adminFareSchema = z.object({
  id: z.string(),
  /** 'economy' | 'business' | 'first' */
  cabin: z.string(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  seatsLeft: z.number().int(),
  promo: z.boolean(),
});

export const adminFlightSchema = z.object({
  id: z.string(),
  flightNo: z.string(),
  airline: z.string(),
  fromAirport: z.string(),
  toAirport: z.string(),
  departAt: isoTime,
  arriveAt: isoTime,
  /** IANA time zones of the departure and arrival airports: times are shown (and dates chosen) in these. */
  fromTimezone: z.string(),
  toTimezone: z.string(),
  fares: z.array(adminFareSchema),
});

/** The flights of a route on one day (the local date at the origin airport), with every cabin's fare and seats. */
export const adminFlightList = defineEndpoint({
  path: '/admin/FlightList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: "A route's flights on one local date, with fares and seats left",
  request: z.object({ from: airportCode, to: airportCode, date: ymd }),
  response: z.object({ list: z.array(adminFlightSchema) }),
});

/**
 * Sets one cabin fare of a flight: its price (minor units of the fare's own currency) and the seats left on
 * sale now. Bookings already made keep what they paid and the seats they hold.
 */
export const adminFareSave = defineEndpoint({
  path: '/admin/FareSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: "Change a flight fare's price or seats left",
  request: z.object({
    id,
    price: money.min(1).max(100_000_000),
    seatsLeft: z.number().int().min(0).max(1_000),
  }),
  response: adminFareSchema,
});
