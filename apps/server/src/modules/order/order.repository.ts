import { FallbackLocale, type Locale, OrderListTab } from '@wayfare/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import {
  merchants,
  orderItems,
  orderPassengers,
  orderQuotes,
  orderRefundRequests,
  orders,
  payRequests,
  products,
  users,
} from '../../db/schema';
import { catalogProducts } from '../product/product.repository';
import {
  ADVANCE_STEPS_SQL,
  CANCEL_ORDER_SQL,
  CLAIM_COMPLETION_SQL,
  EXPIRE_SQL,
  isoAt,
  PAID_WITH_QUOTE_SQL,
  PAY_ORDER_SQL,
} from './order.sql';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderListRow = OrderRow & {
  merchantName: string | null;
  merchantLogo: string | null;
  itemCount: number;
  itemsPreview: string;
};

const num = (v: unknown) => Number(v);

/** Timeline entries for the statuses reached, in order, all at one time (the database clock). */
const timelineEntries = (statuses: number[]) =>
  sql.raw(
    `jsonb_build_array(${statuses
      .map((s) => `jsonb_build_object('status', ${Math.trunc(Number(s))}, 'at', ${isoAt('now()')})`)
      .join(', ')})`,
  );

function tabWhere(tab: number | undefined): SQL | undefined {
  if (tab === OrderListTab.PendingPayment) {
    return and(
      eq(orders.status, 0),
      eq(orders.payStatus, 0),
      isNull(orders.cancelledAt),
      gt(orders.expiresAt, sql`now()`),
    );
  }
  // To Receive/Use is what is still on its way; completed orders are found under All (with the rest).
  if (tab === OrderListTab.ToReceive) return inArray(orders.status, [1, 2, 3, 4]);
  if (tab === OrderListTab.Refund) return inArray(orders.status, [6, 7]);
  return undefined;
}

/** A line's dish name in `locale` from the names kept at order time (as `pick` does), else as stored. */
const itemNameIn = (locale: Locale) =>
  sql`coalesce(nullif(${orderItems.texts}->'name'->>${locale}::text, ''), nullif(${orderItems.texts}->'name'->>'en', ''), ${orderItems.name})`;

