import { type Locale, type OrderDetail, OrderStatus, OrderType } from '@wayfare/contracts';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { flightSeats } from '../flight/flight-seats';
import { hotelRooms } from '../hotel/hotel-rooms';
import type { OrderDeps } from './order.deps';
import { orderRepository as repo } from './order.repository';
import { loadOrderDetail } from './order-query.service';
import { publishStatus } from './order-status';
import { payRequestRepository as payRequests } from './pay-request.repository';

/**
 * The owner cancels an unpaid order with a reason. One conditional UPDATE decides it (a payment racing it
 * either wins, and this answers OrderNotCancellable, or finds the order cancelled); in the same
 * transaction the stock, seats or nights go back and a friend's pay link stops working, as when the pay
 * window closes (jobs/order-expiry).
 */
export function createOrderCancelService(deps: Pick<OrderDeps, 'db' | 'events'>) {
  const { db, events } = deps;
  return {
    async cancel(userId: number, orderId: string, reason: string, locale: Locale): Promise<OrderDetail> {
      const oid = rowId(orderId, 'OrderNotFound');
      const cancelled = await inTransaction(db, async (tx) => {
        const row = await repo.cancel(tx, oid, userId, reason);
        if (!row) {
          // Not the caller's (or no such order) is "does not exist"; theirs but paid or over is the refusal.
          const own = await repo.byId(tx, oid, userId);
          return fail(own && own.userId === userId ? 'OrderNotCancellable' : 'OrderNotFound');
        }
        await repo.releaseStock(tx, [row.id]);
        if (row.type === OrderType.Flight) await flightSeats.release(tx, [row.id]);
        if (row.type === OrderType.Hotel) await hotelRooms.release(tx, [row.id]);
        await payRequests.cancelLive(tx, row.id);
        return row;
      });
      publishStatus(events, [{ userId, oid: cancelled.id, status: OrderStatus.Unpaid, type: cancelled.type }]);
      return loadOrderDetail(db, oid, userId, locale);
    },
  };
}
