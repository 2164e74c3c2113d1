import {
  ErrorCode,
  type getReorderCart,
  type MerchantCard,
  type OrderDetail,
  type Product,
  type ResponseOf,
} from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema';
import { SEARCH_TERMS_SQL } from '../src/modules/product/product.repository';
import {
  BKK,
  createAddressAt,
  createFoodMerchant,
  type FoodMerchant,
  largeNoodlesWithEgg,
  north,
} from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, type TestUser } from './wallet-fixtures';

/**
 * Issue 20: food search in any locale (seeded catalogue and triggers), the takeout list's filters, cancel
 * of an unpaid order with a reason, and "Order again".
 */

let t: TestApp;
let m: FoodMerchant;
let a: TestUser;
let b: TestUser;
let aHome: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS_POLL_MS: '0', ORDER_PAY_MINUTES: '15' } });
  await ensureWalletWorld(t.database);
  m = await createFoodMerchant(t.database, { name: 'Zanzibar Noodle Bar', radius: 3000, fee: 0, limitedStock: 5 });
  a = await createUser(t.database, { balance: 100_000, country: 'TH', pin: null });
  b = await createUser(t.database, { balance: 100_000, country: 'TH', pin: null });
  aHome = await createAddressAt(t.database, a.id, north(BKK, 1000));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

type Found = { merchants: MerchantCard[]; dishes: { product: Product; merchant: MerchantCard }[] };
const search = (body: Record<string, unknown>, lang = 'en', token?: string) =>
  t.call<Found>('/product/SearchFood', body, { token, headers: { 'accept-language': lang } });

describe('food search', () => {
  it('finds Thai rice dishes by "ข้าว" for an English user, each with its restaurant, open and nearest first', async () => {
    const res = await search({ text: 'ข้าว', ...BKK, limt: 30 });
    expect(res.status).toBe(0);
    const { dishes, merchants } = res.data;
    expect(dishes.length).toBeGreaterThan(3);
    const names = dishes.map((d) => d.product.name);
    // English names (the caller's language) of dishes whose Thai name holds ข้าว.
    expect(names).toContain('Crab Fried Rice');
    expect(names).toContain('Hainanese Chicken Rice');
    expect(names.every((n) => !/[\u0E00-\u0E7F]/.test(n))).toBe(true);
    // Every dish names its restaurant, which is among the merchants found.
    const mids = new Set(merchants.map((c) => c.mid));
    for (const d of dishes) {
      expect(d.merchant.mid).toBe(d.product.mid);
      expect(mids.has(d.merchant.mid)).toBe(true);
    }
    // With a position, only restaurants that deliver there; open ones first, each group nearest first.
    for (const c of merchants) expect(c.inRange).toBe(true);
    const open = merchants.map((c) => c.open);
    expect(open).toEqual([...open].sort((x, y) => Number(y) - Number(x)));
    const near = merchants.filter((c) => c.open).map((c) => c.distance!);
    expect(near).toEqual([...near].sort((x, y) => x - y));
  });

  it("answers in the caller's language and matches words in every locale", async () => {
    const th = await search({ text: 'rice', limt: 30 }, 'th-TH');
    expect(th.data.dishes.map((d) => d.product.name)).toContain('ข้าวผัดปู');
    const zh = await search({ text: '炒饭', limt: 30 }, 'zh-Hans');
    expect(zh.data.dishes.map((d) => d.product.name)).toContain('蟹肉炒饭');
    // A word start, any case: "FRIED" finds "Crab Fried Rice"; the middle of an English word does not.
    const fried = await search({ text: 'FRIED', limt: 30 });
    expect(fried.data.dishes.map((d) => d.product.name)).toContain('Crab Fried Rice');
    const middle = await search({ text: 'ied ric', limt: 30 });
    expect(middle.data.dishes).toEqual([]);
  });

  it('finds a restaurant by its name, and keeps the index up to date when names change', async () => {
    const byName = await search({ text: 'zanzibar' });
    expect(byName.data.merchants.map((c) => c.mid)).toEqual([String(m.id)]);
    expect(byName.data.dishes).toEqual([]);
    // A dish renamed: the old name no longer finds it, the new one does (in another locale too).
    await t.database.db
      .update(products)
      .set({ name: { en: 'Quokka curry', 'th-TH': 'แกงควอกก้า' } })
      .where(eq(products.id, m.limited));
    expect((await search({ text: 'daily special' })).data.dishes.map((d) => d.product.pid)).not.toContain(
      String(m.limited),
    );
    const renamed = await search({ text: 'ควอกก้า' });
    expect(renamed.data.dishes.map((d) => d.product.pid)).toEqual([String(m.limited)]);
    expect(renamed.data.dishes[0]!.product.name).toBe('Quokka curry');
    // Off-sale dishes are not offered.
    expect((await search({ text: 'old dish' })).data.dishes).toEqual([]);
  });

  it('puts a restaurant named as typed before those that only sell a dish of that name', async () => {
    // "Crisp" is the 24-hour Crisp & Co. and the crispy dishes of nearer restaurants.
    const res = await search({ text: 'crisp', ...BKK, limt: 30 });
    expect(res.data.merchants[0]!.name).toBe('Crisp & Co. Chicken 24');
    expect(res.data.merchants.length).toBeGreaterThan(1);
  });

  it('leaves out restaurants that do not deliver to the position', async () => {
    const far = await search({ text: 'zanzibar', ...north(BKK, 10_000) });
    expect(far.data.merchants).toEqual([]);
  });

  it('reads the prefix range of the term index, not the whole table', async () => {
    const rows = await t.database.db.execute(
      sql.raw(`explain ${SEARCH_TERMS_SQL.replaceAll('$1::text', "'ข้าว'::text").replace('$2::int', '2000')}`),
    );
    const plan = (rows as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan).toMatch(/search_terms_term_idx/);
    expect(plan).not.toMatch(/Seq Scan on search_terms/);
  });

  it('refuses an empty text as a parameter error', async () => {
    expect((await search({ text: '  ' })).status).toBe(ErrorCode.ParameterError);
  });
});

