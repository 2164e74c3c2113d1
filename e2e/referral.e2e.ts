import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { type Harness, logIn, startHarness } from './harness';

/**
 * The referral journey of issue 17 in real Chromium against the real server: the inviter opens the
 * referral page from the profile, a friend opens the invite link on another device, signs up with the
 * code it carries and tops up, and the inviter sees the friend and the rewards in baht.
 */
let h: Harness;
let stamp = Date.now();
const uniqueEmail = (tag: string) => `e2e-${tag}-${stamp++}@wayfare.test`;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

async function openInvitePage(page: Page) {
  await page.getByRole('navigation', { name: 'Main sections' }).getByRole('button', { name: 'Profile' }).click();
  await page.waitForURL(/\/pages\/user\/user/);
  // The share button beside the profile's invite code opens the referral page.
  await page.getByRole('button', { name: 'Share invite link' }).click();
  await page.waitForURL(/\/pages\/invite\/invite/);
  await page.getByTestId('invite-code').waitFor();
}

describe('referral', () => {
  it('invite by link: the friend signs up and tops up, the inviter sees the friend and the rewards', async () => {
    const inviter = uniqueEmail('inviter');
    const inviterPassword = 'inviter-Pass-1';
    await registerViaApi(inviter, inviterPassword);

    const inviterContext = await h.phone();
    const friendContext = await h.phone();
    const a = await inviterContext.newPage();
    const b = await friendContext.newPage();
    try {
      // The inviter's page: code, link and QR, how rewards work in baht, no friends yet.
      await logIn(a, inviter, inviterPassword);
      await a.waitForURL(/\/pages\/home\/home/);
      await openInvitePage(a);
      const code = (await a.getByTestId('invite-code').textContent())!.trim();
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      const link = (await a.getByTestId('invite-link').textContent())!.trim();
      expect(link).toBe(`${h.url}/pages/register/register?inviteCode=${code}`);
      await a.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
      const rules = await a.getByTestId('referral-rules').textContent();
      expect(rules).toContain('฿50.00 when a friend makes their first top-up');
      expect(rules).toContain('5% of a friend');
      expect(rules).toContain('Up to ฿5,000.00 a month');
      await a.getByText('No friends yet').waitFor();
      expect(await a.getByTestId('referral-earned').textContent()).toBe('฿0.00');
      await h.shot(a, 'referral-empty-en');

      // The friend opens the link on their own phone and signs up with the code it carries.
      const friend = uniqueEmail('friend');
      const friendPassword = 'friend-Pass-1';
      await b.goto(link.replace(h.url, ''));
      await b.getByRole('heading', { name: 'Create your account' }).waitFor();
      await expect.poll(() => b.getByPlaceholder("Friend's invite code").inputValue()).toBe(code);
      await b.getByPlaceholder('name@example.com').fill(friend);
      const since = h.output().length;
      await b.getByRole('button', { name: 'Get code' }).click();
      await b.getByPlaceholder('6-digit code').fill(await codeFromLog(friend, since));
      await b.getByPlaceholder('At least 8 characters').fill(friendPassword);
      await b.getByPlaceholder('Enter the password again').fill(friendPassword);
      for (const label of await b.locator('label', { hasText: 'I have read and agree to the' }).all()) {
        await label.click();
      }
      await b.locator('form button[type=submit]').click();
      await b.waitForURL(/\/pages\/home\/home/);

      // Before any top-up: the inviter sees the friend, not yet topped up.
      await a.reload();
      await a.getByTestId('invited-friend').waitFor();
      expect(await a.getByTestId('invited-friend').textContent()).toContain('No top-up yet');
      expect(await a.getByTestId('invited-friend').textContent()).not.toContain(friend);

      // The friend tops up through the demo channel.
      await b.goto('/pages/recharge_center/recharge_center');
      await b.getByTestId('demo-notice').waitFor();
      await b.getByPlaceholder('Enter amount').fill('1000');
      await b.getByTestId('recharge-submit').click();
      await b.waitForURL(/\/pages\/payInfo\/payInfo\?kind=recharge/);
      await b.getByText('Top-up successful').waitFor();

      // The inviter sees the friend topped up and the rewards in baht.
      await a.reload();
      await a.getByTestId('invited-friend').waitFor();
      await expect.poll(() => a.getByTestId('invited-friend').textContent()).toContain('Topped up');
      expect(await a.getByTestId('referral-invited').textContent()).toBe('1');
      expect(await a.getByTestId('referral-topped-up').textContent()).toBe('1');
      const earned = await a.getByTestId('referral-earned').textContent();
      expect(earned).toMatch(/^฿[\d,]+\.\d{2}$/);
      expect(earned).not.toBe('฿0.00');
      await h.shot(a, 'referral-friends-en');
      await a.getByRole('tab', { name: 'Rewards' }).click();
      await a.getByTestId('rebate').first().waitFor();
      const rewards = await a.getByTestId('rebates').textContent();
      expect(rewards).toContain('Inviter reward');
      expect(rewards).toContain('+฿50.00');
      expect(rewards).toContain('First top-up rebate');
      expect(rewards).toContain('Credited');
      await h.shot(a, 'referral-rewards-en');

      // The wallet history names the rewards.
      await a.goto('/pages/transaction_record/transaction_record');
      await a.getByText('Inviter reward').waitFor();
      await a.getByText('Referral first top-up rebate').waitFor();

      // The same page in Hindi.
      await a.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('hi-IN')));
      await a.goto('/pages/invite/invite');
      await a.getByText('आपका आमंत्रण कोड').waitFor();
      await a.getByText('इनाम कैसे मिलते हैं').waitFor();
      await expect.poll(() => a.getAttribute('html', 'lang')).toBe('hi-IN');
      await h.shot(a, 'referral-hi');
      await a.getByRole('tab', { name: 'इनाम' }).click();
      await a.getByTestId('rebate').first().waitFor();
      expect(await a.getByTestId('rebates').textContent()).toContain('आमंत्रक इनाम');
      await h.shot(a, 'referral-rewards-hi');
    } catch (err) {
      await h.shot(a, 'FAILED-referral-inviter').catch(() => {});
      await h.shot(b, 'FAILED-referral-friend').catch(() => {});
      throw err;
    } finally {
      await inviterContext.close();
      await friendContext.close();
    }
  }, 300_000);
});
