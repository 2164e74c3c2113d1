import { describe, expect, it } from 'vitest';
import { dayOffset, dayOffsetText, durationParts, formatYmd, localParts, localTime } from './format';

describe('flight local times', () => {
  it('reads an instant on the clock of each airport, never the device', () => {
    // 00:10 UTC is 07:10 in Bangkok, 05:40 in Delhi, 19:10 the evening before in New York.
    expect(localTime('2026-11-28T00:10:00.000Z', 'Asia/Bangkok')).toBe('07:10');
    expect(localTime('2026-11-28T00:10:00.000Z', 'Asia/Kolkata')).toBe('05:40');
    expect(localParts('2026-11-28T00:10:00.000Z', 'America/New_York')).toEqual({ ymd: '2026-11-27', hm: '19:10' });
    expect(localTime('2026-11-28T17:00:00.000Z', 'Asia/Bangkok')).toBe('00:00');
  });

  it('marks an arrival on the next local day with +1', () => {
    // Bangkok 22:30 -> Chiang Mai 23:40 the same day; Bangkok 23:30 -> 00:40 the next day.
    expect(dayOffset('2026-11-28T15:30:00Z', 'Asia/Bangkok', '2026-11-28T16:40:00Z', 'Asia/Bangkok')).toBe(0);
    expect(dayOffset('2026-11-28T16:30:00Z', 'Asia/Bangkok', '2026-11-28T17:40:00Z', 'Asia/Bangkok')).toBe(1);
    expect(dayOffsetText(1)).toBe('+1');
    expect(dayOffsetText(0)).toBe('');
  });

  it('compares the local dates of two zones, not elapsed time', () => {
    // Delhi 23:00 -> Bangkok 04:30 next day is +1 though only 4 h pass.
    expect(dayOffset('2026-11-28T17:30:00Z', 'Asia/Kolkata', '2026-11-28T21:30:00Z', 'Asia/Bangkok')).toBe(1);
    // Bangkok 10:00 -> Los Angeles arriving the same calendar day after a 17 h flight.
    expect(dayOffset('2026-11-28T03:00:00Z', 'Asia/Bangkok', '2026-11-28T20:00:00Z', 'America/Los_Angeles')).toBe(0);
    // Shanghai 01:00 -> New York the evening before (crossing the date line westwards).
    expect(dayOffset('2026-11-27T17:00:00Z', 'Asia/Shanghai', '2026-11-27T23:00:00Z', 'America/New_York')).toBe(-1);
    expect(dayOffsetText(-1)).toBe('-1');
  });

  it('splits durations into hours and two-digit minutes', () => {
    expect(durationParts(70)).toEqual({ h: 1, m: '10' });
    expect(durationParts(125)).toEqual({ h: 2, m: '05' });
    expect(durationParts(0)).toEqual({ h: 0, m: '00' });
  });

  it('formats a local date as that calendar day in the UI language', () => {
    expect(formatYmd('2026-11-28', 'en-US')).toBe('Sat, Nov 28');
    expect(formatYmd('2026-11-28', 'zh-CN', 'day')).toBe('11/28');
    expect(formatYmd('nonsense', 'en-US')).toBe('');
  });
});
