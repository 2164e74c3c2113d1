import fs from 'node:fs';
import path from 'node:path';
import {
  ErrorCode,
  type getReorderCart,
  type OrderDetail,
  type OrderSummary,
  type ResponseOf,
  type SpecGroup,
} from '@wayfare/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, orderItems, orders, products } from '../src/db/schema';
import {
  BKK,
  createAddressAt,
  createFoodMerchant,
  type FoodMerchant,
  largeNoodlesWithEgg,
  NEVER,
  north,
} from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, onPostgres, operatorToken, type TestUser } from './wallet-fixtures';

let t: TestApp;
let m: FoodMerchant;
let a: TestUser;
let b: TestUser;
let aHome: number;
let bHome: number;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0', ORDER_PAY_MINUTES: '15' } });
  await ensureWalletWorld(t.database);
  m = await createFoodMerchant(t.database, { radius: 3000, fee: 40, limitedStock: 5 });
  a = await createUser(t.database, { balance: 100_000, country: 'TH', pin: null });
  b = await createUser(t.database, { balance: 100_000, country: 'TH', pin: null });
  aHome = await createAddressAt(t.database, a.id, north(BKK, 1000));
  bHome = await createAddressAt(t.database, b.id, north(BKK, 500));
});
afterAll(async () => {
  await t?.close();
});

type Body = Record<string, unknown>;
const order = (user: TestUser, body: Body) =>
  t.call<OrderDetail>(
    '/order/CreateOrder',
    { pType: 1, mid: String(m.id), addressId: String(user === a ? aHome : bHome), ...body },
    { token: user.token },
  );
const stockOf = async (pid: number) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, pid)))[0]!.stock;

describe('delivery range', () => {
  it('answers fee, distance and range for an address or a position before the cart is built', async () => {
    const near = await t.call<Body>('/order/GetDelivery', { mid: m.id, addressId: aHome }, { token: a.token });
    expect(near.status).toBe(0);
    expect(near.data).toMatchObject({
      inRange: true,
      radius: 3000,
      deliveryFee: 40,
      open: true,
      addressId: String(aHome),
    });
    expect(Math.abs((near.data.distance as number) - 1000)).toBeLessThanOrEqual(2);

    const far = await t.call<Body>('/order/GetDelivery', { mid: m.id, ...north(BKK, 4000) }, { token: a.token });
    expect(far.data).toMatchObject({ inRange: false, addressId: null });
  });

  it("refuses someone else's address", async () => {
    const res = await t.call('/order/GetDelivery', { mid: m.id, addressId: bHome }, { token: a.token });
    expect(res.status).toBe(ErrorCode.SelectItemsOrAddress);
  });
});

