import { ErrorCode, type OrderDetail } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { createTestApp, secondPool, type TestApp } from './helpers';
import {
  balanceOf,
  createUser,
  ensureWalletWorld,
  expectLedgerOk,
  onPostgres,
  operatorToken,
  type TestUser,
} from './wallet-fixtures';

let t: TestApp;
/** Another server instance: its own app and, on PostgreSQL, its own connection pool. */
let t2: TestApp;
let db2: Database | null = null;
let m: FoodMerchant;

beforeAll(async () => {
  const env = { JOBS_POLL_MS: '0' };
  t = await createTestApp({ env });
  await ensureWalletWorld(t.database);
  db2 = await secondPool(t.database, 20);
  t2 = await createTestApp({ env, database: db2 ?? t.database });
  m = await createFoodMerchant(t.database, { fee: 40 });
});
afterAll(async () => {
  await t2?.close();
  await db2?.close();
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

type PayAnswer = { oid: string; status: number; payStatus: number; amount: number; balance: number; paidAt: string };
type RefundAnswer = { oid: string; status: number; refundAmount: number; fee: number; balance: number };

/** A user with `balance` and one unpaid order of 220 (noodles 180 + delivery 40). */
async function unpaidOrder(balance: number): Promise<{ user: TestUser; oid: string }> {
  const user = await createUser(t.database, { balance, country: 'TH', pin: null });
  const home = await createAddressAt(t.database, user.id, BKK);
  const res = await t.call<OrderDetail>(
    '/order/CreateOrder',
    { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
    { token: user.token },
  );
  expect(res.status).toBe(0);
  return { user, oid: res.data.oid };
}

const journals = async (oid: string, type: number) =>
  Number(
    (
      await rawQuery(t.database.db, 'select count(*) as n from ledger_journals where order_id = $1 and type = $2', [
        Number(oid),
        type,
      ])
    )[0]!.n,
  );

const instance = (i: number) => (i % 2 ? t2 : t);

describe('paying an order from the wallet', () => {
  it('debits the wallet into escrow (type 12), sets status 1 and schedules the dispatcher', async () => {
    const { user, oid } = await unpaidOrder(1000);
    const events: unknown[] = [];
    const off = t.app.events.on('order.status', (e) => events.push(e));
    const res = await t.call<PayAnswer>('/order/PayOrder', { oid }, { token: user.token });
    off();
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ oid, status: 1, payStatus: 1, amount: 220, balance: 780 });
    expect(events).toEqual([{ userId: user.id, oid, status: 1, type: 1, previousStatus: 0 }]);
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
    expect(info.data).toMatchObject({ status: 1, payStatus: 1, canPay: false, canRefund: true, expiresAt: null });
    expect(info.data.timeline.map((s) => s.status)).toEqual([0, 1]);
    const eta = new Date(info.data.nextStepAt!).getTime() - Date.now();
    expect(eta).toBeGreaterThan(0);
    expect(eta).toBeLessThanOrEqual(t.app.config.DISPATCH_STEP_SECONDS * 1000 + 1000);
    expect(await journals(oid, 12)).toBe(1);
  });

  it(`the same order paid 20 times at once, over two instances, is charged once${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const { user, oid } = await unpaidOrder(1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instance(i).call<PayAnswer>('/order/PayOrder', { oid }, { token: user.token }),
      ),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.OrderAlreadyPaid)).toHaveLength(19);
    expect((await balanceOf(t, user.token)).balance).toBe(780);
    expect(await journals(oid, 12)).toBe(1);
  });

  it('20 concurrent pays with one idempotency key all get the first answer; money moves once', async () => {
    const { user, oid } = await unpaidOrder(1000);
    const idempotencyKey = `pay-${oid}-attempt`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instance(i).call<PayAnswer>('/order/PayOrder', { oid, idempotencyKey }, { token: user.token }),
      ),
    );
    for (const a of answers) expect(a.status).toBe(0);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect((await balanceOf(t, user.token)).balance).toBe(780);
    expect(await journals(oid, 12)).toBe(1);
    // Without the key, paying again is "order already paid".
    const again = await t.call('/order/PayOrder', { oid }, { token: user.token });
    expect(again.status).toBe(ErrorCode.OrderAlreadyPaid);
  });

  it('refuses when the balance is short and leaves the order payable', async () => {
    const { user, oid } = await unpaidOrder(219);
    const res = await t.call('/order/PayOrder', { oid }, { token: user.token });
    expect(res.status).toBe(ErrorCode.InsufficientBalance);
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
    expect(info.data).toMatchObject({ status: 0, payStatus: 0, canPay: true });
    expect((await balanceOf(t, user.token)).balance).toBe(219);
    expect(await journals(oid, 12)).toBe(0);
  });

  it('refuses an unknown order', async () => {
    const { user } = await unpaidOrder(0);
    expect((await t.call('/order/PayOrder', { oid: '99999999' }, { token: user.token })).status).toBe(
      ErrorCode.OrderNotFound,
    );
  });
});

describe('refunds', () => {
  it(`10 concurrent refunds, over two instances, refund once (6 then 7, type 13)${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const { user, oid } = await unpaidOrder(1000);
    expect((await t.call('/order/PayOrder', { oid }, { token: user.token })).status).toBe(0);
    const events: { status: number }[] = [];
    const off = t.app.events.on('order.status', (e) => events.push(e));
    const off2 = t2.app.events.on('order.status', (e) => events.push(e));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instance(i).call<RefundAnswer>('/order/RefundOrder', { oid }, { token: user.token }),
      ),
    );
    off();
    off2();
    for (const a of answers) {
      expect(a.status).toBe(0);
      expect(a.data).toMatchObject({ oid, status: 7, refundAmount: 220, fee: 0 });
    }
    expect((await balanceOf(t, user.token)).balance).toBe(1000);
    expect(await journals(oid, 13)).toBe(1);
    expect(events.map((e) => e.status)).toEqual([6, 7]);
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
    expect(info.data).toMatchObject({ status: 7, refundAmount: 220, canRefund: false, nextStepAt: null });
    expect(info.data.refundedAt).not.toBeNull();
    expect(info.data.timeline.map((s) => s.status)).toEqual([0, 1, 6, 7]);
  });

  it('is "not paid" before paying and "order already completed" when too late', async () => {
    const { user, oid } = await unpaidOrder(1000);
    expect((await t.call('/order/RefundOrder', { oid }, { token: user.token })).status).toBe(ErrorCode.NotPaid);
    expect((await t.call('/order/PayOrder', { oid }, { token: user.token })).status).toBe(0);
    let now = Date.now();
    for (let step = 0; step < 4; step++) {
      now += (t.app.config.DISPATCH_STEP_SECONDS + 1) * 1000;
      await t.app.jobs.tick(new Date(now));
    }
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
    expect(info.data.status).toBe(5);
    expect((await t.call('/order/RefundOrder', { oid }, { token: user.token })).status).toBe(ErrorCode.OrderCompleted);
    expect((await balanceOf(t, user.token)).balance).toBe(780);
  });
});

