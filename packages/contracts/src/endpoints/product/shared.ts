import { z } from 'zod';
import { isoTime, money, publicUserSchema, uploadPath } from '../../common';
import { Cabins, HotelAmenities, HotelRates } from '../../enums';
import { merchantCardSchema } from '../config/shared';

/**
 * `priceInterval`: `[min, max]` in minor units of the viewer's currency (the signed-in user's country's,
 * US dollars when signed out); merchants pricing in another currency compare at the indicative rate.
 * Either end may be null for "no bound".
 */
export const priceIntervalInput = z.tuple([
  z.number().int().nonnegative().safe().nullable(),
  z.number().int().nonnegative().safe().nullable(),
]);

/** The same with the spec's rule, for forms: "Maximum price must be greater than minimum price". */
export const priceInterval = priceIntervalInput.refine(([min, max]) => min === null || max === null || max > min, {
  message: 'max_price_must_exceed_min',
});

/**
 * One choice group of a product: Size (required, single), Spice, Add-ons (multiple). Only the groups and
 * options on offer are listed (a merchant hides, never removes, one).
 * Addition: `at` on a group and on each option, its stored position; order lines (`orderLineInput.specs`)
 * and reorder carts name groups and options by `at`, not by their place in this list, so hiding option B
 * of [A, B, C] keeps C at 2.
 */
export const specGroupSchema = z.object({
  at: z.number().int().nonnegative(),
  name: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  /** `price` is added to the unit price when chosen (minor units, may be 0). */
  options: z.array(z.object({ at: z.number().int().nonnegative(), name: z.string(), price: money })),
});
export type SpecGroup = z.infer<typeof specGroupSchema>;

/** Hotel room-type extras; null for food. */
export const roomInfoSchema = z.object({
  bed: z.string(),
  sizeM2: z.number().int(),
  maxGuests: z.number().int(),
  breakfast: z.boolean(),
  /** Service fee in basis points of the room fee. */
  serviceFeeBp: z.number().int(),
});

