import { ErrorCode, type OrderDetail, TransactionType } from '@wayfare/contracts';
import { expect } from 'vitest';
import { rawQuery } from '../../src/db/raw';
import type { Rng } from '../../src/db/seed/prng';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant, largeNoodlesWithEgg } from '../food-fixtures';
import { createUser, ensureWalletWorld, expectLedgerOk, PIN } from '../wallet-fixtures';
import { type ClientStats, callUntilAnswered, type Envelope } from './client';
import type { Cluster } from './infra';

/**
 * The money workload the fault scenarios run: users who top up, order and pay, refund and withdraw, one call
 * after another, each money call with its own idempotency key, retried with that key until answered. The
 * answers are kept, so that afterwards every acknowledged call can be checked to have happened exactly once.
 */

export type OpKind = 'recharge' | 'pay' | 'refund' | 'withdraw';
export type Op = { kind: OpKind; path: string; body: Record<string, unknown>; answer: Envelope; attempts: number };

export type MoneyUser = {
  id: number;
  token: string;
  /** Balance (THB minor units) before the workload. */
  initial: number;
  account: string;
  ops: Op[];
  /** Orders created (some never paid when a create was retried: those are duplicates nobody acknowledged). */
  paidOrders: string[];
  refundedOrders: string[];
};

export type MoneyWorld = { merchant: FoodMerchant; addressOf: Map<number, number>; users: MoneyUser[] };

const INITIAL = 20_000;
const ORDER_TOTAL = 220; // noodles 180 + delivery 40 (food-fixtures)

/** A Bangkok kitchen and `n` Thai users with ฿200, a delivery address and a saved bank account. */
export async function prepareMoneyWorld(cluster: Cluster, n: number, stats: ClientStats): Promise<MoneyWorld> {
  await ensureWalletWorld(cluster.database);
  const merchant = await createFoodMerchant(cluster.database, { fee: 40 });
  const addressOf = new Map<number, number>();
  const users: MoneyUser[] = [];
  for (let i = 0; i < n; i++) {
    const u = await createUser(cluster.database, { balance: INITIAL, country: 'TH' });
    addressOf.set(u.id, await createAddressAt(cluster.database, u.id, BKK));
    const account = `99${String(u.id).padStart(8, '0')}`;
    const added = await callUntilAnswered(
      cluster.url,
      '/user/AddBank',
      {
        account,
        type: 'bank',
        name: 'Somchai Tester',
        bank: 'Kasikorn',
        cardNumber: account,
        unit: 'THB',
        withdrawalPassword: PIN,
      },
      u.token,
      stats,
    );
    expect(added.answer.status, JSON.stringify(added.answer)).toBe(0);
    users.push({ ...u, initial: INITIAL, account, ops: [], paidOrders: [], refundedOrders: [] });
  }
  return { merchant, addressOf, users };
}

