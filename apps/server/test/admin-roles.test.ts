import {
  allEndpoints,
  type Endpoint,
  ErrorCode,
  type OperatorRole,
  OperatorRoles,
  type OrderDetail,
  TransactionType,
  WithdrawalStatus,
} from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { airlineTickets, banners, helpArticles, news, products, protocols, ticketFares } from '../src/db/schema';
import { inTransaction } from '../src/db/tx';
import { accounts, transfer, walletOf } from '../src/modules/ledger/ledger.service';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import {
  ALL_DAY,
  BKK,
  createAddressAt,
  createFoodMerchant,
  type FoodMerchant,
  largeNoodlesWithEgg,
} from './food-fixtures';
import { createTestApp, secondPool, type TestApp } from './helpers';
import {
  createUser,
  ensureWalletWorld,
  expectLedgerOk,
  onPostgres,
  operatorToken,
  PIN,
  type TestUser,
} from './wallet-fixtures';

/**
 * The back office's role matrix, generated from the contract: every admin call (`/admin/...` but Login and
 * Logout) is made by an operator of every role, with a body that would succeed. The roles the contract lists must
 * succeed; every other role must get Forbidden, no data, no audit row and no change. Then: every
 * state-changing call writes one audit row (who, what, before, after) in its own transaction; a merchant
 * operator sees and moves only their own shop's orders; two operators deciding one withdrawal at once on
 * PostgreSQL: one decision applies, the other answers "already decided".
 */

let t: TestApp;
let shopA: FoodMerchant;
let shopB: FoodMerchant;
const ops = {} as Record<OperatorRole, { id: number; token: string }>;

