import {
  type createOrder,
  type getChangeQuote,
  type Locale,
  type OrderDetail,
  OrderStatus,
  OrderType,
  type ParsedRequestOf,
  type ResponseOf,
  TransactionType,
} from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { idempotent } from '../../lib/idempotency';
import { rowId } from '../../lib/ids';
import { localDate, ymdOf } from '../../lib/zoned-time';
import { airportOf } from '../flight/airports';
import { changeQuote, changeTerms, extraBaggageFee, refundQuote, refundTerms } from '../flight/flight.rules';
import { BOOKING_CUTOFF_MS, type BookableFare, flightSeats } from '../flight/flight-seats';
import { accounts, transfer } from '../ledger/ledger.service';
import { hotelOf } from './hotel-details';
import type { OrderDeps } from './order.deps';
import { type OrderRow, orderRepository as repo } from './order.repository';
import { hotelRefundTerms } from './order-hotel.service';
import { failAmountChanged } from './order-pricing';
import { loadOrderDetail } from './order-query.service';
import { publishStatus } from './order-status';

type CreateBody = ParsedRequestOf<typeof createOrder>;
type FlightBody = NonNullable<CreateBody['flight']>;

/** What the order costs: every passenger's ticket plus the extra baggage bought with them. */
export function flightPrice(fare: Pick<BookableFare, 'price'>, seats: number, extraBaggageKg: number) {
  const tickets = fare.price * seats;
  const extras = extraBaggageFee(fare.price, extraBaggageKg);
  return { tickets, extras, amount: tickets + extras };
}

/** "Amount exception" for a flight whose price is not the one shown: the fare per seat is what changed. */
const failFlightPrice = (price: ReturnType<typeof flightPrice>, fare: number, currency: string, previous: number) =>
  failAmountChanged({
    amount: price.amount,
    currency,
    previous,
    breakdown: { tickets: price.tickets, extras: price.extras, fare },
    changes: [{ kind: 'fare', now: fare }],
  });

type FlightSnapshot = ReturnType<typeof flightDetails>;

/** The flight an order keeps in its details. */
export const flightOf = (order: Pick<OrderRow, 'details'>) =>
  (order.details as { flight?: FlightSnapshot }).flight ?? null;

/**
 * What refunding `order` now keeps and returns: a hotel booking its rate's cancellation step in force; a flight keeps its fare rules' fee on the tickets (extras
 * come back in full; promo fares and departed flights cannot be refunded); other orders return all.
 */
export function refundTermsOf(order: OrderRow, now: Date): { feeBp: number; fee: number; refundAmount: number } {
  const hotel = order.type === OrderType.Hotel ? hotelOf(order) : null;
  if (hotel) return hotelRefundTerms(hotel, now);
  const flight = order.type === OrderType.Flight ? flightOf(order) : null;
  if (!flight) return { feeBp: 0, fee: 0, refundAmount: order.amount };
  const terms = refundTerms({ promo: flight.promo, departAt: new Date(flight.departAt) }, now);
  if (!terms.allowed) return fail('NotRefundable');
  const { fee } = refundQuote({ tickets: flight.ticketPrice * flight.seats, extras: flight.extrasFee }, terms.feeBp);
  return { feeBp: terms.feeBp, fee, refundAmount: order.amount - fee };
}

/** How long a change quote is honoured: time to compare and confirm. */
export const CHANGE_QUOTE_SECONDS = 300;

/**
 * What moving `order` to `fare` costs now under the fare rules, or the reason it cannot move: only a
 * paid, uncompleted flight booking of the caller, paid by them in its own currency (a booking paid by a
 * friend or from another currency is refunded and booked again), to another flight of the same route
 * in the same cabin with seats for every passenger.
 */
