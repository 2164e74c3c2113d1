import { ErrorCode, type OrderDetail, TransactionType, WithdrawalStatus } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { inTransaction } from '../src/db/tx';
import { accounts, transfer } from '../src/modules/ledger/ledger.service';
import { TestSocket, wsUrl } from './chat-fixtures';
import { BKK, createAddressAt, createFoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, expectLedgerOk, operatorToken } from './wallet-fixtures';

/**
 * Shop payouts: a shop's settled earnings are paid out per currency. The merchant (own shop only) or finance
 * asks for at most the shop's balance; the amount is held at once (never twice under concurrency, across
 * two instances); finance approves, marks transferred, or fails / rejects with a reason, which returns the
 * money once. Support never moves money. The ledger stays balanced per currency and every shop's `held`
 * equals its undecided payouts.
 */

let t: TestApp;
let t2: TestApp;
let finance: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  t2 = await createTestApp({
    database: t.database,
    env: { JOBS_POLL_MS: '0', REDIS_PREFIX: t.app.config.REDIS_PREFIX },
  });
  await ensureWalletWorld(t.database);
  finance = await operatorToken(t, 'finance');
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

type Payout = {
  _id: string;
  mid: string;
  amount: number;
  unit: string;
  status: number;
  note: string;
  reference: string;
};
type Balances = { unit: string; balance: number; held: number }[];

/** A shop with `amount` of settled earnings in THB (a type 14 credit, as an order completing posts). */
async function shopWith(amount: number) {
  const shop = await createFoodMerchant(t.database);
  await inTransaction(t.database.db, (tx) =>
    transfer(tx, {
      from: accounts.system('gateway_clearing', 'THB'),
      to: accounts.merchant(shop.id, 'THB'),
      amount,
      type: TransactionType.OrderCompletedCredited,
      userId: null,
      ref: `test-credit:${shop.id}`,
    }),
  );
  const op = await operatorToken(t, 'merchant', shop.id);
  return { shop, op };
}

const request = (app: TestApp, token: string, body: object) =>
  app.call<Payout & { balance: number; held: number }>('/admin/PayoutRequest', { unit: 'THB', ...body }, { token });
const decide = (app: TestApp, token: string, action: string, payoutId: string, body: object = {}) =>
  app.call<Payout>(`/admin/${action}`, { payoutId, ...body }, { token });
const shopPayouts = async (token: string, mid?: number) => {
  const res = await t.call<{ balances: Balances; total: number; list: Payout[] }>(
    '/admin/ShopPayouts',
    mid === undefined ? {} : { mid: String(mid) },
    { token },
  );
  expect(res.status, JSON.stringify(res)).toBe(0);
  return res.data;
};
const auditOf = async (id: string) =>
  (
    await rawQuery(t.database.db, 'select action, operator_id from audit_log where target = $1 order by id', [
      `payout:${id}`,
    ])
  ).map((r) => `${r.action}:${r.operator_id}`);

