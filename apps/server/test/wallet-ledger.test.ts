import { ErrorCode, TransactionType } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { inTransaction } from '../src/db/tx';
import { AppError } from '../src/lib/app-error';
import { idempotent, purgeIdempotencyKeys } from '../src/lib/idempotency';
import {
  type AccountRef,
  accounts,
  checkLedger,
  postJournal,
  transfer,
  walletOf,
} from '../src/modules/ledger/ledger.service';
import { openTestDatabase, secondPool } from './helpers';
import { createUser, ensureWalletWorld, expectLedgerOk, fund } from './wallet-fixtures';

let db1: Database;
/** A second connection pool on the same database: another server instance (PGlite has only one). */
let db2: Database;

beforeAll(async () => {
  db1 = await openTestDatabase();
  await ensureWalletWorld(db1);
  db2 = (await secondPool(db1, 30)) ?? db1;
});
afterAll(async () => {
  if (db2 !== db1) await db2?.close();
  await db1?.close();
});
afterEach(async () => {
  await expectLedgerOk(db1);
});

type Executor = Parameters<typeof transfer>[0];
type Move = { userId: number; amount: number; type: number; orderId?: number; ref?: string };
/** A payment: the user's wallet (in the account's currency) to `to`. */
const debitWallet = async (tx: Executor, d: Move & { to: AccountRef }) => {
  const r = await transfer(tx, { ...d, from: accounts.wallet(d.userId, d.to.currency) });
  return { journalId: r.journalId, balance: r.fromBalance };
};
/** A refund: `from` back to the user's wallet in its currency. */
const creditWallet = async (tx: Executor, c: Move & { from: AccountRef }) => {
  const r = await transfer(tx, { ...c, to: accounts.wallet(c.userId, c.from.currency) });
  return { journalId: r.journalId, balance: r.toBalance };
};

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 0 : r.reason instanceof AppError ? r.reason.status : String(r.reason);

