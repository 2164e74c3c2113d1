import { useSearchParams } from 'react-router';
import { todayYmd } from '@/lib/format';
import { parseStay, parseStayFilters, type StayFilters, type StaySearch, serializeStay } from '../utils/stay-query';

/**
 * book_a_hotel's search, filters and sort, read from and written to the address (replacing the entry,
 * so back leaves the results rather than stepping through every filter).
 */
export function useStayParams() {
  const [params, setParams] = useSearchParams();
  const stay = parseStay(params, todayYmd());
  const filters = parseStayFilters(params);
  const go = (s: StaySearch, f: Partial<StayFilters>) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(serializeStay(s, f))) if (v !== undefined && v !== '') next.set(k, String(v));
    setParams(next, { replace: true });
  };
  return { stay, filters, go, searched: params.has('in') };
}
