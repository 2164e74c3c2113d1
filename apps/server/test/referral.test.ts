import { ErrorCode, type OrderDetail, TransactionType, type UserInfo } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { bankAccounts, inviteRelations, recharges, referralRates, users } from '../src/db/schema';
import { inTransaction } from '../src/db/tx';
import { walletOf } from '../src/modules/ledger/ledger.service';
import { referralRebates } from '../src/modules/referral/referral.service';
import { type AccountsApp, startAccountsApp, uniqueEmail } from './accounts-fixtures';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { secondPool } from './helpers';
import { createUser, ensureWalletWorld, expectLedgerOk, onPostgres, type TestUser } from './wallet-fixtures';

let t: AccountsApp;
/** Another server instance: its own app and, on PostgreSQL, its own connection pool. */
let t2: AccountsApp;
let db2: Database | null = null;
let m: FoodMerchant;

const RATES = [
  // USD: $2 reward, 5% of the first top-up, 1% of later ones, 2% of orders, $100 a month.
  { currency: 'USD', inviterReward: 200, firstRechargeBp: 500, rechargeBp: 100, purchaseBp: 200, monthlyCap: 10_000 },
  {
    currency: 'THB',
    inviterReward: 7_000,
    firstRechargeBp: 500,
    rechargeBp: 100,
    purchaseBp: 200,
    monthlyCap: 350_000,
  },
  // INR: a small cap, to reach it.
  { currency: 'INR', inviterReward: 0, firstRechargeBp: 1_000, rechargeBp: 1_000, purchaseBp: 0, monthlyCap: 5_000 },
];

beforeAll(async () => {
  const env = { JOBS_POLL_MS: '0' };
  t = await startAccountsApp({ env });
  await ensureWalletWorld(t.database);
  await t.database.db.insert(referralRates).values(RATES).onConflictDoNothing();
  db2 = await secondPool(t.database, 20);
  t2 = await startAccountsApp({ env, database: db2 ?? t.database });
  m = await createFoodMerchant(t.database, { fee: 40 });
});
afterAll(async () => {
  await t2?.close();
  await db2?.close();
  await t?.close();
});
afterEach(async () => {
  // Every journal, and every currency over all of them, sums to zero.
  await expectLedgerOk(t.database);
});

const instance = (i: number) => (i % 2 ? t2 : t);
const db = () => t.database.db;

/** `friend` signed up with `inviter`'s code (the relation sign-up writes). */
async function invitedBy(inviter: TestUser, country = 'TH'): Promise<TestUser> {
  const friend = await createUser(t.database, { country, pin: null });
  await db().insert(inviteRelations).values({ userId: friend.id, inviterId: inviter.id });
  await db().update(users).set({ inviterId: inviter.id }).where(eq(users.id, friend.id));
  return friend;
}

const topUp = (app: AccountsApp, user: TestUser, amount: number, country = 'TH') =>
  app.call<{ rechargeId: string; status: number }>(
    '/amount/Recharge',
    { channelCode: 'demo', country_code: country, amount },
    { token: user.token },
  );

const rebatesOf = async (earnerId: number) =>
  (
    await rawQuery(
      db(),
      'select type, status, amount, currency, event_key from referral_rebates where earner_id = $1 order by id',
      [earnerId],
    )
  ).map((r) => ({
    type: Number(r.type),
    status: String(r.status),
    amount: Number(r.amount),
    currency: String(r.currency),
    eventKey: String(r.event_key),
  }));

const journalCount = async (userId: number, type: number) =>
  Number(
    (
      await rawQuery(db(), 'select count(*) as n from ledger_journals where user_id = $1 and type = $2', [userId, type])
    )[0]!.n,
  );

const heldOf = async (userId: number, currency: string) =>
  Number(
    (
      await rawQuery(
        db(),
        "select coalesce(sum(balance), 0) as b from ledger_accounts where kind = 'rebate_held' and owner_id = $1 and currency = $2",
        [userId, currency],
      )
    )[0]!.b,
  );

