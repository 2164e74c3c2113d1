import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getAirlineTicketInfo, ResponseOf } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { flightBookingKeys } from './keys';

export type FlightInfo = ResponseOf<typeof getAirlineTicketInfo>;
export type FlightFare = FlightInfo['fares'][number];
export type FlightPolicy = FlightInfo['policy'];

/** Silent: the screen shows "flight not found" or an error with retry in place. */
export const fetchAirlineTicketInfo = defineFetcher<typeof getAirlineTicketInfo>('/product/GetAirlineTicketInfo', {
  silent: true,
});

/** One flight with its fares (seats left change, so it is refetched on return) and the fare policy. */
export const airlineTicketInfoQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: flightBookingKeys.ticket(id, locale),
    queryFn: ({ signal }) => fetchAirlineTicketInfo({ _id: id }, { signal }),
    staleTime: 30_000,
  });

export const useAirlineTicketInfo = (id: string, locale: string) =>
  useQuery({ ...airlineTicketInfoQuery(id, locale), enabled: /^\d+$/.test(id) });
