import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants, products } from './catalog';
import { createdAt, money } from './common';
import { orders } from './orders';

/** What a hotel shows beside its merchant row: gallery, amenities, check-in and check-out times. */
export const hotelProfiles = pgTable('hotel_profiles', {
  merchantId: bigint('merchant_id', { mode: 'number' })
    .primaryKey()
    .references(() => merchants.id),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  /** Keys of `HotelAmenities`. */
  amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
  /** Local `HH:MM` in the merchant's time zone. */
  checkInTime: text('check_in_time').notNull().default('14:00'),
  checkOutTime: text('check_out_time').notNull().default('12:00'),
});

/**
 * Availability per room type per night: a night is the date of the evening slept there. Booking takes
 * one unit of every night of the stay with one conditional update (all or nothing); the check-out day
 * is not a night of the stay. `price` is one room that night (weekend rates), hotel currency.
 */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    /** Denormalised for search: the nights of a city's hotels without going through products. */
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id),
    night: date('night', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    available: integer('available').notNull(),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.night] }),
    // Search: the nights of one hotel's room types in the stay's range.
    index('hotel_room_nights_merchant_night_idx').on(t.merchantId, t.night),
  ],
);

/** The nights an order holds: given back once (expiry or refund) by marking `releasedAt`. */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('hotel_bookings_product_idx').on(t.productId)],
);
