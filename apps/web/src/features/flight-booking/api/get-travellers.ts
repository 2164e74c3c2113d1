import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getTravellers, Traveller } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { flightBookingKeys } from './keys';

export type { Traveller };

export const fetchTravellers = defineFetcher<typeof getTravellers>('/user/GetTravellers', { silent: true });

/** The user's saved travellers, most recently used first. */
export const travellersQuery = (userId: string) =>
  queryOptions({
    queryKey: flightBookingKeys.travellers(userId),
    queryFn: async ({ signal }) => (await fetchTravellers({}, { signal })).list,
    staleTime: 60_000,
  });

export const useTravellers = (userId: string) => useQuery({ ...travellersQuery(userId), enabled: userId !== '' });
