import { describe, expect, it } from 'vitest';
import {
  clampOccupancy,
  clampStay,
  filterCount,
  nightsBetween,
  parseStay,
  parseStayAsk,
  parseStayFilters,
  serializeStay,
  serializeStayAsk,
  stayNights,
  toSearchRequest,
} from './stay-query';

const today = '2026-11-25';
const params = (q: Record<string, string>) => new URLSearchParams(q);

describe('stay query', () => {
  it('counts nights by calendar date, across months and a DST change', () => {
    expect(nightsBetween('2026-11-28', '2026-12-01')).toBe(3);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-12-01', '2026-12-01')).toBe(0);
    expect(nightsBetween('2026-12-02', '2026-12-01')).toBe(-1);
    expect(nightsBetween('2026-02-30', '2026-03-02')).toBe(0);
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('keeps a stay bookable: from today, 1 to 30 nights', () => {
    expect(clampStay('2026-12-01', '2026-12-04', today)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-04' });
    expect(clampStay('2026-11-01', '2026-11-03', today)).toEqual({ checkIn: today, checkOut: '2026-11-26' });
    expect(clampStay('2026-12-01', '2026-12-01', today)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect(clampStay('2026-12-01', '2026-12-31', today).checkOut).toBe('2026-12-31');
    expect(clampStay('2026-12-01', '2027-01-01', today).checkOut).toBe('2026-12-02');
    expect(clampStay('nonsense', null, today)).toEqual({ checkIn: today, checkOut: '2026-11-26' });
  });

  it('keeps rooms 1-10, guests 1-20 and at least one guest per room', () => {
    expect(clampOccupancy(2, 3)).toEqual({ rooms: 2, guests: 3 });
    expect(clampOccupancy(3, 1)).toEqual({ rooms: 3, guests: 3 });
    expect(clampOccupancy(40, 99)).toEqual({ rooms: 10, guests: 20 });
    expect(clampOccupancy(Number.NaN, Number.NaN)).toEqual({ rooms: 1, guests: 2 });
  });

  it('reads a city or a position, and round-trips through the address', () => {
    const s = parseStay(
      params({ city: 'Chiang Mai', in: '2026-12-01', out: '2026-12-03', guests: '3', rooms: '2' }),
      today,
    );
    expect(s).toEqual({
      city: 'Chiang Mai',
      cityName: 'Chiang Mai',
      near: null,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      rooms: 2,
      guests: 3,
    });
    const f = parseStayFilters(params({ sort: 'priceAsc', stars: '5,4,9', score: '4.5', amen: 'pool,nope,free_wifi' }));
    expect(f).toEqual({
      sort: 'priceAsc',
      pmin: undefined,
      pmax: undefined,
      stars: [4, 5],
      score: 4.5,
      amenities: ['free_wifi', 'pool'],
    });
    const q = serializeStay(s, f);
    const back = new URLSearchParams(
      Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
    );
    expect(parseStay(back, today)).toEqual(s);
    expect(parseStayFilters(back)).toEqual(f);
    expect(filterCount(f)).toBe(3);

    const near = parseStay(
      params({ near: '13.7563,100.5018', city: 'Bangkok', in: '2026-12-01', out: '2026-12-02' }),
      today,
    );
    expect(near.near).toEqual({ latitude: 13.7563, longitude: 100.5018 });
    expect(near.city).toBe('');
    expect(parseStay(params({ near: '200,1' }), today).near).toBeNull();
  });

  it('drops a maximum price not above the minimum', () => {
    expect(parseStayFilters(params({ pmin: '5000', pmax: '4000' }))).toMatchObject({ pmin: 5000, pmax: undefined });
  });

  it('asks the search call for exactly the search and its filters', () => {
    const s = parseStay(params({ city: 'Bangkok', in: '2026-12-01', out: '2026-12-04', guests: '2' }), today);
    expect(toSearchRequest(s, parseStayFilters(params({ sort: 'distance', pmax: '300000', stars: '5' })))).toEqual({
      city: 'Bangkok',
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      rooms: 1,
      guests: 2,
      // Without a position there is nothing to measure from.
      sort: 'default',
      priceInterval: [null, 300000],
      stars: [5],
    });
    const near = { ...s, city: '', near: { latitude: 1, longitude: 2 } };
    expect(toSearchRequest(near, parseStayFilters(params({ sort: 'distance', score: '4' })))).toEqual({
      latitude: 1,
      longitude: 2,
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      rooms: 1,
      guests: 2,
      sort: 'distance',
      minRating: 4,
    });
  });
});

describe('stay of a hotel page', () => {
  it('reads the stay alone and writes it back', () => {
    const ask = parseStayAsk(params({ mid: '4', in: '2026-12-01', out: '2026-12-05', guests: '5' }), today);
    expect(ask).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-05', rooms: 1, guests: 5 });
    expect(serializeStayAsk(ask)).toEqual({ in: '2026-12-01', out: '2026-12-05', rooms: undefined, guests: 5 });
  });
});
