import { ErrorCode, type OrderDetail } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { TestSocket, wsUrl } from './chat-fixtures';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, operatorToken } from './wallet-fixtures';

/**
 * The merchant view of a shop: menu and stock (names in five locales, prices in the shop's currency as
 * integer minor units), sold out and hide, opening hours, replies to reviews, earnings and payouts. A
 * merchant operator reaches only their own shop; every change leaves an audit row with before and after.
 */

let t: TestApp;
let shopA: FoodMerchant;
let shopB: FoodMerchant;
let merchant: { id: number; token: string };
let admin: { id: number; token: string };
let content: { id: number; token: string };
const IMG = '/assets/demo/news/wayfare-2.webp';

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  shopA = await createFoodMerchant(t.database);
  shopB = await createFoodMerchant(t.database);
  merchant = await operatorToken(t, 'merchant', shopA.id);
  admin = await operatorToken(t, 'admin');
  content = await operatorToken(t, 'content');
});
afterAll(async () => {
  await t?.close();
});

type Menu = {
  shop: { mid: string; unit: string; openingHours: unknown[]; paused: boolean };
  products: { pid: string; name: Record<string, string>; price: number; soldOut: boolean; hidden: boolean }[];
};
type AppProduct = { pid: string; name: string; stock: number | null; onSale: boolean };

/** The menu as the app shows it (every category's products). */
const appMenu = async (mid: number, lang = 'en') => {
  const res = await t.call<{ categories: { products: AppProduct[] }[] }>(
    '/product/GetMerchantInfo',
    { mid: String(mid), isGetProduct: true },
    { headers: { 'accept-language': lang } },
  );
  expect(res.status, JSON.stringify(res)).toBe(0);
  return { products: res.data.categories.flatMap((c) => c.products) };
};

const auditOf = (target: string) =>
  rawQuery(t.database.db, 'select operator_id, action, data from audit_log where target = $1 order by id', [target]);

