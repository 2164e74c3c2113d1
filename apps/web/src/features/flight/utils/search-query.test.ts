import { describe, expect, it } from 'vitest';
import { href, paths } from '@/config/paths';
import { addDays } from '@/lib/format';
import { clampDate, isComplete, parseFilters, parseSearch, serializeSearch, toFlightFilters } from './search-query';

const today = '2026-11-25';
const q = (s: string) => new URLSearchParams(s);

describe('flight search in the address', () => {
  it('reads a full search', () => {
    expect(parseSearch(q('start=BKK&end=CNX&date=2026-11-28&pax=2&cabin=business'), today)).toEqual({
      start: 'BKK',
      end: 'CNX',
      date: '2026-11-28',
      pax: 2,
      cabin: 'business',
    });
  });

  it('reads missing or malformed values as their defaults', () => {
    expect(parseSearch(q('pax=0&cabin=premium&date=tomorrow'), today)).toEqual({
      start: '',
      end: '',
      date: today,
      pax: 1,
      cabin: 'economy',
    });
    expect(parseSearch(q('pax=42'), today).pax).toBe(9);
    expect(parseSearch(q('pax=1.5'), today).pax).toBe(1);
  });

  it('keeps the date within today and 60 days ahead', () => {
    expect(clampDate('2026-11-01', today)).toBe(today);
    expect(clampDate('2027-06-01', today)).toBe(addDays(today, 60));
    expect(clampDate('2026-02-30', today)).toBe(today);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads result filters and drops an inverted price range', () => {
    expect(parseFilters(q('sort=price&dep=morning&pmin=100000&pmax=200000&airline=Orchid%20Air'))).toEqual({
      sort: 'price',
      dep: 'morning',
      pmin: 100000,
      pmax: 200000,
      airline: 'Orchid Air',
    });
    expect(parseFilters(q('sort=cheapest&dep=noon&pmin=-5&pmax=1e9'))).toEqual({
      sort: 'departure',
      dep: undefined,
      pmin: undefined,
      pmax: undefined,
      airline: undefined,
    });
    expect(parseFilters(q('pmin=5000&pmax=5000'))).toMatchObject({ pmin: 5000, pmax: undefined });
  });

  it('round-trips through a link, leaving defaults out', () => {
    const search = { start: 'BKK', end: 'CNX', date: '2026-11-28', pax: 1, cabin: 'economy' as const };
    const url = href(paths.chooseAFlight, serializeSearch(search, { sort: 'price', dep: 'evening', pmax: 300000 }));
    expect(url).toBe(
      '/pages/choose_a_flight/choose_a_flight?start=BKK&end=CNX&date=2026-11-28&sort=price&dep=evening&pmax=300000',
    );
    const back = q(url.split('?')[1] ?? '');
    expect(parseSearch(back, today)).toEqual(search);
    expect(parseFilters(back)).toEqual({
      sort: 'price',
      dep: 'evening',
      pmin: undefined,
      pmax: 300000,
      airline: undefined,
    });
  });

  it('turns a search and its filters into the list call', () => {
    const search = parseSearch(q('start=BKK&end=CNX&date=2026-11-28&cabin=first'), today);
    expect(toFlightFilters(search, parseFilters(q('dep=afternoon&pmax=500000&airline=Orchid')))).toEqual({
      time: '2026-11-28',
      start: 'BKK',
      end: 'CNX',
      cabin: 'first',
      aviationName: 'Orchid',
      departFrom: 720,
      departTo: 1080,
      priceInterval: [null, 500000],
      sort: 'departure',
    });
    expect(toFlightFilters(search, { sort: 'duration' }).priceInterval).toBeUndefined();
  });

  it('keeps a round trip, its return leg and the stops filter in the address and the list call', () => {
    const out = parseSearch(q('start=BKK&end=TPE&date=2026-11-28&ret=2026-12-02'), today);
    expect(out).toMatchObject({ ret: '2026-12-02', after: undefined });
    // A return before the departure is kept as linked: the server names the mistake.
    expect(parseSearch(q('start=BKK&end=TPE&date=2026-11-28&ret=2026-11-20'), today).ret).toBe('2026-11-20');
    expect(parseSearch(q('start=BKK&end=TPE&ret=soon&after=yesterday'), today)).toMatchObject({
      ret: undefined,
      after: undefined,
    });
    const back = parseSearch(q('start=TPE&end=BKK&date=2026-12-02&after=2026-11-28T06:05:00.000Z'), today);
    expect(back.after).toBe('2026-11-28T06:05:00.000Z');
    const filters = parseFilters(q('stops=0'));
    expect(filters.stops).toBe(0);
    expect(parseFilters(q('stops=7')).stops).toBeUndefined();
    expect(toFlightFilters(out, filters)).toMatchObject({ returnTime: '2026-12-02', maxStops: 0 });
    expect(toFlightFilters(back, { sort: 'price' })).toMatchObject({ departAfter: '2026-11-28T06:05:00.000Z' });
    expect(serializeSearch(out, filters)).toMatchObject({ ret: '2026-12-02', stops: 0 });
  });

  it('needs two different places', () => {
    expect(isComplete({ start: 'BKK', end: 'CNX' })).toBe(true);
    expect(isComplete({ start: 'BKK', end: 'bkk' })).toBe(false);
    expect(isComplete({ start: '', end: 'CNX' })).toBe(false);
  });
});
