import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { airlineTickets, merchants, products } from './catalog';
import { createdAt, currency, type LocalizedText, money, updatedAt } from './common';

/**
 * An order line's names in every language, as the catalogue had them when the order was placed: the
 * dish, and each chosen option (same order as `specs`) with its group. Pages show them in the viewer's
 * language; the menu may change or lose the dish later.
 */
export type OrderItemTexts = { name: LocalizedText; specs: { group: LocalizedText; option: LocalizedText }[] };

import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    merchantId: bigint('merchant_id', { mode: 'number' }).references(() => merchants.id),
    /** OrderType: 1 takeout, 2 flight, 3 hotel, 4 friend-pay. */
    type: integer('type').notNull(),
    /** OrderStatus 0-7. */
    status: integer('status').notNull().default(0),
    /** PaymentStatus 0 unpaid, 1 paid. */
    payStatus: integer('pay_status').notNull().default(0),
    /** Currency of every amount of the order: the seller's. */
    currency: currency(),
    itemsTotal: money('items_total').notNull(),
    deliveryFee: money('delivery_fee').notNull().default(0),
    serviceFee: money('service_fee').notNull().default(0),
    discount: money('discount').notNull().default(0),
    /** What the user pays: itemsTotal + fees - discount. */
    amount: money('amount').notNull(),
    addressId: bigint('address_id', { mode: 'number' }),
    /** The delivery address as it was when chosen. */
    addressSnapshot: jsonb('address_snapshot').$type<Record<string, unknown>>(),
    remark: text('remark').notNull().default(''),
    /** Flight or hotel specifics (flight number, times, check-in date, nights...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Who paid, when another user paid on the owner's behalf. */
    payerUserId: bigint('payer_user_id', { mode: 'number' }),
    /** Paid from a balance in another currency: the quote, and what left that balance. */
    payQuoteId: bigint('pay_quote_id', { mode: 'number' }),
    payUnit: text('pay_unit'),
    payAmount: money('pay_amount'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the dispatcher should advance this order next. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What went back to the wallet on refund (the amount less any fee). */
    refundAmount: money('refund_amount').notNull().default(0),
    /** Set when an unpaid order expired (its stock was released); it can no longer be paid. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the user cancelled an unpaid order (`/order/CancelOrder`); null when it expired or was not cancelled. */
    cancelReason: text('cancel_reason'),
    /** When each status was reached: `[{ status, at }]`, appended by every status change. */
    timeline: jsonb('timeline').$type<{ status: number; at: string }[]>().notNull().default([]),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_next_step_idx').on(t.nextStepAt),
    index('orders_expires_idx').on(t.expiresAt),
    // The expiry job's claim: only unpaid, live orders, so the index stays small as orders accumulate.
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 0 and ${t.cancelledAt} is null`),
    index('orders_merchant_idx').on(t.merchantId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** Chosen spec options as shown: `[{ group: 'Size', option: 'Large', price: 100 }]`. */
    specs: jsonb('specs').$type<{ group: string; option: string; price: number }[]>().notNull().default([]),
    /** Names in every language (null: a line without catalogue names, shown as `name`/`specs`). */
    texts: jsonb('texts').$type<OrderItemTexts>(),
    subtotal: money('subtotal').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Flight passengers and hotel guests. */
export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** 'passenger' | 'guest' */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    idType: text('id_type').notNull().default(''),
    idNumber: text('id_number').notNull(),
    phone: text('phone').notNull().default(''),
  },
  (t) => [index('order_passengers_order_idx').on(t.orderId)],
);

/**
 * The seats a flight order holds: taken from the fare when the order is made, given back when it expires
 * unpaid, is refunded, or moves to another flight.
 */
export const flightBookings = pgTable(
  'flight_bookings',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => airlineTickets.id),
    cabin: text('cabin').notNull(),
    seats: integer('seats').notNull(),
    /** Per passenger, in the order's currency, as booked. */
    ticketPrice: money('ticket_price').notNull(),
    promo: boolean('promo').notNull(),
    /** Printed on the e-ticket. */
    bookingRef: text('booking_ref').notNull(),
    changesMade: integer('changes_made').notNull().default(0),
    /** Set when the seats went back to the fare (expired, refunded): never twice. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('flight_bookings_ticket_idx').on(t.ticketId), uniqueIndex('flight_bookings_ref_uq').on(t.bookingRef)],
);

/**
 * What a refund or a flight change will cost, shown before the user confirms and honoured exactly when
 * they do within `expiresAt`: used once.
 */
export const orderQuotes = pgTable(
  'order_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** 'refund' | 'change' */
    kind: text('kind').notNull(),
    /** In the order's currency: the fee kept, and the amount returned (refund) or charged (change; negative returns). */
    fee: money('fee').notNull(),
    amount: money('amount').notNull(),
    /** A change's new flight. */
    ticketId: bigint('ticket_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_quotes_order_idx').on(t.orderId)],
);

/** Pay-on-behalf requests: a friend pays the order through a link (`pid`). */
export const payRequests = pgTable(
  'pay_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Random public id used in links. */
    publicId: text('public_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    requesterId: bigint('requester_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    payerUserId: bigint('payer_user_id', { mode: 'number' }),
    /** The amount asked, locked when the request was made (the order's amount, in its currency). */
    amount: money('amount').notNull(),
    currency: currency(),
    content: text('content').notNull().default(''),
    /** The conversation the request was last sent to (SendPay): told there when it is paid. */
    chatGroupId: bigint('chat_group_id', { mode: 'number' }),
    /** 0 waiting, 1 paid, 2 expired, 3 cancelled (replaced by a newer request, or the order paid otherwise) */
    status: integer('status').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pay_requests_public_uq').on(t.publicId),
    index('pay_requests_order_idx').on(t.orderId),
    // One live request per order: making another cancels the waiting one in the same transaction.
    uniqueIndex('pay_requests_live_uq').on(t.orderId).where(sql`${t.status} = 0`),
  ],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    merchantId: bigint('merchant_id', { mode: 'number' }).references(() => merchants.id),
    productId: bigint('product_id', { mode: 'number' }),
    /** 1-5 */
    score: integer('score').notNull(),
    content: text('content').notNull(),
    imgs: jsonb('imgs').$type<string[]>().notNull().default([]),
    /** Hidden from everyone by an operator (after a report); left out of lists and of the merchant's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The merchant's one answer, and who wrote it (a merchant operator or an operator on its behalf). */
    replyContent: text('reply_content'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    replyOperatorId: bigint('reply_operator_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('evaluations_order_uq').on(t.orderId),
    index('evaluations_merchant_idx').on(t.merchantId, t.createdAt),
    index('evaluations_product_idx').on(t.productId, t.createdAt),
    index('evaluations_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A user's report of a review: the review is hidden for that user at once, and waits for an operator until
 * `decidedAt` (hidden for everyone or kept). One report per user per review.
 */
export const evaluationReports = pgTable(
  'evaluation_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('evaluation_reports_uq').on(t.evaluationId, t.userId),
    index('evaluation_reports_open_idx').on(t.createdAt).where(sql`${t.decidedAt} is null`),
  ],
);

/**
 * Refund requests of takeout orders past the instant-refund stage (order.rules' refundStageOf): the user's
 * reason and photo; support or the merchant approves (the order goes 6 → 7 through the ledger) or
 * declines with a reason the user is shown (the order goes back to `fromStatus`). Newest per order wins.
 */
export const orderRefundRequests = pgTable(
  'order_refund_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** An upload of purpose `refund` by the user. */
    image: text('image').notNull(),
    /** The delivery status the order was at when asked (it returns there when declined). */
    fromStatus: integer('from_status').notNull(),
    /** 'pending' | 'approved' | 'declined' */
    state: text('state').notNull().default('pending'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('order_refund_requests_order_idx').on(t.orderId, t.id)],
);
