import { ErrorCode, TransactionType, WithdrawalStatus } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { walletOf } from '../src/modules/ledger/ledger.service';
import { createTestApp, type TestApp } from './helpers';
import {
  balanceOf,
  createUser,
  ensureWalletWorld,
  expectLedgerOk,
  freeze,
  onPostgres,
  operatorToken,
  PIN,
  type TestUser,
} from './wallet-fixtures';

let t: TestApp;
/** A second app on the same database: another server instance. */
let t2: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ensureWalletWorld(t.database);
  // Same Redis prefix: the two instances share their counters, as one deployment does.
  t2 = await createTestApp({ database: t.database, env: { REDIS_PREFIX: t.app.config.REDIS_PREFIX } });
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

const bank = (account: string, extra: object = {}) => ({
  account,
  type: 'bank',
  name: 'Somchai Tester',
  bank: 'Kasikorn',
  cardNumber: account,
  unit: 'THB',
  withdrawalPassword: PIN,
  ...extra,
});

async function userWithBank(balance: number) {
  const u = await createUser(t.database, { balance });
  const added = await t.call('/user/AddBank', bank('1234567890'), { token: u.token });
  expect(added.status).toBe(0);
  return u;
}

const withdraw = (app: TestApp, u: TestUser, body: object = {}) =>
  app.call<{ withdrawalId: string; status: number; amount: number; fee: number; balance: number; held: number }>(
    '/amount/Withdraw',
    {
      channelCode: 'bank_transfer',
      country_code: 'US',
      amount: 1000,
      withdrawalPassword: PIN,
      withdrawData: { account: '1234567890' },
      ...body,
    },
    { token: u.token },
  );

describe('payment accounts', () => {
  it('are added with the withdrawal password, listed, updated and deleted by their owner only', async () => {
    const u = await createUser(t.database);
    const other = await createUser(t.database);
    expect(
      (await t.call('/user/AddBank', bank('555000111', { withdrawalPassword: '000000' }), { token: u.token })).status,
    ).toBe(ErrorCode.WithdrawPasswordIncorrect);
    expect((await t.call('/user/AddBank', bank('555000111', { cardNumber: '' }), { token: u.token })).status).toBe(
      ErrorCode.ParameterError,
    );
    const added = await t.call<{ id: string; account: string; bank: string }>('/user/AddBank', bank('555000111'), {
      token: u.token,
    });
    expect(added.data).toMatchObject({ account: '555000111', bank: 'Kasikorn' });
    expect((await t.call('/user/AddBank', bank('555000111'), { token: u.token })).status).toBe(
      ErrorCode.BankCardExists,
    );
    // The same account number is another user's own business.
    expect((await t.call('/user/AddBank', bank('555000111'), { token: other.token })).status).toBe(0);

    const upd = await t.call<{ bank: string }>('/user/UpdateBank', bank('555000111', { bank: 'SCB' }), {
      token: u.token,
    });
    expect(upd.data.bank).toBe('SCB');
    expect((await t.call('/user/UpdateBank', bank('999'), { token: u.token })).status).toBe(ErrorCode.BankCardExists);

    const mine = await t.call<{ list: { bank: string }[] }>('/user/GetBanks', {}, { token: u.token });
    expect(mine.data.list).toEqual([expect.objectContaining({ bank: 'SCB' })]);
    const theirs = await t.call<{ list: { bank: string }[] }>('/user/GetBanks', {}, { token: other.token });
    expect(theirs.data.list).toEqual([expect.objectContaining({ bank: 'Kasikorn' })]);

    expect((await t.call('/user/DelBank', { account: '555000111' }, { token: u.token })).status).toBe(0);
    expect((await t.call('/user/DelBank', { account: '555000111' }, { token: u.token })).status).toBe(
      ErrorCode.BankCardExists,
    );
    const after = await t.call<{ list: unknown[] }>('/user/GetBanks', { account: '555000111' }, { token: other.token });
    expect(after.data.list).toHaveLength(1);
    expect((await t.call('/user/GetBanks', {})).status).toBe(ErrorCode.LoginExpired);
  });
});

