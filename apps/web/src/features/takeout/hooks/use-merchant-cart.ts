import type { MerchantDetail, Product } from '@wayfare/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/lib/toast';
import {
  type CartLine,
  type CartResult,
  cartCount,
  cartStore,
  cartTotal,
  DEFAULT_CART_MAX,
  lineOf,
  repriceLines,
} from '../utils/cart-store';
import type { SpecChoice } from '../utils/spec-choice';
import { useCartLines } from './use-cart';

/**
 * One merchant's cart against its menu: brought up to today's prices when the menu loads (dishes gone
 * are dropped and the user told), with add and quantity changes that say the spec's "a maximum of %s
 * items" when the cart is full.
 */
export function useMerchantCart(mid: string, merchant: MerchantDetail | undefined, max = DEFAULT_CART_MAX) {
  const { t } = useTranslation();
  const lines = useCartLines(mid);
  const products = useMemo(
    () => new Map((merchant?.categories ?? []).flatMap((c) => c.products).map((p) => [p.pid, p] as const)),
    [merchant],
  );

  useEffect(() => {
    if (!merchant) return;
    const current = cartStore.lines(mid);
    const fresh = repriceLines(current, products);
    cartStore.replace(mid, fresh.lines);
    if (fresh.removed) toast(t('takeout.cart.updated', { count: fresh.removed }));
  }, [merchant, products, mid, t]);

  const answer = useCallback(
    (r: CartResult) => {
      if (!r.ok) toast(t('takeout.cart.max', { max: r.max }));
      return r.ok;
    },
    [t],
  );

  const add = useCallback(
    (product: Product, choice: SpecChoice, quantity = 1) =>
      answer(cartStore.add(mid, lineOf(product, choice, quantity), max)),
    [mid, max, answer],
  );
  const setQuantity = useCallback(
    (key: string, quantity: number) => answer(cartStore.setQuantity(mid, key, quantity, max)),
    [mid, max, answer],
  );
  /** A dish without options: − and + on the menu row change its one line. */
  const setPlainQuantity = useCallback(
    (product: Product, quantity: number) => {
      const line = lineOf(product, [], 1);
      const existing = cartStore.lines(mid).find((l) => l.key === line.key);
      if (!existing) return quantity > 0 ? answer(cartStore.add(mid, { ...line, quantity }, max)) : true;
      return answer(cartStore.setQuantity(mid, line.key, quantity, max));
    },
    [mid, max, answer],
  );
  const quantityOf = useCallback(
    (pid: string) => lines.reduce((n, l: CartLine) => (l.pid === pid ? n + l.quantity : n), 0),
    [lines],
  );

  return {
    lines,
    count: cartCount(lines),
    /** Minor units of `unit`, the merchant's currency (a cart is priced in it, never converted). */
    total: cartTotal(lines),
    unit: merchant?.unit ?? lines[0]?.unit ?? null,
    products,
    add,
    setQuantity,
    setPlainQuantity,
    quantityOf,
    clear: useCallback(() => cartStore.clear(mid), [mid]),
  };
}