describe('payout requests', () => {
  it("pays out a completed order's earnings: request → approve → transferred, the hold ends", async () => {
    const shop = await createFoodMerchant(t.database);
    const op = await operatorToken(t, 'merchant', shop.id);
    const admin = await operatorToken(t, 'admin');
    const user = await createUser(t.database, { balance: 220, country: 'TH', pin: null });
    const home = await createAddressAt(t.database, user.id, BKK);
    const made = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: shop.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(shop)] },
      { token: user.token },
    );
    expect((await t.call('/order/PayOrder', { oid: made.data.oid }, { token: user.token })).status).toBe(0);
    expect(
      (await t.call('/admin/OrderAdvance', { oid: made.data.oid, status: 5 }, { token: admin.token })).status,
    ).toBe(0);
    const before = await shopPayouts(op.token);
    expect(before.total).toBe(0);
    const earned = before.balances[0]!;
    expect(earned).toMatchObject({ unit: 'THB', held: 0 });
    expect(earned.balance).toBeGreaterThan(0);

    const queues = async () => {
      const { payoutsUnderReview, payoutsTransferring } = (
        await t.call<{ queues: { payoutsUnderReview: number; payoutsTransferring: number } }>(
          '/admin/Dashboard',
          {},
          { token: finance.token },
        )
      ).data.queues;
      return { payoutsUnderReview, payoutsTransferring };
    };
    const waiting = await queues();
    const asked = await request(t, op.token, { amount: earned.balance, idempotencyKey: `payout-${shop.id}-first` });
    expect(asked.status, JSON.stringify(asked)).toBe(0);
    expect(asked.data).toMatchObject({ status: 0, amount: earned.balance, balance: 0, held: earned.balance });
    // The same key answers the same payout and holds nothing more.
    const again = await request(t, op.token, { amount: earned.balance, idempotencyKey: `payout-${shop.id}-first` });
    expect(again.data._id).toBe(asked.data._id);
    expect((await shopPayouts(op.token)).total).toBe(1);
    await expectLedgerOk(t.database);

    // The dashboard counts it waiting.
    expect(await queues()).toEqual({ ...waiting, payoutsUnderReview: waiting.payoutsUnderReview + 1 });
    const queue = await t.call<{ list: Payout[] }>('/admin/PayoutList', { status: 0 }, { token: finance.token });
    expect(queue.data.list.map((p) => p._id)).toContain(asked.data._id);

    expect((await decide(t, finance.token, 'PayoutMarkPaid', asked.data._id)).status).toBe(ErrorCode.InvalidState);
    expect((await decide(t, finance.token, 'PayoutApprove', asked.data._id)).data.status).toBe(
      WithdrawalStatus.Transferring,
    );
    expect(await queues()).toEqual({ ...waiting, payoutsTransferring: waiting.payoutsTransferring + 1 });
    const paid = await decide(t2, finance.token, 'PayoutMarkPaid', asked.data._id, { reference: 'BANK-9' });
    expect(paid.data).toMatchObject({ status: WithdrawalStatus.Transferred, reference: 'BANK-9' });
    expect(await queues()).toEqual(waiting);
    const after = await shopPayouts(op.token);
    expect(after.balances).toEqual([{ unit: 'THB', balance: 0, held: 0 }]);
    expect(after.list[0]).toMatchObject({ _id: asked.data._id, status: WithdrawalStatus.Transferred });
    expect(await auditOf(asked.data._id)).toEqual([
      `payout.request:${op.id}`,
      `payout.approve:${finance.id}`,
      `payout.mark_paid:${finance.id}`,
    ]);
    // The ledger: out of the shop into clearing, then out of clearing; each journal balances in THB.
    const journals = await rawQuery(
      t.database.db,
      'select j.type, sum(e.amount)::bigint as total, count(*)::int as n from ledger_journals j join ledger_entries e on e.journal_id = j.id where j.ref = $1 group by j.id order by j.id',
      [`payout:${asked.data._id}`],
    );
    expect(journals.map((j) => [Number(j.type), Number(j.total)])).toEqual([
      [TransactionType.Withdrawal, 0],
      [TransactionType.Withdrawal, 0],
    ]);
    expect((await decide(t, finance.token, 'PayoutFail', asked.data._id, { note: 'late' })).status).toBe(
      ErrorCode.AlreadyDecided,
    );
    await expectLedgerOk(t.database);
  });

  it('refuses more than the balance, a currency the shop never earned in, and bad amounts', async () => {
    const { op } = await shopWith(5000);
    expect((await request(t, op.token, { amount: 5001 })).status).toBe(ErrorCode.InsufficientBalance);
    expect((await request(t, op.token, { amount: 100, unit: 'USD' })).status).toBe(ErrorCode.InsufficientBalance);
    expect((await request(t, op.token, { amount: 0 })).status).toBe(ErrorCode.ParameterError);
    expect((await request(t, op.token, { amount: 10.5 })).status).toBe(ErrorCode.AmountPrecision);
    expect((await request(t, op.token, { amount: 100, unit: 'thb' })).status).toBe(ErrorCode.ParameterError);
    // A catalogue error the back office words in the operator's language, never a 500.
    const res = await request(t, op.token, { amount: 9999 });
    expect(res).toMatchObject({ status: ErrorCode.InsufficientBalance, msg: 'insufficient_balance' });
    expect((await shopPayouts(op.token)).balances).toEqual([{ unit: 'THB', balance: 5000, held: 0 }]);
  });
});

