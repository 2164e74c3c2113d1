import type { Cabin } from '@wayfare/contracts/enums';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { cabins, type FlightSearch, MAX_PASSENGERS } from './search-query';

/** A search as remembered on this device: the places with their names as shown when it was made. */
export type RecentSearch = Omit<FlightSearch, 'date'> & { date: string; startCity: string; endCity: string };

export const MAX_RECENT = 6;

const valid = (r: unknown): r is RecentSearch => {
  const v = r as RecentSearch;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.start === 'string' &&
    typeof v.end === 'string' &&
    typeof v.startCity === 'string' &&
    typeof v.endCity === 'string' &&
    typeof v.date === 'string' &&
    Number.isInteger(v.pax) &&
    v.pax >= 1 &&
    v.pax <= MAX_PASSENGERS &&
    cabins.includes(v.cabin as Cabin)
  );
};

export function readRecent(): RecentSearch[] {
  const list = readStored<unknown[]>(storageKeys.flightRecent);
  return Array.isArray(list) ? list.filter(valid).slice(0, MAX_RECENT) : [];
}

/** The newest first; the same route replaces its older entry. */
export function rememberSearch(search: RecentSearch): RecentSearch[] {
  const same = (r: RecentSearch) => r.start === search.start && r.end === search.end;
  const next = [search, ...readRecent().filter((r) => !same(r))].slice(0, MAX_RECENT);
  writeStored(storageKeys.flightRecent, next);
  return next;
}

export function clearRecent(): void {
  writeStored(storageKeys.flightRecent, null);
}
