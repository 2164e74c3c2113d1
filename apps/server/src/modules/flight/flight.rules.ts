import { type Cabin, feeOf } from '@wayfare/contracts';

/**
 * The flight policy of spec section 9, in one place: the search and detail screens show it, booking
 * prices extra baggage with it, and change and refund quotes are computed by it. Every fee is basis
 * points of the ticket price, rounded down (never against the traveller).
 */
export const FLIGHT_POLICY = {
  baggageKg: { economy: 20, business: 30, first: 40 } satisfies Record<Cabin, number>,
  carryOn: { pieces: 1, kg: 7, sizeCm: '20x40x55' },
  /** Extra checked baggage bought at booking: 1.5% of the ticket price per kg. */
  overweightFeeBpPerKg: 150,
  /** The first change is free up to this long before departure. */
  freeChangeHoursBefore: 2,
  /** Any other change before departure. */
  changeFeeBp: 1_000,
  refundFeeBpOver24h: 2_000,
  refundFeeBpWithin24h: 5_000,
} as const;

const HOUR_MS = 3_600_000;

/** Extra checked baggage for one passenger: `kg` at 1.5% of that passenger's ticket price per kg. */
export const extraBaggageFee = (ticketPrice: number, kg: number) =>
  feeOf(ticketPrice, FLIGHT_POLICY.overweightFeeBpPerKg * kg);

/** Why a change or refund is not possible. */
export type FlightRefusal = 'promo_fare' | 'departed';

export type FlightTerms = { allowed: true; feeBp: number } | { allowed: false; reason: FlightRefusal };

type Booking = {
  /** The fare was a promo fare: neither changeable nor refundable. */
  promo: boolean;
  departAt: Date;
};

/**
 * Changing to another flight of the same route: the first change made at least 2 h before departure is
 * free; any other change before departure costs 10%; promo fares and departed flights cannot change.
 */
export function changeTerms(booking: Booking & { changesMade: number }, now: Date): FlightTerms {
  if (booking.promo) return { allowed: false, reason: 'promo_fare' };
  const left = booking.departAt.getTime() - now.getTime();
  if (left <= 0) return { allowed: false, reason: 'departed' };
  const free = booking.changesMade === 0 && left >= FLIGHT_POLICY.freeChangeHoursBefore * HOUR_MS;
  return { allowed: true, feeBp: free ? 0 : FLIGHT_POLICY.changeFeeBp };
}

/**
 * Refunding: 20% of the ticket price more than 24 h before departure, 50% within the last 24 h (exactly
 * 24 h before counts as within), nothing after departure; promo fares are not refundable.
 */
export function refundTerms(booking: Booking, now: Date): FlightTerms {
  if (booking.promo) return { allowed: false, reason: 'promo_fare' };
  const left = booking.departAt.getTime() - now.getTime();
  if (left <= 0) return { allowed: false, reason: 'departed' };
  return {
    allowed: true,
    feeBp: left > 24 * HOUR_MS ? FLIGHT_POLICY.refundFeeBpOver24h : FLIGHT_POLICY.refundFeeBpWithin24h,
  };
}

/**
 * What a refund of a paid booking returns: the tickets less the fee on the tickets; extras bought with
 * the tickets (baggage) come back in full, since they are not flown.
 */
export function refundQuote(paid: { tickets: number; extras: number }, feeBp: number) {
  const fee = feeOf(paid.tickets, feeBp);
  return { fee, refund: paid.tickets + paid.extras - fee };
}

/**
 * What a change to another flight costs: the fee on the old tickets plus the fare difference. A negative
 * total is returned to the traveller (the new fare is cheaper by more than the fee).
 */
export function changeQuote(oldTickets: number, newTickets: number, feeBp: number) {
  const fee = feeOf(oldTickets, feeBp);
  const difference = newTickets - oldTickets;
  return { fee, difference, total: fee + difference };
}
