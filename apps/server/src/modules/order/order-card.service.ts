import { PayRequestStatus } from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { rowIdOrNull } from '../../lib/ids';
import { type OrderCardRow, orderRepository as repo } from './order.repository';
import { payLink } from './pay-on-behalf.rules';

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

/**
 * What other modules (chat) may know of orders and pay requests: the cards that show them as they are
 * now (paid, expired...), not as they were when sent. Message payloads keep only the ids.
 */
export const orderCards = {
  /** The card of order `oid` if `userId` owns it. */
  ownOrder: async (db: Executor, oid: string, userId: number) => {
    const id = rowIdOrNull(oid);
    const [o] = id === null ? [] : await repo.cards(db, [id]);
    return o && o.userId === userId ? toOrderCard(o) : null;
  },

  /** Whether `userId` asked for the pay request `pid` (null: no such request). */
  ownPayRequest: async (db: Executor, pid: string, userId: number) => {
    const requester = await repo.payRequester(db, pid);
    return requester === null ? null : requester === userId;
  },

  async load(
    db: Executor,
    refs: { oids: string[]; pids: string[] },
    opts: { now: Date; publicUrl?: string },
  ): Promise<Cards> {
    const cards: Cards = { orders: new Map(), payRequests: new Map() };
    const ids = [...new Set(refs.oids)].map(rowIdOrNull).filter((n): n is number => n !== null);
    const [orderRows, payRows] = await Promise.all([
      repo.cards(db, ids),
      repo.payRequestCards(db, [...new Set(refs.pids)]),
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