beforeAll(async () => {
  // The dispatcher is off: orders stay where the test puts them.
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  shopA = await createFoodMerchant(t.database);
  shopB = await createFoodMerchant(t.database);
  for (const role of OperatorRoles) ops[role] = await operatorToken(t, role, role === 'merchant' ? shopA.id : null);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

const COVER = '/assets/demo/news/wayfare-2.webp';
// Login opens a session and Logout ends the caller's (every role may): admin-live.test.ts signs out.
const adminCalls = allEndpoints.filter(
  (e) => e.path.startsWith('/admin/') && e.path !== '/admin/Login' && e.path !== '/admin/Logout',
);

async function userWithBank(balance = 5000): Promise<TestUser> {
  const u = await createUser(t.database, { balance });
  const added = await t.call(
    '/user/AddBank',
    {
      account: '1234567890',
      type: 'bank',
      name: 'Somchai Tester',
      bank: 'Kasikorn',
      cardNumber: '1234567890',
      unit: 'THB',
      withdrawalPassword: PIN,
    },
    { token: u.token },
  );
  expect(added.status).toBe(0);
  return u;
}

/** A withdrawal under review (status 0) of a new user. */
async function newWithdrawal(amount = 1000) {
  const u = await userWithBank();
  const w = await t.call<{ withdrawalId: string }>(
    '/amount/Withdraw',
    {
      channelCode: 'bank_transfer',
      country_code: 'US',
      amount,
      withdrawalPassword: PIN,
      withdrawData: { account: '1234567890' },
    },
    { token: u.token },
  );
  expect(w.status, JSON.stringify(w)).toBe(0);
  return { user: u, id: w.data.withdrawalId };
}

/** A withdrawal already approved (transferring). */
async function transferringWithdrawal() {
  const w = await newWithdrawal();
  const ok = await t.call('/admin/WithdrawApprove', { withdrawalId: w.id }, { token: ops.admin.token });
  expect(ok.status).toBe(0);
  return w;
}

/** An offline top-up waiting for review. */
async function newRecharge() {
  const u = await createUser(t.database);
  const r = await t.call<{ rechargeId: string }>(
    '/amount/Recharge',
    {
      channelCode: 'offline_bank',
      country_code: 'US',
      amount: 2000,
      rechargeData: { payerName: 'Somchai', reference: 'TX-1' },
    },
    { token: u.token },
  );
  expect(r.status, JSON.stringify(r)).toBe(0);
  return r.data.rechargeId;
}

/** A paid takeout order (status 1) at shop `m`. */
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

/** A completed order at shop A, reviewed by its buyer: the review's id. */
async function review() {
  const o = await paidOrder(shopA);
  await rawQuery(t.database.db, 'update orders set status = 5, completed_at = now() where id = $1', [Number(o.oid)]);
  const r = await t.call<{ _id: string }>(
    '/product/Evaluate',
    { oid: o.oid, score: 4, content: 'Good noodles, a little late', imgs: [] },
    { token: o.user.token },
  );
  expect(r.status, JSON.stringify(r)).toBe(0);
  return r.data._id;
}

/** A paid order at shop A whose buyer asked for a refund once the rider was on the way (status 6). */
async function refundRequested() {
  const o = await paidOrder(shopA);
  await rawQuery(t.database.db, 'update orders set status = 6 where id = $1', [Number(o.oid)]);
  await rawQuery(
    t.database.db,
    `insert into order_refund_requests (order_id, user_id, reason, image, from_status)
     values ($1, $2, 'Cold food', '/uploads/refund/evidence.jpg', 4)`,
    [Number(o.oid), o.user.id],
  );
  return o.oid;
}

/** A dish of shop A, unlimited and on sale. */
async function freshProduct() {
  const [row] = await t.database.db
    .insert(products)
    .values({ merchantId: shopA.id, name: { en: 'Pad thai' }, description: { en: '' }, image: COVER, price: 9000 })
    .returning({ id: products.id });
  return String(row!.id);
}

/** A room type of a new hotel, with no nights yet. */
async function hotelRoom() {
  const [m] = await rawQuery(
    t.database.db,
    `insert into merchants (type, name, description, category, city, country_code, address, latitude, longitude,
       logo, cover, currency, opening_hours, timezone)
     values (2, 'Test Hotel', '{"en":"A hotel"}', 'resort', 'Bangkok', 'TH', 'Silom', 13.72, 100.52,
       '/assets/logo.png', '/assets/cover.png', 'THB', '[]', 'Asia/Bangkok') returning id`,
  );
  const [row] = await t.database.db
    .insert(products)
    .values({ merchantId: Number(m!.id), name: { en: 'Deluxe' }, description: { en: '' }, image: COVER, price: 9000 })
    .returning({ id: products.id });
  return String(row!.id);
}

/** A restaurant as the catalogue form sends it. */
const NEW_SHOP = {
  mType: 1,
  name: 'Khao Soi Corner',
  description: { en: 'Northern Thai noodles', 'th-TH': 'ก๋วยเตี๋ยวภาคเหนือ' },
  category: 'noodles',
  city: 'Bangkok',
  countryCode: 'TH',
  address: 'Sukhumvit Road',
  latitude: 13.7299,
  longitude: 100.5681,
  logo: COVER,
  cover: COVER,
  unit: 'THB',
  timezone: 'Asia/Bangkok',
  openingHours: [{ days: [0, 1, 2, 3, 4, 5, 6], open: 0, close: 1440 }],
  deliveryRadiusM: 5000,
  deliveryFee: 2500,
  minOrder: 10000,
};

type Target = {
  body: Record<string, unknown>;
  target?: string;
  /** A multipart call (an image upload): sent as a form with a 1x1 PNG, its audit target known from the answer. */
  upload?: { targetOf: (data: unknown) => string };
  /** A call that makes a new row: its audit target known from the answer. */
  creates?: { targetOf: (data: unknown) => string };
};

/** Calls `path` as the fixture says: JSON, or a multipart form for an upload. */
async function send(path: string, fixture: Target, token: string) {
  if (!fixture.upload) return t.call(path, fixture.body, { token });
  const form = multipartBody([{ name: 'file', file: PNG_1X1, filename: 'x.png', contentType: 'image/png' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  return res.json() as { status: number; msg: string; data: unknown };
}
/**
 * A body that succeeds for an allowed role, on a fresh object where the call changes one. A new admin call
 * fails the matrix until it has one here. `target` is the audit target a state-changing call must record.
 */
let protocolSeq = 0;
let flightSeq = 0;
let channelSeq = 0;
const FIXTURES: Record<string, () => Promise<Target>> = {
  '/admin/WithdrawApprove': async () => {
    const w = await newWithdrawal();
    return { body: { withdrawalId: w.id }, target: `withdrawal:${w.id}` };
  },
  '/admin/WithdrawReject': async () => {
    const w = await newWithdrawal();
    return { body: { withdrawalId: w.id, note: 'name mismatch' }, target: `withdrawal:${w.id}` };
  },
  '/admin/WithdrawMarkPaid': async () => {
    const w = await transferringWithdrawal();
    return { body: { withdrawalId: w.id, reference: 'BANK-1' }, target: `withdrawal:${w.id}` };
  },
  '/admin/WithdrawFail': async () => {
    const w = await transferringWithdrawal();
    return { body: { withdrawalId: w.id, note: 'bounced' }, target: `withdrawal:${w.id}` };
  },
  '/admin/RechargeApprove': async () => {
    const id = await newRecharge();
    return { body: { rechargeId: id }, target: `recharge:${id}` };
  },
  '/admin/RechargeReject': async () => {
    const id = await newRecharge();
    return { body: { rechargeId: id, note: 'nothing arrived' }, target: `recharge:${id}` };
  },
  '/admin/UserFreeze': async () => {
    const u = await createUser(t.database);
    return { body: { uid: String(u.id), frozen: true, note: 'fraud check' }, target: `user:${u.id}` };
  },
  '/admin/UserMute': async () => {
    const u = await createUser(t.database);
    return { body: { uid: String(u.id), muted: true }, target: `user:${u.id}` };
  },
  '/admin/OrderAdvance': async () => {
    const o = await paidOrder(shopA);
    return { body: { oid: o.oid }, target: `order:${o.oid}` };
  },
  '/admin/MerchantOrderStep': async () => {
    const o = await paidOrder(shopA);
    return { body: { oid: o.oid, step: 'accept' }, target: `order:${o.oid}` };
  },
  '/admin/OrderRefund': async () => {
    const o = await paidOrder(shopA);
    return { body: { oid: o.oid, note: 'cold food' }, target: `order:${o.oid}` };
  },
  '/admin/NewsSave': async () => {
    const [row] = await t.database.db
      .insert(news)
      .values({ cover: COVER, title: { en: 'Draft' }, summary: { en: 'Draft' }, content: { en: '<p>Draft</p>' } })
      .returning({ id: news.id });
    return {
      body: {
        id: String(row!.id),
        cover: COVER,
        title: { en: 'Night market guide', 'th-TH': 'คู่มือตลาดกลางคืน' },
        summary: { en: 'Where to eat after dark' },
        body: { en: 'First <b>paragraph</b>.\n\nSecond.' },
      },
      target: `news:${row!.id}`,
    };
  },
  '/admin/EvaluateReply': async () => {
    const id = await review();
    return { body: { _id: id, content: 'Thank you, we are faster now' }, target: `evaluation:${id}` };
  },
  '/admin/EvaluateHide': async () => {
    const id = await review();
    return { body: { _id: id, hidden: true, note: 'abusive' }, target: `evaluation:${id}` };
  },
  '/admin/OrderRefundApprove': async () => {
    const oid = await refundRequested();
    return { body: { oid }, target: `order:${oid}` };
  },
  '/admin/OrderRefundDecline': async () => {
    const oid = await refundRequested();
    return { body: { oid, reason: 'The photo shows a hot meal' }, target: `order:${oid}` };
  },
  '/admin/UserResetWithdrawPassword': async () => {
    const u = await userWithBank();
    return { body: { uid: String(u.id), note: 'forgot it, identity checked' }, target: `user:${u.id}` };
  },
  '/admin/UserEndSessions': async () => {
    const u = await createUser(t.database);
    return { body: { uid: String(u.id), note: 'lost phone' }, target: `user:${u.id}` };
  },
  '/admin/SupportReply': async () => {
    const g = await supportChat();
    return { body: { chatGroup_id: g, content: 'We are on it' }, target: `chat:${g}` };
  },
  '/admin/SupportInbox': async () => ({ body: {} }),
  '/admin/SupportMessages': async () => ({ body: { chatGroup_id: await supportChat() } }),
  '/admin/LedgerJournalList': async () => ({ body: { unit: 'USD' } }),
  '/admin/LedgerJournalDetail': async () => {
    const u = await createUser(t.database, { balance: 100 });
    const [j] = await rawQuery(t.database.db, 'select id from ledger_journals where user_id = $1', [u.id]);
    return { body: { id: String(j!.id) } };
  },
  '/admin/LedgerCheck': async () => ({ body: {} }),
  '/admin/EvaluateReports': async () => ({ body: {} }),
  '/admin/NewsList': async () => ({ body: {} }),
  '/admin/WithdrawList': async () => ({ body: { status: 0 } }),
  '/admin/RechargeList': async () => ({ body: {} }),
  '/admin/AuditList': async () => ({ body: {} }),
  '/admin/Dashboard': async () => ({ body: { days: 30 } }),
  '/admin/UserList': async () => ({ body: { q: 'example.com' } }),
  '/admin/UserDetail': async () => ({ body: { uid: String((await userWithBank()).id) } }),
  '/admin/OrderList': async () => ({ body: { pType: 1 } }),
  '/admin/OrderDetail': async () => ({ body: { oid: (await paidOrder(shopA)).oid } }),
  '/admin/ShopMenu': async () => ({ body: { mid: String(shopA.id) } }),
  '/admin/ShopEarnings': async () => ({ body: { mid: String(shopA.id) } }),
  '/admin/ShopReviews': async () => ({ body: { mid: String(shopA.id) } }),
  '/admin/ProductSave': async () => {
    const pid = await freshProduct();
    return {
      body: { mid: String(shopA.id), pid, name: { en: 'Khao soi', 'th-TH': 'ข้าวซอย' }, image: COVER, price: 12000 },
      target: `product:${pid}`,
    };
  },
  '/admin/ProductState': async () => {
    const pid = await freshProduct();
    return { body: { pid, soldOut: true }, target: `product:${pid}` };
  },
  '/admin/CategorySave': async () => {
    const [row] = await rawQuery(
      t.database.db,
      `insert into product_categories (merchant_id, name) values ($1, '{"en":"Old"}') returning id`,
      [shopA.id],
    );
    return {
      body: { mid: String(shopA.id), id: String(row!.id), name: { en: 'Noodles', 'th-TH': 'ก๋วยเตี๋ยว' } },
      target: `category:${row!.id}`,
    };
  },
  '/admin/CategorySort': async () => {
    await rawQuery(t.database.db, `insert into product_categories (merchant_id, name) values ($1, '{"en":"Soups"}')`, [
      shopA.id,
    ]);
    const rows = await rawQuery(t.database.db, 'select id from product_categories where merchant_id = $1 order by id', [
      shopA.id,
    ]);
    return {
      body: { mid: String(shopA.id), ids: rows.map((r) => String(r.id)).reverse() },
      target: `merchant:${shopA.id}`,
    };
  },
  '/admin/ProductSpecs': async () => {
    const pid = await freshProduct();
    return {
      body: {
        pid,
        groups: [
          {
            name: { en: 'Size' },
            required: true,
            multiple: false,
            options: [
              { name: { en: 'Regular' }, price: 0 },
              { name: { en: 'Large' }, price: 2000 },
            ],
          },
        ],
      },
      target: `product:${pid}`,
    };
  },
  '/admin/BannerList': async () => ({ body: {} }),
  '/admin/ChannelList': async () => ({ body: {} }),
  '/admin/RateList': async () => ({ body: {} }),
  '/admin/ChannelSave': async () => {
    const [row] = await rawQuery(
      t.database.db,
      "select id, min_amount, max_amount, fee_bp from payment_channels where code = 'bank_transfer' and country_code = 'US' and direction = 'withdraw'",
    );
    return {
      body: {
        id: String(row!.id),
        minAmount: Number(row!.min_amount),
        maxAmount: Number(row!.max_amount),
        feeBp: Number(row!.fee_bp),
        enabled: true,
      },
      target: `channel:${row!.id}`,
    };
  },
  '/admin/ChannelCreate': async () => {
    const code = `promptpay_${++channelSeq}`;
    return {
      body: {
        code,
        direction: 'recharge',
        countryCode: 'TH',
        provider: 'offline',
        name: { en: 'PromptPay', 'th-TH': 'พร้อมเพย์' },
        minAmount: 10_000,
        maxAmount: 5_000_000,
      },
      target: `channel:${Number((await rawQuery(t.database.db, "select nextval(pg_get_serial_sequence('payment_channels', 'id')) as n"))[0]!.n) + 1}`,
    };
  },
  '/admin/BonusRuleList': async () => ({ body: {} }),
  '/admin/BonusRuleSave': async () => {
    const [row] = await rawQuery(
      t.database.db,
      `insert into bonus_rules (currency, min_amount, bonus, enabled)
       values ('USD', 900000 + (select count(*) from bonus_rules), 100, false) returning id, min_amount`,
    );
    return {
      body: { id: String(row!.id), unit: 'USD', minAmount: Number(row!.min_amount), bonus: 200, enabled: false },
      target: `bonus_rule:${row!.id}`,
    };
  },
  '/admin/CountryList': async () => ({ body: {} }),
  '/admin/CountrySave': async () => {
    const [row] = await rawQuery(
      t.database.db,
      "select name, calling_code, unit, symbol, enabled from countries where code = 'TH'",
    );
    return {
      body: {
        countryCode: 'TH',
        name: row!.name,
        callingCode: row!.calling_code,
        unit: row!.unit,
        symbol: row!.symbol,
        enabled: row!.enabled,
      },
      target: 'country:TH',
    };
  },
  '/admin/RateSave': async () => {
    const [row] = await rawQuery(t.database.db, "select rate_micros from countries where code = 'TH'");
    return { body: { countryCode: 'TH', rateMicros: Number(row!.rate_micros) }, target: 'country:TH' };
  },
  '/admin/AppVersionList': async () => ({ body: {} }),
  '/admin/AppVersionSave': async () => {
    const [row] = await rawQuery(
      t.database.db,
      `insert into app_versions (version, code, platform, url, notes, force)
       select '9.9.9', coalesce(max(code), 0) + 1000, 'android', '', '{"en":"Old"}', false from app_versions
       returning id, version`,
    );
    return {
      body: { id: String(row!.id), version: row!.version, platform: 'android', notes: { en: 'Faster checkout' } },
      target: `app_version:${row!.id}`,
    };
  },
  '/admin/MerchantList': async () => ({ body: { q: 'Test Kitchen' } }),
  '/admin/MerchantSave': async () => {
    const shop = await createFoodMerchant(t.database);
    return { body: { ...NEW_SHOP, mid: String(shop.id), name: 'Renamed Kitchen' }, target: `merchant:${shop.id}` };
  },
  '/admin/HotelNightsAdd': async () => {
    const pid = await hotelRoom();
    return {
      body: { pid, from: '2030-01-01', to: '2030-01-03', rooms: 4, price: 150000 },
      target: `product:${pid}`,
    };
  },
  '/admin/BannerSave': async () => {
    const [row] = await t.database.db
      .insert(banners)
      .values({ image: COVER, title: { en: 'Old banner' }, enabled: false })
      .returning({ id: banners.id });
    return {
      body: { id: String(row!.id), image: COVER, title: { en: 'Rainy season deals' }, enabled: false },
      target: `banner:${row!.id}`,
    };
  },
  '/admin/ImageUpload': async () => ({
    body: {},
    upload: { targetOf: (data) => `image:${(data as { url: string }).url}` },
  }),
  '/admin/FlightList': async () => ({ body: { from: 'BKK', to: 'CNX', date: '2030-01-15' } }),
  '/admin/FareSave': async () => {
    const [flight] = await t.database.db
      .insert(airlineTickets)
      .values({
        flightNo: `WF${++flightSeq}`,
        airline: 'Wayfare Air',
        airlineLogo: '',
        fromCity: 'Bangkok',
        fromAirport: 'BKK',
        toCity: 'Chiang Mai',
        toAirport: 'CNX',
        departAt: new Date('2030-01-15T03:00:00Z'),
        arriveAt: new Date('2030-01-15T04:10:00Z'),
      })
      .returning({ id: airlineTickets.id });
    const [fare] = await t.database.db
      .insert(ticketFares)
      .values({ ticketId: flight!.id, cabin: 'economy', price: 150_000, currency: 'THB', seatsLeft: 9 })
      .returning({ id: ticketFares.id });
    return { body: { id: String(fare!.id), price: 120_000, seatsLeft: 20 }, target: `fare:${fare!.id}` };
  },
  '/admin/HelpList': async () => ({ body: {} }),
  '/admin/HelpSave': async () => {
    const [row] = await t.database.db
      .insert(helpArticles)
      .values({ title: { en: 'Old help' }, content: { en: '<p>Old</p>' } })
      .returning({ id: helpArticles.id });
    return {
      body: {
        id: String(row!.id),
        title: { en: 'Paying' },
        body: { en: '## Cards\n\n- Visa\n- Mastercard' },
        hidden: true,
      },
      target: `help:${row!.id}`,
    };
  },
  '/admin/ProtocolList': async () => ({ body: {} }),
  '/admin/ProtocolSave': async () => {
    const key = `terms_${++protocolSeq}`;
    await t.database.db.insert(protocols).values({ key, title: { en: 'Terms' }, content: { en: '<p>Old terms</p>' } });
    return { body: { key, title: { en: 'Terms' }, body: { en: 'New terms.' } }, target: `protocol:${key}` };
  },
  '/admin/ShopHours': async () => ({
    body: { mid: String(shopA.id), openingHours: ALL_DAY },
    target: `merchant:${shopA.id}`,
  }),
  '/admin/ShopPayouts': async () => ({ body: { mid: String(shopA.id) } }),
  '/admin/PayoutList': async () => ({ body: { status: 0 } }),
  '/admin/PayoutRequest': async () => {
    await creditShopA(500);
    return {
      body: { mid: String(shopA.id), unit: 'THB', amount: 500 },
      creates: { targetOf: (data) => `payout:${(data as { _id: string })._id}` },
    };
  },
  '/admin/PayoutApprove': async () => {
    const id = await newPayout();
    return { body: { payoutId: id }, target: `payout:${id}` };
  },
  '/admin/PayoutReject': async () => {
    const id = await newPayout();
    return { body: { payoutId: id, note: 'name mismatch' }, target: `payout:${id}` };
  },
  '/admin/PayoutMarkPaid': async () => {
    const id = await transferringPayout();
    return { body: { payoutId: id, reference: 'BANK-2' }, target: `payout:${id}` };
  },
  '/admin/PayoutFail': async () => {
    const id = await transferringPayout();
    return { body: { payoutId: id, note: 'bounced' }, target: `payout:${id}` };
  },
};

/** Settled earnings of shop A in THB (a type 14 credit, as a completed order posts). */
async function creditShopA(amount: number) {
  await inTransaction(t.database.db, (tx) =>
    transfer(tx, {
      from: accounts.system('gateway_clearing', 'THB'),
      to: accounts.merchant(shopA.id, 'THB'),
      amount,
      type: TransactionType.OrderCompletedCredited,
      userId: null,
      ref: 'role-matrix-credit',
    }),
  );
}

/** A payout of shop A under review (status 0): its id. */
async function newPayout() {
  await creditShopA(400);
  const p = await t.call<{ _id: string }>(
    '/admin/PayoutRequest',
    { mid: String(shopA.id), unit: 'THB', amount: 400 },
    { token: ops.finance.token },
  );
  expect(p.status, JSON.stringify(p)).toBe(0);
  return p.data._id;
}

/** A payout of shop A already approved (transferring). */
async function transferringPayout() {
  const id = await newPayout();
  expect((await t.call('/admin/PayoutApprove', { payoutId: id }, { token: ops.admin.token })).status).toBe(0);
  return id;
}
/** A user's support conversation with one message from the user: its id. */
async function supportChat() {
  const u = await createUser(t.database);
  const opened = await t.call<{ chatGroup_id: string }>(
    '/chat/OpenConversation',
    { support: true },
    { token: u.token },
  );
  expect(opened.status, JSON.stringify(opened)).toBe(0);
  const sent = await t.call(
    '/chat/SendMessage',
    {
      chatGroup_id: opened.data.chatGroup_id,
      kind: 'text',
      content: 'My top-up is missing',
      clientId: `support-ask-${u.id}`,
    },
    { token: u.token },
  );
  expect(sent.status, JSON.stringify(sent)).toBe(0);
  return opened.data.chatGroup_id;
}

/** The calls that change state: the ones whose fixture names an audit target. */
const changing = (path: string) =>
  path.endsWith('List') === false &&
  !/Detail|Dashboard|Reports$|Inbox$|Messages$|Check$|^\/admin\/Shop(Menu|Earnings|Reviews|Payouts)$/.test(path);

const auditCount = async () => Number((await rawQuery(t.database.db, 'select count(*) as n from audit_log'))[0]!.n);

describe('the role matrix of the admin contract', () => {
  it('covers every admin call, and money and user calls are never open to the wrong roles', () => {
    expect(adminCalls.length).toBeGreaterThan(15);
    for (const e of adminCalls) {
      expect(FIXTURES[e.path], `${e.path}: add a fixture to the role matrix`).toBeDefined();
      expect(e.roles?.length, `${e.path} declares its roles`).toBeGreaterThan(0);
      // Support, content and merchants never move money; a merchant only asks for its own shop's payout
      // (held until finance decides it, admin-payouts.test.ts).
      if (e.money)
        expect(
          e.roles!.filter(
            (r) => ['support', 'content'].includes(r) || (r === 'merchant' && e.path !== '/admin/PayoutRequest'),
          ),
          e.path,
        ).toEqual([]);
      // Content never touches users.
      if (/User|Withdraw|Recharge|Order/.test(e.path)) expect(e.roles, e.path).not.toContain('content');
    }
  });

  const cells = adminCalls.flatMap((e) => OperatorRoles.map((role) => [e.path, role] as const));
  it.each(cells)('%s as %s', async (path, role) => {
    const e = adminCalls.find((x) => x.path === path) as Endpoint;
    const fixture = await FIXTURES[path]!();
    const before = await auditCount();
    const res = await send(path, fixture, ops[role].token);
    if (e.roles!.includes(role)) {
      expect(res.status, `${path} as ${role}: ${JSON.stringify(res)}`).toBe(0);
      if (changing(path)) expect(await auditCount()).toBe(before + 1);
      else expect(await auditCount()).toBe(before);
    } else {
      expect(res.status, `${path} as ${role}`).toBe(ErrorCode.Forbidden);
      expect(res.data ?? null).toBeNull();
      expect(await auditCount(), `${path} as ${role} wrote nothing`).toBe(before);
      // Nothing moved: the fixture's object is still as it was made.
      if (fixture.target?.startsWith('withdrawal:')) {
        const [row] = await rawQuery(t.database.db, 'select status from withdrawals where id = $1', [
          Number(fixture.target.split(':')[1]),
        ]);
        expect(Number(row!.status)).toBe(
          path === '/admin/WithdrawMarkPaid' || path === '/admin/WithdrawFail'
            ? WithdrawalStatus.Transferring
            : WithdrawalStatus.UnderReview,
        );
      }
      if (fixture.target?.startsWith('payout:')) {
        const [row] = await rawQuery(t.database.db, 'select status from merchant_payouts where id = $1', [
          Number(fixture.target.split(':')[1]),
        ]);
        expect(Number(row!.status)).toBe(
          path === '/admin/PayoutMarkPaid' || path === '/admin/PayoutFail'
            ? WithdrawalStatus.Transferring
            : WithdrawalStatus.UnderReview,
        );
      }
      if (fixture.creates) {
        const [row] = await rawQuery(
          t.database.db,
          'select count(*)::int as n from merchant_payouts where requested_by = $1',
          [ops[role].id],
        );
        expect(Number(row!.n), `${path} as ${role} made nothing`).toBe(0);
      }
      if (fixture.target?.startsWith('product:')) {
        const [row] = await rawQuery(
          t.database.db,
          'select stock, on_sale, price::int as price from products where id = $1',
          [Number(fixture.target.split(':')[1])],
        );
        expect(row).toEqual({ stock: null, on_sale: true, price: 9000 });
        const [nights] = await rawQuery(
          t.database.db,
          'select count(*)::int as n from hotel_room_nights where product_id = $1',
          [Number(fixture.target.split(':')[1])],
        );
        expect(nights!.n).toBe(0);
      }
      if (fixture.target?.startsWith('user:')) {
        const [row] = await rawQuery(t.database.db, 'select frozen, muted from users where id = $1', [
          Number(fixture.target.split(':')[1]),
        ]);
        expect(row).toEqual({ frozen: false, muted: false });
        const [live] = await rawQuery(
          t.database.db,
          `select (select withdraw_password_hash is not null from users where id = $1) as pin,
                  (select count(*)::int from sessions where user_id = $1 and revoked_at is null) as sessions`,
          [Number(fixture.target.split(':')[1])],
        );
        if (path === '/admin/UserResetWithdrawPassword') expect(live!.pin, 'the withdrawal password stays').toBe(true);
        if (path === '/admin/UserEndSessions') expect(Number(live!.sessions), 'the sessions stay').toBeGreaterThan(0);
      }
      if (fixture.target?.startsWith('chat:')) {
        const [n] = await rawQuery(t.database.db, 'select count(*)::int as n from chat_messages where group_id = $1', [
          Number(fixture.target.split(':')[1]),
        ]);
        // The user's question and support's instant acknowledgement of it; no operator answer.
        expect(Number(n!.n), 'no answer was posted').toBe(2);
      }
    }
  });

  it('refuses user tokens and unknown tokens on every admin call', async () => {
    const u = await createUser(t.database);
    for (const e of adminCalls) {
      expect((await t.call(e.path, {}, { token: u.token })).status, e.path).toBe(ErrorCode.LoginExpired);
      expect((await t.call(e.path, {}, { token: 'not-a-token' })).status, e.path).toBe(ErrorCode.LoginExpired);
    }
  });
});

describe('the audit trail', () => {
  it('records who, what, before and after for every state-changing call, and shows it', async () => {
    for (const e of adminCalls.filter((x) => changing(x.path))) {
      const fixture = await FIXTURES[e.path]!();
      expect(fixture.target ?? fixture.upload ?? fixture.creates, e.path).toBeDefined();
      const res = await send(e.path, fixture, ops.admin.token);
      expect(res.status, `${e.path}: ${JSON.stringify(res)}`).toBe(0);
      fixture.target ??= (fixture.upload ?? fixture.creates)!.targetOf(res.data);
      const rows = await rawQuery(
        t.database.db,
        'select operator_id, action, data from audit_log where target = $1 order by id',
        [fixture.target],
      );
      const last = rows[rows.length - 1]!;
      expect(Number(last.operator_id), e.path).toBe(ops.admin.id);
      const data = last.data as Record<string, unknown>;
      expect(data.after, `${e.path} records the state after`).toBeDefined();
      // A freeze, a decision and an order step record the state they left (a mute records its new flag).
      if (e.path !== '/admin/UserMute') expect(data.before, `${e.path} records the state before`).toBeDefined();
      const shown = await t.call<{ list: { action: string; operator: string; before: unknown; after: unknown }[] }>(
        '/admin/AuditList',
        { target: fixture.target },
        { token: ops.admin.token },
      );
      expect(shown.data.list[0]).toMatchObject({
        action: last.action,
        operator: expect.any(String),
        after: data.after,
      });
    }
  });
});

describe('content', () => {
  it('publishes a news item in two locales, escaped; the app shows each locale and falls back to English', async () => {
    const saved = await t.call<{ id: string; body: Record<string, string> }>(
      '/admin/NewsSave',
      {
        cover: COVER,
        title: { en: 'Songkran week', 'th-TH': 'สัปดาห์สงกรานต์' },
        summary: { en: 'Water and food', 'th-TH': 'น้ำและอาหาร' },
        body: { en: 'Splash <script>x</script>\n\nEat.', 'th-TH': 'สาดน้ำ\n\nกิน' },
      },
      { token: ops.content.token },
    );
    expect(saved.status).toBe(0);
    expect(saved.data.body.en).toBe('Splash <script>x</script>\n\nEat.');
    const [row] = await rawQuery(t.database.db, 'select content from news where id = $1', [Number(saved.data.id)]);
    expect((row!.content as Record<string, string>).en).toBe('<p>Splash &lt;script&gt;x&lt;/script&gt;</p><p>Eat.</p>');
    const u = await createUser(t.database);
    const th = await t.call<{ title: string }>(
      '/config/GetNewInfo',
      { _id: saved.data.id },
      {
        token: u.token,
        headers: { 'accept-language': 'th-TH' },
      },
    );
    expect(th.data.title).toBe('สัปดาห์สงกรานต์');
    const zh = await t.call<{ title: string }>(
      '/config/GetNewInfo',
      { _id: saved.data.id },
      {
        token: u.token,
        headers: { 'accept-language': 'zh-Hans' },
      },
    );
    expect(zh.data.title).toBe('Songkran week');
    // Content touches no user, no money.
    expect(
      (await t.call('/admin/UserFreeze', { uid: String(u.id), frozen: true }, { token: ops.content.token })).status,
    ).toBe(ErrorCode.Forbidden);
  });
});

describe('a merchant operator', () => {
  it("sees and moves only their own shop's orders; another shop's ids answer as nobody's", async () => {
    const mine = await paidOrder(shopA);
    const theirs = await paidOrder(shopB);
    const m = ops.merchant.token;

    const list = await t.call<{ list: { oid: string; mid: string }[] }>(
      '/admin/OrderList',
      { mid: String(shopB.id) },
      { token: m },
    );
    expect(list.status).toBe(0);
    expect(list.data.list.map((o) => o.oid)).toContain(mine.oid);
    expect(list.data.list.every((o) => o.mid === String(shopA.id))).toBe(true);

    const nobody = await t.call('/admin/OrderDetail', { oid: '999999999' }, { token: m });
    const other = await t.call('/admin/OrderDetail', { oid: theirs.oid }, { token: m });
    expect(other.status).toBe(ErrorCode.OrderNotFound);
    expect({ status: other.status, msg: other.msg }).toEqual({ status: nobody.status, msg: nobody.msg });
    expect(JSON.stringify(other)).not.toContain(theirs.oid);

    const step = await t.call('/admin/MerchantOrderStep', { oid: theirs.oid, step: 'accept' }, { token: m });
    expect(step.status).toBe(ErrorCode.OrderNotFound);
    const [row] = await rawQuery(t.database.db, 'select status from orders where id = $1', [Number(theirs.oid)]);
    expect(Number(row!.status)).toBe(1);

    // Their own: accept, then ready; the customer's order follows.
    expect((await t.call('/admin/MerchantOrderStep', { oid: mine.oid, step: 'accept' }, { token: m })).status).toBe(0);
    const ready = await t.call<{ status: number }>(
      '/admin/MerchantOrderStep',
      { oid: mine.oid, step: 'ready' },
      { token: m },
    );
    expect(ready.data.status).toBe(3);
    const seen = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: mine.oid }, { token: mine.user.token });
    expect(seen.data.status).toBe(3);
    // A step out of order is refused.
    expect((await t.call('/admin/MerchantOrderStep', { oid: mine.oid, step: 'accept' }, { token: m })).status).toBe(
      ErrorCode.InvalidState,
    );
  });
});

describe('two operators deciding one withdrawal at once', () => {
  it.skipIf(!onPostgres)('one decision applies; the other is told it was already decided', async () => {
    const db2 = await secondPool(t.database, 10);
    const t2 = await createTestApp({ database: db2 ?? t.database, env: { JOBS_POLL_MS: '0' } });
    try {
      for (let round = 0; round < 3; round++) {
        const w = await newWithdrawal(1500);
        const approve = t.call('/admin/WithdrawApprove', { withdrawalId: w.id }, { token: ops.finance.token });
        const reject = t2.call(
          '/admin/WithdrawReject',
          { withdrawalId: w.id, note: 'duplicate' },
          { token: ops.admin.token },
        );
        const answers = await Promise.all([approve, reject]);
        expect(answers.map((a) => a.status).sort()).toEqual([0, ErrorCode.AlreadyDecided].sort());
        const loser = answers.find((a) => a.status !== 0)!;
        expect(loser.msg).toBe('already_decided');
        const audits = await rawQuery(t.database.db, 'select action from audit_log where target = $1', [
          `withdrawal:${w.id}`,
        ]);
        expect(audits).toHaveLength(1);
        const [row] = await rawQuery(t.database.db, 'select status from withdrawals where id = $1', [Number(w.id)]);
        const winner = answers[0]!.status === 0 ? WithdrawalStatus.Transferring : WithdrawalStatus.Rejected;
        expect(Number(row!.status)).toBe(winner);
        // The held money is returned exactly once when the reject won, and stays held when the approval won.
        expect(await walletOf(t.database.db, w.user.id, 'USD')).toEqual(
          winner === WithdrawalStatus.Rejected ? { balance: 5000, held: 0 } : { balance: 3500, held: 1500 },
        );
      }
    } finally {
      await t2.close();
      await db2?.close();
    }
  });
});