describe('takeout list filters', () => {
  type Page = { list: MerchantCard[]; total: number };
  const list = (body: object) => t.call<Page>('/product/GetMerchantList', { mType: 1, limt: 100, ...body });

  it('open now, free delivery and a minimum rating narrow the list', async () => {
    const all = await list({});
    const open = await list({ openNow: 1 });
    expect(open.data.list.length).toBeGreaterThan(0);
    expect(open.data.list.every((c) => c.open)).toBe(true);
    expect(open.data.total).toBe(all.data.list.filter((c) => c.open).length);
    const free = await list({ freeDelivery: true });
    expect(free.data.list.map((c) => c.mid)).toContain(String(m.id));
    expect(free.data.list.every((c) => c.deliveryFee === 0)).toBe(true);
    const top = await list({ minRating: 4.5 });
    expect(top.data.list.length).toBeGreaterThan(0);
    expect(top.data.list.every((c) => c.rating >= 4.5)).toBe(true);
    expect(top.data.total).toBe(all.data.list.filter((c) => c.rating >= 4.5).length);
  });
});

describe('cancel an unpaid order with a reason', () => {
  const create = (user: TestUser, home: number) =>
    t.call<OrderDetail>(
      '/order/CreateOrder',
      {
        pType: 1,
        mid: String(m.id),
        addressId: String(home),
        amount: 200,
        products: [{ pid: String(m.limited), quantity: 1 }],
      },
      { token: user.token },
    );
  const stock = async () =>
    (await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, m.limited)))[0]!.s;

  it('stores the reason, gives the stock back, and the order can no longer be paid', async () => {
    const before = await stock();
    const o = await create(a, aHome);
    expect(o.status).toBe(0);
    expect(o.data).toMatchObject({ canCancel: true, cancelReason: null, cancelledAt: null });
    expect(await stock()).toBe(before! - 1);

    // Someone else's order does not exist for them.
    const other = await t.call('/order/CancelOrder', { oid: o.data.oid, reason: 'x' }, { token: b.token });
    expect(other.status).toBe(ErrorCode.OrderNotFound);
    // A reason is needed.
    const bare = await t.call('/order/CancelOrder', { oid: o.data.oid, reason: ' ' }, { token: a.token });
    expect(bare.status).toBe(ErrorCode.ParameterError);

    const res = await t.call<OrderDetail>(
      '/order/CancelOrder',
      { oid: o.data.oid, reason: 'Ordered by mistake' },
      { token: a.token },
    );
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ cancelReason: 'Ordered by mistake', canPay: false, canCancel: false });
    expect(res.data.cancelledAt).not.toBeNull();
    expect(await stock()).toBe(before);
    const shown = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: o.data.oid }, { token: a.token });
    expect(shown.data.cancelReason).toBe('Ordered by mistake');

    expect((await t.call('/order/PayOrder', { oid: o.data.oid }, { token: a.token })).status).not.toBe(0);
    const again = await t.call('/order/CancelOrder', { oid: o.data.oid, reason: 'again' }, { token: a.token });
    expect(again.status).toBe(ErrorCode.OrderNotCancellable);
  });

  it('refuses a paid order', async () => {
    const o = await create(a, aHome);
    expect((await t.call('/order/PayOrder', { oid: o.data.oid }, { token: a.token })).status).toBe(0);
    const res = await t.call('/order/CancelOrder', { oid: o.data.oid, reason: 'Too slow' }, { token: a.token });
    expect(res.status).toBe(ErrorCode.OrderNotCancellable);
    expect(res.msg).toBe('order_not_cancellable');
  });
});

