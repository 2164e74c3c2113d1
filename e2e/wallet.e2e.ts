import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, type Harness, logIn, newDataDir, runServerCli, startHarness } from './harness';

/**
 * The wallet journey of issue 5 in real Chromium against the real server: top up through the demo
 * channel (bonus, new balance), real-name data and a withdrawal password, a new bank account, a
 * withdrawal on the secure keypad, both in the records; then an operator moves the withdrawal and the
 * record shows it after a refresh.
 */

const OPERATOR = { username: 'e2e-finance', password: 'operator-pass-1' };
const PIN = '246810';

let h: Harness;
beforeAll(async () => {
  // The first operator is created by the documented command, before the server holds the database.
  const dataDir = newDataDir();
  const out = await runServerCli(dataDir, 'create-admin.ts', [OPERATOR.username, OPERATOR.password, 'admin']);
  expect(out).toMatch(/is ready/);
  h = await startHarness({ DATA_DIR: dataDir });
});
afterAll(() => h?.stop());

async function adminApi<T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const r = await fetch(`${h.url}/api/admin${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const res = (await r.json()) as { status: number; data: T; msg: string };
  expect(res.status, `${path}: ${res.msg}`).toBe(0);
  return res.data;
}

const pressPin = async (page: Page, pin: string) => {
  for (const d of pin) await page.locator(`[data-testid="pin-keypad"] [data-digit="${d}"]`).click();
};

/** The first record of a tab, after a reload (what a user sees when they come back). */
async function firstStatus(page: Page, tab: 'recharge' | 'withdraw') {
  await page.goto(`/pages/transaction_record/transaction_record?tab=${tab}`);
  const item = page.getByTestId(tab === 'recharge' ? 'recharge-item' : 'withdrawal-item').first();
  await item.waitFor();
  return (await item.getByTestId('status-tag').textContent())?.trim();
}

describe('wallet', () => {
  it('tops up, withdraws to a new bank account, and shows both with their statuses', { timeout: 240_000 }, async () => {
    const context = await h.phone();
    const page = await context.newPage();
    try {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);

      // Home's Wallet entry opens the top-up centre with the demo user's opening ฿15,000.00, held in baht.
      await page.getByRole('button', { name: 'Wallet', exact: true }).click();
      await page.waitForURL(/\/pages\/recharge_center\/recharge_center/);
      await page.getByTestId('demo-notice').waitFor();
      await expect
        .poll(() => page.locator('section[aria-label="Wallet balance"]').textContent())
        .toContain('฿15,000.00');
      // Bounds are round baht of the channel itself (฿50 to ฿200,000), not converted dollars.
      expect(await page.locator('[data-channel="demo"]').textContent()).toContain('฿50.00');
      expect(await page.locator('main').textContent()).not.toContain('USD');
      expect(await page.locator('[data-channel="demo"]').textContent()).toContain('Demo · no real money');
      await h.shot(page, 'wallet-recharge-en');
      await expectAccessible(page);

      // Too little is refused before anything is sent.
      await page.getByPlaceholder('Enter amount').fill('10');
      await page.getByTestId('recharge-submit').click();
      await page.getByText('The minimum for this method is ฿50.00').waitFor();
      // More decimals than baht has is refused before anything is sent.
      await page.getByPlaceholder('Enter amount').fill('500.005');
      await page.getByTestId('recharge-submit').click();
      await page.getByText('฿ amounts have at most 2 decimals').waitFor();

      // Typed ฿500 tops up exactly ฿500.00 (never ฿499.84).
      await page.getByPlaceholder('Enter amount').fill('500');
      await expect.poll(() => page.getByTestId('recharge-submit').textContent()).toBe('Top up ฿500.00');
      await page.getByTestId('recharge-submit').click();
      await page.waitForURL(/\/pages\/payInfo\/payInfo\?kind=recharge/);
      await page.getByText('Top-up successful').waitFor();
      expect(await page.getByTestId('result-head').textContent()).toContain('+฿500.00');
      await expect.poll(() => page.getByTestId('result-balance').textContent()).toBe('฿15,500.00');

      // "Top up 50 get 5" in baht: ฿1,500 earns ฿150.
      await page.goto('/pages/recharge_center/recharge_center');
      await page.getByRole('button', { name: '฿1,500.00', exact: true }).click();
      await expect.poll(() => page.getByTestId('bonus-status').textContent()).toBe('This top-up earns a ฿150.00 bonus');
      await page.getByTestId('recharge-submit').click();
      await page.waitForURL(/\/pages\/payInfo\/payInfo\?kind=recharge/);
      await page.getByText('Top-up successful').waitFor();
      expect(await page.getByTestId('result-head').textContent()).toContain('+฿150.00 bonus');
      await expect.poll(() => page.getByTestId('result-balance').textContent()).toBe('฿17,150.00');
      await h.shot(page, 'wallet-recharge-result-en');

      // Withdrawing needs real-name data and a withdrawal password: the screen says so.
      await page.goto('/pages/withdraw/withdraw');
      await page.getByTestId('withdraw-verify').waitFor();
      await page.getByTestId('withdraw-password').waitFor();
      expect(await page.getByTestId('withdraw-submit').isDisabled()).toBe(true);
      // Each notice leads to the screen that fixes it: real-name data first...
      await page.getByRole('button', { name: 'Verify now' }).click();
      await page.waitForURL(/\/pages\/real_info\/real_info/);
      await page.getByLabel('Full legal name').fill('Demo User');
      await page.getByLabel('ID number').fill('1101700123456');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/pages\/withdraw\/withdraw/);
      await page.getByTestId('withdraw-password').waitFor();
      await expect.poll(() => page.getByTestId('withdraw-verify').count()).toBe(0);
      // ...then the withdrawal password: the login password, then the new PIN twice on the keypad.
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.waitForURL(/\/pages\/update_withdraw_pwd\/update_withdraw_pwd/);
      await page.getByLabel('Login password').fill(h.demo.password);
      await page.getByRole('button', { name: 'Next' }).click();
      for (let round = 0; round < 2; round += 1)
        for (const d of PIN) await page.getByRole('button', { name: d, exact: true }).click();
      await page.waitForURL(/\/pages\/withdraw\/withdraw/);
      await page.getByTestId('add-first-account').waitFor();
      // The screen shows what it had, then what the server says now.
      await expect.poll(() => page.getByTestId('withdraw-password').count()).toBe(0);
      expect(await page.getByTestId('withdraw-verify').count()).toBe(0);

      // Add a bank account from the withdraw screen; saving asks for the withdrawal password.
      await page.getByTestId('add-first-account').click();
      await page.waitForURL(/\/pages\/user_payment\/user_payment\?mode=add/);
      await page.getByLabel('Account holder name').fill('Demo User');
      await page.getByLabel('Bank name').fill('Kasikornbank');
      await page.getByLabel('Card or account number').fill('0123456789');
      await page.getByLabel('ID card number').fill('1101700123456');
      await page.getByLabel('Phone number').fill('+66812345678');
      await page.getByTestId('bank-save').click();
      await page.getByTestId('pin-sheet').waitFor();
      await pressPin(page, PIN);
      // Back on the withdraw screen with the new account chosen.
      await page.waitForURL(/\/pages\/withdraw\/withdraw/);
      await expect.poll(() => page.getByTestId('bank-account').first().textContent()).toContain('•••• 6789');

      // Withdrawing ฿1,000 at 1%: fee ฿10.00, ฿990.00 arrives, exactly ฿1,000.00 leaves.
      await page.getByPlaceholder('Enter amount').fill('1000');
      await expect.poll(() => page.getByTestId('fee-amount').textContent()).toBe('฿10.00');
      expect(await page.getByTestId('receive-amount').textContent()).toBe('฿990.00');
      await h.shot(page, 'wallet-withdraw-en');
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('pin-sheet').waitFor();
      await pressPin(page, '999999');
      await page.getByText(/Withdrawal password not set or incorrect/).waitFor();
      await pressPin(page, PIN);
      const done = page.getByTestId('withdraw-done');
      await done.waitFor();
      expect(await done.textContent()).toContain('Under review');
      expect(await done.textContent()).toContain('-฿1,000.00');
      expect(await done.textContent()).toContain('฿990.00');
      expect(await done.textContent()).toContain('฿16,150.00');
      await h.shot(page, 'wallet-withdraw-done-en');
      await done.getByRole('button', { name: 'View details' }).click();
      await page.waitForURL(/\/pages\/payInfo\/payInfo\?kind=withdraw&id=\d+/);
      const withdrawalId = new URL(page.url()).searchParams.get('id') ?? '';

      // Both in the records, with their statuses; the full history has the bonus and the withdrawal.
      expect(await firstStatus(page, 'recharge')).toBe('Done');
      expect(await firstStatus(page, 'withdraw')).toBe('Under review');
      await page.goto('/pages/transaction_record/transaction_record');
      const lines = page.getByTestId('transaction-item');
      await lines.first().waitFor();
      expect(await lines.nth(0).textContent()).toContain('Withdrawal');
      expect(await lines.nth(0).textContent()).toContain('-฿1,000.00');
      expect(await lines.nth(1).textContent()).toContain('Top-up bonus');
      expect(await lines.nth(1).textContent()).toContain('+฿150.00');
      await h.shot(page, 'wallet-records-en');
      await expectAccessible(page);

      // An operator approves, then marks it paid; the user's record follows after a refresh.
      const { token } = await adminApi<{ token: string }>('/Login', OPERATOR);
      await adminApi('/WithdrawApprove', { withdrawalId, note: 'e2e' }, token);
      expect(await firstStatus(page, 'withdraw')).toBe('Transferring');
      await adminApi('/WithdrawMarkPaid', { withdrawalId, reference: 'E2E-TRF-1' }, token);
      expect(await firstStatus(page, 'withdraw')).toBe('Transferred');
      await page.getByTestId('withdrawal-item').first().click();
      await page.getByText('Withdrawal completed').waitFor();
      await h.shot(page, 'wallet-withdraw-paid-en');
    } catch (err) {
      await h.shot(page, 'FAILED-wallet-journey').catch(() => {});
      throw err;
    } finally {
      await context.close();
    }
  });

  it('shows the top-up centre in Thai with amounts in baht', async () => {
    const context = await h.phone();
    const page = await context.newPage();
    try {
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      // The language chosen in the app is kept in storage; the next page opens in Thai.
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('th-TH')));
      await page.goto('/pages/recharge_center/recharge_center');
      await page.getByTestId('demo-notice').waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toMatch(/[\u0E00-\u0E7F]/);
      expect(text).toContain('฿50.00');
      // The baht bonus rule, in Thai, as the server states it for baht.
      expect(text).toContain('฿1,500.00');
      expect(text).toContain('฿150.00');
      expect(text).not.toContain('USD');
      await h.shot(page, 'wallet-recharge-th');
    } finally {
      await context.close();
    }
  });
});
