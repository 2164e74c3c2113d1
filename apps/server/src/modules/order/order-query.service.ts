import {
  type getOrderList,
  type getOrderNum,
  type Locale,
  type OrderDetail,
  OrderStatus,
  OrderType,
  type ParsedRequestOf,
  type ResponseOf,
} from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { distanceMeters } from '../../lib/geo';
import { rowId, rowIdOrNull } from '../../lib/ids';
import { ownedAddress } from '../address/address.service';
import { quoteById, toFx } from '../ledger/fx.service';
import { toAddress } from '../user/user.mapper';
import type { OrderDeps } from './order.deps';
import { toOrderDetail, toOrderSummary } from './order.mapper';
import { orderRepository as repo } from './order.repository';
import { inDeliveryRange, isAddressChangeableAt, isPayable } from './order.rules';
import { payRequestOf } from './pay-on-behalf.rules';
import { payRequestRepository as payRequests } from './pay-request.repository';

/**
 * One order as its detail page shows it, names in the viewer's `locale`; `userId` null skips the
 * visibility check (operators, jobs).
 */
export async function loadOrderDetail(
  db: Executor,
  oid: number,
  userId: number | null,
  locale: Locale,
): Promise<OrderDetail> {
  const order = (await repo.byId(db, oid, userId, locale)) ?? fail('OrderNotFound');
  const [items, passengers, merchant, payer, quote, request, refundRequest] = await Promise.all([
    repo.items(db, oid),
    repo.passengers(db, oid),
    order.merchantId === null ? Promise.resolve(null) : repo.merchant(db, order.merchantId),
    order.payerUserId === null ? Promise.resolve(null) : repo.publicUser(db, order.payerUserId),
    order.payQuoteId === null ? Promise.resolve(null) : quoteById(db, order.payQuoteId),
    payRequests.latestOf(db, oid),
    repo.latestRefundRequest(db, oid),
  ]);
  const payment = quote ? toFx(quote) : null;
  const now = new Date();
  const payRequest = request ? payRequestOf(request, now) : null;
  return toOrderDetail({ order, items, passengers, merchant, payer, payment, payRequest, refundRequest, now, locale });
}

export function createOrderQueryService(deps: OrderDeps) {
  const { db } = deps;

  return {
    detail: (oid: string, userId: number, locale: Locale) =>
      loadOrderDetail(db, rowId(oid, 'OrderNotFound'), userId, locale),

    async list(
      userId: number,
      body: ParsedRequestOf<typeof getOrderList>,
      locale: Locale,
    ): Promise<ResponseOf<typeof getOrderList>> {
      const { page, limt } = body;
      const offset = (page - 1) * limt;
      const filter = { tab: body.status, type: body.pType };
      const { rows, total } = await repo.page(db, userId, filter, offset, limt, locale);
      const now = new Date();
      return {
        list: rows.map((r) => toOrderSummary(r, now)),
        total,
        page,
        limt,
        hasMore: offset + rows.length < total,
      };
    },

    /** In the order asked; ids the caller may not see (or that do not exist) are left out. */
    async search(userId: number, oids: string[], locale: Locale) {
      const ids = [...new Set(oids.map(rowIdOrNull))].filter((n): n is number => n !== null);
      const rows = await repo.many(db, userId, ids, locale);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const now = new Date();
      return {
        list: ids.flatMap((id) => {
          const r = byId.get(id);
          return r ? [toOrderSummary(r, now)] : [];
        }),
      };
    },

    counts: (userId: number): Promise<ResponseOf<typeof getOrderNum>> => repo.counts(db, userId),

    /**
     * A new delivery address for a takeout order, until a rider heads to the merchant. The address must be
     * the caller's and inside the merchant's range, exactly as when ordering.
     */
    async setReceiving(userId: number, orderId: string, addressId: string, locale: Locale): Promise<OrderDetail> {
      const oid = rowId(orderId, 'OrderNotFound');
      await inTransaction(db, async (tx) => {
        const order = (await repo.lockOwned(tx, oid, userId)) ?? fail('OrderNotFound');
        if (order.type !== OrderType.Takeout || order.merchantId === null) fail('InvalidState');
        if (order.status === OrderStatus.Completed) fail('OrderCompleted');
        if (!isAddressChangeableAt(order.status)) fail('InvalidState');
        if (order.status === OrderStatus.Unpaid && !isPayable(order, new Date())) fail('PayRequestExpired');
        const address = (await ownedAddress(tx, userId, addressId)) ?? fail('SelectItemsOrAddress');
        const merchant = (await repo.merchant(tx, order.merchantId!)) ?? fail('NotFound');
        const distance = distanceMeters(address.latitude, address.longitude, merchant.latitude, merchant.longitude);
        if (!inDeliveryRange(merchant.deliveryRadiusM, distance)) fail('OutOfRange');
        await repo.setAddress(tx, oid, address.id, toAddress(address));
      });
      return loadOrderDetail(db, oid, userId, locale);
    },
  };
}
