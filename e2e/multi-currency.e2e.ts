import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenApi } from './api';
import { type Harness, logIn, startHarness, withPage } from './harness';

/**
 * Issue 11 in real Chromium against the real server: a traveller who topped up US dollars moves to
 * Thailand. Changing country converts nothing: the wallet shows an empty baht balance and the dollars
 * beside it. A Bangkok order is in baht; the baht balance is short, so the order is paid from the dollar
 * balance at a quote the user sees (amount, rate, time left) and confirms; the order says how it was
 * paid. Then dollars are converted to baht in the wallet at a quote, and the records show both sides;
 * refunding the order returns exactly the dollars that paid it.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

type Balance = { unit: string; balance: number };
type Wallet = Balance & { wallets: Balance[] };

const call = <T>(path: string, body: Record<string, unknown>, token?: string) => callApi<T>(h, path, body, { token });

const api = <T>(token: string, path: string, body: Record<string, unknown> = {}) => tokenApi<T>(h, token, path, body);

async function codeFromLog(account: string, since: number): Promise<string> {
  const re = new RegExp(`verification code for ${account.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\d{6})`, 'g');
  for (let i = 0; i < 100; i++) {
    const found = [...h.output().slice(since).matchAll(re)].at(-1);
    if (found) return found[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification code for ${account} in the server log`);
}

/** A new user of the United States (wallet in US dollars). */
async function registerInUs(account: string, password: string) {
  const since = h.output().length;
  const sent = await call<{ codeToken: string }>('/user/SendCode', { account, type: 'email', sendType: 1 });
  expect(sent.status).toBe(0);
  const code = await codeFromLog(account, since);
  const reg = await call('/user/Register', {
    account,
    logonPassword: password,
    code,
    codeToken: sent.data.codeToken,
    countryCode: 'US',
  });
  expect(reg.status, reg.msg).toBe(0);
}

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}') as { token: string }).token);

/** "$10.29" → 1029 (two-decimal currencies). */
const minorOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

