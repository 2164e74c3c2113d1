import { describe, expect, it } from 'vitest';
import { changeQuote, changeTerms, extraBaggageFee, FLIGHT_POLICY, refundQuote, refundTerms } from './flight.rules';

const departAt = new Date('2026-12-01T10:00:00Z');
const before = (ms: number) => new Date(departAt.getTime() - ms);
const H = 3_600_000;
const fare = { promo: false, departAt };

describe('changing a flight', () => {
  it.each([
    ['3 days before, first change', 72 * H, 0, { allowed: true, feeBp: 0 }],
    ['exactly 2 h before, first change', 2 * H, 0, { allowed: true, feeBp: 0 }],
    ['1 ms inside the last 2 h, first change', 2 * H - 1, 0, { allowed: true, feeBp: 1_000 }],
    ['3 days before, second change', 72 * H, 1, { allowed: true, feeBp: 1_000 }],
    ['1 ms before departure', 1, 0, { allowed: true, feeBp: 1_000 }],
    ['at departure', 0, 0, { allowed: false, reason: 'departed' }],
    ['after departure', -H, 0, { allowed: false, reason: 'departed' }],
  ])('%s', (_label, msBefore, changesMade, expected) => {
    expect(changeTerms({ ...fare, changesMade }, before(msBefore))).toEqual(expected);
  });

  it('a promo fare never changes', () => {
    expect(changeTerms({ promo: true, departAt, changesMade: 0 }, before(72 * H))).toEqual({
      allowed: false,
      reason: 'promo_fare',
    });
  });

  it('quotes the fee on the old tickets plus the fare difference, either way', () => {
    expect(changeQuote(10_000, 12_500, 1_000)).toEqual({ fee: 1_000, difference: 2_500, total: 3_500 });
    expect(changeQuote(10_000, 7_000, 1_000)).toEqual({ fee: 1_000, difference: -3_000, total: -2_000 });
    expect(changeQuote(10_000, 10_000, 0)).toEqual({ fee: 0, difference: 0, total: 0 });
  });
});

describe('refunding a flight', () => {
  it.each([
    ['a week before', 7 * 24 * H, { allowed: true, feeBp: 2_000 }],
    ['1 ms more than 24 h before', 24 * H + 1, { allowed: true, feeBp: 2_000 }],
    ['exactly 24 h before', 24 * H, { allowed: true, feeBp: 5_000 }],
    ['1 h before', H, { allowed: true, feeBp: 5_000 }],
    ['at departure', 0, { allowed: false, reason: 'departed' }],
    ['after departure', -1, { allowed: false, reason: 'departed' }],
  ])('%s', (_label, msBefore, expected) => {
    expect(refundTerms(fare, before(msBefore))).toEqual(expected);
  });

  it('a promo fare is never refunded', () => {
    expect(refundTerms({ promo: true, departAt }, before(7 * 24 * H))).toEqual({
      allowed: false,
      reason: 'promo_fare',
    });
  });

  it('returns the tickets less the fee, and the extras in full; fees round down', () => {
    expect(refundQuote({ tickets: 20_000, extras: 1_500 }, 2_000)).toEqual({ fee: 4_000, refund: 17_500 });
    expect(refundQuote({ tickets: 999, extras: 0 }, 5_000)).toEqual({ fee: 499, refund: 500 });
  });
});

describe('baggage', () => {
  it('has the free allowance of each cabin and the carry-on rule of the spec', () => {
    expect(FLIGHT_POLICY.baggageKg).toEqual({ economy: 20, business: 30, first: 40 });
    expect(FLIGHT_POLICY.carryOn).toEqual({ pieces: 1, kg: 7, sizeCm: '20x40x55' });
  });

  it('prices extra kilograms at 1.5% of the ticket per kg, rounded down', () => {
    expect(extraBaggageFee(10_000, 1)).toBe(150);
    expect(extraBaggageFee(10_000, 10)).toBe(1_500);
    expect(extraBaggageFee(3_333, 3)).toBe(149);
    expect(extraBaggageFee(10_000, 0)).toBe(0);
  });
});
