import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { clearRecent, MAX_RECENT, type RecentSearch, readRecent, rememberSearch } from './recent-searches';

const search = (start: string, end: string, date = '2026-11-28'): RecentSearch => ({
  start,
  end,
  startCity: start,
  endCity: end,
  date,
  pax: 1,
  cabin: 'economy',
});

describe('recent flight searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, one entry per route, at most six', () => {
    rememberSearch(search('BKK', 'CNX'));
    rememberSearch(search('BKK', 'HKT'));
    rememberSearch(search('BKK', 'CNX', '2026-12-01'));
    expect(readRecent().map((r) => `${r.start}-${r.end}-${r.date}`)).toEqual([
      'BKK-CNX-2026-12-01',
      'BKK-HKT-2026-11-28',
    ]);
    for (const code of ['DEL', 'BOM', 'PVG', 'HKG', 'TPE', 'JFK']) rememberSearch(search('BKK', code));
    expect(readRecent()).toHaveLength(MAX_RECENT);
    expect(readRecent()[0]?.end).toBe('JFK');
  });

  it('reads a broken or foreign value as nothing remembered', () => {
    localStorage.setItem(storageKeys.flightRecent, '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(
      storageKeys.flightRecent,
      JSON.stringify([{ start: 'BKK' }, { ...search('BKK', 'CNX'), pax: 12 }]),
    );
    expect(readRecent()).toEqual([]);
  });

  it('clears', () => {
    rememberSearch(search('BKK', 'CNX'));
    clearRecent();
    expect(readRecent()).toEqual([]);
  });
});
