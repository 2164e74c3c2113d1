import { ErrorCode, feeOf, majorText, type OrderDetail, parseMajor, TransactionType } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { mulberry32 } from '../src/db/seed/prng';
import { convertDown, costUp, rateText } from '../src/modules/ledger/fx.rules';
import { accounts, transfer, walletOf } from '../src/modules/ledger/ledger.service';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { createTestApp, secondPool, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, expectLedgerOk, fund, type TestUser } from './wallet-fixtures';

/**
 * Money exact in each user's own currency (issue #11): what is typed is what is shown, moved and
 * recorded; currencies change only through a quote the user confirms, exactly as quoted; the ledger
 * balances per currency after every test.
 */

let t: TestApp;
let t2: TestApp;
let db2: Database | null = null;
let m: FoodMerchant;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0', ORDER_PAY_MINUTES: '15' } });
  await ensureWalletWorld(t.database);
  db2 = await secondPool(t.database, 20);
  t2 = await createTestApp({ env: { JOBS_POLL_MS: '0' }, database: db2 ?? t.database });
  // A Bangkok kitchen: noodles ฿1.00 (100 satang) + Large ฿0.50 + egg ฿0.30, delivery ฿0.40, all in THB.
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

type Quote = {
  amount: number;
  toUnit: string;
  targetUnit: string;
  result: number;
  rate: string;
  quoteId: string | null;
  expiresAt: string | null;
  validSeconds: number;
};
type Fx = { quoteId: string; fromUnit: string; fromAmount: number; toUnit: string; toAmount: number; rate: string };
type Record = { type: number; amount: number; balanceAfter: number; unit: string; fx: Fx | null };

const quote = (app: TestApp, u: TestUser, amount: number, toUnit: string, targetUnit: string) =>
  app.call<Quote>('/amount/GetExchange', { amount, toUnit, targetUnit }, { token: u.token });
const confirm = (app: TestApp, u: TestUser, quoteId: string, idempotencyKey?: string) =>
  app.call<{ fx: Fx; fromBalance: number; toBalance: number }>(
    '/amount/Convert',
    { quoteId, ...(idempotencyKey ? { idempotencyKey } : {}) },
    { token: u.token },
  );
const records = async (u: TestUser) =>
  (await t.call<{ list: Record[] }>('/amount/GetAmountsList', { limt: 100 }, { token: u.token })).data.list;

