import { randomInt } from 'node:crypto';
import type { Cabin } from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { type BookableFare, seatRepository as repo } from './flight.repository';

/** Booking references avoid letters and digits that read alike (0/O, 1/I/L). */
const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newBookingRef = () => Array.from({ length: 6 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');

/** Bookings close this long before departure. */
export const BOOKING_CUTOFF_MS = 60 * 60_000;

export type { BookableFare };

/**
 * The flight module's seats, for the order module: a fare as it is, seats taken atomically for an order
 * (with its booking reference), and given back once when the order no longer holds them.
 */
export const flightSeats = {
  fare: (db: Executor, ticketId: number, cabin: Cabin) => repo.fare(db, ticketId, cabin),

  /** Takes the seats in one conditional update: the fare as taken, or null when fewer seats are left. */
  take: (tx: Executor, want: { ticketId: number; cabin: Cabin; seats: number }) =>
    repo.take(tx, want.ticketId, want.cabin, want.seats),

  /** Records the seats taken against the order, under a new booking reference (returned). */
  async record(tx: Executor, orderId: number, fare: BookableFare, seats: number): Promise<string> {
    for (;;) {
      const bookingRef = newBookingRef();
      const stored = await repo.insertBooking(tx, {
        orderId,
        ticketId: fare.ticketId,
        cabin: fare.cabin,
        seats,
        ticketPrice: fare.price,
        promo: fare.promo,
        bookingRef,
      });
      if (stored) return bookingRef;
    }
  },

  /** Moves the order's seats (already taken on `to`) to that fare; answers the changes made so far. */
  move: (tx: Executor, orderId: number, to: BookableFare, ticketPrice: number) =>
    repo.move(tx, orderId, { ticketId: to.ticketId, cabin: to.cabin, ticketPrice, promo: to.promo }),

  release: (tx: Executor, orderIds: number[]) => repo.release(tx, orderIds),
};