/** A money call, retried with its key until answered; a business refusal is a failure of the scenario. */
async function moneyCall(
  base: string | (() => string),
  user: MoneyUser,
  kind: OpKind,
  path: string,
  body: Record<string, unknown>,
  stats: ClientStats,
): Promise<Op> {
  for (;;) {
    const { answer, attempts } = await callUntilAnswered(base, path, body, user.token, stats);
    // A withdrawal PIN check cut short by a kill holds its guessing try for a while: wait, like a person.
    if (answer.status === ErrorCode.TooManyOperations && kind === 'withdraw') {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    expect(answer.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(answer)}`).toBe(0);
    const op = { kind, path, body, answer, attempts };
    user.ops.push(op);
    return op;
  }
}

/**
 * One round for one user: a top-up, an order paid from the wallet, every other round that order refunded,
 * every third round a withdrawal. `tag` makes the keys unique per scenario.
 */
export async function moneyRound(
  base: string | (() => string),
  world: MoneyWorld,
  user: MoneyUser,
  round: number,
  rng: Rng,
  stats: ClientStats,
  tag: string,
) {
  const key = (what: string) => `${tag}-${what}-${user.id}-${round}`;
  await moneyCall(
    base,
    user,
    'recharge',
    '/amount/Recharge',
    { channelCode: 'demo', country_code: 'TH', amount: rng.int(300, 900), idempotencyKey: key('rc') },
    stats,
  );
  const created = await callUntilAnswered<OrderDetail>(
    base,
    '/order/CreateOrder',
    {
      pType: 1,
      mid: world.merchant.id,
      addressId: world.addressOf.get(user.id),
      amount: ORDER_TOTAL,
      products: [largeNoodlesWithEgg(world.merchant)],
    },
    user.token,
    stats,
  );
  expect(created.answer.status, JSON.stringify(created.answer)).toBe(0);
  const oid = created.answer.data.oid;
  await moneyCall(base, user, 'pay', '/order/PayOrder', { oid, idempotencyKey: key('pay') }, stats);
  user.paidOrders.push(oid);
  if (round % 2 === 1) {
    await moneyCall(base, user, 'refund', '/order/RefundOrder', { oid, idempotencyKey: key('rf') }, stats);
    user.refundedOrders.push(oid);
  }
  if (round % 3 === 2) {
    await moneyCall(
      base,
      user,
      'withdraw',
      '/amount/Withdraw',
      {
        channelCode: 'bank_transfer',
        country_code: 'TH',
        amount: rng.int(100, 300),
        withdrawalPassword: PIN,
        withdrawData: { account: user.account },
        idempotencyKey: key('wd'),
      },
      stats,
    );
  }
}

/** What an acknowledged call did to the wallet's balance, from its own answer. */
function deltaOf(op: Op): number {
  const d = op.answer.data as Record<string, number>;
  switch (op.kind) {
    case 'recharge':
      return d.amount! + d.bonus!;
    case 'pay':
      return -d.amount!;
    case 'refund':
      return d.refundAmount!;
    case 'withdraw':
      return -d.amount!;
  }
}

const count = async (cluster: Cluster, sql: string, params: unknown[]) =>
  Number((await rawQuery(cluster.database.db, sql, params))[0]!.n);

/**
 * After the faults: every acknowledged call happened exactly once (its row and journal exist once, and the
 * balance moved by exactly its amount between one answer and the next), retried keys answer as the first
 * time, the ledger check holds, and no wallet is negative.
 */
export async function verifyMoney(cluster: Cluster, world: MoneyWorld, stats: ClientStats) {
  for (const user of world.users) {
    // Calls of one user run one after another: each answer's balance is the previous one plus its own effect.
    let balance = user.initial;
    for (const op of user.ops) {
      const after = (op.answer.data as { balance: number }).balance;
      expect(after, `${op.path} ${JSON.stringify(op.body)} moved the balance by its amount once`).toBe(
        balance + deltaOf(op),
      );
      balance = after;
    }
    const wallet = await callUntilAnswered<{ balance: number; held: number }>(
      cluster.url,
      '/amount/GetWithdrawConfig',
      {},
      user.token,
      stats,
    );
    expect(wallet.answer.data.balance, `user ${user.id}: nothing moved after the last answer`).toBe(balance);

    const of = (kind: OpKind) => user.ops.filter((o) => o.kind === kind);
    expect(await count(cluster, 'select count(*) as n from recharges where user_id = $1', [user.id])).toBe(
      of('recharge').length,
    );
    expect(await count(cluster, 'select count(*) as n from withdrawals where user_id = $1', [user.id])).toBe(
      of('withdraw').length,
    );
    const withdrawn = of('withdraw').reduce((s, o) => s + (o.answer.data as { amount: number }).amount, 0);
    expect(wallet.answer.data.held).toBe(withdrawn);
    for (const oid of user.paidOrders) {
      expect(
        await count(cluster, 'select count(*) as n from ledger_journals where order_id = $1 and type = $2', [
          Number(oid),
          TransactionType.BuyGoods,
        ]),
        `order ${oid} paid once`,
      ).toBe(1);
    }
    for (const oid of user.refundedOrders) {
      expect(
        await count(cluster, 'select count(*) as n from ledger_journals where order_id = $1 and type = $2', [
          Number(oid),
          TransactionType.GoodsRefund,
        ]),
        `order ${oid} refunded once`,
      ).toBe(1);
    }
    expect(await count(cluster, 'select count(*) as n from idempotency_keys where user_id = $1', [user.id])).toBe(
      user.ops.length,
    );
  }
  // Keys asked again now answer exactly what they answered the first time (and move nothing): every key
  // that took more than one attempt, and every fourth of the others (the same code path; fewer calls).
  const ops = world.users
    .flatMap((u) => u.ops.map((op, i) => ({ u, op, i })))
    .filter(({ op, i }) => op.attempts > 1 || i % 4 === 0);
  for (let i = 0; i < ops.length; i += 16) {
    await Promise.all(
      ops.slice(i, i + 16).map(async ({ u, op }) => {
        const again = await callUntilAnswered(cluster.url, op.path, op.body, u.token, stats);
        expect(again.answer, `${op.path} ${JSON.stringify(op.body)} replayed`).toEqual(op.answer);
      }),
    );
  }
  await expectLedgerOk(cluster.database);
  expect(
    await count(cluster, `select count(*) as n from ledger_accounts where kind = 'user_wallet' and balance < 0`, []),
  ).toBe(0);
}
