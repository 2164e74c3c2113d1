import { CodePurpose, ErrorCode, type UserInfo } from '@wayfare/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inviteRelations, ledgerAccounts, sessions, users, verificationCodes } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { createOperator } from '../src/modules/admin/admin.service';
import { type AccountsApp, randomIp, startAccountsApp, startFakeSmtp, uniqueEmail } from './accounts-fixtures';

let t: AccountsApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

const userRow = async (account: string) => (await t.app.db.select().from(users).where(eq(users.account, account)))[0];

describe('sign-up with a verification code', () => {
  it('logs exactly one line with the code when no delivery is configured, and registers with it', async () => {
    const account = uniqueEmail('reg');
    const sent = await t.call<{ codeToken: string; expiresIn: number; resendIn: number }>('/user/SendCode', {
      account,
      type: 'email',
      sendType: CodePurpose.Register,
    });
    expect(sent.status).toBe(0);
    expect(sent.data).toMatchObject({ expiresIn: 600, resendIn: 60 });
    const lines = t.logs.filter((l) => typeof l.msg === 'string' && l.msg.includes(`verification code for ${account}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(new RegExp(`^verification code for ${account}: \\d{6}$`));
    const code = t.codeFromLog(account)!;

    const res = await t.call<UserInfo>('/user/Register', {
      account,
      logonPassword: 'correct horse battery',
      code,
      codeToken: sent.data.codeToken,
      countryCode: 'TH',
    });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ account, countryCode: 'TH', hasLoginPassword: true, hasWithdrawPassword: false });
    expect(res.data.currentCountry?.unit).toBe('THB');
    expect(res.data.token.length).toBeGreaterThanOrEqual(22);
    expect(res.data.inviteCode).toMatch(/^[A-Z2-9]{8}$/);

    // Logged in: the token works.
    expect((await t.call('/user/GetUserInfo', {}, { token: res.data.token })).status).toBe(0);
    // No ledger account until money moves; the wallet shows the country's currency, empty.
    const row = await userRow(account);
    const wallets = await t.app.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.ownerId, row!.id)));
    expect(wallets).toHaveLength(0);
    const info = await t.call<{ wallet: { unit: string; balance: number; wallets: unknown[] } }>(
      '/user/GetUserInfo',
      {},
      { token: res.data.token },
    );
    expect(info.data.wallet).toMatchObject({ balance: 0, held: 0 });
    expect(info.data.wallet.wallets).toEqual([expect.objectContaining({ unit: info.data.wallet.unit, balance: 0 })]);
  });

  it('stores the session token and password hashed: argon2id, at least 19 MiB and two passes', async () => {
    const { account, info } = await t.signUp();
    const row = await userRow(account);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const m = Number(/m=(\d+)/.exec(row!.passwordHash!)![1]);
    const passes = Number(/t=(\d+)/.exec(row!.passwordHash!)![1]);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(passes).toBeGreaterThanOrEqual(2);
    const stored = await t.app.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored.map((s) => s.tokenHash)).toEqual([sha256(info.token)]);
  });

  it('accepts a 64-character emoji password, whole, and never a truncated one', async () => {
    const emoji = '😀🔐🚀🌏'.repeat(16);
    expect([...emoji]).toHaveLength(64);
    const { account } = await t.signUp({ password: emoji });
    expect((await t.call('/user/Login', { account, logonPassword: emoji })).status).toBe(0);
    const cut = [...emoji].slice(0, 63).join('');
    expect((await t.call('/user/Login', { account, logonPassword: cut })).status).toBe(
      ErrorCode.AccountOrPasswordIncorrect,
    );
    // A long password is compared whole (no 72-byte cut as bcrypt would do).
    const long = `${'a'.repeat(100)}Z`;
    const second = await t.signUp({ password: long });
    expect(
      (await t.call('/user/Login', { account: second.account, logonPassword: `${'a'.repeat(100)}Y` })).status,
    ).toBe(ErrorCode.AccountOrPasswordIncorrect);
  });

  it('refuses passwords under 8 or over 128 characters', async () => {
    const account = uniqueEmail();
    const { code, codeToken } = await t.sendCode(account);
    for (const logonPassword of ['short7!', 'x'.repeat(129)]) {
      const res = await t.call('/user/Register', { account, logonPassword, code, codeToken });
      expect(res.status).toBe(ErrorCode.ParameterError);
    }
  });

  it('refuses an unknown invite code, an existing account and an unknown country', async () => {
    const existing = await t.signUp();
    const account = uniqueEmail();
    const { code, codeToken } = await t.sendCode(account);
    const base = { account, logonPassword: 'password-123', code, codeToken };
    expect((await t.call('/user/Register', { ...base, inviteCode: 'NOPE2345' })).status).toBe(
      ErrorCode.InvalidInviteCode,
    );
    expect((await t.call('/user/Register', { ...base, countryCode: 'ZZ' })).status).toBe(ErrorCode.InvalidCountry);
    // The refusals above did not use the code up.
    const ok = await t.call<UserInfo>('/user/Register', { ...base, inviteCode: existing.info.inviteCode });
    expect(ok.status).toBe(0);

    // Registering (or even asking a register code for) an existing account.
    const again = await t.call('/user/SendCode', { account, type: 'email', sendType: CodePurpose.Register });
    expect(again.status).toBe(ErrorCode.AccountExists);
    const other = uniqueEmail();
    const otherCode = await t.sendCode(other);
    const dup = await t.call('/user/Register', { ...base, code: otherCode.code, codeToken: otherCode.codeToken });
    expect(dup.status).toBe(ErrorCode.AccountExists);
  });

  it('links a user registered with an invite code under the inviter', async () => {
    const inviter = await t.signUp();
    const invitee = await t.signUp({ inviteCode: inviter.info.inviteCode.toLowerCase() });
    const row = await userRow(invitee.account);
    expect(row!.inviterId).toBe(Number(inviter.info._id));
    const rel = await t.app.db.select().from(inviteRelations).where(eq(inviteRelations.userId, row!.id));
    expect(rel).toEqual([expect.objectContaining({ inviterId: Number(inviter.info._id) })]);
    expect(invitee.info.inviteCode).not.toBe(inviter.info.inviteCode);
  });
});

describe('verification codes', () => {
  it('refuses a code for another account, another purpose, a wrong code, a used code and an expired code', async () => {
    const account = uniqueEmail();
    const { code, codeToken } = await t.sendCode(account);
    const body = { account, logonPassword: 'password-123', code, codeToken };

    const elsewhere = await t.call('/user/Register', { ...body, account: uniqueEmail() });
    expect(elsewhere.status).toBe(ErrorCode.CodeIncorrect);
    const wrong = await t.call('/user/Register', { ...body, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(ErrorCode.CodeIncorrect);
    const resetPurpose = await t.call('/user/CodeSetPaw', body);
    expect(resetPurpose.status).toBe(ErrorCode.CodeIncorrect);

    expect((await t.call('/user/Register', body)).status).toBe(0);
    // Single use: the same code for another new account (and for the same) is refused.
    await t.app.db
      .update(users)
      .set({ account: `gone-${account}` })
      .where(eq(users.account, account));
    expect((await t.call('/user/Register', body)).status).toBe(ErrorCode.CodeIncorrect);

    const late = uniqueEmail();
    const lateCode = await t.sendCode(late);
    await t.app.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.tokenHash, sha256(lateCode.codeToken)));
    const expired = await t.call('/user/Register', { ...body, account: late, ...lateCode });
    expect(expired.status).toBe(ErrorCode.CodeIncorrect);
  });

  it('burns a code after five wrong guesses', async () => {
    const account = uniqueEmail();
    const { code, codeToken } = await t.sendCode(account);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('/user/Register', {
        account,
        logonPassword: 'password-123',
        code: wrongCode,
        codeToken,
      });
      expect(res.status).toBe(ErrorCode.CodeIncorrect);
    }
    const right = await t.call('/user/Register', { account, logonPassword: 'password-123', code, codeToken });
    expect(right.status).toBe(ErrorCode.CodeIncorrect);
  });

  it('allows one code a minute per account and says how long to wait', async () => {
    const account = uniqueEmail();
    await t.sendCode(account);
    const again = await t.call('/user/SendCode', { account, type: 'email', sendType: CodePurpose.Register });
    expect(again.status).toBe(ErrorCode.TooManyOperations);
    expect(again.msg).toBe('too_many_operations');
    expect(again.params?.seconds).toBeGreaterThan(0);
    expect(again.params?.seconds).toBeLessThanOrEqual(60);
  });

  it('limits codes per IP address', async () => {
    const ip = randomIp();
    let refused: { status: number; params?: Record<string, unknown> } | null = null;
    for (let i = 0; i < 31 && !refused; i++) {
      const res = await t.call(
        '/user/SendCode',
        { account: uniqueEmail('ip'), type: 'email', sendType: CodePurpose.Register },
        { ip },
      );
      if (res.status !== 0) refused = res;
      else expect(i).toBeLessThan(30);
    }
    expect(refused?.status).toBe(ErrorCode.TooManyOperations);
    expect(refused?.params?.seconds).toBeGreaterThan(60);
  });

  it('needs a session for a rebind code and checks the account kind', async () => {
    const res = await t.call('/user/SendCode', { account: uniqueEmail(), type: 'email', sendType: CodePurpose.Rebind });
    expect(res.status).toBe(ErrorCode.LoginExpired);
    const kind = await t.call('/user/SendCode', {
      account: uniqueEmail(),
      type: 'phone',
      sendType: CodePurpose.Register,
    });
    expect(kind.status).toBe(ErrorCode.ParameterError);
  });

  it('answers a reset code request for an unknown account like any other, but sends nothing', async () => {
    const account = uniqueEmail('ghost');
    const res = await t.call('/user/SendCode', { account, type: 'email', sendType: CodePurpose.Reset });
    expect(res.status).toBe(0);
    expect(t.codeFromLog(account)).toBeNull();
  });

  it('writes phone codes to the log when no SMS provider is configured', async () => {
    const phone = `+6681${String(Date.now()).slice(-7)}`;
    const { code } = await t.sendCode(phone);
    expect(code).toMatch(/^\d{6}$/);
  });
});

describe('login', () => {
  it('gives the same answer for an unknown account and a wrong password', async () => {
    const { account } = await t.signUp();
    const unknown = await t.call('/user/Login', { account: uniqueEmail('nobody'), logonPassword: 'whatever-123' });
    const wrong = await t.call('/user/Login', { account, logonPassword: 'whatever-123' });
    const strip = ({ http, ...rest }: { http: number }) => ({ ...rest, http });
    expect(strip(unknown)).toEqual(strip(wrong));
    expect(wrong).toMatchObject({ status: ErrorCode.AccountOrPasswordIncorrect, msg: 'account_or_password_incorrect' });
  });

  it('locks an account after five failures and says the real wait, even for the right password', async () => {
    const { account, password } = await t.signUp();
    for (let i = 0; i < 4; i++) {
      const res = await t.call('/user/Login', { account, logonPassword: 'wrong-password' });
      expect(res.status).toBe(ErrorCode.AccountOrPasswordIncorrect);
    }
    const fifth = await t.call('/user/Login', { account, logonPassword: 'wrong-password' });
    expect(fifth.status).toBe(ErrorCode.TooManyOperations);
    expect(fifth.params?.seconds).toBeGreaterThan(800);
    expect(fifth.params?.seconds).toBeLessThanOrEqual(900);
    const right = await t.call('/user/Login', { account, logonPassword: password });
    expect(right.status).toBe(ErrorCode.TooManyOperations);
    // An unknown account is locked the same way, so locking reveals nothing.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) await t.call('/user/Login', { account: ghost, logonPassword: 'wrong-password' });
    expect((await t.call('/user/Login', { account: ghost, logonPassword: 'x' })).status).toBe(
      ErrorCode.TooManyOperations,
    );
  });

  it('slows an IP address down after twenty failures across accounts: a wait of a minute at most, not a lock', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await t.call('/user/Login', { account: uniqueEmail('s'), logonPassword: 'wrong-pass' }, { ip })).status,
      );
    }
    expect(statuses.slice(0, 19).every((s) => s === ErrorCode.AccountOrPasswordIncorrect)).toBe(true);
    expect(statuses[19]).toBe(ErrorCode.TooManyOperations);
    const { account, password } = await t.signUp();
    const slowed = await t.call('/user/Login', { account, logonPassword: password }, { ip });
    expect(slowed.status).toBe(ErrorCode.TooManyOperations);
    expect(slowed.params?.seconds).toBeGreaterThan(0);
    expect(slowed.params?.seconds).toBeLessThanOrEqual(60);
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(0);
    // Once the minute is over (its counter gone), the address's right passwords get in again.
    await t.app.limiter.reset(`login:ip:${ip}`);
    expect((await t.call('/user/Login', { account, logonPassword: password }, { ip })).status).toBe(0);
  });

  it('ends the first device when the user logs in on a second one', async () => {
    const { account, password, info } = await t.signUp();
    const first = await t.call<UserInfo>('/user/Login', { account, logonPassword: password });
    expect(first.status).toBe(0);
    const firstSession = (
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(first.data.token)))
    )[0]!;
    t.revoked.length = 0;

    const second = await t.call<UserInfo>('/user/Login', { account, logonPassword: password });
    expect(second.status).toBe(0);
    expect(second.data.token).not.toBe(first.data.token);

    const ended = await t.call('/user/GetUserInfo', {}, { token: first.data.token });
    expect(ended.status).toBe(ErrorCode.LoginExpired);
    // Still -100, and it says the session ended because of a login elsewhere.
    expect(ended.params).toEqual({ reason: 'remote_login' });
    expect((await t.call('/user/GetUserInfo', {}, { token: info.token })).status).toBe(ErrorCode.LoginExpired);
    expect((await t.call('/user/GetUserInfo', {}, { token: second.data.token })).status).toBe(0);
    expect(t.revoked).toEqual([{ userId: Number(info._id), sessionIds: [firstSession.id], reason: 'remote_login' }]);
  });

  it('ends the session on logout and says so on the event bus', async () => {
    const { info } = await t.signUp();
    t.revoked.length = 0;
    expect((await t.call('/user/Logout', {}, { token: info.token })).status).toBe(0);
    const after = await t.call('/user/GetUserInfo', {}, { token: info.token });
    expect(after.status).toBe(ErrorCode.LoginExpired);
    expect(after.params).toBeUndefined();
    expect(t.revoked).toEqual([expect.objectContaining({ userId: Number(info._id), reason: 'logout' })]);
  });

  it('ends every session of a frozen user at once and refuses its login; an operator freezes and unfreezes', async () => {
    const { account, password, info } = await t.signUp();
    const uid = Number(info._id);
    const freeze = (body: object, token: string) => t.call('/admin/UserFreeze', body, { token });
    const operator = async (role: 'admin' | 'support') => {
      const username = `freeze-${role}-${uid}`;
      await createOperator(t.app.db, username, 'operator-pass-1', role);
      const res = await t.call<{ token: string }>('/admin/Login', { username, password: 'operator-pass-1' });
      expect(res.status).toBe(0);
      return res.data.token;
    };
    const admin = await operator('admin');
    // Only admins freeze; a user token is no operator token.
    expect((await freeze({ uid: info._id, frozen: true }, await operator('support'))).status).toBe(ErrorCode.Forbidden);
    expect((await freeze({ uid: info._id, frozen: true }, info.token)).status).toBe(ErrorCode.LoginExpired);
    expect((await freeze({ uid: '99999999', frozen: true }, admin)).status).toBe(ErrorCode.NotFound);
    expect((await t.call('/user/GetUserInfo', {}, { token: info.token })).status).toBe(0);

    t.revoked.length = 0;
    const frozen = await freeze({ uid: info._id, frozen: true, note: 'chargebacks' }, admin);
    expect(frozen).toMatchObject({ status: 0, data: { uid: info._id, frozen: true, muted: false, sessionsEnded: 1 } });
    expect(t.revoked).toEqual([{ userId: uid, sessionIds: [expect.any(Number)], reason: 'frozen' }]);
    expect((await t.call('/user/GetUserInfo', {}, { token: info.token })).status).toBe(ErrorCode.LoginExpired);
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(ErrorCode.AccountFrozen);
    // A wrong password on a frozen account still gets the ordinary answer.
    expect((await t.call('/user/Login', { account, logonPassword: 'wrong-pass' })).status).toBe(
      ErrorCode.AccountOrPasswordIncorrect,
    );

    const thawed = await freeze({ uid: info._id, frozen: false }, admin);
    expect(thawed).toMatchObject({ status: 0, data: { frozen: false, sessionsEnded: 0 } });
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(0);
    const audit = await t.app.db
      .select({ action: auditLog.action, data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.target, `user:${uid}`))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'user.freeze', data: { note: 'chargebacks', before: { frozen: false }, after: { frozen: true } } },
      { action: 'user.unfreeze', data: { note: '', before: { frozen: true }, after: { frozen: false } } },
    ]);
  });
});

describe('SMTP delivery', () => {
  it('sends the code by e-mail through a real SMTP conversation, and not to the log', async () => {
    const smtp = await startFakeSmtp();
    const mailApp = await startAccountsApp({ database: t.database, env: { SMTP_URL: smtp.url } });
    try {
      const account = uniqueEmail('mail');
      const res = await mailApp.call<{ codeToken: string }>('/user/SendCode', {
        account,
        type: 'email',
        sendType: CodePurpose.Register,
      });
      expect(res.status).toBe(0);
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual([account]);
      expect(mail.from).toContain('no-reply@wayfare.test');
      expect(mail.data).toMatch(/Subject: Your Wayfare verification code/);
      const code = /verification code is (\d{6})/.exec(mail.data)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(mailApp.codeFromLog(account)).toBeNull();

      const reg = await mailApp.call('/user/Register', {
        account,
        logonPassword: 'password-123',
        code,
        codeToken: res.data.codeToken,
      });
      expect(reg.status).toBe(0);
    } finally {
      await mailApp.close();
      await smtp.close();
    }
  });
});
