import { describe, expect, it } from 'vitest';
import { daysAgo, formatClock, formatDateTime, formatDistance, formatListTime, formatZoned } from './format';

describe('formatDistance', () => {
  it('uses metres under 1 km and km with one decimal above', () => {
    expect(formatDistance(0)).toEqual({ value: '0', unit: 'm' });
    expect(formatDistance(999.4)).toEqual({ value: '999', unit: 'm' });
    expect(formatDistance(1000)).toEqual({ value: '1.0', unit: 'km' });
    expect(formatDistance(12_345)).toEqual({ value: '12.3', unit: 'km' });
  });
  it('has nothing to show without a distance', () => {
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(Number.NaN)).toBeNull();
  });
});

describe('date and time formatters', () => {
  const now = new Date(2025, 4, 12, 18, 0);
  const at = (d: number, h: number, m: number, y = 2025) => new Date(y, 4, d, h, m).toISOString();

  it('the chat list and every other screen show a clock time the same way', () => {
    const today = at(12, 16, 6);
    expect(formatListTime(today, 'en-US', 'Yesterday', now)).toMatch(/^4:06\sPM$/);
    expect(formatClock(today, 'en-US', now)).toBe(formatListTime(today, 'en-US', 'Yesterday', now));
    expect(formatClock(today, 'th-TH', now)).toBe('16:06');
  });

  it('adds the date on another day and the year in another year', () => {
    expect(formatListTime(at(11, 9, 0), 'en-US', 'Yesterday', now)).toBe('Yesterday');
    expect(formatListTime(at(8, 9, 0), 'en-US', 'Yesterday', now)).toBe('Thu');
    expect(formatListTime(at(1, 9, 0), 'en-US', 'Yesterday', now)).toBe('May 1');
    expect(formatListTime(at(1, 9, 0, 2024), 'en-US', 'Yesterday', now)).toBe('May 1, 2024');
    expect(formatClock(at(10, 9, 5), 'en-US', now)).toMatch(/^May 10, 9:05\sAM$/);
    expect(formatClock(at(10, 9, 5, 2024), 'en-US', now)).toMatch(/^May 10, 2024, 9:05\sAM$/);
    expect(formatDateTime(at(10, 9, 5), 'en-US')).toMatch(/^May 10, 2025, 9:05\sAM$/);
  });

  it('keeps Gregorian years and Latin digits in every language, and shows nothing for a bad date', () => {
    expect(formatDateTime(at(10, 9, 5), 'th-TH')).toContain('2025');
    expect(formatDateTime(at(10, 9, 5), 'hi-IN')).toContain('2025');
    expect(formatDateTime(at(10, 9, 5), 'hi-IN')).not.toMatch(/[\u0966-\u096f]/);
    expect(formatClock('not a date', 'en-US', now)).toBe('');
    expect(formatDateTime(null, 'en-US')).toBe('');
    expect(daysAgo(new Date(2025, 4, 11, 23, 59), now)).toBe(1);
  });
});

describe('formatZoned', () => {
  it('reads an instant on the clock of its place', () => {
    expect(formatZoned('2026-11-28T07:00:00.000Z', 'Asia/Bangkok', 'en-US')).toBe('Sat, Nov 28 14:00');
    expect(formatZoned('2026-11-28T20:30:00.000Z', 'Asia/Kolkata', 'en-US')).toBe('Sun, Nov 29 02:00');
    expect(formatZoned('nope', 'Asia/Bangkok', 'en-US')).toBe('');
  });
});