describe('sign-up with an invite code', () => {
  const register = async (inviteCode: string | undefined, deviceId?: string) => {
    const account = uniqueEmail('ref');
    const { code, codeToken } = await t.sendCode(account);
    return t.call<UserInfo>(
      '/user/Register',
      { account, logonPassword: 'pw-referral-1', code, codeToken, countryCode: 'TH', inviteCode },
      { headers: deviceId ? { 'x-device-id': deviceId } : {} },
    );
  };

  it('refuses an unknown code with "invalid invite code"; an empty one is no invite', async () => {
    const bad = await register('NOPE2345');
    expect(bad.status).toBe(ErrorCode.InvalidInviteCode);
    expect(bad.msg).toBe('invalid_invite_code');
    const none = await register('');
    expect(none.status).toBe(0);
    const [row] = await db()
      .select()
      .from(inviteRelations)
      .where(eq(inviteRelations.userId, Number(none.data._id)));
    expect(row).toBeUndefined();
  });

  it('links the friend to the inviter once, at sign-up', async () => {
    const inviter = await register(undefined, 'device-inviter-1');
    expect(inviter.status).toBe(0);
    const friend = await register(inviter.data.inviteCode.toLowerCase(), 'device-friend-01');
    expect(friend.status).toBe(0);
    const rows = await db()
      .select()
      .from(inviteRelations)
      .where(eq(inviteRelations.userId, Number(friend.data._id)));
    expect(rows.map((r) => r.inviterId)).toEqual([Number(inviter.data._id)]);
    // One inviter per user: the relation cannot be written a second time.
    await expect(
      db()
        .insert(inviteRelations)
        .values({ userId: Number(friend.data._id), inviterId: Number(friend.data._id) }),
    ).rejects.toThrow();
  });

  it('refuses the inviter’s own code from a device the inviter signed in on (self-referral)', async () => {
    const inviter = await register(undefined, 'device-shared-77');
    expect(inviter.status).toBe(0);
    const self = await register(inviter.data.inviteCode, 'device-shared-77');
    expect(self.status).toBe(ErrorCode.InvalidInviteCode);
    const other = await register(inviter.data.inviteCode, 'device-other-778');
    expect(other.status).toBe(0);
  });
});

