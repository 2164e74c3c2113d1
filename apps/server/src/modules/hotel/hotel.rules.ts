import {
  type CancellationStep,
  type ErrorCodeName,
  feeOf,
  type HotelRate,
  HotelRates,
  type StayBreakdown,
} from '@wayfare/contracts';
import { addDays, localDate, parseYmd, ymdOf, zonedToUtc } from '../../lib/zoned-time';

/**
 * The hotel policy in one place: the stay rules every hotel call checks, the price breakdown of spec
 * section 3 (room fee per night x rooms, service fee, total) and each rate's cancellation timeline.
 * Fees are basis points rounded down (never against the guest).
 */
export const HOTEL_POLICY = {
  maxNights: 30,
  /** How far ahead a stay can start (availability is kept this far). */
  maxDaysAhead: 365,
  /** The non-refundable rate costs this much less per night. */
  nonRefundableDiscountBp: 1_000,
  /** Flexible rate: free cancellation until this long before the check-in time. */
  freeCancelHoursBefore: 72,
  /** Flexible rate: then this share of the total is kept until the check-in time; after it, all. */
  lateCancelFeeBp: 5_000,
} as const;

const HOUR_MS = 3_600_000;

export type Stay = { checkIn: string; checkOut: string; nights: string[] };

/**
 * The nights of a stay (the check-out day is not one), or the catalogue error of a bad stay: check-out
 * not after check-in, more than 30 nights, a check-in before `today` (a `YYYY-MM-DD` date).
 */
export function stayOf(
  checkIn: string,
  checkOut: string,
  today: string,
): { ok: true; stay: Stay } | { ok: false; error: ErrorCodeName; params?: Record<string, number> } {
  if (checkOut <= checkIn) return { ok: false, error: 'StayCheckOutNotAfterCheckIn' };
  if (checkIn < today) return { ok: false, error: 'StayInPast' };
  const nights: string[] = [];
  const first = parseYmd(checkIn);
  for (let i = 0; ; i++) {
    const night = ymdOf(addDays(first, i));
    if (night >= checkOut) break;
    if (i >= HOTEL_POLICY.maxNights)
      return { ok: false, error: 'StayTooLong', params: { max: HOTEL_POLICY.maxNights } };
    nights.push(night);
  }
  return { ok: true, stay: { checkIn, checkOut, nights } };
}

/** Today's date at a hotel (its time zone). */
export const hotelToday = (timezone: string, now: Date) => ymdOf(localDate(timezone, now.getTime()));

/** The earliest "today" anywhere (UTC-12), for searches across time zones. */
export const earliestToday = (now: Date) => ymdOf(localDate('Etc/GMT+12', now.getTime()));

/** The price of one room for one night under a rate. */
export const ratePrice = (nightPrice: number, rate: HotelRate) =>
  rate === 'non_refundable' ? nightPrice - feeOf(nightPrice, HOTEL_POLICY.nonRefundableDiscountBp) : nightPrice;

/** Spec section 3's breakdown: per-night prices of one room under the rate, x rooms, service fee, total. */
export function breakdownOf(
  nights: { date: string; price: number }[],
  rooms: number,
  serviceFeeBp: number,
  rate: HotelRate,
  unit: string,
): StayBreakdown {
  const priced = nights.map((n) => ({ date: n.date, price: ratePrice(n.price, rate) }));
  const roomFee = priced.reduce((sum, n) => sum + n.price, 0) * rooms;
  const serviceFee = feeOf(roomFee, serviceFeeBp);
  return { nights: priced, rooms, roomFee, serviceFee, total: roomFee + serviceFee, unit };
}

/** `HH:MM` as minutes since midnight. */
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The instant the stay starts: the check-in time on the check-in day, in the hotel's time zone. */
export const checkInInstant = (checkIn: string, checkInTime: string, timezone: string) =>
  zonedToUtc(timezone, parseYmd(checkIn), minutesOf(checkInTime));

/**
 * A rate's whole cancellation timeline for a stay costing `total`: flexible is free until 72 h before
 * the check-in time, then 50% until the check-in time, then non-refundable; non-refundable keeps all
 * from the start.
 */
export function cancellationTimeline(rate: HotelRate, total: number, checkInAt: Date): CancellationStep[] {
  const none: CancellationStep = { kind: 'non_refundable', until: null, feeBp: 10_000, fee: total, refund: 0 };
  if (rate === 'non_refundable') return [none];
  const freeUntil = new Date(checkInAt.getTime() - HOTEL_POLICY.freeCancelHoursBefore * HOUR_MS);
  const lateFee = feeOf(total, HOTEL_POLICY.lateCancelFeeBp);
  return [
    { kind: 'free', until: freeUntil.toISOString(), feeBp: 0, fee: 0, refund: total },
    {
      kind: 'fee',
      until: checkInAt.toISOString(),
      feeBp: HOTEL_POLICY.lateCancelFeeBp,
      fee: lateFee,
      refund: total - lateFee,
    },
    none,
  ];
}

/** The step in force at `now`: cancelling exactly at a step's `until` falls in the next step. */
export function stepAt(steps: CancellationStep[], now: Date): CancellationStep {
  const t = now.getTime();
  return steps.find((s) => s.until === null || t < Date.parse(s.until)) ?? steps[steps.length - 1]!;
}

/** The steps still ahead at `now` (what a screen shows before booking). */
export const stepsAhead = (steps: CancellationStep[], now: Date) =>
  steps.filter((s) => s.until === null || now.getTime() < Date.parse(s.until));

/** Beds of a room by its bed key: twin rooms have two, family rooms a king and two singles. */
export const bedsOf = (bed: string) => (bed === 'twin' ? 2 : bed === 'family' ? 3 : 1);

/** Rates in the order they are shown (cheapest first). */
export const RATES_SHOWN: readonly HotelRate[] = [...HotelRates].reverse();