describe('withdrawals', () => {
  it('hold the amount at once and show in the records and the withdrawal list', async () => {
    const u = await userWithBank(5000);
    const cfg = await t.call<{ allowed: boolean; hasWithdrawPassword: boolean; accounts: unknown[]; balance: number }>(
      '/amount/GetWithdrawConfig',
      {},
      { token: u.token },
    );
    expect(cfg.data).toMatchObject({ allowed: true, hasWithdrawPassword: true, balance: 5000 });
    expect(cfg.data.accounts).toHaveLength(1);
    const res = await withdraw(t, u, { amount: 2000 });
    expect(res.data).toMatchObject({ status: 0, amount: 2000, fee: 20, balance: 3000, held: 2000 });
    const records = await t.call<{ list: { type: number; amount: number; balanceAfter: number }[] }>(
      '/amount/GetAmountsList',
      { page: 1, limt: 1 },
      { token: u.token },
    );
    expect(records.data.list[0]).toMatchObject({ type: TransactionType.Withdrawal, amount: -2000, balanceAfter: 3000 });
    const list = await t.call<{ list: { status: number; fee: number; account: { account: string } }[] }>(
      '/amount/GetWithdrawList',
      { status: 0 },
      { token: u.token },
    );
    expect(list.data.list).toEqual([
      expect.objectContaining({ status: 0, fee: 20, account: expect.objectContaining({ account: '****7890' }) }),
    ]);
  });

  it('need the right withdrawal password, with a cool-down after five wrong ones', async () => {
    const u = await userWithBank(5000);
    for (let i = 0; i < 4; i++) {
      const res = await withdraw(t, u, { withdrawalPassword: '111111' });
      expect(res.status).toBe(ErrorCode.WithdrawPasswordIncorrect);
    }
    expect((await withdraw(t, u, { withdrawalPassword: '111111' })).status).toBe(ErrorCode.TooManyOperations);
    // Even the right one waits; across instances too when they share counters (Redis or PostgreSQL; the
    // embedded database's one instance counts in-process).
    expect((await withdraw(process.env.REDIS_URL || onPostgres ? t2 : t, u)).status).toBe(ErrorCode.TooManyOperations);
    expect((await balanceOf(t, u.token)).balance).toBe(5000);
    const nopin = await createUser(t.database, { balance: 100, pin: null });
    expect((await withdraw(t, nopin)).status).toBe(ErrorCode.WithdrawPasswordIncorrect);
  });

  it('are refused outside bounds, to unknown accounts, without real-name data, and for frozen users', async () => {
    const u = await userWithBank(5000);
    expect((await withdraw(t, u, { amount: 5 })).status).toBe(ErrorCode.AmountLimit);
    expect((await withdraw(t, u, { channelCode: 'nope' })).status).toBe(ErrorCode.NoChannels);
    expect((await withdraw(t, u, { withdrawData: { account: '000' } })).status).toBe(ErrorCode.BankCardExists);
    expect((await withdraw(t, u, { amount: 6000 })).status).toBe(ErrorCode.InsufficientBalance);
    const anon = await createUser(t.database, { balance: 5000, realName: null });
    expect((await withdraw(t, anon)).status).toBe(ErrorCode.WithdrawNotAllowed);
    const cfg = await t.call<{ allowed: boolean }>('/amount/GetWithdrawConfig', {}, { token: anon.token });
    expect(cfg.data.allowed).toBe(false);
    // Freezing ends the sessions: the call is refused before it reaches the wallet.
    await freeze(t.database, u.id);
    expect((await withdraw(t, u)).status).toBe(ErrorCode.LoginExpired);
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 5000, held: 0 });
  });

  it('racing over two instances never hold more than the balance', async () => {
    const u = await userWithBank(100);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => withdraw(i % 2 ? t2 : t, u, { amount: 30 })),
    );
    const ok = results.filter((r) => r.status === 0);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.status !== 0).every((r) => r.status === ErrorCode.InsufficientBalance)).toBe(true);
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 10, held: 90 });
    if (onPostgres) expect(new Set(ok.map((r) => r.data.withdrawalId)).size).toBe(3);
  });
});

