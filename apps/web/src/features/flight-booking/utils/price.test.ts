import { describe, expect, it } from 'vitest';
import { passengerCount, priceBreakdown } from './price';

describe('priceBreakdown', () => {
  it('charges every passenger a ticket and nothing else without extra baggage', () => {
    expect(priceBreakdown(186_000, 2, 0, 150)).toEqual({
      ticketPrice: 186_000,
      seats: 2,
      tickets: 372_000,
      extraBaggageKg: 0,
      extras: 0,
      total: 372_000,
    });
  });

  it('prices extra baggage at 1.5% of one ticket per kg, rounded down', () => {
    // 186,000 x 150 x 5 / 10,000 = 13,950
    expect(priceBreakdown(186_000, 2, 5, 150)).toMatchObject({ extras: 13_950, total: 385_950 });
    // 99,999 x 150 x 3 / 10,000 = 4,499.955 -> 4,499 (never against the traveller)
    expect(priceBreakdown(99_999, 1, 3, 150)).toMatchObject({ extras: 4_499, total: 104_498 });
  });

  it('reads a bad kg as none', () => {
    expect(priceBreakdown(1000, 1, Number.NaN, 150)).toMatchObject({ extraBaggageKg: 0, extras: 0, total: 1000 });
    expect(priceBreakdown(1000, 1, -4, 150)).toMatchObject({ extraBaggageKg: 0, extras: 0 });
  });
});

describe('passengerCount', () => {
  it('takes 1 to 9 from the link, else 1', () => {
    expect(passengerCount('2')).toBe(2);
    expect(passengerCount('9')).toBe(9);
    expect(passengerCount('10')).toBe(1);
    expect(passengerCount('0')).toBe(1);
    expect(passengerCount('x')).toBe(1);
    expect(passengerCount(undefined)).toBe(1);
  });
});