describe('top-up rebates (types 6, 7 and 9)', () => {
  it(`20 concurrent top-ups by a friend earn one reward, one first-top-up rebate and 19 recharge rebates${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const inviter = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(inviter);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => topUp(instance(i), friend, 100_000)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(0));
    const rebates = await rebatesOf(inviter.id);
    const of = (type: number) => rebates.filter((r) => r.type === type);
    expect(of(TransactionType.InviterReward)).toEqual([expect.objectContaining({ status: 'credited', amount: 7_000 })]);
    // 5% of ฿1,000 on the first, 1% on each later one.
    expect(of(TransactionType.SubordinateFirstRechargeRebate)).toEqual([
      expect.objectContaining({ status: 'credited', amount: 5_000, currency: 'THB' }),
    ]);
    expect(of(TransactionType.SubordinateRechargeRebate)).toHaveLength(19);
    expect(new Set(of(TransactionType.SubordinateRechargeRebate).map((r) => r.eventKey)).size).toBe(19);
    expect(of(TransactionType.SubordinateRechargeRebate).every((r) => r.amount === 1_000)).toBe(true);
    expect(await journalCount(inviter.id, TransactionType.InviterReward)).toBe(1);
    expect(await journalCount(inviter.id, TransactionType.SubordinateFirstRechargeRebate)).toBe(1);
    expect(await journalCount(inviter.id, TransactionType.SubordinateRechargeRebate)).toBe(19);
    expect((await walletOf(db(), inviter.id, 'THB')).balance).toBe(7_000 + 5_000 + 19 * 1_000);

    // The page shows the same: friend topped up, earned in THB, nothing pending.
    const info = await t.call<{ invited: number; toppedUp: number; earned: number; pending: number; unit: string }>(
      '/user/GetReferralInfo',
      {},
      { token: inviter.token },
    );
    expect(info.data).toMatchObject({ invited: 1, toppedUp: 1, earned: 31_000, pending: 0, unit: 'THB' });
  });

  it(`one top-up seen 20 times at once earns once${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const inviter = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(inviter);
    await topUp(t, friend, 100_000); // the first top-up
    expect(await topUp(t, friend, 50_000)).toMatchObject({ status: 0 });
    const [second] = await db()
      .select()
      .from(recharges)
      .where(eq(recharges.userId, friend.id))
      .orderBy(recharges.id)
      .offset(1);
    const before = (await walletOf(db(), inviter.id, 'THB')).balance;
    const dbs = [t.database.db, db2?.db ?? t.database.db];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => inTransaction(dbs[i % 2]!, (tx) => referralRebates.onRecharge(tx, second!))),
    );
    expect((await walletOf(db(), inviter.id, 'THB')).balance).toBe(before);
    expect((await rebatesOf(inviter.id)).filter((r) => r.eventKey === `recharge:${second!.id}`)).toHaveLength(1);
  });

  it('pushes the inviter’s new balance when a reward is credited (socket wallet event)', async () => {
    const inviter = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(inviter);
    const pushed: { userId: number; balance: number; unit: string }[] = [];
    const off = t.app.events.on('wallet.changed', (e) => pushed.push(e));
    try {
      expect((await topUp(t, friend, 100_000)).status).toBe(0);
    } finally {
      off();
    }
    const balance = (await walletOf(db(), inviter.id, 'THB')).balance;
    expect(balance).toBe(7_000 + 5_000);
    // The friend hears their top-up, the inviter the balance after both rewards.
    expect(pushed.filter((e) => e.userId === friend.id)).toHaveLength(1);
    expect(pushed.filter((e) => e.userId === inviter.id).at(-1)).toEqual({ userId: inviter.id, balance, unit: 'THB' });
  });

  it('credits in the earner’s currency: a US inviter of a Thai friend earns dollars, rounded up', async () => {
    const inviter = await createUser(t.database, { country: 'US', pin: null });
    const friend = await invitedBy(inviter);
    expect((await topUp(t, friend, 100_000)).status).toBe(0);
    const rebates = await rebatesOf(inviter.id);
    // ฿1,000 at 35.5 per dollar is $28.169…: 5% is $1.408…, rounded up to $1.41.
    expect(rebates.map((r) => [r.type, r.amount, r.currency])).toEqual([
      [TransactionType.SubordinateFirstRechargeRebate, 141, 'USD'],
      [TransactionType.InviterReward, 200, 'USD'],
    ]);
    expect((await walletOf(db(), inviter.id, 'USD')).balance).toBe(341);
    expect((await walletOf(db(), inviter.id, 'THB')).balance).toBe(0);
  });

  it(`the monthly cap holds under 20 concurrent top-ups${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const inviter = await createUser(t.database, { country: 'IN', pin: null });
    const friend = await invitedBy(inviter);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => topUp(instance(i), friend, 100_000)));
    expect(answers.every((a) => a.status === 0)).toBe(true);
    // 10% of ฿1,000 is ₹234.37 each; the cap is ₹50.
    expect((await walletOf(db(), inviter.id, 'INR')).balance).toBe(5_000);
    const rebates = await rebatesOf(inviter.id);
    expect(rebates.filter((r) => r.status === 'credited').reduce((s, r) => s + r.amount, 0)).toBe(5_000);
    expect(rebates.filter((r) => r.status === 'capped').length).toBeGreaterThanOrEqual(19);
  });

  it('nothing is earned when inviter and friend share a payment account (self-referral)', async () => {
    const inviter = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(inviter);
    const bank = { type: 'bank', name: 'Same Person', unit: 'THB', account: '123-456-7890' };
    await db()
      .insert(bankAccounts)
      .values([
        { ...bank, userId: inviter.id },
        { ...bank, userId: friend.id },
      ]);
    expect((await topUp(t, friend, 100_000)).status).toBe(0);
    expect((await topUp(t, friend, 100_000)).status).toBe(0);
    expect((await walletOf(db(), inviter.id, 'THB')).balance).toBe(0);
    const rebates = await rebatesOf(inviter.id);
    expect(rebates.length).toBeGreaterThan(0);
    expect(rebates.every((r) => r.status === 'refused' && r.amount === 0)).toBe(true);
  });
});

describe('purchase rebates (type 8), held until the refund window closes', () => {
  type PayAnswer = { status: number };

  async function paidOrder(friend: TestUser) {
    const home = await createAddressAt(t.database, friend.id, BKK);
    const order = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: m.id, addressId: home, amount: 1_840, products: [largeNoodlesWithEgg(m, 10)] },
      { token: friend.token },
    );
    expect(order.status, JSON.stringify(order)).toBe(0);
    const oid = order.data.oid;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instance(i).call<PayAnswer>('/order/PayOrder', { oid }, { token: friend.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    return oid;
  }

  const settleConcurrently = () =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) => referralRebates.settleHeld(i % 2 && db2 ? db2.db : t.database.db)),
    );

  it(`a paid order holds one rebate; completion releases it once${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const inviter = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(inviter);
    await topUpFor(friend);
    const afterTopUp = (await walletOf(db(), inviter.id, 'THB')).balance;
    const oid = await paidOrder(friend);
    // 2% of ฿18.40 is 36.8 satang: 37, held, not in the wallet.
    expect(await heldOf(inviter.id, 'THB')).toBe(37);
    expect((await walletOf(db(), inviter.id, 'THB')).balance).toBe(afterTopUp);
    const pending = await t.call<{ pending: number }>('/user/GetReferralInfo', {}, { token: inviter.token });
    expect(pending.data.pending).toBe(37);

    // Not yet completed: nothing to settle.
    expect((await referralRebates.settleHeld(db())).released).toBe(0);
    let now = Date.now();
    for (let step = 0; step < 4; step++) {
      now += (t.app.config.DISPATCH_STEP_SECONDS + 1) * 1000;
      await t.app.jobs.tick(new Date(now));
    }
    const info = await t.call<OrderDetail>('/order/GetOrderInfo', { oid }, { token: friend.token });
    expect(info.data.status).toBe(5);
    await settleConcurrently();
    expect(await heldOf(inviter.id, 'THB')).toBe(0);
    expect((await walletOf(db(), inviter.id, 'THB')).balance).toBe(afterTopUp + 37);
    const rows = (await rebatesOf(inviter.id)).filter((r) => r.type === TransactionType.SubordinatePurchaseRebate);
    expect(rows).toEqual([expect.objectContaining({ status: 'credited', amount: 37, eventKey: `order:${oid}` })]);
    // Held, then released: two journals of type 8, one of them into the wallet.
    expect(await journalCount(inviter.id, TransactionType.SubordinatePurchaseRebate)).toBe(2);
  });

  it(`a refunded order reverses its held rebate exactly once${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const inviter = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(inviter);
    await topUpFor(friend);
    const before = (await walletOf(db(), inviter.id, 'THB')).balance;
    const oid = await paidOrder(friend);
    expect(await heldOf(inviter.id, 'THB')).toBe(37);
    expect((await t.call('/order/RefundOrder', { oid }, { token: friend.token })).status).toBe(0);
    const results = await settleConcurrently();
    expect(results.reduce((s, r) => s + r.reversed, 0)).toBe(1);
    expect(results.reduce((s, r) => s + r.released, 0)).toBe(0);
    expect(await heldOf(inviter.id, 'THB')).toBe(0);
    expect((await walletOf(db(), inviter.id, 'THB')).balance).toBe(before);
    const rows = (await rebatesOf(inviter.id)).filter((r) => r.type === TransactionType.SubordinatePurchaseRebate);
    expect(rows).toEqual([expect.objectContaining({ status: 'reversed', amount: 37 })]);
    const [reversal] = await rawQuery(
      db(),
      'select count(*) as n from ledger_journals where user_id = $1 and type = 8 and reverses_id is not null',
      [inviter.id],
    );
    expect(Number(reversal!.n)).toBe(1);
    const info = await t.call<{ reversed: number; pending: number }>(
      '/user/GetReferralInfo',
      {},
      { token: inviter.token },
    );
    expect(info.data).toMatchObject({ reversed: 37, pending: 0 });
  });

  /** `owner`'s unpaid order of ฿18.40, asked of a friend by link, paid by `payer` through the link. */
  async function paidOnBehalf(owner: TestUser, payer: TestUser) {
    const home = await createAddressAt(t.database, owner.id, BKK);
    const order = await t.call<OrderDetail>(
      '/order/CreateOrder',
      { pType: 1, mid: m.id, addressId: home, amount: 1_840, products: [largeNoodlesWithEgg(m, 10)] },
      { token: owner.token },
    );
    expect(order.status, order.msg).toBe(0);
    const oid = order.data.oid;
    const ask = await t.call<{ pid: string }>('/order/CreatePayOrder', { oid }, { token: owner.token });
    expect(ask.status, ask.msg).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instance(i).call<PayAnswer>(
          '/order/PayInitiateOrder',
          { pid: ask.data.pid, country_code: 'TH', payType: 'wallet' },
          { token: payer.token },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    return oid;
  }

  it(`an order a friend paid on someone's behalf earns the payer's inviter one held rebate, reversed once on refund${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const payersInviter = await createUser(t.database, { country: 'TH', pin: null });
    const ownersInviter = await createUser(t.database, { country: 'TH', pin: null });
    const payer = await invitedBy(payersInviter);
    const owner = await invitedBy(ownersInviter);
    await topUpFor(payer);
    const before = (await walletOf(db(), payersInviter.id, 'THB')).balance;
    const oid = await paidOnBehalf(owner, payer);
    // The money was the payer's: their inviter's rebate is held (2% of ฿18.40), the owner's inviter earns nothing.
    expect(await heldOf(payersInviter.id, 'THB')).toBe(37);
    expect((await walletOf(db(), payersInviter.id, 'THB')).balance).toBe(before);
    expect(await rebatesOf(ownersInviter.id)).toEqual([]);
    const rows = async () =>
      (await rebatesOf(payersInviter.id)).filter((r) => r.type === TransactionType.SubordinatePurchaseRebate);
    expect(await rows()).toEqual([
      expect.objectContaining({ status: 'pending', amount: 37, eventKey: `order:${oid}` }),
    ]);

    // The owner refunds: the payer's money goes back to them, the held rebate is reversed once.
    expect((await t.call('/order/RefundOrder', { oid }, { token: owner.token })).status).toBe(0);
    const results = await settleConcurrently();
    expect(results.reduce((s, r) => s + r.reversed, 0)).toBe(1);
    expect(results.reduce((s, r) => s + r.released, 0)).toBe(0);
    expect(await heldOf(payersInviter.id, 'THB')).toBe(0);
    expect((await walletOf(db(), payersInviter.id, 'THB')).balance).toBe(before);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'reversed', amount: 37 })]);
    // Settled already: another round reverses nothing.
    expect((await settleConcurrently()).reduce((s, r) => s + r.reversed, 0)).toBe(0);
  });

  it('the owner of an order earns nothing when their own invited friend pays it for them', async () => {
    const owner = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(owner);
    await topUpFor(friend);
    const before = (await walletOf(db(), owner.id, 'THB')).balance;
    const oid = await paidOnBehalf(owner, friend);
    expect(await heldOf(owner.id, 'THB')).toBe(0);
    expect((await walletOf(db(), owner.id, 'THB')).balance).toBe(before);
    expect((await rebatesOf(owner.id)).filter((r) => r.type === TransactionType.SubordinatePurchaseRebate)).toEqual([
      expect.objectContaining({ status: 'refused', amount: 0, eventKey: `order:${oid}` }),
    ]);
  });

  /** A friend's wallet with enough for an order (and their first top-up's rebates done). */
  async function topUpFor(friend: TestUser) {
    expect((await topUp(t, friend, 100_000)).status).toBe(0);
  }
});