/** A menu item, or a hotel room type. */
export const productSchema = z.object({
  pid: z.string(),
  mid: z.string(),
  categoryId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Minor units of `unit`, the merchant's currency. */
  price: money,
  unit: z.string(),
  /** Null means unlimited. */
  stock: z.number().int().nullable(),
  sales: z.number().int(),
  onSale: z.boolean(),
  specs: z.array(specGroupSchema),
  room: roomInfoSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** Opening hours in the merchant's time zone; minutes since midnight, close < open runs past midnight. */
export const openingHoursSchema = z.array(
  z.object({
    /** 0 Sunday .. 6 Saturday. */
    days: z.array(z.number().int().min(0).max(6)),
    open: z.number().int(),
    close: z.number().int(),
  }),
);

const merchantDetailBase = merchantCardSchema.extend({
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: openingHoursSchema,
  timezone: z.string(),
  /** When the merchant next opens, if it is closed now. */
  nextOpenAt: isoTime.nullable(),
  deliveryRadius: z.number().int(),
  /** Products grouped by menu category; empty unless `isGetProduct`. */
  categories: z.array(z.object({ id: z.string(), name: z.string(), products: z.array(productSchema) })),
});

export const evaluationSchema = z.object({
  _id: z.string(),
  oid: z.string(),
  mid: z.string().nullable(),
  pid: z.string().nullable(),
  merchantName: z.string(),
  user: publicUserSchema,
  score: z.number().int(),
  content: z.string(),
  imgs: z.array(z.string()),
  createdAt: isoTime,
  /** Addition: when the author last edited it (equal to `createdAt` if never). */
  updatedAt: isoTime,
  /** Addition: the merchant's one answer, shown under the review. */
  reply: z.object({ content: z.string(), createdAt: isoTime }).nullable(),
  /** Addition: the caller wrote it. */
  mine: z.boolean(),
  /** Addition: for the author, until when it can be edited (7 days after it was written); null otherwise. */
  editableUntil: isoTime.nullable(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** Addition: the fields of a review as written (Evaluate and UpdateEvaluate): spec section 5, up to 9 images. */
export const evaluationInput = {
  score: z.number().int().min(1).max(5),
  content: z.string().trim().min(1).max(1000),
  imgs: z.array(uploadPath).max(9).default([]),
};

export const fareSchema = z.object({
  cabin: z.enum(Cabins),
  price: money,
  unit: z.string(),
  seatsLeft: z.number().int(),
  /** Promo fares can be neither changed nor refunded. */
  promo: z.boolean(),
});

/**
 * A flight of the list; `start`, `end`, `aviationName` use the spec's filter names. Cities and airport
 * names are in the caller's language; times are instants, read in each airport's `timezone`.
 */
export const airlineTicketSchema = z.object({
  _id: z.string(),
  flightNo: z.string(),
  aviationName: z.string(),
  airlineLogo: z.string(),
  start: z.string(),
  /** IATA code. */
  startAirport: z.string(),
  /** Addition: the airport's name and IANA time zone. */
  startAirportName: z.string(),
  startTimezone: z.string(),
  end: z.string(),
  endAirport: z.string(),
  endAirportName: z.string(),
  endTimezone: z.string(),
  departAt: isoTime,
  arriveAt: isoTime,
  durationMin: z.number().int(),
  aircraft: z.string(),
  /** Addition: stops on the way (0: nonstop), and the airports called at, in the caller's language. */
  stops: z.number().int(),
  via: z.array(z.object({ code: z.string(), city: z.string() })),
  /** Lowest fare with seats left (of the asked cabin when one was asked); 0 with `soldOut`. */
  lowestPrice: money,
  /** Addition: the currency of every fare of the flight (the origin's). */
  unit: z.string(),
  /** Addition: no cabin (or not the asked one) has a seat left. */
  soldOut: z.boolean(),
  fares: z.array(fareSchema),
});

/** An airport of the network, for pickers: names in the caller's language. */
export const airportSchema = z.object({
  code: z.string(),
  city: z.string(),
  name: z.string(),
  country: z.string(),
  timezone: z.string(),
});

/** One day of the date strip: the lowest fare that day, null when nothing is on sale. */
export const flightDaySchema = z.object({
  date: z.string(),
  lowestPrice: money.nullable(),
  unit: z.string().nullable(),
});
export type AirlineTicket = z.infer<typeof airlineTicketSchema>;

/** The flight policy of spec section 9, sent with the ticket so the screen shows today's numbers. */
export const flightPolicySchema = z.object({
  baggageKg: z.object({ economy: z.number().int(), business: z.number().int(), first: z.number().int() }),
  carryOn: z.object({ pieces: z.number().int(), kg: z.number().int(), sizeCm: z.string() }),
  /** Overweight fee per kg, basis points of the ticket price (150 = 1.5%). */
  overweightFeeBpPerKg: z.number().int(),
  freeChangeHoursBefore: z.number().int(),
  changeFeeBp: z.number().int(),
  refundFeeBpOver24h: z.number().int(),
  refundFeeBpWithin24h: z.number().int(),
});

/** One night of a stay: its date (the evening the guest sleeps there) and the price of one room that night. */
export const stayNightSchema = z.object({
  date: z.string(),
  /** Minor units of the hotel's currency, one room (weekend nights may cost more). */
  price: money,
});

/**
 * One step of a rate's cancellation timeline, in order: cancelling before `until` (an instant; null for
 * the last step, which lasts) keeps `fee` and returns `refund` of the stay total. Kinds: `free` (fee 0),
 * `fee` (part kept), `non_refundable` (all kept). Steps already over at answer time are left out.
 */
export const cancellationStepSchema = z.object({
  kind: z.enum(['free', 'fee', 'non_refundable']),
  until: isoTime.nullable(),
  /** Basis points of the stay total kept (0, e.g. 5000, 10000). */
  feeBp: z.number().int(),
  fee: money,
  refund: money,
});
export type CancellationStep = z.infer<typeof cancellationStepSchema>;

/** The price of a stay, per spec section 3: room fee per night x rooms, service fee, total (hotel currency). */
export const stayBreakdownSchema = z.object({
  nights: z.array(stayNightSchema),
  rooms: z.number().int(),
  /** Sum of the nights' prices x rooms. */
  roomFee: money,
  /** `serviceFeeBp` of the room fee, rounded down. */
  serviceFee: money,
  total: money,
  unit: z.string(),
});
export type StayBreakdown = z.infer<typeof stayBreakdownSchema>;

/** A rate plan of a room type priced for the asked stay, with its cancellation timeline. */
export const hotelRateSchema = z.object({
  rate: z.enum(HotelRates),
  refundable: z.boolean(),
  breakdown: stayBreakdownSchema,
  cancellation: z.array(cancellationStepSchema),
});
export type HotelRateQuote = z.infer<typeof hotelRateSchema>;

/** A room type of a hotel for the asked stay. */
export const hotelRoomTypeSchema = z.object({
  pid: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Bed key the client translates: king, queen, double, twin, bunk, family. */
  bed: z.string(),
  /** Beds of that kind in the room. */
  beds: z.number().int(),
  sizeM2: z.number().int(),
  /** Guests one room sleeps. */
  maxGuests: z.number().int(),
  breakfast: z.boolean(),
  serviceFeeBp: z.number().int(),
  /** Fewest rooms free over the nights of the stay (0: sold out on some night). */
  roomsLeft: z.number().int(),
  /** Enough rooms free every night and the guests fit in the asked rooms. */
  available: z.boolean(),
  /** The rooms asked hold the guests asked. */
  fitsGuests: z.boolean(),
  /** Lowest rate's average price per night, one room. */
  nightlyFrom: money,
  /** Rate plans, cheapest first; prices are for the asked stay and rooms. */
  rates: z.array(hotelRateSchema),
});
export type HotelRoomType = z.infer<typeof hotelRoomTypeSchema>;

/** The stay a hotel answer was priced for (the asked one, or tomorrow for one night when none was asked). */
export const staySchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guests: z.number().int(),
});

/** `/product/GetMerchantInfo` of a hotel (mType 2): what the hotel screens show beside the merchant detail. */
export const hotelInfoSchema = z.object({
  photos: z.array(z.string()),
  amenities: z.array(z.enum(HotelAmenities)),
  /** Local times in the hotel's `timezone`, `HH:MM`. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  stay: staySchema,
  roomTypes: z.array(hotelRoomTypeSchema),
});
export type HotelInfo = z.infer<typeof hotelInfoSchema>;

export const merchantDetailSchema = merchantDetailBase.extend({
  /** Addition: hotels only (null for restaurants). */
  hotel: hotelInfoSchema.nullable(),
});
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

/** A hotel card of `/product/SearchHotels`: the merchant card plus prices for the asked stay. */
export const hotelCardSchema = merchantCardSchema.extend({
  /** Average price per night of the cheapest room type free every night (one room, cheapest rate). */
  fromPrice: money,
  nights: z.number().int(),
  /** Room fee of that room type for the whole stay and the asked rooms (before service fee). */
  totalFrom: money,
  /** Always true in search answers (only hotels with a room type free every night are listed). */
  available: z.boolean(),
  /** Addition: the cheapest room type free every night for the asked rooms and guests. */
  roomPid: z.string(),
  roomName: z.string(),
  /** Fewest rooms of it free over the nights. */
  roomsLeft: z.number().int(),
  amenities: z.array(z.enum(HotelAmenities)),
  latitude: z.number(),
  longitude: z.number(),
});
export type HotelCard = z.infer<typeof hotelCardSchema>;
