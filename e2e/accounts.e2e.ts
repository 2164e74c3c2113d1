import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { expectAccessible, type Harness, logIn, startHarness, withPage } from './harness';

/**
 * Account journeys in real Chromium against the real server: sign-up with the code from the server log,
 * logout and login, language, password change, reset, withdrawal password, profile, rebinding, deletion,
 * Telegram and LINE logins (LINE against a local fake LINE server), and a second device ending a session.
 */
const TELEGRAM_TOKEN = '424242:e2e-bot-token';
const LINE_CHANNEL = '1650000000';

let h: Harness;
let fakeLine: http.Server;
let stamp = Date.now();
let forgotAccount = '';
let heldAccount = '';
const uniqueEmail = (tag: string) => `e2e-${tag}-${stamp++}@wayfare.test`;

/** LINE Login v2.1 as the server sees it: authorize redirects straight back, token and verify answer. */
function startFakeLine(): Promise<string> {
  fakeLine = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', `line-code-${Date.now()}`);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/oauth2/v2.1/token') {
        res.end(JSON.stringify({ id_token: 'fake-id-token', access_token: 'a', token_type: 'Bearer' }));
      } else if (url.pathname === '/oauth2/v2.1/verify') {
        res.end(
          JSON.stringify({
            iss: 'https://access.line.me',
            aud: LINE_CHANNEL,
            sub: 'U-e2e-line-user',
            nonce: form.get('nonce'),
            exp: Math.floor(Date.now() / 1000) + 600,
            name: 'Lin Line',
          }),
        );
      } else {
        res.writeHead(404).end('{}');
      }
    });
  });
  return new Promise((resolve) => {
    fakeLine.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(fakeLine.address() as AddressInfo).port}`));
  });
}

beforeAll(async () => {
  const line = await startFakeLine();
  h = await startHarness({
    TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
    TELEGRAM_BOT_NAME: 'wayfare_e2e_bot',
    LINE_CHANNEL_ID: LINE_CHANNEL,
    LINE_CHANNEL_SECRET: 'e2e-line-secret',
    LINE_API_BASE: line,
    LINE_AUTH_URL: `${line}/authorize`,
  });
  // Made first: its reset code (the last test) then usually comes a minute after its sign-up code.
  forgotAccount = uniqueEmail('forgot');
  await registerViaApi(forgotAccount, 'forgotten-1');
  heldAccount = uniqueEmail('held');
  await registerViaApi(heldAccount, 'owner-knows-1');
});
afterAll(async () => {
  await h?.stop();
  await new Promise((r) => fakeLine?.close(r));
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The code the server wrote to its log for `account` after `since` (no mail or SMS configured). */
async function codeFromLog(account: string, since: number): Promise<string> {
  const re = new RegExp(`verification code for ${escapeRegExp(account)}: (\\d{6})`, 'g');
  for (let i = 0; i < 100; i++) {
    const found = [...h.output().slice(since).matchAll(re)].at(-1);
    if (found) return found[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification code for ${account} in the server log`);
}

const api = <T>(path: string, body: object) => callApi<T>(h, path, body);

/** A fresh user made through the API (the UI sign-up has its own test). */
async function registerViaApi(account: string, password: string) {
  const since = h.output().length;
  const sent = await api<{ codeToken: string }>('/user/SendCode', { account, type: 'email', sendType: 1 });
  expect(sent.status).toBe(0);
  const code = await codeFromLog(account, since);
  const reg = await api('/user/Register', {
    account,
    logonPassword: password,
    code,
    codeToken: sent.data.codeToken,
    countryCode: 'TH',
  });
  expect(reg.status).toBe(0);
}

const submit = (page: Page) => page.locator('form button[type=submit]').click();
const toast = (page: Page, text: string, timeout = 5000) =>
  page.locator('.adm-toast-main', { hasText: text }).waitFor({ timeout });

async function openProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main sections' }).getByRole('button', { name: 'Profile' }).click();
  await page.waitForURL(/\/pages\/user\/user/);
  await page.getByText('Wallet balance').waitFor();
}

