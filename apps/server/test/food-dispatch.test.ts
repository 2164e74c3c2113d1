import { ErrorCode, type OrderDetail } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { createTestApp, secondPool, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, expectLedgerOk, onPostgres, operatorToken } from './wallet-fixtures';

let t: TestApp;
/** Another server instance running the same jobs: its own app and, on PostgreSQL, its own pool. */
let t2: TestApp;
let db2: Database | null = null;
const STEP = 20;

beforeAll(async () => {
  const env = { JOBS_POLL_MS: '0', DISPATCH_STEP_SECONDS: String(STEP) };
  t = await createTestApp({ env });
  await ensureWalletWorld(t.database);
  db2 = await secondPool(t.database, 20);
  t2 = await createTestApp({ env, database: db2 ?? t.database });
});
afterAll(async () => {
  await t2?.close();
  await db2?.close();
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

const merchantBalance = async (merchantId: number) =>
  Number(
    (
      await rawQuery(t.database.db, "select balance from ledger_accounts where kind = 'merchant' and owner_id = $1", [
        merchantId,
      ])
    )[0]?.balance ?? 0,
  );

/** `n` paid orders of 220 at merchant `m`, by one user. */
async function paidOrders(m: FoodMerchant, n: number) {
  const user = await createUser(t.database, { balance: 220 * n, country: 'TH', pin: null });
  const home = await createAddressAt(t.database, user.id, BKK);
  const oids: string[] = [];
  for (let i = 0; i < n; i++) {
    const made = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
      { token: user.token },
    );
    expect((await t.call('/order/PayOrder', { oid: made.data.oid }, { token: user.token })).status).toBe(0);
    oids.push(made.data.oid);
  }
  return { user, oids };
}

const statuses = async (oids: string[]) =>
  (
    await rawQuery(t.database.db, 'select status from orders where id = any($1::bigint[]) order by id', [
      oids.map(Number),
    ])
  ).map((r) => Number(r.status));

describe('the dispatcher', () => {
  it('moves a paid order 1 → 2 → 3 → 4 → 5 on its timings, pushes each step and credits the merchant', async () => {
    const m = await createFoodMerchant(t.database);
    const { user, oids } = await paidOrders(m, 1);
    const oid = oids[0]!;
    const pushed: { oid: string; status: number; userId: number }[] = [];
    const off = t.app.events.on('order.status', (e) => pushed.push(e));

    let now = Date.now();
    // Not due yet: nothing moves.
    expect((await t.app.jobs.tick(new Date(now + 1000))).advanced).toBe(0);
    for (const expected of [2, 3, 4, 5]) {
      now += (STEP + 1) * 1000;
      await t.app.jobs.tick(new Date(now));
      const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
      expect(info.data.status).toBe(expected);
      // A second pass at the same moment moves nothing: one step per DISPATCH_STEP_SECONDS.
      const again = await t.app.jobs.tick(new Date(now));
      expect(again.advanced + again.completed).toBe(0);
    }
    off();
    expect(pushed.map((e) => e.status)).toEqual([2, 3, 4, 5]);
    expect(pushed.every((e) => e.oid === oid && e.userId === user.id)).toBe(true);

    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
    expect(info.data).toMatchObject({ status: 5, canReview: true, canRefund: false, nextStepAt: null });
    expect(info.data.completedAt).not.toBeNull();
    expect(info.data.timeline.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await merchantBalance(m.id)).toBe(220);
    const credited = await rawQuery(
      t.database.db,
      'select count(*) as n from ledger_journals where order_id = $1 and type = 14',
      [Number(oid)],
    );
    expect(Number(credited[0]!.n)).toBe(1);
    const num = await t.call<{ toReview: number }>('/user/GetOrderNum', {}, { token: user.token });
    expect(num.data.toReview).toBe(1);
  });

  it(`two instances ticking together advance each order once per step${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const m = await createFoodMerchant(t.database);
    const { oids } = await paidOrders(m, 30);
    const counted = new Map<string, number[]>();
    const record = (e: { oid: string; status: number }) =>
      counted.set(e.oid, [...(counted.get(e.oid) ?? []), e.status]);
    const offs = [t.app.events.on('order.status', record), t2.app.events.on('order.status', record)];

    let now = Date.now();
    for (const expected of [2, 3, 4, 5]) {
      now += (STEP + 1) * 1000;
      const at = new Date(now);
      // Each instance ticks three times at once: six claimers racing for the same due orders.
      const results = await Promise.all([1, 2, 3].flatMap(() => [t.app.jobs.tick(at), t2.app.jobs.tick(at)]));
      const moved = results.reduce((n, r) => n + r.advanced + r.completed, 0);
      expect(moved).toBe(30);
      expect(new Set(await statuses(oids))).toEqual(new Set([expected]));
    }
    for (const off of offs) off();
    for (const oid of oids) expect(counted.get(oid)).toEqual([2, 3, 4, 5]);
    expect(await merchantBalance(m.id)).toBe(30 * 220);
  });
});

describe('operators', () => {
  it('advance a paid order one step or to a later status; completion credits the merchant once', async () => {
    const m = await createFoodMerchant(t.database);
    const { user, oids } = await paidOrders(m, 1);
    const oid = oids[0]!;
    const op = await operatorToken(t, 'support');
    const advance = (body: object) =>
      t.call<{ status: number }>('/admin/OrderAdvance', { oid, ...body }, { token: op.token });

    const pushed: number[] = [];
    const off = t.app.events.on('order.status', (e) => pushed.push(e.status));
    expect((await advance({})).data.status).toBe(2);
    expect((await advance({ status: 4, note: 'rider picked up early' })).data.status).toBe(4);
    expect((await advance({ status: 3 })).status).toBe(ErrorCode.InvalidState);
    expect((await advance({ status: 5 })).data.status).toBe(5);
    expect((await advance({})).status).toBe(ErrorCode.OrderCompleted);
    off();
    expect(pushed).toEqual([2, 3, 4, 5]);
    expect(await merchantBalance(m.id)).toBe(220);
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
    expect(info.data.timeline.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5]);
    const audit = await rawQuery(t.database.db, 'select count(*) as n from audit_log where target = $1', [
      `order:${oid}`,
    ]);
    expect(Number(audit[0]!.n)).toBe(3);

    // User tokens do not open operator calls; unpaid orders cannot be advanced.
    expect((await t.call('/admin/OrderAdvance', { oid }, { token: user.token })).status).toBe(ErrorCode.LoginExpired);
    const home = await createAddressAt(t.database, user.id, BKK);
    const unpaid = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
      { token: user.token },
    );
    expect((await t.call('/admin/OrderAdvance', { oid: unpaid.data.oid }, { token: op.token })).status).toBe(
      ErrorCode.NotPaid,
    );
  });
});

describe('the poll loop', () => {
  it('starts with the app, moves due orders by itself and stops when the app closes', async () => {
    const looping = await createTestApp({
      env: { JOBS_POLL_MS: '50', DISPATCH_STEP_SECONDS: '1' },
      database: db2 ?? t.database,
    });
    try {
      const m = await createFoodMerchant(t.database);
      const user = await createUser(t.database, { balance: 220, country: 'TH', pin: null });
      const home = await createAddressAt(t.database, user.id, BKK);
      const made = await looping.call<OrderDetail>(
        '/order/CreateOrder',
        { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
        { token: user.token },
      );
      expect((await looping.call('/order/PayOrder', { oid: made.data.oid }, { token: user.token })).status).toBe(0);
      const deadline = Date.now() + 15_000;
      let status = 1;
      while (status !== 5 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        status = (await statuses([made.data.oid]))[0]!;
      }
      expect(status).toBe(5);
    } finally {
      await looping.close();
    }
  });
});
