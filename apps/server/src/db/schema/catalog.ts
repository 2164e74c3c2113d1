import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, type LocalizedText, money } from './common';

/**
 * One choice group of a product, e.g. Size (single, required) or Add-ons (multiple). Groups and options are
 * never removed, only `hidden` (the app sees the shown ones: `shownSpecs` in modules/product/specs.ts).
 */
export type ProductSpecGroup = {
  name: LocalizedText;
  required: boolean;
  multiple: boolean;
  hidden?: boolean;
  options: { name: LocalizedText; price: number; hidden?: boolean }[];
};

/** Weekly opening hours; minutes since local midnight. close < open means past midnight. */
export type OpeningHours = { days: number[]; open: number; close: number }[];

/** Merchants: restaurants (mType 1) and hotels (mType 2). */
export const merchants = pgTable(
  'merchants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Category key, e.g. 'noodles', 'burgers', 'resort'. */
    category: text('category').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    logo: text('logo').notNull(),
    cover: text('cover').notNull(),
    /** Average rating times 10 (4.6 stars = 46). */
    rating: integer('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Ratings the merchant brought from before its reviews were kept here (average times 10, and count);
     * `rating` and `ratingCount` are these merged with its visible reviews (modules/review/review.rules.ts).
     */
    priorRating: integer('prior_rating').notNull().default(0),
    priorCount: integer('prior_count').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Currency of every price of this merchant, its products and fees (ISO 4217). */
    currency: currency(),
    /** Typical price per person (food) or lowest nightly rate (hotel), minor units. */
    avgPrice: money('avg_price').notNull().default(0),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    deliveryRadiusM: integer('delivery_radius_m').notNull().default(0),
    deliveryFee: money('delivery_fee').notNull().default(0),
    minOrder: money('min_order').notNull().default(0),
    /** Hotel stars 1-5; 0 for restaurants. */
    stars: integer('stars').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    recommended: boolean('recommended').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('merchants_type_idx').on(t.type, t.category), index('merchants_city_idx').on(t.city)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** Hidden from the app's menu (with the dishes in it); never deleted. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('product_categories_merchant_idx').on(t.merchantId)],
);

/** Menu items, or room types for hotels (their extras live in `attrs`). */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => productCategories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    price: money('price').notNull(),
    /** Null means unlimited. */
    stock: integer('stock'),
    sales: integer('sales').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    specs: jsonb('specs').$type<ProductSpecGroup[]>().notNull().default([]),
    /** Hotel room extras: `{ bed, sizeM2, maxGuests, breakfast, serviceFeeBp }`. */
    attrs: jsonb('attrs').$type<Record<string, string | number | boolean>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('products_merchant_idx').on(t.merchantId)],
);

/**
 * The search index of food names: every start of a word of a merchant's name and of a product's name in
 * each of its locales (every character in Thai and CJK, written without spaces), lower-cased and cut to
 * 64 characters. `/product/SearchFood` finds a typed text as the prefix of a term, an index range scan.
 * Kept by triggers on merchants and products (hand-added SQL in the migration `0018_food_search`).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').notNull(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Null: the term is from the merchant's own name. */
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // Byte-wise order, so a prefix is one range (`~>=~` / `~<~`) whatever the database's collation.
    index('search_terms_term_idx').using('btree', t.term.op('text_pattern_ops')),
    index('search_terms_product_idx').on(t.productId),
    index('search_terms_merchant_idx').on(t.merchantId),
  ],
);

export const airlineTickets = pgTable(
  'airline_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    flightNo: text('flight_no').notNull(),
    /** `aviationName` on the wire. */
    airline: text('airline').notNull(),
    airlineLogo: text('airline_logo').notNull(),
    fromCity: text('from_city').notNull(),
    fromAirport: text('from_airport').notNull(),
    toCity: text('to_city').notNull(),
    toAirport: text('to_airport').notNull(),
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    aircraft: text('aircraft').notNull().default(''),
    /** Airports a one-stop (or more) service calls at on the way, in order; empty for a nonstop flight. */
    via: text('via').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // Flight search narrows by origin and destination airport, then the departure range.
    index('airline_tickets_airports_idx').on(t.fromAirport, t.toAirport, t.departAt),
    uniqueIndex('airline_tickets_flight_uq').on(t.flightNo, t.departAt),
  ],
);

/** Cabin fares of one flight, with seats left (decremented atomically on booking). */
export const ticketFares = pgTable(
  'ticket_fares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => airlineTickets.id),
    /** 'economy' | 'business' | 'first' */
    cabin: text('cabin').notNull(),
    price: money('price').notNull(),
    currency: currency(),
    seatsLeft: integer('seats_left').notNull(),
    /** Promo fares can be neither changed nor refunded. */
    promo: boolean('promo').notNull().default(false),
  },
  (t) => [index('ticket_fares_ticket_idx').on(t.ticketId)],
);
