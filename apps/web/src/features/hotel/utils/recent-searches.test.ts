import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { clearRecentStays, MAX_RECENT, type RecentStay, readRecentStays, rememberStay } from './recent-searches';

const stay = (city: string, checkIn = '2026-12-01'): RecentStay => ({
  city,
  cityName: city,
  checkIn,
  checkOut: '2026-12-03',
  rooms: 1,
  guests: 2,
});

describe('recent hotel searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, one per city, at most six', () => {
    rememberStay(stay('Bangkok'));
    rememberStay(stay('Phuket'));
    rememberStay(stay('bangkok', '2026-12-02'));
    expect(readRecentStays().map((r) => `${r.city}-${r.checkIn}`)).toEqual(['bangkok-2026-12-02', 'Phuket-2026-12-01']);
    for (const c of ['Delhi', 'Mumbai', 'Shanghai', 'Hong Kong', 'Taipei', 'Chiang Mai']) rememberStay(stay(c));
    expect(readRecentStays()).toHaveLength(MAX_RECENT);
    expect(readRecentStays()[0]?.city).toBe('Chiang Mai');
  });

  it('forgets nothing it cannot read and skips broken entries', () => {
    localStorage.setItem(
      storageKeys.hotelRecent,
      JSON.stringify([{ city: 'X' }, stay('Taipei'), { ...stay('Y'), guests: 0 }]),
    );
    expect(readRecentStays().map((r) => r.city)).toEqual(['Taipei']);
    localStorage.setItem(storageKeys.hotelRecent, '{nope');
    expect(readRecentStays()).toEqual([]);
    rememberStay(stay('Taipei'));
    clearRecentStays();
    expect(readRecentStays()).toEqual([]);
  });

  it('does not remember a search near the device', () => {
    rememberStay({ ...stay(''), city: '' });
    expect(readRecentStays()).toEqual([]);
  });
});
