import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargeRecord, WithdrawalRecord } from '@wayfare/contracts';
import { fetchRechargeList } from './get-recharge-list';
import { fetchWithdrawList } from './get-withdraw-list';
import { walletKeys } from './keys';

export type RecordKind = 'recharge' | 'withdraw';
export type FoundRecord =
  | { kind: 'recharge'; record: RechargeRecord }
  | { kind: 'withdraw'; record: WithdrawalRecord }
  | null;

const LOOKUP_PAGE = 50;
const LOOKUP_PAGES = 10;

/**
 * One top-up or withdrawal by id. The contract has no detail call, so this reads the user's own list,
 * newest first, until it finds it: a result page opens right after the record was made (first page).
 */
export async function findRecord(kind: RecordKind, id: string, signal?: AbortSignal): Promise<FoundRecord> {
  for (let page = 1; page <= LOOKUP_PAGES; page += 1) {
    if (kind === 'recharge') {
      const res = await fetchRechargeList({ page, limt: LOOKUP_PAGE }, { signal });
      const hit = res.list.find((r) => r._id === id);
      if (hit) return { kind, record: hit };
      if (!res.hasMore) break;
    } else {
      const res = await fetchWithdrawList({ page, limt: LOOKUP_PAGE }, { signal });
      const hit = res.list.find((r) => r._id === id);
      if (hit) return { kind, record: hit };
      if (!res.hasMore) break;
    }
  }
  return null;
}

export const recordQuery = (kind: RecordKind, id: string, locale: string) =>
  queryOptions({
    queryKey: [...walletKeys.records(), 'one', kind, id, locale] as const,
    queryFn: ({ signal }) => findRecord(kind, id, signal),
    staleTime: 5_000,
  });

export const useRecord = (kind: RecordKind, id: string, locale: string) =>
  useQuery({ ...recordQuery(kind, id, locale), enabled: id !== '' });