describe('menu and stock', () => {
  it('lists the whole menu of the own shop, hidden and sold-out dishes included, in every locale', async () => {
    const res = await t.call<Menu>('/admin/ShopMenu', {}, { token: merchant.token });
    expect(res.status, JSON.stringify(res)).toBe(0);
    expect(res.data.shop).toMatchObject({ mid: String(shopA.id), unit: 'THB', paused: false });
    const byId = new Map(res.data.products.map((p) => [p.pid, p]));
    expect(byId.get(String(shopA.soldOut))).toMatchObject({ soldOut: true, hidden: false });
    expect(byId.get(String(shopA.offSale))).toMatchObject({ hidden: true });
    expect(byId.get(String(shopA.noodles))?.name.en).toBe('Boat noodles');
  });

  it('adds a dish with names in five locales and a price in minor units; the app shows it in each language', async () => {
    const saved = await t.call<Menu['products'][number]>(
      '/admin/ProductSave',
      {
        name: { en: 'Khao soi', 'th-TH': 'ข้าวซอย', 'zh-Hans': '咖喱面' },
        description: { en: 'Northern curry noodles' },
        image: IMG,
        price: 12050,
      },
      { token: merchant.token },
    );
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    expect(saved.data).toMatchObject({ price: 12050, soldOut: false, hidden: false, name: { en: 'Khao soi' } });
    const th = await appMenu(shopA.id, 'th-TH');
    expect(th.products.find((p) => p.pid === saved.data.pid)?.name).toBe('ข้าวซอย');
    // Hindi was left empty: the app falls back to English.
    const hi = await appMenu(shopA.id, 'hi-IN');
    expect(hi.products.find((p) => p.pid === saved.data.pid)?.name).toBe('Khao soi');
    const [audit] = await auditOf(`product:${saved.data.pid}`);
    expect({ ...audit, operator_id: Number(audit!.operator_id) }).toMatchObject({
      operator_id: merchant.id,
      action: 'product.create',
    });
    expect((audit!.data as { after: { price: number; unit: string } }).after).toMatchObject({
      price: 12050,
      unit: 'THB',
    });
  });

  it('refuses bad input with catalogue errors, never a 500', async () => {
    const bad = [
      { name: { en: '' }, image: IMG, price: 100 },
      { name: { en: 'Soup' }, image: IMG, price: 10.5 },
      { name: { en: 'Soup' }, image: IMG, price: -1 },
      { name: { en: 'Soup' }, image: 'https://evil.example/x.png', price: 100 },
      { name: { en: 'Soup' }, image: '/uploads/../etc/passwd', price: 100 },
      { name: { en: 'Soup' }, image: IMG, price: 100, categoryId: '999999' },
    ];
    for (const body of bad) {
      const res = await t.call('/admin/ProductSave', body, { token: merchant.token });
      expect(res.status, JSON.stringify(body)).toBe(ErrorCode.ParameterError);
    }
    // An admin must name the shop.
    expect(
      (await t.call('/admin/ProductSave', { name: { en: 'Soup' }, image: IMG, price: 100 }, { token: admin.token }))
        .status,
    ).toBe(ErrorCode.ParameterError);
    expect(
      (await t.call('/admin/ProductState', { pid: String(shopA.noodles) }, { token: merchant.token })).status,
    ).toBe(ErrorCode.ParameterError);
  });

  it('marks a dish sold out and back, hides and shows it; the app follows and the audit keeps before and after', async () => {
    const pid = String(shopA.noodles);
    const out = await t.call<{ soldOut: boolean }>(
      '/admin/ProductState',
      { pid, soldOut: true },
      { token: merchant.token },
    );
    expect(out.data.soldOut).toBe(true);
    expect((await appMenu(shopA.id)).products.find((p) => p.pid === pid)?.stock).toBe(0);

    await t.call('/admin/ProductState', { pid, soldOut: false, hidden: true }, { token: merchant.token });
    expect((await appMenu(shopA.id)).products.find((p) => p.pid === pid)).toBeUndefined();
    await t.call('/admin/ProductState', { pid, hidden: false }, { token: merchant.token });
    expect((await appMenu(shopA.id)).products.find((p) => p.pid === pid)?.stock).toBeNull();

    const rows = await auditOf(`product:${pid}`);
    expect(rows.map((r) => (r.data as { after: unknown }).after)).toEqual([
      { stock: 0, hidden: false },
      { stock: null, hidden: true },
      { stock: null, hidden: false },
    ]);
    expect((rows[0]!.data as { before: unknown }).before).toEqual({ stock: null, hidden: false });
  });

  it("refuses another shop's ids: its menu, its dishes, its hours, its earnings and its reviews", async () => {
    const m = merchant.token;
    const other = String(shopB.id);
    expect((await t.call('/admin/ShopMenu', { mid: other }, { token: m })).status).toBe(ErrorCode.Forbidden);
    expect((await t.call('/admin/ShopEarnings', { mid: other }, { token: m })).status).toBe(ErrorCode.Forbidden);
    expect((await t.call('/admin/ShopReviews', { mid: other }, { token: m })).status).toBe(ErrorCode.Forbidden);
    expect((await t.call('/admin/ShopHours', { mid: other, openingHours: [] }, { token: m })).status).toBe(
      ErrorCode.Forbidden,
    );
    const theirs = String(shopB.noodles);
    const state = await t.call('/admin/ProductState', { pid: theirs, soldOut: true }, { token: m });
    const nobody = await t.call('/admin/ProductState', { pid: '999999999', soldOut: true }, { token: m });
    expect(state.status).toBe(ErrorCode.NotFound);
    expect({ status: state.status, msg: state.msg }).toEqual({ status: nobody.status, msg: nobody.msg });
    const edit = await t.call(
      '/admin/ProductSave',
      { pid: theirs, name: { en: 'Mine now' }, image: IMG, price: 1 },
      { token: m },
    );
    expect(edit.status).toBe(ErrorCode.NotFound);
    const [row] = await rawQuery(t.database.db, 'select stock, price::int as price, name from products where id = $1', [
      shopB.noodles,
    ]);
    expect(row).toMatchObject({ stock: null, price: 100, name: { en: 'Boat noodles' } });
    expect(await auditOf(`product:${theirs}`)).toHaveLength(0);
    // An admin works on any shop, content too (the catalogue).
    expect((await t.call('/admin/ShopMenu', { mid: other }, { token: admin.token })).status).toBe(0);
    expect((await t.call('/admin/ShopMenu', { mid: other }, { token: content.token })).status).toBe(0);
    expect((await t.call('/admin/ShopMenu', { mid: '999999999' }, { token: admin.token })).status).toBe(
      ErrorCode.NotFound,
    );
  });
});