/** The list columns, item names in the viewer's `locale`. */
const listColumns = (locale: Locale) => ({
  order: orders,
  merchantName: merchants.name,
  merchantLogo: merchants.logo,
  itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
  itemsPreview: sql<string>`(select coalesce(string_agg(${itemNameIn(locale)}, ', ' order by ${orderItems.id}), '') from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
});

const flatten = (r: {
  order: OrderRow;
  merchantName: string | null;
  merchantLogo: string | null;
  itemCount: number;
  itemsPreview: string | null;
}) =>
  ({
    ...r.order,
    merchantName: r.merchantName,
    merchantLogo: r.merchantLogo,
    itemCount: Number(r.itemCount),
    itemsPreview: r.itemsPreview ?? '',
  }) satisfies OrderListRow;

/** What an order card (chat, pay request) shows: the order with its merchant's name and logo. */
const cardColumns = {
  id: orders.id,
  userId: orders.userId,
  type: orders.type,
  status: orders.status,
  amount: orders.amount,
  currency: orders.currency,
  details: orders.details,
  merchantName: merchants.name,
  merchantLogo: merchants.logo,
};
export type OrderCardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | null };

/**
 * Orders the user may read in full: their own only. A friend who paid one on its owner's behalf sees what
 * the pay link shows (GetPayOrderInfo: items, total, city), never the address, phone or passengers.
 */
const visibleTo = (userId: number) => eq(orders.userId, userId);

export const orderRepository = {
  merchant: async (db: Executor, id: number) =>
    (await db.select().from(merchants).where(eq(merchants.id, id)))[0] ?? null,

  /** The merchant's products of these ids, `onSale` false also when their category is hidden. */
  products: (db: Executor, merchantId: number, ids: number[]) =>
    catalogProducts(db).where(and(eq(products.merchantId, merchantId), inArray(products.id, ids))),

  /** Takes `quantity` from a limited stock, or nothing when too little is left (never below zero). */
  takeStock: async (db: Executor, productId: number, quantity: number) =>
    (
      await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
        .returning({ id: products.id })
    ).length === 1,

  insertOrder: async (
    db: Executor,
    values: Omit<typeof orders.$inferInsert, 'expiresAt' | 'timeline'>,
    payMinutes: number,
  ) =>
    (
      await db
        .insert(orders)
        .values({
          ...values,
          expiresAt: sql`now() + make_interval(mins => ${payMinutes})`,
          timeline: sql`jsonb_build_array(jsonb_build_object('status', 0, 'at', ${sql.raw(isoAt('now()'))}))`,
        })
        .returning()
    )[0]!,

  insertItems: (db: Executor, rows: (typeof orderItems.$inferInsert)[]) => db.insert(orderItems).values(rows),

  insertQuote: async (
    db: Executor,
    q: { userId: number; orderId: number; kind: 'refund' | 'change'; fee: number; amount: number; ticketId?: number },
    validSeconds: number,
  ) =>
    (
      await db
        .insert(orderQuotes)
        .values({ ...q, expiresAt: sql`now() + make_interval(secs => ${validSeconds})` })
        .returning()
    )[0]!,

  /**
   * Uses a quote of this user, order and kind once, while it is valid (the database clock decides): the
   * quote, or null when it is unknown, someone else's, used or expired.
   */
  consumeQuote: async (db: Executor, id: number, userId: number, orderId: number, kind: 'refund' | 'change') =>
    (
      await db
        .update(orderQuotes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(orderQuotes.id, id),
            eq(orderQuotes.userId, userId),
            eq(orderQuotes.orderId, orderId),
            eq(orderQuotes.kind, kind),
            isNull(orderQuotes.usedAt),
            gt(orderQuotes.expiresAt, sql`now()`),
          ),
        )
        .returning()
    )[0] ?? null,

  /** A booking moved to another flight: its amount by the fare difference, its specifics as they are now. */
  rebook: (db: Executor, id: number, difference: number, details: Record<string, unknown>, arriveAt: Date) =>
    db
      .update(orders)
      .set({
        amount: sql`${orders.amount} + ${difference}`,
        itemsTotal: sql`${orders.itemsTotal} + ${difference}`,
        details,
        // A flight completes when it lands.
        nextStepAt: arriveAt,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id)),

  /** The order's specifics (flight or hotel snapshot, list title and image). */
  setDetails: (db: Executor, id: number, details: Record<string, unknown>) =>
    db.update(orders).set({ details }).where(eq(orders.id, id)),

  insertPassengers: (db: Executor, rows: (typeof orderPassengers.$inferInsert)[]) =>
    db.insert(orderPassengers).values(rows),

  /**
   * One order with its list columns, when `userId` may see it (null: any user, for jobs and operators);
   * item names in `locale`.
   */
  byId: async (db: Executor, id: number, userId: number | null, locale: Locale = FallbackLocale) =>
    (
      await db
        .select(listColumns(locale))
        .from(orders)
        .leftJoin(merchants, eq(merchants.id, orders.merchantId))
        .where(and(eq(orders.id, id), userId === null ? undefined : visibleTo(userId)))
    ).map(flatten)[0] ?? null,

  /** The owner's order, locked for a change in this transaction. */
  lockOwned: async (db: Executor, id: number, userId: number) =>
    (
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)))
        .for('update')
    )[0] ?? null,

  insertRefundRequest: (db: Executor, row: typeof orderRefundRequests.$inferInsert) =>
    db.insert(orderRefundRequests).values(row),

  /** The newest refund request of an order, or null. */
  latestRefundRequest: async (db: Executor, orderId: number) =>
    (
      await db
        .select()
        .from(orderRefundRequests)
        .where(eq(orderRefundRequests.orderId, orderId))
        .orderBy(desc(orderRefundRequests.id))
        .limit(1)
    )[0] ?? null,

  decideRefundRequest: (db: Executor, id: number, state: 'approved' | 'declined', declineReason: string | null) =>
    db
      .update(orderRefundRequests)
      .set({ state, declineReason, decidedAt: sql`now()` })
      .where(eq(orderRefundRequests.id, id)),

  lock: async (db: Executor, id: number) =>
    (await db.select().from(orders).where(eq(orders.id, id)).for('update'))[0] ?? null,

  page: async (
    db: Executor,
    userId: number,
    filter: { tab?: number; type?: number },
    offset: number,
    limit: number,
    locale: Locale,
  ) => {
    const where = and(
      eq(orders.userId, userId),
      tabWhere(filter.tab),
      filter.type === undefined ? undefined : eq(orders.type, filter.type),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(listColumns(locale))
        .from(orders)
        .leftJoin(merchants, eq(merchants.id, orders.merchantId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows: rows.map(flatten), total: total?.n ?? 0 };
  },

  many: async (db: Executor, userId: number, ids: number[], locale: Locale) =>
    (
      await db
        .select(listColumns(locale))
        .from(orders)
        .leftJoin(merchants, eq(merchants.id, orders.merchantId))
        .where(and(inArray(orders.id, ids), visibleTo(userId)))
    ).map(flatten),

  // ---- cards (chat messages show orders and pay requests as they are now) ----

  cards: (db: Executor, ids: number[]): Promise<OrderCardRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select(cardColumns)
          .from(orders)
          .leftJoin(merchants, eq(merchants.id, orders.merchantId))
          .where(inArray(orders.id, ids)),

  payRequestCards: (db: Executor, publicIds: string[]) =>
    publicIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            pid: payRequests.publicId,
            status: payRequests.status,
            expiresAt: payRequests.expiresAt,
            order: cardColumns,
          })
          .from(payRequests)
          .innerJoin(orders, eq(orders.id, payRequests.orderId))
          .leftJoin(merchants, eq(merchants.id, orders.merchantId))
          .where(inArray(payRequests.publicId, publicIds)),

  /** Who asked for the pay request `publicId`, or null when there is none. */
  payRequester: async (db: Executor, publicId: string) =>
    (
      await db
        .select({ requesterId: payRequests.requesterId })
        .from(payRequests)
        .where(eq(payRequests.publicId, publicId))
    )[0]?.requesterId ?? null,

  items: (db: Executor, orderId: number) =>
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),

  passengers: (db: Executor, orderId: number) =>
    db.select().from(orderPassengers).where(eq(orderPassengers.orderId, orderId)).orderBy(asc(orderPassengers.id)),

  publicUser: async (db: Executor, id: number) =>
    (await db.select({ id: users.id, name: users.name, head: users.head }).from(users).where(eq(users.id, id)))[0] ??
    null,

  /** Badge counts of one user, one pass over their orders. */
  counts: async (db: Executor, userId: number) => {
    const [row] = await rawQuery(
      db,
      `select
         count(*) filter (where status = 0 and pay_status = 0 and cancelled_at is null and expires_at > now()) as pending,
         count(*) filter (where status between 1 and 4) as to_receive,
         count(*) filter (where status = 6) as refund,
         count(*) filter (where status = 5 and reviewed_at is null) as to_review,
         count(*) as total
       from orders where user_id = $1::bigint`,
      [userId],
    );
    return {
      pendingPayment: num(row?.pending ?? 0),
      toReceive: num(row?.to_receive ?? 0),
      refund: num(row?.refund ?? 0),
      toReview: num(row?.to_review ?? 0),
      total: num(row?.total ?? 0),
    };
  },

  // ---- payment ----

  markPaid: async (db: Executor, orderId: number, userId: number, stepSeconds: number) => {
    const [row] = await rawQuery(db, PAY_ORDER_SQL, [orderId, userId, stepSeconds], 'order_pay_v3');
    return row
      ? {
          id: num(row.id),
          amount: num(row.amount),
          currency: String(row.currency),
          type: num(row.type),
          paidAt: new Date(row.paid_at as string),
        }
      : null;
  },

  /** Notes on a paid order the quote it was paid with (another currency) and what left that balance. */
  paidWithQuote: async (db: Executor, orderId: number, q: { id: number; fromUnit: string; fromAmount: number }) => {
    await rawQuery(db, PAID_WITH_QUOTE_SQL, [orderId, q.id, q.fromUnit, q.fromAmount], 'order_paid_quote_v1');
  },

  /** Why an order could not be paid: its state as the caller may see it. */
  payState: async (db: Executor, orderId: number, userId: number) =>
    (
      await db
        .select({
          status: orders.status,
          payStatus: orders.payStatus,
          cancelledAt: orders.cancelledAt,
          expiresAt: orders.expiresAt,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    )[0] ?? null,

  // ---- status changes ----

  /**
   * Moves an order from `from` through `statuses` (the last is where it ends), recording each on the
   * timeline; false when the order was not in `from`. What goes with the change, all on the database clock:
   * `stamp` sets that column to now, `nextStepInSeconds` schedules the next dispatcher step (null clears
   * it), `refundAmount` records what went back.
   */
  setStatus: async (
    db: Executor,
    orderId: number,
    from: number,
    statuses: number[],
    extra: { stamp?: 'completedAt' | 'refundedAt'; nextStepInSeconds?: number | null; refundAmount?: number },
  ) =>
    (
      await db
        .update(orders)
        .set({
          ...(extra.stamp ? { [extra.stamp]: sql`now()` } : {}),
          ...(extra.nextStepInSeconds === undefined
            ? {}
            : {
                nextStepAt:
                  extra.nextStepInSeconds === null
                    ? null
                    : sql`now() + make_interval(secs => ${extra.nextStepInSeconds})`,
              }),
          ...(extra.refundAmount === undefined ? {} : { refundAmount: extra.refundAmount }),
          status: statuses[statuses.length - 1]!,
          updatedAt: sql`now()`,
          timeline: sql`${orders.timeline} || ${timelineEntries(statuses)}`,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id })
    ).length === 1,

  setAddress: (db: Executor, orderId: number, addressId: number, snapshot: Record<string, unknown>) =>
    db
      .update(orders)
      .set({ addressId, addressSnapshot: snapshot, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId)),

  addMerchantSale: (db: Executor, merchantId: number) =>
    db
      .update(merchants)
      .set({ sales: sql`${merchants.sales} + 1` })
      .where(eq(merchants.id, merchantId)),

  // ---- jobs ----

  advanceSteps: async (db: Executor, batch: number, stepSeconds: number, now: Date | null) =>
    (await rawQuery(db, ADVANCE_STEPS_SQL, [batch, stepSeconds, now?.toISOString() ?? null], 'order_advance_v1')).map(
      (r) => ({ id: num(r.id), userId: num(r.user_id), status: num(r.status), type: num(r.type) }),
    ),

  claimCompletion: async (db: Executor, now: Date | null) => {
    const [r] = await rawQuery(db, CLAIM_COMPLETION_SQL, [now?.toISOString() ?? null], 'order_claim_completion_v3');
    return r
      ? {
          id: num(r.id),
          userId: num(r.user_id),
          payerUserId: r.payer_user_id === null ? null : num(r.payer_user_id),
          amount: num(r.amount),
          currency: String(r.currency),
          merchantId: r.merchant_id === null ? null : num(r.merchant_id),
          type: num(r.type),
          status: num(r.status),
        }
      : null;
  },

  /** Cancels the owner's unpaid, payable order with a reason; null when it is not (paid, expired, not theirs). */
  cancel: async (db: Executor, orderId: number, userId: number, reason: string) => {
    const [r] = await rawQuery(db, CANCEL_ORDER_SQL, [orderId, userId, reason], 'order_cancel_v1');
    return r ? { id: num(r.id), type: num(r.type) } : null;
  },

  /** Products by id, on sale or not (Order again names the ones that are gone, hidden categories' too). */
  productsById: (db: Executor, ids: number[]) =>
    ids.length ? catalogProducts(db).where(inArray(products.id, ids)) : Promise.resolve([]),

  expire: async (db: Executor, batch: number, now: Date | null) =>
    (await rawQuery(db, EXPIRE_SQL, [batch, now?.toISOString() ?? null], 'order_expire_v1')).map((r) => ({
      id: num(r.id),
      userId: num(r.user_id),
      type: num(r.type),
    })),

  /**
   * Gives the stock of these orders' items back. Product rows are locked in id order first, the order in
   * which order creation takes them, so the two never deadlock.
   */
  releaseStock: async (db: Executor, orderIds: number[]) => {
    if (orderIds.length === 0) return;
    const lines = await rawQuery(
      db,
      `select product_id, sum(quantity)::int as quantity from order_items
       where order_id = any($1::bigint[]) and product_id is not null group by product_id order by product_id`,
      [orderIds],
    );
    if (lines.length === 0) return;
    const ids = lines.map((l) => num(l.product_id));
    await rawQuery(
      db,
      'select id from products where id = any($1::bigint[]) and stock is not null order by id for update',
      [ids],
    );
    await rawQuery(
      db,
      `update products p set stock = p.stock + x.quantity
       from unnest($1::bigint[], $2::int[]) as x(product_id, quantity)
       where p.id = x.product_id and p.stock is not null`,
      [ids, lines.map((l) => num(l.quantity))],
    );
  },
};
