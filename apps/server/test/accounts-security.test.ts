import fs from 'node:fs';
import path from 'node:path';
import { CodePurpose, ErrorCode, TransactionType, type UserInfo } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { accounts, transfer } from '../src/modules/ledger/ledger.service';
import { verifyWithdrawPassword } from '../src/modules/user/withdraw-password';
import { type AccountsApp, multipartBody, PNG_1X1, startAccountsApp, uniqueEmail } from './accounts-fixtures';

let t: AccountsApp;
beforeAll(async () => {
  // Uploads (1 MB here) are not bound by the JSON body limit (64 kB here).
  t = await startAccountsApp({ env: { UPLOAD_LIMIT_MB: '1', BODY_LIMIT_BYTES: '65536' } });
});
afterAll(() => t.close());

const idOf = (info: UserInfo) => Number(info._id);

describe('withdrawal password', () => {
  it('has no default; the first is set with the login password, later ones need the old one', async () => {
    const { password, info } = await t.signUp();
    expect(info.hasWithdrawPassword).toBe(false);
    const token = info.token;
    // Not set: withdrawals (wallet) are refused for any guess, including the spec's old default.
    await expect(verifyWithdrawPassword(t.app, idOf(info), '000000')).rejects.toMatchObject({
      code: 'WithdrawPasswordIncorrect',
    });

    const wrongLogin = await t.call(
      '/user/SetWithdrawalPassword',
      { oldPaw: 'not-my-password', newPaw: '135790' },
      { token },
    );
    expect(wrongLogin.status).toBe(ErrorCode.OriginalPasswordIncorrect);
    const first = await t.call('/user/SetWithdrawalPassword', { oldPaw: password, newPaw: '135790' }, { token });
    expect(first).toMatchObject({ status: 0, data: { hasWithdrawPassword: true } });
    await expect(verifyWithdrawPassword(t.app, idOf(info), '135790')).resolves.toBeUndefined();

    // Now the login password no longer works as the old one; the old withdrawal password does.
    const withLogin = await t.call('/user/SetWithdrawalPassword', { oldPaw: password, newPaw: '246800' }, { token });
    expect(withLogin.status).toBe(ErrorCode.WithdrawPasswordIncorrect);
    const change = await t.call('/user/SetWithdrawalPassword', { oldPaw: '135790', newPaw: '246800' }, { token });
    expect(change.status).toBe(0);
    await expect(verifyWithdrawPassword(t.app, idOf(info), '246800')).resolves.toBeUndefined();
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, idOf(info)));
    expect(row!.withdrawPasswordHash).toMatch(/^\$argon2id\$/);
    expect((await t.call<UserInfo>('/user/GetUserInfo', {}, { token })).data.hasWithdrawPassword).toBe(true);
  });

  it('checks the proof alone first (checkOnly), changing nothing, before the new PIN is typed', async () => {
    const { password, info } = await t.signUp();
    const token = info.token;
    const wrong = await t.call('/user/SetWithdrawalPassword', { oldPaw: 'not-my-password', checkOnly: 1 }, { token });
    expect(wrong.status).toBe(ErrorCode.OriginalPasswordIncorrect);
    const right = await t.call('/user/SetWithdrawalPassword', { oldPaw: password, checkOnly: true }, { token });
    expect(right).toMatchObject({ status: 0, data: { hasWithdrawPassword: false } });
    expect((await t.call<UserInfo>('/user/GetUserInfo', {}, { token })).data.hasWithdrawPassword).toBe(false);
    // Without checkOnly the new PIN is still required.
    const bare = await t.call('/user/SetWithdrawalPassword', { oldPaw: password }, { token });
    expect(bare.status).toBe(ErrorCode.ParameterError);
    await t.call('/user/SetWithdrawalPassword', { oldPaw: password, newPaw: '135790' }, { token });
    const pin = await t.call('/user/SetWithdrawalPassword', { oldPaw: '135790', checkOnly: true }, { token });
    expect(pin).toMatchObject({ status: 0, data: { hasWithdrawPassword: true } });
    const wrongPin = await t.call('/user/SetWithdrawalPassword', { oldPaw: '999999', checkOnly: true }, { token });
    expect(wrongPin.status).toBe(ErrorCode.WithdrawPasswordIncorrect);
  });

  it('cools down after five wrong withdrawal passwords, refusing even the right one, with the wait', async () => {
    const { password, info } = await t.signUp();
    const token = info.token;
    await t.call('/user/SetWithdrawalPassword', { oldPaw: password, newPaw: '112233' }, { token });
    for (let i = 1; i <= 4; i++) {
      const res = await t.call('/user/SetWithdrawalPassword', { oldPaw: '999999', newPaw: '445566' }, { token });
      expect(res).toMatchObject({ status: ErrorCode.WithdrawPasswordIncorrect, params: { remaining: 5 - i } });
    }
    const fifth = await t.call('/user/SetWithdrawalPassword', { oldPaw: '999999', newPaw: '445566' }, { token });
    expect(fifth.status).toBe(ErrorCode.TooManyOperations);
    expect(fifth.params?.seconds).toBeGreaterThan(800);
    expect(fifth.params?.seconds).toBeLessThanOrEqual(900);
    const right = await t.call('/user/SetWithdrawalPassword', { oldPaw: '112233', newPaw: '445566' }, { token });
    expect(right.status).toBe(ErrorCode.TooManyOperations);
    // The wallet's check shares the same counter.
    await expect(verifyWithdrawPassword(t.app, idOf(info), '112233')).rejects.toMatchObject({
      code: 'TooManyOperations',
    });
  });

  it('can be reset with a code sent to the account', async () => {
    const { account, info } = await t.signUp();
    const { code, codeToken } = await t.sendCode(account, CodePurpose.Reset);
    const res = await t.call(
      '/user/SetWithdrawalPassword',
      { newPaw: '778899', code, codeToken },
      { token: info.token },
    );
    expect(res.status).toBe(0);
    await expect(verifyWithdrawPassword(t.app, idOf(info), '778899')).resolves.toBeUndefined();
    const reuse = await t.call(
      '/user/SetWithdrawalPassword',
      { newPaw: '101010', code, codeToken },
      { token: info.token },
    );
    expect(reuse.status).toBe(ErrorCode.CodeIncorrect);
  });
});

