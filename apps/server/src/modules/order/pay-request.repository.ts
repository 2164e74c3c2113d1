import { PayRequestStatus } from '@wayfare/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawQuery } from '../../db/raw';
import { merchants, orders, payRequests, users } from '../../db/schema';
import { PAY_ON_BEHALF_SQL } from './order.sql';

export type PayRequestRow = typeof payRequests.$inferSelect;

const num = (v: unknown) => Number(v);

/** Pay-on-behalf requests: a friend pays an order through its link (`publicId`). */
export const payRequestRepository = {
  byPublicId: async (db: Executor, publicId: string) =>
    (await db.select().from(payRequests).where(eq(payRequests.publicId, publicId)))[0] ?? null,

  /** The newest request of an order (the live one, if any), for its owner's order page. */
  latestOf: async (db: Executor, orderId: number) =>
    (
      await db.select().from(payRequests).where(eq(payRequests.orderId, orderId)).orderBy(desc(payRequests.id)).limit(1)
    )[0] ?? null,

  /** Cancels the order's waiting request (replaced by a new one, or the order paid another way). */
  cancelLive: (db: Executor, orderId: number) =>
    db
      .update(payRequests)
      .set({ status: PayRequestStatus.Cancelled })
      .where(and(eq(payRequests.orderId, orderId), eq(payRequests.status, PayRequestStatus.Waiting))),

  /** A new waiting request open for `minutes` on the database clock. */
  insert: async (
    db: Executor,
    r: { publicId: string; orderId: number; requesterId: number; amount: number; currency: string },
    minutes: number,
  ) =>
    (
      await db
        .insert(payRequests)
        .values({ ...r, expiresAt: sql`now() + make_interval(mins => ${minutes})` })
        .returning()
    )[0]!,

  /**
   * An unpaid order stays payable at least as long as its request: its own expiry (and the stock or seats
   * it holds) moves to the request's end when that is later.
   */
  holdOrderUntil: (db: Executor, orderId: number, until: Date) =>
    db
      .update(orders)
      .set({ expiresAt: sql`greatest(${orders.expiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 0), isNull(orders.cancelledAt))),

  setSent: (db: Executor, id: number, content: string, chatGroupId: number) =>
    db.update(payRequests).set({ content, chatGroupId }).where(eq(payRequests.id, id)),

  /**
   * Marks the order of a request paid by `payerUserId` (null: the owner paid it): one conditional UPDATE,
   * like paying one's own order, so concurrent payers find it unpaid exactly once.
   */
  markOrderPaid: async (
    db: Executor,
    o: { orderId: number; ownerId: number; payerUserId: number | null; stepSeconds: number },
  ) => {
    const [row] = await rawQuery(
      db,
      PAY_ON_BEHALF_SQL,
      [o.orderId, o.ownerId, o.stepSeconds, o.payerUserId],
      'order_pay_on_behalf_v2',
    );
    return row
      ? { id: num(row.id), amount: num(row.amount), currency: String(row.currency), type: num(row.type) }
      : null;
  },

  /** The waiting, unexpired request marked paid by `payerUserId`; null when it no longer is payable. */
  markPaid: async (db: Executor, id: number, payerUserId: number) =>
    (
      await db
        .update(payRequests)
        .set({ status: PayRequestStatus.Paid, payerUserId, paidAt: sql`now()` })
        .where(
          and(
            eq(payRequests.id, id),
            eq(payRequests.status, PayRequestStatus.Waiting),
            gt(payRequests.expiresAt, sql`now()`),
          ),
        )
        .returning()
    )[0] ?? null,

  /** Where the order's seller (or the flight's destination) is: the city only. */
  cityOf: async (db: Executor, merchantId: number | null) =>
    merchantId === null
      ? null
      : ((await db.select({ city: merchants.city }).from(merchants).where(eq(merchants.id, merchantId)))[0]?.city ??
        null),

  /** Who a payer may look up by id: display name, avatar and the account to mask; null when gone. */
  person: async (db: Executor, id: number) =>
    (
      await db
        .select({ id: users.id, name: users.name, head: users.head, account: users.account })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
    )[0] ?? null,
};
