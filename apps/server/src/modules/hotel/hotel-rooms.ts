import type { Executor } from '../../db/client';
import { hotelRepository as repo } from './hotel.repository';

/**
 * The hotel module's rooms, for the order module: a hotel's profile, a room type and its nights as they
 * are, nights taken atomically for an order, and given back once when the order no longer holds them.
 */
export const hotelRooms = {
  profile: (db: Executor, merchantId: number) => repo.profile(db, merchantId),
  roomType: (db: Executor, productId: number) => repo.roomType(db, productId),
  nights: (db: Executor, merchantId: number, checkIn: string, checkOut: string) =>
    repo.nights(db, merchantId, checkIn, checkOut),

  /**
   * Takes `rooms` of every night of the stay for the order, or nothing: null when some night has fewer
   * free (the caller fails, rolling the transaction back). Answers the nights taken with their prices.
   */
  async take(
    tx: Executor,
    want: { orderId: number; productId: number; checkIn: string; checkOut: string; rooms: number; nights: number },
  ) {
    const taken = await repo.take(tx, want.productId, want.checkIn, want.checkOut, want.rooms);
    if (taken.length !== want.nights) return null;
    await repo.insertBooking(tx, {
      orderId: want.orderId,
      productId: want.productId,
      checkIn: want.checkIn,
      checkOut: want.checkOut,
      rooms: want.rooms,
    });
    return taken.sort((a, b) => (a.night < b.night ? -1 : 1));
  },

  release: (tx: Executor, orderIds: number[]) => repo.release(tx, orderIds),
};