describe('login password', () => {
  it('changes with the original password; other sessions end, this one stays', async () => {
    const { account, password, info } = await t.signUp();
    // A second session of the same user, created directly (a login would end the first one).
    const other = await t.call<UserInfo>('/user/Login', { account, logonPassword: password });
    const keep = other.data.token;
    const wrong = await t.call(
      '/user/SetLogonPassword',
      { oldPaw: 'nope-nope', newPaw: 'brand-new-pass' },
      { token: keep },
    );
    expect(wrong.status).toBe(ErrorCode.OriginalPasswordIncorrect);
    const newer = await t.call<UserInfo>('/user/Login', { account, logonPassword: password });
    t.revoked.length = 0;
    const ok = await t.call(
      '/user/SetLogonPassword',
      { oldPaw: password, newPaw: 'brand-new-pass' },
      { token: newer.data.token },
    );
    expect(ok.status).toBe(0);
    expect((await t.call('/user/GetUserInfo', {}, { token: newer.data.token })).status).toBe(0);
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(
      ErrorCode.AccountOrPasswordIncorrect,
    );
    expect((await t.call('/user/Login', { account, logonPassword: 'brand-new-pass' })).status).toBe(0);
    expect(info.token).not.toBe(newer.data.token);
  });

  it('resets with a code: every session ends and the new password works', async () => {
    const { account, info } = await t.signUp();
    const { code, codeToken } = await t.sendCode(account, CodePurpose.Reset);
    t.revoked.length = 0;
    const res = await t.call('/user/CodeSetPaw', { account, logonPassword: 'after-reset-1', code, codeToken });
    expect(res.status).toBe(0);
    expect(t.revoked).toEqual([expect.objectContaining({ userId: idOf(info), reason: 'password_reset' })]);
    expect((await t.call('/user/GetUserInfo', {}, { token: info.token })).status).toBe(ErrorCode.LoginExpired);
    expect((await t.call('/user/Login', { account, logonPassword: 'after-reset-1' })).status).toBe(0);
  });
});

