import { describe, expect, it } from 'vitest';
import {
  breakdownOf,
  cancellationTimeline,
  checkInInstant,
  HOTEL_POLICY,
  ratePrice,
  stayOf,
  stepAt,
  stepsAhead,
} from '../src/modules/hotel/hotel.rules';

const H = 3_600_000;

describe('stay rules', () => {
  it('lists the nights of a stay, the check-out day not among them', () => {
    expect(stayOf('2026-12-30', '2027-01-02', '2026-12-01')).toEqual({
      ok: true,
      stay: { checkIn: '2026-12-30', checkOut: '2027-01-02', nights: ['2026-12-30', '2026-12-31', '2027-01-01'] },
    });
  });

  it.each([
    ['check-out on check-in', '2026-12-10', '2026-12-10', 'StayCheckOutNotAfterCheckIn'],
    ['check-out before check-in', '2026-12-10', '2026-12-09', 'StayCheckOutNotAfterCheckIn'],
    ['31 nights', '2026-12-10', '2027-01-10', 'StayTooLong'],
    ['check-in yesterday', '2026-11-30', '2026-12-02', 'StayInPast'],
  ])('refuses %s', (_label, checkIn, checkOut, error) => {
    expect(stayOf(checkIn, checkOut, '2026-12-01')).toMatchObject({ ok: false, error });
  });

  it('accepts exactly 30 nights and a check-in today', () => {
    const r = stayOf('2026-12-01', '2026-12-31', '2026-12-01');
    expect(r.ok && r.stay.nights.length).toBe(HOTEL_POLICY.maxNights);
  });
});

describe('price breakdown (spec section 3)', () => {
  const nights = [
    { date: '2026-12-03', price: 5_200_00 },
    { date: '2026-12-04', price: 6_240_00 },
    { date: '2026-12-05', price: 6_240_00 },
  ];

  it('room fee per night x rooms, service fee on the room fee, total = their sum', () => {
    const b = breakdownOf(nights, 2, 1_000, 'flexible', 'THB');
    expect(b.nights.map((n) => n.price)).toEqual([520_000, 624_000, 624_000]);
    expect(b.roomFee).toBe((520_000 + 624_000 + 624_000) * 2);
    expect(b.serviceFee).toBe(Math.floor(b.roomFee / 10));
    expect(b.total).toBe(b.roomFee + b.serviceFee);
    expect(b.unit).toBe('THB');
  });

  it('the non-refundable rate is 10% less per night, rounded in the guest favour, and still sums', () => {
    const b = breakdownOf([{ date: '2026-12-03', price: 1_001 }], 3, 1_200, 'non_refundable', 'INR');
    expect(ratePrice(1_001, 'non_refundable')).toBe(901);
    expect(b.roomFee).toBe(901 * 3);
    expect(b.serviceFee).toBe(Math.floor((901 * 3 * 1_200) / 10_000));
    expect(b.total).toBe(b.roomFee + b.serviceFee);
  });
});

describe('cancellation timeline', () => {
  // Check-in 14:00 in Bangkok (UTC+7) = 07:00 UTC.
  const checkInAt = checkInInstant('2026-12-10', '14:00', 'Asia/Bangkok');
  const total = 123_457;
  const flexible = cancellationTimeline('flexible', total, checkInAt);
  const at = (msBefore: number) => new Date(checkInAt.getTime() - msBefore);

  it('starts at the hotel check-in time, in its time zone', () => {
    expect(checkInAt.toISOString()).toBe('2026-12-10T07:00:00.000Z');
  });

  it('flexible: free until 72 h before, then 50%, then nothing back', () => {
    expect(flexible).toEqual([
      { kind: 'free', until: '2026-12-07T07:00:00.000Z', feeBp: 0, fee: 0, refund: total },
      { kind: 'fee', until: '2026-12-10T07:00:00.000Z', feeBp: 5_000, fee: 61_728, refund: total - 61_728 },
      { kind: 'non_refundable', until: null, feeBp: 10_000, fee: total, refund: 0 },
    ]);
  });

  it.each([
    ['a week before', 7 * 24 * H, 'free', 0],
    ['1 ms before the free limit', 72 * H + 1, 'free', 0],
    ['exactly at the free limit', 72 * H, 'fee', 61_728],
    ['1 ms before check-in', 1, 'fee', 61_728],
    ['exactly at check-in', 0, 'non_refundable', total],
    ['after check-in', -5 * H, 'non_refundable', total],
  ])('%s: %s', (_label, msBefore, kind, fee) => {
    const step = stepAt(flexible, at(msBefore));
    expect(step.kind).toBe(kind);
    expect(step.fee).toBe(fee);
    expect(step.fee + step.refund).toBe(total);
  });

  it('non-refundable keeps everything from the start', () => {
    const steps = cancellationTimeline('non_refundable', total, checkInAt);
    expect(steps).toEqual([{ kind: 'non_refundable', until: null, feeBp: 10_000, fee: total, refund: 0 }]);
    expect(stepAt(steps, at(30 * 24 * H)).refund).toBe(0);
  });

  it('shows only the steps still ahead', () => {
    expect(stepsAhead(flexible, at(10 * H)).map((s) => s.kind)).toEqual(['fee', 'non_refundable']);
    expect(stepsAhead(flexible, at(100 * H)).map((s) => s.kind)).toEqual(['free', 'fee', 'non_refundable']);
  });
});
