import { type createOrder, type Locale, type OrderDetail, OrderType, type ParsedRequestOf } from '@wayfare/contracts';
import { fail } from '../../lib/app-error';
import { inTransaction } from '../../lib/tx';
import { localDate } from '../../lib/zoned-time';
import { airportOf } from '../flight/airports';
import { extraBaggageFee, refundQuote, refundTerms } from '../flight/flight.rules';
import { BOOKING_CUTOFF_MS, type BookableFare, flightSeats } from '../flight/flight-seats';
import type { OrderDeps } from './order.deps';
import { type OrderRow, orderRepository as repo } from './order.repository';
import { loadOrderDetail } from './order-query.service';
import { publishStatus } from './order-status';

type CreateBody = ParsedRequestOf<typeof createOrder>;
type FlightBody = NonNullable<CreateBody['flight']>;

const ymd = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** What the order costs: every passenger's ticket plus the extra baggage bought with them. */
export function flightPrice(fare: Pick<BookableFare, 'price'>, seats: number, extraBaggageKg: number) {
  const tickets = fare.price * seats;
  const extras = extraBaggageFee(fare.price, extraBaggageKg);
  return { tickets, extras, amount: tickets + extras };
}

type FlightSnapshot = ReturnType<typeof flightDetails>;

/** The flight an order keeps in its details. */
export const flightOf = (order: Pick<OrderRow, 'details'>) =>
  (order.details as { flight?: FlightSnapshot }).flight ?? null;

/**
 * What refunding `order` now keeps and returns: a flight keeps its fare rules' fee on the tickets (extras
 * come back in full; promo fares and departed flights cannot be refunded); other orders return all.
 */
export function refundTermsOf(order: OrderRow, now: Date): { feeBp: number; fee: number; refundAmount: number } {
  const flight = order.type === OrderType.Flight ? flightOf(order) : null;
  if (!flight) return { feeBp: 0, fee: 0, refundAmount: order.amount };
  const terms = refundTerms({ promo: flight.promo, departAt: new Date(flight.departAt) }, now);
  if (!terms.allowed) return fail('NotRefundable');
  const { fee } = refundQuote({ tickets: flight.ticketPrice * flight.seats, extras: flight.extrasFee }, terms.feeBp);
  return { feeBp: terms.feeBp, fee, refundAmount: order.amount - fee };
}

/** The flight as the order keeps it (the e-ticket shows it even if the schedule changes later). */
function flightDetails(fare: BookableFare, body: FlightBody, seats: number, bookingRef: string, extras: number) {
  return {
    ticketId: String(fare.ticketId),
    bookingRef,
    flightNo: fare.flightNo,
    airline: fare.airline,
    airlineLogo: fare.airlineLogo,
    start: airportOf(fare.fromAirport)?.city ?? fare.fromAirport,
    startAirport: fare.fromAirport,
    end: airportOf(fare.toAirport)?.city ?? fare.toAirport,
    endAirport: fare.toAirport,
    startTimezone: airportOf(fare.fromAirport)?.timezone ?? 'UTC',
    endTimezone: airportOf(fare.toAirport)?.timezone ?? 'UTC',
    departAt: fare.departAt.toISOString(),
    arriveAt: fare.arriveAt.toISOString(),
    cabin: fare.cabin,
    ticketPrice: fare.price,
    seats,
    changesMade: 0,
    promo: fare.promo,
    contactPhone: body.contactPhone,
    extraBaggageKg: body.extraBaggageKg,
    extrasFee: extras,
  };
}

/**
 * Flight orders: the fare is priced by the server, the client's total must agree, and the seats are
 * taken in the order's transaction by one conditional update, so concurrent bookings never oversell the
 * last seat. The price holds for the order's pay window (its countdown); an order that expires unpaid
 * gives its seats back (jobs/order-expiry).
 */
export function createOrderFlightService(deps: OrderDeps) {
  const { db, config, events } = deps;

  return {
    async create(userId: number, body: CreateBody, _locale: Locale): Promise<OrderDetail> {
      const want = body.flight ?? fail('SelectItemsOrAddress');
      const seats = body.passengers.length;
      if (seats === 0) fail('SelectItemsOrAddress');
      const ticketId = Number(want.ticketId);
      const fare = (await flightSeats.fare(db, ticketId, want.cabin)) ?? fail('NotFound');
      const now = Date.now();
      if (fare.departAt.getTime() - now < BOOKING_CUTOFF_MS) fail('BookingClosed');
      // A document must still be valid on the day of travel (the departure's local date).
      const travelDay = ymd(localDate(airportOf(fare.fromAirport)?.timezone ?? 'UTC', fare.departAt.getTime()));
      body.passengers.forEach((p, i) => {
        if (p.idExpiry !== undefined && p.idExpiry < travelDay) fail('IdExpired', { n: i + 1 });
      });
      if (fare.seatsLeft < seats) fail('SeatsUnavailable', { left: fare.seatsLeft });
      if (body.amount !== flightPrice(fare, seats, want.extraBaggageKg).amount) fail('AmountException');

      const order = await inTransaction(db, async (tx) => {
        const taken = await flightSeats.take(tx, { ticketId, cabin: want.cabin, seats });
        if (!taken) {
          const left = (await flightSeats.fare(tx, ticketId, want.cabin))?.seatsLeft ?? 0;
          return fail('SeatsUnavailable', { left });
        }
        // The fare may have changed since it was read: what is charged is what was shown, or nothing.
        const price = flightPrice(taken, seats, want.extraBaggageKg);
        if (price.amount !== body.amount) fail('AmountException');
        const row = await repo.insertOrder(
          tx,
          {
            userId,
            merchantId: null,
            type: OrderType.Flight,
            currency: taken.currency,
            itemsTotal: price.amount,
            amount: price.amount,
            remark: body.remark,
            details: {},
          },
          config.ORDER_PAY_MINUTES,
        );
        const bookingRef = await flightSeats.record(tx, row.id, taken, seats);
        const flight = flightDetails(taken, want, seats, bookingRef, price.extras);
        await repo.setDetails(tx, row.id, {
          title: `${taken.fromAirport} → ${taken.toAirport} ${taken.flightNo}`,
          image: taken.airlineLogo,
          flight,
        });
        await repo.insertPassengers(
          tx,
          body.passengers.map((p) => ({
            orderId: row.id,
            kind: 'passenger',
            name: p.name,
            idType: p.idType,
            idNumber: p.idNumber,
            phone: p.phone ?? '',
          })),
        );
        return row;
      });
      publishStatus(events, [{ userId, oid: order.id, status: order.status, type: order.type }]);
      return loadOrderDetail(db, order.id, userId);
    },
  };
}
