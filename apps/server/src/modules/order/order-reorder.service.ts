import type { getReorderCart, ResponseOf } from '@wayfare/contracts';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import type { OrderDeps } from './order.deps';
import { orderRepository as repo } from './order.repository';
import { isReorderable } from './order.rules';
import { reorderLines } from './order-reorder';

/** "Order again" of the caller's own finished takeout order (a friend who paid for it cannot). */
export function createOrderReorderService(deps: Pick<OrderDeps, 'db'>) {
  const { db } = deps;
  return {
    async cart(userId: number, orderId: string): Promise<ResponseOf<typeof getReorderCart>> {
      const oid = rowId(orderId, 'OrderNotFound');
      const order = await repo.byId(db, oid, userId);
      if (!order || order.userId !== userId) return fail('OrderNotFound');
      if (!isReorderable(order) || order.merchantId === null) return fail('NotReorderable');
      const items = await repo.items(db, oid);
      const ids = [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
      const [merchant, rows] = await Promise.all([repo.merchant(db, order.merchantId), repo.productsById(db, ids)]);
      if (!merchant) return fail('NotReorderable');
      const { lines, changes } = reorderLines(
        items.map((i) => ({ ...i, specs: i.specs.map((s) => ({ group: s.group, option: s.option })) })),
        new Map(rows.map((r) => [r.id, r])),
        merchant.id,
      );
      return { mid: String(merchant.id), unit: merchant.currency, lines, changes };
    },
  };
}
