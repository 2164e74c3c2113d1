import { ErrorCode, TransactionType } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureEvent, type FakePaypal, startFakePaypal } from './fake-paypal';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, createUser, ensureWalletWorld, expectLedgerOk, operatorToken } from './wallet-fixtures';

type RechargeAnswer = {
  rechargeId: string;
  status: number;
  amount: number;
  bonus: number;
  redirectUrl: string | null;
  providerRef: string | null;
  balance: number | null;
};
type WalletRecord = {
  type: number;
  amount: number;
  balanceAfter: number;
  localAmount: number;
  localUnit: string;
  ref: string;
};

let t: TestApp;
/** A second app on the same database: "another server instance". */
let t2: TestApp;
let paypal: FakePaypal;

beforeAll(async () => {
  paypal = await startFakePaypal();
  const env = {
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.secret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PUBLIC_URL: 'https://wayfare.example',
  };
  t = await createTestApp({ env });
  await ensureWalletWorld(t.database);
  t2 = await createTestApp({ env, database: t.database });
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
  await paypal?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

const recharge = (app: TestApp, token: string, body: object, headers?: Record<string, string>) =>
  app.call<RechargeAnswer>(
    '/amount/Recharge',
    { channelCode: 'demo', country_code: 'US', amount: 1000, ...body },
    { token, headers },
  );

describe('recharge config and demo channel', () => {
  it('lists the channels of the user country with bounds, flags and the bonus rule', async () => {
    const u = await createUser(t.database, { country: 'TH' });
    const res = await t.call<{
      unit: string;
      digits: number;
      channels: { channelCode: string; enabled: boolean; demo: boolean; needsReview: boolean; minAmount: number }[];
      bonusRules: { minAmount: number; bonus: number }[];
    }>('/amount/GetRechargeConfig', {}, { token: u.token });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ unit: 'THB', symbol: '฿', digits: 2 });
    expect(res.data).not.toHaveProperty('rate');
    const byCode = Object.fromEntries(res.data.channels.map((c) => [c.channelCode, c]));
    expect(byCode.demo).toMatchObject({ enabled: true, demo: true, needsReview: false, minAmount: 100 });
    expect(byCode.offline_bank).toMatchObject({ enabled: true, needsReview: true });
    expect(byCode.paypal?.enabled).toBe(true);
    expect(byCode.closed_card?.enabled).toBe(false);
    // The baht rule, not a converted dollar one: ฿1,500 earns ฿150.
    expect(res.data.bonusRules).toEqual([{ minAmount: 150_000, bonus: 15_000, channelCode: null }]);
  });

  it('credits a demo top-up at once, with its bonus as a separate type 10 record', async () => {
    const u = await createUser(t.database, { country: 'TH' });
    // ฿1,500.00 typed is ฿1,500.00 credited, with the ฿150 bonus of the baht rule.
    const res = await recharge(t, u.token, { amount: 150_000, country_code: 'TH' });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ status: 1, amount: 150_000, bonus: 15_000, unit: 'THB', balance: 165_000 });
    const list = await t.call<{ list: WalletRecord[]; total: number }>(
      '/amount/GetAmountsList',
      {},
      { token: u.token },
    );
    expect(list.data.total).toBe(2);
    const [bonus, main] = list.data.list;
    expect(main).toMatchObject({ type: TransactionType.Recharge, amount: 150_000, balanceAfter: 150_000 });
    expect(bonus).toMatchObject({ type: TransactionType.RechargeBonus, amount: 15_000, balanceAfter: 165_000 });
    // Each line is in the currency it moved, with no conversion behind it.
    expect(main).toMatchObject({ unit: 'THB', fx: null });
    const only = await t.call<{ total: number }>('/amount/GetAmountsList', { type: 10 }, { token: u.token });
    expect(only.data.total).toBe(1);
    const recharges = await t.call<{ list: { status: number; channelCode: string }[] }>(
      '/amount/GetRechargeList',
      { status: 1 },
      { token: u.token },
    );
    expect(recharges.data.list).toEqual([
      expect.objectContaining({ status: 1, channelCode: 'demo', bonus: 15_000, unit: 'THB' }),
    ]);
  });

  it('refuses amounts out of bounds, closed channels and unknown channels', async () => {
    const u = await createUser(t.database);
    expect((await recharge(t, u.token, { amount: 50 })).status).toBe(ErrorCode.AmountLimit);
    expect((await recharge(t, u.token, { amount: 2_000_000 })).status).toBe(ErrorCode.AmountLimit);
    expect((await recharge(t, u.token, { channelCode: 'closed_card' })).status).toBe(ErrorCode.ChannelClosed);
    expect((await recharge(t, u.token, { channelCode: 'nope' })).status).toBe(ErrorCode.NoChannels);
    expect((await recharge(t, u.token, { country_code: 'IN' })).status).toBe(ErrorCode.NoChannels);
    expect((await balanceOf(t, u.token)).balance).toBe(0);
  });

  it('has no demo channel in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' }, database: t.database });
    try {
      const u = await createUser(t.database);
      const cfg = await prod.call<{ channels: { channelCode: string }[] }>(
        '/amount/GetRechargeConfig',
        {},
        { token: u.token },
      );
      expect(cfg.data.channels.map((c) => c.channelCode)).not.toContain('demo');
      expect((await recharge(prod, u.token, {})).status).toBe(ErrorCode.NoChannels);
    } finally {
      await prod.close();
    }
  });
});