describe('the referral page reads', () => {
  it('shows invited friends by display name only, and the caller’s own rebates only', async () => {
    const inviter = await createUser(t.database, { country: 'TH', pin: null });
    const friend = await invitedBy(inviter);
    await db().update(users).set({ name: 'Friendly Noi' }).where(eq(users.id, friend.id));
    const quiet = await invitedBy(inviter);
    expect((await topUp(t, friend, 100_000)).status).toBe(0);
    const list = await t.call<{ list: { name: string; firstTopUp: boolean }[]; total: number }>(
      '/user/GetInvitedUsers',
      { page: 1, limt: 20 },
      { token: inviter.token },
    );
    expect(list.status).toBe(0);
    expect(list.data.total).toBe(2);
    expect(list.data.list.find((f) => f.name === 'Friendly Noi')?.firstTopUp).toBe(true);
    expect(list.data.list.filter((f) => !f.firstTopUp)).toHaveLength(1);
    const [friendRow] = await db().select({ account: users.account }).from(users).where(eq(users.id, friend.id));
    expect(JSON.stringify(list.data)).not.toContain(friendRow!.account!);
    // No id of a friend anywhere (as a value: a bare substring test also hit digits of dates and names).
    expect(JSON.stringify(list.data)).not.toMatch(new RegExp(`[":]${quiet.id}[",}]`));

    const rebates = await t.call<{ list: { type: number; friendName: string; status: string }[] }>(
      '/user/GetRebateList',
      { page: 1, limt: 20 },
      { token: inviter.token },
    );
    expect(rebates.data.list.map((r) => r.type).sort()).toEqual([6, 9]);
    expect(rebates.data.list.every((r) => r.friendName === 'Friendly Noi' && r.status === 'credited')).toBe(true);
    // The friend sees none of them, and invited nobody.
    const theirs = await t.call<{ total: number }>('/user/GetRebateList', {}, { token: friend.token });
    expect(theirs.data.total).toBe(0);
    const theirFriends = await t.call<{ total: number }>('/user/GetInvitedUsers', {}, { token: friend.token });
    expect(theirFriends.data.total).toBe(0);
    const bad = await t.call('/user/GetRebateList', { status: 'stolen' }, { token: inviter.token });
    expect(bad.status).toBe(ErrorCode.ParameterError);
  });

  it('answers the rates of the caller’s currency', async () => {
    const inviter = await createUser(t.database, { country: 'US', pin: null });
    const info = await t.call<{ inviteCode: string; rates: unknown; unit: string }>(
      '/user/GetReferralInfo',
      {},
      { token: inviter.token },
    );
    expect(info.data.unit).toBe('USD');
    expect(info.data.rates).toMatchObject({
      unit: 'USD',
      inviterReward: 200,
      firstRechargeBp: 500,
      monthlyCap: 10_000,
    });
    expect(info.data.inviteCode).toMatch(/^[A-Z0-9]+$/);
  });
});
