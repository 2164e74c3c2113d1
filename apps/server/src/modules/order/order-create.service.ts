import {
  type createOrder,
  type getDelivery,
  type Locale,
  MerchantType,
  type OrderDetail,
  OrderType,
  type ParsedRequestOf,
  type ResponseOf,
} from '@wayfare/contracts';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { distanceMeters } from '../../lib/geo';
import { rowId } from '../../lib/ids';
import { chosenPoint, ownedAddress } from '../address/address.service';
import { isMerchantOpen } from '../product/merchant-card';
import { toAddress } from '../user/user.mapper';
import type { OrderDeps } from './order.deps';
import { orderRepository as repo } from './order.repository';
import { CART_MAX_ITEMS, etaMinutes, inDeliveryRange } from './order.rules';
import { createOrderFlightService } from './order-flight.service';
import { createOrderHotelService } from './order-hotel.service';
import { failAmountChanged, priceLines, quantitiesByProduct, takeoutChanges } from './order-pricing';
import { loadOrderDetail } from './order-query.service';
import { publishStatus } from './order-status';

type CreateBody = ParsedRequestOf<typeof createOrder>;

export function createOrderCreateService(deps: OrderDeps) {
  const { db, config, events } = deps;
  const flights = createOrderFlightService(deps);
  const hotels = createOrderHotelService(deps);

  return {
    /** Fee, distance and range before the cart is built; out of range is `inRange: false`, not an error. */
    async delivery(userId: number, body: ParsedRequestOf<typeof getDelivery>): Promise<ResponseOf<typeof getDelivery>> {
      const [merchant, point] = await Promise.all([
        repo.merchant(db, rowId(body.mid)),
        chosenPoint(db, userId, body, false),
      ]);
      if (!merchant || merchant.type !== MerchantType.Food) return fail('NotFound');
      if (!point) return fail('SelectItemsOrAddress');
      const distance = distanceMeters(point.latitude, point.longitude, merchant.latitude, merchant.longitude);
      return {
        mid: String(merchant.id),
        addressId: point.address ? String(point.address.id) : null,
        inRange: inDeliveryRange(merchant.deliveryRadiusM, distance),
        distance,
        radius: merchant.deliveryRadiusM,
        deliveryFee: merchant.deliveryFee,
        minOrder: merchant.minOrder,
        unit: merchant.currency,
        etaMinutes: etaMinutes(distance),
        open: isMerchantOpen(merchant, new Date()),
      };
    },

    /**
     * A takeout order, priced by the server alone. Checks, in the order a user would fix them: the address
     * is theirs, the vendor is open, the address is in range, the items exist as chosen, the minimum order,
     * the client's total. Limited stock is taken with conditional updates in product order inside the
     * order's transaction, so concurrent orders never oversell and never deadlock.
     */
    async create(userId: number, body: CreateBody, locale: Locale): Promise<OrderDetail> {
      if (body.pType === OrderType.Flight) return flights.create(userId, body, locale);
      if (body.pType === OrderType.Hotel) return hotels.create(userId, body, locale);
      if (body.pType !== OrderType.Takeout) return fail('ParameterError', { fields: 'pType' });
      if (body.mid === undefined || body.addressId === undefined || body.products.length === 0) {
        return fail('SelectItemsOrAddress');
      }
      const mid = rowId(body.mid);
      const [merchant, address, rows] = await Promise.all([
        repo.merchant(db, mid),
        ownedAddress(db, userId, body.addressId),
        repo.products(db, mid, [...new Set(body.products.map((p) => Number(p.pid)))]),
      ]);
      if (!merchant || merchant.type !== MerchantType.Food) return fail('NotFound');
      if (!address) return fail('SelectItemsOrAddress');
      if (!isMerchantOpen(merchant, new Date())) return fail('VendorClosed');
      const distance = distanceMeters(address.latitude, address.longitude, merchant.latitude, merchant.longitude);
      if (!inDeliveryRange(merchant.deliveryRadiusM, distance)) return fail('OutOfRange');

      const lines = priceLines(body.products, new Map(rows.map((r) => [r.id, r])), locale);
      const quantities = quantitiesByProduct(lines);
      const totalItems = lines.reduce((n, l) => n + l.quantity, 0);
      if (totalItems > CART_MAX_ITEMS) return fail('ParameterError', { fields: 'products' });
      for (const l of lines) {
        if (l.stock !== null && l.stock < (quantities.get(l.productId) ?? 0)) return fail('ProductException');
      }
      const itemsTotal = lines.reduce((n, l) => n + l.subtotal, 0);
      if (itemsTotal < merchant.minOrder) {
        return fail('AmountLimit', { minOrder: merchant.minOrder, unit: merchant.currency });
      }
      const amount = itemsTotal + merchant.deliveryFee;
      if (body.amount !== amount) {
        return failAmountChanged({
          amount,
          currency: merchant.currency,
          previous: body.amount,
          breakdown: { itemsTotal, deliveryFee: merchant.deliveryFee },
          changes: takeoutChanges(body, lines, merchant.deliveryFee),
        });
      }

      const limited = [...quantities.entries()]
        .filter(([pid]) => lines.find((l) => l.productId === pid)?.stock !== null)
        .sort(([a], [b]) => a - b);
      const order = await inTransaction(db, async (tx) => {
        for (const [pid, quantity] of limited) {
          if (!(await repo.takeStock(tx, pid, quantity))) fail('ProductException');
        }
        const row = await repo.insertOrder(
          tx,
          {
            userId,
            merchantId: mid,
            type: OrderType.Takeout,
            currency: merchant.currency,
            itemsTotal,
            deliveryFee: merchant.deliveryFee,
            amount,
            addressId: address.id,
            addressSnapshot: toAddress(address),
            remark: body.remark,
          },
          config.ORDER_PAY_MINUTES,
        );
        await repo.insertItems(
          tx,
          lines.map((l) => ({
            orderId: row.id,
            productId: l.productId,
            name: l.name,
            image: l.image,
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            specs: l.specs,
            texts: l.texts,
            subtotal: l.subtotal,
          })),
        );
        return row;
      });
      publishStatus(events, [{ userId, oid: order.id, status: order.status, type: order.type }]);
      return loadOrderDetail(db, order.id, userId, locale);
    },
  };
}
