import { describe, expect, it } from 'vitest';
import { clockText, nextOpenText, todayHoursText, weekdayIn } from './opening-hours';

describe('opening hours', () => {
  const hours = [
    { days: [0, 1, 2, 3, 4, 5, 6], open: 17 * 60, close: 22 * 60 },
    { days: [0, 1, 2, 3, 4, 5, 6], open: 11 * 60, close: 14 * 60 + 30 },
    { days: [1], open: 23 * 60, close: 2 * 60 },
  ];
  // Monday 2025-03-03 10:00 in Bangkok.
  const monday = new Date('2025-03-03T03:00:00Z');

  it('reads the weekday on the merchant clock', () => {
    expect(weekdayIn('Asia/Bangkok', monday)).toBe(1);
    expect(weekdayIn('America/Los_Angeles', monday)).toBe(0);
  });

  it("lists today's windows in order, wrapping past midnight", () => {
    expect(todayHoursText(hours, 'Asia/Bangkok', monday)).toBe('11:00–14:30, 17:00–22:00, 23:00–02:00');
    expect(todayHoursText([], 'Asia/Bangkok', monday)).toBe('');
    expect(clockText(1440)).toBe('24:00');
  });

  it('says when a closed merchant opens, with the day only when it is not today', () => {
    expect(nextOpenText('2025-03-03T04:00:00Z', 'Asia/Bangkok', 'en-GB', monday)).toBe('11:00');
    expect(nextOpenText('2025-03-04T04:00:00Z', 'Asia/Bangkok', 'en-GB', monday)).toBe('Tue 11:00');
    expect(nextOpenText(null, 'Asia/Bangkok', 'en-GB', monday)).toBeNull();
  });
});
