import type { createOrder, ErrorParamRow, ErrorParams, Locale, ParsedRequestOf } from '@wayfare/contracts';
import type { OrderItemTexts, products } from '../../db/schema';
import { fail } from '../../lib/app-error';
import { pick } from '../../lib/locale';
import { shownGroupAt, shownOptionAt, shownSpecs } from '../product/specs';

type ProductRow = typeof products.$inferSelect;
type Line = ParsedRequestOf<typeof createOrder>['products'][number];

export type PricedLine = {
  productId: number;
  name: string;
  image: string;
  unitPrice: number;
  quantity: number;
  specs: { group: string; option: string; price: number }[];
  /** The names in every language, kept with the order (`order_items.texts`). */
  texts: OrderItemTexts;
  subtotal: number;
  /** Null: unlimited stock. */
  stock: number | null;
};

/**
 * Prices the cart from the catalogue alone: the product's price plus the price of every chosen option.
 * Anything the catalogue does not allow (unknown or off-sale product, a spec group or option that does
 * not exist or is hidden, two options in a single-choice group, a required group left empty, the same group twice)
 * is "product exception". Names are in the caller's language, as shown when ordering, and in every
 * language (`texts`) so the order reads right in whatever language it is viewed later.
 */
export function priceLines(lines: Line[], byId: Map<number, ProductRow>, locale: Locale): PricedLine[] {
  return lines.map((line) => {
    const p = byId.get(Number(line.pid));
    if (!p?.onSale) return fail('ProductException');
    // The groups and options the app showed (hidden ones left out); lines name them by their stored
    // position (`at`), so a hidden one is refused like one that does not exist.
    const shown = shownSpecs(p.specs);
    const chosen = new Map<number, number[]>();
    for (const s of line.specs) {
      const group = shownGroupAt(shown, s.group);
      if (!group || chosen.has(s.group)) return fail('ProductException');
      if (new Set(s.options).size !== s.options.length) return fail('ProductException');
      if (!group.multiple && s.options.length > 1) return fail('ProductException');
      if (s.options.some((o) => !shownOptionAt(group, o))) return fail('ProductException');
      chosen.set(s.group, s.options);
    }
    let unitPrice = p.price;
    const specs: PricedLine['specs'] = [];
    const specTexts: OrderItemTexts['specs'] = [];
    for (const group of shown) {
      const picked = chosen.get(group.at) ?? [];
      if (group.required && picked.length === 0) fail('ProductException');
      for (const oi of [...picked].sort((a, b) => a - b)) {
        const option = shownOptionAt(group, oi)!;
        unitPrice += option.price;
        specs.push({ group: pick(group.name, locale), option: pick(option.name, locale), price: option.price });
        specTexts.push({ group: group.name, option: option.name });
      }
    }
    return {
      productId: p.id,
      name: pick(p.name, locale),
      image: p.image,
      unitPrice,
      quantity: line.quantity,
      specs,
      texts: { name: p.name, specs: specTexts },
      subtotal: unitPrice * line.quantity,
      stock: p.stock,
    };
  });
}

/**
 * Refuses an order whose total the client showed differs from the server's: "amount exception" with
 * what the user needs to confirm the new price and retry (contract `createOrder`): the server's `amount`
 * in `currency`, the `previous` total sent, the server's breakdown and `changes`, rows of what changed.
 */
export function failAmountChanged(p: {
  amount: number;
  currency: string;
  previous: number;
  breakdown: Record<string, number>;
  changes: ErrorParamRow[];
}): never {
  const params: ErrorParams = {
    amount: p.amount,
    currency: p.currency,
    previous: p.previous,
    ...p.breakdown,
    changes: p.changes,
  };
  return fail('AmountException', params);
}

/**
 * What changed in a takeout order against what the client showed: lines whose unit price it sent and
 * the server's differs (named in the caller's language), and the delivery fee if it sent one.
 */
export function takeoutChanges(
  sent: { products: Line[]; deliveryFee?: number },
  lines: PricedLine[],
  deliveryFee: number,
): ErrorParamRow[] {
  const rows: ErrorParamRow[] = [];
  sent.products.forEach((line, i) => {
    const priced = lines[i];
    if (!priced || line.unitPrice === undefined || line.unitPrice === priced.unitPrice) return;
    rows.push({
      kind: 'item',
      pid: String(priced.productId),
      name: priced.name,
      was: line.unitPrice,
      now: priced.unitPrice,
    });
  });
  if (sent.deliveryFee !== undefined && sent.deliveryFee !== deliveryFee) {
    rows.push({ kind: 'delivery_fee', was: sent.deliveryFee, now: deliveryFee });
  }
  return rows;
}

/** Quantity per product over all lines (one product may appear with different options). */
export function quantitiesByProduct(lines: PricedLine[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const l of lines) totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.quantity);
  return totals;
}
