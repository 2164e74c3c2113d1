import { useSearchParams } from 'react-router';
import { todayYmd } from '@/lib/format';
import {
  type FlightSearch,
  parseFilters,
  parseSearch,
  type ResultFilters,
  serializeSearch,
} from '../utils/search-query';

/**
 * choose_a_flight's search, filters and sort, read from and written to the address (replacing the entry,
 * so back leaves the results rather than stepping through every filter).
 */
export function useFlightParams() {
  const [params, setParams] = useSearchParams();
  const search = parseSearch(params, todayYmd());
  const filters = parseFilters(params);
  const go = (s: FlightSearch, f: ResultFilters) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(serializeSearch(s, f))) if (v !== undefined && v !== '') next.set(k, String(v));
    setParams(next, { replace: true });
  };
  return { search, filters, go };
}
