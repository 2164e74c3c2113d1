import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { getAirlineTickets } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type FlightFilters, flightKeys, PAGE_SIZE } from './keys';

export const fetchAirlineTickets = defineFetcher<typeof getAirlineTickets>('/product/GetAirlineTickets', {
  silent: true,
});

/** Flights of one route and day, filtered and sorted, page by page. */
export const airlineTicketsQuery = (filters: FlightFilters, locale: string, currency: string) =>
  infiniteQueryOptions({
    queryKey: flightKeys.tickets(filters, locale, currency),
    queryFn: ({ pageParam, signal }) =>
      fetchAirlineTickets({ ...filters, page: pageParam, limt: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const useAirlineTickets = (filters: FlightFilters, locale: string, currency: string, enabled = true) =>
  useInfiniteQuery({ ...airlineTicketsQuery(filters, locale, currency), enabled });

/** The airlines flying a route that day (for the airline filter), whatever else is filtered. */
export const routeAirlinesQuery = (time: string, start: string, end: string, locale: string) =>
  queryOptions({
    queryKey: flightKeys.airlines(time, start, end, locale),
    queryFn: ({ signal }) =>
      fetchAirlineTickets({ time, start, end, sort: 'departure', page: 1, limt: 100 }, { signal }),
    select: (data) => [...new Set(data.list.map((f) => f.aviationName))].sort(),
    staleTime: 5 * 60_000,
  });

export const useRouteAirlines = (time: string, start: string, end: string, locale: string, enabled = true) =>
  useQuery({ ...routeAirlinesQuery(time, start, end, locale), enabled });
