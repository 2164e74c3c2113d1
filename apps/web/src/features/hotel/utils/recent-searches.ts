import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { MAX_GUESTS, MAX_ROOMS } from './stay-query';

/** A hotel search as remembered on this device: the place as shown when it was made, and the stay. */
export type RecentStay = {
  city: string;
  cityName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
};

export const MAX_RECENT = 6;

const valid = (r: unknown): r is RecentStay => {
  const v = r as RecentStay;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.city === 'string' &&
    v.city !== '' &&
    typeof v.cityName === 'string' &&
    typeof v.checkIn === 'string' &&
    typeof v.checkOut === 'string' &&
    Number.isInteger(v.rooms) &&
    v.rooms >= 1 &&
    v.rooms <= MAX_ROOMS &&
    Number.isInteger(v.guests) &&
    v.guests >= v.rooms &&
    v.guests <= MAX_GUESTS
  );
};

export function readRecentStays(): RecentStay[] {
  const list = readStored<unknown[]>(storageKeys.hotelRecent);
  return Array.isArray(list) ? list.filter(valid).slice(0, MAX_RECENT) : [];
}

/** The newest first; the same city replaces its older entry. "Near me" searches are not remembered. */
export function rememberStay(stay: RecentStay): RecentStay[] {
  if (!stay.city) return readRecentStays();
  const same = (r: RecentStay) => r.city.toLowerCase() === stay.city.toLowerCase();
  const next = [stay, ...readRecentStays().filter((r) => !same(r))].slice(0, MAX_RECENT);
  writeStored(storageKeys.hotelRecent, next);
  return next;
}

export function clearRecentStays(): void {
  writeStored(storageKeys.hotelRecent, null);
}