describe('opening hours', () => {
  it('sets the weekly hours and the pause; the app sees the shop closed, and the audit keeps both', async () => {
    const shop = await createFoodMerchant(t.database);
    const op = await operatorToken(t, 'merchant', shop.id);
    const hours = [{ days: [1, 2, 3, 4, 5], open: 600, close: 1320 }];
    const res = await t.call<Menu['shop']>(
      '/admin/ShopHours',
      { openingHours: hours, paused: true },
      { token: op.token },
    );
    expect(res.status, JSON.stringify(res)).toBe(0);
    expect(res.data).toMatchObject({ openingHours: hours, paused: true });
    const seen = await t.call<{ open: boolean }>('/product/GetMerchantInfo', { mid: String(shop.id) });
    expect(seen.data.open).toBe(false);
    const [audit] = await auditOf(`merchant:${shop.id}`);
    expect(audit!.data).toMatchObject({ before: { paused: false }, after: { paused: true, openingHours: hours } });
    // A window that opens and closes at once, or a day 7, is refused.
    for (const bad of [[{ days: [1], open: 600, close: 600 }], [{ days: [7], open: 0, close: 60 }]])
      expect((await t.call('/admin/ShopHours', { openingHours: bad }, { token: op.token })).status).toBe(
        ErrorCode.ParameterError,
      );
  });
});

