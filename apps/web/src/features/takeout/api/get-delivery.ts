import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getDelivery } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type DeliveryWhere, takeoutKeys } from './keys';

export const fetchDelivery = defineFetcher<typeof getDelivery>('/order/GetDelivery', { silent: true });

/** Fee, distance and whether the restaurant delivers to the chosen address (checkout). */
export const deliveryQuery = (mid: string, where: DeliveryWhere) =>
  queryOptions({
    queryKey: takeoutKeys.delivery(mid, where),
    queryFn: ({ signal }) => fetchDelivery({ mid, ...where }, { signal }),
    staleTime: 30_000,
  });

export const useDelivery = (mid: string, where: DeliveryWhere | null) =>
  useQuery({ ...deliveryQuery(mid, where ?? {}), enabled: where !== null && /^\d+$/.test(mid) });