describe('idempotency', () => {
  it('answers a retry with the first answer and moves money once; another body is refused', async () => {
    const u = await createUser(t.database);
    const key = 'retry-key-0001';
    const first = await recharge(t, u.token, { amount: 1200, idempotencyKey: key });
    const again = await recharge(t2, u.token, { amount: 1200, idempotencyKey: key });
    expect(again).toEqual(first);
    const other = await recharge(t, u.token, { amount: 1300, idempotencyKey: key });
    expect(other.status).toBe(ErrorCode.IdempotencyConflict);
    // The header works the same and shares the key space.
    const viaHeader = await recharge(t, u.token, { amount: 1200 }, { 'idempotency-key': key });
    expect(viaHeader.data).toEqual(first.data);
    expect((await balanceOf(t, u.token)).balance).toBe(1200);
    // Another user's identical key is their own.
    const v = await createUser(t.database);
    expect((await recharge(t, v.token, { amount: 1200, idempotencyKey: key })).data.balance).toBe(1200);
  });

  it('20 concurrent calls with one key, over two instances, move money once and all get the same answer', async () => {
    const u = await createUser(t.database);
    const key = 'concurrent-key-01';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recharge(i % 2 ? t2 : t, u.token, { amount: 700, idempotencyKey: key })),
    );
    for (const a of answers) expect(a.status).toBe(0);
    expect(new Set(answers.map((a) => a.data.rechargeId)).size).toBe(1);
    expect((await balanceOf(t, u.token)).balance).toBe(700);
    const list = await t.call<{ total: number }>('/amount/GetRechargeList', {}, { token: u.token });
    expect(list.data.total).toBe(1);
  });
});

describe('offline recharge', () => {
  it('waits for an operator, who approves it once (type 4 and bonus) with an audit record', async () => {
    const u = await createUser(t.database);
    const op = await operatorToken(t, 'finance');
    const res = await recharge(t, u.token, {
      channelCode: 'offline_bank',
      amount: 6000,
      rechargeData: { payerName: 'Somchai', reference: 'TX-1' },
    });
    expect(res.data).toMatchObject({ status: 0, bonus: 500, balance: null });
    expect((await balanceOf(t, u.token)).balance).toBe(0);

    const approve = () =>
      t.call<{ status: number; uid: string; reviewedBy: string }>(
        '/admin/RechargeApprove',
        { rechargeId: res.data.rechargeId },
        { token: op.token },
      );
    const [a, b] = await Promise.all([approve(), approve()]);
    expect([a.status, b.status].sort()).toEqual([0, ErrorCode.AlreadyDecided].sort());
    const ok = a.status === 0 ? a : b;
    expect(ok.data).toMatchObject({ status: 1, uid: String(u.id), reviewedBy: String(op.id) });
    expect((await balanceOf(t, u.token)).balance).toBe(6500);
    const list = await t.call<{ list: WalletRecord[] }>('/amount/GetAmountsList', {}, { token: u.token });
    expect(list.data.list.map((r) => r.type).sort((a, b) => a - b)).toEqual([
      TransactionType.OfflineRecharge,
      TransactionType.RechargeBonus,
    ]);
    const audit = await t.database.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.target, `recharge:${res.data.rechargeId}`),
    });
    expect(audit).toEqual([expect.objectContaining({ operatorId: op.id, action: 'recharge.approve' })]);
  });

  it('can be rejected with a note; nothing is credited and it cannot be approved after', async () => {
    const u = await createUser(t.database);
    const op = await operatorToken(t, 'admin');
    const res = await recharge(t, u.token, { channelCode: 'offline_bank', amount: 2000 });
    const noNote = await t.call(
      '/admin/RechargeReject',
      { rechargeId: res.data.rechargeId, note: '' },
      { token: op.token },
    );
    expect(noNote.status).toBe(ErrorCode.ParameterError);
    const rej = await t.call<{ status: number; note: string }>(
      '/admin/RechargeReject',
      { rechargeId: res.data.rechargeId, note: 'no money arrived' },
      { token: op.token },
    );
    expect(rej.data).toMatchObject({ status: 2, note: 'no money arrived' });
    const late = await t.call('/admin/RechargeApprove', { rechargeId: res.data.rechargeId }, { token: op.token });
    expect(late.status).toBe(ErrorCode.AlreadyDecided);
    expect((await balanceOf(t, u.token)).balance).toBe(0);
  });

  it('is refused to user tokens and to operators without the role', async () => {
    const u = await createUser(t.database);
    const res = await recharge(t, u.token, { channelCode: 'offline_bank', amount: 2000 });
    const asUser = await t.call('/admin/RechargeApprove', { rechargeId: res.data.rechargeId }, { token: u.token });
    expect(asUser.status).toBe(ErrorCode.LoginExpired);
    const support = await operatorToken(t, 'support');
    const asSupport = await t.call(
      '/admin/RechargeApprove',
      { rechargeId: res.data.rechargeId },
      { token: support.token },
    );
    expect(asSupport.status).toBe(ErrorCode.Forbidden);
    // An operator token opens no user call either.
    const asOperator = await t.call('/amount/GetAmountsList', {}, { token: support.token });
    expect(asOperator.status).toBe(ErrorCode.LoginExpired);
    expect((await balanceOf(t, u.token)).balance).toBe(0);
  });
});

