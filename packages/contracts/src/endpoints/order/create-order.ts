import { z } from 'zod';
import { id, phone, ymd } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { Cabins, HotelRates, OrderType } from '../../enums';
import { orderDetailSchema, orderLineInput, passengerInput } from './shared';

/**
 * One call for the three bookable types. The server recomputes every price from its catalogue and
 * refuses a disagreeing `amount` ("amount exception"); it checks hours, stock, range and ownership.
 * The "amount exception" answer carries `params` for the user to confirm the new price and retry:
 * `amount` (the server's total, minor units of `currency`), `currency`, `previous` (the `amount` sent),
 * the server's breakdown (takeout `itemsTotal`, `deliveryFee`; flight `tickets`, `extras`, `fare` per
 * seat; hotel `roomFee`, `serviceFee`) and `changes`, rows of what changed: takeout
 * `{ kind: 'item', pid, name, was, now }` for lines whose `unitPrice` was sent and differs, and
 * `{ kind: 'delivery_fee', was, now }` when `deliveryFee` was sent and differs; flight `{ kind: 'fare', now }`;
 * hotel `{ kind: 'night', date, now }` per night.
 * - takeout (1): `mid`, `products`, `addressId`.
 * - flight (2): `flight` (ticket and cabin), `passengers` (one seat each), `flight.contactPhone`.
 * - hotel (3): `mid` (the hotel), `products` = one room type (`pid`) with `quantity` rooms, `hotel` (dates,
 *   rate, arrival time), `passengers` = the guests (name and ID number each; their count must fit the
 *   rooms). One room of every night of the stay is taken atomically per room booked, or nothing is
 *   (RoomsUnavailable); the check-out day is not taken. `amount` is the breakdown's total of the rate.
 *   Stay errors: StayCheckOutNotAfterCheckIn, StayTooLong (over 30 nights), StayInPast, TooManyGuests.
 * Friend-pay orders (4) are made by `/order/CreatePayOrder`, not here.
 */
export const createOrder = defineEndpoint({
  path: '/order/CreateOrder',
  method: 'POST',
  auth: true,
  summary: 'Create an unpaid takeout, flight or hotel order',
  request: z
    .object({
      mid: id.optional(),
      /** The total the client showed, minor units. */
      amount: z.number().int().nonnegative().safe(),
      /** Addition (takeout): the delivery fee the client showed, to name it when it changed. */
      deliveryFee: z.number().int().nonnegative().safe().optional(),
      pType: z.union([z.literal(OrderType.Takeout), z.literal(OrderType.Flight), z.literal(OrderType.Hotel)]),
      addressId: id.optional(),
      products: z.array(orderLineInput).max(50).default([]),
      passengers: z.array(passengerInput).max(9).default([]),
      remark: z.string().trim().max(200).default(''),
      flight: z
        .object({
          ticketId: id,
          cabin: z.enum(Cabins),
          contactPhone: phone,
          /** Extra checked baggage bought now, kg. */
          extraBaggageKg: z.number().int().min(0).max(100).default(0),
        })
        .optional(),
      hotel: z
        .object({
          checkIn: ymd,
          checkOut: ymd,
          /** Addition: the rate plan booked (its price and cancellation timeline). */
          rate: z.enum(HotelRates).default('flexible'),
          /** Addition: expected arrival, local time at the hotel, `HH:MM`. */
          arrivalTime: z
            .string()
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
            .optional(),
          /** Addition: a phone the hotel can reach the guests on. */
          contactPhone: phone.optional(),
        })
        .optional(),
    })
    .superRefine((b, ctx) => {
      const need = (path: string, ok: boolean) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: 'select_items_or_address' });
      };
      if (b.pType === OrderType.Takeout) {
        need('mid', b.mid !== undefined);
        need('products', b.products.length > 0);
        need('addressId', b.addressId !== undefined);
      } else if (b.pType === OrderType.Flight) {
        need('flight', b.flight !== undefined);
        need('passengers', b.passengers.length > 0);
      } else {
        need('mid', b.mid !== undefined);
        need('products', b.products.length === 1);
        need('hotel', b.hotel !== undefined);
        need('passengers', b.passengers.length > 0);
      }
    }),
  response: orderDetailSchema,
});