describe('every seeded currency, typed amounts', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ seed: true });
  }, 180_000);
  afterAll(async () => {
    await seeded?.close();
  });

  it('tops up and withdraws exactly what is typed, with bonus and fee rounding per the rule', async () => {
    const countries = (
      await seeded.call<{ list: { code: string; unit: string; digits: number; rate: number; isLocal: boolean }[] }>(
        '/config/GetCountry',
        {},
      )
    ).data.list;
    expect(countries.map((c) => c.unit)).toEqual(expect.arrayContaining(['USD', 'THB', 'INR', 'KRW']));
    // The same cases every run (the seed's PRNG); change the seed to explore others.
    const random = mulberry32(20261125);
    for (const country of countries) {
      // Old clients convert "by the country's exchange rate when local": that is now the identity.
      expect(country).toMatchObject({ rate: 1, isLocal: true });
      const u = await createUser(seeded.database, { country: country.code, pin: '135790', realName: 'Typed Amounts' });
      const added = await seeded.call(
        '/user/AddBank',
        {
          account: `acc-${country.code}`,
          type: 'bank',
          name: 'Typed Amounts',
          bank: 'Bank',
          cardNumber: '1234567890',
          unit: country.unit,
          withdrawalPassword: '135790',
        },
        { token: u.token },
      );
      expect(added.status).toBe(0);
      const cfg = (
        await seeded.call<{
          unit: string;
          digits: number;
          channels: { channelCode: string; unit: string; minAmount: number; maxAmount: number }[];
          bonusRules: { minAmount: number; bonus: number }[];
        }>('/amount/GetRechargeConfig', {}, { token: u.token })
      ).data;
      expect(cfg).toMatchObject({ unit: country.unit, digits: country.digits });
      const demo = cfg.channels.find((c) => c.channelCode === 'demo')!;
      expect(demo.unit).toBe(country.unit);
      let expected = 0;
      for (let i = 0; i < 6; i++) {
        // A random amount typed with up to the currency's decimals, inside the channel's bounds.
        const span = Math.min(demo.maxAmount, demo.minAmount * 400) - demo.minAmount;
        const minor = demo.minAmount + Math.floor(random() * span);
        const typed = majorText(minor, country.unit);
        const parsed = parseMajor(typed, country.unit);
        expect(parsed).toBe(minor);
        const res = await seeded.call<{ amount: number; bonus: number; unit: string; balance: number }>(
          '/amount/Recharge',
          { channelCode: 'demo', country_code: country.code, amount: parsed },
          { token: u.token },
        );
        expect(res.status).toBe(0);
        const bonus = cfg.bonusRules.reduce((b, r) => (minor >= r.minAmount && r.bonus > b ? r.bonus : b), 0);
        expected += minor + bonus;
        expect(res.data).toMatchObject({ amount: minor, bonus, unit: country.unit, balance: expected });
      }
      // One more decimal than the currency has is refused, and nothing moves.
      expect(parseMajor(`1.${'0'.repeat(country.digits)}1`, country.unit)).toBe('precision');
      const fraction = await seeded.call(
        '/amount/Recharge',
        { channelCode: 'demo', country_code: country.code, amount: demo.minAmount + 0.5 },
        { token: u.token },
      );
      expect(fraction.status).toBe(ErrorCode.AmountPrecision);

      const wcfg = (
        await seeded.call<{ balance: number; channels: { channelCode: string; feeBp: number; minAmount: number }[] }>(
          '/amount/GetWithdrawConfig',
          {},
          { token: u.token },
        )
      ).data;
      expect(wcfg.balance).toBe(expected);
      const bank = wcfg.channels.find((c) => c.channelCode === 'bank_transfer')!;
      const amount = bank.minAmount + Math.floor(random() * bank.minAmount * 3);
      const w = await seeded.call<{ amount: number; fee: number; unit: string; balance: number }>(
        '/amount/Withdraw',
        {
          channelCode: 'bank_transfer',
          country_code: country.code,
          amount,
          withdrawalPassword: '135790',
          withdrawData: { account: `acc-${country.code}` },
        },
        { token: u.token },
      );
      expect(w.status).toBe(0);
      // The fee rounds down (never against the user); the amount typed is the amount taken.
      expect(w.data).toMatchObject({ amount, fee: feeOf(amount, bank.feeBp), unit: country.unit });
      expect(w.data.fee).toBeLessThanOrEqual((amount * bank.feeBp) / 10_000);
      expect(w.data.balance).toBe(expected - amount);
      const lines = (await seeded.call<{ list: Record[] }>('/amount/GetAmountsList', {}, { token: u.token })).data.list;
      for (const line of lines) expect(line).toMatchObject({ unit: country.unit, fx: null });
    }
    await expectLedgerOk(seeded.database);
  }, 180_000);

  it('prices the demo world in round local amounts', async () => {
    const list = await seeded.call<{ list: { mid: string; unit: string; deliveryFee: number }[] }>(
      '/product/GetMerchantList',
      { mType: 1, city: 'Bangkok', limt: 50 },
    );
    expect(list.data.list.length).toBeGreaterThan(3);
    for (const c of list.data.list) {
      expect(c.unit).toBe('THB');
      expect(c.deliveryFee % 100).toBe(0);
      const info = await seeded.call<{ categories: { products: { price: number; unit: string }[] }[] }>(
        '/product/GetMerchantInfo',
        { mid: c.mid, isGetProduct: true },
      );
      for (const p of info.data.categories.flatMap((x) => x.products)) {
        expect(p.unit).toBe('THB');
        // ฿95, ฿230: whole baht, never ฿230.04.
        expect(p.price % 100).toBe(0);
      }
    }
  });
});

