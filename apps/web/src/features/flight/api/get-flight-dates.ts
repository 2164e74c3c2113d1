import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getFlightDates } from '@wayfare/contracts';
import type { Cabin } from '@wayfare/contracts/enums';
import { defineFetcher } from '@/lib/api-client';
import { flightKeys } from './keys';

export const fetchFlightDates = defineFetcher<typeof getFlightDates>('/product/GetFlightDates', { silent: true });

/** The date strip: the lowest fare of each of the 7 days around `time`. */
export const flightDatesQuery = (time: string, start: string, end: string, cabin?: Cabin) =>
  queryOptions({
    queryKey: flightKeys.dates(time, start, end, cabin),
    queryFn: ({ signal }) => fetchFlightDates({ time, start, end, cabin }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useFlightDates = (time: string, start: string, end: string, cabin?: Cabin) =>
  useQuery({ ...flightDatesQuery(time, start, end, cabin), enabled: Boolean(time && start && end) });
