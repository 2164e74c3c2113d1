import { describe, expect, it } from 'vitest';
import { zonedWhen } from './zoned-time';

describe('zonedWhen', () => {
  it("shows a moment on the given zone's clock, labelled with its offset, whatever the browser's zone", () => {
    const iso = '2031-03-19T18:00:00.000Z';
    expect(zonedWhen(iso, 'Asia/Bangkok')).toBe('2031-03-20 01:00 GMT+7');
    expect(zonedWhen(iso, 'Asia/Kolkata')).toBe('2031-03-19 23:30 GMT+5:30');
    expect(zonedWhen(iso, 'America/New_York')).toBe('2031-03-19 14:00 GMT-4');
  });
});