describe('PayPal', () => {
  const start = async (amount: number, key?: string) => {
    const u = await createUser(t.database);
    const res = await recharge(t, u.token, { channelCode: 'paypal', amount, ...(key ? { idempotencyKey: key } : {}) });
    expect(res.status).toBe(0);
    return { u, res: res.data };
  };
  const capture = (app: TestApp, id: string) =>
    app.app.inject({ method: 'GET', url: `/PaypalCaptureOrder?id=${id}` }).then((r) => r.json());
  const webhook = (event: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/paypal/webhook', payload: event, headers });

  it('creates an order, captures it on the server after approval and credits once', async () => {
    const { u, res } = await start(2500);
    expect(res).toMatchObject({ status: 0, bonus: 0, balance: null });
    expect(res.redirectUrl).toMatch(/^https:\/\/paypal\.example\/checkoutnow\?token=ORD/);
    const order = paypal.orders.get(res.providerRef!)!;
    expect(order).toMatchObject({ value: '25.00', currency: 'USD' });

    const early = await capture(t, res.providerRef!);
    expect(early.data).toMatchObject({ credited: false });
    paypal.approve(res.providerRef!);
    const [a, b] = await Promise.all([capture(t, res.providerRef!), capture(t2, res.providerRef!)]);
    expect(a.data).toMatchObject({ credited: true, rechargeId: res.rechargeId, amount: 2500, unit: 'USD' });
    expect(b.data.credited).toBe(true);
    // The API path answers too, and a later webhook for the same capture changes nothing.
    const viaApi = await t.app.inject({ method: 'GET', url: `/api/PaypalCaptureOrder?id=${res.providerRef}` });
    expect(viaApi.json().data.credited).toBe(true);
    const event = captureEvent(res.providerRef!, '25.00');
    expect((await webhook(event, paypal.sign(event))).statusCode).toBe(200);
    expect((await balanceOf(t, u.token)).balance).toBe(2500);
    const list = await t.call<{ list: { status: number }[] }>('/amount/GetRechargeList', {}, { token: u.token });
    expect(list.data.list[0]?.status).toBe(1);
  });

  it('refuses a capture whose amount differs from our recharge', async () => {
    const { u, res } = await start(3000);
    paypal.approve(res.providerRef!);
    paypal.orders.get(res.providerRef!)!.captureValue = '3.00';
    const out = await capture(t, res.providerRef!);
    expect(out.status).toBe(ErrorCode.AmountException);
    expect((await balanceOf(t, u.token)).balance).toBe(0);
    const again = await capture(t, res.providerRef!);
    expect(again.data).toMatchObject({ credited: false });
    const list = await t.call<{ list: { status: number; note: string }[] }>(
      '/amount/GetRechargeList',
      {},
      { token: u.token },
    );
    expect(list.data.list[0]).toMatchObject({ status: 2, note: 'amount_mismatch' });
  });

  it('ignores forged webhooks and credits a genuine one once, however often it is replayed', async () => {
    const { u, res } = await start(5000);
    const event = captureEvent(res.providerRef!, '50.00');
    const forged = await webhook(event, paypal.sign(event, true));
    expect(forged.statusCode).toBe(400);
    const unsigned = await webhook(event, {});
    expect(unsigned.statusCode).toBe(400);
    // A genuine signature over another body does not cover a changed amount.
    const tampered = { ...event, resource: { ...event.resource, amount: { currency_code: 'USD', value: '500.00' } } };
    expect((await webhook(tampered, paypal.sign(event))).statusCode).toBe(400);
    expect((await balanceOf(t, u.token)).balance).toBe(0);

    const headers = paypal.sign(event);
    const replies = await Promise.all(Array.from({ length: 10 }, () => webhook(event, headers)));
    for (const r of replies) expect(r.statusCode).toBe(200);
    expect((await balanceOf(t, u.token)).balance).toBe(5500);
    const list = await t.call<{ list: WalletRecord[] }>('/amount/GetAmountsList', {}, { token: u.token });
    expect(list.data.list.map((r) => r.type).sort((a, b) => a - b)).toEqual([
      TransactionType.Recharge,
      TransactionType.RechargeBonus,
    ]);
  });

  it('a webhook with another amount than the recharge credits nothing', async () => {
    const { u, res } = await start(4000);
    const event = captureEvent(res.providerRef!, '4.00');
    expect((await webhook(event, paypal.sign(event))).statusCode).toBe(200);
    expect((await balanceOf(t, u.token)).balance).toBe(0);
  });

  it('shares one PayPal order between retries of one key', async () => {
    const u = await createUser(t.database);
    const body = { channelCode: 'paypal', amount: 1500, idempotencyKey: 'paypal-key-001' };
    const [a, b] = await Promise.all([recharge(t, u.token, body), recharge(t2, u.token, body)]);
    expect(a.data.providerRef).toBe(b.data.providerRef);
    expect(a.data.rechargeId).toBe(b.data.rechargeId);
  });
});

describe('beside the demo seed', () => {
  it('tops up the seeded demo user through the seeded channels and keeps the seeded ledger whole', async () => {
    const seeded = await createTestApp({ seed: true });
    try {
      const { DEMO_ACCOUNT, DEMO_PASSWORD } = await import('../src/db/seed');
      const login = await seeded.call<{ token: string; wallet: { balance: number } }>('/user/Login', {
        account: DEMO_ACCOUNT,
        logonPassword: DEMO_PASSWORD,
      });
      expect(login.status).toBe(0);
      const token = login.data.token;
      const opening = login.data.wallet.balance;
      const cfg = await seeded.call<{ country_code: string; channels: { channelCode: string; enabled: boolean }[] }>(
        '/amount/GetRechargeConfig',
        {},
        { token },
      );
      expect(cfg.data.channels.find((c) => c.channelCode === 'demo')?.enabled).toBe(true);
      // The demo user is Thai: ฿1,500 typed is ฿1,500 credited, with the baht rule's ฿150 bonus.
      const res = await recharge(seeded, token, { country_code: cfg.data.country_code, amount: 150_000 });
      expect(res.data).toMatchObject({ status: 1, unit: 'THB', bonus: 15_000, balance: opening + 165_000 });
      await expectLedgerOk(seeded.database);
    } finally {
      await seeded.close();
    }
  }, 120_000);
});

describe('exchange', () => {
  it('converts between stored rates and refuses bad amounts or unknown units', async () => {
    const res = await t.call<{ result: number; rate: string; quoteId: string | null }>('/amount/GetExchange', {
      amount: 1000,
      toUnit: 'USD',
      targetUnit: 'THB',
    });
    // Signed out: indicative only, nothing stored to confirm.
    expect(res.data).toMatchObject({ result: 35_500, rate: '35.5', quoteId: null });
    const back = await t.call<{ result: number }>('/amount/GetExchange', {
      amount: 35_500,
      toUnit: 'THB',
      targetUnit: 'USD',
    });
    expect(back.data.result).toBe(1000);
    const cross = await t.call<{ result: number }>('/amount/GetExchange', {
      amount: 35_500,
      toUnit: 'THB',
      targetUnit: 'INR',
    });
    expect(cross.data.result).toBe(83_200);
    expect((await t.call('/amount/GetExchange', { amount: 0, toUnit: 'USD', targetUnit: 'THB' })).status).toBe(
      ErrorCode.ParameterError,
    );
    // A fraction of a minor unit is more decimals than the currency has.
    expect((await t.call('/amount/GetExchange', { amount: 10.5, toUnit: 'USD', targetUnit: 'THB' })).status).toBe(
      ErrorCode.AmountPrecision,
    );
    expect((await t.call('/amount/GetExchange', { amount: 100, toUnit: 'XYZ', targetUnit: 'THB' })).status).toBe(
      ErrorCode.ExchangeLimit,
    );
  });
});