describe('creating a takeout order', () => {
  it('prices every line from the catalogue, options included, and stores a snapshot', async () => {
    // 2 x (100 + Large 50 + egg 30) + 1 x daily special 200 + delivery 40 = 600
    const lines = [largeNoodlesWithEgg(m, 2), { pid: m.limited, quantity: 1 }];
    const before = await stockOf(m.limited);
    const res = await order(a, { amount: 600, products: lines, remark: 'no cilantro' });
    expect(res.status).toBe(0);
    const d = res.data;
    expect(d).toMatchObject({
      status: 0,
      payStatus: 0,
      pType: 1,
      itemsTotal: 560,
      deliveryFee: 40,
      amount: 600,
      itemCount: 3,
      canPay: true,
      canRefund: false,
      canChangeAddress: true,
      remark: 'no cilantro',
    });
    expect(d.items[0]).toMatchObject({ unitPrice: 180, quantity: 2, subtotal: 360, name: 'Boat noodles' });
    expect(d.itemsPreview).toBe(d.items.map((i) => i.name).join(', '));
    expect(d.itemsPreview).toMatch(/^Boat noodles, /);
    expect(d.items[0]!.specs).toEqual([
      { group: 'Size', option: 'Large', price: 50 },
      { group: 'Add-ons', option: 'Fried egg', price: 30 },
    ]);
    expect(d.address).toMatchObject({ id: String(aHome) });
    expect(d.merchant).toMatchObject({ mid: String(m.id) });
    expect(d.timeline.map((s) => s.status)).toEqual([0]);
    expect(new Date(d.expiresAt!).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await stockOf(m.limited)).toBe(before! - 1);
  });

  it('refuses a total that disagrees with the server (amount exception) and takes no stock', async () => {
    const before = await stockOf(m.limited);
    const res = await order(a, { amount: 599, products: [largeNoodlesWithEgg(m), { pid: m.limited, quantity: 1 }] });
    expect(res.status).toBe(ErrorCode.AmountException);
    // The client cannot set prices either: a cheaper computation is refused the same way.
    const cheap = await order(a, { amount: 140, products: [largeNoodlesWithEgg(m)] });
    expect(cheap.status).toBe(ErrorCode.AmountException);
    expect(await stockOf(m.limited)).toBe(before);
  });

  it('answers an amount exception with the new total, its currency and what changed, to confirm and retry', async () => {
    const shop = await createFoodMerchant(t.database, { radius: 3000, fee: 40 });
    const line = { pid: String(shop.noodles), quantity: 2, specs: [{ group: 0, options: [1] }] };
    const ask = (body: Body) =>
      t.call<OrderDetail>(
        '/order/CreateOrder',
        { pType: 1, mid: String(shop.id), addressId: String(aHome), ...body },
        { token: a.token },
      );
    // The client showed 150 a bowl and a delivery fee of 40 (340); the merchant then raises the noodles
    // to 120 and the delivery fee to 55: 2 x (120 + 50) + 55 = 395.
    await t.database.db.update(products).set({ price: 120 }).where(eq(products.id, shop.noodles));
    await t.database.db.update(merchants).set({ deliveryFee: 55 }).where(eq(merchants.id, shop.id));
    const res = await ask({ amount: 340, deliveryFee: 40, products: [{ ...line, unitPrice: 150 }] });
    expect(res.status).toBe(ErrorCode.AmountException);
    expect(res.msg).toBe('amount_exception');
    expect(res.params).toEqual({
      amount: 395,
      currency: 'THB',
      previous: 340,
      itemsTotal: 340,
      deliveryFee: 55,
      changes: [
        { kind: 'item', pid: String(shop.noodles), name: 'Boat noodles', was: 150, now: 170 },
        { kind: 'delivery_fee', was: 40, now: 55 },
      ],
    });
    // Names of what changed come in the caller's language.
    const zh = await t.call(
      '/order/CreateOrder',
      {
        pType: 1,
        mid: String(shop.id),
        addressId: String(aHome),
        amount: 340,
        products: [{ ...line, unitPrice: 150 }],
      },
      { token: a.token, headers: { 'accept-language': 'zh-Hans' } },
    );
    expect(zh.params?.changes).toEqual([
      { kind: 'item', pid: String(shop.noodles), name: 'Boat noodles（中）', was: 150, now: 170 },
    ]);
    // Confirming the new total places the order at it; nothing was ordered before.
    const retried = await ask({ amount: 395, deliveryFee: 55, products: [{ ...line, unitPrice: 170 }] });
    expect(retried.status).toBe(0);
    expect(retried.data).toMatchObject({ amount: 395, itemsTotal: 340, deliveryFee: 55, unit: 'THB' });
  });

  it('prices exactly the option groups a merchant edits in the back office; hidden options are gone', async () => {
    const shop = await createFoodMerchant(t.database, { radius: 3000, fee: 40 });
    const merchant = await operatorToken(t, 'merchant', shop.id);
    const names = (en: string, th = '') => ({ en, 'th-TH': th });
    // Size and Add-ons stay in place (Extra meat hidden, egg now 35); a required Spice group is added.
    const saved = await t.call<{ specs: { hidden: boolean; options: { price: number; hidden: boolean }[] }[] }>(
      '/admin/ProductSpecs',
      {
        pid: String(shop.noodles),
        groups: [
          {
            name: names('Size', 'ขนาด'),
            required: true,
            multiple: false,
            options: [
              { name: names('Regular'), price: 0 },
              { name: names('Large'), price: 50 },
            ],
          },
          {
            name: names('Add-ons'),
            required: false,
            multiple: true,
            options: [
              { name: names('Fried egg'), price: 35 },
              { name: names('Extra meat'), price: 80, hidden: true },
              { name: names('Crispy pork'), price: 45 },
            ],
          },
          {
            name: names('Spice', 'ความเผ็ด'),
            required: true,
            multiple: false,
            options: [
              { name: names('Mild', 'เผ็ดน้อย'), price: 0 },
              { name: names('Thai hot', 'เผ็ดแบบไทย'), price: 5 },
            ],
          },
        ],
      },
      { token: merchant.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    expect(saved.data.specs[1]!.options.map((o) => o.hidden)).toEqual([false, true, false]);

    // The app's dish shows the shown options only, in the user's language.
    const info = await t.call<{
      categories: {
        products: { pid: string; specs: { name: string; options: { name: string; price: number }[] }[] }[];
      }[];
    }>(
      '/product/GetMerchantInfo',
      { mid: String(shop.id), isGetProduct: true },
      { headers: { 'accept-language': 'th-TH' } },
    );
    const dish = info.data.categories.flatMap((c) => c.products).find((p) => p.pid === String(shop.noodles))!;
    expect(dish.specs.map((g) => g.name)).toEqual(['ขนาด', 'Add-ons', 'ความเผ็ด']);
    // Each with its stored position: Crispy pork stays at 2 with Extra meat (1) hidden.
    expect(dish.specs[1]!.options).toEqual([
      { at: 0, name: 'Fried egg', price: 35 },
      { at: 2, name: 'Crispy pork', price: 45 },
    ]);

    const place = (specs: Body[], amount: number) =>
      t.call<OrderDetail>(
        '/order/CreateOrder',
        {
          pType: 1,
          mid: String(shop.id),
          addressId: String(aHome),
          amount,
          products: [{ pid: String(shop.noodles), quantity: 2, specs }],
        },
        { token: a.token },
      );
    // 2 x (100 + Large 50 + egg 35 + crispy pork 45 + Thai hot 5) + delivery 40 = 510.
    const chosen = [
      { group: 0, options: [1] },
      { group: 1, options: [0, 2] },
      { group: 2, options: [1] },
    ];
    expect((await place(chosen, 509)).status).toBe(ErrorCode.AmountException);
    const res = await place(chosen, 510);
    expect(res.status, JSON.stringify(res)).toBe(0);
    expect(res.data).toMatchObject({ amount: 510, itemsTotal: 470, unit: 'THB' });
    expect(res.data.items[0]).toMatchObject({ unitPrice: 235, subtotal: 470 });
    expect(res.data.items[0]!.specs).toEqual([
      { group: 'Size', option: 'Large', price: 50 },
      { group: 'Add-ons', option: 'Fried egg', price: 35 },
      { group: 'Add-ons', option: 'Crispy pork', price: 45 },
      { group: 'Spice', option: 'Thai hot', price: 5 },
    ]);
    // The new required group must be chosen; the hidden Extra meat (1) and a fourth add-on are refused.
    expect((await place([{ group: 0, options: [1] }], 340)).status).toBe(ErrorCode.ProductException);
    for (const addOn of [1, 3]) {
      const refused = await place(
        [
          { group: 0, options: [0] },
          { group: 1, options: [addOn] },
          { group: 2, options: [0] },
        ],
        1000,
      );
      expect(refused.status).toBe(ErrorCode.ProductException);
    }

    // Groups and options are never dropped (orders name them by place): a shorter list is refused.
    const dropped = await t.call(
      '/admin/ProductSpecs',
      {
        pid: String(shop.noodles),
        groups: [
          { name: names('Size'), required: true, multiple: false, options: [{ name: names('Regular'), price: 0 }] },
        ],
      },
      { token: merchant.token },
    );
    expect(dropped.status).toBe(ErrorCode.ParameterError);
    // Another shop's dish answers as nobody's.
    const other = await createFoodMerchant(t.database);
    const foreign = await t.call(
      '/admin/ProductSpecs',
      { pid: String(other.noodles), groups: [] },
      { token: merchant.token },
    );
    expect(foreign.status).toBe(ErrorCode.NotFound);
    const nobody = await t.call('/admin/ProductSpecs', { pid: '999999999', groups: [] }, { token: merchant.token });
    expect(nobody.status).toBe(ErrorCode.NotFound);
  });

  it('names options by stored position: hiding B of [A, B, C] keeps C as C and refuses B, in carts and reorders', async () => {
    const shop = await createFoodMerchant(t.database, { radius: 3000, fee: 0 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, shop.noodles));
    const crispy = { name: { en: 'Crispy pork' }, price: 45 };
    // Add-ons: [A Fried egg 30, B Extra meat 80, C Crispy pork 45].
    const withC = row!.specs.map((g, i) => (i === 1 ? { ...g, options: [...g.options, crispy] } : g));
    await t.database.db.update(products).set({ specs: withC }).where(eq(products.id, shop.noodles));
    const place = (addOns: number[], amount: number) =>
      t.call<OrderDetail>(
        '/order/CreateOrder',
        {
          pType: 1,
          mid: String(shop.id),
          addressId: String(aHome),
          amount,
          products: [
            {
              pid: String(shop.noodles),
              quantity: 1,
              specs: [
                { group: 0, options: [1] },
                { group: 1, options: addOns },
              ],
            },
          ],
        },
        { token: a.token },
      );
    // An order with B (Large 50 + Extra meat 80), finished, to order again later.
    const withB = await place([1], 230);
    expect(withB.status, JSON.stringify(withB)).toBe(0);
    expect(withB.data.items[0]!.specs.map((s) => s.option)).toEqual(['Large', 'Extra meat']);
    await t.call('/order/PayOrder', { oid: withB.data.oid }, { token: a.token });
    await t.database.db
      .update(orders)
      .set({ status: 5, completedAt: new Date() })
      .where(eq(orders.id, Number(withB.data.oid)));

    // The merchant hides B.
    const hidden = withC.map((g, i) =>
      i === 1 ? { ...g, options: g.options.map((o, j) => (j === 1 ? { ...o, hidden: true } : o)) } : g,
    );
    await t.database.db.update(products).set({ specs: hidden }).where(eq(products.id, shop.noodles));
    const info = await t.call<{ categories: { products: { pid: string; specs: SpecGroup[] }[] }[] }>(
      '/product/GetMerchantInfo',
      { mid: String(shop.id), isGetProduct: true },
    );
    const dish = info.data.categories.flatMap((c) => c.products).find((p) => p.pid === String(shop.noodles))!;
    expect(dish.specs[1]!.options.map((o) => [o.at, o.name])).toEqual([
      [0, 'Fried egg'],
      [2, 'Crispy pork'],
    ]);

    // C by its stored position (2) is priced as C: 100 + 50 + 45.
    const c = await place([2], 195);
    expect(c.status, JSON.stringify(c)).toBe(0);
    expect(c.data.items[0]!.specs).toEqual([
      { group: 'Size', option: 'Large', price: 50 },
      { group: 'Add-ons', option: 'Crispy pork', price: 45 },
    ]);
    // B (1) is hidden: refused, whatever the amount, never silently C.
    expect((await place([1], 195)).status).toBe(ErrorCode.ProductException);
    expect((await place([1], 230)).status).toBe(ErrorCode.ProductException);

    // Ordering the B order again names the lost option and puts nothing in the cart.
    const again = await t.call<ResponseOf<typeof getReorderCart>>(
      '/order/GetReorderCart',
      { oid: withB.data.oid },
      { token: a.token },
    );
    expect(again.status).toBe(0);
    expect(again.data.lines).toEqual([]);
    expect(again.data.changes).toEqual([{ name: 'Boat noodles', kind: 'options', was: 230, now: null }]);
    // The C order again keeps C by its stored position.
    await t.call('/order/PayOrder', { oid: c.data.oid }, { token: a.token });
    await t.database.db
      .update(orders)
      .set({ status: 5, completedAt: new Date() })
      .where(eq(orders.id, Number(c.data.oid)));
    const againC = await t.call<ResponseOf<typeof getReorderCart>>(
      '/order/GetReorderCart',
      { oid: c.data.oid },
      { token: a.token },
    );
    expect(againC.data.lines).toEqual([
      {
        pid: String(shop.noodles),
        quantity: 1,
        specs: [
          { group: 0, options: [1] },
          { group: 1, options: [2] },
        ],
        unitPrice: 195,
      },
    ]);
    expect(againC.data.changes).toEqual([]);
  });

  it('refuses products and options the catalogue does not have (product exception)', async () => {
    const cases: Body[] = [
      { pid: m.noodles, quantity: 1, specs: [] }, // required Size missing
      { pid: m.noodles, quantity: 1, specs: [{ group: 0, options: [0, 1] }] }, // two sizes
      { pid: m.noodles, quantity: 1, specs: [{ group: 0, options: [5] }] }, // no such option
      { pid: m.noodles, quantity: 1, specs: [{ group: 2, options: [0] }] }, // no such group
      {
        pid: m.noodles,
        quantity: 1,
        specs: [
          { group: 0, options: [0] },
          { group: 0, options: [1] },
        ],
      }, // group twice
      { pid: m.soldOut, quantity: 1 },
      { pid: m.offSale, quantity: 1 },
      { pid: 999_999, quantity: 1 },
    ];
    for (const line of cases) {
      const res = await order(a, { amount: 1000, products: [line] });
      expect(res.status, JSON.stringify(line)).toBe(ErrorCode.ProductException);
    }
    const other = await createFoodMerchant(t.database);
    const foreign = await order(a, { amount: 140, products: [{ pid: other.limited, quantity: 1 }] });
    expect(foreign.status).toBe(ErrorCode.ProductException);
  });

  it('refuses a closed or paused vendor', async () => {
    for (const opts of [{ hours: NEVER }, { paused: true }]) {
      const closed = await createFoodMerchant(t.database, opts);
      const res = await t.call(
        '/order/CreateOrder',
        { pType: 1, mid: closed.id, addressId: aHome, amount: 140, products: [{ pid: closed.limited, quantity: 1 }] },
        { token: a.token },
      );
      expect(res.status).toBe(ErrorCode.VendorClosed);
    }
  });

  it('refuses an address outside the range, or not the caller’s, and below the minimum order', async () => {
    const farAway = await createAddressAt(t.database, a.id, north(BKK, 3500), false);
    const out = await order(a, { addressId: farAway, amount: 240, products: [{ pid: m.limited, quantity: 1 }] });
    expect(out.status).toBe(ErrorCode.OutOfRange);
    const foreign = await order(a, { addressId: bHome, amount: 240, products: [{ pid: m.limited, quantity: 1 }] });
    expect(foreign.status).toBe(ErrorCode.SelectItemsOrAddress);
    const none = await t.call(
      '/order/CreateOrder',
      { pType: 1, mid: m.id, amount: 0, products: [] },
      { token: a.token },
    );
    expect(none.status).toBe(ErrorCode.ParameterError);

    const picky = await createFoodMerchant(t.database, { minOrder: 500 });
    const small = await t.call(
      '/order/CreateOrder',
      { pType: 1, mid: picky.id, addressId: aHome, amount: 240, products: [{ pid: picky.limited, quantity: 1 }] },
      { token: a.token },
    );
    expect(small.status).toBe(ErrorCode.AmountLimit);
  });

  it(`never oversells limited stock under concurrent orders${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const shop = await createFoodMerchant(t.database, { limitedStock: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 4 }, () => createUser(t.database, { country: 'TH', pin: null })),
    );
    const homes = await Promise.all(buyers.map((u) => createAddressAt(t.database, u.id, BKK)));
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.call(
          '/order/CreateOrder',
          {
            pType: 1,
            mid: shop.id,
            addressId: homes[i % 4],
            amount: 240,
            products: [{ pid: shop.limited, quantity: 1 }],
          },
          { token: buyers[i % 4]!.token },
        ),
      ),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === ErrorCode.ProductException)).toHaveLength(11);
    expect(await stockOf(shop.limited)).toBe(0);
  });
});

describe('unpaid orders', () => {
  it('expire after ORDER_PAY_MINUTES, give their stock back once and can no longer be paid', async () => {
    const shop = await createFoodMerchant(t.database, { limitedStock: 3 });
    const res = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: shop.id, addressId: aHome, amount: 440, products: [{ pid: shop.limited, quantity: 2 }] },
      { token: a.token },
    );
    expect(res.status).toBe(0);
    expect(await stockOf(shop.limited)).toBe(1);

    expect((await t.app.jobs.tick()).expired).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    const [first, second] = await Promise.all([t.app.jobs.tick(later), t.app.jobs.tick(later)]);
    expect(first!.expired + second!.expired).toBeGreaterThanOrEqual(1);
    expect(await stockOf(shop.limited)).toBe(3);
    expect((await t.app.jobs.tick(later)).expired).toBe(0);
    expect(await stockOf(shop.limited)).toBe(3);

    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: res.data.oid }, { token: a.token });
    expect(info.data).toMatchObject({ status: 0, canPay: false, canChangeAddress: false });
    const pay = await t.call('/order/PayOrder', { oid: res.data.oid }, { token: a.token });
    expect(pay.status).toBe(ErrorCode.PayRequestExpired);
  });
});

describe('lists, details and ownership', () => {
  it('lists by tab, searches by ids, counts badges', async () => {
    const u = await createUser(t.database, { balance: 10_000, country: 'TH', pin: null });
    const home = await createAddressAt(t.database, u.id, BKK);
    const make = async () =>
      (
        await t.call<OrderDetail>(
          '/order/CreateOrder',
          { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
          { token: u.token },
        )
      ).data.oid;
    const [o0, o1, o2, o3] = [await make(), await make(), await make(), await make()];
    for (const oid of [o0, o2, o3])
      expect((await t.call('/order/PayOrder', { oid }, { token: u.token })).status).toBe(0);
    expect((await t.call('/order/RefundOrder', { oid: o3 }, { token: u.token })).status).toBe(0);
    // A delivered order leaves To Receive/Use and stays findable under All (3), with every other order.
    await t.database.db
      .update(orders)
      .set({ status: 5 })
      .where(eq(orders.id, Number(o0)));

    type Page = { list: OrderSummary[]; total: number; hasMore: boolean };
    const tab = async (status?: number) =>
      (await t.call<Page>('/order/GetOrderList', { page: 1, limt: 2, status }, { token: u.token })).data;
    const all = await tab();
    expect(all.total).toBe(4);
    expect(all.hasMore).toBe(true);
    expect(all.list.map((o) => o.oid)).toEqual([o3, o2]);
    expect((await tab(0)).list.map((o) => o.oid)).toEqual([o1]);
    expect((await tab(1)).list.map((o) => o.oid)).toEqual([o2]);
    expect((await tab(2)).list.map((o) => o.oid)).toEqual([o3]);
    expect(await tab(3)).toMatchObject({ total: 4, list: [{ oid: o3 }, { oid: o2 }] });
    const completed = await t.call<Page>('/order/GetOrderList', { page: 2, limt: 2, status: 3 }, { token: u.token });
    expect(completed.data.list.map((o) => o.oid)).toEqual([o1, o0]);
    expect((await tab(1)).list[0]).toMatchObject({
      canRefund: true,
      canPay: false,
      title: expect.any(String),
      itemsPreview: expect.stringMatching(/^Boat noodles/),
    });

    const found = await t.call<{ list: OrderSummary[] }>(
      '/order/SearchOrderList',
      { oids: [o3, '999999', o1] },
      { token: u.token },
    );
    expect(found.data.list.map((o) => o.oid)).toEqual([o3, o1]);

    const num = await t.call('/user/GetOrderNum', {}, { token: u.token });
    expect(num.data).toEqual({ pendingPayment: 1, toReceive: 1, refund: 0, toReview: 1, total: 4 });
  });

  it("user B can neither read nor change user A's orders and addresses", async () => {
    const mine = await order(a, { amount: 220, products: [largeNoodlesWithEgg(m)] });
    const oid = mine.data.oid;
    const asB = (path: string, body: Body) => t.call(path, body, { token: b.token });
    expect((await asB('/order/GetOrderInfo', { oid })).status).toBe(ErrorCode.OrderNotFound);
    expect((await asB('/order/PayOrder', { oid })).status).toBe(ErrorCode.OrderNotFound);
    expect((await asB('/order/RefundOrder', { oid })).status).toBe(ErrorCode.OrderNotFound);
    expect((await asB('/order/SetOrderReceiving', { oid, addressId: bHome })).status).toBe(ErrorCode.OrderNotFound);
    expect(((await asB('/order/SearchOrderList', { oids: [oid] })).data as { list: unknown[] }).list).toEqual([]);
    const bList = (await asB('/order/GetOrderList', {})).data as { list: OrderSummary[] };
    expect(bList.list.map((o) => o.oid)).not.toContain(oid);

    const address = { name: 'X', phone: '+66811111111', address: 'Y', latitude: 13.7, longitude: 100.5 };
    expect((await asB('/user/UpdateAddress', { ...address, id: aHome })).status).toBe(ErrorCode.NotFound);
    expect((await asB('/user/DeleteAddress', { id: aHome })).status).toBe(ErrorCode.NotFound);
    // A's order and address are untouched.
    const still = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: a.token });
    expect(still.data).toMatchObject({ status: 0, payStatus: 0 });
    expect(still.data.address?.id).toBe(String(aHome));
  });

  it('changes the delivery address while no rider is on the way, within range only', async () => {
    const made = await order(a, { amount: 220, products: [largeNoodlesWithEgg(m)] });
    const oid = made.data.oid;
    const work = await createAddressAt(t.database, a.id, north(BKK, 2000), false);
    const far = await createAddressAt(t.database, a.id, north(BKK, 3500), false);
    const set = (addressId: number) =>
      t.call<OrderDetail>('/order/SetOrderReceiving', { oid, addressId }, { token: a.token });
    expect((await set(far)).status).toBe(ErrorCode.OutOfRange);
    const moved = await set(work);
    expect(moved.status).toBe(0);
    expect(moved.data.address?.id).toBe(String(work));

    expect((await t.call('/order/PayOrder', { oid }, { token: a.token })).status).toBe(0);
    expect((await set(aHome)).status).toBe(0);
    // A rider heads to the merchant (two steps later): too late.
    const soon = (s: number) => new Date(Date.now() + s * 1000 + 1000);
    await t.app.jobs.tick(soon(t.app.config.DISPATCH_STEP_SECONDS));
    await t.app.jobs.tick(soon(3 * t.app.config.DISPATCH_STEP_SECONDS));
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: a.token });
    expect(info.data.status).toBe(3);
    expect(info.data.canChangeAddress).toBe(false);
    expect((await set(work)).status).toBe(ErrorCode.InvalidState);
  });
});

describe('item names in every language', () => {
  type Page = { list: OrderSummary[] };
  const zh = { 'accept-language': 'zh-Hans' };

  it("shows a placed order's dish and option names in the viewer's language, as they were when ordered", async () => {
    const shop = await createFoodMerchant(t.database, { radius: 3000, fee: 40 });
    const placed = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: String(shop.id), addressId: String(aHome), amount: 220, products: [largeNoodlesWithEgg(shop)] },
      { token: a.token },
    );
    expect(placed.status).toBe(0);
    expect(placed.data.items[0]).toMatchObject({ name: 'Boat noodles' });
    const oid = placed.data.oid;
    const viewIn = async (headers?: Record<string, string>) => ({
      detail: (await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: a.token, headers })).data,
      list: (await t.call<Page>('/order/GetOrderList', { page: 1, limt: 50 }, { token: a.token, headers })).data.list,
    });

    const inZh = await viewIn(zh);
    expect(inZh.detail.items[0]).toMatchObject({
      name: 'Boat noodles（中）',
      specs: [
        { group: 'Size（中）', option: 'Large（中）', price: 50 },
        { group: 'Add-ons（中）', option: 'Fried egg（中）', price: 30 },
      ],
    });
    expect(inZh.list.find((o) => o.oid === oid)?.itemsPreview).toBe('Boat noodles（中）');
    // A language the dish has no name in falls back to English.
    const inThai = await viewIn({ 'accept-language': 'th-TH' });
    expect(inThai.detail.items[0]).toMatchObject({ name: 'Boat noodles' });
    expect(inThai.detail.items[0]!.specs[0]).toMatchObject({ group: 'Size', option: 'Large' });

    // The merchant renames the dish and its options afterwards: the order keeps what was ordered.
    const [row] = await t.database.db.select().from(products).where(eq(products.id, shop.noodles));
    await t.database.db
      .update(products)
      .set({
        name: { en: 'Noodle soup', 'zh-Hans': '汤面' },
        specs: row!.specs.map((g) => ({
          ...g,
          name: { en: 'Choice' },
          options: g.options.map((o) => ({ ...o, name: { en: 'X' } })),
        })),
      })
      .where(eq(products.id, shop.noodles));
    const after = await viewIn(zh);
    expect(after.detail.items[0]).toMatchObject({ name: 'Boat noodles（中）' });
    expect(after.detail.items[0]!.specs[0]).toMatchObject({ group: 'Size（中）', option: 'Large（中）' });
    expect(after.list.find((o) => o.oid === oid)?.itemsPreview).toBe('Boat noodles（中）');
  });

  it('the migration fills names for orders placed before, from the catalogue, keeping renamed ones as ordered', async () => {
    const shop = await createFoodMerchant(t.database, { radius: 3000, fee: 40 });
    const place = async () =>
      (
        await t.call<OrderDetail>(
          '/order/CreateOrder',
          {
            pType: 1,
            mid: String(shop.id),
            addressId: String(aHome),
            amount: 220,
            products: [largeNoodlesWithEgg(shop)],
          },
          { token: a.token },
        )
      ).data.oid;
    const [kept, renamed] = [await place(), await place()];
    // Orders from before the names were kept: one line as ordered, one whose dish has been renamed since.
    await t.database.db
      .update(orderItems)
      .set({ texts: null })
      .where(inArray(orderItems.orderId, [Number(kept), Number(renamed)]));
    await t.database.db
      .update(orderItems)
      .set({ name: 'Old noodles', specs: [{ group: 'Size', option: 'Huge', price: 50 }] })
      .where(eq(orderItems.orderId, Number(renamed)));
    const file = path.join(__dirname, '../src/db/migrations/0017_order_item_texts.sql');
    const backfill = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    await t.database.db.execute(sql.raw(backfill));

    const detail = async (oid: string) =>
      (await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: a.token, headers: zh })).data.items[0]!;
    expect(await detail(kept)).toMatchObject({
      name: 'Boat noodles（中）',
      specs: [
        { group: 'Size（中）', option: 'Large（中）', price: 50 },
        { group: 'Add-ons（中）', option: 'Fried egg（中）', price: 30 },
      ],
    });
    expect(await detail(renamed)).toMatchObject({
      name: 'Old noodles',
      specs: [{ group: 'Size（中）', option: 'Huge', price: 50 }],
    });
  });
});