describe('withdrawal review', () => {
  const decide = (app: TestApp, token: string, action: string, id: string, body: object = {}) =>
    app.call<{ status: number; reviewedBy: string; note: string }>(
      `/admin/${action}`,
      { withdrawalId: id, ...body },
      { token },
    );
  const audit = async (id: string) =>
    (
      await rawQuery(t.database.db, 'select action, operator_id from audit_log where target = $1 order by id', [
        `withdrawal:${id}`,
      ])
    ).map((r) => `${r.action}:${r.operator_id}`);

  it('goes review → transferring → transferred, the hold ends and the fee stays as revenue', async () => {
    const u = await userWithBank(5000);
    const op = await operatorToken(t, 'finance');
    const w = await withdraw(t, u, { amount: 3000 });
    expect((await decide(t, op.token, 'WithdrawMarkPaid', w.data.withdrawalId)).status).toBe(ErrorCode.InvalidState);
    const approved = await decide(t, op.token, 'WithdrawApprove', w.data.withdrawalId);
    expect(approved.data).toMatchObject({ status: WithdrawalStatus.Transferring, reviewedBy: String(op.id) });
    const paid = await decide(t2, op.token, 'WithdrawMarkPaid', w.data.withdrawalId, { reference: 'BANK-77' });
    expect(paid.data.status).toBe(WithdrawalStatus.Transferred);
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 2000, held: 0 });
    const revenue = await rawQuery(
      t.database.db,
      "select e.amount from ledger_entries e join ledger_journals j on j.id = e.journal_id join ledger_accounts a on a.id = e.account_id where a.kind = 'platform_revenue' and j.ref = $1",
      [`withdrawal:${w.data.withdrawalId}`],
    );
    expect(revenue.map((r) => Number(r.amount))).toEqual([30]);
    expect(await audit(w.data.withdrawalId)).toEqual([`withdrawal.approve:${op.id}`, `withdrawal.mark_paid:${op.id}`]);
    const list = await t.call<{ list: { status: number }[] }>('/amount/GetWithdrawList', {}, { token: u.token });
    expect(list.data.list[0]?.status).toBe(WithdrawalStatus.Transferred);
    // Nothing moves it on from there.
    expect((await decide(t, op.token, 'WithdrawFail', w.data.withdrawalId, { note: 'late' })).status).toBe(
      ErrorCode.AlreadyDecided,
    );
  });

  it('a failed payout returns the money exactly once, however often and however concurrently it is failed', async () => {
    const u = await userWithBank(5000);
    const op = await operatorToken(t, 'admin');
    const w = await withdraw(t, u, { amount: 4000 });
    await decide(t, op.token, 'WithdrawApprove', w.data.withdrawalId);
    const fails = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decide(i % 2 ? t2 : t, op.token, 'WithdrawFail', w.data.withdrawalId, { note: 'bank bounced' }),
      ),
    );
    expect(fails.filter((f) => f.status === 0)).toHaveLength(1);
    expect(fails.filter((f) => f.status === ErrorCode.AlreadyDecided)).toHaveLength(5);
    expect((await decide(t, op.token, 'WithdrawFail', w.data.withdrawalId, { note: 'again' })).status).toBe(
      ErrorCode.AlreadyDecided,
    );
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 5000, held: 0 });
    const records = await t.call<{ list: { type: number; amount: number }[] }>(
      '/amount/GetAmountsList',
      {},
      { token: u.token },
    );
    expect(records.data.list.filter((r) => r.type === TransactionType.WithdrawalFailed)).toEqual([
      expect.objectContaining({ amount: 4000 }),
    ]);
    // The return is a reversing journal of the hold.
    const rev = await rawQuery(
      t.database.db,
      'select r.reverses_id, h.id as hold from ledger_journals r join ledger_journals h on h.ref = r.ref and h.type = 2 where r.type = 3 and r.ref = $1',
      [`withdrawal:${w.data.withdrawalId}`],
    );
    expect(rev).toHaveLength(1);
    expect(Number(rev[0]!.reverses_id)).toBe(Number(rev[0]!.hold));
    expect(await audit(w.data.withdrawalId)).toEqual([`withdrawal.approve:${op.id}`, `withdrawal.fail:${op.id}`]);
  });

  it('a rejected withdrawal returns the money once; idempotent retries answer the same', async () => {
    const u = await userWithBank(5000);
    const op = await operatorToken(t, 'finance');
    const w = await withdraw(t, u, { amount: 1000 });
    const body = { note: 'account name does not match', idempotencyKey: 'reject-key-0001' };
    const first = await decide(t, op.token, 'WithdrawReject', w.data.withdrawalId, body);
    const again = await decide(t2, op.token, 'WithdrawReject', w.data.withdrawalId, body);
    expect(first.data).toMatchObject({ status: WithdrawalStatus.Rejected, note: 'account name does not match' });
    expect(again).toEqual(first);
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 5000, held: 0 });
    expect((await decide(t, op.token, 'WithdrawApprove', w.data.withdrawalId)).status).toBe(ErrorCode.AlreadyDecided);
    expect(await audit(w.data.withdrawalId)).toEqual([`withdrawal.reject:${op.id}`]);
  });

  it('admin calls refuse user tokens, unknown tokens and roles without the right', async () => {
    const u = await userWithBank(5000);
    const w = await withdraw(t, u, { amount: 1000 });
    expect((await decide(t, u.token, 'WithdrawApprove', w.data.withdrawalId)).status).toBe(ErrorCode.LoginExpired);
    expect((await decide(t, 'not-a-token', 'WithdrawApprove', w.data.withdrawalId)).status).toBe(
      ErrorCode.LoginExpired,
    );
    const support = await operatorToken(t, 'support');
    expect((await decide(t, support.token, 'WithdrawApprove', w.data.withdrawalId)).status).toBe(ErrorCode.Forbidden);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/WithdrawApprove',
      headers: { authorization: `Bearer ${u.token}` },
      payload: { withdrawalId: w.data.withdrawalId },
    });
    expect(bearer.json().status).toBe(ErrorCode.LoginExpired);
    const login = await t.call('/admin/Login', { username: 'nobody', password: 'wrong-password' });
    expect(login.status).toBe(ErrorCode.AccountOrPasswordIncorrect);
    expect(await walletOf(t.database.db, u.id, 'USD')).toEqual({ balance: 4000, held: 1000 });
    expect(await audit(w.data.withdrawalId)).toEqual([]);
  });
});