async function logOut(page: Page) {
  await page.locator('.adm-list-item', { hasText: 'Log out' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/pages\/login\/login/);
}

async function logInHome(page: Page, account: string, password: string) {
  await logIn(page, account, password);
  await page.waitForURL(/\/pages\/home\/home/);
}

describe('accounts', () => {
  it('signs up with the code from the server log, logs out, and logs back in', async () => {
    const account = uniqueEmail('signup');
    const password = 'first-Pass-123';
    await withPage(h, 'signup', async (page) => {
      await page.goto('/pages/login/login');
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.waitForURL(/\/pages\/register\/register/);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();

      // Validation before anything is sent.
      const registerCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/user/Register')) registerCalls.push(r.url());
      });
      await submit(page);
      await page.getByText('Please enter your email address').waitFor();
      await page.getByText('Please read and agree to the User Agreement and the Privacy Policy').waitFor();

      await page.getByPlaceholder('name@example.com').fill(account);
      const since = h.output().length;
      await page.getByRole('button', { name: 'Get code' }).click();
      await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
      const code = await codeFromLog(account, since);
      await page.getByPlaceholder('6-digit code').fill(code);
      await page.getByPlaceholder('At least 8 characters').fill(password);
      await page.getByPlaceholder('Enter the password again').fill(`${password}x`);
      await submit(page);
      await page.getByText('The two passwords do not match').waitFor();
      expect(registerCalls).toEqual([]);

      await page.getByPlaceholder('Enter the password again').fill(password);
      for (const label of await page.locator('label', { hasText: 'I have read and agree to the' }).all()) {
        await label.click();
      }
      await h.shot(page, 'accounts-register-en');
      await expectAccessible(page);
      await submit(page);
      await page.waitForURL(/\/pages\/home\/home/);

      await openProfile(page);
      await page.getByText(account, { exact: true }).waitFor();
      await h.shot(page, 'accounts-profile-en');
      await expectAccessible(page);
      await logOut(page);
      await logInHome(page, account, password);
    });
  });

  it('changes the language from the profile', async () => {
    await withPage(h, 'language', async (page) => {
      await logInHome(page, h.demo.account, h.demo.password);
      await openProfile(page);
      await page.locator('.adm-list-item', { hasText: 'Language' }).click();
      await page.getByRole('button', { name: /ไทย/ }).click();
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('th-TH');
      await expect.poll(() => page.locator('.adm-list-item').first().textContent()).toMatch(/[\u0E00-\u0E7F]/);
      await h.shot(page, 'accounts-profile-th');
    });
  });

  it('changes the password; the old one stops working, the new one logs in', async () => {
    const account = uniqueEmail('pwd');
    await registerViaApi(account, 'old-Pass-123');
    await withPage(h, 'change-password', async (page) => {
      await logInHome(page, account, 'old-Pass-123');
      await openProfile(page);
      await page.locator('.adm-list-item', { hasText: 'Change password' }).click();
      await page.waitForURL(/\/pages\/update_pwd\/update_pwd/);
      await page.getByPlaceholder('Current password').fill('wrong-Pass-1');
      await page.getByPlaceholder('At least 8 characters').fill('new-Pass-456');
      await page.getByPlaceholder('Enter the password again').fill('new-Pass-456');
      await submit(page);
      await toast(page, 'The original password is incorrect');
      expect(await page.getByPlaceholder('At least 8 characters').inputValue()).toBe('new-Pass-456');
      await page.getByPlaceholder('Current password').fill('old-Pass-123');
      await submit(page);
      await toast(page, 'Password changed');
      await page.waitForURL(/\/pages\/user\/user/);
      await logOut(page);
      await logIn(page, account, 'old-Pass-123');
      await toast(page, 'Incorrect account or password');
      await logInHome(page, account, 'new-Pass-456');
    });
  });

  it('a login on a second device sends the first one back to login with "logged in on another device"', async () => {
    const account = uniqueEmail('twodev');
    await registerViaApi(account, 'two-Devices-1');
    const first = await h.phone();
    const second = await h.phone();
    try {
      const a = await first.newPage();
      await logInHome(a, account, 'two-Devices-1');
      await a.waitForFunction(() => document.documentElement.dataset.socket === 'open');
      const b = await second.newPage();
      // The first device is told at once over the chat socket (remoteLogin), without doing anything.
      const prompt = toast(a, 'Your account logged in on another device', 10_000);
      await logInHome(b, account, 'two-Devices-1');
      await prompt;
      await a.waitForURL(/\/pages\/login\/login/);
      await h.shot(a, 'accounts-remote-login');
      expect(await a.evaluate(() => localStorage.getItem('wf.login_user_info'))).toBeNull();
      // The second device is unaffected.
      await openProfile(b);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('sets the withdrawal password on the keypad and edits the profile', async () => {
    const account = uniqueEmail('profile');
    await registerViaApi(account, 'profile-Pass-1');
    await withPage(h, 'withdraw-password', async (page) => {
      await logInHome(page, account, 'profile-Pass-1');
      await openProfile(page);
      await page.locator('.adm-list-item', { hasText: 'Withdrawal password' }).click();
      await page.waitForURL(/\/pages\/update_withdraw_pwd\/update_withdraw_pwd/);
      await page.getByPlaceholder('Login password').fill('profile-Pass-1');
      await page.getByRole('button', { name: 'Next' }).click();
      const pad = async (digits: string) => {
        for (const d of digits) await page.getByRole('button', { name: d, exact: true }).click();
      };
      await page.getByRole('heading', { name: 'Choose a 6-digit withdrawal password' }).waitFor();
      await pad('246802');
      await page.getByRole('heading', { name: 'Enter the new withdrawal password again' }).waitFor();
      await h.shot(page, 'accounts-withdraw-pin');
      await pad('246802');
      await toast(page, 'Withdrawal password set');
      await page.waitForURL(/\/pages\/user\/user/);
      await page
        .locator('.adm-list-item', { hasText: 'Withdrawal password' })
        .getByText('Set', { exact: true })
        .waitFor();

      // Personal info: a new name shows on the profile.
      await page.locator('.adm-list-item', { hasText: 'Personal info' }).click();
      await page.waitForURL(/\/pages\/user_info\/user_info/);
      await page.getByPlaceholder('How others see you').fill('Pim Tester');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Saved');
      await page.waitForURL(/\/pages\/user\/user/);
      await page.getByText('Pim Tester').waitFor();

      // Avatar: a picked image is uploaded and shown.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        'base64',
      );
      await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await toast(page, 'Profile photo updated');
      await expect.poll(() => page.locator('header img').first().getAttribute('src')).toMatch(/^\/uploads\//);

      // Real-name data goes under review.
      await page.locator('.adm-list-item', { hasText: 'Identity verification' }).click();
      await page.getByPlaceholder('As shown on your ID').fill('Pim Tester');
      await submit(page);
      await page.getByText('Please enter your ID number').waitFor();
      await page.getByPlaceholder('ID card or passport number').fill('1101700203451');
      await submit(page);
      await toast(page, 'Details submitted for verification');
      await page.locator('.adm-list-item', { hasText: 'Identity verification' }).getByText('Under review').waitFor();
    });
  });

  it('changes the linked account with a code sent to the new one, then says when it can change again', async () => {
    const account = uniqueEmail('rebind');
    const next = uniqueEmail('rebound');
    await registerViaApi(account, 'rebind-Pass-1');
    await withPage(h, 'rebind', async (page) => {
      await logInHome(page, account, 'rebind-Pass-1');
      await openProfile(page);
      await page.locator('.adm-list-item', { hasText: 'Change linked account' }).click();
      await page.waitForURL(/\/pages\/change_bind_account\/change_bind_account/);
      await page.getByPlaceholder('name@example.com').fill(next);
      const since = h.output().length;
      await page.getByRole('button', { name: 'Get code' }).click();
      const code = await codeFromLog(next, since);
      await page.getByPlaceholder('6-digit code').fill(code);
      await page.getByPlaceholder('Login password').fill('rebind-Pass-1');
      await submit(page);
      await toast(page, 'Linked account changed');
      await page.waitForURL(/\/pages\/user\/user/);
      await page.getByText(next).waitFor();
      await page.locator('.adm-list-item', { hasText: 'Change linked account' }).click();
      await page.getByText(/You can change it again after/).waitFor();
      await h.shot(page, 'accounts-rebind-cooldown');
    });
  });

  it('deletes the account after the password; it can no longer log in', async () => {
    const account = uniqueEmail('delete');
    await registerViaApi(account, 'delete-Pass-1');
    await withPage(h, 'delete', async (page) => {
      await logInHome(page, account, 'delete-Pass-1');
      await page.goto('/pages/user_info/user_info');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const sheet = page.locator('.adm-popup-body');
      await sheet.getByRole('button', { name: 'Delete my account' }).click();
      await sheet.getByText('Please enter your current password').waitFor();
      await sheet.getByPlaceholder('Enter your login password to confirm').fill('delete-Pass-1');
      await sheet.getByRole('button', { name: 'Delete my account' }).click();
      await toast(page, 'Your account has been deleted');
      await page.waitForURL(/\/pages\/login\/login/);
      await logIn(page, account, 'delete-Pass-1');
      await toast(page, 'Incorrect account or password');
    });
  });

  it('logs in with Telegram widget data verified on the server; tampered data is refused, translated', async () => {
    const data: Record<string, string> = {
      id: String(700_000_000 + (stamp % 1000)),
      first_name: 'Tele',
      username: 'tele_e2e',
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    const check = Object.keys(data)
      .sort()
      .map((k) => `${k}=${data[k]}`)
      .join('\n');
    const hash = createHmac('sha256', createHash('sha256').update(TELEGRAM_TOKEN).digest()).update(check).digest('hex');
    await withPage(h, 'telegram-tampered', async (page) => {
      const q = new URLSearchParams({ source: 'telegram', ...data, first_name: 'Mallory', hash });
      await page.goto(`/pages/thrid_login/thrid_login?${q}`);
      await page.getByText("Couldn't log in with Telegram").waitFor();
      await page.getByText('Third-party login failed, please try again').waitFor();
      await h.shot(page, 'accounts-telegram-refused');
    });
    await withPage(h, 'telegram', async (page) => {
      await page.goto('/pages/login/login');
      await page.getByRole('button', { name: 'Continue with Telegram' }).waitFor();
      const q = new URLSearchParams({ source: 'telegram', ...data, hash });
      await page.goto(`/pages/thrid_login/thrid_login?${q}`);
      await page.waitForURL(/\/pages\/choose_country\/choose_country\?showBack=false/);
      await page.getByText('Thailand').click();
      await page.waitForURL(/\/pages\/home\/home/);
      await openProfile(page);
      await page.getByText('Tele', { exact: true }).waitFor();
    });
  });

  it('logs in with LINE: server-made authorize URL, redirect back, code exchanged on the server', async () => {
    await withPage(h, 'line', async (page) => {
      await page.goto('/pages/login/login');
      await page.getByRole('button', { name: 'Continue with LINE' }).click();
      await page.waitForURL(/\/pages\/(thrid_login\/thrid_login|choose_country\/choose_country)/);
      await page.waitForURL(/\/pages\/choose_country\/choose_country\?showBack=false/);
      await page.getByText('Thailand').click();
      await page.waitForURL(/\/pages\/home\/home/);
      await openProfile(page);
      await page.getByText('Lin Line').waitFor();
    });
    await withPage(h, 'line-replay', async (page) => {
      // A state that the server never issued (or already used) is refused, and the page says so.
      await page.goto('/pages/thrid_login/thrid_login?code=reused-code&state=not-a-real-state-123');
      await page.getByText("Couldn't log in with LINE").waitFor();
      await page.getByText('Third-party login failed, please try again').waitFor();
      await page.getByRole('button', { name: 'Back to log in' }).click();
      await page.waitForURL(/\/pages\/login\/login/);
    });
  });
  it('resets a forgotten password with a code and returns to login with the account filled in', async () => {
    const account = forgotAccount;
    await withPage(h, 'forgot', async (page) => {
      await page.goto('/pages/login/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.waitForURL(/\/pages\/forget_pwd\/forget_pwd/);
      await page.getByPlaceholder('name@example.com').fill(account);
      const since = h.output().length;
      await page.getByRole('button', { name: 'Get code' }).click();
      // One code a minute per account: within a minute of sign-up the server says how long to wait and the
      // button counts exactly that down.
      const limited = await toast(page, 'Too many operations').then(
        () => true,
        () => false,
      );
      if (limited) {
        await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
        await page.getByRole('button', { name: 'Resend', exact: true }).click({ timeout: 65_000 });
      }
      const code = await codeFromLog(account, since);
      await page.getByPlaceholder('6-digit code').fill(code);
      await page.getByPlaceholder('At least 8 characters').fill('remembered-2');
      await page.getByPlaceholder('Enter the password again').fill('remembered-2');
      await submit(page);
      await toast(page, 'Password reset');
      await page.waitForURL(/\/pages\/login\/login/);
      expect(await page.getByPlaceholder('Email or phone number with area code').inputValue()).toBe(account);
      await page.getByPlaceholder('Password').fill('remembered-2');
      await submit(page);
      await page.waitForURL(/\/pages\/home\/home/);
    });
  }, 120_000);

  it('signs in with a code when wrong passwords (someone else’s) put password sign-in on hold', async () => {
    const account = heldAccount;
    // Someone else guesses: five wrong passwords use the account's budget.
    for (let i = 0; i < 5; i++) await api('/user/Login', { account, logonPassword: `guess-${i}-wrong` });
    await withPage(h, 'held', async (page) => {
      await page.goto('/pages/login/login');
      await page.getByPlaceholder('Email or phone number with area code').fill(account);
      await page.getByPlaceholder('Password').fill('owner-knows-1');
      await submit(page);
      await toast(page, 'Too many operations');
      const offer = page.getByRole('button', { name: 'Sign in with a code instead' });
      await offer.waitFor();
      await h.shot(page, 'accounts-login-held-en');
      const since = h.output().length;
      const [sendAnswer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/user/SendCode')),
        offer.click(),
      ]);
      // One code a minute per account: within a minute of sign-up the button counts the wait down.
      if (((await sendAnswer.json()) as { status: number }).status !== 0) {
        await page.getByRole('button', { name: 'Resend', exact: true }).click({ timeout: 65_000 });
      }
      await page.getByText(`We sent a 6-digit code to ${account}. Enter it to sign in.`).waitFor();
      const code = await codeFromLog(account, since);
      await page.getByPlaceholder('6-digit code').fill(code);
      await h.shot(page, 'accounts-login-code-en');
      await submit(page);
      await page.waitForURL(/\/pages\/home\/home/);
    });
  }, 120_000);
});
