import { PayRequestStatus } from '@wayfare/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchants, orders, payRequests } from '../../db/schema';

/** The order shown on an order card or a pay-request card (contract `orderCardSchema`). */
export type OrderCard = {
  oid: string;
  pType: number;
  title: string;
  image: string;
  amount: number;
  unit: string;
  status: number;
};
export type PayRequestCard = { pid: string; order: OrderCard; status: number; expiresAt: string; link: string };
export type Cards = { orders: Map<string, OrderCard>; payRequests: Map<string, PayRequestCard> };

const orderCols = {
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
type OrderCardRow = { [K in keyof typeof orderCols]: (typeof orderCols)[K]['_']['data'] | null };

function toOrderCard(o: OrderCardRow): OrderCard {
  const title = (o.details as { title?: unknown } | null)?.title;
  return {
    oid: String(o.id),
    pType: o.type ?? 0,
    title: typeof title === 'string' && title ? title : (o.merchantName ?? ''),
    image: o.merchantLogo ?? '',
    amount: o.amount ?? 0,
    unit: o.currency ?? 'USD',
    status: o.status ?? 0,
  };
}

/** Where a pay-on-behalf link opens (spec route `/pay_on_behalf`, query `pay_on_behalf`). */
export const payLink = (publicUrl: string | undefined, pid: string) =>
  `${publicUrl ?? ''}/pay_on_behalf?pay_on_behalf=${encodeURIComponent(pid)}`;

/**
 * Cards show the order and the pay request as they are now (paid, expired...), not as they were when
 * sent: message payloads keep only the ids, and the rows are read when messages are shown.
 */
export const chatCards = {
  /** The order if `userId` owns it. */
  ownOrder: async (db: Executor, oid: number, userId: number) => {
    const [o] = await db
      .select(orderCols)
      .from(orders)
      .leftJoin(merchants, eq(merchants.id, orders.merchantId))
      .where(eq(orders.id, oid));
    return o && o.userId === userId ? toOrderCard(o) : null;
  },

  /** The pay request `pid` if `userId` asked for it. */
  ownPayRequest: async (db: Executor, pid: string, userId: number) => {
    const [p] = await db
      .select({ requesterId: payRequests.requesterId })
      .from(payRequests)
      .where(eq(payRequests.publicId, pid));
    return p ? p.requesterId === userId : null;
  },

  async load(
    db: Executor,
    refs: { oids: string[]; pids: string[] },
    opts: { now: Date; publicUrl?: string },
  ): Promise<Cards> {
    const cards: Cards = { orders: new Map(), payRequests: new Map() };
    const oids = [...new Set(refs.oids)].map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    const pids = [...new Set(refs.pids)];
    const [orderRows, payRows] = await Promise.all([
      oids.length
        ? db
            .select(orderCols)
            .from(orders)
            .leftJoin(merchants, eq(merchants.id, orders.merchantId))
            .where(inArray(orders.id, oids))
        : Promise.resolve([]),
      pids.length
        ? db
            .select({
              pid: payRequests.publicId,
              status: payRequests.status,
              expiresAt: payRequests.expiresAt,
              order: orderCols,
            })
            .from(payRequests)
            .innerJoin(orders, eq(orders.id, payRequests.orderId))
            .leftJoin(merchants, eq(merchants.id, orders.merchantId))
            .where(inArray(payRequests.publicId, pids))
        : Promise.resolve([]),
    ]);
    for (const o of orderRows) cards.orders.set(String(o.id), toOrderCard(o));
    for (const p of payRows) {
      const expired = p.status === PayRequestStatus.Waiting && p.expiresAt <= opts.now;
      cards.payRequests.set(p.pid, {
        pid: p.pid,
        order: toOrderCard(p.order),
        status: expired ? PayRequestStatus.Expired : p.status,
        expiresAt: p.expiresAt.toISOString(),
        link: payLink(opts.publicUrl, p.pid),
      });
    }
    return cards;
  },
};