function changeTermsOf(order: OrderRow, fare: BookableFare, now: Date) {
  const flight = order.type === OrderType.Flight ? flightOf(order) : null;
  if (!flight) return fail('NotChangeable');
  if (order.payStatus !== 1) return fail('NotPaid');
  if (order.status !== OrderStatus.InProgress) return fail('InvalidState');
  if ((order.payerUserId !== null && order.payerUserId !== order.userId) || order.payQuoteId !== null) {
    return fail('InvalidState');
  }
  const terms = changeTerms(
    { promo: flight.promo, departAt: new Date(flight.departAt), changesMade: flight.changesMade },
    now,
  );
  if (!terms.allowed) return fail('NotChangeable');
  const sameRoute = fare.fromAirport === flight.startAirport && fare.toAirport === flight.endAirport;
  if (!sameRoute || String(fare.ticketId) === flight.ticketId) fail('ParameterError', { fields: 'ticketId' });
  if (fare.currency !== order.currency) fail('InvalidState');
  if (fare.departAt.getTime() - now.getTime() < BOOKING_CUTOFF_MS) fail('BookingClosed');
  if (fare.seatsLeft < flight.seats) fail('SeatsUnavailable', { left: fare.seatsLeft });
  const price = changeQuote(flight.ticketPrice * flight.seats, fare.price * flight.seats, terms.feeBp);
  return { flight, feeBp: terms.feeBp, ...price };
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
    via: fare.via,
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

  /** The fare a change asks for: the new flight in the booking's cabin. */
  async function targetFare(ex: Executor, order: OrderRow, ticketId: number) {
    const cabin = flightOf(order)?.cabin ?? fail('NotChangeable');
    return (await flightSeats.fare(ex, ticketId, cabin)) ?? fail('NotFound');
  }

  return {
    /** `/order/GetChangeQuote`: the fee and fare difference of moving the booking, honoured CHANGE_QUOTE_SECONDS. */
    async changeQuote(userId: number, orderId: string, ticketRef: string): Promise<ResponseOf<typeof getChangeQuote>> {
      const oid = rowId(orderId, 'OrderNotFound');
      const ticketId = rowId(ticketRef);
      const order = (await repo.byId(db, oid, userId)) ?? fail('OrderNotFound');
      if (order.userId !== userId) fail('OrderNotFound');
      const fare = await targetFare(db, order, ticketId);
      const terms = changeTermsOf(order, fare, new Date());
      const quote = await repo.insertQuote(
        db,
        { userId, orderId: oid, kind: 'change', fee: terms.fee, amount: terms.total, ticketId },
        CHANGE_QUOTE_SECONDS,
      );
      return {
        quoteId: String(quote.id),
        oid: String(oid),
        ticketId: String(ticketId),
        flightNo: fare.flightNo,
        departAt: fare.departAt.toISOString(),
        arriveAt: fare.arriveAt.toISOString(),
        ticketPrice: fare.price,
        fee: terms.fee,
        feeBp: terms.feeBp,
        difference: terms.difference,
        total: terms.total,
        unit: order.currency,
        expiresAt: quote.expiresAt.toISOString(),
      };
    },

    /**
     * `/order/ChangeFlight`: in one transaction the quote is used, the new flight's seats are taken and the
     * old ones given back, and the quoted total moves: a positive one from the wallet into the order's
     * escrow, a negative one back to the wallet; the fee goes from escrow to the platform.
     */
    async change(call: {
      userId: number;
      oid: string;
      quoteId: string;
      key?: string;
      body: unknown;
      locale: Locale;
    }): Promise<OrderDetail> {
      const { userId } = call;
      const oid = rowId(call.oid, 'OrderNotFound');
      const quoteId = rowId(call.quoteId, 'QuoteExpired');
      let moved: { balance: number } | null = null;
      const { response, replayed } = await idempotent<OrderDetail>(
        db,
        { userId, route: '/order/ChangeFlight', key: call.key, body: call.body },
        async (tx) => {
          const quote = (await repo.consumeQuote(tx, quoteId, userId, oid, 'change')) ?? fail('QuoteExpired');
          const order = (await repo.lockOwned(tx, oid, userId)) ?? fail('OrderNotFound');
          const fare = await targetFare(tx, order, quote.ticketId ?? fail('QuoteExpired'));
          const { flight } = changeTermsOf(order, fare, new Date());
          // The quote is what the user saw: the new tickets cost the old ones plus its difference.
          const difference = quote.amount - quote.fee;
          const ticketPrice = (flight.ticketPrice * flight.seats + difference) / flight.seats;
          const taken =
            (await flightSeats.take(tx, { ticketId: fare.ticketId, cabin: fare.cabin, seats: flight.seats })) ??
            fail('SeatsUnavailable', { left: fare.seatsLeft });
          const changesMade = (await flightSeats.move(tx, oid, taken, ticketPrice)) ?? fail('InvalidState');
          const header = {
            type: TransactionType.BuyGoods,
            userId,
            orderId: oid,
            ref: `order:${oid}:change:${changesMade}`,
          };
          const wallet = accounts.wallet(userId, order.currency);
          const escrow = accounts.escrow(userId, order.currency);
          if (quote.amount > 0) {
            const paid = await transfer(tx, { ...header, from: wallet, to: escrow, amount: quote.amount });
            moved = { balance: paid.fromBalance };
          } else if (quote.amount < 0) {
            const back = await transfer(tx, {
              ...header,
              type: TransactionType.GoodsRefund,
              from: escrow,
              to: wallet,
              amount: -quote.amount,
            });
            moved = { balance: back.toBalance };
          }
          if (quote.fee > 0) {
            await transfer(tx, {
              ...header,
              ref: `order:${oid}:change:${changesMade}:fee`,
              from: escrow,
              to: accounts.system('platform_revenue', order.currency),
              amount: quote.fee,
            });
          }
          const details = order.details as Record<string, unknown>;
          await repo.rebook(
            tx,
            oid,
            difference,
            {
              ...details,
              title: `${taken.fromAirport} → ${taken.toAirport} ${taken.flightNo}`,
              image: taken.airlineLogo,
              flight: {
                ...flight,
                ticketId: String(taken.ticketId),
                flightNo: taken.flightNo,
                via: taken.via,
                airline: taken.airline,
                airlineLogo: taken.airlineLogo,
                departAt: taken.departAt.toISOString(),
                arriveAt: taken.arriveAt.toISOString(),
                ticketPrice,
                promo: taken.promo,
                changesMade,
              },
            },
            taken.arriveAt,
          );
          return loadOrderDetail(tx, oid, userId, call.locale);
        },
      );
      if (!replayed && moved) {
        events.emit('wallet.changed', { userId, balance: (moved as { balance: number }).balance, unit: response.unit });
      }
      return response;
    },

    async create(userId: number, body: CreateBody, locale: Locale): Promise<OrderDetail> {
      const want = body.flight ?? fail('SelectItemsOrAddress');
      const seats = body.passengers.length;
      if (seats === 0) fail('SelectItemsOrAddress');
      const ticketId = rowId(want.ticketId);
      const fare = (await flightSeats.fare(db, ticketId, want.cabin)) ?? fail('NotFound');
      const now = Date.now();
      if (fare.departAt.getTime() - now < BOOKING_CUTOFF_MS) fail('BookingClosed');
      // A document must still be valid on the day of travel (the departure's local date).
      const travelDay = ymdOf(localDate(airportOf(fare.fromAirport)?.timezone ?? 'UTC', fare.departAt.getTime()));
      body.passengers.forEach((p, i) => {
        if (p.idExpiry !== undefined && p.idExpiry < travelDay) fail('IdExpired', { n: i + 1 });
      });
      if (fare.seatsLeft < seats) fail('SeatsUnavailable', { left: fare.seatsLeft });
      const shown = flightPrice(fare, seats, want.extraBaggageKg);
      if (body.amount !== shown.amount) failFlightPrice(shown, fare.price, fare.currency, body.amount);

      const order = await inTransaction(db, async (tx) => {
        const taken = await flightSeats.take(tx, { ticketId, cabin: want.cabin, seats });
        if (!taken) {
          const left = (await flightSeats.fare(tx, ticketId, want.cabin))?.seatsLeft ?? 0;
          return fail('SeatsUnavailable', { left });
        }
        // The fare may have changed since it was read: what is charged is what was shown, or nothing.
        const price = flightPrice(taken, seats, want.extraBaggageKg);
        if (price.amount !== body.amount) failFlightPrice(price, taken.price, taken.currency, body.amount);
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
      return loadOrderDetail(db, order.id, userId, locale);
    },
  };
}
