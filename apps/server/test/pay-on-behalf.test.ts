import {
  ErrorCode,
  type OrderDetail,
  type PayRequestInfo,
  PayRequestStatus,
  TransactionType,
} from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { payRequests } from '../src/db/schema';
import { captureEvent, type FakePaypal, startFakePaypal } from './fake-paypal';
import {
  BKK,
  createAddressAt,
  createFoodMerchant,
  type FoodMerchant,
  largeNoodlesWithEgg,
  north,
} from './food-fixtures';
import { createTestApp, secondPool, type TestApp } from './helpers';
import { balanceOf, createUser, expectLedgerOk, fund, onPostgres, type TestUser } from './wallet-fixtures';

let t: TestApp;
let t2: TestApp;
let db2: Database | null = null;
let m: FoodMerchant;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS_POLL_MS: '0', PAY_ON_BEHALF_MINUTES: '30' } });
  db2 = await secondPool(t.database, 25);
  t2 = await createTestApp({ env: { JOBS_POLL_MS: '0' }, database: db2 ?? t.database });
  m = await createFoodMerchant(t.database, { radius: 3000, fee: 40 });
}, 300_000);
afterAll(async () => {
  await t2?.close();
  await db2?.close();
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

/** Calls alternate between two instances (two connection pools on PostgreSQL). */
const instance = (i: number) => (i % 2 === 0 ? t : t2);

type Created = { pid: string; oid: string; link: string; expiresAt: string; remainingSeconds: number };
type PayAnswer = {
  pid: string;
  oid: string;
  status: number;
  paid: boolean;
  amount: number;
  unit: string;
  payUnit: string;
  payAmount: number;
  balance: number;
  /** A channel payment: where the payer approves it, and the provider's order. */
  redirectUrl: string | null;
  providerRef: string | null;
};

/** A Thai user with an unpaid takeout order of 220 THB (large noodles with egg). */
async function requesterWithOrder(balance = 0) {
  const user = await createUser(t.database, { balance, country: 'TH', pin: null });
  const home = await createAddressAt(t.database, user.id, north(BKK, 500));
  const res = await t.call<OrderDetail>(
    '/order/CreateOrder',
    { pType: 1, mid: String(m.id), addressId: String(home), amount: 220, products: [largeNoodlesWithEgg(m)] },
    { token: user.token },
  );
  expect(res.status, res.msg).toBe(0);
  return { user, oid: res.data.oid };
}

async function ask(user: TestUser, oid: string) {
  const res = await t.call<Created>('/order/CreatePayOrder', { oid }, { token: user.token });
  expect(res.status, res.msg).toBe(0);
  return res.data;
}

const pay = (payer: TestUser, pid: string, extra: Record<string, unknown> = {}, app = t) =>
  app.call<PayAnswer>(
    '/order/PayInitiateOrder',
    { pid, country_code: 'TH', payType: 'wallet', ...extra },
    { token: payer.token },
  );

const journals = async (oid: string, type: number) =>
  Number(
    (
      await rawQuery(
        t.database.db,
        'select count(*)::int as n from ledger_journals where order_id = $1 and type = $2',
        [Number(oid), type],
      )
    )[0]!.n,
  );

const detail = async (user: TestUser, oid: string) =>
  (await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: user.token })).data;