describe('who may move a shop’s money', () => {
  it('a merchant reaches only its own shop; support and content never; finance any shop', async () => {
    const a = await shopWith(3000);
    const b = await shopWith(3000);
    // Another shop's payouts and money: refused.
    expect((await request(t, a.op.token, { mid: String(b.shop.id), amount: 100 })).status).toBe(ErrorCode.Forbidden);
    expect((await t.call('/admin/ShopPayouts', { mid: String(b.shop.id) }, { token: a.op.token })).status).toBe(
      ErrorCode.Forbidden,
    );
    // A merchant does not decide payouts, not even its own.
    const own = await request(t, a.op.token, { amount: 1000 });
    expect(own.status).toBe(0);
    for (const action of ['PayoutApprove', 'PayoutReject'])
      expect((await decide(t, a.op.token, action, own.data._id, { note: 'x' })).status).toBe(ErrorCode.Forbidden);
    expect((await t.call('/admin/PayoutList', {}, { token: a.op.token })).status).toBe(ErrorCode.Forbidden);
    for (const role of ['support', 'content'] as const) {
      const op = await operatorToken(t, role);
      expect((await request(t, op.token, { mid: String(b.shop.id), amount: 100 })).status).toBe(ErrorCode.Forbidden);
      expect((await decide(t, op.token, 'PayoutApprove', own.data._id)).status).toBe(ErrorCode.Forbidden);
      expect((await t.call('/admin/ShopPayouts', { mid: String(b.shop.id) }, { token: op.token })).status).toBe(
        ErrorCode.Forbidden,
      );
    }
    // Finance asks for any shop (it names the shop).
    expect((await request(t, finance.token, { amount: 100 })).status).toBe(ErrorCode.ParameterError);
    const fin = await request(t, finance.token, { mid: String(b.shop.id), amount: 700 });
    expect(fin.status).toBe(0);
    expect((await shopPayouts(b.op.token)).balances).toEqual([{ unit: 'THB', balance: 2300, held: 700 }]);
    expect((await shopPayouts(a.op.token)).balances).toEqual([{ unit: 'THB', balance: 2000, held: 1000 }]);
    // Finance's queue, one shop at a time: each shop's own payout only.
    for (const [shop, payout] of [
      [a.shop.id, own.data._id],
      [b.shop.id, fin.data._id],
    ] as const) {
      const listed = await t.call<{ total: number; list: Payout[] }>(
        '/admin/PayoutList',
        { mid: String(shop) },
        { token: finance.token },
      );
      expect(listed.data).toMatchObject({ total: 1, list: [{ _id: payout, mid: String(shop) }] });
    }
    await expectLedgerOk(t.database);
  });
});

