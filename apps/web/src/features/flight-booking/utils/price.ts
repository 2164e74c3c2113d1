import { feeOf } from '@wayfare/contracts';

/** What a booking costs, every amount in minor units of the fare's currency. */
export type PriceBreakdown = {
  /** Per passenger. */
  ticketPrice: number;
  seats: number;
  /** ticketPrice x seats. */
  tickets: number;
  extraBaggageKg: number;
  /** The extra checked baggage, priced on one ticket. */
  extras: number;
  total: number;
};

/**
 * The fare policy's price of a booking, exactly as the server prices it: every passenger's ticket, plus
 * the extra checked baggage at `bpPerKg` basis points of the ticket price per kg, rounded down once
 * (fees never round against the traveller). The total is what `CreateOrder` is sent as `amount`.
 */
export function priceBreakdown(
  ticketPrice: number,
  seats: number,
  extraBaggageKg: number,
  bpPerKg: number,
): PriceBreakdown {
  const kg = Math.max(0, Math.trunc(extraBaggageKg) || 0);
  const tickets = ticketPrice * seats;
  const extras = kg > 0 ? feeOf(ticketPrice, bpPerKg * kg) : 0;
  return { ticketPrice, seats, tickets, extraBaggageKg: kg, extras, total: tickets + extras };
}

/** Passengers asked for in the link (`passengers=N`): 1 to 9, else 1. */
export function passengerCount(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 9 ? n : 1;
}