describe('creating a request', () => {
  it('gives an unguessable pid, locks the amount for PAY_ON_BEHALF_MINUTES and keeps one live request per order', async () => {
    const { user, oid } = await requesterWithOrder();
    const first = await ask(user, oid);
    expect(first.pid).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    // 18 random bytes: 144 bits.
    expect(Buffer.from(first.pid, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(first.link).toContain(`/pay_on_behalf?pay_on_behalf=${first.pid}`);
    expect(first.remainingSeconds).toBeGreaterThan(29 * 60);
    expect(first.remainingSeconds).toBeLessThanOrEqual(30 * 60);
    // The order stays payable as long as its request.
    expect(new Date((await detail(user, oid)).expiresAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(first.expiresAt).getTime() - 1000,
    );

    const second = await ask(user, oid);
    expect(second.pid).not.toBe(first.pid);
    const rows = await t.database.db
      .select()
      .from(payRequests)
      .where(eq(payRequests.orderId, Number(oid)));
    expect(rows.filter((r) => r.status === PayRequestStatus.Waiting)).toHaveLength(1);
    expect(rows.find((r) => r.publicId === first.pid)?.status).toBe(PayRequestStatus.Cancelled);
    expect(rows.every((r) => r.amount === 220 && r.currency === 'THB')).toBe(true);

    // The replaced link cannot be paid; the new one shows on the owner's order page.
    const payer = await createUser(t.database, { balance: 10_000, country: 'TH', pin: null });
    expect((await pay(payer, first.pid)).status).toBe(ErrorCode.PayRequestExpired);
    expect((await detail(user, oid)).payRequest).toMatchObject({ pid: second.pid, status: 0 });
    expect((await balanceOf(t, payer.token)).balance).toBe(10_000);
  });

  it("refuses someone else's order, a paid one and an unknown one", async () => {
    const { user, oid } = await requesterWithOrder(1000);
    const other = await createUser(t.database, { country: 'TH', pin: null });
    expect((await t.call('/order/CreatePayOrder', { oid }, { token: other.token })).status).toBe(
      ErrorCode.OrderNotFound,
    );
    expect((await t.call('/order/CreatePayOrder', { oid: '99999999' }, { token: user.token })).status).toBe(
      ErrorCode.OrderNotFound,
    );
    expect((await t.call('/order/PayOrder', { oid }, { token: user.token })).status).toBe(0);
    expect((await t.call('/order/CreatePayOrder', { oid }, { token: user.token })).status).toBe(
      ErrorCode.OrderAlreadyPaid,
    );
  });
});

describe('what the link shows', () => {
  it('shows a stranger (logged out) the items, total, city and requester, never the address or phone', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const res = await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({
      pid,
      status: 0,
      amount: 220,
      unit: 'THB',
      city: 'Bangkok',
      mine: false,
      payer: null,
      order: { oid, pType: 1, status: 0 },
      requester: { _id: String(user.id) },
    });
    expect(res.data.items[0]).toMatchObject({ quantity: 1, subtotal: 180 });
    const text = JSON.stringify(res.data);
    expect(text).not.toMatch(/\+66|latitude|houseNumber|addressId/);
    const mine = await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid }, { token: user.token });
    expect(mine.data.mine).toBe(true);
  });

  it('answers an unknown pid with "order does not exist" and a malformed one with a parameter error', async () => {
    expect((await t.call('/order/GetPayOrderInfo', { pid: 'nobody-has-this-pid-0000' })).status).toBe(
      ErrorCode.OrderNotFound,
    );
    expect((await t.call('/order/GetPayOrderInfo', { pid: '../x' })).status).toBe(ErrorCode.ParameterError);
  });
});