describe('payout decisions', () => {
  it('a rejection returns the money once, with its reason, however many operators reject at once', async () => {
    const { op } = await shopWith(4000);
    const asked = await request(t, op.token, { amount: 2500 });
    expect((await decide(t, finance.token, 'PayoutReject', asked.data._id, { note: '' })).status).toBe(
      ErrorCode.ParameterError,
    );
    const other = await operatorToken(t, 'admin');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decide(i % 2 ? t2 : t, i % 3 ? other.token : finance.token, 'PayoutReject', asked.data._id, {
          note: 'bank details missing',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 0)).toHaveLength(1);
    expect(results.filter((r) => r.status === ErrorCode.AlreadyDecided)).toHaveLength(5);
    const seen = await shopPayouts(op.token);
    expect(seen.balances).toEqual([{ unit: 'THB', balance: 4000, held: 0 }]);
    expect(seen.list[0]).toMatchObject({ status: WithdrawalStatus.Rejected, note: 'bank details missing' });
    const back = await rawQuery(
      t.database.db,
      'select count(*)::int as n from ledger_journals where ref = $1 and type = 3 and reverses_id is not null',
      [`payout:${asked.data._id}`],
    );
    expect(back[0]?.n).toBe(1);
    expect((await auditOf(asked.data._id)).filter((a) => a.startsWith('payout.reject'))).toHaveLength(1);
    // The shop's statement of payouts: the amount held, then the same amount back, newest first.
    const statement = await t.call<{ list: { type: number; amount: number; balanceAfter: number }[] }>(
      '/admin/ShopEarnings',
      { kind: 'payouts' },
      { token: op.token },
    );
    expect(statement.data.list.map(({ type, amount, balanceAfter }) => ({ type, amount, balanceAfter }))).toEqual([
      { type: TransactionType.WithdrawalFailed, amount: 2500, balanceAfter: 4000 },
      { type: TransactionType.Withdrawal, amount: -2500, balanceAfter: 1500 },
    ]);
    await expectLedgerOk(t.database);
  });

  it('a failed transfer returns the money once; approving twice at once: one wins, the other AlreadyDecided', async () => {
    const { op } = await shopWith(4000);
    const asked = await request(t, op.token, { amount: 4000 });
    const other = await operatorToken(t, 'finance');
    const approvals = await Promise.all([
      decide(t, finance.token, 'PayoutApprove', asked.data._id),
      decide(t2, other.token, 'PayoutApprove', asked.data._id),
    ]);
    expect(approvals.map((a) => a.status).sort()).toEqual([0, ErrorCode.AlreadyDecided]);
    expect((await decide(t, finance.token, 'PayoutFail', asked.data._id, { note: 'bounced' })).status).toBe(0);
    expect((await decide(t2, finance.token, 'PayoutFail', asked.data._id, { note: 'bounced' })).status).toBe(
      ErrorCode.AlreadyDecided,
    );
    expect((await decide(t, finance.token, 'PayoutMarkPaid', asked.data._id)).status).toBe(ErrorCode.AlreadyDecided);
    expect((await shopPayouts(op.token)).balances).toEqual([{ unit: 'THB', balance: 4000, held: 0 }]);
    await expectLedgerOk(t.database);
  });

  it("reaches finance's open queue live on the other instance; the shop's own socket hears no queue", async () => {
    const { shop, op } = await shopWith(3000);
    const url = `${await wsUrl(t2.app)}/admin`;
    const [financeS, shopS] = await Promise.all([
      TestSocket.login(url, finance.token),
      TestSocket.login(url, op.token),
    ]);
    const heard = () =>
      financeS.next('onMessage', (f) => f.data.kind === 'queue' && f.data.queue.names.includes('payouts'));
    try {
      const asked = await request(t, op.token, { mid: String(shop.id), amount: 1000 });
      expect(asked.status, JSON.stringify(asked)).toBe(0);
      const f = await heard();
      expect(f.data.kind === 'queue' && f.data.queue.names).toEqual(['payouts', 'dashboard']);
      expect((await decide(t, finance.token, 'PayoutApprove', asked.data._id)).status).toBe(0);
      await heard();
      expect(shopS.frames.some((x) => x.type === 'onMessage' && x.data.kind === 'queue')).toBe(false);
    } finally {
      financeS.ws.close();
      shopS.ws.close();
    }
  });

  it('an unknown payout is not found', async () => {
    expect((await decide(t, finance.token, 'PayoutApprove', '999999999')).status).toBe(ErrorCode.NotFound);
  });
});

describe('concurrency', () => {
  it('a burst of requests over two instances never holds more than the balance', async () => {
    const { shop, op } = await shopWith(1000);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        request(i % 2 ? t2 : t, i % 4 === 3 ? finance.token : op.token, {
          mid: i % 4 === 3 ? String(shop.id) : undefined,
          amount: 300,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 0);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.status !== 0).every((r) => r.status === ErrorCode.InsufficientBalance)).toBe(true);
    expect((await shopPayouts(op.token)).balances).toEqual([{ unit: 'THB', balance: 100, held: 900 }]);
    expect(new Set(ok.map((r) => r.data._id)).size).toBe(3);
    const rows = await rawQuery(
      t.database.db,
      'select count(*)::int as n from merchant_payouts where merchant_id = $1',
      [shop.id],
    );
    expect(rows[0]?.n).toBe(3);
    await expectLedgerOk(t.database);
  });

  it('the same idempotency key sent at once makes one payout', async () => {
    const { shop, op } = await shopWith(1000);
    const key = `payout-burst-${shop.id}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => request(i % 2 ? t2 : t, op.token, { amount: 200, idempotencyKey: key })),
    );
    expect(results.map((r) => r.status)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(results.map((r) => r.data._id)).size).toBe(1);
    expect((await shopPayouts(op.token)).balances).toEqual([{ unit: 'THB', balance: 800, held: 200 }]);
  });
});
