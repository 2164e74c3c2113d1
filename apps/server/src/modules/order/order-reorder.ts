import type { getReorderCart, ResponseOf } from '@wayfare/contracts';
import type { LocalizedText, products } from '../../db/schema';
import { shownGroupAt, shownOptionAt, shownSpecs } from '../product/specs';

type ProductRow = typeof products.$inferSelect;
type Reorder = Pick<ResponseOf<typeof getReorderCart>, 'lines' | 'changes'>;
/** An order line as kept: its product, names and options in the language it was ordered in. */
export type OrderedLine = {
  productId: number | null;
  name: string;
  unitPrice: number;
  quantity: number;
  specs: { group: string; option: string }[];
};

/** Whether `text` is the name in any of its locales (orders keep names in the language they were placed in). */
const named = (name: LocalizedText, text: string) => Object.values(name).some((v) => v === text);

/**
 * The options of an ordered line as stored positions (`at`) in today's spec groups, matched by name in any
 * locale among the shown ones; null when one of them is gone or hidden, or today's product asks for a
 * choice the order did not make (a new required group).
 */
function choiceOf(p: ProductRow, specs: OrderedLine['specs']): { group: number; options: number[] }[] | null {
  const chosen = new Map<number, number[]>();
  // Today's shown groups and options (a hidden one is gone for the app).
  const shown = shownSpecs(p.specs);
  for (const s of specs) {
    const group = shown.find((g) => named(g.name, s.group));
    const option = group?.options.find((o) => named(o.name, s.option));
    if (!group || !option) return null;
    const list = chosen.get(group.at) ?? [];
    if (!list.includes(option.at)) list.push(option.at);
    chosen.set(group.at, list);
  }
  for (const [at, options] of chosen) if (!shownGroupAt(shown, at)!.multiple && options.length > 1) return null;
  if (shown.some((g) => g.required && !chosen.has(g.at))) return null;
  return [...chosen.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, options]) => ({ group, options: options.sort((a, b) => a - b) }));
}

const priceOf = (p: ProductRow, choice: { group: number; options: number[] }[]) => {
  const shown = shownSpecs(p.specs);
  return choice.reduce((sum, c) => {
    const group = shownGroupAt(shown, c.group)!;
    return sum + c.options.reduce((n, o) => n + shownOptionAt(group, o)!.price, 0);
  }, p.price);
};

/**
 * "Order again": each ordered line against today's menu of the same merchant. Gone or off the menu:
 * `removed`; none left: `sold_out`; an option gone: `options`; those stay out of the cart. A new price goes
 * in at today's price and is named (`price`, per unit). Limited stock caps the quantity.
 */
export function reorderLines(
  ordered: OrderedLine[],
  byId: ReadonlyMap<number, ProductRow>,
  merchantId: number,
): Reorder {
  const lines: Reorder['lines'] = [];
  const changes: Reorder['changes'] = [];
  const taken = new Map<number, number>();
  for (const l of ordered) {
    const p = l.productId === null ? undefined : byId.get(l.productId);
    if (!p?.onSale || p.merchantId !== merchantId) {
      changes.push({ name: l.name, kind: 'removed', was: l.unitPrice, now: null });
      continue;
    }
    const left = p.stock === null ? l.quantity : p.stock - (taken.get(p.id) ?? 0);
    if (left <= 0) {
      changes.push({ name: l.name, kind: 'sold_out', was: l.unitPrice, now: null });
      continue;
    }
    const choice = choiceOf(p, l.specs);
    if (!choice) {
      changes.push({ name: l.name, kind: 'options', was: l.unitPrice, now: null });
      continue;
    }
    const unitPrice = priceOf(p, choice);
    const quantity = Math.min(l.quantity, left);
    taken.set(p.id, (taken.get(p.id) ?? 0) + quantity);
    lines.push({ pid: String(p.id), quantity, specs: choice, unitPrice });
    if (unitPrice !== l.unitPrice) changes.push({ name: l.name, kind: 'price', was: l.unitPrice, now: unitPrice });
  }
  return { lines, changes };
}
