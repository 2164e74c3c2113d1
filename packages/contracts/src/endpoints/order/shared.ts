import { z } from 'zod';
import { id, isoTime, money, phone, publicUserSchema, ymd } from '../../common';
import { Cabins, HotelRates, IdTypes } from '../../enums';
import { fxSchema } from '../amount/shared';
import { cancellationStepSchema, stayBreakdownSchema } from '../product/shared';
import { addressSchema } from '../user/shared';

// ---- requests ----

/** One cart line: a product (or room type) with its quantity and chosen options by stored position. */
export const orderLineInput = z.object({
  pid: id,
  quantity: z.number().int().min(1).max(99),
  /**
   * Chosen options per spec group: `group` is a group's `at` and `options` its options' `at` (the stored
   * positions of the product's `specs`, not places in the list shown). A hidden or unknown group or option
   * is "product exception".
   */
  specs: z
    .array(
      z.object({
        group: z.number().int().min(0).max(49),
        options: z.array(z.number().int().min(0).max(49)).max(20),
      }),
    )
    .max(20)
    .default([]),
  /**
   * Addition: the price of one unit with its options as the client showed it (minor units). When the
   * server's price differs, the "amount exception" names this line among what changed.
   */
  unitPrice: money.nonnegative().optional(),
});

/** Letters of any script with spaces, hyphens, apostrophes and dots between them: no digits or symbols. */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ .'-][\p{L}\p{M}]*)*\.?$/u;

/**
 * What each identity document's number looks like once spaces and hyphens are removed and letters
 * upper-cased: national ID cards are 8-18 digits (Chinese ones may end in X), passports 6-9 letters and
 * digits, anything else 4-20 letters and digits.
 */
export const ID_NUMBER_PATTERNS: Record<(typeof IdTypes)[number], RegExp> = {
  id_card: /^\d{7,17}[\dX]$/,
  passport: /^[A-Z0-9]{6,9}$/,
  other: /^[A-Z0-9]{4,20}$/,
};

/**
 * A flight passenger or hotel guest. The ID number travels normalised (`A1234-567 8` -> `A12345678`); a
 * passport needs its expiry date (the server checks it is still valid on the day of travel).
 */
export const passengerFields = z.object({
  name: z.string().trim().min(1).max(64).regex(PERSON_NAME, 'passenger_name_invalid'),
  idType: z.enum(IdTypes).default('id_card'),
  idNumber: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
  /** Addition: when the document expires (required for passports). */
  idExpiry: ymd.optional(),
  phone: phone.optional(),
});

/** The document rules of a passenger (or saved traveller): the number fits its type; a passport has its expiry. */
export function checkDocument(
  p: { idType: (typeof IdTypes)[number]; idNumber: string; idExpiry?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!ID_NUMBER_PATTERNS[p.idType].test(p.idNumber)) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'id_number_invalid' });
  }
  if (p.idType === 'passport' && !p.idExpiry) {
    ctx.addIssue({ code: 'custom', path: ['idExpiry'], message: 'id_expiry_required' });
  }
}

export const passengerInput = passengerFields.superRefine(checkDocument);

// ---- responses ----

export const orderItemSchema = z.object({
  pid: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  unitPrice: money,
  quantity: z.number().int(),
  specs: z.array(z.object({ group: z.string(), option: z.string(), price: money })),
  subtotal: money,
});

export const passengerSchema = z.object({
  kind: z.enum(['passenger', 'guest']),
  name: z.string(),
  idType: z.string(),
  /** Masked except the last 4 characters. */
  idNumber: z.string(),
  phone: z.string(),
});

export const flightDetailsSchema = z.object({
  ticketId: z.string(),
  /** Addition: the booking reference printed on the e-ticket (6 letters and digits). */
  bookingRef: z.string(),
  flightNo: z.string(),
  airline: z.string(),
  airlineLogo: z.string(),
  start: z.string(),
  startAirport: z.string(),
  end: z.string(),
  endAirport: z.string(),
  /** Addition: airport codes a one-stop flight calls at (absent on bookings made before stops were sold). */
  via: z.array(z.string()).optional(),
  /** Addition: IANA time zones the departure and arrival are read in. */
  startTimezone: z.string(),
  endTimezone: z.string(),
  departAt: isoTime,
  arriveAt: isoTime,
  cabin: z.enum(Cabins),
  /** Per passenger. */
  ticketPrice: money,
  /** Addition: passengers (one seat each) and changes made so far. */
  seats: z.number().int(),
  changesMade: z.number().int(),
  promo: z.boolean(),
  contactPhone: z.string(),
  extraBaggageKg: z.number().int(),
  extrasFee: money,
});

/** A hotel booking as the order keeps it (prices and policy as booked). */
export const hotelDetailsSchema = z.object({
  hotelName: z.string(),
  hotelAddress: z.string(),
  roomType: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  roomFee: money,
  serviceFee: money,
  /** Addition: the room type booked and its picture. */
  pid: z.string(),
  roomImage: z.string(),
  bed: z.string(),
  /** Addition: the voucher's confirmation number (8 letters and digits); the QR code encodes `voucherQr`. */
  voucherCode: z.string(),
  voucherQr: z.string(),
  rate: z.enum(HotelRates),
  /** Guests staying (the order's `passengers` of kind guest). */
  guests: z.number().int(),
  /** Expected arrival `HH:MM` local, or null. */
  arrivalTime: z.string().nullable(),
  contactPhone: z.string(),
  /** The hotel's check-in and check-out times `HH:MM` and time zone. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  timezone: z.string(),
  /** Addition: the instant of check-out, when the stay completes (absent on stays booked before it was kept). */
  checkOutAt: isoTime.optional(),
  /** Per-night prices, room fee, service fee, total, as charged. */
  breakdown: stayBreakdownSchema,
  /** The rate's whole cancellation timeline with exact amounts of this order (steps already over included). */
  cancellation: z.array(cancellationStepSchema),
});
export type HotelDetails = z.infer<typeof hotelDetailsSchema>;