describe('the payment window', () => {
  const setExpiry = (pid: string, seconds: number) =>
    t.database.db
      .update(payRequests)
      .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` })
      .where(eq(payRequests.publicId, pid));

  it('is payable one second before the end and expired one second after', async () => {
    const payer = await createUser(t.database, { balance: 1000, country: 'TH', pin: null });

    const before = await requesterWithOrder();
    const open = await ask(before.user, before.oid);
    await setExpiry(open.pid, 1);
    expect((await pay(payer, open.pid)).status).toBe(0);

    const after = await requesterWithOrder();
    const late = await ask(after.user, after.oid);
    await setExpiry(late.pid, -1);
    const info = await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid: late.pid });
    expect(info.data).toMatchObject({ status: PayRequestStatus.Expired, remainingSeconds: 0 });
    expect((await pay(payer, late.pid)).status).toBe(ErrorCode.PayRequestExpired);
    expect((await balanceOf(t, payer.token)).balance).toBe(780);
    expect(await journals(after.oid, TransactionType.SubordinatePayOnBehalf)).toBe(0);
  });

  it('ends with the order: once the expiry job (clock injected) cancels it, the link answers "expired"', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid, expiresAt } = await ask(user, oid);
    const payer = await createUser(t.database, { balance: 1000, country: 'TH', pin: null });
    // One second before the request's end the job leaves the order alone; one second after, it cancels it.
    const end = new Date(expiresAt).getTime();
    await t.app.jobs.tick(new Date(end - 1000));
    expect((await detail(user, oid)).canPay).toBe(true);
    await t.app.jobs.tick(new Date(end + 1000));
    const row = (await rawQuery(t.database.db, 'select cancelled_at from orders where id = $1', [Number(oid)]))[0]!;
    expect(row.cancelled_at).not.toBeNull();
    expect((await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid })).data.status).toBe(
      PayRequestStatus.Expired,
    );
    expect((await pay(payer, pid)).status).toBe(ErrorCode.PayRequestExpired);
    expect((await balanceOf(t, payer.token)).balance).toBe(1000);
  });
});

describe('paying', () => {
  it('debits the payer once, records who paid, tells the requester, and refunds the payer', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const payer = await createUser(t.database, { balance: 1000, country: 'TH', pin: null });
    const events: unknown[] = [];
    const off = t.app.events.on('order.status', (e) => events.push(e));
    const res = await pay(payer, pid);
    off();
    expect(res.status, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      paid: true,
      status: 1,
      amount: 220,
      payAmount: 220,
      payUnit: 'THB',
      balance: 780,
    });
    expect(events).toContainEqual(expect.objectContaining({ userId: user.id, oid, status: 1 }));
    expect(await journals(oid, TransactionType.SubordinatePayOnBehalf)).toBe(1);

    const d = await detail(user, oid);
    expect(d).toMatchObject({ status: 1, payStatus: 1, payer: { _id: String(payer.id) } });
    expect(d.payRequest).toMatchObject({ pid, status: PayRequestStatus.Paid });
    expect((await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid })).data).toMatchObject({
      status: PayRequestStatus.Paid,
      payer: { _id: String(payer.id) },
    });
    // The friend who paid reads what the link shows, never the full order (address, phone, passengers).
    const asPayer = await t.call('/order/GetOrderInfo', { oid }, { token: payer.token });
    expect(asPayer.status).toBe(ErrorCode.OrderNotFound);
    expect(JSON.stringify(asPayer.data ?? null)).not.toContain('receiving');
    const listed = await t.call<{ list: unknown[] }>('/order/SearchOrderList', { oids: [oid] }, { token: payer.token });
    expect(listed.data.list).toEqual([]);
    // Paying again, by anyone, is "order already paid"; nothing moves.
    expect((await pay(payer, pid)).status).toBe(ErrorCode.OrderAlreadyPaid);
    expect((await t.call('/order/PayOrder', { oid }, { token: user.token })).status).toBe(ErrorCode.OrderAlreadyPaid);

    // The owner refunds: the money goes back to the payer, not the owner.
    const refund = await t.call<{ returned: number; returnedUnit: string }>(
      '/order/RefundOrder',
      { oid },
      { token: user.token },
    );
    expect(refund.status, refund.msg).toBe(0);
    expect(refund.data).toMatchObject({ returned: 220, returnedUnit: 'THB' });
    expect((await balanceOf(t, payer.token)).balance).toBe(1000);
    expect((await balanceOf(t, user.token)).balance).toBe(0);
  });

  it('refuses a short balance, a missing session and a channel it cannot take; nothing moves', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const poor = await createUser(t.database, { balance: 219, country: 'TH', pin: null });
    expect((await pay(poor, pid)).status).toBe(ErrorCode.InsufficientBalance);
    const anonymous = await t.call('/order/PayInitiateOrder', { pid, country_code: 'TH', payType: 'wallet' });
    expect(anonymous.status).toBe(ErrorCode.NotLoggedIn);
    expect((await pay(poor, pid, { payType: 'paypal' })).status).toBe(ErrorCode.ChannelClosed);
    expect((await balanceOf(t, poor.token)).balance).toBe(219);
    expect((await detail(user, oid)).payStatus).toBe(0);
    expect((await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid })).data.status).toBe(0);
  });

  it('lets the owner pay their own link once; the second try is "order already paid"', async () => {
    const { user, oid } = await requesterWithOrder(1000);
    const { pid } = await ask(user, oid);
    expect((await pay(user, pid)).status).toBe(0);
    expect((await pay(user, pid)).status).toBe(ErrorCode.OrderAlreadyPaid);
    expect((await balanceOf(t, user.token)).balance).toBe(780);
    expect((await detail(user, oid)).payer).toBeNull();
  });

  it('charges a payer in another currency exactly the quoted amount, and refunds that amount', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const payer = await createUser(t.database, { balance: 10_000, country: 'US', pin: null });
    // Without a quote, a payer with no baht is refused.
    expect((await pay(payer, pid, { country_code: 'US' })).status).toBe(ErrorCode.InsufficientBalance);
    const quote = await t.call<{ quoteId: string; payAmount: number; payUnit: string; amount: number; unit: string }>(
      '/order/GetPayOnBehalfQuote',
      { pid, payUnit: 'USD' },
      { token: payer.token },
    );
    expect(quote.status, quote.msg).toBe(0);
    expect(quote.data).toMatchObject({ amount: 220, unit: 'THB', payUnit: 'USD' });
    expect(quote.data.payAmount).toBeGreaterThan(0);
    // Someone else cannot use the payer's quote.
    const thief = await createUser(t.database, { balance: 10_000, country: 'US', pin: null });
    expect((await pay(thief, pid, { quoteId: quote.data.quoteId })).status).toBe(ErrorCode.QuoteExpired);

    const res = await pay(payer, pid, { quoteId: quote.data.quoteId, country_code: 'US' });
    expect(res.status, res.msg).toBe(0);
    expect(res.data).toMatchObject({ payUnit: 'USD', payAmount: quote.data.payAmount, amount: 220 });
    expect((await balanceOf(t, payer.token)).balance).toBe(10_000 - quote.data.payAmount);
    expect((await detail(user, oid)).payment).toMatchObject({ fromUnit: 'USD', fromAmount: quote.data.payAmount });

    const refund = await t.call<{ returned: number; returnedUnit: string }>(
      '/order/RefundOrder',
      { oid },
      { token: user.token },
    );
    expect(refund.data).toMatchObject({ returned: quote.data.payAmount, returnedUnit: 'USD' });
    expect((await balanceOf(t, payer.token)).balance).toBe(10_000);
  });

  it(`20 payers at once, over two instances: one payment, 19 refusals${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const payers = await Promise.all(
      Array.from({ length: 20 }, () => createUser(t.database, { balance: 1000, country: 'TH', pin: null })),
    );
    const answers = await Promise.all(payers.map((p, i) => pay(p, pid, {}, instance(i))));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.OrderAlreadyPaid)).toHaveLength(19);
    const balances = await Promise.all(payers.map(async (p) => (await balanceOf(t, p.token)).balance));
    expect(balances.filter((b) => b === 780)).toHaveLength(1);
    expect(balances.filter((b) => b === 1000)).toHaveLength(19);
    expect(await journals(oid, TransactionType.SubordinatePayOnBehalf)).toBe(1);
    // afterEach: the ledger sums to zero per currency.
  });

  it(`the owner (PayOrder) and a payer racing on one order: charged once${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    for (let round = 0; round < 5; round++) {
      const { user, oid } = await requesterWithOrder(1000);
      const { pid } = await ask(user, oid);
      const payer = await createUser(t.database, { balance: 1000, country: 'TH', pin: null });
      const [mine, theirs] = await Promise.all([
        t.call('/order/PayOrder', { oid }, { token: user.token }),
        pay(payer, pid, {}, t2),
      ]);
      expect([mine.status, theirs.status].filter((s) => s === 0)).toHaveLength(1);
      const spent =
        1000 - (await balanceOf(t, user.token)).balance + (1000 - (await balanceOf(t, payer.token)).balance);
      expect(spent).toBe(220);
      expect(
        (await journals(oid, TransactionType.BuyGoods)) + (await journals(oid, TransactionType.SubordinatePayOnBehalf)),
      ).toBe(1);
    }
  });
});

describe('flight orders', () => {
  it('a friend pays a flight booking; a refund goes back to the friend less the fare rules’ fee', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    const [fare] = await rawQuery(
      t.database.db,
      `select t.id, f.price from airline_tickets t join ticket_fares f on f.ticket_id = t.id
       where t.from_airport = 'BKK' and f.cabin = 'economy' and not f.promo and f.seats_left >= 2
         and t.depart_at > now() + interval '3 days' order by t.depart_at limit 1`,
    );
    const price = Number(fare!.price);
    const booked = await t.call<OrderDetail>(
      '/order/CreateOrder',
      {
        pType: 2,
        amount: price,
        flight: { ticketId: String(fare!.id), cabin: 'economy', contactPhone: '+66812345678', extraBaggageKg: 0 },
        passengers: [{ name: 'Ann Lee', idType: 'passport', idNumber: 'P1234567', idExpiry: '2035-01-01' }],
      },
      { token: user.token },
    );
    expect(booked.status, booked.msg).toBe(0);
    const oid = booked.data.oid;
    const { pid } = await ask(user, oid);
    const info = await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid });
    expect(info.data).toMatchObject({ order: { pType: 2 }, amount: price });
    expect(info.data.city).not.toBe('');
    // No passenger names or document numbers for a stranger.
    expect(JSON.stringify(info.data)).not.toMatch(/P1234567|Ann Lee/);

    const payer = await createUser(t.database, { country: 'TH', pin: null });
    await fund(t.database, payer.id, price * 2, 'THB');
    expect((await pay(payer, pid)).status).toBe(0);
    expect((await detail(user, oid)).payer).toMatchObject({ _id: String(payer.id) });
    // The payer never reads the passengers' names or documents through the order itself.
    const asPayer = await t.call('/order/GetOrderInfo', { oid }, { token: payer.token });
    expect(asPayer.status).toBe(ErrorCode.OrderNotFound);
    expect(JSON.stringify(asPayer)).not.toMatch(/P1234567|Ann Lee/);
    const refund = await t.call<{ returned: number; fee: number }>(
      '/order/RefundOrder',
      { oid },
      { token: user.token },
    );
    expect(refund.status, refund.msg).toBe(0);
    expect(refund.data.returned + refund.data.fee).toBe(price);
    expect((await balanceOf(t, payer.token)).balance).toBe(price * 2 - refund.data.fee);
  });
});

describe('paying through PayPal (a top-up of exactly the cost, captured, then paid once)', () => {
  let paypal: FakePaypal;
  /** An instance that talks to the fake PayPal over real HTTP (same database). */
  let tp: TestApp;
  beforeAll(async () => {
    paypal = await startFakePaypal();
    tp = await createTestApp({
      env: {
        JOBS_POLL_MS: '0',
        PAYPAL_API_BASE: paypal.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.secret,
        PAYPAL_WEBHOOK_ID: paypal.webhookId,
        PUBLIC_URL: 'https://wayfare.example',
      },
      database: t.database,
    });
    // The seeded PayPal minimum ($5) is above these small orders; the bounds are not what is tested here.
    await rawQuery(t.database.db, "update payment_channels set min_amount = 1 where code = 'paypal'", []);
  }, 120_000);
  afterAll(async () => {
    await tp?.close();
    await paypal?.close();
  });

  const byPaypal = (payer: TestUser, pid: string, extra: Record<string, unknown> = {}) =>
    pay(payer, pid, { payType: 'paypal', ...extra }, tp);
  const capture = (id: string) =>
    tp.app.inject({ method: 'GET', url: `/PaypalCaptureOrder?id=${id}` }).then((r) => r.json());
  const webhook = (event: object) =>
    tp.app.inject({ method: 'POST', url: '/api/paypal/webhook', payload: event, headers: paypal.sign(event) });
  const paidStatus = async (pid: string) =>
    (await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid })).data.status;

  it('pays the order once the top-up captures, exactly once however often the capture is seen', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const payer = await createUser(t.database, { country: 'TH', pin: null });
    const started = await byPaypal(payer, pid, { idempotencyKey: 'pob-paypal-0001' });
    expect(started.status, started.msg).toBe(0);
    expect(started.data).toMatchObject({
      paid: false,
      status: PayRequestStatus.Waiting,
      payAmount: 220,
      payUnit: 'THB',
    });
    expect(started.data.redirectUrl).toMatch(/^https:\/\/paypal\.example\//);
    const ref = started.data.providerRef!;
    expect(paypal.orders.get(ref)).toMatchObject({ value: '2.20', currency: 'THB' });
    // A retry with the same key is the same PayPal order; nothing is paid before the capture.
    expect((await byPaypal(payer, pid, { idempotencyKey: 'pob-paypal-0001' })).data.providerRef).toBe(ref);
    expect(await paidStatus(pid)).toBe(PayRequestStatus.Waiting);
    expect((await capture(ref)).data).toMatchObject({ credited: false });

    paypal.approve(ref);
    const captures = await Promise.all([capture(ref), capture(ref)]);
    expect(captures.map((c) => c.data.credited)).toEqual([true, true]);
    expect(captures[0].data.pid).toBe(pid);
    await vi.waitFor(async () => expect(await paidStatus(pid)).toBe(PayRequestStatus.Paid), { timeout: 10_000 });
    // A webhook for the same capture and another capture call change nothing.
    expect((await webhook(captureEvent(ref, '2.20', 'THB'))).statusCode).toBe(200);
    await capture(ref);
    await new Promise((r) => setTimeout(r, 300));
    expect((await balanceOf(t, payer.token)).balance).toBe(0);
    expect(await journals(oid, TransactionType.SubordinatePayOnBehalf)).toBe(1);
    const d = await detail(user, oid);
    expect(d).toMatchObject({ status: 1, payStatus: 1, payer: { _id: String(payer.id) } });

    // A refund returns the money to the payer's wallet (the top-up stays theirs).
    expect((await t.call('/order/RefundOrder', { oid }, { token: user.token })).status).toBe(0);
    expect((await balanceOf(t, payer.token)).balance).toBe(220);
  });

  it(`the webhook and the capture racing (10 of each) pay the order once${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const payer = await createUser(t.database, { country: 'TH', pin: null });
    const started = await byPaypal(payer, pid);
    expect(started.status, started.msg).toBe(0);
    const ref = started.data.providerRef!;
    paypal.approve(ref);
    // PayPal captured (as after the buyer's approval) and tells us by webhook while the return page captures.
    paypal.orders.get(ref)!.captured = true;
    const event = captureEvent(ref, '2.20', 'THB');
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? webhook(event) : capture(ref))));
    await vi.waitFor(async () => expect(await paidStatus(pid)).toBe(PayRequestStatus.Paid), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 300));
    expect((await balanceOf(t, payer.token)).balance).toBe(0);
    expect(await journals(oid, TransactionType.SubordinatePayOnBehalf)).toBe(1);
    const credited = await rawQuery(
      t.database.db,
      'select count(*)::int as n from ledger_journals where user_id = $1 and type = $2',
      [payer.id, TransactionType.Recharge],
    );
    expect(Number(credited[0]!.n)).toBe(1);
  });

  it('keeps the top-up in the payer’s wallet when someone else paid first', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    const slow = await createUser(t.database, { country: 'TH', pin: null });
    const fast = await createUser(t.database, { balance: 1000, country: 'TH', pin: null });
    const started = await byPaypal(slow, pid);
    expect(started.status, started.msg).toBe(0);
    expect((await pay(fast, pid)).status).toBe(0);
    paypal.approve(started.data.providerRef!);
    expect((await capture(started.data.providerRef!)).data.credited).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect((await balanceOf(t, slow.token)).balance).toBe(220);
    expect((await balanceOf(t, fast.token)).balance).toBe(780);
    expect(await journals(oid, TransactionType.SubordinatePayOnBehalf)).toBe(1);
    // Starting a channel payment of a paid request is refused before PayPal is asked.
    const calls = paypal.calls.length;
    expect((await byPaypal(slow, pid)).status).toBe(ErrorCode.OrderAlreadyPaid);
    expect(paypal.calls.length).toBe(calls);
  });

  it('charges a payer in another currency the quoted amount through their own PayPal currency', async () => {
    const { user, oid } = await requesterWithOrder();
    const { pid } = await ask(user, oid);
    // One cent in dollars: a quote is for a balance the payer holds.
    const payer = await createUser(t.database, { balance: 1, country: 'US', pin: null });
    // The US channel charges dollars: without a quote the baht order cannot go through it.
    const unquoted = await byPaypal(payer, pid, { country_code: 'US' });
    expect(unquoted.status).toBe(ErrorCode.PayChannelCurrency);
    expect(unquoted.msg).toBe('pay_channel_currency');
    const quote = await tp.call<{ quoteId: string; payAmount: number }>(
      '/order/GetPayOnBehalfQuote',
      { pid, payUnit: 'USD' },
      { token: payer.token },
    );
    expect(quote.status, quote.msg).toBe(0);
    const started = await byPaypal(payer, pid, { country_code: 'US', quoteId: quote.data.quoteId });
    expect(started.status, started.msg).toBe(0);
    expect(started.data).toMatchObject({ payUnit: 'USD', payAmount: quote.data.payAmount, paid: false });
    expect(paypal.orders.get(started.data.providerRef!)?.currency).toBe('USD');
    paypal.approve(started.data.providerRef!);
    expect((await capture(started.data.providerRef!)).data.credited).toBe(true);
    await vi.waitFor(async () => expect(await paidStatus(pid)).toBe(PayRequestStatus.Paid), { timeout: 10_000 });
    expect((await balanceOf(t, payer.token)).balance).toBe(1);
    expect((await detail(user, oid)).payment).toMatchObject({ fromUnit: 'USD', fromAmount: quote.data.payAmount });
  });
});