describe('money in the user own currency', () => {
  it('pays a baht order from a dollar balance at a quote, and converts at a quote', { timeout: 240_000 }, async () => {
    await withPage(h, 'multi-currency', async (page) => {
      const account = `traveller-${Date.now()}@example.com`;
      const password = 'travel-pass-1';
      await registerInUs(account, password);
      await logIn(page, account, password);
      await page.waitForURL(/\/pages\/home\/home/);
      const token = await tokenOf(page);

      // $50 through the demo channel, in dollars ("top up 50 get 5": $55.00 in all).
      await api(token, '/amount/Recharge', {
        channelCode: 'demo',
        country_code: 'US',
        amount: 5000,
        isApp: false,
        rechargeData: {},
        idempotencyKey: `e2e-topup-${Date.now()}`,
      });

      // Moving to Thailand converts nothing: an empty baht balance, the dollars beside it.
      await api(token, '/user/UserSaveInfos', { countryCode: 'TH' });
      const moved = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo')).wallet;
      expect(moved.unit).toBe('THB');
      expect(moved.balance).toBe(0);
      const usd = 5500;
      expect(moved.wallets.find((w) => w.unit === 'USD')?.balance).toBe(usd);
      await page.goto('/pages/recharge_center/recharge_center');
      const card = page.locator('section[aria-label="Wallet balance"]');
      await expect.poll(() => card.textContent()).toContain('฿0.00');
      await expect.poll(() => page.getByTestId('other-balances').textContent()).toContain('$55.00');
      await h.shot(page, 'multi-currency-wallet-en');

      // The home page promises the bonus in baht to a baht user, and no US-dollar amount anywhere
      // (merchants elsewhere show their own currency: HK$, ¥, ₹).
      await page.goto('/pages/home/home');
      await page.getByTestId('merchant-card').first().waitFor();
      const home = (await page.locator('body').textContent()) ?? '';
      expect(home).toContain('Top up ฿1,500, get a ฿150 bonus');
      expect(home).not.toMatch(/(^|[^A-Z])\$\s?\d/);

      // A Bangkok order, in baht, with an address next to the restaurant.
      const found = await api<{ list: { mid: string; unit: string }[] }>(token, '/product/GetMerchantList', {
        mType: 1,
        page: 1,
        limt: 5,
        name: 'Crisp & Co. Chicken 24',
      });
      const mid = found.list[0]?.mid ?? '';
      expect(found.list[0]?.unit).toBe('THB');
      type Product = {
        pid: string;
        price: number;
        onSale: boolean;
        stock: number | null;
        specs: { required: boolean }[];
      };
      const merchant = await api<{
        latitude: number;
        longitude: number;
        deliveryFee: number;
        minOrder: number;
        categories: { products: Product[] }[];
      }>(token, '/product/GetMerchantInfo', { mid, isGetProduct: true });
      const address = await api<{ id: string }>(token, '/user/CreateAddress', {
        name: 'Traveller',
        phone: '+66812345678',
        address: '88 Silom Rd',
        label: 'Work',
        latitude: merchant.latitude + 0.001,
        longitude: merchant.longitude,
        detailed: '',
      });
      const plain = merchant.categories
        .flatMap((c) => c.products)
        .filter((p) => p.onSale && p.stock === null && p.specs.every((s) => !s.required));
      const products: { pid: string; quantity: number; specs: never[] }[] = [];
      let items = 0;
      for (const p of plain) {
        products.push({ pid: p.pid, quantity: 1, specs: [] });
        items += p.price;
        if (items >= merchant.minOrder) break;
      }
      const amount = items + merchant.deliveryFee;
      const created = await api<{ oid: string; amount: number; unit: string }>(token, '/order/CreateOrder', {
        mid,
        pType: 1,
        addressId: address.id,
        amount,
        products,
        remark: '',
      });
      expect(created.unit).toBe('THB');

      // The baht balance is short: pay from the dollar balance at a quote.
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${created.oid}`);
      await page.getByTestId('detail-pay').waitFor();
      const baht = `฿${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      expect(await page.getByTestId('detail-pay').textContent()).toBe(`Pay ${baht}`);
      await page.getByTestId('detail-pay').click();
      await page.getByTestId('pay-shortfall').waitFor();
      expect(await page.getByTestId('pay-shortfall').textContent()).toContain(`This order costs ${baht}`);
      await page.getByTestId('pay-with-USD').click();
      const quote = page.getByTestId('pay-quote');
      await quote.waitFor();
      const pays = minorOf(await page.getByTestId('pay-quote-amount').textContent());
      expect(pays).toBeGreaterThan(0);
      expect(await page.getByTestId('pay-quote-rate').textContent()).toMatch(/^1 USD = [\d,.]+ THB$/);
      expect(await quote.locator('[role="timer"]').textContent()).toMatch(/^\d{2}:\d{2}$/);
      await h.shot(page, 'multi-currency-pay-quote-en');
      await page.getByTestId('pay-quote-confirm').click();
      await page.getByText('Payment successful').waitFor();

      // Exactly the quoted dollars left, and the order says how it was paid.
      const order = await api<{ payStatus: number; amount: number; payment: { fromAmount: number } | null }>(
        token,
        '/order/GetOrderInfo',
        { oid: created.oid },
      );
      expect(order.payStatus).toBe(1);
      expect(order.amount).toBe(amount);
      expect(order.payment?.fromAmount).toBe(pays);
      const paid = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo')).wallet;
      expect(paid.wallets.find((w) => w.unit === 'USD')?.balance).toBe(usd - pays);
      expect(paid.balance).toBe(0);
      await expect
        .poll(() => page.getByTestId('order-paid-from').textContent())
        .toMatch(/^Paid \$[\d,.]+ from your USD balance at 1 USD = [\d,.]+ THB$/);
      await h.shot(page, 'multi-currency-order-paid-en');

      // Convert $10 to baht in the wallet at a quote.
      await page.goto('/pages/recharge_center/recharge_center');
      await page.getByTestId('open-convert').click();
      await page.getByTestId('convert-from-USD').waitFor();
      expect(await page.getByTestId('convert-from-USD').getAttribute('aria-checked')).toBe('true');
      expect(await page.getByTestId('convert-to-THB').getAttribute('aria-checked')).toBe('true');
      await page.getByTestId('convert-amount').fill('10');
      await page.getByTestId('quote-to').waitFor();
      expect(await page.getByTestId('quote-from').textContent()).toBe('$10.00');
      const gets = minorOf(await page.getByTestId('quote-to').textContent());
      expect(await page.getByTestId('quote-rate').textContent()).toMatch(/^1 USD = [\d,.]+ THB$/);
      await h.shot(page, 'multi-currency-convert-en');
      await page.getByTestId('convert-confirm').click();
      await expect.poll(() => page.getByTestId('convert-sheet').count()).toBe(0);
      const after = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo')).wallet;
      expect(after.balance).toBe(gets);
      expect(after.wallets.find((w) => w.unit === 'USD')?.balance).toBe(usd - pays - 1000);
      await expect
        .poll(() => card.textContent())
        .toContain(`฿${(gets / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

      // The records: the conversion's two lines, each in its own currency, with both sides and the rate.
      await page.goto('/pages/transaction_record/transaction_record');
      const lines = page.locator('[data-testid="transaction-item"][data-type="17"]');
      await lines.first().waitFor();
      expect(await lines.count()).toBe(2);
      const texts = await lines.allTextContents();
      expect(texts.some((t) => t.includes('-$10.00'))).toBe(true);
      expect(texts.every((t) => /\$10\.00 → ฿[\d,.]+ · 1 USD = [\d,.]+ THB/.test(t))).toBe(true);
      await h.shot(page, 'multi-currency-records-en');

      // A refund goes back to the balance that paid, at the rate paid: exactly the dollars that left.
      const dollars = `$${(pays / 100).toFixed(2)}`;
      await page.goto(`/pages/takeout_order_detail/takeout_order_detail?oid=${created.oid}`);
      await page.getByTestId('detail-refund').click();
      await page.locator('.adm-dialog').getByRole('button', { name: 'Refund', exact: true }).click();
      await page.getByText(`Refund requested: ${dollars} goes back to your wallet`).waitFor();
      await expect
        .poll(() => page.getByTestId('status-header').getAttribute('data-status'), { timeout: 15_000 })
        .toBe('refunded');
      expect(await page.getByTestId('status-header').textContent()).toContain(`${dollars} went back to your wallet.`);
      const refunded = (await api<{ wallet: Wallet }>(token, '/user/GetUserInfo')).wallet;
      expect(refunded.wallets.find((w) => w.unit === 'USD')?.balance).toBe(usd - 1000);
      expect(refunded.balance).toBe(gets);
      await h.shot(page, 'multi-currency-refunded-en');
    });
  });
});
