import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getReferralInfo } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { referralKeys } from './keys';

export const fetchReferralInfo = defineFetcher<typeof getReferralInfo>('/user/GetReferralInfo', { silent: true });

/** My invite code, how rewards work in my currency, and what I earned, hold and had reversed. */
export const referralInfoQuery = () =>
  queryOptions({
    queryKey: referralKeys.info(),
    queryFn: ({ signal }) => fetchReferralInfo({}, { signal }),
    staleTime: 10_000,
  });

export const useReferralInfo = () => useQuery(referralInfoQuery());