describe('account rebinding', () => {
  it('rebinds once within 7 days and says when the next change is possible', async () => {
    const { account, password, info } = await t.signUp();
    const token = info.token;
    const next = uniqueEmail('new');
    const { code, codeToken } = await t.sendCode(next, CodePurpose.Rebind, token);

    const badPassword = await t.call(
      '/user/SetAccount',
      { oldAccount: account, newAccount: next, logonPassword: 'wrong-one', code, codeToken },
      { token },
    );
    expect(badPassword.status).toBe(ErrorCode.OriginalPasswordIncorrect);
    const res = await t.call<{ account: string; nextChangeAt: string }>(
      '/user/SetAccount',
      { oldAccount: account, newAccount: next, logonPassword: password, code, codeToken },
      { token },
    );
    expect(res.status).toBe(0);
    expect(res.data.account).toBe(next);
    const sevenDays = Date.parse(res.data.nextChangeAt) - Date.now();
    expect(sevenDays).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect((await t.call('/user/Login', { account: next, logonPassword: password })).status).toBe(0);
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(
      ErrorCode.AccountOrPasswordIncorrect,
    );

    const login = await t.call<UserInfo>('/user/Login', { account: next, logonPassword: password });
    expect(login.data.accountChangeableAt).toBe(res.data.nextChangeAt);
    const third = uniqueEmail('third');
    const second = await t.sendCode(third, CodePurpose.Rebind, login.data.token);
    const refused = await t.call(
      '/user/SetAccount',
      { oldAccount: next, newAccount: third, logonPassword: password, ...second },
      { token: login.data.token },
    );
    expect(refused.status).toBe(ErrorCode.RebindCooldown);
    expect(refused.params?.date).toBe(res.data.nextChangeAt);

    // Eight days later it is allowed again (the code, without its token, is found by account).
    await t.app.db
      .update(users)
      .set({ accountChangedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, idOf(info)));
    const later = await t.call(
      '/user/SetAccount',
      { oldAccount: next, newAccount: third, logonPassword: password, code: second.code },
      { token: login.data.token },
    );
    expect(later.status).toBe(0);
  });

  it('refuses a new account that already exists', async () => {
    const taken = await t.signUp();
    const { account, password, info } = await t.signUp();
    const res = await t.call(
      '/user/SendCode',
      { account: taken.account, type: 'email', sendType: CodePurpose.Rebind },
      { token: info.token },
    );
    expect(res.status).toBe(ErrorCode.AccountExists);
    const set = await t.call(
      '/user/SetAccount',
      { oldAccount: account, newAccount: taken.account, logonPassword: password, code: '123456' },
      { token: info.token },
    );
    expect(set.status).toBe(ErrorCode.AccountExists);
  });
});