describe('order again', () => {
  type Reorder = ResponseOf<typeof getReorderCart>;

  it('rebuilds the cart from a completed order and names what changed', async () => {
    const fresh = await createFoodMerchant(t.database, { radius: 3000, fee: 0 });
    const o = await t.call<OrderDetail>(
      '/order/CreateOrder',
      {
        pType: 1,
        mid: String(fresh.id),
        addressId: String(aHome),
        amount: 180 * 2 + 200 + 200,
        products: [largeNoodlesWithEgg(fresh, 2), { pid: String(fresh.limited), quantity: 2 }],
      },
      { token: a.token },
    );
    expect(o.status).toBe(0);
    expect(o.data.canReorder).toBe(false);
    // Not finished yet: no Order again.
    const early = await t.call('/order/GetReorderCart', { oid: o.data.oid }, { token: a.token });
    expect(early.status).toBe(ErrorCode.NotReorderable);

    await t.call('/order/PayOrder', { oid: o.data.oid }, { token: a.token });
    await t.database.db
      .update(orders)
      .set({ status: 5, completedAt: new Date() })
      .where(eq(orders.id, Number(o.data.oid)));
    const done = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: o.data.oid }, { token: a.token });
    expect(done.data.canReorder).toBe(true);

    // Unchanged: everything goes back in, options as indexes.
    const same = await t.call<Reorder>('/order/GetReorderCart', { oid: o.data.oid }, { token: a.token });
    expect(same.status).toBe(0);
    expect(same.data).toEqual({
      mid: String(fresh.id),
      unit: 'THB',
      lines: [
        {
          pid: String(fresh.noodles),
          quantity: 2,
          specs: [
            { group: 0, options: [1] },
            { group: 1, options: [0] },
          ],
          unitPrice: 180,
        },
        { pid: String(fresh.limited), quantity: 2, specs: [], unitPrice: 200 },
      ],
      changes: [],
    });

    // The noodles cost more now; the special sold out.
    await t.database.db.update(products).set({ price: 120 }).where(eq(products.id, fresh.noodles));
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, fresh.limited));
    const changed = await t.call<Reorder>('/order/GetReorderCart', { oid: o.data.oid }, { token: a.token });
    expect(changed.data.lines).toEqual([expect.objectContaining({ pid: String(fresh.noodles), unitPrice: 200 })]);
    expect(changed.data.changes).toEqual([
      { name: 'Boat noodles', kind: 'price', was: 180, now: 200 },
      { name: 'Daily special', kind: 'sold_out', was: 200, now: null },
    ]);

    // Taken off the menu: named, not in the cart.
    await t.database.db.update(products).set({ onSale: false }).where(eq(products.id, fresh.noodles));
    const removed = await t.call<Reorder>('/order/GetReorderCart', { oid: o.data.oid }, { token: a.token });
    expect(removed.data.lines).toEqual([]);
    expect(removed.data.changes.map((c) => c.kind)).toEqual(['removed', 'sold_out']);

    // Only the owner.
    const other = await t.call('/order/GetReorderCart', { oid: o.data.oid }, { token: b.token });
    expect(other.status).toBe(ErrorCode.OrderNotFound);
  });

  it('matches options by name in the language the order was placed in', async () => {
    const fresh = await createFoodMerchant(t.database, { radius: 3000, fee: 0 });
    const o = await t.call<OrderDetail>(
      '/order/CreateOrder',
      {
        pType: 1,
        mid: String(fresh.id),
        addressId: String(aHome),
        amount: 180,
        products: [largeNoodlesWithEgg(fresh)],
      },
      { token: a.token, headers: { 'accept-language': 'zh-Hans' } },
    );
    expect(o.data.items[0]!.specs.map((s) => s.option)).toEqual(['Large（中）', 'Fried egg（中）']);
    await t.call('/order/PayOrder', { oid: o.data.oid }, { token: a.token });
    await t.database.db
      .update(orders)
      .set({ status: 7 })
      .where(eq(orders.id, Number(o.data.oid)));
    const res = await t.call<Reorder>('/order/GetReorderCart', { oid: o.data.oid }, { token: a.token });
    expect(res.data.lines[0]!.specs).toEqual([
      { group: 0, options: [1] },
      { group: 1, options: [0] },
    ]);
    expect(res.data.changes).toEqual([]);
    // The option is gone from the menu: named as such.
    const [row] = await t.database.db.select().from(products).where(eq(products.id, fresh.noodles));
    const specs = row!.specs.map((g, i) => (i === 1 ? { ...g, options: g.options.slice(1) } : g));
    await t.database.db.update(products).set({ specs }).where(eq(products.id, fresh.noodles));
    const gone = await t.call<Reorder>('/order/GetReorderCart', { oid: o.data.oid }, { token: a.token });
    expect(gone.data.lines).toEqual([]);
    expect(gone.data.changes).toEqual([{ name: 'Boat noodles（中）', kind: 'options', was: 180, now: null }]);
  });
});
