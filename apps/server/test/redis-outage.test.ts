import { randomBytes } from 'node:crypto';
import { CodePurpose, ErrorCode } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { type AccountsApp, randomIp, startAccountsApp, uniqueEmail } from './accounts-fixtures';
import { eventually } from './chat-fixtures';
import { openTestDatabase, secondPool } from './helpers';
import { type OwnRedis, startOwnRedis } from './redis-fixtures';
import { createUser, ensureWalletWorld, expectLedgerOk, PIN } from './wallet-fixtures';

/**
 * Redis goes away under two instances (hole 7 of #12): their security counters must go on counting together
 * in PostgreSQL (or refuse with 503), never per instance and never not at all. The Redis is the test's own
 * (hung, then killed); the database is the run's: two connection pools on a PostgreSQL server with
 * DATABASE_URL (an unreachable one fails the run), one shared PGlite otherwise.
 */

/** Every argon2 check the app makes, counted per stored hash. */
const checks = vi.hoisted(() => new Map<string, number>());
vi.mock('../src/lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/password')>();
  return {
    ...real,
    verifyPassword: (hash: string | null | undefined, password: string) => {
      checks.set(hash ?? '', (checks.get(hash ?? '') ?? 0) + 1);
      return real.verifyPassword(hash, password);
    },
  };
});

const PER_MINUTE = 30;

let redis: OwnRedis;
let database: Database;
/** The second instance's own pool (PostgreSQL), or the same PGlite. */
let other: Database | null;
/** Two instances of one deployment: same database, same Redis, same prefix. */
let a: AccountsApp;
let b: AccountsApp;
/** A third instance whose database will be closed: nothing left to count in. */
let lost: AccountsApp;
let lostDb: Database;