describe('ledger', () => {
  it('refuses journals that do not balance or name an account twice', async () => {
    const legs = (a: number, b: number) => [
      { account: accounts.system('platform_revenue', 'USD'), amount: a },
      { account: accounts.system('gateway_clearing', 'USD'), amount: b },
    ];
    await expect(
      db1.db.transaction((tx) => postJournal(tx, { type: 99, userId: null, legs: legs(5, -4) })),
    ).rejects.toThrow(/sum/);
    await expect(
      db1.db.transaction((tx) =>
        postJournal(tx, {
          type: 99,
          userId: null,
          legs: [
            { account: accounts.wallet(1, 'USD'), amount: 5 },
            { account: accounts.wallet(1, 'USD'), amount: -5 },
          ],
        }),
      ),
    ).rejects.toThrow(/twice/);
  });

  it('50 concurrent debits of 10 on a balance of 100, over two instances: exactly 10 succeed, balance 0', async () => {
    const u = await createUser(db1, { balance: 100, country: 'TH' });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTransaction((i % 2 ? db2 : db1).db, (tx) =>
          debitWallet(tx, {
            userId: u.id,
            amount: 10,
            to: accounts.merchant(900_001, 'THB'),
            type: TransactionType.BuyGoods,
            orderId: i + 1,
            ref: `order:${i + 1}`,
          }),
        ),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === ErrorCode.InsufficientBalance)).toHaveLength(40);
    expect(await walletOf(db1.db, u.id, 'THB')).toEqual({ balance: 0, held: 0 });
    const journals = await rawQuery(
      db1.db,
      'select count(*) as n from ledger_journals where type = 12 and user_id = $1',
      [u.id],
    );
    expect(Number(journals[0]!.n)).toBe(10);
    // Every entry is in baht, the currency of both accounts: nothing was converted on the way.
    const entries = await rawQuery(
      db1.db,
      `select e.amount, e.currency from ledger_entries e
       join ledger_journals j on j.id = e.journal_id where j.type = 12 and j.user_id = $1`,
      [u.id],
    );
    expect(entries).toHaveLength(20);
    for (const e of entries) expect(e.currency).toBe('THB');
  });

  it('a failed debit writes nothing', async () => {
    const u = await createUser(db1, { balance: 5 });
    const before = await rawQuery(db1.db, 'select count(*) as n from ledger_journals');
    await expect(
      db1.db.transaction((tx) =>
        debitWallet(tx, { userId: u.id, amount: 6, to: accounts.escrow(u.id, 'USD'), type: 12 }),
      ),
    ).rejects.toMatchObject({ status: ErrorCode.InsufficientBalance });
    const after = await rawQuery(db1.db, 'select count(*) as n from ledger_journals');
    expect(after[0]!.n).toEqual(before[0]!.n);
    expect((await walletOf(db1.db, u.id, 'USD')).balance).toBe(5);
  });

  it('payments and refunds racing on the same accounts all land, in both directions', async () => {
    const u = await createUser(db1, { balance: 1000 });
    const merchant = accounts.merchant(900_002, 'USD');
    // Give the merchant something to refund from.
    await db1.db.transaction((tx) => debitWallet(tx, { userId: u.id, amount: 500, to: merchant, type: 12 }));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        inTransaction((i % 2 ? db2 : db1).db, (tx) =>
          i % 2
            ? debitWallet(tx, { userId: u.id, amount: 10, to: merchant, type: TransactionType.BuyGoods })
            : creditWallet(tx, { userId: u.id, amount: 10, from: merchant, type: TransactionType.GoodsRefund }),
        ),
      ),
    );
    expect(results.map(codeOf).filter((c) => c !== 0)).toEqual([]);
    expect((await walletOf(db1.db, u.id, 'USD')).balance).toBe(500);
  });

  it('creates missing accounts on first use, once, even when first uses race', async () => {
    const u = await createUser(db1);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inTransaction((i % 2 ? db2 : db1).db, (tx) =>
          transfer(tx, {
            from: accounts.system('gateway_clearing', 'USD'),
            to: accounts.wallet(u.id, 'USD'),
            amount: 3,
            type: TransactionType.Recharge,
            userId: u.id,
          }),
        ),
      ),
    );
    const rows = await rawQuery(
      db1.db,
      "select balance from ledger_accounts where kind = 'user_wallet' and owner_id = $1",
      [u.id],
    );
    expect(rows.map((r) => Number(r.balance))).toEqual([30]);
  });

  it('inTransaction rolls everything back on a throw, supports savepoints and reuses its connections', async () => {
    const u = await createUser(db1, { balance: 50 });
    const debit = (tx: Parameters<Parameters<typeof inTransaction>[1]>[0]) =>
      debitWallet(tx, { userId: u.id, amount: 10, to: accounts.escrow(u.id, 'USD'), type: 12 });
    await expect(
      inTransaction(db1.db, async (tx) => {
        await debit(tx);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow(/business rule/);
    expect((await walletOf(db1.db, u.id, 'USD')).balance).toBe(50);
    // A nested transaction is a savepoint: its failure leaves the outer work in place.
    await inTransaction(db1.db, async (tx) => {
      await debit(tx);
      await tx
        .transaction(async (inner) => {
          await debit(inner);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    expect((await walletOf(db1.db, u.id, 'USD')).balance).toBe(40);
    for (let i = 0; i < 4; i++) await inTransaction(db1.db, (tx) => debit(tx));
    expect((await walletOf(db1.db, u.id, 'USD')).balance).toBe(0);
  });

  it('checkLedger notices a balance that does not match its entries', async () => {
    const u = await createUser(db1, { balance: 40 });
    await rawQuery(
      db1.db,
      "update ledger_accounts set balance = balance + 1 where kind = 'user_wallet' and owner_id = $1",
      [u.id],
    );
    const check = await checkLedger(db1.db);
    expect(check.ok).toBe(false);
    expect(check.problems.join('\n')).toMatch(/balance 41, entries 40/);
    await rawQuery(
      db1.db,
      "update ledger_accounts set balance = balance - 1 where kind = 'user_wallet' and owner_id = $1",
      [u.id],
    );
  });
});

describe('idempotency keys', () => {
  it('run the work once under 20 concurrent callers over two instances and return the first answer', async () => {
    const u = await createUser(db1, { balance: 100 });
    let runs = 0;
    const call = (db: Database) =>
      idempotent(
        db.db,
        { userId: u.id, route: '/test/Debit', key: 'idem-key-00001', body: { amount: 10 } },
        async (tx) => {
          runs++;
          const r = await debitWallet(tx, { userId: u.id, amount: 10, to: accounts.escrow(u.id, 'USD'), type: 12 });
          return { balance: r.balance, journal: r.journalId };
        },
      );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 ? db2 : db1)));
    expect(runs).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.response))).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await walletOf(db1.db, u.id, 'USD')).balance).toBe(90);
    await expect(
      idempotent(
        db1.db,
        { userId: u.id, route: '/test/Debit', key: 'idem-key-00001', body: { amount: 11 } },
        async () => 1,
      ),
    ).rejects.toMatchObject({ status: ErrorCode.IdempotencyConflict });
    await expect(
      idempotent(
        db1.db,
        { userId: u.id, route: '/test/Other', key: 'idem-key-00001', body: { amount: 10 } },
        async () => 1,
      ),
    ).rejects.toMatchObject({ status: ErrorCode.IdempotencyConflict });
  });

  it('store nothing for a failed call, so a retry runs again', async () => {
    const u = await createUser(db1, { balance: 5 });
    const scope = { userId: u.id, route: '/test/Debit', key: 'idem-key-00002', body: { amount: 10 } };
    const run = () =>
      idempotent(db1.db, scope, (tx) =>
        debitWallet(tx, { userId: u.id, amount: 10, to: accounts.escrow(u.id, 'USD'), type: 12 }),
      );
    await expect(run()).rejects.toMatchObject({ status: ErrorCode.InsufficientBalance });
    await fund(db1, u.id, 5);
    expect((await run()).response.balance).toBe(0);
  });

  it('are kept at least 24 hours and purged after', async () => {
    const u = await createUser(db1);
    await rawQuery(
      db1.db,
      `insert into idempotency_keys (user_id, key, route, request_hash, response, created_at) values
       ($1, 'old-key-000001', '/x', 'h', '{}', now() - interval '3 days'),
       ($1, 'day-key-000001', '/x', 'h', '{}', now() - interval '25 hours')`,
      [u.id],
    );
    await purgeIdempotencyKeys(db1.db);
    const left = await rawQuery(db1.db, 'select key from idempotency_keys where user_id = $1', [u.id]);
    expect(left.map((r) => r.key)).toEqual(['day-key-000001']);
  });
});
