import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Cabin, getAirlineTickets } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { flightBookingKeys } from './keys';

export const fetchAirlineTickets = defineFetcher<typeof getAirlineTickets>('/product/GetAirlineTickets', {
  silent: true,
});

export type FlightRoute = { start: string; end: string; time: string; cabin: Cabin };

/** Flights of one route on one day in one cabin: the choices of a flight change. */
export const alternativeFlightsQuery = (q: FlightRoute, locale: string) =>
  queryOptions({
    queryKey: flightBookingKeys.alternatives(q, locale),
    queryFn: ({ signal }) =>
      fetchAirlineTickets(
        { start: q.start, end: q.end, time: q.time, cabin: q.cabin, sort: 'departure', page: 1, limt: 50 },
        {
          signal,
        },
      ),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useAlternativeFlights = (q: FlightRoute | null, locale: string) =>
  useQuery({
    ...alternativeFlightsQuery(q ?? { start: '', end: '', time: '', cabin: 'economy' }, locale),
    enabled: q !== null,
  });
