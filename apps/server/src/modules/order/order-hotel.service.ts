import { randomInt } from 'node:crypto';
import {
  type createOrder,
  type HotelDetails,
  type Locale,
  MerchantType,
  type OrderDetail,
  OrderType,
  type ParsedRequestOf,
  type StayBreakdown,
} from '@wayfare/contracts';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { pick } from '../../lib/locale';
import { breakdownOf, cancellationTimeline, checkInInstant, hotelToday, stepAt } from '../hotel/hotel.rules';
import { checkedStay, roomAttrs } from '../hotel/hotel.service';
import { hotelRooms } from '../hotel/hotel-rooms';
import type { StoredHotelDetails } from './hotel-details';
import type { OrderDeps } from './order.deps';
import { orderRepository as repo } from './order.repository';
import { failAmountChanged } from './order-pricing';
import { loadOrderDetail } from './order-query.service';
import { publishStatus } from './order-status';

type CreateBody = ParsedRequestOf<typeof createOrder>;

/** Voucher codes avoid letters and digits that read alike (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newVoucherCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** "Amount exception" for a stay whose price is not the one shown: each night's price now is what changed. */
const failStayPrice = (stay: StayBreakdown, previous: number) =>
  failAmountChanged({
    amount: stay.total,
    currency: stay.unit,
    previous,
    breakdown: { roomFee: stay.roomFee, serviceFee: stay.serviceFee },
    changes: stay.nights.map((n) => ({ kind: 'night', date: n.date, now: n.price })),
  });

/** The hotel booking an order keeps in its details. */

/**
 * What cancelling a paid hotel booking returns at `now`: the step of its rate's timeline in force (free,
 * a fee, or nothing back once the check-in time has passed), with the booking's exact amounts.
 */
export function hotelRefundTerms(hotel: HotelDetails, now: Date) {
  const step = stepAt(hotel.cancellation, now);
  return { feeBp: step.feeBp, fee: step.fee, refundAmount: step.refund };
}

/**
 * Hotel orders: a room type for a stay, priced night by night by the server (weekend rates, the rate
 * plan, service fee); the client's total must agree. In the order's transaction every night of the stay
 * loses `rooms` free rooms in one conditional update, or the order is not made, so concurrent bookings
 * never overbook a night; the check-out day is not a night. An unpaid order that expires gives its
 * nights back (jobs/order-expiry), as does a refund.
 */
