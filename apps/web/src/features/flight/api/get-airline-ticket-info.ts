import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getAirlineTicketInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { flightKeys } from './keys';

export const fetchAirlineTicketInfo = defineFetcher<typeof getAirlineTicketInfo>('/product/GetAirlineTicketInfo', {
  silent: true,
});

/** One flight with every cabin's fare and the baggage, change and refund policy. */
export const airlineTicketInfoQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: flightKeys.ticket(id, locale),
    queryFn: ({ signal }) => fetchAirlineTicketInfo({ _id: id }, { signal }),
    staleTime: 30_000,
  });

export const useAirlineTicketInfo = (id: string, locale: string) =>
  useQuery({ ...airlineTicketInfoQuery(id, locale), enabled: /^\d+$/.test(id) });