describe('quoted conversions', () => {
  it('quotes, then moves exactly the quoted amounts once, through the FX accounts', async () => {
    const u = await createUser(t.database, { balance: 10_000, country: 'US' });
    const q = await quote(t, u, 2_537, 'USD', 'THB');
    expect(q.status).toBe(0);
    const ref = { USD: { unit: 'USD', perUsdMicros: 1_000_000 }, THB: { unit: 'THB', perUsdMicros: 35_500_000 } };
    expect(q.data).toMatchObject({
      amount: 2_537,
      result: convertDown(2_537, ref.USD, ref.THB),
      rate: rateText(ref.USD, ref.THB),
      validSeconds: 120,
    });
    expect(q.data.quoteId).not.toBeNull();
    const res = await confirm(t, u, q.data.quoteId!, 'convert-key-0001');
    expect(res.status).toBe(0);
    expect(res.data.fx).toMatchObject({ fromUnit: 'USD', fromAmount: 2_537, toUnit: 'THB', toAmount: q.data.result });
    expect(res.data).toMatchObject({ fromBalance: 10_000 - 2_537, toBalance: q.data.result });
    // A retry with the key answers the first time; without it the used quote is refused; nothing moves twice.
    expect((await confirm(t2, u, q.data.quoteId!, 'convert-key-0001')).data).toEqual(res.data);
    expect((await confirm(t, u, q.data.quoteId!)).status).toBe(ErrorCode.QuoteExpired);
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 10_000 - 2_537, held: 0 });
    expect(await walletOf(t.database.db, u.id, 'THB')).toEqual({ balance: q.data.result, held: 0 });
    // One conversion journal, two wallet lines, each with the quote.
    const lines = (await records(u)).filter((r) => r.type === TransactionType.CurrencyConversion);
    expect(lines.map((l) => [l.unit, l.amount])).toEqual(
      expect.arrayContaining([
        ['USD', -2_537],
        ['THB', q.data.result],
      ]),
    );
    for (const l of lines) expect(l.fx).toMatchObject({ quoteId: q.data.quoteId, toAmount: q.data.result });
    const fx = await rawQuery(
      t.database.db,
      `select a.currency, e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
       join ledger_journals j on j.id = e.journal_id where a.kind = 'fx' and j.quote_id = $1 order by a.currency`,
      [Number(q.data.quoteId)],
    );
    expect(fx.map((r) => [r.currency, Number(r.amount)])).toEqual([
      ['THB', -q.data.result],
      ['USD', 2_537],
    ]);
  });

  it('refuses an expired quote, another user’s quote, a currency the user never held, and a short balance', async () => {
    const u = await createUser(t.database, { balance: 5_000, country: 'US' });
    const other = await createUser(t.database, { balance: 5_000, country: 'US' });
    const q = await quote(t, u, 1_000, 'USD', 'THB');
    expect((await confirm(t, other, q.data.quoteId!)).status).toBe(ErrorCode.QuoteExpired);
    await rawQuery(t.database.db, "update fx_quotes set expires_at = now() - interval '1 second' where id = $1", [
      Number(q.data.quoteId),
    ]);
    const expired = await confirm(t, u, q.data.quoteId!);
    expect(expired).toMatchObject({ status: ErrorCode.QuoteExpired, msg: 'quote_expired' });
    expect((await quote(t, u, 1_000, 'INR', 'USD')).status).toBe(ErrorCode.NoBalanceInCurrency);
    const big = await quote(t, u, 6_000, 'USD', 'THB');
    expect((await confirm(t, u, big.data.quoteId!)).status).toBe(ErrorCode.InsufficientBalance);
    // The refused confirm did not use the quote up: after a top-up it still goes through.
    await fund(t.database, u.id, 1_000);
    expect((await confirm(t, u, big.data.quoteId!)).status).toBe(0);
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 0, held: 0 });
  });

  it('30 concurrent conversions and payments on one balance over two instances never overdraw', async () => {
    const u = await createUser(t.database, { balance: 1_000, country: 'US' });
    const home = await createAddressAt(t.database, u.id, BKK);
    // 15 quotes for $1.00 each and 15 baht orders paid from the USD balance at quoted amounts.
    const quotes = await Promise.all(Array.from({ length: 15 }, () => quote(t, u, 100, 'USD', 'THB')));
    const orders: { oid: string; quoteId: string; payAmount: number }[] = [];
    for (let i = 0; i < 15; i++) {
      const o = await t.call<OrderDetail>(
        '/order/CreateOrder',
        { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
        { token: u.token },
      );
      expect(o.status).toBe(0);
      const pq = await t.call<{ quoteId: string; payAmount: number }>(
        '/order/GetPayQuote',
        { oid: o.data.oid, payUnit: 'USD' },
        { token: u.token },
      );
      orders.push({ oid: o.data.oid, quoteId: pq.data.quoteId, payAmount: pq.data.payAmount });
    }
    const calls = [
      ...quotes.map((q, i) => () => confirm(i % 2 ? t2 : t, u, q.data.quoteId!)),
      ...orders.map(
        (o, i) => () =>
          (i % 2 ? t : t2).call('/order/PayOrder', { oid: o.oid, quoteId: o.quoteId }, { token: u.token }),
      ),
    ];
    const results = await Promise.all(calls.map((c) => c()));
    const ok = results.filter((r) => r.status === 0).length;
    expect(results.every((r) => r.status === 0 || r.status === ErrorCode.InsufficientBalance)).toBe(true);
    const usd = await walletOf(t.database.db, u.id, 'USD');
    expect(usd.balance).toBeGreaterThanOrEqual(0);
    // Whatever won, the balance is exactly the start less what the winners were quoted.
    const spent =
      quotes.filter((_, i) => results[i]!.status === 0).length * 100 +
      orders.filter((_, i) => results[15 + i]!.status === 0).reduce((s, o) => s + o.payAmount, 0);
    expect(usd.balance).toBe(1_000 - spent);
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThan(30);
  });
});