/** A row of the order list (all types). */
export const orderSummarySchema = z.object({
  oid: z.string(),
  /** OrderType: 1 takeout, 2 flight, 3 hotel, 4 friend-pay. */
  pType: z.number().int(),
  /** OrderStatus 0-7. */
  status: z.number().int(),
  /** PaymentStatus 0 unpaid, 1 paid. */
  payStatus: z.number().int(),
  mid: z.string().nullable(),
  /** Merchant name, `BKK → CNX TG102`, or hotel name. */
  title: z.string(),
  image: z.string(),
  /** Every amount of an order is in minor units of `unit`, its seller's currency. */
  amount: money,
  unit: z.string(),
  itemCount: z.number().int(),
  /** What was ordered, in order: "Tom Yum Goong, Som Tam Papaya Salad" (empty for flights and hotels). */
  itemsPreview: z.string(),
  createdAt: isoTime,
  /** Unpaid orders expire (and release stock) at this time. */
  expiresAt: isoTime.nullable(),
  canPay: z.boolean(),
  canRefund: z.boolean(),
  /**
   * How a refund works now (order.rules' refundStageOf): `instant` (full refund at once, or a flight's
   * fare rules), `request` (a takeout order past the restaurant: reason and photo, reviewed); null: none.
   */
  refundStage: z.enum(['instant', 'request']).nullable(),
  canReview: z.boolean(),
  canChangeAddress: z.boolean(),
  /** Addition: unpaid and still payable: the owner may cancel it with a reason (`/order/CancelOrder`). */
  canCancel: z.boolean(),
  /** Addition: a completed or refunded takeout order: "Order again" (`/order/GetReorderCart`). */
  canReorder: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  itemsTotal: money,
  deliveryFee: money,
  serviceFee: money,
  discount: money,
  items: z.array(orderItemSchema),
  passengers: z.array(passengerSchema),
  remark: z.string(),
  /** The delivery address as it was when chosen. */
  address: addressSchema.nullable(),
  merchant: z
    .object({
      mid: z.string(),
      name: z.string(),
      logo: z.string(),
      phone: z.string(),
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
  flight: flightDetailsSchema.nullable(),
  hotel: hotelDetailsSchema.nullable(),
  /** When each status was reached, for the eight-step timeline. */
  timeline: z.array(z.object({ status: z.number().int(), at: isoTime })),
  /** When the dispatcher expects the next step (shown as an ETA). */
  nextStepAt: isoTime.nullable(),
  /** Who paid, when a friend paid on the owner's behalf. */
  payer: publicUserSchema.nullable(),
  /** Addition: the owner's latest pay-on-behalf request of this order (null: none asked). */
  payRequest: z
    .object({
      pid: z.string(),
      /** PayRequestStatus 0 waiting, 1 paid, 2 expired, 3 cancelled. */
      status: z.number().int(),
      link: z.string(),
      expiresAt: isoTime,
      remainingSeconds: z.number().int(),
    })
    .nullable(),
  paidAt: isoTime.nullable(),
  /** When it was paid from a balance in another currency: the quote that was confirmed. */
  payment: fxSchema.nullable(),
  completedAt: isoTime.nullable(),
  refundedAt: isoTime.nullable(),
  refundAmount: money,
  reviewed: z.boolean(),
  /** Addition: when an unpaid order was cancelled (by its owner, or when its pay window closed). */
  cancelledAt: isoTime.nullable(),
  /** Addition: why its owner cancelled it (null: not cancelled by the owner). */
  cancelReason: z.string().nullable(),
  /** The newest refund request of a takeout order, with the reason it was declined if it was. */
  refundRequest: z
    .object({
      reason: z.string(),
      image: z.string(),
      state: z.enum(['pending', 'approved', 'declined']),
      declineReason: z.string().nullable(),
      createdAt: isoTime,
      decidedAt: isoTime.nullable(),
    })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A pay-on-behalf request as the payer sees it (pay_on_behalf page). */
export const payRequestInfoSchema = z.object({
  pid: z.string(),
  /** PayRequestStatus 0 waiting, 1 paid, 2 expired, 3 cancelled. */
  status: z.number().int(),
  requester: publicUserSchema,
  content: z.string(),
  order: orderSummarySchema.pick({
    oid: true,
    pType: true,
    title: true,
    image: true,
    amount: true,
    unit: true,
    itemCount: true,
    status: true,
  }),
  items: z.array(orderItemSchema),
  amount: money,
  expiresAt: isoTime,
  /** Seconds left at answer time (the countdown starts from it; server time is the truth). */
  remainingSeconds: z.number().int(),
  link: z.string(),
  /** Currency of `amount` (the order's). */
  unit: z.string(),
  /** Addition: city of the merchant, hotel or flight destination only (never a street, phone or ID number). */
  city: z.string(),
  /** Addition: who paid, once paid. */
  payer: publicUserSchema.nullable(),
  /** Addition: whether the caller (when logged in) is the requester. */
  mine: z.boolean(),
});
export type PayRequestInfo = z.infer<typeof payRequestInfoSchema>;
