import type { Cabin } from '@wayfare/contracts/enums';

export type FlightSort = 'departure' | 'price' | 'duration';

/** A flight search as the list call takes it (the screen keeps it in the address, see utils/search-query). */
export type FlightFilters = {
  time: string;
  start: string;
  end: string;
  cabin?: Cabin;
  aviationName?: string;
  departFrom?: number;
  departTo?: number;
  /** At most this many stops (0: nonstop only). */
  maxStops?: number;
  /** Minor units of the viewer's currency; null ends are open. */
  priceInterval?: [number | null, number | null];
  sort: FlightSort;
  /** A round trip's return date (checked by the server: not before `time`). */
  returnTime?: string;
  /** The return leg: only flights leaving after this instant. */
  departAfter?: string;
};

/** Query keys of flights: names come translated from the server, so lists and airports are per locale. */
export const flightKeys = {
  all: ['flight'] as const,
  airports: (name: string, locale: string) => [...flightKeys.all, 'airports', name, locale] as const,
  tickets: (filters: FlightFilters, locale: string, currency: string) =>
    [...flightKeys.all, 'tickets', filters, locale, currency] as const,
  airlines: (time: string, start: string, end: string, locale: string) =>
    [...flightKeys.all, 'airlines', time, start, end, locale] as const,
  dates: (time: string, start: string, end: string, cabin: Cabin | undefined) =>
    [...flightKeys.all, 'dates', time, start, end, cabin ?? null] as const,
  ticket: (id: string, locale: string) => [...flightKeys.all, 'ticket', id, locale] as const,
};

export const PAGE_SIZE = 10;