describe('paying an order from another currency', () => {
  it('shows the quote, pays exactly it, records it on the order, and refunds it at the rate paid', async () => {
    const u = await createUser(t.database, { balance: 5_000, country: 'TH' });
    await fund(t.database, u.id, 5_000, 'USD');
    // The baht balance is spent elsewhere: only dollars are left for this order.
    await t.database.db.transaction((tx) =>
      transfer(tx, {
        from: accounts.wallet(u.id, 'THB'),
        to: accounts.system('platform_revenue', 'THB'),
        amount: 5_000,
        type: TransactionType.BuyGoods,
        userId: u.id,
      }),
    );
    const home = await createAddressAt(t.database, u.id, BKK);
    const o = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
      { token: u.token },
    );
    expect(o.data).toMatchObject({ amount: 220, unit: 'THB' });
    // In its own currency the order cannot be paid: the baht balance is empty.
    expect((await t.call('/order/PayOrder', { oid: o.data.oid }, { token: u.token })).status).toBe(
      ErrorCode.InsufficientBalance,
    );
    const pq = await t.call<{
      quoteId: string;
      amount: number;
      unit: string;
      payAmount: number;
      payUnit: string;
      rate: string;
      expiresAt: string;
    }>('/order/GetPayQuote', { oid: o.data.oid, payUnit: 'USD' }, { token: u.token });
    expect(pq.status).toBe(0);
    const ref = { USD: { unit: 'USD', perUsdMicros: 1_000_000 }, THB: { unit: 'THB', perUsdMicros: 35_500_000 } };
    expect(pq.data).toMatchObject({
      amount: 220,
      unit: 'THB',
      payUnit: 'USD',
      payAmount: costUp(220, ref.USD, ref.THB),
      rate: '35.5',
    });
    // Locked for the order's pay window.
    const detail0 = await t.call<OrderDetail & { expiresAt: string }>(
      '/order/GetOrderInfo',
      { oid: o.data.oid },
      { token: u.token },
    );
    expect(pq.data.expiresAt).toBe(detail0.data.expiresAt);
    // A quote of another order, or of another purpose, does not pay this one.
    const conv = await quote(t, u, 100, 'USD', 'THB');
    expect(
      (await t.call('/order/PayOrder', { oid: o.data.oid, quoteId: conv.data.quoteId }, { token: u.token })).status,
    ).toBe(ErrorCode.QuoteExpired);

    const paid = await t.call<{ payment: Fx; balance: number; balanceUnit: string; amount: number; unit: string }>(
      '/order/PayOrder',
      { oid: o.data.oid, quoteId: pq.data.quoteId, idempotencyKey: 'pay-fx-key-001' },
      { token: u.token },
    );
    expect(paid.status).toBe(0);
    expect(paid.data).toMatchObject({
      amount: 220,
      unit: 'THB',
      balanceUnit: 'USD',
      balance: 5_000 - pq.data.payAmount,
      payment: { fromUnit: 'USD', fromAmount: pq.data.payAmount, toUnit: 'THB', toAmount: 220 },
    });
    const detail = await t.call<OrderDetail>('/order/GetOrderInfo', { oid: o.data.oid }, { token: u.token });
    expect(detail.data.payment).toMatchObject({ quoteId: pq.data.quoteId, fromAmount: pq.data.payAmount });

    const refund = await t.call<{ refundAmount: number; unit: string; returned: number; returnedUnit: string }>(
      '/order/RefundOrder',
      { oid: o.data.oid },
      { token: u.token },
    );
    expect(refund.data).toMatchObject({
      refundAmount: 220,
      unit: 'THB',
      returned: pq.data.payAmount,
      returnedUnit: 'USD',
    });
    // The payer gets back exactly what they paid, in the currency they paid.
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 5_000, held: 0 });
    expect(await walletOf(t.database.db, u.id, 'THB')).toEqual({ balance: 0, held: 0 });
  });

  it('refuses a quote for the order’s own currency or a currency the user never held', async () => {
    const u = await createUser(t.database, { balance: 1_000, country: 'TH' });
    const home = await createAddressAt(t.database, u.id, BKK);
    const o = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
      { token: u.token },
    );
    expect((await t.call('/order/GetPayQuote', { oid: o.data.oid, payUnit: 'THB' }, { token: u.token })).status).toBe(
      ErrorCode.ParameterError,
    );
    const none = await t.call('/order/GetPayQuote', { oid: o.data.oid, payUnit: 'INR' }, { token: u.token });
    expect(none).toMatchObject({ status: ErrorCode.NoBalanceInCurrency, params: { unit: 'INR' } });
    const stranger = await createUser(t.database, { balance: 1_000, country: 'US' });
    expect(
      (await t.call('/order/GetPayQuote', { oid: o.data.oid, payUnit: 'USD' }, { token: stranger.token })).status,
    ).toBe(ErrorCode.OrderNotFound);
  });
});
