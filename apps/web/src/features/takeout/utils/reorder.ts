import type { getReorderCart, Product, ResponseOf } from '@wayfare/contracts';
import { type CartLine, lineOf } from './cart-store';

type Reorder = ResponseOf<typeof getReorderCart>;

/**
 * The cart "Order again" puts together: each line the server matched, built from today's menu (names in
 * the language shown now, today's price); a line whose dish the menu no longer lists is left out.
 */
export function reorderCart(res: Pick<Reorder, 'lines'>, products: ReadonlyMap<string, Product>): CartLine[] {
  const lines: CartLine[] = [];
  for (const l of res.lines) {
    const p = products.get(l.pid);
    if (!p) continue;
    const line = lineOf(p, l.specs, l.quantity);
    const same = lines.findIndex((x) => x.key === line.key);
    if (same >= 0) lines[same] = { ...lines[same]!, quantity: lines[same]!.quantity + line.quantity };
    else lines.push(line);
  }
  return lines;
}
