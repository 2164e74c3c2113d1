import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CodePurpose, ErrorCode, type UserInfo } from '@wayfare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operators, sessions, users, verificationCodes } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { createOperator } from '../src/modules/admin/admin.service';
import { createUserService } from '../src/modules/user/user.service';
import { type AccountsApp, randomIp, startAccountsApp } from './accounts-fixtures';

/** Every argon2 check the app makes, counted per stored hash ('' for "no such account"). */
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

const onPostgres = Boolean(process.env.DATABASE_URL);
const onRedis = Boolean(process.env.REDIS_URL);

let t: AccountsApp;
/** A second instance on the same database (and, with Redis or on PostgreSQL, the same counters). */
let t2: AccountsApp;
let bases: string[] = [];

beforeAll(async () => {
  t = await startAccountsApp();
  t2 = await startAccountsApp({ database: t.database, env: { REDIS_PREFIX: t.app.config.REDIS_PREFIX } });
  bases = await Promise.all(
    [t, t2].map(async ({ app }) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }),
  );
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

type Answer<T = unknown> = { status: number; data: T; msg: string; params?: Record<string, unknown> };

/**
 * POSTs over real HTTP (keep-alive): request `i` goes to instance `i % 2` when the instances share their
 * counters (Redis, or PostgreSQL's table without it), else always to the first (on the embedded database
 * the counters are in-process: it has one instance).
 */
async function post<T = unknown>(i: number, p: string, body: object, o: { token?: string; ip?: string } = {}) {
  const base = onRedis || onPostgres ? bases[i % 2]! : bases[0]!;
  const res = await fetch(`${base}/api${p}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': o.ip ?? randomIp(),
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer<T>;
}

/**
 * `n` wrong tries sent at once; once five of them have been answered (the budget is used), the right one
 * goes out while the rest may still be in flight. Answers the wrong answers in order, then the right one.
 */
async function burst<T>(n: number, send: (i: number, right: boolean) => Promise<Answer<T>>) {
  let answered = 0;
  let budgetUsed!: () => void;
  const used = new Promise<void>((resolve) => {
    budgetUsed = resolve;
  });
  const wrong = Array.from({ length: n }, (_, i) =>
    send(i, false).then((a) => {
      if (++answered === 5) budgetUsed();
      return a;
    }),
  );
  const right = used.then(() => send(n, true));
  return { wrong: await Promise.all(wrong), right: await right };
}

const checksOf = (hash: string | null | undefined) => checks.get(hash ?? '') ?? 0;
const userRow = async (account: string) => (await t.app.db.select().from(users).where(eq(users.account, account)))[0]!;

describe('guessing limits hold under a burst', () => {
  it('200 wrong logins at once: at most 5 password checks, and the right password is refused mid-burst', async () => {
    const { account, password } = await t.signUp();
    const { passwordHash } = await userRow(account);
    const { wrong, right } = await burst(200, (i, isRight) =>
      post(i, '/user/Login', { account, logonPassword: isRight ? password : `wrong-${i}-password` }),
    );
    expect(checksOf(passwordHash)).toBeLessThanOrEqual(5);
    expect(right.status).toBe(ErrorCode.TooManyOperations);
    const codes = new Set(wrong.map((a) => a.status));
    expect([...codes].every((c) => c === ErrorCode.AccountOrPasswordIncorrect || c === ErrorCode.TooManyOperations));
    expect(wrong.filter((a) => a.status === ErrorCode.TooManyOperations).length).toBeGreaterThanOrEqual(195);
    // Still refused afterwards, with the real wait.
    const after = await post(1, '/user/Login', { account, logonPassword: password });
    expect(after.status).toBe(ErrorCode.TooManyOperations);
    expect(after.params?.seconds).toBeGreaterThan(800);
    expect(checksOf(passwordHash)).toBeLessThanOrEqual(5);
  });

  it('200 wrong withdrawal passwords at once: at most 5 checks, and the right one is refused mid-burst', async () => {
    const { account, password, info } = await t.signUp();
    const set = await post(
      0,
      '/user/SetWithdrawalPassword',
      { oldPaw: password, newPaw: '135790' },
      {
        token: info.token,
      },
    );
    expect(set.status).toBe(0);
    const { withdrawPasswordHash } = await userRow(account);
    const { right } = await burst(200, (i, isRight) =>
      post(
        i,
        '/user/SetWithdrawalPassword',
        { oldPaw: isRight ? '135790' : String(200_000 + i), newPaw: '864200' },
        { token: info.token },
      ),
    );
    expect(checksOf(withdrawPasswordHash)).toBeLessThanOrEqual(5);
    expect(right.status).toBe(ErrorCode.TooManyOperations);
    // The PIN did not change.
    expect((await userRow(account)).withdrawPasswordHash).toBe(withdrawPasswordHash);
  });

  it('100 wrong old passwords at once (confirming a change): at most 5 checks', async () => {
    const { account, password, info } = await t.signUp();
    const { passwordHash } = await userRow(account);
    const before = checksOf(passwordHash);
    const { right } = await burst(100, (i, isRight) =>
      post(
        i,
        '/user/SetLogonPassword',
        { oldPaw: isRight ? password : `not-it-${i}-pw`, newPaw: 'a-new-password-1' },
        { token: info.token },
      ),
    );
    expect(checksOf(passwordHash) - before).toBeLessThanOrEqual(5);
    expect(right.status).toBe(ErrorCode.TooManyOperations);
    expect((await userRow(account)).passwordHash).toBe(passwordHash);
  });

  it('100 wrong codes at once: at most 5 guesses count, and the right code is refused mid-burst', async () => {
    const { account } = await t.signUp();
    const { code, codeToken } = await t.sendCode(account, CodePurpose.Reset);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await burst(100, (i, isRight) =>
      post(i, '/user/CodeSetPaw', {
        account,
        logonPassword: 'reset-to-this-1',
        code: isRight ? code : wrong(i),
        codeToken,
      }),
    );
    expect(answers.right.status).toBe(ErrorCode.CodeIncorrect);
    expect(answers.wrong.every((a) => a.status === ErrorCode.CodeIncorrect)).toBe(true);
    const [row] = await t.app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.tokenHash, sha256(codeToken)));
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(row!.usedAt).toBeNull();
  });

  it('100 wrong operator logins at once: at most 5 checks, and the right password is refused mid-burst', async () => {
    const username = `op-${randomBytes(4).toString('hex')}`;
    await createOperator(t.app.db, username, 'operator-pass-1', 'support');
    const [op] = await t.app.db.select().from(operators).where(eq(operators.username, username));
    const { right } = await burst(100, (i, isRight) =>
      post(i, '/admin/Login', { username, password: isRight ? 'operator-pass-1' : `wrong-pass-${i}` }),
    );
    expect(checksOf(op!.passwordHash)).toBeLessThanOrEqual(5);
    expect(right.status).toBe(ErrorCode.TooManyOperations);
  });
});

describe('one session per user', () => {
  it(`20 simultaneous right logins leave exactly one live session${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    const { account, password, info } = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post<UserInfo>(i, '/user/Login', { account, logonPassword: password })),
    );
    // At most five checks run at once per account; the others wait their turn, and right ones all get in.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 0));
    const live = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, Number(info._id)), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
    const alive = await Promise.all(answers.map((a) => t.call('/user/GetUserInfo', {}, { token: a.data.token })));
    expect(alive.filter((a) => a.status === 0)).toHaveLength(1);
  });

  it(`20 sessions started at the same instant leave exactly one${onPostgres ? '' : ' (counts on PostgreSQL)'}`, async () => {
    // Without argon2 in front, the 20 transactions really overlap on PostgreSQL.
    const { info } = await t.signUp();
    const userId = Number(info._id);
    const service = createUserService({ db: t.app.db, config: t.app.config, events: t.app.events });
    for (let round = 0; round < 3; round++) {
      const tokens = await Promise.all(
        Array.from({ length: 20 }, () => service.startSession(userId, { ip: randomIp() })),
      );
      expect(new Set(tokens).size).toBe(20);
      const live = await t.app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      expect(live.map((s) => s.tokenHash)).toEqual([expect.any(String)]);
      expect(tokens.map(sha256)).toContain(live[0]!.tokenHash);
    }
  });
});