export function createOrderHotelService(deps: OrderDeps) {
  const { db, config, events } = deps;

  return {
    async create(userId: number, body: CreateBody, locale: Locale): Promise<OrderDetail> {
      const want = body.hotel ?? fail('SelectItemsOrAddress');
      const line = body.products[0];
      if (body.mid === undefined || !line || body.products.length !== 1) return fail('SelectItemsOrAddress');
      if (body.passengers.length === 0) return fail('SelectItemsOrAddress');
      const mid = rowId(body.mid);
      const pid = rowId(line.pid);
      const rooms = line.quantity;
      const [merchant, room] = await Promise.all([repo.merchant(db, mid), hotelRooms.roomType(db, pid)]);
      if (!merchant || merchant.type !== MerchantType.Hotel || merchant.paused) return fail('NotFound');
      if (!room || room.merchantId !== mid || !room.onSale) return fail('ProductException');
      const now = new Date();
      const stay = checkedStay(want.checkIn, want.checkOut, hotelToday(merchant.timezone, now));
      const attrs = roomAttrs(room);
      const guests = body.passengers.length;
      if (guests > attrs.maxGuests * rooms) fail('TooManyGuests', { max: attrs.maxGuests * rooms });
      if (rooms > 10) fail('ParameterError', { fields: 'quantity' });
      const [profile, seen] = await Promise.all([
        hotelRooms.profile(db, mid),
        hotelRooms.nights(db, mid, stay.checkIn, stay.checkOut),
      ]);
      const nightsOf = <T extends { productId: number }>(rows: T[]) => rows.filter((n) => n.productId === pid);
      const shown = nightsOf(seen);
      const leftOf = (rows: { available: number }[]) =>
        rows.length === stay.nights.length ? Math.min(...rows.map((n) => n.available)) : 0;
      if (shown.length !== stay.nights.length || leftOf(shown) < rooms) {
        fail('RoomsUnavailable', { left: leftOf(shown) });
      }
      const priceOf = (rows: { night: string; price: number }[]) =>
        breakdownOf(
          rows.map((n) => ({ date: n.night, price: n.price })),
          rooms,
          attrs.serviceFeeBp,
          want.rate,
          merchant.currency,
        );
      const quoted = priceOf(shown);
      if (quoted.total !== body.amount) failStayPrice(quoted, body.amount);
      const checkInTime = profile?.checkInTime ?? '14:00';
      const checkOutTime = profile?.checkOutTime ?? '12:00';

      const order = await inTransaction(db, async (tx) => {
        const row = await repo.insertOrder(
          tx,
          {
            userId,
            merchantId: mid,
            type: OrderType.Hotel,
            currency: merchant.currency,
            itemsTotal: quoted.roomFee,
            serviceFee: quoted.serviceFee,
            amount: quoted.total,
            remark: body.remark,
            details: {},
          },
          config.ORDER_PAY_MINUTES,
        );
        const taken = await hotelRooms.take(tx, {
          orderId: row.id,
          productId: pid,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          rooms,
          nights: stay.nights.length,
        });
        if (!taken) {
          const left = leftOf(nightsOf(await hotelRooms.nights(tx, mid, stay.checkIn, stay.checkOut)));
          return fail('RoomsUnavailable', { left: Math.max(0, left) });
        }
        // A price may have changed since it was read: what is charged is what was shown, or nothing.
        const breakdown = priceOf(taken);
        if (breakdown.total !== quoted.total || breakdown.roomFee !== quoted.roomFee) {
          failStayPrice(breakdown, body.amount);
        }
        const voucherCode = newVoucherCode();
        const roomName = pick(room.name, locale);
        const hotel: StoredHotelDetails = {
          hotelName: merchant.name,
          hotelAddress: merchant.address,
          roomType: roomName,
          // The room type's name in every language, so the booking reads in the viewer's (like dishes).
          roomTypeTexts: room.name,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          nights: stay.nights.length,
          rooms,
          roomFee: breakdown.roomFee,
          serviceFee: breakdown.serviceFee,
          pid: String(pid),
          roomImage: room.image,
          bed: attrs.bed,
          voucherCode,
          voucherQr: `WAYFARE-HOTEL:${row.id}:${voucherCode}`,
          rate: want.rate,
          guests,
          arrivalTime: want.arrivalTime ?? null,
          contactPhone: want.contactPhone ?? '',
          checkInTime,
          checkOutTime,
          timezone: merchant.timezone,
          // The stay completes (and can be reviewed) at check-out.
          checkOutAt: checkInInstant(stay.checkOut, checkOutTime, merchant.timezone).toISOString(),
          breakdown,
          cancellation: cancellationTimeline(
            want.rate,
            breakdown.total,
            checkInInstant(stay.checkIn, checkInTime, merchant.timezone),
          ),
        };
        await repo.setDetails(tx, row.id, { title: merchant.name, image: room.image, hotel });
        await repo.insertPassengers(
          tx,
          body.passengers.map((p) => ({
            orderId: row.id,
            kind: 'guest',
            name: p.name,
            idType: p.idType,
            idNumber: p.idNumber,
            phone: p.phone ?? '',
          })),
        );
        return row;
      });
      publishStatus(events, [{ userId, oid: order.id, status: order.status, type: order.type }]);
      return loadOrderDetail(db, order.id, userId, locale);
    },
  };
}