describe('uploads and avatar', () => {
  const upload = async (
    token: string | null,
    file: Buffer,
    filename: string,
    contentType: string,
    purpose = 'avatar',
  ) => {
    const form = multipartBody([
      { name: 'purpose', value: purpose },
      { name: 'file', file, filename, contentType },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/File',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { http: res.statusCode, ...res.json() };
  };

  it('stores an image by its content, under DATA_DIR, and serves it back', async () => {
    const { info } = await t.signUp();
    const res = await upload(info.token, PNG_1X1, 'me.png', 'image/png');
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG_1X1.length, width: 1, height: 1, name: 'me.png' });
    expect(res.data.url).toMatch(/^\/uploads\/avatar\/[A-Za-z0-9_-]+\.png$/);
    const onDisk = path.join(t.dataDir, res.data.url);
    expect(fs.readFileSync(onDisk).equals(PNG_1X1)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const head = await t.call('/user/SetHead', { head: res.data.url }, { token: info.token });
    expect(head).toMatchObject({ status: 0, data: { head: res.data.url } });
    expect((await t.call<UserInfo>('/user/GetUserInfo', {}, { token: info.token })).data.head).toBe(res.data.url);

    // Someone else's upload cannot become my avatar.
    const other = await t.signUp();
    const theirs = await t.call('/user/SetHead', { head: res.data.url }, { token: other.info.token });
    expect(theirs.status).toBe(ErrorCode.UploadFailed);
  });

  it('refuses a non-image whatever its name and declared type', async () => {
    const { info } = await t.signUp();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(info.token, html, 'cat.png', 'image/png');
    expect(res).toMatchObject({ http: 200, status: ErrorCode.UploadFailed });
    const pdf = Buffer.from('%PDF-1.4\n%...');
    expect((await upload(info.token, pdf, 'a.pdf', 'application/pdf', 'avatar')).status).toBe(ErrorCode.UploadFailed);
    expect((await upload(info.token, pdf, 'a.pdf', 'application/pdf', 'chat')).status).toBe(0);
  });

  it('accepts an image up to the upload limit, beyond the JSON body limit', async () => {
    const { info } = await t.signUp();
    const large = Buffer.concat([PNG_1X1, Buffer.alloc(900 * 1024)]);
    const res = await upload(info.token, large, 'large.png', 'image/png');
    expect(res).toMatchObject({ status: 0, data: { size: large.length } });
    const dataUrl = `data:image/png;base64,${large.toString('base64')}`;
    const head = await t.call('/user/SetHead', { head: dataUrl }, { token: info.token });
    expect(head.status).toBe(0);
    const tooBig = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]);
    const refused = await t.call(
      '/user/SetHead',
      { head: `data:image/png;base64,${tooBig.toString('base64')}` },
      { token: info.token },
    );
    expect(refused).toMatchObject({ status: ErrorCode.UploadFailed, params: { limitMb: 1 } });
  });

  it('refuses an oversized file with 413 and the limit', async () => {
    const { info } = await t.signUp();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(info.token, big, 'big.png', 'image/png');
    expect(res).toMatchObject({ http: 413, status: ErrorCode.UploadFailed, params: { limitMb: 1 } });
    // Nothing of it was kept.
    const avatarDir = path.join(t.dataDir, 'uploads', 'avatar');
    const kept = fs.existsSync(avatarDir)
      ? fs.readdirSync(avatarDir).map((f) => fs.statSync(path.join(avatarDir, f)).size)
      : [];
    expect(kept.every((size) => size < 1024 * 1024)).toBe(true);
  });

  it('needs a session, from the Bearer header or a token part', async () => {
    expect((await upload(null, PNG_1X1, 'x.png', 'image/png')).status).toBe(ErrorCode.LoginExpired);
    const { info } = await t.signUp();
    const form = multipartBody([
      { name: 'token', value: info.token },
      { name: 'purpose', value: 'review' },
      { name: 'file', file: PNG_1X1, filename: 'r.png', contentType: 'image/png' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/File', ...form });
    expect(res.json()).toMatchObject({ status: 0, data: { url: expect.stringMatching(/^\/uploads\/review\//) } });
  });

  it('sets the avatar from a data URL, checked by content', async () => {
    const { info } = await t.signUp();
    const dataUrl = `data:image/png;base64,${PNG_1X1.toString('base64')}`;
    const res = await t.call<{ head: string }>('/user/SetHead', { head: dataUrl }, { token: info.token });
    expect(res.status).toBe(0);
    expect(res.data.head).toMatch(/^\/uploads\/avatar\/.+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: res.data.head })).statusCode).toBe(200);
    const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect((await t.call('/user/SetHead', { head: fake }, { token: info.token })).status).toBe(ErrorCode.UploadFailed);
    expect((await t.call('/user/SetHead', { head: 'https://evil.example/a.png' }, { token: info.token })).status).toBe(
      ErrorCode.ParameterError,
    );
  });
});

describe('profile', () => {
  it('saves profile fields and refuses an unknown country', async () => {
    const { info } = await t.signUp();
    const token = info.token;
    const bad = await t.call('/user/UserSaveInfos', { countryCode: 'ZZ' }, { token });
    expect(bad.status).toBe(ErrorCode.InvalidCountry);
    const res = await t.call<UserInfo>(
      '/user/UserSaveInfos',
      { name: 'Anan', sex: 'male', birthday: '1990-04-01', countryCode: 'IN', infos: { education: 'master_degree' } },
      { token },
    );
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ name: 'Anan', sex: 'male', birthday: '1990-04-01', countryCode: 'IN', token });
    expect(res.data.currentCountry?.unit).toBe('INR');
    const more = await t.call<UserInfo>('/user/UserSaveInfos', { infos: { occupation: 'Chef' } }, { token });
    expect(more.data.infos).toEqual({ education: 'master_degree', occupation: 'Chef' });
    expect(more.data.name).toBe('Anan');
  });

  it('saves real-name data and refuses an invalid CPF', async () => {
    const { info } = await t.signUp();
    const token = info.token;
    expect((await t.call('/user/UserSaveInfos', { countryCode: 'BR' }, { token })).status).toBe(0);
    const bad = await t.call('/user/SaveRealInfo', { realName: 'João Silva', cpf: '123.456.789-00' }, { token });
    expect(bad.status).toBe(ErrorCode.InvalidRealName);
    const res = await t.call(
      '/user/SaveRealInfo',
      { realName: 'João Silva', cpf: '529.982.247-25', email: 'J@Example.com' },
      { token },
    );
    expect(res).toMatchObject({
      status: 0,
      data: { realName: 'João Silva', cpf: '52998224725', email: 'j@example.com', verified: false },
    });
  });

  it('takes CPF only from users in Brazil and CCI only from users in Peru', async () => {
    const user = async (countryCode: string) => {
      const { info } = await t.signUp();
      expect((await t.call('/user/UserSaveInfos', { countryCode }, { token: info.token })).status).toBe(0);
      return info.token;
    };
    const save = (token: string, body: object) =>
      t.call('/user/SaveRealInfo', { realName: 'Ana Lima', idNumber: 'X123', ...body }, { token });
    const cpf = '529.982.247-25';
    const cci = '00219300123456789012';
    const [th, br, pe] = [await user('TH'), await user('BR'), await user('PE')];
    expect(await save(th, { cpf })).toMatchObject({ status: ErrorCode.InvalidRealName, params: { field: 'cpf' } });
    expect(await save(th, { cci })).toMatchObject({ status: ErrorCode.InvalidRealName, params: { field: 'cci' } });
    expect(await save(br, { cci })).toMatchObject({ status: ErrorCode.InvalidRealName, params: { field: 'cci' } });
    expect(await save(pe, { cpf })).toMatchObject({ status: ErrorCode.InvalidRealName, params: { field: 'cpf' } });
    expect(await save(br, { cpf })).toMatchObject({ status: 0, data: { cpf: '52998224725', cci: null } });
    expect(await save(pe, { cci })).toMatchObject({ status: 0, data: { cci, cpf: null } });
    // Name and ID number are asked of everyone.
    expect(await save(th, {})).toMatchObject({ status: 0, data: { realName: 'Ana Lima', cpf: null, cci: null } });
  });
});

describe('account deletion', () => {
  it('needs the password, ends every session and frees the account name', async () => {
    const { account, password, info } = await t.signUp();
    const wrong = await t.call('/user/DelUser', { logonPassword: 'not-it-at-all' }, { token: info.token });
    expect(wrong.status).toBe(ErrorCode.OriginalPasswordIncorrect);
    t.revoked.length = 0;
    expect((await t.call('/user/DelUser', { logonPassword: password }, { token: info.token })).status).toBe(0);
    expect(t.revoked).toEqual([expect.objectContaining({ userId: idOf(info), reason: 'deleted' })]);
    expect((await t.call('/user/GetUserInfo', {}, { token: info.token })).status).toBe(ErrorCode.LoginExpired);
    expect((await t.call('/user/Login', { account, logonPassword: password })).status).toBe(
      ErrorCode.AccountOrPasswordIncorrect,
    );
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, idOf(info)));
    expect(row).toMatchObject({ account: null, passwordHash: null, name: '', realInfo: null });
    expect(row!.deletedAt).not.toBeNull();
    const again = await t.signUp({ account });
    expect(again.info._id).not.toBe(info._id);
  });

  it('is refused while money is left in the wallet', async () => {
    const { password, info } = await t.signUp();
    // A balance in any currency counts, not only the active one.
    await t.app.db.transaction((tx) =>
      transfer(tx, {
        from: accounts.system('gateway_clearing', 'KRW'),
        to: accounts.wallet(idOf(info), 'KRW'),
        amount: 500,
        type: TransactionType.Recharge,
        userId: idOf(info),
      }),
    );
    const res = await t.call('/user/DelUser', { logonPassword: password }, { token: info.token });
    expect(res.status).toBe(ErrorCode.InvalidState);
  });
});