describe('finding a friend and sending the request in chat', () => {
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    a = await createUser(t.database, { country: 'TH', pin: null });
    b = await createUser(t.database, { country: 'US', pin: null });
  });

  it('shows only a display name, avatar and masked account', async () => {
    const res = await t.call<Record<string, unknown>>(
      '/order/GetPayUserInfo',
      { uid: String(b.id) },
      { token: a.token },
    );
    expect(res.status, res.msg).toBe(0);
    expect(Object.keys(res.data).sort()).toEqual(['_id', 'head', 'maskedAccount', 'name']);
    expect(String(res.data.maskedAccount)).toContain('***');
    expect((await t.call('/order/GetPayUserInfo', { uid: '99999999' }, { token: a.token })).status).toBe(
      ErrorCode.ToIdNotFound,
    );
  });

  it('is rate limited per caller', async () => {
    const u = await createUser(t.database, { country: 'TH', pin: null });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push((await t.call('/order/GetPayUserInfo', { uid: String(b.id) }, { token: u.token })).status);
    }
    expect(codes.filter((c) => c === 0).length).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe(ErrorCode.TooManyOperations);
  });

  it('posts a pay card to the friend; the card opens the link and turns "paid" once paid', async () => {
    const home = await createAddressAt(t.database, a.id, north(BKK, 500));
    const order = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: String(m.id), addressId: String(home), amount: 220, products: [largeNoodlesWithEgg(m)] },
      { token: a.token },
    );
    const oid = order.data.oid;
    const { pid } = await ask(a, oid);
    const sent = await t.call<{ chatGroup_id: string; messageId: string }>(
      '/order/SendPay',
      { uid: String(b.id), oid, pid, content: 'Lunch is on you?' },
      { token: a.token },
    );
    expect(sent.status, sent.msg).toBe(0);
    // Not someone else's request, not to oneself.
    expect((await t.call('/order/SendPay', { uid: String(a.id), oid, pid }, { token: b.token })).status).toBe(
      ErrorCode.OrderNotFound,
    );
    expect((await t.call('/order/SendPay', { uid: String(a.id), oid, pid }, { token: a.token })).status).toBe(
      ErrorCode.CannotMessageSelf,
    );
    const list = async () =>
      (
        await t.call<{
          list: {
            kind: string;
            content: string;
            payRequest?: { pid: string; status: number; link: string };
            notice?: { title: string };
          }[];
        }>('/chat/GetMessageList', { chatGroup_id: sent.data.chatGroup_id }, { token: b.token })
      ).data.list;
    const card = (await list()).find((x) => x.kind === 'pay_request');
    expect(card).toMatchObject({ content: 'Lunch is on you?', payRequest: { pid, status: 0 } });
    expect(card?.payRequest?.link).toContain(pid);
    expect((await t.call<PayRequestInfo>('/order/GetPayOrderInfo', { pid })).data.content).toBe('Lunch is on you?');

    await fund(t.database, b.id, 1000, 'USD');
    const quote = await t.call<{ quoteId: string }>(
      '/order/GetPayOnBehalfQuote',
      { pid, payUnit: 'USD' },
      { token: b.token },
    );
    expect(quote.status, quote.msg).toBe(0);
    expect((await pay(b, pid, { quoteId: quote.data.quoteId })).status).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    const after = await list();
    expect(after.find((x) => x.kind === 'pay_request')?.payRequest?.status).toBe(PayRequestStatus.Paid);
    expect(after.some((x) => x.kind === 'system' && x.notice?.title === 'chat.notice.pay_on_behalf_paid')).toBe(true);
  });
});
