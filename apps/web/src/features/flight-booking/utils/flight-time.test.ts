import { describe, expect, it } from 'vitest';
import { addDays, airportClock, airportYmd, dayOffset, durationMinutes } from './flight-time';

describe('flight times', () => {
  it('reads an instant in the airport zone, not the device one', () => {
    expect(airportClock('2026-11-28T00:10:00.000Z', 'Asia/Bangkok', 'en-US')).toBe('07:10');
    expect(airportClock('2026-11-28T00:10:00.000Z', 'Asia/Tokyo', 'en-US')).toBe('09:10');
    expect(airportYmd('2026-11-27T20:00:00.000Z', 'Asia/Bangkok')).toBe('2026-11-28');
  });

  it('counts the days a red-eye lands later', () => {
    expect(dayOffset('2026-11-28T15:00:00Z', 'Asia/Bangkok', '2026-11-28T18:00:00Z', 'Asia/Tokyo')).toBe(1);
    expect(dayOffset('2026-11-28T00:10:00Z', 'Asia/Bangkok', '2026-11-28T01:20:00Z', 'Asia/Bangkok')).toBe(0);
  });

  it('measures duration and steps dates', () => {
    expect(durationMinutes('2026-11-28T00:10:00Z', '2026-11-28T01:20:00Z')).toBe(70);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });
});