describe('the owner of a locked account', () => {
  const lockOut = async (account: string) => {
    for (let i = 0; i < 5; i++) await t.call('/user/Login', { account, logonPassword: `wrong-guess-${i}` });
    return t.call('/user/Login', { account, logonPassword: 'one-more-guess' });
  };

  it('signs in with a login code while the password stays on hold for the guesser', async () => {
    const { account, password, info } = await t.signUp();
    expect((await lockOut(account)).status).toBe(ErrorCode.TooManyOperations);
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(
      ErrorCode.TooManyOperations,
    );

    const { code, codeToken } = await t.sendCode(account, CodePurpose.Login);
    const res = await t.call<UserInfo>('/user/CodeLogin', { account, code, codeToken });
    expect(res.status).toBe(0);
    expect(res.data._id).toBe(info._id);
    expect((await t.call('/user/GetUserInfo', {}, { token: res.data.token })).status).toBe(0);
    // One device at a time, as with a password; the code is used up.
    expect((await t.call('/user/GetUserInfo', {}, { token: info.token })).status).toBe(ErrorCode.LoginExpired);
    expect((await t.call('/user/CodeLogin', { account, code, codeToken })).status).toBe(ErrorCode.CodeIncorrect);
    // The guesser still gets no password checks.
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(
      ErrorCode.TooManyOperations,
    );
  });

  it('keeps a login code when someone else asks for another one', async () => {
    const { account } = await t.signUp();
    const mine = await t.sendCode(account, CodePurpose.Login);
    const theirs = await t.call<{ codeToken: string }>('/user/SendCode', {
      account,
      type: 'email',
      sendType: CodePurpose.Login,
    });
    // (Refused within the minute, or sent: either way the first code stays good.)
    expect([0, ErrorCode.TooManyOperations]).toContain(theirs.status);
    await t.sendCode(account, CodePurpose.Login);
    expect((await t.call('/user/CodeLogin', { account, ...mine })).status).toBe(0);
  });

  it('is refused a code for another purpose, a wrong code (five burn it) and a frozen account', async () => {
    const { account, info } = await t.signUp();
    const reset = await t.sendCode(account, CodePurpose.Reset);
    expect((await t.call('/user/CodeLogin', { account, ...reset })).status).toBe(ErrorCode.CodeIncorrect);

    const { code, codeToken } = await t.sendCode(account, CodePurpose.Login);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await t.call('/user/CodeLogin', { account, code: wrong, codeToken })).status).toBe(
        ErrorCode.CodeIncorrect,
      );
    }
    expect((await t.call('/user/CodeLogin', { account, code, codeToken })).status).toBe(ErrorCode.CodeIncorrect);

    const again = await t.sendCode(account, CodePurpose.Login);
    await t.app.db
      .update(users)
      .set({ frozen: true })
      .where(eq(users.id, Number(info._id)));
    expect((await t.call('/user/CodeLogin', { account, ...again })).status).toBe(ErrorCode.AccountFrozen);
  });

  it('an unknown account is answered like any other, but no code is sent and none signs in', async () => {
    const account = `ghost-${randomBytes(4).toString('hex')}@example.com`;
    const res = await t.call<{ codeToken: string }>('/user/SendCode', {
      account,
      type: 'email',
      sendType: CodePurpose.Login,
    });
    expect(res.status).toBe(0);
    expect(t.codeFromLog(account)).toBeNull();
    const login = await t.call('/user/CodeLogin', { account, code: '123456', codeToken: res.data.codeToken });
    expect(login.status).toBe(ErrorCode.CodeIncorrect);
  });

  it('bad input gets a catalogue error, not a 500', async () => {
    const res = await t.call('/user/CodeLogin', { account: 'x', code: 'abc' });
    expect(res.http).toBe(200);
    expect(res.status).toBe(ErrorCode.ParameterError);
  });
});
