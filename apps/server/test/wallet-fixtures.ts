import { createHash, randomBytes } from 'node:crypto';
import { type OperatorRole, TransactionType } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { bonusRules, countries, paymentChannels, sessions, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { createOperator } from '../src/modules/admin/admin.service';
import { accounts, checkLedger, transfer } from '../src/modules/ledger/ledger.service';
import type { TestApp } from './helpers';

export const PIN = '246810';
export const onPostgres = Boolean(process.env.DATABASE_URL);

const name = (en: string) => ({ en });

/**
 * The wallet's world for one test database: countries, channels (the seed's codes) and the bonus rule.
 * Rows already there (the seed's) are left alone; nothing here depends on the seed having run.
 */
export async function ensureWalletWorld(database: Database) {
  const db = database.db;
  await db
    .insert(countries)
    .values([
      {
        code: 'US',
        name: name('United States'),
        callingCode: '1',
        unit: 'USD',
        symbol: '$',
        rateMicros: 1_000_000,
        flag: 'us',
      },
      {
        code: 'TH',
        name: name('Thailand'),
        callingCode: '66',
        unit: 'THB',
        symbol: '฿',
        rateMicros: 35_500_000,
        flag: 'th',
      },
      {
        code: 'IN',
        name: name('India'),
        callingCode: '91',
        unit: 'INR',
        symbol: '₹',
        rateMicros: 83_200_000,
        flag: 'in',
      },
    ])
    .onConflictDoNothing();
  // Bounds are minor units of each country's currency (the same numbers in both, for brevity).
  const channel = (countryCode: string, currency: string) =>
    [
      {
        code: 'demo',
        direction: 'recharge',
        provider: 'demo',
        name: name('Demo top-up'),
        minAmount: 100,
        maxAmount: 1_000_000,
      },
      {
        code: 'paypal',
        direction: 'recharge',
        provider: 'paypal',
        name: name('PayPal'),
        minAmount: 100,
        maxAmount: 500_000,
      },
      {
        code: 'offline_bank',
        direction: 'recharge',
        provider: 'offline',
        name: name('Bank transfer'),
        minAmount: 1000,
        maxAmount: 5_000_000,
      },
      {
        code: 'closed_card',
        direction: 'recharge',
        provider: 'demo',
        name: name('Card'),
        minAmount: 100,
        maxAmount: 1000,
        enabled: false,
      },
      {
        code: 'bank_transfer',
        direction: 'withdraw',
        provider: 'bank',
        name: name('Bank'),
        minAmount: 10,
        maxAmount: 1_000_000,
        feeBp: 100,
      },
      {
        code: 'ewallet',
        direction: 'withdraw',
        provider: 'ewallet',
        name: name('E-wallet'),
        minAmount: 10,
        maxAmount: 200_000,
      },
    ].map((c) => ({ ...c, countryCode, currency }));
  await db
    .insert(paymentChannels)
    .values([...channel('US', 'USD'), ...channel('TH', 'THB')])
    .onConflictDoNothing();
  const rules = await db.select().from(bonusRules);
  if (rules.length === 0) {
    // "Top up 50 get 5" in each currency as its own rule: $50 → $5, ฿1,500 → ฿150.
    await db.insert(bonusRules).values([
      { currency: 'USD', minAmount: 5000, bonus: 500 },
      { currency: 'THB', minAmount: 150_000, bonus: 15_000 },
    ]);
  }
}

/** The currency of each test country. */
export const CURRENCY: Record<string, string> = { US: 'USD', TH: 'THB', IN: 'INR' };

export type TestUser = { id: number; token: string };

/**
 * A user with a session, optionally a withdrawal password, real-name data and a funded wallet (funded
 * through the ledger like a top-up, so the ledger check still holds).
 */
export async function createUser(
  database: Database,
  opts: { balance?: number; country?: string; pin?: string | null; realName?: string | null; frozen?: boolean } = {},
): Promise<TestUser> {
  const db = database.db;
  const [u] = await db
    .insert(users)
    .values({
      account: `w-${randomBytes(6).toString('hex')}@example.com`,
      name: 'Wallet Tester',
      countryCode: opts.country ?? 'US',
      inviteCode: randomBytes(5).toString('hex').toUpperCase(),
      withdrawPasswordHash: opts.pin === null ? null : await hashPassword(opts.pin ?? PIN),
      realInfo: opts.realName === null ? null : { realName: opts.realName ?? 'Somchai Tester', idNumber: '1234' },
      frozen: opts.frozen ?? false,
    })
    .returning({ id: users.id });
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    userId: u!.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  if (opts.balance) await fund(database, u!.id, opts.balance, CURRENCY[opts.country ?? 'US']);
  return { id: u!.id, token };
}

/** Credits `amount` minor units of `currency` to the user's wallet, booked like a top-up. */
export async function fund(database: Database, userId: number, amount: number, currency = 'USD') {
  await database.db.transaction((tx) =>
    transfer(tx, {
      from: accounts.system('gateway_clearing', currency),
      to: accounts.wallet(userId, currency),
      amount,
      type: TransactionType.Recharge,
      userId,
      ref: 'test:fund',
    }),
  );
}

export const freeze = (database: Database, userId: number) =>
  database.db.update(users).set({ frozen: true }).where(eq(users.id, userId));

/** An operator and a live operator session token (through `/admin/Login`). */
export async function operatorToken(t: TestApp, role: OperatorRole = 'finance', merchantId: number | null = null) {
  const username = `op-${randomBytes(4).toString('hex')}`;
  const password = 'operator-pass-1';
  const op = await createOperator(t.app.db, username, password, role, merchantId);
  const res = await t.call<{ token: string }>('/admin/Login', { username, password });
  expect(res.status).toBe(0);
  return { id: op.id, token: res.data.token };
}

export async function expectLedgerOk(database: Database) {
  const check = await checkLedger(database.db);
  expect(check.problems).toEqual([]);
  // Per currency, every entry ever written sums to zero.
  for (const c of check.currencies) expect(c, c.currency).toMatchObject({ total: 0 });
}

export const balanceOf = async (t: TestApp, token: string) =>
  (await t.call<{ balance: number; held: number }>('/amount/GetWithdrawConfig', {}, { token })).data;
