import { OrderType } from '@wayfare/contracts';
import { inTransaction } from '../db/tx';
import { flightSeats } from '../modules/flight/flight-seats';
import { hotelRooms } from '../modules/hotel/hotel-rooms';
import type { OrderDeps } from '../modules/order/order.deps';
import { orderRepository as repo } from '../modules/order/order.repository';

const BATCH = 200;

/**
 * Unpaid orders past ORDER_PAY_MINUTES can no longer be paid and give their stock (flight seats, hotel nights) back. Claimed with
 * `FOR UPDATE SKIP LOCKED` in the same transaction that releases the stock, so any number of instances
 * may run it and stock is released once. A payment racing the expiry either commits first (the order is
 * paid, not expired) or finds the order cancelled.
 */
export function createOrderExpiry(deps: Pick<OrderDeps, 'db'>) {
  return {
    async tick(now: Date | null = null): Promise<{ expired: number }> {
      let expired = 0;
      for (;;) {
        const rows = await inTransaction(deps.db, async (tx) => {
          const due = await repo.expire(tx, BATCH, now);
          await repo.releaseStock(
            tx,
            due.map((r) => r.id),
          );
          await flightSeats.release(
            tx,
            due.filter((r) => r.type === OrderType.Flight).map((r) => r.id),
          );
          await hotelRooms.release(
            tx,
            due.filter((r) => r.type === OrderType.Hotel).map((r) => r.id),
          );
          return due;
        });
        expired += rows.length;
        if (rows.length < BATCH) break;
      }
      return { expired };
    },
  };
}