/** Moves a paid order's dispatcher `steps` steps on. */
async function dispatch(steps: number) {
  let now = Date.now();
  for (let step = 0; step < steps; step++) {
    now += (t.app.config.DISPATCH_STEP_SECONDS + 1) * 1000;
    await t.app.jobs.tick(new Date(now));
  }
}

async function uploadRefundPhoto(token: string): Promise<string> {
  const form = multipartBody([
    { name: 'purpose', value: 'refund' },
    { name: 'file', file: PNG_1X1, filename: 'cold.png', contentType: 'image/png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/File',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  const body = res.json() as { status: number; data: { url: string } };
  expect(body.status).toBe(0);
  return body.data.url;
}

describe('refunds by stage (order.rules refundStageOf)', () => {
  it('is instant and full while the order is with the restaurant (preparing, calling a rider)', async () => {
    for (const steps of [0, 1]) {
      const { user, oid } = await unpaidOrder(1000);
      expect((await t.call('/order/PayOrder', { oid }, { token: user.token })).status).toBe(0);
      await dispatch(steps);
      const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
      expect(info.data).toMatchObject({ status: 1 + steps, canRefund: true, refundStage: 'instant' });
      const res = await t.call<RefundAnswer>('/order/RefundOrder', { oid }, { token: user.token });
      expect(res.data).toMatchObject({ status: 7, refundAmount: 220 });
      expect((await balanceOf(t, user.token)).balance).toBe(1000);
    }
  });

  it('once a rider is on the way: a request with reason and photo, declined with a reason, then approved through the ledger', async () => {
    const support = await operatorToken(t, 'support');
    // Support declines; approving moves money, which only finance (or an admin) decides.
    const finance = await operatorToken(t, 'finance');
    const { user, oid } = await unpaidOrder(1000);
    expect((await t.call('/order/PayOrder', { oid }, { token: user.token })).status).toBe(0);
    await dispatch(3);
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token });
    expect(info.data).toMatchObject({ status: 4, canRefund: true, refundStage: 'request', refundRequest: null });

    // No instant refund past the restaurant: a reason and the user's own photo are needed.
    expect((await t.call('/order/RefundOrder', { oid }, { token: user.token })).status).toBe(
      ErrorCode.RefundEvidenceRequired,
    );
    const other = await createUser(t.database, { country: 'TH', pin: null });
    const foreignPhoto = await uploadRefundPhoto(other.token);
    const withForeign = { oid, reason: 'Cold food', image: foreignPhoto };
    expect((await t.call('/order/RefundOrder', withForeign, { token: user.token })).status).toBe(
      ErrorCode.RefundEvidenceRequired,
    );
    const photo = await uploadRefundPhoto(user.token);
    const asked = await t.call<RefundAnswer>(
      '/order/RefundOrder',
      { oid, reason: 'Cold food', image: photo },
      { token: user.token },
    );
    expect(asked.data).toMatchObject({ status: 6, refundAmount: 220, fee: 0 });
    expect((await balanceOf(t, user.token)).balance).toBe(780);
    expect(await journals(oid, 13)).toBe(0);
    // The dispatcher leaves a refunding order where it is.
    await dispatch(3);
    const pending = (await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token })).data;
    expect(pending).toMatchObject({ status: 6, canRefund: false, refundRequest: { state: 'pending', image: photo } });

    // A user's token opens no operator call.
    expect((await t.call('/admin/OrderRefundApprove', { oid }, { token: user.token })).status).toBe(
      ErrorCode.LoginExpired,
    );
    const declined = await t.call<{ status: number }>(
      '/admin/OrderRefundDecline',
      { oid, reason: 'The photo shows a full, hot meal' },
      { token: support.token },
    );
    expect(declined.data.status).toBe(4);
    const after = (await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token })).data;
    expect(after).toMatchObject({
      status: 4,
      refundStage: 'request',
      refundRequest: { state: 'declined', declineReason: 'The photo shows a full, hot meal' },
    });
    expect((await t.call('/admin/OrderRefundApprove', { oid }, { token: finance.token })).status).toBe(
      ErrorCode.InvalidState,
    );

    // Asked again, approved: the full amount returns once, through the ledger.
    const again = await t.call<RefundAnswer>(
      '/order/RefundOrder',
      { oid, reason: 'Missing the drink', image: photo },
      { token: user.token },
    );
    expect(again.data.status).toBe(6);
    const approvals = await Promise.all(
      [0, 1, 2].map(() => t.call<{ status: number }>('/admin/OrderRefundApprove', { oid }, { token: finance.token })),
    );
    for (const a of approvals) expect(a.data.status).toBe(7);
    expect((await balanceOf(t, user.token)).balance).toBe(1000);
    expect(await journals(oid, 13)).toBe(1);
    const done = (await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token })).data;
    expect(done).toMatchObject({ status: 7, refundAmount: 220, refundRequest: { state: 'approved' } });
  });
});
