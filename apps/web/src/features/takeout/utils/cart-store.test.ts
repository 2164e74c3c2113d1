import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { readStored, removeStored, storageKeys } from '@/lib/storage';
import { addLine, cartCount, cartTotal, createCartStore, lineOf, repriceLines, setLineQuantity } from './cart-store';
import { noodles } from './menu.fixture';

const large = [{ group: 0, options: [1] }];
const regular = [{ group: 0, options: [0] }];

beforeEach(() => {
  removeStored(storageKeys.foodCart);
  saveLoginUser({ token: 't1', _id: 'u1' });
});
afterEach(() => {
  clearLoginUser();
  removeStored(storageKeys.foodCart);
});

describe('cart lines', () => {
  it('merges the same dish with the same options and keeps other options apart', () => {
    let lines = addLine([], lineOf(noodles, large, 1), 99) ?? [];
    lines = addLine(lines, lineOf(noodles, large, 2), 99) ?? [];
    lines = addLine(lines, lineOf(noodles, regular, 1), 99) ?? [];
    expect(lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(cartCount(lines)).toBe(4);
    expect(cartTotal(lines)).toBe(3 * 310 + 250);
  });

  it('refuses to go past the maximum number of items, adding or raising a quantity', () => {
    const lines = addLine([], lineOf(noodles, large, 9), 10) ?? [];
    expect(addLine(lines, lineOf(noodles, regular, 2), 10)).toBeNull();
    expect(addLine(lines, lineOf(noodles, regular, 1), 10)).not.toBeNull();
    expect(setLineQuantity(lines, lines[0]!.key, 11, 10)).toBeNull();
    expect(setLineQuantity(lines, lines[0]!.key, 10, 10)?.[0]?.quantity).toBe(10);
    // Lowering is always allowed, and 0 removes the line.
    expect(setLineQuantity(lines, lines[0]!.key, 0, 5)).toEqual([]);
  });

  it('reprices a kept cart from the menu and drops dishes that are gone or sold out', () => {
    const lines = [lineOf(noodles, large, 2), lineOf({ ...noodles, pid: '12', name: 'Gone' }, regular, 1)];
    const dearer = { ...noodles, price: 300 };
    const fresh = repriceLines(lines, new Map([[noodles.pid, dearer]]));
    expect(fresh.removed).toBe(1);
    expect(fresh.lines).toHaveLength(1);
    expect(fresh.lines[0]?.unitPrice).toBe(360);
    expect(repriceLines(lines, new Map([[noodles.pid, { ...noodles, stock: 0 }]])).lines).toEqual([]);
    // Nothing changed: the same array comes back (no needless writes).
    const same = [lineOf(noodles, large, 1)];
    expect(repriceLines(same, new Map([[noodles.pid, noodles]])).lines).toBe(same);
  });

  it('keeps a kept line on its option when the merchant hides a middle one, and drops a line with the hidden one', () => {
    const egg = lineOf(noodles, [...regular, { group: 2, options: [0] }], 1);
    const meat = lineOf(noodles, [...regular, { group: 2, options: [1] }], 1);
    const veg = lineOf(noodles, [...regular, { group: 2, options: [2] }], 1);
    // Extra meat (stored at 1) hidden: the menu lists Fried egg (0) and Extra vegetables (2).
    const hidden = {
      ...noodles,
      specs: noodles.specs.map((g) => (g.at === 2 ? { ...g, options: g.options.filter((o) => o.at !== 1) } : g)),
    };
    const fresh = repriceLines([egg, meat, veg], new Map([[noodles.pid, hidden]]));
    expect(fresh.removed).toBe(1);
    expect(fresh.lines.map((l) => [l.options, l.unitPrice, l.specs])).toEqual([
      [['Regular', 'Fried egg'], 280, [...regular, { group: 2, options: [0] }]],
      [['Regular', 'Extra vegetables'], 280, [...regular, { group: 2, options: [2] }]],
    ]);
  });

  it('keeps the merchant currency with each line, and refreshes a cart saved before it had one', () => {
    const line = lineOf(noodles, large, 2);
    expect(line.unit).toBe('THB');
    // A cart saved before prices had a currency: USD cents and no unit.
    const { unit: _, ...old } = { ...line, unitPrice: 9 };
    const fresh = repriceLines([old], new Map([[noodles.pid, noodles]]));
    expect(fresh.lines[0]).toMatchObject({ unit: 'THB', unitPrice: 310, quantity: 2 });
    expect(fresh.removed).toBe(0);
    // A cart whose merchant now prices in another currency is repriced too.
    const won = repriceLines([line], new Map([[noodles.pid, { ...noodles, unit: 'KRW', price: 12_000 }]]));
    expect(won.lines[0]).toMatchObject({ unit: 'KRW' });
  });
});

describe('cart store', () => {
  it('keeps one cart per merchant', () => {
    const carts = createCartStore();
    carts.add('3', lineOf(noodles, large, 1));
    carts.add('4', lineOf(noodles, regular, 2));
    expect(cartCount(carts.lines('3'))).toBe(1);
    expect(cartCount(carts.lines('4'))).toBe(2);
    carts.clear('3');
    expect(carts.lines('3')).toEqual([]);
    expect(carts.merchants()).toEqual(['4']);
  });

  it('answers the maximum when a merchant cart would pass it', () => {
    const carts = createCartStore();
    expect(carts.add('3', lineOf(noodles, large, 3), 3)).toEqual({ ok: true });
    expect(carts.add('3', lineOf(noodles, large, 1), 3)).toEqual({ ok: false, reason: 'max', max: 3 });
    expect(cartCount(carts.lines('3'))).toBe(3);
    // Another merchant's cart has its own count.
    expect(carts.add('4', lineOf(noodles, large, 3), 3)).toEqual({ ok: true });
  });

  it('is kept in local storage across reloads, per user', () => {
    const first = createCartStore();
    first.add('3', lineOf(noodles, large, 2));
    expect(readStored(storageKeys.foodCart)).toMatchObject({ u1: { '3': [{ pid: '11', quantity: 2 }] } });

    const afterReload = createCartStore();
    expect(afterReload.lines('3')).toEqual(first.lines('3'));

    // Another user on this device does not see it; the first user gets it back.
    saveLoginUser({ token: 't2', _id: 'u2' });
    expect(afterReload.lines('3')).toEqual([]);
    saveLoginUser({ token: 't1', _id: 'u1' });
    expect(cartCount(afterReload.lines('3'))).toBe(2);
  });

  it('hands a guest cart to the user who logs in', () => {
    clearLoginUser();
    const carts = createCartStore();
    carts.add('3', lineOf(noodles, large, 1));
    carts.adoptGuest('u9');
    saveLoginUser({ token: 't9', _id: 'u9' });
    expect(cartCount(carts.lines('3'))).toBe(1);
  });

  it('ignores broken stored data', () => {
    localStorage.setItem(storageKeys.foodCart, JSON.stringify({ u1: { '3': [{ pid: 1 }, 'x'] }, u2: 5 }));
    expect(createCartStore().lines('3')).toEqual([]);
    localStorage.setItem(storageKeys.foodCart, '{not json');
    expect(createCartStore().lines('3')).toEqual([]);
  });
});