beforeAll(async () => {
  redis = await startOwnRedis();
  database = await openTestDatabase();
  other = await secondPool(database);
  await ensureWalletWorld(database);
  const env = {
    REDIS_URL: redis.url,
    REDIS_PREFIX: `wf-test-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
  };
  a = await startAccountsApp({ database, env });
  b = await startAccountsApp({ database: other ?? database, env });
  lostDb = (await secondPool(database, 2)) ?? (await openDatabase({ dataDir: 'memory://' }));
  lost = await startAccountsApp({ database: lostDb, env });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), lost?.close()]);
  await other?.close();
  await database?.close();
  await redis?.kill();
});

const hashOf = async (account: string) =>
  (await a.app.db.select({ h: users.passwordHash }).from(users).where(eq(users.account, account)))[0]!.h!;
const checksOf = (hash: string) => checks.get(hash) ?? 0;
const login = (t: AccountsApp, account: string, logonPassword: string) =>
  t.call('/user/Login', { account, logonPassword });

/**
 * 40 wrong passwords for one account at once, half to each instance, then (once five were answered) the
 * right one; answers the checks made and the statuses.
 */
async function guessingBurst() {
  const { account, password } = await a.signUp();
  const hash = await hashOf(account);
  let answered = 0;
  let fiveAnswered!: () => void;
  const five = new Promise<void>((resolve) => {
    fiveAnswered = resolve;
  });
  const wrong = Array.from({ length: 40 }, (_, i) =>
    login(i % 2 ? b : a, account, `wrong-${i}-password`).then((res) => {
      if (++answered === 5) fiveAnswered();
      return res.status;
    }),
  );
  const right = five.then(() => login(b, account, password));
  const statuses = await Promise.all(wrong);
  return { account, password, hash, statuses, right: (await right).status };
}

describe('with Redis answering', () => {
  it('both instances count through it', async () => {
    expect(await a.app.redis!.ping()).toBe('PONG');
    expect(await b.app.redis!.ping()).toBe('PONG');
    const { hash, right } = await guessingBurst();
    expect(checksOf(hash)).toBeLessThanOrEqual(5);
    expect(right).toBe(ErrorCode.TooManyOperations);
  });
});

describe('with Redis hung (connections open, no answers)', () => {
  beforeAll(() => redis.hang());

  it('wrong logins across both instances stop at 5 checks, and the answers stay prompt', async () => {
    const started = Date.now();
    const { hash, statuses, right } = await guessingBurst();
    expect(checksOf(hash)).toBeLessThanOrEqual(5);
    expect(right).toBe(ErrorCode.TooManyOperations);
    expect(statuses.every((s) => s === ErrorCode.AccountOrPasswordIncorrect || s === ErrorCode.TooManyOperations)).toBe(
      true,
    );
    // Command timeouts (500 ms) and busy waits, never a hang.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('with Redis killed', () => {
  beforeAll(async () => {
    await redis.kill();
    await eventually(() => a.app.redis!.status !== 'ready' && b.app.redis!.status !== 'ready', 10_000);
  });

  it('wrong logins across both instances stop at 5 checks, and the right password is refused', async () => {
    const { account, password, hash, statuses, right } = await guessingBurst();
    expect(checksOf(hash)).toBeLessThanOrEqual(5);
    expect(right).toBe(ErrorCode.TooManyOperations);
    expect(statuses.filter((s) => s === ErrorCode.TooManyOperations).length).toBeGreaterThanOrEqual(35);
    for (const t of [a, b]) {
      const res = await login(t, account, password);
      expect(res.status).toBe(ErrorCode.TooManyOperations);
      expect(res.params?.seconds).toBeGreaterThan(800);
    }
    expect(checksOf(hash)).toBeLessThanOrEqual(5);
  });

  it('one by one too: three wrong on A and two on B use the budget up on both', async () => {
    const { account, password } = await a.signUp();
    for (let i = 0; i < 3; i++)
      expect((await login(a, account, `nope-${i}-password`)).status).toBe(ErrorCode.AccountOrPasswordIncorrect);
    expect((await login(b, account, 'nope-3-password')).status).toBe(ErrorCode.AccountOrPasswordIncorrect);
    expect((await login(b, account, 'nope-4-password')).status).toBe(ErrorCode.TooManyOperations);
    expect((await login(a, account, password)).status).toBe(ErrorCode.TooManyOperations);
    expect((await login(b, account, password)).status).toBe(ErrorCode.TooManyOperations);
  });

  it('the per-IP limit counts the requests of one address across both instances', async () => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE + 10 }, (_, i) =>
        (i % 2 ? b : a).call('/config/info', {}, { ip }).then((r) => r.http),
      ),
    );
    expect(answers.filter((h) => h === 200)).toHaveLength(PER_MINUTE);
    expect(answers.filter((h) => h === 429)).toHaveLength(10);
    const refused = await b.call('/config/info', {}, { ip });
    expect(refused).toMatchObject({ http: 429, status: ErrorCode.TooManyOperations });
    // Another address is not held up.
    expect((await a.call('/config/info', {}, { ip: randomIp() })).http).toBe(200);
  });

  it('code requests count across both instances (one a minute per account)', async () => {
    const account = uniqueEmail('code');
    const ask = (t: AccountsApp) =>
      t.call('/user/SendCode', { account, type: 'email', sendType: CodePurpose.Register });
    expect((await ask(a)).status).toBe(0);
    expect((await ask(b)).status).toBe(ErrorCode.TooManyOperations);
    expect((await ask(a)).status).toBe(ErrorCode.TooManyOperations);
  });

  it('money calls still work: top-up retried on the other instance, withdrawal with its PIN', async () => {
    const u = await createUser(database, { balance: 5000 });
    const key = `outage-${randomBytes(6).toString('hex')}`;
    const topUp = (t: AccountsApp) =>
      t.call<{ balance: number }>(
        '/amount/Recharge',
        { channelCode: 'demo', country_code: 'US', amount: 1000, idempotencyKey: key },
        { token: u.token },
      );
    const first = await topUp(a);
    expect(first.status).toBe(0);
    expect(await topUp(b)).toMatchObject({ status: 0, data: first.data });

    const bank = {
      account: '1234567890',
      type: 'bank',
      name: 'Somchai Tester',
      bank: 'Kasikorn',
      cardNumber: '1234567890',
      unit: 'THB',
      withdrawalPassword: PIN,
    };
    expect((await a.call('/user/AddBank', bank, { token: u.token })).status).toBe(0);
    const out = await b.call<{ balance: number }>(
      '/amount/Withdraw',
      {
        channelCode: 'bank_transfer',
        country_code: 'US',
        amount: 1000,
        withdrawalPassword: PIN,
        withdrawData: { account: '1234567890' },
      },
      { token: u.token },
    );
    expect(out.status).toBe(0);
    // 5000 + 1000 topped up once, 1000 withdrawn (held until paid out).
    const wallet = await a.call<{ balance: number; held: number }>('/amount/GetWithdrawConfig', {}, { token: u.token });
    expect(wallet.data.balance).toBe(out.data.balance);
    expect(out.data.balance).toBeLessThan(6000);
    await expectLedgerOk(database);
  });

  it('with PostgreSQL unreachable as well, calls fail closed with 503 unavailable', async () => {
    await lostDb.close();
    // /config/info reads no database: only the per-IP limit, which has nowhere left to count, refuses it.
    const res = await lost.call('/config/info', {}, { ip: randomIp() });
    expect(res).toMatchObject({ http: 503, status: ErrorCode.Unavailable, msg: expect.any(String) });
    const guess = await lost.call('/user/Login', { account: uniqueEmail(), logonPassword: 'whatever-1' });
    expect(guess).toMatchObject({ http: 503, status: ErrorCode.Unavailable });
  });
});