/** A paid takeout order at `m`. */
async function paidOrder(m: FoodMerchant) {
  const user = await createUser(t.database, { balance: 220, country: 'TH', pin: null });
  const home = await createAddressAt(t.database, user.id, BKK);
  const made = await t.call<OrderDetail>(
    '/order/CreateOrder',
    { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
    { token: user.token },
  );
  expect(made.status, JSON.stringify(made)).toBe(0);
  expect((await t.call('/order/PayOrder', { oid: made.data.oid }, { token: user.token })).status).toBe(0);
  return { user, oid: made.data.oid };
}

describe('earnings and payouts', () => {
  it("shows the shop's balance and its completed orders (type 14); no payouts yet", async () => {
    const shop = await createFoodMerchant(t.database);
    const op = await operatorToken(t, 'merchant', shop.id);
    const o = await paidOrder(shop);
    const done = await t.call<{ status: number }>(
      '/admin/OrderAdvance',
      { oid: o.oid, status: 5 },
      { token: admin.token },
    );
    expect(done.status, JSON.stringify(done)).toBe(0);
    const earned = await t.call<{
      balances: { unit: string; balance: number }[];
      total: number;
      list: { type: number; oid: string; amount: number; unit: string }[];
    }>('/admin/ShopEarnings', {}, { token: op.token });
    expect(earned.status, JSON.stringify(earned)).toBe(0);
    expect(earned.data.total).toBe(1);
    expect(earned.data.list[0]).toMatchObject({ type: 14, oid: o.oid, unit: 'THB' });
    expect(earned.data.list[0]!.amount).toBeGreaterThan(0);
    expect(earned.data.balances).toEqual([{ unit: 'THB', balance: earned.data.list[0]!.amount }]);
    const payouts = await t.call<{ total: number }>('/admin/ShopEarnings', { kind: 'payouts' }, { token: op.token });
    expect(payouts.data.total).toBe(0);
    // Finance sees any shop's; support does not see money.
    const fin = await operatorToken(t, 'finance');
    expect((await t.call('/admin/ShopEarnings', { mid: String(shop.id) }, { token: fin.token })).status).toBe(0);
    const sup = await operatorToken(t, 'support');
    expect((await t.call('/admin/ShopEarnings', { mid: String(shop.id) }, { token: sup.token })).status).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('replies to reviews', () => {
  it('lists the shop’s reviews, answers one once, and the reply shows under the review in the app', async () => {
    const o = await paidOrder(shopA);
    await rawQuery(t.database.db, 'update orders set status = 5, completed_at = now() where id = $1', [Number(o.oid)]);
    const r = await t.call<{ _id: string }>(
      '/product/Evaluate',
      { oid: o.oid, score: 3, content: 'Tasty but slow', imgs: [] },
      { token: o.user.token },
    );
    expect(r.status).toBe(0);
    const waiting = await t.call<{ list: { _id: string; reply: unknown }[] }>(
      '/admin/ShopReviews',
      { unanswered: true },
      { token: merchant.token },
    );
    expect(waiting.data.list.map((x) => x._id)).toContain(r.data._id);
    const replied = await t.call(
      '/admin/EvaluateReply',
      { _id: r.data._id, content: 'Sorry, faster now' },
      { token: merchant.token },
    );
    expect(replied.status).toBe(0);
    expect(
      (await t.call('/admin/EvaluateReply', { _id: r.data._id, content: 'Again' }, { token: merchant.token })).status,
    ).toBe(ErrorCode.InvalidState);
    const after = await t.call<{ list: { _id: string }[] }>(
      '/admin/ShopReviews',
      { unanswered: true },
      { token: merchant.token },
    );
    expect(after.data.list.map((x) => x._id)).not.toContain(r.data._id);
    const app = await t.call<{ list: { _id: string; reply: { content: string } | null }[] }>(
      '/product/GetEvaluateList',
      { mid: String(shopA.id) },
    );
    expect(app.data.list.find((x) => x._id === r.data._id)?.reply?.content).toBe('Sorry, faster now');
  });
});

describe('hotel nights in bulk', () => {
  /** A new hotel with one room type and a few nights already open (one of them booked). */
  async function hotelWithNights() {
    const [m] = await rawQuery(
      t.database.db,
      `insert into merchants (type, name, description, category, city, country_code, address, latitude, longitude,
         logo, cover, currency, opening_hours, timezone)
       values (2, 'Test Hotel', '{"en":"A hotel"}', 'resort', 'Bangkok', 'TH', 'Silom', 13.72, 100.52,
         '/assets/logo.png', '/assets/cover.png', 'THB', '[]', 'Asia/Bangkok') returning id`,
    );
    const [p] = await rawQuery(
      t.database.db,
      `insert into products (merchant_id, name, description, image, price)
       values ($1, '{"en":"Deluxe"}', '{"en":""}', '/assets/room.png', 150000) returning id`,
      [m!.id],
    );
    await rawQuery(
      t.database.db,
      `insert into hotel_room_nights (product_id, merchant_id, night, total, available, price)
       values ($1, $2, '2030-01-01', 5, 3, 120000), ($1, $2, '2030-01-02', 5, 5, 120000)`,
      [p!.id, m!.id],
    );
    return { mid: Number(m!.id), pid: String(p!.id) };
  }

  it('opens the missing nights with weekend prices, keeps the existing ones and their bookings, audited', async () => {
    const hotel = await hotelWithNights();
    const res = await t.call<{ added: number; kept: number; lastNight: string }>(
      '/admin/HotelNightsAdd',
      { pid: hotel.pid, from: '2030-01-01', to: '2030-01-31', rooms: 8, price: 150000, weekendPrice: 180000 },
      { token: content.token },
    );
    expect(res.status, JSON.stringify(res)).toBe(0);
    expect(res.data).toEqual({ pid: hotel.pid, added: 29, kept: 2, lastNight: '2030-01-31' });
    const rows = await rawQuery(
      t.database.db,
      `select night::text as night, total, available, price::int as price from hotel_room_nights
        where product_id = $1 and night in ('2030-01-01', '2030-01-03', '2030-01-04', '2030-01-05', '2030-01-06')
        order by night`,
      [Number(hotel.pid)],
    );
    expect(rows).toEqual([
      // Existing: untouched (two rooms stay booked).
      { night: '2030-01-01', total: 5, available: 3, price: 120000 },
      // 2030-01-03 is a Thursday; Friday and Saturday nights are weekend nights.
      { night: '2030-01-03', total: 8, available: 8, price: 150000 },
      { night: '2030-01-04', total: 8, available: 8, price: 180000 },
      { night: '2030-01-05', total: 8, available: 8, price: 180000 },
      { night: '2030-01-06', total: 8, available: 8, price: 150000 },
    ]);
    // Again: nothing new, nothing changed.
    const again = await t.call<{ added: number; kept: number }>(
      '/admin/HotelNightsAdd',
      { pid: hotel.pid, from: '2030-01-01', to: '2030-01-31', rooms: 1, price: 1 },
      { token: content.token },
    );
    expect(again.data).toMatchObject({ added: 0, kept: 31 });
    const audits = await auditOf(`product:${hotel.pid}`);
    expect(audits[0]!.data).toMatchObject({
      before: { lastNight: '2030-01-02' },
      after: { lastNight: '2030-01-31', added: 29, unit: 'THB' },
    });
  });

  it('refuses a backwards or too long range, a restaurant dish, and merchants', async () => {
    const hotel = await hotelWithNights();
    const bad = [
      { pid: hotel.pid, from: '2030-02-01', to: '2030-01-01', rooms: 1, price: 100 },
      { pid: hotel.pid, from: '2030-01-01', to: '2031-03-01', rooms: 1, price: 100 },
      { pid: hotel.pid, from: '2030-01-01', to: '2030-01-02', rooms: 0, price: 100 },
      { pid: hotel.pid, from: '2030-01-01', to: '2030-01-02', rooms: 1, price: 1.5 },
      { pid: String(shopA.noodles), from: '2030-01-01', to: '2030-01-02', rooms: 1, price: 100 },
    ];
    for (const body of bad)
      expect((await t.call('/admin/HotelNightsAdd', body, { token: admin.token })).status, JSON.stringify(body)).toBe(
        ErrorCode.ParameterError,
      );
    const m = await operatorToken(t, 'merchant', hotel.mid);
    expect(
      (
        await t.call(
          '/admin/HotelNightsAdd',
          { pid: hotel.pid, from: '2030-01-01', to: '2030-01-02', rooms: 1, price: 100 },
          { token: m.token },
        )
      ).status,
    ).toBe(ErrorCode.Forbidden);
  });
});

describe('incoming orders live on the shop socket', () => {
  it("a merchant's socket hears their shop's orders (paid, accepted) and never another shop's", async () => {
    const url = `${await wsUrl(t.app)}/admin`;
    const socket = await TestSocket.login(url, merchant.token);
    try {
      const mine = await paidOrder(shopA);
      const paid = await socket.next('onMessage', (f) => f.data.kind === 'order' && f.data.order.oid === mine.oid);
      expect(paid.data.kind === 'order' && paid.data.order.status).toBe(1);
      await t.call('/admin/MerchantOrderStep', { oid: mine.oid, step: 'accept' }, { token: merchant.token });
      const accepted = await socket.next(
        'onMessage',
        (f) => f.data.kind === 'order' && f.data.order.oid === mine.oid && f.data.order.status === 2,
      );
      expect(accepted.type).toBe('onMessage');
      const theirs = await paidOrder(shopB);
      // A later order of shop A arrives; shop B's never did.
      const later = await paidOrder(shopA);
      await socket.next('onMessage', (f) => f.data.kind === 'order' && f.data.order.oid === later.oid);
      expect(JSON.stringify(socket.frames)).not.toContain(`"oid":"${theirs.oid}"`);
    } finally {
      socket.ws.close();
    }
    // A user's session cannot open the back office's socket; an admin's opens it, but never hears a shop's
    // orders as `order` frames (operators' queues: admin-live.test.ts).
    await expect(TestSocket.login(url, (await createUser(t.database)).token)).rejects.toThrow(
      /login refused|closed|no status/,
    );
    const staff = await TestSocket.login(url, admin.token);
    try {
      const next = await paidOrder(shopA);
      await staff.next('onMessage', (f) => f.data.kind === 'queue' && f.data.queue.names.includes('orders'));
      expect(JSON.stringify(staff.frames)).not.toContain(`"oid":"${next.oid}"`);
    } finally {
      staff.ws.close();
    }
  });
});

describe('merchants in the catalogue', () => {
  const shopBody = {
    mType: 1,
    name: 'Khao Soi Corner',
    description: { en: 'Northern Thai noodles', 'th-TH': 'ก๋วยเตี๋ยวภาคเหนือ' },
    category: 'noodles',
    city: 'Bangkok',
    countryCode: 'TH',
    address: 'Sukhumvit Road',
    latitude: 13.7299,
    longitude: 100.5681,
    logo: IMG,
    cover: IMG,
    unit: 'THB',
    timezone: 'Asia/Bangkok',
    openingHours: [{ days: [0, 1, 2, 3, 4, 5, 6], open: 0, close: 1440 }],
    deliveryRadiusM: 3000,
    deliveryFee: 2500,
    minOrder: 10000,
  };

  it('adds a restaurant the app lists, edits its radius and fees, never its currency; audited', async () => {
    const made = await t.call<{ mid: string; unit: string; deliveryFee: number }>('/admin/MerchantSave', shopBody, {
      token: content.token,
    });
    expect(made.status, JSON.stringify(made)).toBe(0);
    expect(made.data).toMatchObject({ unit: 'THB', deliveryFee: 2500 });
    const seen = await t.call<{ name: string; open: boolean }>(
      '/product/GetMerchantInfo',
      { mid: made.data.mid },
      { headers: { 'accept-language': 'th-TH' } },
    );
    expect(seen.data).toMatchObject({ name: 'Khao Soi Corner', open: true });

    const edited = await t.call<{ deliveryRadiusM: number; deliveryFee: number }>(
      '/admin/MerchantSave',
      { ...shopBody, mid: made.data.mid, deliveryRadiusM: 8000, deliveryFee: 3000 },
      { token: content.token },
    );
    expect(edited.data).toMatchObject({ deliveryRadiusM: 8000, deliveryFee: 3000 });
    const found = await t.call<{ list: { mid: string }[] }>(
      '/admin/MerchantList',
      { q: 'khao soi' },
      {
        token: content.token,
      },
    );
    expect(found.data.list.map((m) => m.mid)).toContain(made.data.mid);
    // The currency of its prices is chosen once.
    expect(
      (await t.call('/admin/MerchantSave', { ...shopBody, mid: made.data.mid, unit: 'USD' }, { token: content.token }))
        .status,
    ).toBe(ErrorCode.InvalidState);
    const audits = await auditOf(`merchant:${made.data.mid}`);
    expect(audits.map((a) => a.action)).toEqual(['merchant.create', 'merchant.edit']);
    expect(audits[1]!.data).toMatchObject({
      before: { deliveryRadiusM: 3000, deliveryFee: 2500 },
      after: { deliveryRadiusM: 8000, deliveryFee: 3000 },
    });
  });

  it('refuses bad input and merchant operators', async () => {
    for (const bad of [
      { timezone: 'Mars/Olympus' },
      { unit: 'thb' },
      { logo: 'https://evil.example/logo.png' },
      { deliveryFee: 10.5 },
      { latitude: 91 },
      { name: '' },
    ])
      expect(
        (await t.call('/admin/MerchantSave', { ...shopBody, ...bad }, { token: content.token })).status,
        JSON.stringify(bad),
      ).toBe(ErrorCode.ParameterError);
    expect((await t.call('/admin/MerchantSave', shopBody, { token: merchant.token })).status).toBe(ErrorCode.Forbidden);
    expect((await t.call('/admin/MerchantList', {}, { token: merchant.token })).status).toBe(ErrorCode.Forbidden);
  });
});
